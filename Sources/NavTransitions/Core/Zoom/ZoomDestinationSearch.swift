import Foundation

/// A view controller as the search for a zoom's destination sees it: whether it adopts
/// `ZoomTransitionDestination`, a navigation controller's top screen, and its children.
///
/// `UIViewController` implements it in the UIKit layer; the headless test model implements it too.
package protocol ZoomDestinationNode: AnyObject {
    /// Whether the controller adopts `ZoomTransitionDestination` (it names its photo view).
    var isZoomTransitionDestination: Bool { get }
    /// Whether the controller is a navigation controller (its children are its stack).
    var isNavigationStack: Bool { get }
    /// A navigation controller's `topViewController`; nil for another controller or an empty stack.
    var zoomTopChildNode: (any ZoomDestinationNode)? { get }
    /// The controller's `children`, in order.
    var zoomChildNodes: [any ZoomDestinationNode] { get }
}

/// Which controller answers for the screen a photo zooms into (``ZoomDestinationNode``).
///
/// The zoomed controller is often not the browser itself: a browser presented inside a
/// `UINavigationController` (for its bar) makes the navigation controller the zoomed one.
package enum ZoomDestinationSearch {
    /// The controller that names the photo view for `zoomed`.
    ///
    /// - Returns: `zoomed` when it adopts `ZoomTransitionDestination`; otherwise, for a navigation
    ///   controller, its top screen when that adopts it (the screens below are not on screen: none of
    ///   them); otherwise the first of its children that adopts it (one level, not their children); nil
    ///   when none does (the photo then lands on the aspect-fit frame and no pinch or drag dismisses).
    package static func destination(of zoomed: any ZoomDestinationNode) -> (any ZoomDestinationNode)? {
        if zoomed.isZoomTransitionDestination { return zoomed }
        if zoomed.isNavigationStack {
            return zoomed.zoomTopChildNode.flatMap { $0.isZoomTransitionDestination ? $0 : nil }
        }
        return zoomed.zoomChildNodes.first { $0.isZoomTransitionDestination }
    }
}
