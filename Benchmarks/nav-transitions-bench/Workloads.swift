import Foundation
import NavTransitions

// Every workload runs the Core objects the UIKit layer runs, with inputs that change on every iteration
// (so nothing is hoisted out of the loops), and returns a sum of their answers (so nothing is dropped).

let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
/// The browser's photo centre on that screen: a 3000 × 2000 photo aspect-fit is 375 × 250 at y 281.
let photoHome = CGPoint(x: 187.5, y: 406)

// MARK: - Gesture trackers

/// The gestures whose per-event cost is measured, as the UIKit layer drives them.
enum Tracker: String, CaseIterable {
    /// `PanInteractiveTransition` behind the swipe back: `PanInteractionDriver` toward the right over 375 points.
    case swipeBack = "swipe-back"
    /// `PanInteractiveTransition` behind a sheet's pan-to-dismiss: `PanInteractionDriver` downward over 500 points.
    case dismissPan = "dismiss-pan"
    /// `ZoomInteractiveDismissal`'s pinch: `ZoomInteractionSession.fingersMoved(_:)`.
    case pinch
    /// `ZoomInteractiveDismissal`'s drag: `ZoomInteractionSession.fingersMoved(_:)`.
    case drag

    var title: String {
        switch self {
        case .swipeBack: return "swipe back"
        case .dismissPan: return "pan-to-dismiss"
        case .pinch: return "pinch to dismiss (zoom)"
        case .drag: return "drag to dismiss (zoom)"
        }
    }
}

/// A pan driver that is driving a transition, as `PanInteractiveTransition` has it after UIKit started it.
func drivingPan(direction: SwipeDirection, distance: CGFloat) -> PanInteractionDriver {
    var driver = PanInteractionDriver(direction: direction)
    _ = driver.gestureBegan(distance: distance, animator: nil)
    driver.animationControllerAssigned()
    _ = driver.beginTransitionReturned(started: true)
    _ = driver.transitionStarted()
    return driver
}

/// A zoom session whose fingers hold the photo, as `ZoomInteractiveDismissal` has it once the transition started.
func drivingZoom(_ gesture: ZoomDismissalGesture) -> ZoomInteractionSession {
    var session = ZoomInteractionSession(tracker: ZoomGestureTracker(containerSize: screen.size))
    _ = session.gestureBegan(gesture, fingers: ZoomFingers(location: photoHome), homeCenter: photoHome)
    _ = session.transitionStarted()
    return session
}

/// A pan's translation for event `i`: 0…383 points along the gesture, with some wobble across it.
@inline(__always)
func panTranslation(_ i: Int, vertical: Bool) -> CGPoint {
    let along = CGFloat(i & 511) * 0.75, across = CGFloat(i & 15)
    return vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
}

/// The fingers for event `i`: moving down 0…383 points, a pinch closing from 1 to 0.36.
@inline(__always)
func zoomFingers(_ i: Int, pinch: Bool) -> ZoomFingers {
    ZoomFingers(
        location: CGPoint(x: photoHome.x + CGFloat(i & 31), y: photoHome.y + CGFloat(i & 511) * 0.75),
        scale: pinch ? 1 - CGFloat(i & 127) * 0.005 : 1)
}

// Reading the answers. A `package` generic such as `CommandList` is not specialized in another module (Swift
// 6.3 does not serialize `@inlinable` bodies of `package` declarations), so `commands.first` or
// `commands.count` here would cost a runtime metadata lookup per call (about 370 instructions, measured with
// callgrind) that the UIKit adapters, compiled in the library's module, never pay. The workloads therefore
// read what each command carries from the driver's and the session's own state, which holds the same values.

