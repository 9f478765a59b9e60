import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` and `UICubicTimingParameters` describe it.
///
/// The x axis is the fraction of the duration that has elapsed, the y axis the fraction of the change
/// that has happened. UIKit's named curves are provided as ``linear``, ``easeIn``, ``easeOut`` and ``easeInOut``.
public struct CubicBezierCurve: Sendable, Equatable {
    /// The first control point; x is clamped to 0...1.
    public let controlPoint1: CGPoint
    /// The second control point; x is clamped to 0...1.
    public let controlPoint2: CGPoint

    /// Creates a curve from its two control points; non-finite coordinates become the linear curve's.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        self.controlPoint1 = CGPoint(x: controlPoint1.x.clamped(to: 0...1), y: controlPoint1.y.finiteOr(0))
        self.controlPoint2 = CGPoint(x: controlPoint2.x.clamped(to: 0...1), y: controlPoint2.y.finiteOr(1))
    }

    /// UIKit's `.linear`: progress equals elapsed time.
    public static let linear = CubicBezierCurve(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
    /// UIKit's `.easeIn` (0.42, 0, 1, 1): starts slowly.
    public static let easeIn = CubicBezierCurve(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
    /// UIKit's `.easeOut` (0, 0, 0.58, 1): ends slowly.
    public static let easeOut = CubicBezierCurve(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
    /// UIKit's `.easeInOut` (0.42, 0, 0.58, 1): starts and ends slowly.
    public static let easeInOut = CubicBezierCurve(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))

    /// The progress (y) when `fraction` (x) of the duration has elapsed; `fraction` is clamped to 0...1, NaN gives 0.
    package func progress(atFraction fraction: CGFloat) -> CGFloat {
        let x = fraction.clamped(to: 0...1)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return Self.coordinate(parameter: parameter(forX: x), p1: controlPoint1.y, p2: controlPoint2.y)
    }

    /// The Bézier parameter whose x equals `x`, by bisection.
    ///
    /// Both control points' x lie in 0...1, so x(t) rises monotonically from 0 to 1 and one parameter
    /// matches; 40 halvings pin it to 1e-12.
    private func parameter(forX x: CGFloat) -> CGFloat {
        var low: CGFloat = 0, high: CGFloat = 1
        for _ in 0..<40 {
            let t = (low + high) / 2
            if Self.coordinate(parameter: t, p1: controlPoint1.x, p2: controlPoint2.x) < x { low = t } else { high = t }
        }
        return (low + high) / 2
    }

    /// One coordinate of the curve at parameter `t`, with end points 0 and 1.
    private static func coordinate(parameter t: CGFloat, p1: CGFloat, p2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
}
