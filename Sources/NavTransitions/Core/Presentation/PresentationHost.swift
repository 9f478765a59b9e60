import Foundation

/// The presentation controller as Core drives it: the reads a ``PresentationSession`` needs and one UIKit call
/// per ``PresentationSession/Action``, named in UIKit's vocabulary.
///
/// `DimmingPresentationController` implements it over UIKit; the tests' headless presentation controller
/// implements it over headless views. Both hand every UIKit callback and gesture event to the entry points of
/// the extension below, which read, ask the session and run its actions (``runPresentationActions(_:)``), so the
/// order of the calls, what is read when, and what a reference to a scroll view names are Core's, tested on Linux.
///
/// **Nothing calls out while the session changes.** The session is a value the host stores; Swift checks
/// exclusive access to it at run time, in release builds too. Every read that can run the app's code — the
/// measurement of the presented screen's view (Auto Layout, a SwiftUI body), `isModalInPresentation` (an
/// override), the hit test under the finger, the app's veto, the adaptive delegate — is made before the session
/// is asked, or after it answered; each session call takes values and returns actions, and the actions run after
/// the call has returned. App code may therefore call the presentation controller back from any of those places
/// (``PresentationHost/presentationSelectedDetent``, ``selectSheetDetent(_:animated:)``,
/// ``changePresentationLayout(_:animated:)``), and a host call may run a new entry point whose actions run before
/// the remaining ones, as UIKit calls back.
package protocol PresentationHost: AnyObject {
    /// A scroll view inside the presented screen (`UIScrollView`).
    associatedtype ScrollView: ScrollViewNode

    // MARK: State

    /// The presentation's state (changed by Core between host calls, never during one).
    var presentationSession: PresentationSession { get set }
    /// The scroll view that shares the pan for this touch, held weakly.
    var trackedScrollView: ScrollView? { get set }
    /// The scroll views under the finger when the pan began, innermost first, held weakly (nil: gone).
    var scrollViewsUnderFinger: [ScrollView?] { get set }
    /// Storage Core reuses, from one event of a pan to the next, for the states of the scroll views under the
    /// finger (``readScrollViewStatesUnderFinger(into:)``); the host only keeps it (initially empty).
    var scrollViewStateStorage: [ScrollViewState?] { get set }

    // MARK: Reads

    /// The container view's bounds, safe area and traits, without the fitting height (``presentationContainer``
    /// adds it); nil without a container view.
    var containerReading: PresentationContainer? { get }
    /// The layout direction the session resolves edges with (the container's, or the traits' before there is one).
    var presentationLayoutDirection: LayoutDirection { get }
    /// The presented screen's `preferredContentSize.height`.
    var preferredContentHeight: CGFloat { get }
    /// The presented screen's view's bottom safe-area inset (`safeAreaInsets.bottom`).
    var presentedContentBottomInset: CGFloat { get }
    /// The presented screen's view's Auto Layout fitting height at `width` (`systemLayoutSizeFitting` with a
    /// required width and the smallest fitting height); 0 without a view. The app's layout code runs here.
    func presentedContentFittingHeight(width: CGFloat) -> CGFloat
    /// Whether the presented screen or a shown descendant is modal in presentation
    /// (``UserDismissalDecision/isModalInPresentation(_:)``; the app's overrides run here).
    var presentedIsModalInPresentation: Bool { get }
    /// The app's veto of the pan (`interactiveDismissShouldBegin`, read when asked: a `modalTransition` assigned
    /// while presented replaces it) for a touch at `location` in the presented view moving at `velocity`; true
    /// without one.
    func appAllowsPresentationPan(location: CGPoint, velocity: CGPoint) -> Bool
    /// The adaptive delegate's `presentationControllerShouldDismiss(_:)`; nil when it does not answer.
    func delegateShouldDismiss() -> Bool?
    /// `frameOfPresentedViewInContainerView`: the session's frame unless a subclass overrides it.
    var frameOfPresentedViewInContainerView: CGRect { get }
    /// Whether a subclass overrides `frameOfPresentedViewInContainerView`: then the frame the session computed is
    /// never applied as it is, the override is read back.
    var overridesFrameOfPresentedView: Bool { get }
    /// The presented view's frame in the container, untransformed (its `center` and `bounds.size`).
    var presentedViewUntransformedFrame: CGRect { get }
    /// The presented view's frame as it shows now (its presentation layer's); nil when unknown.
    var presentedViewOnScreenFrame: CGRect? { get }
    /// Appends the states of ``scrollViewsUnderFinger`` now, by index (nil: gone), to `states` — read on every event
    /// of a pan, into ``scrollViewStateStorage``, so that the read allocates nothing.
    func readScrollViewStatesUnderFinger(into states: inout [ScrollViewState?])
    /// The scroll views under `location` (in the presented view's coordinates), innermost first: the hit test
    /// (the app's `hitTest` and `point(inside:)` overrides run here) and ``ScrollViewState/scrollViews(from:upTo:)``.
    func scrollViews(at location: CGPoint) -> [ScrollView]
    /// Whether `scrollView`'s own pan has recognized the current touch (its state is began, changed, ended or
    /// cancelled: its action for that state may still come), not possible or failed (it never began).
    func hasRecognizedPan(_ scrollView: ScrollView) -> Bool
    /// How the dismissal interaction is settling after a release (a touch grabs it), or nil.
    var dismissalSettling: InteractiveCompletion? { get }
    /// The dismissal interaction's progress.
    var dismissInteractionProgress: CGFloat { get }
    /// The duration of the presentation's own layout animation whose block runs this layout pass, or nil
    /// outside one (``PresentationSession/LayoutAnimation/duration``).
    var ownLayoutAnimationDuration: TimeInterval? { get }
    /// `UIView.inheritedAnimationDuration` now: 0 outside an animation block.
    var inheritedAnimationDuration: TimeInterval { get }
    /// Reduce Motion (`MotionSettings`).
    var isReduceMotionEnabled: Bool { get }
    /// The presented screen's `isBeingDismissed`.
    var isPresentedViewControllerBeingDismissed: Bool { get }
    /// Whether the sheet's settle or layout animation runs.
    var isSheetAnimationRunning: Bool { get }
    /// Where the window's first responder is.
    var firstResponderLocation: FirstResponderLocation { get }
    /// Whether the presenting screen is itself presented (`presentingViewController.presentingViewController != nil`).
    var presenterIsPresented: Bool { get }
    /// Where the element an assistive technology focused most recently is (`focusedElement(using: nil)`).
    var accessibilityFocusLocation: AccessibilityFocusLocation { get }
    /// Whether the element remembered when the presentation began is still alive.
    var hasRememberedFocusedElement: Bool { get }

    // MARK: Calls

    /// Puts the dimming view at the bottom of the container, filling it, passing touches to the presenting
    /// screen's view when it passes them.
    func insertDimmingView()
    /// Removes the dimming view.
    func removeDimmingView()
    /// Sets the dimming view's alpha.
    func setDimmingAlpha(_ alpha: CGFloat)
    /// `transitionCoordinator.animate(alongsideTransition:)` to `alpha`; false when there is no coordinator or it
    /// did not queue the animation (the session's runner then sets the alpha at once).
    func animateDimmingAlongsideTransition(to alpha: CGFloat) -> Bool
    /// Sets the dimming view's frame.
    func setDimmingFrame(_ frame: CGRect)
    /// Gives the presented view `frame`, as `bounds.size` and `center` (never `frame`, undefined under a transform).
    func setPresentedViewFrame(_ frame: CGRect)
    /// Lays the presented screen's view out inside the presented view, inset by `insets` (the keyboard's share),
    /// and the grabber over it.
    func layoutPresentedContent(insets: EdgeInsets)
    /// Dresses the presented view (corners, `accessibilityViewIsModal` on it and on the container).
    func applyChrome(_ chrome: PresentationChrome)
    /// `setNeedsLayout`, then `layoutIfNeeded` on the container, now or inside `animation`, which runs for
    /// `duration` seconds (the layout pass reads it: ``ownLayoutAnimationDuration``).
    func layoutContainer(_ animation: PresentationSession.LayoutAnimation, duration: TimeInterval)
    /// Adds the pan to the presented view.
    func installDismissPan()
    /// Removes the pan from its view.
    func removeDismissPan()
    /// The dismissal interaction's `direction`.
    func setDismissInteractionDirection(_ direction: SwipeDirection)
    /// The dismissal interaction's `gestureBegan(distance:)`.
    func beginDismissInteraction(distance: CGFloat)
    /// The dismissal interaction's `gestureChanged(translation:)`.
    func updateDismissInteraction(translation: CGPoint)
    /// The dismissal interaction's `gestureEnded(translation:velocity:)`.
    func endDismissInteraction(translation: CGPoint, velocity: CGPoint)
    /// The dismissal interaction's `gestureCancelled()`.
    func cancelDismissInteraction()
    /// The dismissal interaction's `gestureReleasedAtOnce(distance:progress:initialVelocity:)`.
    func releaseDismissInteractionAtOnce(distance: CGFloat, progress: CGFloat, initialVelocity: CGFloat)
    /// Sets the pan recognizer's translation to zero.
    func resetDismissPanTranslation()
    /// Stops `scrollView` for the rest of this touch (its pan switched off and on, which cancels a recognizing
    /// pan), then sets its content at `offset`.
    func stopScrollView(_ scrollView: ScrollView, at offset: CGPoint)
    /// `setContentOffset(_:animated: false)`.
    func setContentOffset(_ offset: CGPoint, of scrollView: ScrollView)
    /// Gives the scroll view hidden before its indicator back (if it is still there), then hides `scrollView`'s
    /// vertical indicator when `hidden`.
    func setScrollIndicator(of scrollView: ScrollView?, hidden: Bool)
    /// Adds the presentation controller as a target of `scrollView`'s pan (its events come back through
    /// ``presentationScrollViewPan(_:of:translation:)``).
    func followPan(of scrollView: ScrollView)
    /// Removes the presentation controller from `scrollView`'s pan's targets.
    func stopFollowingPan(of scrollView: ScrollView)
    /// `presentedViewController.dismiss(animated: true)`.
    func dismissPresentedViewController()
    /// Sends the adaptive delegate `message` now.
    func tellDelegate(_ message: PresentationSession.DelegateMessage)
    /// Sends the adaptive delegate `message` on the next main-queue turn.
    func tellDelegateOnNextMainQueueTurn(_ message: PresentationSession.DelegateMessage)
    /// The dimming view passes the touches it gets to the presenting screen's view, or keeps them.
    func setDimmingPassesTouches(_ passes: Bool)
    /// Shows the grabber as described, or removes it.
    func setGrabber(_ grabber: SheetGrabberState?)
    /// Stops the sheet's running animation where it shows (no completion runs).
    func stopSheetAnimation()
    /// On the next main-queue turn, calls ``sheetSettleDidResume()``.
    func resumeSheetSettleOnNextMainQueueTurn()
    /// Remembers, weakly, the element an assistive technology focused most recently (`focusedElement(using: nil)`).
    func rememberFocusedElement()
    /// Posts `post` focusing `target`, on the next main-queue turn (after UIKit's own posts).
    func postAccessibility(_ post: TransitionFocus.Post, _ target: TransitionFocus.Target)
    /// `becomeFirstResponder()` on the presented view, so that its key commands are reached.
    func makePresentedViewFirstResponder()
    /// Reports a UIKit assumption that did not hold (the DEBUG log on UIKit).
    func reportAssumption(_ finding: AssumptionFinding?)
}

