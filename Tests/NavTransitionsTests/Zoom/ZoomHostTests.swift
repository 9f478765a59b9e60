import Foundation
import Testing
@testable import NavTransitions

/// Records the calls Core makes on a zoom dismissal's host, in order (UIKit's `ZoomInteractiveDismissal` makes
/// the UIKit call for each).
private final class RecordingZoomHost: ZoomInteractionHost, ZoomDismissalGestureHost {
    var zoomSession = ZoomInteractionSession(tracker: ZoomGestureTracker(containerSize: CGSize(width: 400, height: 800)))
    var calls: [String] = []
    /// What `dismiss`/`pop` answers: whether a transition started, whether this interaction was vended.
    var answer: (started: Bool, vendedThisInteraction: Bool) = (true, true)
    var homeReads = 0
    var grabReads = 0

    func beginZoomDismissal() -> (started: Bool, vendedThisInteraction: Bool) {
        calls.append("begin")
        return answer
    }

    func zoomInteractionDidBegin() { calls.append("didBegin") }
    func zoomInteractionDidEnd(willDismiss: Bool) { calls.append("didEnd(\(willDismiss))") }
    func moveFlight(to pose: ZoomPose, progress: CGFloat) { calls.append("move") }
    func landFlight(_ release: ZoomRelease) { calls.append("land(\(release.completion))") }
    func pauseFlightForGrab() { calls.append("pause") }
    func abortZoomTransition() { calls.append("abort") }
    func install() { calls.append("install") }
    func uninstall() { calls.append("uninstall") }

    func phase(_ phase: GesturePhase, at location: CGPoint, panVelocity: CGPoint? = nil) {
        zoomRecognizer(
            phase, .drag, fingers: ZoomFingers(location: location, scale: 1), touchCount: 1, at: TimeInterval(calls.count) / 60,
            panVelocity: panVelocity, scaleVelocity: 0,
            home: { [unowned self] in
                homeReads += 1
                return (CGPoint(x: 200, y: 400), CGSize(width: 400, height: 800))
            },
            grabbedPose: { [unowned self] in
                grabReads += 1
                return nil
            })
    }
}

@Suite("Zoom hosts")
struct ZoomHostTests {
    @Test("a began phase reads the photo's home once, tells the screen, then begins the dismissal")
    func began() {
        let host = RecordingZoomHost()
        host.phase(.began, at: CGPoint(x: 200, y: 400))
        #expect(host.calls == ["didBegin", "begin"])
        #expect(host.homeReads == 1)
        #expect(host.grabReads == 0)
        host.phase(.changed, at: CGPoint(x: 200, y: 450))
        #expect(host.homeReads == 1)
    }

    @Test(
        "a dismissal that did not start, or that another object drives, ends the screen's interaction at once",
        arguments: [
            (false, false), (false, true), (true, false),
        ])
    func notStarted(started: Bool, vended: Bool) {
        let host = RecordingZoomHost()
        host.answer = (started, vended)
        host.phase(.began, at: CGPoint(x: 200, y: 400))
        #expect(host.calls == ["didBegin", "begin", "didEnd(false)"])
        #expect(!host.zoomSession.isDriving)
    }

    @Test("once UIKit starts the transition the fingers move the flight; a cancelled gesture lands back")
    func startedThenCancelled() {
        let host = RecordingZoomHost()
        host.phase(.began, at: CGPoint(x: 200, y: 400))
        host.phase(.changed, at: CGPoint(x: 200, y: 500))
        host.runZoomCommands(host.zoomSession.transitionStarted(canFly: true))
        host.phase(.changed, at: CGPoint(x: 200, y: 520))
        host.phase(.cancelled, at: CGPoint(x: 200, y: 520))
        #expect(host.calls == ["didBegin", "begin", "move", "move", "didEnd(false)", "land(cancel)"])
    }

    @Test("a transition without the zoom's animation controller is aborted at once")
    func cannotFly() {
        let host = RecordingZoomHost()
        host.phase(.began, at: CGPoint(x: 200, y: 400))
        host.runZoomCommands(host.zoomSession.transitionStarted(canFly: false))
        #expect(host.calls.prefix(3) == ["didBegin", "begin", "abort"])
        #expect(!host.zoomSession.isDriving)
    }

