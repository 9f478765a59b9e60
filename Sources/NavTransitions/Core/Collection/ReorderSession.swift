import Foundation

/// The proposed order while one item is dragged: where it would land, never committed until the drop.
///
/// The app's data does not change while the finger moves. The session only remembers the dragged item
/// (`source`, its index in the app's data) and its proposed `position`; the other items keep their
/// relative order, shifted by one where the dragged item left or entered. On drop, ``move`` is the one
/// move to commit (`nil` if the item is back where it started); on cancel, nothing is committed and the
/// order is the original one. Indexes are within one section.
///
/// **Fixed items** (the app says they cannot move) are never moved, neither dragged nor shifted: a move
/// from `source` to `position` shifts every item between them by one, so the position stays between the
/// nearest fixed items on each side of the source. A proposal beyond a fixed item stops just before it.
/// Fixed-ness is asked lazily, only for the indexes the proposals reach, so starting a drag among a
/// million items costs nothing. The indexes asked about are indexes in the app's data, which the drag
/// leaves unchanged.
package struct ReorderSession: Sendable, Equatable {
    /// The number of items in the section.
    package let itemCount: Int
    /// The dragged item's index in the app's data.
    package let source: Int
    /// The dragged item's proposed index.
    package private(set) var position: Int
    /// The lowest index known to be reachable from `source` (no fixed item in between).
    private var lowestReachable: Int
    /// The highest index known to be reachable from `source`.
    private var highestReachable: Int
    /// Whether a fixed item (or the start of the list) sits just below `lowestReachable`.
    private var lowerEndKnown = false
    /// Whether a fixed item (or the end of the list) sits just above `highestReachable`.
    private var upperEndKnown = false

    /// Starts a drag of the item at `source`; `nil` if there is no such item or it is fixed.
    ///
    /// - Parameter isFixed: whether the item at an index of the app's data cannot move.
    package init?(itemCount: Int, source: Int, isFixed: (Int) -> Bool) {
        guard source >= 0, source < itemCount, !isFixed(source) else { return nil }
        self.itemCount = itemCount
        self.source = source
        position = source
        lowestReachable = source
        highestReachable = source
    }

    /// Moves the proposal toward `candidate` and returns whether the position changed.
    ///
    /// The new position is `candidate` clamped into the items, then into the indexes reachable from
    /// `source` without moving a fixed item. A `nil` candidate (the finger over no item) keeps the position.
    @discardableResult
    package mutating func propose(_ candidate: Int?, isFixed: (Int) -> Bool) -> Bool {
        guard let target = candidate else { return false }
        // Past either end, the scans below stop at the end of the list.
        while target > highestReachable, !upperEndKnown {
            let next = highestReachable + 1
            if next >= itemCount || isFixed(next) { upperEndKnown = true } else { highestReachable = next }
        }
        while target < lowestReachable, !lowerEndKnown {
            let next = lowestReachable - 1
            if next < 0 || isFixed(next) { lowerEndKnown = true } else { lowestReachable = next }
        }
        let newPosition = Swift.min(Swift.max(target, lowestReachable), highestReachable)
        defer { position = newPosition }
        return newPosition != position
    }

    /// The move to commit on drop, or `nil` when the item is back at its source.
    package var move: ReorderMove? {
        position == source ? nil : ReorderMove(source: source, destination: position)
    }

    /// The index in the app's data of the item shown at `index` in the proposed order; `nil` outside the items.
    package func dataIndex(atProposedIndex index: Int) -> Int? {
        guard index >= 0, index < itemCount else { return nil }
        if index == position { return source }
        if index >= source, index < position { return index + 1 } // the item moved forward past it
        if index > position, index <= source { return index - 1 } // the item moved back past it
        return index
    }

    /// The proposed order: the app's data indexes in the order the collection view shows them.
    package var proposedOrder: [Int] {
        (0..<itemCount).map { dataIndex(atProposedIndex: $0) ?? $0 }
    }

    /// The move of an accessibility action: the item at `index` one place earlier (`step` −1) or later
    /// (`step` +1), or farther for a larger `step`; `nil` when it cannot move (fixed, at the end, or a
    /// fixed item in the way) or `step` is 0.
    ///
    /// This is the same rule as a drag that proposes `index + step` and drops.
    package static func move(item index: Int, by step: Int, itemCount: Int, isFixed: (Int) -> Bool) -> ReorderMove? {
        guard var session = ReorderSession(itemCount: itemCount, source: index, isFixed: isFixed) else { return nil }
        let (candidate, overflow) = index.addingReportingOverflow(step)
        // `index` is at least 0, so only a positive step can overflow.
        session.propose(overflow ? Int.max : candidate, isFixed: isFixed)
        return session.move
    }
}
