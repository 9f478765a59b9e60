import Foundation
import Testing
import NavTransitions

@Suite("SheetTrack")
struct SheetTrackTests {
    /// Detents at 275 and 950 in a 1000-point container.
    static let dismissible = SheetTrack(smallestHeight: 275, largestHeight: 950, canDismiss: true, rubberBandDimension: 1000)
    static let modal = SheetTrack(smallestHeight: 275, largestHeight: 950, canDismiss: false, rubberBandDimension: 1000)

    /// (1 − 1 ÷ (100 × 0.55 ÷ 1000 + 1)) × 1000 = (1 − 1 ÷ 1.055) × 1000.
    static let bandFor100: CGFloat = 52.13270142180095

    @Test(
        "UIScrollView's rubber band, by hand",
        arguments: [
            (CGFloat(100), CGFloat(1000), bandFor100),
            // (1 − 1 ÷ 1.55) × 1000: a pull of the whole dimension shows 35.5 % of it.
            (1000, 1000, 354.83870967741933),
            (0, 1000, 0),
            (-50, 1000, 0),
            (100, 0, 0),
            (.infinity, 1000, 1000),
            (.nan, 1000, 0),
        ] as [(CGFloat, CGFloat, CGFloat)])
    func rubberBand(excess: CGFloat, dimension: CGFloat, shown: CGFloat) {
        #expect(approximately(SheetTrack.rubberBand(excess, dimension: dimension), shown, tolerance: 1e-9))
    }

    @Test("the inverse rubber band gives back the pull", arguments: [CGFloat(1), 100, 1000, 5000])
    func inverseRubberBand(excess: CGFloat) {
        let shown = SheetTrack.rubberBand(excess, dimension: 1000)
        #expect(approximately(SheetTrack.inverseRubberBand(shown, dimension: 1000), excess, tolerance: 1e-6))
    }

    @Test("an unreachable band maps to 99.9 % of it; nothing shown is no pull")
    func inverseRubberBandEdges() {
        // 999 ÷ 1 × 1000 ÷ 0.55.
        #expect(approximately(SheetTrack.inverseRubberBand(1000, dimension: 1000), 999 * 1000 / 0.55, tolerance: 1e-6))
        #expect(SheetTrack.inverseRubberBand(0, dimension: 1000) == 0)
        #expect(SheetTrack.inverseRubberBand(.nan, dimension: 1000) == 0)
        #expect(SheetTrack.inverseRubberBand(10, dimension: 0) == 0)
    }

    @Test(
        "raw height to visible height: one to one between detents, banded above, linear or banded below",
        arguments: [
            (dismissible, CGFloat(600), CGFloat(600)),
            (dismissible, 275, 275),
            (dismissible, 950, 950),
            (dismissible, 1050, 950 + bandFor100),
            (dismissible, 100, 100),
            (dismissible, -50, 0),
            (dismissible, .infinity, 1950),
            (dismissible, -.infinity, 0),
            (dismissible, .nan, 275),
            (modal, 175, 275 - bandFor100),
            (modal, 600, 600),
            // The band below can reach 1000 points, more than the 275 there are: never below 0.
            (modal, -.infinity, 0),
            (modal, -100_000, 0),
        ] as [(SheetTrack, CGFloat, CGFloat)])
    func visibleHeight(track: SheetTrack, raw: CGFloat, visible: CGFloat) {
        #expect(approximately(track.visibleHeight(forRawHeight: raw), visible, tolerance: 1e-9))
    }

    @Test(
        "the inverse maps every reachable visible height back to its raw height",
        arguments: [
            CGFloat(0), 100, 275, 600, 950, 1000, 1400,
        ])
    func roundTrip(visible: CGFloat) {
        // Below the smallest detent the modal track's band reaches 1000 points, more than the 275 there are:
        // every height down to 0 is reachable on both tracks.
        for track in [Self.dismissible, Self.modal] {
            let raw = track.rawHeight(forVisibleHeight: visible)
            #expect(
                approximately(track.visibleHeight(forRawHeight: raw), visible, tolerance: 1e-6), "\(track.canDismiss) \(visible)")
        }
        #expect(Self.dismissible.rawHeight(forVisibleHeight: .nan) == 275)
    }

    @Test("bad track input: non-finite heights become 0, the largest never below the smallest")
    func badTrack() {
        let track = SheetTrack(smallestHeight: 400, largestHeight: .nan, canDismiss: true, rubberBandDimension: -10)
        #expect(track.smallestHeight == 400)
        #expect(track.largestHeight == 400)
        #expect(track.rubberBandDimension == 0)
        // A zero dimension is a hard stop above the largest detent.
        #expect(track.visibleHeight(forRawHeight: 900) == 400)
    }

    @Test(
        "the frame: full width, top at the visible height; below the smallest detent it slides down whole",
        arguments: [
            (CGFloat(600), CGRect(x: 0, y: 400, width: 400, height: 600)),
            (100, CGRect(x: 0, y: 900, width: 400, height: 275)),
            (0, CGRect(x: 0, y: 1000, width: 400, height: 275)),
            (1002, CGRect(x: 0, y: -2, width: 400, height: 1002)),
            (.nan, CGRect(x: 0, y: 725, width: 400, height: 275)),
            (-40, CGRect(x: 0, y: 1000, width: 400, height: 275)),
        ] as [(CGFloat, CGRect)])
    func frame(visible: CGFloat, expected: CGRect) {
        #expect(Self.dismissible.frame(forVisibleHeight: visible, in: CGRect(x: 0, y: 0, width: 400, height: 1000)) == expected)
    }
}
