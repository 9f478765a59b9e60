import Foundation

/// A sheet's touch, as the presentation session follows it.
package struct SheetPan: Sendable, Equatable {
    /// Whether the touch shares its pan with a scroll view inside the sheet (the tracked one).
    package var sharesScrollView: Bool
    /// Where the shared scroll view's content stays after the release (the sheet owned the pan): written again
    /// when the scroll view's own pan ends, which may start its deceleration after the sheet's pan ended.
    package var releasePin: CGPoint?
    /// Whether the presentation controller follows the shared scroll view's own pan
    /// (``PresentationSession/Action/followScrollViewPan(_:)`` was sent, ``PresentationSession/Action/stopFollowingScrollViewPan``
    /// not yet).
    package var followsScrollViewPan = false
    /// Whether the sheet's own pan has ended (released or cancelled).
    package var sheetPanEnded = false
    /// Whether the shared scroll view's own pan has ended.
    package var scrollViewPanEnded = false
    /// The index, among the scroll views under the finger, of the shared one (the sheet pins it itself; the others
    /// are held still while the sheet owns the touch: ``PresentationSession/heldScrollViews``).
    package var trackedIndex: Int?

    /// Creates a sheet's touch.
    package init(sharesScrollView: Bool, releasePin: CGPoint? = nil, trackedIndex: Int? = nil) {
        self.sharesScrollView = sharesScrollView
        self.releasePin = releasePin
        self.trackedIndex = trackedIndex
    }
}

/// What the UIKit layer was last told, so that a flag is sent only when it changes.
package struct SheetApplied: Sendable, Equatable {
    /// ``PresentationSession/Action/setDimmingPassesTouches(_:)``.
    package var dimmingPassesTouches = false
    /// ``PresentationSession/Action/setScrollIndicatorHidden(_:_:)`` of the tracked scroll view.
    package var scrollIndicatorHidden = false
    /// ``PresentationChrome/isAccessibilityModal`` of the last ``PresentationSession/Action/setChrome(_:)``; nil
    /// before the first.
    package var isAccessibilityModal: Bool?
}

/// A sheet (``PresentationLayout/sheet(_:)``) in the presentation session: its state across layout passes,
/// the pan that moves it between detents, the release that settles it or hands it to the dismissal, the
/// dimming and pass-through of undimmed detents, the grabber and VoiceOver, the app's detent changes.
///
/// The pan is the presentation's one pan (`dismissPanGestureRecognizer`). For a sheet it is routed here by
/// ``shouldBeginPan(motion:scrollViews:layoutDirection:settling:appAllows:)``,
/// ``panBegan(location:scrollViews:layoutDirection:presentedFrame:onScreenFrame:container:settling:presented:)``,
/// ``panChanged(translation:motion:scrollView:dismissProgress:container:)``,
/// ``panEnded(translation:velocity:motion:scrollView:container:)`` and ``panCancelled(container:)``; once a
/// dismissal runs (a touch grabs it while it settles) the pan drives the dismissal as for every other layout.
extension PresentationSession {
    // MARK: Reading

    /// The dimming view's alpha when presented and at rest: a sheet's dimming at the height it is laid out at
    /// (none at an undimmed detent), full dimming for every other layout.
    package var presentedDimmingAlpha: CGFloat {
        guard let sheetState else { return dimming.alpha(for: .present, progress: 1) }
        return sheetState.dimming.fraction(atVisibleHeight: sheetState.layoutHeight)
    }

    /// The sheet's grabber as it is now, or nil when the layout is not a sheet.
    package var sheetGrabber: SheetGrabberState? {
        sheetState?.grabber(canDismiss: isEnabled(.accessibilityEscape))
    }

    /// Whether the sheet needs the presented screen's fitting height (it has a ``PresentationLayout/SheetDetent/fitting`` detent).
    package var needsFittingHeight: Bool {
        sheetState?.sheet.detents.contains(.fitting) == true
    }

    /// Where the content height of a sheet's `.fitting` detent comes from now
    /// (``fittingContentHeight(preferredContentHeight:)``).
    package enum FittingContentHeight: Sendable, Equatable {
        /// This height (nil: none: the layout has no `.fitting` detent, or the last measurement was unusable).
        case known(CGFloat?)
        /// Measure the presented screen's view (its Auto Layout fitting height at the sheet's width: the app's
        /// code runs there) and report it with ``PresentationSession/fittingContentMeasured(_:bottomInset:)``.
        case measure
    }

