import Foundation

/// Where a released sheet goes — a detent or a dismissal — and how fast the settle spring starts.
///
/// Made by ``decide(visibleHeight:velocity:detents:canDismiss:decelerationRate:)``. Every value is finite.
package struct SheetRelease: Sendable, Equatable {
    /// Where the sheet goes.
    package enum Target: Sendable, Hashable {
        /// The stop at this index of the resolved detents.
        case detent(Int)
        /// Off the bottom edge: the sheet is dismissed.
        case dismissal
    }

    /// Above this speed, in points per second, a release is a flick: 300, the carousel's 0.3 pt/ms.
    package static let flickSpeed: CGFloat = 300
    /// The largest speed taken into account, in points per second (the interactive tracker's limit).
    package static let maximumSpeed: CGFloat = InteractiveTransitionTracker.maximumSpeed
    /// The spring that settles the sheet after a release, its initial velocity from the finger: critically
    /// damped, 0.3 s response — the pan-to-dismiss settle spring.
    package static let settleSpring = SpringCurve(dampingRatio: 1, response: 0.3)

    /// Where the sheet goes.
    package var target: Target
    /// The visible height the sheet settles at: the detent's height, or 0 for a dismissal.
    package var targetHeight: CGFloat
    /// The settle spring's initial velocity relative to the remaining distance (the value for
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`): the finger's speed toward the target divided
    /// by the distance to it. Positive moves toward the target. 0 when less than half a point remains; within
    /// ±``InteractiveTransitionTracker/maximumInitialVelocity``.
    package var initialVelocity: CGFloat

    /// Creates a release.
    package init(target: Target, targetHeight: CGFloat, initialVelocity: CGFloat) {
        self.target = target
        self.targetHeight = targetHeight
        self.initialVelocity = initialVelocity
    }

    /// Decides where a sheet released at `visibleHeight` goes.
    ///
    /// The stops are the detents' heights, and height 0 (the dismissal) when `canDismiss`. Around the release
    /// point there is a stop at or below it and one at or above it (the same one when the release is on a
    /// stop, within half a point); the target is one of those two neighbours:
    /// - a **flick** (faster than ``flickSpeed``) goes to the next stop in its direction, past the stop the
    ///   release is on: one detent per flick, so a flick down from a tall detent lands on the next one down and
    ///   only a flick from the smallest detent (or below it) dismisses. A release in the rubber band (above the
    ///   largest stop, or below the smallest one when the sheet cannot be dismissed) flicks as from the stop it
    ///   stretches: a flick down from above the largest detent lands one detent down, a flick up from below the
    ///   smallest one detent up;
    /// - a **slower release** goes to the neighbour nearest to the projected point: the release point moved by
    ///   the velocity's deceleration projection (``MomentumProjection``, as the carousel projects).
    ///
    /// Bad input: a NaN velocity counts as 0 and speeds beyond ±``maximumSpeed`` are clamped; a NaN height
    /// counts as the smallest detent's; heights outside the stops land on the nearest end.
    ///
    /// - Parameters:
    ///   - visibleHeight: the sheet's visible height at release (``SheetTrack/visibleHeight(forRawHeight:)``).
    ///   - velocity: the finger's vertical velocity, in points per second, as `UIPanGestureRecognizer` gives it:
    ///     positive moves down (toward a smaller detent).
    ///   - detents: the resolved detents.
    ///   - canDismiss: whether a drag may dismiss the sheet: the dismissal is a stop.
    ///   - decelerationRate: the projection's per-millisecond rate; UIKit's normal rate by default.
    package static func decide(
        visibleHeight: CGFloat,
        velocity: CGFloat,
        detents: ResolvedSheetDetents,
        canDismiss: Bool,
        decelerationRate: CGFloat = InteractiveTransitionTracker.normalDecelerationRate
    ) -> SheetRelease {
        // Upward speed: the sheet grows when the finger moves up.
        let speed = velocity.isNaN ? 0 : -velocity.clamped(to: -maximumSpeed...maximumSpeed)
        let height = visibleHeight.isNaN ? detents.smallestHeight : visibleHeight
        let stops = (canDismiss ? [0] : []) + detents.heights
        let tolerance = ResolvedSheetDetents.separation

        // The neighbours: the highest stop at or below the release point, the lowest at or above it.
        let lower = stops.lastIndex { $0 <= height + tolerance } ?? 0
        let upper = stops.firstIndex { $0 >= height - tolerance } ?? stops.count - 1
        // A flick from the rubber band (above the largest stop, or below the smallest when nothing dismisses)
        // counts from the stop it stretches: one detent per flick, as from that stop itself.
        let flickFrom = height.clamped(to: (stops.min() ?? 0)...(stops.max() ?? 0))
        let chosen: Int
        if speed > flickSpeed {
            chosen = stops.firstIndex { $0 > flickFrom + tolerance } ?? stops.count - 1
        } else if speed < -flickSpeed {
            chosen = stops.lastIndex { $0 < flickFrom - tolerance } ?? 0
        } else {
            let projected = height + MomentumProjection.distance(velocity: speed, decelerationRate: decelerationRate)
            chosen = abs(stops[upper] - projected) < abs(stops[lower] - projected) ? upper : lower
        }

        let targetHeight = stops[chosen]
        let target: Target = canDismiss && chosen == 0 ? .dismissal : .detent(chosen - (canDismiss ? 1 : 0))
        return SheetRelease(
            target: target, targetHeight: targetHeight,
            initialVelocity: initialVelocity(speed: speed, from: height, to: targetHeight))
    }

    /// The settle spring's initial velocity for a sheet moving at `speed` points per second (positive up)
    /// from visible height `from` to `to`: the speed toward the target over the remaining distance, 0 when
    /// less than ``InteractiveTransitionTracker/minimumRemainingDistance`` remains, clamped to
    /// ±``InteractiveTransitionTracker/maximumInitialVelocity``. Non-finite input gives 0.
    package static func initialVelocity(speed: CGFloat, from: CGFloat, to: CGFloat) -> CGFloat {
        let remaining = to - from
        guard speed.isFinite, remaining.isFinite, abs(remaining) >= InteractiveTransitionTracker.minimumRemainingDistance else {
            return 0
        }
        let limit = InteractiveTransitionTracker.maximumInitialVelocity
        return (speed / remaining).clamped(to: -limit...limit)
    }
}
