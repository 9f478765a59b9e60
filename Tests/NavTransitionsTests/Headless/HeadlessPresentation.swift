import Foundation
import Testing
@testable import NavTransitions

// A headless model of a custom presentation: UIKit's side (the presenting screen, the transition, the
// coordinator, the main queue) modelled from what Apple documents, and the presentation controller as a
// thin adapter over the product's `PresentationSession` — the same object `DimmingPresentationController`
// adapts — with its dismiss pan driving a `HeadlessPanInteraction` over the product's `PanInteractionDriver`,
// as `PanInteractiveTransition` does. Every decision a test observes is Core's; the model only applies its
// actions.

/// `UIViewControllerTransitionCoordinator.animate(alongsideTransition:)` for the dimming view's alpha:
/// UIKit runs the animation with the transition's animator, so it is scrubbed with it, ends at its target
/// when the transition finishes and returns to its start when a cancelled transition reverses.
final class HeadlessCoordinator {
    private var animations: [(view: HeadlessView, from: CGFloat, to: CGFloat)] = []

    func animateAlongside(_ view: HeadlessView, alphaTo target: CGFloat) {
        animations.append((view, view.alpha, target))
    }

    func scrub(to progress: CGFloat) {
        for animation in animations { animation.view.alpha = animation.from + (animation.to - animation.from) * progress }
    }

    func end(_ outcome: TransitionOutcome) {
        for animation in animations { animation.view.alpha = outcome == .finished ? animation.to : animation.from }
    }
}

/// The adaptive delegate (`UIAdaptivePresentationControllerDelegate`): records what it is told.
final class RecordingPresentationDelegate {
    /// The answer of `presentationControllerShouldDismiss`; nil: not implemented.
    var shouldDismiss: Bool?
    private(set) var shouldDismissCount = 0
    private(set) var messages: [PresentationSession.DelegateMessage] = []
    /// Runs inside `presentationControllerDidDismiss`.
    var onDidDismiss: (() -> Void)?
    /// Runs inside `presentationControllerWillDismiss`.
    var onWillDismiss: (() -> Void)?

    /// Runs inside `presentationControllerShouldDismiss`, before it answers (a delegate that changes the
    /// presentation controller there: its selected detent, say).
    var onShouldDismiss: (() -> Void)?

    func presentationControllerShouldDismiss() -> Bool? {
        shouldDismissCount += 1
        onShouldDismiss?()
        return shouldDismiss
    }

    /// Runs inside every message, after it is recorded (a delegate that calls the presentation controller back).
    var onMessage: ((PresentationSession.DelegateMessage) -> Void)?

    func receive(_ message: PresentationSession.DelegateMessage) {
        messages.append(message)
        onMessage?(message)
        if message == .didDismiss { onDidDismiss?() }
        if message == .willDismiss { onWillDismiss?() }
    }
}

/// A view held weakly (the scroll views under the finger, the hidden indicator's), as the UIKit layer holds them.
struct WeakHeadlessView {
    weak var view: HeadlessView?

    init(_ view: HeadlessView?) {
        self.view = view
    }
}

/// The pan recognizer's readings, as the test moves the finger.
struct HeadlessPanReading {
    var translation: CGPoint = .zero
    var velocity: CGPoint = .zero
    /// The view under the finger (`hitTest`), in the presented view.
    var hitView: HeadlessView?
    /// Where the finger is when the pan begins, in the presented view's coordinates.
    var location: CGPoint = CGPoint(x: 100, y: 100)
    /// Where the finger came down, recorded by `gestureRecognizer(_:shouldReceive:)` with the touch; nil: none.
    var touchDown: CGPoint?
    /// A trackpad's two-finger scroll (`UIEvent.EventType.scroll`): the pointer does not move.
    var isTrackpadScroll = false
}

/// A sheet's settle or layout animation (`UIViewPropertyAnimator` in the UIKit layer): the layout pass ran
/// inside it, so the views hold their final values; what shows is `from` moving toward `to`.
struct HeadlessSheetAnimation {
    var from: CGRect
    var to: CGRect
    var animation: PresentationSession.LayoutAnimation

    /// The frame on screen (the presentation layer's) at `fraction` of the way.
    func onScreen(at fraction: CGFloat) -> CGRect {
        CGRect(
            x: from.minX + (to.minX - from.minX) * fraction, y: from.minY + (to.minY - from.minY) * fraction,
            width: from.width + (to.width - from.width) * fraction, height: from.height + (to.height - from.height) * fraction)
    }
}

/// The presentation controller: a host of Core's `PresentationHost` over headless views, as
/// `DimmingPresentationController` is over UIKit. Every entry point is Core's (`presentationWillBegin`,
/// `presentationPan`, `dismissForUser`, …), and so is the loop that runs the session's actions
/// (`runPresentationActions`); this class only reads its views and makes the calls a UIKit class would make.
final class HeadlessPresentationController: PresentationHost {
    var presentationSession: PresentationSession
    /// The session, for the tests' reading.
    var session: PresentationSession { presentationSession }
    /// `presentedViewController` (a presentation controller holds it strongly).
    let presented: HeadlessViewController
    /// Marked as DimmingPresentationController marks its dimming view.
    let dimmingView: HeadlessView = {
        let view = HeadlessView("presentation dimming")
        view.libraryMark = .presentationDimming
        return view
    }()
    weak var delegate: RecordingPresentationDelegate?
    weak var uikit: HeadlessModalUIKit?
    private(set) var interaction: HeadlessPanInteraction?
    private(set) var isDismissPanInstalled = false
    private(set) var chrome: PresentationChrome?
    private(set) var stoppedScrollViews: [(view: HeadlessView, offset: CGPoint)] = []
    /// A planted bug (the reliability suite's proof that it notices one): the scroll view is never stopped, as a
    /// broken adapter would drop the action. False in every real test.
    var ignoresStopScrollViewForTesting = false
    var pan = HeadlessPanReading()
    private weak var trackedView: HeadlessView?
    /// The scroll views under the finger when the pan began, innermost first, held weakly as the UIKit layer
    /// holds them.
    private var scrollViewsAtBegin: [WeakHeadlessView] = []
    /// Core's reused storage for their states.
    var scrollViewStateStorage: [ScrollViewState?] = []
    /// The scroll views whose own pan this controller is a target of, held weakly.
    private var followedPans: [WeakHeadlessView] = []
    /// `interactiveDismissShouldBegin`: the app's veto, told the pan's location (here: the hit view) and velocity.
    var interactiveDismissShouldBegin: ((HeadlessPanReading) -> Bool)?
    /// How many times the app's veto was asked.
    private(set) var vetoAsked = 0
    /// Reduce Motion (`MotionSettings`), read by `setLayout`.
    var isReduceMotionEnabled = false
    /// The animation of every container layout pass asked for, in order.
    private(set) var layoutAnimations: [PresentationSession.LayoutAnimation] = []
    /// The layout pass of every `containerViewWillLayoutSubviews`, as Core derived it from the reads, in order.
    private(set) var layoutPasses: [PresentationSession.LayoutPass] = []
    /// The insets of the presented screen's view inside the presented view (the keyboard's share).
    private(set) var presentedContentInsets = EdgeInsets.zero
    /// A subclass's `frameOfPresentedViewInContainerView`: given the session's frame, returns its own; nil: none.
    var frameOverride: ((CGRect) -> CGRect)?
    /// How many times the presented screen's content was laid out inside the presented view (`layoutContent`).
    private(set) var contentLayouts = 0
    /// The app's code that runs where UIKit runs it: inside a measurement (Auto Layout, a SwiftUI body), a hit
    /// test (`hitTest`/`point(inside:)` overrides), `isModalInPresentation` (an override); the re-entrant tests
    /// call the controller back from here.
    var onMeasure: (() -> Void)?
    var onHitTest: (() -> Void)?
    var onReadIsModalInPresentation: (() -> Void)?
    /// The assumptions Core reported (the DEBUG log on UIKit).
    private(set) var assumptionFindings: [AssumptionFinding] = []

