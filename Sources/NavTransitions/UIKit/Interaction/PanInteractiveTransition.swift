#if canImport(UIKit)
import UIKit

/// A percent-driven interactive transition that a pan gesture drives: a swipe back, a pan-to-dismiss, or
/// any transition you start from a gesture.
///
/// ``NavigationDelegateProxy`` and ``DimmingPresentationController`` create and wire one for you. To wire
/// it yourself, in your own `UINavigationControllerDelegate` or `UIViewControllerTransitioningDelegate`:
///
/// 1. Create it with the ``edge`` the finger moves toward to make progress (`.trailing` for a swipe back,
///    `.bottom` for a sheet) and a `beginTransition` closure that starts the transition
///    (`popViewController(animated: true)`, `dismiss(animated: true)`) and returns whether one started.
/// 2. Feed it your pan from its action: ``handle(_:in:distance:)`` with a `UIPanGestureRecognizer` (an edge
///    pan is one) and the view its translation is measured in. `distance` is the translation, in points,
///    for the whole transition (the container's width for a swipe back, the presented view's height for a
///    sheet). `.leading` and `.trailing` follow that view's layout direction when a gesture begins.
/// 3. Vend it from `navigationController(_:interactionControllerFor:)` (or
///    `interactionControllerForDismissal(using:)`) only while ``isInteractive`` is true — a Back button or a
///    `dismiss` call is not interactive — and set ``animationController`` to the animation controller of the
///    same transition before returning it. UIKit usually asks inside `beginTransition`; if it asks later,
///    the gesture waits one main-queue turn for it, then lets the transition run without it.
///
/// What it does with the gesture (Core's `PanInteractionDriver` decides, this class applies):
/// - progress is the pan's translation toward ``edge`` over the distance, 0...1;
/// - on release, the projected position (a deceleration-rate projection of the velocity) decides finish
///   or cancel, and the settle is ``settleSpring`` starting at the finger's speed (set as `timingCurve`);
/// - a flick that ends before UIKit has started the interactive transition is replayed when it starts;
/// - a new gesture while the transition settles grabs it (`pause()`) and tracks from where it is, if
///   ``animationController`` implements `interruptibleAnimator(using:)` (``TransitionAnimation`` does). It is
///   your gesture's job to begin only when that makes sense (the library's swipe back grabs only on a pan
///   in the swipe-back direction).
@MainActor
public final class PanInteractiveTransition: UIPercentDrivenInteractiveTransition {
    /// The edge of the view the finger moves toward to make progress: `.trailing` for a swipe back (the
    /// finger moves away from the leading edge), `.bottom` for a sheet. `.leading` and `.trailing` follow the
    /// layout direction of the view given to ``handle(_:in:distance:)``; read when a gesture begins a new
    /// transition.
    public var edge: TransitionEdge

