import Foundation
@testable import NavTransitions

/// The collection views' part of a headless self-check run: the carousel (the product's `CarouselState`,
/// fed as `CarouselFlowLayout` feeds it) and the reorder grid (a headless collection view driven through
/// ``HeadlessReorder`` over the product's `ReorderDrag`).
final class SelfCheckHeadlessCollection {
    /// The carousel's geometry: seven 250-point items, 10 points apart, in a 375-point viewport.
    private let geometry = CarouselGeometry(itemSize: CGSize(width: 250, height: 200), spacing: 10, axis: .horizontal,
                                            viewportSize: CGSize(width: 375, height: 300), itemCount: 7)
    private var carousel = CarouselState()
    private var offset = CGPoint.zero
    /// One item per flick, as the Example's carousel pages.
    static let maximumItemsPerFlick = 1

    private let collectionView = HeadlessCollectionView(data: (0..<12).map(String.init), columns: 4) { _ in true }
    private lazy var reorder = HeadlessReorder(collectionView: collectionView)

    init() {
        layoutPass(isDragging: false)
    }

    private func layoutPass(isDragging: Bool) {
        if let target = carousel.prepare(geometry: geometry, contentOffset: offset, isDragging: isDragging) {
            offset = target
            _ = carousel.prepare(geometry: geometry, contentOffset: offset, isDragging: isDragging)
        }
    }

    private func center(ofSlot slot: Int) -> CGPoint {
        let frame = collectionView.slotFrame(slot)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Applies a collection step; false for a step that is not the collection views'.
    func apply(_ step: SelfCheckStep) throws -> Bool {
        switch step {
        case let .carouselFlick(velocity):
            // The finger drags a little, then lifts; UIKit proposes where its deceleration would stop
            // (0.998 per millisecond: 499 × the velocity) and asks the layout for the target.
            offset.x += 20
            layoutPass(isDragging: true)
            let proposed = CGPoint(x: offset.x + velocity * 499, y: offset.y)
            let release = CarouselRelease(currentOffset: offset, proposedOffset: proposed, velocity: CGPoint(x: velocity, y: 0),
                                          maximumItemsPerFlick: Self.maximumItemsPerFlick)
            offset = carousel.release(release) ?? proposed
            layoutPass(isDragging: false)
        case let .reorderMove(from, to):
            _ = reorder.began(at: center(ofSlot: from))
            _ = reorder.moved(to: center(ofSlot: to))
            _ = reorder.ended()
        case let .reorderAccessibilityAction(item, step):
            if !reorder.accessibilityMove(item: item, step) {
                throw SelfCheckHeadlessWorld.Unsupported(description: "the \(step) action did not move item \(item)")
            }
        case .reorderDataSourceChangesMidDrag:
            // As the UIKit runner: item 1 lifted and dragged over item 3, the app deletes it, the drop cancels.
            _ = reorder.began(at: center(ofSlot: 1))
            _ = reorder.moved(to: center(ofSlot: 3))
            collectionView.deleteItem(1)
            guard reorder.ended() == .cancel(returningTo: nil) else {
                throw SelfCheckHeadlessWorld.Unsupported(description: "the drop after the deletion did not cancel")
            }
        default:
            return false
        }
        return true
    }

    /// The centred item, if one is centred.
    var carouselCentredItem: Int? {
        carousel.currentItem.flatMap { geometry.isCentred(item: $0, at: offset) ? $0 : nil }
    }

    var reorderShown: [Int] { collectionView.shown.compactMap { Int($0) } }
    var reorderData: [Int] { collectionView.data.compactMap { Int($0) } }
}