    /// The content height of a sheet's `.fitting` detent, for ``PresentationContainer/fittingContentHeight``: known
    /// now, or to be measured by the host — outside any call into the session, since measuring runs the app's
    /// layout code, which may call the presentation controller back — and reported with
    /// ``fittingContentMeasured(_:bottomInset:)``.
    ///
    /// - Parameter preferredContentHeight: the presented screen's `preferredContentSize.height`; used when positive.
    /// - Returns: nil without a `.fitting` detent; the preferred height; while a finger, a settle or a dismissal
    ///   moves the sheet, the height measured last (the view's bottom inset grows by the part of it below the
    ///   screen, so measuring then would move the detent under the finger, and the Auto Layout pass is not paid
    ///   per touch event); otherwise ``FittingContentHeight/measure``.
    package func fittingContentHeight(preferredContentHeight: CGFloat) -> FittingContentHeight {
        guard needsFittingHeight else { return .known(nil) }
        if preferredContentHeight > 0, preferredContentHeight.isFinite { return .known(preferredContentHeight) }
        if sheetState?.phase != .resting, let kept = measuredFittingHeight { return .known(kept) }
        return .measure
    }

    /// The host measured the presented screen's view for a `.fitting` detent (``FittingContentHeight/measure``).
    ///
    /// - Parameters:
    ///   - measured: the Auto Layout fitting height of the presented screen's view at the sheet's width.
    ///   - bottomInset: the bottom safe-area inset the fitting height includes (the presented view's
    ///     `safeAreaInsets.bottom`): the content of a detent sits above it.
    /// - Returns: the measured height less the inset (never negative), kept for the moves that follow; NaN or
    ///   infinite measurements give nil (the detent then rests where `.large` would).
    package mutating func fittingContentMeasured(_ measured: CGFloat, bottomInset: CGFloat) -> CGFloat? {
        measuredFittingHeight = measured.isFinite ? Swift.max(0, measured - Swift.max(0, bottomInset.finiteOr(0))) : nil
        return measuredFittingHeight
    }

    /// The frame of a sheet at `visibleHeight` in `container`, before the keyboard (``SheetTrack/frame(forVisibleHeight:in:)``).
    func sheetFrame(visibleHeight: CGFloat, state: SheetState, in container: PresentationContainer) -> CGRect {
        SheetTrack.frame(
            forVisibleHeight: visibleHeight, smallestHeight: state.smallestHeight(in: container.sheetContainer),
            in: container.bounds)
    }

    /// The frame of a sheet at `visibleHeight` in `container`, moved for the keyboard as ``presentedFrame(in:)`` moves it.
    func placedSheetFrame(visibleHeight: CGFloat, state: SheetState, in container: PresentationContainer) -> CGRect {
        PresentationKeyboard.placement(
            restingFrame: sheetFrame(visibleHeight: visibleHeight, state: state, in: container),
            anchor: .bottom, containerBounds: container.bounds, safeArea: container.safeArea,
            overlap: keyboardOverlap
        ).frame
    }

    /// The visible height of a sheet whose frame on screen has its top edge at `onScreenMinY`: the inverse of
    /// the frame rule, with the keyboard's lift taken where the sheet is laid out (exact without a keyboard and
    /// wherever the lift is not limited by the top of the safe area).
    func sheetVisibleHeight(onScreenMinY: CGFloat, state: SheetState, in container: PresentationContainer) -> CGFloat? {
        guard onScreenMinY.isFinite else { return nil }
        let laidOut = state.layoutHeight(in: container.sheetContainer)
        let lift =
            sheetFrame(visibleHeight: laidOut, state: state, in: container).minY
            - placedSheetFrame(visibleHeight: laidOut, state: state, in: container).minY
        return Swift.max(0, container.bounds.sanitized.maxY - (onScreenMinY + lift))
    }

    // MARK: Container, dressing

