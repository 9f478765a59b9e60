import Foundation

/// Which `UINavigationControllerDelegate` methods the proxy says it implements (`responds(to:)`), computed
/// from the original delegate before the proxy is assigned as `delegate`.
///
/// UIKit asks a delegate's `responds(to:)` when the delegate is assigned and keeps the answers (reported, not
/// documented: pointfreeco/swift-navigation#259 and #311 logged the probe at assignment;
/// fastred/AHKNavigationController#5: "system calls respondsToSelector: as early as in setDelegate:, and
/// caches that response"). So every answer must be right *before* the assignment: an app that limits
/// rotation through its delegate's `navigationControllerSupportedInterfaceOrientations(_:)` rotates anyway
/// if the proxy was assigned while it still said no. Whether assigning the same object again makes UIKit ask
/// again is not known (the debug probe `UIKitAssumption.reassigningDelegateRefreshesAnswers` reports it): when
/// the answers change while the proxy already holds the property, the proxy is assigned afresh
/// (``NavigationProxyHost/refreshDelegateAnswers()``: `nil`, then the proxy).
///
/// The proxy forwards nothing it does not implement: no `forwardingTarget(for:)`, so UIKit's probes of
/// private methods (`_navigationControllerShouldUseBuiltinInteractionController:`, which Apple's own apps
/// implement) never reach the original through the proxy and cannot bypass it. The one private method that
/// matters is replaced by public API: the proxy owns UIKit's back recognizers' delegate
/// (``SystemBackGestureGate``).
package struct NavigationDelegateAnswers: Sendable, Hashable {
    /// Whether the proxy claims `navigationControllerSupportedInterfaceOrientations(_:)`: only when the original does.
    package var claimsSupportedOrientations: Bool
    /// Whether the proxy claims `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`: only when the original does.
    package var claimsPreferredOrientation: Bool

    /// The answers for an original that implements what `originalResponds` says (nil original: nothing).
    package init(originalResponds: (DelegateCall) -> Bool) {
        claimsSupportedOrientations = originalResponds(.supportedInterfaceOrientations)
        claimsPreferredOrientation = originalResponds(.preferredInterfaceOrientation)
    }

    /// The answers without an original: the orientation methods are not claimed, so UIKit's defaults apply.
    package static let withoutOriginal = NavigationDelegateAnswers { _ in false }

    /// The proxy's `responds(to:)` for a delegate method: the transition methods always (the proxy answers for
    /// every screen, and a SwiftUI destination's choice is only known inside the animation-controller call),
    /// the orientation methods as the original.
    package func proxyResponds(to call: DelegateCall) -> Bool {
        switch call {
        case .willShow, .didShow, .animationController, .interactionController: return true
        case .supportedInterfaceOrientations: return claimsSupportedOrientations
        case .preferredInterfaceOrientation: return claimsPreferredOrientation
        }
    }
}