/// How the touch of a beginning pan came down, as the host read it (``PresentationSession/touchDownLocation(began:translation:input:recorded:)``).
package struct PresentationTouchDown: Sendable, Equatable {
    /// What moves the pan (a trackpad's scroll moves no pointer).
    package var input: SwipeBackInput
    /// Where the finger came down, in the presented view's coordinates (`gestureRecognizer(_:shouldReceive:)`
    /// with the touch); nil when none was recorded.
    package var recorded: CGPoint?
    /// The pan's translation at `.began` in the presented view's coordinates; nil: the same as the container's
    /// (no transform, a driven pan).
    package var translationInPresentedView: CGPoint?

    /// A touch down as read.
    package init(input: SwipeBackInput = .touch, recorded: CGPoint? = nil, translationInPresentedView: CGPoint? = nil) {
        self.input = input
        self.recorded = recorded
        self.translationInPresentedView = translationInPresentedView
    }

    /// Where the touch came down (``PresentationSession/touchDownLocation(began:translation:input:recorded:)``) for a
    /// pan at `location` (in the presented view) whose translation in the container is `translation` (taken when
    /// ``translationInPresentedView`` is nil).
    package func location(panLocation location: CGPoint, translation: CGPoint) -> CGPoint {
        PresentationSession.touchDownLocation(
            began: location, translation: translationInPresentedView ?? translation, input: input, recorded: recorded)
    }
}

