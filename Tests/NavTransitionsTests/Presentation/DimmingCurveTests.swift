import Foundation
import Testing
import NavTransitions

@Suite("DimmingCurve")
struct DimmingCurveTests {
    @Test("The default maximum alpha is 0.4")
    func defaultMaximumAlpha() {
        #expect(DimmingCurve().maximumAlpha == 0.4)
        #expect(DimmingCurve.defaultMaximumAlpha == 0.4)
    }

    @Test(
        "Alpha follows progress: forward dims in, backward dims out (maximum 0.4)",
        arguments: [
            (TransitionOperation.present, 0.0, 0.0),
            (.present, 0.25, 0.1),
            (.present, 0.5, 0.2),
            (.present, 1.0, 0.4),
            (.dismiss, 0.0, 0.4),
            (.dismiss, 0.25, 0.3),
            (.dismiss, 1.0, 0.0),
            (.push, 0.5, 0.2),
            (.pop, 0.75, 0.1),
            // Progress outside 0...1 is clamped.
            (.present, -1.0, 0.0),
            (.present, 2.0, 0.4),
            (.present, .infinity, 0.4),
            (.dismiss, -1.0, 0.4),
            (.dismiss, 2.0, 0.0),
            // NaN progress counts as 0: no dimming yet when presenting, full dimming when dismissing.
            (.present, .nan, 0.0),
            (.push, .nan, 0.0),
            (.dismiss, .nan, 0.4),
            (.pop, .nan, 0.4),
        ] as [(TransitionOperation, CGFloat, CGFloat)]
    )
    func alpha(operation: TransitionOperation, progress: CGFloat, expected: CGFloat) {
        let alpha = DimmingCurve().alpha(for: operation, progress: progress)
        #expect(approximately(alpha, expected), "alpha \(alpha)")
    }

    @Test("A cancelled interactive dismissal returns to full dimming")
    func cancelledDismissal() {
        let curve = DimmingCurve(maximumAlpha: 0.5)
        #expect(approximately(curve.alpha(for: .dismiss, progress: 0.6), 0.2))
        // Cancelling animates progress back to 0.
        #expect(approximately(curve.alpha(for: .dismiss, progress: 0), 0.5))
    }

    @Test(
        "The maximum alpha is clamped to 0...1, NaN takes the default",
        arguments: [
            (0.7, 0.7),
            (1.5, 1.0),
            (-0.3, 0.0),
            (.infinity, 1.0),
            (.nan, 0.4),
        ] as [(CGFloat, CGFloat)]
    )
    func maximumAlphaClamping(requested: CGFloat, expected: CGFloat) {
        let curve = DimmingCurve(maximumAlpha: requested)
        #expect(curve.maximumAlpha == expected)
        #expect(approximately(curve.alpha(for: .present, progress: 0.5), expected / 2))
    }
}
