import Foundation
import Testing
@testable import NavTransitions

@Suite("Zoom gesture tracker")
struct ZoomGestureTrackerTests {
    /// An iPhone-sized container: 812 points high, so a drag reaches full progress over 406 points.
    let tracker = ZoomGestureTracker(containerSize: CGSize(width: 375, height: 812))
    /// The photo's centre in the browser.
    static let home = CGPoint(x: 187.5, y: 406)

    static func grip(
        _ gesture: ZoomDismissalGesture, at location: CGPoint, scale: CGFloat = 1, pose: ZoomPose = .home
    ) -> ZoomGrip {
        ZoomGrip(gesture: gesture, fingers: ZoomFingers(location: location, scale: scale), homeCenter: home, pose: pose)
    }

    @Test(
        "the distance is half the container's height; an unusable height makes it 0",
        arguments: [
            (CGSize(width: 375, height: 812), CGFloat(406)),
            (CGSize(width: 375, height: 0), 0),
            (CGSize(width: 375, height: -812), 0),
            (CGSize(width: 375, height: CGFloat.nan), 0),
            (CGSize(width: 375, height: CGFloat.infinity), 0),
        ] as [(CGSize, CGFloat)])
    func distance(size: CGSize, expected: CGFloat) {
        #expect(ZoomGestureTracker(containerSize: size).distance == expected)
    }

