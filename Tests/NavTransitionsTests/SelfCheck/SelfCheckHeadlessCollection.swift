import Foundation
@testable import NavTransitions
@testable import NavTransitionsSelfCheckCore

/// The collection views' part of a headless self-check run: the carousel (``HeadlessCarousel``, the double of
/// `CarouselFlowLayout`: the same layout passes through Core's run loop) and the reorder grid (a headless
/// collection view driven through ``HeadlessReorder`` over the product's `ReorderDrag`, its lifted image and cell
/// mask put in ``view`` and marked as the UIKit interaction marks them).
final class SelfCheckHeadlessCollection {
    /// The carousel: seven 250-point items, 10 points apart, in a 375-point viewport; one item per flick, as the
    /// Example's carousel pages.
    private let carousel: HeadlessCarousel

    private let collectionView = HeadlessCollectionView(data: (0..<12).map(String.init), columns: 4) { _ in true }
    private var reorder: HeadlessReorder

    /// The collection view's view: what a reorder leaves there is found by its marks.
    var view: HeadlessView { collectionView.view }

    init(plantedFault: PlantedFault? = nil) {
        carousel = HeadlessCarousel(itemCounts: [7], viewport: CGSize(width: 375, height: 300))
        carousel.layout.maximumItemsPerFlick = 1
        carousel.plantedFault = plantedFault
        carousel.layoutPass()
        carousel.mainQueue.drain()
        reorder = HeadlessReorder(collectionView: collectionView)
        reorder.plantedFault = plantedFault
    }

    private func center(ofSlot slot: Int) -> CGPoint {
        let frame = collectionView.slotFrame(slot)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Applies a collection step; false for a step that is not the collection views'.
    func apply(_ step: SelfCheckStep) throws -> Bool {
        switch step {
        case let .carouselFlick(velocity):
            // As the UIKit runner: the finger drags a little, then lifts; UIKit proposes where its deceleration
            // would stop and asks the layout for the target.
            carousel.drag(by: 20)
            carousel.release(velocity: velocity)
            carousel.mainQueue.drain()
        case let .carouselAccessibilityFocus(item, byVoiceOver):
            // As the carousel's focus observer: Core's rule on the item's frame and what shows; VoiceOver runs (the
            // UIKit runner's override), the notification names the technology.
            guard let frame = carousel.layout.attributes(section: 0, item: item, contentOffset: carousel.contentOffset)?.frame
            else {
                throw SelfCheckHeadlessWorld.Unsupported(description: "no carousel item \(item)")
            }
            let voiceOver = CarouselAccessibilityFocus.isByVoiceOver(technologyIsVoiceOver: byVoiceOver, isVoiceOverRunning: true)
            if CarouselAccessibilityFocus.scroll(
                byVoiceOver: voiceOver, itemFrame: frame, visibleRect: carousel.bounds,
                isReduceMotionEnabled: false) != .none
            {
                carousel.scrollToItem(section: 0, item: item)
                carousel.mainQueue.drain()
            }
        case let .reorderMove(from, to):
            // The long press's events, as its recognizer's action feeds them (the UIKit runner's path too).
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
        carousel.isCurrentItemCentred ? carousel.layout.currentItem?.item : nil
    }

    var reorderShown: [Int] { collectionView.shown.compactMap { Int($0) } }
    var reorderData: [Int] { collectionView.data.compactMap { Int($0) } }
}
