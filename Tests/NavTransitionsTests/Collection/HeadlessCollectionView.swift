import Foundation
import NavTransitions

/// A headless model of `UICollectionView`'s interactive movement, enough to run a reorder without UIKit.
///
/// It models only what Apple documents:
/// - `beginInteractiveMovementForItem(at:)` returns `false` when the data source says the item cannot
///   move (`collectionView(_:canMoveItemAt:)`), and when there is no such item.
/// - `updateInteractiveMovementTargetPosition(_:)` asks the layout for the target index path at the
///   position (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`, by default the item whose
///   frame contains the position; the current one over a gap) and shows the moving item there.
/// - `endInteractiveMovement()` keeps the shown order and calls the data source's
///   `collectionView(_:moveItemAt:to:)` once, from the original to the final index path, if the
///   position changed.
/// - `cancelInteractiveMovement()` returns the item to its original location; the data source is not called.
/// - `numberOfItems` is the data source's count; a shown order whose count differs from it is what UIKit
///   reports as "invalid number of items" (recorded in ``violations``).
final class HeadlessCollectionView {
    /// The app's data: the data source.
    var data: [String]
    /// The order the collection view shows.
    private(set) var shown: [String]
    /// Whether the data source lets the item at an index move (`collectionView(_:canMoveItemAt:)`).
    let canMoveItem: (Int) -> Bool
    /// The interactive movement in progress: the original index and the current one.
    private(set) var movement: (original: Int, current: Int)?
    /// Every call of the data source's `collectionView(_:moveItemAt:to:)`.
    private(set) var dataSourceMoves: [ReorderMove] = []
    /// Inconsistencies UIKit would throw for.
    private(set) var violations: [String] = []

    /// A grid layout: `columns` slots of 80 × 80 points per row, 10 points apart.
    let columns: Int

    init(data: [String], columns: Int = 4, canMoveItem: @escaping (Int) -> Bool) {
        self.data = data
        shown = data
        self.columns = columns
        self.canMoveItem = canMoveItem
    }

    /// The frame of the slot at `index` (the layout's attributes for that index path).
    func slotFrame(_ index: Int) -> CGRect {
        CGRect(x: CGFloat(index % columns) * 90, y: CGFloat(index / columns) * 90, width: 80, height: 80)
    }

    /// The slots the layout shows: index and frame.
    var slots: [(index: Int, frame: CGRect)] {
        shown.indices.map { ($0, slotFrame($0)) }
    }

    /// `indexPathForItem(at:)`: the item whose frame contains the point.
    func item(at point: CGPoint) -> Int? {
        shown.indices.first { slotFrame($0).contains(point) }
    }

    func beginInteractiveMovementForItem(at index: Int) -> Bool {
        guard movement == nil, shown.indices.contains(index), canMoveItem(index) else { return false }
        movement = (index, index)
        return true
    }

    func updateInteractiveMovementTargetPosition(_ position: CGPoint) {
        guard let current = movement else { return }
        let target = item(at: position) ?? current.current
        let element = shown.remove(at: current.current)
        shown.insert(element, at: target)
        movement = (current.original, target)
        check()
    }

    func endInteractiveMovement() {
        guard let current = movement else { return }
        movement = nil
        if current.original != current.current {
            let move = ReorderMove(source: current.original, destination: current.current)
            dataSourceMoves.append(move)
            move.apply(to: &data)
        }
        check()
        if shown != data { violations.append("after the drop, shown \(shown) but data \(data)") }
    }

    func cancelInteractiveMovement() {
        guard let current = movement else { return }
        movement = nil
        let element = shown.remove(at: current.current)
        shown.insert(element, at: current.original)
        check()
        if shown != data { violations.append("after the cancel, shown \(shown) but data \(data)") }
    }

    private func check() {
        if shown.count != data.count { violations.append("invalid number of items: \(shown.count) shown, \(data.count) in data") }
    }
}

/// Applies the reorder's commands to a headless collection view, as the UIKit interaction does.
struct HeadlessReorder {
    let collectionView: HeadlessCollectionView
    var drag = ReorderDrag()

    /// A planted bug (the reliability suite's proof that it notices one): the interaction never asks the
    /// data source and takes every item as movable. False in every real test.
    var ignoresFixedItemsForTesting = false

    /// Whether an item is fixed: the data source's answer, as the interaction asks it.
    func isFixed(_ index: Int) -> Bool { !ignoresFixedItemsForTesting && !collectionView.canMoveItem(index) }

    /// The long press recognised at `point`.
    mutating func began(at point: CGPoint) -> ReorderCommand? {
        let command = drag.began(item: collectionView.item(at: point), itemCount: collectionView.data.count, isFixed: isFixed)
        // As the interaction does: a movement the collection view refuses ends the drag unseen.
        if case let .begin(item) = command, !collectionView.beginInteractiveMovementForItem(at: item) {
            _ = drag.cancelled()
            return nil
        }
        return command
    }

    /// The finger moved to `point`.
    mutating func moved(to point: CGPoint) -> ReorderCommand? {
        let slot = ReorderTargeting.index(at: point, slots: collectionView.slots)
        let command = drag.moved(over: slot, itemCount: collectionView.data.count, isFixed: isFixed)
        apply(command)
        return command
    }

    mutating func ended() -> ReorderCommand? {
        let command = drag.ended()
        apply(command)
        return command
    }

    mutating func cancelled() -> ReorderCommand? {
        let command = drag.cancelled()
        apply(command)
        return command
    }

    private func apply(_ command: ReorderCommand?) {
        switch command {
        case .begin, nil:
            break
        case let .moveTarget(to: index):
            let frame = collectionView.slotFrame(index)
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
        case .end:
            collectionView.endInteractiveMovement()
        case .cancel:
            collectionView.cancelInteractiveMovement()
        }
    }
}