/// `count` updates of `tracker`, as the gesture's `.changed` events reach Core; the sum of the progress.
func trackerUpdates(_ tracker: Tracker, _ count: Int) -> CGFloat {
    var sum: CGFloat = 0
    switch tracker {
    case .swipeBack, .dismissPan:
        let vertical = tracker == .dismissPan
        var driver = drivingPan(direction: vertical ? .down : .right, distance: vertical ? 500 : 375)
        for i in 0..<count {
            _ = driver.gestureChanged(translation: panTranslation(i, vertical: vertical))
            sum += driver.progress
        }
    case .pinch, .drag:
        var session = drivingZoom(tracker == .pinch ? .pinch : .drag)
        for i in 0..<count {
            _ = session.fingersMoved(zoomFingers(i, pinch: tracker == .pinch))
            sum += session.progress
        }
    }
    return sum
}

/// `count` zoom updates with the flying view's commands for each pose (a whole frame's Core work).
func zoomFrames(_ gesture: ZoomDismissalGesture, plan: ZoomPlan, _ count: Int) -> CGFloat {
    var session = drivingZoom(gesture)
    var sum: CGFloat = 0
    for i in 0..<count {
        _ = session.fingersMoved(zoomFingers(i, pinch: gesture == .pinch))
        let flight = plan.flightCommands(for: session.pose)
        if case let .apply(_, state)? = flight.first { sum += state.frame.width * 1e-6 }
        sum += session.progress
    }
    return sum
}

/// `count` whole gestures of 34 events (began, started, 30 changes, ended, completed) on the swipe back's driver.
func wholeSwipeBacks(_ count: Int) -> CGFloat {
    var sum: CGFloat = 0
    var driver = PanInteractionDriver(direction: .right)
    for gesture in 0..<count {
        _ = driver.gestureBegan(distance: 375, animator: nil)
        sum += driver.isInteractive ? 1 : 0
        driver.animationControllerAssigned()
        _ = driver.beginTransitionReturned(started: true)
        _ = driver.transitionStarted()
        sum += driver.progress
        for step in 0..<30 {
            _ = driver.gestureChanged(translation: panTranslation(gesture &+ step * 13, vertical: false))
            sum += driver.progress
        }
        let velocity = CGPoint(x: CGFloat(gesture & 2047) - 1024, y: 0)
        _ = driver.gestureEnded(translation: panTranslation(gesture &+ 390, vertical: false), velocity: velocity)
        sum += driver.isSettling ? 1 : 0
        driver.transitionEnded(finished: true)
    }
    return sum
}

// MARK: - Plans

/// The styles whose plans are measured, with a label.
let planStyles: [(String, TransitionStyle)] = [
    ("slide", .slide), ("fade", .fade), ("scale", .scale), ("cover", .cover(edge: .bottom)),
    ("circular reveal", .circularReveal(.sourceFrame(CGRect(x: 300, y: 60, width: 44, height: 44)))),
]

/// A scene whose views are laid out by event `i` (a slightly different container each time).
@inline(__always)
func scene(_ i: Int, operation: TransitionOperation) -> TransitionScene {
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 812 - CGFloat(i & 7))
    let full = ParticipantGeometry(frame: bounds)
    switch operation {
    case .push, .pop: return TransitionScene(containerBounds: bounds, fromView: full, toView: full)
    case .present: return TransitionScene(containerBounds: bounds, fromView: nil, toView: full)
    case .dismiss: return TransitionScene(containerBounds: bounds, fromView: full, toView: nil)
    }
}

/// A zoom scene for event `i`: a grid thumbnail at a changing place, the browser's photo, a 3000 × 2000 image.
@inline(__always)
func zoomScene(_ i: Int, operation: TransitionOperation) -> ZoomScene {
    let bounds = screen
    let full = ParticipantGeometry(frame: bounds)
    let forward = operation.isForward
    let thumbnail = CGRect(x: 2.5 + CGFloat(i % 3) * 125, y: 100 + CGFloat(i & 3) * 125, width: 120, height: 120)
    return ZoomScene(
        operation: operation, containerBounds: bounds,
        fromView: forward && operation == .present ? nil : full,
        toView: !forward && operation == .dismiss ? nil : full,
        imageSize: CGSize(width: 3_000, height: 2_000),
        photo: ZoomPhotoMeasurement(center: photoHome, boundsSize: bounds.size, viewport: bounds),
        source: ZoomSourceMeasurement(
            frame: thumbnail, visibleRect: CGRect(x: 0, y: 100, width: 375, height: 600), cornerRadius: 8)
    )
}

