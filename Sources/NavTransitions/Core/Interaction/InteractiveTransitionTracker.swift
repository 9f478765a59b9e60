import Foundation

/// Turns a pan gesture's translation and velocity into transition progress and a finish-or-cancel decision.
///
/// Used by the interactive swipe back (``SwipeDirection/back(for:)``, distance = the container's width) and
/// by pan-to-dismiss (``SwipeDirection/dismissal(toward:layoutDirection:)``, distance = the presented
/// view's height for a sheet). Translations are in points, velocities in points per second, as
/// `UIPanGestureRecognizer` reports them; progress runs from 0 (start) to 1 (end).
///
/// Bad input never produces NaN:
/// - A `distance` that is not finite and positive (0 before layout, negative, NaN, infinite) is stored as 0
///   and makes the tracker inert: translations and velocities contribute nothing, so progress stays at the
///   start progress (0 for a fresh gesture) and a release from 0 cancels with an initial velocity of 0.
/// - A NaN translation component counts as no movement; an infinite one clamps progress to 0 or 1.
/// - A NaN velocity counts as 0; velocities beyond ±``maximumSpeed`` (infinities included) are clamped.
package struct InteractiveTransitionTracker: Sendable, Hashable {
    /// UIKit's `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
    package static let normalDecelerationRate: CGFloat = 0.998
    /// UIKit's `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
    package static let fastDecelerationRate: CGFloat = 0.99
    /// The largest speed along the direction the tracker accepts, in points per second; faster ones are clamped.
    package static let maximumSpeed: CGFloat = 20_000
    /// The largest magnitude of ``InteractiveRelease/initialVelocity`` (remaining distances per second).
    package static let maximumInitialVelocity: CGFloat = 30
    /// Below this remaining distance, in points, the settle spring starts with an initial velocity of 0.
    package static let minimumRemainingDistance: CGFloat = 0.5

    /// The direction the finger moves to make progress.
    package let direction: SwipeDirection
    /// The translation along ``direction`` that means 100% progress, in points; 0 when the given one was unusable.
    package let distance: CGFloat
    /// The deceleration rate per millisecond used to project the release point, in `0..<1`.
    package let decelerationRate: CGFloat

    /// Creates a tracker.
    ///
    /// - Parameters:
    ///   - direction: the direction the finger moves to make progress.
    ///   - distance: the translation for 100%, in points. Not finite and positive: stored as 0 (inert tracker).
    ///   - decelerationRate: the per-millisecond rate of the release projection, `UIScrollView`'s model.
    ///     0 projects no momentum; NaN or a value outside `0..<1` falls back to ``normalDecelerationRate``.
    package init(direction: SwipeDirection, distance: CGFloat, decelerationRate: CGFloat = normalDecelerationRate) {
        self.direction = direction
        // At exactly 0 both branches store 0: `distance >= 0` would be the same tracker.
        self.distance = distance.isFinite && distance > 0 ? distance : 0
        self.decelerationRate =
            decelerationRate >= 0 && decelerationRate < 1
            ? decelerationRate
            : Self.normalDecelerationRate
    }

    /// The progress, 0...1, for a pan `translation` in points, starting from `startProgress`.
    ///
    /// The translation is projected on ``direction`` and divided by ``distance``: with a distance of 375,
    /// a translation of 93.75 along the direction gives 0.25. Movement across the direction is ignored.
    /// `startProgress` is where an earlier gesture left the transition (a grab while settling); it is
    /// clamped to 0...1, NaN becoming 0. The result is clamped to 0...1.
    package func progress(forTranslation translation: CGPoint, from startProgress: CGFloat = 0) -> CGFloat {
        let start = startProgress.clamped(to: 0...1)
        guard distance > 0 else { return start }
        let along = direction.component(of: translation)
        guard !along.isNaN else { return start }
        return (start + along / distance).clamped(to: 0...1)
    }

    /// How far, in points along ``direction``, the content would coast after a release at `velocity`.
    ///
    /// `UIScrollView`'s deceleration projection ("Designing Fluid Interfaces", WWDC 2018):
    /// `(v / 1000) * r / (1 - r)`, with `v` the speed along the direction in points per second and `r` the
    /// ``decelerationRate``. 1000 pt/s at 0.998 projects 499 points. Negative when moving backward.
    /// NaN counts as 0 and the speed is clamped to ±``maximumSpeed``, so the result is always finite.
    package func projectedDistance(velocity: CGPoint) -> CGFloat {
        MomentumProjection.distance(
            velocity: sanitizedSpeed(direction.component(of: velocity)), decelerationRate: decelerationRate)
    }

    /// Decides how the transition ends when the finger lifts at `translation` with `velocity`.
    ///
    /// The decision uses the projected position, not the position alone: the transition finishes when
    /// `progress + projectedDistance / distance > 0.5`. A flick at 10% with 1000 pt/s over 375 points
    /// projects to 1.43 and finishes; a release at 60% moving back at 200 pt/s projects to 0.33 and cancels;
    /// a release at exactly 50% without velocity cancels. The release's initial velocity is the speed along
    /// the direction, signed toward the target, divided by the remaining distance in points (see
    /// ``InteractiveRelease/initialVelocity``).
    ///
    /// - Parameters:
    ///   - translation: the pan's translation in points since the gesture began.
    ///   - velocity: the pan's velocity in points per second.
    ///   - startProgress: the progress the gesture started from (0, or the grabbed progress of a settling transition).
    package func release(translation: CGPoint, velocity: CGPoint, from startProgress: CGFloat = 0) -> InteractiveRelease {
        let current = progress(forTranslation: translation, from: startProgress)
        let speed = sanitizedSpeed(direction.component(of: velocity))
        let projected = distance > 0 ? current + projectedDistance(velocity: velocity) / distance : current
        let completion: InteractiveCompletion = projected > 0.5 ? .finish : .cancel

        let remainingDistance = abs(completion.targetProgress - current) * distance
        let initialVelocity: CGFloat
        if remainingDistance < Self.minimumRemainingDistance {
            initialVelocity = 0
        } else {
            let towardTarget = completion == .finish ? speed : -speed
            let limit = Self.maximumInitialVelocity
            initialVelocity = (towardTarget / remainingDistance).clamped(to: -limit...limit)
        }
        return InteractiveRelease(completion: completion, progress: current, initialVelocity: initialVelocity)
    }

    /// A speed along the direction made safe: NaN becomes 0, the rest is clamped to ±``maximumSpeed``.
    private func sanitizedSpeed(_ speed: CGFloat) -> CGFloat {
        speed.isNaN ? 0 : speed.clamped(to: -Self.maximumSpeed...Self.maximumSpeed)
    }
}
