import Foundation

/// The default absolute tolerance of the tests: far below a visible difference, far above rounding noise.
let standardTolerance: CGFloat = 1e-9

/// Whether two values differ by at most `tolerance`; NaN equals nothing.
func approximately(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = standardTolerance) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points are equal component by component within `tolerance`.
func approximately(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = standardTolerance) -> Bool {
    approximately(a.x, b.x, tolerance: tolerance) && approximately(a.y, b.y, tolerance: tolerance)
}

/// Whether two rects are equal component by component within `tolerance` (not standardized).
func approximately(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = standardTolerance) -> Bool {
    approximately(a.origin, b.origin, tolerance: tolerance)
        && approximately(a.size.width, b.size.width, tolerance: tolerance)
        && approximately(a.size.height, b.size.height, tolerance: tolerance)
}

/// Whether a rect has only finite components.
func isFinite(_ rect: CGRect) -> Bool {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
}

/// Whether every component of `rect` is finite and its size is non-negative.
func isWellFormed(_ rect: CGRect) -> Bool {
    isFinite(rect) && rect.size.width >= 0 && rect.size.height >= 0
}
