import Foundation
import NavTransitions

/// Test double of `PanInteractiveTransition`: the same thin adapter over Core's `PanInteractionDriver`,
/// applying its commands to a headless started transition (``HeadlessPercentDrivenTransition``: an
/// interactive pop, an interactive dismissal) instead of a `UIPercentDrivenInteractiveTransition`. The
/// navigation proxy's swipe back and the presentation controller's dismiss pan both use it, as both UIKit
/// classes use `PanInteractiveTransition`.
///
/// Line for line it mirrors the UIKit class: the vend signal is the `animationController` setter, the
/// grabbed animator is read after pausing, a late vend check runs on the (modelled) main queue.
final class HeadlessPanInteraction: HeadlessNavigationController.Interactor {
    let vendorName: String
    /// `direction`.
    var direction: SwipeDirection {
        get { driver.direction }
        set { driver.direction = newValue }
    }
    /// `animationController`: set by the vendor when it vends this object.
    weak var animationController: AnyObject? {
        didSet { driver.animationControllerChanged(isSet: animationController != nil) }
    }

    fileprivate(set) var driver: PanInteractionDriver
    /// The UIKit assumptions found not to hold, as the UIKit class logs them in DEBUG.
    private(set) var assumptionFindings: [AssumptionFinding] = []
    /// `edge`: the edge the finger moves toward (the library's own pans set ``direction``).
    let edge: TransitionEdge
    fileprivate let beginTransition: () -> Bool
    /// The main queue of the app (a presentation controller's interaction gets UIKit's at presentation).
    var mainQueue: HeadlessMainQueue
    fileprivate weak var context: HeadlessPercentDrivenTransition?
    /// A planted bug (the reliability suite's proof that it notices one): the progress passed to `update` goes
    /// through it, as a broken adapter would change it. Nil in every real test.
    var updateFilterForTesting: ((CGFloat) -> CGFloat)?
    /// A bug planted in Core's run loop (`runPanCommands`), which the UIKit class runs too. Nil in every real test.
    var plantedFault: PlantedFault?

    init(vendorName: String, direction: SwipeDirection, mainQueue: HeadlessMainQueue, beginTransition: @escaping () -> Bool) {
        self.vendorName = vendorName
        driver = PanInteractionDriver(direction: direction)
        edge = direction.exitEdge
        self.mainQueue = mainQueue
        self.beginTransition = beginTransition
    }

    var isInteractive: Bool { driver.isInteractive }
    /// Whether the transition it drives still exists (its context is held weakly, as UIKit's is).
    var hasLiveTransition: Bool { context != nil }
    var isSettling: Bool { driver.isSettling }
    var progress: CGFloat { driver.progress }

    func gestureBegan(distance: CGFloat) {
        panGestureBegan(distance: distance)
    }

    /// `gestureReleasedAtOnce(distance:progress:initialVelocity:)`: a sheet released toward a dismissal.
    func gestureReleasedAtOnce(distance: CGFloat, progress: CGFloat, initialVelocity: CGFloat) {
        panGestureReleasedAtOnce(distance: distance, progress: progress, initialVelocity: initialVelocity)
    }

    func gestureChanged(translation: CGPoint) {
        runPanCommands(driver.gestureChanged(translation: translation))
    }

    func gestureEnded(translation: CGPoint, velocity: CGPoint) {
        runPanCommands(driver.gestureEnded(translation: translation, velocity: velocity))
    }

    func gestureCancelled() {
        runPanCommands(driver.gestureCancelled())
    }

    func startInteractiveTransition(_ transition: HeadlessNavigationController.InteractivePop) {
        startInteractiveTransition(transition as HeadlessPercentDrivenTransition)
    }

    /// `startInteractiveTransition(_:)`.
    func startInteractiveTransition(_ transition: HeadlessPercentDrivenTransition) {
        context = transition
        transition.animateAlongsideTransition { [weak self] cancelled in
            self?.transitionDidEnd(finished: !cancelled)
        }
        runPanCommands(driver.transitionStarted())
    }

    func transitionEndedElsewhere() {
        driver.transitionEndedElsewhere()
    }

    func transitionGone() {
        driver.transitionGone()
    }

    private func transitionDidEnd(finished: Bool) {
        driver.transitionEnded(finished: finished)
        context = nil
    }
}

/// The same Core calls as `PanInteractiveTransition`'s conformance, on the headless started transition.
extension HeadlessPanInteraction: PanInteractionHost {
    var panDriver: PanInteractionDriver {
        get { driver }
        set { driver = newValue }
    }

    var hasTransitionContext: Bool { context != nil }

    func beginPanTransition() -> Bool { beginTransition() }

    func updatePanTransition(_ percentComplete: CGFloat) {
        context?.update(updateFilterForTesting?(percentComplete) ?? percentComplete)
    }

    func finishPanTransition(initialVelocity: CGFloat) {
        context?.finish(initialVelocity: initialVelocity)
    }

    func cancelPanTransition(initialVelocity: CGFloat) {
        context?.cancel(initialVelocity: initialVelocity)
    }

    func runSettlingAnimatorForward(fractionComplete: CGFloat) {
        guard animationController != nil, let context else { return }
        context.runForward(fractionComplete: fractionComplete)
    }

    func pauseSettlingAnimator() -> PanInteractionDriver.AnimatorReading? {
        guard animationController != nil, let context else { return nil }
        context.pause()
        return PanInteractionDriver.AnimatorReading(fractionComplete: context.fractionComplete, isReversed: context.isReversed)
    }

    func checkVendingOnNextTurn() {
        mainQueue.async { [weak self] in
            guard let self else { return }
            self.runPanCommands(self.driver.vendingCheckTurn())
        }
    }

    func reportAssumption(_ finding: AssumptionFinding?) {
        if let finding { assumptionFindings.append(finding) }
    }
}
