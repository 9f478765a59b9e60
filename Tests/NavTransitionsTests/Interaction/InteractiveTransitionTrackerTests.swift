import Foundation
import Testing
@testable import NavTransitions

@Suite("InteractiveTransitionTracker")
struct InteractiveTransitionTrackerTests {
    /// A swipe back on an iPhone-sized container: 375 points for 100%.
    let swipeBack = InteractiveTransitionTracker(direction: .right, distance: 375)

    // MARK: Progress

    @Test(
        "progress is the translation along the direction over the distance, clamped",
        arguments: [
            (CGPoint(x: 93.75, y: 0), CGFloat(0.25)),
            (CGPoint(x: 93.75, y: 500), 0.25), // movement across the direction is ignored
            (CGPoint(x: 187.5, y: -40), 0.5),
            (CGPoint(x: 375, y: 0), 1),
            (CGPoint(x: 500, y: 0), 1),
            (CGPoint(x: -50, y: 0), 0),
            (CGPoint(x: CGFloat.nan, y: 0), 0),
            (CGPoint(x: CGFloat.infinity, y: 0), 1),
            (CGPoint(x: -CGFloat.infinity, y: 0), 0),
            (CGPoint(x: 93.75, y: CGFloat.infinity), 0.25),
            (CGPoint(x: 93.75, y: CGFloat.nan), 0.25),
        ] as [(CGPoint, CGFloat)])
    func progress(translation: CGPoint, expected: CGFloat) {
        #expect(InteractionTolerance.isClose(swipeBack.progress(forTranslation: translation), expected))
    }

    @Test("right-to-left swipe back makes progress with a finger moving left")
    func rightToLeftProgress() {
        let tracker = InteractiveTransitionTracker(direction: .back(for: .rightToLeft), distance: 375)
        #expect(InteractionTolerance.isClose(tracker.progress(forTranslation: CGPoint(x: -93.75, y: 0)), 0.25))
        #expect(tracker.progress(forTranslation: CGPoint(x: 93.75, y: 0)) == 0)
    }

    @Test("a sheet dismissed downward makes progress with a finger moving down")
    func sheetProgress() {
        let tracker = InteractiveTransitionTracker(direction: .down, distance: 600)
        #expect(InteractionTolerance.isClose(tracker.progress(forTranslation: CGPoint(x: 80, y: 150)), 0.25))
        #expect(tracker.progress(forTranslation: CGPoint(x: 0, y: -150)) == 0)
    }

    @Test(
        "progress from a start progress adds the translation's progress, clamped",
        arguments: [
            (CGFloat(0.5), CGPoint(x: -93.75, y: 0), CGFloat(0.25)),
            (0.9, CGPoint(x: 93.75, y: 0), 1),
            (0.2, CGPoint(x: -93.75, y: 0), 0),
            (CGFloat.nan, CGPoint(x: 93.75, y: 0), 0.25), // NaN start counts as 0
            (2, CGPoint(x: -93.75, y: 0), 0.75), // start clamped to 1 first
            (0.6, CGPoint(x: CGFloat.nan, y: 0), 0.6), // NaN translation: no movement
        ] as [(CGFloat, CGPoint, CGFloat)])
    func progressFromStart(start: CGFloat, translation: CGPoint, expected: CGFloat) {
        let progress = swipeBack.progress(forTranslation: translation, from: start)
        #expect(InteractionTolerance.isClose(progress, expected))
    }

    @Test(
        "an unusable distance is stored as 0 and makes translations and velocities count for nothing",
        arguments: [
            CGFloat(0), -10, .nan, .infinity, -.infinity,
        ] as [CGFloat])
    func unusableDistance(distance: CGFloat) {
        let tracker = InteractiveTransitionTracker(direction: .right, distance: distance)
        #expect(tracker.distance == 0)
        #expect(tracker.progress(forTranslation: CGPoint(x: 93.75, y: 0)) == 0)
        #expect(tracker.progress(forTranslation: CGPoint(x: 93.75, y: 0), from: 0.7) == 0.7)

        let fresh = tracker.release(translation: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 5_000, y: 0))
        #expect(fresh == InteractiveRelease(completion: .cancel, progress: 0, initialVelocity: 0))

