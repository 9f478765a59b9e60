#if canImport(UIKit)
import UIKit

// The package's value types built from UIKit's, for apps that write their own delegates.

extension TransitionOperation {
    /// The operation of a navigation controller's `UINavigationController.Operation`: `.push` or `.pop`;
    /// nil for `.none` (and any operation UIKit may add).
    public init?(_ operation: UINavigationController.Operation) {
        switch operation {
        case .push: self = .push
        case .pop: self = .pop
        default: return nil
        }
    }
}

extension TransitionEdge {
    /// The physical edge (`top`, `bottom`, `left` or `right`) for a layout direction: `.leading` is
    /// `.left` in left-to-right layouts and `.right` in right-to-left ones; physical edges never change.
    ///
    /// Pass a view's `effectiveUserInterfaceLayoutDirection`.
    public func resolved(for layoutDirection: UIUserInterfaceLayoutDirection) -> TransitionEdge {
        resolved(for: LayoutDirection(layoutDirection))
    }
}

extension SwipeDirection {
    /// The direction of an interactive swipe back for a layout direction: `.right` in left-to-right
    /// layouts, `.left` in right-to-left ones (the finger moves away from the leading edge).
    ///
    /// Set it as a ``PanInteractiveTransition``'s `direction` when you drive a pop yourself.
    public static func back(for layoutDirection: UIUserInterfaceLayoutDirection) -> SwipeDirection {
        back(for: LayoutDirection(layoutDirection))
    }

    /// The direction of a pan that dismisses a view leaving through `edge`: the finger follows the view
    /// out (`.bottom` gives `.down`; `.leading` gives `.left` in left-to-right layouts).
    public static func dismissal(toward edge: TransitionEdge, layoutDirection: UIUserInterfaceLayoutDirection) -> SwipeDirection {
        dismissal(toward: edge, layoutDirection: LayoutDirection(layoutDirection))
    }
}
#endif
