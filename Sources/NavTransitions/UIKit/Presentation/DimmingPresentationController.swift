#if canImport(UIKit)
import UIKit

/// A presentation controller with a layout, a dimming view that follows the transition, rounded corners,
/// tap to dismiss and pan to dismiss.
///
/// Every decision is Core's `PresentationSession`; this class reads UIKit, asks it, and applies the answer.
///
/// - The presented view's frame comes from its ``layout`` (Core's ``PresentationLayout``) for the
///   container's bounds, safe area, horizontal size class and layout direction, and is recomputed whenever
///   the container lays out. ``setLayout(_:animated:)`` changes it while presented (a sheet that grows).
///   The presented screen is told its own size on rotation (`size(forChildContentContainer:withParentContainerSize:)`).
/// - The presented screen's view is wrapped in ``presentedView``, which carries the ``cornerRadius`` (a
///   sheet rounds its top corners, a card all four) and the dismiss pan. VoiceOver stays inside the presented
///   screen (`accessibilityViewIsModal` on the container, whose siblings are the presenter's hierarchy; a sheet's
///   undimmed detent excepted unless the presenter is itself presented), and its escape gesture dismisses where
///   ``ModalDismissal/escape`` is allowed (any member of `dismissal`).
/// - A sheet moves up with a docked keyboard (never above the safe area's top; a sheet too tall for that
///   keeps its top there and shortens the presented screen's view by what the keyboard still covers), a
///   card is centred above it, in the keyboard's own animation; a full-screen view and a side menu stay put.
/// - The dimming view's alpha follows the transition (added alongside it), so an interactive dismissal
///   scrubs it and a cancelled one returns to full dimming; its colour is ``dimmingColor``.
/// - A tap on the dimming view dismisses when ``ModalDismissal/tapOnDimming`` is allowed and no transition
///   is running. The dimming view is not an accessibility element: VoiceOver and Switch Control users
///   leave by escape, keyboard users by Escape or Command-Period (the presented view's key commands, where
///   any dismissal is allowed; the presented view becomes first responder when the presentation ends, and
///   again when an editing session inside it or a presentation over it ends, only while nothing in the window is
///   first responder: a text field behind an undimmed sheet keeps its keyboard, and Escape, while it edits).
/// - A card grows with Dynamic Type: the presented screen's view is measured when the presentation begins
///   and when the text size changes, and the card grows to fit it (never below its own height, within the
///   safe area). A sheet's `.fitting` detent is measured at every layout pass, and a text-size change asks
///   for one, so the sheet rests at the new height.
/// - VoiceOver moves into a sheet, card or side menu when it has appeared, and back to the element that
///   opened it after its dismissal (UIKit does it for a full-screen presentation). The default dimming
///   colour darkens under Increase Contrast and Reduce Transparency.
/// - User dismissals (tap, pan, escape) follow `isModalInPresentation` — of the presented screen and of its
///   shown descendants, such as the top screen of a presented navigation controller — and the
///   `UIAdaptivePresentationControllerDelegate`, like UIKit's sheets: `presentationControllerShouldDismiss`
///   (asked only when its answer decides), `…DidAttemptToDismiss`, `…WillDismiss`, and `…DidDismiss` once
///   the dismissal has completed.
/// - With ``ModalDismissal/pan``, a pan toward the dismissal edge dismisses interactively. It shares the
///   touch with a scroll view in the presented screen (the presented view itself may be the scroll view)
///   until that scroll view rests at its edge, then takes over without lifting the finger and stops the
///   scroll view for the rest of the touch. While the sheet (or a dismissal) owns the touch, every other scroll
///   view under the finger is held still, pinned back after its own pan moved it (a short table view would
///   rubber-band otherwise); a touch on a settling dismissal grabs it and holds every scroll view under the
///   finger still for the rest of the touch. ``interactiveDismissShouldBegin`` (read when the pan is about to
///   begin) and ``dismissPanGestureRecognizer`` let an embedded gesture win. A trackpad's two-finger swipe
///   (iPad) pans too: where it began is where the pointer is.
/// - `.fullScreen` removes the presenter's view while presented (`shouldRemovePresentersView`; UIKit
///   sends the presenter its appearance callbacks) and gives the presented screen control of the status
///   bar (`modalPresentationCapturesStatusBarAppearance`); every other layout keeps the presenter visible.
///
/// Subclass it to add chrome (a grabber, a shadow) or change the geometry: override
/// `frameOfPresentedViewInContainerView`, `containerViewWillLayoutSubviews`, the four transition
/// callbacks or `size(forChildContentContainer:withParentContainerSize:)`, and call `super` in the
/// callbacks; set ``interactiveDismissShouldBegin`` to leave a drag to an embedded view.
@MainActor
open class DimmingPresentationController: UIPresentationController {
    /// The colour of the dimming view behind the presented view when fully presented; nil for no dimming.
    /// Setting it applies at once.
    public var dimmingColor: UIColor? {
        didSet { dimmingView.backgroundColor = dimmingColor ?? .clear }
    }

    /// The gestures that dismiss the presented screen.
    package var dismissal: ModalDismissal { presentationSession.dismissal }

    /// The interaction that a pan-to-dismiss drives; nil without ``ModalDismissal/pan``.
    public private(set) var dismissInteraction: PanInteractiveTransition?

    /// The pan on ``presentedView`` that dismisses the presented screen (with ``ModalDismissal/pan``) and moves
    /// a sheet between its detents (a sheet has it with or without ``ModalDismissal/pan``); nil for any other
    /// layout without ``ModalDismissal/pan``.
    ///
    /// Use it to let one of your gestures win: `dismissPanGestureRecognizer?.require(toFail: mapPan)`, or
    /// the other way round. Don't change its delegate or its targets.
    public var dismissPanGestureRecognizer: UIPanGestureRecognizer? {
        presentationSession.installsPan ? dismissPan : nil
    }

    /// Decides whether a dismiss pan may begin, once the built-in rules have allowed it; nil allows every one.
    ///
    /// ``ModalTransition/interactiveDismissShouldBegin`` sets it for a screen presented with
    /// `modalTransition`, and sets it again when the screen's `modalTransition` changes while it is presented
    /// (the SwiftUI modifiers assign it on every update); set it yourself when you create the controller (a
    /// subclass: in its initializer). Read when the pan is about to begin, on the main actor (also when it would
    /// grab a settling dismissal), after the built-in rules have allowed it (toward the dismissal edge, or sharing
    /// a scroll view, or grabbing a settling dismissal). Return false to leave a drag to an embedded view that is
    /// not a scroll view: `!(context.viewController.view.hitTest(context.location, with: nil) is MKMapView)`.
    /// It may call this controller back (``selectedDetent``, ``setSelectedDetent(_:animated:)``).
    @preconcurrency
    public var interactiveDismissShouldBegin: (@MainActor @Sendable (InteractiveDismissContext) -> Bool)?

