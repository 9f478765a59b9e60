#if canImport(UIKit)
import UIKit

/// A navigation controller that runs its screens' ``UIKit/UIViewController/navigationTransition``: the one
/// obvious way to get custom pushes, pops and the swipe back.
///
/// ```swift
/// let navigationController = TransitionNavigationController(rootViewController: root)
/// detail.navigationTransition = .slide       // the one line for a custom push
/// navigationController.pushViewController(detail, animated: true)
/// ```
///
/// It installs ``NavigationDelegateProxy`` on itself when its view loads, whatever created it — code, a
/// storyboard (set the navigation controller's class to `TransitionNavigationController`, module
/// `NavTransitions`) or a nib — and changes nothing else: it is a `UINavigationController` in every other
/// respect. An animated push only happens once the view is loaded and in a window, so no push can come too
/// early. The app keeps its own `delegate`: one assigned before the view loads, in a subclass's `viewDidLoad`
/// or later becomes the proxy's original and hears every call (see ``NavigationDelegateProxy``).
///
/// Subclass it as you would `UINavigationController`; call `super.viewDidLoad()` first in an override.
/// For a navigation controller the app does not create (another library's subclass, SwiftUI's), install the
/// proxy with ``NavigationDelegateProxy/install(on:owner:)`` instead.
@MainActor
open class TransitionNavigationController: UINavigationController {
    /// Installs the navigation delegate proxy, then lets the navigation controller load as usual.
    open override func viewDidLoad() {
        super.viewDidLoad()
        NavigationDelegateProxy.install(on: self)
    }
}
#endif
