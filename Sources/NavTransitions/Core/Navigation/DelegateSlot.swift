import Foundation

/// What a navigation controller's `delegate` property holds at one moment, as the proxy sees it.
///
/// The UIKit layer maps `navigationController.delegate` to a slot before every event:
/// `nil` is `.none`, the proxy itself is `.proxy`, any other object is `.app(id)` with the id the
/// UIKit layer derives for delegates (for example `ObjectIdentifier(delegate)`).
package enum DelegateSlot<Delegate: Hashable & Sendable>: Sendable, Hashable {
    /// No delegate: the property is `nil`.
    case none
    /// The NavTransitions proxy is the delegate.
    case proxy
    /// An app object (anything but the proxy) is the delegate.
    case app(Delegate)

    /// The app delegate's id, or `nil` for `.none` and `.proxy`.
    package var appDelegate: Delegate? {
        if case .app(let delegate) = self { return delegate }
        return nil
    }
}
