import Foundation
import Testing
@testable import NavTransitions

/// The pan interaction's Core: what UIKit does around the session (start, vend, completion) and the grab.
@Suite("PanInteractionDriver")
struct PanInteractionDriverTests {
    typealias Reading = PanInteractionDriver.AnimatorReading

    /// A driver whose pop (400 points wide) was begun and vended, started, moved to `progress` and released
    /// with `velocity` (points per second).
    static func released(at progress: CGFloat, velocity: CGFloat) -> PanInteractionDriver {
        var driver = PanInteractionDriver(direction: .right)
        _ = driver.gestureBegan(distance: 400, animator: nil)
        driver.animationControllerAssigned()
        _ = driver.beginTransitionReturned(started: true)
        _ = driver.transitionStarted()
        _ = driver.gestureChanged(translation: CGPoint(x: progress * 400, y: 0))
        _ = driver.gestureEnded(translation: CGPoint(x: progress * 400, y: 0), velocity: CGPoint(x: velocity, y: 0))
        return driver
    }

    @Test("a gesture begins a transition; vended and started, it drives it")
    func lifecycle() {
        var driver = PanInteractionDriver(direction: .right)
        #expect(!driver.isInteractive)
        #expect(driver.gestureBegan(distance: 400, animator: nil) == [.beginTransition])
        #expect(driver.isInteractive)
        driver.animationControllerAssigned()
        #expect(driver.beginTransitionReturned(started: true) == [])
        #expect(driver.transitionStarted() == [.update(progress: 0)])
        #expect(driver.hasTransitionContext)
        #expect(driver.gestureChanged(translation: CGPoint(x: 100, y: 0)) == [.update(progress: 0.25)])
        #expect(driver.gestureEnded(translation: CGPoint(x: 300, y: 0), velocity: .zero) == [.finish(initialVelocity: 0)])
        #expect(driver.isSettling && !driver.isInteractive)
        #expect(driver.readsAnimatorOnBegin)
        driver.transitionEnded(finished: true)
        #expect(!driver.isSettling && !driver.hasTransitionContext)
    }

    @Test("nothing started: back to idle at once")
    func notStarted() {
        var driver = PanInteractionDriver(direction: .right)
        _ = driver.gestureBegan(distance: 400, animator: nil)
        #expect(driver.beginTransitionReturned(started: false) == [])
        #expect(!driver.isInteractive)
    }

    @Test("started but not vended yet: one more main-queue turn, then idle unless vended or started")
    func lateVend() {
        var waiting = PanInteractionDriver(direction: .right)
        _ = waiting.gestureBegan(distance: 400, animator: nil)
        #expect(waiting.beginTransitionReturned(started: true) == [.checkVendingNextTurn])
        #expect(waiting.isInteractive)

        var neverVended = waiting
        #expect(neverVended.vendingCheckTurn() == [])
        #expect(!neverVended.isInteractive)

        var vendedLate = waiting
        vendedLate.animationControllerAssigned()
        _ = vendedLate.vendingCheckTurn()
        #expect(vendedLate.isInteractive)

        var startedLate = waiting
        _ = startedLate.transitionStarted()
        _ = startedLate.vendingCheckTurn()
        #expect(startedLate.isInteractive)
    }

    @Test("a vend while idle changes nothing; a second begin report is ignored")
    func vendOutsideAGesture() {
        var driver = PanInteractionDriver(direction: .right)
        driver.animationControllerAssigned()
        _ = driver.gestureBegan(distance: 400, animator: nil)
        #expect(driver.beginTransitionReturned(started: true) == [.checkVendingNextTurn], "an earlier vend does not count")
        _ = driver.transitionStarted()
        #expect(driver.beginTransitionReturned(started: false) == [], "after the start, too late to give up")
        #expect(driver.isInteractive)
    }

