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
/// SwiftUI's own delegate as its original). Core's ``ScreenTransitionChoice`` decides who answers a push or
/// a pop; the proxy asks ``answer(for:)`` when it does.
@MainActor
final class NavigationStackBridge {
    private weak var navigationController: UINavigationController?
    /// The stack's default transition; nil for the system animation.
    private(set) var defaultTransition: NavigationControllerTransition?
    /// The marker that set the default: a marker that leaves clears only its own.
    private weak var defaultOwner: AnyObject?

    private init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// The bridge of `navigationController`, made (and the proxy installed) on first use.
    static func bridge(for navigationController: UINavigationController) -> NavigationStackBridge {
        if let bridge = AssociatedValues.navigationStackBridge.get(navigationController) { return bridge }
        let bridge = NavigationStackBridge(navigationController: navigationController)
        AssociatedValues.navigationStackBridge.set(bridge, on: navigationController)
        NavigationDelegateProxy.install(on: navigationController)
        return bridge
    }

    /// The bridge already made for `navigationController`, if any.
    static func existingBridge(for navigationController: UINavigationController) -> NavigationStackBridge? {
        AssociatedValues.navigationStackBridge.get(navigationController)
    }

    /// Sets the stack's default, on behalf of `owner` (the marker of the modifier that declared it).
    func setDefault(_ transition: NavigationControllerTransition?, owner: AnyObject) {
        defaultTransition = transition
        defaultOwner = owner
    }

    /// Removes the default if `owner` set it.
    func removeDefault(owner: AnyObject) {
        guard defaultOwner === owner else { return }
        defaultTransition = nil
        defaultOwner = nil
    }

    /// Records a destination's choice for `screen` (nil: the destination no longer says anything).
    func setChoice(_ choice: ScreenTransitionChoice<NavigationControllerTransition>?, for screen: UIViewController) {
        let previous = AssociatedValues.destinationTransitionChoice.get(screen)
        AssociatedValues.destinationTransitionChoice.set(choice, on: screen)
        let pushed = AssociatedValues.pushedTransitionAnswer.get(screen)
        if ScreenTransitionChoice.arrivedLate(previous: previous, pushedWith: pushed, now: answer(for: screen)) {
            SwiftUIBridgeDiagnostics.report(.destinationArrivedLate)
        }
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

    /// Before the proxy answers the push of `screen`: lets SwiftUI build the destination's content, so that
    /// its modifier has declared its choice when the answer is read, and remembers the answer for the pop.
    func prepareForPush(of screen: UIViewController) -> ScreenTransitionChoice<NavigationControllerTransition>.Answer {
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        let answer = answer(for: screen)
        AssociatedValues.pushedTransitionAnswer.set(answer, on: screen)
        return answer
    }
}
#endif
