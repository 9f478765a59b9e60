import Foundation

/// Decides whether the custom swipe-back pan may begin (`gestureRecognizerShouldBegin(_:)`).
///
/// The UIKit layer gathers the inputs when the pan is about to begin and begins only on ``Decision/begin``;
/// the other decisions name the reason, first failing check first, in the order of ``Decision``'s cases.
///
/// The gate is for starting a new swipe back. A pan that lands while the session's own transition is
/// settling is a grab, not a new swipe back: the layer lets it begin without asking the gate (which would
/// answer ``Decision/transitionRunning``) and reports ``InteractionSession/gestureBegan(currentProgress:)``
/// with the animator's progress.
package struct SwipeBackGate: Sendable, Hashable {
    /// Where on screen a swipe back may start.
    package enum Mode: Sendable, Hashable {
        /// Only within `width` points of the leading edge, like the system's edge swipe.
        /// A width that is NaN or negative accepts no touch.
        case edge(width: CGFloat)
        /// Anywhere in the container.
        case anywhere

        /// The system-like edge mode: 44 points from the leading edge.
        package static let systemEdge = Mode.edge(width: 44)
    }

    /// The outcome of ``shouldBegin(stackCount:isTransitionRunning:topHasCustomTransition:touchLocationX:containerWidth:layoutDirection:velocity:scrollViewsUnderTouch:)``.
    package enum Decision: Sendable, Hashable {
        /// The pan begins the swipe back.
        case begin
        /// The stack holds one screen or none: there is nothing to pop.
        case nothingToPop
        /// A transition is already running (pushing, popping or settling).
        case transitionRunning
        /// The top screen has no custom transition; the system's own back swipe handles it.
        case noCustomTransition
        /// The pan is not mostly horizontal toward the back direction (or its velocity is zero or NaN).
        case wrongDirection
        /// Edge mode, and the touch is farther from the leading edge than the edge width.
        case outsideEdge
        /// A scroll view under the touch can still scroll with a finger moving in the back direction.
        case scrollViewCanScroll
    }

    /// Where a swipe back may start.
    package var mode: Mode

    /// Creates a gate; the default is the system-like 44-point leading edge.
    package init(mode: Mode = .systemEdge) {
        self.mode = mode
    }

    /// Whether the swipe-back pan may begin, or why not.
    ///
    /// - Parameters:
    ///   - stackCount: the navigation stack's number of view controllers; more than 1 is needed.
    ///   - isTransitionRunning: whether a transition is running (`transitionCoordinator != nil` or a
    ///     session not idle).
    ///   - topHasCustomTransition: whether the top screen pops with a custom transition.
    ///   - touchLocationX: the touch's x in the container, in points.
    ///   - containerWidth: the container's width in points (used to measure from the right edge in RTL).
    ///   - layoutDirection: the container's layout direction; the leading edge is left in LTR, right in RTL.
    ///   - velocity: the pan's velocity in points per second; its larger component must point in
    ///     ``SwipeDirection/back(for:)`` (right in LTR, left in RTL).
    ///   - scrollViewsUnderTouch: horizontal scroll views under the touch; if one can still scroll with the
    ///     finger moving in the back direction, it keeps the pan.
    package func shouldBegin(
        stackCount: Int,
        isTransitionRunning: Bool,
        topHasCustomTransition: Bool,
        touchLocationX: CGFloat,
        containerWidth: CGFloat,
        layoutDirection: LayoutDirection,
        velocity: CGPoint,
        scrollViewsUnderTouch: [ScrollViewState]
    ) -> Decision {
        guard stackCount > 1 else { return .nothingToPop }
        guard !isTransitionRunning else { return .transitionRunning }
        guard topHasCustomTransition else { return .noCustomTransition }

        let back = SwipeDirection.back(for: layoutDirection)
        guard SwipeDirection(dominantDirectionOf: velocity) == back else { return .wrongDirection }

        if case let .edge(width) = mode {
            let fromLeadingEdge: CGFloat
            switch layoutDirection {
            case .leftToRight: fromLeadingEdge = touchLocationX
            case .rightToLeft: fromLeadingEdge = containerWidth - touchLocationX
            }
            // NaN anywhere fails both comparisons: outside.
            guard fromLeadingEdge >= 0, fromLeadingEdge <= width else { return .outsideEdge }
        }

        if scrollViewsUnderTouch.contains(where: { $0.canScroll(toward: back) }) {
            return .scrollViewCanScroll
        }
        return .begin
    }
}