extension PresentationHost {
    // MARK: Reads through Core

    /// The container now, with the `.fitting` detent's content height: the session says whether to measure,
    /// the host measures (the app's layout code runs, nothing of the session is open), the session keeps it.
    package var presentationContainer: PresentationContainer? {
        guard var container = containerReading else { return nil }
        let preferred = preferredContentHeight
        switch readSession({ $0.fittingContentHeight(preferredContentHeight: preferred) }) {
        case let .known(height):
            container.fittingContentHeight = height
        case .measure:
            let inset = presentedContentBottomInset
            let measured = presentedContentFittingHeight(width: container.bounds.width)
            container.fittingContentHeight = presentationSession.fittingContentMeasured(measured, bottomInset: inset)
        }
        return container
    }

    /// The session's frame of the presented view in the container now (what `frameOfPresentedViewInContainerView`
    /// answers unless a subclass overrides it), read from the session in place: it is read back on every movement
    /// of a sheet. Nil without a container view.
    package var sessionPresentedFrame: CGRect? {
        guard let container = presentationContainer else { return nil }
        return readSession { $0.presentedFrame(in: container) }
    }

    /// The detent a sheet rests at (or settles toward); nil when the layout is not a sheet.
    package var presentationSelectedDetent: PresentationLayout.SheetDetent? {
        presentationSession.sheetState?.selectedDetent
    }

