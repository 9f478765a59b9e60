import Foundation

/// What a navigation controller's `delegate` property holds at one moment, as the proxy sees it.
///
/// The UIKit layer maps `navigationController.delegate` to a slot before every event:
/// `nil` is `.none`, the proxy itself is `.proxy`, the object the proxy knows to wrap it (a delegate that
/// forwards every call to the proxy) is `.wrapper(id)`, any other object is `.app(id)`, with the id the UIKit
/// layer derives for delegates (for example `ObjectIdentifier(delegate)`).
package enum DelegateSlot<Delegate: Hashable & Sendable>: Sendable, Hashable {
    /// No delegate: the property is `nil`.
    case none
    /// The NavTransitions proxy is the delegate.
    case proxy
    /// A delegate that forwards every call to the proxy holds the property; for the lifecycle the proxy
    /// is reached as if it were the delegate.
    case wrapper(Delegate)
    /// An app object (anything but the proxy and its wrapper) is the delegate.
    case app(Delegate)

    /// The slot of the delegate in the property.
    ///
    /// - Parameters:
    ///   - current: the id of the object in `delegate`, nil when it is nil.
    ///   - proxy: the proxy's id.
    ///   - wrapper: the id of the wrapper the proxy knows, nil for none (or a wrapper that has been freed).
    package init(current: Delegate?, proxy: Delegate, wrapper: Delegate?) {
        switch current {
        case nil: self = .none
        case proxy?: self = .proxy
        case let current? where current == wrapper: self = .wrapper(current)
        case let current?: self = .app(current)
        }
    }

    /// The app delegate's id, or `nil` for the other cases.
    package var appDelegate: Delegate? {
        if case .app(let delegate) = self { return delegate }
        return nil
    }

    /// Whether the proxy receives the navigation controller's delegate calls: `.proxy` and `.wrapper`.
    package var reachesProxy: Bool {
        switch self {
        case .proxy, .wrapper: return true
        case .none, .app: return false
        }
    }
}
