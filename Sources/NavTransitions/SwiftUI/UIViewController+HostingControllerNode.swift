#if canImport(SwiftUI) && canImport(UIKit)
import UIKit

/// A view controller as Core's ``NavigationControllerLocation`` walks it. The conformance is main-actor
/// isolated, like `UIViewController`: Core only calls it synchronously from the main actor.
extension UIViewController: @preconcurrency HostingControllerNode {
    package var hostingParentNode: (any HostingControllerNode)? { parent }
    package var hostingChildNodes: [any HostingControllerNode] { children }
    package var containerKind: ContainerKind {
        // stays in UIKit: maps the controller's UIKit class into Core's node kind, one case per class
        switch self {
        case is UINavigationController: return .navigationController
        case let split as UISplitViewController: return split.isCollapsed ? .collapsedSplitViewController : .splitViewController
        default: return .other
        }
    }
    package var frameInWindow: CGRect? {
        guard let view = viewIfLoaded, let window = view.window else { return nil }
        return view.convert(view.bounds, to: window)
    }
}
#endif
