import Foundation
@testable import NavTransitions

/// Test double of `ZoomInteractiveDismissal` for a navigation zoom: the same thin adapter over Core's
/// `ZoomGestureGate` and `ZoomInteractionSession`, starting its pop through the navigation controller and
/// driving the headless interactive pop instead of a transition context.
///
/// The flying photo itself is `HeadlessZoomFlight`'s (see `HeadlessZoomTests`); here the poses only scrub
/// the pop's progress, which is what the navigation controller and its proxy see.
final class HeadlessZoomDismissal: HeadlessNavigationController.Interactor {
    typealias Animator = HeadlessNavigationController.Animator

    let vendorName = "zoom"
    /// `animationController`: set by the vendor when it vends this object; setting it makes this the
    /// animator's `interaction`, as `ZoomInteractiveDismissal` does.
    weak var animationController: Animator? {
        didSet { animationController?.interaction = self }
    }
    fileprivate(set) var session = ZoomInteractionSession(
        tracker: ZoomGestureTracker(containerSize: CGSize(width: 375, height: 812)))
    /// Whether the pinch and the pan are on the zoomed screen's view.
    private(set) var isInstalled = false
    /// What the zoomed screen heard: "began", "ended(true)", "ended(false)".
    private(set) var chrome: [String] = []
    private let beginDismissal: () -> Bool
    private weak var pop: HeadlessNavigationController.InteractivePop?
    /// The recognizers' clock: one frame per event.
    private var time: TimeInterval = 0
    private var gesture = ZoomDismissalGesture.drag

    init(beginDismissal: @escaping () -> Bool) {
        self.beginDismissal = beginDismissal
    }

    var isInteractive: Bool { session.isDriving }

    /// What `ZoomConfiguration.animationController(for:timing:)` does: a zoom push makes the screen a new
    /// dismissal, a pop uses the screen's; and what `ZoomTransitionAnimator.animationEnded(_:)` does when
    /// UIKit reports the end: tells the vended interaction (Core's `transitionCompleted`), then Core's
    /// `ZoomDismissalGestures`.
    static func animationController(for operation: TransitionOperation, zoomed: HeadlessNavigationController.Screen) -> Animator {
        let animator = Animator(vendor: "zoom")
        zoomed.zoomDismissal = ZoomDismissalGestures.interaction(for: operation, current: zoomed.zoomDismissal) {
            HeadlessZoomDismissal { [weak zoomed] in
                zoomed?.navigationController?.popViewController(animated: true) != nil
            }
        }
        animator.zoomDismissal = zoomed.zoomDismissal
        animator.animationEnded = { [unowned animator] transitionCompleted in
            animator.interaction?.transitionDidEnd(finished: transitionCompleted)
            ZoomDismissalGestures.transitionEnded(operation, finished: transitionCompleted, gestures: animator.zoomDismissal)
        }
        return animator
    }

    func install() { isInstalled = true }

    func uninstall() {
        runZoomCommands(session.gesturesRemoved())
        isInstalled = false
    }

    // MARK: Gestures

    /// A pinch (scale below 1 when it begins) or a vertical drag on the photo: the recognizer exists only
    /// while installed, then Core's gate decides (`gestureRecognizerShouldBegin(_:)`). Returns whether it began.
    @discardableResult
    func began(
        _ gesture: ZoomDismissalGesture, at location: CGPoint = CGPoint(x: 187.5, y: 406), scale: CGFloat = 0.9,
        velocity: CGPoint = CGPoint(x: 0, y: 300)
    ) -> Bool {
        guard isInstalled else { return false }
        let decision = ZoomGestureGate.decision(
            gesture, scale: scale, velocity: velocity, zoom: nil, scrollView: nil,
            scrollViewsUnderTouch: [], photoScrollView: nil,
            session: session.phase, hasPhotoView: true)
        guard ZoomGestureGate.shouldBegin(decision, appAllows: { nil }) else { return false }
        self.gesture = gesture
        time += 1.0 / 60
        zoomRecognizer(
            .began, gesture, fingers: ZoomFingers(location: location, scale: scale), touchCount: gesture == .pinch ? 2 : 1,
            at: time, panVelocity: velocity, scaleVelocity: 0,
            home: { (CGPoint(x: 187.5, y: 406), CGSize(width: 375, height: 812)) }, grabbedPose: { nil })
        return true
    }

    func moved(to location: CGPoint, scale: CGFloat = 1) {
        time += 1.0 / 60
        zoomRecognizer(
            .changed, gesture, fingers: ZoomFingers(location: location, scale: scale), touchCount: gesture == .pinch ? 2 : 1,
            at: time, panVelocity: nil, scaleVelocity: 0, home: { (.zero, .zero) }, grabbedPose: { nil })
    }

    /// The fingers lift, moving at `velocity`: a pan reports it; a pinch reports none, so its last two
    /// changes come first (one frame apart, after a pause), as in `HeadlessZoomInteraction.ended`.
    func ended(at location: CGPoint, scale: CGFloat = 1, velocity: CGPoint = .zero, scaleVelocity: CGFloat = 0) {
        if gesture == .pinch {
            time += 0.2
            moved(to: CGPoint(x: location.x - velocity.x / 60, y: location.y - velocity.y / 60), scale: scale)
            moved(to: location, scale: scale)
        }
        zoomRecognizer(
            .ended, gesture, fingers: ZoomFingers(location: location, scale: scale), touchCount: 0, at: time,
            panVelocity: gesture == .drag ? velocity : nil, scaleVelocity: scaleVelocity, home: { (.zero, .zero) },
            grabbedPose: { nil })
    }

    // MARK: UIViewControllerInteractiveTransitioning

    func startInteractiveTransition(_ transition: HeadlessNavigationController.InteractivePop) {
        pop = transition
        transition.coordinator.animateAlongsideTransition { [weak self] cancelled in
            self?.transitionDidEnd(finished: !cancelled)
        }
        runZoomCommands(session.transitionStarted(canFly: animationController != nil))
    }

    /// The transition ended: reported by the coordinator's completion and by the animator's
    /// `animationEnded(_:)`, whichever comes (both, usually; Core ignores the second).
    func transitionDidEnd(finished: Bool) {
        runZoomCommands(session.transitionCompleted(finished: finished))
        pop = nil
    }
}

/// The same Core calls as `ZoomInteractiveDismissal`'s conformance, on the headless interactive pop.
extension HeadlessZoomDismissal: ZoomDismissalGestureHost {}

extension HeadlessZoomDismissal: ZoomInteractionHost {
    var zoomSession: ZoomInteractionSession {
        get { session }
        set { session = newValue }
    }

    func beginZoomDismissal() -> (started: Bool, vendedThisInteraction: Bool) {
        animationController = nil
        let started = beginDismissal()
        return (started, animationController != nil)
    }

    func zoomInteractionDidBegin() { chrome.append("began") }
    func zoomInteractionDidEnd(willDismiss: Bool) { chrome.append("ended(\(willDismiss))") }
    func moveFlight(to pose: ZoomPose, progress: CGFloat) { pop?.update(progress) }

    func landFlight(_ release: ZoomRelease) {
        if release.completion == .finish { pop?.finish(initialVelocity: 0) } else { pop?.cancel(initialVelocity: 0) }
    }

    func pauseFlightForGrab() { pop?.pause() }
    func abortZoomTransition() { pop?.cancel(initialVelocity: 0) }
}