    /// The sheet's detents are resolved again in `container` (a rotation, a split-view or window resize, a new
    /// safe area, size class or fitting height). The layout pass that follows puts the view where the state says;
    /// what is returned comes before it, while presented, for a new geometry (a new fitting height alone leaves a
    /// touch and a settle running):
    ///
    /// | the sheet | unanimated pass | system animation (a rotation) | the presentation's own animation |
    /// |---|---|---|---|
    /// | dragging | keeps its height, translation from zero | the same | the same |
    /// | settling | stops where it shows, holds, settles anew next turn | stops, rests (animated by the system) | settles on toward the new target |
    /// | at rest | the new height, at once | the new height, animated by the system | the new height, in that animation |
    ///
    /// - **A drag in flight** keeps the sheet's visible height (no jump) and continues on the new detents from
    ///   there: the pan's translation starts again from zero (``Action/resetPanTranslation``), since the
    ///   translation gathered so far was measured in the old geometry, and the drag counts from the new zero.
    /// - **A settle in flight, in a system animation** stops where it shows (``Action/stopSheetAnimation``) and the
    ///   sheet rests: the layout pass puts it on the same detent's new height inside the size change's own
    ///   animation, instead of finishing toward the old geometry's target.
    /// - **A settle in flight, outside any animation** (a status bar's height change, an in-call bar, a split-view
    ///   resize) would jump to the new height if it rested: it stops where it shows and holds there (the pass
    ///   leaves the view alone), and a new settle toward the same detent's new height starts from there on the next
    ///   turn of the main queue (``Action/resumeSheetSettleOnNextMainQueueTurn``, ``sheetSettleResumed(layoutAnimationRunning:)``). Not in
    ///   this pass: the settle lays the container out inside its animation (`layoutIfNeeded` in the animator's
    ///   block), which from inside the container's own `layoutSubviews` would be a re-entrant pass; the sheet holds
    ///   for at most one frame instead.
    /// - **A settle in flight, in the presentation's own animation** (its first pass saw the new container: the
    ///   app selected a detent before UIKit laid the new size out) carries on: the pass sets the new target, which
    ///   the running animation reaches.
    /// Nothing during a transition (its animator owns the view) or when the container is the same.
    mutating func sheetContainerChanged(_ container: PresentationContainer, pass: LayoutPass = .systemAnimation) -> [Action] {
        let sheetContainer = container.sheetContainer
        lastSheetContainer = sheetContainer
        guard var state = sheetState, state.container != sheetContainer else { return [] }
        let before = state.phase
        // Only a new geometry re-bases a touch or stops a settle: a new fitting height alone (measured in the
        // first pass of a settle toward a `.fitting` detent, say) leaves them running.
        var sameGeometry = sheetContainer
        sameGeometry.fittingContentHeight = state.container.fittingContentHeight
        let geometryChanged = sameGeometry != state.container
        _ = state.containerChanged(sheetContainer)
        var actions: [Action] = []
        if phase == .presented, geometryChanged {
            switch (before, pass) {
            case (.dragging, _) where sheetPan != nil:
                state.dragTranslationReset()
                actions = [.resetPanTranslation]
            case (.settling, .systemAnimation):
                state.settleEnded()
                actions = [.stopSheetAnimation]
            case (.settling, .unanimated):
                actions = [.stopSheetAnimation] + (isSheetSettleResumePending ? [] : [.resumeSheetSettleOnNextMainQueueTurn])
                isSheetSettleResumePending = true
            case (.settling, .presentationAnimation), (.dragging, _), (.resting, _), (.dismissing, _):
                break
            }
        }
        sheetState = state
        return actions
    }

    /// Whether a layout pass leaves the presented view where it shows: a settle stopped by a container change
    /// outside any animation holds until it resumes, through every other unanimated pass (the system may lay the
    /// container out more than once for one change). A pass inside an animation lays it out.
    func holdsSheetForResumedSettle(in pass: LayoutPass) -> Bool {
        isSheetSettleResumePending && pass == .unanimated && sheetState?.phase == .settling
    }

    /// The main-queue turn after a settle was stopped by a container change outside any animation
    /// (``Action/resumeSheetSettleOnNextMainQueueTurn``): the settle starts again from where the sheet shows toward
    /// the selection's height in the container now, with the settle spring from rest (the stopped animation's
    /// speed is not known). Nothing when something else took the sheet meanwhile (a touch grabbed it, the app
    /// selected a detent without animation, a dismissal began, a rotation rested it), or when a layout animation
    /// started since (`layoutAnimationRunning`: the app's animated detent or layout change carries the sheet with
    /// its own curve, which a resumed settle would stop).
    package mutating func sheetSettleResumed(layoutAnimationRunning: Bool) -> [Action] {
        guard isSheetSettleResumePending else { return [] }
        isSheetSettleResumePending = false
        guard phase == .presented, sheetState?.phase == .settling, !layoutAnimationRunning else { return [] }
        return [.layoutContainer(.sheetSettle(initialVelocity: 0))]
    }

    /// A presented sheet's dimming, pass-through and grabber, for where it is laid out.
    mutating func sheetDressing() -> [Action] {
        guard let sheetState, let grabber = sheetGrabber else { return [] }
        let height = sheetState.layoutHeight
        return [.setDimmingAlpha(sheetState.dimming.fraction(atVisibleHeight: height))]
            + passThrough(sheetState.dimming.passesTouchesThrough(atVisibleHeight: height))
            + [.setGrabber(grabber)]
    }

    /// ``Action/setDimmingPassesTouches(_:)`` when the flag changes.
    mutating func passThrough(_ passes: Bool) -> Actions {
        var actions = Actions()
        passThrough(passes, into: &actions)
        return actions
    }

    /// ``passThrough(_:)`` appended to `actions`; whether the flag changed.
    @discardableResult
    mutating func passThrough(_ passes: Bool, into actions: inout Actions) -> Bool {
        guard applied.dimmingPassesTouches != passes else { return false }
        applied.dimmingPassesTouches = passes
        actions.append(.setDimmingPassesTouches(passes))
        return true
    }

