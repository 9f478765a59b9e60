import Foundation
import Testing
@testable import NavTransitions

/// The app's navigation delegate calling the proxy back from inside every message the proxy forwards to it
/// (issue 32 §1, the same kind of re-entrant host as the presentation controller's): it reads the proxy's
/// `originalDelegate`, looks the proxy up and installs it again (`install(on:)` returns the one installed), and
/// once uninstalls it and installs it again. Swift checks exclusive access to the proxy's state at run time: a
/// call back while Core mutates it would trap.
private final class ReentrantNavigationDelegate: HeadlessNavigationController.Delegate {
    typealias Screen = HeadlessNavigationController.Screen
    private(set) var places: [String] = []
    /// Uninstalls and reinstalls the proxy from inside this message, once.
    var reinstallsIn: String?
    private var depth = 0

    private func callBack(_ place: String, _ navigationController: HeadlessNavigationController) {
        places.append(place)
        guard depth == 0 else { return }
        depth += 1
        defer { depth -= 1 }
        let proxy = HeadlessNavigationProxy.installed(on: navigationController)
        _ = proxy?.originalDelegate
        HeadlessNavigationProxy.install(on: navigationController).reconcile()
        if place == reinstallsIn {
            reinstallsIn = nil
            HeadlessNavigationProxy.installed(on: navigationController)?.uninstall()
            HeadlessNavigationProxy.install(on: navigationController)
        }
    }

    func navigationController(_ navigationController: HeadlessNavigationController, willShow screen: Screen, animated: Bool) {
        callBack("willShow", navigationController)
    }

    func navigationController(_ navigationController: HeadlessNavigationController, didShow screen: Screen, animated: Bool) {
        callBack("didShow", navigationController)
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController, animationControllerFor operation: TransitionOperation,
        from: Screen, to: Screen
    ) -> HeadlessNavigationController.Animator? {
        callBack("animationController", navigationController)
        return nil
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: HeadlessNavigationController.Animator
    ) -> HeadlessNavigationController.Interactor? {
        callBack("interactionController", navigationController)
        return nil
    }
}

@Suite("The navigation proxy under a re-entrant delegate")
struct ReentrantNavigationDelegateTests {
    typealias Screen = HeadlessNavigationController.Screen

    @Test(
        "the app's delegate calls the proxy back from every forwarded message: nothing traps, every message arrives, the proxy stays the delegate",
        arguments: [nil, "willShow", "didShow", "animationController", "interactionController"] as [String?])
    func callsBack(reinstallsIn: String?) {
        let root = Screen("root"), owner = Screen("owner", custom: true), detail = Screen("detail", custom: true)
        let nav = HeadlessNavigationController(root: root)
        let app = ReentrantNavigationDelegate()
        nav.delegate = app
        nav.pushViewController(owner, animated: false)
        let proxy = HeadlessNavigationProxy.install(on: nav, owner: owner)
        app.reinstallsIn = reinstallsIn
        nav.pushViewController(detail, animated: true)
        _ = nav.popViewController(animated: true)
        // A screen without a transition of its own: the app's delegate answers for it.
        let plain = Screen("plain")
        nav.pushViewController(plain, animated: true)
        _ = nav.popViewController(animated: true)
        // A swipe back the library drives, cancelled, then finished.
        #expect(proxy.swipeBackBegan())
        proxy.swipeBackChanged(translationX: 40)
        proxy.swipeBackEnded(translationX: 40, velocityX: 0)
        nav.completeSettle()
        nav.mainQueue.drain()
        #expect(nav.viewControllers.map(\.name) == ["root", "owner"])
        for place in ["willShow", "didShow", "animationController", "interactionController"] {
            #expect(app.places.contains(place), "the app's delegate heard \(place)")
        }
        let installed = HeadlessNavigationProxy.installed(on: nav)
        #expect(installed != nil)
        #expect(nav.delegate === installed, "the proxy is the delegate again after every call back")
        #expect(installed?.originalDelegate === app)
    }
}
