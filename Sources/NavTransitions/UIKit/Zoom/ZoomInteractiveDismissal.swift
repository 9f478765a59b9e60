#if canImport(UIKit)
import UIKit

/// Pinch and drag to dismiss a zoomed photo: the interaction controller of a zoom's dismissal or pop.
///
/// It owns a pinch and a pan on the zoomed screen's view, feeds them to Core's
/// ``ZoomInteractionSession`` and applies the commands it returns:
/// - a pinch closing on the photo at its fitted size, or a vertical drag that neither the photo's scroll
///   view nor any other scroll view under the finger (a caption, a vertical pager) can take, begins the
///   dismissal (``ZoomGestureGate``; then the options' `interactiveDismissShouldBegin`); the photo's
///   zooming scroll view and its pager wait for these gestures to fail, so the two never both move the
///   photo, while other scroll views keep their touches;
/// - the photo follows the fingers (scale and position around them), the screens fade with the progress;
/// - on release Core decides: the photo lands on the thumbnail measured at that moment, or springs back,
///   at the fingers' speed; a flick that ends before UIKit starts the transition is replayed when it starts;
/// - touching the landing photo grabs it;
/// - the zoomed screen hears `zoomTransitionInteractiveDismissalDidBegin()` and, once per begin,
///   `zoomTransitionInteractiveDismissalDidEnd(willDismiss:)`.
///
/// Vend it from `interactionControllerForDismissal(using:)` or the navigation delegate's
/// `interactionControllerFor` only while ``isInteractive`` is true, and set ``animationController`` to the
/// zoom's animation controller of the same transition when you vend it: a gesture whose transition did
/// not vend this object goes back to idle.
@MainActor
package final class ZoomInteractiveDismissal: NSObject, UIViewControllerInteractiveTransitioning {
    /// The zoom's animation controller of the driven transition; setting it hands the flying view to the fingers.
    package weak var animationController: ZoomTransitionAnimator? {
        didSet { animationController?.interaction = self }
    }

    private weak var zoomedViewController: UIViewController?
    private let options: ZoomOptions
    private let beginDismissal: @MainActor () -> Bool
    private var session: ZoomInteractionSession
    private weak var context: UIViewControllerContextTransitioning?
    private weak var flight: ZoomFlightRun?
    private let recognizers: ZoomDismissalRecognizers

    /// Creates the interaction for a zoomed screen.
    ///
    /// - Parameters:
    ///   - zoomedViewController: the photo browser (held weakly), or its navigation controller or container:
    ///     it, its top screen or a child should adopt ``ZoomTransitionDestination``.
    ///   - options: the zoom's options (`interactiveDismissShouldBegin`).
    ///   - beginDismissal: starts the transition (`dismiss(animated: true)` through the presentation
    ///     controller's user-dismissal rules, or `popViewController(animated: true)`) and returns whether
    ///     one started.
    package init(zoomedViewController: UIViewController, options: ZoomOptions, beginDismissal: @escaping @MainActor () -> Bool) {
        self.zoomedViewController = zoomedViewController
        self.options = options
        self.beginDismissal = beginDismissal
        // `viewIfLoaded`: reading `view` here would load the browser inside a delegate callback. The size is
        // read again when a gesture begins and when the transition starts.
        session = ZoomInteractionSession(
            tracker: ZoomGestureTracker(containerSize: zoomedViewController.viewIfLoaded?.bounds.size ?? .zero))
        recognizers = ZoomDismissalRecognizers()
        super.init()
        recognizers.owner = self
    }

    /// Whether fingers drive a dismissal or are about to: vend this object only then.
    package var isInteractive: Bool { session.isDriving }

    /// Whether a released dismissal is landing.
    package var isSettling: Bool { session.isSettling }

    /// UIKit starts an interactive transition with this object only when a gesture asked for it.
    package var wantsInteractiveStart: Bool { true }

    /// Adds the pinch and the pan to the zoomed screen's view (after the zoom has presented or pushed it).
    package func install() {
        guard let view = zoomedViewController?.view else { return }
        recognizers.attachScreen(to: view)
    }

    /// Removes the gestures; a dismissal the fingers drive is cancelled first.
    package func uninstall() {
        runZoomCommands(session.gesturesRemoved())
        recognizers.detachAll()
    }

    private var destination: ZoomTransitionDestination? {
        zoomedViewController?.zoomTransitionDestination
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Sets the flight up under the fingers and replays what they did before UIKit got here; without the
    /// zoom's animation controller nothing can fly, and Core ends the transition at once.
    package func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        flight = animationController?.flight(for: transitionContext)
        let coordinator =
            transitionContext.viewController(forKey: .from)?.transitionCoordinator
            ?? transitionContext.viewController(forKey: .to)?.transitionCoordinator
        AssumptionLog.check(AssumptionProbe.transitionCoordinator(exists: coordinator != nil, for: .zoomDismissalEnd))
        coordinator?.animate(alongsideTransition: nil) { [weak self] coordinatorContext in
            self?.transitionDidEnd(finished: !coordinatorContext.isCancelled)
        }
        runZoomCommands(
            session.transitionStarted(
                canFly: animationController != nil, containerSize: zoomedViewController?.viewIfLoaded?.bounds.size))
    }

    /// The driven transition ended: reported by the transition coordinator's completion and by the zoom
    /// animator's `animationEnded(_:)`, which UIKit calls at every end, so that a completion that never comes
    /// cannot leave the session settling (every later touch would grab). The second report changes nothing.
    func transitionDidEnd(finished: Bool) {
        runZoomCommands(session.transitionCompleted(finished: finished))
        recognizers.detachGrabbing()
        context = nil
        flight = nil
    }

    // MARK: Gestures

    /// What a recognizer about to begin does: Core's gate, then the app for a new dismissal.
    fileprivate func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view = zoomedViewController?.viewIfLoaded else { return false }
        return gestureShouldBegin(
            recognizer, scale: (recognizer as? UIPinchGestureRecognizer)?.scale ?? 1,
            velocity: (recognizer as? UIPanGestureRecognizer)?.velocity(in: view) ?? .zero,
            location: recognizer.location(in: view))
    }

    /// `gestureRecognizerShouldBegin(_:)` of the pinch or the pan with these readings (in the zoomed screen's view):
    /// Core's gate, then the app's `interactiveDismissShouldBegin` for a new dismissal. The recognizers' delegate
    /// calls it with the recognizer's own readings; the self-check with the readings of the finger it drives.
    package func gestureShouldBegin(
        _ recognizer: UIGestureRecognizer, scale: CGFloat, velocity: CGPoint, location: CGPoint
    ) -> Bool {
        guard let view = zoomedViewController?.viewIfLoaded else { return false }
        let gesture: ZoomDismissalGesture = recognizer is UIPinchGestureRecognizer ? .pinch : .drag
        let scrollView = destination?.zoomTransitionScrollView
        let decision = ZoomGestureGate.decision(
            gesture,
            scale: scale,
            velocity: velocity,
            zoom: scrollView.map { ZoomGestureGate.Zoom(scale: $0.zoomScale, minimumScale: $0.minimumZoomScale) },
            scrollView: scrollView?.scrollViewState,
            scrollViewsUnderTouch: gesture == .drag ? view.scrollViews(at: location) : [],
            photoScrollView: scrollView,
            session: session.phase,
            hasPhotoView: destination?.zoomTransitionPhotoView != nil
        )
        return ZoomGestureGate.shouldBegin(decision) {
            guard let zoomedViewController, let shouldBegin = options.interactiveDismissShouldBegin else { return nil }
            return shouldBegin(
                InteractiveDismissContext(
                    gestureRecognizer: recognizer, location: location, velocity: velocity, viewController: zoomedViewController))
        }
    }

    /// Whether `other` waits for the dismissal's `recognizer` to fail (Core's gate).
    fileprivate func otherMustWait(_ other: UIGestureRecognizer, for recognizer: UIGestureRecognizer) -> Bool {
        let gesture: ZoomDismissalGesture = recognizer is UIPinchGestureRecognizer ? .pinch : .drag
        let scrollView = other.view as? UIScrollView
        let kind = ZoomGestureGate.otherGesture(
            scrollView: scrollView,
            isScrollViewPinch: other === scrollView?.pinchGestureRecognizer,
            isScrollViewPan: other === scrollView?.panGestureRecognizer,
            photoScrollView: destination?.zoomTransitionScrollView,
            zoomedView: zoomedViewController?.viewIfLoaded
        )
        return ZoomGestureGate.otherGestureMustWait(kind, for: gesture)
    }

    /// Feeds a recognizer's state to the session.
    fileprivate func handle(_ recognizer: UIGestureRecognizer) {
        guard let view = zoomedViewController?.viewIfLoaded,
            let phase = GesturePhase(recognizerStateRawValue: recognizer.state.rawValue)
        else {
            return
        }
        let pinch = recognizer as? UIPinchGestureRecognizer
        driveGesture(
            phase, pinch == nil ? .drag : .pinch, location: recognizer.location(in: view), scale: pinch?.scale ?? 1,
            touchCount: recognizer.numberOfTouches, panVelocity: (recognizer as? UIPanGestureRecognizer)?.velocity(in: view),
            scaleVelocity: pinch?.velocity ?? 0)
    }

    /// What the pinch's or the pan's action does for `phase` with these readings (in the zoomed screen's view):
    /// the session's step and its commands. The recognizers' action calls it with their own readings; the
    /// self-check with the readings of the finger it drives, after the recognizer's delegate let it begin.
    package func driveGesture(
        _ phase: GesturePhase, _ gesture: ZoomDismissalGesture, location: CGPoint, scale: CGFloat, touchCount: Int,
        panVelocity: CGPoint?, scaleVelocity: CGFloat
    ) {
        guard let view = zoomedViewController?.viewIfLoaded else { return }
        zoomRecognizer(
            phase, gesture, fingers: ZoomFingers(location: location, scale: scale), touchCount: touchCount,
            at: CACurrentMediaTime(), panVelocity: panVelocity, scaleVelocity: scaleVelocity,
            home: { (self.homeCenter(in: view), view.bounds.size) },
            grabbedPose: { [weak self] in self?.flight?.presentedPose })
    }

    /// The pinch and the pan on the zoomed screen's view (the self-check asserts their wiring: on that view,
    /// enabled, their delegate ``gestureDelegate``).
    package var screenGestureRecognizers: [UIGestureRecognizer] { recognizers.screenRecognizers }

    /// The recognizers' delegate: the library's object.
    package var gestureDelegate: UIGestureRecognizerDelegate { recognizers }

    /// The centre of the photo as the browser shows it, in `view`'s coordinates (where the pose is home;
    /// Core's ``ZoomPhotoMeasurement/homeCenter(of:imageSize:bounds:)``).
    private func homeCenter(in view: UIView) -> CGPoint {
        let photo = destination?.zoomTransitionPhotoView
        let imageSize = (photo as? UIImageView)?.image?.size ?? photo?.bounds.size ?? .zero
        let measurement = photo?.zoomPhotoMeasurement(in: view, scrollView: destination?.zoomTransitionScrollView)
        return ZoomPhotoMeasurement.homeCenter(of: measurement, imageSize: imageSize, bounds: view.bounds)
    }

}

