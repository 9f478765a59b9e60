import Foundation

/// Shares one pan between pan-to-dismiss and a scroll view inside the presented screen.
///
/// The scroll view keeps the pan until it rests at the edge the dismissal pulls away from (its top, for
/// a sheet dismissed downward); from there the dismissal tracks the finger, and the scroll view is
/// stopped at that edge once (see ``Decision/scrollViewRestingOffset``). Going back, the dismissal tracks
/// until its progress is 0.
///
/// ``PresentationSession`` asks on every pan change. While ``Decision/tracksDismissal`` is `false` it leaves
/// the transition alone and resets the pan's translation to zero, so that progress counts from the point
/// the dismissal takes over; it begins the interaction on the first `true`.
package struct DismissPanGate: Sendable, Hashable {
    /// What to do with one movement of the pan.
    package struct Decision: Sendable, Equatable {
        /// Whether the dismissal follows this movement (feed it to the ``InteractionSession``).
        package var tracksDismissal: Bool
        /// Where the scroll view under the finger rests while the dismissal tracks, or `nil` to leave it
        /// alone (the scroll view scrolls, or there is none).
        ///
        /// For a dismissal toward the bottom this is ``ScrollViewState/topOffset``. The session stops the
        /// scroll view there once, when the dismissal takes over; it never writes it on every change.
        package var scrollViewRestingOffset: CGPoint?

        /// Creates a decision.
        package init(tracksDismissal: Bool, scrollViewRestingOffset: CGPoint?) {
            self.tracksDismissal = tracksDismissal
            self.scrollViewRestingOffset = scrollViewRestingOffset
        }
    }

    /// The direction the finger moves to dismiss, ``SwipeDirection/dismissal(toward:layoutDirection:)``
    /// (`.down` for a sheet).
    package var direction: SwipeDirection

    /// Creates a gate for a dismissal driven by a finger moving in `direction`.
    package init(direction: SwipeDirection) {
        self.direction = direction
    }

    /// The innermost scroll view among `candidates` (innermost first) that scrolls along the dismissal's
    /// axis: the one that shares the pan with the dismissal. A scroll view that can only scroll across the
    /// axis (a carousel in a sheet) is left to its own pan.
    package func scrollView(among candidates: [any ScrollViewNode]) -> (any ScrollViewNode)? {
        scrollViewIndex(among: candidates.map(\.scrollNodeState)).map { candidates[$0] }
    }

    /// The index of that scroll view among the states of `candidates` (innermost first; nil for a view that
    /// is not a scroll view or is gone), read before the decision: the session decides over values, never
    /// over views it would have to ask while its state changes.
    package func scrollViewIndex(among candidates: [ScrollViewState?]) -> Int? {
        let axis: [SwipeDirection] = direction.isHorizontal ? [.left, .right] : [.up, .down]
        return candidates.firstIndex { state in
            guard let state else { return false }
            return axis.contains { state.canScroll(toward: $0) }
        }
    }

    /// Whether the dismiss pan may begin.
    ///
    /// It begins for a movement toward the dismissal edge. Against that edge it begins only when the scroll
    /// view under the finger can use the drag (scroll that way): the pan then runs with the scroll view's
    /// pan and can take over later, when the finger turns back and the scroll view reaches its edge. With
    /// nothing under the finger to use it, a drag away from the edge is left to other gestures (a map, a
    /// drawing view, a slider), and so is a drag across the axis (swipe-to-delete, a carousel) or one that
    /// does not move (`motion` nil).
    ///
    /// While a released dismissal settles, a touch grabs it, in any direction (taking a settling sheet back
    /// up is a feature) — except when the dismissal is returning to rest (cancelling) over a scroll view
    /// that is not at its resting edge (a list scrolled down, under a sheet): that pan is the list's, as it
    /// would be on a sheet at rest, and the sheet settles on its own.
    ///
    /// - Parameters:
    ///   - motion: the direction the finger moves, `nil` when it does not move.
    ///   - settling: how a released dismissal is settling (a touch grabs it), or nil when none settles.
    ///   - scrollView: the scroll view under the finger that shares the pan (``scrollView(among:)``), or nil.
    package func shouldBegin(
        motion: SwipeDirection?, settling: InteractiveCompletion?, scrollView: ScrollViewState? = nil
    ) -> Bool {
        if let settling {
            let listOwnsIt = settling == .cancel && scrollView?.canScroll(toward: direction) == true
            return !listOwnsIt
        }
        guard let motion else { return false }
        if motion == direction { return true }
        return motion.isHorizontal == direction.isHorizontal && scrollView?.canScroll(toward: motion) == true
    }

    /// Who owns this movement of the pan.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view under the finger, or `nil` if there is none.
    ///   - motion: the direction the finger moves now, usually `SwipeDirection(dominantDirectionOf:
    ///     pan.velocity(in:))`; `nil` when it does not move.
    ///   - dismissProgress: the dismissal's current progress, 0...1 (``InteractionSession/progress``);
    ///     NaN counts as 0.
    /// - Returns: with progress above 0 (however small), the dismissal keeps tracking whatever the motion
    ///   (moving back lowers the progress) and the scroll view rests at its edge. At 0: a motion in
    ///   ``direction`` is tracked unless the scroll view can still scroll that way, in which case it
    ///   scrolls; any other motion belongs to the scroll view. For a sheet: scrolled down and dragging down,
    ///   the scroll view scrolls; at the top and dragging down, the dismissal tracks and the scroll view
    ///   rests at its top; at the top and dragging up, the scroll view scrolls.
    package func decision(scrollView: ScrollViewState?, motion: SwipeDirection?, dismissProgress: CGFloat) -> Decision {
        let isDismissing = dismissProgress > 0 // NaN: false
        let tracks = isDismissing || (motion == direction && scrollView?.canScroll(toward: direction) != true)
        guard tracks else { return Decision(tracksDismissal: false, scrollViewRestingOffset: nil) }
        return Decision(tracksDismissal: true, scrollViewRestingOffset: scrollView?.restingOffset(toward: direction))
    }
}
