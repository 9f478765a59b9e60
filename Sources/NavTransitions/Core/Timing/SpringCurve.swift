import Foundation

/// A damped spring that moves progress from 0 to 1, described as UIKit and SwiftUI describe springs.
///
/// `dampingRatio` is 1 for a critically damped spring (no overshoot), below 1 to bounce. `response` is the
/// period of the undamped spring in seconds: smaller is snappier. The UIKit layer builds
/// `UISpringTimingParameters(mass: 1, stiffness: stiffness, damping: damping, initialVelocity:)`, so the
/// motion on screen is the one the package's preview and tests compute from the same two numbers.
public struct SpringCurve: Sendable, Equatable {
    /// The damping ratio; clamped to 0.05...10 (non-finite becomes 1).
    public let dampingRatio: CGFloat
    /// The period of the undamped oscillation in seconds; clamped to 0.01...10 (non-finite becomes 0.35).
    public let response: CGFloat

    /// Creates a spring; out-of-range or non-finite values are clamped to a defined spring, never NaN.
    public init(dampingRatio: CGFloat = 1, response: CGFloat = 0.35) {
        self.dampingRatio = dampingRatio.finiteOr(1).clamped(to: 0.05...10)
        self.response = response.finiteOr(0.35).clamped(to: 0.01...10)
    }

    /// The spring's mass, always 1.
    package var mass: CGFloat { 1 }
    /// The stiffness for a unit mass: (2π / response)².
    package var stiffness: CGFloat { angularFrequency * angularFrequency }
    /// The damping coefficient for a unit mass: 2 × dampingRatio × √stiffness.
    package var damping: CGFloat { 2 * dampingRatio * angularFrequency }
    /// The undamped angular frequency ω = 2π / response, in radians per second.
    package var angularFrequency: CGFloat { 2 * .pi / response }

    /// The progress at `time` seconds after the start, for an initial velocity in progress units per second.
    ///
    /// The initial velocity is what `UISpringTimingParameters` calls `initialVelocity`: 1 means the whole
    /// distance per second. Negative or NaN time gives 0; non-finite velocity counts as 0.
    package func progress(at time: TimeInterval, initialVelocity: CGFloat = 0) -> CGFloat {
        // At time 0 every branch of the displacement is −1 (cos 0 and exp 0 are 1; c1 + c2 = −1), so the progress is
        // 0 either way: `time >= 0` would answer the same; the guard is for negative and non-finite times.
        guard time.isFinite, time > 0 else { return 0 }
        let t = CGFloat(time)
        let displacement = Self.displacement(
            at: t, velocity: initialVelocity.finiteOr(0), zeta: dampingRatio, omega: angularFrequency)
        return 1 + displacement
    }

    /// The time in seconds after which the spring stays within `tolerance` of its target.
    ///
    /// Computed from the decay envelope of the motion, so it is an upper bound that UIKit's own settling
    /// time does not exceed by more than a frame. Capped at 10 seconds.
    package func settlingDuration(initialVelocity: CGFloat = 0, tolerance: CGFloat = 0.001) -> TimeInterval {
        let v = initialVelocity.finiteOr(0)
        let epsilon = Swift.max(tolerance.finiteOr(0.001), 1e-6)
        // Sampled at 240 Hz over the first 10 seconds.
        let frame = (0..<2400).first { envelope(at: CGFloat($0) / 240, velocity: v) < epsilon }
        return frame.map { TimeInterval($0) / 240 } ?? 10
    }

    /// An upper bound of |displacement| from `t` on, for the decay that ends the motion.
    private func envelope(at t: CGFloat, velocity v: CGFloat) -> CGFloat {
        let zeta = dampingRatio, omega = angularFrequency
        if zeta < 1 {
            let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
            let b = (v - zeta * omega) / dampedOmega
            return exp(-zeta * omega * t) * (1 + b * b).squareRoot()
        } else if zeta == 1 {
            return exp(-omega * t) * (1 + abs(v - omega) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c1 = (v + r2) / (r1 - r2)
            let c2 = -1 - c1
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The displacement from the target (starting at −1) of a unit-mass damped oscillator.
    private static func displacement(at t: CGFloat, velocity v: CGFloat, zeta: CGFloat, omega: CGFloat) -> CGFloat {
        if zeta < 1 {
            let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
            let b = (v - zeta * omega) / dampedOmega
            return exp(-zeta * omega * t) * (-cos(dampedOmega * t) + b * sin(dampedOmega * t))
        } else if zeta == 1 {
            return exp(-omega * t) * (-1 + (v - omega) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c1 = (v + r2) / (r1 - r2)
            let c2 = -1 - c1
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }
}
