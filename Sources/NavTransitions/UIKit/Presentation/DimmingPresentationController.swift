#if canImport(UIKit)
import UIKit

/// A presentation controller with a layout, a dimming view that follows the transition, tap to dismiss,
/// and pan to dismiss.
///
/// - The presented view's frame comes from Core's ``PresentationLayout`` for the container's bounds, safe
///   area, horizontal size class and layout direction, and is recomputed whenever the container lays out
///   (size changes, rotation, safe-area changes).
/// - The dimming view's alpha comes from ``DimmingCurve``; its change is added alongside the transition,
///   so an interactive dismissal scrubs it exactly and a cancelled one returns to full dimming.
/// - A tap on the dimming view (or VoiceOver activating it) dismisses when ``ModalDismissal/tapOnDimming``
///   is allowed and no transition is running.
/// - Gestures respect `isModalInPresentation` and the `UIAdaptivePresentationControllerDelegate`, like
///   UIKit's sheets: `presentationControllerShouldDismiss`, `…DidAttemptToDismiss`, `…WillDismiss` and
///   `…DidDismiss` (``UserDismissalDecision``).
/// - With ``ModalDismissal/pan``, a pan on the presented view toward its dismissal edge dismisses it
///   interactively; it yields to a scroll view in the presented screen until that scroll view is at its
///   edge (its top, for a sheet), then takes over without lifting the finger.
/// - The presenter's appearance callbacks are UIKit's own: for `.fullScreen` the presenter's view is
///   removed while presented (`shouldRemovePresentersView`), for every other layout it stays visible.
@MainActor
public final class DimmingPresentationController: UIPresentationController, UIGestureRecognizerDelegate {
    /// Where the presented view sits in the container.
    public let layout: PresentationLayout
    /// The colour of the dimming view behind the presented view when fully presented; nil for no dimming.
    public let dimmingColor: UIColor?
    /// The gestures that dismiss the presented screen.
    public let dismissal: ModalDismissal
    /// The interaction that a pan-to-dismiss drives; nil without ``ModalDismissal/pan``.
    public private(set) var dismissInteraction: PanInteractiveTransition?

    private let dismissalEdge: TransitionEdge?
    /// The dimming view's alpha per transition progress; the colour carries the strength.
    private let dimming = DimmingCurve(maximumAlpha: 1)
    private let dimmingView = DimmingView()
    private let dismissPan = UIPanGestureRecognizer()
    private weak var trackedScrollView: UIScrollView?
    private var dismissGestureBegan = false
    private var isDismissedByUser = false

    /// Creates a presentation controller.
    ///
    /// - Parameters:
    ///   - presentedViewController: the screen being presented.
    ///   - presentingViewController: the screen presenting it.
    ///   - layout: where the presented view sits in the container.
    ///   - dimmingColor: the colour of the dimming view when fully presented (40 % black by default); nil for none.
    ///   - dismissal: the gestures that dismiss the presented screen.
    ///   - dismissalEdge: the edge a pan dismisses toward; nil uses the layout's natural edge
    ///     (`PresentationLayout.dismissalEdge(layoutDirection:)`).
    public init(
        presentedViewController: UIViewController,
        presenting presentingViewController: UIViewController?,
        layout: PresentationLayout,
        dimmingColor: UIColor? = ModalTransition.defaultDimmingColor,
        dismissal: ModalDismissal = .all,
        dismissalEdge: TransitionEdge? = nil
    ) {
        self.layout = layout
        self.dimmingColor = dimmingColor
        self.dismissal = dismissal
        self.dismissalEdge = dismissalEdge
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        if dismissal.contains(.pan) {
            dismissInteraction = PanInteractiveTransition(direction: .down) { [weak self] in
                self?.dismissByUser(gestureIsEnabled: true) ?? false
            }
        }
        dimmingView.backgroundColor = dimmingColor ?? .clear
        dimmingView.alpha = 0
        // Behind a full-screen presented view the dimming view is covered: keep it out of VoiceOver.
        dimmingView.isAccessibilityElement = dismissal.contains(.tapOnDimming) && layout != .fullScreen
        dimmingView.accessibilityLabel = NSLocalizedString("Dismiss", comment: "Accessibility label of the dimming view")
        dimmingView.activationTarget = self
        dimmingView.activationAction = #selector(dimmingViewTapped)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped)))
        dismissPan.delegate = self
        dismissPan.addTarget(self, action: #selector(handleDismissPan(_:)))
    }

    // MARK: Layout

    /// The frame from Core's layout for the container's bounds, safe area, size class and direction.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return presentedViewController.view.frame }
        return layout.frame(
            in: containerView.bounds,
            safeArea: EdgeInsets(containerView.safeAreaInsets),
            horizontalSizeClass: traitCollection.horizontalSizeClass == .regular ? .regular : .compact,
            layoutDirection: layoutDirection
        )
    }

