import Foundation
import Testing
@testable import NavTransitions

@Suite("Zoom interaction session")
struct ZoomInteractionSessionTests {
    static let tracker = ZoomGestureTracker(containerSize: CGSize(width: 375, height: 812))
    static let home = CGPoint(x: 187.5, y: 406)

    static func fingers(dy: CGFloat = 0, scale: CGFloat = 1) -> ZoomFingers {
        ZoomFingers(location: CGPoint(x: home.x, y: home.y + dy), scale: scale)
    }

    static func session() -> ZoomInteractionSession {
        ZoomInteractionSession(tracker: tracker)
    }

    /// Whether `commands` is one `update` to `pose` and `progress`, within rounding.
    static func isUpdate(_ commands: CommandList<ZoomInteractionCommand>, _ pose: ZoomPose, _ progress: CGFloat) -> Bool {
        guard commands.count == 1, case let .update(actual, actualProgress) = commands[0] else { return false }
        return approximately(actual.offset, pose.offset, tolerance: 1e-9)
            && approximately(actual.scale, pose.scale, tolerance: 1e-12)
            && approximately(actualProgress, progress, tolerance: 1e-12)
    }

    @Test("a drag: begin, transition starts, the photo follows, a flick lands on the thumbnail")
    func dragThatDismisses() throws {
        var session = Self.session()
        #expect(session.phase == .idle)
        #expect(!session.isDriving)
        #expect(
            session.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home) == [.interactionBegan, .beginTransition])
        #expect(session.phase == .waitingForTransition)
        #expect(session.isDriving)
        #expect(session.fingersMoved(Self.fingers(dy: 50)) == [])
        // 50 down: scale 1 − 0.25 × 50/406; the grip is the centre so the offset is (0, 50).
        let waitingPose = ZoomPose(offset: CGPoint(x: 0, y: 50), scale: 1 - 0.25 * 50 / 406)
        #expect(session.pose == waitingPose)
        #expect(session.transitionStarted() == [.update(pose: waitingPose, progress: 50.0 / 406)])
        #expect(session.phase == .interacting)
        let moved = session.fingersMoved(Self.fingers(dy: 100))
        let pose = ZoomPose(offset: CGPoint(x: 0, y: 100), scale: 1 - 0.25 * 100 / 406)
        #expect(moved == [.update(pose: pose, progress: 100.0 / 406)])
        #expect(approximately(session.progress, 100.0 / 406, tolerance: 1e-12))
        let ended = session.gestureEnded(Self.fingers(dy: 100), velocity: CGPoint(x: 0, y: 1000))
        #expect(ended.count == 3)
        #expect(ended[0] == .update(pose: pose, progress: 100.0 / 406))
        #expect(ended[1] == .interactionEnded(willDismiss: true))
        guard case let .land(release) = ended[2] else {
            Issue.record("expected a landing, got \(ended[2])")
            return
        }
        #expect(release.completion == .finish)
        #expect(approximately(release.velocity.offset.y, 1000, tolerance: 1e-6))
        #expect(session.phase == .settling(.finish))
        #expect(!session.isDriving)
        #expect(session.isSettling)
        #expect(session.pose == pose)
        #expect(session.transitionCompleted(finished: true) == [])
        #expect(session.phase == .idle)
        #expect(session.pose == .home)
    }

    @Test("a pinch released at 0.75 springs back and the chrome returns")
    func pinchThatCancels() {
        var session = Self.session()
        _ = session.gestureBegan(.pinch, fingers: Self.fingers(), homeCenter: Self.home)
        _ = session.transitionStarted()
        // 0.75 is progress 0.5 exactly: not above the threshold.
        #expect(
            session.fingersMoved(Self.fingers(scale: 0.75)) == [
                .update(pose: ZoomPose(offset: .zero, scale: 0.75), progress: 0.5)
            ])
        let ended = session.gestureEnded(Self.fingers(scale: 0.75), velocity: .zero, scaleVelocity: 0)
        #expect(
            ended == [
                .update(pose: ZoomPose(offset: .zero, scale: 0.75), progress: 0.5), .interactionEnded(willDismiss: false),
                .land(
                    ZoomRelease(completion: .cancel, pose: ZoomPose(offset: .zero, scale: 0.75), velocity: .zero, progress: 0.5)),
            ])
        #expect(session.phase == .settling(.cancel))
        #expect(session.transitionCompleted(finished: false) == [])
    }

    @Test("a flick that ends before UIKit starts the transition is replayed when it starts")
    func flickBeforeStart() {
        var session = Self.session()
        _ = session.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home)
        _ = session.fingersMoved(Self.fingers(dy: 30))
        #expect(session.gestureEnded(Self.fingers(dy: 40), velocity: CGPoint(x: 0, y: 2000)) == [])
        #expect(session.phase == .waitingForTransition)
        // The pending release's pose counts, not the latest move.
        #expect(session.pose.offset == CGPoint(x: 0, y: 40))
        // Later gesture events are ignored until the transition starts.
        #expect(session.fingersMoved(Self.fingers(dy: 300)) == [])
        #expect(session.gestureEnded(Self.fingers(dy: 300), velocity: .zero) == [])
        #expect(session.gestureCancelled() == [])
        let started = session.transitionStarted()
        #expect(started.count == 3)
        #expect(started[1] == .interactionEnded(willDismiss: true))
        guard case let .land(release) = started[2] else {
            Issue.record("expected a landing")
            return
        }
        #expect(release.completion == .finish)
        #expect(release.pose.offset == CGPoint(x: 0, y: 40))
        #expect(started[0] == .update(pose: release.pose, progress: release.progress))
        #expect(session.phase == .settling(.finish))
    }

    @Test("a system cancel lands back without velocity, waiting or interacting")
    func systemCancel() {
        var interacting = Self.session()
        _ = interacting.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home)
        _ = interacting.transitionStarted()
        _ = interacting.fingersMoved(Self.fingers(dy: 300))
        let pose = interacting.pose
        #expect(
            interacting.gestureCancelled() == [
                .interactionEnded(willDismiss: false),
                .land(
                    ZoomRelease(
                        completion: .cancel, pose: pose, velocity: .zero,
                        progress: Self.tracker.progress(of: pose))),
            ])
        var waiting = Self.session()
        _ = waiting.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home)
        _ = waiting.fingersMoved(Self.fingers(dy: 300))
        #expect(waiting.gestureCancelled() == [])
        let started = waiting.transitionStarted()
        #expect(
            Array(started.dropFirst()) == [
                .interactionEnded(willDismiss: false),
                .land(
                    ZoomRelease(
                        completion: .cancel, pose: pose, velocity: .zero,
                        progress: Self.tracker.progress(of: pose))),
            ])
    }

    @Test("a transition that does not start ends the interaction, once")
    func transitionDidNotStart() {
        var session = Self.session()
        _ = session.gestureBegan(.pinch, fingers: Self.fingers(), homeCenter: Self.home)
        #expect(session.transitionDidNotStart() == [.interactionEnded(willDismiss: false)])
        #expect(session.phase == .idle)
        #expect(session.transitionDidNotStart() == [])
        // Released before the refusal: the end is still told once, as not dismissing.
        _ = session.gestureBegan(.pinch, fingers: Self.fingers(), homeCenter: Self.home)
        _ = session.gestureEnded(Self.fingers(scale: 0.2), velocity: .zero)
        #expect(session.transitionDidNotStart() == [.interactionEnded(willDismiss: false)])
        // Not applicable while interacting or settling.
        _ = session.gestureBegan(.pinch, fingers: Self.fingers(), homeCenter: Self.home)
        _ = session.transitionStarted()
        #expect(session.transitionDidNotStart() == [])
        #expect(session.phase == .interacting)
    }

    @Test("touching the landing photo grabs it from where it is")
    func grab() {
        var session = Self.session()
        _ = session.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home)
        _ = session.transitionStarted()
        _ = session.gestureEnded(Self.fingers(dy: 200), velocity: CGPoint(x: 0, y: 1500))
        // Without the flying view's pose the touch is ignored.
        #expect(session.gestureBegan(.pinch, fingers: Self.fingers(), homeCenter: Self.home) == [])
        #expect(session.isSettling)
        let grabbed = ZoomPose(offset: CGPoint(x: 0, y: 406), scale: 0.6)
        let finger = ZoomFingers(location: CGPoint(x: Self.home.x, y: Self.home.y + 406))
        #expect(
            session.gestureBegan(.drag, fingers: finger, homeCenter: Self.home, grabbedPose: grabbed) == [
                .interactionBegan, .pauseForGrab,
            ])
        #expect(session.phase == .interacting)
        #expect(session.pose == grabbed)
        // Dragged back up 406 points, held at the photo's centre: offset 0, scale 0.6 × 0.75.
        let moved = session.fingersMoved(ZoomFingers(location: Self.home))
        #expect(Self.isUpdate(moved, ZoomPose(offset: .zero, scale: 0.45), 1))
        // A grab's pose is sanitized (the scale raised to the minimum).
        var other = Self.session()
        _ = other.gestureBegan(.pinch, fingers: Self.fingers(), homeCenter: Self.home)
        _ = other.transitionStarted()
        _ = other.gestureCancelled()
        _ = other.gestureBegan(
            .pinch, fingers: Self.fingers(), homeCenter: Self.home, grabbedPose: ZoomPose(offset: .zero, scale: 0))
        #expect(other.pose.scale == ZoomGestureTracker.minimumScale)
    }

    @Test("a new gesture after a release while waiting replaces it silently")
    func replaceWhileWaiting() {
        var session = Self.session()
        _ = session.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home)
        _ = session.gestureEnded(Self.fingers(dy: 10), velocity: .zero)
        #expect(session.gestureBegan(.pinch, fingers: Self.fingers(), homeCenter: Self.home) == [])
        #expect(session.pose == .home)
        #expect(session.fingersMoved(Self.fingers(scale: 0.6)) == [])
        #expect(session.transitionStarted() == [.update(pose: ZoomPose(offset: .zero, scale: 0.6), progress: 0.8)])
    }

    @Test("a second gesture while one drives is ignored")
    func secondGesture() {
        var session = Self.session()
        _ = session.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home)
        #expect(session.gestureBegan(.pinch, fingers: Self.fingers(), homeCenter: Self.home) == [])
        _ = session.transitionStarted()
        #expect(session.gestureBegan(.pinch, fingers: Self.fingers(), homeCenter: Self.home) == [])
        #expect(session.transitionStarted() == [])
    }

    @Test("regripping keeps the photo where it is and holds it by the new fingers")
    func regrip() {
        var session = Self.session()
        _ = session.gestureBegan(.pinch, fingers: Self.fingers(), homeCenter: Self.home)
        _ = session.transitionStarted()
        _ = session.fingersMoved(Self.fingers(scale: 0.8))
        // A finger lifts: the centroid jumps 100 points right and the scale stays 0.8.
        let jumped = ZoomFingers(location: CGPoint(x: Self.home.x + 100, y: Self.home.y), scale: 0.8)
        session.fingersRegripped(jumped)
        #expect(Self.isUpdate(session.fingersMoved(jumped), ZoomPose(offset: .zero, scale: 0.8), 0.4))
        // Then pinching to 0.4 (half of 0.8) around the new centroid (anchor (100, 0), photo point 125
        // right of its centre at scale 0.8): offset = (100, 0) − (100, 0) × 0.5 = (50, 0).
        #expect(
            Self.isUpdate(
                session.fingersMoved(ZoomFingers(location: jumped.location, scale: 0.4)),
                ZoomPose(offset: CGPoint(x: 50, y: 0), scale: 0.4), 1))
        // Held off-centre (50 points right of the photo's centre), the regrip still measures from the
        // photo's centre: fingers 30 points further right at scale 0.8, then pinched to half around them.
        var offCentre = Self.session()
        let start = ZoomFingers(location: CGPoint(x: Self.home.x + 50, y: Self.home.y))
        _ = offCentre.gestureBegan(.pinch, fingers: start, homeCenter: Self.home)
        _ = offCentre.transitionStarted()
        _ = offCentre.fingersMoved(ZoomFingers(location: start.location, scale: 0.8))
        // At 0.8 around (50, 0): offset = (50, 0) − (50, 0) × 0.8 = (10, 0).
        #expect(offCentre.pose.offset.x == 10)
        let moved = ZoomFingers(location: CGPoint(x: Self.home.x + 80, y: Self.home.y), scale: 0.8)
        offCentre.fingersRegripped(moved)
        // Anchor (80, 0) from the photo's home centre; pinched to 0.4: offset = (80, 0) − (80 − 10, 0) × 0.5 = (45, 0).
        #expect(
            Self.isUpdate(
                offCentre.fingersMoved(ZoomFingers(location: moved.location, scale: 0.4)),
                ZoomPose(offset: CGPoint(x: 45, y: 0), scale: 0.4), 1))
        // The same below the centre: held 40 points down, at 0.8 the offset is (0, 40) − (0, 40) × 0.8 = (0, 8);
        // regripped 60 points down and pinched to 0.4: (0, 60) − (0, 60 − 8) × 0.5 = (0, 34).
        var below = Self.session()
        _ = below.gestureBegan(.pinch, fingers: Self.fingers(dy: 40), homeCenter: Self.home)
        _ = below.transitionStarted()
        _ = below.fingersMoved(Self.fingers(dy: 40, scale: 0.8))
        #expect(approximately(below.pose.offset.y, 8, tolerance: 1e-9))
        below.fingersRegripped(Self.fingers(dy: 60, scale: 0.8))
        #expect(
            Self.isUpdate(
                below.fingersMoved(Self.fingers(dy: 60, scale: 0.4)), ZoomPose(offset: CGPoint(x: 0, y: 34), scale: 0.4), 1))
        // While waiting too, and not at all while idle or settling.
        var waiting = Self.session()
        _ = waiting.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home)
        _ = waiting.fingersMoved(Self.fingers(dy: 100))
        waiting.fingersRegripped(Self.fingers(dy: 300))
        #expect(waiting.pose.offset == CGPoint(x: 0, y: 100))
        _ = waiting.fingersMoved(Self.fingers(dy: 300))
        #expect(waiting.pose.offset.y == 100)
        var idle = Self.session()
        idle.fingersRegripped(Self.fingers(dy: 300))
        #expect(idle == Self.session())
    }

    @Test("UIKit ending the transition under the fingers ends the interaction")
    func completedUnderTheFingers() {
        var session = Self.session()
        _ = session.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home)
        _ = session.transitionStarted()
        #expect(session.transitionCompleted(finished: true) == [.interactionEnded(willDismiss: true)])
        #expect(session.fingersMoved(Self.fingers(dy: 10)) == [])
        #expect(session.gestureEnded(Self.fingers(dy: 10), velocity: .zero) == [])
        _ = session.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home)
        #expect(session.transitionCompleted(finished: true) == [.interactionEnded(willDismiss: false)])
        #expect(session.transitionCompleted(finished: true) == [])
    }

    /// UIKit reports the end twice — `animationEnded(_:)` and the transition coordinator's completion — in
    /// either order, with either flag: the second report changes nothing.
    @Test(
        "a second report of the transition's end changes nothing",
        arguments: [
            (0, true), (0, false), (1, true), (1, false), (2, true), (2, false), (3, true), (3, false),
        ] as [(Int, Bool)])
    func secondCompletionChangesNothing(phase: Int, finished: Bool) {
        var session = Self.session()
        if phase >= 1 { _ = session.gestureBegan(.pinch, fingers: Self.fingers(scale: 0.9), homeCenter: Self.home) } // waiting
        if phase >= 2 { _ = session.transitionStarted() } // interacting
        // settling
        if phase >= 3 { _ = session.gestureEnded(Self.fingers(dy: 400, scale: 0.4), velocity: .zero, scaleVelocity: -2) }
        _ = session.transitionCompleted(finished: finished)
        let once = session
        #expect(once.phase == .idle)
        #expect(session.transitionCompleted(finished: !finished) == [])
        #expect(session.transitionCompleted(finished: finished) == [])
        #expect(session == once)
        // And the next gesture begins a new dismissal, not a grab.
        #expect(
            session.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home) == [.interactionBegan, .beginTransition])
    }

    @Test("events out of phase are ignored")
    func outOfPhase() {
        var session = Self.session()
        #expect(session.fingersMoved(Self.fingers(dy: 10)) == [])
        #expect(session.gestureEnded(Self.fingers(dy: 10), velocity: .zero) == [])
        #expect(session.gestureCancelled() == [])
        #expect(session.transitionStarted() == [])
        #expect(session.phase == .idle)
        _ = session.gestureBegan(.drag, fingers: Self.fingers(), homeCenter: Self.home)
        _ = session.transitionStarted()
        _ = session.gestureCancelled()
        #expect(session.fingersMoved(Self.fingers(dy: 10)) == [])
        #expect(session.gestureEnded(Self.fingers(dy: 10), velocity: .zero) == [])
        #expect(session.gestureCancelled() == [])
        #expect(session.transitionStarted() == [])
        #expect(session.phase == .settling(.cancel))
    }

    @Test(
        "the zoomed screen hears began and ended alternately, every began ended (seeded random walks)",
        arguments: [UInt64(7), 11, 2024, 99_991])
    func chromeNotificationsBalance(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var session = Self.session()
        var isBegun = false
        for step in 0..<2000 {
            let fingers = ZoomFingers(
                location: CGPoint(x: CGFloat(random.below(375)), y: CGFloat(random.below(812))),
                scale: CGFloat(random.below(150)) / 100)
            let gesture = random.pick(ZoomDismissalGesture.allCases) ?? .drag
            let commands: CommandList<ZoomInteractionCommand>
            switch random.below(14) {
            case 0:
                commands = session.gestureBegan(
                    gesture, fingers: fingers, homeCenter: Self.home,
                    grabbedPose: random.chance(50) ? ZoomPose(offset: .zero, scale: 0.5) : nil)
            case 9:
                commands = session.recognizerBegan(
                    gesture, fingers: fingers, touchCount: 1 + random.below(2), at: TimeInterval(step) / 60,
                    homeCenter: Self.home, containerSize: CGSize(width: 375, height: 812),
                    grabbedPose: { random.chance(50) ? ZoomPose(offset: .zero, scale: 0.5) : nil })
            case 10: commands = session.recognizerChanged(fingers, touchCount: 1 + random.below(2), at: TimeInterval(step) / 60)
            case 11:
                commands = session.recognizerEnded(
                    gesture, fingers: fingers, panVelocity: random.chance(50) ? CGPoint(x: 0, y: 900) : nil,
                    scaleVelocity: -0.5)
            case 12: commands = session.transitionRequested(started: random.chance(70), vendedThisInteraction: random.chance(80))
            case 13: commands = session.transitionStarted(canFly: random.chance(80))
            case 1, 2: commands = session.fingersMoved(fingers)
            case 3: commands = session.gestureEnded(fingers, velocity: CGPoint(x: 0, y: CGFloat(random.below(4000)) - 2000))
            case 4: commands = session.gestureCancelled()
            case 5: commands = session.transitionStarted()
            case 6: commands = session.transitionDidNotStart()
            case 7: commands = session.transitionCompleted(finished: random.chance(50))
            default:
                session.fingersRegripped(fingers)
                commands = []
            }
            for command in commands {
                switch command {
                case .interactionBegan:
                    #expect(!isBegun, "seed \(seed), step \(step): began twice")
                    isBegun = true
                case .interactionEnded:
                    #expect(isBegun, "seed \(seed), step \(step): ended without began")
                    isBegun = false
                case let .update(pose, progress):
                    #expect(pose.scale.isFinite && pose.offset.x.isFinite && pose.offset.y.isFinite, "seed \(seed), step \(step)")
                    #expect(progress >= 0 && progress <= 1, "seed \(seed), step \(step)")
                case .beginTransition, .land, .pauseForGrab, .abortTransition:
                    break
                }
            }
            // Whenever the session is idle, the zoomed screen has heard the end.
            if session.phase == .idle || session.isSettling {
                #expect(!isBegun, "seed \(seed), step \(step): \(session.phase) with the interaction not ended")
            }
        }
    }
}
