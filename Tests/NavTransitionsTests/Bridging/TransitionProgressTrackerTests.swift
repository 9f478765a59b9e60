import Foundation
import Testing
@testable import NavTransitions

@Suite("TransitionProgressTracker")
struct TransitionProgressTrackerTests {
    typealias Step = TransitionProgressTracker.Step

    static func progress(
        _ operation: TransitionOperation?, appearing: Bool, _ fraction: CGFloat, interactive: Bool = false
    ) -> TransitionProgress {
        TransitionProgress(operation: operation, isAppearing: appearing, fractionComplete: fraction, isInteractive: interactive)
    }

    @Test("a push by itself: the pushed screen goes from 0 to 1 over the duration, then rests shown")
    func push() {
        var tracker = TransitionProgressTracker()
        #expect(tracker.progress == .shown)
        #expect(tracker.progress.visibility == 1)
        let steps = tracker.began(.push, isAppearing: true, isInteractive: false, duration: 0.35)
        #expect(
            steps == [
                Step(progress: Self.progress(.push, appearing: true, 0), duration: 0),
                Step(progress: Self.progress(.push, appearing: true, 1), duration: 0.35),
            ])
        #expect(tracker.progress.visibility == 1)
        #expect(tracker.ended(cancelled: false) == [Step(progress: .shown, duration: 0)])
        #expect(tracker.ended(cancelled: false) == [])
    }

    @Test("the screen going away: visibility is the complement, and it rests hidden")
    func leaving() {
        var tracker = TransitionProgressTracker()
        _ = tracker.began(.push, isAppearing: false, isInteractive: false, duration: 0.5)
        #expect(tracker.progress.visibility == 0)
        let ended = tracker.ended(cancelled: false)
        #expect(ended == [Step(progress: Self.progress(nil, appearing: false, 0), duration: 0)])
        #expect(tracker.progress.visibility == 0)
    }

    @Test("a swipe back: finger by finger, then the rest of the duration; cancelled, the popped screen stays")
    func interactivePop() {
        var popped = TransitionProgressTracker()
        #expect(
            popped.began(.pop, isAppearing: false, isInteractive: true, duration: 0.4)
                == [Step(progress: Self.progress(.pop, appearing: false, 0, interactive: true), duration: 0)])
        #expect(
            popped.interactiveUpdate(0.25) == [
                Step(progress: Self.progress(.pop, appearing: false, 0.25, interactive: true), duration: 0)
            ])
        #expect(popped.progress.visibility == 0.75)
        // Released short: back to 0 over the quarter already covered.
        let back = popped.interactionEnded(finishing: false)
        #expect(back == [Step(progress: Self.progress(.pop, appearing: false, 0), duration: 0.1)])
        #expect(popped.ended(cancelled: true) == [Step(progress: Self.progress(nil, appearing: true, 0), duration: 0)])
        #expect(popped.progress.visibility == 1)

        var revealed = TransitionProgressTracker()
        _ = revealed.began(.pop, isAppearing: true, isInteractive: true, duration: 0.4)
        _ = revealed.interactiveUpdate(0.75)
        let on = revealed.interactionEnded(finishing: true)
        #expect(on.count == 1)
        #expect(on.first?.progress == Self.progress(.pop, appearing: true, 1))
        #expect(abs((on.first?.duration ?? 0) - 0.1) < 1e-12)
        _ = revealed.ended(cancelled: false)
        #expect(revealed.progress.visibility == 1)
    }

    @Test("bad input: fractions are clamped, not-a-number ignored, durations never negative; nothing runs when idle")
    func badInput() {
        var tracker = TransitionProgressTracker()
        #expect(tracker.interactiveUpdate(0.5) == [])
        #expect(tracker.interactionEnded(finishing: true) == [])
        #expect(tracker.ended(cancelled: true) == [])
        _ = tracker.began(.dismiss, isAppearing: false, isInteractive: true, duration: -1)
        #expect(tracker.interactiveUpdate(1.7).first?.progress.fractionComplete == 1)
        #expect(tracker.interactiveUpdate(-3).first?.progress.fractionComplete == 0)
        #expect(tracker.interactiveUpdate(.nan) == [])
        #expect(tracker.interactiveUpdate(.infinity) == [])
        #expect(tracker.progress.fractionComplete == 0)
        #expect(
            tracker.interactionEnded(finishing: true) == [
                Step(progress: Self.progress(.dismiss, appearing: false, 1), duration: 0)
            ])
        var infinite = TransitionProgressTracker()
        let steps = infinite.began(.present, isAppearing: true, isInteractive: false, duration: .infinity)
        #expect(steps.last?.duration == 0)
    }

    @Test("the adapter samples frames only while a gesture drives the transition; samples after the release are ignored")
    func sampling() {
        var tracker = TransitionProgressTracker()
        #expect(!tracker.followsGesture)
        _ = tracker.began(.push, isAppearing: true, isInteractive: false, duration: 0.3)
        #expect(!tracker.followsGesture)

        var swipe = TransitionProgressTracker()
        _ = swipe.began(.pop, isAppearing: false, isInteractive: true, duration: 0.4)
        #expect(swipe.followsGesture)
        #expect(
            swipe.sampled(0.3, isInteractive: true) == [
                Step(progress: Self.progress(.pop, appearing: false, 0.3, interactive: true), duration: 0)
            ])
        // The finger let go between two frames: the coordinator is no longer interactive, the sample is stale.
        #expect(swipe.sampled(0.32, isInteractive: false) == [])
        #expect(swipe.progress.fractionComplete == 0.3)
        _ = swipe.interactionEnded(finishing: true)
        #expect(!swipe.followsGesture)
        _ = swipe.ended(cancelled: false)
        #expect(!swipe.followsGesture)
        #expect(swipe.sampled(0.5, isInteractive: true) == [])
    }

    @Test("an interactive transition that a gesture picks up later keeps its progress; a new transition starts over")
    func restart() {
        var tracker = TransitionProgressTracker()
        _ = tracker.began(.dismiss, isAppearing: false, isInteractive: false, duration: 0.3)
        #expect(
            tracker.interactiveUpdate(0.4).first?.progress == Self.progress(.dismiss, appearing: false, 0.4, interactive: true))
        _ = tracker.began(.present, isAppearing: true, isInteractive: false, duration: 0.3)
        #expect(tracker.progress == Self.progress(.present, appearing: true, 1))
    }

    @Test(
        "the operation from a screen's appearance callback",
        arguments: [
            // appearing, moving in its stack, being presented/dismissed, navigation runs it → operation
            (true, true, false, true, TransitionOperation.push), // pushed
            (false, true, false, true, .pop), // popped
            (true, false, false, true, .pop), // uncovered by a pop
            (false, false, false, true, .push), // covered by a push
            (true, false, true, false, .present), // presented
            (false, false, true, false, .dismiss), // dismissed
            (true, false, false, false, .dismiss), // uncovered by a dismissal
            (false, false, false, false, .present), // covered by a presentation
            (true, false, true, true, .present), // a presented stack's root appears with it
            (false, false, true, true, .dismiss), // ... and leaves with it
        ] as [(Bool, Bool, Bool, Bool, TransitionOperation)])
    func operation(appearing: Bool, moving: Bool, presenting: Bool, navigation: Bool, expected: TransitionOperation) {
        let appearance = TransitionProgressTracker.Appearance(
            isAppearing: appearing, isMovingInNavigationStack: moving, isBeingPresentedOrDismissed: presenting,
            isNavigationTransition: navigation
        )
        #expect(TransitionProgressTracker.operation(for: appearance) == expected)
    }
}
