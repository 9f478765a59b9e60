import Testing
@testable import NavTransitions

private protocol Named: AnyObject {
    var name: String { get }
    /// Whether it implements the orientation methods.
    var limitsOrientations: Bool { get }
}

private final class NamedDelegate: Named {
    let name: String
    let limitsOrientations: Bool
    init(_ name: String, limitsOrientations: Bool = false) {
        self.name = name
        self.limitsOrientations = limitsOrientations
    }
}

/// A host that records each call of Core's run, in order; `onCall` lets a call run a new event (re-entrancy).
private final class RecordingProxyHost: NavigationProxyHost {
    var delegateSlots = NavigationDelegateSlots<any Named>()
    var calls: [String] = []
    var hasTransitionCoordinator = false
    var plantedFaults: NavigationProxyFaults = []
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
    var delegateAnswers = NavigationDelegateAnswers.withoutOriginal {
        didSet {
            record(
                "answers: orientations \(delegateAnswers.claimsSupportedOrientations), original \(delegateSlots.original?.name ?? "nil")"
            )
        }
    }
    func originalResponds(to call: DelegateCall) -> Bool {
        guard let original = delegateSlots.original else { return false }
        return call == .supportedInterfaceOrientations || call == .preferredInterfaceOrientation
            ? original.limitsOrientations : true
    }
    func refreshDelegateAnswers() { record("refresh answers") }
    func setInteractivePopGestureRecognizerEnabled(_ enabled: Bool) { record("system pop enabled \(enabled)") }
    func setInteractiveContentPopGestureRecognizerEnabled(_ enabled: Bool) { record("content pop enabled \(enabled)") }
    func takeSystemBackGestureDelegates() { record("take back-gesture delegates") }
    func handBackSystemBackGestureDelegates() { record("hand back back-gesture delegates") }
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

    @Test("delegate actions go through the slots and assign what they name; the answers are set before each assignment")
    func delegateActions() {
        let host = RecordingProxyHost()
        let app = NamedDelegate("app", limitsOrientations: true)
        let wrapper = NamedDelegate("wrapper")
        NavigationProxyAction.run([.adoptCurrentAndAssignProxy(displacing: false)], candidate: app, on: host)
        // UIKit reads responds(to:) when the proxy is assigned: the app's orientation answers must be there first.
        #expect(host.calls == ["answers: orientations true, original app", "delegate = proxy"])
        host.calls = []
        NavigationProxyAction.run([.keepCurrentAsWrapper(restoreDisplaced: false), .handBack], candidate: wrapper, on: host)
        #expect(
            host.calls == [
                "answers: orientations true, original app", "answers: orientations true, original app", "delegate = app",
            ])
        #expect(host.delegateSlots.wrapper === wrapper)
        host.calls = []
        NavigationProxyAction.run([.wrapWithOriginal], candidate: nil, on: host)
        #expect(
            host.calls == ["answers: orientations false, original nil", "delegate = app"],
            "the original became the wrapper; none displaced")
        withExtendedLifetime((app, wrapper)) {}
    }

    @Test("answers that change without an assignment are refreshed: the proxy is assigned afresh")
    func answersRefreshed() {
        let host = RecordingProxyHost()
        let first = NamedDelegate("first", limitsOrientations: true)
        let second = NamedDelegate("second")
        NavigationProxyAction.run([.adoptCurrentAndAssignProxy(displacing: false)], candidate: first, on: host)
        NavigationProxyAction.run([.adoptCurrentAndAssignProxy(displacing: true)], candidate: second, on: host)
        host.calls = []
        // The adopted delegate turns out to forward to the proxy: the displaced one is the original again.
        NavigationProxyAction.run([.restoreDisplacedOriginal], candidate: nil, on: host)
        #expect(host.calls == ["answers: orientations true, original first", "refresh answers"])
        host.calls = []
        NavigationProxyAction.run([.forgetWrapper], candidate: nil, on: host)
        #expect(host.calls == ["answers: orientations true, original first"], "unchanged answers: no refresh")
        withExtendedLifetime((first, second)) {}
    }

    @Test("a planted fault drops its actions in Core's run loop")
    func plantedFaults() {
        let host = RecordingProxyHost()
        host.plantedFaults = [.systemPopGestureNotPutBack, .systemBackGestureDelegatesNotTaken]
        NavigationProxyAction.run(
            [
                .setSystemPopGestureEnabled(false), .setSystemPopGestureEnabled(true), .takeSystemBackGestureDelegates,
                .setSystemContentPopGestureEnabled(true),
            ], candidate: nil, on: host)
        #expect(host.calls == ["system pop enabled false", "content pop enabled true"])
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
        NavigationProxyAction.run(
            [
                .setSystemPopGestureEnabled(false), .keepOwner, .abandonUnstartedSwipeBack, .resetStaleSwipeBack,
                .checkStackAfterCancelledPop, .forgetOwner, .setSystemPopGestureEnabled(true),
                .setSystemContentPopGestureEnabled(false),
                .takeSystemBackGestureDelegates, .handBackSystemBackGestureDelegates,
            ],
            candidate: nil, newOwner: "detail", on: host)
        #expect(
            host.calls == [
                "system pop enabled false", "keep owner detail", "abandon swipe back", "reset swipe back", "check stack",
                "forget owner", "system pop enabled true", "content pop enabled false", "take back-gesture delegates",
                "hand back back-gesture delegates",
            ])
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
