import Foundation
import NavTransitions
import Testing

/// Shared carousel geometries, computed by hand.
enum CarouselFixtures {
    /// A 375 × 300 collection view, 250 × 200 items, 10 apart, 5 items, left to right.
    ///
    /// stride 260, padding (375 − 250) ÷ 2 = 62.5, content 2 × 62.5 + 5 × 250 + 4 × 10 = 1415 × 300,
    /// items at y (300 − 200) ÷ 2 = 50. Item i starts at 62.5 + 260 i and is centred by offset 260 i
    /// (62.5 + 260 i + 125 − 187.5); the last one by 1040 = 1415 − 375.
    static func phone(
        count: Int = 5,
        direction: LayoutDirection = .leftToRight,
        viewport: CGSize = CGSize(width: 375, height: 300),
        inset: EdgeInsets = .zero
    ) -> CarouselGeometry {
        CarouselGeometry(
            itemSize: CGSize(width: 250, height: 200), spacing: 10, axis: .horizontal,
            layoutDirection: direction, viewportSize: viewport, contentInset: inset, itemCount: count
        )
    }

    /// Left to right, right to left, vertical, and a single item: for random checks.
    static let assorted = [
        phone(count: 7), phone(count: 7, direction: .rightToLeft), tall(count: 6), phone(count: 1),
    ]

    /// A vertical carousel: 375 × 667 bounds, 300 × 400 items, 20 apart, 10 items.
    ///
    /// stride 420, padding (667 − 400) ÷ 2 = 133.5, content 375 × (267 + 4000 + 180) = 375 × 4447;
    /// items at x 37.5; item i centred by offset y = 420 i.
    static func tall(count: Int = 10, direction: LayoutDirection = .leftToRight) -> CarouselGeometry {
        CarouselGeometry(
            itemSize: CGSize(width: 300, height: 400), spacing: 20, axis: .vertical,
            layoutDirection: direction, viewportSize: CGSize(width: 375, height: 667), itemCount: count
        )
    }
}

@Suite("CarouselGeometry")
struct CarouselGeometryTests {
    @Test func horizontalLeftToRight() {
        let g = CarouselFixtures.phone()
        #expect(g.stride == 260)
        #expect(g.padding == 62.5)
        #expect(g.contentSize == CGSize(width: 1415, height: 300))
        #expect(g.frame(ofItem: 0) == CGRect(x: 62.5, y: 50, width: 250, height: 200))
        #expect(g.frame(ofItem: 1) == CGRect(x: 322.5, y: 50, width: 250, height: 200))
        #expect(g.frame(ofItem: 4) == CGRect(x: 1102.5, y: 50, width: 250, height: 200))
        #expect(g.sectionInset == EdgeInsets(top: 50, left: 62.5, bottom: 50, right: 62.5))
        for item in 0..<5 {
            #expect(g.contentOffset(centringItem: item, crossOffset: 0) == CGPoint(x: 260 * CGFloat(item), y: 0))
        }
        // Out of range indexes are clamped; the cross offset is kept, NaN becomes 0.
        #expect(g.contentOffset(centringItem: -3, crossOffset: -20) == CGPoint(x: 0, y: -20))
        #expect(g.contentOffset(centringItem: 99, crossOffset: .nan) == CGPoint(x: 1040, y: 0))
    }

    @Test func rightToLeftIsMirrored() {
        let g = CarouselFixtures.phone(direction: .rightToLeft)
        // Item 0 at the right end: x = 1415 − 62.5 − 250 = 1102.5; item 4 at 62.5.
        #expect(g.frame(ofItem: 0) == CGRect(x: 1102.5, y: 50, width: 250, height: 200))
        #expect(g.frame(ofItem: 4) == CGRect(x: 62.5, y: 50, width: 250, height: 200))
        // Item i is centred by 1040 − 260 i.
        #expect(g.contentOffset(centringItem: 0, crossOffset: 0) == CGPoint(x: 1040, y: 0))
        #expect(g.contentOffset(centringItem: 4, crossOffset: 0) == CGPoint(x: 0, y: 0))
        #expect(g.forwardOffset(1040) == 0)
        #expect(g.forwardSign == -1)
        #expect(g.nearestItem(to: CGPoint(x: 1040, y: 0)) == 0)
        #expect(g.nearestItem(to: CGPoint(x: 270, y: 0)) == 3)
    }

