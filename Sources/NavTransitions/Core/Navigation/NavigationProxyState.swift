import Foundation

/// Everything the navigation delegate proxy knows and decides, as one value: the UIKit proxy and the
/// headless test proxy are thin adapters over it.
///
/// It holds the delegate ``NavigationDelegateLifecycle`` (installed, detached, hand-back), the
/// ``SystemPopGestureOwnership`` of UIKit's edge swipe, the identity and operation of the animation
/// controller the proxy vended last, and what it knows about delegates that wrap it (another library's
/// delegate proxy that holds the `delegate` property and forwards every call to the proxy), with a
/// re-entrancy guard per forwarded call. Every event takes a fresh ``NavigationSnapshot`` and returns the
/// ``NavigationProxyAction``s to apply, in order. `Screen`, `Delegate` and `Animator` are opaque ids (for
/// example `ObjectIdentifier`); the state never holds the objects.
///
/// Where the adapter calls each event:
/// - ``install(owner:_:)`` from `install(on:owner:)`, after the steps of ``installSteps``;
/// - ``delegateCallBegan(_:_:)`` first and ``delegateCallEnded(_:)`` last in every delegate method; in
///   between, for ``DelegateCallEntry/handle``: ``willShow(_:isInteractive:)`` / ``didShow(_:)`` after
///   forwarding them, ``animationControllerSource(for:fromHasCustomTransition:toHasCustomTransition:hasOriginal:)``
///   then ``animationControllerVended(_:operation:)``, and
///   ``interactionControllerSource(for:isSwipeBackInteractive:hasOriginal:)``;
/// - ``delegatePropertyChanged(_:)`` one main-queue turn after the observation of `delegate` (KVO) fired;
/// - ``reconcile(_:)`` at every other entry point (a touch reaching the swipe-back pan, a screen's
///   `navigationTransition` set), so that nothing depends on the observation alone;
/// - ``ownerAppeared(_:)`` when the owner's view enters a window; ``ownerDeallocated(_:)`` first of all
///   when the weak owner reads nil while ``hasOwner``;
/// - ``transitionEnded(cancelled:_:)`` from the completion a ``NavigationProxyAction/observeTransitionEnd``
///   registered; ``uninstall(_:)`` from `uninstall()`.
package struct NavigationProxyState<
    Screen: Hashable & Sendable,
    Delegate: Hashable & Sendable,
    Animator: Hashable & Sendable
