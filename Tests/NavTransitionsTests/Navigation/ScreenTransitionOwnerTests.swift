import Testing
@testable import NavTransitions

/// Apple's iOS 18 `preferredTransition` and the library's `navigationTransition` on one screen: Apple's wins.
struct ScreenTransitionOwnerTests {
    typealias Screen = HeadlessNavigationController.Screen

    @Test(arguments: [
        // navigationTransition, preferredTransition, owner
        (false, false, ScreenTransitionOwner.none),
        (true, false, .library),
        (false, true, .system),
        (true, true, .system),
    ])
    func theOwner(hasNavigationTransition: Bool, hasPreferredTransition: Bool, owner: ScreenTransitionOwner) {
        let rule = ScreenTransitionOwner(
            hasNavigationTransition: hasNavigationTransition, hasPreferredTransition: hasPreferredTransition)
        #expect(rule == owner)
        #expect(rule.runsNavigationTransition == (owner == .library))
    }

    /// A screen with both, pushed and popped by an installed proxy: the proxy vends nothing (UIKit runs its
    /// own transition), the app's delegate is asked instead, and UIKit's edge swipe stays on.
    @Test func aScreenWithApplesTransitionIsLeftToUIKit() {
        let root = Screen("root")
        let nav = HeadlessNavigationController(root: root)
        let app = RecordingNavigationDelegate("app")
        nav.delegate = app
        var transitions: [HeadlessNavigationController.TransitionRecord] = []
        nav.transitionObserver = { transitions.append($0) }
        let proxy = HeadlessNavigationProxy.install(on: nav)
        defer { withExtendedLifetime(proxy) {} }
        let detail = Screen("detail", custom: true)
        detail.hasPreferredTransition = true
        nav.pushViewController(detail, animated: true)
        nav.mainQueue.drain()
        #expect(nav.interactivePopGestureEnabled)
        nav.popViewController(animated: true)
        nav.mainQueue.drain()
        #expect(transitions.map(\.animator) == ["app", "app"]) // the app's delegate answered, not the proxy
        #expect(nav.viewControllers.map(\.name) == ["root"])
    }

    /// The same screen on iOS 15–17 (no `preferredTransition`) gets the library's push and pop, and the
    /// system edge swipe is held off while it is on top.
    @Test func theSameScreenBeforeIOS18GetsTheLibrarysTransition() {
        let root = Screen("root")
        let nav = HeadlessNavigationController(root: root)
        var transitions: [HeadlessNavigationController.TransitionRecord] = []
        nav.transitionObserver = { transitions.append($0) }
        let proxy = HeadlessNavigationProxy.install(on: nav)
        defer { withExtendedLifetime(proxy) {} }
        let detail = Screen("detail", custom: true)
        nav.pushViewController(detail, animated: true)
        nav.mainQueue.drain()
        #expect(!nav.interactivePopGestureEnabled)
        nav.popViewController(animated: true)
        nav.mainQueue.drain()
        #expect(transitions.map(\.animator) == ["proxy", "proxy"])
    }
}