    /// Where the presented view sits in the container. Change it with ``setLayout(_:animated:)``.
    public var layout: PresentationLayout { presentationSession.layout }

    /// The corner radius of the presented view, in points.
    ///
    /// By default the layout's own (16 for a sheet and a card, 0
    /// otherwise). A sheet rounds its top corners only, a card all four, a side menu the two on its
    /// trailing side. Setting it applies at the next layout pass (at once while presented); a negative or
    /// non-finite value becomes 0.
    public var cornerRadius: CGFloat {
        get { presentationSession.chrome(layoutDirection: layoutDirection).cornerRadius }
        set {
            presentationSession.cornerRadius = newValue
            containerView?.setNeedsLayout()
        }
    }

    /// The presentation's state: Core's session, run by Core's `PresentationHost` entry points.
    package var presentationSession: PresentationSession
    private let dimmingView = PassthroughDimmingView()
    private let wrapperView = PresentationWrapperView()
    private let grabberView = SheetGrabberView()
    /// The running sheet settle or layout-change animation (a touch stops it where it shows).
    private var layoutAnimator: UIViewPropertyAnimator?
    /// A sheet settle's `os_signpost` interval, while ``layoutAnimator`` runs one (Core's `SignpostHost` pairs them).
    private let signposts = TransitionSignposter()
    /// The duration of this controller's own layout animation (a settle, a layout change, the keyboard's) whose
    /// block the container's layout pass runs in, or nil outside one: Core's `LayoutPass` tells them from a
    /// system animation, which `UIView.inheritedAnimationDuration` alone cannot.
    private var ownAnimationDuration: TimeInterval?

    /// Whether a sheet spring (a settle or an animated layout change) is running, or a stopped settle waits for
    /// the next turn to resume: the self-check waits until none does instead of a fixed time.
    package var isSheetSpringRunning: Bool { layoutAnimator != nil || presentationSession.isSheetSettleResumePending }
    /// The tracked scroll view whose indicator the sheet hid, and the app's value (the scroll view held weakly:
    /// one the app removes mid-drag is not kept alive, and nothing is written back to it).
    private var hiddenIndicator: HiddenScrollIndicator?
    private let dismissPan = UIPanGestureRecognizer()
    private let gestureDelegate = DismissPanGestureDelegate()
    /// The scroll view that shares the pan for this touch (Core's `PresentationHost`), held weakly.
    package weak var trackedScrollView: UIScrollView?
    /// The element VoiceOver focused when the presentation began (the control that opened it), held weakly:
    /// VoiceOver returns to it after the dismissal where UIKit posts nothing (Core's `TransitionFocus`).
    private weak var focusedBeforePresentation: NSObject?
    /// The scroll views under the finger when the pan began, innermost first (kept for this touch only, weakly:
    /// Core's `ScrollViewReference` names none that is gone).
    private var underFinger: [WeakScrollView] = []
    /// Core's reused storage for their states (`PresentationHost.scrollViewStateStorage`).
    package var scrollViewStateStorage: [ScrollViewState?] = []
    /// Whether this controller's class overrides `frameOfPresentedViewInContainerView` (its getter's Objective-C
    /// method is not this class's: a Swift override has its own), asked once.
    private lazy var frameOfPresentedViewIsOverridden: Bool = {
        let getter = #selector(getter: UIPresentationController.frameOfPresentedViewInContainerView)
        return class_getInstanceMethod(type(of: self), getter)
            != class_getInstanceMethod(DimmingPresentationController.self, getter)
    }()
    /// What moves the pan now (`gestureRecognizer(_:shouldReceive:)` with the event): a trackpad's scroll moves
    /// no pointer.
    private var panInput = SwipeBackInput.touch
    /// Where the finger came down, in ``presentedView``'s coordinates (`gestureRecognizer(_:shouldReceive:)` with
    /// the touch, while the pan is possible); nil for a trackpad's scroll or before a touch.
    private var recordedTouchDown: CGPoint?

