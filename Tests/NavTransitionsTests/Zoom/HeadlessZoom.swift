import Foundation
@testable import NavTransitions

/// The frame of `view` in its window's coordinates, or nil when it is not in `window`.
///
/// Models `convert(_:to:)` for untransformed views: each frame is in its superview's coordinates. The
/// container and the screens sit at the window's origin, so this is also the container's coordinates.
func frameInWindow(_ view: HeadlessView, window: HeadlessView) -> CGRect? {
    var frame = view.frame
    var ancestor = view.superview
    while let current = ancestor {
        if current === window { return frame }
        frame = frame.offsetBy(dx: current.frame.minX, dy: current.frame.minY)
        ancestor = current.superview
    }
    return nil
}

/// What `ContainerCommandRunner` is in UIKit: a container, the views of some roles, one
/// `ContainerCommandInterpreter` for the transition.
final class HeadlessContainerRunner {
    let container: HeadlessView
    let views: [TransitionRole: HeadlessView]
    private var interpreter = ContainerCommandInterpreter()
    /// A planted bug (``HeadlessTransitionContext/commandFilterForTesting``): commands it returns false for are dropped.
    private let filter: ((ContainerCommand) -> Bool)?

    init(container: HeadlessView, views: [TransitionRole: HeadlessView], filter: ((ContainerCommand) -> Bool)? = nil) {
        self.container = container
        self.views = views
        self.filter = filter
    }

    func run(_ commands: [ContainerCommand]) {
        let commands = filter.map { commands.filter($0) } ?? commands
        interpreter.run(commands, container: container, views: views.mapValues { $0 as any ContainerViewNode })
    }
}

/// A grid of thumbnails: a clipping collection view with 120×120 cells in three columns.
///
/// Models what `UICollectionView` documents: cells exist only for items in the visible area (a cell
/// scrolled away is removed and released, one scrolled in is created), `scrollToItem(at:at:animated:)`
/// aligns the item's edge with the visible area's for `.top`/`.bottom`, and `cellForItem(at:)` is nil
/// for an item without a cell.
final class HeadlessGrid {
    let controller: HeadlessViewController
    let collection: HeadlessView
    var itemCount: Int
    private(set) var contentOffset = CGPoint.zero
    private(set) var cells: [Int: HeadlessView] = [:]
    /// How many times the grid scrolled to reveal an item.
    private(set) var revealCount = 0

    /// The collection's frame in the screen: under a 100-point bar, 600 points high.
    static let collectionFrame = CGRect(x: 0, y: 100, width: 375, height: 600)

    init(screen: CGRect, itemCount: Int = 60) {
        controller = HeadlessViewController("grid", frame: screen)
        collection = HeadlessView("collection", frame: Self.collectionFrame)
        // `UIScrollView.clipsToBounds` is true by default.
        collection.clipsToBounds = true
        self.itemCount = itemCount
        controller.view.addSubview(collection)
        layout()
    }

    /// The item's frame in content coordinates.
    func contentFrame(of item: Int) -> CGRect {
        CGRect(x: CGFloat(item % 3) * 125 + 2.5, y: CGFloat(item / 3) * 125, width: 120, height: 120)
    }

    /// The visible content: the collection's bounds.
    var visibleContent: CGRect {
        CGRect(origin: contentOffset, size: Self.collectionFrame.size)
    }

    /// Creates the cells of visible items, releases the others, and places them.
    func layout() {
        for (item, cell) in cells where contentFrame(of: item).overlap(with: visibleContent) == nil || item >= itemCount {
            cell.removeFromSuperview()
            cells[item] = nil
        }
        for item in 0..<itemCount where contentFrame(of: item).overlap(with: visibleContent) != nil {
            let cell = cells[item] ?? Self.makeCell(item)
            cells[item] = cell
            cell.frame = contentFrame(of: item).offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
            if cell.superview !== collection { collection.addSubview(cell) }
        }
    }

