import Foundation

/// A gesture that dismisses a zoomed photo interactively (the UIKit layer tells them apart by their
/// recognizer's class).
package enum ZoomDismissalGesture: Sendable, Hashable, CaseIterable {
    /// Two fingers pinch the photo below its size in the browser.
    case pinch
    /// One finger drags the photo vertically.
    case drag
}

/// The fingers of a pinch or a drag at one moment, as the gesture recognizer reports them.
package struct ZoomFingers: Sendable, Equatable {
    /// The gesture's location in the zoomed screen's view, in points: a pinch's centroid, a pan's touch.
    package var location: CGPoint
    /// A pinch's scale since it began (`UIPinchGestureRecognizer.scale`); 1 for a drag.
    package var scale: CGFloat

    /// Creates a finger state; values are kept as given (the tracker sanitizes them).
    package init(location: CGPoint, scale: CGFloat = 1) {
        self.location = location
        self.scale = scale
    }
}

/// How fast a pose changes: its offset in points per second and its scale per second.
package struct ZoomPoseVelocity: Sendable, Equatable {
    /// The speed of the photo's centre, points per second.
    package let offset: CGPoint
    /// The speed of the photo's scale, per second (−1 shrinks by the photo's full size every second).
    package let scale: CGFloat

    /// Creates a velocity; NaN becomes 0 and every component is clamped to
    /// ±``InteractiveTransitionTracker/maximumSpeed`` (offset) or ±``ZoomGestureTracker/maximumScaleSpeed`` (scale).
    package init(offset: CGPoint, scale: CGFloat) {
        let speed = InteractiveTransitionTracker.maximumSpeed, scaleSpeed = ZoomGestureTracker.maximumScaleSpeed
        self.offset = CGPoint(
            x: offset.x.clamped(to: -speed...speed).zeroIfNaN(offset.x),
            y: offset.y.clamped(to: -speed...speed).zeroIfNaN(offset.y))
        self.scale = scale.clamped(to: -scaleSpeed...scaleSpeed).zeroIfNaN(scale)
    }

    /// No motion.
    package static let zero = ZoomPoseVelocity(offset: .zero, scale: 0)
}

/// What to do when the fingers lift: dismiss (land on the thumbnail) or cancel (spring back to the
/// photo), from which pose, at which speed.
package struct ZoomRelease: Sendable, Equatable {
    /// Whether the dismissal finishes or cancels.
    package let completion: InteractiveCompletion
    /// Where the fingers left the photo.
    package let pose: ZoomPose
    /// How fast the fingers were moving the photo.
    package let velocity: ZoomPoseVelocity
    /// The progress at release (of the pose itself, not of its projection), 0...1.
    package let progress: CGFloat

    /// Creates a release; the progress is clamped to 0...1 (NaN becomes 0).
    package init(completion: InteractiveCompletion, pose: ZoomPose, velocity: ZoomPoseVelocity, progress: CGFloat) {
        self.completion = completion
        self.pose = pose
        self.velocity = velocity
        self.progress = progress.clamped(to: 0...1)
    }
}

/// Where the fingers took hold of the photo: the start of one pinch or drag (or of a grab while settling).
package struct ZoomGrip: Sendable, Equatable {
    /// The gesture holding the photo.
    package let gesture: ZoomDismissalGesture
    /// The fingers' location at the grip, relative to the photo's centre in the browser.
    package let anchor: CGPoint
    /// The fingers' location at the grip.
    package let location: CGPoint
    /// The pinch's scale at the grip (1 for a drag); later scales count relative to it.
    package let fingerScale: CGFloat
    /// The pose of the photo at the grip.
    package let pose: ZoomPose

    /// Creates a grip.
    ///
    /// - Parameters:
    ///   - gesture: the gesture holding the photo.
    ///   - fingers: the fingers at the grip; a non-finite location component counts as the home centre's,
    ///     a scale that is not finite and positive counts as 1.
    ///   - homeCenter: the centre of the photo as the browser shows it, in the fingers' coordinates.
    ///   - pose: the photo's pose at the grip: ``ZoomPose/home`` for a new gesture, the settling flying
    ///     view's pose for a grab. Its scale is raised to ``ZoomGestureTracker/minimumScale``.
    package init(gesture: ZoomDismissalGesture, fingers: ZoomFingers, homeCenter: CGPoint, pose: ZoomPose) {
        let center = CGPoint(x: homeCenter.x.finiteOr(0), y: homeCenter.y.finiteOr(0))
        let location = CGPoint(x: fingers.location.x.finiteOr(center.x), y: fingers.location.y.finiteOr(center.y))
        self.gesture = gesture
        self.location = location
        anchor = CGPoint(x: location.x - center.x, y: location.y - center.y)
        fingerScale = fingers.scale.isFinite && fingers.scale > 0 ? fingers.scale : 1
        self.pose = ZoomPose(offset: pose.offset, scale: Swift.max(pose.scale, ZoomGestureTracker.minimumScale))
    }
}

