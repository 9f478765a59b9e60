import Foundation
import Testing
import NavTransitions

@Suite("ResolvedSheetDetents")
struct ResolvedSheetDetentsTests {
    typealias Detent = PresentationLayout.SheetDetent

    static func stops(_ detents: [Detent], in container: SheetContainer = SheetFixture.container) -> [ResolvedSheetDetents.Stop] {
        ResolvedSheetDetents(detents, in: container).stops
    }

    static func stop(_ detent: Detent, _ height: CGFloat) -> ResolvedSheetDetents.Stop {
        ResolvedSheetDetents.Stop(detent: detent, height: height)
    }

    @Test(
        "each detent resolves to its content height plus the bottom inset, at most the safe height",
        arguments: [
            (Detent.large, CGFloat(950)),
            (.medium, 500),
            (.fraction(0.25), 275),
            (.fraction(1), 950),
            (.points(300), 350),
            (.points(900), 950),
            // Taller than the safe height, or infinite: clamped to it.
            (.points(2000), 950),
            (.points(.infinity), 950),
            (.fraction(1.5), 950),
            (.fraction(.infinity), 950),
            // A tiny positive height is kept.
            (.points(0.25), 50.25),
        ] as [(Detent, CGFloat)])
    func singleDetent(detent: Detent, height: CGFloat) {
        #expect(Self.stops([detent]) == [Self.stop(detent, height)])
    }

    @Test(
        "fitting uses the measured content height, clamped; without one it rests where .large would",
        arguments: [
            (CGFloat?.some(400), CGFloat(450)),
            (2000, 950),
            (.infinity, 950),
            // Not measured, zero, negative or NaN: .large's height.
            (nil, 950),
            (0, 950),
            (-20, 950),
            (.nan, 950),
        ] as [(CGFloat?, CGFloat)])
    func fitting(measured: CGFloat?, height: CGFloat) {
        let container = SheetContainer(height: 1000, safeArea: EdgeInsets(top: 50, bottom: 50), fittingContentHeight: measured)
        #expect(Self.stops([.fitting], in: container) == [Self.stop(.fitting, height)])
    }

    @Test(
        "zero, negative and NaN points or fractions are ignored; nothing left gives [.large]",
        arguments: [
            [Detent.points(0)], [.points(-10)], [.points(.nan)], [.points(-.infinity)],
            [.fraction(0)], [.fraction(-0.5)], [.fraction(.nan)],
            [],
            [.points(.nan), .fraction(-1)],
        ] as [[Detent]])
    func emptyFallsBackToLarge(detents: [Detent]) {
        #expect(Self.stops(detents) == [Self.stop(.large, 950)])
    }

