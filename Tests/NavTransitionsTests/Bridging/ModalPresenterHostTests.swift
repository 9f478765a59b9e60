import Testing
@testable import NavTransitions

/// A coordinator that records each call of Core's run; a presentation completes at once, a dismissal finds
/// its presenter or not, and the presenter shows another screen or not, as the test says.
private final class RecordingPresenter: ModalPresenterHost {
    var presentationBinding = PresentationBinding<Int>()
    var calls: [String] = []
    var presenterFound = true
    var reading = ModalPresentationReading(presenterFound: true, presentsAnother: false, anotherIsBeingDismissed: false)
    var otherDismissalHasTransitionCoordinator = true
    var presenterTransitionHasCoordinator = true
    var hasContent = true
    var starts = true

    func presentationReading(for id: Int) -> ModalPresentationReading {
        calls.append("read for \(id)")
        return reading
    }
    func presentAttemptDecided(_ attempt: PresentAttempt) { calls.append("attempt \(attempt)") }
    func prepareContent(for id: Int) -> Bool {
        calls.append("content for \(id)")
        return hasContent
    }
    func presentContent(_ id: Int) -> Bool {
        calls.append("present \(id)")
        guard starts else { return false }
        PresentationBinding.run(presentationBinding.presentationDidEnd(completed: true), on: self)
        return true
    }
    func resumeWhenPresenterTransitionCompletes() { calls.append("resume when the presenter's transition completes") }
    func resumeWhenOtherDismissalCompletes() { calls.append("resume when the other dismissal completes") }
    func resumeOnNextTurn() { calls.append("resume next turn") }
    func dismissPresentedScreen() -> Bool {
        calls.append("dismiss, presenter found \(presenterFound)")
        return presenterFound
    }
    func writeBinding(expecting id: Int) {
        calls.append("write \(id)")
        _ = presentationBinding.bindingWritten()
    }
    func writeBindingOnNextTurn(expecting id: Int) { calls.append("write \(id) next turn") }
    func didDismiss(_ id: Int) { calls.append("did dismiss \(id)") }
}

@Suite("PresentationBinding.run")
struct ModalPresenterHostTests {
    private func presented() -> RecordingPresenter {
        let host = RecordingPresenter()
        PresentationBinding.run(host.presentationBinding.presenterMoved(toWindow: true), on: host)
        PresentationBinding.run(host.presentationBinding.bindingChanged(1), on: host)
        return host
    }

    @Test("a present reads the presenter, decides, presents; a dismissal whose presenter is there waits for its own events")
    func presentThenDismiss() {
        let host = presented()
        #expect(host.calls == ["read for 1", "content for 1", "attempt present", "present 1"])
        #expect(host.presentationBinding.screen == .presented(1))
        PresentationBinding.run(host.presentationBinding.bindingChanged(nil), on: host)
        #expect(host.calls.last == "dismiss, presenter found true")
        #expect(host.presentationBinding.screen == .dismissing(1, interactive: false), "until UIKit reports its end")
    }

