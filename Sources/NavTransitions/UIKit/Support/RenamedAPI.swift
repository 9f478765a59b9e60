#if canImport(UIKit)
import UIKit

// Public names renamed before the first release, kept for that release as unavailable declarations: code written
// against an earlier `main` gets "'X' has been renamed to 'Y'" and Xcode's fix-it instead of "has no member".
// CHANGELOG.md's migration table lists them with the changes a rename cannot express; scripts/check-public-api.py
// does not count them. Remove them in the release after the first.

/// Renamed ``InteractiveDismissContext``: the presentation's pan and the zoom's pinch and drag get one context.
@available(*, unavailable, renamed: "InteractiveDismissContext")
public typealias DismissPanContext = InteractiveDismissContext

/// Renamed ``InteractiveDismissContext``: the zoom's pinch and drag get the presentation's context.
@available(*, unavailable, renamed: "InteractiveDismissContext")
public typealias ZoomInteractionContext = InteractiveDismissContext

extension InteractiveDismissContext {
    /// Renamed ``viewController``.
    @available(*, unavailable, renamed: "viewController")
    public var presentedViewController: UIViewController { viewController }

    /// Renamed ``viewController``.
    @available(*, unavailable, renamed: "viewController")
    public var zoomedViewController: UIViewController { viewController }
}

extension PanInteractiveTransition {
    /// Renamed ``isInteractive``.
    @available(*, unavailable, renamed: "isInteractive")
    public var isDriving: Bool { isInteractive }
}
#endif
