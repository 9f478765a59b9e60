import Foundation
import Testing
@testable import NavTransitions

@Suite("Grabbing a settling transition")
struct InteractionSessionGrabTests {
    @Test("a forward animator's fraction is the progress; a reversed one counts from the end")
    func grabbedProgress() {
        #expect(InteractionSession.grabbedProgress(fractionComplete: 0.3, isReversed: false) == 0.3)
        #expect(InteractionSession.grabbedProgress(fractionComplete: 0.3, isReversed: true) == 0.7)
        #expect(InteractionSession.grabbedProgress(fractionComplete: 1.4, isReversed: false) == 1)
        #expect(InteractionSession.grabbedProgress(fractionComplete: -0.2, isReversed: true) == 1)
        #expect(InteractionSession.grabbedProgress(fractionComplete: .nan, isReversed: false) == nil)
        #expect(InteractionSession.grabbedProgress(fractionComplete: .infinity, isReversed: true) == nil)
    }

    @Test("grabbing a cancelling pop at 30 % of its way back resumes tracking from 70 %")
    func grabResumesFromReversedAnimator() {
        var session = InteractionSession(tracker: InteractiveTransitionTracker(direction: .right, distance: 400))
        _ = session.gestureBegan()
        _ = session.transitionStarted()
        _ = session.gestureChanged(translation: CGPoint(x: 360, y: 0))
        _ = session.gestureEnded(translation: CGPoint(x: 360, y: 0), velocity: CGPoint(x: -3000, y: 0))
        #expect(session.phase == .settling(.cancel))
        let commands = session.gestureBegan(
            currentProgress: InteractionSession.grabbedProgress(fractionComplete: 0.3, isReversed: true))
        #expect(Array(commands) == [.pauseForGrab])
        let update = Array(session.gestureChanged(translation: CGPoint(x: 40, y: 0)))
        guard case let .update(progress)? = update.first, update.count == 1 else {
            Issue.record("expected one update, got \(update)")
            return
        }
        #expect(abs(progress - 0.8) < 1e-9)
    }

    @Test("an unreadable animator fraction resumes from the release progress, still pausing the transition")
    func grabWithUnreadableFraction() {
        var session = InteractionSession(tracker: InteractiveTransitionTracker(direction: .right, distance: 400))
        _ = session.gestureBegan()
        _ = session.transitionStarted()
        _ = session.gestureChanged(translation: CGPoint(x: 100, y: 0))
        _ = session.gestureEnded(translation: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 1500, y: 0))
        #expect(session.phase == .settling(.finish))
        let unreadable = InteractionSession.grabbedProgress(fractionComplete: .nan, isReversed: false) ?? .nan
        #expect(Array(session.gestureBegan(currentProgress: unreadable)) == [.pauseForGrab])
        #expect(session.phase == .interacting)
        #expect(session.progress == 0.25)
    }
}