extension ZoomInteractiveDismissal: @preconcurrency ZoomDismissalGestureHost {}

extension UIViewController {
    /// The pinch-and-drag dismissal a zoom attached to this screen when it presented or pushed it (the self-check
    /// drives its recognizers' paths); nil before.
    package var zoomInteractiveDismissal: ZoomInteractiveDismissal? {
        AssociatedValues.zoomDismissal.get(self)
    }
}

extension ZoomInteractiveDismissal: @preconcurrency ZoomInteractionHost {
    package var zoomSession: ZoomInteractionSession {
        get { session }
        set { session = newValue }
    }

    package func beginZoomDismissal() -> (started: Bool, vendedThisInteraction: Bool) {
        // UIKit asks the delegates for the controllers synchronously inside dismiss/pop; the vendor sets
        // `animationController` then. Nothing started, or another object answered: Core goes idle.
        animationController = nil
        let started = beginDismissal()
        return (started, animationController != nil)
    }

    package func zoomInteractionDidBegin() {
        destination?.zoomTransitionInteractiveDismissalDidBegin()
    }

    package func zoomInteractionDidEnd(willDismiss: Bool) {
        destination?.zoomTransitionInteractiveDismissalDidEnd(willDismiss: willDismiss)
    }

    package func moveFlight(to pose: ZoomPose, progress: CGFloat) {
        flight?.move(to: pose, progress: progress)
    }

