#if canImport(UIKit)
import UIKit

/// The transitioning delegate behind ``UIKit/UIViewController/modalTransition``, owned by the presented screen.
///
/// It holds no reference to the presented or presenting screen (UIKit passes them in), so the screen
/// that owns it, and it with the screen, are freed after dismissal.
@MainActor
final class ModalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The configuration; replaced in place when the app sets another one (read at the next presentation).
    var transition: ModalTransition
    private weak var presentationController: DimmingPresentationController?
    private var sourceFrameAtPresentation: CGRect?

    init(transition: ModalTransition) {
        self.transition = transition
    }

    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let style = transition.style(for: .present)
        if case let .circularReveal(.sourceFrame(frame)) = style { sourceFrameAtPresentation = frame }
        return TransitionAnimation(operation: .present, style: style)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        TransitionAnimation(operation: .dismiss, style: transition.style(for: .dismiss, sourceFrameAtPresentation: sourceFrameAtPresentation))
    }

    /// The pan interaction only while a pan drives the dismissal: a button's `dismiss(animated:)` is not interactive.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let interaction = presentationController?.dismissInteraction, interaction.isInteractive else { return nil }
        interaction.animationController = animator
        return interaction
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
            dismissalEdge: transition.dismissalEdge,
            cornerRadius: transition.cornerRadius
        )
        presentationController = controller
        return controller
    }
}
#endif
