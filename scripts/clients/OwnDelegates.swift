import NavTransitions
import UIKit

/// An app that keeps its own navigation delegate and vends the library's building blocks from it.
final class OwnNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?
    private lazy var swipeBack = PanInteractiveTransition(toward: .trailing) { [weak self] in
        self?.navigationController?.popViewController(animated: true) != nil
    }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let operation = TransitionOperation(operation) else { return nil }
        return TransitionAnimation(operation: operation, style: .cover(edge: .trailing), timing: .curve(.easeOut, duration: 0.35))
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        guard swipeBack.isInteractive else { return nil }
        swipeBack.animationController = animationController
        return swipeBack
    }
}

/// An app's own transitioning delegate that vends the library's animation controller.
final class OwnTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return TransitionAnimation(operation: .present, style: .planned(by: CardStackStyle()))
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        TransitionAnimation(operation: .dismiss, style: .fade)
    }
}

/// A `.custom` transition that knows both screens.
@MainActor
func customWithContext(_ detail: UIViewController) {
    detail.navigationTransition = .custom { context in
        let isFromList = context.fromViewController is UITableViewController
        return TransitionAnimation(operation: context.operation, style: isFromList ? .slide : .fade)
    }
    detail.modalTransition = .custom { context in
        TransitionAnimation(operation: context.operation, style: context.operation == .present ? .scale : .fade)
    }
}
