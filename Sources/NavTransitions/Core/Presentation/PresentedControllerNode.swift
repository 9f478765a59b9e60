import Foundation

/// A view controller as the user-dismissal rules see it: its `isModalInPresentation`, its children, and
/// whether its view is on screen.
///
/// `UIViewController` implements it in the UIKit layer; the headless test model implements it too.
package protocol PresentedControllerNode: AnyObject {
    /// The controller's `isModalInPresentation`.
    var isModalInPresentation: Bool { get }
    /// The controller's `children`.
    var presentationChildNodes: [any PresentedControllerNode] { get }
    /// Whether the controller's view is loaded, in a superview and not hidden: a navigation controller's
    /// top screen, a tab bar controller's selected tab, every embedded child that shows.
    var isViewShown: Bool { get }
}

extension UserDismissalDecision {
    /// Whether a user gesture must not dismiss the presentation of `controller`, as UIKit's sheets decide.
    ///
    /// Not only the presented controller counts: a form with unsaved changes is usually the top screen of
    /// a presented navigation controller, or a child of a container. The presentation is modal when
    /// `controller`, or any descendant whose view is shown (``PresentedControllerNode/isViewShown``, reached
    /// through shown parents), has `isModalInPresentation`. Screens below a navigation stack's top and
    /// unselected tabs have no view on screen and do not count.
    package static func isModalInPresentation(_ controller: any PresentedControllerNode) -> Bool {
        controller.isModalInPresentation
            || controller.presentationChildNodes.contains { $0.isViewShown && isModalInPresentation($0) }
    }
}