    /// A grid cell, rounded 8 points by its own clipping layer (as the app's cells are).
    private static func makeCell(_ item: Int) -> HeadlessView {
        let cell = HeadlessView("cell \(item)")
        cell.isCell = true
        cell.isAccessibilityElement = true // as UIKit's cells are by default when they have a label
        cell.clipsToBounds = true
        cell.cornerRadius = 8
        return cell
    }

    func scroll(to offset: CGPoint) {
        contentOffset = offset
        layout()
    }

    /// What `ZoomSource.cell(in:at:)` does: nil for an item that does not exist; otherwise scroll it into
    /// view as Core's `ZoomItemScroll` says (modelling `scrollToItem(at:at:animated: false)` and
    /// `layoutIfNeeded()`), then the cell.
    func sourceCell(at item: Int) -> HeadlessView? {
        guard item >= 0, item < itemCount else { return nil }
        let frame = contentFrame(of: item)
        if let alignment = ZoomItemScroll.toReveal(frame, in: visibleContent) {
            revealCount += 1
            var offset = contentOffset
            switch alignment.vertical {
            case .top: offset.y = frame.minY
            case .bottom: offset.y = frame.maxY - Self.collectionFrame.height
            case nil: break
            }
            scroll(to: offset)
        }
        return cells[item]
    }

    /// The source measurement the UIKit layer reads (`UIView.zoomSourceMeasurement(in:cornerRadius:)`):
    /// Core's ``ZoomSourceMeasurement/init(measuring:in:isInWindow:cornerRadius:)`` over the views, in the
    /// transition's container; in the window when it reaches `window`.
    func measure(
        _ view: HeadlessView, in container: HeadlessView, window: HeadlessView, cornerRadius: CGFloat? = nil
    ) -> ZoomSourceMeasurement {
        ZoomSourceMeasurement(
            measuring: view, in: container, isInWindow: frameInWindow(view, window: window) != nil, cornerRadius: cornerRadius)
    }
}

/// A full-screen paging photo browser: its view holds the photo view of the page shown now.
final class HeadlessBrowser {
    let controller: HeadlessViewController
    let photoView: HeadlessView
    var currentIndex: Int
    /// How the photo is displayed (what UIKit reads from the image view and its zooming scroll view).
    var photo: ZoomPhotoMeasurement

    init(screen: CGRect, index: Int) {
        controller = HeadlessViewController("browser", frame: screen)
        photoView = HeadlessView("photo", frame: screen)
        controller.view.addSubview(photoView)
        currentIndex = index
        photo = ZoomPhotoMeasurement(
            center: CGPoint(x: screen.midX, y: screen.midY), boundsSize: screen.size,
            viewport: screen, contentMode: .aspectFit)
    }
}

/// One leg of a zoom run through a headless context as `ZoomFlightRun` runs it in UIKit: the screens'
/// setup, the source asked, the views measured, the plan's flight setup, then the animation (scrubbed,
/// ended, or moved by fingers and landed) and the completion — every decision Core's `ZoomFlightControl`'s,
/// as in UIKit (which thumbnail it follows, when a finger may grab it, when the leg completes).
final class HeadlessZoomFlight {
    let context: HeadlessTransitionContext
    private(set) var control: ZoomFlightControl
    let flyingView = HeadlessView("flying")
    let flyingImage = HeadlessView("flying image")
    private(set) var dimmingView: HeadlessView?
    /// The source view, held strongly for the transition as `ContainerCommandRunner` holds it.
    private(set) var source: HeadlessView?
    let imageSize: CGSize
    /// The screens' runner and the flight's, as `ZoomFlightRun` has them (their roles do not overlap).
    private let screens: HeadlessContainerRunner
    private let flight: HeadlessContainerRunner
    private let measureSource: (HeadlessView) -> ZoomSourceMeasurement
    private(set) var landing: ZoomLanding?
    private var release: ZoomRelease?
    /// Whether the transition's animator runs (it stops when the screens' animation ends).
    private var isAnimating = true
    /// What the leg's start did (Core's start steps): the screens' animator paused for the fingers, a display
    /// link following the thumbnail.
    private(set) var isPausedForFingers = false
    private(set) var hasDisplayLink = false
    /// How many times the source provider was asked.
    private(set) var sourceRequests = 0