    // Sheets.
    /// `preferredContentSize.height` of the presented screen.
    var preferredContentHeight: CGFloat = 0
    /// What `systemLayoutSizeFitting` measures for the presented screen's view (its content plus the bottom
    /// safe-area inset it is laid out with), and how many times it was asked.
    var fittingHeight: CGFloat = 0
    private(set) var fittingMeasurements = 0
    /// The dimming view passes the touches it gets to the presenter's view (`PassthroughDimmingView`).
    private(set) var dimmingPassesTouches = false
    /// The view the dimming view passes touches to (`PassthroughDimmingView.presentersView`), set when it is inserted.
    private(set) weak var passThroughTarget: HeadlessView?
    /// The grabber view's state; nil: no grabber view.
    private(set) var grabber: SheetGrabberState?
    /// The sheet's running settle or layout animation, if any.
    private(set) var sheetAnimation: HeadlessSheetAnimation?
    /// How far a running sheet animation is when a touch grabs it (what its presentation layer shows).
    var sheetAnimationFraction: CGFloat = 0.5
    /// Every sheet animation started, in order.
    private(set) var sheetAnimations: [PresentationSession.LayoutAnimation] = []
    /// The tracked scroll view's `showsVerticalScrollIndicator` and the value the app gave it (the view held
    /// weakly, as the UIKit layer holds it).
    private(set) var hiddenIndicator: (view: WeakHeadlessView, appValue: Bool)?
    /// Every `contentOffset` the presentation controller wrote to a scroll view.
    private(set) var writtenOffsets: [CGPoint] = []
    /// Every delegate message about detents, in order, with the selected detent read inside the call.
    private(set) var detentChanges: [PresentationLayout.SheetDetent?] = []
    /// Touches that reached the presenter's view through the dimming view.
    private(set) var touchesPassedToPresenter = 0
    /// The duration of this controller's own layout animation whose block runs the layout pass, or nil.
    private var ownAnimationDuration: TimeInterval?

    init(
        presented: HeadlessViewController, layout: PresentationLayout, dismissal: ModalDismissal,
        dismissalEdge: TransitionEdge? = nil, cornerRadius: CGFloat? = nil
    ) {
        self.presented = presented
        presentationSession = PresentationSession(
            layout: layout, dismissal: dismissal, dismissalEdge: dismissalEdge, cornerRadius: cornerRadius)
        presented.view.isPresentationWrapper = true
        if presentationSession.hasDismissPan {
            interaction = HeadlessPanInteraction(vendorName: "dismissPan", direction: .down, mainQueue: HeadlessMainQueue()) {
                [weak self] in
                self?.dismissForUser(.pan) ?? false
            }
        }
    }

    /// `presentedView`: the presented screen's view.
    var presentedView: HeadlessView { presented.view }

    /// `layout`.
    var layout: PresentationLayout { presentationSession.layout }

    var container: PresentationContainer? { presentationContainer }

    var shouldRemovePresentersView: Bool { presentationSession.removesPresentersView }

    // MARK: PresentationHost: state

    var trackedScrollView: HeadlessView? {
        get { trackedView }
        set { trackedView = newValue }
    }

    var scrollViewsUnderFinger: [HeadlessView?] {
        get { scrollViewsAtBegin.map(\.view) }
        set { scrollViewsAtBegin = newValue.map(WeakHeadlessView.init) }
    }

    func readScrollViewStatesUnderFinger(into states: inout [ScrollViewState?]) {
        scrollViewStateReads += 1
        for scrollView in scrollViewsAtBegin { states.append(scrollView.view?.scrollNodeState) }
    }

    /// How many times Core read the states of the scroll views under the finger.
    private(set) var scrollViewStateReads = 0
    /// Where Core hit-tested for scroll views (``scrollViews(at:)``), in order.
    private(set) var hitTestLocations: [CGPoint] = []

    // MARK: PresentationHost: reads

    var containerReading: PresentationContainer? {
        guard let uikit, let containerView = uikit.containerView else { return nil }
        return PresentationContainer(
            bounds: containerView.bounds, safeArea: uikit.safeArea, layoutDirection: uikit.layoutDirection,
            verticalSizeClass: uikit.verticalSizeClass)
    }

    var presentationLayoutDirection: LayoutDirection { uikit?.layoutDirection ?? .leftToRight }

    /// The view's safe area, as UIKit computes it: the part of the view below the container's safe area (the
    /// bottom inset at rest on the bottom edge, more when a drag slides the sheet below the screen).
    var presentedContentBottomInset: CGFloat {
        guard let uikit, let containerView = uikit.containerView else { return 0 }
        return Swift.max(0, presentedView.frame.maxY - (containerView.bounds.maxY - uikit.safeArea.bottom))
    }

