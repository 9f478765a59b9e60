import Foundation
import Testing
import NavTransitions

@Suite("SheetDimming")
struct SheetDimmingTests {
    typealias Detent = PresentationLayout.SheetDetent

    /// Stops at 275, 500 and 950.
    static func dimming(undimmed: Detent?) -> SheetDimming {
        SheetDimming(SheetFixture.three, largestUndimmed: undimmed)
    }

    @Test(
        "undimmed up to .medium: no dimming to 500.5, a linear fade to 950, full above",
        arguments: [
            (CGFloat(0), CGFloat(0)),
            (275, 0),
            (500, 0),
            (500.5, 0),
            // (725.25 − 500.5) ÷ (950 − 500.5) = 0.5.
            (725.25, 0.5),
            // (612.875 − 500.5) ÷ 449.5 = 0.25.
            (612.875, 0.25),
            (950, 1),
            (1200, 1),
            (.nan, 0),
            (.infinity, 1),
            (-.infinity, 0),
        ] as [(CGFloat, CGFloat)])
    func undimmedMedium(height: CGFloat, fraction: CGFloat) {
        #expect(approximately(Self.dimming(undimmed: .medium).fraction(atVisibleHeight: height), fraction))
    }

    @Test(
        "every detent dimmed: full from the smallest detent up, fading to none at 0 below it",
        arguments: [
            (CGFloat(950), CGFloat(1)),
            (275, 1),
            (137.5, 0.5),
            (0, 0),
            (-10, 0),
            (.nan, 1),
        ] as [(CGFloat, CGFloat)])
    func allDimmed(height: CGFloat, fraction: CGFloat) {
        #expect(approximately(Self.dimming(undimmed: nil).fraction(atVisibleHeight: height), fraction))
    }

    @Test("undimmed up to the largest detent: never dimmed, always passing touches through")
    func undimmedLargest() {
        let dimming = Self.dimming(undimmed: .large)
        for height in [CGFloat(0), 275, 950, 1500, .infinity, .nan] {
            #expect(dimming.fraction(atVisibleHeight: height) == 0)
            #expect(dimming.passesTouchesThrough(atVisibleHeight: height))
            #expect(!dimming.isAccessibilityModal(atVisibleHeight: height))
        }
    }

    @Test(
        "touches pass through and VoiceOver leaves the sheet exactly where nothing dims",
        arguments: [
            (Detent?.some(.medium), CGFloat(500), true),
            (.medium, 275, true),
            (.medium, 500.5, true),
            (.medium, 501, false),
            (.medium, 950, false),
            (.fraction(0.25), 275, true),
            (.fraction(0.25), 400, false),
            // Every detent dimmed: modal everywhere, even sliding out at height 0.
            (nil, 275, false),
            (nil, 0, false),
            // Not listed: dimmed everywhere.
            (.points(300), 275, false),
        ] as [(Detent?, CGFloat, Bool)])
    func passthrough(undimmed: Detent?, height: CGFloat, passes: Bool) {
        let dimming = Self.dimming(undimmed: undimmed)
        #expect(dimming.passesTouchesThrough(atVisibleHeight: height) == passes)
        #expect(dimming.isAccessibilityModal(atVisibleHeight: height) == !passes)
    }

    @Test("a single zero-height detent: dimmed as soon as the sheet shows at all")
    func zeroHeight() {
        let dimming = SheetDimming(ResolvedSheetDetents([.large], in: SheetContainer(height: 0)), largestUndimmed: nil)
        #expect(dimming.fraction(atVisibleHeight: 0) == 0)
        #expect(dimming.fraction(atVisibleHeight: 10) == 1)
    }
}
