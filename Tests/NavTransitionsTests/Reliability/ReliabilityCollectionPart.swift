import Foundation
@testable import NavTransitions

/// The collection view's part of a reliability run: a reorderable grid (a headless collection view with
/// fixed items, driven through `HeadlessReorder` over the product's `ReorderDrag`) and a carousel
/// (``HeadlessCarousel``: the product's `CarouselLayout` fed as `CarouselFlowLayout` feeds it: a layout
/// pass per scroll frame, a release, a reload, a programmatic scroll, the main queue's turn after each).
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

    private let carousel = HeadlessCarousel(itemCounts: [7], viewport: CGSize(width: 375, height: 300))
    /// Set when the content has come to rest and an item must be centred.
    private var restedAfter: String?
    private(set) var coverage = (drops: 0, snaps: 0, emptyCarousel: 0)

    init(faults: Set<ReliabilityFault> = []) {
        collectionView = HeadlessCollectionView(data: original, columns: 4) { !ReliabilityCollectionPart.fixedItems.contains($0) }
        reorder = HeadlessReorder(collectionView: collectionView)
        reorder.ignoresFixedItemsForTesting = faults.contains(.reorderMovesFixedItems)
        carousel.ignoresSnappingForTesting = faults.contains(.carouselDoesNotSnap)
        let coreFault = faults.compactMap(\.plantedFault).first
        reorder.plantedFault = coreFault
        carousel.plantedFault = coreFault
        carousel.layoutPass()
        carousel.mainQueue.drain()
    }

    /// Whether no finger is on the grid.
    var isAtRest: Bool { collectionView.movement == nil && !carousel.isDragging }

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
            carousel.drag(by: distance)
        case let .carouselRelease(velocity):
            guard carousel.isDragging else { return }
            if carousel.release(velocity: velocity) { coverage.snaps += 1 }
            restedAfter = "a release"
        case let .carouselReload(index):
            carousel.reloadData([Self.itemCounts[index]])
            if Self.itemCounts[index] == 0 { coverage.emptyCarousel += 1 }
            if !carousel.isDragging { restedAfter = "a reload" }
        case let .carouselScrollTo(item):
            carousel.scrollToItem(section: 0, item: item)
            if !carousel.isDragging { restedAfter = "scrollToItem" }
        }
        // UIKit's run loop turns: work the layout queued after its pass runs.
        carousel.mainQueue.drain()
    }

    /// What holds after every step; `atRest` adds what holds with no finger on the grid.
    func check(atRest: Bool, _ fail: (String) -> Void) {
        if let violation = collectionView.violations.first { return fail("the collection view: \(violation)") }
        let data = collectionView.data, shown = collectionView.shown
        if data.sorted() != original.sorted() { return fail("the reorder lost or duplicated items: \(data)") }
        for index in Self.fixedItems where data[index] != original[index] || shown[index] != original[index] {
            return fail("the fixed \(original[index]) moved: data \(data), shown \(shown)")
        }
        if atRest, collectionView.movement == nil, shown != data {
            return fail("at rest the grid shows \(shown), the data is \(data)")
        }
        // No drag: nothing of the reorder's (its lifted image, the cell's mask) is left over the grid.
        if collectionView.movement == nil, let left = collectionView.view.subviews.first(where: { $0.libraryMark != nil }) {
            return fail("with no drag under way the reorder left \(left.name) over the grid")
        }
        // The carousel.
        if let violation = carousel.violations.first { return fail("the carousel: \(violation)") }
        let offset = carousel.contentOffset
        guard offset.x.isFinite, offset.y.isFinite else { return fail("the carousel's offset is \(offset)") }
        let count = carousel.itemCounts.reduce(0, +)
        switch (carousel.layout.currentItem, count) {
        case (nil, 0): break
        case let (current?, count) where current.section == 0 && current.item >= 0 && current.item < count: break
        case let (current, count):
            return fail("the carousel's current item is \(current.map { "\($0)" } ?? "nil") with \(count) items")
        }
        // The attributes the layout hands to UIKit (the product's rule, not a copy of it).
        for attributes in carousel.visibleAttributes.prefix(8) {
            let frame = attributes.frame
            if attributes.item < 0 || attributes.item >= count {
                return fail("the carousel shows item \(attributes.item) of \(count)")
            }
            if ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy({ $0.isFinite }) {
                return fail("carousel item \(attributes.item) at \(frame)")
            }
            if !(attributes.scale > 0 && attributes.scale <= 1) || !(0...1).contains(attributes.alpha) {
                return fail("carousel item \(attributes.item): scale \(attributes.scale), alpha \(attributes.alpha)")
            }
        }
        if let moment = restedAfter, let current = carousel.layout.currentItem, !carousel.isCurrentItemCentred {
            fail("after \(moment) the carousel rests at \(offset.x) with item \(current.item) not centred")
        }
    }
}