    @Test func verticalIgnoresTheReadingDirection() {
        for direction in LayoutDirection.allCases {
            let g = CarouselFixtures.tall(direction: direction)
            #expect(g.contentSize == CGSize(width: 375, height: 4447))
            #expect(g.frame(ofItem: 2) == CGRect(x: 37.5, y: 973.5, width: 300, height: 400))
            #expect(g.contentOffset(centringItem: 3, crossOffset: 5) == CGPoint(x: 5, y: 1260))
            #expect(g.sectionInset == EdgeInsets(top: 133.5, left: 37.5, bottom: 133.5, right: 37.5))
            #expect(g.forwardSign == 1)
            #expect(g.nearestItem(to: CGPoint(x: 0, y: 1000)) == 2)
        }
    }

    @Test func crossAxisInsetsCentreInTheVisibleArea() {
        // A navigation bar of 100 and a home indicator of 34: visible height 300 − 134 = 166 < 200, so
        // the items start at 0 and the content is 200 high.
        let g = CarouselFixtures.phone(inset: EdgeInsets(top: 100, left: 40, bottom: 34, right: 40))
        #expect(g.frame(ofItem: 0).minY == 0)
        #expect(g.contentSize.height == 200)
        // Main-axis insets do not move the items: the bounds' centre is the carousel's centre.
        #expect(g.frame(ofItem: 0).minX == 62.5)
        // A taller collection view: visible 500 − 134 = 366, items at (366 − 200) ÷ 2 = 83.
        let tall = CarouselFixtures.phone(viewport: CGSize(width: 375, height: 500), inset: EdgeInsets(top: 100, bottom: 34))
        #expect(tall.frame(ofItem: 3).minY == 83)
        #expect(tall.sectionInset == EdgeInsets(top: 83, left: 62.5, bottom: 83, right: 62.5))
    }

    @Test func itemLongerThanTheBoundsIsCentredInsideTheContent() {
        // 300-wide bounds, 400-wide items: no padding; item i is centred by 50 + 410 i, inside 0...1330.
        let g = CarouselGeometry(
            itemSize: CGSize(width: 400, height: 100), spacing: 10, axis: .horizontal,
            viewportSize: CGSize(width: 300, height: 100), itemCount: 4)
        #expect(g.padding == 0)
        #expect(g.contentLength == 1630)
        #expect(g.contentOffset(centringItem: 0, crossOffset: 0)?.x == 50)
        #expect(g.contentOffset(centringItem: 3, crossOffset: 0)?.x == 1280)
        #expect(1280 <= g.contentLength - g.visibleLength)
    }

    @Test func emptyAndBadInput() {
        let empty = CarouselFixtures.phone(count: 0)
        #expect(empty.contentSize == .zero)
        #expect(empty.contentOffset(centringItem: 0, crossOffset: 0) == nil)
        #expect(empty.nearestItem(to: .zero) == nil)
        #expect(empty.items(in: CGRect(x: 0, y: 0, width: 1000, height: 1000)).isEmpty)

        let negative = CarouselFixtures.phone(count: -4)
        #expect(negative.itemCount == 0)

        let garbage = CarouselGeometry(
            itemSize: CGSize(width: CGFloat.nan, height: -5), spacing: .infinity, axis: .horizontal,
            viewportSize: CGSize(width: -1, height: CGFloat.nan),
            contentInset: EdgeInsets(top: .nan), itemCount: 3
        )
        #expect(garbage.itemSize == .zero)
        #expect(garbage.spacing == 0)
        #expect(garbage.viewportSize == .zero)
        #expect(garbage.stride == 0)
        #expect(garbage.contentSize == .zero)
        #expect(garbage.items(in: CGRect(x: -10, y: -10, width: 100, height: 100)).isEmpty)
        #expect(garbage.position(atForwardOffset: 100) == 0)
        // Bounds not laid out yet: the item at an offset is unknown.
        #expect(garbage.nearestItem(to: .zero) == nil)

        // Items with no length along the axis (but a thickness) occupy nothing: none is in any rect.
        let slivers = CarouselGeometry(
            itemSize: CGSize(width: 0, height: 100), spacing: 10, axis: .horizontal,
            viewportSize: CGSize(width: 375, height: 300), itemCount: 50)
        #expect(slivers.items(in: CGRect(x: 0, y: 0, width: 1000, height: 300)).isEmpty)
        let flat = CarouselGeometry(
            itemSize: CGSize(width: 100, height: 0), spacing: 10, axis: .horizontal,
            viewportSize: CGSize(width: 375, height: 300), itemCount: 50)
        #expect(flat.items(in: CGRect(x: 0, y: 0, width: 1000, height: 300)).isEmpty)

        let huge = CarouselGeometry(
            itemSize: CGSize(width: 1e300, height: 1e300), spacing: 1e300, axis: .horizontal,
            viewportSize: CGSize(width: 375, height: 300), itemCount: 1_000_000)
        #expect(huge.itemLength == CarouselGeometry.maximumLength)
        #expect(huge.contentLength.isFinite)
        #expect(huge.nearestItem(to: CGPoint(x: CGFloat.infinity, y: 0)) == nil)
        #expect(huge.nearestItem(to: CGPoint(x: 1e300, y: 0)) == 999_999)
        #expect(huge.nearestItem(to: CGPoint(x: -1e300, y: 0)) == 0)
    }

