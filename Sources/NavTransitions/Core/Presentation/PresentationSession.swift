import Foundation

/// The container a presentation lays out in, as the presentation controller reads it.
package struct PresentationContainer: Sendable, Equatable {
    /// The container view's bounds, in points.
    package var bounds: CGRect
    /// The container view's safe-area insets.
    package var safeArea: EdgeInsets
    /// The horizontal size class of the presentation's traits (`unspecified` counts as compact).
    package var horizontalSizeClass: SizeClass
    /// The container's `effectiveUserInterfaceLayoutDirection`.
    package var layoutDirection: LayoutDirection
    /// The vertical size class of the presentation's traits (`unspecified` counts as regular): a sheet's
    /// `.medium` is inactive in a compact height.
    package var verticalSizeClass: SizeClass
    /// The content height the presented screen needs, for a sheet's `.fitting` detent
    /// (``PresentationSession/fittingContentHeight(preferredContentHeight:bottomInset:measure:)``); nil when
    /// not measured.
    package var fittingContentHeight: CGFloat?

    /// Creates a description of a container.
    package init(
        bounds: CGRect, safeArea: EdgeInsets = .zero, horizontalSizeClass: SizeClass = .compact,
        layoutDirection: LayoutDirection = .leftToRight, verticalSizeClass: SizeClass = .regular,
        fittingContentHeight: CGFloat? = nil
    ) {
        self.bounds = bounds
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.layoutDirection = layoutDirection
        self.verticalSizeClass = verticalSizeClass
        self.fittingContentHeight = fittingContentHeight
    }

    /// The numbers a sheet's detents resolve against in this container.
    package var sheetContainer: SheetContainer {
        SheetContainer(
            height: bounds.height, safeArea: safeArea, isCompactHeight: verticalSizeClass == .compact,
            fittingContentHeight: fittingContentHeight)
    }
}

/// How the presented view is dressed: its corners and whether VoiceOver stays inside it.
///
/// `accessibilityViewIsModal` makes VoiceOver ignore the receiver's siblings only, so the UIKit layer sets
/// ``isAccessibilityModal`` on the presented view (its sibling in the container is the dimming view) and on
/// the container view (its siblings in the window are the presenter's hierarchy and earlier presentations).
package struct PresentationChrome: Sendable, Equatable {
    /// The corner radius of the presented view, in points, finite and non-negative.
    package var cornerRadius: CGFloat
    /// The corners the radius rounds.
    package var roundedCorners: RectCorners
    /// `accessibilityViewIsModal` of the presented view and of the container: VoiceOver ignores the
    /// screen behind it.
    package var isAccessibilityModal: Bool

    /// Creates a description of the chrome.
    package init(cornerRadius: CGFloat, roundedCorners: RectCorners, isAccessibilityModal: Bool) {
        self.cornerRadius = cornerRadius
        self.roundedCorners = roundedCorners
        self.isAccessibilityModal = isAccessibilityModal
    }
}

