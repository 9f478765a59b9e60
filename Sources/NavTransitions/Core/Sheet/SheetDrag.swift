import Foundation

/// One touch on a sheet: who owns the pan at each instant — the sheet or a scroll view inside it — where
/// the sheet is, and where the scroll view's content must stay.
///
/// A touch that does not start on a scroll view that scrolls vertically (the grabber, a header, a map, a
/// list too short to scroll) moves the sheet. A touch on such a scroll view shares the pan with it:
///
/// - **Finger moving down.** The content scrolls until it is at its top; from there the sheet moves down
///   (toward smaller detents, then the dismissal). The event in which the content reaches its top hands the
///   rest of its movement to the sheet, so nothing is lost and nothing jumps.
/// - **Finger moving up.** Below the largest detent, with ``PresentationLayout/Sheet/prefersScrollingExpandsWhenScrolledToEdge``
///   on and the content at its top, the sheet expands first; the content scrolls once the sheet reaches the
///   largest detent (the rest of that event's movement scrolls it). With the option off, or the content not
///   at its top, the content scrolls and the sheet stays.
/// - While the sheet moves, the content is pinned: every step returns the offset the scroll view must have
///   (its offset when the sheet took over — its top), which the UIKit layer writes back after the scroll
///   view's own pan has moved it. Its `bounces` is never changed, so bouncing at the bottom is kept.
/// - Once the sheet has taken the pan it keeps it until it crosses a detent at which the content should own
///   a finger moving up (the largest detent; any detent with the option off): the sheet stops exactly on that
///   detent and the content scrolls from there.
///
/// The step is idempotent for a repeated translation: the UIKit layer may call it from the sheet's pan and
/// from the scroll view's pan in the same event, in either order.
package struct SheetDrag: Sendable, Equatable {
    /// Who moves with the finger now.
    package enum Owner: Sendable, Hashable {
        /// Not decided yet: the finger has not moved.
        case undecided
        /// The sheet moves; the scroll view (if any) is pinned.
        case sheet
        /// The scroll view scrolls; the sheet stays.
        case scrollView
    }

    /// What to apply after one movement.
    package struct Step: Sendable, Equatable {
        /// The sheet's visible height now.
        package var visibleHeight: CGFloat
        /// The content offset the scroll view must have now (write it if it differs), or nil to leave it
        /// alone (it scrolls with the finger).
        package var scrollViewOffset: CGPoint?
        /// Who owns the pan after this movement; while it is ``Owner/sheet`` the scroll indicator stays hidden.
        package var owner: Owner

        /// Creates a step.
        package init(visibleHeight: CGFloat, scrollViewOffset: CGPoint?, owner: Owner) {
            self.visibleHeight = visibleHeight
            self.scrollViewOffset = scrollViewOffset
            self.owner = owner
        }
    }

    /// The track the sheet moves on.
    package private(set) var track: SheetTrack
    /// The resting heights, smallest first.
    package private(set) var detentHeights: [CGFloat]
    /// The raw height (before rubber-banding) the finger puts the sheet at.
    package private(set) var rawHeight: CGFloat
    /// Who owns the pan.
    package private(set) var owner: Owner = .undecided
    /// The content offset the scroll view is pinned at while the sheet owns the pan.
    package private(set) var pinnedOffset: CGPoint?
    /// Whether the sheet moved at any moment of this touch.
    package private(set) var movedSheet = false
    /// Whether the touch shares its pan with a scroll view.
    package let sharesScrollView: Bool
    /// ``PresentationLayout/Sheet/prefersScrollingExpandsWhenScrolledToEdge``.
    package let expandsWhenScrolledToEdge: Bool
    private var lastTranslation: CGFloat = 0
    /// The movement the last step took, as it left things, when stepping it again changes nothing
    /// (``repeats(translation:scrollViewOffset:)``); nil otherwise.
    private var lastMovement: Movement?

    /// A movement a step took: the finger's translation and where the shared scroll view's content is after the
    /// step's pin (nil without a scroll view).
    private struct Movement: Sendable, Equatable {
        var translation: CGFloat
        var scrollViewOffset: CGPoint?
    }

    /// A touch begins.
    ///
    /// - Parameters:
    ///   - visibleHeight: the sheet's visible height now: its detent's, or where a settling sheet is on screen
    ///     (a touch grabs it there). NaN counts as the smallest detent's.
    ///   - detents: the resolved detents.
    ///   - canDismiss: whether a drag may dismiss (below the smallest detent the sheet then follows the finger
    ///     down; otherwise it rubber-bands).
    ///   - expandsWhenScrolledToEdge: the sheet's option.
    ///   - sharesScrollView: whether the touch began on a scroll view that scrolls vertically
    ///     (``DismissPanGate/scrollView(among:)`` finds it) and not in the grabber.
    package init(
        visibleHeight: CGFloat, detents: ResolvedSheetDetents, canDismiss: Bool,
        expandsWhenScrolledToEdge: Bool, sharesScrollView: Bool
    ) {
        track = SheetTrack(detents, canDismiss: canDismiss)
        detentHeights = detents.heights
        rawHeight = track.rawHeight(forVisibleHeight: visibleHeight.isNaN ? detents.smallestHeight : visibleHeight)
        self.expandsWhenScrolledToEdge = expandsWhenScrolledToEdge
        self.sharesScrollView = sharesScrollView
        if !sharesScrollView { owner = .sheet }
    }

    /// The sheet's visible height now.
    package var visibleHeight: CGFloat { track.visibleHeight(forRawHeight: rawHeight) }

    /// The finger moved: `translation` is the pan's vertical translation since the touch began (positive
    /// down); `scrollView` the shared scroll view's state now (nil if it is gone). A non-finite translation
    /// counts as no movement.
    package mutating func changed(translation: CGFloat, scrollView: ScrollViewState?) -> Step {
        let step = advance(translation: translation, scrollView: scrollView)
        // A second step of the same movement moves nothing (no delta): the owner and the pin stay, except for a list
        // that owns the finger and shows space above its top, which the sheet takes on the next step.
        let offset = step.scrollViewOffset ?? scrollView?.contentOffset
        let handsSpaceToSheet =
            step.owner == .scrollView && scrollView.map { $0.topOffset.y > (offset ?? $0.contentOffset).y } == true
        lastMovement = handsSpaceToSheet ? nil : Movement(translation: translation, scrollViewOffset: offset)
        return step
    }

    /// Whether `translation` with the shared scroll view's content at `scrollViewOffset` (nil without one) is the
    /// movement the last step took, as it left things: stepping it again would change nothing and return the same
    /// step. Both the sheet's pan and the shared scroll view's report every event of a touch; the second report of
    /// an event is such a repeat. False after ``detentsChanged(_:)`` or ``translationReset()``, and for a NaN
    /// translation.
    package func repeats(translation: CGFloat, scrollViewOffset: CGPoint?) -> Bool {
        lastMovement == Movement(translation: translation, scrollViewOffset: scrollViewOffset)
    }

    private mutating func advance(translation: CGFloat, scrollView: ScrollViewState?) -> Step {
        let delta = translation.isFinite ? translation - lastTranslation : 0
        if translation.isFinite { lastTranslation = translation }
        guard sharesScrollView, let scrollView else {
            if owner != .sheet { owner = .sheet }
            return moveSheet(by: delta, scrollView: nil)
        }
        if owner == .undecided {
            guard delta != 0 else { return step(scrollView: scrollView) }
            decideOwner(delta: delta, scrollView: scrollView)
        }
        switch owner {
        case .sheet, .undecided:
            return moveSheet(by: delta, scrollView: scrollView)
        case .scrollView:
            return scrollViewMoved(delta: delta, scrollView: scrollView)
        }
    }

    /// The detents changed under the finger (the app changed them, the container resized): the sheet keeps
    /// its visible height — no jump — and moves on the new track from there.
    package mutating func detentsChanged(_ detents: ResolvedSheetDetents) {
        let visible = visibleHeight
        track = SheetTrack(detents, canDismiss: track.canDismiss)
        detentHeights = detents.heights
        rawHeight = track.rawHeight(forVisibleHeight: visible)
        lastMovement = nil
    }

    /// The pan's translation starts again from zero (the UIKit layer reset it after a size change): the next
    /// movement counts from there, the sheet keeps its height.
    package mutating func translationReset() {
        lastTranslation = 0
        lastMovement = nil
    }

    // MARK: Private

    /// The first movement decides; `delta` is its vertical movement (positive down).
    private mutating func decideOwner(delta: CGFloat, scrollView: ScrollViewState) {
        let height = visibleHeight
        let tolerance = ResolvedSheetDetents.separation
        let atDetent = detentHeights.contains { abs($0 - height) <= tolerance }
        if !atDetent {
            // Grabbed between detents (a settling sheet): the sheet is moving, it keeps the finger.
            takeSheet(pinning: scrollView.contentOffset)
        } else if delta > 0 { // `>=` is the same: an undecided drag decides only on a delta that is not 0
            if scrollView.canScroll(toward: .down) { owner = .scrollView } else { takeSheet(pinning: scrollView.topOffset) }
        } else {
            let belowLargest = height < track.largestHeight - tolerance
            if belowLargest && expandsWhenScrolledToEdge && wasAtTop(scrollView, fingerUp: -delta) {
                takeSheet(pinning: scrollView.topOffset)
            } else {
                owner = .scrollView
            }
        }
    }

    /// Whether the content was at its top before this event, whichever recognizer reported first: the scroll
    /// view's own pan may already have scrolled it by up to the finger's movement (`fingerUp` points).
    private func wasAtTop(_ scrollView: ScrollViewState, fingerUp: CGFloat) -> Bool {
        guard scrollView.contentOffset.y.isFinite else { return scrollView.isAtTop }
        return scrollView.contentOffset.y - scrollView.topOffset.y <= Swift.max(0, fingerUp) + ScrollViewState.edgeTolerance
    }

    private mutating func takeSheet(pinning offset: CGPoint) {
        owner = .sheet
        pinnedOffset = CGPoint(x: offset.x.finiteOr(0), y: offset.y.finiteOr(0))
    }

    /// The scroll view owns the pan and scrolled itself: hand over to the sheet when a finger moving down has
    /// brought the content to its top.
    private mutating func scrollViewMoved(delta: CGFloat, scrollView: ScrollViewState) -> Step {
        let top = scrollView.topOffset
        let overshoot = top.y - scrollView.contentOffset.y
        // The scroll view already moved past its top in this event: the sheet takes what went past.
        if overshoot > 0, delta >= 0 {
            takeSheet(pinning: top)
            return moveSheet(by: overshoot, scrollView: scrollView)
        }
        // At its top and the finger moves down: the sheet takes the finger. Before the scroll view handled the
        // event it takes the whole movement (the scroll view's own movement is undone by the pin); after, the
        // scroll view came up to its top with part of it or all of it (landing exactly there), and the sheet takes
        // only the rest — either order of the two reports moves things by the finger's movement, once.
        if delta > 0, scrollView.isAtTop {
            // Where the last step left the scroll view (``lastMovement``): how far it scrolled itself since.
            let scrolled = lastMovement?.scrollViewOffset.map { Swift.max(0, $0.y - scrollView.contentOffset.y) } ?? 0
            takeSheet(pinning: top)
            return moveSheet(by: Swift.max(0, delta - scrolled), scrollView: scrollView)
        }
        return step(scrollView: nil)
    }

    /// The sheet owns the pan: move it by `delta` (positive down), stopping on a detent where the content
    /// should take a finger moving up.
    private mutating func moveSheet(by delta: CGFloat, scrollView: ScrollViewState?) -> Step {
        guard delta != 0 else { return step(scrollView: scrollView) }
        let newRaw = rawHeight - delta
        // `delta <= 0` would be the same: the guard above returns for 0.
        if delta < 0, sharesScrollView, scrollView != nil, let pinned = pinnedOffset,
            let handOver = detentHeights.first(where: { $0 > rawHeight && $0 <= newRaw && handsOverUpward(at: $0) })
        {
            // Stop on the detent; the rest of the movement scrolls the content (finger up: offset grows).
            rawHeight = handOver
            movedSheet = true
            owner = .scrollView
            pinnedOffset = nil
            let rest = newRaw - handOver
            let offset = CGPoint(x: pinned.x, y: pinned.y + rest)
            return Step(visibleHeight: visibleHeight, scrollViewOffset: offset, owner: owner)
        }
        rawHeight = newRaw
        movedSheet = true
        return step(scrollView: scrollView)
    }

    /// Whether the content takes a finger moving up when the sheet reaches the detent at `height`.
    private func handsOverUpward(at height: CGFloat) -> Bool {
        height >= track.largestHeight - ResolvedSheetDetents.separation || !expandsWhenScrolledToEdge
    }

    private func step(scrollView: ScrollViewState?) -> Step {
        Step(
            visibleHeight: visibleHeight, scrollViewOffset: owner == .sheet && scrollView != nil ? pinnedOffset : nil,
            owner: owner)
    }
}
