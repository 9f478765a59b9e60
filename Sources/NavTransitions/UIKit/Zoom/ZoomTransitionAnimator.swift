#if canImport(UIKit)
import UIKit

/// The animation controller of a zoom transition: the photo flies between the source thumbnail and the
/// zoomed screen's photo view, for a present, dismiss, push or pop.
///
/// It reads the transition context, the zoomed screen (``ZoomTransitionDestination``) and the source
/// (the provider is asked at the start of every leg), asks Core for a ``ZoomPlan`` and applies its
/// commands:
/// - the flying view (a clipping view holding an image view) lives in the container and is removed in
///   every outcome, in the same pass that shows the photo view and the thumbnail again (alpha, never
///   `isHidden`);
/// - `interruptibleAnimator(using:)` returns one animator for the whole transition, so the navigation
///   proxy's swipe back can scrub a pop along the flight;
/// - when a ``ZoomInteractiveDismissal`` drives the dismissal, the animator holds only the screens' fade
///   (scrubbed by the fingers' progress) and the fingers move the flying view; on release it lands with
///   a spring that starts at the fingers' speed, on the thumbnail measured at that moment;
/// - a flight back to a thumbnail that moves while the photo flies (a grid still settling) follows it.
@MainActor
package final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The leg this animation controller runs.
    package let operation: TransitionOperation
    /// The options of the zoom.
    package let options: ZoomOptions
    private let sourceViewProvider: ZoomSourceViewProvider
    /// The timing that replaces the zoom's spring, or nil.
    package let timing: TransitionTiming?
    private var flight: ZoomFlightRun?
    /// The animator of the current or last transition; after `animationEnded` it is kept (its closures
    /// hold the flight weakly) so that a late `interruptibleAnimator(using:)` gets it back instead of a
    /// second flight in a finished container (Core's ``AnimatorSlot`` decides).
    private var animatorSlot = AnimatorSlot<ContextIdentity, UIViewPropertyAnimator>()

    /// The finger-driven dismissal that drives this transition, or nil when no finger does. Set when the
    /// interaction is vended (before UIKit starts the transition): the animator then leaves the flying
    /// view to the fingers.
    package weak var interaction: ZoomInteractiveDismissal?

    /// The zoomed screen's pinch and drag (owned by the screen): vended by the transition's delegate when
    /// they drive this leg (``ZoomDismissalDriver``), added to the screen when a present or push ends and
    /// removed when a dismiss or pop ends (``ZoomDismissalGestures``).
    package weak var zoomDismissal: ZoomInteractiveDismissal?

    /// Creates the animation controller of one leg.
    ///
    /// - Parameter timing: replaces the zoom's own timing when not nil (a transition's `timing` option);
    ///   a finger-driven landing keeps its spring.
    package init(
        operation: TransitionOperation, options: ZoomOptions, sourceViewProvider: @escaping ZoomSourceViewProvider,
        timing: TransitionTiming? = nil
    ) {
        self.operation = operation
        self.options = options
        self.sourceViewProvider = sourceViewProvider
        self.timing = timing
        super.init()
    }

    /// The duration of the flight when no finger drives it (the spring's settling time, or the Reduce
    /// Motion cross-fade's duration).
    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        flight?.plan.timing.duration
            ?? ZoomPlan.timing(
                isReduceMotionEnabled: MotionSettings.isReduceMotionEnabled(for: transitionContext?.containerView),
                override: timing
            ).duration
    }

    /// Runs the flight; a context that is not animated jumps to the end at once, through the same completion.
    package func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).runTransition(animated: transitionContext.isAnimated)
    }

    /// The one animator of this transition: the whole flight, or only the screens' fade when fingers drive
    /// it; the same object for every call during the transition and after it has ended.
    package func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    {
        animatorSlot.animator(for: ContextIdentity(transitionContext)) {
            let run = ZoomFlightRun(
                operation: operation, options: options, sourceViewProvider: sourceViewProvider, timing: timing,
                context: transitionContext, isFingerDriven: interaction != nil
            )
            flight = run
            return run.animator
        }
    }

    /// Releases the flight's views once UIKit reports the end of the transition; the finished animator is kept.
    /// The fingers' interaction hears the end here too (not only from the transition coordinator's completion).
    package func animationEnded(_ transitionCompleted: Bool) {
        animatorSlot.transitionEnded()
        flight?.end()
        flight?.endSignpost()
        flight = nil
        interaction?.transitionDidEnd(finished: transitionCompleted)
        ZoomDismissalGestures.transitionEnded(operation, finished: transitionCompleted, gestures: zoomDismissal)
    }

    /// The running flight of `context` (set up at the first request), or nil once that transition has ended.
    func flight(for context: UIViewControllerContextTransitioning) -> ZoomFlightRun? {
        _ = interruptibleAnimator(using: context)
        return flight.flatMap { $0.context === context ? $0 : nil }
    }
}

