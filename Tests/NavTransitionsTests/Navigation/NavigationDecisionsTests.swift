import Foundation
import Testing
import NavTransitions

/// The decisions that moved out of the UIKit proxy (issue 17, "the last decisions out of the UIKit layer"):
/// which delegate slot the property holds, which screen's transition animates, the orientation fallbacks,
/// the transition-end observation without a coordinator, the owner bookkeeping, the swipe back's inputs.
@Suite("Navigation decisions moved out of the UIKit layer")
struct NavigationDecisionsTests {
    typealias State = NavigationProxyState<String, String, String>
    typealias Snapshot = NavigationSnapshot<String, String>

    static func snap(_ stack: [String] = ["root", "top"], _ current: DelegateSlot<String> = .proxy) -> Snapshot {
        Snapshot(
            stack: stack, current: current, topHasCustomTransition: false, isTransitionRunning: false,
            systemPopGestureEnabled: true)
    }

    // MARK: The delegate property

    @Test(
        "the delegate property maps to a slot: nil, the proxy, the known wrapper, anything else the app's",
        arguments: [
            (String?.none, String?.none, DelegateSlot<String>.none),
            (nil, "w", .none),
            ("p", nil, .proxy),
            ("p", "p", .proxy),
            ("w", "w", .wrapper("w")),
            ("w", nil, .app("w")),
            ("a", "w", .app("a")),
        ] as [(String?, String?, DelegateSlot<String>)])
    func delegateSlot(current: String?, wrapper: String?, slot: DelegateSlot<String>) {
        #expect(DelegateSlot(current: current, proxy: "p", wrapper: wrapper) == slot)
    }

    @Test("originalDelegate reports the original only while the proxy receives the calls")
    func reportedOriginal() {
        var state = State()
        #expect(state.reportedOriginal("a") == nil, "never installed")
        _ = state.install(owner: "top", Self.snap(["root", "top"], .app("a")))
        #expect(state.reportedOriginal("a") == "a")
        _ = state.willShow(Self.snap(["root"], .proxy), isInteractive: false)
        #expect(state.phase == .detached)
        #expect(state.reportedOriginal("a") == nil, "handed back")
        // Reached through a wrapper while detached: it still passes calls on, and reports the original.
        _ = state.delegateCallBegan(.willShow, Self.snap(["root"], .app("w")))
        state.delegateCallEnded(.willShow)
        #expect(state.receivesCalls)
        #expect(state.reportedOriginal("a") == "a")
    }

    // MARK: Animation controllers

