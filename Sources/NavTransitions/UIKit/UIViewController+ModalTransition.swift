#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// The transition used when this screen is presented and dismissed.
    ///
    /// Setting it sets `modalPresentationStyle = .custom` and a transitioning delegate that this screen
    /// owns (UIKit holds `transitioningDelegate` weakly); both go away with the screen. Setting nil
    /// restores `.automatic` and removes the delegate. Set it before presenting; changing it while the
    /// screen is presented takes effect at the next presentation.
    public var modalTransition: ModalTransition? {
        get { AssociatedValues.modalTransitioningDelegate.get(self)?.transition }
        set {
            guard let newValue else {
                if AssociatedValues.modalTransitioningDelegate.get(self) != nil {
                    AssociatedValues.modalTransitioningDelegate.set(nil, on: self)
                    transitioningDelegate = nil
                    modalPresentationStyle = .automatic
                }
                return
            }
            let delegate = ModalTransitioningDelegate(transition: newValue)
            AssociatedValues.modalTransitioningDelegate.set(delegate, on: self)
            transitioningDelegate = delegate
            modalPresentationStyle = .custom
        }
    }
}
#endif