    /// The height the presented screen's content needs at a width (its `systemLayoutSizeFitting`): a card's
    /// text (`contentFittingHeight`), or a sheet's content plus its inset (`fittingHeight`).
    func presentedContentFittingHeight(width: CGFloat) -> CGFloat {
        onMeasure?()
        measuredWidths.append(width)
        fittingMeasurements += 1
        return contentFittingHeight?(width) ?? fittingHeight
    }

    var presentedIsModalInPresentation: Bool {
        onReadIsModalInPresentation?()
        return UserDismissalDecision.isModalInPresentation(presented)
    }

    func appAllowsPresentationPan(location: CGPoint, velocity: CGPoint) -> Bool {
        vetoAsked += 1
        return interactiveDismissShouldBegin?(pan) ?? true
    }

    func delegateShouldDismiss() -> Bool? { delegate?.presentationControllerShouldDismiss() }

    /// How many times Core read ``frameOfPresentedViewInContainerView`` back.
    private(set) var frameReads = 0

    var frameOfPresentedViewInContainerView: CGRect {
        frameReads += 1
        let frame = presentationContainer.map { presentationSession.presentedFrame(in: $0) } ?? .zero
        return frameOverride?(frame) ?? frame
    }

    var overridesFrameOfPresentedView: Bool { frameOverride != nil }
    var presentedViewUntransformedFrame: CGRect { presentedView.frame }

    var presentedViewOnScreenFrame: CGRect? { sheetAnimation?.onScreen(at: sheetAnimationFraction) ?? presentedView.frame }

    /// The hit test: the test names the view under the finger (`pan.hitView`), then the scroll views up to the
    /// presented view.
    func scrollViews(at location: CGPoint) -> [HeadlessView] {
        onHitTest?()
        hitTestLocations.append(location)
        return ScrollViewState.scrollViews(from: pan.hitView ?? presentedView, upTo: presentedView).compactMap {
            $0 as? HeadlessView
        }
    }

    /// The scroll views whose own pan has recognized the current touch (``scrollViewOwnPan(_:_:movingContentBy:)``
    /// began or changed it; its end resets it to possible, as UIKit does after the action).
    private var recognizedPans: [WeakHeadlessView] = []
    func hasRecognizedPan(_ scrollView: HeadlessView) -> Bool { recognizedPans.contains { $0.view === scrollView } }

    var dismissalSettling: InteractiveCompletion? { interaction?.driver.settlingCompletion }
    var dismissInteractionProgress: CGFloat { interaction?.progress ?? 0 }
    var ownLayoutAnimationDuration: TimeInterval? { ownAnimationDuration }
    var inheritedAnimationDuration: TimeInterval { uikit?.inheritedAnimationDuration ?? 0 }
    var isPresentedViewControllerBeingDismissed: Bool { uikit?.isBeingDismissed ?? false }
    var isSheetAnimationRunning: Bool { sheetAnimation != nil }

    /// Core's walk of the window's views (a text field inside the presented view counts through
    /// `contentHasFirstResponder`).
    /// Whether the presenting screen is itself presented (a sheet over a card).
    var presenterIsPresented = false
    /// Where the element an assistive technology focused most recently is.
    var accessibilityFocusLocation: AccessibilityFocusLocation = .none
    var hasRememberedFocusedElement: Bool { rememberedFocus != nil }

    var firstResponderLocation: FirstResponderLocation {
        FirstResponderLocation.locate(
            window: uikit?.window, presentedView: presentedView, children: \.subviews,
            isFirstResponder: { [self] view in view.isFirstResponder || (view === presentedView && contentHasFirstResponder) },
            holdsOnlyForKeyCommands: { [self] view in view.isPresentationWrapper && view !== presentedView })
    }

    // MARK: PresentationHost: calls

    func insertDimmingView() {
        guard let containerView = uikit?.containerView else { return }
        dimmingView.frame = containerView.bounds
        passThroughTarget = uikit?.presenter.view
        containerView.insertSubview(dimmingView, at: 0)
    }

    func removeDimmingView() { dimmingView.removeFromSuperview() }
    func setDimmingAlpha(_ alpha: CGFloat) { dimmingView.alpha = alpha }

    func animateDimmingAlongsideTransition(to alpha: CGFloat) -> Bool {
        guard let coordinator = uikit?.coordinator else { return false }
        coordinator.animateAlongside(dimmingView, alphaTo: alpha)
        return true
    }

    func setDimmingFrame(_ frame: CGRect) { dimmingView.frame = frame }
    func setPresentedViewFrame(_ frame: CGRect) { presentedView.frame = frame }

    func layoutPresentedContent(insets: EdgeInsets) {
        presentedContentInsets = insets
        contentLayouts += 1
    }

    func applyChrome(_ chrome: PresentationChrome) {
        self.chrome = chrome
        presentedView.cornerRadius = chrome.cornerRadius
        uikit?.containerView?.accessibilityViewIsModal = chrome.isAccessibilityModal
    }

    func layoutContainer(_ animation: PresentationSession.LayoutAnimation, duration: TimeInterval) {
        layoutAnimations.append(animation)
        let from = presentedView.frame
        // UIKit's container is there as long as the presentation is; here the UIKit double is held weakly, so a
        // test that drops it would lose every layout pass silently (the sheet would stay where it was while Core
        // moved on): say so instead.
        guard let uikit else {
            Issue.record("a layout pass without the UIKit double: keep the HeadlessModalUIKit alive")
            return
        }
        switch animation {
        case .none:
            // `layoutIfNeeded` at once, in whatever animation block is running (none, usually).
            uikit.layoutContainer(inheritedAnimationDuration: uikit.inheritedAnimationDuration)
        case .layoutChange, .sheetSettle, .keyboard:
            // Inside this controller's own animation block: `UIView.inheritedAnimationDuration` is its duration.
            ownAnimationDuration = duration
            uikit.layoutContainer(inheritedAnimationDuration: duration)
            ownAnimationDuration = nil
        }
        switch animation {
        case .layoutChange, .sheetSettle:
            // One animator at a time: a new one starts from what shows.
            let start = sheetAnimation?.onScreen(at: sheetAnimationFraction) ?? from
            sheetAnimation = HeadlessSheetAnimation(from: start, to: presentedView.frame, animation: animation)
            sheetAnimations.append(animation)
        case .none, .keyboard:
            break
        }
    }

