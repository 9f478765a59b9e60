import Foundation
@testable import NavTransitions

/// The collection view's part of a reliability run: a reorderable grid (a headless collection view with
/// fixed items, driven through `HeadlessReorder` over the product's `ReorderDrag`) and a carousel (the
/// product's `CarouselState` fed as `CarouselFlowLayout` feeds it: a layout pass per scroll frame, a
/// release, a reload, a programmatic scroll).
///
/// Invariants: the collection view never sees an inconsistent item count; the app's data is always a
/// permutation of the original items; a fixed item never moves, not even in the proposed order; at rest
/// the shown order is the data. The carousel's offset is finite, its current item is an item (none without
/// items), the visible items have finite frames, a scale in (0, 1] and an alpha in 0...1, and wherever the
/// content comes to rest (after a release, a reload, a programmatic scroll) an item is centred.
final class ReliabilityCollectionPart {
    /// The carousel's item counts a reload picks from.
    static let itemCounts = [0, 1, 7, 100, 1_000_000]
    /// The reorder grid's fixed items (the data source's `canMoveItemAt` says no).
    static let fixedItems: Set<Int> = [0, 7]

    private let original = (0..<12).map { "item\($0)" }
    private let collectionView: HeadlessCollectionView
    private var reorder: HeadlessReorder

    private var carousel = CarouselState()
    private var geometry: CarouselGeometry
    private var offset = CGPoint.zero
    private var isDragging = false
    /// Set when the content has come to rest and an item must be centred.
    private var restedAfter: String?
    private(set) var coverage = (drops: 0, snaps: 0, emptyCarousel: 0)

    private let snapsForTesting: Bool

    init(faults: Set<ReliabilityFault> = []) {
        collectionView = HeadlessCollectionView(data: original, columns: 4) { !ReliabilityCollectionPart.fixedItems.contains($0) }
        reorder = HeadlessReorder(collectionView: collectionView)
        reorder.ignoresFixedItemsForTesting = faults.contains(.reorderMovesFixedItems)
        snapsForTesting = !faults.contains(.carouselDoesNotSnap)
        geometry = Self.geometry(count: 7)
        if let start = carousel.prepare(geometry: geometry, contentOffset: offset, isDragging: false) { offset = start }
    }

    private static func geometry(count: Int) -> CarouselGeometry {
        CarouselGeometry(itemSize: CGSize(width: 250, height: 200), spacing: 10, axis: .horizontal,
                         viewportSize: CGSize(width: 375, height: 300), itemCount: count)
    }

    /// Whether no finger is on the grid.
    var isAtRest: Bool { collectionView.movement == nil && !isDragging }

    /// The centre of the grid's slot `slot` (beyond the grid: a point over no item).
    private func point(ofSlot slot: Int) -> CGPoint {
        let frame = collectionView.slotFrame(slot)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    func apply(_ step: ReliabilityStep.CollectionStep) {
        restedAfter = nil
        switch step {
        case let .reorderPress(slot):
            _ = reorder.began(at: point(ofSlot: slot))
        case let .reorderDrag(slot):
            _ = reorder.moved(to: point(ofSlot: slot))
        case .reorderDrop:
            if case .end? = reorder.ended() { coverage.drops += 1 }
        case .reorderCancel:
            _ = reorder.cancelled()
        case let .carouselScroll(distance):
            isDragging = true
            offset.x += distance
            layoutPass()
        case let .carouselRelease(velocity):
            guard isDragging else { return }
            isDragging = false
            // UIKit proposes where the deceleration would stop (0.998 per millisecond: 499 × the velocity); a
            // velocity that is not finite (handed to the layout as it is) does not move its proposal.
            let proposed = CGPoint(x: offset.x + (velocity.isFinite ? velocity : 0) * 499, y: offset.y)
            let release = CarouselRelease(currentOffset: offset, proposedOffset: proposed, velocity: CGPoint(x: velocity, y: 0))
            // `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
            let target = snapsForTesting ? carousel.release(release) : nil
            if target != nil { coverage.snaps += 1 }
            offset = target ?? proposed
            layoutPass()
            restedAfter = "a release"
        case let .carouselReload(index):
            geometry = Self.geometry(count: Self.itemCounts[index])
            if geometry.itemCount == 0 { coverage.emptyCarousel += 1 }
            layoutPass()
            if !isDragging { restedAfter = "a reload" }
        case let .carouselScrollTo(item):
            if let target = carousel.scroll(toItem: item, crossOffset: 0) { offset = target }
            layoutPass()
            if !isDragging { restedAfter = "scrollToItem" }
        }
    }

    /// `prepare()`: the state may ask for an offset (the geometry changed); the content goes there.
    private func layoutPass() {
        if let target = carousel.prepare(geometry: geometry, contentOffset: offset, isDragging: isDragging) {
            offset = target
            _ = carousel.prepare(geometry: geometry, contentOffset: offset, isDragging: isDragging)
        }
    }

    /// What holds after every step; `atRest` adds what holds with no finger on the grid.
    func check(atRest: Bool, _ fail: (String) -> Void) {
        if let violation = collectionView.violations.first { return fail("the collection view: \(violation)") }
        let data = collectionView.data, shown = collectionView.shown
        if data.sorted() != original.sorted() { return fail("the reorder lost or duplicated items: \(data)") }
        for index in Self.fixedItems where data[index] != original[index] || shown[index] != original[index] {
            return fail("the fixed \(original[index]) moved: data \(data), shown \(shown)")
        }
        if atRest, collectionView.movement == nil, shown != data { return fail("at rest the grid shows \(shown), the data is \(data)") }
        // The carousel.
        guard offset.x.isFinite, offset.y.isFinite else { return fail("the carousel's offset is \(offset)") }
        switch (carousel.currentItem, geometry.itemCount) {
        case (nil, 0): break
        case let (item?, count) where item >= 0 && item < count: break
        case let (item, count): return fail("the carousel's current item is \(item.map(String.init) ?? "nil") with \(count) items")
        }
        let bounds = CGRect(origin: offset, size: geometry.viewportSize)
        let visible = geometry.items(in: bounds)
        if visible.lowerBound < 0 || visible.upperBound > geometry.itemCount { return fail("the carousel shows items \(visible) of \(geometry.itemCount)") }
        let appearance = CarouselAppearance()
        for index in visible.prefix(8) {
            let frame = geometry.frame(ofItem: index)
            let distance = geometry.distanceFromCentre(ofItem: index, contentOffset: offset)
            let scale = appearance.scale(atDistance: distance, visibleLength: geometry.visibleLength)
            let alpha = appearance.alpha(atDistance: distance, visibleLength: geometry.visibleLength)
            if ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy({ $0.isFinite }) { return fail("carousel item \(index) at \(frame)") }
            if !(scale > 0 && scale <= 1) || !(0...1).contains(alpha) { return fail("carousel item \(index): scale \(scale), alpha \(alpha)") }
        }
        if let moment = restedAfter, let item = carousel.currentItem, !geometry.isCentred(item: item, at: offset) {
            fail("after \(moment) the carousel rests at \(offset.x) with item \(item) not centred")
        }
    }
}
