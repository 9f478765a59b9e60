import Foundation
@testable import NavTransitions

/// Floating-point comparisons for the Interaction tests (namespaced so other test folders can have their own).
enum InteractionTolerance {
    /// The default absolute tolerance: far below a visible difference, far above rounding noise.
    static let standard: CGFloat = 1e-9

    /// Whether `a` and `b` differ by at most `tolerance`.
    static func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = standard) -> Bool {
        abs(a - b) <= tolerance
    }
}
