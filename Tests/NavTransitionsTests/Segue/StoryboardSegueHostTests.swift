import Testing
@testable import NavTransitions

/// A host that records each call, and holds a dismissal's completion until the test runs it.
private final class RecordingSegueHost: StoryboardSegueHost {
    var calls: [String] = []
    var pendingDismissal: (() -> Void)?
    /// Whether a dismissal has a presenter to dismiss from (else its completion never comes).
    var hasPresenter = true

    func log(_ message: String) { calls.append("log \(message)") }
    func giveDestinationDefaultNavigationTransition() { calls.append("navigationTransition = .slide") }
    func installNavigationProxy() { calls.append("install proxy") }
    func push(animated: Bool) { calls.append("push animated: \(animated)") }
    func giveDestinationItsRootsModalTransition() { calls.append("modalTransition = root's") }
    func giveDestinationDefaultModalTransition() { calls.append("modalTransition = .cover(.bottom)") }
    func present(animated: Bool) { calls.append("present animated: \(animated)") }
    func dismissToDestination(animated: Bool, completion: @escaping () -> Void) {
        calls.append("dismiss animated: \(animated)")
        if hasPresenter { pendingDismissal = completion }
    }
    func popToDestination(animated: Bool) { calls.append("pop animated: \(animated)") }
}

@Suite("StoryboardSegueStep.run")
struct StoryboardSegueHostTests {
    @Test("each step is one host call, in the route's order")
    func order() {
        let host = RecordingSegueHost()
        StoryboardSegueStep.run(
            [
                .log("m"), .giveDestinationDefaultNavigationTransition, .installNavigationProxy, .push(animated: false),
                .giveDestinationItsRootsModalTransition, .giveDestinationDefaultModalTransition, .present(animated: true),
                .popToDestination(animated: true),
            ], on: host)
        #expect(
            host.calls == [
                "log m", "navigationTransition = .slide", "install proxy", "push animated: false", "modalTransition = root's",
                "modalTransition = .cover(.bottom)", "present animated: true", "pop animated: true",
            ])
    }

    @Test("the steps after a dismissal wait for its completion")
    func dismissalWaits() throws {
        let host = RecordingSegueHost()
        StoryboardSegueStep.run(
            [.dismissToDestination(animated: true), .popToDestination(animated: true), .log("after")], on: host)
        #expect(host.calls == ["dismiss animated: true"])
        let completion = try #require(host.pendingDismissal)
        completion()
        #expect(host.calls == ["dismiss animated: true", "pop animated: true", "log after"])
    }

    @Test("a dismissal that never completes (no presenter) ends the route")
    func dismissalWithoutPresenter() {
        let host = RecordingSegueHost()
        host.hasPresenter = false
        StoryboardSegueStep.run([.dismissToDestination(animated: false), .popToDestination(animated: false)], on: host)
        #expect(host.calls == ["dismiss animated: false"])
    }

    @Test("no steps, no calls")
    func empty() {
        let host = RecordingSegueHost()
        StoryboardSegueStep.run([], on: host)
        #expect(host.calls.isEmpty)
    }
}
