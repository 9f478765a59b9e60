import Foundation

/// How a transition's progress moves over time: a cubic curve over a fixed duration, or a spring.
public enum TransitionTiming: Sendable, Equatable {
    /// A cubic Bézier curve that runs for `duration` seconds.
    case curve(CubicBezierCurve, duration: TimeInterval)
    /// A damped spring; its duration is the spring's settling time.
    case spring(SpringCurve)

    /// The duration in seconds, what `transitionDuration(using:)` returns; never negative or NaN.
    package var duration: TimeInterval {
        switch self {
        case let .curve(_, duration): return duration.isFinite ? Swift.max(0, duration) : 0
        case let .spring(spring): return spring.settlingDuration()
        }
    }

    /// The progress `time` seconds after the start (0...1 for a curve; a spring may overshoot 1).
    ///
    /// Before the start (negative time) and for NaN the progress is 0; a curve of zero duration is at 1
    /// as soon as time is positive, infinity included.
    package func progress(at time: TimeInterval) -> CGFloat {
        switch self {
        case let .curve(curve, _):
            // With a zero duration, time / 0 is +infinity (clamped to the end), −infinity or NaN (the start).
            return curve.progress(atFraction: CGFloat(time / duration))
        case let .spring(spring):
            return spring.progress(at: time)
        }
    }
}
