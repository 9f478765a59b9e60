import Testing
import NavTransitions

/// The delegate lifecycle's rules, one by one, on plain string ids.
struct NavigationDelegateLifecycleTests {
    typealias Lifecycle = NavigationDelegateLifecycle<String, String>
    typealias Slot = DelegateSlot<String>

    /// A lifecycle installed by `owner` over `stack`, with `"app"` as the original delegate.
    static func installed(owner: String? = "owner", stack: [String] = ["root", "owner"]) -> Lifecycle {
        var lifecycle = Lifecycle()
        _ = lifecycle.install(owner: owner, stack: stack, current: .app("app"))
        return lifecycle
    }

    /// A lifecycle whose owner was popped without interaction.
    static func detached() -> Lifecycle {
        var lifecycle = installed()
        _ = lifecycle.willShow(stack: ["root"], current: .proxy, isInteractive: false)
        return lifecycle
    }

    // MARK: Install

    @Test(arguments: [
        (Slot.none, NavigationDelegateAction.saveOriginalAndAssignProxy, String?.none),
        (Slot.app("app"), NavigationDelegateAction.saveOriginalAndAssignProxy, String?.some("app")),
        (Slot.proxy, NavigationDelegateAction.none, String?.none),
    ])
    func installSavesTheCurrentDelegateAsOriginal(current: Slot, action: NavigationDelegateAction, original: String?) {
        var lifecycle = Lifecycle()
        #expect(lifecycle.install(owner: "owner", stack: ["root", "owner"], current: current) == action)
        #expect(lifecycle.phase == .installed)
        #expect(lifecycle.owner == "owner")
        #expect(lifecycle.original == original)
    }

    /// Issue 17, finding 2: an owner installed just before its push (a segue, a feature) used to leave the
    /// proxy detached until the owner appeared, so its first push ran the system animation.
    @Test func installByAnOwnerOnItsWayAttachesAtOnce() {
        var lifecycle = Lifecycle()
        #expect(lifecycle.install(owner: "owner", stack: ["root"], current: .app("app")) == .saveOriginalAndAssignProxy)
        #expect(lifecycle.phase == .installed)
        #expect(lifecycle.owner == "owner")
        #expect(lifecycle.original == "app")
        #expect(lifecycle.isOwnerPending)
        // Transitions before the owner arrives hand nothing back.
        #expect(lifecycle.willShow(stack: ["root", "other"], current: .proxy, isInteractive: false) == .none)
        #expect(lifecycle.didShow(stack: ["root", "other"], current: .proxy) == .none)
        #expect(lifecycle.reconcile(stack: ["root"], current: .proxy, isTransitionRunning: false) == .none)
        #expect(lifecycle.phase == .installed)
        // The owner's push: it has arrived; when it leaves, the proxy hands back.
        #expect(lifecycle.willShow(stack: ["root", "owner"], current: .proxy, isInteractive: false) == .none)
        #expect(!lifecycle.isOwnerPending)
        #expect(lifecycle.didShow(stack: ["root", "owner"], current: .proxy) == .none)
        #expect(lifecycle.willShow(stack: ["root"], current: .proxy, isInteractive: false) == .restoreOriginal)
        #expect(lifecycle.phase == .detached)
    }

    @Test(arguments: [true, false])
    func anOwnerFreedBeforeArrivingHandsBack(appDelegateInPlace: Bool) {
        var lifecycle = Lifecycle()
        _ = lifecycle.install(owner: "owner", stack: ["root"], current: .app("app"))
        let current: Slot = appDelegateInPlace ? .app("other") : .proxy
        #expect(lifecycle.ownerDeallocated(current: current) == (appDelegateInPlace ? .leaveAppDelegate : .restoreOriginal))
        #expect(lifecycle.phase == .uninstalled)
        #expect(lifecycle.owner == nil)
    }

    @Test func anOwnerThatNeverArrivesKeepsTheProxyInstalled() {
        var lifecycle = Lifecycle()
        _ = lifecycle.install(owner: "owner", stack: ["root"], current: .none)
        for stack in [["root", "a"], ["root"], ["other"]] {
            #expect(lifecycle.willShow(stack: stack, current: .proxy, isInteractive: true) == .none)
            #expect(lifecycle.transitionEnded(cancelled: false, stack: stack, current: .proxy) == .none)
            #expect(lifecycle.didShow(stack: stack, current: .proxy) == .none)
        }
        #expect(lifecycle.phase == .installed)
        #expect(lifecycle.isOwnerPending)
    }