    /// ``Action/setChrome(_:)`` for `layoutDirection`, and — when VoiceOver's modal scope flips while presented (a
    /// sheet crossing its largest undimmed detent, at rest or under the finger) — a `.layoutChanged` post after the
    /// flag is set (``TransitionFocus/modalScopeChangePost(becameModal:focus:)``): `accessibilityViewIsModal` alone
    /// does not make VoiceOver read the screen again. Into the sheet when it became modal while focus was on the
    /// screen behind (``accessibilityFocus``), else without an element (the grabber, a row keeps the focus). The
    /// first chrome of a presentation posts nothing (the presentation posts its own).
    mutating func chromeActions(layoutDirection: LayoutDirection) -> Actions {
        let chrome = chrome(layoutDirection: layoutDirection)
        let flipped = applied.isAccessibilityModal.map { $0 != chrome.isAccessibilityModal } ?? false
        applied.isAccessibilityModal = chrome.isAccessibilityModal
        var actions = Actions(.setChrome(chrome))
        guard flipped, phase == .presented else { return actions }
        let post = TransitionFocus.modalScopeChangePost(becameModal: chrome.isAccessibilityModal, focus: accessibilityFocus)
        actions.append(.postAccessibility(post.post, post.target))
        return actions
    }

    /// ``Action/setScrollIndicatorHidden(_:_:)`` of the tracked scroll view when the flag changes.
    mutating func scrollIndicator(hidden: Bool) -> Actions {
        var actions = Actions()
        scrollIndicator(hidden: hidden, into: &actions)
        return actions
    }

    /// ``scrollIndicator(hidden:)`` appended to `actions`.
    mutating func scrollIndicator(hidden: Bool, into actions: inout Actions) {
        guard applied.scrollIndicatorHidden != hidden else { return }
        applied.scrollIndicatorHidden = hidden
        actions.append(.setScrollIndicatorHidden(.tracked, hidden))
    }

    /// A layout pass that moves the sheet (`animation`), after stopping a settle in flight; a pass without
    /// animation ends the settle at once (no animation will report its end).
    private mutating func moveSheet(_ animation: LayoutAnimation, stoppingSettle wasSettling: Bool) -> [Action] {
        if animation == .none { sheetState?.settleEnded() }
        return (wasSettling ? [.stopSheetAnimation] : []) + [.layoutContainer(animation)]
    }

    // MARK: The app's changes

    /// `setSelectedDetent(_:animated:)`: the app moves the sheet to `detent` (not a user change: the delegate is
    /// not told). Animated with the layout-change spring, unless Reduce Motion is on; during a drag the finger
    /// keeps the sheet and the release decides; during a dismissal the selection is recorded. Nothing for a
    /// layout that is not a sheet.
    package mutating func setSelectedDetent(
        _ detent: PresentationLayout.SheetDetent, animated: Bool, isReduceMotionEnabled: Bool
    ) -> [Action] {
        guard var state = sheetState else { return [] }
        let wasSettling = state.phase == .settling
        let move = state.select(detent, animated: animated && !isReduceMotionEnabled)
        sheetState = state
        guard phase == .presented, let move else { return [] }
        return moveSheet(move.animated && !isReduceMotionEnabled ? .layoutChange : .none, stoppingSettle: wasSettling)
    }

    /// A VoiceOver action on the grabber (increment, decrement, activate): the sheet moves to the next detent
    /// (``SheetState/performAccessibility(_:)``), a user change the delegate is told about. With Reduce Motion
    /// it moves at once. Nothing when the action has no target or the sheet is not presented and idle.
    package mutating func performSheetAccessibility(
        _ action: SheetState.AccessibilityAction, isReduceMotionEnabled: Bool
    ) -> [Action] {
        guard phase == .presented, var state = sheetState else { return [] }
        let wasSettling = state.phase == .settling
        guard let result = state.performAccessibility(action) else { return [] }
        sheetState = state
        let moved = moveSheet(isReduceMotionEnabled ? .none : .layoutChange, stoppingSettle: wasSettling)
        return moved + (result.selectionChanged ? [.tellDelegate(.didChangeSelectedDetent)] : [])
    }

    /// A sheet's settle or layout animation ended on its own (not stopped by a touch): the sheet rests.
    package mutating func sheetAnimationEnded() -> [Action] {
        sheetState?.settleEnded()
        return []
    }

    // MARK: The pan

    /// Whether the pan goes to the sheet (a sheet presented, no dismissal running): otherwise it is the
    /// dismiss pan, which also grabs a settling dismissal of a sheet.
    package var routesPanToSheet: Bool {
        sheetState != nil && phase != .dismissing
    }

