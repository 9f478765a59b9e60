import Foundation
import NavTransitions

/// A headless model of `UICollectionView`'s interactive movement, enough to run a reorder without UIKit.
///
/// The grid's section holds the reorderable items (``data``); `leadingSections` sections of one item each
/// come before it (off screen), so that the app can delete a section in front of the grid's.
///
/// It models only what Apple documents, and what the library relies on where Apple is silent:
/// - `numberOfSections` and `numberOfItems(inSection:)` are the data source's counts after the app's last
///   change; asking for the items of a section past the last is what UIKit raises for (recorded in
///   ``violations``).
/// - `beginInteractiveMovementForItem(at:)` returns `false` when the data source says the item cannot
///   move (`collectionView(_:canMoveItemAt:)`), when there is no such item, and during a movement.
/// - `updateInteractiveMovementTargetPosition(_:)` asks the layout for the target index path at the
///   position (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`, by default the item whose
///   frame contains the position; the current one over a gap) and shows the moving item there.
/// - `endInteractiveMovement()` keeps the shown order and calls the data source's
///   `collectionView(_:moveItemAt:to:)` once, from the original to the final index path, if the
///   position changed.
/// - `cancelInteractiveMovement()` returns the item to its original location; the data source is not called.
/// - The app changes its data and tells the collection view (`reloadData()`, `deleteSections(_:)`,
///   `deleteItems(at:)`): the collection view shows the data again. A movement begun before such a
///   change holds index paths that may no longer exist: updating or ending it is what UIKit raises for
///   (a violation); cancelling it is what the library relies on to end it (Troubleshooting lists it):
///   the movement ends, nothing is committed.
/// - A shown order whose count differs from the data's is UIKit's "invalid number of items" (a violation).
final class HeadlessCollectionView: CollectionItemCounting {
    /// The app's data in the grid's section.
    private(set) var data: [String]
    /// The order the collection view shows in the grid's section.
    private(set) var shown: [String]
    /// The sections before the grid's, one item each.
    private(set) var leadingSections: Int
    /// Whether the grid's section still exists (the app may delete it).
    private(set) var hasGridSection = true
    /// Whether the data source lets the item at an index move (`collectionView(_:canMoveItemAt:)`).
    let canMoveItem: (Int) -> Bool
    /// The interactive movement in progress: the original index and the current one, and whether the app
    /// changed the data since it began.
    private(set) var movement: (original: Int, current: Int, isStale: Bool)?
    /// Every call of the data source's `collectionView(_:moveItemAt:to:)`.
    private(set) var dataSourceMoves: [ReorderMove] = []
    /// Inconsistencies UIKit would throw for.
    private(set) var violations: [String] = []
    /// How many times the data source's `canMoveItemAt` was asked.
    private(set) var canMoveQuestions = 0

    /// A grid layout: `columns` slots of 80 × 80 points per row, 10 points apart.
    let columns: Int
    /// The collection view's own view: the reorder puts its lifted image and the cell's mask here while a drag
    /// runs (marked as `CollectionViewReorderInteraction` marks them), so that one left behind can be found.
    let view = HeadlessView("collection view", frame: CGRect(x: 0, y: 0, width: 375, height: 600))

    init(data: [String], columns: Int = 4, leadingSections: Int = 0, canMoveItem: @escaping (Int) -> Bool) {
        self.data = data
        shown = data
        self.columns = columns
        self.leadingSections = leadingSections
        self.canMoveItem = canMoveItem
    }

    /// The grid's section index, or nil once the app deleted it.
    var gridSection: Int? { hasGridSection ? leadingSections : nil }

    // MARK: CollectionItemCounting

    var numberOfSections: Int { leadingSections + (hasGridSection ? 1 : 0) }

    func numberOfItems(inSection section: Int) -> Int {
        if section >= 0, section < leadingSections { return 1 }
        if section == gridSection { return data.count }
        violations.append("numberOfItems(inSection: \(section)) with \(numberOfSections) sections")
        return 0
    }

    /// The data source's `canMoveItemAt` for an item of the grid's section, as the interaction asks it.
    func dataSourceCanMoveItem(_ item: Int) -> Bool {
        canMoveQuestions += 1
        guard data.indices.contains(item) else {
            violations.append("canMoveItemAt item \(item) of \(data.count): the app's data source indexes out of range")
            return false
        }
        return canMoveItem(item)
    }

    // MARK: Layout

    /// The frame of the slot at `index` (the layout's attributes for that index path).
    func slotFrame(_ index: Int) -> CGRect {
        CGRect(x: CGFloat(index % columns) * 90, y: CGFloat(index / columns) * 90, width: 80, height: 80)
    }

    /// The slots the layout shows: index and frame.
    var slots: [(index: Int, frame: CGRect)] {
        shown.indices.map { ($0, slotFrame($0)) }
    }

    /// `indexPathsForVisibleItems`: the grid's items (the leading sections are off screen).
    var visibleItems: [(section: Int, item: Int)] {
        guard let gridSection else { return [] }
        return shown.indices.map { (gridSection, $0) }
    }