    @Test("valid detents survive their invalid neighbours and are sorted by height")
    func invalidAmongValid() {
        #expect(
            Self.stops([.large, .points(.nan), .fraction(0.25), .points(-1), .medium])
                == [Self.stop(.fraction(0.25), 275), Self.stop(.medium, 500), Self.stop(.large, 950)])
    }

    @Test(
        "detents at the same height (within half a point) are one: the first listed is kept",
        arguments: [
            // .fraction(0.5) is .medium's height: the first listed wins.
            ([Detent.medium, .fraction(0.5), .large], [stop(.medium, 500), stop(.large, 950)]),
            ([.fraction(0.5), .medium, .large], [stop(.fraction(0.5), 500), stop(.large, 950)]),
            // Listed twice.
            ([.large, .large, .medium, .medium], [stop(.medium, 500), stop(.large, 950)]),
            // Clamped to the safe height: the same as .large.
            ([.points(5000), .large], [stop(.points(5000), 950)]),
            // 0.4 points apart: one; 0.6 apart: two.
            ([.points(450.4), .medium], [stop(.points(450.4), 500.4)]),
            ([.points(450.6), .medium], [stop(.medium, 500), stop(.points(450.6), 500.6)]),
        ] as [([Detent], [ResolvedSheetDetents.Stop])])
    func duplicates(detents: [Detent], expected: [ResolvedSheetDetents.Stop]) {
        #expect(Self.stops(detents) == expected)
    }

    @Test("medium is inactive in a compact height; the other detents stay")
    func compactHeight() {
        #expect(Self.stops([.medium, .large], in: SheetFixture.compact) == [Self.stop(.large, 950)])
        #expect(Self.stops([.fraction(0.25), .medium], in: SheetFixture.compact) == [Self.stop(.fraction(0.25), 275)])
        // Only medium: nothing active, so .large.
        #expect(Self.stops([.medium], in: SheetFixture.compact) == [Self.stop(.large, 950)])
    }

    @Test(
        "a degenerate container collapses every detent into the first one listed",
        arguments: [
            // No height (or NaN, or negative): everything at 0.
            (SheetContainer(height: 0), CGFloat(0)),
            (SheetContainer(height: .nan, safeArea: EdgeInsets(top: 50, bottom: 50)), 0),
            (SheetContainer(height: -300), 0),
            // Insets larger than the container: the sheet is at most the height below the top inset (30).
            (SheetContainer(height: 80, safeArea: EdgeInsets(top: 50, bottom: 50)), 30),
        ] as [(SheetContainer, CGFloat)])
    func degenerateContainer(container: SheetContainer, height: CGFloat) {
        #expect(Self.stops([.fraction(0.25), .medium, .large], in: container) == [Self.stop(.fraction(0.25), height)])
    }

    @Test(
        "the selection resolves as UIKit's selectedDetentIdentifier, with our rules for duplicates and inactive detents",
        arguments: [
            (Detent?.none, 0),
            (.medium, 1),
            (.large, 2),
            (.fraction(0.25), 0),
            // Not listed: the smallest.
            (.points(300), 0),
            // Listed but ignored: the smallest.
            (.points(-1), 0),
        ] as [(Detent?, Int)])
    func selection(selected: Detent?, index: Int) {
        let detents = ResolvedSheetDetents([.fraction(0.25), .medium, .large, .points(-1)], in: SheetFixture.container)
        #expect(detents.index(ofSelected: selected) == index)
    }

    @Test("a selected duplicate rests on the detent kept for its height")
    func selectedDuplicate() {
        let detents = ResolvedSheetDetents([.medium, .fraction(0.5), .large], in: SheetFixture.container)
        #expect(detents.index(ofSelected: .fraction(0.5)) == 0)
        #expect(detents.stops[0].detent == .medium)
    }

    @Test("a duplicate goes with the detent it was merged into, even when another stop is as close")
    func duplicateFollowsItsKeptDetent() {
        // 500.8 is kept first; 500.4 is within 0.5 of it and merges into it; .medium (500) is 0.8 from 500.8
        // and is kept too. 500.4 is also within 0.5 of 500, but it belongs to 500.8.
        let detents = ResolvedSheetDetents([.points(450.8), .points(450.4), .medium], in: SheetFixture.container)
        #expect(detents.heights.count == 2)
        #expect(approximately(detents.heights[0], 500) && approximately(detents.heights[1], 500.8))
        #expect(detents.index(ofSelected: .points(450.4)) == 1)
    }

    @Test("a selected medium in a compact height rests on the next taller detent, else the largest")
    func selectedInactive() {
        let three = ResolvedSheetDetents([.fraction(0.25), .medium, .fraction(0.75)], in: SheetFixture.compact)
        #expect(three.heights == [275, 725])
        #expect(three.index(ofSelected: .medium) == 1)
        let lower = ResolvedSheetDetents([.fraction(0.25), .medium], in: SheetFixture.compact)
        #expect(lower.index(ofSelected: .medium) == 0)
    }

    @Test(
        "the largest undimmed detent resolves as UIKit's largestUndimmedDetentIdentifier",
        arguments: [
            (Detent?.none, Int?.none),
            (.fraction(0.25), 0),
            (.medium, 1),
            (.large, 2),
            // Not listed, or ignored: every detent dims.
            (.points(300), nil),
            (.points(.nan), nil),
        ] as [(Detent?, Int?)])
    func largestUndimmed(detent: Detent?, index: Int?) {
        let detents = ResolvedSheetDetents([.fraction(0.25), .medium, .large, .points(.nan)], in: SheetFixture.container)
        #expect(detents.index(ofLargestUndimmed: detent) == index)
    }

    @Test("an undimmed medium in a compact height leaves only the detents no taller than it undimmed")
    func undimmedInactive() {
        let withSmaller = ResolvedSheetDetents([.fraction(0.25), .medium, .large], in: SheetFixture.compact)
        #expect(withSmaller.index(ofLargestUndimmed: .medium) == 0)
        let withoutSmaller = ResolvedSheetDetents([.medium, .large], in: SheetFixture.compact)
        #expect(withoutSmaller.index(ofLargestUndimmed: .medium) == nil)
    }

    @Test(
        "the nearest stop to a height; a tie goes to the smaller; NaN to the smallest",
        arguments: [
            (CGFloat(0), 0), (387.4, 0), (387.5, 0), (387.6, 1), (724, 1), (726, 2), (5000, 2), (.nan, 0), (-.infinity, 0),
            (.infinity, 2),
        ] as [(CGFloat, Int)])
    func nearest(height: CGFloat, index: Int) {
        #expect(SheetFixture.three.nearestIndex(toHeight: height) == index)
    }
}