    @Test("a dismissal with no presenter left is its end, fed back at once: did dismiss, then what the binding asks now")
    func dismissWithoutPresenter() {
        let host = presented()
        host.presenterFound = false
        host.calls = []
        PresentationBinding.run(host.presentationBinding.bindingChanged(2), on: host)
        #expect(
            host.calls == [
                "dismiss, presenter found false", "did dismiss 1", "read for 2", "content for 2", "attempt present", "present 2",
            ])
        #expect(host.presentationBinding.screen == .presented(2))
    }

    @Test(
        "another screen being dismissed: wait for its coordinator, or the next turn without one; another that stays: refuse and write back"
    )
    func otherScreen() {
        let waiting = RecordingPresenter()
        waiting.reading.presentsAnother = true
        waiting.reading.anotherIsBeingDismissed = true
        PresentationBinding.run(waiting.presentationBinding.presenterMoved(toWindow: true), on: waiting)
        PresentationBinding.run(waiting.presentationBinding.bindingChanged(1), on: waiting)
        waiting.otherDismissalHasTransitionCoordinator = false
        PresentationBinding.run(waiting.presentationBinding.presenterBecameFree(), on: waiting)
        #expect(
            waiting.calls == [
                "read for 1", "attempt waitForOtherDismissal", "resume when the other dismissal completes",
                "read for 1", "attempt waitForOtherDismissal", "resume next turn",
            ])

        let refused = RecordingPresenter()
        refused.reading.presentsAnother = true
        PresentationBinding.run(refused.presentationBinding.presenterMoved(toWindow: true), on: refused)
        PresentationBinding.run(refused.presentationBinding.bindingChanged(1), on: refused)
        #expect(refused.calls == ["read for 1", "attempt refused", "write 1"])
        #expect(refused.presentationBinding.screen == .none)
    }

    @Test(
        "a presenter in its own transition: the present waits for that transition's coordinator (or the next turn), never reaching UIKit"
    )
    func presenterInTransition() {
        let host = RecordingPresenter()
        host.reading.presenterIsInTransition = true
        PresentationBinding.run(host.presentationBinding.presenterMoved(toWindow: true), on: host)
        PresentationBinding.run(host.presentationBinding.bindingChanged(1), on: host)
        host.presenterTransitionHasCoordinator = false
        PresentationBinding.run(host.presentationBinding.presenterBecameFree(), on: host)
        #expect(
            host.calls == [
                "read for 1", "attempt waitForPresenterTransition", "resume when the presenter's transition completes",
                "read for 1", "attempt waitForPresenterTransition", "resume next turn",
            ])
        host.reading.presenterIsInTransition = false
        host.calls = []
        PresentationBinding.run(host.presentationBinding.presenterBecameFree(), on: host)
        #expect(host.calls == ["read for 1", "content for 1", "attempt present", "present 1"])
        #expect(host.presentationBinding.screen == .presented(1))
    }

    @Test("a presenter out of a window: the present waits for the window, then goes ahead")
    func presenterOutOfWindow() {
        let host = RecordingPresenter()
        host.reading.presenterIsInWindow = false
        PresentationBinding.run(host.presentationBinding.presenterMoved(toWindow: true), on: host)
        PresentationBinding.run(host.presentationBinding.bindingChanged(1), on: host)
        #expect(host.calls == ["read for 1", "attempt waitForWindow"])
        #expect(host.presentationBinding.screen == .none)
        host.reading.presenterIsInWindow = true
        PresentationBinding.run(host.presentationBinding.presenterMoved(toWindow: true), on: host)
        #expect(host.presentationBinding.screen == .presented(1))
    }

    @Test("a present UIKit does not start is refused at once: the binding is written back, nothing waits for a completion")
    func presentNotStarted() {
        let host = RecordingPresenter()
        host.starts = false
        PresentationBinding.run(host.presentationBinding.presenterMoved(toWindow: true), on: host)
        PresentationBinding.run(host.presentationBinding.bindingChanged(1), on: host)
        #expect(host.calls == ["read for 1", "content for 1", "attempt present", "present 1", "attempt didNotStart", "write 1"])
        #expect(host.presentationBinding.screen == .none)
        #expect(host.presentationBinding.requested == nil)
    }

    @Test("content that is gone when the presenter is free: nothing is presented, the binding written back")
    func contentGone() {
        let host = RecordingPresenter()
        host.hasContent = false
        PresentationBinding.run(host.presentationBinding.presenterMoved(toWindow: true), on: host)
        PresentationBinding.run(host.presentationBinding.bindingChanged(1), on: host)
        #expect(host.calls == ["read for 1", "content for 1", "attempt contentGone", "write 1"])
        #expect(host.presentationBinding.screen == .none)
    }

    @Test("each other action is its one call, in order")
    func order() {
        let host = RecordingPresenter()
        PresentationBinding.run([.writeBindingOnNextTurn(expecting: 2), .didDismiss(2), .writeBinding(expecting: 3)], on: host)
        #expect(host.calls == ["write 2 next turn", "did dismiss 2", "write 3"])
    }
}
