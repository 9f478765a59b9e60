import Foundation
import NavTransitions
import Testing

@Suite("Reorder targeting and autoscroll")
struct ReorderGeometryTests {
    // MARK: Targeting

    /// Three 80 × 80 slots in a row, 10 apart: x 0...80, 90...170, 180...260.
    static let row: [(index: Int, frame: CGRect)] = (0..<3).map {
        ($0, CGRect(x: CGFloat($0) * 90, y: 0, width: 80, height: 80))
    }

    @Test(
        arguments: [
            (CGPoint(x: 40, y: 40), 0),
            (CGPoint(x: 90, y: 0), 1), // the minimum corner is inside
            (CGPoint(x: 259.9, y: 79.9), 2),
        ] as [(CGPoint, Int)])
    func fingerOverASlot(point: CGPoint, expected: Int) {
        #expect(ReorderTargeting.index(at: point, slots: Self.row) == expected)
    }

    @Test(arguments: [
        CGPoint(x: 85, y: 40), // the gap
        CGPoint(x: 80, y: 40), // the maximum edge is outside
        CGPoint(x: 40, y: 80),
        CGPoint(x: -1, y: 40),
        CGPoint(x: CGFloat.nan, y: 40),
        CGPoint(x: 40, y: CGFloat.infinity),
    ])
    func fingerOverNoSlot(point: CGPoint) {
        #expect(ReorderTargeting.index(at: point, slots: Self.row) == nil)
    }

    @Test func overlappingSlotsPreferTheNearestCentreThenTheLowerIndex() {
        // A carousel's scaled neighbours overlap: 0...100 and 60...160 (centres 50 and 110).
        let slots: [(index: Int, frame: CGRect)] = [
            (4, CGRect(x: 0, y: 0, width: 100, height: 50)),
            (5, CGRect(x: 60, y: 0, width: 100, height: 50)),
        ]
        #expect(ReorderTargeting.index(at: CGPoint(x: 75, y: 25), slots: slots) == 4)
        #expect(ReorderTargeting.index(at: CGPoint(x: 85, y: 25), slots: slots) == 5)
        // Equidistant (80): the lower index, whatever the order of the slots.
        #expect(ReorderTargeting.index(at: CGPoint(x: 80, y: 25), slots: slots) == 4)
        #expect(ReorderTargeting.index(at: CGPoint(x: 80, y: 25), slots: slots.reversed()) == 4)
    }

    @Test func verticallyOverlappingSlots() {
        // A vertical carousel's neighbours: y 0...100 and 60...160 (centres 50 and 110).
        let slots: [(index: Int, frame: CGRect)] = [
            (7, CGRect(x: 0, y: 0, width: 50, height: 100)),
            (8, CGRect(x: 0, y: 60, width: 50, height: 100)),
        ]
        #expect(ReorderTargeting.index(at: CGPoint(x: 25, y: 75), slots: slots) == 7)
        #expect(ReorderTargeting.index(at: CGPoint(x: 25, y: 85), slots: slots) == 8)
    }

