import Foundation

/// Shares one pan between pan-to-dismiss and a scroll view inside the presented screen.
///
/// The scroll view keeps the pan until it rests at the edge the dismissal pulls away from (its top, for
/// a sheet dismissed downward); from there the dismissal tracks the finger and the scroll view is pinned
/// so it does not scroll or bounce at the same time. Going back, the dismissal tracks until its progress
/// is 0, then the scroll view scrolls again: one continuous movement of the finger.
///
/// The UIKit layer asks on every pan change. While ``Decision/tracksDismissal`` is `false` it leaves the
/// transition alone and resets the pan's translation to zero, so that progress counts from the point the
/// dismissal takes over; it begins the session on the first `true`.
package struct DismissPanGate: Sendable, Hashable {
    /// What to do with one movement of the pan.
    package struct Decision: Sendable, Equatable {
        /// Whether the dismissal follows this movement (feed it to the ``InteractionSession``).
        package var tracksDismissal: Bool
        /// The content offset to assign to the scroll view to hold it still, or `nil` to let it scroll.
        ///
        /// For a dismissal toward the bottom this is ``ScrollViewState/topOffset``.
        package var pinnedContentOffset: CGPoint?

        /// Creates a decision.
        package init(tracksDismissal: Bool, pinnedContentOffset: CGPoint?) {
            self.tracksDismissal = tracksDismissal
            self.pinnedContentOffset = pinnedContentOffset
        }
    }

    /// The direction the finger moves to dismiss, ``SwipeDirection/dismissal(toward:layoutDirection:)``
    /// (`.down` for a sheet).
    package var direction: SwipeDirection

    /// Creates a gate for a dismissal driven by a finger moving in `direction`.
    package init(direction: SwipeDirection) {
        self.direction = direction
    }

    /// Whether the dismiss pan may begin: to grab a dismissal that is settling, or for a movement along
    /// the dismissal axis (either way along it: a sheet's pan begins on an upward drag too, so that it
    /// can hand the movement to a scroll view and take over later). A pan across the axis, or one that
    /// does not move (`motion` nil), is left to other gestures (swipe-to-delete, a map, a carousel).
    package func shouldBegin(motion: SwipeDirection?, isSettling: Bool) -> Bool {
        if isSettling { return true }
        guard let motion else { return false }
        return motion.isHorizontal == direction.isHorizontal
    }

    /// Who owns this movement of the pan.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view under the finger, or `nil` if there is none.
    ///   - motion: the direction the finger moves now, usually `SwipeDirection(dominantDirectionOf:
    ///     pan.velocity(in:))`; `nil` when it does not move.
    ///   - dismissProgress: the dismissal's current progress, 0...1 (``InteractionSession/progress``);
    ///     NaN counts as 0.
    /// - Returns: with progress above 0, the dismissal keeps tracking whatever the motion (moving back
    ///   lowers the progress) and pins the scroll view. At 0: a motion in ``direction`` is tracked (and pins)
    ///   unless the scroll view can still scroll that way, in which case it scrolls; any other motion
    ///   belongs to the scroll view. For a sheet: scrolled down and dragging down, the scroll view scrolls;
    ///   at the top and dragging down, the dismissal tracks and pins to the top; at the top and dragging
    ///   up, the scroll view scrolls.
    package func decision(scrollView: ScrollViewState?, motion: SwipeDirection?, dismissProgress: CGFloat) -> Decision {
        let isDismissing = dismissProgress > 0 // NaN: false
        let tracks = isDismissing || (motion == direction && scrollView?.canScroll(toward: direction) != true)
        guard tracks else { return Decision(tracksDismissal: false, pinnedContentOffset: nil) }
        return Decision(tracksDismissal: true, pinnedContentOffset: scrollView?.restingOffset(toward: direction))
    }
}