    /// `indexPathForItem(at:)`: the item whose frame contains the point.
    func item(at point: CGPoint) -> Int? {
        guard hasGridSection else { return nil }
        return shown.indices.first { slotFrame($0).contains(point) }
    }

    // MARK: Interactive movement

    func beginInteractiveMovementForItem(at index: Int) -> Bool {
        guard movement == nil, hasGridSection, shown.indices.contains(index), canMoveItem(index) else { return false }
        movement = (index, index, false)
        return true
    }

    func updateInteractiveMovementTargetPosition(_ position: CGPoint) {
        guard let current = movement else { return }
        guard !current.isStale else {
            return violations.append("updateInteractiveMovementTargetPosition after the data changed under the movement")
        }
        let target = item(at: position) ?? current.current
        let element = shown.remove(at: current.current)
        shown.insert(element, at: target)
        movement = (current.original, target, false)
        check()
    }

    func endInteractiveMovement() {
        guard let current = movement else { return }
        movement = nil
        guard !current.isStale else {
            return violations.append("endInteractiveMovement after the data changed under the movement")
        }
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
        if !current.isStale {
            let element = shown.remove(at: current.current)
            shown.insert(element, at: current.original)
        }
        check()
        if shown != data { violations.append("after the cancel, shown \(shown) but data \(data)") }
    }

    // MARK: The app changes its data

    /// `reloadData()` after the app replaced the grid's items.
    func reloadData(_ items: [String]) {
        data = items
        dataChanged()
    }

    /// `deleteSections([0])` after the app removed its first section (a leading one, or else the grid's).
    func deleteFirstSection() {
        if leadingSections > 0 {
            leadingSections -= 1
        } else {
            hasGridSection = false
            data = []
        }
        dataChanged()
    }

    /// `deleteSections` of the grid's section.
    func deleteGridSection() {
        hasGridSection = false
        data = []
        dataChanged()
    }

    /// `deleteItems(at:)` of an item of the grid's section.
    func deleteItem(_ index: Int) {
        data.remove(at: index)
        dataChanged()
    }

    private func dataChanged() {
        shown = data
        if let current = movement { movement = (current.original, current.current, true) }
    }

    private func check() {
        if shown.count != data.count { violations.append("invalid number of items: \(shown.count) shown, \(data.count) in data") }
    }
}

/// Applies the reorder's commands to a headless collection view, as the UIKit interaction does: the same
/// reads (`numberOfSections`, `numberOfItems(inSection:)`, the visible items, `indexPathForItem(at:)`), the
/// same Core calls, the same application of each command.
struct HeadlessReorder {
    let collectionView: HeadlessCollectionView
    var drag = ReorderDrag()
    /// Whether the app offers a context menu for the item under the finger (the collection view's
    /// delegate returns a configuration).
    var offersContextMenu: (Int) -> Bool = { _ in false }
    /// How the lifted image landed: the slot it flew to, or nil when it faded where it was.
    private(set) var landings: [Int?] = []

    init(collectionView: HeadlessCollectionView) {
        self.collectionView = collectionView
    }

    /// A planted bug (the reliability suite's proof that it notices one): the interaction never asks the
    /// data source and takes every item as movable. False in every real test.
    var ignoresFixedItemsForTesting = false
    /// A bug planted in Core's run loop (`ReorderDrag.longPressChanged`), which the UIKit interaction runs too.
    var plantedFault: PlantedFault?

    /// Whether an item is fixed: the data source's answer, as the interaction asks it.
    func isFixed(_ index: Int) -> Bool { !ignoresFixedItemsForTesting && !collectionView.dataSourceCanMoveItem(index) }

    /// `gestureRecognizerShouldBegin(_:)` for a long press at `point`.
    func shouldBegin(at point: CGPoint) -> Bool {
        let item = collectionView.item(at: point)
        return drag.canBegin(
            item: item, section: collectionView.gridSection ?? 0, in: collectionView,
            offersContextMenu: item.map(offersContextMenu) ?? false, isFixed: isFixed)
    }

    /// The long press recognised at `point` (UIKit asked ``shouldBegin(at:)`` first).
    mutating func began(at point: CGPoint) -> ReorderCommand? {
        guard shouldBegin(at: point) else { return nil }
        return longPressChanged(.began, at: point)
    }

    /// The finger moved to `point`.
    mutating func moved(to point: CGPoint) -> ReorderCommand? {
        longPressChanged(.changed, at: point)
    }

    mutating func ended() -> ReorderCommand? {
        longPressChanged(.ended, at: .zero)
    }

    mutating func cancelled() -> ReorderCommand? {
        longPressChanged(.cancelled, at: .zero)
    }

    /// Hands the phase to Core's drag, as the interaction does, over a host that reads and moves the headless
    /// collection view.
    private mutating func longPressChanged(_ phase: GesturePhase, at point: CGPoint) -> ReorderCommand? {
        let host = Host(reorder: self)
        let command = ReorderDrag.longPressChanged(phase, at: point, on: host)
        drag = host.reorderDrag
        landings += host.landings
        return command
    }

    // MARK: VoiceOver