    @Test func theOwnersViewEnteringAWindowIsAnArrival() {
        var lifecycle = Lifecycle()
        _ = lifecycle.install(owner: "owner", stack: ["root"], current: .none)
        // Pushed while another delegate held the property: the proxy saw no willShow, only the appearance.
        #expect(lifecycle.ownerAppeared(stack: ["root", "owner"], current: .proxy) == .none)
        #expect(!lifecycle.isOwnerPending)
        #expect(lifecycle.reconcile(stack: ["root"], current: .proxy, isTransitionRunning: false) == .restoreOriginal)
    }

    @Test func installingAgainWithAnotherOwnerOnItsWayKeepsTheOneInTheStack() {
        var lifecycle = Self.installed()
        _ = lifecycle.install(owner: "next", stack: ["root", "owner"], current: .proxy)
        #expect(lifecycle.owner == "owner")
        #expect(!lifecycle.isOwnerPending)
        var pending = Lifecycle()
        _ = pending.install(owner: "next", stack: ["root"], current: .proxy)
        _ = pending.install(owner: "root", stack: ["root"], current: .proxy)
        #expect(pending.owner == "root", "a screen in the stack keeps the proxy longer than one on its way")
        #expect(!pending.isOwnerPending)
    }

    @Test func installTwiceDoesNotNestAndKeepsTheOriginal() {
        var lifecycle = Self.installed()
        // The second install sees the proxy as delegate.
        #expect(lifecycle.install(owner: "owner", stack: ["root", "owner"], current: .proxy) == .none)
        #expect(lifecycle.phase == .installed)
        #expect(lifecycle.original == "app")
    }

