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

    /// The screen's `navigationTransition` when the library runs it; nil when UIKit's `preferredTransition`
    /// wins (Core's ``ScreenTransitionOwner``).
    var navigationTransitionToRun: NavigationControllerTransition? {
        ScreenTransitionOwner(
            hasNavigationTransition: navigationTransition != nil, hasPreferredTransition: hasPreferredTransition
        )
        .ownTransition(navigationTransition)
    }

    /// Whether this screen carries UIKit's `preferredTransition` (iOS 18 and later; always false before).
    ///
    /// Read by its Objective-C name: the SDK the package is built against may predate iOS 18
    /// (`UIViewController.preferredTransition` is public API, declared `API_AVAILABLE(ios(18.0))`).
    private var hasPreferredTransition: Bool {
        // stays in UIKit: availability: preferredTransition is iOS 18 API
        guard #available(iOS 18, *) else { return false }
        let selector = NSSelectorFromString("preferredTransition")
        // stays in UIKit: availability: read by its Objective-C name, the SDK may predate it
        guard responds(to: selector) else { return false }
        return value(forKey: "preferredTransition") != nil
    }
}
#endif