    /// Whether the presentation's pan may begin (`gestureRecognizerShouldBegin`).
    ///
    /// A sheet's pan begins, while presented, for a vertical movement (up or down: toward a detent, a
    /// dismissal, or a rubber band), or for any touch on a settling sheet (it grabs it); not while a release
    /// toward a dismissal waits for UIKit. The app's veto (`interactiveDismissShouldBegin`) is the host's to ask
    /// once these rules allow the pan (``PresentationHost/presentationPanShouldBegin(location:velocity:)``): false
    /// leaves the whole touch to the app's view (a map in the sheet), for moving between detents too. Any other
    /// layout, or a dismissal running: ``shouldBeginDismissPan(motion:scrollViews:layoutDirection:settling:)``.
    ///
    /// - Parameter scrollViews: the states of the scroll views under the finger, innermost first (read before).
    package func shouldBeginPan(
        motion: SwipeDirection?, scrollViews: [ScrollViewState?], layoutDirection: LayoutDirection,
        settling: InteractiveCompletion?
    ) -> Bool {
        guard routesPanToSheet, let sheetState else {
            return shouldBeginDismissPan(
                motion: motion, scrollViews: scrollViews, layoutDirection: layoutDirection, settling: settling)
        }
        guard phase == .presented else { return false }
        switch sheetState.phase {
        case .settling: return true
        case .resting: return motion == .up || motion == .down
        case .dragging, .dismissing: return false
        }
    }

    /// Where the touch went down, in the presented view's coordinates. The grabber's band and the scroll views
    /// under the finger are decided at this point.
    ///
    /// - Parameters:
    ///   - location: the pan's location when it began, in the presented view's coordinates.
    ///   - translation: the pan's translation then, **in the presented view's coordinates too** (`translation(in:)`
    ///     of the presented view): under a transform (a settling card's scale) the container's translation is
    ///     another length. A non-finite translation counts as none.
    ///   - input: what moves the pan. A trackpad's scroll moves no pointer: the location is where the scroll
    ///     began, and the translation (the scroll's) is not subtracted.
    ///   - recorded: where the finger came down, recorded when the touch arrived (`gestureRecognizer(_:shouldReceive:)`
    ///     with the touch), in the presented view's coordinates; nil when none was recorded (a driven pan).
    /// - Returns: the recorded point for a touch that has one; the location for a trackpad's scroll; else the
    ///   location less the translation (a pan begins once the finger has moved some points, so the location at
    ///   `.began` is already past where the touch started).
    package static func touchDownLocation(
        began location: CGPoint, translation: CGPoint, input: SwipeBackInput = .touch,
        recorded: CGPoint? = nil
    ) -> CGPoint {
        switch input {
        case .trackpadScroll:
            return location
        case .touch:
            if let recorded, recorded.x.isFinite, recorded.y.isFinite { return recorded }
            return CGPoint(x: location.x - translation.x.finiteOr(0), y: location.y - translation.y.finiteOr(0))
        }
    }

    /// The presentation's pan began.
    ///
    /// - Parameters:
    ///   - location: where the touch went down, in the presented view's coordinates
    ///     (``touchDownLocation(began:translation:input:recorded:)``): a touch in the grabber's band moves the
    ///     sheet, never a list.
    ///   - scrollViews: the states of the scroll views under the finger, innermost first (nil: gone).
    ///   - layoutDirection: the container's layout direction now.
    ///   - presentedFrame: the presented view's untransformed frame in the container.
    ///   - onScreenFrame: the presented view's frame as it shows now (its presentation layer's), which differs
    ///     from `presentedFrame` while it animates: a touch grabs a settling sheet there. Nil when unknown.
    ///   - container: the container now.
    ///   - settling: how a released dismissal is settling, or nil.
    ///   - isModalInPresentation: the presented screen or a shown descendant is modal in presentation (a drag
    ///     may not dismiss), read before the call.
    /// - Returns: the actions, and the index of the scroll view that shares the pan (keep it, weakly, and report
    ///   its state with every change), or nil.
    package mutating func panBegan(
        location: CGPoint, scrollViews: [ScrollViewState?], layoutDirection: LayoutDirection,
        presentedFrame: CGRect, onScreenFrame: CGRect?, container: PresentationContainer,
        settling: InteractiveCompletion?, isModalInPresentation: Bool
    )
        -> (actions: [Action], trackedIndex: Int?)
    {
        sheetPan = nil
        guard routesPanToSheet else {
            return dismissPanBegan(
                scrollViews: scrollViews, layoutDirection: layoutDirection, presentedFrame: presentedFrame,
                containerBounds: container.bounds, settling: settling)
        }
        _ = sheetContainerChanged(container) // between touches: nothing in flight to retarget
        guard phase == .presented, var state = sheetState else { return ([], nil) }
        let inGrabber = SheetGrabber.areaContains(
            location, sheetWidth: presentedFrame.width, isVisible: state.sheet.prefersGrabberVisible)
        let index = inGrabber ? nil : DismissPanGate(direction: .down).scrollViewIndex(among: scrollViews)
        let grabbing = state.phase == .settling
        let onScreen =
            grabbing ? onScreenFrame.flatMap { sheetVisibleHeight(onScreenMinY: $0.minY, state: state, in: container) } : nil
        let canDismiss = hasDismissPan && !isModalInPresentation
        guard state.dragBegan(visibleHeight: onScreen, canDismiss: canDismiss, sharesScrollView: index != nil) else {
            return ([], nil)
        }
        sheetState = state
        var pan = SheetPan(sharesScrollView: index != nil, trackedIndex: index)
        pan.followsScrollViewPan = index != nil
        sheetPan = pan
        var actions: [Action] = []
        if grabbing {
            // Held where it shows: the settle stops, the frame and the dimming are set there.
            actions += [
                .stopSheetAnimation, .setPresentedFrame(self.presentedFrame(in: container)),
                .setDimmingAlpha(state.dimming.fraction(atVisibleHeight: state.layoutHeight)),
            ]
        }
        if index != nil { actions.append(.followScrollViewPan(.tracked)) }
        return (actions, index)
    }