    @Test func nearestItemRoundsToTheCloserCentre() {
        let g = CarouselFixtures.phone()
        #expect(g.nearestItem(to: CGPoint(x: 129, y: 0)) == 0) // 129 ÷ 260 = 0.496
        #expect(g.nearestItem(to: CGPoint(x: 131, y: 0)) == 1) // 0.504
        #expect(g.nearestItem(to: CGPoint(x: -500, y: 0)) == 0)
        #expect(g.nearestItem(to: CGPoint(x: 5000, y: 0)) == 4)
        #expect(g.nearestItem(to: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        #expect(g.isCentred(item: 2, at: CGPoint(x: 520.5, y: 0)))
        #expect(!g.isCentred(item: 2, at: CGPoint(x: 520.52, y: 0)))
        #expect(!g.isCentred(item: 2, at: CGPoint(x: 519.4, y: 0)))
        #expect(!CarouselFixtures.phone(count: 0).isCentred(item: 0, at: .zero))
    }

    @Test func distanceFromCentre() {
        let g = CarouselFixtures.phone()
        // Offset 260 centres item 1 (centre 447.5); item 0's centre is 187.5: 260 away; item 3's 967.5: 520.
        let offset = CGPoint(x: 260, y: 0)
        #expect(g.distanceFromCentre(ofItem: 1, contentOffset: offset) == 0)
        #expect(g.distanceFromCentre(ofItem: 0, contentOffset: offset) == 260)
        #expect(g.distanceFromCentre(ofItem: 3, contentOffset: offset) == 520)
        let rtl = CarouselFixtures.phone(direction: .rightToLeft)
        // Mirrored: offset 780 centres item 1; item 0 (centre 1227.5) is 260 away.
        #expect(rtl.distanceFromCentre(ofItem: 1, contentOffset: CGPoint(x: 780, y: 0)) == 0)
        #expect(rtl.distanceFromCentre(ofItem: 0, contentOffset: CGPoint(x: 780, y: 0)) == 260)
        let vertical = CarouselFixtures.tall()
        // Offset 420 centres item 1: its centre 133.5 + 420 + 200 = 753.5 = 420 + 333.5.
        #expect(vertical.distanceFromCentre(ofItem: 2, contentOffset: CGPoint(x: 0, y: 420)) == 420)
        #expect(g.distanceFromCentre(ofItem: 1, contentOffset: CGPoint(x: CGFloat.nan, y: 0)).isNaN)
    }

    struct RectCase: Sendable, CustomTestStringConvertible {
        var name: String
        var geometry: CarouselGeometry
        var rect: CGRect
        var expected: Range<Int>
        var testDescription: String { name }
    }