    // MARK: Transitions

    /// `presentationTransitionWillBegin`: the presented screen is measured, then the session's actions run.
    package func presentationWillBegin() {
        measurePresentedContent()
        let container = presentationContainer
        let presented = presenterIsPresented
        runPresentationActions(
            presentationSession.presentationWillBegin(
                layoutDirection: presentationLayoutDirection, container: container,
                presenterIsPresented: presented))
    }

    /// `presentationTransitionDidEnd(_:)`: the session's actions, then the presented view takes first responder
    /// when nothing in the window has it (``rearmKeyCommands()``).
    package func presentationDidEnd(completed: Bool) {
        runPresentationActions(presentationSession.presentationDidEnd(completed: completed))
        rearmKeyCommands()
    }

    /// `dismissalTransitionWillBegin`: where focus is now (behind an undimmed sheet, the dismissal leaves it there).
    package func dismissalWillBegin() {
        readAccessibilityFocus()
        runPresentationActions(presentationSession.dismissalWillBegin())
    }

    /// `dismissalTransitionDidEnd(_:)`.
    package func dismissalDidEnd(completed: Bool) {
        let remembered = hasRememberedFocusedElement
        runPresentationActions(presentationSession.dismissalDidEnd(completed: completed, hasRememberedElement: remembered))
    }

    /// Hands the session where an assistive technology's focus is, before a call that may flip the modal scope or
    /// end the presentation (``PresentationSession/accessibilityFocus``).
    func readAccessibilityFocus() {
        let focus = accessibilityFocusLocation
        presentationSession.accessibilityFocus = focus
    }

    /// Escape and Command-Period reach the presented view's key commands only along the responder chain from the
    /// first responder: the presented view becomes it when the key commands dismiss and nothing in the window is
    /// first responder (``PresentationSession/presentedViewBecomesFirstResponder(firstResponder:)``). Called when
    /// the presentation ends, and again when an editing session inside the presented view or a presentation over
    /// it ends (the first responder it had is gone then).
    package func rearmKeyCommands() {
        let location = firstResponderLocation
        if presentationSession.presentedViewBecomesFirstResponder(firstResponder: location) { makePresentedViewFirstResponder() }
    }

    // MARK: Layout

    /// `containerViewWillLayoutSubviews`: the pass is what the host's own animation and
    /// `UIView.inheritedAnimationDuration` say (``PresentationSession/LayoutPass``), the same reads on a device
    /// and in the tests.
    package func containerWillLayout() {
        guard let container = presentationContainer else { return }
        let own = ownLayoutAnimationDuration, inherited = inheritedAnimationDuration
        reportAssumption(AssumptionProbe.ownLayoutAnimationHasDuration(own ?? 0, inherited: inherited))
        let pass = PresentationSession.LayoutPass(insidePresentationAnimation: own != nil, inheritedAnimationDuration: inherited)
        readAccessibilityFocus()
        runPresentationActions(presentationSession.containerWillLayout(container, pass: pass))
    }

