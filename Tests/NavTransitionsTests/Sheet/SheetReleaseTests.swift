import Foundation
import Testing
import NavTransitions

@Suite("SheetRelease")
struct SheetReleaseTests {
    typealias Target = SheetRelease.Target

    /// Stops at 275, 500 and 950 (and 0, the dismissal, when allowed). Velocities are the finger's, as a pan
    /// reports them: positive moves down.
    @Test(
        "where a release lands, and the spring's hand-off velocity",
        arguments: [
            // At rest on .medium without velocity: stays.
            (CGFloat(500), CGFloat(0), true, Target.detent(1), CGFloat(500), CGFloat(0)),
            // A flick up from .medium: .large; 1000 pt/s over the 450 points left.
            (500, -1000, true, .detent(2), 950, 1000.0 / 450),
            // A flick down from .medium: the next detent down, not the dismissal; −1000 ÷ (275 − 500).
            (500, 1000, true, .detent(0), 275, 1000.0 / 225),
            // A flick down from .large skips nothing: .medium.
            (950, 3000, true, .detent(1), 500, 3000.0 / 450),
            // A flick down from the smallest detent dismisses: 1000 pt/s over 275 points.
            (275, 1000, true, .dismissal, 0, 1000.0 / 275),
            // ... unless dismissal is not allowed: it stays, no distance left.
            (275, 1000, false, .detent(0), 275, 0),
            // A flick up from the largest stays there.
            (950, -1000, true, .detent(2), 950, 0),
            // Slow, up at 200 pt/s from 700: projected 700 + 0.2 × 0.998 ÷ 0.002 = 799.8, nearer 950 than 500.
            (700, -200, true, .detent(2), 950, 200.0 / 250),
            // No velocity at 700: 500 is nearer than 950.
            (700, 0, true, .detent(1), 500, 0),
            // Slow, down at 250 pt/s from 600: projected 475.25, the neighbours are 500 and 950: 500.
            (600, 250, true, .detent(1), 500, 250.0 / 100),
            // Below the smallest detent without velocity: the nearer of 0 and 275.
            (150, 0, true, .detent(0), 275, 0),
            (130, 0, true, .dismissal, 0, 0),
            // Slow up at 100 pt/s from 130: projected 179.9, nearer 275 — it comes back.
            (130, -100, true, .detent(0), 275, 100.0 / 145),
            // Not allowed: below the smallest detent always comes back.
            (130, 0, false, .detent(0), 275, 0),
            // A fast finger still moving away from the target: the spring starts backward (−5000 ÷ 265).
            (10, 5000, false, .detent(0), 275, -5000.0 / 265),
            // Half-way between 275 and 500 without velocity: the smaller one.
            (387.5, 0, true, .detent(0), 275, 0),
            // Pulled above the largest: back to it; a slow upward release does not go further.
            (1000, -100, true, .detent(2), 950, 0.0 + 100.0 / -50),
            // Within half a point of .medium counts as on it: a flick up goes past it to .large.
            (500.4, -1000, true, .detent(2), 950, 1000.0 / 449.6),
            // Just below the flick speed: a slow release (projected 500 + 149.7, nearer 500).
            (500, -300, true, .detent(1), 500, 0),
            // Exactly half a point below .medium counts as on it, so .medium is both neighbours: a slow release
            // down stays (were 275 the lower neighbour, the projection, 499.5 − 124.75 = 374.75, is nearer 275);
            // the finger moves away from it: −250 ÷ 0.5, clamped to −30.
            (499.5, 250, true, .detent(1), 500, -30),
        ] as [(CGFloat, CGFloat, Bool, Target, CGFloat, CGFloat)])
    func release(
        height: CGFloat, velocity: CGFloat, canDismiss: Bool, target: Target, targetHeight: CGFloat, initialVelocity: CGFloat
    ) {
        let release = SheetRelease.decide(
            visibleHeight: height, velocity: velocity, detents: SheetFixture.three, canDismiss: canDismiss)
        #expect(release.target == target)
        #expect(release.targetHeight == targetHeight)
        #expect(approximately(release.initialVelocity, initialVelocity, tolerance: 1e-9), "\(release.initialVelocity)")
    }

