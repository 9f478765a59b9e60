import Foundation

/// What the collection view must do next during a long-press reorder, in the terms of UIKit's
/// interactive-movement API.
package enum ReorderCommand: Sendable, Equatable {
    /// `beginInteractiveMovementForItem(at:)` for the item at this index; lift it.
    case begin(item: Int)
    /// `updateInteractiveMovementTargetPosition(_:)` with the centre of the slot at this index: the
    /// dragged item now sits there in the proposed order.
    case moveTarget(to: Int)
    /// `endInteractiveMovement()`: the drop; the item lands at index `at`. The collection view then commits
    /// `committing` once through its data source (`collectionView(_:moveItemAt:to:)` or a diffable data
    /// source's reordering handlers); `nil` when the item is back at its source (UIKit commits nothing).
    case end(at: Int, committing: ReorderMove?)
    /// `cancelInteractiveMovement()`: everything returns where it was, the app's data untouched; the
    /// dragged item goes back to index `returningTo`.
    case cancel(returningTo: Int)
}

/// A long-press reorder from the gesture's point of view: turns touches into ``ReorderCommand``s.
///
/// The gesture layer reports what the finger does (which item it lifted, which slot it is over, how the
/// gesture ended) and applies the commands; the decisions are here. One drag at a time; calls that do
/// not fit the current phase (a move without a drag, a second begin) give `nil`.
package struct ReorderDrag: Sendable, Equatable {
    /// The drag in progress, if any.
    package private(set) var session: ReorderSession?

    /// A reorder with no drag in progress.
    package init() {}

    /// The long press recognised over `item` (`nil`: over no item) in a section of `itemCount` items.
    ///
    /// Starts a drag and returns `.begin` unless a drag is already in progress, there is no item, or the
    /// item is fixed.
    package mutating func began(item: Int?, itemCount: Int, isFixed: (Int) -> Bool) -> ReorderCommand? {
        guard session == nil, let item,
              let started = ReorderSession(itemCount: itemCount, source: item, isFixed: isFixed) else { return nil }
        session = started
        return .begin(item: item)
    }

    /// The finger moved over the slot at `slot` (`nil`: over no slot) while the section holds `itemCount` items.
    ///
    /// Returns `.moveTarget` when the proposal changed. If the item count is no longer the one the drag
    /// started with (the app reloaded under the finger), the drag is cancelled: `.cancel`.
    package mutating func moved(over slot: Int?, itemCount: Int, isFixed: (Int) -> Bool) -> ReorderCommand? {
        guard var current = session else { return nil }
        guard itemCount == current.itemCount else { return cancelled() }
        guard current.propose(slot, isFixed: isFixed) else { return nil }
        session = current
        return .moveTarget(to: current.position)
    }

    /// The finger lifted: `.end` at the proposed index, with the one move to commit (`nil` if the item is
    /// back at its source).
    package mutating func ended() -> ReorderCommand? {
        guard let current = session else { return nil }
        session = nil
        return .end(at: current.position, committing: current.move)
    }

    /// The gesture was cancelled or failed: `.cancel` back to the source, nothing is committed.
    package mutating func cancelled() -> ReorderCommand? {
        guard let current = session else { return nil }
        session = nil
        return .cancel(returningTo: current.source)
    }
}
