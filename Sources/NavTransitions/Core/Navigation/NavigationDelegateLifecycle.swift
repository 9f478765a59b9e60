import Foundation

/// The state machine that decides when a navigation controller's delegate proxy is installed and when it
/// hands the app's original delegate back.
///
/// There is one proxy, and so one lifecycle, per navigation controller. `Screen` and `Delegate` are opaque
/// ids the UIKit layer derives from view controllers and delegate objects (for example `ObjectIdentifier`);
/// the lifecycle never holds the objects, the UIKit layer keeps them weakly. Every event returns a
/// `NavigationDelegateAction` to apply; events that make no sense in the current phase return `.none` and
/// change nothing.
///
/// The UIKit layer calls the events from these places, passing `current` as the navigation controller's
/// `delegate` mapped to a `DelegateSlot` at that moment and `stack` as the ids of `viewControllers`:
/// - `install(owner:stack:current:)` when a screen (or the app) asks for custom transitions.
/// - `navigationController(_:willShow:animated:)`: first forward it to the original delegate, then call
///   `willShow(stack:current:isInteractive:)` with `transitionCoordinator?.isInteractive ?? false`. When it was
///   interactive, register `transitionCoordinator.animate(alongsideTransition: nil) { context in … }` and call
///   `transitionEnded(cancelled: context.isCancelled, stack:current:)` from it.
/// - `navigationController(_:didShow:animated:)`: first forward it, then call `didShow(stack:current:)`.
/// - The observed `delegate` property changed: `delegateChanged(to:)`; the proxy's own assignments arrive as `.proxy`.
/// - The owner's view entered a window while the owner is in the stack: `ownerAppeared(stack:current:)` (while
///   detached, once no transition is running).
/// - Any other entry point: `reconcile(stack:current:isTransitionRunning:)`.
/// - The weak reference to a screen owner became `nil`: `ownerDeallocated(current:)`, before any other event.
/// - `uninstall(current:)` when the app removes the custom transitions.
///
/// After applying any action, keep the screen whose id is `owner` weakly (none when `owner` is `nil`).
/// The system pop gesture is not the lifecycle's business (see `SystemPopGestureOwnership`).
package struct NavigationDelegateLifecycle<Screen: Hashable & Sendable, Delegate: Hashable & Sendable>: Sendable, Equatable {
    private enum State: Sendable, Equatable {
        case uninstalled
        case installed(Installation)
        case detached(owner: Screen)
    }

    private enum InteractiveTransition: Sendable, Equatable {
        case idle
        case running(handBackDeferred: Bool)
    }

    private struct Installation: Sendable, Equatable {
        var owner: Screen?
        /// Whether the owner has been seen in the stack since the proxy attached for it. Until then the owner
        /// is on its way (installed just before its push): its absence from the stack hands nothing back.
        var ownerHasArrived: Bool
        var original: Delegate?
        var interactiveTransition: InteractiveTransition

        /// Notes that the owner is in `stack` (an owner that arrived stays arrived).
        mutating func noteArrival(in stack: [Screen]) {
            if let owner, stack.contains(owner) { ownerHasArrived = true }
        }

        /// Whether the owner has been in the stack and is not in `stack` any more: the moment to hand back.
        func ownerHasLeft(_ stack: [Screen]) -> Bool {
            guard let owner, ownerHasArrived else { return false }
            return !stack.contains(owner)
        }
    }

    private var state: State = .uninstalled

    /// Creates an uninstalled lifecycle.
    package init() {}

    // MARK: State

    /// The current phase.
    package var phase: NavigationDelegatePhase {
        switch state {
        case .uninstalled: return .uninstalled
        case .installed: return .installed
        case .detached: return .detached
        }
    }

    /// The owner screen while installed or detached; `nil` when the navigation controller itself owns the
    /// proxy (installed until `uninstall`) and when uninstalled.
    package var owner: Screen? {
        switch state {
        case .uninstalled: return nil
        case .installed(let installation): return installation.owner
        case .detached(let owner): return owner
        }
    }

    /// The original delegate the proxy forwards to and hands back; `nil` when there is none or the proxy is not installed.
    package var original: Delegate? {
        guard case .installed(let installation) = state else { return nil }
        return installation.original
    }

    /// Whether an interactive transition started in `willShow` and has not ended yet.
    package var isInteractiveTransitionRunning: Bool {
        guard case .installed(let installation) = state else { return false }
        return installation.interactiveTransition != .idle
    }

    /// Whether the owner screen is on its way: installed with an owner that has not been seen in the stack yet.
    package var isOwnerPending: Bool {
        guard case .installed(let installation) = state else { return false }
        return installation.owner != nil && !installation.ownerHasArrived
    }

    /// Whether the owner left the stack in an interactive transition, so the hand-back waits for `transitionEnded`.
    package var isHandBackDeferred: Bool {
        guard case .installed(let installation) = state else { return false }
        return installation.interactiveTransition == .running(handBackDeferred: true)
    }

    // MARK: Events

    /// The app or a screen asks for the proxy: it becomes the delegate, saving the current delegate as the original.
    ///
    /// `owner` is the screen whose presence in the stack keeps the proxy installed, or `nil` for the navigation
    /// controller itself. The proxy attaches at once, also for an owner that is not in `stack` yet (installed
    /// just before its push, as a segue does): the owner's first push already gets its custom animation. The
    /// proxy hands back once the owner has been in the stack and left it (``willShow(stack:current:isInteractive:)``
    /// and the events after it), or when the owner is freed, arrived or not (``ownerDeallocated(current:)``).
    /// An owner that never arrives and stays alive keeps the proxy installed: it forwards every call to the
    /// original delegate and animates only screens that have a custom transition.
    ///
    /// Installing again never nests: the original is kept, and the owner that keeps the proxy longer wins
    /// (`nil` first, then the screen deeper in the stack, then a screen in the stack over one on its way).
    /// A current delegate other than the proxy is adopted as the new original.
    package mutating func install(owner: Screen?, stack: [Screen], current: DelegateSlot<Delegate>) -> NavigationDelegateAction {
        switch state {
        case .installed(var installation):
            // A different owner kept is nil or a screen in the stack, which `noteArrival` marks as arrived.
            installation.owner = Self.longerLivedOwner(installation.owner, owner, in: stack)
            installation.noteArrival(in: stack)
            state = .installed(installation)
            return stayInstalled(current: current)
        case .uninstalled, .detached:
            return attach(owner: owner, stack: stack, current: current)
        }
    }

    /// `navigationController(_:willShow:animated:)`: hands back when the owner left the stack.
    ///
    /// `stack` is already the new stack. When `isInteractive`, the owner may still come back (a cancelled swipe),
    /// so the hand-back is deferred to `transitionEnded`. Call it after forwarding `willShow` to the original
    /// delegate, so the original sees the call. No-op unless installed.
    package mutating func willShow(
        stack: [Screen],
        current: DelegateSlot<Delegate>,
        isInteractive: Bool
    ) -> NavigationDelegateAction {
        guard case .installed(var installation) = state else { return .none }
        installation.noteArrival(in: stack)
        state = .installed(installation)
        if installation.ownerHasLeft(stack), let owner = installation.owner {
            guard isInteractive else { return handBack(current: current, then: .detached(owner: owner)) }
            installation.interactiveTransition = .running(handBackDeferred: true)
        } else {
            installation.interactiveTransition = isInteractive ? .running(handBackDeferred: false) : .idle
        }
        state = .installed(installation)
        return stayInstalled(current: current)
    }

    /// The interactive transition started in `willShow` ended; a deferred hand-back happens if it finished.
    ///
    /// Cancelled: the owner is back on screen and the proxy stays. Finished: the proxy hands back if the owner
    /// is not in `stack`. No-op when no interactive transition is running (`didShow` may have handed back already).
    package mutating func transitionEnded(
        cancelled: Bool,
        stack: [Screen],
        current: DelegateSlot<Delegate>
    ) -> NavigationDelegateAction {
        guard case .installed(var installation) = state, installation.interactiveTransition != .idle else { return .none }
        installation.interactiveTransition = .idle
        state = .installed(installation)
        if !cancelled, installation.ownerHasLeft(stack), let owner = installation.owner {
            return handBack(current: current, then: .detached(owner: owner))
        }
        return stayInstalled(current: current)
    }

    /// `navigationController(_:didShow:animated:)`: the transition finished; hands back when the owner left the stack.
    ///
    /// UIKit sends no `didShow` for a cancelled transition, so this also completes a deferred hand-back when
    /// `didShow` comes before the coordinator's completion. Call it after forwarding `didShow`. No-op unless installed.
    package mutating func didShow(stack: [Screen], current: DelegateSlot<Delegate>) -> NavigationDelegateAction {
        guard case .installed(var installation) = state else { return .none }
        installation.interactiveTransition = .idle
        installation.noteArrival(in: stack)
        state = .installed(installation)
        if installation.ownerHasLeft(stack), let owner = installation.owner {
            return handBack(current: current, then: .detached(owner: owner))
        }
        return stayInstalled(current: current)
    }

    /// The app assigned the navigation controller's `delegate`.
    ///
    /// While installed, an app delegate becomes the new original and the proxy takes the property back;
    /// `nil` means the app wants no delegate (the original becomes `nil`, the proxy stays); `.proxy` is the
    /// proxy's own assignment. While not installed the app's assignments are none of the proxy's business.
    package mutating func delegateChanged(to delegate: DelegateSlot<Delegate>) -> NavigationDelegateAction {
        guard case .installed = state else { return .none }
        return stayInstalled(current: delegate)
    }

    /// An entry point outside the delegate calls (the observed `delegate` change, the swipe-back pan about
    /// to begin, a screen's transition set): catch up with what the proxy may have missed.
    ///
    /// While no transition runs (`isTransitionRunning` false): an interactive transition whose end never
    /// came is over, and an owner no longer in `stack` (it left while another delegate held the property,
    /// so the proxy saw no `willShow`) hands back. Otherwise a delegate the app assigned is adopted, as in
    /// ``delegateChanged(to:)``. No-op unless installed.
    package mutating func reconcile(
        stack: [Screen], current: DelegateSlot<Delegate>, isTransitionRunning: Bool
    ) -> NavigationDelegateAction {
        guard case .installed(var installation) = state else { return .none }
        if !isTransitionRunning {
            installation.interactiveTransition = .idle
            state = .installed(installation)
            if installation.ownerHasLeft(stack), let owner = installation.owner {
                return handBack(current: current, then: .detached(owner: owner))
            }
        }
        return stayInstalled(current: current)
    }

    /// The proxy learned that its original delegate forwards the calls back to it (it wraps the proxy):
    /// forward to `original` instead. No-op unless installed.
    package mutating func replaceOriginal(with original: Delegate?) {
        guard case .installed(var installation) = state else { return }
        installation.original = original
        state = .installed(installation)
    }

    /// The owner screen deallocated: hand back now, and forget the owner (its id may be reused).
    ///
    /// No-op when the navigation controller owns the proxy or when uninstalled.
    package mutating func ownerDeallocated(current: DelegateSlot<Delegate>) -> NavigationDelegateAction {
        switch state {
        case .installed(let installation):
            guard installation.owner != nil else { return .none }
            return handBack(current: current, then: .uninstalled)
        case .detached:
            state = .uninstalled
            return .none
        case .uninstalled:
            return .none
        }
    }

    /// The owner's view entered a window with the owner in `stack`: an owner on its way has arrived; a detached
    /// proxy installs again, saving the then-current delegate.
    ///
    /// No-op unless the owner is in `stack`, and while installed it only notes the arrival.
    package mutating func ownerAppeared(stack: [Screen], current: DelegateSlot<Delegate>) -> NavigationDelegateAction {
        switch state {
        case .installed(var installation):
            installation.noteArrival(in: stack)
            state = .installed(installation)
            return .none
        case .detached(let owner):
            guard stack.contains(owner) else { return .none }
            return attach(owner: owner, stack: stack, current: current)
        case .uninstalled:
            return .none
        }
    }

    /// The app removes the proxy: hand the original back if the proxy is the delegate, and stop.
    ///
    /// A delegate the app assigned meanwhile is left in place. No-op when uninstalled.
    package mutating func uninstall(current: DelegateSlot<Delegate>) -> NavigationDelegateAction {
        switch state {
        case .installed:
            return handBack(current: current, then: .uninstalled)
        case .detached:
            state = .uninstalled
            return .none
        case .uninstalled:
            return .none
        }
    }

    // MARK: Transitions between phases

    private mutating func attach(owner: Screen?, stack: [Screen], current: DelegateSlot<Delegate>) -> NavigationDelegateAction {
        var installation = Installation(
            owner: owner, ownerHasArrived: false, original: current.appDelegate, interactiveTransition: .idle)
        installation.noteArrival(in: stack)
        state = .installed(installation)
        return current.reachesProxy ? .none : .saveOriginalAndAssignProxy
    }

    /// Stays installed; a current delegate other than the proxy was assigned by the app and is adopted.
    private mutating func stayInstalled(current: DelegateSlot<Delegate>) -> NavigationDelegateAction {
        guard case .installed(var installation) = state, !current.reachesProxy else { return .none }
        installation.original = current.appDelegate
        state = .installed(installation)
        return .saveOriginalAndAssignProxy
    }

    private mutating func handBack(current: DelegateSlot<Delegate>, then next: State) -> NavigationDelegateAction {
        guard case .installed = state else { return .none }
        state = next
        return current.reachesProxy ? .restoreOriginal : .leaveAppDelegate
    }

    /// Of two owners, the one that keeps the proxy installed longer: the navigation controller (`nil`) over any
    /// screen, then the screen deeper in the stack (popped last), then a screen in the stack over one that is not.
    private static func longerLivedOwner(_ kept: Screen?, _ new: Screen?, in stack: [Screen]) -> Screen? {
        guard let kept, let new else { return nil }
        switch (stack.firstIndex(of: kept), stack.firstIndex(of: new)) {
        // Equal indices are the same screen: `<=` would return the same owner.
        case let (keptIndex?, newIndex?): return newIndex < keptIndex ? new : kept
        case (nil, .some): return new
        default: return kept
        }
    }
}