    var plan: ZoomPlan { control.plan }

    init(
        context: HeadlessTransitionContext, imageSize: CGSize, photoView: HeadlessView?, photo: ZoomPhotoMeasurement?,
        dimming: Bool = false, reduceMotion: Bool = false, isFingerDriven: Bool = false, isInteractive: Bool = false,
        provideSource: (TransitionOperation) -> HeadlessView?, measureSource: @escaping (HeadlessView) -> ZoomSourceMeasurement
    ) {
        self.context = context
        self.imageSize = imageSize
        self.measureSource = measureSource
        // Marked as ZoomTransitionAnimator marks its views.
        flyingView.libraryMark = .zoomFlyingView
        flyingImage.libraryMark = .zoomFlyingImage
        let bounds = CGRect(origin: .zero, size: context.containerView.frame.size)
        var scene = ZoomScene(
            operation: context.operation, containerBounds: bounds,
            fromView: context.fromView.map { ParticipantGeometry(frame: $0.frame, cornerRadius: $0.cornerRadius) },
            toView: context.toView.map { ParticipantGeometry(frame: $0.frame, cornerRadius: $0.cornerRadius) },
            imageSize: .zero, photo: nil, source: nil, hasDimming: dimming, isReduceMotionEnabled: reduceMotion
        )
        var views: [TransitionRole: HeadlessView] = [:]
        views[.fromView] = context.fromView
        views[.toView] = context.toView
        if dimming {
            let view = HeadlessView("dimming")
            view.libraryMark = .zoomDimming
            dimmingView = view
            views[.dimmingView] = view
        }
        screens = HeadlessContainerRunner(container: context.containerView, views: views, filter: context.commandFilterForTesting)
        screens.run(ZoomPlan(scene: scene).screenSetupCommands)

        source = provideSource(context.operation)
        sourceRequests += 1
        scene.imageSize = imageSize
        scene.photo = photo.map { measurement in
            var measured = measurement
            measured.alpha = photoView?.alpha ?? measurement.alpha
            return measured
        }
        scene.source = source.map(measureSource)
        control = ZoomFlightControl(plan: ZoomPlan(scene: scene), isFingerDriven: isFingerDriven, isInteractive: isInteractive)
        var flightViews: [TransitionRole: HeadlessView] = [.flyingView: flyingView, .flyingImage: flyingImage]
        flightViews[.zoomSource] = source
        flightViews[.zoomedPhotoView] = photoView
        flight = HeadlessContainerRunner(
            container: context.containerView, views: flightViews, filter: context.commandFilterForTesting)
        flight.run(control.plan.flightSetupCommands)
        startFlight()
    }

    /// Runs commands on the screens and on the flight's views.
    private func run(_ commands: [ContainerCommand]) {
        screens.run(commands)
        flight.run(commands)
    }

    /// The flying view's endpoint as the screen shows it.
    var flyingEndpoint: ZoomEndpoint {
        ZoomEndpoint(
            clipFrame: flyingView.frame,
            imageFrame: flyingImage.frame.offsetBy(dx: flyingView.frame.minX, dy: flyingView.frame.minY),
            cornerRadius: flyingView.cornerRadius, alpha: flyingView.alpha)
    }

    // MARK: A flight no finger drives (or a swipe back scrubbing it)

    /// Everything at `progress` of the way: the animator's `fractionComplete` (scrubbed linearly).
    func scrub(to progress: CGFloat) {
        run(plan.screens.participants.map { role, participant in .apply(role, participant.state(atProgress: progress)) })
        if let path = plan.flight, !control.isFingerDriven { run(path.endpoint(atProgress: progress).commands) }
    }

    /// What the display link does every frame: measure the thumbnail again; Core says whether the flight
    /// follows it (`ZoomFlightRun.displayLinkDidFire`; the link exists only when it does).
    func followSource() {
        let measured = source.flatMap { measureSource($0).endpoint(imageSize: imageSize) }
        guard let moved = control.sourceMeasured(measured, isAnimating: isAnimating) else { return }
        run(moved.commands)
    }

