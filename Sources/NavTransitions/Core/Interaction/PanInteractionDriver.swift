import Foundation

/// Everything a pan-driven interactive transition object knows and decides, as one value: the UIKit
/// `PanInteractiveTransition` and the headless test interaction are thin adapters over it.
///
/// It wraps the gesture's ``InteractionSession`` and adds what the session cannot know: whether UIKit
/// has started the transition (a transition context is held), whether this object was vended as the
/// interaction controller of the transition its gesture began, and how a grabbed animator's progress is read.
/// Every event returns the ``PanInteractionCommand``s to apply, in order.
///
/// Where the adapter calls each event:
/// - ``gestureBegan(distance:animator:)``, ``gestureChanged(translation:)``, ``gestureEnded(translation:velocity:)``,
///   ``gestureCancelled()`` from the pan. Before `gestureBegan`, when ``readsAnimatorOnBegin`` is true and the
///   settle animator can be reached, pause the transition and pass the animator's reading;
/// - ``beginTransitionReturned(started:)`` right after running ``PanInteractionCommand/beginTransition``;
/// - ``animationControllerChanged(isSet:)`` when the adapter's `animationController` is set (a non-nil value
///   means the vendor vends this object: ``animationControllerAssigned()``);
/// - ``transitionStarted()`` from `startInteractiveTransition(_:)`, ``transitionEnded(finished:)`` from the
///   transition coordinator's completion;
/// - ``transitionEndedElsewhere()`` when a transition this object may not have driven ended (`didShow`);
/// - ``transitionContextChecked(isAlive:)`` before every began, with whether the weakly held context is
///   still there; ``transitionGone()`` when the owner sees no transition coordinator any more although the
///   driver holds a context.
package struct PanInteractionDriver: Sendable, Equatable {
    /// What the settle animator reports when a settling transition is grabbed.
    package struct AnimatorReading: Sendable, Equatable {
        /// `fractionComplete`.
        package var fractionComplete: CGFloat
        /// `isReversed`: a cancelling transition runs its animator reversed.
        package var isReversed: Bool

        /// Creates a reading.
        package init(fractionComplete: CGFloat, isReversed: Bool) {
            self.fractionComplete = fractionComplete
            self.isReversed = isReversed
        }
    }

    /// The direction the finger moves to make progress; read when a gesture begins a new transition.
    package var direction: SwipeDirection
    /// The gesture's session.
    package private(set) var session: InteractionSession
    /// Whether UIKit started the transition (`startInteractiveTransition`) and its completion has not come.
    package private(set) var hasTransitionContext = false
    private var isVended = false

    /// Creates an idle driver.
    package init(direction: SwipeDirection) {
        self.direction = direction
        session = InteractionSession(tracker: InteractiveTransitionTracker(direction: direction, distance: 0))
    }

    // MARK: Reading

    /// Whether a gesture is driving a transition or about to: the only time to vend this object.
    package var isInteractive: Bool {
        switch session.phase {
        case .waitingForTransition, .interacting: return true
        case .idle, .settling: return false
        }
    }

    /// Whether a released transition is still settling (a new touch can grab it).
    package var isSettling: Bool {
        if case .settling = session.phase { return true }
        return false
    }

    /// How a released transition is settling (finishing or cancelling), or nil when none is.
    package var settlingCompletion: InteractiveCompletion? {
        if case let .settling(completion) = session.phase { return completion }
        return nil
    }

    /// The progress the gesture drove the transition to, 0...1.
    package var progress: CGFloat { session.progress }

    /// Whether ``gestureBegan(distance:animator:)`` wants the settle animator's reading: pause the transition,
    /// then read `fractionComplete` and `isReversed` (a running animator's fraction is not meaningful).
    package var readsAnimatorOnBegin: Bool { isSettling && hasTransitionContext }

    // MARK: Gesture events

    /// The pan began; `distance` is the translation in points for the whole transition.
    ///
    /// Idle: a new session along ``direction`` and ``PanInteractionCommand/beginTransition``. Settling with a
    /// reading: the transition is grabbed from the animator's progress (see
    /// ``grabbedProgress(_:completion:releaseProgress:)``), and a reversed animator is set running forward.
    /// Settling without a reading (the animator cannot be reached): ignored.
    package mutating func gestureBegan(distance: CGFloat, animator: AnimatorReading?) -> CommandList<PanInteractionCommand> {
        if case .idle = session.phase {
            session = InteractionSession(tracker: InteractiveTransitionTracker(direction: direction, distance: distance))
            isVended = false
            return translate(session.gestureBegan())
        }
        guard case let .settling(completion) = session.phase else { return translate(session.gestureBegan()) }
        guard let animator else { return [] }
        let grabbed = Self.grabbedProgress(animator, completion: completion, releaseProgress: session.progress) ?? .nan
        let commands = session.gestureBegan(currentProgress: grabbed)
        guard !commands.isEmpty else { return [] }
        return animator.isReversed ? CommandList(.runForward(fractionComplete: session.progress)) : []
    }

    /// A gesture released at once starts a transition (``InteractionSession/gestureReleasedAtOnce(progress:initialVelocity:)``):
    /// a new session along ``direction`` over `distance` points (a touch that grabs the settling transition
    /// tracks over it), ``PanInteractionCommand/beginTransition``; once UIKit starts the transition,
    /// `update(progress:)` to `progress` and `finish`. Ignored (no command) unless idle.
    package mutating func gestureReleasedAtOnce(
        distance: CGFloat, progress: CGFloat, initialVelocity: CGFloat
    ) -> CommandList<PanInteractionCommand> {
        guard case .idle = session.phase else { return [] }
        session = InteractionSession(tracker: InteractiveTransitionTracker(direction: direction, distance: distance))
        isVended = false
        return translate(session.gestureReleasedAtOnce(progress: progress, initialVelocity: initialVelocity))
    }

    /// The pan moved; `translation` is in points since it began.
    package mutating func gestureChanged(translation: CGPoint) -> CommandList<PanInteractionCommand> {
        translate(session.gestureChanged(translation: translation))
    }

    /// The finger lifted with a translation (points) and a velocity (points per second).
    package mutating func gestureEnded(translation: CGPoint, velocity: CGPoint) -> CommandList<PanInteractionCommand> {
        translate(session.gestureEnded(translation: translation, velocity: velocity))
    }

    /// The system cancelled the pan, or it failed.
    package mutating func gestureCancelled() -> CommandList<PanInteractionCommand> {
        translate(session.gestureCancelled())
    }

    // MARK: Transition events

    /// ``PanInteractionCommand/beginTransition`` ran; `started` is what the begin closure returned.
    ///
    /// Nothing started: the gesture drives nothing, back to idle. Started but this object not vended yet:
    /// UIKit usually asks for the controllers inside `popViewController` / `dismiss`, but does not promise
    /// it, so the gesture keeps waiting for one main-queue turn (``PanInteractionCommand/checkVendingNextTurn``);
    /// a transition that starts then is still driven by the finger, one that never vends this object runs
    /// (and completes) without it.
    package mutating func beginTransitionReturned(started: Bool) -> CommandList<PanInteractionCommand> {
        guard case .waitingForTransition = session.phase, !hasTransitionContext else { return [] }
        if !started {
            reset()
            return []
        }
        return isVended ? [] : [.checkVendingNextTurn]
    }

    /// The turn after a ``PanInteractionCommand/checkVendingNextTurn``: a gesture still waiting, never vended
    /// and never started, drives nothing (the transition, if any, runs without it and completes on its own).
    package mutating func vendingCheckTurn() -> CommandList<PanInteractionCommand> {
        if case .waitingForTransition = session.phase, !isVended, !hasTransitionContext { reset() }
        return []
    }

    /// The adapter's `animationController` was set: a non-nil value is the vendor vending this object
    /// (``animationControllerAssigned()``); clearing it (nil) is not.
    package mutating func animationControllerChanged(isSet: Bool) {
        if isSet { animationControllerAssigned() }
    }

    /// The vendor set the animation controller of the transition it vends this object for.
    package mutating func animationControllerAssigned() {
        if case .waitingForTransition = session.phase { isVended = true }
    }

    /// UIKit called `startInteractiveTransition(_:)`.
    package mutating func transitionStarted() -> CommandList<PanInteractionCommand> {
        hasTransitionContext = true
        return translate(session.transitionStarted())
    }

    /// The transition coordinator's completion ran: the transition is over.
    package mutating func transitionEnded(finished: Bool) {
        reset()
    }

    /// A transition ended that this object may not have driven (`didShow`): a gesture still waiting for its
    /// transition without a context will never get one.
    package mutating func transitionEndedElsewhere() {
        if case .waitingForTransition = session.phase, !hasTransitionContext { reset() }
    }

    /// No transition runs any more although the driver holds a context: its completion will not come.
    package mutating func transitionGone() {
        if hasTransitionContext { reset() }
    }

    /// A gesture is about to begin and the adapter read its (weakly held) transition context: a context that
    /// reads nil while the driver still holds one is gone (its completion will not come), as in
    /// ``transitionGone()``.
    package mutating func transitionContextChecked(isAlive: Bool) {
        if !isAlive { transitionGone() }
    }

    // MARK: Helpers

    /// The progress to resume from when a settling transition is grabbed.
    ///
    /// UIKit does not document how `fractionComplete` reads on a reversed animator. The documented course of a
    /// settle bounds the answer: a finishing transition lies between the release progress and 1, a cancelling
    /// one between 0 and the release progress. The reading is taken as counting from the end when reversed
    /// (`1 − fractionComplete`); if that lies outside the bounds and the plain fraction lies inside, the plain
    /// fraction is used; otherwise the value is clamped into the bounds. NaN or infinite readings give nil
    /// (the session then resumes from the release progress).
    package static func grabbedProgress(
        _ reading: AnimatorReading,
        completion: InteractiveCompletion,
        releaseProgress: CGFloat
    ) -> CGFloat? {
        guard
            let assumed = InteractionSession.grabbedProgress(
                fractionComplete: reading.fractionComplete, isReversed: reading.isReversed)
        else { return nil }
        let release = releaseProgress.clamped(to: 0...1)
        let bounds = completion == .finish ? release...1 : 0...release
        if bounds.contains(assumed) { return assumed }
        let plain = reading.fractionComplete.clamped(to: 0...1)
        if reading.isReversed, bounds.contains(plain) { return plain }
        return assumed.clamped(to: bounds)
    }

    /// Back to idle without a context. `isVended` is left as it is: it only counts while a gesture waits,
    /// and every new gesture starts with it false.
    private mutating func reset() {
        _ = session.transitionCompleted()
        hasTransitionContext = false
    }

    /// The driver's commands for the session's: `pauseForGrab` is the adapter's own business (it paused the
    /// transition before reading the animator), every other command maps one to one. Reads the two inline
    /// slots directly: this runs on every `.changed` event.
    private func translate(_ commands: InteractionCommands) -> CommandList<PanInteractionCommand> {
        var translated = CommandList<PanInteractionCommand>()
        if let head = commands.head, let command = Self.command(for: head) { translated.append(command) }
        if let tail = commands.tail, let command = Self.command(for: tail) { translated.append(command) }
        return translated
    }

    private static func command(for command: InteractionCommand) -> PanInteractionCommand? {
        switch command {
        case .beginTransition: return .beginTransition
        case let .update(progress): return .update(progress: progress)
        case let .finish(velocity): return .finish(initialVelocity: velocity)
        case let .cancel(velocity): return .cancel(initialVelocity: velocity)
        case .pauseForGrab: return nil
        }
    }
}

/// One thing a pan-driven interactive transition object does, as ``PanInteractionDriver`` decided.
package enum PanInteractionCommand: Sendable, Hashable {
    /// Run the begin closure (`popViewController(animated: true)`, `dismiss(animated: true)`), then report
    /// ``PanInteractionDriver/beginTransitionReturned(started:)``.
    case beginTransition
    /// `update(_:)` to `progress`, 0...1.
    case update(progress: CGFloat)
    /// Set the settle spring (with this initial velocity) as `timingCurve`, then `finish()`.
    case finish(initialVelocity: CGFloat)
    /// Set the settle spring (with this initial velocity) as `timingCurve`, then `cancel()`.
    case cancel(initialVelocity: CGFloat)
    /// The grabbed animator ran reversed: set `isReversed = false`, then `fractionComplete` to this progress.
    case runForward(fractionComplete: CGFloat)
    /// One main-queue turn later, call ``PanInteractionDriver/vendingCheckTurn()``.
    case checkVendingNextTurn
}