    @Test(
        "the proxy animates a push with the pushed screen's transition and a pop with the popped screen's",
        arguments: [
            (
                TransitionOperation?.some(.push), false, true, true,
                NavigationAnimationAnswer.screensTransition(.to, operation: .push)
            ),
            (.push, true, false, true, .original),
            (.push, true, false, false, .system),
            (.pop, true, false, false, .screensTransition(.from, operation: .pop)),
            (.pop, false, true, true, .original),
            (.present, true, true, true, .original),
            (.dismiss, true, true, false, .system),
            (nil, true, true, true, .original),
            (nil, true, true, false, .system),
        ] as [(TransitionOperation?, Bool, Bool, Bool, NavigationAnimationAnswer)])
    func animationControllerAnswer(
        operation: TransitionOperation?, from: Bool, to: Bool, hasOriginal: Bool, answer: NavigationAnimationAnswer
    ) {
        var state = State()
        _ = state.install(owner: nil, Self.snap(["root", "top"], .none))
        #expect(
            state.animationControllerAnswer(
                for: operation, fromHasCustomTransition: from, toHasCustomTransition: to, hasOriginal: hasOriginal) == answer)
        // Not installed, the proxy answers nothing itself.
        let idle = State()
        #expect(
            idle.animationControllerAnswer(
                for: operation, fromHasCustomTransition: from, toHasCustomTransition: to, hasOriginal: hasOriginal)
                == (hasOriginal ? .original : .system))
    }

    @Test("a screen side picks its screen of the transition")
    func transitionScreen() {
        #expect(NavigationTransitionScreen(for: .push) == .to)
        #expect(NavigationTransitionScreen(for: .pop) == .from)
        #expect(NavigationTransitionScreen.to.pick(from: "list", to: "detail") == "detail")
        #expect(NavigationTransitionScreen.from.pick(from: "detail", to: "list") == "detail")
    }

    // MARK: Orientations

    @Test(
        "supported orientations: the original's answer, else UIKit's default for the idiom; a loop never asks",
        arguments: [
            (DelegateCallEntry.handle, Int?.some(7), true, 7),
            (.forwardOnly, 7, false, 7),
            (.handle, nil, true, 30),
            (.handle, nil, false, 26),
            (.ignore, 7, true, 30),
            (.ignore, 7, false, 26),
        ] as [(DelegateCallEntry, Int?, Bool, Int)])
    func supportedOrientations(entry: DelegateCallEntry, original: Int?, isPad: Bool, expected: Int) {
        var asked = false
        let answer = NavigationOrientationAnswer.supportedInterfaceOrientations(
            entry: entry,
            original: {
                asked = true
                return original
            }, isPad: isPad, all: 30, allButUpsideDown: 26
        )
        #expect(answer == expected)
        #expect(asked == (entry != .ignore))
    }

    @Test(
        "preferred orientation: the original's, else the top screen's, else portrait",
        arguments: [
            (DelegateCallEntry.handle, Int?.some(3), Int?.some(4), 3),
            (.handle, nil, 4, 4),
            (.handle, nil, nil, 1),
            (.ignore, 3, 4, 4),
            (.ignore, 3, nil, 1),
        ] as [(DelegateCallEntry, Int?, Int?, Int)])
    func preferredOrientation(entry: DelegateCallEntry, original: Int?, top: Int?, expected: Int) {
        #expect(
            NavigationOrientationAnswer.preferredInterfaceOrientation(
                entry: entry, original: { original }, topScreen: { top }, portrait: 1) == expected)
    }

    // MARK: Transition ends, owners

    @Test("without a transition coordinator the transition's end is reported at once, not cancelled")
    func transitionEndObservation() {
        #expect(TransitionEndObservation(hasCoordinator: true) == .whenCoordinatorCompletes)
        #expect(TransitionEndObservation(hasCoordinator: false) == .now(cancelled: false))
    }

    @Test("the adapter keeps the owner Core names and forgets it when Core does")
    func ownerBookkeeping() {
        var state = State()
        #expect(
            state.install(owner: "top", Self.snap(["root", "top"], .app("a")))
                == [.adoptCurrentAndAssignProxy(displacing: true), .keepOwner, .takeSystemBackGestureDelegates])
        // Installed again for the navigation controller: the screen owner is replaced, and forgotten.
        #expect(state.install(owner: nil, Self.snap()) == [.forgetOwner])
        #expect(!state.hasOwner)
        // An owner that loses to the one already kept is not kept.
        var deeper = State()
        _ = deeper.install(owner: "root", Self.snap(["root", "top"], .none))
        #expect(!deeper.install(owner: "top", Self.snap()).contains(.keepOwner))
        #expect(deeper.owner == "root")
        // Uninstalling forgets it.
        #expect(deeper.uninstall(Self.snap()) == [.handBack, .forgetOwner, .handBackSystemBackGestureDelegates])
    }

    @Test("a freed owner is noticed from the weak reference: hand back and forget; a living one or none changes nothing")
    func noticeOwner() {
        var state = State()
        _ = state.install(owner: "top", Self.snap(["root", "top"], .app("a")))
        #expect(state.noticeOwner(isAlive: true, Self.snap()) == [])
        #expect(state.phase == .installed)
        #expect(state.noticeOwner(isAlive: false, Self.snap()) == [.handBack, .forgetOwner, .handBackSystemBackGestureDelegates])
        #expect(state.phase == .uninstalled)
        #expect(state.noticeOwner(isAlive: false, Self.snap()) == [], "no owner any more")
        var appWide = State()
        _ = appWide.install(owner: nil, Self.snap(["root"], .none))
        #expect(appWide.noticeOwner(isAlive: false, Self.snap()) == [])
        #expect(appWide.phase == .installed)
    }

    // MARK: Swipe back

    @Test("a trackpad's scroll is received wherever the pointer is, on a custom screen with an area, while installed")
    func swipeBackEvents() {
        var state = State()
        let custom = SwipeBackScreen()
        #expect(
            state.swipeBackReceivesEvent(.touch, top: custom, isSwipeBackSettling: false),
            "a touch is judged next, by its location")
        #expect(!state.swipeBackReceivesEvent(.trackpadScroll, top: custom, isSwipeBackSettling: false), "not installed")
        _ = state.install(owner: nil, Self.snap())
        #expect(state.swipeBackReceivesEvent(.trackpadScroll, top: custom, isSwipeBackSettling: false))
        #expect(state.swipeBackReceivesEvent(.trackpadScroll, top: SwipeBackScreen(area: .anywhere), isSwipeBackSettling: false))
        #expect(!state.swipeBackReceivesEvent(.trackpadScroll, top: SwipeBackScreen(area: nil), isSwipeBackSettling: false))
        #expect(
            !state.swipeBackReceivesEvent(
                .trackpadScroll, top: SwipeBackScreen(hasCustomTransition: false), isSwipeBackSettling: false))
        #expect(!state.swipeBackReceivesEvent(.trackpadScroll, top: nil, isSwipeBackSettling: false))
        #expect(state.swipeBackReceivesEvent(.trackpadScroll, top: nil, isSwipeBackSettling: true), "a grab of the settling pop")
        #expect(SwipeBackInput(isScrollEvent: true) == .trackpadScroll)
        #expect(SwipeBackInput(isScrollEvent: false) == .touch)
    }
}