    /// The animator reaches its end (finished) or goes back to its start (cancelled), then completes.
    func end(_ outcome: TransitionOutcome) {
        context.transitionWasCancelled = outcome == .cancelled
        switch outcome {
        case .finished:
            run(control.animatorCommands)
            // The retargets the display link added to the animator (only while following).
            if control.followsSource { run(control.landedEnd?.commands ?? []) }
        case .cancelled:
            scrub(to: 0)
        }
        screensAnimationEnded()
    }

    private func screensAnimationEnded() {
        isAnimating = false
        control.screensAnimationEnded()
        completeIfDone()
    }

    // MARK: Fingers

    func move(to pose: ZoomPose, progress: CGFloat) {
        run(control.flightCommands(for: pose))
        run(plan.screens.participants.map { role, participant in .apply(role, participant.state(atProgress: progress)) })
    }

    /// The fingers lifted: the landing's target is the thumbnail measured now.
    func land(_ release: ZoomRelease) {
        self.release = release
        let target = source.flatMap { measureSource($0).endpoint(imageSize: imageSize) }
        landing = nil
        releaseFlight(release, target: target)
    }

    /// The landing `fraction` of the way (what the screen shows while the landing animator runs).
    func settle(_ fraction: CGFloat) {
        guard let landing else { return }
        run(landing.start.interpolated(to: landing.end, fraction: fraction).commands)
    }

    /// The flying view's pose now, for a grab; nil when Core says it cannot be grabbed.
    var presentedPose: ZoomPose? {
        control.grabPose(presented: flyingEndpoint)
    }

    /// Whether the grabbing recognizers go on the flying view (`flyingViewForGrabbing`).
    var hasFlyingViewForGrabbing: Bool { control.hasFlyingView }

    /// The landing stops where it is (its views keep their current values).
    func pauseForGrab() {
        control.grab(presented: flyingEndpoint)
        landing = nil
        release = nil
        isAnimating = true
        context.transitionWasCancelled = false
    }

    /// The landing and the screens' animator reach their ends, then the transition completes.
    func completeLanding() {
        guard let release else { return }
        run(landing?.commands ?? [])
        control.landingEnded()
        let target: CGFloat = release.completion == .finish ? 1 : 0
        run(plan.screens.participants.map { role, participant in .apply(role, participant.state(atProgress: target)) })
        screensAnimationEnded()
    }

    private func completeIfDone() {
        guard let completion = control.completion(wasCancelled: context.transitionWasCancelled) else { return }
        run(completion.commands)
        context.completeTransition(completion.outcome == .finished)
        // As `TransitionFocusPoster.postAfterReturn` after `completeTransition`: the source counts in a window only.
        let element = source.flatMap {
            frameInWindow($0, window: context.window) == nil ? nil : TransitionFocus.element(for: $0) as? HeadlessView
        }
        let post = TransitionFocus.post(
            returningFrom: context.operation, outcome: completion.outcome,
            path: TransitionFocus.Path(operation: context.operation, removesPresentersView: context.presentersViewIsRemoved),
            hasElement: element != nil)
        focusPost = post == .none ? nil : (post, element)
    }

    /// The accessibility notification posted after the transition, with the element it focused; nil for none.
    private(set) var focusPost: (post: TransitionFocus.Post, element: HeadlessView?)?
}

/// The same Core calls as `ZoomFlightRun`'s conformance, recorded on the headless views.
extension HeadlessZoomFlight: ZoomFlightHost {
    var flightControl: ZoomFlightControl {
        get { control }
        set { control = newValue }
    }

    func pauseScreensForFingers() { isPausedForFingers = true }
    func startFollowingSource() { hasDisplayLink = true }
    func startLanding(_ landing: ZoomLanding) { self.landing = landing }
    func finishInteractiveTransition() { context.transitionWasCancelled = false }
    func cancelInteractiveTransition() { context.transitionWasCancelled = true }
    func continueScreens(reversed: Bool) { isAnimating = true }
}