    @Test(
        "the gestures after a leg: installed after a finished present or push, removed after a finished dismissal",
        arguments: [
            (TransitionOperation.present, true, ["install"]), (.push, false, ["uninstall"]),
            (.dismiss, true, ["uninstall"]), (.pop, false, []),
        ])
    func afterTransition(operation: TransitionOperation, finished: Bool, expected: [String]) {
        let host = RecordingZoomHost()
        ZoomDismissalGestures.transitionEnded(operation, finished: finished, gestures: host)
        #expect(host.calls == expected)
        ZoomDismissalGestures.transitionEnded(operation, finished: finished, gestures: nil) // no gestures: nothing to do
    }

    @Test("a present or push makes a new interaction and removes the old one; a dismiss or pop keeps the screen's")
    func interactionForALeg() {
        for operation in [TransitionOperation.present, .push] {
            let old = RecordingZoomHost()
            let made = RecordingZoomHost()
            #expect(ZoomDismissalGestures.interaction(for: operation, current: old) { made } === made)
            #expect(old.calls == ["uninstall"])
            #expect(ZoomDismissalGestures.interaction(for: operation, current: nil) { made } === made)
        }
        for operation in [TransitionOperation.dismiss, .pop] {
            let current = RecordingZoomHost()
            var madeOne = false
            #expect(
                ZoomDismissalGestures.interaction(for: operation, current: current) {
                    madeOne = true
                    return RecordingZoomHost()
                } === current)
            #expect(
                ZoomDismissalGestures.interaction(for: operation, current: nil) {
                    madeOne = true
                    return RecordingZoomHost()
                } == nil)
            #expect(!madeOne)
            #expect(current.calls.isEmpty)
        }
    }
}

/// Records what Core's start and release steps ask of a zoom leg (UIKit's `ZoomFlightRun`).
private final class RecordingFlightHost: ZoomFlightHost {
    var flightControl: ZoomFlightControl
    var calls: [String] = []

    /// A dismissal to a real thumbnail (`ZoomPlanTests`' scene), driven by the fingers or not; without the
    /// thumbnail nothing follows it.
    init(isFingerDriven: Bool, hasSource: Bool) {
        flightControl = ZoomFlightControlTests.control(
            .dismiss, source: hasSource ? ZoomPlanTests.source : nil, isFingerDriven: isFingerDriven)
    }

    func pauseScreensForFingers() { calls.append("pause") }
    func startFollowingSource() { calls.append("follow") }
    func startLanding(_ landing: ZoomLanding) { calls.append("land") }
    func finishInteractiveTransition() { calls.append("finish") }
    func cancelInteractiveTransition() { calls.append("cancel") }
    func continueScreens(reversed: Bool) { calls.append("continue(reversed: \(reversed))") }
}

@Suite("Zoom flight host")
struct ZoomFlightHostTests {
    @Test("a finger-driven leg pauses for the fingers; a plain one follows the thumbnail only when asked")
    func start() {
        let driven = RecordingFlightHost(isFingerDriven: true, hasSource: true)
        driven.startFlight()
        #expect(driven.calls == ["pause"])
        let following = RecordingFlightHost(isFingerDriven: false, hasSource: true)
        following.startFlight()
        #expect(following.calls == ["follow"])
        let plain = RecordingFlightHost(isFingerDriven: false, hasSource: false)
        plain.startFlight()
        #expect(plain.calls.isEmpty)
    }

    @Test("a release lands, then finishes or cancels the context, then runs the screens forward or back")
    func release() {
        let target = ZoomPlanTests.sourceEndpoint
        let finishing = RecordingFlightHost(isFingerDriven: true, hasSource: true)
        finishing.releaseFlight(ZoomRelease(completion: .finish, pose: .home, velocity: .zero, progress: 0.6), target: target)
        #expect(finishing.calls == ["land", "finish", "continue(reversed: false)"])
        let cancelling = RecordingFlightHost(isFingerDriven: true, hasSource: true)
        cancelling.releaseFlight(ZoomRelease(completion: .cancel, pose: .home, velocity: .zero, progress: 0.1), target: target)
        #expect(cancelling.calls == ["land", "cancel", "continue(reversed: true)"])
    }
}
