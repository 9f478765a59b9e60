#if canImport(UIKit)
import UIKit

/// A percent-driven interactive transition that a pan gesture drives: a swipe back, a pan-to-dismiss, or
/// any transition you start from a gesture.
///
/// ``NavigationDelegateProxy`` and ``DimmingPresentationController`` create and wire one for you. To wire
/// it yourself, in your own `UINavigationControllerDelegate` or `UIViewControllerTransitioningDelegate`:
///
/// 1. Create it with the ``direction`` the finger moves to make progress (``SwipeDirection/right`` for a
///    swipe back in a left-to-right layout, ``SwipeDirection/down`` for a sheet) and a `beginTransition`
///    closure that starts the transition (`popViewController(animated: true)`, `dismiss(animated: true)`)
///    and returns whether one started. ``direction`` is settable; it is read when a gesture begins a new
///    transition (set it in the gesture's `.began`, for example from the view's layout direction).
/// 2. Feed it your gesture: ``handle(_:in:distance:)`` with a `UIPanGestureRecognizer` (or an edge pan),
///    or ``gestureBegan(distance:)``, ``gestureChanged(translation:)``,
///    ``gestureEnded(translation:velocity:)`` and ``gestureCancelled()`` from any source. `distance` is the
///    translation, in points, for the whole transition (the container's width for a swipe back, the
///    presented view's height for a sheet); translations are in points since the gesture began, velocities
///    in points per second, in the view's coordinates.
/// 3. Vend it from `navigationController(_:interactionControllerFor:)` (or
///    `interactionControllerForDismissal(using:)`) only while ``isInteractive`` is true — a Back button or a
///    `dismiss` call is not interactive — and set ``animationController`` to the animation controller of the
///    same transition before returning it. UIKit usually asks inside `beginTransition`; if it asks later,
///    the gesture waits one main-queue turn for it, then lets the transition run without it.
///
/// What it does with the gesture (Core's `PanInteractionDriver` decides, this class applies):
/// - progress is the pan's translation along ``direction`` over the distance, 0...1;
/// - on release, the projected position (a deceleration-rate projection of the velocity) decides finish
///   or cancel, and the settle is ``settleSpring`` starting at the finger's speed (set as `timingCurve`);
/// - a flick that ends before UIKit has started the interactive transition is replayed when it starts;
/// - a new gesture while the transition settles grabs it (`pause()`) and tracks from where it is, if
///   ``animationController`` implements `interruptibleAnimator(using:)` (``TransitionAnimation`` does). It is
///   your gesture's job to begin only when that makes sense (the library's swipe back grabs only on a pan
///   in the swipe-back direction).
@MainActor
public final class PanInteractiveTransition: UIPercentDrivenInteractiveTransition {
    /// The direction the finger moves to make progress; read when a gesture begins a new transition.
    public var direction: SwipeDirection {
        get { driver.direction }
        set { driver.direction = newValue }
    }
    /// The spring that settles the transition after release (its initial velocity comes from the pan).
    ///
    /// It is set as `timingCurve`, which UIKit ignores when the animation controller vends no
    /// `interruptibleAnimator(using:)`; such a transition settles with `completionCurve` and `completionSpeed`.
    public var settleSpring = SpringCurve(dampingRatio: 1, response: 0.3)
    /// The animation controller of the driven transition: set it when you vend this object (it tells the
    /// gesture that its transition got it) and it is read when a settling transition is grabbed.
    public weak var animationController: UIViewControllerAnimatedTransitioning? {
        didSet { driver.animationControllerChanged(isSet: animationController != nil) }
    }

    private var driver: PanInteractionDriver
    private let beginTransition: @MainActor () -> Bool
    private weak var context: UIViewControllerContextTransitioning?

    /// Creates an interaction.
    ///
    /// - Parameters:
    ///   - direction: the direction the finger moves to make progress.
    ///   - beginTransition: starts the transition (`popViewController(animated: true)` or
    ///     `dismiss(animated: true)`) and returns whether one started.
    public init(direction: SwipeDirection, beginTransition: @escaping @MainActor () -> Bool) {
        driver = PanInteractionDriver(direction: direction)
        self.beginTransition = beginTransition
        super.init()
    }