    @Test func unusableSlotsContainNothing() {
        let slots: [(index: Int, frame: CGRect)] = [
            (0, CGRect(x: 0, y: 0, width: 0, height: 80)),
            (1, CGRect(x: 0, y: 0, width: CGFloat.nan, height: 80)),
            (2, CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 80)),
            (3, CGRect(x: 100, y: 80, width: -80, height: -80)), // standardized: 20...100 × 0...80
        ]
        #expect(ReorderTargeting.index(at: CGPoint(x: 10, y: 10), slots: slots) == nil)
        #expect(ReorderTargeting.index(at: CGPoint(x: 50, y: 10), slots: slots) == 3)
        #expect(ReorderTargeting.index(at: CGPoint(x: 50, y: 10), slots: []) == nil)
    }

    /// One slot at a time, each with a side or an origin that is not finite, under a finger that would be inside it
    /// were it finite: none is targeted (the containment test refuses them; only an infinite side needs its own
    /// check). The last rows are the same slot finite: targeted.
    @Test(
        arguments: [
            (CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 80), CGPoint(x: 10, y: 10), nil),
            (CGRect(x: 0, y: 0, width: 80, height: CGFloat.infinity), CGPoint(x: 10, y: 10), nil),
            (CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 80), CGPoint(x: -10, y: 10), nil),
            (CGRect(x: 0, y: 0, width: 80, height: -CGFloat.infinity), CGPoint(x: 10, y: -10), nil),
            (CGRect(x: -CGFloat.infinity, y: 0, width: 80, height: 80), CGPoint(x: 10, y: 10), nil),
            (CGRect(x: 0, y: -CGFloat.infinity, width: 80, height: 80), CGPoint(x: 10, y: 10), nil),
            (CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 80), CGPoint(x: 10, y: 10), nil),
            (CGRect(x: CGFloat.nan, y: 0, width: 80, height: 80), CGPoint(x: 10, y: 10), nil),
            (CGRect(x: 0, y: CGFloat.nan, width: 80, height: 80), CGPoint(x: 10, y: 10), nil),
            (CGRect(x: 0, y: 0, width: 80, height: CGFloat.nan), CGPoint(x: 10, y: 10), nil),
            (CGRect(x: 0, y: 0, width: 80, height: 80), CGPoint(x: -CGFloat.infinity, y: 10), nil),
            (CGRect(x: 0, y: 0, width: 80, height: 80), CGPoint(x: 10, y: -CGFloat.infinity), nil),
            (CGRect(x: 0, y: 0, width: 80, height: 0), CGPoint(x: 10, y: 0), nil),
            (CGRect(x: 0, y: 0, width: 80, height: 80), CGPoint(x: 10, y: 10), 9),
            (CGRect(x: 80, y: 80, width: -80, height: -80), CGPoint(x: 10, y: 10), 9),
        ] as [(CGRect, CGPoint, Int?)])
    func slotThatIsNotFinite(frame: CGRect, point: CGPoint, expected: Int?) {
        #expect(ReorderTargeting.index(at: point, slots: [(9, frame)]) == expected)
    }

    // MARK: Autoscroll

    /// A 375 × 667 grid scrolled to y 500 in 3000 points of content, under a 100-point bar with a
    /// 34-point home indicator: the visible area is y 600...1133, x 0...375.
    static let grid = ScrollViewState(
        contentOffset: CGPoint(x: 0, y: 500), contentSize: CGSize(width: 375, height: 3000),
        boundsSize: CGSize(width: 375, height: 667), adjustedContentInset: EdgeInsets(top: 100, bottom: 34)
    )
    static let standard = ReorderConfiguration()

    @Test(arguments: [
        (CGFloat(866), CGFloat(0)), // the middle
        (1073, 0), // the zone's inner border (1133 − 60)
        (1103, 600), // half-way into the bottom zone: 0.5 × 1200
        (1133, 1200), // at the edge
        (1300, 1200), // beyond the edge (over the home indicator)
        (660, 0), // the top zone's inner border
        (630, -600),
        (600, -1200),
        (500, -1200), // over the bar
    ])
    func verticalSpeedByDepth(y: CGFloat, expected: CGFloat) {
        let velocity = ReorderAutoscroll.velocity(at: CGPoint(x: 187, y: y), in: Self.grid, configuration: Self.standard)
        #expect(approximately(velocity.y, expected), "\(velocity)")
        #expect(velocity.x == 0)
    }

    @Test func noScrollingWhereTheContentCannotGo() {
        // Near the left edge: the content is exactly as wide as the bounds.
        let left = ReorderAutoscroll.velocity(at: CGPoint(x: 5, y: 866), in: Self.grid, configuration: Self.standard)
        #expect(left == .zero)
        // At the top already: the top zone does nothing, the bottom one still works.
        var top = Self.grid
        top.contentOffset = CGPoint(x: 0, y: -100)
        #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 187, y: 0), in: top, configuration: Self.standard) == .zero)
        #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 187, y: 533), in: top, configuration: Self.standard).y == 1200)
        // At the bottom (3000 − 667 + 34 = 2367): the bottom zone does nothing.
        var bottom = Self.grid
        bottom.contentOffset = CGPoint(x: 0, y: 2367)
        #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 187, y: 3000), in: bottom, configuration: Self.standard) == .zero)
        #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 187, y: 2467), in: bottom, configuration: Self.standard).y == -1200)
    }

    @Test func horizontalCarousel() {
        // A carousel 375 wide scrolled to 520 of 1415: visible x 520...895.
        let carousel = ScrollViewState(
            contentOffset: CGPoint(x: 520, y: 0), contentSize: CGSize(width: 1415, height: 300),
            boundsSize: CGSize(width: 375, height: 300))
        #expect(
            ReorderAutoscroll.velocity(at: CGPoint(x: 535, y: 150), in: carousel, configuration: Self.standard)
                == CGPoint(x: -900, y: 0))
        #expect(
            ReorderAutoscroll.velocity(at: CGPoint(x: 880, y: 150), in: carousel, configuration: Self.standard)
                == CGPoint(x: 900, y: 0))
        // Near the top edge: the content cannot scroll vertically.
        #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 700, y: 1), in: carousel, configuration: Self.standard) == .zero)
    }

    @Test func smallBoundsKeepAStillMiddle() {
        // 90 points visible: the zones are a third each (30), not 60.
        let small = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: 100), contentSize: CGSize(width: 90, height: 1000),
            boundsSize: CGSize(width: 90, height: 90))
        #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 45, y: 145), in: small, configuration: Self.standard) == .zero)
        #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 45, y: 175), in: small, configuration: Self.standard).y == 600)
    }

    @Test func badInputDoesNotScroll() {
        #expect(
            ReorderAutoscroll.velocity(at: CGPoint(x: CGFloat.nan, y: 1133), in: Self.grid, configuration: Self.standard) == .zero
        )
        var zero = Self.grid
        zero.boundsSize = .zero
        #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 0, y: 500), in: zero, configuration: Self.standard) == .zero)
        // A carousel whose bounds have no height: nothing is visible, nothing scrolls.
        let flat = ScrollViewState(
            contentOffset: CGPoint(x: 500, y: 0), contentSize: CGSize(width: 1415, height: 0),
            boundsSize: CGSize(width: 375, height: 0))
        #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 505, y: 0), in: flat, configuration: Self.standard) == .zero)
        // A list whose bounds have no width: nothing scrolls either.
        let narrow = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: 500), contentSize: CGSize(width: 0, height: 3000),
            boundsSize: CGSize(width: 0, height: 667))
        #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 0, y: 1160), in: narrow, configuration: Self.standard) == .zero)
        var nan = Self.grid
        nan.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 187, y: 1133), in: nan, configuration: Self.standard) == .zero)
        for configuration in [
            ReorderConfiguration(autoscrollEdgeZone: 0), ReorderConfiguration(autoscrollEdgeZone: -10),
            ReorderConfiguration(autoscrollEdgeZone: .nan), ReorderConfiguration(maximumAutoscrollSpeed: -5),
            ReorderConfiguration(maximumAutoscrollSpeed: .infinity),
        ] {
            #expect(
                ReorderAutoscroll.velocity(at: CGPoint(x: 187, y: 1133), in: Self.grid, configuration: configuration) == .zero)
            // Beyond the edge too (a zero zone must not divide by zero into full speed).
            #expect(
                ReorderAutoscroll.velocity(at: CGPoint(x: 187, y: 1300), in: Self.grid, configuration: configuration) == .zero)
            #expect(ReorderAutoscroll.velocity(at: CGPoint(x: 187, y: 500), in: Self.grid, configuration: configuration) == .zero)
        }
    }

    @Test func offsetAfterATick() {
        // 600 pt/s for 16 ms: 9.6 points.
        #expect(ReorderAutoscroll.offset(after: 0.016, velocity: CGPoint(x: 0, y: 600), in: Self.grid) == CGPoint(x: 0, y: 509.6))
        // A stalled frame counts as 0.1 s at most.
        #expect(ReorderAutoscroll.offset(after: 1, velocity: CGPoint(x: 0, y: 600), in: Self.grid) == CGPoint(x: 0, y: 560))
        // Never past the ends: −100 ... 2367.
        #expect(
            ReorderAutoscroll.offset(after: 0.1, velocity: CGPoint(x: 0, y: -10_000), in: Self.grid) == CGPoint(x: 0, y: -100))
        var bottom = Self.grid
        bottom.contentOffset = CGPoint(x: 0, y: 2360)
        #expect(ReorderAutoscroll.offset(after: 0.1, velocity: CGPoint(x: 0, y: 1200), in: bottom) == CGPoint(x: 0, y: 2367))
        // An axis that cannot scroll keeps its offset.
        #expect(ReorderAutoscroll.offset(after: 0.1, velocity: CGPoint(x: 500, y: 0), in: Self.grid) == CGPoint(x: 0, y: 500))
        // … even away from its resting offset (a horizontal rubber band of 12 pt): not pulled to 0.
        var banded = Self.grid
        banded.contentOffset = CGPoint(x: 12, y: 500)
        #expect(ReorderAutoscroll.offset(after: 0.1, velocity: CGPoint(x: 500, y: 0), in: banded) == CGPoint(x: 12, y: 500))
        // Bad durations and velocities move nothing.
        for duration in [TimeInterval.nan, -1, .infinity] {
            #expect(
                ReorderAutoscroll.offset(after: duration, velocity: CGPoint(x: 0, y: 600), in: Self.grid) == CGPoint(x: 0, y: 500)
            )
        }
        #expect(
            ReorderAutoscroll.offset(after: 0.1, velocity: CGPoint(x: 0, y: CGFloat.nan), in: Self.grid) == CGPoint(x: 0, y: 500))
        var nan = Self.grid
        nan.contentOffset = CGPoint(x: CGFloat.nan, y: 500)
        #expect(ReorderAutoscroll.offset(after: 0.1, velocity: .zero, in: nan) == CGPoint(x: 0, y: 500))
    }

    @Test func configurationIsMadeSafe() {
        #expect(ReorderConfiguration().effectiveLiftScale == 1.15)
        #expect(ReorderConfiguration(liftScale: .nan).effectiveLiftScale == 1.15)
        #expect(ReorderConfiguration(liftScale: 10).effectiveLiftScale == 3)
        #expect(ReorderConfiguration(liftScale: 0).effectiveLiftScale == 0.5)
        #expect(ReorderConfiguration(autoscrollEdgeZone: 80).effectiveEdgeZone == 80)
        #expect(ReorderConfiguration(maximumAutoscrollSpeed: 900).effectiveMaximumSpeed == 900)
    }

    // MARK: Sections

    @Test func sectionedItems() {
        let items = SectionedItems(itemCounts: [2, 0, 3, -4, 1])
        #expect(items.totalCount == 6)
        #expect(items.sectionCount == 5)
        let locations = (0..<6).map { items.location(ofIndex: $0).map { [$0.section, $0.item] } }
        #expect(locations == [[0, 0], [0, 1], [2, 0], [2, 1], [2, 2], [4, 0]])
        #expect(items.location(ofIndex: 6) == nil)
        #expect(items.location(ofIndex: -1) == nil)
        #expect(items.index(section: 2, item: 1) == 3)
        #expect(items.index(section: 4, item: 0) == 5)
        #expect(items.index(section: 1, item: 0) == nil)
        #expect(items.index(section: 3, item: 0) == nil)
        #expect(items.index(section: 0, item: 2) == nil)
        #expect(items.index(section: 5, item: 0) == nil)
        #expect(items.index(section: -1, item: 0) == nil)
        #expect(items.index(section: 0, item: -1) == nil)
        #expect(items.nearestIndex(section: 2, item: 1) == 3)
        #expect(items.nearestIndex(section: 2, item: 99) == 4)
        #expect(items.nearestIndex(section: 2, item: -5) == 2)
        #expect(items.nearestIndex(section: 0, item: 7) == 1)
        #expect(items.nearestIndex(section: 4, item: 3) == 5)
        #expect(items.nearestIndex(section: 1, item: 0) == nil)
        #expect(items.nearestIndex(section: 5, item: 0) == nil)
        #expect(items.nearestIndex(section: -1, item: 0) == nil)
        let empty = SectionedItems(itemCounts: [])
        #expect(empty.totalCount == 0)
        #expect(empty.location(ofIndex: 0) == nil)
        #expect(empty.index(section: 0, item: 0) == nil)
        // Every index round-trips.
        for index in 0..<items.totalCount {
            let location = items.location(ofIndex: index)
            #expect(location.flatMap { items.index(section: $0.section, item: $0.item) } == index)
        }
    }
}