    @Test("a grip sanitizes its fingers and raises a grabbed pose's scale to the minimum")
    func gripSanitizes() {
        let grip = ZoomGrip(
            gesture: .pinch, fingers: ZoomFingers(location: CGPoint(x: CGFloat.nan, y: 500), scale: 0),
            homeCenter: CGPoint(x: 100, y: CGFloat.infinity), pose: ZoomPose(offset: .zero, scale: 0.01))
        #expect(grip.location == CGPoint(x: 100, y: 500))
        #expect(grip.anchor == CGPoint(x: 0, y: 500))
        #expect(grip.fingerScale == 1)
        #expect(grip.pose.scale == ZoomGestureTracker.minimumScale)
        #expect(
            ZoomGrip(gesture: .pinch, fingers: ZoomFingers(location: .zero, scale: .nan), homeCenter: .zero, pose: .home)
                .fingerScale == 1)
        #expect(
            ZoomGrip(gesture: .pinch, fingers: ZoomFingers(location: .zero, scale: 2), homeCenter: .zero, pose: .home).fingerScale
                == 2)
    }

    @Test("a pinch scales around the fingers: the photo point under them stays under them")
    func pinchKeepsTheAnchor() {
        // Fingers 100 points right of the centre, pinched to 0.5 and moved 20 points down.
        let grip = Self.grip(.pinch, at: CGPoint(x: 287.5, y: 406))
        let pose = tracker.pose(for: ZoomFingers(location: CGPoint(x: 287.5, y: 426), scale: 0.5), grip: grip)
        // The anchor (100, 0) from the centre maps to (100, 20): offset = (100, 20) − (100, 0) × 0.5 = (50, 20).
        #expect(pose == ZoomPose(offset: CGPoint(x: 50, y: 20), scale: 0.5))
        // Check: the photo point at the anchor is (home + offset) + anchor × scale = the fingers.
        let photoPoint = CGPoint(
            x: Self.home.x + pose.offset.x + 100 * pose.scale, y: Self.home.y + pose.offset.y + 0 * pose.scale)
        #expect(photoPoint == CGPoint(x: 287.5, y: 426))
    }

    @Test("a pinch's scale counts relative to the grip, from the grabbed pose")
    func pinchRelativeToGrip() {
        let grabbed = ZoomPose(offset: CGPoint(x: 10, y: 0), scale: 0.6)
        // Grip at the grabbed photo's centre (home + offset) with the pinch already at 2.
        let grip = Self.grip(.pinch, at: CGPoint(x: 197.5, y: 406), scale: 2, pose: grabbed)
        let pose = tracker.pose(for: ZoomFingers(location: CGPoint(x: 197.5, y: 406), scale: 1), grip: grip)
        // 0.6 × 1 / 2 = 0.3; the anchor is the photo's centre, so the offset stays.
        #expect(pose == ZoomPose(offset: CGPoint(x: 10, y: 0), scale: 0.3))
    }

    @Test(
        "a pinch's scale is clamped below and resists above full size",
        arguments: [
            (CGFloat(0.5), CGFloat(0.5)),
            (0.1, 0.1),
            (0.05, 0.1),
            (0, 0.1),
            (-1, 0.1),
            (1, 1),
            // Above 1: 1 + 0.5 × e / (e + 0.5); e = 1 → 1 + 0.5 / 1.5.
            (2, 1 + 0.5 / 1.5),
            (1.5, 1.25),
            (1000, 1 + 0.5 * 999 / 999.5),
            // Not finite: no change of scale.
            (CGFloat.infinity, 1),
            (CGFloat.nan, 1),
        ] as [(CGFloat, CGFloat)])
    func pinchScale(fingerScale: CGFloat, expected: CGFloat) {
        let grip = Self.grip(.pinch, at: Self.home)
        let pose = tracker.pose(for: ZoomFingers(location: Self.home, scale: fingerScale), grip: grip)
        #expect(approximately(pose.scale, expected, tolerance: 1e-12))
        #expect(pose.offset == .zero)
    }

    @Test(
        "a drag moves with the finger and shrinks by up to a quarter over half the height",
        arguments: [
            (CGPoint(x: 0, y: 0), CGFloat(1), CGPoint(x: 0, y: 0)),
            // 203 down: shrink 0.25 × 0.5 → 0.875; grip at the centre, so the offset is the translation.
            (CGPoint(x: 0, y: 203), 0.875, CGPoint(x: 0, y: 203)),
            (CGPoint(x: 0, y: -406), 0.75, CGPoint(x: 0, y: -406)),
            (CGPoint(x: 0, y: 1000), 0.75, CGPoint(x: 0, y: 1000)),
            // A diagonal: the length 203 counts.
            (CGPoint(x: 121.8, y: 162.4), 0.875, CGPoint(x: 121.8, y: 162.4)),
            // A non-finite location: no movement.
            (CGPoint(x: CGFloat.nan, y: CGFloat.infinity), 1, CGPoint(x: 0, y: 0)),
        ] as [(CGPoint, CGFloat, CGPoint)])
    func drag(translation: CGPoint, scale: CGFloat, offset: CGPoint) {
        let grip = Self.grip(.drag, at: Self.home)
        let location = CGPoint(x: Self.home.x + translation.x, y: Self.home.y + translation.y)
        let pose = tracker.pose(for: ZoomFingers(location: location), grip: grip)
        #expect(approximately(pose.scale, scale, tolerance: 1e-12))
        #expect(approximately(pose.offset, offset, tolerance: 1e-9))
    }

    @Test("a drag held off-centre shrinks toward the finger")
    func dragOffCentre() {
        // Held 100 points above the centre, dragged 203 down: scale 0.875,
        // offset = (0, −100) + (0, 203) − (0, −100) × 0.875 = (0, 190.5).
        let grip = Self.grip(.drag, at: CGPoint(x: 187.5, y: 306))
        let pose = tracker.pose(for: ZoomFingers(location: CGPoint(x: 187.5, y: 509)), grip: grip)
        #expect(pose == ZoomPose(offset: CGPoint(x: 0, y: 190.5), scale: 0.875))
    }

    @Test("without a distance a drag moves without shrinking and only the scale counts toward progress")
    func inertDistance() {
        let inert = ZoomGestureTracker(containerSize: .zero)
        let pose = inert.pose(for: ZoomFingers(location: CGPoint(x: 187.5, y: 806)), grip: Self.grip(.drag, at: Self.home))
        #expect(pose == ZoomPose(offset: CGPoint(x: 0, y: 400), scale: 1))
        #expect(inert.progress(of: pose) == 0)
        #expect(inert.progress(of: ZoomPose(offset: .zero, scale: 0.75)) == 0.5)
    }

    @Test(
        "progress is the larger of the scale's and the distance's",
        arguments: [
            (ZoomPose.home, CGFloat(0)),
            (ZoomPose(offset: .zero, scale: 0.5), 1),
            (ZoomPose(offset: .zero, scale: 0.75), 0.5),
            (ZoomPose(offset: .zero, scale: 0.2), 1),
            (ZoomPose(offset: .zero, scale: 1.3), 0),
            (ZoomPose(offset: CGPoint(x: 0, y: 101.5), scale: 1), 0.25),
            (ZoomPose(offset: CGPoint(x: 0, y: -203), scale: 0.9), 0.5),
            // 3-4-5: a 203-point offset along a diagonal.
            (ZoomPose(offset: CGPoint(x: 121.8, y: -162.4), scale: 1), 0.5),
            (ZoomPose(offset: CGPoint(x: 0, y: 2000), scale: 1), 1),
            (ZoomPose(offset: CGPoint(x: 0, y: 101.5), scale: 0.7), 0.6),
        ] as [(ZoomPose, CGFloat)])
    func progress(pose: ZoomPose, expected: CGFloat) {
        #expect(approximately(tracker.progress(of: pose), expected, tolerance: 1e-12))
    }

    @Test(
        "the release projects the pose 0.499 s ahead and dismisses above half",
        arguments: [
            // Pinched to 0.7 and held: 0.6 > 0.5.
            (ZoomPose(offset: .zero, scale: 0.7), ZoomPoseVelocity.zero, InteractiveCompletion.finish, CGFloat(0.6)),
            // Pinched to 0.8: 0.4, cancels.
            (ZoomPose(offset: .zero, scale: 0.8), .zero, .cancel, 0.4),
            // Pinched to 0.8 still closing at −0.5/s: 0.8 − 0.2495 = 0.5505 → 0.899, finishes.
            (ZoomPose(offset: .zero, scale: 0.8), ZoomPoseVelocity(offset: .zero, scale: -0.5), .finish, 0.4),
            // Pinched to 0.74 and held: 0.52, just above half, finishes.
            (ZoomPose(offset: .zero, scale: 0.74), .zero, .finish, 0.52),
            // Pinched to 0.7 but opening at +0.1/s: projected 0.7499 → 0.5002, still finishes.
            (ZoomPose(offset: .zero, scale: 0.7), ZoomPoseVelocity(offset: .zero, scale: 0.1), .finish, 0.6),
            // Dragged 100 to the right, moving right at 300 pt/s: 249.7 → 0.615, finishes.
            (
                ZoomPose(offset: CGPoint(x: 100, y: 0), scale: 1), ZoomPoseVelocity(offset: CGPoint(x: 300, y: 0), scale: 0),
                .finish, 100.0 / 406
            ),
            // Pinched to 0.6 but opening fast (+1/s): projected 1.099, cancels.
            (ZoomPose(offset: .zero, scale: 0.6), ZoomPoseVelocity(offset: .zero, scale: 1), .cancel, 0.8),
            // Dragged 100 down (0.246), held: cancels; flicked at 1000 pt/s: 599 → 1, finishes.
            (ZoomPose(offset: CGPoint(x: 0, y: 100), scale: 1), .zero, .cancel, 100.0 / 406),
            (
                ZoomPose(offset: CGPoint(x: 0, y: 100), scale: 1), ZoomPoseVelocity(offset: CGPoint(x: 0, y: 1000), scale: 0),
                .finish, 100.0 / 406
            ),
            // Dragged 250 down but moving back at 500 pt/s: 250 − 249.5 = 0.5 points, cancels.
            (
                ZoomPose(offset: CGPoint(x: 0, y: 250), scale: 1), ZoomPoseVelocity(offset: CGPoint(x: 0, y: -500), scale: 0),
                .cancel, 250.0 / 406
            ),
            // Exactly at the threshold (203 points, no velocity): not above half, cancels.
            (ZoomPose(offset: CGPoint(x: 0, y: 203), scale: 1), .zero, .cancel, 0.5),
            // Infinite velocity is clamped (20 000 pt/s), NaN counts as 0.
            (ZoomPose.home, ZoomPoseVelocity(offset: CGPoint(x: CGFloat.infinity, y: 0), scale: .nan), .finish, 0),
            (ZoomPose.home, ZoomPoseVelocity(offset: CGPoint(x: CGFloat.nan, y: CGFloat.nan), scale: .nan), .cancel, 0),
        ] as [(ZoomPose, ZoomPoseVelocity, InteractiveCompletion, CGFloat)])
    func release(pose: ZoomPose, velocity: ZoomPoseVelocity, completion: InteractiveCompletion, progress: CGFloat) {
        let release = tracker.release(pose: pose, velocity: velocity)
        #expect(release.completion == completion)
        #expect(approximately(release.progress, progress, tolerance: 1e-12))
        #expect(release.pose == pose)
        #expect(release.velocity == velocity)
    }

    @Test("the projection time is UIScrollView's at the normal rate: 0.499 s")
    func projectionTime() {
        #expect(approximately(ZoomGestureTracker.projectionTime, 0.499, tolerance: 1e-9))
    }

    @Test("a pose velocity sanitizes: NaN is 0, speeds are clamped")
    func poseVelocitySanitizes() {
        let velocity = ZoomPoseVelocity(offset: CGPoint(x: CGFloat.nan, y: -CGFloat.infinity), scale: .infinity)
        #expect(velocity.offset == CGPoint(x: 0, y: -20_000))
        #expect(velocity.scale == 50)
        #expect(
            ZoomPoseVelocity(offset: CGPoint(x: 5, y: CGFloat.infinity), scale: -.infinity)
                == ZoomPoseVelocity(offset: CGPoint(x: 5, y: 20_000), scale: -50))
        #expect(ZoomPoseVelocity(offset: .zero, scale: .nan).scale == 0)
    }

    @Test("the pose velocity is the pose's derivative: a drag's translation, a pinch's scale around the fingers")
    func poseVelocity() {
        // A drag held at the centre, 100 points down, moving down at 1000 pt/s: the offset moves at 1000
        // (the anchor is the centre), the scale at −0.25 / 406 × 1000 per second.
        let dragGrip = Self.grip(.drag, at: Self.home)
        let drag = tracker.velocity(
            for: ZoomFingers(location: CGPoint(x: 187.5, y: 506)), velocity: CGPoint(x: 0, y: 1000),
            scaleVelocity: 0, grip: dragGrip)
        #expect(approximately(drag.offset, CGPoint(x: 0, y: 1000), tolerance: 1e-6))
        #expect(approximately(drag.scale, -0.25 / 406 * 1000, tolerance: 1e-6))
        // A pinch held 100 points right of the centre at scale 0.8, closing at −1/s, fingers still: the
        // offset follows d/dt[(100 − 100 s)] = −100 × ds/dt = 100 pt/s.
        let pinchGrip = Self.grip(.pinch, at: CGPoint(x: 287.5, y: 406))
        let pinch = tracker.velocity(
            for: ZoomFingers(location: CGPoint(x: 287.5, y: 406), scale: 0.8), velocity: .zero,
            scaleVelocity: -1, grip: pinchGrip)
        #expect(approximately(pinch.scale, -1, tolerance: 1e-6))
        #expect(approximately(pinch.offset, CGPoint(x: 100, y: 0), tolerance: 1e-6))
        // Clamped at the minimum the scale stops moving.
        let clamped = tracker.velocity(
            for: ZoomFingers(location: Self.home, scale: 0.05), velocity: .zero,
            scaleVelocity: -1, grip: Self.grip(.pinch, at: Self.home))
        #expect(clamped.scale == 0)
        // NaN velocities count as 0, a NaN location as no movement.
        let garbage = tracker.velocity(
            for: ZoomFingers(location: CGPoint(x: CGFloat.nan, y: 0), scale: .nan),
            velocity: CGPoint(x: CGFloat.nan, y: CGFloat.nan), scaleVelocity: .nan, grip: dragGrip)
        #expect(garbage == .zero)
        // Sideways at 300 pt/s: the drag's offset moves at 300 pt/s.
        let sideways = tracker.velocity(
            for: ZoomFingers(location: Self.home), velocity: CGPoint(x: 300, y: 0), scaleVelocity: 0, grip: dragGrip)
        #expect(approximately(sideways.offset, CGPoint(x: 300, y: 0), tolerance: 1e-6))
        let fast = tracker.velocity(
            for: ZoomFingers(location: Self.home), velocity: CGPoint(x: CGFloat.infinity, y: 0),
            scaleVelocity: .infinity, grip: dragGrip)
        #expect(approximately(fast.offset.x, 20_000, tolerance: 1e-6))
    }

    @Test("elastic: unchanged up to 1 (never below the minimum), slope 1 at full size, never above the maximum")
    func elastic() {
        #expect(ZoomGestureTracker.elastic(0.4) == 0.4)
        #expect(ZoomGestureTracker.elastic(1) == 1)
        #expect(approximately((ZoomGestureTracker.elastic(1 + 1e-6) - 1) / 1e-6, 1, tolerance: 1e-5))
        // 1 + 0.5 × 1e12 / (1e12 + 0.5): just under 1.5, the rubber band's ceiling.
        let far = ZoomGestureTracker.elastic(1e12)
        #expect(far < 1.5)
        #expect(approximately(far, 1.5, tolerance: 1e-9))
        #expect(ZoomGestureTracker.elastic(0.01) == 0.1)
    }
}
