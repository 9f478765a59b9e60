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

    private(set) var driver: PanInteractionDriver
    private let beginTransition: () -> Bool
    /// The main queue of the app (a presentation controller's interaction gets UIKit's at presentation).
    var mainQueue: HeadlessMainQueue
    private weak var context: HeadlessPercentDrivenTransition?
    /// A planted bug (the reliability suite's proof that it notices one): the progress passed to `update` goes
    /// through it, as a broken adapter would change it. Nil in every real test.
    var updateFilterForTesting: ((CGFloat) -> CGFloat)?

    init(vendorName: String, direction: SwipeDirection, mainQueue: HeadlessMainQueue, beginTransition: @escaping () -> Bool) {
        self.vendorName = vendorName
        driver = PanInteractionDriver(direction: direction)
        self.mainQueue = mainQueue
        self.beginTransition = beginTransition
    }

    var isInteractive: Bool { driver.isInteractive }
    /// Whether the transition it drives still exists (its context is held weakly, as UIKit's is).
    var hasLiveTransition: Bool { context != nil }
    var isSettling: Bool { driver.isSettling }
    var progress: CGFloat { driver.progress }

    func gestureBegan(distance: CGFloat) {
        driver.transitionContextChecked(isAlive: context != nil)
        var reading: PanInteractionDriver.AnimatorReading?
        if driver.readsAnimatorOnBegin, animationController != nil, let context {
            context.pause()
            reading = PanInteractionDriver.AnimatorReading(fractionComplete: context.fractionComplete, isReversed: context.isReversed)
        }
        run(driver.gestureBegan(distance: distance, animator: reading))
    }

    /// `gestureReleasedAtOnce(distance:progress:initialVelocity:)`: a sheet released toward a dismissal.
    func gestureReleasedAtOnce(distance: CGFloat, progress: CGFloat, initialVelocity: CGFloat) {
        driver.transitionContextChecked(isAlive: context != nil)
        run(driver.gestureReleasedAtOnce(distance: distance, progress: progress, initialVelocity: initialVelocity))
    }

    func gestureChanged(translation: CGPoint) {
        run(driver.gestureChanged(translation: translation))
    }

    func gestureEnded(translation: CGPoint, velocity: CGPoint) {
        run(driver.gestureEnded(translation: translation, velocity: velocity))
    }

    func gestureCancelled() {
        run(driver.gestureCancelled())
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
        run(driver.transitionStarted())
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

    private func run(_ commands: CommandList<PanInteractionCommand>) {
        for command in commands {
            switch command {
            case .beginTransition:
                let started = beginTransition()
                run(driver.beginTransitionReturned(started: started))
            case let .update(progress):
                context?.update(updateFilterForTesting?(progress) ?? progress)
            case let .finish(initialVelocity):
                context?.finish(initialVelocity: initialVelocity)
            case let .cancel(initialVelocity):
                context?.cancel(initialVelocity: initialVelocity)
            case let .runForward(fractionComplete):
                guard animationController != nil, let context else { break }
                context.runForward(fractionComplete: fractionComplete)
            case .checkVendingNextTurn:
                mainQueue.async { [weak self] in
                    guard let self else { return }
                    self.run(self.driver.vendingCheckTurn())
                }
            }
        }
    }
}
