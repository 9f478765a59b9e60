import Foundation

/// What a VoiceOver (or Switch Control) user can do to reorder an item, and what follows a move: which
/// actions the focused item gets, where the collection view scrolls, what is announced, where focus goes.
///
/// A move is one place earlier or later, within the item's section, by the same rule as a drag that
/// proposes that place and drops (``ReorderSession/move(item:by:itemCount:isFixed:)``): an item at either
/// end, a fixed item, and an item next to a fixed one get only the actions that can move them.
package enum ReorderAccessibility {
    /// One of the two actions.
    package enum Step: Int, Sendable, Hashable, CaseIterable {
        /// One place earlier: "Move earlier".
        case earlier = -1
        /// One place later: "Move later".
        case later = 1
    }

    /// How the collection view brings the moved item into view, without animation (VoiceOver's focus
    /// follows a cell that is on screen).
    package enum Scroll: Sendable, Hashable {
        /// Centre it: the layout rests with an item centred (a ``CarouselLayout``), which must be the moved one.
        case centre
        /// The smallest scroll that shows its whole frame (`scrollRectToVisible`); none if it is visible.
        case makeVisible
    }

    /// Where VoiceOver's focus goes once the item has moved (`UIAccessibility.post(.layoutChanged, …)`).
    package enum Focus: Sendable, Hashable {
        /// The element that was focused: it still lies inside the moved item's cell (the cell moved with
        /// its item, or is the element itself).
        case focusedElement
        /// The moved item's cell: the focused element is gone (the cell was reused while scrolling).
        case cell
    }

    /// What follows a move made through an action.
    package struct Outcome: Sendable, Equatable {
        /// The move committed through the data source, within the item's section.
        package var move: ReorderMove
        /// How the moved item is brought into view.
        package var scroll: Scroll
        /// What VoiceOver announces once focus is back on the item (queued after the focus change).
        package var announcement: String
    }

    /// The actions to offer on `item` of `section`, in order (earlier, then later): only the moves that are
    /// possible now. None while a drag is in progress, or for an item that does not exist.
    package static func steps(
        item: Int, section: Int, drag: ReorderDrag, in collection: some CollectionItemCounting,
        isFixed: (Int) -> Bool
    ) -> [Step] {
        Step.allCases.filter { step in
            drag.accessibilityMove(item: item, section: section, by: step.rawValue, in: collection, isFixed: isFixed) != nil
        }
    }

    /// The move of `step` on `item` of `section`, and what follows it; nil when the item cannot move that way
    /// (the action then reports failure and VoiceOver says so).
    ///
    /// - Parameter layoutCentresItems: the collection view's layout rests with an item centred (a carousel).
    package static func outcome(
        of step: Step, item: Int, section: Int, drag: ReorderDrag, in collection: some CollectionItemCounting,
        layoutCentresItems: Bool, configuration: ReorderConfiguration,
        isFixed: (Int) -> Bool
    ) -> Outcome? {
        guard
            let move = drag.accessibilityMove(item: item, section: section, by: step.rawValue, in: collection, isFixed: isFixed),
            let count = collection.itemCount(inSection: section)
        else { return nil }
        return Outcome(
            move: move, scroll: layoutCentresItems ? .centre : .makeVisible,
            announcement: configuration.movedAnnouncement(position: move.destination + 1, of: count))
    }

    /// Where focus goes after the move: the element that was focused if it still lies inside the moved
    /// item's cell, else that cell.
    package static func focus(focusedElementIsInMovedCell: Bool) -> Focus {
        focusedElementIsInMovedCell ? .focusedElement : .cell
    }

    /// The element to focus after a move (``focus(focusedElementIsInMovedCell:)``): `focused`, the element
    /// that was focused, or `movedCell`, the moved item's cell; either may be nil (nothing focused, the cell
    /// not on screen), and then VoiceOver decides.
    package static func focusTarget<Element>(
        focused: Element?, movedCell: Element?, focusedElementIsInMovedCell: Bool
    ) -> Element? {
        switch focus(focusedElementIsInMovedCell: focusedElementIsInMovedCell) {
        case .focusedElement: return focused
        case .cell: return movedCell
        }
    }
}

extension ReorderConfiguration {
    /// The placeholder of ``movedAnnouncementFormat`` replaced by the item's new position, counted from 1.
    package static let positionPlaceholder = "{position}"
    /// The placeholder of ``movedAnnouncementFormat`` replaced by the number of items in the section.
    package static let countPlaceholder = "{count}"

    /// The announcement after a move through VoiceOver's actions: ``movedAnnouncementFormat`` with
    /// `{position}` (from 1) and `{count}` replaced by the numbers, written as decimal digits (VoiceOver
    /// reads them in the user's language).
    package func movedAnnouncement(position: Int, of count: Int) -> String {
        movedAnnouncementFormat
            .replacingOccurrences(of: Self.positionPlaceholder, with: String(position))
            .replacingOccurrences(of: Self.countPlaceholder, with: String(count))
    }
}
