#if canImport(UIKit)
import UIKit

/// A percent-driven interactive transition that a pan gesture drives: swipe back and pan-to-dismiss.
///
/// It feeds the gesture to Core's ``PanInteractionDriver`` and applies the commands it returns:
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
    public var direction: SwipeDirection {
        get { driver.direction }
        set { driver.direction = newValue }
    }
    /// The spring that settles the transition after release (its initial velocity comes from the pan).
    public var settleSpring = SpringCurve(dampingRatio: 1, response: 0.3)
    /// The animation controller of the driven transition, read when a settling transition is grabbed.
    public weak var animationController: UIViewControllerAnimatedTransitioning? {
        didSet { if animationController != nil { driver.animationControllerAssigned() } }
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

    /// The current progress of the gesture-driven transition, 0...1.
    public var progress: CGFloat { driver.progress }

    /// The gesture began; `distance` is the translation in points for the whole transition.
    public func gestureBegan(distance: CGFloat) {
        if driver.hasTransitionContext, context == nil { driver.transitionGone() }
        var reading: PanInteractionDriver.AnimatorReading?
        if driver.readsAnimatorOnBegin, let animator = settlingAnimator() {
            pause()
            reading = PanInteractionDriver.AnimatorReading(fractionComplete: animator.fractionComplete, isReversed: animator.isReversed)
        }
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

    private func run(_ commands: [PanInteractionCommand]) {
        for command in commands {
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
