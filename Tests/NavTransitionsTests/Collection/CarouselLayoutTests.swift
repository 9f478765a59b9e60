import Foundation
import NavTransitions
import Testing

/// `CarouselFlowLayout`'s decisions (Core's `CarouselLayout`) through the headless carousel: a 375 × 300
/// collection view, 250 × 200 items 10 apart (item i centred by offset 260 i, left to right).
@Suite("Carousel layout")
struct CarouselLayoutTests {
    @Test("a first right-to-left layout centres item 0 once the pass is over, never during it")
    func firstRightToLeftLayout() {
        let carousel = HeadlessCarousel(itemCounts: [5], layoutDirection: .rightToLeft)
        carousel.layoutPass()
        #expect(carousel.contentOffset == .zero, "the pass does not move the scroll view")
        #expect(!carousel.mainQueue.isEmpty)
        carousel.mainQueue.drain()
        // Mirrored: item 0 at the right end, centred by 1415 − 375 = 1040.
        #expect(carousel.contentOffset == CGPoint(x: 1040, y: 0))
        #expect(carousel.layout.currentItem?.item == 0)
        #expect(carousel.violations.isEmpty, "\(carousel.violations)")
    }

    @Test("left to right, the first layout needs nothing: offset 0 centres item 0")
    func firstLayoutLeftToRight() {
        let carousel = HeadlessCarousel(itemCounts: [5])
        carousel.layoutPass()
        #expect(carousel.mainQueue.isEmpty)
        #expect(carousel.contentOffset == .zero)
        #expect(carousel.layout.currentItem?.item == 0)
        // Section insets match the geometry: 50 above and below the 200-point items, 62.5 padding.
        #expect(carousel.flowSectionInset == EdgeInsets(top: 50, left: 62.5, bottom: 50, right: 62.5))
    }

    @Test(
        "a pass's steps: the insets only when they changed, before the flow layout's pass; the recentring after it",
        arguments: [
            (
                CarouselLayout.Preparation(sectionInset: nil, schedulesRecentring: false),
                [CarouselLayout.Preparation.Step.prepareFlowLayout]
            ),
            (
                CarouselLayout.Preparation(
                    sectionInset: EdgeInsets(top: 50, left: 62.5, bottom: 50, right: 62.5), schedulesRecentring: false),
                [.setSectionInset(EdgeInsets(top: 50, left: 62.5, bottom: 50, right: 62.5)), .prepareFlowLayout]
            ),
            (
                CarouselLayout.Preparation(sectionInset: nil, schedulesRecentring: true),
                [.prepareFlowLayout, .scheduleRecentring]
            ),
            (
                CarouselLayout.Preparation(sectionInset: .zero, schedulesRecentring: true),
                [.setSectionInset(.zero), .prepareFlowLayout, .scheduleRecentring]
            ),
        ])
    func preparationSteps(preparation: CarouselLayout.Preparation, steps: [CarouselLayout.Preparation.Step]) {
        #expect(preparation.steps == steps)
    }

    @Test(
        "the passes' steps from real layouts: a first right-to-left pass sets the insets and schedules the recentring; the next sets nothing"
    )
    func preparationStepsOfPasses() {
        var layout = CarouselLayout()
        let environment = CarouselLayout.Environment(
            itemSize: CGSize(width: 250, height: 200), spacing: 10, axis: .horizontal,
            layoutDirection: .rightToLeft, viewportSize: CGSize(width: 375, height: 300))
        let inset = EdgeInsets(top: 50, left: 62.5, bottom: 50, right: 62.5)
        let first = layout.prepare(
            environment, counts: ReorderTests.Counts([5]), flowSectionInset: .zero, contentOffset: .zero, isDragging: false)
        #expect(first.steps == [.setSectionInset(inset), .prepareFlowLayout, .scheduleRecentring])
        layout.invalidated(isScrollOnly: false)
        let second = layout.prepare(
            environment, counts: ReorderTests.Counts([5]), flowSectionInset: inset, contentOffset: .zero, isDragging: false)
        #expect(second.steps == [.prepareFlowLayout], "the insets are right and the recentring is already scheduled")
    }

