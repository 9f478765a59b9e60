import Foundation
import Testing
@testable import NavTransitions

@Suite("InteractionSession")
struct InteractionSessionTests {
    /// One event the UIKit layer reports, so that tests read as event sequences.
    enum Event: Sendable, CustomTestStringConvertible {
        case began(CGFloat?)
        case changed(CGFloat)
        case ended(CGFloat, velocity: CGFloat)
        case cancelled
        case started
        case completed(Bool)

        /// Reports the event to `session` (a swipe back: translation and velocity along x).
        func apply(to session: inout InteractionSession) -> InteractionCommands {
            switch self {
            case let .began(progress): return session.gestureBegan(currentProgress: progress)
            case let .changed(x): return session.gestureChanged(translation: CGPoint(x: x, y: 3))
            case let .ended(x, velocity):
                return session.gestureEnded(translation: CGPoint(x: x, y: 3), velocity: CGPoint(x: velocity, y: -20))
            case .cancelled: return session.gestureCancelled()
            case .started: return session.transitionStarted()
            case .completed: return session.transitionCompleted()
            }
        }

        var testDescription: String {
            switch self {
            case let .began(progress): return "began(\(progress.map { "\($0)" } ?? "nil"))"
            case let .changed(x): return "changed(\(x))"
            case let .ended(x, velocity): return "ended(\(x), v: \(velocity))"
            case .cancelled: return "cancelled"
            case .started: return "started"
            case let .completed(finished): return "completed(\(finished))"
            }
        }
    }

    /// A swipe back over 375 points.
    static let tracker = InteractiveTransitionTracker(direction: .right, distance: 375)

    /// A session that has been through `events`.
    static func session(after events: [Event]) -> InteractionSession {
        var session = InteractionSession(tracker: tracker)
        for event in events { _ = event.apply(to: &session) }
        return session
    }

