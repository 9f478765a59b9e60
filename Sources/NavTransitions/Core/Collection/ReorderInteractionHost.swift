import Foundation

/// The collection view of a long-press reorder and the lifted image over it, as ``ReorderDrag`` reads and
/// moves them: the reads the drag's decisions need, and one UIKit call per step of a ``ReorderCommand``.
///
/// `CollectionViewReorderInteraction` implements it over `UICollectionView`'s interactive-movement API; the
/// tests' headless reorder implements it over a headless collection view. Both hand the long press's phases
/// to ``ReorderDrag/longPressChanged(_:at:on:)``, so what each phase reads, the order of the calls, the drop's
/// landing and the settle are Core's. The drag lives with the host (``reorderDrag``): Core changes it between
/// host calls, never during one, so a call that re-enters (a data source that removes the interaction while
/// the movement ends) finds it consistent. The reads that run the app's code (the data source's counts and
/// `canMoveItemAt`, the context menu) are made on a copy of the drag, never inside a change of the stored one;
/// the decision is stored only if the app's code left the drag as it was (a cancel it made wins).
package protocol ReorderInteractionHost: CollectionItemCounting {
    /// The drag's state.
    var reorderDrag: ReorderDrag { get set }

    // MARK: Reads

    /// `indexPathForItem(at:)`: the item under `point`, as (section, item); nil over no item.
    func indexPathForItem(at point: CGPoint) -> (section: Int, item: Int)?
    /// Whether the app offers a context menu for `item` of `section` under `point` (see ``ReorderContextMenuSearch``).
    func offersContextMenu(forItem item: Int, section: Int, at point: CGPoint) -> Bool
    /// Whether `item` of `section` is fixed: the data source's `collectionView(_:canMoveItemAt:)` says no.
    func isFixed(item: Int, section: Int) -> Bool
    /// `indexPathsForVisibleItems`, as (section, item).
    var visibleItems: [(section: Int, item: Int)] { get }
    /// The unscaled frame of `item` of `section` (its layout attributes' centre and size), or nil when the
    /// layout has no attributes for it.
    func unscaledFrame(ofItem item: Int, section: Int) -> CGRect?
    /// `contentOffset`.
    var contentOffset: CGPoint { get }
    /// The layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` at zero velocity:
    /// where the layout rests from `offset` (a carousel centres the nearest item; other layouts keep it).
    func restingContentOffset(forProposedContentOffset offset: CGPoint) -> CGPoint

    // MARK: Calls

    /// `beginInteractiveMovementForItem(at:)`; false when the collection view refuses.
    func beginInteractiveMovementForItem(_ item: Int, section: Int) -> Bool
    /// Lifts the item under the finger at `point` (a lifted image in its place, its cell masked) and starts the
    /// automatic scrolling.
    func liftItem(_ item: Int, section: Int, under point: CGPoint)
    /// Moves the lifted image with the finger, now at `point`.
    func moveLiftedImage(under point: CGPoint)
    /// `updateInteractiveMovementTargetPosition(_:)` with the centre of the slot of `item` of `section`, and
    /// masks the cell now there; nothing when the layout has no slot for it.
    func updateInteractiveMovementTargetPosition(toItem item: Int, section: Int)
    /// Stops the automatic scrolling.
    func stopAutoscroll()
    /// `endInteractiveMovement()`: the collection view commits the move through its data source.
    func endInteractiveMovement()
    /// `cancelInteractiveMovement()`: everything returns, nothing is committed.
    func cancelInteractiveMovement()
    /// Lands the lifted image (``ReorderLanding``) on the slot of `item` of `section`, or, with no item, where
    /// it is; then shows the real cell again.
    func dropLiftedImage(onItem item: Int?, section: Int)
    /// `setContentOffset(_:animated: true)`.
    func setContentOffset(_ offset: CGPoint)
    /// A bug the tests plant in `longPressChanged(_:at:on:)` (``PlantedFault/reorderLiftedImageKept``); nil, the
    /// default, on UIKit.
    var plantedFault: PlantedFault? { get }
}

extension ReorderInteractionHost {
    package var plantedFault: PlantedFault? { nil }
}

