#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// The transition used when this screen is presented and dismissed.
    ///
    /// Setting it sets `modalPresentationStyle = .custom` and a transitioning delegate that this screen
    /// owns (UIKit holds `transitioningDelegate` weakly); both go away with the screen. Setting nil
    /// restores `.automatic` and removes the delegate. Set it before presenting. While the screen is
    /// presented, another value changes the dismissal's animation and the next presentation (the current
    /// layout and gestures stay), and nil is refused (the dismissal still needs the delegate; a debug
    /// build stops with a message).
    public var modalTransition: ModalTransition? {
        get { AssociatedValues.modalTransitioningDelegate.get(self)?.transition }
        set {
            let delegate = AssociatedValues.modalTransitioningDelegate.get(self)
            // stays in UIKit: applies ModalTransitionAssignment to the setter
            switch ModalTransitionAssignment(
                newValue: newValue,
                current: delegate?.transition,
                isInstalled: delegate != nil && transitioningDelegate === delegate && modalPresentationStyle == .custom,
                isPresented: isPresentedItself && transitioningDelegate is ModalTransitioningDelegate,
                hasDelegate: delegate != nil
            ) {
            case let .update(transition):
                delegate?.transition = transition
            case let .install(transition):
                let delegate = ModalTransitioningDelegate(transition: transition)
                AssociatedValues.modalTransitioningDelegate.set(delegate, on: self)
                transitioningDelegate = delegate
                modalPresentationStyle = .custom
                AssumptionLog.checkModalTransitionNextTurn(of: self)
            case .refuseRemovalWhilePresented:
                assertionFailure(
                    "NavTransitions: set modalTransition to nil after the screen is dismissed, not while it is presented.")
            case .remove:
                AssociatedValues.modalTransitioningDelegate.set(nil, on: self)
                transitioningDelegate = nil
                modalPresentationStyle = .automatic
            case .none:
                break
            }
        }
    }
}
#endif
