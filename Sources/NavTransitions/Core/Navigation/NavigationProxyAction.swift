import Foundation

/// One thing the proxy's UIKit layer does after a ``NavigationProxyState`` event, in the order returned.
///
/// The layer keeps delegate objects weakly: the *original* (forwarded to whenever the proxy is called,
/// handed back), the *displaced* originals (a stack, newest last: the ones adoptions replaced, kept in case
/// an adopted delegate turns out to wrap the proxy) and the *wrapper* (a delegate that holds the slot and
/// forwards to the proxy). "The displaced original" below is the newest one, popped when it is restored;
/// an empty stack restores nil. The *candidate* is the delegate object the event's snapshot saw in the `delegate` property.
/// A hand-back keeps them: the delegate in the property may forward to the proxy.
package enum NavigationProxyAction: Sendable, Hashable {
    /// The candidate (nil when the slot was empty) becomes the original; with `displacing`, the original it
    /// replaces is pushed on the displaced stack first. Then the proxy is assigned as `delegate`.
    case adoptCurrentAndAssignProxy(displacing: Bool)
    /// Forget the oldest displaced original (the stack keeps `NavigationProxyState.displacedOriginalLimit`).
    case dropOldestDisplacedOriginal
    /// Hand back: assign the original as `delegate` (nil if it is gone). Keep the original and the displaced
    /// one: if the original forwards to the proxy, calls still reaching the proxy go on to them.
    case handBack
    /// The candidate forwards the delegate calls to the proxy: keep it weakly as the wrapper and leave it in
    /// the slot. With `restoreDisplaced`, the candidate was the original: the displaced one becomes the original.
    case keepCurrentAsWrapper(restoreDisplaced: Bool)
    /// The original forwards the delegate calls back to the proxy: it becomes the wrapper and is assigned as
    /// `delegate`; the displaced original becomes the original again.
    case wrapWithOriginal
    /// The original forwards the calls back to the proxy, and another wrapper holds the slot: the displaced
    /// original becomes the original again.
    case restoreDisplacedOriginal
    /// Forget the wrapper: it is no longer in the slot.
    case forgetWrapper
    /// Set `interactivePopGestureRecognizer.isEnabled`.
    case setSystemPopGestureEnabled(Bool)
    /// Set iOS 26's `interactiveContentPopGestureRecognizer.isEnabled` (found at run time).
    case setSystemContentPopGestureEnabled(Bool)
    /// Become the delegate of UIKit's back recognizers, chaining to the delegates found there
    /// (``SystemBackGestureDelegates``), and answer their `gestureRecognizerShouldBegin` (``SystemBackGestureGate``).
    case takeSystemBackGestureDelegates
    /// Give UIKit's back recognizers their chained delegates back (those whose delegate is still the proxy).
    case handBackSystemBackGestureDelegates
    /// Register `transitionCoordinator.animate(alongsideTransition: nil) { context in … }` and call
    /// ``NavigationProxyState/transitionEnded(cancelled:_:)`` with `context.isCancelled` from it; without a
    /// coordinator, as ``TransitionEndObservation/init(hasCoordinator:)`` says: at once, `cancelled: false`.
    case observeTransitionEnd
    /// An interactive pop ended cancelled: one main-queue turn later (out of UIKit's completion), ask
    /// ``NavigationProxyState/stackToRestoreAfterCancelledPop(popped:_:)`` and set the stack it returns with
    /// `setViewControllers(_:animated: false)` (UIKit radar 14794181, ``CancelledPopStackRepair``).
    case checkStackAfterCancelledPop
    /// Keep the screen just installed as owner, weakly, and observe its view entering a window.
    case keepOwner
    /// Forget the owner screen: the proxy has none any more.
    case forgetOwner
    /// Tell the swipe-back interaction that a transition it did not start has ended
    /// (``PanInteractionDriver/transitionEndedElsewhere()``).
    case abandonUnstartedSwipeBack
    /// Tell the swipe-back interaction that no transition runs any more (``PanInteractionDriver/transitionGone()``):
    /// a completion it waits for will not come.
    case resetStaleSwipeBack
}

/// How the adapter observes the end of a transition for ``NavigationProxyAction/observeTransitionEnd``.
package enum TransitionEndObservation: Sendable, Hashable {
    /// Register a completion with the transition coordinator (`animate(alongsideTransition:completion:)`).
    case whenCoordinatorCompletes
    /// There is no coordinator: the transition is over (or never animated); report its end now.
    case now(cancelled: Bool)

    /// The observation for a navigation controller that has a `transitionCoordinator` or not: without one,
    /// nothing runs any more, and a transition that ran without a coordinator was not cancelled.
    package init(hasCoordinator: Bool) {
        self = hasCoordinator ? .whenCoordinatorCompletes : .now(cancelled: false)
    }
}