    /// The presented screen's content may have changed size (the presentation begins, the text size changed):
    /// measured at the width the session names (none for a layout sized by the container alone), then handed to
    /// the session.
    package func measurePresentedContent() {
        guard let container = presentationContainer, let width = presentationSession.measuringWidth(in: container) else { return }
        let height = presentedContentFittingHeight(width: width)
        runPresentationActions(presentationSession.contentSizeDidChange(fittingHeight: height))
    }

    /// The keyboard will move (``PresentationSession/keyboardWillChange(overlap:animation:editsInPresentedView:)``).
    package func presentationKeyboardWillChange(overlap: CGFloat, animation: KeyboardAnimation, editsInPresentedView: Bool) {
        runPresentationActions(
            presentationSession.keyboardWillChange(
                overlap: overlap, animation: animation,
                editsInPresentedView: editsInPresentedView))
    }

    // MARK: The app's changes

    /// `setLayout(_:animated:)`; false when the session refuses it (a presentation created `.fullScreen`).
    @discardableResult
    package func changePresentationLayout(_ layout: PresentationLayout, animated: Bool) -> Bool {
        let reduceMotion = isReduceMotionEnabled
        guard let actions = presentationSession.setLayout(layout, animated: animated, isReduceMotionEnabled: reduceMotion) else {
            return false
        }
        runPresentationActions(actions)
        return true
    }

    /// `setSelectedDetent(_:animated:)`.
    package func selectSheetDetent(_ detent: PresentationLayout.SheetDetent, animated: Bool) {
        let reduceMotion = isReduceMotionEnabled
        runPresentationActions(
            presentationSession.setSelectedDetent(detent, animated: animated, isReduceMotionEnabled: reduceMotion))
    }

    /// A VoiceOver action on the grabber: whether it was handled — the sheet moved, or the action was the double
    /// tap (`accessibilityActivate`), which the grabber always takes: otherwise VoiceOver would send a touch to its
    /// activation point, on the content under a sheet with one detent.
    @discardableResult
    package func performSheetAccessibility(_ action: SheetState.AccessibilityAction) -> Bool {
        let reduceMotion = isReduceMotionEnabled
        let actions = presentationSession.performSheetAccessibility(action, isReduceMotionEnabled: reduceMotion)
        runPresentationActions(actions)
        return !actions.isEmpty || action == .activate
    }

    /// The sheet's settle or layout animation ended on its own.
    package func sheetAnimationDidEnd() {
        runPresentationActions(presentationSession.sheetAnimationEnded())
    }

    /// The turn after a stopped settle (``PresentationHost/resumeSheetSettleOnNextMainQueueTurn()``).
    package func sheetSettleDidResume() {
        let running = isSheetAnimationRunning
        runPresentationActions(presentationSession.sheetSettleResumed(layoutAnimationRunning: running))
    }

    // MARK: User dismissals

    /// A user gesture asks to dismiss: `isModalInPresentation` is read and the adaptive delegate asked (when its
    /// answer decides) before the session decides; then its actions run. Returns whether a dismissal began.
    @discardableResult
    package func dismissForUser(_ gesture: PresentationSession.UserGesture) -> Bool {
        let isModal = presentedIsModalInPresentation
        let asks = presentationSession.asksDelegateToDismiss(gesture, isModalInPresentation: isModal)
        let answer = asks ? delegateShouldDismiss() : nil
        let actions = presentationSession.userDismissal(gesture, isModalInPresentation: isModal, delegateAnswer: answer)
        runPresentationActions(actions)
        guard actions.contains(.dismiss) else { return false }
        let beingDismissed = isPresentedViewControllerBeingDismissed
        reportAssumption(AssumptionProbe.dismissalBeganInsideDismiss(isBeingDismissed: beingDismissed))
        return presentationSession.dismissRequestReturned(isBeingDismissed: beingDismissed)
    }

    // MARK: The pan

