import Foundation
import Testing
import NavTransitions

/// Core's answer to UIKit's back recognizers (`SystemBackGestureGate`), the delegates it chains to
/// (`SystemBackGestureDelegates`), and the state's hold of iOS 26's content swipe.
struct SystemBackGestureGateTests {
    typealias Gate = SystemBackGestureGate
    typealias State = NavigationProxyState<String, String, String>

    static func request(
        _ gesture: SystemBackGesture = .edge, stack: Int = 2, running: Bool = false, top: SwipeBackScreen = .plain,
        panActive: Bool = false, scrollViews: [ScrollViewState] = [], direction: LayoutDirection = .leftToRight,
        swipeActions: Bool = false
    ) -> SystemBackGestureRequest {
        SystemBackGestureRequest(
            gesture: gesture, stackCount: stack, isTransitionRunning: running, top: top, isLibraryPanActive: panActive,
            scrollViewsUnderTouch: scrollViews, layoutDirection: direction, touchIsOnRowWithSwipeActions: swipeActions)
    }

    /// A horizontal list scrolled 300 points in: it can scroll back (right in a left-to-right layout).
    static let scrolledList = ScrollViewState(
        contentOffset: CGPoint(x: 300, y: 0), contentSize: CGSize(width: 2_000, height: 100),
        boundsSize: CGSize(width: 375, height: 100))
    /// The same list at its trailing end (1,625 = 2,000 − 375): it can scroll back only in a left-to-right layout.
    static let scrolledToEnd = ScrollViewState(
        contentOffset: CGPoint(x: 1_625, y: 0), contentSize: CGSize(width: 2_000, height: 100),
        boundsSize: CGSize(width: 375, height: 100))

    @Test(
        "installed: the first matching rule names the answer",
        arguments: [
            (request(top: .custom), Gate.Chained.uikit(answer: true), Gate.Decision.customScreen),
            (request(panActive: true), .uikit(answer: true), .libraryPanActive),
            (request(stack: 1), .uikit(answer: true), .uikitBegins),
            (request(), .uikit(answer: false), .begin),
            (request(stack: 1), .uikit(answer: false), .nothingToPop),
            (request(stack: 0), .none, .nothingToPop),
            (request(running: true), .uikit(answer: false), .transitionRunning),
            (request(top: .hidden), .uikit(answer: false), .backButtonHidden),
            (request(top: .replaced), .none, .backButtonReplaced),
            (request(.edge, scrollViews: [scrolledList]), .uikit(answer: false), .begin),
            (request(.content, scrollViews: [scrolledList]), .uikit(answer: false), .scrollViewCanScroll),
            (request(.content, scrollViews: [scrolledToEnd], direction: .rightToLeft), .uikit(answer: false), .begin),
            (request(.content, scrollViews: [scrolledToEnd]), .uikit(answer: false), .scrollViewCanScroll),
            (request(.content, swipeActions: true), .none, .rowHasSwipeActions),
            (request(), .other(answer: false), .refusedByChained),
            (request(), .other(answer: true), .begin),
            (request(), .other(answer: nil), .begin),
            (request(stack: 1), .other(answer: true), .nothingToPop),
            (request(), .none, .begin),
        ] as [(SystemBackGestureRequest, Gate.Chained, Gate.Decision)])
    func installed(_ request: SystemBackGestureRequest, _ chained: Gate.Chained, _ expected: Gate.Decision) {
        #expect(Gate.decision(for: request, chained: chained, isInstalled: true) == expected)
    }

    @Test("not installed: the chained delegate's answer; none: UIKit's rules")
    func notInstalled() {
        #expect(Gate.decision(for: Self.request(top: .custom), chained: .uikit(answer: true), isInstalled: false) == .uikitBegins)
        #expect(Gate.decision(for: Self.request(), chained: .uikit(answer: false), isInstalled: false) == .refusedByChained)
        #expect(Gate.decision(for: Self.request(), chained: .other(answer: nil), isInstalled: false) == .begin)
        #expect(Gate.decision(for: Self.request(), chained: .other(answer: false), isInstalled: false) == .refusedByChained)
        #expect(Gate.decision(for: Self.request(stack: 1), chained: .none, isInstalled: false) == .nothingToPop)
        #expect(Gate.decision(for: Self.request(), chained: .none, isInstalled: false) == .begin)
        #expect(Gate.Decision.allCases.filter(\.begins) == [.begin, .uikitBegins])
    }

