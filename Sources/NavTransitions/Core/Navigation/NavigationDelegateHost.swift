import Foundation

/// The navigation proxy as Core runs its delegate calls: the UIKit proxy (`NavigationDelegateForwarder`) and the
/// tests' headless proxy implement the reads and the forwarding; the dispatch of each call — the re-entrancy
/// guard, forwarding to the original before any hand-back, which event runs, and who answers the animation and
/// interaction controllers — is this protocol's extension, written once.
///
/// Every call enters through ``beginDelegateCall(_:)`` and leaves through ``endDelegateCall(_:)``; between them
/// the state is only mutated by Core's own events, never while a host call runs (the host's reads come first,
/// or after the event has returned its actions).
package protocol NavigationDelegateHost: NavigationProxyHost where Screen: AnyObject {
    /// An animation controller (`UIViewControllerAnimatedTransitioning`).
    associatedtype AnimationController
    /// An interaction controller (`UIViewControllerInteractiveTransitioning`).
    associatedtype InteractionController

    /// The proxy's state. Core changes it inside its events only.
    var proxyState: NavigationProxyState<ObjectIdentifier, ObjectIdentifier, ObjectIdentifier> { get set }
    /// Reads the navigation controller (``NavigationSnapshot``) and the delegate object in its `delegate` property;
    /// nil when the navigation controller is gone.
    func readNavigationController() -> (snapshot: NavigationSnapshot<ObjectIdentifier, ObjectIdentifier>, candidate: Delegate?)?
    /// Whether the weak reference to the owner still reads a screen.
    var ownerIsAlive: Bool { get }
    /// Called with every list of actions before Core's run loop applies it (the tests record them).
    func actionsWillRun(_ actions: [NavigationProxyAction])

    // MARK: Forwarding to the original delegate

    /// `original.navigationController(_:willShow:animated:)`.
    func forwardWillShow(to original: Delegate, _ screen: Screen, animated: Bool)
    /// `original.navigationController(_:didShow:animated:)`.
    func forwardDidShow(to original: Delegate, _ screen: Screen, animated: Bool)
    /// `original.navigationController(_:animationControllerFor:from:to:)` (nil `operation`: UIKit's `.none`).
    func forwardAnimationController(
        to original: Delegate, for operation: TransitionOperation?, from: Screen, to: Screen
    ) -> AnimationController?
    /// `original.navigationController(_:interactionControllerFor:)`.
    func forwardInteractionController(
        to original: Delegate, for animationController: AnimationController
    ) -> InteractionController?

    // MARK: Reading UIKit around a call

    /// The transition coordinator now: `isInteractive` (false without one), and its `from` and `to` controllers.
    func transitionCoordinatorScreens() -> (isInteractive: Bool, from: Screen?, to: Screen?)
    /// Keeps the `from` controller of the transition whose `willShow` came (an interactive pop's popped screen)
    /// for ``NavigationProxyHost/checkStackAfterCancelledPop()``.
    func rememberPoppedScreen(_ screen: Screen?)
    /// After `willShow` was handled (the debug probes read the delegate property).
    func willShowHandled()
    /// How Core weighs a screen's push and pop (``ScreenTransitionClaim``).
    func claim(of screen: Screen) -> ScreenTransitionClaim
    /// Lets a declarative stack build a pushed screen's content before its push is answered.
    func prepareForTransition(_ operation: TransitionOperation?, from: Screen, to: Screen)
    /// Marks the screen whose push the original answered although the library's transition stood behind it.
    func markPushedScreen(_ screen: Screen, pushedByFramework: Bool)
    /// The animation controller of `screen`'s transition (its own, or the stack's answer for it) for `operation`.
    func screensTransitionController(
        of screen: Screen, for operation: TransitionOperation, from: Screen, to: Screen
    ) -> AnimationController?
    /// The identity of an animation controller.
    func identifier(of animationController: AnimationController) -> ObjectIdentifier
    /// The swipe-back interaction's `isInteractive`.
    var isSwipeBackInteractive: Bool { get }
    /// Whether `animationController` is a zoom whose pinch or drag waits for or drives its pop.
    func isZoomDismissalInteractive(for animationController: AnimationController) -> Bool
    /// The swipe-back interaction, given `animationController` to drive.
    func swipeBackInteraction(driving animationController: AnimationController) -> InteractionController
    /// The zoom's pinch and drag, given `animationController` (a zoom) to drive; nil when it has none.
    func zoomDismissalInteraction(driving animationController: AnimationController) -> InteractionController?
}