/// `count` plans of `style` for `operation`; the sum of a participant's end width.
func plans(_ style: TransitionStyle, _ operation: TransitionOperation, _ count: Int) -> CGFloat {
    var sum: CGFloat = 0
    for i in 0..<count {
        let plan = TransitionPlan(style: style, operation: operation, scene: scene(i, operation: operation))
        sum += CGFloat(plan.participants.count) + (plan.participants.first?.value.end.frame.width ?? 0) * 1e-6
    }
    return sum
}

/// `count` zoom plans for `operation`; the sum of the flight's end width.
func zoomPlans(_ operation: TransitionOperation, _ count: Int) -> CGFloat {
    var sum: CGFloat = 0
    for i in 0..<count {
        sum += ZoomPlan(scene: zoomScene(i, operation: operation)).flight?.end.clipFrame.width ?? 0
    }
    return sum
}

// MARK: - Headless transitions

/// A view for the container commands: what `ContainerCommandRunner` moves in UIKit, without UIKit.
final class BenchView: ContainerViewNode {
    private(set) weak var superview: BenchView?
    private(set) var subviews: [BenchView] = []
    var mask: BenchView?
    private(set) var state = ViewState(frame: .zero)

    var containerNodeSuperview: (any ContainerViewNode)? { superview }
    var containerNodeMask: (any ContainerViewNode)? {
        get { mask }
        set { mask = newValue as? BenchView }
    }

    func addContainerNode(_ node: any ContainerViewNode) {
        insertContainerNode(node, at: subviews.count)
    }

    func insertContainerNode(_ node: any ContainerViewNode, at index: Int) {
        guard let view = node as? BenchView else { return }
        view.removeContainerNodeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }

    func insertContainerNode(_ node: any ContainerViewNode, above sibling: any ContainerViewNode) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertContainerNode(node, at: index)
    }

    func insertContainerNode(_ node: any ContainerViewNode, below sibling: any ContainerViewNode) {
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        insertContainerNode(node, at: index)
    }

    func removeContainerNodeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    func applyContainerState(_ state: ViewState) { self.state = state }
    func applyContainerAlpha(_ alpha: CGFloat) { state.alpha = alpha }
}

/// One headless transition `i`: a new container and views, the plan's setup, animation and completion
/// commands run by a `ContainerCommandInterpreter` as `ContainerCommandRunner` runs them, the participants
/// sampled at three progress values. Every fourth is a zoom leg (with its flying view and thumbnail),
/// every third is cancelled. Returns the number of views left in the container.
func headlessTransition(_ i: Int) -> CGFloat {
    let operation = TransitionOperation.allCases[i & 3]
    let outcome: TransitionOutcome = i % 3 == 0 ? .cancelled : .finished
    let container = BenchView()
    let from = BenchView(), to = BenchView()
    switch operation {
    case .push, .pop, .dismiss: container.addContainerNode(from)
    case .present: break
    }
    var views: [TransitionRole: any ContainerViewNode] = [.fromView: from, .toView: to, .dimmingView: BenchView()]
    var interpreter = ContainerCommandInterpreter()
    var sampled: CGFloat = 0
    if i % 4 == 3 {
        let plan = ZoomPlan(scene: zoomScene(i, operation: operation))
        views[.flyingView] = BenchView()
        views[.flyingImage] = BenchView()
        views[.zoomSource] = BenchView()
        views[.zoomedPhotoView] = BenchView()
        interpreter.run(plan.setupCommands, container: container, views: views)
        for progress in [0.25, 0.5, 0.75] as [CGFloat] {
            if let path = plan.flight {
                interpreter.run(path.endpoint(atProgress: progress).commands, container: container, views: views)
            }
            sampled += plan.screens.participants.values.first?.state(atProgress: progress).alpha ?? 0
        }
        interpreter.run(outcome == .finished ? plan.animationCommands : [], container: container, views: views)
        interpreter.run(plan.completionCommands(for: outcome), container: container, views: views)
    } else {
        let (_, style) = planStyles[(i >> 2) % planStyles.count]
        let plan = TransitionPlan(style: style, operation: operation, scene: scene(i, operation: operation))
        interpreter.run(plan.setupCommands, container: container, views: views)
        for progress in [0.25, 0.5, 0.75] as [CGFloat] {
            for participant in plan.participants.values { sampled += participant.state(atProgress: progress).alpha }
        }
        interpreter.run(outcome == .finished ? plan.animationCommands : [], container: container, views: views)
        interpreter.run(plan.completionCommands(for: outcome), container: container, views: views)
    }
    return CGFloat(container.subviews.count) + sampled * 1e-9
}

