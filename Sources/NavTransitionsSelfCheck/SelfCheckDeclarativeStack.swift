#if canImport(UIKit)
import NavTransitions
import NavTransitionsSelfCheckCore
import UIKit

/// The app's navigation delegate as the self-check's runs see it: the last screen it was shown.
@MainActor
protocol SelfCheckAppNavigationDelegate: UINavigationControllerDelegate {
    var lastShown: String? { get }
}

extension SelfCheckNavigationDelegate: SelfCheckAppNavigationDelegate {}

/// A framework's own navigation delegate, as SwiftUI's behaves for a `NavigationStack` (observed, not
/// documented): it assigns itself as the delegate again in every `willShow` and `didShow`, and answers
/// `animationControllerFor` with its own animation for the screens it runs its own transition for (iOS 18's
/// zoom), nil for the others. The same behaviour as the headless `SelfCheckAppDelegate` with `isFramework`.
@MainActor
final class SelfCheckFrameworkDelegate: NSObject, SelfCheckAppNavigationDelegate {
    private(set) var lastShown: String?
    /// The screens the framework animates itself, by name.
    var ownTransitionScreens: Set<String> = []

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        navigationController.delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        lastShown = (viewController as? SelfCheckNamed)?.selfCheckName
        navigationController.delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let screen = operation == .push ? toVC : fromVC
        guard let name = (screen as? SelfCheckNamed)?.selfCheckName, ownTransitionScreens.contains(name) else { return nil }
        return SelfCheckFrameworkAnimation()
    }
}

/// The framework's own animation: a cut (what it is does not matter, only that it is not ours), completed
/// inside `animateTransition`, which UIKit allows.
@MainActor
final class SelfCheckFrameworkAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let toScreen = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toScreen)
        transitionContext.containerView.addSubview(toView)
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

/// The stand-in of the SwiftUI layer's stack bridge in the self-check: the proxy's transition provider for a
/// declarative stack, answering by Core's ``ScreenTransitionChoice`` precedence from the stack's default and
/// what each destination declared. (The SwiftUI bridge's own part — finding the navigation controller and
/// building a destination's content before the answer — needs SwiftUI's stack; see Docs/SwiftUI.md.)
@MainActor
final class SelfCheckStackBridge: NavigationTransitionProvider {
    let defaultTransition: NavigationControllerTransition?
    /// What each destination declared, by screen.
    var choices: [ObjectIdentifier: ScreenTransitionChoice<NavigationControllerTransition>] = [:]

    init(defaultTransition: NavigationControllerTransition?) {
        self.defaultTransition = defaultTransition
    }

    func prepareForTransition(_ operation: TransitionOperation?, from: UIViewController, to: UIViewController) {
        // The self-check's destinations declare before their push.
    }

    func answer(for screen: UIViewController) -> ScreenTransitionChoice<NavigationControllerTransition>.Answer {
        ScreenTransitionChoice.answer(
            own: screen.navigationTransition, destination: choices[ObjectIdentifier(screen)] ?? .inherit,
            stackDefault: defaultTransition)
    }
}
#endif
