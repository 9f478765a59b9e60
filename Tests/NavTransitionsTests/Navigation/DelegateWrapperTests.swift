import Testing
import NavTransitions

/// Issue 7, finding 3: another library's delegate proxy that wraps the current delegate (RxCocoa's
/// `rx.willShow`, analytics SDKs) must not send the proxy into a forwarding loop, and the proxy prefers
/// staying wrapped over taking the `delegate` property back.
struct DelegateWrapperTests {
    typealias Screen = HeadlessNavigationController.Screen

    final class Fixture {
        let root = Screen("root")
        let app = RecordingNavigationDelegate("app")
        let wrapper = ForwardingWrapperDelegate("rx")
        let nav: HeadlessNavigationController
        let proxy: HeadlessNavigationProxy
        var transitions: [HeadlessNavigationController.TransitionRecord] = []

        init(owner: Screen? = nil) {
            nav = HeadlessNavigationController(root: root)
            nav.delegate = app
            if let owner { nav.pushViewController(owner, animated: false) }
            proxy = HeadlessNavigationProxy.install(on: nav, owner: owner)
            nav.transitionObserver = { [unowned self] in transitions.append($0) }
        }

        /// A custom screen pushed and popped, animated.
        func pushAndPopCustom() {
            nav.pushViewController(Screen("custom", custom: true), animated: true)
            nav.popViewController(animated: true)
        }
    }

    /// The wrapper installs over the installed proxy; the main queue turns (the observed assignment is
    /// reconciled) before the next transition, or not.
    @Test(arguments: [true, false])
    func aWrapperInstalledOverTheProxyNeverLoopsAndEveryoneHearsEachCallOnce(turnFirst: Bool) {
        let f = Fixture()
        f.wrapper.install(on: f.nav)
        if turnFirst { f.nav.mainQueue.drain() }
        f.pushAndPopCustom()
        f.nav.mainQueue.drain()
        f.pushAndPopCustom()
        #expect(f.wrapper.loopDetected == false)
        let expected: [HeadlessNavigationController.Message] = [
            .willShow("custom", animated: true), .didShow("custom", animated: true),
            .willShow("root", animated: true), .didShow("root", animated: true),
        ]
        #expect(f.app.messages == expected + expected)
        #expect(f.wrapper.messages == expected + expected)
        // The custom screen still gets the proxy's animation, reached through the wrapper.
        #expect(f.transitions.map(\.animator) == ["proxy", "proxy", "proxy", "proxy"])
    }

    @Test func theProxyStaysWrappedAndKeepsTheAppsDelegateAsItsOriginal() {
        let f = Fixture()
        f.wrapper.install(on: f.nav)
        f.nav.mainQueue.drain()
        f.pushAndPopCustom()
        f.nav.mainQueue.drain()
        #expect(f.nav.delegate === f.wrapper)
        #expect(f.proxy.originalDelegate === f.app)
        #expect(f.proxy.wrapper === f.wrapper)
        // Subscribing again (RxCocoa checks the property) changes nothing: the wrapper is still there.
        f.wrapper.install(on: f.nav)
        #expect(f.wrapper.forwardTarget === f.proxy)
    }

    @Test func aWrappedProxyHandsBackByForwardingAndStaysInTheChain() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        f.wrapper.install(on: f.nav)
        f.nav.mainQueue.drain()
        f.nav.pushViewController(Screen("plain"), animated: true)
        f.nav.popToRootViewController(animated: true) // the owner leaves
        f.nav.mainQueue.drain()
        #expect(f.proxy.state.phase == .detached)
        #expect(f.nav.delegate === f.wrapper, "the wrapper keeps the property")
        f.nav.pushViewController(Screen("later"), animated: true)
        #expect(f.app.messages.suffix(2) == [.willShow("later", animated: true), .didShow("later", animated: true)])
        #expect(f.transitions.last?.animator == "app", "a detached proxy answers nothing itself")
        #expect(f.wrapper.loopDetected == false)
    }

    @Test func theAppReplacingTheWrapperIsAdoptedAsUsual() {
        let f = Fixture()
        f.wrapper.install(on: f.nav)
        f.nav.mainQueue.drain()
        f.pushAndPopCustom()
        let other = RecordingNavigationDelegate("other")
        f.nav.delegate = other
        f.nav.mainQueue.drain()
        #expect(f.nav.delegate === f.proxy)
        #expect(f.proxy.originalDelegate === other)
        #expect(f.proxy.wrapper == nil)
        f.pushAndPopCustom()
        #expect(other.willShowCount == 2)
    }
}
