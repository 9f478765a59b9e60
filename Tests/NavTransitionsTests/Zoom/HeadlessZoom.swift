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
            let cell = cells[item] ?? HeadlessView("cell \(item)")
            cells[item] = cell
            cell.frame = contentFrame(of: item).offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
            if cell.superview !== collection { collection.addSubview(cell) }
        }
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

    /// The source measurement the UIKit layer reads: the frame in the container, the collection's clip.
    func measure(_ view: HeadlessView, window: HeadlessView, cornerRadius: CGFloat = 8) -> ZoomSourceMeasurement {
        let frame = frameInWindow(view, window: window)
        let clip = frameInWindow(collection, window: window).map { [$0] } ?? []
        return ZoomSourceMeasurement(
            frame: frame ?? .zero,
            visibleRect: ZoomSourceMeasurement.visibleRect(containerBounds: window.frame, clippingRects: clip),
            isInWindow: frame != nil,
            cornerRadius: cornerRadius,
            alpha: view.alpha
        )
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
        photo = ZoomPhotoMeasurement(center: CGPoint(x: screen.midX, y: screen.midY), boundsSize: screen.size,
                                     viewport: screen, contentMode: .aspectFit)
    }
}

/// One leg of a zoom run through a headless context as `ZoomFlightRun` runs it in UIKit: the screens'
/// setup, the source asked, the views measured, the plan's flight setup, then the animation (scrubbed,
/// ended, or moved by fingers and landed) and the completion.
final class HeadlessZoomFlight {
    let context: HeadlessTransitionContext
    private(set) var plan: ZoomPlan
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
    private var landedEnd: ZoomEndpoint?
    private var grabbed: ZoomEndpoint?
    /// How many times the source provider was asked.
    private(set) var sourceRequests = 0

    init(context: HeadlessTransitionContext, imageSize: CGSize, photoView: HeadlessView?, photo: ZoomPhotoMeasurement?,
         dimming: Bool = false, reduceMotion: Bool = false,
         provideSource: (TransitionOperation) -> HeadlessView?, measureSource: @escaping (HeadlessView) -> ZoomSourceMeasurement) {
        self.context = context
        self.imageSize = imageSize
        self.measureSource = measureSource
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
        plan = ZoomPlan(scene: scene)
        var flightViews: [TransitionRole: HeadlessView] = [.flyingView: flyingView, .flyingImage: flyingImage]
        flightViews[.zoomSource] = source
        flightViews[.zoomedPhotoView] = photoView
        flight = HeadlessContainerRunner(container: context.containerView, views: flightViews, filter: context.commandFilterForTesting)
        flight.run(plan.flightSetupCommands)
        landedEnd = plan.flight?.end
    }

    /// Runs commands on the screens and on the flight's views.
    private func run(_ commands: [ContainerCommand]) {
        screens.run(commands)
        flight.run(commands)
    }

    /// The flying view's endpoint as the screen shows it.
    var flyingEndpoint: ZoomEndpoint {
        ZoomEndpoint(clipFrame: flyingView.frame, imageFrame: flyingImage.frame.offsetBy(dx: flyingView.frame.minX, dy: flyingView.frame.minY),
                     cornerRadius: flyingView.cornerRadius, alpha: flyingView.alpha)
    }

    // MARK: A flight no finger drives (or a swipe back scrubbing it)

    /// Everything at `progress` of the way: the animator's `fractionComplete` (scrubbed linearly).
    func scrub(to progress: CGFloat) {
        run(plan.screens.participants.map { role, participant in .apply(role, participant.state(atProgress: progress)) })
        if let path = plan.flight { run(path.endpoint(atProgress: progress).commands) }
    }

    /// What the display link does mid-flight: if the thumbnail moved (Core decides), fly to where it is.
    func followSource() {
        guard let source, let end = landedEnd, let moved = end.retarget(to: measureSource(source).endpoint(imageSize: imageSize)) else { return }
        landedEnd = moved
        run(moved.commands)
    }

    /// The animator reaches its end (finished) or goes back to its start (cancelled), then completes.
    func end(_ outcome: TransitionOutcome) {
        context.transitionWasCancelled = outcome == .cancelled
        switch outcome {
        case .finished:
            run(plan.screenAnimationCommands)
            run(landedEnd?.commands ?? [])
        case .cancelled:
            scrub(to: 0)
        }
        complete()
    }

    // MARK: Fingers

    func move(to pose: ZoomPose, progress: CGFloat) {
        run(plan.flightCommands(for: pose, grabbed: grabbed))
        run(plan.screens.participants.map { role, participant in .apply(role, participant.state(atProgress: progress)) })
    }

