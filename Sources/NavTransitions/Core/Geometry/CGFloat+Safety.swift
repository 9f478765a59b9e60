import Foundation

extension CGFloat {
    /// This value when it is finite, otherwise `fallback`. NaN and ±infinity never reach a frame.
    @inlinable
    package func finiteOr(_ fallback: CGFloat) -> CGFloat {
        isFinite ? self : fallback
    }

    /// This value clamped into `range`; NaN becomes the range's lower bound.
    @inlinable
    package func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// The value `fraction` of the way from this value to `end` (no clamping).
    @inlinable
    package func interpolated(to end: CGFloat, fraction: CGFloat) -> CGFloat {
        self + (end - self) * fraction
    }
}
