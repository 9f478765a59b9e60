import Foundation

/// Floating-point comparisons for the presentation tests (namespaced so other suites' helpers cannot clash).
enum PresentationApprox {
    /// The largest difference, in points, that two lengths may have and still count as equal.
    static let tolerance: CGFloat = 1e-9

    /// Whether two values are equal within `tolerance`; NaN equals nothing.
    static func equal(_ a: CGFloat, _ b: CGFloat) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Whether two points are equal component by component within `tolerance`.
    static func equal(_ a: CGPoint, _ b: CGPoint) -> Bool {
        equal(a.x, b.x) && equal(a.y, b.y)
    }

    /// Whether two rects are equal component by component within `tolerance` (not standardized).
    static func equal(_ a: CGRect, _ b: CGRect) -> Bool {
        equal(a.origin.x, b.origin.x) && equal(a.origin.y, b.origin.y)
            && equal(a.size.width, b.size.width) && equal(a.size.height, b.size.height)
    }

    /// Whether every component of `rect` is finite and its size is non-negative.
    static func isWellFormed(_ rect: CGRect) -> Bool {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
            && rect.size.width >= 0 && rect.size.height >= 0
    }
}
