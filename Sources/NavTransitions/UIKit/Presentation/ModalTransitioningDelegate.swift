#if canImport(UIKit)
import UIKit

/// The transitioning delegate behind ``UIKit/UIViewController/modalTransition``, owned by the presented screen.
///
/// It holds the presenting screen only weakly and the presented one not at all (UIKit passes them in), so the screen
/// that owns it, and it with the screen, are freed after dismissal.
@MainActor
final class ModalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The configuration; replaced in place when the app sets another one (read at the next presentation). Its
    /// `interactiveDismissShouldBegin` goes to the running presentation at once: the app's veto is read when a pan
    /// is about to begin, and a `modalTransition` assigned while presented (the SwiftUI modifiers assign it on
    /// every update) must not leave the one captured at presentation time in place.
    var transition: ModalTransition {
        didSet { presentationController?.interactiveDismissShouldBegin = transition.interactiveDismissShouldBegin }
    }
    private weak var presentationController: DimmingPresentationController?
    /// The presenting screen UIKit named at the presentation, for a dismissal whose screen has lost it.
    private weak var presenting: UIViewController?

    init(transition: ModalTransition) {
        self.transition = transition
    }

    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = presenting
        AssumptionLog.checkModalTransition(of: presented)
        return transition.animationController(for: .present, from: presenting, to: presented)
    }

    /// The dismissal's animation controller, from the dismissed screen to the one it returns to; nil (UIKit's
    /// own dismissal) only if UIKit no longer knows the presenting screen.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let presenting = dismissed.presentingViewController ?? presenting else { return nil }
        return transition.animationController(for: .dismiss, from: dismissed, to: presenting)
    }

    /// The interaction that drives the dismissal, as Core's ``ZoomDismissalDriver`` says: a zoom's pinch or
    /// drag, or the pan; nil for a button's `dismiss(animated:)`, which is not interactive.
    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        let zoom = (animator as? ZoomTransitionAnimator)?.zoomDismissal
        let pan = presentationController?.dismissInteraction
        // stays in UIKit: applies ZoomDismissalDriver, one interaction controller per case
        switch ZoomDismissalDriver.driver(
            for: .dismiss, isZoomGestureDriving: zoom?.isInteractive ?? false, isPanDriving: pan?.isInteractive ?? false
        ) {
        case .zoomGesture:
            zoom?.animationController = animator as? ZoomTransitionAnimator
            return zoom
        case .pan:
            pan?.animationController = animator
            return pan
        case .none:
            return nil
        }
    }

    func presentationController(
        forPresented presented: UIViewController,
        presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        let controller = DimmingPresentationController(
            presentedViewController: presented,
            presenting: presenting,
            layout: transition.layout,
            dimmingColor: transition.dimmingColor,
            dismissal: transition.dismissal,
            dismissalEdge: transition.resolvedDismissalEdge,
            cornerRadius: transition.cornerRadius
        )
        controller.isDismissibleByZoomGesture = transition.animation.isZoom
        controller.interactiveDismissShouldBegin = transition.interactiveDismissShouldBegin
        presentationController = controller
        return controller
    }
}
#endif
