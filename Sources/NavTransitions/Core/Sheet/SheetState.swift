import Foundation

/// The state of a presented sheet between its presentation and its dismissal: its description, the detents
/// resolved in the container, where it rests, and what a drag, a programmatic change, a container change or a
/// dismissal does to it.
///
/// The presentation controller (and the headless model in the tests) is a thin adapter over it: each event
/// returns what to apply. The *selection* is ``PresentationLayout/Sheet/selectedDetent``; the sheet rests at
/// the stop it resolves to (``restingIndex``). A settling sheet is on its way to the selection.
///
/// Rules for changes that arrive at an awkward moment:
/// - **During a drag** the finger wins. A new description or selection is recorded; the drag carries on from
///   the sheet's current visible height over the new detents (no jump); the release then picks the target and
///   makes it the selection.
/// - **While settling** (after a release or an animated change) a new selection or description retargets the
///   sheet from where it is on screen; a container change does the same.
/// - **During a dismissal** nothing moves (the dismissal's animator owns the view). Changes are recorded; if
///   the dismissal is cancelled the sheet rests at the recorded selection, resolved in the current container.
///   A drag released toward a dismissal makes the smallest detent the selection: the dismissal starts from
///   where the finger left the sheet, and a dismissal that is cancelled (grabbed and pushed back) or refused
///   comes to rest on the smallest detent, with the settle spring from where it is.
package struct SheetState: Sendable, Equatable {
    /// Where the sheet is in its life.
    package enum Phase: Sendable, Equatable {
        /// At rest on the selected detent.
        case resting
        /// A touch moves it.
        case dragging(SheetDrag)
        /// Animating to the selected detent.
        case settling
        /// Being dismissed (released toward a dismissal, or dismissed by any other way).
        case dismissing
    }

    /// A movement of the sheet for the UIKit layer to apply.
    package struct Move: Sendable, Equatable {
        /// The visible height to move to.
        package var visibleHeight: CGFloat
        /// Whether to animate (with ``SheetRelease/settleSpring`` from a release, with the layout-change spring
        /// otherwise) or set it now.
        package var animated: Bool
        /// The spring's initial velocity relative to the remaining distance (a release's; 0 otherwise).
        package var initialVelocity: CGFloat

        /// Creates a movement.
        package init(visibleHeight: CGFloat, animated: Bool, initialVelocity: CGFloat = 0) {
            self.visibleHeight = visibleHeight
            self.animated = animated
            self.initialVelocity = initialVelocity
        }
    }

    /// What a finished touch does.
    package struct Release: Sendable, Equatable {
        /// Where the sheet goes, or nil when the touch never moved it (the content scrolled): nothing to settle.
        package var release: SheetRelease?
        /// Whether the selection changed by this touch: tell the delegate (`…DidChangeSelectedDetent`).
        package var selectionChanged: Bool
        /// Whether the finger pulled toward a dismissal that is not allowed: tell the adaptive delegate
        /// `presentationControllerDidAttemptToDismiss`.
        package var attemptedDismissal: Bool
        /// Where the shared scroll view's content must stay while the sheet settles (it may still be
        /// decelerating), or nil to leave it.
        package var scrollViewOffset: CGPoint?

        /// Creates the outcome of a touch.
        package init(release: SheetRelease?, selectionChanged: Bool, attemptedDismissal: Bool, scrollViewOffset: CGPoint?) {
            self.release = release
            self.selectionChanged = selectionChanged
            self.attemptedDismissal = attemptedDismissal
            self.scrollViewOffset = scrollViewOffset
        }
    }

    /// The sheet's description; its selection follows the user.
    package private(set) var sheet: PresentationLayout.Sheet
    /// The container the detents are resolved in.
    package private(set) var container: SheetContainer
    /// The detents resolved in the container.
    package private(set) var detents: ResolvedSheetDetents {
        // Kept with the detents (the largest undimmed detent changes only with the description, which resolves
        // them again): read on every movement of a drag, where making it would copy the detents.
        didSet { dimming = SheetDimming(detents, largestUndimmed: sheet.largestUndimmedDetent) }
    }
    /// The dimming rule for the current detents.
    package private(set) var dimming: SheetDimming
    /// Where the sheet is in its life.
    package private(set) var phase: Phase = .resting
    /// The visible height the running dismissal starts from (its animation's start frame), or nil without one:
    /// where the finger released the sheet after a drag toward a dismissal, the height the sheet was laid out
    /// at when any other dismissal began.
    package private(set) var dismissalStartHeight: CGFloat?
    /// The detent the sheet rested at before a drag released it toward a dismissal (which made the smallest
    /// the selection); nil for any other dismissal. Decides whether a refused or cancelled dismissal changed
    /// the selection.
    private var selectionBeforeDismissal: PresentationLayout.SheetDetent?

    /// Creates the state of a sheet presented in `container`.
    package init(sheet: PresentationLayout.Sheet, container: SheetContainer) {
        self.sheet = sheet
        self.container = container
        let detents = ResolvedSheetDetents(sheet.detents, in: container)
        self.detents = detents
        dimming = SheetDimming(detents, largestUndimmed: sheet.largestUndimmedDetent)
    }

    // MARK: Reading

    /// The stop the selection resolves to.
    package var restingIndex: Int { detents.index(ofSelected: sheet.selectedDetent) }
    /// The detent the sheet rests at (or settles to): the kept detent of the selection's stop.
    package var selectedDetent: PresentationLayout.SheetDetent { detents.stops[restingIndex].detent }
    /// The visible height of the resting stop.
    package var restingHeight: CGFloat { detents.stops[restingIndex].height }
    /// The visible height the sheet has, or goes to: the drag's during a drag, 0 while dismissing, the resting
    /// stop's otherwise.
    package var visibleHeight: CGFloat {
        switch phase {
        case .dragging(let drag): return drag.visibleHeight
        case .dismissing: return 0
        case .resting, .settling: return restingHeight
        }
    }

    /// The visible height the presented view's frame is laid out at: the drag's during a drag, the dismissal's
    /// start during a dismissal, the resting stop's otherwise (a settle animates toward it).
    package var layoutHeight: CGFloat { layoutHeight(in: container) }

    /// ``layoutHeight`` in `other`: a resting or settling sheet rests at its selection resolved there (UIKit may
    /// ask for a frame in a container the state has not been told about yet: the presentation's first frame,
    /// the size of a rotation to come); a drag and a dismissal keep their heights.
    package func layoutHeight(in other: SheetContainer) -> CGFloat {
        switch phase {
        case .dragging(let drag): return drag.visibleHeight
        case .dismissing: return dismissalStartHeight ?? restingHeight(in: other)
        case .resting, .settling: return restingHeight(in: other)
        }
    }

    /// The visible height of the selection's stop in `other` (``restingHeight`` in the state's own container).
    package func restingHeight(in other: SheetContainer) -> CGFloat {
        guard other != container else { return restingHeight }
        let resolved = ResolvedSheetDetents(sheet.detents, in: other)
        return resolved.stops[resolved.index(ofSelected: sheet.selectedDetent)].height
    }

    /// The smallest resting height in `other` (``detents``' in the state's own container, read without copying them).
    package func smallestHeight(in other: SheetContainer) -> CGFloat {
        other == container ? detents.smallestHeight : ResolvedSheetDetents(sheet.detents, in: other).smallestHeight
    }

    // MARK: Changes

    /// The container changed (rotation, resize, safe area, size class, a new fitting height).
    ///
    /// - Returns: at rest, the new resting height, set now (UIKit animates a rotation itself); while settling,
    ///   the new target, animated from where the sheet is; nil during a drag (it carries on) or a dismissal.
    package mutating func containerChanged(_ newContainer: SheetContainer) -> Move? {
        let before = visibleHeight
        container = newContainer
        return detentsChanged(animated: phase == .settling, from: before)
    }

    /// The app changed the description (`setLayout(_:animated:)`), its selection included.
    ///
    /// - Returns: the movement to the resting height (animated when asked, or when already settling); nil
    ///   during a drag or a dismissal, or when the resting height does not change (a settle in flight then
    ///   carries on to it).
    package mutating func setSheet(_ newSheet: PresentationLayout.Sheet, animated: Bool) -> Move? {
        let before = visibleHeight
        sheet = newSheet
        return detentsChanged(animated: animated || phase == .settling, from: before)
    }

    /// The app selected a detent (`setSelectedDetent(_:animated:)`). Not a user change: the delegate is not told.
    package mutating func select(_ detent: PresentationLayout.SheetDetent, animated: Bool) -> Move? {
        var newSheet = sheet
        newSheet.selectedDetent = detent
        return setSheet(newSheet, animated: animated)
    }

    /// Resolves the detents again; `before` is the visible height the sheet had (or went to) before the change.
    private mutating func detentsChanged(animated: Bool, from before: CGFloat) -> Move? {
        detents = ResolvedSheetDetents(sheet.detents, in: container)
        switch phase {
        case .dragging(var drag):
            drag.detentsChanged(detents)
            phase = .dragging(drag)
            return nil
        case .dismissing:
            return nil
        case .resting, .settling:
            // The target did not move: a settle in flight carries on, a resting sheet stays.
            let height = restingHeight
            if abs(height - before) <= ResolvedSheetDetents.separation / 2 { return nil }
            if animated { phase = .settling }
            return Move(visibleHeight: height, animated: animated)
        }
    }

    // MARK: Touches

    /// A touch on the sheet began.
    ///
    /// - Parameters:
    ///   - visibleHeight: where the sheet is on screen now (a settling sheet is grabbed there); nil for its
    ///     resting height.
    ///   - canDismiss: whether a user dismissal by a drag is allowed now (``ModalDismissal/pan``, not modal in
    ///     presentation); the adaptive delegate is asked only at release.
    ///   - sharesScrollView: whether the touch began on a vertically scrolling scroll view, outside the grabber.
    /// - Returns: false during a dismissal (the touch belongs to the dismissal's own interaction).
    package mutating func dragBegan(visibleHeight: CGFloat?, canDismiss: Bool, sharesScrollView: Bool) -> Bool {
        if phase == .dismissing { return false }
        let start = visibleHeight.flatMap { $0.isFinite ? $0 : nil } ?? restingHeight
        phase = .dragging(
            SheetDrag(
                visibleHeight: start, detents: detents, canDismiss: canDismiss,
                expandsWhenScrolledToEdge: sheet.prefersScrollingExpandsWhenScrolledToEdge,
                sharesScrollView: sharesScrollView))
        return true
    }

    /// The finger moved (see ``SheetDrag/changed(translation:scrollView:)``); nil without a drag.
    package mutating func dragChanged(translation: CGFloat, scrollView: ScrollViewState?) -> SheetDrag.Step? {
        guard case .dragging(var drag) = phase else { return nil }
        let step = drag.changed(translation: translation, scrollView: scrollView)
        phase = .dragging(drag)
        return step
    }

    /// Whether the drag's last step took exactly this movement (``SheetDrag/repeats(translation:scrollViewOffset:)``);
    /// false when the sheet is not dragged. Changes nothing: `mutating` only so that the session, which asks it for
    /// every report of a movement, reads its sheet's state in place (a read through the optional copies it whole).
    package mutating func repeatsDragStep(translation: CGFloat, scrollViewOffset: CGPoint?) -> Bool {
        guard case .dragging(let drag) = phase else { return false }
        return drag.repeats(translation: translation, scrollViewOffset: scrollViewOffset)
    }

    /// The pan's translation starts again from zero (a size change mid-drag): the drag keeps its height and
    /// counts the finger's movement from here. Nothing without a drag.
    package mutating func dragTranslationReset() {
        guard case .dragging(var drag) = phase else { return }
        drag.translationReset()
        phase = .dragging(drag)
    }

    /// The finger lifted with `velocity` (points per second, positive down).
    ///
    /// A touch that never moved the sheet releases nothing. Otherwise ``SheetRelease/decide(visibleHeight:velocity:detents:canDismiss:decelerationRate:)``
    /// picks the target: a detent becomes the selection (settling), a dismissal moves to ``Phase/dismissing``
    /// (run it through the user-dismissal rules; call ``dismissalRefused()`` if they refuse it).
    package mutating func dragEnded(velocity: CGFloat) -> Release {
        guard case .dragging(let drag) = phase else {
            return Release(release: nil, selectionChanged: false, attemptedDismissal: false, scrollViewOffset: nil)
        }
        // A touch that did not move the sheet releases nothing — unless it grabbed a settle and holds the sheet
        // between its stops: that sheet still has to land.
        guard drag.movedSheet || abs(drag.visibleHeight - restingHeight) > ResolvedSheetDetents.separation / 2 else {
            phase = .resting
            return Release(release: nil, selectionChanged: false, attemptedDismissal: false, scrollViewOffset: nil)
        }
        // A touch whose content took over on a detent leaves the sheet exactly there: no momentum of its own.
        let sheetVelocity = drag.owner == .scrollView ? 0 : velocity
        let canDismiss = drag.track.canDismiss
        let release = SheetRelease.decide(
            visibleHeight: drag.visibleHeight, velocity: sheetVelocity,
            detents: detents, canDismiss: canDismiss)
        let attempted =
            !canDismiss
            && SheetRelease.decide(
                visibleHeight: Swift.max(0, drag.rawHeight), velocity: sheetVelocity, detents: detents, canDismiss: true
            ).target == .dismissal
        let offset = drag.owner == .sheet ? drag.pinnedOffset : nil
        switch release.target {
        case .dismissal:
            // The dismissal starts where the finger left the sheet; refused or cancelled, the sheet comes to rest
            // on the smallest detent.
            selectionBeforeDismissal = selectedDetent
            sheet.selectedDetent = detents.stops[0].detent
            dismissalStartHeight = drag.visibleHeight
            phase = .dismissing
            return Release(release: release, selectionChanged: false, attemptedDismissal: false, scrollViewOffset: offset)
        case .detent(let index):
            let changed = settle(on: index)
            return Release(release: release, selectionChanged: changed, attemptedDismissal: attempted, scrollViewOffset: offset)
        }
    }

    /// The system cancelled the touch: the sheet settles on the detent nearest to where it is, never dismissed.
    package mutating func dragCancelled() -> (move: Move?, selectionChanged: Bool) {
        guard case .dragging(let drag) = phase else { return (nil, false) }
        // A touch that did not move the sheet releases nothing — unless it grabbed a settle and holds the sheet
        // between its stops: that sheet still has to land.
        guard drag.movedSheet || abs(drag.visibleHeight - restingHeight) > ResolvedSheetDetents.separation / 2 else {
            phase = .resting
            return (nil, false)
        }
        let index = detents.nearestIndex(toHeight: drag.visibleHeight)
        let changed = settle(on: index)
        return (Move(visibleHeight: detents.stops[index].height, animated: true), changed)
    }

    /// The settle animation ended: the sheet rests.
    package mutating func settleEnded() {
        if phase == .settling { phase = .resting }
    }

    /// Makes the stop at `index` the selection and settles there; whether the selection changed.
    mutating func settle(on index: Int) -> Bool {
        let previous = selectedDetent
        sheet.selectedDetent = detents.stops[index].detent
        phase = .settling
        return detents.stops[index].detent != previous
    }

    // MARK: Dismissal

    /// A release toward a dismissal was refused (modal in presentation, the delegate said no, or UIKit did not
    /// begin it): the sheet settles on its smallest detent, which becomes the selection; `selectionChanged` when
    /// it differs from the detent the sheet rested at before the drag.
    package mutating func dismissalRefused() -> (move: Move, selectionChanged: Bool) {
        let previous = selectionBeforeDismissal ?? selectedDetent
        _ = settle(on: 0)
        endDismissal()
        return (Move(visibleHeight: detents.smallestHeight, animated: true), detents.stops[0].detent != previous)
    }

    /// A dismissal began (after a release, or by any other way: the app's `dismiss`, a tap on the dimming). One
    /// that did not come from a release starts from where the sheet is laid out now.
    package mutating func dismissalBegan() {
        if phase != .dismissing {
            dismissalStartHeight = layoutHeight
            selectionBeforeDismissal = nil
        }
        phase = .dismissing
    }

    /// The dismissal ended. Completed: nothing more happens. Cancelled: the sheet rests at its selection in the
    /// current container — set now when the dismissal's animation brought it back there, animated when the
    /// selection lies elsewhere (the app changed it during the dismissal, or the container changed);
    /// `selectionChanged` when a drag's dismissal leaves the sheet on another detent than before the drag.
    package mutating func dismissalEnded(completed: Bool) -> (move: Move, selectionChanged: Bool)? {
        guard phase == .dismissing else { return nil }
        let start = dismissalStartHeight
        let changed = selectionBeforeDismissal.map { $0 != selectedDetent } ?? false
        endDismissal()
        if completed { return nil }
        phase = .resting
        let height = restingHeight
        let moved = abs((start ?? height) - height) > ResolvedSheetDetents.separation / 2
        if moved { phase = .settling }
        return (Move(visibleHeight: height, animated: moved), changed)
    }

    private mutating func endDismissal() {
        dismissalStartHeight = nil
        selectionBeforeDismissal = nil
    }
}
