import Testing
@testable import NavTransitions

private protocol Named: AnyObject {
    var name: String { get }
}

private final class NamedDelegate: Named {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A host that records each call of Core's run, in order; `onCall` lets a call run a new event (re-entrancy).
private final class RecordingProxyHost: NavigationProxyHost {
    var delegateSlots = NavigationDelegateSlots<any Named>()
    var calls: [String] = []
    var hasTransitionCoordinator = false
    var onCall: ((String) -> Void)?

    private func record(_ call: String) {
        calls.append(call)
        onCall?(call)
    }

    func loadViews(owner: String?) { record("load views, owner \(owner ?? "none")") }
    func observeDelegate() { record("observe delegate") }
    func installProxy(owner: String?) { record("install, owner \(owner ?? "none")") }
    func assignProxyAsDelegate() { record("delegate = proxy") }
    func assignDelegate(_ delegate: (any Named)?) { record("delegate = \(delegate?.name ?? "nil")") }
    func delegateSlotsChanged() { record("slots changed, original \(delegateSlots.original?.name ?? "nil")") }
    func setInteractivePopGestureRecognizerEnabled(_ enabled: Bool) { record("system pop enabled \(enabled)") }
    func observeTransitionCoordinatorCompletion() { record("observe coordinator") }
    func transitionEndedWithoutCoordinator(cancelled: Bool) { record("ended now, cancelled \(cancelled)") }
    func abandonUnstartedSwipeBack() { record("abandon swipe back") }
    func resetStaleSwipeBack() { record("reset swipe back") }
    func keepOwner(_ owner: String?) { record("keep owner \(owner ?? "none")") }
    func forgetOwner() { record("forget owner") }
    func checkStackAfterCancelledPop() { record("check stack") }
}

@Suite("NavigationProxyAction.run")
struct NavigationProxyHostTests {
    @Test("the install steps run in Core's order, with the owner")
    func installSteps() {
        let host = RecordingProxyHost()
        NavigationProxyState<ObjectIdentifier, ObjectIdentifier, ObjectIdentifier>.runInstallSteps(owner: "detail", on: host)
        #expect(host.calls == ["load views, owner detail", "observe delegate", "install, owner detail"])
    }

    @Test("delegate actions go through the slots and assign what they name; every one reports the change")
    func delegateActions() {
        let host = RecordingProxyHost()
        let app = NamedDelegate("app")
        let wrapper = NamedDelegate("wrapper")
        NavigationProxyAction.run([.adoptCurrentAndAssignProxy(displacing: false)], candidate: app, on: host)
        #expect(host.calls == ["delegate = proxy", "slots changed, original app"])
        host.calls = []
        NavigationProxyAction.run([.keepCurrentAsWrapper(restoreDisplaced: false), .handBack], candidate: wrapper, on: host)
        #expect(host.calls == ["slots changed, original app", "delegate = app", "slots changed, original app"])
        #expect(host.delegateSlots.wrapper === wrapper)
        host.calls = []
        NavigationProxyAction.run([.wrapWithOriginal], candidate: nil, on: host)
        #expect(host.calls == ["delegate = app", "slots changed, original nil"], "the original became the wrapper; none displaced")
        withExtendedLifetime((app, wrapper)) {}
    }

    @Test("the transition's end: observed with a coordinator, reported at once (not cancelled) without one")
    func transitionEnd() {
        let host = RecordingProxyHost()
        host.hasTransitionCoordinator = true
        NavigationProxyAction.run([.observeTransitionEnd], candidate: nil, on: host)
        host.hasTransitionCoordinator = false
        NavigationProxyAction.run([.observeTransitionEnd], candidate: nil, on: host)
        #expect(host.calls == ["observe coordinator", "ended now, cancelled false"])
    }

    @Test("every other action is its one call, in the list's order; keepOwner keeps the screen being installed")
    func otherActions() {
        let host = RecordingProxyHost()
        NavigationProxyAction.run([.setSystemPopGestureEnabled(false), .keepOwner, .abandonUnstartedSwipeBack, .resetStaleSwipeBack,
                                   .checkStackAfterCancelledPop, .forgetOwner, .setSystemPopGestureEnabled(true)],
                                  candidate: nil, newOwner: "detail", on: host)
        #expect(host.calls == ["system pop enabled false", "keep owner detail", "abandon swipe back", "reset swipe back", "check stack",
                               "forget owner", "system pop enabled true"])
    }

    @Test("a call that runs a new event has its actions applied before the remaining ones")
    func reentrant() {
        let host = RecordingProxyHost()
        host.onCall = { [unowned host] call in
            guard call == "ended now, cancelled false" else { return }
            NavigationProxyAction.run([.setSystemPopGestureEnabled(true)], candidate: nil, on: host)
        }
        NavigationProxyAction.run([.observeTransitionEnd, .forgetOwner], candidate: nil, on: host)
        #expect(host.calls == ["ended now, cancelled false", "system pop enabled true", "forget owner"])
    }
}
