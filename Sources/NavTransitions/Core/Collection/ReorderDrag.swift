import Foundation

/// What the collection view must do next during a long-press reorder, in the terms of UIKit's
/// interactive-movement API. Every index is an item of the drag's section (``ReorderDrag/section``).
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
    /// dragged item goes back to index `returningTo`, or, when it is nil, the collection view changed under
    /// the drag (a reload, a section or an item deleted or inserted): no index path of the drag may be used
    /// any more, so the lifted image lands nowhere (it fades where it is).
    case cancel(returningTo: Int?)
}

/// A long-press reorder from the gesture's point of view: turns touches into ``ReorderCommand``s.
///
/// The gesture layer reports what the finger does (which item it lifted, which slot it is over, how the
/// gesture ended) and applies the commands; the decisions are here. One drag at a time; calls that do
/// not fit the current phase (a move without a drag, a second begin) give `nil`.
///
/// **The collection view may change under the finger.** The app can reload, or delete or insert
/// sections and items, while a drag is in flight; UIKit then raises for any index path of the drag that
/// no longer exists. So every event reads the counts again (``CollectionItemCounting``) before any index
/// path is used or the data source is asked about an item: when the number of sections or the number of
/// items of the drag's section is not what it was at the lift, the drag ends as a cancel
/// (`.cancel(returningTo: nil)`), nothing is committed and the app's data is untouched. A change that
/// keeps every count (a reload of the same items) cannot be told from no change: every index path is
/// still valid, nothing raises, and the drop commits the move of the item now at the lifted index.
///
/// **The context menu wins.** A long press over an item for which the app offers a context menu (the
/// collection view's delegate returns a configuration, or a `UIContextMenuInteraction` under the finger
/// does) does not begin a drag: the gesture fails, and the menu's own long press shows the menu. Return
/// nil from the menu method (in an edit mode, say) to let the long press reorder.
package struct ReorderDrag: Sendable, Equatable {
    /// The drag in progress, if any.
    package private(set) var session: ReorderSession?
    /// The section of the drag in progress (0 without one).
    package private(set) var section = 0
    /// The number of sections when the drag began.
    private var sectionCount = 0

    /// A reorder with no drag in progress.
    package init() {}

    /// Whether a long press over `item` of `section` (`nil`: over no item) may begin a drag: there is no
    /// drag in progress, the item exists, it is not fixed, and the app offers no context menu there.
    ///
    /// The gesture layer asks this in `gestureRecognizerShouldBegin(_:)`, so that a press that cannot
    /// lift anything fails at once and leaves the touch to the other gestures (the context menu's, a tap).
    package func canBegin(
        item: Int?, section: Int, in collection: some CollectionItemCounting,
        offersContextMenu: Bool = false, isFixed: (Int) -> Bool
    ) -> Bool {
        start(item: item, section: section, in: collection, offersContextMenu: offersContextMenu, isFixed: isFixed) != nil
    }

    /// The session a long press over `item` would start, or nil (see ``canBegin(item:section:in:offersContextMenu:isFixed:)``).
    private func start(
        item: Int?, section: Int, in collection: some CollectionItemCounting,
        offersContextMenu: Bool, isFixed: (Int) -> Bool
    ) -> ReorderSession? {
        guard session == nil, !offersContextMenu, let item, let count = collection.itemCount(inSection: section) else {
            return nil
        }
        return ReorderSession(itemCount: count, source: item, isFixed: isFixed)
    }

    /// The long press recognised over `item` of `section` (`nil`: over no item).
    ///
    /// Starts a drag and returns `.begin` when ``canBegin(item:section:in:offersContextMenu:isFixed:)`` says
    /// so; otherwise `nil`. The section's item count and the number of sections are remembered: a drag
    /// survives no change of either.
    package mutating func began(
        item: Int?, section: Int, in collection: some CollectionItemCounting,
        offersContextMenu: Bool = false, isFixed: (Int) -> Bool
    ) -> ReorderCommand? {
        guard
            let started = start(
                item: item, section: section, in: collection, offersContextMenu: offersContextMenu,
                isFixed: isFixed)
        else { return nil }
        session = started
        self.section = section
        sectionCount = collection.numberOfSections
        return .begin(item: started.source)
    }

    /// The collection view refused the movement (`beginInteractiveMovementForItem(at:)` returned false):
    /// the drag ends unseen, no command.
    package mutating func movementRefused() {
        session = nil
    }

    /// Whether the collection view still has the counts the drag began with.
    private func isIntact(_ collection: some CollectionItemCounting, _ session: ReorderSession) -> Bool {
        collection.numberOfSections == sectionCount && collection.itemCount(inSection: section) == session.itemCount
    }

    /// The slot under `point` among the items the collection view shows: only the drag's section counts
    /// (items move within their section). `nil` without a drag, over no slot, or for a non-finite point
    /// (see ``ReorderTargeting``).
    ///
    /// - Parameters:
    ///   - visibleItems: `indexPathsForVisibleItems`, as (section, item).
    ///   - frame: the unscaled frame of an item of the drag's section (its layout attributes' centre and
    ///     size), or nil; asked only for the visible items of that section.
    package func slot(at point: CGPoint, visibleItems: some Sequence<(section: Int, item: Int)>, frame: (Int) -> CGRect?) -> Int?
    {
        guard session != nil, point.x.isFinite, point.y.isFinite else { return nil }
        // A loop rather than a lazy filter and map: those store their closures in a context allocated per call.
        var nearest = ReorderTargeting.Nearest(point: point)
        for visible in visibleItems where visible.section == section {
            guard let itemFrame = frame(visible.item) else { continue }
            nearest.consider(visible.item, frame: itemFrame)
        }
        return nearest.index
    }

    /// The finger moved over the slot at `slot` (`nil`: over no slot).
    ///
    /// Returns `.moveTarget` when the proposal changed. If the collection view changed under the drag (see
    /// the type's summary), the drag is cancelled: `.cancel(returningTo: nil)`, and the data source is not
    /// asked about any item.
    package mutating func moved(
        over slot: Int?, in collection: some CollectionItemCounting, isFixed: (Int) -> Bool
    ) -> ReorderCommand? {
        guard var current = session else { return nil }
        guard isIntact(collection, current) else { return abandoned() }
        guard current.propose(slot, isFixed: isFixed) else { return nil }
        session = current
        return .moveTarget(to: current.position)
    }

    /// The finger lifted: `.end` at the proposed index, with the one move to commit (`nil` if the item is
    /// back at its source); `.cancel(returningTo: nil)` if the collection view changed under the drag.
    package mutating func ended(in collection: some CollectionItemCounting) -> ReorderCommand? {
        guard let current = session else { return nil }
        guard isIntact(collection, current) else { return abandoned() }
        session = nil
        return .end(at: current.position, committing: current.move)
    }

    /// The gesture was cancelled or failed, or the interaction leaves its view: `.cancel` back to the
    /// source, nothing is committed (`returningTo: nil` if the collection view changed under the drag).
    package mutating func cancelled(in collection: some CollectionItemCounting) -> ReorderCommand? {
        guard let current = session else { return nil }
        guard isIntact(collection, current) else { return abandoned() }
        session = nil
        return .cancel(returningTo: current.source)
    }

    /// Ends the drag whose index paths no longer exist.
    private mutating func abandoned() -> ReorderCommand {
        session = nil
        return .cancel(returningTo: nil)
    }

    /// The move of a VoiceOver action on `item` of `section`: one place earlier (`step` −1) or later (+1);
    /// `nil` while a drag is in progress, for an item that does not exist now, or when it cannot move
    /// (see ``ReorderSession/move(item:by:itemCount:isFixed:)``).
    package func accessibilityMove(
        item: Int, section: Int, by step: Int, in collection: some CollectionItemCounting,
        isFixed: (Int) -> Bool
    ) -> ReorderMove? {
        guard session == nil, let count = collection.itemCount(inSection: section) else { return nil }
        return ReorderSession.move(item: item, by: step, itemCount: count, isFixed: isFixed)
    }
}