/// The pinch and drag dismissal run as `ZoomInteractiveDismissal` runs it: recognizers ask Core's gate
/// before they begin, their events go to Core's session, and its commands are applied to the headless flight
/// and to the browser's chrome — "another object answered" included (a dismissal that started but did not
/// vend this interaction goes back to idle), and a transition without the zoom's animation controller ends
/// at once.
final class HeadlessZoomInteraction {
    fileprivate(set) var session: ZoomInteractionSession
    /// What the zoomed screen heard: "began", "ended(true)", "ended(false)".
    fileprivate(set) var chrome: [String] = []
    private(set) var flight: HeadlessZoomFlight?
    fileprivate(set) var isTransitionRequested = false
    /// Whether `dismiss(animated:)` starts nothing (`isModalInPresentation`, a delegate that refuses).
    var refusesDismissal = false
    /// Starts the dismissal and returns whether one started (the presentation controller's
    /// `dismissForZoomGesture()`); nil: `refusesDismissal` decides.
    var beginDismissal: (() -> Bool)?
    /// Whether the transitioning delegate vended this interaction while the dismissal started (asked right
    /// after `beginDismissal`; false: another object answered, an interaction of the app's or another library's).
    var isVended: () -> Bool = { true }
    /// Whether the zoom's animation controller comes with the transition (false: the delegate vended this
    /// interaction with another animation controller).
    var hasAnimationController = true
    /// The browser's zooming state, read by the gate (nil: no zooming scroll view).
    var zoom: ZoomGestureGate.Zoom?
    /// Whether the browser names its photo view.
    var hasPhotoView = true
    /// The app's `interactiveDismissShouldBegin`, or nil.
    var interactiveDismissShouldBegin: ((ZoomDismissalGesture) -> Bool)?
    /// A bug planted in Core's run loop (`runZoomCommands`), which the UIKit class runs too. Nil in every real test.
    var plantedFault: PlantedFault?
    let containerSize: CGSize
    /// The recognizers' clock: one frame per event.
    private var time: TimeInterval = 0
    private var gesture = ZoomDismissalGesture.drag
    /// The context UIKit started the transition with, when the test gave one.
    fileprivate(set) var startedContext: HeadlessTransitionContext?
    private let makeFlight: (HeadlessTransitionContext?) -> HeadlessZoomFlight

    init(containerSize: CGSize, makeFlight: @escaping (HeadlessTransitionContext?) -> HeadlessZoomFlight) {
        self.containerSize = containerSize
        session = ZoomInteractionSession(tracker: ZoomGestureTracker(containerSize: containerSize))
        self.makeFlight = makeFlight
    }

    /// `gestureRecognizerShouldBegin(_:)`: Core's gate (the browser's zoom, the session's phase), then the app.
    func shouldBegin(_ gesture: ZoomDismissalGesture, scale: CGFloat, velocity: CGPoint) -> Bool {
        let decision = ZoomGestureGate.decision(
            gesture, scale: scale, velocity: velocity, zoom: zoom, scrollView: nil,
            scrollViewsUnderTouch: [], photoScrollView: nil, session: session.phase,
            hasPhotoView: hasPhotoView)
        return ZoomGestureGate.shouldBegin(decision) { interactiveDismissShouldBegin.map { $0(gesture) } }
    }

    /// A recognizer about to begin at `fingers`; the gate sees a pinch's scale when it begins (`gateScale`:
    /// below 1, closing) and a drag's velocity (`velocity`: down). Returns whether it began.
    @discardableResult
    func began(
        _ gesture: ZoomDismissalGesture, _ fingers: ZoomFingers, homeCenter: CGPoint, gateScale: CGFloat = 0.9,
        velocity: CGPoint = CGPoint(x: 0, y: 300)
    ) -> Bool {
        guard shouldBegin(gesture, scale: gateScale, velocity: velocity) else { return false }
        self.gesture = gesture
        time += 1.0 / 60
        zoomRecognizer(
            .began, gesture, fingers: fingers, touchCount: gesture == .pinch ? 2 : 1, at: time, panVelocity: velocity,
            scaleVelocity: 0, home: { (homeCenter, containerSize) }, grabbedPose: { [weak self] in self?.flight?.presentedPose })
        return true
    }