    static let rectCases: [RectCase] = [
        // Offset 260 shows x 260...635: item 0 [62.5, 312.5], 1 [322.5, 572.5], 2 [582.5, 832.5].
        RectCase(
            name: "visible rect at item 1", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: 260, y: 0, width: 375, height: 300), expected: 0..<3),
        RectCase(
            name: "visible rect at item 0", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: 0, y: 0, width: 375, height: 300), expected: 0..<2),
        RectCase(
            name: "a gap touching two items overlaps neither", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: 312.5, y: 0, width: 10, height: 300), expected: 0..<0),
        RectCase(
            name: "one point into item 1", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: 312.5, y: 0, width: 11, height: 300), expected: 1..<2),
        RectCase(
            name: "the padding before item 0", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: 0, y: 0, width: 62.5, height: 300), expected: 0..<0),
        RectCase(
            name: "past the content", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: 2000, y: 0, width: 375, height: 300), expected: 0..<0),
        RectCase(
            name: "before the content", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: -900, y: 0, width: 375, height: 300), expected: 0..<0),
        RectCase(
            name: "above the items' band", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: 0, y: 0, width: 1415, height: 50), expected: 0..<0),
        RectCase(
            name: "below the items' band", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: 0, y: 250, width: 1415, height: 50), expected: 0..<0),
        RectCase(
            name: "one point into the band", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: 0, y: 249, width: 1415, height: 50), expected: 0..<5),
        RectCase(
            name: "negative size is standardized", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: 635, y: 300, width: -375, height: -300), expected: 0..<3),
        RectCase(
            name: "CGRect.infinite gives every item", geometry: CarouselFixtures.phone(),
            rect: .infinite, expected: 0..<5),
        RectCase(
            name: "NaN origin gives none", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: CGFloat.nan, y: 0, width: 375, height: 300), expected: 0..<0),
        RectCase(
            name: "NaN height gives none", geometry: CarouselFixtures.phone(),
            rect: CGRect(x: 0, y: 0, width: 375, height: CGFloat.nan), expected: 0..<0),
        // RTL: x 780...1155 shows item 0 [1102.5, 1352.5], 1 [842.5, 1092.5], 2 [582.5, 832.5].
        RectCase(
            name: "RTL visible rect at item 1", geometry: CarouselFixtures.phone(direction: .rightToLeft),
            rect: CGRect(x: 780, y: 0, width: 375, height: 300), expected: 0..<3),
        RectCase(
            name: "RTL right end", geometry: CarouselFixtures.phone(direction: .rightToLeft),
            rect: CGRect(x: 1040, y: 0, width: 375, height: 300), expected: 0..<2),
        RectCase(
            name: "RTL left end", geometry: CarouselFixtures.phone(direction: .rightToLeft),
            rect: CGRect(x: 0, y: 0, width: 375, height: 300), expected: 3..<5),
        // Vertical: y 420...1087 shows item 0 [133.5, 533.5] … item 2 [973.5, 1373.5].
        RectCase(
            name: "vertical visible rect at item 1", geometry: CarouselFixtures.tall(),
            rect: CGRect(x: 0, y: 420, width: 375, height: 667), expected: 0..<3),
        RectCase(
            name: "vertical, left of the band", geometry: CarouselFixtures.tall(),
            rect: CGRect(x: 0, y: 0, width: 37.5, height: 4447), expected: 0..<0),
        RectCase(
            name: "a million items, far along", geometry: CarouselFixtures.phone(count: 1_000_000),
            rect: CGRect(x: 260_000_000, y: 0, width: 375, height: 300), expected: 999_999..<1_000_000),
        RectCase(
            name: "a million items, in the middle", geometry: CarouselFixtures.phone(count: 1_000_000),
            rect: CGRect(x: 130_000_000, y: 0, width: 375, height: 300), expected: 499_999..<500_002),
    ]

    @Test(arguments: rectCases)
    func itemsInRect(_ c: RectCase) {
        #expect(c.geometry.items(in: c.rect) == c.expected)
    }

    /// The O(1) range equals the items whose frames overlap the rect, for random rects.
    @Test func itemsInRectMatchFrameOverlap() {
        for seed in UInt64(0)..<200 {
            var random = SplitMix64(seed: seed)
            for g in CarouselFixtures.assorted {
                let rect = CGRect(
                    x: CGFloat(random.below(4000)) / 2 - 500, y: CGFloat(random.below(1400)) / 2 - 100,
                    width: CGFloat(random.below(1600)) / 2, height: CGFloat(random.below(1600)) / 2
                )
                let expected = (0..<g.itemCount).filter { item in
                    let f = g.frame(ofItem: item)
                    return f.minX < rect.maxX && f.maxX > rect.minX && f.minY < rect.maxY && f.maxY > rect.minY
                }
                #expect(Array(g.items(in: rect)) == expected, "seed \(seed), rect \(rect), axis \(g.axis)")
            }
        }
    }

    @Test func mainAndCrossComponents() {
        let h = CarouselFixtures.phone(), v = CarouselFixtures.tall()
        let p = CGPoint(x: 3, y: 7)
        #expect(h.main(p) == 3 && h.cross(p) == 7)
        #expect(v.main(p) == 7 && v.cross(p) == 3)
        #expect(h.point(main: 1, cross: 2) == CGPoint(x: 1, y: 2))
        #expect(v.point(main: 1, cross: 2) == CGPoint(x: 2, y: 1))
        #expect(h.clampedItem(.nan) == 0)
        #expect(h.clampedItem(17) == 4)
        #expect(h.clampedItem(-2) == 0)
    }
}

@Suite("Carousel invalidation")
struct CarouselInvalidationTests {
    static let phone = CarouselFixtures.phone(count: 1_000_000)