    /// The pan moved: `translation` since it began, in the container's coordinates.
    ///
    /// A sheet follows ``SheetDrag``: the frame, the dimming, the pass-through and VoiceOver's modality at the
    /// new height; the shared scroll view pinned (written only when it moved) and its indicator hidden while
    /// the sheet owns the pan; every other scroll view under the finger held still from the moment the sheet owns
    /// the touch (``heldScrollViews``). Any other layout: ``dismissPanChanged(motion:scrollView:dismissProgress:underFinger:)``.
    ///
    /// - Parameter underFinger: the states of the scroll views under the finger now, by index (nil: gone).
    package mutating func panChanged(
        translation: CGPoint, motion: SwipeDirection?, scrollView: ScrollViewState?,
        dismissProgress: CGFloat, container: PresentationContainer,
        underFinger: [ScrollViewState?] = []
    ) -> Actions {
        guard sheetPan != nil else {
            return dismissPanChanged(
                motion: motion, scrollView: scrollView, dismissProgress: dismissProgress, underFinger: underFinger)
        }
        if repeatsSheetStep(translation: translation.y, trackedOffset: scrollView?.contentOffset) { return Actions() }
        return sheetStep(translation: translation.y, scrollView: scrollView, container: container, underFinger: underFinger)
    }

    /// The shared scroll view's own pan moved (the presentation controller follows it too): the same step as
    /// the sheet's pan for the same translation (idempotent), so the list is pinned after it has moved itself.
    package mutating func scrollViewPanChanged(
        translation: CGPoint, scrollView: ScrollViewState?, container: PresentationContainer,
        underFinger: [ScrollViewState?] = []
    ) -> Actions {
        guard sheetPan != nil else { return Actions() }
        if repeatsSheetStep(translation: translation.y, trackedOffset: scrollView?.contentOffset) { return Actions() }
        return sheetStep(translation: translation.y, scrollView: scrollView, container: container, underFinger: underFinger)
    }

    /// The shared scroll view's own pan ended (the UIKit layer stops listening to it; the scroll view stays
    /// tracked until ``Action/stopFollowingScrollViewPan``).
    ///
    /// UIKit documents no order between two recognizers that recognize together, so either pan may end first:
    /// - the sheet's pan ended before: a list the sheet held at the release is pinned once more (its pan may
    ///   have started a deceleration; writing the offset stops it), and the touch is over for both:
    ///   ``Action/stopFollowingScrollViewPan``;
    /// - the sheet's pan has not ended yet: nothing now. Its end (``panEnded(translation:velocity:motion:scrollView:container:)``)
    ///   still reads the list — who owned the touch decides the release — pins it, and stops following it.
    package mutating func scrollViewPanEnded(scrollView: ScrollViewState?) -> [Action] {
        guard var pan = sheetPan, pan.followsScrollViewPan else { return [] }
        pan.scrollViewPanEnded = true
        sheetPan = pan
        guard pan.sheetPanEnded else { return [] }
        let pin =
            pan.releasePin.flatMap { $0 != scrollView?.contentOffset ? [Action.setScrollViewOffset(.tracked, $0)] : nil } ?? []
        return pin + stopFollowingScrollViewPan()
    }

    /// ``Action/stopFollowingScrollViewPan`` once, while the shared scroll view's pan is followed.
    mutating func stopFollowingScrollViewPan() -> [Action] {
        guard var pan = sheetPan, pan.followsScrollViewPan else { return [] }
        pan.followsScrollViewPan = false
        sheetPan = pan
        return [.stopFollowingScrollViewPan]
    }

    /// The sheet's own pan ended or was cancelled: the shared scroll view is no longer followed once its own pan
    /// has ended too (``scrollViewPanEnded(scrollView:)`` stops following it otherwise).
    private mutating func sheetPanFinished() -> [Action] {
        guard var pan = sheetPan else { return [] }
        pan.sheetPanEnded = true
        sheetPan = pan
        return pan.scrollViewPanEnded ? stopFollowingScrollViewPan() : []
    }