    /// Applies `event` to `session` and checks the commands (payloads within tolerance) and the phase after it.
    static func expect(
        _ session: inout InteractionSession,
        _ event: Event,
        gives expected: [InteractionCommand],
        phase: InteractionSession.Phase,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let commands = event.apply(to: &session)
        #expect(
            InteractionTolerance.isClose(commands, expected),
            "\(event.testDescription) gave \(Array(commands)), expected \(expected)",
            sourceLocation: sourceLocation
        )
        #expect(session.phase == phase, "after \(event.testDescription)", sourceLocation: sourceLocation)
    }

    // MARK: The usual path

    @Test("a new session is idle at progress 0")
    func initialState() {
        let session = InteractionSession(tracker: Self.tracker)
        #expect(session.phase == .idle)
        #expect(session.progress == 0)
        #expect(session.tracker == Self.tracker)
    }

    @Test("began, started, changed, ended, completed")
    func usualPath() {
        var session = InteractionSession(tracker: Self.tracker)
        Self.expect(&session, .began(nil), gives: [.beginTransition], phase: .waitingForTransition)
        Self.expect(&session, .changed(93.75), gives: [], phase: .waitingForTransition)
        #expect(session.progress == 0.25)
        Self.expect(&session, .started, gives: [.update(progress: 0.25)], phase: .interacting)
        Self.expect(&session, .changed(187.5), gives: [.update(progress: 0.5)], phase: .interacting)
        // 0.5 + 499 / 375 → finish; 1000 / 187.5 = 5.333…
        Self.expect(
            &session, .ended(187.5, velocity: 1_000), gives: [.finish(initialVelocity: 1_000 / 187.5)],
            phase: .settling(.finish))
        #expect(session.progress == 0.5)
        Self.expect(&session, .completed(true), gives: [], phase: .idle)
        #expect(session.progress == 0)
    }

    @Test("a transition that starts before the finger moves catches up to progress 0")
    func startWithoutMovement() {
        var session = Self.session(after: [.began(nil)])
        Self.expect(&session, .started, gives: [.update(progress: 0)], phase: .interacting)
    }

    @Test("a slow release at 60% moving back cancels")
    func slowReleaseCancels() {
        var session = Self.session(after: [.began(nil), .started, .changed(225)])
        // 0.6 − 99.8 / 375 = 0.334 → cancel; 200 / 225 = 0.888…
        Self.expect(
            &session, .ended(225, velocity: -200), gives: [.cancel(initialVelocity: 200.0 / 225)],
            phase: .settling(.cancel))
        Self.expect(&session, .completed(false), gives: [], phase: .idle)
    }

    @Test("a system cancellation while interacting cancels with velocity 0")
    func systemCancelWhileInteracting() {
        var session = Self.session(after: [.began(nil), .started, .changed(150)])
        Self.expect(&session, .cancelled, gives: [.cancel(initialVelocity: 0)], phase: .settling(.cancel))
        #expect(InteractionTolerance.isClose(session.progress, 0.4))
    }

    // MARK: The gesture ends before UIKit starts the transition

    @Test("a flick that ends before the transition starts finishes once it starts")
    func flickEndsBeforeStart() {
        var session = Self.session(after: [.began(nil)])
        Self.expect(&session, .changed(37.5), gives: [], phase: .waitingForTransition)
        Self.expect(&session, .ended(37.5, velocity: 1_000), gives: [], phase: .waitingForTransition)
        #expect(InteractionTolerance.isClose(session.progress, 0.1))
        // Catch up to 10%, then finish: 1000 / (0.9 * 375) = 2.962…
        Self.expect(
            &session, .started, gives: [.update(progress: 0.1), .finish(initialVelocity: 1_000 / 337.5)],
            phase: .settling(.finish))
        Self.expect(&session, .completed(true), gives: [], phase: .idle)
    }

    @Test("a short drag back that ends before the transition starts cancels once it starts")
    func dragEndsBeforeStartCancels() {
        var session = Self.session(after: [.began(nil), .changed(30)])
        Self.expect(&session, .ended(30, velocity: -500), gives: [], phase: .waitingForTransition)
        // 0.08 − 249.5 / 375 → cancel; 500 / (0.08 * 375) = 16.666…
        Self.expect(
            &session, .started, gives: [.update(progress: 0.08), .cancel(initialVelocity: 500.0 / 30)],
            phase: .settling(.cancel))
    }

    @Test("a system cancellation before the transition starts cancels once it starts")
    func systemCancelBeforeStart() {
        var session = Self.session(after: [.began(nil), .changed(75)])
        Self.expect(&session, .cancelled, gives: [], phase: .waitingForTransition)
        Self.expect(
            &session, .started, gives: [.update(progress: 0.2), .cancel(initialVelocity: 0)],
            phase: .settling(.cancel))
    }

    @Test("a new gesture before the transition starts replaces the released one")
    func newGestureReplacesPendingRelease() {
        var session = Self.session(after: [.began(nil), .changed(37.5), .ended(37.5, velocity: 1_000)])
        Self.expect(&session, .began(nil), gives: [], phase: .waitingForTransition)
        #expect(session.progress == 0)
        Self.expect(&session, .started, gives: [.update(progress: 0)], phase: .interacting)
        Self.expect(&session, .changed(93.75), gives: [.update(progress: 0.25)], phase: .interacting)
    }

    // MARK: Grabbing a settling transition

    @Test("a gesture that grabs a settling transition pauses it and tracks from the animator's progress")
    func grabWhileSettling() {
        var session = Self.session(after: [.began(nil), .started, .changed(300)])
        Self.expect(&session, .ended(300, velocity: 0), gives: [.finish(initialVelocity: 0)], phase: .settling(.finish))
        Self.expect(&session, .began(0.9), gives: [.pauseForGrab], phase: .interacting)
        #expect(session.progress == 0.9)
        // 0.9 − 150 / 375 = 0.5
        Self.expect(&session, .changed(-150), gives: [.update(progress: 0.5)], phase: .interacting)
        // 0.5 − 149.7 / 375 = 0.1008 → cancel; 300 / (0.5 * 375) = 1.6
        Self.expect(
            &session, .ended(-150, velocity: -300), gives: [.cancel(initialVelocity: 1.6)],
            phase: .settling(.cancel))
        Self.expect(&session, .completed(false), gives: [], phase: .idle)
    }

    @Test("a grabbed transition can be thrown forward again and its progress is clamped")
    func grabAndThrowForward() {
        var session = Self.session(after: [.began(nil), .started, .changed(150), .ended(150, velocity: 0)])
        #expect(session.phase == .settling(.cancel))
        Self.expect(&session, .began(0.3), gives: [.pauseForGrab], phase: .interacting)
        Self.expect(&session, .changed(-200), gives: [.update(progress: 0)], phase: .interacting)
        Self.expect(&session, .changed(375), gives: [.update(progress: 1)], phase: .interacting)
        // 0.3 + 75 / 375 = 0.5, + 499 / 375 → finish; 1000 / 187.5 = 5.333…
        Self.expect(
            &session, .ended(75, velocity: 1_000), gives: [.finish(initialVelocity: 1_000 / 187.5)],
            phase: .settling(.finish))
    }

    @Test(
        "the grabbed progress is clamped, and a non-finite one falls back to the release progress",
        arguments: [
            (CGFloat(1.5), CGFloat(1)),
            (-0.2, 0),
            (.nan, 0.8),
            (.infinity, 0.8),
        ] as [(CGFloat, CGFloat)])
    func grabbedProgressIsSanitized(current: CGFloat, expected: CGFloat) {
        var session = Self.session(after: [.began(nil), .started, .changed(300), .ended(300, velocity: 0)])
        Self.expect(&session, .began(current), gives: [.pauseForGrab], phase: .interacting)
        #expect(InteractionTolerance.isClose(session.progress, expected))
    }

    @Test("a gesture beginning while settling without a progress is ignored, and so is the rest of it")
    func grabWithoutProgressIsIgnored() {
        var session = Self.session(after: [.began(nil), .started, .changed(300), .ended(300, velocity: 0)])
        Self.expect(&session, .began(nil), gives: [], phase: .settling(.finish))
        Self.expect(&session, .changed(-300), gives: [], phase: .settling(.finish))
        Self.expect(&session, .ended(-300, velocity: -2_000), gives: [], phase: .settling(.finish))
        Self.expect(&session, .completed(true), gives: [], phase: .idle)
    }

    // MARK: Events in an illogical order

    @Test(
        "events that make no sense while idle are ignored",
        arguments: [
            Event.changed(100), .ended(100, velocity: 1_000), .cancelled, .started, .completed(true), .completed(false),
        ])
    func idleIgnores(event: Event) {
        var session = InteractionSession(tracker: Self.tracker)
        Self.expect(&session, event, gives: [], phase: .idle)
        #expect(session == InteractionSession(tracker: Self.tracker))
    }

    /// A history, an event that makes no sense after it, and the phase that must remain.
    static let ignoredEvents: [([Event], Event, InteractionSession.Phase)] = [
        ([.began(nil)], .began(nil), .waitingForTransition),
        ([.began(nil)], .began(0.5), .waitingForTransition),
        ([.began(nil), .ended(30, velocity: 0)], .changed(100), .waitingForTransition),
        ([.began(nil), .ended(30, velocity: 0)], .ended(100, velocity: 1_000), .waitingForTransition),
        ([.began(nil), .ended(30, velocity: 0)], .cancelled, .waitingForTransition),
        ([.began(nil), .started], .started, .interacting),
        ([.began(nil), .started], .began(nil), .interacting),
        ([.began(nil), .started], .began(0.4), .interacting),
        ([.began(nil), .started, .ended(300, velocity: 0)], .ended(300, velocity: 0), .settling(.finish)),
        ([.began(nil), .started, .ended(300, velocity: 0)], .changed(10), .settling(.finish)),
        ([.began(nil), .started, .ended(300, velocity: 0)], .cancelled, .settling(.finish)),
        ([.began(nil), .started, .ended(300, velocity: 0)], .started, .settling(.finish)),
        ([.began(nil), .started, .ended(300, velocity: 0), .completed(true)], .ended(300, velocity: 0), .idle),
        ([.began(nil), .started, .ended(300, velocity: 0), .completed(true)], .completed(true), .idle),
    ]

    @Test("an event that makes no sense after a history is a no-op", arguments: ignoredEvents)
    func illogicalEventIsNoOp(history: [Event], event: Event, phase: InteractionSession.Phase) {
        var session = Self.session(after: history)
        let before = session
        Self.expect(&session, event, gives: [], phase: phase)
        #expect(session == before)
    }

    @Test("a second end is ignored: the first decision stands")
    func endedTwice() {
        var session = Self.session(after: [.began(nil), .started, .changed(37.5)])
        Self.expect(
            &session, .ended(37.5, velocity: 1_000), gives: [.finish(initialVelocity: 1_000 / 337.5)],
            phase: .settling(.finish))
        Self.expect(&session, .ended(0, velocity: -5_000), gives: [], phase: .settling(.finish))
    }

    @Test("a completion while interacting ends the session; the rest of the gesture is ignored")
    func completedWhileInteracting() {
        var session = Self.session(after: [.began(nil), .started, .changed(100)])
        Self.expect(&session, .completed(false), gives: [], phase: .idle)
        Self.expect(&session, .changed(200), gives: [], phase: .idle)
        Self.expect(&session, .ended(200, velocity: 1_000), gives: [], phase: .idle)
    }

    @Test("a begin that started no transition is reported as a completion, and the next gesture begins again")
    func beginWithoutTransition() {
        var session = Self.session(after: [.began(nil), .changed(50)])
        Self.expect(&session, .completed(false), gives: [], phase: .idle)
        Self.expect(&session, .ended(50, velocity: 0), gives: [], phase: .idle)
        Self.expect(&session, .began(nil), gives: [.beginTransition], phase: .waitingForTransition)
    }

    @Test(
        "every sequence of up to five events gives sane commands",
        arguments: [
            Event.began(nil), .began(0.7), .changed(150), .changed(-400), .ended(30, velocity: 2_000),
            .ended(300, velocity: -1_000), .cancelled, .started, .completed(true),
        ])
    func exhaustiveSequences(first: Event) {
        let alphabet: [Event] = [
            .began(nil), .began(0.7), .changed(150), .changed(.nan), .ended(30, velocity: 2_000),
            .ended(300, velocity: -.infinity), .cancelled, .started, .completed(true),
        ]
        var histories: [[Event]] = [[first]]
        for _ in 0..<4 {
            histories = histories.flatMap { history in alphabet.map { history + [$0] } }
        }
        for history in histories {
            var session = InteractionSession(tracker: Self.tracker)
            for event in history {
                let phaseBefore = session.phase
                let commands = event.apply(to: &session)
                #expect(commands.count <= 2)
                #expect((0...1).contains(session.progress))
                for command in commands {
                    switch command {
                    case .beginTransition:
                        #expect(phaseBefore == .idle)
                    case .pauseForGrab:
                        #expect(phaseBefore == .settling(.finish) || phaseBefore == .settling(.cancel))
                    case let .update(progress):
                        #expect((0...1).contains(progress))
                    case let .finish(velocity), let .cancel(velocity):
                        #expect(abs(velocity) <= 30)
                        #expect(session.phase == .settling(.finish) || session.phase == .settling(.cancel))
                    }
                }
            }
        }
    }

    // MARK: Tracker and value semantics

    @Test("a replaced tracker applies from the next event")
    func replacedTracker() {
        var session = Self.session(after: [.began(nil), .started])
        session.tracker = InteractiveTransitionTracker(direction: .right, distance: 750)
        Self.expect(&session, .changed(187.5), gives: [.update(progress: 0.25)], phase: .interacting)
    }

    @Test("a pan-to-dismiss session tracks a finger moving down")
    func dismissSession() {
        var session = InteractionSession(tracker: InteractiveTransitionTracker(direction: .down, distance: 600))
        #expect(Array(session.gestureBegan()) == [.beginTransition])
        #expect(Array(session.transitionStarted()) == [.update(progress: 0)])
        #expect(Array(session.gestureChanged(translation: CGPoint(x: 40, y: 150))) == [.update(progress: 0.25)])
        let commands = session.gestureEnded(translation: CGPoint(x: 40, y: 60), velocity: CGPoint(x: 0, y: 1_000))
        // 0.1 + 499 / 600 → finish; 1000 / 540 = 1.851…
        #expect(InteractionTolerance.isClose(commands, [.finish(initialVelocity: 1_000 / 540)]))
    }

    @Test("sessions with the same history are equal, different histories are not")
    func equality() {
        let history: [Event] = [.began(nil), .started, .changed(100)]
        #expect(Self.session(after: history) == Self.session(after: history))
        #expect(Self.session(after: history) != Self.session(after: history + [.changed(101)]))
        #expect(Self.session(after: [.began(nil)]) != InteractionSession(tracker: Self.tracker))
    }
}
