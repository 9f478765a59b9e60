#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// The transition used when this screen is pushed, and reversed when it is popped.
    ///
    /// Nil (the default) keeps the system animation and swipe back. The navigation controller needs
    /// ``NavigationTransitions`` installed for this to take effect.
    public var navigationTransition: NavigationTransition? {
        get { AssociatedValues.navigationTransition.get(self) }
        set { AssociatedValues.navigationTransition.set(newValue, on: self) }
    }
}
#endif
