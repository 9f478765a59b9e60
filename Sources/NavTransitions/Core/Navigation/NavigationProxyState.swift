import Foundation

/// Everything the navigation delegate proxy knows and decides, as one value: the UIKit proxy and the
/// headless test proxy are thin adapters over it.
///
/// It holds the delegate ``NavigationDelegateLifecycle`` (installed, detached, hand-back), the
/// ``SystemPopGestureOwnership`` of UIKit's edge swipe, and the identity and operation of the animation
/// controller the proxy vended last.
/// Every event takes a fresh ``NavigationSnapshot`` and returns the ``NavigationProxyAction``s to apply, in
/// order. `Screen`, `Delegate` and `Animator` are opaque ids (for example `ObjectIdentifier`); the state
/// never holds the objects.
///
/// Where the adapter calls each event:
/// - ``install(owner:_:)`` from `install(on:owner:)`;
/// - ``willShow(_:isInteractive:)`` / ``didShow(_:)`` from the delegate methods, after forwarding them;
/// - ``animationControllerSource(for:fromHasCustomTransition:toHasCustomTransition:hasOriginal:)`` then
///   ``animationControllerVended(_:operation:)``, and
///   ``interactionControllerSource(for:isSwipeBackInteractive:hasOriginal:)`` from the controller requests;
/// - ``delegatePropertyChanged(_:)`` one main-queue turn after the observation of `delegate` (KVO) fired;
/// - ``reconcile(_:)`` at every other entry point (the swipe-back pan about to begin, a screen's
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
    private var lastVended: VendedAnimation?

    /// Creates the state of a proxy that is not installed.
    package init() {}

    // MARK: Reading

    /// The current phase.
    package var phase: NavigationDelegatePhase { lifecycle.phase }
    /// Whether a screen owner is named: the adapter checks its weak owner before every event.
    package var hasOwner: Bool { lifecycle.owner != nil }
    /// The owner screen, nil for none.
    package var owner: Screen? { lifecycle.owner }
    /// The original delegate the proxy forwards to.
    package var original: Delegate? { lifecycle.original }

    // MARK: Installing

    /// `install(on:owner:)`: the proxy becomes the delegate, saving the current delegate as the original.
    package mutating func install(owner: Screen?, _ snapshot: Snapshot) -> [NavigationProxyAction] {
        let action = lifecycle.install(owner: owner, stack: snapshot.stack, current: snapshot.current)
        return translate(action) + systemPopGestureUpdate(snapshot)
    }

    /// `uninstall()`: hands the original back if the proxy is the delegate, and stops.
    package mutating func uninstall(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        translate(lifecycle.uninstall(current: snapshot.current)) + systemPopGestureUpdate(snapshot)
    }

    /// The owner's view entered a window: install again if the proxy waits for it; after the running
    /// transition if there is one (a swipe could still be cancelled).
    package mutating func ownerAppeared(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        guard !snapshot.isTransitionRunning else { return [.observeTransitionEnd] }
        let action = lifecycle.ownerAppeared(stack: snapshot.stack, current: snapshot.current)
        return translate(action) + systemPopGestureUpdate(snapshot)
    }

    /// The owner deallocated: hand back now and forget it.
    package mutating func ownerDeallocated(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        translate(lifecycle.ownerDeallocated(current: snapshot.current)) + systemPopGestureUpdate(snapshot)
    }

    // MARK: The delegate property

    /// The `delegate` property was assigned: key-value observation reported it, and the adapter hopped to
    /// the main queue (one turn later, out of the assignment). The same as ``reconcile(_:)``.
    package mutating func delegatePropertyChanged(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        reconcile(snapshot)
    }

    /// Brings the state in line with what the navigation controller shows now; call it at every entry point.
    ///
    /// A delegate the app assigned is adopted as the original (the proxy takes the property back). While no
    /// transition runs, the proxy catches up with what it may have missed (see
    /// ``NavigationDelegateLifecycle/reconcile(stack:current:isTransitionRunning:)``): a detached proxy whose
    /// owner is on top installs again (its appearance was deferred to a completion that did not come), and
    /// a swipe back still waiting for a transition is reset.
    package mutating func reconcile(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        var actions = translate(lifecycle.reconcile(
            stack: snapshot.stack,
            current: snapshot.current,
            isTransitionRunning: snapshot.isTransitionRunning
        ))
        if !snapshot.isTransitionRunning {
            if phase == .detached, let owner, snapshot.stack.last == owner {
                actions += translate(lifecycle.ownerAppeared(stack: snapshot.stack, current: snapshot.current))
            }
            actions.append(.resetStaleSwipeBack)
        }
        return actions + systemPopGestureUpdate(snapshot)
    }

    // MARK: Delegate calls

    /// `navigationController(_:willShow:animated:)`, after forwarding it; `isInteractive` is
    /// `transitionCoordinator?.isInteractive ?? false`.
    package mutating func willShow(_ snapshot: Snapshot, isInteractive: Bool) -> [NavigationProxyAction] {
        var actions = translate(lifecycle.willShow(stack: snapshot.stack, current: snapshot.current, isInteractive: isInteractive))
        if lifecycle.isInteractiveTransitionRunning { actions.append(.observeTransitionEnd) }
        return actions + systemPopGestureUpdate(snapshot)
    }

    /// `navigationController(_:didShow:animated:)`, after forwarding it.
    package mutating func didShow(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        let actions = [.abandonUnstartedSwipeBack] + translate(lifecycle.didShow(stack: snapshot.stack, current: snapshot.current))
        return actions + systemPopGestureUpdate(snapshot)
    }

    /// The transition observed by ``NavigationProxyAction/observeTransitionEnd`` ended.
    package mutating func transitionEnded(cancelled: Bool, _ snapshot: Snapshot) -> [NavigationProxyAction] {
        var actions = translate(lifecycle.transitionEnded(cancelled: cancelled, stack: snapshot.stack, current: snapshot.current))
        actions += translate(lifecycle.ownerAppeared(stack: snapshot.stack, current: snapshot.current))
        return actions + systemPopGestureUpdate(snapshot)
    }

    /// Who answers `navigationController(_:animationControllerFor:from:to:)`; `operation` is nil for UIKit's `.none`.
    package func animationControllerSource(
        for operation: TransitionOperation?,
        fromHasCustomTransition: Bool,
        toHasCustomTransition: Bool,
        hasOriginal: Bool
    ) -> NavigationAnswerSource {
        guard let operation else { return hasOriginal ? .original : .system }
        return NavigationAnswerSource.animationController(
            for: operation,
            fromHasCustomTransition: fromHasCustomTransition,
            toHasCustomTransition: toHasCustomTransition,
            hasOriginalDelegate: hasOriginal
        )
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

    /// Whether the swipe-back pan should receive a touch (`gestureRecognizer(_:shouldReceive:)`): only while
    /// installed, and as ``SwipeBackGate/receivesTouch(atX:containerWidth:layoutDirection:top:isSwipeBackSettling:)`` says.
    package func swipeBackReceivesTouch(
        atX x: CGFloat,
        containerWidth: CGFloat,
        layoutDirection: LayoutDirection,
        top: SwipeBackScreen?,
        isSwipeBackSettling: Bool
    ) -> Bool {
        phase == .installed && SwipeBackGate.receivesTouch(
            atX: x, containerWidth: containerWidth, layoutDirection: layoutDirection, top: top, isSwipeBackSettling: isSwipeBackSettling
        )
    }

    // MARK: Helpers

    private func translate(_ action: NavigationDelegateAction) -> [NavigationProxyAction] {
        switch action {
        case .none: return []
        case .saveOriginalAndAssignProxy: return [.adoptCurrentAndAssignProxy]
        case .restoreOriginal: return [.handBack]
        case .leaveAppDelegate: return [.forgetOriginal]
        }
    }

    /// Holds UIKit's edge swipe off exactly while installed with a custom-transition screen on top; never
    /// changes it while an interactive transition runs (that would cancel the gesture driving it).
    private mutating func systemPopGestureUpdate(_ snapshot: Snapshot) -> [NavigationProxyAction] {
        guard !lifecycle.isInteractiveTransitionRunning else { return [] }
        let holdOff = phase == .installed && snapshot.topHasCustomTransition
        guard let enabled = systemPopGesture.update(current: snapshot.systemPopGestureEnabled, holdOff: holdOff) else { return [] }
        return [.setSystemPopGestureEnabled(enabled)]
    }
}