    @Test("an item asked for before the first layout is centred after it")
    func scrollBeforeLayout() {
        let carousel = HeadlessCarousel(itemCounts: [5], viewport: .zero)
        carousel.scrollToItem(section: 0, item: 3)
        #expect(carousel.contentOffset == .zero, "nothing to centre in bounds of zero size")
        carousel.resize(to: CGSize(width: 375, height: 300))
        carousel.mainQueue.drain()
        #expect(carousel.contentOffset == CGPoint(x: 780, y: 0))
        #expect(carousel.layout.currentItem?.item == 3)
        #expect(carousel.violations.isEmpty, "\(carousel.violations)")
    }

    @Test("a rotation keeps the current item centred through the invalidation's offset adjustment, in the same pass")
    func rotation() {
        // Items wider than the bounds: no padding, item i centred by 260 i + 25 in 200-point bounds.
        let carousel = HeadlessCarousel(itemCounts: [5], viewport: CGSize(width: 200, height: 300))
        carousel.layoutPass()
        carousel.mainQueue.drain()
        carousel.scrollToItem(section: 0, item: 2)
        #expect(carousel.contentOffset == CGPoint(x: 545, y: 0))
        // 300 wide: padding 25, item 2 centred by 520; the adjustment is −25.
        carousel.resize(to: CGSize(width: 300, height: 300))
        #expect(carousel.contentOffset == CGPoint(x: 520, y: 0), "adjusted by the invalidation, before any later turn")
        #expect(carousel.mainQueue.isEmpty, "nothing left to do after the pass")
        #expect(carousel.layout.currentItem?.item == 2)
        #expect(carousel.violations.isEmpty, "\(carousel.violations)")
    }

    @Test("a new item size, a reload to fewer items: the current item (clamped) is centred after the pass")
    func geometryChanges() {
        let carousel = HeadlessCarousel(itemCounts: [7])
        carousel.layoutPass()
        carousel.scrollToItem(section: 0, item: 5)
        #expect(carousel.contentOffset == CGPoint(x: 1300, y: 0))
        carousel.setItemSize(CGSize(width: 150, height: 200))
        #expect(carousel.contentOffset == CGPoint(x: 1300, y: 0), "the pass does not move the scroll view")
        carousel.mainQueue.drain()
        // Stride 160: item 5 centred by 800.
        #expect(carousel.contentOffset == CGPoint(x: 800, y: 0))
        carousel.reloadData([3])
        carousel.mainQueue.drain()
        #expect(carousel.layout.currentItem?.item == 2)
        #expect(carousel.contentOffset == CGPoint(x: 320, y: 0))
        carousel.reloadData([0])
        carousel.mainQueue.drain()
        #expect(carousel.layout.currentItem == nil)
        carousel.reloadData([3])
        carousel.mainQueue.drain()
        #expect(carousel.layout.currentItem?.item == 2, "back to the item it showed")
        #expect(carousel.violations.isEmpty, "\(carousel.violations)")
    }

    @Test(
        "a batch update rests through targetContentOffset(forProposedContentOffset:); the recentring after it finds nothing to do"
    )
    func batchUpdate() {
        let carousel = HeadlessCarousel(itemCounts: [7])
        carousel.layoutPass()
        carousel.scrollToItem(section: 0, item: 6)
        carousel.performBatchUpdates([4])
        #expect(carousel.contentOffset == CGPoint(x: 780, y: 0))
        #expect(carousel.layout.currentItem?.item == 3)
        carousel.mainQueue.drain()
        #expect(carousel.contentOffset == CGPoint(x: 780, y: 0))
        #expect(carousel.violations.isEmpty, "\(carousel.violations)")
    }

    @Test("a finger on the content wins over a scheduled recentring")
    func dragWins() {
        let carousel = HeadlessCarousel(itemCounts: [5], layoutDirection: .rightToLeft)
        carousel.layoutPass()
        carousel.drag(by: 30)
        carousel.mainQueue.drain()
        #expect(carousel.contentOffset == CGPoint(x: 30, y: 0), "not moved under the finger")
        // Released without speed: the nearest item is centred (item 4, at the left end of a mirrored carousel).
        carousel.release(velocity: 0)
        #expect(carousel.isCurrentItemCentred)
    }