    /// The pan ended with `velocity` (points per second, in the container's coordinates).
    ///
    /// A sheet: the last movement applies, then ``SheetState/dragEnded(velocity:)`` decides — a detent (the
    /// settle spring at the finger's speed; the delegate is told when the selection changed), a dismissal (it
    /// starts as an interactive transition already released, ``Action/finishInteractionAtOnce(distance:progress:initialVelocity:)``),
    /// or nothing (the list scrolled). A pull toward a dismissal that is not allowed tells the delegate
    /// `…DidAttemptToDismiss`. Any other layout: ``dismissPanEnded(motion:scrollView:underFinger:)``.
    package mutating func panEnded(
        translation: CGPoint, velocity: CGPoint, motion: SwipeDirection?, scrollView: ScrollViewState?,
        container: PresentationContainer, underFinger: [ScrollViewState?] = []
    ) -> [Action] {
        guard var pan = sheetPan else { return dismissPanEnded(motion: motion, scrollView: scrollView, underFinger: underFinger) }
        var actions = Array(
            sheetStep(translation: translation.y, scrollView: scrollView, container: container, underFinger: underFinger))
        guard var state = sheetState else {
            // No longer a sheet (the app changed the layout during the drag): nothing to release or pin.
            let stop = stopFollowingScrollViewPan()
            sheetPan = nil
            return actions + scrollIndicator(hidden: false) + stop
        }
        let releasedHeight = state.layoutHeight
        let outcome = state.dragEnded(velocity: velocity.y.isNaN ? 0 : velocity.y)
        sheetState = state
        pan.releasePin = outcome.scrollViewOffset
        sheetPan = pan
        if let pin = outcome.scrollViewOffset { actions.append(.setScrollViewOffset(.tracked, pin)) }
        actions += scrollIndicator(hidden: false) + sheetPanFinished()
        if outcome.attemptedDismissal { actions.append(.tellDelegate(.didAttemptToDismiss)) }
        switch outcome.release?.target {
        case nil:
            break
        case .detent?:
            actions.append(.layoutContainer(.sheetSettle(initialVelocity: outcome.release?.initialVelocity ?? 0)))
            if outcome.selectionChanged { actions.append(.tellDelegate(.didChangeSelectedDetent)) }
        case .dismissal?:
            actions += dismissalHandOff(releasedHeight: releasedHeight, velocity: velocity, state: state, container: container)
        }
        return actions
    }

    /// The system cancelled the pan: a sheet settles on the detent nearest to where it is (never dismissed);
    /// any other layout: ``dismissPanCancelled()``.
    package mutating func panCancelled(container: PresentationContainer) -> [Action] {
        guard sheetPan != nil else { return dismissPanCancelled() }
        // Nothing is pinned after a cancelled touch: the shared scroll view is not followed any further.
        var actions = scrollIndicator(hidden: false) + stopFollowingScrollViewPan()
        sheetPan = nil
        guard var state = sheetState else { return actions }
        let cancelled = state.dragCancelled()
        sheetState = state
        if cancelled.move != nil { actions.append(.layoutContainer(.sheetSettle(initialVelocity: 0))) }
        if cancelled.selectionChanged { actions.append(.tellDelegate(.didChangeSelectedDetent)) }
        return actions
    }

    /// The ``Action/finishInteractionAtOnce(distance:progress:initialVelocity:)`` ran (its begin closure asked
    /// for the user dismissal, and UIKit began it or not). A sheet released toward a dismissal that did not
    /// begin (modal in presentation, the delegate said no, UIKit refused) settles on its smallest detent.
    package mutating func sheetDismissalRequestEnded() -> [Action] {
        guard phase == .presented, !isUserDismissalPending, var state = sheetState, state.phase == .dismissing else { return [] }
        let refused = state.dismissalRefused()
        sheetState = state
        return [.layoutContainer(.sheetSettle(initialVelocity: 0))]
            + (refused.selectionChanged ? [.tellDelegate(.didChangeSelectedDetent)] : [])
    }

