#if canImport(UIKit)
import UIKit

/// What the package's self-check (the NavTransitionsSelfCheck module) reads and drives; not API.
extension NavigationDelegateProxy {
    /// The interaction the swipe-back pan feeds: the self-check feeds it progress, velocity and release.
    package var swipeBackInteraction: PanInteractiveTransition { forwarder.swipeBackInteraction }

    /// Whether the proxy is the navigation controller's `delegate` now (not handed back, not behind a wrapper).
    package func isDelegate(of navigationController: UINavigationController) -> Bool {
        navigationController.delegate === forwarder
    }
}
#endif