    func installDismissPan() { isDismissPanInstalled = true }
    func removeDismissPan() { isDismissPanInstalled = false }
    func setDismissInteractionDirection(_ direction: SwipeDirection) { interaction?.direction = direction }
    func beginDismissInteraction(distance: CGFloat) { interaction?.gestureBegan(distance: distance) }
    func updateDismissInteraction(translation: CGPoint) { interaction?.gestureChanged(translation: translation) }
    func endDismissInteraction(translation: CGPoint, velocity: CGPoint) {
        interaction?.gestureEnded(translation: translation, velocity: velocity)
    }
    func cancelDismissInteraction() { interaction?.gestureCancelled() }

    func releaseDismissInteractionAtOnce(distance: CGFloat, progress: CGFloat, initialVelocity: CGFloat) {
        interaction?.gestureReleasedAtOnce(distance: distance, progress: progress, initialVelocity: initialVelocity)
    }

    /// The recognizer's own translation is set to zero (`setTranslation(.zero, in:)`).
    func resetDismissPanTranslation() { pan.translation = .zero }

    func stopScrollView(_ scrollView: HeadlessView, at offset: CGPoint) {
        guard !ignoresStopScrollViewForTesting else { return }
        stoppedScrollViews.append((scrollView, offset))
        scrollView.scrollState?.contentOffset = offset
    }

    func setContentOffset(_ offset: CGPoint, of scrollView: HeadlessView) {
        writtenOffsets.append(offset)
        scrollView.scrollState?.contentOffset = offset
    }

    /// As `setIndicator(of:hidden:)`: the app's value goes back to the scroll view hidden before (if it is still
    /// there), then the named one (if it is still there) is hidden.
    func setScrollIndicator(of scrollView: HeadlessView?, hidden: Bool) {
        if let kept = hiddenIndicator { kept.view.view?.showsVerticalScrollIndicator = kept.appValue }
        hiddenIndicator = nil
        if hidden, let scrollView {
            hiddenIndicator = (WeakHeadlessView(scrollView), scrollView.showsVerticalScrollIndicator)
            scrollView.showsVerticalScrollIndicator = false
        }
    }

    func followPan(of scrollView: HeadlessView) {
        guard !follows(scrollView) else { return }
        followedPans.append(WeakHeadlessView(scrollView))
    }

    func stopFollowingPan(of scrollView: HeadlessView) {
        followedPans.removeAll { $0.view == nil || $0.view === scrollView }
    }

    func dismissPresentedViewController() { uikit?.dismiss() }

    func tellDelegate(_ message: PresentationSession.DelegateMessage) {
        if message == .didChangeSelectedDetent { detentChanges.append(selectedDetent) }
        delegate?.receive(message)
    }

    func tellDelegateOnNextMainQueueTurn(_ message: PresentationSession.DelegateMessage) {
        uikit?.mainQueue.async { [self] in delegate?.receive(message) }
    }

    func setDimmingPassesTouches(_ passes: Bool) { dimmingPassesTouches = passes }
    func setGrabber(_ grabber: SheetGrabberState?) { self.grabber = grabber }

    func stopSheetAnimation() {
        // `stopAnimation(true)`: the views keep what shows.
        if let running = sheetAnimation { presentedView.frame = running.onScreen(at: sheetAnimationFraction) }
        sheetAnimation = nil
    }

    func resumeSheetSettleOnNextMainQueueTurn() {
        uikit?.mainQueue.async { [self] in sheetSettleDidResume() }
    }

    func rememberFocusedElement() { rememberedFocus = focusedElement }

    func postAccessibility(_ post: TransitionFocus.Post, _ target: TransitionFocus.Target) {
        switch target {
        case .presentedView: accessibilityPosts.append((post, presentedView.name))
        case .elementFocusedBeforePresentation: accessibilityPosts.append((post, rememberedFocus ?? "nothing"))
        // No argument: VoiceOver keeps the element it focuses.
        case .keepsFocus: accessibilityPosts.append((post, focusedElement ?? "nothing"))
        }
    }

    /// `becomeFirstResponder()`: the window's previous first responder resigns.
    func makePresentedViewFirstResponder() {
        if let window = uikit?.window {
            for view in ViewTreeSearch.nodes(under: window, includingRoot: true, children: \.subviews) {
                view.isFirstResponder = false
            }
        }
        presentedView.isFirstResponder = true
        firstResponderCalls += 1
    }

    func reportAssumption(_ finding: AssumptionFinding?) {
        if let finding { assumptionFindings.append(finding) }
    }

    // MARK: UIKit's callbacks

    func presentationTransitionWillBegin() { presentationWillBegin() }
    func presentationTransitionDidEnd(_ completed: Bool) { presentationDidEnd(completed: completed) }
    func dismissalTransitionWillBegin() { dismissalWillBegin() }
    func dismissalTransitionDidEnd(_ completed: Bool) { dismissalDidEnd(completed: completed) }
    /// `containerViewWillLayoutSubviews`: Core derives the pass from this controller's own animation and
    /// `UIView.inheritedAnimationDuration`, as on a device.
    func containerViewWillLayoutSubviews() {
        let own = ownAnimationDuration, inherited = inheritedAnimationDuration
        layoutPasses.append(
            PresentationSession.LayoutPass(insidePresentationAnimation: own != nil, inheritedAnimationDuration: inherited))
        containerWillLayout()
    }

    /// The height the presented screen's content needs at a width (its `systemLayoutSizeFitting`); nil
    /// measures `fittingHeight` (0 by default, as a view without top-to-bottom constraints does).
    var contentFittingHeight: ((CGFloat) -> CGFloat)?
    /// The widths the content was measured at, in order.
    private(set) var measuredWidths: [CGFloat] = []
    /// The element VoiceOver focuses (`UIAccessibility.focusedElement`), by name; nil for none.
    var focusedElement: String?
    /// The element remembered when the presentation began.
    private(set) var rememberedFocus: String?
    /// The accessibility notifications posted, with the element they focus (by name), in order.
    private(set) var accessibilityPosts: [(post: TransitionFocus.Post, element: String)] = []
    /// A view inside the presented screen is first responder (a text field took the keyboard).
    var contentHasFirstResponder = false
    /// The presented view is first responder, so that its key commands are reached.
    var isFirstResponder: Bool { presentedView.isFirstResponder }
    /// How many times the presented view was made first responder.
    private(set) var firstResponderCalls = 0

