import Foundation
import Testing
@testable import NavTransitions

/// The proxy's Core object on plain string ids: the re-entrancy guard, wrappers, displaced and parked
/// originals, the last vended animation controller, and which actions each entry point returns.
struct NavigationProxyStateTests {
    typealias State = NavigationProxyState<String, String, String>
    typealias Snapshot = NavigationSnapshot<String, String>

    static func snap(
        _ stack: [String],
        _ current: DelegateSlot<String>,
        custom: Bool = false,
        running: Bool = false,
        gesture: Bool? = true
    ) -> Snapshot {
        Snapshot(
            stack: stack, current: current, topHasCustomTransition: custom, isTransitionRunning: running,
            systemPopGestureEnabled: gesture)
    }

    /// Over `root → top`.
    static func snap(
        _ current: DelegateSlot<String>, custom: Bool = false, running: Bool = false, gesture: Bool? = true
    ) -> Snapshot {
        snap(["root", "top"], current, custom: custom, running: running, gesture: gesture)
    }

    /// Installed by the navigation controller over `original`.
    static func installed(original: String = "a") -> State {
        var state = State()
        _ = state.install(owner: nil, snap(.app(original)))
        return state
    }

    // MARK: Installing during a transition

    /// Found by the reliability suite: installed while a system swipe back ran, the proxy never
    /// heard that the swipe was cancelled and left UIKit's edge swipe on over the custom screen it put back.
    @Test func installedDuringATransitionItDidNotSeeBeginItObservesItsEnd() {
        var state = State()
        // Mid-swipe the stack is [root]; the popped custom screen comes back if the swipe is cancelled.
        #expect(
            state.install(owner: nil, Self.snap(["root"], .app("a"), running: true))
                == [.adoptCurrentAndAssignProxy(displacing: true), .observeTransitionEnd, .takeSystemBackGestureDelegates])
        #expect(state.transitionEnded(cancelled: true, Self.snap(.proxy, custom: true)) == [.setSystemPopGestureEnabled(false)])
        #expect(state.systemPopGesture.isHeldOff)
    }

    @Test(arguments: [false, true])
    func installedWithoutARunningTransitionOrNotAttachedObservesNothing(running: Bool) {
        var idle = State()
        #expect(
            idle.install(owner: nil, Self.snap(.app("a"))) == [
                .adoptCurrentAndAssignProxy(displacing: true), .takeSystemBackGestureDelegates,
            ])
        // An owner on its way attaches at once (issue 17, finding 2); it observes a running transition as any install.
        var waiting = State()
        #expect(
            waiting.install(owner: "later", Self.snap(["root"], .app("a"), running: running))
                == [.adoptCurrentAndAssignProxy(displacing: true), .keepOwner] + (running ? [.observeTransitionEnd] : []) + [
                    .takeSystemBackGestureDelegates
                ])
        // Installing again during an interactive transition it already follows adds no second observer.
        var following = Self.installed()
        _ = following.willShow(Self.snap(["root"], .proxy, running: true), isInteractive: true)
        #expect(following.lifecycle.isInteractiveTransitionRunning)
        #expect(following.install(owner: nil, Self.snap(["root"], .proxy, running: true)) == [])
    }

    // MARK: Wrappers and the re-entrancy guard

    @Test func aCallThatArrivesThroughAnotherDelegateMeansItWrapsTheProxy() {
        var state = Self.installed()
        let (entry, actions) = state.delegateCallBegan(.willShow, Self.snap(.app("w")))
        #expect(entry == .handle)
        #expect(actions == [.keepCurrentAsWrapper(restoreDisplaced: false)])
        #expect(state.isWrapped)
        #expect(state.original == "a")
        state.delegateCallEnded(.willShow)
        #expect(state.delegateCallBegan(.willShow, Self.snap(.wrapper("w"))) == (.handle, []))
    }

    @Test func aCallThatComesBackThroughTheAdoptedOriginalRestoresTheOneItDisplaced() {
        var state = Self.installed()
        #expect(state.reconcile(Self.snap(.app("w"))).first == .adoptCurrentAndAssignProxy(displacing: true))
        #expect(state.original == "w")
        #expect(state.delegateCallBegan(.animationController, Self.snap(.proxy)) == (.handle, []))
        // w forwards the call back: it wraps the proxy.
        #expect(state.delegateCallBegan(.animationController, Self.snap(.proxy)) == (.forwardOnly, [.wrapWithOriginal]))
        #expect(state.original == "a")
        #expect(state.isWrapped)
        // The guard is per call: another method is not re-entered.
        #expect(state.delegateCallBegan(.didShow, Self.snap(.wrapper("w"))) == (.handle, []))
        state.delegateCallEnded(.didShow)
        // a forwards back too: the next displaced one (none: the slot was empty at install).
        #expect(
            state.delegateCallBegan(.animationController, Self.snap(.wrapper("w"))) == (.forwardOnly, [.restoreDisplacedOriginal])
        )
        #expect(state.original == nil)
        for _ in 0..<3 { state.delegateCallEnded(.animationController) }
        #expect(state.delegateCallBegan(.animationController, Self.snap(.wrapper("w"))) == (.handle, []))
    }

    @Test func theOriginalItselfForwardingThroughTheSlotIsAWrapperToo() {
        var state = Self.installed()
        _ = state.reconcile(Self.snap(.app("w")))
        // The app put w back in the property and w forwards to the proxy: w is the original, a comes back.
        let (entry, actions) = state.delegateCallBegan(.willShow, Self.snap(.app("w")))
        #expect(entry == .handle)
        #expect(actions == [.keepCurrentAsWrapper(restoreDisplaced: true)])
        #expect(state.original == "a")
    }

    @Test func aLoopIsBrokenAtTheMaximumDepth() {
        var state = Self.installed()
        var entries: [DelegateCallEntry] = []
        for _ in 0...State.maximumCallDepth {
            entries.append(state.delegateCallBegan(.willShow, Self.snap(.proxy)).entry)
        }
        #expect(State.maximumCallDepth == 8)
        #expect(entries.first == .handle)
        #expect(entries.dropFirst().dropLast() == Array(repeating: .forwardOnly, count: State.maximumCallDepth - 1)[...])
        #expect(entries.last == .ignore)
    }

    @Test func theDisplacedOriginalsAreAShortStackNewestLast() {
        var state = Self.installed(original: "d0")
        var drops: [Bool] = []
        for next in ["d1", "d2", "d3", "d4"] {
            let actions = state.reconcile(Self.snap(.app(next)))
            #expect(actions.first == .adoptCurrentAndAssignProxy(displacing: true))
            drops.append(actions.contains(.dropOldestDisplacedOriginal))
        }
        // [nil, d0, d1, d2] is full; d4 pushes d3 and drops the nil.
        #expect(State.displacedOriginalLimit == 4)
        #expect(drops == [false, false, false, true])
        _ = state.delegateCallBegan(.willShow, Self.snap(.proxy))
        var restored: [String?] = []
        for _ in 0..<5 {
            _ = state.delegateCallBegan(.willShow, Self.snap(.wrapper("d4")))
            restored.append(state.original)
        }
        #expect(restored == ["d3", "d2", "d1", "d0", nil])
    }

    @Test func adoptingTheSameOriginalAgainDisplacesNothing() {
        var state = Self.installed()
        #expect(state.reconcile(Self.snap(.app("a"))).first == .adoptCurrentAndAssignProxy(displacing: false))
    }

    // MARK: Hand-back, parking, attaching again

    @Test func aHandBackParksTheOriginal() {
        var state = State()
        _ = state.install(owner: "top", Self.snap(.app("a")))
        #expect(
            state.willShow(Self.snap(["root"], .proxy), isInteractive: false) == [.handBack, .handBackSystemBackGestureDelegates])
        #expect(state.phase == .detached)
        #expect(state.original == "a", "kept in case the handed-back delegate forwards to the proxy")
        #expect(!state.receivesCalls)
    }

    @Test func aWrappedProxyHandsBackByStayingInTheChain() {
        var state = State()
        _ = state.install(owner: "top", Self.snap(.app("a")))
        _ = state.delegateCallBegan(.willShow, Self.snap(.app("w")))
        let actions = state.willShow(Self.snap(["root"], .wrapper("w")), isInteractive: false)
        state.delegateCallEnded(.willShow)
        #expect(!actions.contains(.handBack))
        #expect(state.phase == .detached)
        #expect(state.receivesCalls)
        #expect(state.original == "a")
        // Not installed, it answers nothing itself.
        #expect(
            state.animationControllerSource(
                for: .push, fromHasCustomTransition: true, toHasCustomTransition: true, hasOriginal: true) == .original)
        #expect(
            state.animationControllerSource(
                for: .pop, fromHasCustomTransition: true, toHasCustomTransition: true, hasOriginal: false) == .system)
    }

    @Test func attachingAgainDistrustsARememberedWrapper() {
        var state = State()
        _ = state.install(owner: "top", Self.snap(.app("a")))
        _ = state.delegateCallBegan(.willShow, Self.snap(.app("w")))
        _ = state.willShow(Self.snap(["root"], .wrapper("w")), isInteractive: false)
        state.delegateCallEnded(.willShow)
        let actions = state.ownerAppeared(Self.snap(["root", "top"], .wrapper("w")))
        #expect(actions.prefix(2) == [.forgetWrapper, .adoptCurrentAndAssignProxy(displacing: true)])
        #expect(state.phase == .installed)
        #expect(!state.isWrapped)
        #expect(state.original == "w")
        // If w still forwards to the proxy, the next call reveals it, and a comes back.
        _ = state.delegateCallBegan(.didShow, Self.snap(.proxy))
        #expect(state.delegateCallBegan(.didShow, Self.snap(.proxy)) == (.forwardOnly, [.wrapWithOriginal]))
        #expect(state.original == "a")
    }

    @Test func attachingWhileStillInTheSlotKeepsForwardingToTheParkedOriginal() {
        var state = State()
        _ = state.install(owner: "top", Self.snap(.app("a")))
        // The owner left while the app's delegate held the property: the proxy parks a, stays out.
        _ = state.reconcile(Self.snap(["root"], .app("x")))
        #expect(state.phase == .detached)
        #expect(state.original == "a")
        // Installed again while the proxy itself holds the property (nothing to adopt): a stays the original.
        #expect(
            state.install(owner: nil, Self.snap(["root"], .proxy)) == [.forgetOwner, .takeSystemBackGestureDelegates],
            "installed for the navigation controller now")
        #expect(state.original == "a")
    }

    @Test func aWrapperReplacedByTheAppIsForgottenAndTheNewDelegateAdopted() {
        var state = Self.installed()
        _ = state.delegateCallBegan(.willShow, Self.snap(.app("w")))
        state.delegateCallEnded(.willShow)
        let actions = state.reconcile(Self.snap(.app("x")))
        #expect(actions.prefix(2) == [.forgetWrapper, .adoptCurrentAndAssignProxy(displacing: true)])
        #expect(!state.isWrapped)
        #expect(state.original == "x")
    }

    // MARK: Answers

    @Test func onlyThePopTheProxyVendedLastIsMadeInteractive() {
        var state = Self.installed()
        state.animationControllerVended("pop animator", operation: .pop)
        #expect(state.interactionControllerSource(for: "pop animator", isSwipeBackInteractive: true, hasOriginal: true) == .proxy)
        #expect(
            state.interactionControllerSource(for: "pop animator", isSwipeBackInteractive: false, hasOriginal: true) == .original)
        #expect(state.interactionControllerSource(for: "another", isSwipeBackInteractive: true, hasOriginal: false) == .system)
        state.animationControllerVended(nil, operation: .pop)
        #expect(
            state.interactionControllerSource(for: "pop animator", isSwipeBackInteractive: true, hasOriginal: true) == .original)
        state.animationControllerVended("push animator", operation: .push)
        #expect(
            state.interactionControllerSource(for: "push animator", isSwipeBackInteractive: true, hasOriginal: true) == .original)
        state.animationControllerVended("orphan", operation: nil)
        #expect(state.interactionControllerSource(for: "orphan", isSwipeBackInteractive: true, hasOriginal: true) == .original)
    }

    @Test func aNoneOperationIsTheOriginalsOrUIKits() {
        let state = Self.installed()
        #expect(
            state.animationControllerSource(
                for: nil, fromHasCustomTransition: true, toHasCustomTransition: true, hasOriginal: true) == .original)
        #expect(
            state.animationControllerSource(
                for: nil, fromHasCustomTransition: true, toHasCustomTransition: true, hasOriginal: false) == .system)
        #expect(
            state.animationControllerSource(
                for: .push, fromHasCustomTransition: false, toHasCustomTransition: true, hasOriginal: true) == .proxy)
    }

    // MARK: Entry points

    @Test func entryPointActions() {
        var state = Self.installed()
        #expect(state.willShow(Self.snap(.proxy, running: true), isInteractive: true) == [.observeTransitionEnd])
        #expect(state.willShow(Self.snap(.proxy, running: true), isInteractive: false) == [])
        #expect(state.didShow(Self.snap(.proxy)) == [.abandonUnstartedSwipeBack])
        #expect(state.reconcile(Self.snap(.proxy)) == [.resetStaleSwipeBack])
        #expect(state.reconcile(Self.snap(.proxy, running: true)) == [])
        #expect(
            state.ownerAppeared(Self.snap(.app("n"), running: true))
                == [.adoptCurrentAndAssignProxy(displacing: true), .observeTransitionEnd])
        #expect(
            state.delegatePropertyChanged(Self.snap(.app("m"))) == [
                .adoptCurrentAndAssignProxy(displacing: true), .resetStaleSwipeBack,
            ])
    }

    @Test("the owner leaving a window is no appearance; entering one is")
    func ownerWindowMoves() {
        var state = Self.installed()
        #expect(state.ownerMovedToWindow(isInWindow: false, Self.snap(.app("n"), running: true)) == [])
        #expect(state.original != "n", "leaving a window adopts nothing")
        #expect(
            state.ownerMovedToWindow(isInWindow: true, Self.snap(.app("n"), running: true))
                == [.adoptCurrentAndAssignProxy(displacing: true), .observeTransitionEnd])
    }

    @Test func theSwipeBackSeesTheAppsSystemGestureValueAndOnlyWhileInstalled() {
        var state = State()
        // A left-to-right swipe from 20 pt, on a two-screen stack whose top has a custom transition.
        let request = SwipeBackRequest(
            stackCount: 2, isTransitionRunning: false, top: SwipeBackScreen(), touchLocationX: 20, containerWidth: 375,
            layoutDirection: .leftToRight, velocity: CGPoint(x: 500, y: 0), scrollViewsUnderTouch: [], isSwipeBackSettling: false,
            input: .touch
        )
        #expect(state.swipeBackDecision(request, systemPopGestureEnabled: true) == .notInstalled)
        #expect(
            !state.swipeBackReceivesTouch(
                atX: 10, containerWidth: 375, layoutDirection: .leftToRight, top: SwipeBackScreen(), isSwipeBackSettling: false))
        // Installed with a custom screen on top: the proxy holds UIKit's recognizer off, the app's value is on.
        #expect(
            state.install(owner: nil, Self.snap(.none, custom: true))
                == [
                    .adoptCurrentAndAssignProxy(displacing: false), .takeSystemBackGestureDelegates,
                    .setSystemPopGestureEnabled(false),
                ])
        #expect(state.swipeBackDecision(request, systemPopGestureEnabled: false) == .begin)
        #expect(
            state.swipeBackReceivesTouch(
                atX: 10, containerWidth: 375, layoutDirection: .leftToRight, top: SwipeBackScreen(), isSwipeBackSettling: false))
        // A plain screen on top: put back; the app then switches it off itself.
        #expect(state.reconcile(Self.snap(.proxy, gesture: false)) == [.resetStaleSwipeBack, .setSystemPopGestureEnabled(true)])
        #expect(state.swipeBackDecision(request, systemPopGestureEnabled: false) == .disabledByApp)
    }
}
