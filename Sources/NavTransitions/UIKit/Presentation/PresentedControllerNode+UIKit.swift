#if canImport(UIKit)
import UIKit

/// A view controller as Core's user-dismissal rules walk it (``UserDismissalDecision/isModalInPresentation(_:)``).
/// The conformance is main-actor isolated, like `UIViewController`: Core only calls it synchronously from
/// the main actor. `isModalInPresentation` is UIKit's own property.
extension UIViewController: @preconcurrency PresentedControllerNode {
    package var presentationChildNodes: [any PresentedControllerNode] { children }

    /// Never loads the view: a controller whose view is not loaded is not on screen.
    package var isViewShown: Bool {
        isViewLoaded && view.superview != nil && !view.isHidden
    }
}
#endif