    @Test("a transition that ended elsewhere forgets a gesture still waiting without a context, not one that runs")
    func endedElsewhere() {
        var waiting = PanInteractionDriver(direction: .right)
        _ = waiting.gestureBegan(distance: 400, animator: nil)
        waiting.transitionEndedElsewhere()
        #expect(!waiting.isInteractive)

        var running = Self.released(at: 0.3, velocity: 0)
        running.transitionEndedElsewhere()
        #expect(running.isSettling)
    }

    @Test("a transition gone without its completion resets a driver that holds a context, and only that")
    func gone() {
        var settling = Self.released(at: 0.3, velocity: 0)
        settling.transitionGone()
        #expect(!settling.isSettling && !settling.hasTransitionContext)
        #expect(settling.gestureBegan(distance: 400, animator: nil) == [.beginTransition])

        var waiting = PanInteractionDriver(direction: .right)
        _ = waiting.gestureBegan(distance: 400, animator: nil)
        waiting.transitionGone()
        #expect(waiting.isInteractive, "no context yet: the transition has not begun, it is not gone")
    }

    @Test("grabbing a settling pop pauses it where the animator is; a reversed animator runs forward again")
    func grab() {
        var cancelling = Self.released(at: 0.6, velocity: -1500)
        #expect(cancelling.isSettling)
        let commands = cancelling.gestureBegan(distance: 400, animator: Reading(fractionComplete: 0.7, isReversed: true))
        guard case let .runForward(fraction)? = commands.first, commands.count == 1 else {
            Issue.record("expected one runForward, got \(commands)")
            return
        }
        #expect(abs(fraction - 0.3) < 1e-12)
        #expect(cancelling.isInteractive)
        guard case let .update(progress)? = cancelling.gestureChanged(translation: CGPoint(x: 40, y: 0)).first else {
            Issue.record("expected an update")
            return
        }
        #expect(abs(progress - 0.4) < 1e-12)

        var finishing = Self.released(at: 0.3, velocity: 1500)
        #expect(finishing.gestureBegan(distance: 400, animator: Reading(fractionComplete: 0.8, isReversed: false)) == [])
        #expect(abs(finishing.progress - 0.8) < 1e-12)

        var unreachable = Self.released(at: 0.3, velocity: 1500)
        #expect(unreachable.gestureBegan(distance: 400, animator: nil) == [])
        #expect(unreachable.isSettling, "an animator that cannot be read: the settle goes on")
    }

    /// The settle bounds the answer whichever way a reversed animator reports its fraction.
    @Test(
        "grabbed progress",
        arguments: [
            // fraction, reversed, completion, release, progress
            (CGFloat(0.7), true, InteractiveCompletion.cancel, CGFloat(0.6), CGFloat?.some(0.3)), // counted from the end: 1 − 0.7
            (0.3, true, .cancel, 0.6, 0.3), // 1 − 0.3 = 0.7 is past the release: the plain fraction
            (0.1, true, .cancel, 0.5, 0.1), // 1 − 0.1 = 0.9 is outside [0, 0.5], the plain 0.1 inside
            (0.8, false, .finish, 0.3, 0.8),
            (0.1, false, .finish, 0.3, 0.3), // behind the release while finishing: clamped to it
            (1.2, false, .finish, 0.3, 1),
            (0.5, true, .finish, 0.3, 0.5), // reversed while finishing (not expected): 1 − 0.5
            (CGFloat.nan, true, .cancel, 0.6, nil),
            (CGFloat.infinity, false, .finish, 0.6, nil),
            (0.9, true, .cancel, CGFloat.nan, 0), // a NaN release counts as 0: the bounds are [0, 0]
        ] as [(CGFloat, Bool, InteractiveCompletion, CGFloat, CGFloat?)])
    func grabbedProgress(
        fraction: CGFloat, reversed: Bool, completion: InteractiveCompletion, release: CGFloat, progress: CGFloat?
    ) {
        let result = PanInteractionDriver.grabbedProgress(
            Reading(fractionComplete: fraction, isReversed: reversed), completion: completion, releaseProgress: release)
        if let progress, let result {
            #expect(abs(result - progress) < 1e-12)
        } else {
            #expect(result == nil && progress == nil)
        }
    }
}
