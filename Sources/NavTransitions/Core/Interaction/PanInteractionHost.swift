import Foundation

/// The object a ``PanInteractionDriver`` drives: UIKit's `PanInteractiveTransition` (a
/// `UIPercentDrivenInteractiveTransition`) and the headless test interaction.
///
/// The host stores the driver and makes the UIKit calls, one requirement per ``PanInteractionCommand``; the
/// extension below feeds it the gesture and runs the commands, so that what happens in which order (a
/// begin's answer fed back before the next command, the animator read only when the driver asks) is the
/// same code on both.
package protocol PanInteractionHost: AnyObject {
    /// The driver the host keeps (a value: every event goes through this property).
    var panDriver: PanInteractionDriver { get set }
    /// The edge the finger moves toward to make progress, read when a gesture begins (``panGesture(_:translation:velocity:distance:layoutDirection:)``).
    var edge: TransitionEdge { get }
    /// Whether the transition context, held weakly, is still there.
    var hasTransitionContext: Bool { get }
    /// Starts the transition (`popViewController(animated: true)`, `dismiss(animated: true)`): whether one started.
    func beginPanTransition() -> Bool
    /// `update(_:)`.
    func updatePanTransition(_ percentComplete: CGFloat)
    /// Sets the settle spring at `initialVelocity` as `timingCurve`, then `finish()`.
    func finishPanTransition(initialVelocity: CGFloat)
    /// Sets the settle spring at `initialVelocity` as `timingCurve`, then `cancel()`.
    func cancelPanTransition(initialVelocity: CGFloat)
    /// Sets the settling animator running forward at `fractionComplete` (nothing when it cannot be reached).
    func runSettlingAnimatorForward(fractionComplete: CGFloat)
    /// Pauses the settling transition and reads its animator; nil (and nothing paused) when the animator cannot
    /// be reached (the animation controller vends no interruptible animator, the context is gone).
    func pauseSettlingAnimator() -> PanInteractionDriver.AnimatorReading?
    /// One main-queue turn later, calls ``runPanCommands(_:)`` with ``PanInteractionDriver/vendingCheckTurn()``.
    func checkVendingOnNextTurn()
    /// Reports a UIKit assumption that did not hold (the DEBUG log on UIKit).
    func reportAssumption(_ finding: AssumptionFinding?)
    /// A bug the tests plant in ``runPanCommands(_:)`` (``PlantedFault/panCancelFinishes``); nil, the default, on UIKit.
    var plantedFault: PlantedFault? { get }
}

extension PanInteractionHost {
    package var plantedFault: PlantedFault? { nil }

    /// A recognizer's phase, with its translation and velocity (points, points per second) in the view whose
    /// `layoutDirection` resolves ``edge`` at `.began`; `distance` is the translation for the whole transition.
    package func panGesture(
        _ phase: GesturePhase, translation: CGPoint, velocity: CGPoint, distance: CGFloat,
        layoutDirection: LayoutDirection
    ) {
        switch phase {
        case .began:
            panDriver.direction = SwipeDirection.dismissal(toward: edge, layoutDirection: layoutDirection)
            panGestureBegan(distance: distance)
        case .changed: runPanCommands(panDriver.gestureChanged(translation: translation))
        case .ended: runPanCommands(panDriver.gestureEnded(translation: translation, velocity: velocity))
        case .cancelled: runPanCommands(panDriver.gestureCancelled())
        }
    }

    /// The gesture began; `distance` is the translation in points for the whole transition. A context that is
    /// gone is forgotten first; the settling animator is paused and read only when the driver grabs with it
    /// (``PanInteractionDriver/readsAnimatorOnBegin``).
    package func panGestureBegan(distance: CGFloat) {
        panDriver.transitionContextChecked(isAlive: hasTransitionContext)
        let reading = panDriver.readsAnimatorOnBegin ? pauseSettlingAnimator() : nil
        reportAssumption(AssumptionProbe.reversedFractionCountsFromEnd(reading, driver: panDriver))
        runPanCommands(panDriver.gestureBegan(distance: distance, animator: reading))
    }

    /// A gesture that already knows its outcome starts a transition released at once
    /// (``PanInteractionDriver/gestureReleasedAtOnce(distance:progress:initialVelocity:)``).
    package func panGestureReleasedAtOnce(distance: CGFloat, progress: CGFloat, initialVelocity: CGFloat) {
        panDriver.transitionContextChecked(isAlive: hasTransitionContext)
        runPanCommands(panDriver.gestureReleasedAtOnce(distance: distance, progress: progress, initialVelocity: initialVelocity))
    }

    /// Runs `commands` in order: each is one host call; a begin's answer goes back to the driver, and the
    /// commands that answer returns run before the rest.
    package func runPanCommands(_ commands: CommandList<PanInteractionCommand>) {
        for command in commands {
            reportAssumption(AssumptionProbe.interactionControllerAskedInsideBegin(command))
            switch command {
            case .beginTransition:
                let started = beginPanTransition()
                runPanCommands(panDriver.beginTransitionReturned(started: started))
            case let .update(progress): updatePanTransition(progress)
            case let .finish(initialVelocity): finishPanTransition(initialVelocity: initialVelocity)
            case let .cancel(initialVelocity):
                if plantedFault == .panCancelFinishes {
                    finishPanTransition(initialVelocity: initialVelocity)
                } else {
                    cancelPanTransition(initialVelocity: initialVelocity)
                }
            case let .runForward(fractionComplete): runSettlingAnimatorForward(fractionComplete: fractionComplete)
            case .checkVendingNextTurn: checkVendingOnNextTurn()
            }
        }
    }
}
