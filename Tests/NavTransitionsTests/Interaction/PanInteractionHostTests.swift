import Foundation
import Testing
@testable import NavTransitions

/// A host that records the calls Core makes, in order; UIKit's `PanInteractiveTransition` makes the UIKit call
/// for each.
private final class RecordingPanHost: PanInteractionHost {
    var panDriver: PanInteractionDriver
    let edge: TransitionEdge
    var hasTransitionContext = false
    var calls: [String] = []
    var findings: [UIKitAssumption] = []
    /// What the begin closure does: UIKit may vend the interaction and start the transition inside it.
    var onBegin: (RecordingPanHost) -> Bool = { _ in true }
    /// What the settling animator reads when paused; nil: it cannot be reached.
    var animatorReading: PanInteractionDriver.AnimatorReading?

    init(edge: TransitionEdge = .trailing) {
        self.edge = edge
        panDriver = PanInteractionDriver(direction: SwipeDirection.dismissal(toward: edge, layoutDirection: .leftToRight))
    }

    func beginPanTransition() -> Bool {
        calls.append("begin")
        return onBegin(self)
    }

    func updatePanTransition(_ percentComplete: CGFloat) { calls.append("update(\(percentComplete))") }
    func finishPanTransition(initialVelocity: CGFloat) { calls.append("finish") }
    func cancelPanTransition(initialVelocity: CGFloat) { calls.append("cancel") }
    func runSettlingAnimatorForward(fractionComplete: CGFloat) { calls.append("runForward(\(fractionComplete))") }

    func pauseSettlingAnimator() -> PanInteractionDriver.AnimatorReading? {
        calls.append("pause")
        return animatorReading
    }

    func checkVendingOnNextTurn() { calls.append("checkVending") }
    func reportAssumption(_ finding: AssumptionFinding?) { if let finding { findings.append(finding.assumption) } }

    /// UIKit inside the begin closure: the delegate vends the interaction, then starts it.
    static func vendsAndStarts(_ host: RecordingPanHost) -> Bool {
        host.panDriver.animationControllerAssigned()
        host.hasTransitionContext = true
        host.runPanCommands(host.panDriver.transitionStarted())
        return true
    }
}

@Suite("PanInteractionHost")
struct PanInteractionHostTests {
    @Test("a began phase resolves the edge with the view's layout direction, then begins a transition")
    func beganResolvesTheEdge() {
        for (direction, expected) in [(LayoutDirection.leftToRight, SwipeDirection.right), (.rightToLeft, .left)] {
            let host = RecordingPanHost(edge: .trailing)
            host.onBegin = RecordingPanHost.vendsAndStarts
            host.panGesture(.began, translation: .zero, velocity: .zero, distance: 300, layoutDirection: direction)
            #expect(host.panDriver.direction == expected)
            // UIKit started the transition inside the begin: the progress so far (none) is replayed.
            #expect(host.calls == ["begin", "update(0.0)"])
            #expect(host.panDriver.isInteractive)
        }
    }

    @Test("the phases after began: changed updates, ended finishes past half way, cancelled cancels")
    func phases() {
        let host = RecordingPanHost()
        host.onBegin = RecordingPanHost.vendsAndStarts
        host.panGesture(.began, translation: .zero, velocity: .zero, distance: 200, layoutDirection: .leftToRight)
        host.panGesture(
            .changed, translation: CGPoint(x: 50, y: 0), velocity: .zero, distance: 200, layoutDirection: .leftToRight)
        host.panGesture(.ended, translation: CGPoint(x: 150, y: 0), velocity: .zero, distance: 200, layoutDirection: .leftToRight)
        // The release decides from the end's translation (three quarters of the way): no update for it.
        #expect(host.calls == ["begin", "update(0.0)", "update(0.25)", "finish"])

        let cancelled = RecordingPanHost()
        cancelled.onBegin = RecordingPanHost.vendsAndStarts
        cancelled.panGesture(.began, translation: .zero, velocity: .zero, distance: 200, layoutDirection: .leftToRight)
        cancelled.panGesture(
            .changed, translation: CGPoint(x: 150, y: 0), velocity: .zero, distance: 200, layoutDirection: .leftToRight)
        cancelled.panGesture(
            .cancelled, translation: CGPoint(x: 150, y: 0), velocity: .zero, distance: 200, layoutDirection: .leftToRight)
        #expect(cancelled.calls == ["begin", "update(0.0)", "update(0.75)", "cancel"])
    }