    @Test("the constants, pinned: a flick from 300 pt/s, the tracker's speed limit, a critically damped 0.3 s settle spring")
    func pinnedConstants() {
        #expect(SheetRelease.flickSpeed == 300)
        #expect(SheetRelease.maximumSpeed == 20_000)
        #expect(SheetRelease.settleSpring == SpringCurve(dampingRatio: 1, response: 0.3))
    }

    @Test("bad input: NaN velocity is none, NaN height is the smallest detent's, infinite speed is clamped")
    func badInput() {
        let three = SheetFixture.three
        #expect(SheetRelease.decide(visibleHeight: 700, velocity: .nan, detents: three, canDismiss: true).target == .detent(1))
        let nanHeight = SheetRelease.decide(visibleHeight: .nan, velocity: 0, detents: three, canDismiss: true)
        #expect(nanHeight.target == .detent(0))
        #expect(nanHeight.initialVelocity == 0)
        // +∞ down from .medium: a flick to 275; the hand-off is clamped to 30.
        let infinite = SheetRelease.decide(visibleHeight: 500, velocity: .infinity, detents: three, canDismiss: true)
        #expect(infinite.target == .detent(0))
        #expect(infinite.initialVelocity == 30)
        // Far below 0 (a bad height): the dismissal when allowed, the smallest detent otherwise.
        #expect(SheetRelease.decide(visibleHeight: -500, velocity: 0, detents: three, canDismiss: true).target == .dismissal)
        #expect(SheetRelease.decide(visibleHeight: -500, velocity: 0, detents: three, canDismiss: false).target == .detent(0))
        #expect(SheetRelease.decide(visibleHeight: .infinity, velocity: 0, detents: three, canDismiss: true).target == .detent(2))
    }

    @Test("a single detent: every release lands on it, or dismisses")
    func singleDetent() {
        let one = ResolvedSheetDetents([.points(300)], in: SheetFixture.container)
        #expect(SheetRelease.decide(visibleHeight: 350, velocity: -3000, detents: one, canDismiss: true).target == .detent(0))
        #expect(SheetRelease.decide(visibleHeight: 350, velocity: 3000, detents: one, canDismiss: true).target == .dismissal)
        #expect(SheetRelease.decide(visibleHeight: 350, velocity: 3000, detents: one, canDismiss: false).target == .detent(0))
    }

    @Test("the projection's rate decides a slow release: no projection at rate 0")
    func decelerationRate() {
        // Up at 250 pt/s from 700: at the normal rate 700 + 124.75 is nearer 950; at 0 it stays nearer 500.
        #expect(
            SheetRelease.decide(visibleHeight: 700, velocity: -250, detents: SheetFixture.three, canDismiss: true).target
                == .detent(2))
        #expect(
            SheetRelease.decide(
                visibleHeight: 700, velocity: -250, detents: SheetFixture.three, canDismiss: true,
                decelerationRate: 0
            ).target == .detent(1))
    }

    @Test(
        "the hand-off velocity: speed over the remaining distance, 0 within half a point, clamped to ±30",
        arguments: [
            (CGFloat(100), CGFloat(0), CGFloat(50), CGFloat(2)),
            (-100, 0, 50, -2),
            (100, 50, 0, -2),
            (100, 0, 0.4, 0),
            (3000, 0, 10, 30),
            (-3000, 0, 10, -30),
            (.infinity, 0, 100, 0),
            (.nan, 0, 100, 0),
            (100, .nan, 100, 0),
        ] as [(CGFloat, CGFloat, CGFloat, CGFloat)])
    func handOff(speed: CGFloat, from: CGFloat, to: CGFloat, expected: CGFloat) {
        #expect(SheetRelease.initialVelocity(speed: speed, from: from, to: to) == expected)
    }
}