    /// Whether the presentation's pan may begin (`gestureRecognizerShouldBegin`) for a touch at `location` (in the
    /// presented view) moving at `velocity` (in the container): the scroll views where the touch came down are read
    /// (`touchDown`: the same point `.began` reads, though a quick finger may have left them by now), the session's
    /// rules asked, and only then the app's veto, with the location — outside any access to the session.
    package func presentationPanShouldBegin(
        location: CGPoint, velocity: CGPoint, touchDown: PresentationTouchDown = PresentationTouchDown()
    ) -> Bool {
        let scrollViews = self.scrollViews(at: touchDown.location(panLocation: location, translation: .zero))
            .map(\.scrollNodeState)
        let direction = presentationLayoutDirection, settling = dismissalSettling
        let session = presentationSession
        guard
            session.shouldBeginPan(
                motion: SwipeDirection(dominantDirectionOf: velocity), scrollViews: scrollViews,
                layoutDirection: direction, settling: settling)
        else { return false }
        return appAllowsPresentationPan(location: location, velocity: velocity)
    }

    /// One event of the presentation's pan: the path its recognizer takes, and the one the self-check drives.
    ///
    /// At `.began` the last touch's scroll views are let go, and the beginning is read (where the touch went down,
    /// the scroll views under it, the frames, `isModalInPresentation`) before the session is asked; every event
    /// reads the container and the scroll views' states first. The session then decides over values.
    ///
    /// - Parameters:
    ///   - phase: the pan's phase; nil does nothing.
    ///   - translation: the finger's translation since the pan began, in the container's coordinates
    ///     (``PresentationPanReading/fingerTranslation(recognizerTranslation:)`` for a recognizer's).
    ///   - velocity: points per second, in the container's coordinates.
    ///   - location: where the finger is, in the presented view's coordinates (read at `.began`).
    ///   - touchDown: how the touch came down (read at `.began`).
    package func presentationPan(
        _ phase: GesturePhase?, translation: CGPoint, velocity: CGPoint, location: CGPoint,
        touchDown: PresentationTouchDown = PresentationTouchDown()
    ) {
        var beginning: PresentationPanBeginning?
        if phase == .began {
            runPresentationActions(presentationSession.touchBegan())
            trackedScrollView = nil
            scrollViewsUnderFinger = []
            let point = touchDown.location(panLocation: location, translation: translation)
            let scrollViews = self.scrollViews(at: point)
            scrollViewsUnderFinger = scrollViews
            beginning = PresentationPanBeginning(
                location: point, scrollViews: scrollViews.map(\.scrollNodeState),
                presentedFrame: presentedViewUntransformedFrame, onScreenFrame: presentedViewOnScreenFrame,
                settling: dismissalSettling, isModalInPresentation: presentedIsModalInPresentation)
        }
        guard let container = presentationContainer else { return }
        let focus = accessibilityFocusLocation
        let reported = presentationSession.panReported(translation: translation, velocity: velocity, accessibilityFocus: focus)
        // A movement that pins or holds none of them (a list alone under the finger) reads none of them.
        let readsUnderFinger = phase != .changed || reported.movementReadsScrollViewsUnderFinger
        var event = PresentationPanEvent(
            translation: reported.counted, velocity: velocity, container: container,
            trackedScrollView: trackedScrollView?.scrollNodeState,
            scrollViewsUnderFinger: readsUnderFinger ? takeScrollViewStatesUnderFinger() : [],
            dismissProgress: dismissInteractionProgress)
        if phase == .ended || phase == .cancelled {
            event.scrollViewPansRecognized = scrollViewsUnderFinger.map { $0.map(hasRecognizedPan) ?? false }
            event.trackedScrollViewPanRecognized = trackedScrollView.map(hasRecognizedPan) ?? true
        }
        let actions = presentationSession.pan(phase, event, beginning: beginning)
        if readsUnderFinger { scrollViewStateStorage = event.scrollViewsUnderFinger }
        runPresentationActions(actions)
    }

    /// The states of the scroll views under the finger now, read into ``scrollViewStateStorage`` (taken from the
    /// host, so that it is not shared while it is refilled: a movement allocates nothing once the storage has
    /// grown to the touch's scroll views). The caller hands it back after the session's call.
    private func takeScrollViewStatesUnderFinger() -> [ScrollViewState?] {
        var states: [ScrollViewState?] = []
        swap(&states, &scrollViewStateStorage)
        states.removeAll(keepingCapacity: true)
        readScrollViewStatesUnderFinger(into: &states)
        return states
    }