    /// The physical direction the finger moves to make progress (the library's own pans set it directly).
    package var direction: SwipeDirection {
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
    ///   - edge: the edge the finger moves toward to make progress (`.trailing` for a swipe back, `.bottom`
    ///     for a sheet).
    ///   - beginTransition: starts the transition (`popViewController(animated: true)` or
    ///     `dismiss(animated: true)`) and returns whether one started.
    @preconcurrency
    public init(toward edge: TransitionEdge, beginTransition: @escaping @MainActor @Sendable () -> Bool) {
        self.edge = edge
        driver = PanInteractionDriver(direction: SwipeDirection.dismissal(toward: edge, layoutDirection: .leftToRight))
        self.beginTransition = beginTransition
        super.init()
    }

    /// Creates an interaction whose finger moves in a physical direction (the library's own pans).
    package init(direction: SwipeDirection, beginTransition: @escaping @MainActor () -> Bool) {
        edge = direction.exitEdge
        driver = PanInteractionDriver(direction: direction)
        self.beginTransition = beginTransition
        super.init()
    }

    /// Whether a gesture is driving a transition or about to: vend this object only then.
    public var isInteractive: Bool { driver.isInteractive }

    /// Whether a released transition is still settling (a new touch grabs it).
    package var isSettling: Bool { driver.isSettling }

    /// How a released transition is settling (finishing or cancelling), or nil when none is.
    var settlingCompletion: InteractiveCompletion? { driver.settlingCompletion }

    /// The current progress of the gesture-driven transition, 0...1.
    package var progress: CGFloat { driver.progress }

    /// The gesture began; `distance` is the translation in points for the whole transition.
    package func gestureBegan(distance: CGFloat) {
        panGestureBegan(distance: distance)
    }

    /// A gesture that already knows its outcome starts a transition released at once: from `progress`, finishing
    /// with ``settleSpring`` at `initialVelocity` (relative to the distance left), over `distance` points, so that
    /// a new touch can grab it while it settles (a sheet dragged below its smallest detent and released).
    /// Ignored while a gesture or a transition runs.
    func gestureReleasedAtOnce(distance: CGFloat, progress: CGFloat, initialVelocity: CGFloat) {
        panGestureReleasedAtOnce(distance: distance, progress: progress, initialVelocity: initialVelocity)
    }

    /// The gesture moved; `translation` is in points since it began.
    package func gestureChanged(translation: CGPoint) {
        runPanCommands(driver.gestureChanged(translation: translation))
    }

    /// The gesture ended with a translation and a velocity in points per second.
    package func gestureEnded(translation: CGPoint, velocity: CGPoint) {
        runPanCommands(driver.gestureEnded(translation: translation, velocity: velocity))
    }

    /// The system cancelled the gesture (or it failed): the transition goes back.
    package func gestureCancelled() {
        runPanCommands(driver.gestureCancelled())
    }

    /// Feeds a pan's state, translation and velocity (in `view`'s coordinates) to the interaction; call it
    /// from the pan's action.
    ///
    /// `distance` is read at `.began`: the container width for a swipe back, the presented view's extent
    /// toward ``edge`` for a dismissal. At `.began`, ``edge`` is resolved with `view`'s layout direction.
    public func handle(_ pan: UIPanGestureRecognizer, in view: UIView, distance: CGFloat) {
        guard let phase = GesturePhase(recognizerStateRawValue: pan.state.rawValue) else { return }
        panGesture(
            phase, translation: pan.translation(in: view), velocity: pan.velocity(in: view), distance: distance,
            layoutDirection: LayoutDirection(view.effectiveUserInterfaceLayoutDirection))
    }

    /// Starts the interactive transition and replays a gesture that ended before UIKit got here.
    public override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        super.startInteractiveTransition(transitionContext)
        let coordinator =
            transitionContext.viewController(forKey: .from)?.transitionCoordinator
            ?? transitionContext.viewController(forKey: .to)?.transitionCoordinator
        AssumptionLog.check(AssumptionProbe.transitionCoordinator(exists: coordinator != nil, for: .interactiveTransitionEnd))
        coordinator?.animate(alongsideTransition: nil) { [weak self] coordinatorContext in
            self?.transitionDidEnd(finished: !coordinatorContext.isCancelled)
        }
        runPanCommands(driver.transitionStarted())
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
}

extension PanInteractiveTransition: @preconcurrency PanInteractionHost {
    package var panDriver: PanInteractionDriver {
        get { driver }
        set { driver = newValue }
    }

    package var hasTransitionContext: Bool { context != nil }

    package func beginPanTransition() -> Bool {
        wantsInteractiveStart = true
        return beginTransition()
    }

    package func updatePanTransition(_ percentComplete: CGFloat) {
        update(percentComplete)
    }

    package func finishPanTransition(initialVelocity: CGFloat) {
        timingCurve = settleSpring.timingParameters(initialVelocity: initialVelocity)
        finish()
    }

    package func cancelPanTransition(initialVelocity: CGFloat) {
        timingCurve = settleSpring.timingParameters(initialVelocity: initialVelocity)
        cancel()
    }

    package func runSettlingAnimatorForward(fractionComplete: CGFloat) {
        guard let animator = settlingAnimator() else { return }
        animator.isReversed = false
        animator.fractionComplete = fractionComplete
    }

    package func pauseSettlingAnimator() -> PanInteractionDriver.AnimatorReading? {
        guard let animator = settlingAnimator() else { return nil }
        pause()
        return PanInteractionDriver.AnimatorReading(fractionComplete: animator.fractionComplete, isReversed: animator.isReversed)
    }

    package func checkVendingOnNextTurn() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.runPanCommands(self.driver.vendingCheckTurn())
        }
    }

    package func reportAssumption(_ finding: AssumptionFinding?) {
        AssumptionLog.check(finding)
    }
}
#endif
