#if canImport(UIKit)
import UIKit

/// A view controller as Core's ``ZoomDestinationSearch`` walks it. The conformance is main-actor isolated,
/// like `UIViewController`: Core only calls it synchronously from the main actor.
extension UIViewController: @preconcurrency ZoomDestinationNode {
    package var isZoomTransitionDestination: Bool { self is ZoomTransitionDestination }
    package var isNavigationStack: Bool { self is UINavigationController }
    package var zoomTopChildNode: (any ZoomDestinationNode)? { (self as? UINavigationController)?.topViewController }
    package var zoomChildNodes: [any ZoomDestinationNode] { children }
}

extension UIViewController {
    /// The controller that names the photo view when this one is zoomed: itself, a navigation
    /// controller's top screen, or a child (Core's ``ZoomDestinationSearch``).
    var zoomTransitionDestination: ZoomTransitionDestination? {
        ZoomDestinationSearch.destination(of: self) as? ZoomTransitionDestination
    }
}
#endif