/// The state and decisions of one custom presentation, from `presentationTransitionWillBegin` to the end
/// of its dismissal: the phase, the dimming alpha, the layout and chrome of the presented view, the dismiss
/// pan shared with scroll views, and the user-dismissal rules with the adaptive delegate's messages.
///
/// `DimmingPresentationController` is a thin host of it (``PresentationHost``): each UIKit callback and each
/// gesture event becomes one of the host's entry points, which reads, calls here and runs the returned
/// ``Action``s in order (``PresentationHost/runPresentationActions(_:)``). The headless tests' presentation
/// controller is a host of the same entry points, so they test these decisions and that loop, not a copy.
///
/// No method here calls out while the session changes: everything the app may answer (a measurement,
/// `isModalInPresentation`, a hit test, the veto, the delegate) is read by the host first and passed in as a
/// value, and the actions run after the call has returned.
package struct PresentationSession: Sendable, Equatable {
    /// Where the presentation is in its life.
    package enum Phase: Sendable, Hashable, CaseIterable {
        /// Created; the presentation transition has not begun.
        case initial
        /// The presentation transition runs.
        case presenting
        /// Presented and idle: layout, gestures and user dismissals apply.
        case presented
        /// The dismissal transition runs (animated or interactive).
        case dismissing
        /// Dismissed, or the presentation was cancelled.
        case dismissed
    }

    /// A message of `UIAdaptivePresentationControllerDelegate` about a user dismissal.
    package enum DelegateMessage: Sendable, Hashable, CaseIterable {
        /// `presentationControllerWillDismiss(_:)`.
        case willDismiss
        /// `presentationControllerDidDismiss(_:)`.
        case didDismiss
        /// `presentationControllerDidAttemptToDismiss(_:)`.
        case didAttemptToDismiss
        /// `presentationControllerDidChangeSelectedDetent(_:)` of `DimmingPresentationControllerDelegate`: the
        /// user moved a sheet to another detent (a drag's release, a VoiceOver action).
        case didChangeSelectedDetent
    }

    /// A user action that asks for a dismissal.
    package enum UserGesture: Sendable, Hashable, CaseIterable {
        /// A tap on the dimming view: allowed by ``ModalDismissal/tapOnDimming``. The dimming view is not an
        /// accessibility element (VoiceOver, Switch Control and Full Keyboard Access do not reach it): their
        /// route is ``accessibilityEscape`` and ``keyCommand``.
        case tapOnDimming
        /// The dismiss pan: allowed by ``ModalDismissal/pan``.
        case pan
        /// VoiceOver's escape gesture (`accessibilityPerformEscape`): allowed when any dismissal gesture is.
        case accessibilityEscape
        /// Escape or Command-Period on a hardware keyboard (`UIKeyCommand`): allowed when any dismissal
        /// gesture is, as VoiceOver's escape.
        case keyCommand
        /// A zoom's pinch or drag on the presented photo: always allowed here (the zoom's gate and the
        /// app's `interactiveDismissShouldBegin` have let it begin); `isModalInPresentation` and the
        /// adaptive delegate still decide, as for every user dismissal.
        case zoomGesture
    }

    /// One thing the presentation controller must do, in order.
    package enum Action: Sendable, Equatable {
        /// Put the dimming view at the bottom of the container, filling it.
        case insertDimmingView
        /// Remove the dimming view from the container.
        case removeDimmingView
        /// Set the dimming view's alpha now.
        case setDimmingAlpha(CGFloat)
        /// Animate the dimming view's alpha alongside the running transition
        /// (`transitionCoordinator.animate(alongsideTransition:)`; without a coordinator, set it now).
        case animateDimmingAlongsideTransition(to: CGFloat)
        /// Set the dimming view's frame (the container's bounds).
        case setDimmingFrame(CGRect)
        /// Give the presented view this frame (as `bounds.size` and `center`): the layout's frame moved for
        /// the keyboard, which the UIKit layer reads back through `frameOfPresentedViewInContainerView` (a
        /// subclass may override it). Then lay the presented screen's view out inside it, inset by
        /// ``PresentationSession/presentedContentInsets(forFrame:in:)`` for the frame applied.
        case setPresentedFrame(CGRect)
        /// Dress the presented view: corner radius, rounded corners, `accessibilityViewIsModal` (on the
        /// presented view and on the container).
        case setChrome(PresentationChrome)
        /// Lay the container out again (`setNeedsLayout`, then `layoutIfNeeded` inside the animation).
        case layoutContainer(LayoutAnimation)
        /// Add the dismiss pan to the presented view.
        case installDismissPan
        /// Remove the dismiss pan from its view.
        case removeDismissPan
        /// Set the interaction's direction before it begins.
        case setInteractionDirection(SwipeDirection)
        /// Begin the interaction (`gestureBegan(distance:)`); `distance` is the presented view's extent along
        /// the direction, in points.
        case beginInteraction(distance: CGFloat)
        /// Feed the pan's current translation to the interaction (`gestureChanged`).
        case updateInteraction
        /// Feed the pan's translation and velocity to the interaction (`gestureEnded`).
        case endInteraction
        /// Tell the interaction the gesture was cancelled (`gestureCancelled`).
        case cancelInteraction
        /// Set the pan's translation to zero, so progress counts from here.
        case resetPanTranslation
        /// Stop a scroll view at `restingOffset` for the rest of this touch (once, when the dismissal takes
        /// over, or when a touch grabs a settling dismissal).
        case stopScrollView(ScrollViewReference, restingOffset: CGPoint)
        /// Call `presentedViewController.dismiss(animated: true)`, then report ``dismissRequestReturned(isBeingDismissed:)``.
        case dismiss
        /// Send the adaptive delegate this message now.
        case tellDelegate(DelegateMessage)
        /// Send the adaptive delegate this message on the next turn of the main queue, once UIKit has
        /// finished the transition whose end callback is running.
        case tellDelegateOnNextMainQueueTurn(DelegateMessage)

        // Sheets (see PresentationSession+Sheet).

        /// Let the dimming view pass the touches it gets to the presenting screen's view (an undimmed sheet),
        /// or keep them (tap to dismiss).
        case setDimmingPassesTouches(Bool)
        /// Show the sheet's grabber as described, or remove it (nil: not a sheet).
        ///
        /// Stored out of line (`indirect`): the grabber's description is more than twice the size of every other
        /// action's payload, and a movement's actions are stored inline (``Actions``) and copied on every event. A
        /// grabber is set only by a layout pass, a presentation's start and its end, never by a movement.
        indirect case setGrabber(SheetGrabberState?)
        /// Stop the sheet's running settle or layout animation where it is on screen (a touch grabbed it).
        case stopSheetAnimation
        /// On the next turn of the main queue, report ``PresentationSession/sheetSettleResumed(layoutAnimationRunning:)`` and apply what it
        /// returns: a settle stopped by a container change outside any animation starts again from where the
        /// sheet shows, toward the same detent's new height.
        case resumeSheetSettleOnNextMainQueueTurn
        /// Write a scroll view's `contentOffset` without animation (which also stops its deceleration): the
        /// list stays pinned while the sheet moves.
        case setScrollViewOffset(ScrollViewReference, CGPoint)
        /// Hide a scroll view's vertical indicator while the sheet moves (true), or give it back the value it
        /// had before (false).
        case setScrollIndicatorHidden(ScrollViewReference, Bool)
        /// Follow a scroll view's own pan too (add the presentation controller as a target of its
        /// `panGestureRecognizer`): its events report the same drag, so the list's offset is pinned after the
        /// list has moved it, in whichever order the two recognizers report. The tracked scroll view shares a
        /// sheet's pan; one under the finger is held still (``PresentationSession/heldScrollViews``) while the
        /// sheet or a dismissal owns the touch.
        case followScrollViewPan(ScrollViewReference)
        /// Stop following a held scroll view's own pan (remove the presentation controller from its targets): its
        /// pan ended (and it was pinned once more), or the presentation ended under the finger.
        case stopFollowingHeldScrollViewPan(ScrollViewReference)
        /// Keep this scroll view (one of those under the finger) as the tracked one, which shares the pan, for this
        /// touch (``PresentationSession/pan(_:_:beginning:)`` when it begins).
        case trackScrollView(ScrollViewReference)
        /// The presentation's pan is over: its translation counts from zero again
        /// (``PresentationSession/touchEnded()``), and the scroll views that were under the finger are forgotten
        /// unless a held one's own pan is still followed (the tracked one stays until ``stopFollowingScrollViewPan``).
        /// Sent again when the last held scroll view's pan ends.
        case forgetTouch
        /// Stop receiving the tracked scroll view's own pan (remove the presentation controller from its
        /// `panGestureRecognizer`'s targets): its pan ended; the scroll view stays tracked.
        case stopReceivingScrollViewPan
        /// Stop following the tracked scroll view's pan (remove the presentation controller from its
        /// `panGestureRecognizer`'s targets) and forget it: sent once both pans of the touch have ended,
        /// whichever ended first, or when the presentation ends under the finger.
        case stopFollowingScrollViewPan
        /// A drag released the sheet toward a dismissal: start the dismissal as an interactive transition that
        /// is already released — from `progress` (where the sheet is on the dismissal's way out, which is
        /// `distance` points long), finishing with the settle spring at `initialVelocity` — so that a touch can
        /// still grab it while it settles. Then report ``sheetDismissalRequestEnded()``.
        case finishInteractionAtOnce(distance: CGFloat, progress: CGFloat, initialVelocity: CGFloat)

        // Accessibility.

        /// Remember, weakly, the element an assistive technology focused last (`UIAccessibility.focusedElement(using: nil)`:
        /// VoiceOver's or Switch Control's), to return to it after the dismissal.
        case rememberFocusedElement
        /// Post this accessibility notification focusing this element (``TransitionFocus``), once.
        case postAccessibility(TransitionFocus.Post, TransitionFocus.Target)
    }

    /// How the container's layout pass is animated.
    package enum LayoutAnimation: Sendable, Equatable {
        /// At once, without animation.
        case none
        /// With ``PresentationSession/layoutChangeTiming`` (``setLayout(_:animated:isReduceMotionEnabled:)``).
        case layoutChange
        /// With the keyboard's own duration and curve, so the presented view moves with the keyboard.
        case keyboard(KeyboardAnimation)
        /// With a sheet's settle spring (``SheetRelease/settleSpring``) at this initial velocity, interruptible:
        /// a touch stops it (``Action/stopSheetAnimation``); when it ends on its own, report
        /// ``PresentationSession/sheetAnimationEnded()``.
        case sheetSettle(initialVelocity: CGFloat)

        /// The animation's duration in seconds, which the host's animation runs for and which
        /// `UIView.inheritedAnimationDuration` reads inside its block (``LayoutPass``): 0 for ``none``, the
        /// layout-change spring's, the settle spring's at its initial velocity, the keyboard's own (0 for a
        /// hardware keyboard's notification: that pass is unanimated on a device too).
        package var duration: TimeInterval {
            switch self {
            case .none: return 0
            case .layoutChange: return PresentationSession.layoutChangeTiming.duration
            case let .sheetSettle(initialVelocity):
                return SheetRelease.settleSpring.settlingDuration(initialVelocity: initialVelocity)
            case let .keyboard(keyboard): return keyboard.duration
            }
        }
    }

    /// What animates a container layout pass, as the UIKit layer reads it when the pass begins
    /// (``containerWillLayout(_:pass:)``): a container change decides differently for a sheet that settles.
    package enum LayoutPass: Sendable, Hashable, CaseIterable {
        /// No animation: what the pass sets shows at once (a status bar's height change, an in-call bar, a
        /// split-view resize that UIKit does not animate).
        case unanimated
        /// Inside an animation the presentation did not start: UIKit animates the frames the pass sets (a
        /// rotation's layout passes run inside its animation).
        case systemAnimation
        /// Inside one of the presentation's own layout animations (``LayoutAnimation``: a sheet's settle, a
        /// layout change, the keyboard's): the running animation carries the frames the pass sets.
        case presentationAnimation

        /// The pass for what the UIKit layer reads.
        ///
        /// - Parameters:
        ///   - insidePresentationAnimation: the pass runs inside the animation block of one of the presentation's
        ///     own layout animations.
        ///   - inheritedAnimationDuration: `UIView.inheritedAnimationDuration` in the pass (0 outside an
        ///     animation block; NaN or negative counts as 0).
        ///
        /// A pass with no animation duration is unanimated even inside one of the presentation's own blocks: a
        /// keyboard notification with a duration of 0 (a hardware keyboard attached), or the app's animated
        /// change inside `UIView.performWithoutAnimation`, shows what it sets at once.
        package init(insidePresentationAnimation: Bool, inheritedAnimationDuration: TimeInterval) {
            guard inheritedAnimationDuration > 0 else {
                self = .unanimated
                return
            }
            self = insidePresentationAnimation ? .presentationAnimation : .systemAnimation
        }
    }

    /// A scroll view an action refers to.
    package enum ScrollViewReference: Sendable, Hashable {
        /// The scroll view ``PresentationSession/dismissPanBegan(scrollViews:layoutDirection:presentedFrame:containerBounds:settling:)``
        /// returned, which shares the pan.
        case tracked
        /// The scroll view at this index of the `scrollViews` passed to `dismissPanBegan` (innermost first).
        case underFinger(Int)

        /// The scroll view this reference names, given the tracked one and those under the finger when the pan
        /// began; an index past them names none, and so does a scroll view that is gone (the UIKit layer holds them
        /// weakly: a list the app removed mid-drag is neither kept alive nor touched).
        package func scrollView<ScrollView>(tracked: ScrollView?, underFinger: [ScrollView?]) -> ScrollView? {
            switch self {
            case .tracked: return tracked
            case let .underFinger(index): return underFinger.indices.contains(index) ? underFinger[index] : nil
            }
        }
    }

    /// One dismiss-pan gesture.
    package struct DismissGesture: Sendable, Equatable {
        /// The direction the finger moves to dismiss, resolved when the gesture began.
        package var direction: SwipeDirection
        /// The presented view's extent along ``direction`` when the gesture began, in points.
        package var distance: CGFloat
        /// Whether a scroll view under the finger shares the pan.
        package var sharesScrollView: Bool
        /// Whether the dismissal has taken over the pan (the interaction began).
        package var tookOver = false
        /// Whether the shared scroll view has been stopped for this touch.
        package var stoppedScrollView = false
        /// Whether the gesture grabbed a settling dismissal (it holds the presented view from its start).
        package var grabbed = false
        /// The index, among the scroll views under the finger, of the one that shares the pan.
        package var trackedIndex: Int?
    }

    /// Where the presentation is.
    package private(set) var phase: Phase = .initial
    /// Where the presented view sits; see ``setLayout(_:animated:isReduceMotionEnabled:)``. A sheet's selected
    /// detent follows the user.
    package var layout: PresentationLayout {
        sheetState.map { .sheet($0.sheet) } ?? storedLayout
    }
    /// The layout, when it is not a sheet (a sheet's description lives in ``sheetState``).
    private var storedLayout: PresentationLayout
    /// A sheet's state (its detents in the container, where it rests, a drag), or nil for any other layout.
    package internal(set) var sheetState: SheetState?
    /// The content height last measured for a `.fitting` detent, kept while the sheet moves
    /// (``fittingContentHeight(preferredContentHeight:bottomInset:measure:)``).
    var measuredFittingHeight: CGFloat?
    /// The last container a sheet was resolved in (a sheet made by ``setLayout(_:animated:isReduceMotionEnabled:)``
    /// starts there).
    var lastSheetContainer = SheetContainer(height: 0)
    /// The sheet's touch in progress, if any.
    package internal(set) var sheetPan: SheetPan?
    /// A settle stopped by a container change outside any animation waits for ``sheetSettleResumed(layoutAnimationRunning:)`` (sent with
    /// ``Action/resumeSheetSettleOnNextMainQueueTurn``); until then the sheet holds where it showed.
    package internal(set) var isSheetSettleResumePending = false
    /// What the UIKit layer was last told about the dimming view's pass-through and the scroll view's indicator.
    var applied = SheetApplied()
    /// The gestures that dismiss.
    package let dismissal: ModalDismissal
    /// The edge a pan dismisses toward, not yet resolved for a layout direction; resolved when a gesture begins.
    package let dismissalEdge: TransitionEdge
    /// Whether the presenter's view leaves the window while presented (`shouldRemovePresentersView`): the
    /// layout was `.fullScreen` when the presentation was created. UIKit reads it once; it never changes.
    package let removesPresentersView: Bool
    /// The corner radius set by the app, or nil for `PresentationLayout.defaultCornerRadius`.
    package var cornerRadius: CGFloat? {
        didSet { cornerRadius = cornerRadius.map { Swift.max(0, $0.finiteOr(0)) } }
    }
    /// The dismiss-pan gesture in progress, if any.
    package internal(set) var gesture: DismissGesture?
    /// The presentation's pan's translation and velocity as last reported, and where the session last reset
    /// the translation (``Action/resetPanTranslation``).
    package internal(set) var panReading = PresentationPanReading()
    /// The scroll views under the finger that this touch holds still, and whose own pans are followed.
    package internal(set) var heldScrollViews = HeldScrollViews()
    /// How many scroll views were under the finger when the last touch began (its pan's
    /// ``PresentationPanBeginning/scrollViews``): ``movementReadsScrollViewsUnderFinger`` counts them.
    package internal(set) var scrollViewsUnderFingerCount = 0
    /// The height of the container's bottom strip the docked keyboard covers, in points (0 without one);
    /// see ``keyboardWillChange(overlap:animation:)``.
    package private(set) var keyboardOverlap: CGFloat = 0
    /// The height the presented screen's view needs at the presented width, measured by the UIKit layer
    /// (``contentSizeDidChange(fittingHeight:)``); nil before a measurement, or when it was not usable.
    /// A fixed-height sheet or card grows to it (never shrinks below its own height): see ``restingFrame(in:)``.
    package private(set) var fittingHeight: CGFloat?
    /// A user dismissal was asked for and its transition has not begun yet.
    package private(set) var isUserDismissalPending = false
    /// The running (or last) dismissal was started by a user gesture.
    package private(set) var isDismissalByUser = false

    /// The dimming view's alpha per progress; the dimming colour carries the strength.
    let dimming = DimmingCurve(maximumAlpha: 1)

    /// The spring that moves the presented view to a new layout (``setLayout(_:animated:)``): critically
    /// damped, 0.35 s response.
    package static let layoutChangeTiming = TransitionTiming.spring(SpringCurve(dampingRatio: 1, response: 0.35))

    /// Creates the session of a presentation.
    ///
    /// - Parameters:
    ///   - layout: where the presented view sits.
    ///   - dismissal: the gestures that dismiss.
    ///   - dismissalEdge: the edge a pan dismisses toward, unresolved (`.leading` follows the layout
    ///     direction at gesture time); nil for the layout's ``PresentationLayout/naturalDismissalEdge``.
    ///   - cornerRadius: the presented view's corner radius; nil for the layout's default. Negative or
    ///     non-finite becomes 0.
    /// Whether a zoom's pinch and drag dismiss the presented screen (a modal zoom, which presents with
    /// `dismissal` empty). VoiceOver's escape then dismisses too: a pinch is not a gesture every user can make.
    package var isDismissibleByZoomGesture = false
    /// Whether the presenting screen is itself presented (a sheet over a card, over another sheet, over one of
    /// UIKit's form sheets), read when the presentation begins: its container (a sibling of this one in the
    /// window) stays modal for VoiceOver, so a sheet over it stays modal at every detent (``isAccessibilityModal``).
    package private(set) var presenterIsPresented = false
    /// Where an assistive technology's focus was when the host last read it (before a layout pass, a pan's step,
    /// a dismissal): decides whether a flip of the modal scope sends VoiceOver into the sheet, and whether a
    /// dismissal returns focus to the opener.
    package var accessibilityFocus: AccessibilityFocusLocation = .none
    /// ``accessibilityFocus`` when the running (or last) dismissal began.
    package private(set) var focusAtDismissal: AccessibilityFocusLocation = .none

    package init(
        layout: PresentationLayout, dismissal: ModalDismissal, dismissalEdge: TransitionEdge? = nil, cornerRadius: CGFloat? = nil
    ) {
        self.storedLayout = layout
        self.sheetState = layout.sheetDescription.map { SheetState(sheet: $0, container: SheetContainer(height: 0)) }
        self.dismissal = dismissal
        self.dismissalEdge = dismissalEdge ?? layout.naturalDismissalEdge
        self.removesPresentersView = layout == .fullScreen
        self.cornerRadius = cornerRadius.map { Swift.max(0, $0.finiteOr(0)) }
    }

    // MARK: Layout

    /// Where the presented view rests in `container` without a keyboard: the layout's frame, grown to the
    /// measured ``fittingHeight`` for a fixed-height layout (``PresentationLayout/grown(toPresentedHeight:safeArea:)``).
    /// (The one input of the keyboard rule; a sheet's detents would give their own resting frames here.)
    package func restingFrame(in container: PresentationContainer) -> CGRect {
        // Read in place (`if let` would copy the sheet's state): a sheet's frame is asked on every movement of its pan.
        if let frame = sheetState?.layoutFrame(in: container) { return frame }
        let grown = fittingHeight.map { storedLayout.grown(toPresentedHeight: $0, safeArea: container.safeArea) } ?? storedLayout
        return grown.frame(in: container)
    }

    // MARK: Dynamic Type

    /// The width at which the UIKit layer measures the presented screen's view for ``contentSizeDidChange(fittingHeight:)``
    /// (`systemLayoutSizeFitting` with a required width and the smallest fitting height): the layout's width
    /// in `container`; nil for a layout whose height does not follow its content (full screen, a side menu,
    /// a sheet without a `.fitting` detent): nothing is measured for it.
    ///
    /// A sheet with a `.fitting` detent answers its width too: its fitting height is measured at every layout
    /// pass (``PresentationContainer/fittingContentHeight``), so a text-size change only asks for that pass
    /// (``contentSizeDidChange(fittingHeight:)``).
    package func measuringWidth(in container: PresentationContainer) -> CGFloat? {
        if sheetState != nil, !needsFittingHeight { return nil }
        guard sheetState != nil || layout.growsWithContent else { return nil }
        let width = layout.frame(in: container).width
        return width > 0 ? width : nil
    }

    /// The presented screen's view was measured (when the presentation begins, and again when the text
    /// size changes: `UIContentSizeCategory.didChangeNotification`).
    ///
    /// - Parameter fittingHeight: the height it needs at ``measuringWidth(in:)``, in points. Zero, negative
    ///   or non-finite is no measurement (the view has no top-to-bottom constraints): the layout's own
    ///   height applies.
    /// - Returns: while presented, a layout pass (at once: the text size changes while the app is in the
    ///   background, or as the user drags a slider) when the height changed; nothing otherwise. During a
    ///   transition the new height applies when it ends. A sheet with a `.fitting` detent: a layout pass while
    ///   presented, whatever the height (the pass measures the detent again, `preferredContentSize` first,
    ///   and the sheet rests at the new height); the height is not kept.
    package mutating func contentSizeDidChange(fittingHeight: CGFloat) -> [Action] {
        if sheetState != nil {
            return phase == .presented && needsFittingHeight ? [.layoutContainer(.none)] : []
        }
        let measured: CGFloat? = fittingHeight.isFinite && fittingHeight > 0 ? fittingHeight : nil
        guard measured != self.fittingHeight else { return [] }
        self.fittingHeight = measured
        return phase == .presented ? [.layoutContainer(.none)] : []
    }

    /// Whether the text size changed between two trait collections (`preferredContentSizeCategory`'s raw values):
    /// the presented screen is measured again (``contentSizeDidChange(fittingHeight:)``). No previous traits (the
    /// first ones) count as a change; the same category, as none.
    package static func textSizeChanged(from previous: String?, to current: String) -> Bool {
        previous != current
    }

    /// Where the presented view sits in `container` with the keyboard as it is now, and the insets of the
    /// presented screen's view inside it (``PresentationKeyboard/placement(restingFrame:anchor:containerBounds:safeArea:overlap:)``).
    package func placement(in container: PresentationContainer) -> PresentationKeyboard.Placement {
        placement(restingFrame: restingFrame(in: container), in: container)
    }

    /// ``placement(in:)`` of a presented view whose resting frame in `container` is `restingFrame` (a sheet's
    /// movement has it from its step).
    func placement(restingFrame: CGRect, in container: PresentationContainer) -> PresentationKeyboard.Placement {
        PresentationKeyboard.placement(
            restingFrame: restingFrame, anchor: keyboardAnchor,
            containerBounds: container.bounds, safeArea: container.safeArea, overlap: keyboardOverlap)
    }

    /// The presented view's frame in `container` (`frameOfPresentedViewInContainerView`): its resting frame,
    /// moved for the keyboard (``placement(in:)``).
    package func presentedFrame(in container: PresentationContainer) -> CGRect {
        placement(in: container).frame
    }

    /// The insets of the presented screen's view inside a presented view at `frame`: the part the keyboard
    /// covers, at the bottom (``PresentationKeyboard/coveredInsets(of:anchor:containerBounds:overlap:)``).
    package func presentedContentInsets(forFrame frame: CGRect, in container: PresentationContainer) -> EdgeInsets {
        PresentationKeyboard.coveredInsets(
            of: frame, anchor: keyboardAnchor, containerBounds: container.bounds, overlap: keyboardOverlap)
    }

    /// ``layout``'s ``PresentationLayout/keyboardAnchor`` (a sheet's is the bottom), read without building the layout
    /// from a sheet's state: the presented frame and its insets are asked on every movement of a sheet's pan.
    private var keyboardAnchor: PresentationKeyboard.Anchor {
        // A pattern, not `sheetState == nil`, which would compare (and copy) the whole state.
        if case .some = sheetState { return .bottom }
        return storedLayout.keyboardAnchor
    }

    /// The size the presented screen gets in a container of `parentSize`
    /// (`size(forChildContentContainer:withParentContainerSize:)`), so that a rotation tells it its own size.
    ///
    /// The container's other traits (safe area, size class, direction) are taken from `container` as it is
    /// now; UIKit lays out again with the new ones afterwards. A non-finite or negative size gives `.zero`.
    package func presentedSize(forParentSize parentSize: CGSize, in container: PresentationContainer) -> CGSize {
        var resized = container
        resized.bounds = CGRect(origin: .zero, size: parentSize)
        return restingFrame(in: resized).size
    }

    /// The presented view's chrome for `layoutDirection`: the radius set by the app or the layout's default,
    /// on the corners that show; VoiceOver kept inside the presented screen in every layout
    /// (``isAccessibilityModal``).
    package func chrome(layoutDirection: LayoutDirection) -> PresentationChrome {
        PresentationChrome(
            cornerRadius: cornerRadius ?? layout.defaultCornerRadius,
            roundedCorners: layout.roundedCorners(layoutDirection: layoutDirection),
            isAccessibilityModal: isAccessibilityModal
        )
    }

    /// Whether VoiceOver stays inside the presented screen: in every layout, `.fullScreen` included — a
    /// sheet grown to `.fullScreen` with ``setLayout(_:animated:isReduceMotionEnabled:)`` keeps the
    /// presenter's view in the window, covered, and VoiceOver must not read it. The one exception is a sheet
    /// where nothing dims (at or below its largest undimmed detent): the screen behind it is usable there, by
    /// touch and by VoiceOver (``SheetDimming/isAccessibilityModal(atVisibleHeight:)``) — unless the presenting
    /// screen is itself presented (``presenterIsPresented``): that presentation's container stays modal, so
    /// everything outside it, this sheet included, would be ignored ("elements outside this view will be ignored",
    /// UIAccessibility.h) unless this sheet is modal too. There touches reach the screen behind while VoiceOver
    /// does not.
    package var isAccessibilityModal: Bool {
        guard let sheetState, !presenterIsPresented else { return true }
        return sheetState.dimming.isAccessibilityModal(atVisibleHeight: sheetState.layoutHeight)
    }

    /// Whether the presented screen controls the status bar's appearance
    /// (`modalPresentationCapturesStatusBarAppearance`), as a `.fullScreen` system presentation does.
    /// Only ever switched on: a partial layout leaves the app's own setting alone.
    package var capturesStatusBarAppearance: Bool { layout == .fullScreen }

    /// Whether the presentation has a dismiss pan, and so an interaction for it (``ModalDismissal/pan``).
    package var hasDismissPan: Bool { dismissal.contains(.pan) }

    /// Whether the presented view gets the pan recognizer: with ``hasDismissPan``, and for a sheet in any case
    /// (its pan moves it between detents; without ``ModalDismissal/pan`` it rubber-bands below the smallest).
    package var installsPan: Bool { hasDismissPan || sheetState != nil }

    /// The container lays out (`containerViewWillLayoutSubviews`).
    ///
    /// The dimming view always fills the container. The presented view's frame, its content insets and its
    /// chrome are set only while presented and idle: during a transition the animator owns them (each
    /// transition's end lays the container out again, so a size change or a keyboard that came meanwhile
    /// applies then).
    ///
    /// A sheet's detents are resolved again in `container` (a rotation, a new safe area or size class, a new
    /// fitting height); while presented its dimming, pass-through and grabber are set for where it is laid out
    /// (inside a settle's animation block they animate with it). A settle that a container change outside any
    /// animation stopped holds where it showed until it resumes (``sheetContainerChanged(_:pass:)``): the
    /// presented view and its dressing are left as they are in such a pass.
    ///
    /// - Parameter pass: what animates this pass (``LayoutPass``); by default a system animation, which lets a
    ///   container change stop a settle and rest.
    package mutating func containerWillLayout(_ container: PresentationContainer, pass: LayoutPass = .systemAnimation) -> [Action]
    {
        var actions: [Action] = [.setDimmingFrame(container.bounds.sanitized)]
        if sheetState != nil { actions += sheetContainerChanged(container, pass: pass) }
        if phase == .presented {
            actions += chromeActions(layoutDirection: container.layoutDirection)
            if holdsSheetForResumedSettle(in: pass) { return actions }
            actions.append(.setPresentedFrame(presentedFrame(in: container)))
            actions += sheetDressing()
        }
        return actions
    }

    /// Changes the layout while presented (a sheet that grows, say).
    ///
    /// - Parameters:
    ///   - newLayout: the new layout.
    ///   - animated: whether the change animates (with ``layoutChangeTiming``).
    ///   - isReduceMotionEnabled: Reduce Motion (`MotionSettings`): the view moves to the new layout at
    ///     once, without the spring.
    /// - Returns: the actions that move the presented view (a layout pass, animated when asked and
    ///   Reduce Motion is off; during a transition nothing moves now and the new frame applies when it
    ///   ends), or nil when the change is refused: a presentation created `.fullScreen` removed the
    ///   presenter's view from the window, and a partial layout would show an empty window behind it.
    ///   Changing to `.fullScreen` is allowed (the presenter's view stays behind, covered).
    ///
    ///   A sheet changed to another sheet keeps its state: during a drag the new detents apply under the
    ///   finger (nothing moves now), during a dismissal they are recorded, and nothing moves when the resting
    ///   height stays. A sheet changed to another layout stops its settle, stops passing touches through the
    ///   dimming, removes its grabber and (presented) dims as the new layout does; another layout changed to a
    ///   sheet gets the pan, which moves a sheet between its detents even without ``ModalDismissal/pan``.
    package mutating func setLayout(_ newLayout: PresentationLayout, animated: Bool, isReduceMotionEnabled: Bool) -> [Action]? {
        if removesPresentersView, newLayout != .fullScreen { return nil }
        let animation: LayoutAnimation = animated && !isReduceMotionEnabled ? .layoutChange : .none
        var actions: [Action] = []
        switch (sheetState, newLayout) {
        case (var state?, .sheet(let sheet)):
            let wasSettling = state.phase == .settling
            let move = state.setSheet(sheet, animated: animated)
            sheetState = state
            guard phase == .presented, move != nil else { return [] }
            return (wasSettling ? [.stopSheetAnimation] : []) + [.layoutContainer(animation)]
        case (nil, .sheet(let sheet)):
            sheetState = SheetState(sheet: sheet, container: lastSheetContainer)
            fittingHeight = nil // a sheet measures its `.fitting` detent in its layout passes
            // A sheet moves between its detents with the pan, with or without the pan dismissal.
            if phase == .presented, !hasDismissPan { actions.append(.installDismissPan) }
        case (let state?, _):
            sheetState = nil
            storedLayout = newLayout
            fittingHeight = nil
            actions = leavingSheet(wasSettling: state.phase == .settling)
        case (nil, _):
            // A measurement belongs to the width it was made at: the new layout is measured again.
            if newLayout != storedLayout { fittingHeight = nil }
            storedLayout = newLayout
        }
        guard phase == .presented else { return actions }
        return actions + [.layoutContainer(animation)]
    }

    /// The layout stopped being a sheet: a settle in flight stops, nothing passes through the dimming any more
    /// (tap to dismiss works again), the grabber goes, and — while presented; a transition's own animation owns
    /// the dimming otherwise — the dimming is the new layout's.
    private mutating func leavingSheet(wasSettling: Bool) -> [Action] {
        let stop: [Action] = phase == .presented && wasSettling ? [.stopSheetAnimation] : []
        let dimmed: [Action] = phase == .presented ? [.setDimmingAlpha(presentedDimmingAlpha)] : []
        return stop + passThrough(false) + dimmed + [.setGrabber(nil)]
    }

    /// The keyboard's frame will change (`keyboardWillChangeFrameNotification`, `keyboardWillHideNotification`).
    ///
    /// - Parameters:
    ///   - overlap: the height of the container's bottom strip the keyboard will cover
    ///     (``PresentationKeyboard/overlap(keyboardFrame:containerBounds:)``: 0 for a hidden, undocked or
    ///     floating keyboard). Negative or NaN counts as 0.
    ///   - animation: the keyboard's duration and curve.
    ///   - editsInPresentedView: whether the first responder is inside the presented view. A keyboard raised
    ///     for a text field of the screen behind (reachable behind an undimmed sheet) counts as none: the
    ///     sheet stays down instead of rising over that field.
    /// - Returns: while presented, a layout pass animated with the keyboard (the presented view moves with
    ///   it); during a transition nothing moves now and the new placement applies when it ends. Nothing
    ///   when the overlap does not change.
    package mutating func keyboardWillChange(
        overlap: CGFloat, animation: KeyboardAnimation, editsInPresentedView: Bool = true
    ) -> [Action] {
        let overlap = editsInPresentedView ? Swift.max(0, overlap.finiteOr(0)) : 0
        guard overlap != keyboardOverlap else { return [] }
        keyboardOverlap = overlap
        guard phase == .presented else { return [] }
        // A sheet under a finger follows the finger: the keyboard's lift applies at once.
        if case .dragging? = sheetState?.phase { return [.layoutContainer(.none)] }
        return [.layoutContainer(.keyboard(animation))]
    }

    // MARK: Transitions

    /// `presentationTransitionWillBegin`: the dimming view goes in, clear, and dims alongside the presentation
    /// (a sheet: to its dimming at the detent it rests at, none at an undimmed one); a sheet's grabber is set
    /// now, so that it slides up with the sheet.
    ///
    /// - Parameters:
    ///   - container: the container now, when there is one: a sheet's detents are resolved in it.
    ///   - presenterIsPresented: the presenting screen is itself presented (``presenterIsPresented``).
    package mutating func presentationWillBegin(
        layoutDirection: LayoutDirection, container: PresentationContainer? = nil,
        presenterIsPresented: Bool = false
    ) -> [Action] {
        phase = .presenting
        self.presenterIsPresented = presenterIsPresented
        if let container, sheetState != nil { _ = sheetContainerChanged(container) } // not presented yet: nothing to retarget
        let remembers = TransitionFocus.remembersFocusedElement(removesPresentersView: removesPresentersView)
        // A sheet's grabber slides up with it.
        let grabber: [Action] = sheetGrabber.map { [.setGrabber($0)] } ?? []
        return (remembers ? [.rememberFocusedElement] : []) + [
            .insertDimmingView,
            .setDimmingAlpha(dimming.alpha(for: .present, progress: 0)),
        ] + chromeActions(layoutDirection: layoutDirection) + grabber + [
            .animateDimmingAlongsideTransition(to: presentedDimmingAlpha)
        ]
    }

    /// `presentationTransitionDidEnd(_:)`: presented (full dimming, even if UIKit never ran the alongside
    /// animation; the dismiss pan goes on; the container lays out again, since the safe area may have been
    /// unknown when it started), or cancelled (the dimming view goes).
    package mutating func presentationDidEnd(completed: Bool) -> [Action] {
        guard completed else {
            phase = .dismissed
            return [.removeDimmingView]
        }
        phase = .presented
        let dimmed = Action.setDimmingAlpha(presentedDimmingAlpha)
        // A sheet whose selection the app changed, animated, during the presentation: the presentation's
        // animation landed on the detent it began with, and the sheet settles from there to the new one (the
        // settle spring, from rest), instead of jumping at the end.
        let settles = sheetState?.phase == .settling
        let layout = Action.layoutContainer(settles ? .sheetSettle(initialVelocity: 0) : .none)
        return [dimmed] + (installsPan ? [.installDismissPan] : []) + [layout] + focusPost(after: .present)
    }

    /// `dismissalTransitionWillBegin`: a sheet's settle in flight stops where it shows (a tap on the dimming,
    /// or the app's `dismiss`, during a settle), a user dismissal tells the adaptive delegate
    /// `presentationControllerWillDismiss` now, then the dimming fades out alongside the dismissal
    /// (scrubbed by a pan).
    ///
    /// UIKit calls it from inside `dismiss(animated:)`, once the dismissal's transition coordinator exists and
    /// before the animation or the interaction starts: the moment the header promises for `WillDismiss`
    /// ("before interaction or animations begin … setup alongside animations … with the
    /// presentingViewController's transitionCoordinator"). A dismissal UIKit refuses never gets here, so
    /// its delegate hears nothing.
    ///
    /// A dismissal of a presentation that has not begun or is over (phase `initial` or `dismissed`: a
    /// subclass or a test calling the callback out of turn) changes nothing and returns nothing.
    package mutating func dismissalWillBegin() -> [Action] {
        guard phase == .presenting || phase == .presented else { return [] }
        phase = .dismissing
        focusAtDismissal = accessibilityFocus
        isDismissalByUser = isUserDismissalPending
        isUserDismissalPending = false
        // A settle in flight stops where it shows: the dismissal's animation takes the view from there.
        let stop: [Action] = sheetState?.phase == .settling ? [.stopSheetAnimation] : []
        sheetState?.dismissalBegan()
        let fade = Action.animateDimmingAlongsideTransition(to: dimming.alpha(for: .dismiss, progress: 1))
        // Nothing passes through a dismissing sheet's dimming: the transition owns the screen.
        let keep = passThrough(false)
        return stop + (isDismissalByUser ? [.tellDelegate(.willDismiss), fade] : [fade]) + keep
    }

    /// `dismissalTransitionDidEnd(_:)`.
    ///
    /// Completed: the dimming view and the dismiss pan go (a sheet's touch still in progress gives its list's
    /// scroll indicator back and stops following the list's pan first); a user dismissal tells the delegate
    /// `presentationControllerDidDismiss` on the next main-queue turn, once UIKit has finished the
    /// dismissal (the presented controller no longer has a presenting controller, so the app may clear its
    /// `modalTransition` or present another screen from there). Cancelled: back to presented, full dimming,
    /// laid out again.
    ///
    /// Without a running dismissal (phase other than `dismissing`) it changes nothing and returns nothing: a
    /// presentation never presented does not become presented by a cancelled dismissal it never had.
    ///
    /// - Parameter hasRememberedElement: the element remembered when the presentation began
    ///   (``Action/rememberFocusedElement``) is still alive: without one the dismissal posts nothing.
    package mutating func dismissalDidEnd(completed: Bool, hasRememberedElement: Bool = true) -> [Action] {
        guard phase == .dismissing else { return [] }
        let byUser = isDismissalByUser
        isDismissalByUser = false
        guard completed else {
            phase = .presented
            guard let ended = sheetState?.dismissalEnded(completed: false) else {
                return [.setDimmingAlpha(dimming.alpha(for: .dismiss, progress: 0)), .layoutContainer(.none)]
            }
            // A sheet comes to rest at its selection: where the dismissal brought it back, or (moved meanwhile)
            // with the settle spring from there.
            let layout = Action.layoutContainer(ended.move.animated ? .sheetSettle(initialVelocity: 0) : .none)
            return [.setDimmingAlpha(presentedDimmingAlpha), layout]
                + (ended.selectionChanged ? [.tellDelegate(.didChangeSelectedDetent)] : [])
        }
        phase = .dismissed
        gesture = nil
        // A finger may still be on the sheet (the app dismissed during a drag): its list gets its indicator
        // back and is no longer followed (its pan would keep the presentation controller as a target).
        let touch = scrollIndicator(hidden: false) + stopFollowingScrollViewPan() + releaseHeldScrollViews()
        sheetPan = nil
        _ = sheetState?.dismissalEnded(completed: true)
        let grabber: [Action] = sheetState != nil ? [.setGrabber(nil)] : []
        return touch + [.removeDimmingView, .removeDismissPan] + grabber
            + focusPost(after: .dismiss, hasRememberedElement: hasRememberedElement)
            + (byUser ? [.tellDelegateOnNextMainQueueTurn(.didDismiss)] : [])
    }

    /// VoiceOver after a completed presentation or dismissal (``TransitionFocus/presentationPost(after:completed:removesPresentersView:)``).
    /// A dismissal posts nothing without a remembered element, or when focus was behind an undimmed sheet.
    private func focusPost(after operation: TransitionOperation, hasRememberedElement: Bool = true) -> [Action] {
        TransitionFocus.presentationPost(
            after: operation, completed: true, removesPresentersView: removesPresentersView,
            hasRememberedElement: hasRememberedElement, focusAtDismissal: focusAtDismissal
        )
        .map { [.postAccessibility($0.post, $0.target)] } ?? []
    }

    // MARK: User dismissal

    /// Whether the adaptive delegate's `presentationControllerShouldDismiss` decides what `gesture` does now:
    /// the gesture is enabled, no transition runs, the presented screen is not modal in presentation.
    ///
    /// The host reads `isModalInPresentation` first (``UserDismissalDecision/isModalInPresentation(_:)``: the
    /// app's overrides run there), asks this, calls the delegate outside any call into the session (the delegate
    /// may change the presentation controller: its selected detent, its layout), then hands the answer to
    /// ``userDismissal(_:isModalInPresentation:delegateAnswer:)`` (``PresentationHost/dismissForUser(_:)``).
    package func asksDelegateToDismiss(_ gesture: UserGesture, isModalInPresentation: Bool) -> Bool {
        // The decision's own rule: it calls the delegate only when the answer decides.
        var asked = false
        _ = UserDismissalDecision(
            gestureIsEnabled: isEnabled(gesture), isTransitioning: phase != .presented || isUserDismissalPending,
            isModalInPresentation: isModalInPresentation,
            delegateAllows: {
                asked = true
                return nil
            })
        return asked
    }

    /// A user gesture asks to dismiss (``UserDismissalDecision``), with everything the app answers already read:
    /// nothing here calls out while the session changes.
    ///
    /// The rules are read again now: a delegate that began a transition meanwhile (it dismissed the screen
    /// itself) leaves nothing to do.
    ///
    /// - Parameters:
    ///   - gesture: which gesture.
    ///   - isModalInPresentation: the presented controller or a shown descendant is modal in presentation,
    ///     read before the call.
    ///   - delegateAnswer: the adaptive delegate's `presentationControllerShouldDismiss`, asked before the call
    ///     only when ``asksDelegateToDismiss(_:isModalInPresentation:)`` said so; nil when it was not asked or
    ///     does not answer.
    /// - Returns: `dismiss` (the delegate hears `willDismiss` from ``dismissalWillBegin()``, once UIKit has
    ///   created the dismissal's coordinator); or `didAttemptToDismiss`; or nothing.
    package mutating func userDismissal(_ gesture: UserGesture, isModalInPresentation: Bool, delegateAnswer: Bool?) -> [Action] {
        let decision = UserDismissalDecision(
            gestureIsEnabled: isEnabled(gesture),
            isTransitioning: phase != .presented || isUserDismissalPending,
            isModalInPresentation: isModalInPresentation,
            delegateAllows: { delegateAnswer }
        )
        switch decision {
        case .dismiss:
            isUserDismissalPending = true
            return [.dismiss]
        case .refuse:
            return [.tellDelegate(.didAttemptToDismiss)]
        case .ignore:
            return []
        }
    }

    /// The app's `dismiss(animated:)` call for a ``Action/dismiss`` returned.
    ///
    /// UIKit usually begins the dismissal inside that call; if it did not begin and the controller is not
    /// being dismissed either (UIKit refused: another transition is running), the pending user dismissal is
    /// forgotten, so a later programmatic dismissal is not reported to the delegate as the user's.
    ///
    /// - Returns: whether a dismissal began or is underway.
    package mutating func dismissRequestReturned(isBeingDismissed: Bool) -> Bool {
        guard isUserDismissalPending else { return phase == .dismissing }
        if isBeingDismissed { return true }
        isUserDismissalPending = false
        return false
    }

    /// Whether `gesture` is offered now: enabled for this presentation and no transition running. The UIKit
    /// layer answers `canPerformAction(_:withSender:)` of the key commands with it, so that a key the
    /// presentation cannot use goes on to the next responder. `isModalInPresentation` and the adaptive
    /// delegate still decide when the gesture comes (``userDismissal(_:presented:delegateAllows:)``).
    package func offers(_ gesture: UserGesture) -> Bool {
        isEnabled(gesture) && phase == .presented && !isUserDismissalPending
    }

    /// Whether the presented view becomes first responder, so that Escape and Command-Period reach its key
    /// commands (UIKit looks for key commands along the responder chain from the first responder; with none,
    /// the chain holds only the window and the application): when the presentation ends, and again when an
    /// editing session inside the presented view or a presentation over it ends (Escape is re-armed).
    ///
    /// - Parameter firstResponder: where the window's first responder is now. A view inside the presented
    ///   screen keeps it (a text field that took the keyboard; its chain passes through the presented view
    ///   anyway). A view elsewhere in the window keeps it too: a search field behind an undimmed sheet keeps
    ///   its keyboard when the sheet lands, and Escape belongs to that field while it edits.
    /// - Returns: true when the key commands dismiss (``offers(_:)`` for ``UserGesture/keyCommand``) and
    ///   nothing in the window is first responder.
    package func presentedViewBecomesFirstResponder(firstResponder: FirstResponderLocation) -> Bool {
        offers(.keyCommand) && firstResponder == .none
    }

    func isEnabled(_ gesture: UserGesture) -> Bool {
        switch gesture {
        case .tapOnDimming: return dismissal.contains(.tapOnDimming)
        case .pan: return dismissal.contains(.pan)
        case .accessibilityEscape, .keyCommand: return !dismissal.isEmpty || isDismissibleByZoomGesture
        case .zoomGesture: return true
        }
    }

    // MARK: Dismiss pan

    /// The direction a finger moves to dismiss in `layoutDirection` (the edge is resolved now, at gesture time).
    package func dismissalDirection(layoutDirection: LayoutDirection) -> SwipeDirection {
        .dismissal(toward: dismissalEdge, layoutDirection: layoutDirection)
    }

    /// Whether the dismiss pan may begin (`gestureRecognizerShouldBegin`).
    ///
    /// - Parameters:
    ///   - motion: the direction of the pan's velocity; nil when it does not move.
    ///   - scrollViews: the states of the scroll views under the finger, innermost first
    ///     (``ScrollViewState/scrollViews(from:upTo:)``, read before the call).
    ///   - layoutDirection: the container's layout direction now.
    ///   - settling: how a released dismissal is settling (a touch grabs it), or nil when none settles.
    /// - Returns: false without ``ModalDismissal/pan``, and while a transition other than a settling
    ///   dismissal runs; otherwise ``DismissPanGate/shouldBegin(motion:settling:scrollView:)``. The app's veto
    ///   is the host's to ask once this allows the pan (``PresentationHost/presentationPanShouldBegin(location:velocity:)``).
    package func shouldBeginDismissPan(
        motion: SwipeDirection?, scrollViews: [ScrollViewState?], layoutDirection: LayoutDirection,
        settling: InteractiveCompletion?
    ) -> Bool {
        guard hasDismissPan else { return false }
        guard phase == .presented || (phase == .dismissing && settling != nil) else { return false }
        let gate = DismissPanGate(direction: dismissalDirection(layoutDirection: layoutDirection))
        let scrollView = gate.scrollViewIndex(among: scrollViews).flatMap { scrollViews[$0] }
        return gate.shouldBegin(motion: motion, settling: settling, scrollView: scrollView)
    }

    /// Whether the dismiss pan runs together with `other`, another recognizer that wants the same touch
    /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`): only the pan of a scroll view inside the
    /// presented view (the presented view itself included), so that the two can share the drag.
    ///
    /// - Parameters:
    ///   - otherScrollView: `other`'s view when `other` is that scroll view's own pan
    ///     (`panGestureRecognizer`); nil for any other recognizer.
    ///   - presentedView: the presented view.
    package static func dismissPanRecognizesSimultaneously(
        withPanOf otherScrollView: (any ScrollViewNode)?,
        presentedView: any ScrollViewNode
    ) -> Bool {
        var node = otherScrollView
        while let current = node {
            if current === presentedView { return true }
            node = current.scrollNodeSuperview
        }
        return false
    }

    /// The dismiss pan began.
    ///
    /// - Parameters:
    ///   - scrollViews: the states of the scroll views under the finger, innermost first (nil: gone).
    ///   - layoutDirection: the container's layout direction now: the dismissal edge is resolved with it.
    ///   - presentedFrame: the presented view's frame in the container, untransformed (its `center` and
    ///     `bounds.size`). The distance of a whole dismissal is the way from there out of the container
    ///     through the dismissal edge, which is what a cover dismissal travels: the view follows the finger,
    ///     also when the keyboard has lifted it.
    ///   - containerBounds: the container's bounds.
    ///   - settling: how a released dismissal is settling, or nil. A touch grabs it at once and holds the
    ///     presented view: every scroll view under the finger is stopped where it is and held there for the
    ///     rest of the touch (``heldScrollViews``), so no list scrolls while the sheet is held.
    /// - Returns: the actions, and the index among `scrollViews` of the scroll view that shares the pan (keep it,
    ///   weakly, and report its state with every change), or nil.
    package mutating func dismissPanBegan(
        scrollViews: [ScrollViewState?], layoutDirection: LayoutDirection, presentedFrame: CGRect,
        containerBounds: CGRect, settling: InteractiveCompletion?
    )
        -> (actions: [Action], trackedIndex: Int?)
    {
        let direction = dismissalDirection(layoutDirection: layoutDirection)
        let distance = PlanBuilder.distanceOffscreen(
            presentedFrame.sanitized, in: containerBounds.sanitized, toward: direction.exitEdge)
        let index = DismissPanGate(direction: direction).scrollViewIndex(among: scrollViews)
        gesture = DismissGesture(direction: direction, distance: distance, sharesScrollView: index != nil, trackedIndex: index)
        var actions: [Action] = [.setInteractionDirection(direction)]
        if settling != nil { actions += grab(scrollViews: scrollViews) }
        return (actions, index)
    }

    /// The dismiss pan moved.
    ///
    /// - Parameters:
    ///   - motion: the direction of the pan's velocity; nil when it does not move.
    ///   - scrollView: the state of the scroll view ``dismissPanBegan(scrollViews:layoutDirection:presentedSize:isSettling:)``
    ///     returned, now; nil if there is none (or it is gone).
    ///   - dismissProgress: the interaction's progress (read only once the dismissal took over).
    ///   - underFinger: the states of the scroll views under the finger now (nil: gone): once the dismissal owns
    ///     the touch, each is held where it was (``heldScrollViews``) and pinned back when its own pan moved it.
    package mutating func dismissPanChanged(
        motion: SwipeDirection?, scrollView: ScrollViewState?, dismissProgress: CGFloat,
        underFinger: [ScrollViewState?] = []
    ) -> Actions {
        guard let current = gesture else { return Actions() }
        let decision = DismissPanGate(direction: current.direction).decision(
            scrollView: current.sharesScrollView ? scrollView : nil,
            motion: motion,
            dismissProgress: current.tookOver ? dismissProgress : 0
        )
        // The scroll view owns this movement; the dismissal counts from where it takes over.
        // Every movement: the actions are stored inline, nothing is allocated.
        guard decision.tracksDismissal else {
            var actions = Actions(.resetPanTranslation)
            pinHeldScrollViews(underFinger, into: &actions)
            return actions
        }
        var actions = current.tookOver ? Actions() : takeOver(restingOffset: decision.scrollViewRestingOffset)
        holdScrollViews(underFinger, except: nil, trackedOffset: decision.scrollViewRestingOffset, into: &actions)
        actions.append(.updateInteraction)
        return actions
    }

    /// The dismiss pan ended. A flick can end without a single change: the gate decides whether it dismisses.
    /// The scroll views it holds are pinned once more (``pinHeldScrollViews(_:into:)``).
    package mutating func dismissPanEnded(
        motion: SwipeDirection?, scrollView: ScrollViewState?, underFinger: [ScrollViewState?] = []
    ) -> [Action] {
        guard let current = gesture else { return [] }
        var pinned = Actions()
        pinHeldScrollViews(underFinger, into: &pinned)
        var actions = Array(pinned)
        if !current.tookOver {
            let decision = DismissPanGate(direction: current.direction).decision(
                scrollView: current.sharesScrollView ? scrollView : nil, motion: motion, dismissProgress: 0)
            if decision.tracksDismissal { actions += takeOver(restingOffset: decision.scrollViewRestingOffset) }
        }
        if gesture?.tookOver == true { actions.append(.endInteraction) }
        gesture = nil
        return actions
    }

    /// The dismiss pan was cancelled or failed: a dismissal it drives goes back.
    package mutating func dismissPanCancelled() -> [Action] {
        defer { gesture = nil }
        return gesture?.tookOver == true ? [.cancelInteraction] : []
    }

    /// The dismissal takes over the pan: stop the shared scroll view once (it is held there from now on), count
    /// from here, begin.
    private mutating func takeOver(restingOffset: CGPoint?) -> Actions {
        guard var current = gesture else { return Actions() }
        var actions = Actions()
        if let restingOffset, !current.stoppedScrollView {
            current.stoppedScrollView = true
            actions.append(.stopScrollView(.tracked, restingOffset: restingOffset))
        }
        current.tookOver = true
        gesture = current
        actions.append(.resetPanTranslation)
        actions.append(.beginInteraction(distance: current.distance))
        return actions
    }

    /// A touch grabs a settling dismissal: every scroll view under the finger stops where it is (pulled back
    /// inside its content if it was bouncing) and is held there for the rest of the touch — its own pan is
    /// followed, so a list pan that begins after the grab is pinned back too — then the dismissal takes over.
    private mutating func grab(scrollViews: [ScrollViewState?]) -> [Action] {
        guard var current = gesture else { return [] }
        var actions: [Action] = []
        for (index, state) in scrollViews.enumerated() {
            guard let state else { continue }
            actions.append(.stopScrollView(.underFinger(index), restingOffset: state.heldOffset))
        }
        current.stoppedScrollView = true
        current.grabbed = true
        gesture = current
        // Stopped just now: held at the same offsets, nothing more to write.
        var held = Actions()
        holdScrollViews(scrollViews, except: nil, trackedOffset: nil, alreadyStopped: true, into: &held)
        return actions + held + takeOver(restingOffset: nil)
    }
}