    /// One movement of the sheet's drag, and what to apply: the scroll views under the finger other than the shared
    /// one are held still while the sheet owns the touch (and pinned back, once held, whoever owns it).
    ///
    /// Runs on every movement: the actions are stored inline (``Actions``) and the sheet's state is changed in
    /// place (a copy of it would copy its detents on write), so nothing is allocated.
    private mutating func sheetStep(
        translation: CGFloat, scrollView: ScrollViewState?, container: PresentationContainer,
        underFinger: [ScrollViewState?]
    ) -> Actions {
        guard let moved = sheetState?.dragChanged(translation: translation, scrollView: scrollView, in: container) else {
            var actions = Actions()
            pinHeldScrollViews(underFinger, into: &actions)
            return actions
        }
        let step = moved.step, dimming = moved.dimming, height = step.visibleHeight
        // ``presentedFrame(in:)`` and its content insets, from the sheet's frame the step read in place.
        let placed = placement(restingFrame: moved.layoutFrame, in: container)
        var actions = Actions(.setPresentedFrame(placed.frame))
        // The step is the call's last change to the frame: a movement's callers return these actions as they are
        // (a release goes on to settle, and its list is made anew).
        actions.currentFrameContentInsets = placed.contentInsets
        actions.append(.setDimmingAlpha(dimming.fraction(atVisibleHeight: height)))
        // Appended in place: a list of actions made and joined per helper would be copied and destroyed each time.
        if passThrough(dimming.passesTouchesThrough(atVisibleHeight: height), into: &actions) {
            actions += chromeActions(layoutDirection: container.layoutDirection)
        }
        if let offset = step.scrollViewOffset, offset != scrollView?.contentOffset {
            actions.append(.setScrollViewOffset(.tracked, offset))
        }
        scrollIndicator(hidden: step.owner == .sheet && sheetPan?.sharesScrollView == true, into: &actions)
        if step.owner == .sheet {
            holdScrollViews(underFinger, except: sheetPan?.trackedIndex, trackedOffset: nil, into: &actions)
        } else {
            pinHeldScrollViews(underFinger, into: &actions)
        }
        return actions
    }

    /// Whether a movement to `translation` with the shared scroll view's content at `trackedOffset` is the one the
    /// sheet's drag stepped last, as that step left things (``SheetDrag/repeats(translation:scrollViewOffset:)``):
    /// the other recognizer of the touch reporting the same event (the sheet's pan and the shared scroll view's both
    /// report every event, in no documented order). Stepping it again would only set the frame, the dimming and the
    /// pin the step set, so the repeat is skipped. Changes nothing (`mutating` to read the sheet's state in place).
    package mutating func repeatsSheetStep(translation: CGFloat, trackedOffset: CGPoint?) -> Bool {
        sheetState?.repeatsDragStep(translation: translation, scrollViewOffset: trackedOffset) == true
    }

    /// The dismissal takes the released sheet from where it is: the dimming at the dismissal's start (which the
    /// dismissal then fades out with its progress), the interaction's direction, and the interaction released
    /// at once at the sheet's place on the way out, with the finger's speed over what remains of it.
    private func dismissalHandOff(
        releasedHeight: CGFloat, velocity: CGPoint, state: SheetState, container: PresentationContainer
    ) -> [Action] {
        let direction = dismissalDirection(layoutDirection: container.layoutDirection)
        let start = presentedFrame(in: container)
        let current = placedSheetFrame(visibleHeight: releasedHeight, state: state, in: container)
        let distance = PlanBuilder.distanceOffscreen(start, in: container.bounds.sanitized, toward: direction.exitEdge)
        let moved = direction.component(of: CGPoint(x: current.minX - start.minX, y: current.minY - start.minY))
        let progress = distance > 0 ? (moved / distance).clamped(to: 0...1) : 0
        let speed = velocity.x.isNaN || velocity.y.isNaN ? 0 : direction.component(of: velocity)
        let remaining = (1 - progress) * distance
        let limit = InteractiveTransitionTracker.maximumInitialVelocity
        let initialVelocity =
            remaining >= InteractiveTransitionTracker.minimumRemainingDistance && speed.isFinite
            ? (speed / remaining).clamped(to: -limit...limit) : 0
        return [
            .setDimmingAlpha(state.dimming.fraction(atVisibleHeight: state.layoutHeight)),
            .setInteractionDirection(direction),
            .finishInteractionAtOnce(distance: distance, progress: progress, initialVelocity: initialVelocity),
        ]
    }
}

extension SheetState {
    /// The finger moved (``dragChanged(translation:scrollView:)``), with what the presentation applies for it: the
    /// sheet's frame in `container` after the step (``layoutFrame(in:)``) and the dimming rule — read by this one call
    /// on the state in place (each read of a sheet's state through the session's optional copies it whole). Nil
    /// without a drag.
    package mutating func dragChanged(
        translation: CGFloat, scrollView: ScrollViewState?, in container: PresentationContainer
    ) -> (step: SheetDrag.Step, layoutFrame: CGRect, dimming: SheetDimming)? {
        guard let step = dragChanged(translation: translation, scrollView: scrollView) else { return nil }
        return (step, layoutFrame(in: container), dimming)
    }

    /// The frame of ``layoutHeight(in:)`` in `container`, before the keyboard (``SheetTrack/frame(forVisibleHeight:in:)``):
    /// ``PresentationSession/restingFrame(in:)`` of a sheet, read on the state in place.
    func layoutFrame(in container: PresentationContainer) -> CGRect {
        let sheetContainer = container.sheetContainer
        return SheetTrack.frame(
            forVisibleHeight: layoutHeight(in: sheetContainer), smallestHeight: smallestHeight(in: sheetContainer),
            in: container.bounds)
    }
}