    @Test func installAgainAdoptsADelegateTheAppAssignedUnseen() {
        var lifecycle = Self.installed()
        #expect(
            lifecycle.install(owner: "owner", stack: ["root", "owner"], current: .app("other"))
                == .saveOriginalAndAssignProxy)
        #expect(lifecycle.original == "other")
    }

    @Test(
        arguments: [
            ("A", String?.none, ["root", "A"], String?.none),
            (nil, "A", ["root", "A"], nil),
            ("B", "A", ["root", "A", "B"], "A"),
            ("A", "B", ["root", "A", "B"], "A"),
            ("gone", "B", ["root", "B"], "B"),
            ("A", "gone", ["root", "A"], "A"),
        ] as [(String?, String?, [String], String?)])
    func installAgainKeepsTheOwnerThatKeepsTheProxyLonger(first: String?, second: String?, stack: [String], owner: String?) {
        var lifecycle = Lifecycle()
        _ = lifecycle.install(owner: first, stack: stack + ["gone"], current: .none)
        _ = lifecycle.install(owner: second, stack: stack, current: .proxy)
        #expect(lifecycle.owner == owner)
        #expect(lifecycle.phase == .installed)
    }

    // MARK: willShow, didShow, transitionEnded

    @Test(arguments: [false, true])
    func pushAndPopAboveTheOwnerKeepTheProxy(isInteractive: Bool) {
        var lifecycle = Self.installed()
        #expect(lifecycle.willShow(stack: ["root", "owner", "detail"], current: .proxy, isInteractive: false) == .none)
        #expect(lifecycle.didShow(stack: ["root", "owner", "detail"], current: .proxy) == .none)
        #expect(lifecycle.willShow(stack: ["root", "owner"], current: .proxy, isInteractive: isInteractive) == .none)
        #expect(lifecycle.isHandBackDeferred == false)
        #expect(lifecycle.transitionEnded(cancelled: false, stack: ["root", "owner"], current: .proxy) == .none)
        #expect(lifecycle.phase == .installed)
        #expect(lifecycle.original == "app")
    }

    @Test func ownerPoppedHandsTheOriginalBackInWillShow() {
        var lifecycle = Self.installed()
        #expect(
            lifecycle.willShow(stack: ["root"], current: .proxy, isInteractive: false)
                == .restoreOriginal)
        #expect(lifecycle.phase == .detached)
        #expect(lifecycle.owner == "owner")
        #expect(lifecycle.original == nil)
    }

    @Test func aNavigationControllerOwnerNeverHandsBackOnItsOwn() {
        var lifecycle = Self.installed(owner: nil)
        #expect(lifecycle.willShow(stack: ["other"], current: .proxy, isInteractive: false) == .none)
        #expect(lifecycle.didShow(stack: ["other"], current: .proxy) == .none)
        #expect(lifecycle.ownerDeallocated(current: .proxy) == .none)
        #expect(lifecycle.phase == .installed)
    }

    @Test(arguments: [(true, NavigationDelegatePhase.installed), (false, .detached)])
    func interactivePopOfTheOwnerDefersTheHandBackUntilItEnds(cancelled: Bool, phase: NavigationDelegatePhase) {
        var lifecycle = Self.installed()
        #expect(lifecycle.willShow(stack: ["root"], current: .proxy, isInteractive: true) == .none)
        #expect(lifecycle.phase == .installed)
        #expect(lifecycle.isHandBackDeferred)
        let stack = cancelled ? ["root", "owner"] : ["root"]
        let action = lifecycle.transitionEnded(cancelled: cancelled, stack: stack, current: .proxy)
        #expect(action == (cancelled ? .none : .restoreOriginal))
        #expect(lifecycle.phase == phase)
        #expect(lifecycle.isHandBackDeferred == false)
        #expect(lifecycle.original == (cancelled ? "app" : nil))
    }

    @Test func aCancelledPopStaysInstalledEvenIfTheStackIsNotRestoredYet() {
        var lifecycle = Self.installed()
        _ = lifecycle.willShow(stack: ["root"], current: .proxy, isInteractive: true)
        // UIKit may run the completion before `viewControllers` has the owner back: the flag decides.
        #expect(lifecycle.transitionEnded(cancelled: true, stack: ["root"], current: .proxy) == .none)
        #expect(lifecycle.phase == .installed)
        #expect(lifecycle.original == "app")
    }

    @Test func didShowBeforeTheCoordinatorCompletionFinishesADeferredHandBack() {
        var lifecycle = Self.installed()
        _ = lifecycle.willShow(stack: ["root"], current: .proxy, isInteractive: true)
        #expect(lifecycle.didShow(stack: ["root"], current: .proxy) == .restoreOriginal)
        #expect(lifecycle.phase == .detached)
        let afterDidShow = lifecycle
        #expect(lifecycle.transitionEnded(cancelled: false, stack: ["root"], current: .app("app")) == .none)
        #expect(lifecycle == afterDidShow)
    }

    @Test func aNonInteractiveWillShowSettlesAStaleDeferredHandBack() {
        var lifecycle = Self.installed()
        _ = lifecycle.willShow(stack: ["root"], current: .proxy, isInteractive: true)
        // transitionEnded never came; the next transition decides from the stack.
        #expect(
            lifecycle.willShow(stack: ["other"], current: .proxy, isInteractive: false)
                == .restoreOriginal)
        #expect(lifecycle.phase == .detached)
    }

    @Test func handingBackBehindAnUnseenAppDelegateLeavesIt() {
        var lifecycle = Self.installed()
        #expect(
            lifecycle.willShow(stack: ["root"], current: .app("other"), isInteractive: false)
                == .leaveAppDelegate)
        #expect(lifecycle.phase == .detached)
    }

    // MARK: Delegate reassigned by the app

    @Test(arguments: [
        (Slot.app("new"), NavigationDelegateAction.saveOriginalAndAssignProxy, String?.some("new")),
        (Slot.app("app"), NavigationDelegateAction.saveOriginalAndAssignProxy, String?.some("app")),
        (Slot.none, NavigationDelegateAction.saveOriginalAndAssignProxy, String?.none),
        (Slot.proxy, NavigationDelegateAction.none, String?.some("app")),
    ])
    func aDelegateAssignedWhileInstalledIsAdopted(to: Slot, action: NavigationDelegateAction, original: String?) {
        var lifecycle = Self.installed()
        #expect(lifecycle.delegateChanged(to: to) == action)
        #expect(lifecycle.phase == .installed)
        #expect(lifecycle.original == original)
    }

    @Test(arguments: [(true, NavigationDelegateAction.none), (false, .restoreOriginal)])
    func aDelegateAssignedDuringAnInteractivePopIsTheOneHandedBack(cancelled: Bool, action: NavigationDelegateAction) {
        var lifecycle = Self.installed()
        _ = lifecycle.willShow(stack: ["root"], current: .proxy, isInteractive: true)
        #expect(lifecycle.delegateChanged(to: .app("new")) == .saveOriginalAndAssignProxy)
        #expect(lifecycle.original == "new")
        #expect(lifecycle.isHandBackDeferred)
        #expect(
            lifecycle.transitionEnded(cancelled: cancelled, stack: cancelled ? ["root", "owner"] : ["root"], current: .proxy)
                == action)
        #expect(lifecycle.original == (cancelled ? "new" : nil))
    }

    @Test(arguments: [Slot.app("new"), .none, .proxy])
    func assignmentsWhileNotInstalledAreNoneOfTheProxysBusiness(to: Slot) {
        for start in [Lifecycle(), Self.detached()] {
            var lifecycle = start
            #expect(lifecycle.delegateChanged(to: to) == .none)
            #expect(lifecycle == start)
        }
    }

    // MARK: Owner deallocated, owner reappears

    @Test func ownerDeallocatedHandsBackAndForgetsTheOwner() {
        var lifecycle = Self.installed()
        #expect(lifecycle.ownerDeallocated(current: .proxy) == .restoreOriginal)
        #expect(lifecycle.phase == .uninstalled)
        #expect(lifecycle.owner == nil)
        // A later screen with the same id appearing does not bring the proxy back.
        #expect(lifecycle.ownerAppeared(stack: ["root", "owner"], current: .app("app")) == .none)
    }

    @Test func ownerDeallocatedDuringADeferredHandBackHandsBackAtOnce() {
        var lifecycle = Self.installed()
        _ = lifecycle.willShow(stack: ["root"], current: .proxy, isInteractive: true)
        #expect(lifecycle.ownerDeallocated(current: .proxy) == .restoreOriginal)
        #expect(lifecycle.transitionEnded(cancelled: true, stack: ["root"], current: .app("app")) == .none)
        #expect(lifecycle.phase == .uninstalled)
    }

    @Test func ownerDeallocatedWhileDetachedForgetsTheOwner() {
        var lifecycle = Self.detached()
        #expect(lifecycle.ownerDeallocated(current: .app("app")) == .none)
        #expect(lifecycle.phase == .uninstalled)
        #expect(lifecycle.owner == nil)
    }

    @Test func ownerReappearingInstallsAgainWithTheThenCurrentDelegate() {
        var lifecycle = Self.detached()
        #expect(lifecycle.ownerAppeared(stack: ["root"], current: .app("later")) == .none)
        #expect(lifecycle.phase == .detached)
        #expect(
            lifecycle.ownerAppeared(stack: ["root", "owner"], current: .app("later"))
                == .saveOriginalAndAssignProxy)
        #expect(lifecycle.phase == .installed)
        #expect(lifecycle.owner == "owner")
        #expect(lifecycle.original == "later")
    }

    // MARK: Uninstall

    @Test(arguments: [
        (Slot.proxy, NavigationDelegateAction.restoreOriginal),
        (Slot.app("other"), NavigationDelegateAction.leaveAppDelegate),
        (Slot.none, NavigationDelegateAction.leaveAppDelegate),
    ])
    func uninstallHandsBackOnlyWhenTheProxyIsTheDelegate(current: Slot, action: NavigationDelegateAction) {
        var lifecycle = Self.installed()
        #expect(lifecycle.uninstall(current: current) == action)
        #expect(lifecycle.phase == .uninstalled)
        #expect(lifecycle.owner == nil)
        #expect(lifecycle.uninstall(current: current) == .none)
        #expect(lifecycle == Lifecycle())
    }

    @Test func uninstallWhileDetachedStopsWaitingForTheOwner() {
        var lifecycle = Self.detached()
        #expect(lifecycle.uninstall(current: .app("app")) == .none)
        #expect(lifecycle.phase == .uninstalled)
        #expect(lifecycle.ownerAppeared(stack: ["root", "owner"], current: .app("app")) == .none)
    }

    // MARK: Illogical events

    enum Start: String, CaseIterable { case fresh, installed, detached }

    enum Event: String, CaseIterable {
        case willShow, didShow, transitionEnded, delegateChanged, ownerDeallocated, ownerAppeared, uninstall
    }

    static func lifecycle(_ start: Start) -> Lifecycle {
        switch start {
        case .fresh: return Lifecycle()
        case .installed: return installed()
        case .detached: return detached()
        }
    }

    /// Every pairing that the rules call illogical, each must return `.none` and change nothing.
    @Test(arguments: [
        (Start.fresh, Event.willShow), (.fresh, .didShow), (.fresh, .transitionEnded), (.fresh, .delegateChanged),
        (.fresh, .ownerDeallocated), (.fresh, .ownerAppeared), (.fresh, .uninstall),
        (.detached, .willShow), (.detached, .didShow), (.detached, .transitionEnded), (.detached, .delegateChanged),
        (.installed, .transitionEnded), (.installed, .ownerAppeared),
    ])
    func illogicalEventsAreNoOps(start: Start, event: Event) {
        var lifecycle = Self.lifecycle(start)
        let before = lifecycle
        let stack = ["root", "owner"]
        let action: NavigationDelegateAction
        switch event {
        case .willShow: action = lifecycle.willShow(stack: ["root"], current: .app("app"), isInteractive: false)
        case .didShow: action = lifecycle.didShow(stack: ["root"], current: .app("app"))
        case .transitionEnded: action = lifecycle.transitionEnded(cancelled: false, stack: ["root"], current: .proxy)
        case .delegateChanged: action = lifecycle.delegateChanged(to: .app("new"))
        case .ownerDeallocated: action = lifecycle.ownerDeallocated(current: .app("app"))
        case .ownerAppeared: action = lifecycle.ownerAppeared(stack: stack, current: .proxy)
        case .uninstall: action = lifecycle.uninstall(current: .app("app"))
        }
        #expect(action == .none)
        #expect(lifecycle == before)
    }

    // MARK: didShow and reconcile

    /// didShow ends an interactive transition whose coordinator completion has not come (yet): the flag
    /// that freezes the system swipe back is cleared, and the proxy stays when the owner is still there.
    @Test func didShowClearsTheInteractiveFlag() {
        var lifecycle = Self.installed()
        _ = lifecycle.willShow(stack: ["root", "owner"], current: .proxy, isInteractive: true)
        #expect(lifecycle.isInteractiveTransitionRunning)
        #expect(lifecycle.didShow(stack: ["root", "owner"], current: .proxy) == .none)
        #expect(lifecycle.isInteractiveTransitionRunning == false)
        #expect(lifecycle.isHandBackDeferred == false)
        #expect(lifecycle.phase == .installed)
    }

    @Test func reconcileWhileATransitionRunsOnlyAdopts() {
        var lifecycle = Self.installed()
        _ = lifecycle.willShow(stack: ["root"], current: .proxy, isInteractive: true)
        #expect(
            lifecycle.reconcile(stack: ["root"], current: .app("new"), isTransitionRunning: true) == .saveOriginalAndAssignProxy)
        #expect(lifecycle.original == "new")
        #expect(lifecycle.isHandBackDeferred, "the transition's end decides")
        #expect(lifecycle.reconcile(stack: ["root"], current: .proxy, isTransitionRunning: true) == .none)
    }

    @Test(arguments: [(["root", "owner"], NavigationDelegatePhase.installed), (["root"], .detached)])
    func reconcileWithNoTransitionEndsAStaleOneAndNoticesAnOwnerThatLeft(stack: [String], phase: NavigationDelegatePhase) {
        var lifecycle = Self.installed()
        _ = lifecycle.willShow(stack: ["root"], current: .proxy, isInteractive: true)
        let action = lifecycle.reconcile(stack: stack, current: .proxy, isTransitionRunning: false)
        #expect(action == (phase == .installed ? .none : .restoreOriginal))
        #expect(lifecycle.phase == phase)
        #expect(lifecycle.isInteractiveTransitionRunning == false)
    }

    @Test func reconcileHandsBackBehindTheAppsDelegateWhenTheOwnerLeftUnseen() {
        var lifecycle = Self.installed()
        #expect(lifecycle.reconcile(stack: ["root"], current: .app("other"), isTransitionRunning: false) == .leaveAppDelegate)
        #expect(lifecycle.phase == .detached)
        #expect(
            lifecycle.reconcile(stack: ["root", "owner"], current: .app("other"), isTransitionRunning: false) == .none,
            "detached: the owner's appearance installs again, not a reconcile")
    }

    @Test func reconcileOfANavigationControllerOwnerOnlyAdopts() {
        var lifecycle = Self.installed(owner: nil)
        #expect(lifecycle.reconcile(stack: ["other"], current: .proxy, isTransitionRunning: false) == .none)
        #expect(lifecycle.reconcile(stack: [], current: .app("x"), isTransitionRunning: false) == .saveOriginalAndAssignProxy)
        #expect(lifecycle.phase == .installed)
    }

    @Test func replaceOriginalOnlyWhileInstalled() {
        var lifecycle = Self.installed()
        lifecycle.replaceOriginal(with: "displaced")
        #expect(lifecycle.original == "displaced")
        var detached = Self.detached()
        let before = detached
        detached.replaceOriginal(with: "x")
        #expect(detached == before)
    }

    @Test(arguments: [DelegateSlot<String>.proxy, .wrapper("w")])
    func aWrapperReachesTheProxyAsTheProxyDoes(current: DelegateSlot<String>) {
        #expect(current.reachesProxy)
        #expect(current.appDelegate == nil)
        var lifecycle = Lifecycle()
        #expect(lifecycle.install(owner: nil, stack: ["root"], current: current) == .none)
        #expect(lifecycle.uninstall(current: current) == .restoreOriginal)
        #expect(!DelegateSlot<String>.app("a").reachesProxy && !DelegateSlot<String>.none.reachesProxy)
    }
}
