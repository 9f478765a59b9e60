import Foundation

/// One thing the proxy's UIKit layer does after a ``NavigationProxyState`` event, in the order returned.
///
/// The layer keeps three delegate objects weakly: the *original* (forwarded to, handed back), the
/// *displaced* original (the one an adoption replaced, kept in case the adopted delegate turns out to wrap
/// the proxy) and the *wrapper* (a delegate that holds the slot and forwards to the proxy). The *candidate*
/// is the delegate object the event's snapshot saw in the `delegate` property.
package enum NavigationProxyAction: Sendable, Hashable {
    /// The original becomes the displaced original and the candidate (nil when the slot was empty) becomes the
    /// original; then the proxy is assigned as the navigation controller's `delegate`.
    case adoptCurrentAndAssignProxy
    /// Assign the proxy as `delegate`, keeping the original (the wrapper that held the slot is gone).
    case assignProxy
    /// Hand back: assign the original as `delegate` (nil if it is gone), then forget the original and the
    /// displaced one.
    case handBack
    /// Forget the original and the displaced one; leave `delegate` as it is (the app put another delegate there).
    case forgetOriginal
    /// The candidate forwards the delegate calls to the proxy: keep it weakly as the wrapper and leave it in
    /// the slot. With `restoreDisplaced`, the candidate was the original: the displaced one becomes the original.
    case keepCurrentAsWrapper(restoreDisplaced: Bool)
    /// The original forwards the delegate calls back to the proxy: it becomes the wrapper and is assigned as
    /// `delegate`; the displaced original becomes the original again.
    case wrapWithOriginal
    /// Forget the wrapper: it is no longer in the slot.
    case forgetWrapper
    /// Set `interactivePopGestureRecognizer.isEnabled`.
    case setSystemPopGestureEnabled(Bool)
    /// Register `transitionCoordinator.animate(alongsideTransition: nil) { context in … }` and call
    /// ``NavigationProxyState/transitionEnded(cancelled:_:)`` with `context.isCancelled` from it; without a
    /// coordinator, call it at once with `cancelled: false`.
    case observeTransitionEnd
    /// Tell the swipe-back interaction that a transition it did not start has ended
    /// (``PanInteractionDriver/transitionEndedElsewhere()``).
    case abandonUnstartedSwipeBack
    /// Tell the swipe-back interaction that no transition runs any more (``PanInteractionDriver/transitionGone()``):
    /// a completion it waits for will not come.
    case resetStaleSwipeBack
}