        let grabbed = tracker.release(translation: .zero, velocity: CGPoint(x: -5_000, y: 0), from: 0.8)
        #expect(grabbed == InteractiveRelease(completion: .finish, progress: 0.8, initialVelocity: 0))
    }

    @Test("two trackers built from the same unusable distance are equal (no NaN stored)")
    func unusableDistanceEquality() {
        #expect(
            InteractiveTransitionTracker(direction: .down, distance: .nan)
                == InteractiveTransitionTracker(direction: .down, distance: .nan))
    }

    // MARK: Projection

    @Test(
        "the release projection is UIScrollView's: (v / 1000) * r / (1 - r)",
        arguments: [
            (CGPoint(x: 1_000, y: 0), InteractiveTransitionTracker.normalDecelerationRate, CGFloat(499)),
            (CGPoint(x: -1_000, y: 0), InteractiveTransitionTracker.normalDecelerationRate, -499),
            (CGPoint(x: 2_000, y: 300), InteractiveTransitionTracker.normalDecelerationRate, 998),
            (CGPoint(x: 0, y: 1_000), InteractiveTransitionTracker.normalDecelerationRate, 0),
            (CGPoint(x: 1_000, y: 0), InteractiveTransitionTracker.fastDecelerationRate, 99),
            (CGPoint(x: 1_000, y: 0), 0, 0), // no momentum
            (CGPoint(x: 1_000, y: 0), 1, 499), // invalid rates fall back to normal
            (CGPoint(x: 1_000, y: 0), -0.5, 499),
            (CGPoint(x: 1_000, y: 0), .nan, 499),
            (CGPoint(x: CGFloat.nan, y: 0), InteractiveTransitionTracker.normalDecelerationRate, 0),
            (CGPoint(x: CGFloat.infinity, y: 0), InteractiveTransitionTracker.normalDecelerationRate, 9_980), // 20,000 pt/s
            (CGPoint(x: -CGFloat.infinity, y: 0), InteractiveTransitionTracker.normalDecelerationRate, -9_980),
            (CGPoint(x: 1e300, y: 0), InteractiveTransitionTracker.normalDecelerationRate, 9_980),
        ] as [(CGPoint, CGFloat, CGFloat)])
    func projection(velocity: CGPoint, rate: CGFloat, expected: CGFloat) {
        let tracker = InteractiveTransitionTracker(direction: .right, distance: 375, decelerationRate: rate)
        #expect(InteractionTolerance.isClose(tracker.projectedDistance(velocity: velocity), expected, within: 1e-6))
    }

    @Test(
        "the tracker keeps a rate in 0..<1 and stores the normal rate for any other",
        arguments: [
            (CGFloat(0), CGFloat(0)), (0.99, 0.99), (1, InteractiveTransitionTracker.normalDecelerationRate),
            (1.5, InteractiveTransitionTracker.normalDecelerationRate),
            (-0.5, InteractiveTransitionTracker.normalDecelerationRate),
            (.nan, InteractiveTransitionTracker.normalDecelerationRate),
            (.infinity, InteractiveTransitionTracker.normalDecelerationRate),
        ] as [(CGFloat, CGFloat)])
    func storedRate(rate: CGFloat, stored: CGFloat) {
        #expect(InteractiveTransitionTracker(direction: .right, distance: 375, decelerationRate: rate).decelerationRate == stored)
    }

    // MARK: Release

    /// One release case: where the finger lifts, how fast, and what must happen.
    struct ReleaseCase: Sendable, CustomTestStringConvertible {
        var name: String
        var translation: CGFloat
        var velocity: CGFloat
        var start: CGFloat = 0
        var completion: InteractiveCompletion
        var progress: CGFloat
        var initialVelocity: CGFloat
        var testDescription: String { name }
    }

    // Distance 375 throughout; projected progress = progress + (v / 1000 * 499) / 375.
    static let releaseCases: [ReleaseCase] = [
        // 0.1 + 499 / 375 = 1.43 → finish; 1000 / (0.9 * 375) = 2.962962…
        ReleaseCase(
            name: "fast flick at 10% finishes", translation: 37.5, velocity: 1_000,
            completion: .finish, progress: 0.1, initialVelocity: 1_000 / 337.5),
        // 0.6 − 99.8 / 375 = 0.334 → cancel; 200 / (0.6 * 375) = 0.888…
        ReleaseCase(
            name: "slow release at 60% moving back cancels", translation: 225, velocity: -200,
            completion: .cancel, progress: 0.6, initialVelocity: 200.0 / 225),
        ReleaseCase(
            name: "release at rest at 60% finishes", translation: 225, velocity: 0,
            completion: .finish, progress: 0.6, initialVelocity: 0),
        ReleaseCase(
            name: "release at rest at 40% cancels", translation: 150, velocity: 0,
            completion: .cancel, progress: 0.4, initialVelocity: 0),
        ReleaseCase(
            name: "release at rest at exactly 50% cancels", translation: 187.5, velocity: 0,
            completion: .cancel, progress: 0.5, initialVelocity: 0),
        // 0.4 + 49.9 / 375 = 0.533 → finish; 100 / (0.6 * 375) = 0.444…
        ReleaseCase(
            name: "gentle push at 40% finishes", translation: 150, velocity: 100,
            completion: .finish, progress: 0.4, initialVelocity: 100.0 / 225),
        // 0.7 − 49.9 / 375 = 0.567 → finish, but the finger moves away: −100 / (0.3 * 375) = −0.888…
        ReleaseCase(
            name: "drifting back at 70% still finishes with a negative velocity", translation: 262.5,
            velocity: -100, completion: .finish, progress: 0.7, initialVelocity: -100.0 / 112.5),
        ReleaseCase(
            name: "finishing at 100% has no remaining distance", translation: 375, velocity: 1_000,
            completion: .finish, progress: 1, initialVelocity: 0),
        // 1 − 0.133 → finish from the clamped progress 1: nothing remains.
        ReleaseCase(
            name: "overshoot past 100% moving back finishes", translation: 500, velocity: -100,
            completion: .finish, progress: 1, initialVelocity: 0),
        // 0.999 * 375 = 374.625: 0.375 points remain, under the 0.5-point minimum.
        ReleaseCase(
            name: "under half a point remaining gives 0", translation: 374.625, velocity: 20_000,
            completion: .finish, progress: 0.999, initialVelocity: 0),
        // 3.75 points remain: 1000 / 3.75 = 266.7 → clamped to 30.
        ReleaseCase(
            name: "fast flick at 99% is clamped to +30", translation: 371.25, velocity: 1_000,
            completion: .finish, progress: 0.99, initialVelocity: 30),
        ReleaseCase(
            name: "fast flick back at 1% is clamped to +30", translation: 3.75, velocity: -1_000,
            completion: .cancel, progress: 0.01, initialVelocity: 30),
        // +∞ → 20,000 pt/s: 20,000 / 337.5 = 59.3 → 30.
        ReleaseCase(
            name: "infinite velocity is clamped", translation: 37.5, velocity: .infinity,
            completion: .finish, progress: 0.1, initialVelocity: 30),
        ReleaseCase(
            name: "minus infinite velocity at 90% cancels, clamped", translation: 337.5, velocity: -.infinity,
            completion: .cancel, progress: 0.9, initialVelocity: 30),
        ReleaseCase(
            name: "NaN velocity counts as 0", translation: 225, velocity: .nan,
            completion: .finish, progress: 0.6, initialVelocity: 0),
        // NaN translation counts as 0; 499 / 375 = 1.33 → finish; 1000 / 375 = 2.666…
        ReleaseCase(
            name: "NaN translation counts as no movement", translation: .nan, velocity: 1_000,
            completion: .finish, progress: 0, initialVelocity: 1_000.0 / 375),
        // Grabbed at 0.8, dragged back 150 (0.4): 0.4 − 149.7 / 375 = 0.0008 → cancel; 300 / (0.4 * 375) = 2.
        ReleaseCase(
            name: "grabbed at 80% and thrown back cancels", translation: -150, velocity: -300, start: 0.8,
            completion: .cancel, progress: 0.4, initialVelocity: 2),
    ]

    @Test("release decides from the projected position", arguments: releaseCases)
    func release(_ example: ReleaseCase) {
        let release = swipeBack.release(
            translation: CGPoint(x: example.translation, y: 17),
            velocity: CGPoint(x: example.velocity, y: -250),
            from: example.start
        )
        #expect(release.completion == example.completion)
        #expect(InteractionTolerance.isClose(release.progress, example.progress))
        #expect(InteractionTolerance.isClose(release.initialVelocity, example.initialVelocity))
    }

    @Test("a fast deceleration rate projects less: the same 10% flick cancels")
    func fastDecelerationRate() {
        let tracker = InteractiveTransitionTracker(direction: .right, distance: 375, decelerationRate: 0.99)
        let release = tracker.release(translation: CGPoint(x: 37.5, y: 0), velocity: CGPoint(x: 1_000, y: 0))
        // 0.1 + 99 / 375 = 0.364 → cancel; the finger moves away from 0: −1000 / 37.5 = −26.67.
        #expect(release.completion == .cancel)
        #expect(InteractionTolerance.isClose(release.initialVelocity, -1_000 / 37.5))
    }

    @Test("right-to-left: a flick to the left at 10% finishes")
    func rightToLeftRelease() {
        let tracker = InteractiveTransitionTracker(direction: .back(for: .rightToLeft), distance: 375)
        let release = tracker.release(translation: CGPoint(x: -37.5, y: 0), velocity: CGPoint(x: -1_000, y: 0))
        #expect(release.completion == .finish)
        #expect(InteractionTolerance.isClose(release.progress, 0.1))
        #expect(InteractionTolerance.isClose(release.initialVelocity, 1_000 / 337.5))
    }

    @Test("a sheet flicked down at 10% finishes: 0.1 + 499 / 600 = 0.93")
    func sheetRelease() {
        let tracker = InteractiveTransitionTracker(direction: .down, distance: 600)
        let release = tracker.release(translation: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 0, y: 1_000))
        #expect(release.completion == .finish)
        #expect(InteractionTolerance.isClose(release.initialVelocity, 1_000 / 540))
    }

    @Test("every release is finite and within bounds, whatever the input")
    func releaseIsAlwaysSane() {
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 0, -0.0, 1e-300, 0.3, 37.5, -187.5, 374.9, 375, 1e300, -1e300]
        let distances: [CGFloat] = [375, 0, .nan, 1e-9]
        for distance in distances {
            let tracker = InteractiveTransitionTracker(direction: .up, distance: distance)
            for translation in values {
                for velocity in values {
                    for start in [CGFloat(0), 0.5, .nan] {
                        let release = tracker.release(
                            translation: CGPoint(x: velocity, y: translation),
                            velocity: CGPoint(x: translation, y: velocity),
                            from: start
                        )
                        #expect((0...1).contains(release.progress))
                        #expect(abs(release.initialVelocity) <= 30)
                        #expect(tracker.projectedDistance(velocity: CGPoint(x: 0, y: velocity)).isFinite)
                    }
                }
            }
        }
    }

    @Test("the completion's target progress")
    func targetProgress() {
        #expect(InteractiveCompletion.finish.targetProgress == 1)
        #expect(InteractiveCompletion.cancel.targetProgress == 0)
    }
}
