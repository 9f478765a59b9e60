#if canImport(UIKit)
import UIKit

/// What an `interactiveDismissShouldBegin` closure is told about a gesture about to dismiss a screen: a
/// presentation's dismiss pan (``ModalTransition/interactiveDismissShouldBegin``,
/// ``DimmingPresentationController/interactiveDismissShouldBegin``), or a zoom's pinch or drag
/// (``ZoomOptions/interactiveDismissShouldBegin``, the counterpart of iOS 18's
/// `UIViewController.Transition.ZoomOptions.InteractionContext`).
@MainActor
public struct InteractiveDismissContext {
    /// The gesture about to begin: the presentation's dismiss pan (a `UIPanGestureRecognizer`), or the zoom's
    /// pinch (a `UIPinchGestureRecognizer`) or drag (a `UIPanGestureRecognizer`). Read its class and state;
    /// don't change its delegate or its targets.
    public let gestureRecognizer: UIGestureRecognizer
    /// The gesture's location in the dismissed screen's view, in points (a pinch's centroid). For a
    /// presentation, in the presentation controller's `presentedView`, which the screen's view fills.
    public let location: CGPoint
    /// The velocity in points per second: a presentation's pan in the container's coordinates, a zoom's drag
    /// in the zoomed screen's view; zero for a pinch.
    public let velocity: CGPoint
    /// The screen the gesture would dismiss: the presented screen, or the zoomed one (the photo browser).
    /// Read it from here instead of capturing it in the closure: the closure is kept with the screen, and a
    /// captured screen would keep itself alive.
    public let viewController: UIViewController

    /// The context of a gesture about to begin.
    init(gestureRecognizer: UIGestureRecognizer, location: CGPoint, velocity: CGPoint, viewController: UIViewController) {
        self.gestureRecognizer = gestureRecognizer
        self.location = location
        self.velocity = velocity
        self.viewController = viewController
    }
}
#endif