    /// One event of a followed scroll view's own pan, after it moved its content: the tracked one's is the same
    /// step as the presentation's pan (``PresentationSession/scrollViewPan(_:translation:scrollView:container:underFinger:)``);
    /// a held one's pins the held scroll views back (``PresentationSession/heldScrollViewPan(_:index:states:)``);
    /// one this touch no longer knows is let go when its pan ends.
    ///
    /// - Parameter translation: the presentation's pan's finger translation now (UIKit updates every recognizer of
    ///   a touch before it calls their actions); nil keeps the last one reported.
    package func presentationScrollViewPan(_ phase: GesturePhase?, of scrollView: ScrollView, translation: CGPoint? = nil) {
        if let translation { presentationSession.panReported(translation: translation) }
        if let tracked = trackedScrollView, tracked === scrollView {
            let trackedOffset = tracked.scrollNodeState?.contentOffset
            let (follows, repeated) = readSession { session in
                (
                    session.sheetPan?.followsScrollViewPan == true,
                    phase == .changed
                        && session.repeatsSheetStep(translation: session.panReading.counted.y, trackedOffset: trackedOffset)
                )
            }
            if follows {
                // The sheet's pan already stepped this very movement (both recognizers report every event of the
                // touch): stepping it again would only set what is set. Nothing is read or run.
                if repeated { return }
                guard let container = presentationContainer else { return }
                // Asked after the container's read (a measurement runs the app's code, which may change the layout).
                let (counted, readsUnderFinger) = readSession { session in
                    (session.panReading.counted, phase != .changed || session.movementReadsScrollViewsUnderFinger)
                }
                let states = readsUnderFinger ? takeScrollViewStatesUnderFinger() : []
                let actions = presentationSession.scrollViewPan(
                    phase, translation: counted, scrollView: tracked.scrollNodeState,
                    container: container, underFinger: states)
                if readsUnderFinger { scrollViewStateStorage = states }
                runPresentationActions(actions)
                return
            }
        }
        if let index = scrollViewsUnderFinger.firstIndex(where: { $0 === scrollView }) {
            let states = takeScrollViewStatesUnderFinger()
            let actions = presentationSession.heldScrollViewPan(phase, index: index, states: states)
            scrollViewStateStorage = states
            runPresentationActions(actions)
        } else if phase == .ended || phase == .cancelled {
            stopFollowingPan(of: scrollView)
        }
    }

    // MARK: Running the actions

    /// Reads from the session in place. A read through the `presentationSession` getter copies the whole session
    /// (every array and dictionary in it retained, then released: a third of a sheet's movement on the host's path);
    /// the reads of the per-event paths go through the property's in-place (`inout`) access instead. `read` only
    /// reads, and calls nothing out.
    private func readSession<Value>(_ read: (inout PresentationSession) -> Value) -> Value {
        read(&presentationSession)
    }

    /// A scroll view an action names: the tracked one, or one of those under the finger when the pan began.
    private func scrollView(_ reference: PresentationSession.ScrollViewReference) -> ScrollView? {
        // The tracked one is named on every movement of a shared list: read alone, not with the list of those under
        // the finger.
        if case .tracked = reference { return trackedScrollView }
        return reference.scrollView(tracked: nil, underFinger: scrollViewsUnderFinger)
    }

    /// Runs `actions` in order, one host call per action. A host call may run an entry point (UIKit calls back:
    /// `dismiss` begins the dismissal inside the call); its actions run before the remaining ones.
    package func runPresentationActions(_ actions: [PresentationSession.Action]) {
        for action in actions { runPresentationAction(action, currentFrameContentInsets: nil) }
    }

    /// Runs a movement's `actions` (stored inline), read by index: a host of another module calls this extension
    /// unspecialized, where a `for … in` would read through the collection's generic accessors, which allocate.
    package func runPresentationActions(_ actions: PresentationSession.Actions) {
        var index = 0
        while index < actions.endIndex {
            runPresentationAction(actions[index], currentFrameContentInsets: index == 0 ? actions.currentFrameContentInsets : nil)
            index += 1
        }
    }