    func moved(_ fingers: ZoomFingers) {
        time += 1.0 / 60
        zoomRecognizer(
            .changed, gesture, fingers: fingers, touchCount: gesture == .pinch ? 2 : 1, at: time, panVelocity: nil,
            scaleVelocity: 0, home: { (.zero, .zero) }, grabbedPose: { nil })
    }

    /// The fingers lift at `fingers`, moving at `velocity`. A pan reports its velocity itself; a pinch
    /// reports none (Core estimates it from the centroid's last changes) and, at its end, the location of
    /// the finger left: so, as UIKit would have sent them, the pinch's last two changes come first — one
    /// frame apart, the second at `fingers`, after a pause that leaves older ones out of the estimate.
    func ended(_ fingers: ZoomFingers, velocity: CGPoint, scaleVelocity: CGFloat = 0) {
        if gesture == .pinch {
            time += 0.2
            moved(
                ZoomFingers(
                    location: CGPoint(x: fingers.location.x - velocity.x / 60, y: fingers.location.y - velocity.y / 60),
                    scale: fingers.scale))
            moved(fingers)
        }
        zoomRecognizer(
            .ended, gesture, fingers: fingers, touchCount: 0, at: time, panVelocity: gesture == .drag ? velocity : nil,
            scaleVelocity: scaleVelocity, home: { (.zero, .zero) }, grabbedPose: { nil })
    }

    func cancelled() {
        zoomRecognizer(
            .cancelled, gesture, fingers: ZoomFingers(location: .zero, scale: 1), touchCount: 0, at: time, panVelocity: nil,
            scaleVelocity: 0, home: { (.zero, .zero) }, grabbedPose: { nil })
    }

    /// UIKit calls `startInteractiveTransition(_:)`, with the transition context of the world it runs in
    /// (nil: a context of the flight's own).
    func transitionStarts(in context: HeadlessTransitionContext? = nil) {
        guard isTransitionRequested else { return }
        startedContext = context
        // `animationController?.flight(for:)`: the zoom's animation controller sets the flight up; without
        // one nothing is set up.
        flight = hasAnimationController ? makeFlight(context) : nil
        runZoomCommands(session.transitionStarted(canFly: hasAnimationController))
    }

    /// The landing and the screens' animator end; UIKit reports the end of the transition.
    func landingEnds() {
        guard let flight else { return }
        flight.completeLanding()
        runZoomCommands(session.transitionCompleted(finished: flight.context.completions.last == true))
        isTransitionRequested = false
    }
}

/// The same Core calls as `ZoomInteractiveDismissal`'s conformance, on the headless flight and chrome.
extension HeadlessZoomInteraction: ZoomInteractionHost {
    var zoomSession: ZoomInteractionSession {
        get { session }
        set { session = newValue }
    }

    func beginZoomDismissal() -> (started: Bool, vendedThisInteraction: Bool) {
        let started = beginDismissal?() ?? !refusesDismissal
        let vended = started && isVended()
        isTransitionRequested = vended
        return (started, vended)
    }

    func zoomInteractionDidBegin() { chrome.append("began") }
    func zoomInteractionDidEnd(willDismiss: Bool) { chrome.append("ended(\(willDismiss))") }
    func moveFlight(to pose: ZoomPose, progress: CGFloat) { flight?.move(to: pose, progress: progress) }
    func landFlight(_ release: ZoomRelease) { flight?.land(release) }
    func pauseFlightForGrab() { flight?.pauseForGrab() }

    func abortZoomTransition() {
        // `cancelInteractiveTransition()`, `completeTransition(false)` on the context UIKit started.
        startedContext?.transitionWasCancelled = true
        startedContext?.completeTransition(false)
        isTransitionRequested = false
    }
}