    @Test("a begin that starts nothing goes back to idle: the next began begins again")
    func beginRefused() {
        let host = RecordingPanHost()
        host.onBegin = { _ in false }
        host.panGestureBegan(distance: 200)
        #expect(!host.panDriver.isInteractive)
        host.panGestureBegan(distance: 200)
        #expect(host.calls == ["begin", "begin"])
    }

    @Test("a transition started without vending this object waits one turn for it, and says UIKit did not ask inside begin")
    func notVendedInsideBegin() {
        let host = RecordingPanHost()
        host.onBegin = { _ in true }
        host.panGestureBegan(distance: 200)
        #expect(host.calls == ["begin", "checkVending"])
        #expect(host.findings == [.interactionControllerAskedInsideBegin])
        host.runPanCommands(host.panDriver.vendingCheckTurn())
        #expect(!host.panDriver.isInteractive)
    }

    @Test("the animator is paused and read only when the driver grabs a settling transition")
    func animatorReadOnlyWhenGrabbing() {
        let host = RecordingPanHost()
        host.onBegin = RecordingPanHost.vendsAndStarts
        host.panGestureBegan(distance: 200)
        #expect(!host.calls.contains("pause"))
        host.runPanCommands(host.panDriver.gestureChanged(translation: CGPoint(x: 50, y: 0)))
        host.runPanCommands(host.panDriver.gestureEnded(translation: CGPoint(x: 50, y: 0), velocity: .zero))
        #expect(host.panDriver.isSettling)
        // Cancelling from 0.25, the animator runs reversed: read from the end, 1 − 0.875 = 0.125.
        host.animatorReading = PanInteractionDriver.AnimatorReading(fractionComplete: 0.875, isReversed: true)
        host.calls = []
        host.panGestureBegan(distance: 200)
        #expect(host.calls == ["pause", "runForward(0.125)"])
        #expect(host.panDriver.isInteractive)
    }

    @Test("a settling transition whose animator cannot be reached is not grabbed")
    func unreachableAnimator() {
        let host = RecordingPanHost()
        host.onBegin = RecordingPanHost.vendsAndStarts
        host.panGestureBegan(distance: 200)
        host.runPanCommands(host.panDriver.gestureEnded(translation: CGPoint(x: 40, y: 0), velocity: .zero))
        host.calls = []
        host.panGestureBegan(distance: 200)
        #expect(host.calls == ["pause"])
        #expect(host.panDriver.isSettling)
    }

    @Test("a context gone before a began is forgotten: the gesture begins a new transition")
    func goneContext() {
        let host = RecordingPanHost()
        host.onBegin = RecordingPanHost.vendsAndStarts
        host.panGestureBegan(distance: 200)
        host.runPanCommands(host.panDriver.gestureEnded(translation: CGPoint(x: 40, y: 0), velocity: .zero))
        host.hasTransitionContext = false
        host.calls = []
        host.panGestureBegan(distance: 200)
        #expect(host.calls == ["begin", "update(0.0)"])
    }

    @Test("a release at once begins, then updates to its progress and finishes once the transition starts")
    func releasedAtOnce() {
        let host = RecordingPanHost(edge: .bottom)
        host.onBegin = RecordingPanHost.vendsAndStarts
        host.panGestureReleasedAtOnce(distance: 400, progress: 0.25, initialVelocity: 2)
        #expect(host.calls == ["begin", "update(0.25)", "finish"])
    }
}
