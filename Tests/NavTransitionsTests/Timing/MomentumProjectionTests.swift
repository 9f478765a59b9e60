import Foundation
import Testing
import NavTransitions

@Suite("MomentumProjection")
struct MomentumProjectionTests {
    @Test(
        "UIScrollView's projection: (v ÷ 1000) × r ÷ (1 − r)",
        arguments: [
            // 1000 pt/s at the normal rate: 1 × 0.998 ÷ 0.002 = 499.
            (CGFloat(1000), InteractiveTransitionTracker.normalDecelerationRate, CGFloat(499)),
            (-1000, InteractiveTransitionTracker.normalDecelerationRate, -499),
            // The fast rate: 1 × 0.99 ÷ 0.01 = 99.
            (1000, InteractiveTransitionTracker.fastDecelerationRate, 99),
            (0, 0.998, 0),
            // Rate 0 projects nothing.
            (1000, 0, 0),
            // A rate outside 0..<1, or NaN: the normal rate.
            (1000, 1, 499),
            (1000, -0.5, 499),
            (1000, .nan, 499),
            // NaN velocity: none; infinite: clamped to 50 000 pt/s, 50 × 499.
            (.nan, 0.998, 0),
            (.infinity, 0.998, 24_950),
            (-.infinity, 0.998, -24_950),
        ] as [(CGFloat, CGFloat, CGFloat)])
    func distance(velocity: CGFloat, rate: CGFloat, expected: CGFloat) {
        #expect(approximately(MomentumProjection.distance(velocity: velocity, decelerationRate: rate), expected, tolerance: 1e-9))
    }

    @Test("the interactive tracker projects the same distance")
    func sameAsTracker() {
        let tracker = InteractiveTransitionTracker(direction: .up, distance: 500)
        for speed in [CGFloat(0), 120, 1000, 7500, 19_999] {
            #expect(tracker.projectedDistance(velocity: CGPoint(x: 0, y: -speed)) == MomentumProjection.distance(velocity: speed))
        }
    }
}
