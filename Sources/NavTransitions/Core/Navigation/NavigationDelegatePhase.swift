import Foundation

/// Where a navigation controller's proxy stands in its lifecycle.
package enum NavigationDelegatePhase: Sendable, Hashable, CaseIterable {
    /// Not the delegate, and nothing but `install` makes it the delegate again.
    ///
    /// The state before the first `install`, after `uninstall`, and after the owner deallocated.
    case uninstalled
    /// The proxy is the navigation controller's delegate and forwards every call to the original delegate.
    case installed
    /// The owner screen left the navigation stack: the original delegate was handed back, and the proxy
    /// installs itself again when the owner reappears (`ownerAppeared`).
    case detached
}