    /// Creates a presentation controller.
    ///
    /// - Parameters:
    ///   - presentedViewController: the screen being presented.
    ///   - presentingViewController: the screen presenting it.
    ///   - layout: where the presented view sits in the container.
    ///   - dimmingColor: the colour of the dimming view when fully presented (40 % black by default, 60 %
    ///     under Increase Contrast or Reduce Transparency); nil for none.
    ///   - dismissal: the gestures that dismiss the presented screen.
    ///   - dismissalEdge: the edge a pan dismisses toward; `.leading` and `.trailing` follow the layout
    ///     direction when the pan begins. Nil uses the layout's natural edge (the leading edge for a side
    ///     menu, the bottom otherwise).
    ///   - cornerRadius: the presented view's corner radius in points; nil for the layout's own (16 for a
    ///     sheet and a card, 0 otherwise).
    public init(
        presentedViewController: UIViewController,
        presenting presentingViewController: UIViewController?,
        layout: PresentationLayout,
        dimmingColor: UIColor? = ModalTransition.defaultDimmingColor,
        dismissal: ModalDismissal = .all,
        dismissalEdge: TransitionEdge? = nil,
        cornerRadius: CGFloat? = nil
    ) {
        presentationSession = PresentationSession(
            layout: layout, dismissal: dismissal, dismissalEdge: dismissalEdge, cornerRadius: cornerRadius)
        self.dimmingColor = dimmingColor
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        // stays in UIKit: applies Core's hasDismissPan
        if presentationSession.hasDismissPan {
            dismissInteraction = PanInteractiveTransition(direction: .down) { [weak self] in
                self?.dismissForUser(.pan) ?? false
            }
        }
        // stays in UIKit: applies Core's flag; never sets false (the app's own setting)
        if presentationSession.capturesStatusBarAppearance {
            presentedViewController.modalPresentationCapturesStatusBarAppearance = true
        }
        LibraryViewMark.mark(dimmingView, .presentationDimming)
        LibraryViewMark.mark(wrapperView, .presentationWrapper)
        dimmingView.backgroundColor = dimmingColor ?? .clear
        dimmingView.alpha = 0
        // Not an accessibility element (UIView's default, stated): VoiceOver, Switch Control and Full Keyboard
        // Access leave by escape and the key commands, under the same rule as the tap.
        dimmingView.isAccessibilityElement = false
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleDimmingTap)))
        wrapperView.escapeHandler = self
        grabberView.accessibilityActions = SheetGrabberView.Actions(
            increment: { [weak self] in self?.performSheetAccessibility(.increment) ?? false },
            decrement: { [weak self] in self?.performSheetAccessibility(.decrement) ?? false },
            activate: { [weak self] in self?.performSheetAccessibility(.activate) ?? false },
            dismiss: { [weak self] in self?.dismissForUser(.accessibilityEscape) ?? false }
        )
        wrapperView.keyCommandHandler = self
        gestureDelegate.controller = self
        dismissPan.delegate = gestureDelegate
        dismissPan.addTarget(self, action: #selector(handleDismissPan(_:)))
        // A trackpad's two-finger swipe (iPad) pans like a finger, as it scrolls the system's scroll views and
        // sheets; a mouse wheel's discrete steps stay with the scroll views.
        dismissPan.allowedScrollTypesMask = .continuous
        // UIKit posts the keyboard's notifications on the main thread; the observer goes with this object.
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            NotificationCenter.default.addObserver(
                self, selector: #selector(keyboardWillChangeFrame(_:)), name: name, object: nil)
        }
        // Dynamic Type: a card is measured again at the new text size, a sheet's `.fitting` detent in a layout pass.
        NotificationCenter.default.addObserver(
            self, selector: #selector(contentSizeCategoryDidChange),
            name: UIContentSizeCategory.didChangeNotification, object: nil)
        // The default dimming colour depends on Reduce Transparency, which is not a trait: resolve it again.
        NotificationCenter.default.addObserver(
            self, selector: #selector(reduceTransparencyStatusDidChange),
            name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil)
        // An editing session inside the presented view ends: its field resigns first responder, and Escape is
        // re-armed (Core's rule: only when nothing in the window is first responder).
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            NotificationCenter.default.addObserver(self, selector: #selector(editingDidEnd(_:)), name: name, object: nil)
        }
    }

    /// Changes where the presented view sits, animated with a spring when `animated` (a sheet that grows).
    ///
    /// With Reduce Motion on the view moves at once, without the spring. During a transition the new
    /// layout applies when it ends. A presentation created `.fullScreen`
    /// stays full screen: UIKit has removed the presenter's view from the window for it, and a smaller
    /// layout would show an empty window behind; such a change is ignored (a debug build stops with a
    /// message). It may be called from anywhere the app's code runs, this controller's callbacks included.
    public func setLayout(_ layout: PresentationLayout, animated: Bool) {
        // stays in UIKit: applies Core's refusal (a debug build says why)
        guard changePresentationLayout(layout, animated: animated) else {
            assertionFailure("NavTransitions: a presentation created .fullScreen cannot change to \(layout) while presented.")
            return
        }
    }

    /// The detent a sheet rests at (or settles toward), as listed in its detents; nil when the layout is not a
    /// sheet.
    ///
    /// It follows the user: a drag released on another detent, or a VoiceOver action on the grabber, changes
    /// it and tells the delegate (``DimmingPresentationControllerDelegate``). ``layout`` carries it too.
    public var selectedDetent: PresentationLayout.SheetDetent? {
        presentationSelectedDetent
    }

    /// Moves a sheet to `detent` (one of its detents), animated with a spring when `animated`.
    ///
    /// Not a user change: the delegate is not told, as with UIKit's sheet. With Reduce Motion the sheet moves
    /// at once. During the presentation the slide lands on the detent it began with and the sheet then settles
    /// to `detent` (at once when not animated). During a drag the finger keeps the sheet (the release decides);
    /// during a dismissal the selection is recorded for a cancelled dismissal. A detent that is not listed selects the smallest; a
    /// layout that is not a sheet ignores it. The same as ``setLayout(_:animated:)`` with another
    /// `selectedDetent`. It may be called from anywhere the app's code runs, this controller's callbacks included.
    public func setSelectedDetent(_ detent: PresentationLayout.SheetDetent, animated: Bool) {
        selectSheetDetent(detent, animated: animated)
    }

    // MARK: Layout

    /// The view UIKit animates: a wrapper around the presented screen's view, which carries the corner
    /// radius, the dismiss pan and VoiceOver's modality. The screen's view fills it.
    public override var presentedView: UIView? {
        wrapperView
    }

    /// The frame from the layout for the container's bounds, safe area, size class and direction, moved for
    /// a docked keyboard.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let frame = sessionPresentedFrame else { return super.frameOfPresentedViewInContainerView }
        return frame
    }

    /// `.none`: a custom presentation is never adapted to another style, whatever an adaptive delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)` would answer (UIKit's default asks it). The layouts
    /// adapt to the size class themselves; an adaptation would replace this controller — its layout,
    /// dimming, dismiss pan and keyboard rule — with UIKit's full-screen one. The delegate's dismissal
    /// messages are not affected. Override it to let UIKit adapt.
    open override var adaptivePresentationStyle: UIModalPresentationStyle {
        .none
    }

    /// `.none` for every trait collection; see ``adaptivePresentationStyle``.
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    /// True for a presentation created `.fullScreen`: the presenter's view leaves the window while covered,
    /// and UIKit sends it its appearance callbacks. Every other layout keeps it visible behind the dimming.
    public override var shouldRemovePresentersView: Bool {
        presentationSession.removesPresentersView
    }

    /// The presented screen's size in a container of `parentSize` (it is told its own size on rotation, not
    /// the container's); other child containers get UIKit's answer.
    open override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        // stays in UIKit: identity of a UIKit object: only the presented screen gets the layout's size
        guard container === presentedViewController, let description = presentationContainer else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        return presentationSession.presentedSize(forParentSize: parentSize, in: description)
    }

    /// Keeps the dimming view, the presented view and its chrome laid out after size, rotation, safe-area
    /// and layout changes. During a transition the animator owns the presented view and nothing else moves.
    /// Subclasses call `super`.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        containerWillLayout()
    }

    private var layoutDirection: LayoutDirection {
        .presentation(
            containerDirection: containerView.map { LayoutDirection($0.effectiveUserInterfaceLayoutDirection) },
            traitRawValue: traitCollection.layoutDirection.rawValue)
    }

    /// The presented screen's `preferredContentSize` changed: a sheet's `.fitting` detent is measured again in
    /// the next layout pass. Subclasses call `super`.
    open override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    /// The traits changed (Dynamic Type, size classes): a sheet's detents are resolved again, `.fitting`
    /// measured again, in the next layout pass; a card is measured again when the text size changed — a trait
    /// override (`overrideTraitCollection`, an app's per-screen text size) as well as the system-wide setting.
    /// Subclasses call `super`.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        containerView?.setNeedsLayout()
        let previous = previousTraitCollection?.preferredContentSizeCategory.rawValue
        // stays in UIKit: applies Core's PresentationSession.textSizeChanged
        if PresentationSession.textSizeChanged(from: previous, to: traitCollection.preferredContentSizeCategory.rawValue) {
            measurePresentedContent()
        }
    }

    // MARK: Transitions

    /// Wraps the presented screen's view, inserts the dimming view and dims alongside the presentation.
    /// Subclasses call `super`.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        // stays in UIKit: identity of a UIKit object: wraps the presented view once
        if let content = super.presentedView, content.superview !== wrapperView {
            wrapperView.frame = frameOfPresentedViewInContainerView
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            wrapperView.addSubview(content)
            wrapperView.addSubview(grabberView)
            let insets = containerReading.map {
                presentationSession.presentedContentInsets(forFrame: wrapperView.untransformedFrame, in: $0)
            }
            layoutPresentedContent(insets: insets ?? .zero)
        }
        presentationWillBegin()
    }

    /// Installs the dismiss pan and lays out again, or removes the dimming view if the presentation was
    /// cancelled; the presented view takes first responder (for Escape) when nothing in the window has it.
    /// Subclasses call `super`.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        presentationDidEnd(completed: completed)
    }

    /// Fades the dimming view out alongside the dismissal (scrubbed by an interactive dismissal).
    /// Subclasses call `super`.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        dismissalWillBegin()
    }

    /// Removes the dimming view after a finished dismissal (and tells the adaptive delegate of a user
    /// dismissal on the next main-queue turn, once UIKit has finished); a cancelled one returns to full
    /// dimming. A finished dismissal re-arms Escape of the library's presentation below, if any. Subclasses
    /// call `super`.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        dismissalDidEnd(completed: completed)
        // stays in UIKit: reads UIKit: the presentation below, if this one finished (never created by the read)
        guard completed, let below = presentingViewController.dimmingPresentationController else { return }
        DispatchQueue.main.async { [weak below] in below?.rearmKeyCommands() }
    }

    /// Animates the dimming with the transition; false without a coordinator, or when UIKit could not queue the
    /// animation (`animate(alongsideTransition:)` returns false): Core then sets the alpha at once.
    package func animateDimmingAlongsideTransition(to alpha: CGFloat) -> Bool {
        let coordinator = presentedViewController.transitionCoordinator
        let queued = coordinator?.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha }) ?? false
        AssumptionLog.check(
            AssumptionProbe.transitionCoordinator(exists: coordinator != nil, queued: queued, for: .dimmingAlongsideTransition))
        return queued
    }

    /// Lays the container out now (at once, before returning), with the layout-change spring or the settle
    /// spring (`duration` seconds, Core's), or in the keyboard's own animation.
    package func layoutContainer(_ animation: PresentationSession.LayoutAnimation, duration: TimeInterval) {
        guard let containerView else { return }
        containerView.setNeedsLayout()
        // stays in UIKit: applies Core's LayoutAnimation, one UIKit animation per case
        switch animation {
        case .none:
            containerView.layoutIfNeeded()
        case .layoutChange:
            let timing = PresentationSession.layoutChangeTiming
            runLayoutAnimator(
                UIViewPropertyAnimator(duration: duration, timingParameters: timing.timingParameters), in: containerView,
                for: animation)
        case let .sheetSettle(initialVelocity):
            let spring = SheetRelease.settleSpring
            runLayoutAnimator(
                UIViewPropertyAnimator(
                    duration: duration, timingParameters: spring.timingParameters(initialVelocity: initialVelocity)),
                in: containerView, for: animation)
        case let .keyboard(keyboard):
            let options = UIView.AnimationOptions(rawValue: keyboard.animationOptionsRawValue).union(.beginFromCurrentState)
            UIView.animate(withDuration: duration, delay: 0, options: options) { [weak self] in
                self?.layOutInOwnAnimation(containerView, duration: duration)
            }
        }
    }

    /// Lays the container out in `animator`, which replaces a running one (stopped where it shows); its natural
    /// end tells the session that the sheet rests. A sheet settle is one signpost interval (Core's `TransitionSignpost`).
    private func runLayoutAnimator(
        _ animator: UIViewPropertyAnimator, in containerView: UIView,
        for animation: PresentationSession.LayoutAnimation
    ) {
        layoutAnimator?.stopAnimation(true)
        layoutAnimator = animator
        signposts.beginSignpost(TransitionSignpost(layoutAnimation: animation))
        animator.addAnimations { [weak self] in self?.layOutInOwnAnimation(containerView, duration: animator.duration) }
        animator.addCompletion { [weak self] _ in
            // stays in UIKit: identity of a UIKit object: only the running animator reports its end
            guard let self, self.layoutAnimator === animator else { return }
            self.layoutAnimator = nil
            self.signposts.endSignpost()
            self.sheetAnimationDidEnd()
        }
        animator.startAnimation()
    }

    /// The layout pass of one of this controller's own animations (of `duration` seconds), run inside its
    /// animation block (``ownAnimationDuration`` while it runs).
    private func layOutInOwnAnimation(_ containerView: UIView, duration: TimeInterval) {
        ownAnimationDuration = duration
        containerView.layoutIfNeeded()
        ownAnimationDuration = nil
    }

    private func send(_ message: PresentationSession.DelegateMessage) {
        // stays in UIKit: applies DelegateMessage, one delegate method per case
        switch message {
        case .willDismiss: delegate?.presentationControllerWillDismiss?(self)
        case .didDismiss:
            AssumptionLog.check(
                AssumptionProbe.didDismissAfterDismissalFinished(
                    presentedStillHasPresenter: presentedViewController.presentingViewController != nil))
            delegate?.presentationControllerDidDismiss?(self)
        case .didAttemptToDismiss: delegate?.presentationControllerDidAttemptToDismiss?(self)
        case .didChangeSelectedDetent:
            (delegate as? DimmingPresentationControllerDelegate)?.presentationControllerDidChangeSelectedDetent(self)
        }
    }

    // MARK: Gestures

    @objc private func handleDimmingTap() {
        dimmingViewTapped()
    }

    /// Whether a zoom's pinch and drag dismiss the presented screen (set for a modal zoom by its
    /// transitioning delegate); VoiceOver's escape then dismisses too (Core's session decides).
    var isDismissibleByZoomGesture: Bool {
        get { presentationSession.isDismissibleByZoomGesture }
        set { presentationSession.isDismissibleByZoomGesture = newValue }
    }

    /// A zoom's pinch or drag on the presented photo asks to dismiss: the rules of every user dismissal.
    /// Returns whether a dismissal began.
    func dismissForZoomGesture() -> Bool {
        dismissForUser(.zoomGesture)
    }

    /// Whether Escape and Command-Period dismiss now (the session's answer), for the key commands'
    /// `canPerformAction(_:withSender:)`: when they cannot, the key goes on to the next responder.
    fileprivate var offersKeyCommandDismissal: Bool {
        presentationSession.offers(.keyCommand)
    }

    /// Escape or Command-Period on a hardware keyboard: dismisses as every user dismissal does.
    fileprivate func performKeyCommandDismissal() {
        dismissForUser(.keyCommand)
    }

    /// VoiceOver's escape on the presented view: dismisses if allowed; an `NSNumber` Bool (whether a
    /// dismissal began) for the Objective-C runtime.
    @objc fileprivate func performAccessibilityEscape() -> NSNumber {
        NSNumber(value: dismissForUser(.accessibilityEscape))
    }

    // MARK: Notifications

    /// The text size changed: measure on the next turn of the main queue, once the presented screen's
    /// views have their new traits and fonts.
    @objc private func contentSizeCategoryDidChange() {
        DispatchQueue.main.async { [weak self] in self?.measurePresentedContent() }
    }

    /// Reduce Transparency changed: set the colour again, so that a dynamic one (the default) resolves anew.
    @objc private func reduceTransparencyStatusDidChange() {
        dimmingView.backgroundColor = dimmingColor ?? .clear
    }

    /// A text field or text view ended editing: if it was inside the presented view, Escape is re-armed on the
    /// next turn (once the field has resigned first responder).
    @objc private func editingDidEnd(_ notification: Notification) {
        // stays in UIKit: reads UIKit: the notification's object and the view hierarchy
        guard let field = notification.object as? UIView, field.isDescendant(of: wrapperView) else { return }
        DispatchQueue.main.async { [weak self] in self?.rearmKeyCommands() }
    }

    /// The keyboard will move: its end frame, in screen coordinates, converted into the container; Core
    /// counts only a docked keyboard raised for a view inside the presented one, and moves the presented
    /// view in the keyboard's animation.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let containerView else { return }
        let info = notification.userInfo
        let endFrame = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
        let screen = (notification.object as? UIScreen) ?? containerView.window?.screen
        let keyboardFrame = screen.map { containerView.convert(endFrame, from: $0.coordinateSpace) } ?? .null
        let animation = KeyboardAnimation(
            duration: (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0,
            curve: (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        )
        let overlap = PresentationKeyboard.overlap(keyboardFrame: keyboardFrame, containerBounds: containerView.bounds)
        presentationKeyboardWillChange(
            overlap: overlap, animation: animation, editsInPresentedView: wrapperView.containsFirstResponder)
    }

    // MARK: Dismiss pan

    /// The dismiss pan's `gestureRecognizerShouldBegin`: Core's rule, then ``interactiveDismissShouldBegin``.
    fileprivate func dismissPanShouldBegin() -> Bool {
        guard let containerView else { return false }
        // Where the touch came down, as `.began` reads it: the finger has moved past the pan's hysteresis by now.
        let touchDown = PresentationTouchDown(
            input: panInput, recorded: recordedTouchDown, translationInPresentedView: dismissPan.translation(in: wrapperView))
        return panShouldBegin(
            location: dismissPan.location(in: wrapperView), velocity: dismissPan.velocity(in: containerView), touchDown: touchDown
        )
    }

    /// Whether the presentation's pan may begin for a touch at `location` (in ``presentedView``'s coordinates)
    /// moving at `velocity` (in the container's), which came down as `touchDown` says: Core's rule, then
    /// ``interactiveDismissShouldBegin``. The recognizer's delegate asks it with the recognizer's readings; the
    /// self-check asks it before it drives a pan (where the finger is, is where it came down).
    package func panShouldBegin(
        location: CGPoint, velocity: CGPoint, touchDown: PresentationTouchDown = PresentationTouchDown()
    ) -> Bool {
        presentationPanShouldBegin(location: location, velocity: velocity, touchDown: touchDown)
    }

    /// Whether the dismiss pan runs together with `other`: the session's rule over `other`'s scroll view.
    fileprivate func dismissPanRecognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        let scrollView = (other.view as? UIScrollView).flatMap { $0.panGestureRecognizer === other ? $0 : nil }
        return PresentationSession.dismissPanRecognizesSimultaneously(withPanOf: scrollView, presentedView: wrapperView)
    }

    /// The dismiss pan is about to receive an event: a trackpad's scroll, or a touch (whose location follows).
    fileprivate func dismissPanReceives(isScrollEvent: Bool) {
        panInput = SwipeBackInput(isScrollEvent: isScrollEvent)
        recordedTouchDown = nil
    }

    /// A finger came down for the dismiss pan: where, in ``presentedView``'s coordinates, kept until the pan
    /// begins (the first finger of a touch that has not begun).
    fileprivate func dismissPanReceivesTouch(_ touch: UITouch) {
        // stays in UIKit: reads UIKit: the recognizer's state (a touch that joins a running pan is not its start)
        guard dismissPan.state == .possible, recordedTouchDown == nil else { return }
        recordedTouchDown = touch.location(in: wrapperView)
    }

    /// The dismiss pan's action: its state as Core's phase and its readings, handed to ``drivePan(_:translation:velocity:location:)``'s
    /// entry point with how the touch came down (the translation also in ``presentedView``'s coordinates, where
    /// the location is).
    @objc private func handleDismissPan(_ pan: UIPanGestureRecognizer) {
        let touchDown = PresentationTouchDown(
            input: panInput, recorded: recordedTouchDown, translationInPresentedView: pan.translation(in: wrapperView))
        presentationPan(
            GesturePhase(recognizerStateRawValue: pan.state.rawValue), translation: fingerTranslation,
            velocity: pan.velocity(in: containerView), location: pan.location(in: wrapperView), touchDown: touchDown)
    }

    /// The dismiss pan's translation as ``drivePan(_:translation:velocity:location:)`` takes it: the recognizer's
    /// plus the offset of the session's last reset (a reset also sets the recognizer's own to zero).
    private var fingerTranslation: CGPoint {
        presentationSession.panReading.fingerTranslation(recognizerTranslation: dismissPan.translation(in: containerView))
    }

    /// One event of the presentation's pan: the path the dismiss pan's recognizer takes, which the self-check
    /// drives too (Core's `presentationPan`, the same reads, the same actions).
    ///
    /// - Parameters:
    ///   - phase: the pan's phase; nil (a state that calls no action) does nothing.
    ///   - translation: the finger's translation since the pan began, in the container's coordinates.
    ///   - velocity: points per second, in the container's coordinates.
    ///   - location: where the finger is, in ``presentedView``'s coordinates (read when the pan begins).
    package func drivePan(_ phase: GesturePhase?, translation: CGPoint, velocity: CGPoint, location: CGPoint) {
        presentationPan(phase, translation: translation, velocity: velocity, location: location)
    }

    /// A followed scroll view's own pan (the tracked one while a sheet shares the touch with it, or one the touch
    /// holds still): Core's step after the scroll view has moved its content, so that a pinned list stays pinned
    /// whichever recognizer reports first.
    @objc private func handleScrollViewPan(_ pan: UIPanGestureRecognizer) {
        // stays in UIKit: reads UIKit: the recognizer's view (a scroll view's own pan)
        guard let scrollView = pan.view as? UIScrollView else { return }
        // UIKit updates every recognizer of a touch before it calls their actions: the dismiss pan already holds
        // this event's translation, whichever action runs first.
        presentationScrollViewPan(
            GesturePhase(recognizerStateRawValue: pan.state.rawValue), of: scrollView, translation: fingerTranslation)
    }

    /// One event of the tracked scroll view's own pan, after the list has moved its content: the path its
    /// recognizer takes, which the self-check drives too.
    package func driveScrollViewPan(_ phase: GesturePhase?) {
        // stays in UIKit: reads UIKit: a weak reference (no list tracked: nothing to drive)
        guard let tracked = trackedScrollView else { return }
        presentationScrollViewPan(phase, of: tracked)
    }

    // MARK: Taps

    /// A tap on the dimming view: the path the dimming view's tap recognizer takes, which the self-check drives
    /// too. Dismisses as every user dismissal does (``ModalDismissal/tapOnDimming``); whether a dismissal began.
    @discardableResult
    package func dimmingViewTapped() -> Bool {
        dismissForUser(.tapOnDimming)
    }

    // MARK: Wiring, for the self-check

    /// Whether the presentation's pan is wired as UIKit will deliver touches to it: on the presented view,
    /// enabled, with the library's gesture delegate (nil when the presentation has no pan).
    package var isPanWired: Bool? {
        // stays in UIKit: applies Core's installsPan (no pan to check)
        guard presentationSession.installsPan else { return nil }
        return dismissPan.view === wrapperView && dismissPan.isEnabled && dismissPan.delegate === gestureDelegate
    }
}

