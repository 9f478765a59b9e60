#if canImport(UIKit)
import UIKit

/// What ``ModalTransition/interactiveDismissShouldBegin`` (and
/// ``DimmingPresentationController/interactiveDismissShouldBegin``) is told about a dismiss pan about to
/// begin.
@MainActor
public struct DismissPanContext {
    /// The pan's location in the presentation controller's `presentedView` (the wrapper around the
    /// presented screen's view, which it fills), in points.
    public let location: CGPoint
    /// The pan's velocity in the container's coordinates, in points per second.
    public let velocity: CGPoint
    /// The presented screen. Read it from here instead of capturing it in the closure: the closure is kept
    /// with the screen, and a captured screen would keep itself alive.
    public let presentedViewController: UIViewController
}
#endif
