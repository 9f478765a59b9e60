import Foundation

/// Where a released motion would come to rest: `UIScrollView`'s deceleration projection, shared by every
/// release decision (the carousel's snap, a sheet's detent).
///
/// The model is the one "Designing Fluid Interfaces" (WWDC 2018) gives for a scroll view: the velocity
/// decays by the deceleration rate `r` every millisecond, so a release at `v` points per second coasts
/// `(v / 1000) × r / (1 − r)` points. At UIKit's normal rate (0.998), 1000 pt/s projects 499 points.
package enum MomentumProjection {
    /// The largest speed taken into account, in points per second; faster ones (infinities included) are
    /// clamped. 50 000 pt/s is the carousel's limit (50 pt/ms); callers with a lower limit clamp first.
    package static let maximumSpeed: CGFloat = 50_000

    /// The distance, in points, a motion released at `velocity` points per second coasts.
    ///
    /// - Parameters:
    ///   - velocity: the speed along the axis at release, in points per second; negative coasts backward.
    ///     NaN counts as 0; beyond ±``maximumSpeed`` (infinities included) it is clamped.
    ///   - decelerationRate: the per-millisecond rate, `UIScrollView.DecelerationRate.rawValue`; 0 projects
    ///     nothing; NaN or a value outside `0..<1` falls back to
    ///     ``InteractiveTransitionTracker/normalDecelerationRate`` (0.998).
    /// - Returns: a finite distance with the sign of `velocity`.
    package static func distance(
        velocity: CGFloat, decelerationRate: CGFloat = InteractiveTransitionTracker.normalDecelerationRate
    ) -> CGFloat {
        let speed = velocity.isNaN ? 0 : velocity.clamped(to: -maximumSpeed...maximumSpeed)
        let rate =
            decelerationRate >= 0 && decelerationRate < 1 ? decelerationRate : InteractiveTransitionTracker.normalDecelerationRate
        return speed / 1000 * rate / (1 - rate)
    }
}