/// One leg of a zoom in flight: its views and its animators, run as Core's ``ZoomFlightControl`` says.
///
/// The animators' closures hold this object weakly; it lives until `animationEnded`.
@MainActor
final class ZoomFlightRun: DisplayLinkReceiver {
    let context: UIViewControllerContextTransitioning
    /// The leg's decisions: its plan, the thumbnail it follows, the grab, the one completion.
    private(set) var control: ZoomFlightControl
    /// The transition's animator: the whole flight, or only the screens' fade when fingers drive it.
    let animator: UIViewPropertyAnimator
    private let screens: ContainerCommandRunner
    private let flyingViews: ContainerCommandRunner
    private let flyingView: UIView
    private let flyingImage: UIView
    private let source: UIView?
    /// The size of the image that flies, in points.
    private let imageSize: CGSize
    private let sourceCornerRadius: CGFloat?
    private var landingAnimator: UIViewPropertyAnimator?
    private var retargetLink: CADisplayLink?
    /// The leg's `os_signpost` interval: from here to the completion (Core's `SignpostHost` pairs them).
    private let signposts = TransitionSignposter()

    var plan: ZoomPlan { control.plan }

    init(
        operation: TransitionOperation, options: ZoomOptions, sourceViewProvider: ZoomSourceViewProvider,
        timing: TransitionTiming?,
        context: UIViewControllerContextTransitioning, isFingerDriven: Bool
    ) {
        self.context = context
        sourceCornerRadius = options.sourceCornerRadius
        let container = context.containerView
        let fromView = context.view(forKey: .from), toView = context.view(forKey: .to)
        let fromFrame = context.viewController(forKey: .from).map { context.initialFrame(for: $0) } ?? .zero
        let toFrame = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
        var scene = ZoomScene(
            operation: operation,
            containerBounds: container.bounds,
            fromView: fromView?.participantGeometry(contextFrame: fromFrame, in: container),
            toView: toView?.participantGeometry(contextFrame: toFrame, in: container),
            imageSize: .zero, photo: nil, source: nil, hasDimming: options.dimmingColor != nil,
            isReduceMotionEnabled: MotionSettings.isReduceMotionEnabled(for: container), timing: timing
        )

        // The screens first: the thumbnail and the photo are measured in laid-out, inserted screens.
        var screenViews: [TransitionRole: UIView] = [:]
        screenViews[.fromView] = fromView
        screenViews[.toView] = toView
        screenViews[.dimmingView] = options.dimmingColor.map(Self.dimmingView(color:))
        AssumptionLog.check(
            AssumptionProbe.containerHoldsNoLibraryViews(LibraryViewMark.kinds(in: container), operation: operation))
        screens = ContainerCommandRunner(container: container, views: screenViews)
        screens.run(ZoomPlan(scene: scene).screenSetupCommands)
        fromView?.layoutIfNeeded()
        toView?.layoutIfNeeded()

        let forward = operation.isForward
        let sourceController = context.viewController(forKey: forward ? .from : .to)
        let zoomedController = context.viewController(forKey: forward ? .to : .from)
        let destination = zoomedController?.zoomTransitionDestination
        let photoView = destination?.zoomTransitionPhotoView
        var source: UIView?
        // stays in UIKit: reads UIKit: the context may lack a controller (no source is asked for)
        if let sourceController, let zoomedController {
            source = sourceViewProvider(
                ZoomSourceViewProviderContext(
                    sourceViewController: sourceController, zoomedViewController: zoomedController, operation: operation))
        }
        self.source = source

        let content = Self.flyingContent(photoView: photoView, source: source, forward: forward)
        scene.imageSize = content.size
        imageSize = content.size
        scene.photo = photoView?.zoomPhotoMeasurement(in: container, scrollView: destination?.zoomTransitionScrollView)
        scene.source = source?.zoomSourceMeasurement(in: container, cornerRadius: options.sourceCornerRadius)
        control = ZoomFlightControl(
            plan: ZoomPlan(scene: scene), isFingerDriven: isFingerDriven, isInteractive: context.isInteractive)

        flyingView = UIView()
        LibraryViewMark.mark(flyingView, .zoomFlyingView)
        LibraryViewMark.mark(content.view, .zoomFlyingImage)
        flyingView.clipsToBounds = true
        flyingView.isUserInteractionEnabled = false
        flyingImage = content.view
        var flightViews: [TransitionRole: UIView] = [.flyingView: flyingView, .flyingImage: flyingImage]
        flightViews[.zoomSource] = source
        flightViews[.zoomedPhotoView] = photoView
        flyingViews = ContainerCommandRunner(container: container, views: flightViews)
        flyingViews.run(control.plan.flightSetupCommands)

        let plan = control.plan
        animator = UIViewPropertyAnimator(duration: plan.timing.duration, timingParameters: plan.timing.timingParameters)
        let animated = control.animatorCommands
        animator.addAnimations { [weak self] in self?.run(animated) }
        animator.addCompletion { [weak self] _ in
            self?.control.screensAnimationEnded()
            self?.completeIfDone()
        }
        signposts.beginSignpost(control.signpost)
        startFlight()
    }