// MARK: - Core's host

extension DimmingPresentationController: @preconcurrency PresentationHost {
    package var scrollViewsUnderFinger: [UIScrollView?] {
        get { underFinger.map(\.object) }
        set { underFinger = newValue.map(WeakScrollView.init) }
    }

    package func readScrollViewStatesUnderFinger(into states: inout [ScrollViewState?]) {
        for scrollView in underFinger { states.append(scrollView.object?.scrollNodeState) }
    }

    package var containerReading: PresentationContainer? {
        guard let containerView else { return nil }
        return PresentationContainer(
            bounds: containerView.bounds,
            safeArea: EdgeInsets(containerView.safeAreaInsets),
            horizontalSizeClass: .horizontal(rawValue: traitCollection.horizontalSizeClass.rawValue),
            layoutDirection: layoutDirection,
            verticalSizeClass: .vertical(rawValue: traitCollection.verticalSizeClass.rawValue)
        )
    }

    package var presentationLayoutDirection: LayoutDirection { layoutDirection }
    /// The presented screen's `preferredContentSize.height`; 0 (its view is measured at the sheet's width instead)
    /// for a screen whose preferred size is only its content's ideal size (``PreferredContentSizeIsIdealSize``).
    package var preferredContentHeight: CGFloat {
        // stays in UIKit: reads UIKit: a preferred size measured without the presentation's width is not a height
        guard !(presentedViewController is PreferredContentSizeIsIdealSize) else { return 0 }
        return presentedViewController.preferredContentSize.height
    }
    package var presentedContentBottomInset: CGFloat { presentedViewController.viewIfLoaded?.safeAreaInsets.bottom ?? 0 }

