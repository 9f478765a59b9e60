import Foundation

/// One thing the UIKit layer must do for a pinch- or drag-driven zoom dismissal, as decided by
/// ``ZoomInteractionSession``.
package enum ZoomInteractionCommand: Sendable, Equatable {
    /// Start the dismissal: `dismiss(animated: true)` or `popViewController(animated: true)`. Report
    /// ``ZoomInteractionSession/transitionStarted()`` when UIKit calls `startInteractiveTransition(_:)`,
    /// or ``ZoomInteractionSession/transitionDidNotStart()`` when nothing started.
    case beginTransition
    /// Tell the zoomed screen an interactive dismissal began (it hides its chrome).
    case interactionBegan
    /// Tell the zoomed screen the interactive dismissal ended; `willDismiss` says whether the photo lands
    /// on the thumbnail (true) or goes back (false: it shows its chrome again).
    case interactionEnded(willDismiss: Bool)
    /// Move the flying photo to `pose` (``ZoomPlan/flightCommands(for:)``) and the screens to `progress`
    /// (the animator's `fractionComplete`, the context's `updateInteractiveTransition`).
    case update(pose: ZoomPose, progress: CGFloat)
    /// The fingers lifted: land as ``ZoomPlan/landing(for:target:)`` says, and call
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()` for the release's completion.
    case land(ZoomRelease)
    /// Stop the landing where it is so the fingers can take the photo again: stop the landing animator,
    /// pause the screens' animator, `pauseInteractiveTransition()`.
    case pauseForGrab
    /// End the transition UIKit just started at once, cancelled: `cancelInteractiveTransition()` and
    /// `completeTransition(false)` on its context (nothing can fly: the transition has no zoom animation
    /// controller).
    case abortTransition
}

/// What the zoom's pinch and pan reported so far in one gesture: the number of touches, the last
/// position and scale, and timed positions for a velocity (a pinch reports none).
package struct ZoomFingerTrack: Sendable, Equatable {
    private var touchCount = 0
    private var lastFingers: ZoomFingers?
    private var estimator = ZoomVelocityEstimator()

    /// A track before any gesture.
    package init() {}

    /// A gesture began with `touchCount` touches at `fingers`, at `time` (seconds).
    package mutating func began(_ fingers: ZoomFingers, touchCount: Int, at time: TimeInterval) {
        estimator.reset()
        estimator.add(fingers.location, at: time)
        self.touchCount = touchCount
        lastFingers = fingers
    }

    /// The gesture changed; returns whether the number of touches changed (a pinch's centroid jumps when a
    /// finger lifts or lands: the photo must be held again from where it is, and the velocity starts over).
    package mutating func changed(_ fingers: ZoomFingers, touchCount: Int, at time: TimeInterval) -> Bool {
        let regripped = touchCount != self.touchCount
        if regripped {
            self.touchCount = touchCount
            estimator.reset()
        }
        estimator.add(fingers.location, at: time)
        lastFingers = fingers
        return regripped
    }

    /// The fingers and the velocity of a release at `fingers`: a pan's own velocity (points per second)
    /// and where it ended; a pinch reports the location of the finger left and no velocity, so its last
    /// two-finger state and the velocity of its centroid over the last samples.
    package func release(
        _ fingers: ZoomFingers, gesture: ZoomDismissalGesture, panVelocity: CGPoint?
    ) -> (fingers: ZoomFingers, velocity: CGPoint) {
        switch gesture {
        case .drag: return (fingers, panVelocity ?? estimator.velocity)
        case .pinch: return (lastFingers ?? fingers, panVelocity ?? estimator.velocity)
        }
    }
}

/// The state machine of one pinch- or drag-driven zoom dismissal.
///
/// Like ``InteractionSession`` for the pan-driven transitions, but the fingers move the photo freely
/// (a ``ZoomPose``) rather than along a path, and the zoomed screen hears when an interaction begins and
/// ends. The UIKit layer reports gesture and transition events; each returns the commands to apply, in
/// order. Events that make no sense in the current phase are ignored (no command, phase unchanged).
///
/// Event order:
/// 1. ``gestureBegan(_:fingers:homeCenter:grabbedPose:)`` → `interactionBegan`, `beginTransition`; phase
///    `waitingForTransition`.
/// 2. ``fingersMoved(_:)`` while waiting → nothing; the latest pose is remembered.
/// 3. ``transitionStarted()`` → `update` to catch up; phase `interacting`. If the fingers already lifted
///    (a flick faster than the transition's start): `update` to the release pose, `interactionEnded`,
///    `land`; phase `settling`.
/// 4. ``fingersMoved(_:)`` while interacting → `update`.
/// 5. ``gestureEnded(_:velocity:scaleVelocity:)`` → `update`, `interactionEnded`, `land`;
///    ``gestureCancelled()`` → `interactionEnded(false)`, `land` (cancel, no velocity). Phase `settling`.
/// 6. While settling, ``gestureBegan(_:fingers:homeCenter:grabbedPose:)`` with the flying view's pose grabs
///    it: `interactionBegan`, `pauseForGrab`; phase `interacting`; go on at 4.
/// 7. ``transitionCompleted(finished:)`` → phase `idle`.
///
/// The zoomed screen hears `interactionBegan` and `interactionEnded` alternately, starting with
/// `interactionBegan`, and every `interactionBegan` gets its `interactionEnded` — also when the transition
/// does not start, when the system cancels the gesture, or when UIKit ends the transition under the fingers.
package struct ZoomInteractionSession: Sendable, Equatable {
    /// Where the session is in its transition: the phases of ``InteractionSession``. `interacting`
    /// means the fingers move the photo; `settling` that it lands on the thumbnail (`finish`) or goes
    /// back (`cancel`).
    package typealias Phase = InteractionSession.Phase

    private enum State: Sendable, Equatable {
        case idle
        case waiting(ZoomGrip, latest: ZoomPose, pending: ZoomRelease?)
        case interacting(ZoomGrip, latest: ZoomPose)
        case settling(ZoomRelease)
    }

    /// The tracker that turns fingers into poses and releases; replace it between events (after a rotation).
    package var tracker: ZoomGestureTracker
    private var state: State = .idle
    /// What the recognizer reported so far (the recognizer events below keep it).
    private var fingerTrack = ZoomFingerTrack()

    /// Creates an idle session.
    package init(tracker: ZoomGestureTracker) {
        self.tracker = tracker
    }

    /// The current phase.
    package var phase: Phase {
        switch state {
        case .idle: return .idle
        case .waiting: return .waitingForTransition
        case .interacting: return .interacting
        case let .settling(release): return .settling(release.completion)
        }
    }

    /// Whether fingers drive a dismissal or are about to (vend the interaction controller only then).
    package var isDriving: Bool {
        switch state {
        case .waiting, .interacting: return true
        case .idle, .settling: return false
        }
    }

    /// Whether a released dismissal is landing (a new touch on the photo grabs it).
    package var isSettling: Bool {
        if case .settling = state { return true }
        return false
    }

    /// The photo's pose: home while idle, the latest pose while the fingers hold it, the release pose
    /// while settling.
    package var pose: ZoomPose {
        switch state {
        case .idle: return .home
        case let .waiting(_, latest, pending): return pending?.pose ?? latest
        case let .interacting(_, latest): return latest
        case let .settling(release): return release.pose
        }
    }

    /// The dismissal's progress for ``pose``, 0...1.
    package var progress: CGFloat { tracker.progress(of: pose) }

    /// A pinch or a drag began on the photo.
    ///
    /// - Parameters:
    ///   - gesture: which gesture.
    ///   - fingers: where the fingers are.
    ///   - homeCenter: the centre of the photo as the browser shows it, in the fingers' coordinates.
    ///   - grabbedPose: while settling, the flying view's pose now (read from its presentation layer);
    ///     nil otherwise.
    /// - Returns: idle: `interactionBegan`, `beginTransition`. Settling with a pose: `interactionBegan`,
    ///   `pauseForGrab`, and the fingers hold the photo from that pose. Waiting after a release: nothing,
    ///   the new gesture replaces the released one (nothing has moved yet; the zoomed screen has not heard
    ///   the end). Otherwise (settling without a pose, a second gesture): nothing.
    package mutating func gestureBegan(
        _ gesture: ZoomDismissalGesture, fingers: ZoomFingers, homeCenter: CGPoint,
        grabbedPose: ZoomPose? = nil
    ) -> CommandList<ZoomInteractionCommand> {
        switch state {
        case .idle:
            state = .waiting(
                ZoomGrip(gesture: gesture, fingers: fingers, homeCenter: homeCenter, pose: .home), latest: .home, pending: nil)
            return [.interactionBegan, .beginTransition]
        case .waiting(_, _, pending: .some):
            state = .waiting(
                ZoomGrip(gesture: gesture, fingers: fingers, homeCenter: homeCenter, pose: .home), latest: .home, pending: nil)
            return []
        case .settling:
            guard let grabbedPose else { return [] }
            let grip = ZoomGrip(gesture: gesture, fingers: fingers, homeCenter: homeCenter, pose: grabbedPose)
            state = .interacting(grip, latest: grip.pose)
            return [.interactionBegan, .pauseForGrab]
        case .waiting(_, _, pending: .none), .interacting:
            return []
        }
    }

    /// The fingers moved (`.changed`).
    ///
    /// - Returns: interacting: `update` with the new pose and its progress. Waiting: nothing, the pose is
    ///   remembered for ``transitionStarted()``. Otherwise: nothing.
    package mutating func fingersMoved(_ fingers: ZoomFingers) -> CommandList<ZoomInteractionCommand> {
        switch state {
        case let .interacting(grip, _):
            let pose = tracker.pose(for: fingers, grip: grip)
            state = .interacting(grip, latest: pose)
            return CommandList(.update(pose: pose, progress: tracker.progress(of: pose)))
        case let .waiting(grip, _, pending: .none):
            state = .waiting(grip, latest: tracker.pose(for: fingers, grip: grip), pending: nil)
            return []
        case .idle, .waiting(_, _, pending: .some), .settling:
            return []
        }
    }

    /// The number of fingers changed (a pinch lost or gained a touch): its centroid jumps, so the photo
    /// is held again from where it is, by the fingers as they are now. Nothing moves; no command.
    package mutating func fingersRegripped(_ fingers: ZoomFingers) {
        switch state {
        case let .interacting(grip, latest):
            state = .interacting(Self.regrip(grip, fingers: fingers, pose: latest), latest: latest)
        case let .waiting(grip, latest, pending: .none):
            state = .waiting(Self.regrip(grip, fingers: fingers, pose: latest), latest: latest, pending: nil)
        case .idle, .waiting(_, _, pending: .some), .settling:
            break
        }
    }

    /// The fingers lifted (`.ended`) at `fingers`, moving at `velocity` points per second, a pinch's scale
    /// changing at `scaleVelocity` per second (0 for a drag).
    ///
    /// - Returns: interacting: `update` to the release pose, `interactionEnded`, `land`; phase `settling`.
    ///   Waiting: nothing, the release is kept until the transition starts (or does not). Otherwise: nothing.
    package mutating func gestureEnded(
        _ fingers: ZoomFingers, velocity: CGPoint, scaleVelocity: CGFloat = 0
    ) -> CommandList<ZoomInteractionCommand> {
        switch state {
        case let .interacting(grip, _):
            let release = release(fingers, velocity: velocity, scaleVelocity: scaleVelocity, grip: grip)
            state = .settling(release)
            return [
                .update(pose: release.pose, progress: release.progress),
                .interactionEnded(willDismiss: release.completion == .finish), .land(release),
            ]
        case let .waiting(grip, latest, pending: .none):
            state = .waiting(
                grip, latest: latest, pending: release(fingers, velocity: velocity, scaleVelocity: scaleVelocity, grip: grip))
            return []
        case .idle, .waiting(_, _, pending: .some), .settling:
            return []
        }
    }

    /// The system cancelled the gesture or it failed: the photo goes back, without velocity.
    ///
    /// - Returns: interacting: `interactionEnded(false)`, `land` (cancel); phase `settling`. Waiting: nothing,
    ///   a cancel is kept until the transition starts (or does not). Otherwise: nothing.
    package mutating func gestureCancelled() -> CommandList<ZoomInteractionCommand> {
        switch state {
        case let .interacting(_, latest):
            let release = cancelRelease(at: latest)
            state = .settling(release)
            return [.interactionEnded(willDismiss: false), .land(release)]
        case let .waiting(grip, latest, pending: .none):
            state = .waiting(grip, latest: latest, pending: cancelRelease(at: latest))
            return []
        case .idle, .waiting(_, _, pending: .some), .settling:
            return []
        }
    }

    /// UIKit started the interactive transition (`startInteractiveTransition(_:)`).
    ///
    /// - Returns: waiting with the fingers down: `update` to the latest pose; phase `interacting`. Waiting
    ///   after a release: `update` to the release pose, `interactionEnded`, `land`; phase `settling`.
    ///   Otherwise: nothing.
    package mutating func transitionStarted() -> CommandList<ZoomInteractionCommand> {
        switch state {
        case let .waiting(grip, latest, pending: .none):
            state = .interacting(grip, latest: latest)
            return [.update(pose: latest, progress: tracker.progress(of: latest))]
        case let .waiting(_, _, pending: release?):
            state = .settling(release)
            return [
                .update(pose: release.pose, progress: release.progress),
                .interactionEnded(willDismiss: release.completion == .finish), .land(release),
            ]
        case .idle, .interacting, .settling:
            return []
        }
    }

    // MARK: Recognizer events

    /// A recognizer began (`.began`), with `touchCount` touches at `fingers`, at `time` seconds.
    ///
    /// Idle, the tracker is made anew for the zoomed screen's size now (it may have rotated since the last
    /// dismissal). `grabbedPose` is asked only while settling (the flying view's pose, for a grab). Then
    /// ``gestureBegan(_:fingers:homeCenter:grabbedPose:)``.
    package mutating func recognizerBegan(
        _ gesture: ZoomDismissalGesture, fingers: ZoomFingers, touchCount: Int, at time: TimeInterval,
        homeCenter: CGPoint, containerSize: CGSize,
        grabbedPose: () -> ZoomPose?
    ) -> CommandList<ZoomInteractionCommand> {
        if case .idle = state { tracker = ZoomGestureTracker(containerSize: containerSize) }
        fingerTrack.began(fingers, touchCount: touchCount, at: time)
        return gestureBegan(gesture, fingers: fingers, homeCenter: homeCenter, grabbedPose: isSettling ? grabbedPose() : nil)
    }

    /// A recognizer changed (`.changed`): held again from here when the number of touches changed
    /// (``fingersRegripped(_:)``), then ``fingersMoved(_:)``.
    package mutating func recognizerChanged(
        _ fingers: ZoomFingers, touchCount: Int, at time: TimeInterval
    ) -> CommandList<ZoomInteractionCommand> {
        if fingerTrack.changed(fingers, touchCount: touchCount, at: time) { fingersRegripped(fingers) }
        return fingersMoved(fingers)
    }

    /// A recognizer ended (`.ended`) at `fingers`: ``gestureEnded(_:velocity:scaleVelocity:)`` with the
    /// release ``ZoomFingerTrack`` reads (a pan's velocity, `panVelocity`, or a pinch's last two-finger state
    /// and centroid velocity).
    package mutating func recognizerEnded(
        _ gesture: ZoomDismissalGesture, fingers: ZoomFingers, panVelocity: CGPoint?,
        scaleVelocity: CGFloat
    ) -> CommandList<ZoomInteractionCommand> {
        let release = fingerTrack.release(fingers, gesture: gesture, panVelocity: panVelocity)
        return gestureEnded(release.fingers, velocity: release.velocity, scaleVelocity: scaleVelocity)
    }

    /// `beginTransition` was applied. `started`: what starting the dismissal reported (`dismiss(animated:)`
    /// through the presentation controller's rules, or `popViewController(animated:)`); `vendedThisInteraction`:
    /// UIKit asked for this interaction during that call (the vendor set its animation controller).
    ///
    /// - Returns: when nothing started, or another object answered (another interaction drives it):
    ///   ``transitionDidNotStart()``'s commands. Otherwise nothing (UIKit calls `startInteractiveTransition(_:)`).
    package mutating func transitionRequested(started: Bool, vendedThisInteraction: Bool) -> CommandList<ZoomInteractionCommand> {
        guard started, vendedThisInteraction else { return transitionDidNotStart() }
        return []
    }

    /// UIKit started the interactive transition; `canFly`: the zoom's animation controller of this
    /// transition is known (it was vended with this interaction). `containerSize`: the zoomed screen's size
    /// now, when its view is loaded (the tracker is made anew for it: it may have rotated).
    ///
    /// - Returns: able to fly: ``transitionStarted()``. Otherwise `abortTransition`, then
    ///   ``transitionCompleted(finished:)`` with `false`: phase `idle`.
    package mutating func transitionStarted(canFly: Bool, containerSize: CGSize? = nil) -> CommandList<ZoomInteractionCommand> {
        if let containerSize { tracker = ZoomGestureTracker(containerSize: containerSize) }
        guard canFly else {
            var commands: CommandList<ZoomInteractionCommand> = [.abortTransition]
            for command in transitionCompleted(finished: false) { commands.append(command) }
            return commands
        }
        return transitionStarted()
    }

    /// The gestures are removed from the zoomed screen: a dismissal the fingers drive (waiting or
    /// interacting) is cancelled (``gestureCancelled()``); otherwise nothing.
    package mutating func gesturesRemoved() -> CommandList<ZoomInteractionCommand> {
        isDriving ? gestureCancelled() : []
    }

    /// `beginTransition` started nothing (the dismissal was refused, or another object drives it).
    ///
    /// - Returns: waiting: `interactionEnded(false)`; phase `idle`. Otherwise: nothing.
    package mutating func transitionDidNotStart() -> CommandList<ZoomInteractionCommand> {
        guard case .waiting = state else { return [] }
        state = .idle
        return [.interactionEnded(willDismiss: false)]
    }

    /// The transition is over; `finished` is whether the zoomed screen left.
    ///
    /// UIKit reports the end twice (the animation controller's `animationEnded(_:)` and the transition
    /// coordinator's completion, either may be missing): a second report, in `idle`, returns nothing and
    /// changes nothing.
    ///
    /// - Returns: phase `idle` whatever the phase. If the zoomed screen has not heard the end of the
    ///   interaction (UIKit ended the transition while the fingers held the photo, or before it started):
    ///   `interactionEnded` with `finished` (false while waiting). Otherwise: nothing.
    package mutating func transitionCompleted(finished: Bool) -> CommandList<ZoomInteractionCommand> {
        defer { state = .idle }
        switch state {
        case .interacting: return [.interactionEnded(willDismiss: finished)]
        case .waiting: return [.interactionEnded(willDismiss: false)]
        case .idle, .settling: return []
        }
    }

    private func release(_ fingers: ZoomFingers, velocity: CGPoint, scaleVelocity: CGFloat, grip: ZoomGrip) -> ZoomRelease {
        let pose = tracker.pose(for: fingers, grip: grip)
        let poseVelocity = tracker.velocity(for: fingers, velocity: velocity, scaleVelocity: scaleVelocity, grip: grip)
        return tracker.release(pose: pose, velocity: poseVelocity)
    }

    private func cancelRelease(at pose: ZoomPose) -> ZoomRelease {
        ZoomRelease(completion: .cancel, pose: pose, velocity: .zero, progress: tracker.progress(of: pose))
    }

    private static func regrip(_ grip: ZoomGrip, fingers: ZoomFingers, pose: ZoomPose) -> ZoomGrip {
        let homeCenter = CGPoint(x: grip.location.x - grip.anchor.x, y: grip.location.y - grip.anchor.y)
        return ZoomGrip(gesture: grip.gesture, fingers: fingers, homeCenter: homeCenter, pose: pose)
    }
}