    @Test("a release snaps: the velocity is in points per millisecond")
    func releaseVelocityUnits() {
        let carousel = HeadlessCarousel(itemCounts: [5])
        carousel.layoutPass()
        carousel.layout.maximumItemsPerFlick = 1
        carousel.drag(by: 20)
        // 0.5 pt/ms is a flick (above 0.3 pt/ms): the next item, however short the drag.
        carousel.release(velocity: 0.5)
        #expect(carousel.contentOffset == CGPoint(x: 260, y: 0))
        carousel.drag(by: 20)
        // 0.2 pt/ms is slow: the nearest item to where the deceleration would stop (280 + 0.2 × 499 = 379.8 → item 1).
        carousel.release(velocity: 0.2)
        #expect(carousel.contentOffset == CGPoint(x: 260, y: 0))
        // Read as points per second, a real 500 pt/s flick (0.5 pt/ms) would be 500 pt/ms: clamped to 50 and
        // still one item with paging.
        carousel.drag(by: 20)
        carousel.release(velocity: 500)
        #expect(carousel.contentOffset == CGPoint(x: 520, y: 0))
        #expect(carousel.violations.isEmpty)
    }

    @Test("attributes at the edges: the first and last items, items past the end, other sections")
    func attributesAtTheEdges() throws {
        var layout = CarouselLayout()
        let counts = ReorderTests.Counts([2, 0, 3])
        let environment = CarouselLayout.Environment(
            itemSize: CGSize(width: 250, height: 200), spacing: 10, axis: .horizontal,
            viewportSize: CGSize(width: 375, height: 300))
        #expect(layout.attributes(section: 0, item: 0, contentOffset: .zero) == nil, "before the first pass")
        #expect(layout.attributes(in: CGRect(x: 0, y: 0, width: 375, height: 300), contentOffset: .zero).isEmpty)
        _ = layout.prepare(environment, counts: counts, flowSectionInset: .zero, contentOffset: .zero, isDragging: false)
        // Item 0: at 62.5, centred at offset 0: full size, on top.
        let first = try #require(layout.attributes(section: 0, item: 0, contentOffset: .zero))
        #expect(
            first
                == CarouselItemAttributes(
                    section: 0, item: 0, frame: CGRect(x: 62.5, y: 50, width: 250, height: 200),
                    scale: 1, alpha: 1, zIndex: 0))
        // The last item (line index 4, section 2 item 2): 1040 from the centre → the minimum scale 0.5.
        let last = try #require(layout.attributes(section: 2, item: 2, contentOffset: .zero))
        #expect(last.frame == CGRect(x: 1102.5, y: 50, width: 250, height: 200))
        #expect(last.scale == 0.5)
        #expect(last.zIndex == -4160)
        // Item 1 at 260 from the centre: 1 − 0.25 × 260 ÷ 187.5.
        let second = try #require(layout.attributes(section: 0, item: 1, contentOffset: .zero))
        #expect(abs(second.scale - (1 - 0.25 * 260 / 187.5)) < 1e-12)
        // Items that do not exist.
        #expect(layout.attributes(section: 0, item: 2, contentOffset: .zero) == nil)
        #expect(layout.attributes(section: 1, item: 0, contentOffset: .zero) == nil, "an empty section")
        #expect(layout.attributes(section: 3, item: 0, contentOffset: .zero) == nil)
        #expect(layout.attributes(section: 0, item: -1, contentOffset: .zero) == nil)
        // The visible rect at offset 0 shows line items 0 and 1 (0...375): sections mapped.
        let visible = layout.attributes(in: CGRect(x: 0, y: 0, width: 375, height: 300), contentOffset: .zero)
        #expect(visible.map { [$0.section, $0.item] } == [[0, 0], [0, 1]])
        // Scrolled to the end: line items 3 and 4 (section 2, items 1 and 2).
        let end = layout.attributes(in: CGRect(x: 1040, y: 0, width: 375, height: 300), contentOffset: CGPoint(x: 1040, y: 0))
        #expect(end.map { [$0.section, $0.item] } == [[2, 1], [2, 2]])
        #expect(end.last?.scale == 1)
        // A fading appearance: alpha follows the same rule.
        layout.appearance = CarouselAppearance(scaleFalloff: 0, alphaFalloff: 0.5, minimumAlpha: 0.2)
        let faded = try #require(layout.attributes(section: 0, item: 1, contentOffset: .zero)?.alpha)
        #expect(abs(faded - (1 - 0.5 * 260 / 187.5)) < 1e-12)
        #expect(layout.attributes(section: 0, item: 1, contentOffset: .zero)?.scale == 1)
        #expect(counts.outOfRange.isEmpty)
    }

    @Test("an item moved interactively: its target stays in its section; its attributes follow the finger, on top")
    func interactiveMovement() {
        var layout = CarouselLayout()
        let counts = ReorderTests.Counts([2, 3])
        let environment = CarouselLayout.Environment(
            itemSize: CGSize(width: 250, height: 200), spacing: 10, axis: .horizontal,
            viewportSize: CGSize(width: 375, height: 300))
        _ = layout.prepare(environment, counts: counts, flowSectionInset: .zero, contentOffset: .zero, isDragging: false)
        // Line item 3 (section 1, item 1) is centred at x 62.5 + 780 + 125 = 967.5.
        #expect(layout.movingTarget(section: 1, item: 0, position: CGPoint(x: 967.5, y: 150)) == (1, 1))
        // Over line item 0 (section 0): another section, so the item stays where it is.
        let stays = layout.movingTarget(section: 1, item: 0, position: CGPoint(x: 187.5, y: 150))
        #expect(stays == (1, 0))
        let moving = layout.movingItemAttributes(section: 1, item: 0, position: CGPoint(x: 500, y: 120), contentOffset: .zero)
        #expect(moving.frame == CGRect(x: 375, y: 20, width: 250, height: 200))
        #expect(moving.zIndex == 1)
        let missing = layout.movingItemAttributes(section: 5, item: 0, position: CGPoint(x: 500, y: 120), contentOffset: .zero)
        #expect(missing.frame == CGRect(x: 500, y: 120, width: 0, height: 0))
        #expect(missing.scale == 1 && missing.alpha == 1 && missing.zIndex == 1)
    }

    @Test("invalidation: a scroll invalidates the two visible windows as index paths; anything else reads the counts again")
    func invalidation() {
        var layout = CarouselLayout()
        let counts = ReorderTests.Counts([2, 3])
        let environment = CarouselLayout.Environment(
            itemSize: CGSize(width: 250, height: 200), spacing: 10, axis: .horizontal,
            viewportSize: CGSize(width: 375, height: 300))
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 300)
        #expect(layout.boundsChange(from: bounds, to: bounds.offsetBy(dx: 10, dy: 0)) == .resize, "before the first pass")
        #expect(layout.itemsToInvalidate(scrollingFrom: bounds, to: bounds).isEmpty)
        #expect(layout.needsCounts)
        _ = layout.prepare(environment, counts: counts, flowSectionInset: .zero, contentOffset: .zero, isDragging: false)
        #expect(!layout.needsCounts)
        #expect(layout.boundsChange(from: bounds, to: bounds.offsetBy(dx: 10, dy: 0)) == .scroll)
        #expect(layout.boundsChange(from: bounds, to: bounds.offsetBy(dx: 0, dy: 10)) == CarouselBoundsChange.none)
        // From 0...375 (line 0, 1) to 1040...1415 (line 3, 4): two windows.
        let items = layout.itemsToInvalidate(scrollingFrom: bounds, to: bounds.offsetBy(dx: 1040, dy: 0))
        #expect(items.map { [$0.section, $0.item] } == [[0, 0], [0, 1], [1, 1], [1, 2]])
        layout.invalidated(isScrollOnly: true)
        #expect(!layout.needsCounts)
        layout.invalidated(isScrollOnly: false)
        #expect(layout.needsCounts)
        layout.invalidated(isScrollOnly: true)
        #expect(layout.needsCounts, "a scroll does not undo a pending recount")
        // The adjustment of a resize before any pass, or without items, is zero.
        #expect(CarouselLayout().offsetAdjustment(resizingFrom: bounds, to: CGRect(x: 0, y: 0, width: 812, height: 300)) == .zero)
        // Items wider than the bounds (no padding): item 2 centred by 545 in 200 points, by 520 in 300.
        var wide = CarouselLayout()
        let narrow = CarouselLayout.Environment(
            itemSize: CGSize(width: 250, height: 200), spacing: 10, axis: .horizontal,
            viewportSize: CGSize(width: 200, height: 300))
        _ = wide.prepare(
            narrow, counts: ReorderTests.Counts([5]), flowSectionInset: .zero, contentOffset: .zero, isDragging: false)
        _ = wide.scroll(toSection: 0, item: 2, counts: ReorderTests.Counts([5]), axis: .horizontal, contentOffset: .zero)
        let from = CGRect(x: 545, y: 0, width: 200, height: 300)
        #expect(
            wide.offsetAdjustment(resizingFrom: from, to: CGRect(x: 545, y: 0, width: 300, height: 300)) == CGPoint(x: -25, y: 0))
        // To bounds of zero length (not laid out, hidden), or a non-finite origin: no adjustment.
        #expect(wide.offsetAdjustment(resizingFrom: from, to: CGRect(x: 545, y: 0, width: 0, height: 300)) == .zero)
        #expect(wide.offsetAdjustment(resizingFrom: from, to: CGRect(x: CGFloat.nan, y: 0, width: 300, height: 300)) == .zero)
    }

    @Test("scrollToItem: clamped into its section; a missing or empty section changes nothing")
    func scrollToItem() {
        var layout = CarouselLayout()
        let counts = ReorderTests.Counts([2, 0, 3])
        let environment = CarouselLayout.Environment(
            itemSize: CGSize(width: 250, height: 200), spacing: 10, axis: .horizontal,
            viewportSize: CGSize(width: 375, height: 300))
        _ = layout.prepare(environment, counts: counts, flowSectionInset: .zero, contentOffset: .zero, isDragging: false)
        #expect(
            layout.scroll(toSection: 2, item: 9, counts: counts, axis: .horizontal, contentOffset: CGPoint(x: 0, y: -7))
                == CGPoint(x: 1040, y: -7))
        #expect(layout.currentItem.map { [$0.section, $0.item] } == [2, 2])
        #expect(layout.scroll(toSection: 0, item: -4, counts: counts, axis: .horizontal, contentOffset: .zero) == .zero)
        #expect(layout.scroll(toSection: 1, item: 0, counts: counts, axis: .horizontal, contentOffset: .zero) == nil)
        #expect(layout.scroll(toSection: 7, item: 0, counts: counts, axis: .horizontal, contentOffset: .zero) == nil)
        #expect(layout.currentItem.map { [$0.section, $0.item] } == [0, 0])
        #expect(counts.outOfRange.isEmpty)
    }

    @Test(
        "seeded random use never moves the scroll view during a pass, and leaves an item centred at rest",
        arguments: [UInt64(1), 2, 3, 99])
    func randomUse(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let carousel = HeadlessCarousel(itemCounts: [4, 3], layoutDirection: random.chance(50) ? .rightToLeft : .leftToRight)
        carousel.layoutPass()
        var rests = 0
        for step in 0..<200 {
            switch random.below(7) {
            case 0: carousel.drag(by: CGFloat(random.below(600)) - 300)
            case 1:
                guard carousel.isDragging else { continue }
                carousel.release(velocity: CGFloat(random.below(80)) / 10 - 4)
            case 2: carousel.resize(to: CGSize(width: CGFloat(150 + random.below(700)), height: 300))
            case 3: carousel.reloadData([random.below(5), random.below(4)])
            case 4: carousel.performBatchUpdates([random.below(5), random.below(4)])
            case 5: carousel.scrollToItem(section: random.below(3), item: random.below(6) - 1)
            default: carousel.setItemSize(CGSize(width: CGFloat(100 + random.below(300)), height: 200))
            }
            carousel.mainQueue.drain()
            #expect(carousel.violations.isEmpty, "seed \(seed), step \(step): \(carousel.violations)")
            #expect(carousel.contentOffset.x.isFinite && carousel.contentOffset.y.isFinite)
            if !carousel.isDragging, carousel.layout.currentItem != nil {
                #expect(carousel.isCurrentItemCentred, "seed \(seed), step \(step): at rest, the current item is centred")
                rests += 1
            }
            for attributes in carousel.visibleAttributes {
                #expect(attributes.scale > 0 && attributes.scale <= 1 && (0...1).contains(attributes.alpha))
            }
        }
        #expect(rests > 50)
        #expect(carousel.passes > 150)
    }
}