    package func presentedContentFittingHeight(width: CGFloat) -> CGFloat {
        presentedViewController.viewIfLoaded?.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height ?? 0
    }

    package var presentedIsModalInPresentation: Bool {
        UserDismissalDecision.isModalInPresentation(presentedViewController)
    }

    package func appAllowsPresentationPan(location: CGPoint, velocity: CGPoint) -> Bool {
        let context = InteractiveDismissContext(
            gestureRecognizer: dismissPan, location: location, velocity: velocity,
            viewController: presentedViewController)
        return interactiveDismissShouldBegin?(context) ?? true
    }

    package func delegateShouldDismiss() -> Bool? {
        delegate?.presentationControllerShouldDismiss?(self)
    }

    package var overridesFrameOfPresentedView: Bool { frameOfPresentedViewIsOverridden }
    package var presentedViewUntransformedFrame: CGRect { wrapperView.untransformedFrame }
    /// What shows now: a settling sheet's presentation layer (its model frame is already the target).
    package var presentedViewOnScreenFrame: CGRect? { wrapperView.layer.presentation().map { $0.frame } }
    package func scrollViews(at location: CGPoint) -> [UIScrollView] {
        let found = wrapperView.scrollViews(at: location)
        // The model holds every scroll view under the finger still because table views bounce even when their
        // rows fit: the debug probe reports one that does not.
        for case let table as UITableView in found {
            AssumptionLog.check(AssumptionProbe.tableViewBouncesVertically(table.alwaysBounceVertical))
        }
        return found
    }
    package func hasRecognizedPan(_ scrollView: UIScrollView) -> Bool {
        ![.possible, .failed].contains(scrollView.panGestureRecognizer.state)
    }

