import Foundation

/// What the UIKit layer does to the navigation controller's `delegate` after a `NavigationDelegateLifecycle` event.
package enum NavigationDelegateAction: Sendable, Hashable {
    /// Change nothing.
    case none
    /// Keep the delegate the event was given (its `current` or `to` slot; `nil` for `.none`) weakly as the
    /// original delegate, replacing any previous original, then assign the proxy as the navigation controller's delegate.
    case saveOriginalAndAssignProxy
    /// Hand back: assign the weakly kept original delegate (`nil` if there is none or it deallocated) as the
    /// navigation controller's delegate, and forget it.
    case restoreOriginal
    /// Hand back to a delegate the app assigned behind the proxy's back: leave the `delegate` property as it is
    /// and forget the original delegate.
    case leaveAppDelegate
}