    /// The presented view resigns first responder (a text field inside took it, a screen presented over it did).
    func presentedViewResignsFirstResponder() { presentedView.isFirstResponder = false }

    /// An editing session inside the presented view ended (`UITextField.textDidEndEditingNotification`, after its
    /// main-queue turn): the field resigned; Escape is re-armed.
    func editingEnded() {
        contentHasFirstResponder = false
        rearmKeyCommands()
    }

    /// A presentation over this one ended (its dismissal's end): Escape is re-armed.
    func presentationAboveEnded() { rearmKeyCommands() }

    /// `UIContentSizeCategory.didChangeNotification` (after its main-queue turn): measure again.
    func contentSizeCategoryDidChange() { measurePresentedContent() }

    // The app's API.
    @discardableResult
    func setLayout(_ layout: PresentationLayout, animated: Bool) -> Bool { changePresentationLayout(layout, animated: animated) }

    /// `selectedDetent`.
    var selectedDetent: PresentationLayout.SheetDetent? { presentationSelectedDetent }

    /// `setSelectedDetent(_:animated:)`.
    func setSelectedDetent(_ detent: PresentationLayout.SheetDetent, animated: Bool) {
        selectSheetDetent(detent, animated: animated)
    }

    /// The sheet's settle or layout animation reached its end (`UIViewPropertyAnimator`'s completion at `.end`).
    func finishSheetAnimation() {
        guard sheetAnimation != nil else { return }
        sheetAnimation = nil
        sheetAnimationDidEnd()
    }

    /// `PassthroughDimmingView.hitTest` outside the sheet: the presenter's view when the dimming passes touches,
    /// else the dimming view (whose tap dismisses).
    func tapOutsideSheet() {
        if dimmingPassesTouches, passThroughTarget != nil {
            touchesPassedToPresenter += 1
        } else {
            tapDimmingView()
        }
    }

    /// The grabber's VoiceOver actions.
    @discardableResult func grabberAccessibility(_ action: SheetState.AccessibilityAction) -> Bool {
        performSheetAccessibility(action)
    }

    /// The grabber's "Dismiss" custom action: VoiceOver's escape rules.
    @discardableResult func grabberDismissAction() -> Bool { dismissForUser(.accessibilityEscape) }

    // User gestures.
    func tapDimmingView() { dismissForUser(.tapOnDimming) }
    @discardableResult func accessibilityPerformEscape() -> Bool { dismissForUser(.accessibilityEscape) }
    /// The key commands' `canPerformAction`: whether Escape and Command-Period are offered now.
    var offersKeyCommandDismissal: Bool { presentationSession.offers(.keyCommand) }
    /// Escape or Command-Period on a hardware keyboard, when offered (UIKit sends the action only then).
    @discardableResult func keyCommandEscape() -> Bool {
        guard offersKeyCommandDismissal else { return false }
        return dismissForUser(.keyCommand)
    }
    /// `dismissForZoomGesture()`: a zoom's pinch or drag asks to dismiss.
    @discardableResult func dismissForZoomGesture() -> Bool { dismissForUser(.zoomGesture) }

    /// The keyboard's frame will change (`keyboardWillChangeFrameNotification`): its end frame, already in the
    /// container's coordinates, as the UIKit layer converts it from the screen's.
    /// `editsInPresentedView`: whether the first responder is inside the presented view (a field behind an
    /// undimmed sheet is not).
    func keyboardWillChangeFrame(
        to keyboardFrame: CGRect, duration: TimeInterval = 0.25, curve: Int = 7, editsInPresentedView: Bool = true
    ) {
        guard let containerView = uikit?.containerView else { return }
        let overlap = PresentationKeyboard.overlap(keyboardFrame: keyboardFrame, containerBounds: containerView.bounds)
        presentationKeyboardWillChange(
            overlap: overlap, animation: KeyboardAnimation(duration: duration, curve: curve),
            editsInPresentedView: editsInPresentedView)
    }

