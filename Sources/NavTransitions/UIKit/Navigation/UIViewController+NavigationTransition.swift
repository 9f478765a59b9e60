#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// The transition used when this screen is pushed, and reversed when it is popped.
    ///
    /// Nil (the default) keeps the system animation and swipe back. The navigation controller runs it when
    /// it is a ``TransitionNavigationController`` (or has ``NavigationDelegateProxy`` installed). Changing it
    /// on the visible top screen switches between the system swipe back and the library's at once.
    public var navigationTransition: NavigationControllerTransition? {
        get { AssociatedValues.navigationTransition.get(self) }
        set {
            AssociatedValues.navigationTransition.set(newValue, on: self)
            AssumptionLog.checkNavigationTransitionNextTurn(of: self)
            navigationController.flatMap(NavigationDelegateProxy.installed(on:))?.forwarder.reconcile()
        }
    }
}
#endif