    /// What the interaction did after its last accessibility move: the scroll, the focus, the announcement.
    private(set) var accessibilityEffects:
        [(scroll: ReorderAccessibility.Scroll, focus: ReorderAccessibility.Focus, announcement: String)] = []

    /// The actions the element focused inside `item`'s cell gets, as the interaction attaches them.
    func accessibilitySteps(item: Int) -> [ReorderAccessibility.Step] {
        ReorderAccessibility.steps(
            item: item, section: collectionView.gridSection ?? 0, drag: drag, in: collectionView, isFixed: isFixed)
    }

    /// A VoiceOver action on `item`: the interaction's `moveItem(of:step:)` over the headless collection view
    /// (the same Core outcome, the same interactive-movement calls). `focusStaysInCell`: the focused element
    /// is still inside the moved item's cell once it has scrolled. Returns the action's result.
    mutating func accessibilityMove(
        item: Int, _ step: ReorderAccessibility.Step, layoutCentresItems: Bool = false,
        configuration: ReorderConfiguration = ReorderConfiguration(), focusStaysInCell: Bool = true
    ) -> Bool {
        let section = collectionView.gridSection ?? 0
        guard
            let outcome = ReorderAccessibility.outcome(
                of: step, item: item, section: section, drag: drag, in: collectionView,
                layoutCentresItems: layoutCentresItems, configuration: configuration,
                isFixed: isFixed),
            collectionView.beginInteractiveMovementForItem(at: item)
        else { return false }
        let frame = collectionView.slotFrame(outcome.move.destination)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
        collectionView.endInteractiveMovement()
        accessibilityEffects.append(
            (outcome.scroll, ReorderAccessibility.focus(focusedElementIsInMovedCell: focusStaysInCell), outcome.announcement))
        return true
    }

    /// The headless collection view as Core's drag reads and moves it during one event: the same reads and
    /// interactive-movement calls as the interaction's host; the lifted image's landing is recorded.
    private final class Host: ReorderInteractionHost {
        let collectionView: HeadlessCollectionView
        let offersContextMenu: (Int) -> Bool
        let isFixed: (Int) -> Bool
        let plantedFault: PlantedFault?
        var reorderDrag: ReorderDrag
        /// The drop's landings during this event.
        private(set) var landings: [Int?] = []

        init(reorder: HeadlessReorder) {
            collectionView = reorder.collectionView
            offersContextMenu = reorder.offersContextMenu
            isFixed = reorder.isFixed
            plantedFault = reorder.plantedFault
            reorderDrag = reorder.drag
        }

        var numberOfSections: Int { collectionView.numberOfSections }
        func numberOfItems(inSection section: Int) -> Int { collectionView.numberOfItems(inSection: section) }
        func indexPathForItem(at point: CGPoint) -> (section: Int, item: Int)? {
            collectionView.item(at: point).map { (collectionView.gridSection ?? 0, $0) }
        }
        func offersContextMenu(forItem item: Int, section: Int, at point: CGPoint) -> Bool { offersContextMenu(item) }
        func isFixed(item: Int, section: Int) -> Bool { isFixed(item) }
        var visibleItems: [(section: Int, item: Int)] { collectionView.visibleItems }
        func unscaledFrame(ofItem item: Int, section: Int) -> CGRect? { collectionView.slotFrame(item) }
        /// The headless collection view does not scroll: its layout rests where it is.
        var contentOffset: CGPoint { .zero }
        func restingContentOffset(forProposedContentOffset offset: CGPoint) -> CGPoint { offset }
        func beginInteractiveMovementForItem(_ item: Int, section: Int) -> Bool {
            collectionView.beginInteractiveMovementForItem(at: item)
        }
        /// The lifted image over the collection view and the mask on the cell, marked as the interaction marks them.
        func liftItem(_ item: Int, section: Int, under point: CGPoint) {
            let frame = collectionView.slotFrame(item)
            let image = HeadlessView("lifted image", frame: frame)
            image.libraryMark = .reorderLiftedImage
            let mask = HeadlessView("cell mask", frame: frame)
            mask.libraryMark = .reorderCellMask
            collectionView.view.addSubview(mask)
            collectionView.view.addSubview(image)
        }
        func moveLiftedImage(under point: CGPoint) {
            for view in collectionView.view.subviews where view.libraryMark == .reorderLiftedImage {
                view.frame.origin = CGPoint(x: point.x - view.frame.width / 2, y: point.y - view.frame.height / 2)
            }
        }
        func updateInteractiveMovementTargetPosition(toItem item: Int, section: Int) {
            let frame = collectionView.slotFrame(item)
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
        }
        func stopAutoscroll() {}
        func endInteractiveMovement() { collectionView.endInteractiveMovement() }
        func cancelInteractiveMovement() { collectionView.cancelInteractiveMovement() }
        /// The landing ends at once here: the lifted image and the cell's mask leave the collection view.
        func dropLiftedImage(onItem item: Int?, section: Int) {
            landings.append(item)
            for view in collectionView.view.subviews
            where view.libraryMark == .reorderLiftedImage || view.libraryMark == .reorderCellMask {
                view.removeFromSuperview()
            }
        }
        func setContentOffset(_ offset: CGPoint) {}
    }
}