extension NavigationDelegateHost {
    package func actionsWillRun(_ actions: [NavigationProxyAction]) {}

    // MARK: Events

    /// Runs one event of the state while the navigation controller lives: notices a freed owner first (its id
    /// could be reused by a new screen), then reads the navigation controller, asks Core, applies the actions.
    package func handleEvent(
        newOwner: Screen? = nil,
        _ event: (
            inout NavigationProxyState<ObjectIdentifier, ObjectIdentifier, ObjectIdentifier>,
            NavigationSnapshot<ObjectIdentifier, ObjectIdentifier>
        ) -> [NavigationProxyAction]
    ) {
        guard readNavigationController() != nil else { return }
        noticeDeallocatedOwner()
        guard let (snapshot, candidate) = readNavigationController() else { return }
        run(event(&proxyState, snapshot), candidate: candidate, newOwner: newOwner)
    }

    /// A dead owner's identifier can be reused by a new screen: notice it before any other event.
    package func noticeDeallocatedOwner() {
        guard let (snapshot, candidate) = readNavigationController() else { return }
        let actions = proxyState.noticeOwner(isAlive: ownerIsAlive, snapshot)
        run(actions, candidate: candidate, newOwner: nil)
    }

    /// Enters a delegate method: Core's re-entrancy guard and wrapper detection, applied before forwarding.
    /// Call ``endDelegateCall(_:)`` when the method returns, whatever the entry.
    package func beginDelegateCall(_ call: DelegateCall) -> DelegateCallEntry {
        guard let (snapshot, candidate) = readNavigationController() else { return .ignore }
        let (entry, actions) = proxyState.delegateCallBegan(call, snapshot)
        run(actions, candidate: candidate, newOwner: nil)
        return entry
    }

    /// Leaves a delegate method entered with ``beginDelegateCall(_:)``.
    package func endDelegateCall(_ call: DelegateCall) {
        proxyState.delegateCallEnded(call)
    }

    private func run(_ actions: [NavigationProxyAction], candidate: Delegate?, newOwner: Screen?) {
        actionsWillRun(actions)
        NavigationProxyAction.run(actions, candidate: candidate, newOwner: newOwner, on: self)
    }

    // MARK: The delegate calls

    /// `navigationController(_:willShow:animated:)`: forwarded first (before a hand-back can clear the original),
    /// then Core's `willShow` with the transition coordinator's facts.
    package func delegateWillShow(_ screen: Screen, animated: Bool) {
        let entry = beginDelegateCall(.willShow)
        defer { endDelegateCall(.willShow) }
        guard entry != .ignore else { return }
        if let original = delegateSlots.original { forwardWillShow(to: original, screen, animated: animated) }
        guard entry == .handle else { return } // a call that came back is only forwarded
        let coordinator = transitionCoordinatorScreens()
        rememberPoppedScreen(coordinator.from)
        let transition = (from: coordinator.from.map(ObjectIdentifier.init), to: coordinator.to.map(ObjectIdentifier.init))
        handleEvent {
            $0.willShow($1, isInteractive: coordinator.isInteractive, shown: ObjectIdentifier(screen), coordinator: transition)
        }
        willShowHandled()
    }