/// Turns the fingers of a pinch or a drag into the flying photo's pose, the dismissal's progress, and the
/// decision when they lift.
///
/// The photo follows the fingers, not a path: the point of the photo under the fingers at the grip stays
/// under them. A pinch scales the photo by the pinch's scale (relative to the grip) around the fingers
/// and moves it with their centroid; above full size it resists (a rubber band up to ``maximumScale``).
/// A drag moves the photo with the finger and shrinks it by up to ``dragShrink`` over ``distance``.
///
/// Progress, which fades the background, is the larger of the scale's progress (full at
/// ``fullProgressScale``) and the centre's distance from home over ``distance``. On release the pose is
/// projected with the velocity as `UIScrollView` decelerates (0.499 s of the velocity at the normal rate)
/// and the dismissal finishes when the projected progress exceeds ``releaseThreshold``.
///
/// Bad input never produces NaN: a container size that is not finite and positive makes ``distance`` 0
/// (a drag then moves without shrinking, and only the scale counts toward progress); a non-finite finger
/// location counts as no movement; a non-finite pinch scale counts as no change of scale, a zero or
/// negative one as the fingers closed (the photo at ``minimumScale``); a grip's scale that is not finite
/// and positive counts as 1; NaN velocities count as 0.
package struct ZoomGestureTracker: Sendable, Equatable {
    /// How much a drag over ``distance`` shrinks the photo: to 75 %.
    package static let dragShrink: CGFloat = 0.25
    /// The scale at which the scale's progress is complete.
    package static let fullProgressScale: CGFloat = 0.5
    /// The smallest scale a pinch can give the photo.
    package static let minimumScale: CGFloat = 0.1
    /// The largest scale a pinch can give the photo; above full size it resists more and more.
    package static let maximumScale: CGFloat = 1.5
    /// A projected progress above this dismisses.
    package static let releaseThreshold: CGFloat = 0.5
    /// The largest scale speed accepted, per second; faster ones are clamped.
    package static let maximumScaleSpeed: CGFloat = 50
    /// How far ahead the release looks, in seconds of the current velocity: `UIScrollView`'s projection at
    /// the normal deceleration rate, `r / (1 − r) / 1000` with `r` = 0.998, that is 0.499 s.
    package static let projectionTime: CGFloat = {
        let rate = InteractiveTransitionTracker.normalDecelerationRate
        return rate / (1 - rate) / 1000
    }()

    /// The distance, in points, over which a drag reaches full progress: half the container's height, or 0
    /// when the height is not finite and positive.
    package let distance: CGFloat

    /// Creates a tracker for a container of `containerSize` points.
    package init(containerSize: CGSize) {
        distance = Swift.max(0, containerSize.height.finiteOr(0) / 2)
    }

    /// The photo's pose for the fingers now, holding it by `grip`.
    package func pose(for fingers: ZoomFingers, grip: ZoomGrip) -> ZoomPose {
        let location = CGPoint(x: fingers.location.x.finiteOr(grip.location.x), y: fingers.location.y.finiteOr(grip.location.y))
        let translation = CGPoint(x: location.x - grip.location.x, y: location.y - grip.location.y)
        let startScale = grip.pose.scale
        let scale: CGFloat
        switch grip.gesture {
        case .pinch:
            let fingerScale = fingers.scale.isFinite ? fingers.scale : grip.fingerScale
            scale = Self.elastic(startScale * Swift.max(0, fingerScale) / grip.fingerScale)
        case .drag:
            let length = (translation.x * translation.x + translation.y * translation.y).squareRoot()
            let fraction = distance > 0 ? Swift.min(length / distance, 1) : 0
            scale = startScale * (1 - Self.dragShrink * fraction)
        }
        // The photo point under the fingers at the grip stays under them.
        let ratio = scale / startScale
        let start = grip.pose.offset, anchor = grip.anchor
        return ZoomPose(
            offset: CGPoint(
                x: anchor.x + translation.x - (anchor.x - start.x) * ratio,
                y: anchor.y + translation.y - (anchor.y - start.y) * ratio
            ),
            scale: scale
        )
    }

    /// The dismissal's progress for a pose, 0...1: the larger of `(1 − scale) / (1 − fullProgressScale)`
    /// and the centre's distance from home over ``distance``. A pose at home is 0; a photo pinched to half
    /// its size is 1; a photo dragged a quarter of the container's height is 0.5.
    package func progress(of pose: ZoomPose) -> CGFloat {
        let scaleProgress = ((1 - pose.scale) / (1 - Self.fullProgressScale)).clamped(to: 0...1)
        guard distance > 0 else { return scaleProgress }
        let length = (pose.offset.x * pose.offset.x + pose.offset.y * pose.offset.y).squareRoot()
        return Swift.max(scaleProgress, (length / distance).clamped(to: 0...1))
    }

    /// How fast the pose changes when the fingers move at `velocity` (points per second) and a pinch's
    /// scale at `scaleVelocity` (per second, `UIPinchGestureRecognizer.velocity`; 0 for a drag).
    ///
    /// The pose's derivative over the next hundredth of a second, so the rubber band, the clamps and the
    /// drag's shrink are all accounted for. NaN velocities count as 0.
    package func velocity(for fingers: ZoomFingers, velocity: CGPoint, scaleVelocity: CGFloat, grip: ZoomGrip) -> ZoomPoseVelocity
    {
        let step: CGFloat = 0.01
        let speed = InteractiveTransitionTracker.maximumSpeed
        let vx = velocity.x.clamped(to: -speed...speed).zeroIfNaN(velocity.x)
        let vy = velocity.y.clamped(to: -speed...speed).zeroIfNaN(velocity.y)
        let vs = scaleVelocity.clamped(to: -Self.maximumScaleSpeed...Self.maximumScaleSpeed).zeroIfNaN(scaleVelocity)
        let now = pose(for: fingers, grip: grip)
        let location = CGPoint(x: fingers.location.x.finiteOr(grip.location.x), y: fingers.location.y.finiteOr(grip.location.y))
        let fingerScale = fingers.scale.isFinite ? fingers.scale : grip.fingerScale
        let later = pose(
            for: ZoomFingers(
                location: CGPoint(x: location.x + vx * step, y: location.y + vy * step),
                scale: fingerScale + vs * step), grip: grip)
        return ZoomPoseVelocity(
            offset: CGPoint(x: (later.offset.x - now.offset.x) / step, y: (later.offset.y - now.offset.y) / step),
            scale: (later.scale - now.scale) / step
        )
    }

    /// Decides how a dismissal ends when the fingers lift with the photo at `pose`, moving at `velocity`.
    ///
    /// The pose is projected ``projectionTime`` ahead and the dismissal finishes when the projected
    /// progress exceeds ``releaseThreshold``. In a container 812 points high (distance 406): a photo pinched
    /// to 0.7 and released still finishes (progress 0.6); pinched to 0.8 it cancels (0.4), unless the pinch
    /// was still closing at −0.5 per second (projected 0.55, progress 0.9); a drag released 100 points down
    /// cancels (0.25), a flick at 1000 points per second from there finishes (projected 599 points).
    package func release(pose: ZoomPose, velocity: ZoomPoseVelocity) -> ZoomRelease {
        let time = Self.projectionTime
        let projected = ZoomPose(
            offset: CGPoint(x: pose.offset.x + velocity.offset.x * time, y: pose.offset.y + velocity.offset.y * time),
            scale: pose.scale + velocity.scale * time
        )
        let completion: InteractiveCompletion = progress(of: projected) > Self.releaseThreshold ? .finish : .cancel
        return ZoomRelease(completion: completion, pose: pose, velocity: velocity, progress: progress(of: pose))
    }

    /// A pinch's scale made to resist above full size: unchanged up to 1, then
    /// `1 + m·e / (e + m)` for an excess `e` over 1 and a margin `m` = ``maximumScale`` − 1 (slope 1 at
    /// full size, never above ``maximumScale``); never below ``minimumScale``.
    static func elastic(_ scale: CGFloat) -> CGFloat {
        let margin = maximumScale - 1, excess = Swift.max(0, scale - 1)
        return Swift.max(Swift.min(scale, 1), minimumScale) + margin * excess / (excess + margin)
    }
}

extension CGFloat {
    /// This value, or 0 when `original` is NaN (a clamp turns NaN into the lower bound; velocities want 0).
    fileprivate func zeroIfNaN(_ original: CGFloat) -> CGFloat {
        original.isNaN ? 0 : self
    }
}