    package func landFlight(_ release: ZoomRelease) {
        flight?.land(release)
        // stays in UIKit: applies Core's hasFlyingView: the flight's view may be gone
        if let flyingView = flight?.flyingViewForGrabbing { recognizers.attachGrabbing(to: flyingView) }
    }

    package func pauseFlightForGrab() {
        flight?.pauseForGrab()
    }

    package func abortZoomTransition() {
        context?.cancelInteractiveTransition()
        context?.completeTransition(false)
    }
}

/// The dismissal's gesture recognizers and their delegate, kept off the interaction's public surface.
///
/// One pinch and one pan on the zoomed screen's view; while a dismissal lands, another pair on the
/// flying view, so that a finger on the landing photo grabs it.
@MainActor
private final class ZoomDismissalRecognizers: NSObject, UIGestureRecognizerDelegate {
    weak var owner: ZoomInteractiveDismissal?
    private(set) var screenRecognizers: [UIGestureRecognizer] = []
    private var grabbingRecognizers: [UIGestureRecognizer] = []

    /// Puts a pinch and a pan on the zoomed screen's view, replacing the earlier pair.
    func attachScreen(to view: UIView) {
        detachScreen()
        screenRecognizers = makePair(on: view)
    }

    /// Puts a pinch and a pan on the landing flying view (it takes touches from then on), replacing the
    /// earlier pair.
    func attachGrabbing(to view: UIView) {
        detachGrabbing()
        view.isUserInteractionEnabled = true
        grabbingRecognizers = makePair(on: view)
    }

    private func makePair(on view: UIView) -> [UIGestureRecognizer] {
        let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handle(_:)))
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handle(_:)))
        pan.maximumNumberOfTouches = 1
        for recognizer in [pinch, pan] {
            recognizer.delegate = self
            view.addGestureRecognizer(recognizer)
        }
        return [pinch, pan]
    }

    func detachGrabbing() {
        for recognizer in grabbingRecognizers { recognizer.view?.removeGestureRecognizer(recognizer) }
        grabbingRecognizers = []
    }

    func detachAll() {
        detachGrabbing()
        detachScreen()
    }

    private func detachScreen() {
        for recognizer in screenRecognizers { recognizer.view?.removeGestureRecognizer(recognizer) }
        screenRecognizers = []
    }

    @objc private func handle(_ recognizer: UIGestureRecognizer) {
        owner?.handle(recognizer)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        owner?.shouldBegin(gestureRecognizer) ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        owner?.otherMustWait(otherGestureRecognizer, for: gestureRecognizer) ?? false
    }
}
#endif