    static func bounds(x: CGFloat, y: CGFloat = 0, width: CGFloat = 375, height: CGFloat = 300) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    @Test func boundsChanges() {
        let g = Self.phone
        #expect(g.boundsChange(from: Self.bounds(x: 0), to: Self.bounds(x: 0)) == .none)
        #expect(g.boundsChange(from: Self.bounds(x: 0), to: Self.bounds(x: 0, y: -20)) == .none)
        #expect(g.boundsChange(from: Self.bounds(x: 0), to: Self.bounds(x: 0.5)) == .scroll)
        #expect(g.boundsChange(from: Self.bounds(x: 0), to: Self.bounds(x: 0, width: 812)) == .resize)
        #expect(g.boundsChange(from: Self.bounds(x: 0), to: Self.bounds(x: 0, height: 301)) == .resize)
        #expect(g.boundsChange(from: Self.bounds(x: 0), to: Self.bounds(x: 0, width: .nan)) == .resize)
        #expect(g.boundsChange(from: Self.bounds(x: 0), to: Self.bounds(x: .nan)) == .scroll)
        let tall = CarouselFixtures.tall()
        #expect(tall.boundsChange(from: Self.bounds(x: 0), to: Self.bounds(x: 30)) == .none)
        #expect(tall.boundsChange(from: Self.bounds(x: 0), to: Self.bounds(x: 0, y: 30)) == .scroll)
    }

    @Test func invalidatedItems() {
        let g = Self.phone
        // 0...375 shows items 0 and 1; 260...635 items 0...2: one range.
        #expect(g.itemsToInvalidate(scrollingFrom: Self.bounds(x: 0), to: Self.bounds(x: 260)) == [0..<3])
        #expect(g.itemsToInvalidate(scrollingFrom: Self.bounds(x: 260), to: Self.bounds(x: 0)) == [0..<3])
        // Touching ranges merge: 0..<2 and 2..<4 (x 600...975 shows items 2 and 3).
        #expect(g.itemsToInvalidate(scrollingFrom: Self.bounds(x: 0), to: Self.bounds(x: 600)) == [0..<4])
        #expect(g.itemsToInvalidate(scrollingFrom: Self.bounds(x: 600), to: Self.bounds(x: 0)) == [0..<4])
        #expect(g.items(in: Self.bounds(x: 600)) == 2..<4)
        // A jump to the far end: two small ranges, not a million items.
        let far = g.itemsToInvalidate(scrollingFrom: Self.bounds(x: 0), to: Self.bounds(x: 259_999_740))
        #expect(far == [0..<2, 999_998..<1_000_000])
        #expect(
            g.itemsToInvalidate(scrollingFrom: Self.bounds(x: 259_999_740), to: Self.bounds(x: 0)) == [
                0..<2, 999_998..<1_000_000,
            ])
        // Before the content: only the side that shows items.
        #expect(g.itemsToInvalidate(scrollingFrom: Self.bounds(x: -900), to: Self.bounds(x: 0)) == [0..<2])
        #expect(g.itemsToInvalidate(scrollingFrom: Self.bounds(x: 0), to: Self.bounds(x: -900)) == [0..<2])
        #expect(g.itemsToInvalidate(scrollingFrom: Self.bounds(x: -900), to: Self.bounds(x: -800)).isEmpty)
    }

    @Test func nearestItemAtAPoint() {
        let g = CarouselFixtures.phone()
        // Item centres: 187.5 + 260 i.
        #expect(g.nearestItem(atPoint: CGPoint(x: 187.5, y: 999)) == 0)
        #expect(g.nearestItem(atPoint: CGPoint(x: 317, y: 0)) == 0)
        #expect(g.nearestItem(atPoint: CGPoint(x: 318, y: 0)) == 1)
        #expect(g.nearestItem(atPoint: CGPoint(x: -1000, y: 0)) == 0)
        #expect(g.nearestItem(atPoint: CGPoint(x: 99_999, y: 0)) == 4)
        #expect(g.nearestItem(atPoint: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        #expect(CarouselFixtures.phone(count: 0).nearestItem(atPoint: .zero) == nil)
        // RTL: item 0's centre is 1227.5.
        let rtl = CarouselFixtures.phone(direction: .rightToLeft)
        #expect(rtl.nearestItem(atPoint: CGPoint(x: 1227.5, y: 0)) == 0)
        #expect(rtl.nearestItem(atPoint: CGPoint(x: 190, y: 0)) == 4)
        // Vertical: item centres 333.5 + 420 i.
        #expect(CarouselFixtures.tall().nearestItem(atPoint: CGPoint(x: 5000, y: 1180)) == 2)
        let flat = CarouselGeometry(
            itemSize: .zero, spacing: 0, axis: .horizontal, viewportSize: CGSize(width: 375, height: 300), itemCount: 3)
        #expect(flat.nearestItem(atPoint: CGPoint(x: 500, y: 0)) == 0)
    }
}
