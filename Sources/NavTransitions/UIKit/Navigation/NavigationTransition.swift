#if canImport(UIKit)
import UIKit

/// How a screen is pushed onto a navigation stack and popped off it.
///
/// Set it on the screen before pushing it: `detail.navigationTransition = .slide`. The push uses it and
/// the matching pop uses its reverse, including an interactive swipe back. Screens without one get the
/// system animation and the system swipe back. Requires ``NavigationDelegateProxy`` on the navigation
/// controller.
@MainActor
public struct NavigationTransition {
    /// The built-in style, or nil for a custom animation controller.
    public let style: TransitionStyle?
    /// Where a swipe back may start on this screen; nil turns swipe back off for this screen.
    ///
    /// The default is the leading 44 points, like the system's edge swipe.
    public var swipeBackArea: SwipeBackArea? = .leadingEdge
    private let makeAnimationController: @MainActor (TransitionOperation) -> UIViewControllerAnimatedTransitioning

    private init(style: TransitionStyle?, make: @escaping @MainActor (TransitionOperation) -> UIViewControllerAnimatedTransitioning) {
        self.style = style
        makeAnimationController = make
    }

    /// A built-in style, run by ``TransitionAnimation``.
    public static func style(_ style: TransitionStyle) -> NavigationTransition {
        NavigationTransition(style: style) { operation in TransitionAnimation(operation: operation, style: style) }
    }

    /// The system push look with parallax and a dimming shadow.
    public static var slide: NavigationTransition { .style(.slide) }
    /// A cross-dissolve.
    public static var fade: NavigationTransition { .style(.fade) }
    /// The new screen grows from 85 % while fading in.
    public static var scale: NavigationTransition { .style(.scale) }
    /// The new screen slides in from `edge` over the current one.
    public static func cover(edge: TransitionEdge) -> NavigationTransition { .style(.cover(edge: edge)) }

    /// Your own animation controller for `.push` and `.pop`.
    ///
    /// To stay interactive and interruptible, return an object that implements
    /// `interruptibleAnimator(using:)` (as ``TransitionAnimation`` does).
    public static func custom(
        _ makeAnimationController: @escaping @MainActor (TransitionOperation) -> UIViewControllerAnimatedTransitioning
    ) -> NavigationTransition {
        NavigationTransition(style: nil, make: makeAnimationController)
    }

    /// A new animation controller for `operation` (`.push` or `.pop`) between two screens.
    func animationController(
        for operation: TransitionOperation,
        from fromViewController: UIViewController,
        to toViewController: UIViewController
    ) -> UIViewControllerAnimatedTransitioning {
        makeAnimationController(operation)
    }
}
#endif
