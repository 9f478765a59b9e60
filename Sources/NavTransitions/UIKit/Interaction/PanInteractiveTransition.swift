#if canImport(UIKit)
import UIKit

/// A percent-driven interactive transition that a pan gesture drives: swipe back and pan-to-dismiss.
///
/// It feeds the gesture to Core's ``InteractionSession`` and applies the commands it returns:
/// - the transition begins when the gesture does (`beginTransition` pops or dismisses);
/// - progress is the pan's translation along ``direction`` over the gesture's distance;
/// - on release, the projected position (a deceleration-rate projection of the velocity) decides finish
///   or cancel, and the settle is a spring that starts at the finger's speed (set as `timingCurve`);
/// - a flick that ends before UIKit has started the interactive transition is replayed when it starts;
/// - touching again while the transition settles grabs it (`pause()`) and tracks from where it is.
///
/// ``NavigationDelegateProxy`` and ``DimmingPresentationController`` create and wire it for you. To use it
/// with your own delegates, vend it from `interactionController…` only while ``isInteractive`` is true, and
/// set ``animationController`` to the animation controller of the same transition when you vend it
/// (before returning): a gesture whose transition did not vend this object goes back to idle.
@MainActor
public final class PanInteractiveTransition: UIPercentDrivenInteractiveTransition {
    /// The direction the finger moves to make progress.
    public var direction: SwipeDirection
    /// The spring that settles the transition after release (its initial velocity comes from the pan).
    public var settleSpring = SpringCurve(dampingRatio: 1, response: 0.3)
    /// The animation controller of the driven transition, read when a settling transition is grabbed.
    public weak var animationController: UIViewControllerAnimatedTransitioning?

    private var session: InteractionSession
    private let beginTransition: @MainActor () -> Bool
    private weak var context: UIViewControllerContextTransitioning?
    private var isPausedForGrab = false

    /// Creates an interaction.
    ///
    /// - Parameters:
    ///   - direction: the direction the finger moves to make progress.
    ///   - beginTransition: starts the transition (`popViewController(animated: true)` or
    ///     `dismiss(animated: true)`) and returns whether one started.
    public init(direction: SwipeDirection, beginTransition: @escaping @MainActor () -> Bool) {
        self.direction = direction
        self.beginTransition = beginTransition
        session = InteractionSession(tracker: InteractiveTransitionTracker(direction: direction, distance: 0))
        super.init()
    }

    /// Whether a gesture is driving a transition or about to: vend this object only then.
    public var isInteractive: Bool {
        switch session.phase {
        case .waitingForTransition, .interacting: return true
        case .idle, .settling: return false
        }
    }

    /// Whether a released transition is still settling (a new touch grabs it).
    public var isSettling: Bool {
        if case .settling = session.phase { return true }
        return false
    }

    /// The current progress of the gesture-driven transition, 0...1.
    public var progress: CGFloat { session.progress }

    /// The gesture began; `distance` is the translation in points for the whole transition.
    public func gestureBegan(distance: CGFloat) {
        if isSettling, context == nil {
            // The transition ended without telling us (no coordinator): never stay stuck settling.
            run(session.transitionCompleted(finished: false))
        }
        if case .idle = session.phase {
            session = InteractionSession(tracker: InteractiveTransitionTracker(direction: direction, distance: distance))
            wantsInteractiveStart = true
        }
        var progress: CGFloat?
        if isSettling, let animator = settlingAnimator() {
            // Pause first: an animator's fraction is only meaningful while it is not running. A fraction
            // that cannot be read (NaN) makes Core resume from the release progress.
            pause()
            isPausedForGrab = true
            progress = InteractionSession.grabbedProgress(fractionComplete: animator.fractionComplete, isReversed: animator.isReversed) ?? .nan
        }
        run(session.gestureBegan(currentProgress: progress))
        isPausedForGrab = false
    }

    /// Forgets a gesture whose transition never started (UIKit did not vend this object after all).
    func abandonIfNotStarted() {
        if case .waitingForTransition = session.phase, context == nil {
            run(session.transitionCompleted(finished: false))
        }
    }

    /// The gesture moved; `translation` is in points since it began.
    public func gestureChanged(translation: CGPoint) {
        run(session.gestureChanged(translation: translation))
    }

    /// The gesture ended with a translation and a velocity in points per second.
    public func gestureEnded(translation: CGPoint, velocity: CGPoint) {
        run(session.gestureEnded(translation: translation, velocity: velocity))
    }

    /// The system cancelled the gesture (or it failed): the transition goes back.
    public func gestureCancelled() {
        run(session.gestureCancelled())
    }

    /// Feeds a pan's state, translation and velocity (in `view`'s coordinates) to the session.
    ///
    /// `distance` is read at `.began`: the container width for a swipe back, the presented view's extent
    /// along ``direction`` for a dismissal.
    public func handle(_ pan: UIPanGestureRecognizer, in view: UIView, distance: CGFloat) {
        switch pan.state {
        case .began: gestureBegan(distance: distance)
        case .changed: gestureChanged(translation: pan.translation(in: view))
        case .ended: gestureEnded(translation: pan.translation(in: view), velocity: pan.velocity(in: view))
        case .cancelled, .failed: gestureCancelled()
        default: break
        }
    }

    /// Starts the interactive transition and replays a gesture that ended before UIKit got here.
    public override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        super.startInteractiveTransition(transitionContext)
        let coordinator = transitionContext.viewController(forKey: .from)?.transitionCoordinator
            ?? transitionContext.viewController(forKey: .to)?.transitionCoordinator
        coordinator?.animate(alongsideTransition: nil) { [weak self] coordinatorContext in
            self?.transitionDidEnd(finished: !coordinatorContext.isCancelled)
        }
        run(session.transitionStarted())
    }

    private func transitionDidEnd(finished: Bool) {
        run(session.transitionCompleted(finished: finished))
        context = nil
        wantsInteractiveStart = true
    }

    /// The animator of the transition being driven, if it can be reached.
    private func settlingAnimator() -> UIViewImplicitlyAnimating? {
        guard let context else { return nil }
        return animationController?.interruptibleAnimator?(using: context)
    }

    private func run(_ commands: InteractionCommands) {
        for command in commands {
            switch command {
            case .beginTransition:
                // UIKit asks the delegate for the controllers synchronously inside pop/dismiss; the vendor
                // sets `animationController` then. If nothing started, or this object was not vended (the
                // app's delegate answered instead), the gesture drives nothing: back to idle.
                animationController = nil
                if !beginTransition() || animationController == nil {
                    run(session.transitionCompleted(finished: false))
                }
            case let .update(progress):
                update(progress)
            case let .finish(initialVelocity):
                timingCurve = settleSpring.timingParameters(initialVelocity: initialVelocity)
                finish()
            case let .cancel(initialVelocity):
                timingCurve = settleSpring.timingParameters(initialVelocity: initialVelocity)
                cancel()
            case .pauseForGrab:
                if !isPausedForGrab { pause() }
                unreverseGrabbedAnimator()
            }
        }
    }

    /// A grabbed animator that was cancelling runs reversed; scrubbing continues on the forward course.
    private func unreverseGrabbedAnimator() {
        guard let animator = settlingAnimator(), animator.isReversed else { return }
        let progress = session.progress
        animator.isReversed = false
        animator.fractionComplete = progress
    }
}
#endif
