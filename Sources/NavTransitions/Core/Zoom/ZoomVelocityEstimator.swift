import Foundation

/// Estimates the velocity of a point from timed samples: a pinch's centroid, which
/// `UIPinchGestureRecognizer` reports without a velocity.
///
/// The velocity is the displacement between the newest sample and the oldest one at most ``window``
/// seconds older, over their time difference, so one noisy frame does not decide the release. Samples
/// with a non-finite component or a time that does not increase are ignored.
package struct ZoomVelocityEstimator: Sendable, Equatable {
    /// How far back, in seconds, samples count.
    package static let window: TimeInterval = 0.1
    /// The shortest time difference, in seconds, a velocity is computed over.
    package static let minimumInterval: TimeInterval = 0.004

    private struct Sample: Sendable, Equatable {
        let point: CGPoint
        let time: TimeInterval
    }

    private var samples: [Sample] = []

    /// Creates an estimator without samples.
    package init() {}

    /// Adds the point's position at `time` (seconds, for example the gesture's `CACurrentMediaTime()`).
    package mutating func add(_ point: CGPoint, at time: TimeInterval) {
        guard point.x.isFinite, point.y.isFinite, time.isFinite else { return }
        if let last = samples.last, time <= last.time { return }
        samples.append(Sample(point: point, time: time))
        samples.removeAll { time - $0.time > Self.window }
    }

    /// Forgets every sample (a new gesture, or the fingers regripped).
    package mutating func reset() {
        samples.removeAll()
    }

    /// The velocity in points per second; zero with fewer than two samples at least
    /// ``minimumInterval`` apart.
    package var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last else { return .zero }
        let interval = last.time - first.time
        guard interval >= Self.minimumInterval else { return .zero }
        return CGPoint(x: (last.point.x - first.point.x) / interval, y: (last.point.y - first.point.y) / interval)
    }
}