>: Sendable, Equatable {
    /// The snapshot type the events take.
    package typealias Snapshot = NavigationSnapshot<Screen, Delegate>

    private struct VendedAnimation: Sendable, Equatable {
        var animator: Animator
        var operation: TransitionOperation
    }

    /// The delegate lifecycle: phase, owner, original, interactive transition.
    package private(set) var lifecycle = NavigationDelegateLifecycle<Screen, Delegate>()
    /// Whether the proxy holds UIKit's `interactivePopGestureRecognizer` off.
    package private(set) var systemPopGesture = SystemPopGestureOwnership()
    /// Whether the proxy holds iOS 26's `interactiveContentPopGestureRecognizer` off.
    package private(set) var systemContentPopGesture = SystemPopGestureOwnership()
    /// Whether the proxy is the delegate of UIKit's back recognizers (``NavigationProxyAction/takeSystemBackGestureDelegates``).
    package private(set) var ownsSystemBackGestureDelegates = false
    /// Whether a delegate that forwards every call to the proxy holds the `delegate` property.
    package private(set) var isWrapped = false
    private var lastVended: VendedAnimation?
    /// The originals adoptions replaced, newest last, in case adopted delegates turn out to wrap the proxy.
    private var displacedOriginals: [Delegate?] = []
    /// The original the proxy keeps forwarding to after handing back while wrapped (it stays in the chain).
    private var parkedOriginal: Delegate?
    private var callDepth: [DelegateCall: Int] = [:]
    /// The stack an interactive pop started from, kept to repair a cancelled pop that left it wrong.
    private var cancelledPopRepair = CancelledPopStackRepair<Screen>()

    /// How many originals an adoption remembers as displaced.
    package static var displacedOriginalLimit: Int { 4 }
    /// How deep one delegate call may re-enter the proxy before the loop is broken.
    package static var maximumCallDepth: Int { 8 }

    /// Creates the state of a proxy that is not installed.
    package init() {}

    /// The order in which the adapter installs: load the views first (a navigation controller or an owner
    /// may assign `delegate` in `viewDidLoad`), then observe `delegate` and add the swipe-back pan, then read
    /// the navigation controller and call ``install(owner:_:)``, so that no assignment is missed or replaced.
    package static var installSteps: [NavigationInstallStep] { [.loadViews, .observe, .install] }

    // MARK: Reading

    /// The current phase.
    package var phase: NavigationDelegatePhase { lifecycle.phase }
    /// Whether a screen owner is named: the adapter checks its weak owner before every event.
    package var hasOwner: Bool { lifecycle.owner != nil }
    /// The owner screen, nil for none.
    package var owner: Screen? { lifecycle.owner }
    /// The original delegate the proxy forwards to when it is called: while installed, and the parked one
    /// after a hand-back (a wrapper, or the delegate in the property, may still forward to the proxy).
    package var original: Delegate? { phase == .installed ? lifecycle.original : parkedOriginal }
    /// Whether the proxy receives the navigation controller's calls: installed, or wrapped by the delegate in
    /// the property. The public `originalDelegate` reports the original only then.
    package var receivesCalls: Bool { phase == .installed || isWrapped }

    /// What the public `originalDelegate` reports: the adapter's original while the proxy receives the
    /// calls (``receivesCalls``), nil otherwise.
    package func reportedOriginal<Object>(_ original: Object?) -> Object? {
        receivesCalls ? original : nil
    }

    // MARK: Installing

    /// `install(on:owner:)`: the proxy becomes the delegate, saving the current delegate as the original.
    ///
    /// Installed while a transition the proxy did not see begin runs (a system swipe back, say), it observes
    /// that transition's end: a cancelled interactive pop sends no `didShow`, and the screen it puts back on
    /// top may have a custom transition, for which UIKit's edge swipe must be held off.
    package mutating func install(owner: Screen?, _ snapshot: Snapshot) -> [NavigationProxyAction] {
        var snapshot = snapshot
        cancelledPopRepair.forget()
        var actions = noticeWrapperLeft(snapshot) + distrustWrapperBeforeAttaching(&snapshot)
        actions += lifecycleEvent { $0.install(owner: owner, stack: snapshot.stack, current: snapshot.current) }
        if let owner, lifecycle.owner == owner { actions.append(.keepOwner) }
        if snapshot.isTransitionRunning, phase == .installed, !lifecycle.isInteractiveTransitionRunning {
            actions.append(.observeTransitionEnd)
        }
        return actions + systemPopGestureUpdate(snapshot)
    }

    /// `uninstall()`: hands the original back if the proxy is the delegate, and stops.
    package mutating func uninstall(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        cancelledPopRepair.forget()
        var actions = noticeWrapperLeft(snapshot)
        actions += lifecycleEvent { $0.uninstall(current: snapshot.current) }
        return actions + systemPopGestureUpdate(snapshot)
    }

    /// The owner's view entered (`isInWindow`) or left a window. Only entering one is an appearance
    /// (``ownerAppeared(_:)``); leaving one — the owner popped, covered or its window closed — changes
    /// nothing here: the navigation controller's own events say what happened to the stack.
    package mutating func ownerMovedToWindow(isInWindow: Bool, _ snapshot: Snapshot) -> [NavigationProxyAction] {
        guard isInWindow else { return [] }
        return ownerAppeared(snapshot)
    }

    /// The owner's view entered a window: an entry point (``reconcile(_:)``); an owner on its way has arrived
    /// (its push runs); a detached proxy installs again, after the running transition if there is one (a
    /// swipe could still be cancelled).
    package mutating func ownerAppeared(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        var actions = reconcile(snapshot)
        if phase == .installed { _ = lifecycle.ownerAppeared(stack: snapshot.stack, current: snapshot.current) }
        guard !snapshot.isTransitionRunning else { return actions + [.observeTransitionEnd] }
        var snapshot = snapshot
        if phase == .detached {
            actions += distrustWrapperBeforeAttaching(&snapshot)
            actions += lifecycleEvent { $0.ownerAppeared(stack: snapshot.stack, current: snapshot.current) }
        }
        return actions + systemPopGestureUpdate(snapshot)
    }

    /// Called first at every event with whether the adapter's weak reference to the owner still reads a
    /// screen: an owner that was named and reads nil has been freed (its id may be reused by a new screen),
    /// so ``ownerDeallocated(_:)`` runs; otherwise nothing happens.
    package mutating func noticeOwner(isAlive: Bool, _ snapshot: Snapshot) -> [NavigationProxyAction] {
        guard hasOwner, !isAlive else { return [] }
        return ownerDeallocated(snapshot)
    }

    /// The owner deallocated: hand back now and forget it.
    package mutating func ownerDeallocated(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        noticeWrapperLeft(snapshot) + lifecycleEvent { $0.ownerDeallocated(current: snapshot.current) }
            + systemPopGestureUpdate(snapshot)
    }

    // MARK: The delegate property

    /// The `delegate` property was assigned: key-value observation reported it, and the adapter hopped to
    /// the main queue (one turn later, out of the assignment). The same as ``reconcile(_:)``.
    package mutating func delegatePropertyChanged(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        reconcile(snapshot)
    }

    /// Brings the state in line with what the navigation controller shows now; call it at every entry point.
    ///
    /// A wrapper no longer in the property is forgotten; a delegate the app assigned is adopted as the
    /// original (the proxy takes the property back). While no transition runs, the proxy catches up with
    /// what it may have missed (see ``NavigationDelegateLifecycle/reconcile(stack:current:isTransitionRunning:)``):
    /// a detached proxy whose owner is on top installs again (its appearance was deferred to a completion
    /// that did not come), and a swipe back still waiting for a transition is reset.
    package mutating func reconcile(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        var snapshot = snapshot
        var actions = noticeWrapperLeft(snapshot)
        actions += lifecycleEvent {
            $0.reconcile(stack: snapshot.stack, current: snapshot.current, isTransitionRunning: snapshot.isTransitionRunning)
        }
        if !snapshot.isTransitionRunning {
            if phase == .detached, let owner, snapshot.stack.last == owner {
                actions += distrustWrapperBeforeAttaching(&snapshot)
                actions += lifecycleEvent { $0.ownerAppeared(stack: snapshot.stack, current: snapshot.current) }
            }
            actions.append(.resetStaleSwipeBack)
        }
        return actions + systemPopGestureUpdate(snapshot)
    }

    // MARK: Delegate calls

    /// A delegate method was entered; call ``delegateCallEnded(_:)`` when it returns, whatever the entry.
    ///
    /// UIKit calls only the object in the `delegate` property, so a call that reaches the proxy while another
    /// object holds the property was forwarded by that object: it wraps the proxy, and the proxy stays behind
    /// it (``NavigationProxyAction/keepCurrentAsWrapper(restoreDisplaced:)``) instead of taking the property
    /// back. A call that comes back while the proxy forwards the same call (the guard is per call) was sent
    /// back by the original: the original wraps the proxy; the one it displaced becomes the original again,
    /// the wrapper gets the property (``NavigationProxyAction/wrapWithOriginal``; if another wrapper already
    /// holds it, ``NavigationProxyAction/restoreDisplacedOriginal`` only) and the call is only forwarded
    /// (``DelegateCallEntry/forwardOnly``). Each further return of the same call means the restored original
    /// forwards back too: the next displaced one is restored. At ``maximumCallDepth`` the loop is broken
    /// (``DelegateCallEntry/ignore``).
    package mutating func delegateCallBegan(
        _ call: DelegateCall, _ snapshot: Snapshot
    ) -> (entry: DelegateCallEntry, actions: [NavigationProxyAction]) {
        let depth = callDepth[call, default: 0]
        callDepth[call] = depth + 1
        switch depth {
        case 0:
            guard case .app(let holder) = snapshot.current else { return (.handle, []) }
            isWrapped = true
            let holderIsOriginal = holder == original
            if holderIsOriginal { restoreDisplacedOriginal() }
            return (.handle, [.keepCurrentAsWrapper(restoreDisplaced: holderIsOriginal)])
        case 1..<Self.maximumCallDepth:
            restoreDisplacedOriginal()
            guard !isWrapped else { return (.forwardOnly, [.restoreDisplacedOriginal]) }
            isWrapped = true
            return (.forwardOnly, [.wrapWithOriginal])
        default:
            return (.ignore, [])
        }
    }

    /// The delegate method entered with ``delegateCallBegan(_:_:)`` returns.
    package mutating func delegateCallEnded(_ call: DelegateCall) {
        let depth = callDepth[call, default: 0] - 1
        callDepth[call] = depth > 0 ? depth : nil
    }

    /// `navigationController(_:willShow:animated:)`, after forwarding it; `isInteractive` is
    /// `transitionCoordinator?.isInteractive ?? false`; `shown` is the screen `willShow` names and
    /// `coordinator` the transition coordinator's `from` and `to` controllers (an interactive pop's popped
    /// screen, kept by ``CancelledPopStackRepair``).
    package mutating func willShow(
        _ snapshot: Snapshot, isInteractive: Bool, shown: Screen? = nil, coordinator: (from: Screen?, to: Screen?) = (nil, nil)
    ) -> [NavigationProxyAction] {
        var actions = noticeWrapperLeft(snapshot)
        actions += lifecycleEvent { $0.willShow(stack: snapshot.stack, current: snapshot.current, isInteractive: isInteractive) }
        cancelledPopRepair.forget()
        if lifecycle.isInteractiveTransitionRunning {
            if let shown {
                cancelledPopRepair.interactivePopBegan(
                    stack: snapshot.stack, shown: shown, from: coordinator.from, to: coordinator.to)
            }
            actions.append(.observeTransitionEnd)
        }
        return actions + systemPopGestureUpdate(snapshot)
    }

    /// `navigationController(_:didShow:animated:)`, after forwarding it.
    package mutating func didShow(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        cancelledPopRepair.forget()
        let actions =
            [.abandonUnstartedSwipeBack] + noticeWrapperLeft(snapshot)
            + lifecycleEvent { $0.didShow(stack: snapshot.stack, current: snapshot.current) }
        return actions + systemPopGestureUpdate(snapshot)
    }

    /// The transition observed by ``NavigationProxyAction/observeTransitionEnd`` ended.
    package mutating func transitionEnded(cancelled: Bool, _ snapshot: Snapshot) -> [NavigationProxyAction] {
        var snapshot = snapshot
        var actions = noticeWrapperLeft(snapshot)
        actions += lifecycleEvent { $0.transitionEnded(cancelled: cancelled, stack: snapshot.stack, current: snapshot.current) }
        if cancelledPopRepair.transitionEnded(cancelled: cancelled) { actions.append(.checkStackAfterCancelledPop) }
        if phase == .detached, let owner, snapshot.stack.contains(owner) {
            actions += distrustWrapperBeforeAttaching(&snapshot)
            actions += lifecycleEvent { $0.ownerAppeared(stack: snapshot.stack, current: snapshot.current) }
        }
        return actions + systemPopGestureUpdate(snapshot)
    }

    /// One main-queue turn after ``NavigationProxyAction/checkStackAfterCancelledPop``: the stack to set without
    /// animation (UIKit radar 14794181), or nil to leave it. `popped` is the popped screen if it is still alive.
    package mutating func stackToRestoreAfterCancelledPop(popped: Screen?, _ snapshot: Snapshot) -> [Screen]? {
        cancelledPopRepair.stackToRestore(
            stack: snapshot.stack, popped: popped, isTransitionRunning: snapshot.isTransitionRunning)
    }

    /// Who answers `navigationController(_:animationControllerFor:from:to:)`; `operation` is nil for UIKit's
    /// `.none`. A proxy that is not installed (but still reached through a wrapper) answers nothing itself.
    package func animationControllerSource(
        for operation: TransitionOperation?,
        fromHasCustomTransition: Bool,
        toHasCustomTransition: Bool,
        hasOriginal: Bool
    ) -> NavigationAnswerSource {
        guard let operation, phase == .installed else { return hasOriginal ? .original : .system }
        return NavigationAnswerSource.animationController(
            for: operation,
            fromHasCustomTransition: fromHasCustomTransition,
            toHasCustomTransition: toHasCustomTransition,
            hasOriginalDelegate: hasOriginal
        )
    }

    /// Who answers `navigationController(_:animationControllerFor:from:to:)`, and with which screen's transition.
    ///
    /// As ``animationControllerSource(for:fromHasCustomTransition:toHasCustomTransition:hasOriginal:)`` says; when
    /// the proxy answers, the pushed screen's transition animates a push and the popped screen's a pop.
    package func animationControllerAnswer(
        for operation: TransitionOperation?,
        fromHasCustomTransition: Bool,
        toHasCustomTransition: Bool,
        hasOriginal: Bool
    ) -> NavigationAnimationAnswer {
        animationControllerAnswer(
            for: operation,
            from: ScreenTransitionClaim(hasCustomTransition: fromHasCustomTransition),
            to: ScreenTransitionClaim(hasCustomTransition: toHasCustomTransition),
            hasOriginal: hasOriginal
        )
    }

    /// Who answers `navigationController(_:animationControllerFor:from:to:)` when the screens' claims may be
    /// inherited (a declarative stack's default, ``ScreenTransitionClaim/inherited``).
    ///
    /// The deciding screen is the pushed one for a push and the popped one for a pop. Its own transition: the
    /// proxy answers (``NavigationAnimationAnswer/screensTransition(_:operation:)``). An inherited one: the original
    /// delegate first, then the proxy if it answers nothing
    /// (``NavigationAnimationAnswer/originalThenScreensTransition(_:operation:)``; without an original, the proxy at
    /// once). None: the original's answer, or UIKit's. A proxy that is not installed, and UIKit's `.none`
    /// operation (nil), leave it to the original or UIKit.
    package func animationControllerAnswer(
        for operation: TransitionOperation?,
        from: ScreenTransitionClaim,
        to: ScreenTransitionClaim,
        hasOriginal: Bool
    ) -> NavigationAnimationAnswer {
        let fallback: NavigationAnimationAnswer = hasOriginal ? .original : .system
        guard let operation, phase == .installed else { return fallback }
        let side = NavigationTransitionScreen(for: operation)
        let claim: ScreenTransitionClaim
        switch operation {
        case .push: claim = to
        case .pop: claim = from
        case .present, .dismiss: claim = .none
        }
        switch claim {
        case .none: return fallback
        case .screensOwn: return .screensTransition(side, operation: operation)
        case .inherited:
            return hasOriginal
                ? .originalThenScreensTransition(side, operation: operation) : .screensTransition(side, operation: operation)
        }
    }

    /// The answer given to an animation-controller request: the proxy's own controller, or nil when the
    /// original or UIKit answered (so that a later request never matches an older controller).
    package mutating func animationControllerVended(_ animator: Animator?, operation: TransitionOperation?) {
        if let animator, let operation {
            lastVended = VendedAnimation(animator: animator, operation: operation)
        } else {
            lastVended = nil
        }
    }

    /// Who answers `navigationController(_:interactionControllerFor:)` for `animator`.
    ///
    /// `isSwipeBackInteractive` is the swipe-back interaction's `isInteractive`.
    package func interactionControllerSource(
        for animator: Animator,
        isSwipeBackInteractive: Bool,
        hasOriginal: Bool
    ) -> NavigationAnswerSource {
        NavigationAnswerSource.interactionController(
            proxysAnimationOperation: lastVended?.animator == animator ? lastVended?.operation : nil,
            isPanDriving: isSwipeBackInteractive,
            hasOriginalDelegate: hasOriginal
        )
    }

    /// Which interaction controller answers `navigationController(_:interactionControllerFor:)` for
    /// `animator`, when the popped screen may have a zoom's pinch and drag as well as the swipe back.
    ///
    /// The proxy answers only for its own pop (as ``interactionControllerSource(for:isSwipeBackInteractive:hasOriginal:)``
    /// says, with either interaction counting as driving); then ``ZoomDismissalDriver`` picks the
    /// interaction: the zoom's pinch or drag when they asked for the pop, otherwise the swipe back, which
    /// scrubs the zoom's flight backwards along its path.
    ///
    /// A call entered as ``DelegateCallEntry/forwardOnly`` (it came back through a wrapper) gets the original's
    /// answer unchanged, whatever the proxy vended; one entered as ``DelegateCallEntry/ignore`` (a loop) gets nil.
    ///
    /// - Parameters:
    ///   - entry: how the call entered (``delegateCallBegan(_:_:)``).
    ///   - isSwipeBackInteractive: the swipe-back interaction's `isInteractive`.
    ///   - isZoomDismissalInteractive: whether the zoom interaction of the animator's zoomed screen is
    ///     waiting for or driving a transition; false when the animator is not a zoom.
    package func interactionControllerAnswer(
        entry: DelegateCallEntry,
        for animator: Animator,
        isSwipeBackInteractive: Bool,
        isZoomDismissalInteractive: Bool,
        hasOriginal: Bool
    ) -> NavigationInteractionAnswer {
        switch entry {
        case .ignore: return .system
        case .forwardOnly: return .original
        case .handle: break
        }
        switch interactionControllerSource(
            for: animator, isSwipeBackInteractive: isSwipeBackInteractive || isZoomDismissalInteractive, hasOriginal: hasOriginal
        ) {
        case .original: return .original
        case .system: return .system
        case .proxy:
            switch ZoomDismissalDriver.driver(
                for: .pop, isZoomGestureDriving: isZoomDismissalInteractive, isPanDriving: isSwipeBackInteractive)
            {
            case .zoomGesture: return .zoomDismissal
            case .pan, .none: return .swipeBack
            }
        }
    }

    // MARK: UIKit's back recognizers

    /// `gestureRecognizerShouldBegin` of one of UIKit's back recognizers while the proxy is their delegate
    /// (``SystemBackGestureGate``): plain screens keep UIKit's swipe back although the proxy implements the
    /// animation-controller method.
    package func systemBackGestureDecision(
        _ request: SystemBackGestureRequest, chained: SystemBackGestureGate.Chained
    ) -> SystemBackGestureGate.Decision {
        SystemBackGestureGate.decision(for: request, chained: chained, isInstalled: phase == .installed)
    }

    // MARK: Swipe back

    /// Whether the swipe-back pan may begin (`gestureRecognizerShouldBegin`), or why not.
    ///
    /// `systemPopGestureEnabled` is `interactivePopGestureRecognizer?.isEnabled` now; the gate is given the
    /// app's value (``SystemPopGestureOwnership/appValue(current:)``), not one the proxy set.
    package func swipeBackDecision(_ request: SwipeBackRequest, systemPopGestureEnabled: Bool?) -> SwipeBackGate.Decision {
        SwipeBackGate.decision(
            for: request,
            isEnabledByApp: systemPopGesture.appValue(current: systemPopGestureEnabled),
            isInstalled: phase == .installed
        )
    }

    /// Whether the swipe-back pan should receive an event (`gestureRecognizer(_:shouldReceive:)` with a
    /// `UIEvent`, sent before the touch): a touch is judged by ``swipeBackReceivesTouch(atX:containerWidth:layoutDirection:top:isSwipeBackSettling:)``
    /// next; a trackpad's scroll only while installed, as ``SwipeBackGate/receivesScroll(top:isSwipeBackSettling:)`` says.
    package func swipeBackReceivesEvent(_ input: SwipeBackInput, top: SwipeBackScreen?, isSwipeBackSettling: Bool) -> Bool {
        switch input {
        case .touch: return true
        case .trackpadScroll:
            return phase == .installed && SwipeBackGate.receivesScroll(top: top, isSwipeBackSettling: isSwipeBackSettling)
        }
    }

    /// Whether the swipe-back pan should receive a touch (`gestureRecognizer(_:shouldReceive:)`): only while
    /// installed, and as ``SwipeBackGate/receivesTouch(atX:containerWidth:layoutDirection:top:isSwipeBackSettling:)`` says.
    package func swipeBackReceivesTouch(
        atX x: CGFloat,
        containerWidth: CGFloat,
        layoutDirection: LayoutDirection,
        top: SwipeBackScreen?,
        isSwipeBackSettling: Bool
    ) -> Bool {
        phase == .installed
            && SwipeBackGate.receivesTouch(
                atX: x, containerWidth: containerWidth, layoutDirection: layoutDirection, top: top,
                isSwipeBackSettling: isSwipeBackSettling
            )
    }

    // MARK: Helpers

    /// Runs a lifecycle event and translates its action, keeping the displaced and parked originals.
    ///
    /// Every hand-back parks the original (and keeps the displaced one): while wrapped the wrapper stays in
    /// the property; otherwise the original, or the delegate the app put there, may forward to the proxy
    /// without having been seen to, and calls that still reach the proxy go on to the original. Installing
    /// again takes the parked original back (wrapped), or keeps it as the displaced one.
    private mutating func lifecycleEvent(
        _ event: (inout NavigationDelegateLifecycle<Screen, Delegate>) -> NavigationDelegateAction
    ) -> [NavigationProxyAction] {
        let previous = original
        let wasInstalled = phase == .installed
        let hadOwner = hasOwner
        let action = event(&lifecycle)
        let forget: [NavigationProxyAction] = hadOwner && !hasOwner ? [.forgetOwner] : []
        if !wasInstalled, phase == .installed {
            // Attached while the proxy still held the property: it goes on forwarding to the parked original.
            if action == .none { lifecycle.replaceOriginal(with: parkedOriginal) }
            parkedOriginal = nil
        }
        return delegateActions(for: action, previous: previous) + forget
    }

    /// The delegate actions a lifecycle action translates to, keeping the displaced and parked originals.
    private mutating func delegateActions(for action: NavigationDelegateAction, previous: Delegate?) -> [NavigationProxyAction] {
        switch action {
        case .none:
            return []
        case .saveOriginalAndAssignProxy:
            guard lifecycle.original != previous else { return [.adoptCurrentAndAssignProxy(displacing: false)] }
            displacedOriginals.append(previous)
            guard displacedOriginals.count > Self.displacedOriginalLimit else {
                return [.adoptCurrentAndAssignProxy(displacing: true)]
            }
            displacedOriginals.removeFirst()
            return [.adoptCurrentAndAssignProxy(displacing: true), .dropOldestDisplacedOriginal]
        case .restoreOriginal:
            parkedOriginal = previous
            return isWrapped ? [] : [.handBack]
        case .leaveAppDelegate:
            parkedOriginal = previous
            return []
        }
    }

    /// The original forwards back to the proxy: the one it displaced last is the original again (none: nil).
    private mutating func restoreDisplacedOriginal() {
        let restored = displacedOriginals.popLast() ?? nil
        if phase == .installed {
            lifecycle.replaceOriginal(with: restored)
        } else {
            parkedOriginal = restored
        }
    }

    /// Before the proxy attaches again (install, the owner back), a remembered wrapper is not trusted: it may
    /// forward elsewhere by now (another library re-subscribes by forwarding to the current delegate). It
    /// is adopted like any delegate; if it still forwards to the proxy, the next call reveals it again.
    private mutating func distrustWrapperBeforeAttaching(_ snapshot: inout Snapshot) -> [NavigationProxyAction] {
        guard phase != .installed, isWrapped else { return [] }
        isWrapped = false
        if case .wrapper(let holder) = snapshot.current { snapshot.current = .app(holder) }
        return [.forgetWrapper]
    }

    /// A wrapper that no longer holds the property is forgotten. While installed, the event then treats the
    /// property as any assignment by the app: another delegate is adopted, nil means no original (a
    /// wrapper that deallocated cannot be told from an app that assigned nil).
    private mutating func noticeWrapperLeft(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        guard isWrapped else { return [] }
        if case .wrapper = snapshot.current { return [] }
        isWrapped = false
        return [.forgetWrapper]
    }

    /// Holds UIKit's edge swipe and iOS 26's content swipe off exactly while installed with a custom-transition
    /// screen on top (the proxy's pan swipes those back; either system swipe would pop them without following the
    /// finger, or pop a screen whose `swipeBackArea` is nil), and is the recognizers' delegate exactly while
    /// installed; never changes either while an interactive transition runs (that would cancel the gesture
    /// driving it), so the app's values come back at the first event after it.
    private mutating func systemPopGestureUpdate(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        guard !lifecycle.isInteractiveTransitionRunning else { return [] }
        let installed = phase == .installed
        let holdOff = installed && snapshot.topHasCustomTransition
        var actions: [NavigationProxyAction] = []
        if installed != ownsSystemBackGestureDelegates {
            ownsSystemBackGestureDelegates = installed
            actions.append(installed ? .takeSystemBackGestureDelegates : .handBackSystemBackGestureDelegates)
        }
        if let enabled = systemPopGesture.update(current: snapshot.systemPopGestureEnabled, holdOff: holdOff) {
            actions.append(.setSystemPopGestureEnabled(enabled))
        }
        if let enabled = systemContentPopGesture.update(current: snapshot.systemContentPopGestureEnabled, holdOff: holdOff) {
            actions.append(.setSystemContentPopGestureEnabled(enabled))
        }
        return actions
    }
}

/// One step of installing the proxy, in the order of ``NavigationProxyState/installSteps``.
package enum NavigationInstallStep: Sendable, Hashable, CaseIterable {
    /// `loadViewIfNeeded()` on the navigation controller and on the owner.
    case loadViews
    /// Observe `delegate` (KVO) and add the swipe-back pan to the navigation controller's view.
    case observe
    /// Read the navigation controller, call ``NavigationProxyState/install(owner:_:)`` and keep the owner.
    case install
}