/// `count` headless transitions; the sum of their results.
func headlessTransitions(_ count: Int, from start: Int = 0) -> CGFloat {
    var sum: CGFloat = 0
    for i in start..<(start + count) { sum += headlessTransition(i) }
    return sum
}

// MARK: - The first bench's workloads (for comparing commits with callgrind)

/// The workloads of the first interaction bench (commit 307bcfd), kept with the same loops so that its
/// figures can be compared with today's on one machine: `--count <workload> N` runs exactly N of them.
enum BaselineWorkload: String, CaseIterable {
    /// `InteractiveTransitionTracker.progress(forTranslation:)` alone (the first bench's "tracker update").
    case tracker
    /// `InteractionSession.gestureChanged(translation:)` on an interacting session.
    case session
    /// Whole gestures on `InteractionSession` (began, started, 30 changes, ended, completed); N gestures.
    case wholeSession = "whole-session"
    /// Whole gestures on `PanInteractionDriver`, as the table's "whole swipe back"; N gestures.
    case wholeSwipeBack = "whole-swipe-back"

    /// Runs `count` operations (gestures for the whole-gesture workloads); the sum of their answers.
    func run(_ count: Int) -> CGFloat {
        let tracker = InteractiveTransitionTracker(direction: .right, distance: 375)
        var sum: CGFloat = 0
        switch self {
        case .tracker:
            for i in 0..<count { sum += tracker.progress(forTranslation: panTranslation(i, vertical: false)) }
        case .session:
            var session = InteractionSession(tracker: tracker)
            _ = session.gestureBegan()
            _ = session.transitionStarted()
            for i in 0..<count { sum += sessionProgress(session.gestureChanged(translation: panTranslation(i, vertical: false))) }
        case .wholeSession:
            var session = InteractionSession(tracker: tracker)
            for gesture in 0..<count {
                sum += CGFloat(session.gestureBegan().count)
                sum += sessionProgress(session.transitionStarted())
                for step in 0..<30 {
                    sum += sessionProgress(
                        session.gestureChanged(translation: panTranslation(gesture &+ step * 13, vertical: false)))
                }
                let velocity = CGPoint(x: CGFloat(gesture & 2047) - 1024, y: 0)
                sum += CGFloat(
                    session.gestureEnded(translation: panTranslation(gesture &+ 390, vertical: false), velocity: velocity).count)
                sum += CGFloat(session.transitionCompleted().count)
            }
        case .wholeSwipeBack:
            sum = wholeSwipeBacks(count)
        }
        return sum
    }
}

@inline(__always)
func sessionProgress(_ commands: InteractionCommands) -> CGFloat {
    if case let .update(progress)? = commands.first { return progress }
    return 0
}