    /// The dimming view between the screens (a navigation zoom with a dimming colour).
    private static func dimmingView(color: UIColor) -> UIView {
        let dimming = UIView()
        LibraryViewMark.mark(dimming, .zoomDimming)
        dimming.backgroundColor = color
        dimming.isUserInteractionEnabled = false
        return dimming
    }

    /// Runs commands on the screens and on the flight's views (no command mixes the two).
    private func run(_ commands: [ContainerCommand]) {
        screens.run(commands)
        flyingViews.run(commands)
    }

    /// What flies, with its size in points: the first of Core's ``ZoomFlyingContent`` candidates that can
    /// be made (a snapshot may give nil).
    private static func flyingContent(photoView: UIView?, source: UIView?, forward: Bool) -> (view: UIView, size: CGSize) {
        let photoImage = (photoView as? UIImageView)?.image, sourceImage = (source as? UIImageView)?.image
        let candidates = ZoomFlyingContent.candidates(
            forward: forward, photoHasImage: photoImage != nil, sourceHasImage: sourceImage != nil,
            hasPhotoView: photoView != nil, hasSource: source != nil)
        for candidate in candidates {
            // stays in UIKit: applies ZoomFlyingContent's candidates, one UIKit view per case
            switch candidate {
            case .photoImage, .sourceImage:
                let image = (candidate == .photoImage ? photoImage : sourceImage) ?? UIImage()
                let imageView = UIImageView(image: image)
                imageView.contentMode = .scaleToFill
                return (imageView, image.size)
            case .sourceSnapshot, .photoSnapshot:
                let view = candidate == .sourceSnapshot ? source : photoView
                let snapshot = view?.snapshotView(afterScreenUpdates: false)
                AssumptionLog.check(
                    AssumptionProbe.snapshotViewReturnedView(view == nil || snapshot != nil, for: .zoomFlyingImage))
                // UIKit's answer: snapshotView may return nil (the next candidate).
                guard let view, let snapshot else { continue }
                return (snapshot, view.bounds.size)
            case .nothing:
                break
            }
        }
        return (UIImageView(), .zero)
    }

    // MARK: Fingers

    /// Moves the flying view to `pose` and the screens to `progress`.
    func move(to pose: ZoomPose, progress: CGFloat) {
        flyingViews.run(control.flightCommands(for: pose))
        animator.isReversed = false
        animator.fractionComplete = progress
        context.updateInteractiveTransition(progress)
    }

    /// The flying view's pose now, read from what the screen shows (for a grab while landing); nil when
    /// it cannot be grabbed (Core's gate).
    var presentedPose: ZoomPose? {
        control.grabPose(presented: flyingView.zoomPresentedEndpoint(image: flyingImage))
    }