    /// Runs one action: one host call. `currentFrameContentInsets`: the frame the action carries is the session's
    /// frame now, with these content insets (the first action of a movement,
    /// ``PresentationSession/Actions/currentFrameContentInsets``: nothing ran since).
    private func runPresentationAction(_ action: PresentationSession.Action, currentFrameContentInsets: EdgeInsets?) {
        switch action {
        case .insertDimmingView: insertDimmingView()
        case .removeDimmingView: removeDimmingView()
        case let .setDimmingAlpha(alpha): setDimmingAlpha(alpha)
        case let .animateDimmingAlongsideTransition(alpha):
            // Without a coordinator, or when UIKit did not queue it, the alpha is set at once (the end of the
            // transition sets it again: the session's `setDimmingAlpha`).
            if !animateDimmingAlongsideTransition(to: alpha) { setDimmingAlpha(alpha) }
        case let .setDimmingFrame(frame): setDimmingFrame(frame)
        case let .setPresentedFrame(sessionFrame):
            // The session's frame, unless a subclass overrides `frameOfPresentedViewInContainerView`, and the content
            // insets for the frame applied. The frame the action carries is taken as it is, with the insets computed
            // with it, only when it is current (a sheet's movement: nothing is computed twice per event). Otherwise
            // the session may have changed since (later in the same call, or app code that an earlier action ran),
            // so the frame is read back and its insets asked.
            if let insets = currentFrameContentInsets, !overridesFrameOfPresentedView {
                setPresentedViewFrame(sessionFrame)
                layoutPresentedContent(insets: insets)
                return
            }
            let frame = frameOfPresentedViewInContainerView
            setPresentedViewFrame(frame)
            let insets =
                containerReading.map { container in
                    readSession { $0.presentedContentInsets(forFrame: frame, in: container) }
                } ?? .zero
            layoutPresentedContent(insets: insets)
        case let .setChrome(chrome): applyChrome(chrome)
        case let .layoutContainer(animation): layoutContainer(animation, duration: animation.duration)
        case .installDismissPan: installDismissPan()
        case .removeDismissPan: removeDismissPan()
        case let .setInteractionDirection(direction): setDismissInteractionDirection(direction)
        case let .beginInteraction(distance): beginDismissInteraction(distance: distance)
        case .updateInteraction: updateDismissInteraction(translation: readSession { $0.panReading.counted })
        case .endInteraction:
            let reading = readSession { $0.panReading }
            endDismissInteraction(translation: reading.counted, velocity: reading.velocity)
        case .cancelInteraction: cancelDismissInteraction()
        case .resetPanTranslation:
            presentationSession.panTranslationWasReset()
            resetDismissPanTranslation()
        case let .stopScrollView(reference, offset):
            if let scrollView = scrollView(reference) { stopScrollView(scrollView, at: offset) }
        case .dismiss: dismissPresentedViewController()
        case let .tellDelegate(message): tellDelegate(message)
        case let .tellDelegateOnNextMainQueueTurn(message): tellDelegateOnNextMainQueueTurn(message)
        case let .setDimmingPassesTouches(passes): setDimmingPassesTouches(passes)
        case let .setGrabber(grabber): setGrabber(grabber)
        case .stopSheetAnimation: stopSheetAnimation()
        case .resumeSheetSettleOnNextMainQueueTurn: resumeSheetSettleOnNextMainQueueTurn()
        case let .setScrollViewOffset(reference, offset):
            if let scrollView = scrollView(reference) { setContentOffset(offset, of: scrollView) }
        case let .setScrollIndicatorHidden(reference, hidden): setScrollIndicator(of: scrollView(reference), hidden: hidden)
        case let .followScrollViewPan(reference):
            if let scrollView = scrollView(reference) { followPan(of: scrollView) }
        case let .stopFollowingHeldScrollViewPan(reference):
            if let scrollView = scrollView(reference) { stopFollowingPan(of: scrollView) }
        case let .trackScrollView(reference): trackedScrollView = scrollView(reference)
        case .forgetTouch:
            if presentationSession.touchEnded() { scrollViewsUnderFinger = [] }
        case .stopReceivingScrollViewPan:
            if let tracked = trackedScrollView { stopFollowingPan(of: tracked) }
        case .stopFollowingScrollViewPan:
            if let tracked = trackedScrollView { stopFollowingPan(of: tracked) }
            trackedScrollView = nil
        case let .finishInteractionAtOnce(distance, progress, initialVelocity):
            releaseDismissInteractionAtOnce(distance: distance, progress: progress, initialVelocity: initialVelocity)
            runPresentationActions(presentationSession.sheetDismissalRequestEnded())
        case .rememberFocusedElement: rememberFocusedElement()
        case let .postAccessibility(post, target): postAccessibility(post, target)
        }
    }
}