    package var dismissalSettling: InteractiveCompletion? { dismissInteraction?.settlingCompletion }
    package var dismissInteractionProgress: CGFloat { dismissInteraction?.progress ?? 0 }
    package var ownLayoutAnimationDuration: TimeInterval? { ownAnimationDuration }
    package var inheritedAnimationDuration: TimeInterval { UIView.inheritedAnimationDuration }
    package var isReduceMotionEnabled: Bool { MotionSettings.isReduceMotionEnabled(for: containerView) }
    package var isPresentedViewControllerBeingDismissed: Bool { presentedViewController.isBeingDismissed }
    package var isSheetAnimationRunning: Bool { layoutAnimator != nil }

    package var firstResponderLocation: FirstResponderLocation {
        FirstResponderLocation.locate(
            window: wrapperView.window.map { $0 as UIView }, presentedView: wrapperView as UIView,
            children: \.subviews, isFirstResponder: \.isFirstResponder,
            holdsOnlyForKeyCommands: { $0 is PresentationWrapperView })
    }

    package func insertDimmingView() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.presentersView = presentingViewController.view
        containerView.insertSubview(dimmingView, at: 0)
    }

    package func removeDimmingView() { dimmingView.removeFromSuperview() }
    package func setDimmingAlpha(_ alpha: CGFloat) { dimmingView.alpha = alpha }
    package func setDimmingFrame(_ frame: CGRect) { dimmingView.frame = frame }

    /// `bounds.size` and `center`, never `frame` (undefined under a transform).
    package func setPresentedViewFrame(_ frame: CGRect) {
        wrapperView.bounds.size = frame.size
        wrapperView.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Lays the presented screen's view out in the wrapper, shortened by what the keyboard covers of it.
    package func layoutPresentedContent(insets: EdgeInsets) {
        // stays in UIKit: identity of a UIKit object: the presented view is (still) in the wrapper
        guard let content = super.presentedView, content.superview === wrapperView else { return }
        content.frame = wrapperView.bounds.inset(by: UIEdgeInsets(insets))
        grabberView.frame = CGRect(x: 0, y: 0, width: wrapperView.bounds.width, height: SheetGrabber.areaHeight)
        grabberView.capsuleFrame = SheetGrabber.frame(inSheetWidth: wrapperView.bounds.width)
        wrapperView.bringSubviewToFront(grabberView)
    }

    /// The corners on the presented view; VoiceOver's modality on the container only, whose siblings in the window are
    /// the presenter's hierarchy and earlier presentations: on the presented view it would hide its siblings in the
    /// container too — a subclass's chrome (the dimming view is not an element).
    package func applyChrome(_ chrome: PresentationChrome) {
        wrapperView.apply(chrome)
        containerView?.accessibilityViewIsModal = chrome.isAccessibilityModal
    }

    package func installDismissPan() { wrapperView.addGestureRecognizer(dismissPan) }
    package func removeDismissPan() { dismissPan.view?.removeGestureRecognizer(dismissPan) }
    package func setDismissInteractionDirection(_ direction: SwipeDirection) { dismissInteraction?.direction = direction }
    package func beginDismissInteraction(distance: CGFloat) { dismissInteraction?.gestureBegan(distance: distance) }
    package func updateDismissInteraction(translation: CGPoint) { dismissInteraction?.gestureChanged(translation: translation) }

    package func endDismissInteraction(translation: CGPoint, velocity: CGPoint) {
        dismissInteraction?.gestureEnded(translation: translation, velocity: velocity)
    }

    package func cancelDismissInteraction() { dismissInteraction?.gestureCancelled() }

    package func releaseDismissInteractionAtOnce(distance: CGFloat, progress: CGFloat, initialVelocity: CGFloat) {
        dismissInteraction?.gestureReleasedAtOnce(distance: distance, progress: progress, initialVelocity: initialVelocity)
    }

    /// Counted from here: the recognizer's translation is reset too (`fingerTranslation` adds the offset back).
    package func resetDismissPanTranslation() { dismissPan.setTranslation(.zero, in: containerView) }

    /// Stops a scroll view for the rest of this touch without fighting its pan: switching its pan off and
    /// on cancels its tracking (UIKit documents that disabling a recognizing gesture cancels it), then the
    /// content is set at its resting offset once; Core pins it back from then on if a new pan moves it.
    package func stopScrollView(_ scrollView: UIScrollView, at offset: CGPoint) {
        scrollView.panGestureRecognizer.isEnabled = false
        scrollView.panGestureRecognizer.isEnabled = true
        scrollView.setContentOffset(offset, animated: false)
    }

    package func setContentOffset(_ offset: CGPoint, of scrollView: UIScrollView) {
        scrollView.setContentOffset(offset, animated: false)
    }

    /// The app's value goes back to the scroll view hidden before (if it is still there), and a scroll view to
    /// hide keeps its value in ``hiddenIndicator`` (Core hides one at a time).
    package func setScrollIndicator(of scrollView: UIScrollView?, hidden: Bool) {
        hiddenIndicator?.restore()
        hiddenIndicator = hidden ? scrollView.map(HiddenScrollIndicator.init(hiding:)) : nil
    }

    package func followPan(of scrollView: UIScrollView) {
        scrollView.panGestureRecognizer.addTarget(self, action: #selector(handleScrollViewPan(_:)))
    }

    package func stopFollowingPan(of scrollView: UIScrollView) {
        scrollView.panGestureRecognizer.removeTarget(self, action: #selector(handleScrollViewPan(_:)))
    }

    package func dismissPresentedViewController() { presentedViewController.dismiss(animated: true) }
    package func tellDelegate(_ message: PresentationSession.DelegateMessage) { send(message) }

    package func tellDelegateOnNextMainQueueTurn(_ message: PresentationSession.DelegateMessage) {
        DispatchQueue.main.async { [self] in send(message) }
    }

    package func setDimmingPassesTouches(_ passes: Bool) { dimmingView.passesTouches = passes }
    package func setGrabber(_ grabber: SheetGrabberState?) { grabberView.apply(grabber) }

    /// The views keep what shows (`stopAnimation(true)`); no completion runs.
    package func stopSheetAnimation() {
        layoutAnimator?.stopAnimation(true)
        layoutAnimator = nil
        signposts.endSignpost()
    }

    /// After the layout pass that asked for it (a settle lays the container out inside its animation, which the
    /// running `layoutSubviews` cannot do again re-entrantly).
    package func resumeSheetSettleOnNextMainQueueTurn() {
        DispatchQueue.main.async { [weak self] in self?.sheetSettleDidResume() }
    }

    package func rememberFocusedElement() { focusedBeforePresentation = AccessibilityPost.focusedElement() }
    package var hasRememberedFocusedElement: Bool { focusedBeforePresentation != nil }

    package var presenterIsPresented: Bool { presentingViewController.presentingViewController != nil }

    package var accessibilityFocusLocation: AccessibilityFocusLocation {
        AccessibilityPost.focusLocation(of: AccessibilityPost.focusedElement(), presentedView: wrapperView)
    }

    /// Posted on the next main-queue turn (``AccessibilityPost``), after UIKit's own. The presented screen's view
    /// rather than the wrapper: VoiceOver takes its first element, the content's, not the grabber laid over it.
    package func postAccessibility(_ post: TransitionFocus.Post, _ target: TransitionFocus.Target) {
        // stays in UIKit: applies TransitionFocus.Target, one element per case
        switch target {
        case .presentedView: AccessibilityPost.post(post, focusing: super.presentedView ?? wrapperView)
        case .elementFocusedBeforePresentation: AccessibilityPost.post(post, focusing: focusedBeforePresentation)
        case .keepsFocus: AccessibilityPost.post(post, focusing: nil)
        }
    }

    package func makePresentedViewFirstResponder() { wrapperView.becomeFirstResponder() }
    package func reportAssumption(_ finding: AssumptionFinding?) { AssumptionLog.check(finding) }
}

/// A presented screen whose `preferredContentSize` follows its content's *ideal* size — SwiftUI's hosting controller
/// with `sizingOptions = .preferredContentSize`, which "asks for the ideal size of the content using the
/// `ProposedViewSize.unspecified` size proposal" (UIHostingControllerSizingOptions) — so that its changes reach
/// `preferredContentSizeDidChange(forChildContentContainer:)`. The size is not one at the presentation's width: a
/// `Text` at its ideal size does not wrap (SwiftUI's `fixedSize()`), so its height is a line per paragraph. A
/// `.fitting` detent measures the screen's view at the sheet's width instead (`preferredContentHeight` reads 0).
@MainActor
package protocol PreferredContentSizeIsIdealSize: UIViewController {}

/// A scroll view held weakly (the hidden indicator's, those under the finger): the app may remove it mid-drag.
private struct WeakScrollView {
    weak var object: UIScrollView?

    init(_ object: UIScrollView?) {
        self.object = object
    }
}

/// A scroll view whose vertical indicator the sheet hid, held weakly, with the app's own value to give back.
@MainActor
private struct HiddenScrollIndicator {
    weak var scrollView: UIScrollView?
    let appValue: Bool

    /// Hides `scrollView`'s vertical indicator, keeping the app's value.
    init(hiding scrollView: UIScrollView) {
        self.scrollView = scrollView
        appValue = scrollView.showsVerticalScrollIndicator
        scrollView.showsVerticalScrollIndicator = false
    }

    /// Gives the app's value back, to a scroll view that is still there.
    func restore() {
        scrollView?.showsVerticalScrollIndicator = appValue
    }
}

/// The dismiss pan's gesture delegate, kept off the presentation controller's public surface.
@MainActor
private final class DismissPanGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var controller: DimmingPresentationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        controller?.dismissPanShouldBegin() ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        controller?.dismissPanRecognizesSimultaneously(with: otherGestureRecognizer) ?? false
    }

    /// Notes what moves the pan: a trackpad's scroll (`UIEvent.EventType.scroll`) or a touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        controller?.dismissPanReceives(isScrollEvent: event.type == .scroll)
        return true
    }

    /// Records where the finger came down.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        controller?.dismissPanReceivesTouch(touch)
        return true
    }
}

