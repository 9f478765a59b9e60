#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// The transition used when this screen is pushed, and reversed when it is popped.
    ///
    /// Nil (the default) keeps the system animation and swipe back. The navigation controller needs
    /// ``NavigationDelegateProxy`` installed for this to take effect. Changing it on the visible top screen
    /// switches between the system swipe back and the library's at once.
    public var navigationTransition: NavigationControllerTransition? {
        get { AssociatedValues.navigationTransition.get(self) }
        set {
            AssociatedValues.navigationTransition.set(newValue, on: self)
            AssumptionLog.checkNavigationTransitionNextTurn(of: self)
            if let navigationController {
                NavigationDelegateProxy.installed(on: navigationController)?.forwarder.reconcile()
            }
        }
    }
}
#endif
