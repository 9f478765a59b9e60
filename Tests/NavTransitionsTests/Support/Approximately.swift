import Foundation

/// Whether two values are equal within `tolerance`.
func approximately(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two rects are equal component by component within `tolerance`.
func approximately(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    approximately(a.minX, b.minX, tolerance: tolerance) && approximately(a.minY, b.minY, tolerance: tolerance)
        && approximately(a.width, b.width, tolerance: tolerance) && approximately(a.height, b.height, tolerance: tolerance)
}

/// Whether a rect has only finite components.
func isFinite(_ rect: CGRect) -> Bool {
    [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
}