extension ReorderDrag {
    /// The long press's `phase` with the finger at `point` (in the collection view): reads what the phase
    /// needs from `host`, decides with the host's drag, and applies the command on `host`. Returns the command
    /// applied (nil: none; also when the collection view refused to begin the movement).
    ///
    /// - began: the item under the finger lifts if ``canBegin(item:section:in:offersContextMenu:isFixed:)``
    ///   says so and the collection view accepts the movement (a refusal ends the drag unseen);
    /// - changed: the lifted image follows the finger, and the slot under it may become the target;
    /// - ended: the drop (``ended(in:)``); cancelled: everything goes back (``cancelled(in:)``).
    @discardableResult
    package static func longPressChanged(
        _ phase: GesturePhase, at point: CGPoint, on host: some ReorderInteractionHost
    ) -> ReorderCommand? {
        let command: ReorderCommand?
        switch phase {
        case .began:
            let indexPath = host.indexPathForItem(at: point)
            let section = indexPath?.section ?? 0
            let offersContextMenu =
                indexPath.map { host.offersContextMenu(forItem: $0.item, section: section, at: point) } ?? false
            command = decide(on: host) { drag in
                drag.began(
                    item: indexPath?.item, section: section, in: host, offersContextMenu: offersContextMenu,
                    isFixed: { host.isFixed(item: $0, section: section) })
            }
        case .changed:
            host.moveLiftedImage(under: point)
            let drag = host.reorderDrag
            let section = drag.section
            let target = drag.slot(at: point, visibleItems: host.visibleItems) {
                host.unscaledFrame(ofItem: $0, section: section)
            }
            command = decide(on: host) { $0.moved(over: target, in: host, isFixed: { host.isFixed(item: $0, section: section) }) }
        case .ended:
            command = decide(on: host) { $0.ended(in: host) }
        case .cancelled:
            command = decide(on: host) { $0.cancelled(in: host) }
        }
        return apply(command, at: point, on: host)
    }

    /// Cancels the drag in progress, if any (the interaction leaves its view), and applies the cancel.
    @discardableResult
    package static func cancel(on host: some ReorderInteractionHost) -> ReorderCommand? {
        apply(decide(on: host) { $0.cancelled(in: host) }, at: .zero, on: host)
    }

    /// Runs `event` on a copy of the host's drag — its reads may run the app's code, which may call the
    /// interaction back — and stores the result only if the host's drag is still the one copied: a change the
    /// app's code made meanwhile (a cancel) wins, and the stale decision is dropped (nil).
    private static func decide(
        on host: some ReorderInteractionHost, _ event: (inout ReorderDrag) -> ReorderCommand?
    ) -> ReorderCommand? {
        let before = host.reorderDrag
        var drag = before
        let command = event(&drag)
        guard host.reorderDrag == before else { return nil }
        host.reorderDrag = drag
        return command
    }

    /// Applies `command` on `host`, one interactive-movement call per case, in UIKit's order: the automatic
    /// scrolling stops before the movement ends; the lifted image lands after it; the drop lets the layout
    /// settle (an animated offset change only when the resting offset differs, since setting the same offset
    /// animated is not documented as a no-op).
    private static func apply(
        _ command: ReorderCommand?, at point: CGPoint, on host: some ReorderInteractionHost
    ) -> ReorderCommand? {
        let section = host.reorderDrag.section
        switch command {
        case nil:
            break
        case let .begin(item):
            guard host.beginInteractiveMovementForItem(item, section: section) else {
                host.reorderDrag.movementRefused()
                return nil
            }
            host.liftItem(item, section: section, under: point)
        case let .moveTarget(to: item):
            host.updateInteractiveMovementTargetPosition(toItem: item, section: section)
        case let .end(at: item, committing: _):
            host.stopAutoscroll()
            host.endInteractiveMovement()
            if host.plantedFault != .reorderLiftedImageKept { host.dropLiftedImage(onItem: item, section: section) }
            let offset = host.contentOffset
            let target = host.restingContentOffset(forProposedContentOffset: offset)
            if target != offset { host.setContentOffset(target) }
        case let .cancel(returningTo: item):
            host.stopAutoscroll()
            host.cancelInteractiveMovement()
            host.dropLiftedImage(onItem: item, section: section)
        }
        return command
    }
}

/// Where the lifted image of a reorder lands at the drop: on its slot (the slot's centre and transform, its
/// alpha kept), or, without a slot (the collection view changed under the drag, or the layout has no
/// attributes for the item), where it is, fading out.
package struct ReorderLanding<Transform> {
    /// The image's centre at the end of the landing.
    package var center: CGPoint
    /// The image's transform at the end of the landing.
    package var transform: Transform
    /// The image's alpha at the end of the landing.
    package var alpha: CGFloat

    /// The landing onto `slot` (its centre and transform), or, with none, from `current` (the image's centre,
    /// transform and alpha) to a fade where it is.
    package init(slot: (center: CGPoint, transform: Transform)?, current: (center: CGPoint, transform: Transform, alpha: CGFloat))
    {
        center = slot?.center ?? current.center
        transform = slot?.transform ?? current.transform
        alpha = slot == nil ? 0 : current.alpha
    }
}
