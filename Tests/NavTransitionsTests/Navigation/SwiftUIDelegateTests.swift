import Foundation
import Testing
import NavTransitions

/// A navigation delegate that behaves as SwiftUI's own does for a `NavigationStack`: it assigns itself as the
/// navigation controller's delegate again whenever the stack changes (in `willShow` and `didShow`), and it
/// answers `animationControllerFor` itself for the screens it runs its own transition for (iOS 18's zoom),
/// nil for the others.
///
/// Observed behaviour of a framework, not documented by Apple: the double exists so that the proxy's
/// forwarding is tested against it (issue 23: SwiftUI's delegate is kept and receives every call).
final class SwiftUIDelegateDouble: HeadlessNavigationController.Delegate {
    typealias Screen = HeadlessNavigationController.Screen

    /// The screens SwiftUI runs its own transition for, by name.
    var ownTransitionScreens: Set<String> = []
    private(set) var messages: [HeadlessNavigationController.Message] = []
    private(set) var animationRequests: [String] = []
    private(set) var reassignments = 0
    private(set) lazy var animator = HeadlessNavigationController.Animator(vendor: "swiftUI")

    private func reassign(on navigationController: HeadlessNavigationController) {
        reassignments += 1
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: HeadlessNavigationController, willShow screen: Screen, animated: Bool) {
        messages.append(.willShow(screen.name, animated: animated))
        reassign(on: navigationController)
    }

    func navigationController(_ navigationController: HeadlessNavigationController, didShow screen: Screen, animated: Bool) {
        messages.append(.didShow(screen.name, animated: animated))
        reassign(on: navigationController)
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: TransitionOperation,
        from: Screen,
        to: Screen
    ) -> HeadlessNavigationController.Animator? {
        let screen = operation == .push ? to : from
        animationRequests.append(screen.name)
        return ownTransitionScreens.contains(screen.name) ? animator : nil
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: HeadlessNavigationController.Animator
    ) -> HeadlessNavigationController.Interactor? {
        nil
    }
}

@Suite("SwiftUI's navigation delegate under the proxy")
struct SwiftUIDelegateTests {
    typealias Screen = HeadlessNavigationController.Screen

    final class Fixture {
        let root = Screen("root")
        let swiftUI = SwiftUIDelegateDouble()
        let nav: HeadlessNavigationController
        let proxy: HeadlessNavigationProxy
        var transitions: [HeadlessNavigationController.TransitionRecord] = []

        init() {
            nav = HeadlessNavigationController(root: root)
            nav.delegate = swiftUI
            proxy = HeadlessNavigationProxy.install(on: nav)
            nav.transitionObserver = { [unowned self] in transitions.append($0) }
        }

        /// One main-queue turn: the proxy hears the reassignment (KVO hops to the main queue) and takes the
        /// property back, keeping SwiftUI's delegate as its original.
        func turn() {
            nav.mainQueue.drain()
        }
    }

    @Test("SwiftUI reassigning itself on every stack change stays the original and gets every message")
    func reassignmentKeepsTheOriginal() {
        let f = Fixture()
        #expect(f.nav.delegate === f.proxy)
        #expect(f.proxy.originalDelegate === f.swiftUI)
        let custom = Screen("custom", custom: true), plain = Screen("plain")

        f.nav.pushViewController(custom, animated: true)
        f.turn()
        #expect(f.nav.delegate === f.proxy)
        #expect(f.proxy.originalDelegate === f.swiftUI)
        f.nav.pushViewController(plain, animated: true)
        f.turn()
        f.nav.popViewController(animated: true)
        f.turn()
        f.nav.popViewController(animated: true)
        f.turn()

        #expect(f.nav.delegate === f.proxy)
        #expect(f.proxy.originalDelegate === f.swiftUI)
        #expect(f.swiftUI.reassignments > 0)
        #expect(
            f.swiftUI.messages == [
                .willShow("custom", animated: true), .didShow("custom", animated: true),
                .willShow("plain", animated: true), .didShow("plain", animated: true),
                .willShow("custom", animated: true), .didShow("custom", animated: true),
                .willShow("root", animated: true), .didShow("root", animated: true),
            ])
        // The custom screen's push and pop ran the proxy's animation; the plain screen's the system's.
        #expect(f.transitions.map(\.animator) == ["proxy", nil, nil, "proxy"])
    }

    @Test("SwiftUI's own answer is used for a screen without ours; ours wins where the screen has one")
    func ownAnswers() {
        let f = Fixture()
        f.swiftUI.ownTransitionScreens = ["zoomed", "both"]
        let zoomed = Screen("zoomed"), both = Screen("both", custom: true)

        f.nav.pushViewController(zoomed, animated: true)
        f.turn()
        f.nav.pushViewController(both, animated: true)
        f.turn()
        f.nav.popViewController(animated: true)
        f.turn()
        f.nav.popViewController(animated: true)
        f.turn()

        #expect(f.transitions.map(\.animator) == ["swiftUI", "proxy", "proxy", "swiftUI"])
        // SwiftUI is asked for the screens the proxy does not answer, and not for the others.
        #expect(f.swiftUI.animationRequests == ["zoomed", "zoomed"])
        #expect(f.proxy.originalDelegate === f.swiftUI)
    }

    @Test("a swipe back on a custom screen with SwiftUI reassigning mid-gesture: finished and cancelled")
    func swipeBackWithReassignment() {
        let f = Fixture()
        let custom = Screen("custom", custom: true)
        f.nav.pushViewController(custom, animated: true)
        f.turn()

        // Cancelled: SwiftUI hears willShow(root) at the start and reassigns itself; the screen stays.
        #expect(f.proxy.swipeBackBegan())
        f.proxy.swipeBackChanged(translationX: 40)
        f.proxy.swipeBackEnded(translationX: 40, velocityX: 0)
        f.nav.completeSettle()
        f.turn()
        #expect(f.nav.viewControllers.map(\.name) == ["root", "custom"])
        #expect(f.nav.delegate === f.proxy)

        // Finished.
        #expect(f.proxy.swipeBackBegan())
        f.proxy.swipeBackChanged(translationX: 300)
        f.proxy.swipeBackEnded(translationX: 300, velocityX: 0)
        f.nav.completeSettle()
        f.turn()
        #expect(f.nav.viewControllers.map(\.name) == ["root"])
        #expect(f.nav.delegate === f.proxy)
        #expect(f.proxy.originalDelegate === f.swiftUI)
        #expect(
            f.swiftUI.messages.suffix(3) == [
                .willShow("root", animated: true), .willShow("root", animated: true), .didShow("root", animated: true),
            ])
    }
}
