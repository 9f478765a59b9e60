#if canImport(UIKit)
import UIKit

/// The options and the source-view provider of a `.zoom` transition, in a box so that the values holding
/// it compare by identity (a closure cannot be compared): a copy of a value equals it, a second `.zoom`
/// call with the same arguments does not — as for `.custom`.
final class ZoomConfiguration: Sendable, Equatable {
    let options: ZoomOptions
    let sourceViewProvider: ZoomSourceViewProvider

    init(options: ZoomOptions, sourceViewProvider: @escaping ZoomSourceViewProvider) {
        self.options = options
        self.sourceViewProvider = sourceViewProvider
    }

    static func == (a: ZoomConfiguration, b: ZoomConfiguration) -> Bool {
        a === b
    }

    /// The zoom's animation controller for one leg, with the zoomed screen's pinch and drag attached: a new
    /// interaction for a present or push (the options may have changed since the last one), the screen's
    /// current one for a dismiss or pop.
    @MainActor
    func animationController(
        for context: AnimationControllerContext, timing: TransitionTiming?
    ) -> UIViewControllerAnimatedTransitioning {
        let operation = context.operation
        let animator = ZoomTransitionAnimator(
            operation: operation, options: options, sourceViewProvider: sourceViewProvider, timing: timing)
        let zoomed = operation.isForward ? context.toViewController : context.fromViewController
        let exit = operation.reversed
        let dismissal = ZoomDismissalGestures.interaction(for: operation, current: AssociatedValues.zoomDismissal.get(zoomed)) {
            ZoomInteractiveDismissal(zoomedViewController: zoomed, options: options) { [weak zoomed] in
                zoomed?.beginZoomDismissal(exit) ?? false
            }
        }
        AssociatedValues.zoomDismissal.set(dismissal, on: zoomed)
        animator.zoomDismissal = dismissal
        return animator
    }
}

extension UIViewController {
    /// Starts the zoomed screen's way back for its pinch or drag: a pop, or a dismissal through the
    /// presentation controller's user-dismissal rules (`isModalInPresentation`, the adaptive delegate).
    /// Returns whether a transition started.
    func beginZoomDismissal(_ operation: TransitionOperation) -> Bool {
        // stays in UIKit: applies the operation's way back, one UIKit call per case
        switch operation {
        case .pop:
            return navigationController?.popViewController(animated: true) != nil
        case .dismiss:
            // stays in UIKit: reads UIKit: only the library's presentation controller has its user-dismissal rules
            if let controller = presentationController as? DimmingPresentationController {
                return controller.dismissForZoomGesture()
            }
            dismiss(animated: true)
            return isBeingDismissed
        case .push, .present:
            return false
        }
    }
}
#endif