    /// `navigationController(_:didShow:animated:)`: forwarded first, then Core's `didShow`.
    package func delegateDidShow(_ screen: Screen, animated: Bool) {
        let entry = beginDelegateCall(.didShow)
        defer { endDelegateCall(.didShow) }
        guard entry != .ignore else { return }
        if let original = delegateSlots.original { forwardDidShow(to: original, screen, animated: animated) }
        guard entry == .handle else { return }
        handleEvent { $0.didShow($1) }
    }

    /// `navigationController(_:animationControllerFor:from:to:)`: the answer Core names
    /// (``NavigationProxyState/animationControllerAnswer(for:from:to:hasOriginal:)``), recorded as vended.
    package func delegateAnimationController(
        for operation: TransitionOperation?, from: Screen, to: Screen
    ) -> AnimationController? {
        let entry = beginDelegateCall(.animationController)
        defer { endDelegateCall(.animationController) }
        let original = delegateSlots.original
        let originalAnswer = { original.flatMap { self.forwardAnimationController(to: $0, for: operation, from: from, to: to) } }
        switch entry {
        case .ignore: return nil
        case .forwardOnly: return originalAnswer()
        case .handle: break
        }
        noticeDeallocatedOwner()
        // A pushed declarative screen builds its content now, so that what it declares is read below.
        prepareForTransition(operation, from: from, to: to)
        let answer = proxyState.animationControllerAnswer(
            for: operation, from: claim(of: from), to: claim(of: to), hasOriginal: original != nil)
        switch answer {
        case let .screensTransition(side, operation):
            return vendScreensTransition(side, operation, from: from, to: to)
        case .original:
            proxyState.animationControllerVended(nil, operation: operation)
            return originalAnswer()
        case .system:
            proxyState.animationControllerVended(nil, operation: operation)
            return nil
        case .originalThenScreensTransition:
            let theirs = originalAnswer()
            if let pushed = answer.pushedScreen(originalAnswered: theirs != nil) {
                markPushedScreen(pushed.screen.pick(from: from, to: to), pushedByFramework: pushed.pushedByFramework)
            }
            guard case let .screensTransition(side, operation) = answer.resolved(originalAnswered: theirs != nil) else {
                proxyState.animationControllerVended(nil, operation: operation)
                return theirs
            }
            return vendScreensTransition(side, operation, from: from, to: to)
        }
    }

    /// The proxy's own answer: the animation controller of the transition Core named (one screen's), recorded
    /// as vended so that its interaction is the proxy's too.
    private func vendScreensTransition(
        _ side: NavigationTransitionScreen, _ operation: TransitionOperation, from: Screen, to: Screen
    ) -> AnimationController? {
        let controller = screensTransitionController(of: side.pick(from: from, to: to), for: operation, from: from, to: to)
        proxyState.animationControllerVended(controller.map(identifier(of:)), operation: operation)
        return controller
    }

    /// `navigationController(_:interactionControllerFor:)`: the interaction Core names
    /// (``NavigationProxyState/interactionControllerAnswer(entry:for:isSwipeBackInteractive:isZoomDismissalInteractive:hasOriginal:)``).
    package func delegateInteractionController(for animationController: AnimationController) -> InteractionController? {
        let entry = beginDelegateCall(.interactionController)
        defer { endDelegateCall(.interactionController) }
        let original = delegateSlots.original
        switch proxyState.interactionControllerAnswer(
            entry: entry,
            for: identifier(of: animationController),
            isSwipeBackInteractive: isSwipeBackInteractive,
            isZoomDismissalInteractive: isZoomDismissalInteractive(for: animationController),
            hasOriginal: original != nil
        ) {
        case .swipeBack: return swipeBackInteraction(driving: animationController)
        case .zoomDismissal: return zoomDismissalInteraction(driving: animationController)
        case .original: return original.flatMap { forwardInteractionController(to: $0, for: animationController) }
        case .system: return nil
        }
    }
}
