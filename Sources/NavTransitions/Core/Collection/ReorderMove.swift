import Foundation

/// One item moved within a list: the item at `source` ends at `destination`, the items between shift by
/// one toward `source`.
///
/// This is the meaning of `UICollectionViewDataSource.collectionView(_:moveItemAt:to:)` and of
/// `UICollectionView.moveItem(at:to:)`: remove at `source`, then insert at `destination` in the shortened
/// list. A reorder commits exactly one move, once, on drop.
package struct ReorderMove: Sendable, Hashable {
    /// The item's index before the move.
    package var source: Int
    /// The item's index after the move.
    package var destination: Int

    /// Creates a move.
    package init(source: Int, destination: Int) {
        self.source = source
        self.destination = destination
    }

    /// Applies the move to `elements`: remove at `source`, insert at `destination`.
    ///
    /// A move with an index outside `elements` changes nothing and returns `false` (the app's data and
    /// the collection view then still agree: neither moved).
    @discardableResult
    package func apply<Element>(to elements: inout [Element]) -> Bool {
        guard elements.indices.contains(source), elements.indices.contains(destination) else { return false }
        let element = elements.remove(at: source)
        elements.insert(element, at: destination)
        return true
    }

    /// Where the element at `index` before the move is after it.
    package func newIndex(of index: Int) -> Int {
        if index == source { return destination }
        if index > source, index <= destination { return index - 1 } // moved forward past it
        if index >= destination, index < source { return index + 1 } // moved back past it
        return index
    }
}
