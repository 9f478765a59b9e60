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

    /// Whether the proxy is the delegate of `recognizer` (one of UIKit's back recognizers) now.
    package func isDelegate(of recognizer: UIGestureRecognizer) -> Bool {
        recognizer.delegate === forwarder
    }

    /// UIKit's back recognizers of `navigationController`: the edge one, and iOS 26's content one where the runtime
    /// has it (found as the proxy finds it).
    package static func systemBackGestureRecognizers(
        of navigationController: UINavigationController
    ) -> [(SystemBackGesture, UIGestureRecognizer)] {
        NavigationDelegateForwarder.systemBackGestureRecognizers(of: navigationController)
    }
}
#endif