/// The view UIKit animates for a presentation: the presented screen's view fills it. It carries the corner
/// radius and the key commands, and answers VoiceOver's escape gesture, which UIKit sends to the
/// focused element and then to the views that contain it ("Implement accessibilityPerformEscape on an
/// element or containing view to exit a modal … interface").
@MainActor
private final class PresentationWrapperView: UIView {
    // `accessibilityPerformEscape()` is declared on NSObject, outside the main actor; UIKit calls it on the
    // main thread. The handler is set once, on the main actor, before the view is on screen, and is reached
    // through the Objective-C runtime.
    /// The presentation controller, answering `performAccessibilityEscape` with an `NSNumber` Bool.
    nonisolated(unsafe) weak var escapeHandler: NSObject?
    /// The presentation controller, answering Escape and Command-Period.
    weak var keyCommandHandler: DimmingPresentationController?

    /// Escape and Command-Period dismiss the presentation (a hardware keyboard's "close", as in UIKit's own
    /// sheets and alerts), where a user dismissal is allowed. Titled, so that the keyboard-shortcut overlay lists
    /// them (a command without a title is not discoverable there).
    override var keyCommands: [UIKeyCommand]? {
        let title = SheetAccessibilityText.dismiss.localized
        return [
            UIKeyCommand(title: title, action: #selector(dismissFromKeyboard), input: UIKeyCommand.inputEscape),
            UIKeyCommand(title: title, action: #selector(dismissFromKeyboard), input: ".", modifierFlags: .command),
        ]
    }

    /// The presented view may become first responder, so that its key commands are reached.
    override var canBecomeFirstResponder: Bool { true }

    /// The key commands' action is offered only while the presentation can dismiss (Core's session).
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        // stays in UIKit: reads Objective-C: a selector (our key command's) is not a Core value
        guard action == #selector(dismissFromKeyboard) else { return super.canPerformAction(action, withSender: sender) }
        return keyCommandHandler?.offersKeyCommandDismissal ?? false
    }

    @objc private func dismissFromKeyboard() {
        keyCommandHandler?.performKeyCommandDismissal()
    }

    /// Whether a view inside the presented view is first responder (a text field that took the keyboard).
    var containsFirstResponder: Bool {
        ViewTreeSearch.contains(under: self, includingRoot: false, children: \.subviews, where: \.isFirstResponder)
    }

    func apply(_ chrome: PresentationChrome) {
        layer.cornerRadius = chrome.cornerRadius
        layer.maskedCorners = CACornerMask(chrome.roundedCorners)
        clipsToBounds = chrome.cornerRadius > 0
    }

    /// VoiceOver's escape: the presentation controller dismisses if a user dismissal is allowed.
    override func accessibilityPerformEscape() -> Bool {
        guard let handler = escapeHandler else { return false }
        let result = handler.perform(#selector(DimmingPresentationController.performAccessibilityEscape))
        return (result?.takeUnretainedValue() as? NSNumber)?.boolValue ?? false
    }
}

extension CACornerMask {
    /// The layer corners of Core's corner set: the same bits (`RectCorners` mirrors `CACornerMask`'s raw
    /// values, top-left 1 = `layerMinXMinYCorner` in a view's layer, whose y grows downward, to
    /// bottom-right 8 = `layerMaxXMaxYCorner`; Core's tests pin them).
    init(_ corners: RectCorners) {
        self.init(rawValue: UInt(corners.rawValue))
    }
}
#endif
