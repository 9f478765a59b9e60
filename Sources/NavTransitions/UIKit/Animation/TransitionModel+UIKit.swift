#if canImport(UIKit)
import UIKit

// The package's value types built from UIKit's, for apps that write their own delegates.

extension TransitionOperation {
    /// The operation of a navigation controller's `UINavigationController.Operation`: `.push` or `.pop`;
    /// nil for `.none` (and any operation UIKit may add).
    public init?(_ operation: UINavigationController.Operation) {
        self.init(navigationOperationRawValue: operation.rawValue)
    }
}
#endif
