#if canImport(SwiftUI) && canImport(UIKit)
import UIKit

extension AssociatedValues {
    static let navigationStackBridge = AssociatedValue<NavigationStackBridge>()
    static let destinationTransitionChoice = AssociatedValue<ScreenTransitionChoice<NavigationControllerTransition>>()
    static let pushedTransitionAnswer = AssociatedValue<ScreenTransitionChoice<NavigationControllerTransition>.Answer>()
}

/// What SwiftUI's navigation modifiers declared for one navigation controller: the stack's default
/// transition, and each screen's own choice (stored on the screen's controller).
///
/// One per navigation controller, kept on it; made by the first modifier that finds it, which also installs
/// ``NavigationDelegateProxy`` (without an owner: it stays for the navigation controller's life, keeping
/// SwiftUI's own delegate as its original) and makes itself the proxy's ``NavigationTransitionProvider``:
/// the proxy asks ``answer(for:)`` wherever it would read a screen's `navigationTransition`, and
/// ``prepareForTransition(_:from:to:)`` before answering. Core's ``ScreenTransitionChoice`` decides.
@MainActor
final class NavigationStackBridge: NavigationTransitionProvider {
    private weak var navigationController: UINavigationController?
    /// The stack's default transition; nil for the system animation.
    private(set) var defaultTransition: NavigationControllerTransition?
    /// The marker that set the default: a marker that leaves clears only its own.
    private weak var defaultOwner: AnyObject?

    private init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// The bridge of `navigationController`, made (and the proxy installed) on first use; `isNew` when this
    /// call made it.
    static func bridge(for navigationController: UINavigationController) -> (bridge: NavigationStackBridge, isNew: Bool) {
        // stays in UIKit: reads UIKit: the bridge already attached to this navigation controller
        if let bridge = AssociatedValues.navigationStackBridge.get(navigationController) { return (bridge, false) }
        let bridge = NavigationStackBridge(navigationController: navigationController)
        AssociatedValues.navigationStackBridge.set(bridge, on: navigationController)
        NavigationDelegateProxy.install(on: navigationController).transitionProvider = bridge
        return (bridge, true)
    }

    /// The bridge already made for `navigationController`, if any.
    static func existingBridge(for navigationController: UINavigationController) -> NavigationStackBridge? {
        AssociatedValues.navigationStackBridge.get(navigationController)
    }

    /// Sets the stack's default, on behalf of `owner` (the marker of the modifier that declared it).
    func setDefault(_ transition: NavigationControllerTransition?, owner: AnyObject) {
        defaultTransition = transition
        defaultOwner = owner
        reconcileProxy()
    }

    /// Removes the default if `owner` set it.
    func removeDefault(owner: AnyObject) {
        // stays in UIKit: identity of a UIKit object: only the marker that set the default clears it
        guard defaultOwner === owner else { return }
        defaultTransition = nil
        defaultOwner = nil
        reconcileProxy()
    }

    /// Records a destination's choice for `screen` (nil: the destination no longer says anything);
    /// `bridgeIsNew` when the declaring marker has just made the bridge.
    func setChoice(
        _ choice: ScreenTransitionChoice<NavigationControllerTransition>?, for screen: UIViewController, bridgeIsNew: Bool = false
    ) {
        let previous = AssociatedValues.destinationTransitionChoice.get(screen)
        AssociatedValues.destinationTransitionChoice.set(choice, on: screen)
        let pushed = ScreenTransitionChoice.pushAnswer(
            prepared: AssociatedValues.pushedTransitionAnswer.get(screen),
            isPushedScreen: navigationController?.viewControllers.dropFirst().contains(screen) ?? false,
            bridgeWasMadeNow: bridgeIsNew
        )
        let late = ScreenTransitionChoice.arrivedLate(previous: previous, pushedWith: pushed, now: answer(for: screen))
        AssumptionLog.check(AssumptionProbe.destinationDeclaredBeforePush(arrivedLate: late, stackWasPrepared: !bridgeIsNew))
        reconcileProxy()
    }

    /// Who answers the push or pop of `screen` now (Core's precedence: the screen's own transition, the
    /// destination's, SwiftUI's own delegate, the stack's default, the system's).
    func answer(for screen: UIViewController) -> ScreenTransitionChoice<NavigationControllerTransition>.Answer {
        ScreenTransitionChoice.answer(
            own: screen.navigationTransition,
            destination: AssociatedValues.destinationTransitionChoice.get(screen) ?? .inherit,
            stackDefault: defaultTransition
        )
    }

    /// Before the proxy answers: the screen Core names (the pushed one) loads its view and lays it out, so
    /// that SwiftUI builds its content and the content's modifier declares its choice; the answer read then is
    /// remembered as the push's (for Core's late rule).
    func prepareForTransition(_ operation: TransitionOperation?, from: UIViewController, to: UIViewController) {
        guard let side = ScreenTransitionChoice<NavigationControllerTransition>.screenToPrepare(for: operation) else { return }
        let screen = side.pick(from: from, to: to)
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        AssociatedValues.pushedTransitionAnswer.set(answer(for: screen), on: screen)
    }

    /// A declaration changed: the proxy reconciles (the top screen's swipe back may change hands).
    private func reconcileProxy() {
        navigationController.flatMap(NavigationDelegateProxy.installed(on:))?.forwarder.reconcile()
    }
}
#endif
