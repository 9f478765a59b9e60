import Foundation
import Testing
@testable import NavTransitions

/// The proxy hook the SwiftUI navigation modifiers act through (`NavigationTransitionProvider`), run headless:
/// `HeadlessStackBridge` is the thin adapter over the same Core objects `NavigationStackBridge` uses
/// (``ScreenTransitionChoice``, ``ScreenTransitionClaim``, ``NavigationAnimationAnswer``), under the headless proxy,
/// with SwiftUI's own delegate (``SwiftUIDelegateDouble``) as the proxy's original.
///
/// Precedence (the lead's rule): a screen's own choice of ours wins, else the framework's own answer
/// (SwiftUI's), else the stack default.
@Suite("SwiftUI stack bridge under the proxy")
struct SwiftUIStackBridgeTests {
    typealias Screen = HeadlessNavigationController.Screen

    final class Fixture {
        let root = Screen("root")
        let swiftUI = SwiftUIDelegateDouble()
        let nav: HeadlessNavigationController
        let bridge: HeadlessStackBridge
        var transitions: [HeadlessNavigationController.TransitionRecord] = []
        var proxy: HeadlessNavigationProxy? { HeadlessNavigationProxy.installed(on: nav) }

        init(stackDefault: HeadlessNavigationTransition? = .style(.slide)) {
            nav = HeadlessNavigationController(root: root)
            nav.delegate = swiftUI
            bridge = HeadlessStackBridge(nav)
            bridge.defaultTransition = stackDefault
            nav.transitionObserver = { [unowned self] in transitions.append($0) }
        }

        func turn() {
            nav.mainQueue.drain()
        }

        func push(_ screen: Screen) {
            nav.pushViewController(screen, animated: true)
            turn()
        }

        func pop() {
            _ = nav.popViewController(animated: true)
            turn()
        }
    }

    @Test("the stack's default animates every push and pop of a plain SwiftUI screen; SwiftUI is asked first and kept")
    func stackDefault() {
        let f = Fixture()
        let a = Screen("a"), b = Screen("b")
        f.push(a)
        f.push(b)
        f.pop()
        f.pop()
        #expect(f.transitions.map(\.animator) == ["proxy", "proxy", "proxy", "proxy"])
        // The framework's own answer comes before the default: SwiftUI was asked for every transition.
        #expect(f.swiftUI.animationRequests == ["a", "b", "b", "a"])
        #expect(f.proxy?.originalDelegate === f.swiftUI)
        #expect(f.nav.delegate === f.proxy)
        #expect(f.swiftUI.messages.count == 8)
    }

    @Test("without a stack default nothing of ours runs: SwiftUI's answer or the system's")
    func noDefault() {
        let f = Fixture(stackDefault: nil)
        f.swiftUI.ownTransitionScreens = ["zoomed"]
        f.push(Screen("plain"))
        f.push(Screen("zoomed"))
        f.pop()
        f.pop()
        #expect(f.transitions.map(\.animator) == [nil, "swiftUI", "swiftUI", nil])
    }

    @Test("SwiftUI's own transition for a screen beats the stack's default, for its push, its pop and its swipe back")
    func frameworkBeatsDefault() throws {
        let f = Fixture()
        f.swiftUI.ownTransitionScreens = ["zoomed"]
        let zoomed = Screen("zoomed")
        f.push(zoomed)
        #expect(zoomed.pushedByFramework == true)
        // On top: nothing of ours may run, so UIKit's own edge swipe stays on and the proxy's pan does not begin.
        #expect(f.nav.interactivePopGestureEnabled)
        #expect(f.proxy?.swipeBackBegan() == false)
        f.pop()
        #expect(f.transitions.map(\.animator) == ["swiftUI", "swiftUI"])
    }

    @Test("a destination's own choice wins over SwiftUI's answer and the default; SwiftUI is not asked for it")
    func destinationWins() {
        let f = Fixture()
        f.swiftUI.ownTransitionScreens = ["detail"]
        let detail = Screen("detail")
        f.bridge.declare(.transition(.style(.fade)), on: detail)
        f.push(detail)
        #expect(detail.pushedTransitionAnswer == .transition(.style(.fade)))
        #expect(f.swiftUI.animationRequests.isEmpty)
        #expect(f.proxy?.swipeBackBegan() == true)
        f.proxy?.swipeBackChanged(translationX: 300)
        f.proxy?.swipeBackEnded(translationX: 300, velocityX: 0)
        f.nav.completeSettle()
        f.turn()
        #expect(f.nav.viewControllers.map(\.name) == ["root"])
        #expect(f.transitions.map(\.animator) == ["proxy", "proxy"])
        #expect(f.transitions.map(\.interactor) == [nil, "swipeBack"])
    }

    @Test("a destination that declares nil keeps the system animation whatever the default")
    func destinationSystem() {
        let f = Fixture()
        let detail = Screen("detail")
        f.bridge.declare(.declared(nil), on: detail)
        f.push(detail)
        #expect(f.nav.interactivePopGestureEnabled)
        f.pop()
        #expect(f.transitions.map(\.animator) == [nil, nil])
        #expect(f.swiftUI.animationRequests == ["detail", "detail"])
    }

    @Test("a UIKit screen's own navigationTransition wins in a SwiftUI stack, even over SwiftUI's own answer")
    func ownTransitionWins() {
        let f = Fixture(stackDefault: .style(.fade))
        f.swiftUI.ownTransitionScreens = ["uikit"]
        let uikit = Screen("uikit", custom: true)
        f.bridge.declare(.transition(.style(.scale)), on: uikit)
        f.push(uikit)
        #expect(uikit.pushedTransitionAnswer == .transition(.screensOwn(.slide)))
        f.pop()
        #expect(f.transitions.map(\.animator) == ["proxy", "proxy"])
        #expect(f.swiftUI.animationRequests.isEmpty)
    }

    @Test("a declaration built only after the push: the push used the default, the pop uses the declaration, a finding says so")
    func lateDeclaration() {
        let f = Fixture()
        let detail = Screen("detail")
        f.bridge.declare(.declared(nil), on: detail, late: true)
        f.push(detail)
        #expect(f.bridge.findings.isEmpty)
        f.bridge.contentBuilt(detail)
        #expect(f.bridge.findings.map(\.assumption) == [.destinationDeclaresBeforePush])
        // Now the system's: UIKit's edge swipe is back for the screen.
        #expect(f.nav.interactivePopGestureEnabled)
        f.pop()
        #expect(f.transitions.map(\.animator) == ["proxy", nil])
    }

    @Test("a default changed while a screen is on top applies to its pop and hands the edge swipe over at once")
    func defaultChanged() {
        let f = Fixture(stackDefault: nil)
        let detail = Screen("detail")
        f.push(detail)
        #expect(f.nav.interactivePopGestureEnabled)
        f.bridge.defaultTransition = .style(.fade)
        #expect(!f.nav.interactivePopGestureEnabled)
        f.pop()
        #expect(f.transitions.map(\.animator) == [nil, "proxy"])
    }

    @Test("the first push after the bridge is made already animates; a path replace (setViewControllers) too")
    func pathReplace() {
        let f = Fixture()
        let a = Screen("a"), b = Screen("b")
        f.nav.setViewControllers([f.root, a, b], animated: true)
        f.turn()
        f.nav.setViewControllers([f.root], animated: true)
        f.turn()
        #expect(f.transitions.map(\.animator) == ["proxy", "proxy"])
        #expect(f.nav.viewControllers.map(\.name) == ["root"])
        #expect(f.proxy?.originalDelegate === f.swiftUI)
    }
}