    /// Whether a gesture is driving a transition or about to: vend this object only then.
    public var isInteractive: Bool { driver.isInteractive }

    /// Whether a released transition is still settling (a new touch grabs it).
    public var isSettling: Bool { driver.isSettling }

    /// How a released transition is settling (finishing or cancelling), or nil when none is.
    var settlingCompletion: InteractiveCompletion? { driver.settlingCompletion }

    /// The current progress of the gesture-driven transition, 0...1.
    public var progress: CGFloat { driver.progress }

    /// The gesture began; `distance` is the translation in points for the whole transition.
    public func gestureBegan(distance: CGFloat) {
        driver.transitionContextChecked(isAlive: context != nil)
        var reading: PanInteractionDriver.AnimatorReading?
        if driver.readsAnimatorOnBegin, let animator = settlingAnimator() {
            pause()
            reading = PanInteractionDriver.AnimatorReading(fractionComplete: animator.fractionComplete, isReversed: animator.isReversed)
        }
        AssumptionLog.check(AssumptionProbe.reversedFractionCountsFromEnd(reading, driver: driver))
        wantsInteractiveStart = true
        run(driver.gestureBegan(distance: distance, animator: reading))
    }

    /// The gesture moved; `translation` is in points since it began.
    public func gestureChanged(translation: CGPoint) {
        run(driver.gestureChanged(translation: translation))
    }

    /// The gesture ended with a translation and a velocity in points per second.
    public func gestureEnded(translation: CGPoint, velocity: CGPoint) {
        run(driver.gestureEnded(translation: translation, velocity: velocity))
    }

    /// The system cancelled the gesture (or it failed): the transition goes back.
    public func gestureCancelled() {
        run(driver.gestureCancelled())
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
        AssumptionLog.check(AssumptionProbe.transitionCoordinator(exists: coordinator != nil, for: .interactiveTransitionEnd))
        coordinator?.animate(alongsideTransition: nil) { [weak self] coordinatorContext in
            self?.transitionDidEnd(finished: !coordinatorContext.isCancelled)
        }
        run(driver.transitionStarted())
    }

    /// A transition this object may not have driven ended: forget a gesture still waiting for its own.
    func transitionEndedElsewhere() {
        driver.transitionEndedElsewhere()
    }

    /// No transition runs any more: forget a context whose completion did not come.
    func transitionGone() {
        driver.transitionGone()
    }

    private func transitionDidEnd(finished: Bool) {
        driver.transitionEnded(finished: finished)
        context = nil
        wantsInteractiveStart = true
    }

    /// The animator of the transition being driven, if it can be reached.
    private func settlingAnimator() -> UIViewImplicitlyAnimating? {
        guard let context else { return nil }
        return animationController?.interruptibleAnimator?(using: context)
    }

    private func run(_ commands: CommandList<PanInteractionCommand>) {
        for command in commands {
            AssumptionLog.check(AssumptionProbe.interactionControllerAskedInsideBegin(command))
            switch command {
            case .beginTransition:
                let started = beginTransition()
                run(driver.beginTransitionReturned(started: started))
            case let .update(progress):
                update(progress)
            case let .finish(initialVelocity):
                timingCurve = settleSpring.timingParameters(initialVelocity: initialVelocity)
                finish()
            case let .cancel(initialVelocity):
                timingCurve = settleSpring.timingParameters(initialVelocity: initialVelocity)
                cancel()
            case let .runForward(fractionComplete):
                guard let animator = settlingAnimator() else { break }
                animator.isReversed = false
                animator.fractionComplete = fractionComplete
            case .checkVendingNextTurn:
                DispatchQueue.main.async { [weak self] in
                    guard let self else { return }
                    self.run(self.driver.vendingCheckTurn())
                }
            }
        }
    }
}
#endif
