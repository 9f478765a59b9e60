import Foundation

/// What the UIKit layer does to the navigation controller after a `NavigationDelegateLifecycle` event.
///
/// Apply it, then set `interactivePopGestureRecognizer.isEnabled` from
/// `NavigationDelegateLifecycle.systemPopGestureEnabled(topScreenHasCustomTransition:)` when that returns a value.
package enum NavigationDelegateAction: Sendable, Hashable {
    /// Change nothing.
    case none
    /// Keep the delegate the event was given (its `current` or `to` slot; `nil` for `.none`) weakly as the
    /// original delegate, replacing any previous original, then assign the proxy as the navigation controller's delegate.
    case saveOriginalAndAssignProxy
    /// Hand back: assign the weakly kept original delegate (`nil` if there is none or it deallocated) as the
    /// navigation controller's delegate, forget it, and set the system pop gesture's `isEnabled` to the value.
    case restoreOriginal(systemPopGestureEnabled: Bool)
    /// Hand back to a delegate the app assigned behind the proxy's back: leave the `delegate` property as it is,
    /// forget the original delegate, and set the system pop gesture's `isEnabled` to the value.
    case leaveAppDelegate(systemPopGestureEnabled: Bool)
}