    /// The flying view, for the recognizers that let a finger grab it while it lands; nil without a flight.
    var flyingViewForGrabbing: UIView? {
        control.hasFlyingView ? flyingView : nil
    }

    /// Stops the landing where it is and pauses the screens so the fingers can drive them again.
    func pauseForGrab() {
        control.grab(presented: flyingView.zoomPresentedEndpoint(image: flyingImage))
        landingAnimator?.stopAnimation(true)
        landingAnimator = nil
        // stays in UIKit: reads UIKit: pauseAnimation only on an active animator
        if animator.state == .active { animator.pauseAnimation() }
        context.pauseInteractiveTransition()
    }

    /// Lands a released dismissal: on the thumbnail as it is now (finish), or back on the photo (cancel).
    func land(_ release: ZoomRelease) {
        let target = source?.zoomSourceMeasurement(in: context.containerView, cornerRadius: sourceCornerRadius)
            .endpoint(imageSize: imageSize)
        releaseFlight(release, target: target)
    }

    // MARK: Following a moving thumbnail

    /// Flies to where the thumbnail is now if it moved (Core decides), adding to the running animation.
    func displayLinkDidFire(_ link: CADisplayLink) {
        let measured = source?.zoomSourceMeasurement(in: context.containerView, cornerRadius: sourceCornerRadius)
            .endpoint(imageSize: imageSize)
        guard let moved = control.sourceMeasured(measured, isAnimating: animator.isRunning) else { return }
        animator.addAnimations { [weak self] in self?.flyingViews.run(moved.commands) }
    }

    // MARK: Completion

    /// Leaves the container as the plan says and calls `completeTransition` once both the screens and the
    /// landing are done — once, whatever calls it (Core's ``ZoomFlightControl/completion(wasCancelled:)``).
    private func completeIfDone() {
        guard let completion = control.completion(wasCancelled: context.transitionWasCancelled) else { return }
        end()
        run(completion.commands)
        screens.restoreClipping()
        let presentation = TransitionFocusPoster.readPresentation(control.plan.operation, context: context)
        context.completeTransition(completion.outcome == .finished)
        signposts.endSignpost()
        // VoiceOver back on the cell the photo closed onto (Core decides whether and how to post).
        TransitionFocusPoster.postAfterReturn(
            to: source, operation: control.plan.operation,
            wasCancelled: completion.outcome == .cancelled, presentation: presentation, context: context)
    }

    /// UIKit reported the end of the transition: nothing may keep ticking.
    func end() {
        retargetLink?.invalidate()
        retargetLink = nil
    }

    /// Ends the leg's signpost interval (its completion or `animationEnded`, whichever comes first: Core ends it once).
    func endSignpost() {
        signposts.endSignpost()
    }
}
extension ZoomFlightRun: @preconcurrency ZoomFlightHost {
    var flightControl: ZoomFlightControl {
        get { control }
        set { control = newValue }
    }

    func pauseScreensForFingers() {
        // Active and paused: the fingers scrub it through `fractionComplete`.
        animator.pauseAnimation()
    }

    func startFollowingSource() {
        retargetLink = DisplayLinkTarget.link(calling: self)
    }

    func startLanding(_ landing: ZoomLanding) {
        let landingAnimator = UIViewPropertyAnimator(
            duration: 0, timingParameters: ZoomLanding.spring.timingParameters(initialVelocity: landing.initialVelocity))
        landingAnimator.addAnimations { [weak self] in self?.flyingViews.run(landing.commands) }
        landingAnimator.addCompletion { [weak self] _ in
            self?.landingAnimator = nil
            self?.control.landingEnded()
            self?.completeIfDone()
        }
        self.landingAnimator = landingAnimator
        landingAnimator.startAnimation()
    }

    func finishInteractiveTransition() {
        context.finishInteractiveTransition()
    }

    func cancelInteractiveTransition() {
        context.cancelInteractiveTransition()
    }

    func continueScreens(reversed: Bool) {
        animator.isReversed = reversed
        animator.continueAnimation(withTimingParameters: ZoomLanding.spring.timingParameters(), durationFactor: 1)
    }
}
#endif