    /// The fingers lifted: the landing's target is the thumbnail measured now.
    func land(_ release: ZoomRelease) {
        self.release = release
        context.transitionWasCancelled = release.completion == .cancel
        let target = source.flatMap { measureSource($0).endpoint(imageSize: imageSize) }
        landing = plan.landing(for: release, target: target, grabbed: grabbed)
    }

    /// The landing `fraction` of the way (what the screen shows while the landing animator runs).
    func settle(_ fraction: CGFloat) {
        guard let landing else { return }
        run(landing.start.interpolated(to: landing.end, fraction: fraction).commands)
    }

    /// The flying view's pose now, for a grab.
    var presentedPose: ZoomPose? {
        plan.flight.map { flyingEndpoint.pose(relativeTo: $0.photo) }
    }

    /// The landing stops where it is (its views keep their current values).
    func pauseForGrab() {
        grabbed = flyingEndpoint
        landing = nil
        release = nil
        context.transitionWasCancelled = false
    }

    /// The landing and the screens' animator reach their ends, then the transition completes.
    func completeLanding() {
        guard let release else { return }
        run(landing?.commands ?? [])
        let target: CGFloat = release.completion == .finish ? 1 : 0
        run(plan.screens.participants.map { role, participant in .apply(role, participant.state(atProgress: target)) })
        complete()
    }

    private func complete() {
        let outcome: TransitionOutcome = context.transitionWasCancelled ? .cancelled : .finished
        run(plan.completionCommands(for: outcome))
        context.completeTransition(outcome == .finished)
    }
}

/// The pinch and drag dismissal run as `ZoomInteractiveDismissal` runs it: gesture events go to Core's
/// session, its commands are applied to the headless flight and to the browser's chrome.
final class HeadlessZoomInteraction {
    private(set) var session: ZoomInteractionSession
    /// What the zoomed screen heard: "began", "ended(true)", "ended(false)".
    private(set) var chrome: [String] = []
    private(set) var flight: HeadlessZoomFlight?
    private(set) var isTransitionRequested = false
    /// Whether `dismiss(animated:)` starts nothing (`isModalInPresentation`, a delegate that refuses).
    var refusesDismissal = false
    /// Starts the dismissal and returns whether one started (the presentation controller's
    /// `dismissForZoomGesture()`); nil: `refusesDismissal` decides.
    var beginDismissal: (() -> Bool)?
    private let makeFlight: () -> HeadlessZoomFlight

    init(containerSize: CGSize, makeFlight: @escaping () -> HeadlessZoomFlight) {
        session = ZoomInteractionSession(tracker: ZoomGestureTracker(containerSize: containerSize))
        self.makeFlight = makeFlight
    }

    func began(_ gesture: ZoomDismissalGesture, _ fingers: ZoomFingers, homeCenter: CGPoint) {
        let grabbed = session.isSettling ? flight?.presentedPose : nil
        run(session.gestureBegan(gesture, fingers: fingers, homeCenter: homeCenter, grabbedPose: grabbed))
    }

    func moved(_ fingers: ZoomFingers) { run(session.fingersMoved(fingers)) }

    func ended(_ fingers: ZoomFingers, velocity: CGPoint, scaleVelocity: CGFloat = 0) {
        run(session.gestureEnded(fingers, velocity: velocity, scaleVelocity: scaleVelocity))
    }

    func cancelled() { run(session.gestureCancelled()) }

    /// UIKit calls `startInteractiveTransition(_:)`.
    func transitionStarts() {
        guard isTransitionRequested else { return }
        flight = makeFlight()
        run(session.transitionStarted())
    }

    /// The landing and the screens' animator end; UIKit reports the end of the transition.
    func landingEnds() {
        guard let flight else { return }
        flight.completeLanding()
        run(session.transitionCompleted(finished: flight.context.completions.last == true))
        isTransitionRequested = false
    }

    private func run(_ commands: CommandList<ZoomInteractionCommand>) {
        for command in commands {
            switch command {
            case .beginTransition:
                let started = beginDismissal?() ?? !refusesDismissal
                if started { isTransitionRequested = true } else { run(session.transitionDidNotStart()) }
            case .interactionBegan: chrome.append("began")
            case let .interactionEnded(willDismiss): chrome.append("ended(\(willDismiss))")
            case let .update(pose, progress): flight?.move(to: pose, progress: progress)
            case let .land(release): flight?.land(release)
            case .pauseForGrab: flight?.pauseForGrab()
            }
        }
    }
}