    /// True for `.fullScreen`: the presenter's view leaves the hierarchy while covered, and UIKit sends it
    /// its appearance callbacks. Every other layout keeps it visible behind the dimming.
    public override var shouldRemovePresentersView: Bool {
        layout == .fullScreen
    }

    /// Keeps the dimming view and the presented view laid out after size, rotation and safe-area changes.
    ///
    /// While the presented screen is being presented or dismissed, the transition's animator owns its
    /// geometry and nothing is changed. Otherwise `bounds.size` and `center` are set (never `frame`, which
    /// is undefined under a transform).
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        guard let presentedView, !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed else { return }
        let frame = frameOfPresentedViewInContainerView
        presentedView.bounds.size = frame.size
        presentedView.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    private var layoutDirection: LayoutDirection {
        LayoutDirection(containerView?.effectiveUserInterfaceLayoutDirection ?? presentedViewController.view.effectiveUserInterfaceLayoutDirection)
    }

    // MARK: Transitions

    /// Inserts the dimming view and fades it in alongside the presentation.
    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        dimmingView.alpha = dimming.alpha(for: .present, progress: 0)
        animateDimming(to: dimming.alpha(for: .present, progress: 1))
    }

    /// Removes the dimming view if the presentation was cancelled; installs the dismiss pan otherwise.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard completed else {
            dimmingView.removeFromSuperview()
            return
        }
        if dismissInteraction != nil, let presentedView, dismissPan.view == nil {
            presentedView.addGestureRecognizer(dismissPan)
        }
        // The safe area may have been unknown when the transition started: lay out again now.
        containerView?.setNeedsLayout()
    }

    /// Fades the dimming view out alongside the dismissal (scrubbed by an interactive dismissal).
    public override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        animateDimming(to: dimming.alpha(for: .dismiss, progress: 1))
    }

    /// Removes the dimming view after a finished dismissal; a cancelled one keeps full dimming.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
            dismissPan.view?.removeGestureRecognizer(dismissPan)
            if isDismissedByUser { delegate?.presentationControllerDidDismiss?(self) }
        } else {
            dimmingView.alpha = dimming.alpha(for: .dismiss, progress: 0)
            containerView?.setNeedsLayout()
        }
        isDismissedByUser = false
    }

    private func animateDimming(to alpha: CGFloat) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = alpha
            return
        }
        coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha })
    }

    // MARK: Gestures

    @objc private func dimmingViewTapped() {
        _ = dismissByUser(gestureIsEnabled: dismissal.contains(.tapOnDimming))
    }

    /// Dismisses for a user gesture as ``UserDismissalDecision`` says; returns whether a dismissal began.
    private func dismissByUser(gestureIsEnabled: Bool) -> Bool {
        let presented = presentedViewController
        let decision = UserDismissalDecision(
            gestureIsEnabled: gestureIsEnabled && presented.presentingViewController != nil,
            isTransitioning: presented.isBeingPresented || presented.isBeingDismissed,
            isModalInPresentation: presented.isModalInPresentation,
            delegateAllows: delegate?.presentationControllerShouldDismiss?(self)
        )
        switch decision {
        case .dismiss:
            delegate?.presentationControllerWillDismiss?(self)
            isDismissedByUser = true
            presented.dismiss(animated: true)
            return true
        case .refuse:
            delegate?.presentationControllerDidAttemptToDismiss?(self)
            return false
        case .ignore:
            return false
        }
    }

    /// The dismiss pan begins along the dismissal axis, or to grab a dismissal that is settling.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === dismissPan, let interaction = dismissInteraction, let containerView else { return true }
        let edge = dismissalEdge?.resolved(for: layoutDirection) ?? layout.dismissalEdge(layoutDirection: layoutDirection)
        return DismissPanGate(direction: .dismissal(toward: edge, layoutDirection: layoutDirection)).shouldBegin(
            motion: SwipeDirection(dominantDirectionOf: dismissPan.velocity(in: containerView)),
            isSettling: interaction.isSettling
        )
    }

    /// Lets the scroll views of the presented screen pan along with the dismiss pan; Core decides who moves.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard gestureRecognizer === dismissPan, let scrollView = otherGestureRecognizer.view as? UIScrollView else { return false }
        return otherGestureRecognizer === scrollView.panGestureRecognizer
    }

    /// The innermost scroll view under the finger that scrolls along the dismissal axis.
    private func scrollView(under pan: UIPanGestureRecognizer, along direction: SwipeDirection) -> UIScrollView? {
        guard let presentedView else { return nil }
        let axis: [SwipeDirection] = direction.isHorizontal ? [.left, .right] : [.up, .down]
        return presentedView.scrollViews(at: pan.location(in: presentedView)).first { scrollView in
            let state = scrollView.scrollViewState
            return axis.contains { state.canScroll(toward: $0) }
        }
    }

    @objc private func handleDismissPan(_ pan: UIPanGestureRecognizer) {
        guard let interaction = dismissInteraction, let view = containerView else { return }
        switch pan.state {
        case .began:
            let edge = dismissalEdge?.resolved(for: layoutDirection) ?? layout.dismissalEdge(layoutDirection: layoutDirection)
            interaction.direction = .dismissal(toward: edge, layoutDirection: layoutDirection)
            dismissGestureBegan = false
            trackedScrollView = scrollView(under: pan, along: interaction.direction)
            if interaction.isSettling { beginDismissGesture(interaction) }
        case .changed:
            let gate = DismissPanGate(direction: interaction.direction)
            let decision = gate.decision(
                scrollView: trackedScrollView?.scrollViewState,
                motion: SwipeDirection(dominantDirectionOf: pan.velocity(in: view)),
                dismissProgress: dismissGestureBegan ? interaction.progress : 0
            )
            guard decision.tracksDismissal else {
                // The scroll view owns this movement; the dismissal counts from where it takes over.
                pan.setTranslation(.zero, in: view)
                return
            }
            if let offset = decision.pinnedContentOffset { trackedScrollView?.contentOffset = offset }
            if !dismissGestureBegan {
                pan.setTranslation(.zero, in: view)
                beginDismissGesture(interaction)
            }
            interaction.gestureChanged(translation: pan.translation(in: view))
        case .ended:
            let velocity = pan.velocity(in: view)
            if !dismissGestureBegan {
                // A flick can end without a single change: let Core decide whether it dismisses.
                let gate = DismissPanGate(direction: interaction.direction)
                let decision = gate.decision(scrollView: trackedScrollView?.scrollViewState,
                                             motion: SwipeDirection(dominantDirectionOf: velocity), dismissProgress: 0)
                if decision.tracksDismissal {
                    pan.setTranslation(.zero, in: view)
                    beginDismissGesture(interaction)
                }
            }
            if dismissGestureBegan { interaction.gestureEnded(translation: pan.translation(in: view), velocity: velocity) }
            endDismissGesture()
        case .cancelled, .failed:
            if dismissGestureBegan { interaction.gestureCancelled() }
            endDismissGesture()
        default:
            break
        }
    }

    /// Forgets the gesture and its scroll view: the next pan may start elsewhere.
    private func endDismissGesture() {
        dismissGestureBegan = false
        trackedScrollView = nil
    }

    private func beginDismissGesture(_ interaction: PanInteractiveTransition) {
        dismissGestureBegan = true
        let frame = presentedView?.frame ?? .zero
        interaction.gestureBegan(distance: interaction.direction.isHorizontal ? frame.width : frame.height)
    }
}
#endif

#if canImport(UIKit)
/// The dimming view: VoiceOver activation dismisses, like a tap (the default activation would tap its
/// centre, which the presented view may cover).
@MainActor
private final class DimmingView: UIView {
    // `accessibilityActivate()` is nonisolated in UIKit's declaration; UIKit calls it on the main thread.
    // The target-action pair is set once, on the main actor, before the view is on screen.
    nonisolated(unsafe) weak var activationTarget: NSObject?
    nonisolated(unsafe) var activationAction: Selector?

    override func accessibilityActivate() -> Bool {
        guard let target = activationTarget, let action = activationAction else { return false }
        _ = target.perform(action)
        return true
    }
}
#endif