    /// `gestureRecognizerShouldBegin` of the dismiss pan (installed): Core's entry point.
    func dismissPanShouldBegin() -> Bool {
        guard isDismissPanInstalled else { return false }
        return presentationPanShouldBegin(location: pan.location, velocity: pan.velocity, touchDown: touchDown)
    }

    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` for the pan of `scrollView` (nil: another
    /// recognizer).
    func dismissPanRecognizesSimultaneously(withPanOf scrollView: HeadlessView?) -> Bool {
        PresentationSession.dismissPanRecognizesSimultaneously(withPanOf: scrollView, presentedView: presentedView)
    }

    // The pan's events, as its recognizer's action hands them over: `drivePan` with the phase, as the UIKit layer.
    func dismissPanBegan() { drivePan(.began) }
    func dismissPanChanged() { drivePan(.changed) }
    func dismissPanEnded() { drivePan(.ended) }
    func dismissPanCancelled() { drivePan(.cancelled) }

    /// `handleDismissPan`: the reading `pan` handed to Core's entry point — the recognizer's translation plus the
    /// offset of the session's last reset (a reset also sets the recognizer's to zero), where the touch came down
    /// (recorded by `shouldReceive`), a trackpad's scroll, and the translation in the presented view's
    /// coordinates (the container's divided by the presented view's scale).
    func drivePan(_ phase: GesturePhase?) {
        let translation = presentationSession.panReading.fingerTranslation(recognizerTranslation: pan.translation)
        presentationPan(
            phase, translation: translation, velocity: pan.velocity, location: pan.location, touchDown: touchDown)
    }

    /// How the touch of ``pan`` came down, as the UIKit layer reads it: where it was recorded, a trackpad's scroll,
    /// and the translation in the presented view's coordinates (the container's divided by the presented view's scale).
    private var touchDown: PresentationTouchDown {
        let scaleX = presentedView.transform.scaleX, scaleY = presentedView.transform.scaleY
        let inPresentedView = CGPoint(
            x: scaleX != 0 ? pan.translation.x / scaleX : 0, y: scaleY != 0 ? pan.translation.y / scaleY : 0)
        return PresentationTouchDown(
            input: pan.isTrackpadScroll ? .trackpadScroll : .touch, recorded: pan.touchDown,
            translationInPresentedView: inPresentedView)
    }

    /// The tracked scroll view's own pan reported a change (the presentation controller is one of its targets,
    /// after the scroll view's own handler has moved the content).
    func scrollViewPanChanged() {
        guard let tracked = trackedView else { return }
        if !hasRecognizedPan(tracked) { recognizedPans.append(WeakHeadlessView(tracked)) }
        guard follows(tracked) else { return }
        presentationScrollViewPan(.changed, of: tracked)
    }

    /// The tracked scroll view's own pan ended: Core says to stop listening to it; the scroll view stays tracked
    /// until `.stopFollowingScrollViewPan`.
    func scrollViewPanEnded() {
        guard let tracked = trackedView else { return }
        defer { recognizedPans.removeAll { $0.view == nil || $0.view === tracked } }
        guard follows(tracked) else { return }
        presentationScrollViewPan(.ended, of: tracked)
    }

    /// `driveScrollViewPan(_:)`: the tracked scroll view's pan by phase.
    func driveScrollViewPan(_ phase: GesturePhase?) {
        guard let tracked = trackedView else { return }
        presentationScrollViewPan(phase, of: tracked)
    }

    /// A scroll view's own pan moves its content by `delta` (UIKit runs its own handler first, a rubber band
    /// included), then reports `phase` to its targets: this controller when it follows that pan.
    func scrollViewOwnPan(_ scrollView: HeadlessView, _ phase: GesturePhase, movingContentBy delta: CGFloat = 0) {
        if delta != 0 { scrollView.scrollState?.contentOffset.y -= delta }
        if !hasRecognizedPan(scrollView) { recognizedPans.append(WeakHeadlessView(scrollView)) }
        defer {
            if phase == .ended || phase == .cancelled { recognizedPans.removeAll { $0.view == nil || $0.view === scrollView } }
        }
        guard follows(scrollView) else { return }
        presentationScrollViewPan(phase, of: scrollView)
    }

    /// The tracked scroll view, while the presentation controller knows it.
    var isTrackingScrollView: Bool { trackedView != nil }

    /// Whether the presentation controller follows the tracked scroll view's own pan.
    var followsScrollViewPan: Bool { trackedView.map(follows) ?? false }

    /// Whether the presentation controller is a target of `scrollView`'s pan.
    func follows(_ scrollView: HeadlessView) -> Bool { followedPans.contains { $0.view === scrollView } }

    /// How many scroll views' pans the presentation controller follows now.
    var followedPanCount: Int { followedPans.filter { $0.view != nil }.count }
}

/// UIKit's side of one presentation, as documented:
/// - `present`: refused while the presenter presents another screen or a transition runs (UIKit logs
///   "Attempt to present … while a presentation is in progress"); otherwise the presentation controller's
///   `presentationTransitionWillBegin`, the animation controller run with a transition context whose
///   presented view's final frame is `frameOfPresentedViewInContainerView`, `completeTransition`,
///   `animationEnded`, then `presentationTransitionDidEnd`. Not animated, it completes inside the call; animated,
///   inside it too unless ``presentationsEndLater`` (the animation then ends one main-queue turn later);
/// - `dismiss(animated:)` is refused while another transition runs; otherwise `isBeingDismissed`,
///   `dismissalTransitionWillBegin`, and the animation — interactive when the dismiss interaction is
///   interactive (the transitioning delegate vends it only then, setting its `animationController`),
///   started on a later main-queue turn when animated, inside the call when not;
/// - an interactive dismissal is a ``HeadlessPercentDrivenTransition``: released, it settles, and the settle
///   reaches its end one main-queue turn later unless a new touch grabbed it (paused) meanwhile;
/// - at the end, `dismissalTransitionDidEnd`, and only after it returns UIKit finishes: the presented
///   screen loses its presenting screen and UIKit releases it and its presentation controller;
/// - the transition coordinator's completion tells the interaction the transition is over.
final class HeadlessModalUIKit {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)

    let mainQueue = HeadlessMainQueue()
    let window: HeadlessView
    /// The screen's bounds now (``resize(to:)`` changes them: a rotation, a split-view or window resize).
    private(set) var bounds = HeadlessModalUIKit.screen
    let presenter: HeadlessViewController
    /// The style of the presentation's animation controller (and its dismissal's).
    private(set) var style: TransitionStyle
    var safeArea = EdgeInsets(top: 47, bottom: 34)
    var layoutDirection = LayoutDirection.leftToRight
    /// The vertical size class (compact: a phone in landscape).
    var verticalSizeClass = SizeClass.regular
    /// Whether transitions have a coordinator (UIKit documents `transitionCoordinator` as nil outside one).
    var providesCoordinator = true
    /// Whether the presented screen's zoom interaction waits for or drives a dismissal (`isInteractive`).
    var isZoomDismissalDriving: () -> Bool = { false }
    /// Called when UIKit starts a dismissal the zoom's fingers drive (`startInteractiveTransition(_:)`), with
    /// the dismissal's context: the zoom's animation controller runs in it, and its `completeTransition`
    /// ends the dismissal.
    var zoomDismissalStarted: ((HeadlessTransitionContext) -> Void)?
    /// The interaction the transitioning delegate vended for the last dismissal, as Core's `ZoomDismissalDriver` chose.
    private(set) var dismissalDriver: ZoomDismissalDriver?
    /// Whether an animated presentation's animation ends one main-queue turn later instead of inside `present`.
    var presentationsEndLater = false
    /// How a reversed animator reports `fractionComplete` (see ``HeadlessPercentDrivenTransition/reversedFractionCountsFromEnd``).
    var reversedFractionCountsFromEnd = true
    /// Called with every transition context UIKit creates.
    var contextObserver: ((HeadlessTransitionContext) -> Void)?
    /// The transitioning delegate's `animationController(forPresented:…)` and `animationController(forDismissed:)`:
    /// the animation controller for an operation and the style so far, or nil, for which UIKit runs its own
    /// animation (documented: a nil animation controller means the default transition). Unset: the library's.
    var animationControllerVendor: ((TransitionOperation, TransitionStyle) -> HeadlessAnimationController?)?
    /// Whether UIKit's own dismissal animation runs (no animation controller was vended).
    private var isSystemDismissalRunning = false
    /// Given to every interactive dismissal (``HeadlessPercentDrivenTransition/progressValueObserver``).
    var progressValueObserver: ((CGFloat) -> Void)?
    /// How many times an interactive dismissal's coordinator completions run: once, as UIKit promises; 0 and 2
    /// model a lost and a doubled call, which the library must survive.
    var dismissalCompletionRuns = 1
    /// How often a transition ran without a coordinator, and how often completions were lost or doubled.
    private(set) var transitionsWithoutCoordinator = 0
    private(set) var droppedCompletions = 0
    private(set) var doubledCompletions = 0

    /// `presenter.presentedViewController`: UIKit keeps the presented screen and its presentation controller.
    private(set) var presentedScreen: HeadlessViewController?
    private(set) var presentationController: HeadlessPresentationController?
    private(set) var containerView: HeadlessView?
    private(set) var coordinator: HeadlessCoordinator?
    private(set) var isBeingPresented = false
    private(set) var isBeingDismissed = false
    /// The running transition's animation controller and its animator.
    private(set) var animation: HeadlessAnimationController?
    private(set) var runner: HeadlessTransitionRunner?
    /// The running interactive dismissal, if any.
    private(set) var interactiveDismissal: HeadlessPercentDrivenTransition?
    /// The context of a dismissal the zoom's fingers drive, while it runs.
    private(set) var zoomContext: HeadlessTransitionContext?

    init(style: TransitionStyle, presenter: HeadlessViewController? = nil) {
        self.style = style
        window = HeadlessView("window", frame: HeadlessModalUIKit.screen)
        self.presenter = presenter ?? HeadlessViewController("presenter", frame: HeadlessModalUIKit.screen)
        window.addSubview(self.presenter.view)
    }

    /// Presents from a screen already in a window (the self-check presents from a navigation controller).
    init(style: TransitionStyle, window: HeadlessView, presenter: HeadlessViewController) {
        self.style = style
        self.window = window
        self.presenter = presenter
        bounds = window.frame
    }

    /// `present(_:animated:)` with a custom presentation, whose animation has `style` (nil: the style so
    /// far); returns false when UIKit refuses it.
    @discardableResult
    func present(_ controller: HeadlessPresentationController, animated: Bool = true, style: TransitionStyle? = nil) -> Bool {
        guard presentedScreen == nil, !isBeingPresented, !isBeingDismissed else { return false }
        if let style { self.style = style }
        presentedScreen = controller.presented
        presentationController = controller
        controller.uikit = self
        controller.interaction?.mainQueue = mainQueue
        let context = makeContext(
            .present, presentersViewIsRemoved: controller.shouldRemovePresentersView, from: presenter, to: controller.presented)
        containerView = context.containerView
        isBeingPresented = true
        coordinator = providesCoordinator ? HeadlessCoordinator() : nil
        if !providesCoordinator, animated { transitionsWithoutCoordinator += 1 }
        controller.presentationTransitionWillBegin()
        context.presentedFinalFrame = controller.frameOfPresentedViewInContainerView
        let animation = animationController(for: .present)
        let runner = animation?.interruptibleAnimator(using: context)
        let end = { [self] in
            if let runner { runner.end(.finished) } else { Self.runSystemAnimation(context) }
            animation?.animationEnded(true)
            coordinator?.end(.finished)
            isBeingPresented = false
            coordinator = nil
            controller.presentationTransitionDidEnd(true)
            if controller.shouldRemovePresentersView { presenter.view.removeFromSuperview() }
        }
        if animated && presentationsEndLater {
            mainQueue.async(end)
        } else {
            end()
        }
        return true
    }

    /// `presentedViewController.dismiss(animated:)`.
    func dismiss(animated: Bool = true) {
        guard let controller = presentationController, !isBeingPresented, !isBeingDismissed else { return }
        isBeingDismissed = true
        coordinator = providesCoordinator ? HeadlessCoordinator() : nil
        if !providesCoordinator, animated { transitionsWithoutCoordinator += 1 }
        controller.dismissalTransitionWillBegin()
        let context = makeContext(
            .dismiss, presentersViewIsRemoved: controller.shouldRemovePresentersView, from: controller.presented, to: presenter)
        // The dismissal runs in the presentation's container: the context's stand-in takes its views, in order.
        if let container = containerView {
            for (index, view) in container.subviews.enumerated() { context.containerView.insertSubview(view, at: index) }
            container.removeFromSuperview()
        }
        containerView = context.containerView
        let animation = animationController(for: .dismiss)
        self.animation = animation
        // `interactionControllerForDismissal(using:)`: the zoom's fingers, the pan, or nothing (Core's
        // `ZoomDismissalDriver` chooses); an interaction only for an animated dismissal, and UIKit asks for one
        // only with an animation controller.
        let pan = animated && animation != nil ? controller.interaction.flatMap { $0.isInteractive ? $0 : nil } : nil
        let driver = ZoomDismissalDriver.driver(
            for: .dismiss, isZoomGestureDriving: animated && isZoomDismissalDriving(), isPanDriving: pan != nil)
        dismissalDriver = driver
        let interaction = driver == .pan ? pan : nil
        interaction?.animationController = animation
        let start = { [self] in
            if driver == .zoomGesture, let zoomDismissalStarted {
                // The zoom's animation controller runs the dismissal in this context; its completion ends it.
                context.completionObserver = { [weak self] finished in self?.end(finished ? .finished : .cancelled) }
                zoomContext = context
                return zoomDismissalStarted(context)
            }
            guard let animation else {
                // UIKit's own dismissal animation, which completes its context itself.
                isSystemDismissalRunning = true
                Self.runSystemAnimation(context)
                return end(.finished)
            }
            let runner = animation.interruptibleAnimator(using: context)
            self.runner = runner
            if driver == .zoomGesture { return end(.finished) }
            guard let interaction else { return end(.finished) }
            let dismissal = HeadlessPercentDrivenTransition(reversedFractionCountsFromEnd: reversedFractionCountsFromEnd)
            dismissal.progressObserver = { [weak self] progress in self?.scrub(to: progress) }
            dismissal.progressValueObserver = progressValueObserver
            dismissal.settleObserver = { [weak self] in self?.mainQueue.async { [weak self] in self?.completeSettle() } }
            interactiveDismissal = dismissal
            interaction.startInteractiveTransition(dismissal)
        }
        if animated {
            mainQueue.async(start)
        } else {
            start()
        }
    }

    /// The interactive dismissal's settle reached its end: finished or cancelled as the interaction said;
    /// a grabbed (paused) settle does not end.
    func completeSettle() {
        switch interactiveDismissal?.settle {
        case .finishing?: end(.finished)
        case .cancelling?: end(.cancelled)
        case .none?, nil: break
        }
    }

    /// `updateInteractiveTransition`: the animator and the alongside animations at `progress`.
    private func scrub(to progress: CGFloat) {
        runner?.scrub(to: progress)
        coordinator?.scrub(to: progress)
    }

    /// The dismissal animates to its end (finish) or back (cancel), then completes.
    /// The dismissal's transition ended (`completeTransition`); for a zoom dismissal the test calls it when the flight lands.
    func end(_ outcome: TransitionOutcome) {
        guard isBeingDismissed, runner != nil || zoomContext != nil || isSystemDismissalRunning,
            let controller = presentationController
        else { return }
        isSystemDismissalRunning = false
        let runner = self.runner
        self.runner = nil
        zoomContext = nil
        let dismissal = interactiveDismissal
        interactiveDismissal = nil
        dismissal?.progressObserver = nil
        runner?.end(outcome)
        animation?.animationEnded(outcome == .finished)
        animation = nil
        coordinator?.end(outcome)
        coordinator = nil
        controller.dismissalTransitionDidEnd(outcome == .finished)
        isBeingDismissed = false
        if outcome == .finished {
            // UIKit finishes the dismissal after `dismissalTransitionDidEnd` returns.
            if let container = containerView, controller.shouldRemovePresentersView, presenter.view.superview === container {
                window.insertSubview(presenter.view, at: 0)
            }
            containerView?.removeFromSuperview()
            containerView = nil
            presentedScreen = nil
            presentationController = nil
        }
        if let dismissal {
            if dismissalCompletionRuns == 0 {
                droppedCompletions += 1
            } else if dismissalCompletionRuns > 1 {
                doubledCompletions += 1
            }
            dismissal.runCompletions(cancelled: outcome == .cancelled, times: dismissalCompletionRuns)
        }
    }

    /// The animation controller the transitioning delegate vends for `operation` (``animationControllerVendor``).
    private func animationController(for operation: TransitionOperation) -> HeadlessAnimationController? {
        guard let animationControllerVendor else { return HeadlessAnimationController(operation: operation, style: style) }
        return animationControllerVendor(operation, style)
    }

    /// UIKit's own animation of a presentation without an animation controller, at its end: the presented view at
    /// its final frame in the container (presenting), or out of it (dismissing); the context completes.
    private static func runSystemAnimation(_ context: HeadlessTransitionContext) {
        if context.operation == .present, let view = context.toView {
            context.containerView.addSubview(view)
            view.frame = context.presentedFinalFrame
        } else if context.operation == .dismiss {
            context.fromView?.removeFromSuperview()
        }
        context.completeTransition(true)
    }

    private func makeContext(
        _ operation: TransitionOperation, presentersViewIsRemoved: Bool, from: HeadlessViewController,
        to: HeadlessViewController
    ) -> HeadlessTransitionContext {
        let context = HeadlessTransitionContext(
            operation: operation, bounds: bounds, presentersViewIsRemoved: presentersViewIsRemoved,
            from: from, to: to, window: window)
        context.layoutDirection = layoutDirection
        contextObserver?(context)
        return context
    }

    /// `UIView.inheritedAnimationDuration` now: the duration of the animation block whose layout pass runs, 0
    /// outside one.
    private(set) var inheritedAnimationDuration: TimeInterval = 0
    /// The duration of a system animation (a rotation's), in seconds.
    static let systemAnimationDuration: TimeInterval = 0.4

    /// `setNeedsLayout` + `layoutIfNeeded` on the container, inside an animation block of
    /// `inheritedAnimationDuration` seconds (0: outside any animation); by default inside a system animation, as a
    /// rotation's passes run.
    func layoutContainer(inheritedAnimationDuration duration: TimeInterval = HeadlessModalUIKit.systemAnimationDuration) {
        let outer = inheritedAnimationDuration
        inheritedAnimationDuration = duration
        presentationController?.containerViewWillLayoutSubviews()
        inheritedAnimationDuration = outer
    }

    /// How a size change alters the translation a pan in flight reports: the translation is measured from where
    /// the touch began, a point UIKit took in the old geometry, and a rotation re-expresses the finger's location
    /// in the new one. UIKit documents neither way, so the library must not rely on the translation gathered
    /// before a size change; a test sets a shift here to stand for it (zero by default).
    var panTranslationShiftOnResize = CGPoint.zero

    /// A size change (rotation, split view, window resize), at any moment, as UIKit does it: the window and
    /// the container take the new size (the container fills the window), the presenter's full-screen view
    /// follows it by its flexible width and height, and the container lays out
    /// (`containerViewWillLayoutSubviews`). Views inside the container keep their frames: during a transition
    /// the animator owns them. `animated`: the change runs inside an animation (a rotation, by default), or
    /// outside any (a split-view resize UIKit does not animate, a status bar's height change).
    func resize(to size: CGSize, safeArea newSafeArea: EdgeInsets, animated: Bool = true) {
        if let controller = presentationController {
            controller.pan.translation.x += panTranslationShiftOnResize.x
            controller.pan.translation.y += panTranslationShiftOnResize.y
        }
        bounds = CGRect(origin: .zero, size: size)
        window.frame = bounds
        safeArea = newSafeArea
        containerView?.frame = bounds
        if presenter.view.superview === window { presenter.view.frame = bounds }
        layoutContainer(inheritedAnimationDuration: animated ? Self.systemAnimationDuration : 0)
    }

    /// A pan on the presented view: UIKit asks `gestureRecognizerShouldBegin`, then reports began and changes.
    @discardableResult
    func pan(_ controller: HeadlessPresentationController, hitView: HeadlessView? = nil, velocity: CGPoint) -> Bool {
        controller.pan = HeadlessPanReading(translation: .zero, velocity: velocity, hitView: hitView)
        guard controller.dismissPanShouldBegin() else { return false }
        controller.dismissPanBegan()
        return true
    }

    /// The finger moves by `delta`, at `velocity`.
    func move(_ controller: HeadlessPresentationController, by delta: CGPoint, velocity: CGPoint) {
        controller.pan.translation.x += delta.x
        controller.pan.translation.y += delta.y
        controller.pan.velocity = velocity
        controller.dismissPanChanged()
    }

    /// The finger lifts at `velocity`.
    func lift(_ controller: HeadlessPresentationController, velocity: CGPoint) {
        controller.pan.velocity = velocity
        controller.dismissPanEnded()
    }
}