    @Test("the chained delegates: taken once, handed back only where the proxy still is the delegate")
    func chainedDelegates() {
        final class Delegate {}
        let uikits = Delegate(), other = Delegate()
        var slots = SystemBackGestureDelegates<Delegate>()
        let tookEdge = slots.take(.edge, current: uikits, isProxy: false)
        let tookContent = slots.take(.content, current: nil, isProxy: false)
        #expect(tookEdge && tookContent)
        #expect(slots.chained(.edge) === uikits)
        #expect(slots.chained(.content) == nil)
        #expect(slots.holds(.content))
        let tookAgain = slots.take(.edge, current: nil, isProxy: true)
        #expect(!tookAgain, "already the proxy: nothing to assign, the chained one kept")
        #expect(slots.chained(.edge) === uikits)
        // Another object took the content recognizer meanwhile: left alone; the edge gets UIKit's back.
        let content = slots.handBack(.content, isProxy: false)
        #expect(content == nil)
        let edge = slots.handBack(.edge, isProxy: true)
        #expect(edge.map { $0 === uikits } == true)
        #expect(!slots.holds(.edge))
        let again = slots.handBack(.edge, isProxy: true)
        #expect(again == nil, "nothing held any more")
        withExtendedLifetime((uikits, other)) {}
    }

    @Test(
        "the content swipe is held off with the edge swipe on a custom screen, put back after; the recognizers are the proxy's while installed"
    )
    func contentSwipeHeld() {
        var state = State()
        func snap(
            custom: Bool, content: Bool? = true, running: Bool = false, current: DelegateSlot<String> = .proxy
        ) -> State.Snapshot {
            State.Snapshot(
                stack: ["root", "top"], current: current, topHasCustomTransition: custom, isTransitionRunning: running,
                systemPopGestureEnabled: !custom, systemContentPopGestureEnabled: content)
        }
        let installed = state.install(owner: nil, snap(custom: true, current: .app("a")))
        #expect(
            installed == [
                .adoptCurrentAndAssignProxy(displacing: true), .takeSystemBackGestureDelegates,
                .setSystemContentPopGestureEnabled(false),
            ])
        #expect(state.ownsSystemBackGestureDelegates)
        #expect(state.systemContentPopGesture.isHeldOff)
        let plainOnTop = state.reconcile(snap(custom: false, content: false))
        #expect(plainOnTop == [.resetStaleSwipeBack, .setSystemContentPopGestureEnabled(true)])
        // Not while an interactive transition runs (switching it would cancel the gesture driving it).
        _ = state.reconcile(snap(custom: true, content: true))
        _ = state.willShow(snap(custom: false, content: false, running: true), isInteractive: true)
        let midGesture = state.reconcile(snap(custom: false, content: false, running: true))
        #expect(midGesture == [])
        let ended = state.transitionEnded(cancelled: false, snap(custom: false, content: false))
        #expect(ended.contains(.setSystemContentPopGestureEnabled(true)))
        // A runtime without the content swipe: nothing to hold.
        var old = State()
        let oldInstall = old.install(owner: nil, snap(custom: true, content: nil))
        #expect(!oldInstall.contains(.setSystemContentPopGestureEnabled(false)))
        let oldUninstall = old.uninstall(snap(custom: true, content: nil))
        #expect(oldUninstall.contains(.handBackSystemBackGestureDelegates))
        #expect(!old.ownsSystemBackGestureDelegates)
    }
}

extension SwipeBackScreen {
    static let plain = SwipeBackScreen(hasCustomTransition: false, area: nil)
    static let custom = SwipeBackScreen()
    static let hidden = SwipeBackScreen(hasCustomTransition: false, area: nil, hidesBackButton: true)
    static let replaced = SwipeBackScreen(hasCustomTransition: false, area: nil, leftItemCount: 1)
}
