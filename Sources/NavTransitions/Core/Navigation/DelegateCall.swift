import Foundation

/// A `UINavigationControllerDelegate` method the proxy receives and forwards to the original delegate.
package enum DelegateCall: Sendable, Hashable, CaseIterable {
    /// `navigationController(_:willShow:animated:)`.
    case willShow
    /// `navigationController(_:didShow:animated:)`.
    case didShow
    /// `navigationController(_:animationControllerFor:from:to:)`.
    case animationController
    /// `navigationController(_:interactionControllerFor:)`.
    case interactionController
    /// `navigationControllerSupportedInterfaceOrientations(_:)`.
    case supportedInterfaceOrientations
    /// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`.
    case preferredInterfaceOrientation
}

/// How the proxy handles one delegate call, as ``NavigationProxyState/delegateCallBegan(_:_:)`` decided.
package enum DelegateCallEntry: Sendable, Hashable {
    /// The usual: forward the call to the original delegate, then decide (answer, hand back…).
    case handle
    /// The call came back while the proxy was forwarding it: the original wraps the proxy. Forward it to the
    /// (new) original delegate and return that answer; decide nothing (the outer call does).
    case forwardOnly
    /// A loop the proxy cannot resolve: neither forward nor decide; answer nil or nothing.
    case ignore
}
