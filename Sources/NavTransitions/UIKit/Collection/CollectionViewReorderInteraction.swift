#if canImport(UIKit)
import UIKit

/// Long-press drag to reorder the items of a collection view.
///
/// Add it to a collection view whose data source can move items, as UIKit's interactive movement needs:
///
/// ```swift
/// collectionView.addInteraction(CollectionViewReorderInteraction())
///
/// // A data source object:
/// func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
///     !items[indexPath.item].isPinned                          // a fixed item
/// }
/// func collectionView(_ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
///     items.insert(items.remove(at: source.item), at: destination.item)   // the one commit
/// }
///
/// // Or a diffable data source:
/// dataSource.reorderingHandlers.canReorderItem = { !$0.isPinned }
/// dataSource.reorderingHandlers.didReorder = { transaction in items = transaction.finalSnapshot.itemIdentifiers }
/// ```
///
/// A long press lifts the item (scaled by ``ReorderConfiguration/liftScale``, with a shadow); it follows
/// the finger and the other items make room as the finger crosses them. Near an edge the collection view
/// scrolls, faster the closer the finger is to the edge. The drop commits the one move, once, through the
/// data source (`collectionView(_:moveItemAt:to:)`, or the diffable data source's reordering handlers):
/// the app's data never changes while the finger moves, so the data and the collection view never
/// disagree. A cancelled gesture puts everything back, data included.
///
/// Items the data source says cannot move (`collectionView(_:canMoveItemAt:)` returns `false`, or the
/// diffable `canReorderItem` handler does) are fixed: they cannot be lifted and never shift, so an item
/// cannot be dragged past them. Items move within their section. Let the interaction choose the target:
/// don't also redirect it in the delegate (`collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`).
///
/// VoiceOver and Switch Control users get the moves that are possible for the focused item, "Move
/// earlier" and "Move later" (names in ``ReorderConfiguration``), which make the same moves through the
/// same path. After a move the item is scrolled into view (centred in a ``CarouselFlowLayout``), focus
/// stays on it, and VoiceOver announces its new position (``ReorderConfiguration/movedAnnouncementFormat``).
/// A cell that overrides `accessibilityCustomActions` adds ``accessibilityCustomActions(for:)`` to its own.
/// It works with any layout, ``CarouselFlowLayout`` included (after a drop the carousel centres the
/// nearest item again).
///
/// - The context menu wins: a long press over an item for which the app offers a context menu (the
///   collection view's delegate returns a configuration, or a `UIContextMenuInteraction` of a view under
///   the finger does) does not lift it, and the menu appears as usual. Return nil from the menu method
///   (in an edit mode, say) to let the long press reorder.
/// - If the app reloads the collection view, or deletes or inserts sections or items, during a drag, the
///   drag ends as a cancel at the next finger movement, automatic-scroll tick or drop: nothing is
///   committed, the app's data is untouched (a reload that keeps every count is not seen; see the
///   Troubleshooting guide).
@MainActor
public final class CollectionViewReorderInteraction: NSObject, UIInteraction {
    /// The look and the automatic scrolling of the drag.
    public var configuration: ReorderConfiguration

    /// The gesture that starts a drag; change its `minimumPressDuration` to taste (0.5 s by default).
    ///
    /// Its delegate is the interaction's (it fails at once where no item can be lifted, and where the app
    /// offers a context menu): don't replace it.
    public let longPressGestureRecognizer: UILongPressGestureRecognizer

    /// The collection view the interaction is attached to (any other view makes the interaction inert).
    public private(set) weak var view: UIView?

    /// The gesture's target, the display link's target and the VoiceOver observer: not part of the API.
    private let handler = ReorderInteractionHandler()

    /// Creates a reorder interaction; add it to a collection view with `addInteraction(_:)`.
    public init(configuration: ReorderConfiguration = ReorderConfiguration()) {
        self.configuration = configuration
        longPressGestureRecognizer = UILongPressGestureRecognizer()
        super.init()
        handler.interaction = self
        longPressGestureRecognizer.addTarget(handler, action: #selector(ReorderInteractionHandler.longPressed(_:)))
        longPressGestureRecognizer.delegate = handler
    }

    /// The reorder actions for the item `cell` shows: only the moves possible now ("Move earlier", "Move
    /// later"); empty for a cell that is not in the collection view.
    ///
    /// The interaction gives them to the element VoiceOver focuses. A cell (or an element inside it) that
    /// overrides the `accessibilityCustomActions` getter keeps its own list: return these from it too, or set
    /// the list where you configure the cell:
    ///
    /// ```swift
    /// cell.accessibilityCustomActions = [shareAction] + reorderInteraction.accessibilityCustomActions(for: cell)
    /// ```
    public func accessibilityCustomActions(for cell: UICollectionViewCell) -> [UIAccessibilityCustomAction] {
        handler.accessibilityActions(for: cell)
    }

    /// Moves the item at `indexPath` one place earlier or later, exactly as the "Move earlier" and "Move later"
    /// actions do — through the drag's path, then scrolled into view, focused and announced — for cells whose
    /// accessibility elements the interaction cannot reach: content hosted by SwiftUI, or an element with its own
    /// `accessibilityCustomActions` getter. Returns false when the item cannot move that way (a fixed item, the
    /// first item moved earlier) or is not on screen.
    ///
    /// ```swift
    /// // In a SwiftUI cell's content (`UIHostingConfiguration`):
    /// .accessibilityAction(named: Text("Move later")) { _ = reorder.moveItemForAccessibility(at: indexPath, earlier: false) }
    /// ```
    @discardableResult
    public func moveItemForAccessibility(at indexPath: IndexPath, earlier: Bool) -> Bool {
        handler.moveItem(at: indexPath, step: earlier ? .earlier : .later)
    }

    /// Called by UIKit before the interaction moves to a view (or off its view): any drag is cancelled.
    public func willMove(to view: UIView?) {
        handler.cancelDrag()
        self.view?.removeGestureRecognizer(longPressGestureRecognizer)
    }

    /// The long press's events, by the recognizer's state and the finger's point in the collection view, as
    /// the recognizer's action feeds them: the self-check drives a drag through it (no touch can be synthesized).
    package func longPressChanged(_ state: UIGestureRecognizer.State, at point: CGPoint) {
        handler.longPressChanged(state, at: point)
    }

    /// Called by UIKit after the interaction moved to a view.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPressGestureRecognizer)
    }
}

/// Runs a reorder for a ``CollectionViewReorderInteraction``: reads the gesture and the collection view,
/// asks ``ReorderDrag`` what to do, applies its commands with UIKit's interactive-movement API.
@MainActor
final class ReorderInteractionHandler: NSObject, DisplayLinkReceiver, UIGestureRecognizerDelegate {
    weak var interaction: CollectionViewReorderInteraction?

    /// The drag's decisions.
    private var drag = ReorderDrag()
    /// The lifted image that follows the finger.
    private var lifted: UIView?
    /// From the finger to the lifted image's centre, so the item does not jump under the finger.
    private var grabOffset = CGPoint.zero
    /// The real cell of the dragged item, masked while the lifted image stands for it.
    private weak var maskedCell: UICollectionViewCell?
    /// The mask the masked cell had before.
    private var previousMask: UIView?
    /// Ticks the automatic scrolling while a drag is in progress.
    private var displayLink: CADisplayLink?

    override init() {
        super.init()
        // A selector-based observer is removed automatically when this object is deallocated.
        NotificationCenter.default.addObserver(
            self, selector: #selector(elementFocused(_:)), name: UIAccessibility.elementFocusedNotification, object: nil
        )
    }

    private var collectionView: UICollectionView? {
        interaction?.view as? UICollectionView
    }

    private var configuration: ReorderConfiguration {
        interaction?.configuration ?? ReorderConfiguration()
    }

    /// Whether an item of `section` is fixed: the data source's `canMoveItemAt`. Core asks it only for
    /// items that exist now.
    private func isFixed(in section: Int) -> (Int) -> Bool {
        { [weak self] item in
            guard let collectionView = self?.collectionView else { return true }
            let indexPath = IndexPath(item: item, section: section)
            return collectionView.dataSource?.collectionView?(collectionView, canMoveItemAt: indexPath) == false
        }
    }

    // MARK: Gesture

    /// The long press may begin only where Core would lift an item: over an item that exists and can
    /// move, with no drag in progress, and where the app offers no context menu (the menu wins).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let collectionView else { return false }
        let point = gestureRecognizer.location(in: collectionView)
        let indexPath = collectionView.indexPathForItem(at: point)
        let section = indexPath?.section ?? 0
        return drag.canBegin(
            item: indexPath?.item, section: section, in: collectionView,
            offersContextMenu: indexPath.map { offersContextMenu(at: $0, point: point, in: collectionView) } ?? false,
            isFixed: isFixed(in: section))
    }

    @objc func longPressed(_ gesture: UILongPressGestureRecognizer) {
        guard let collectionView else { return }
        longPressChanged(gesture.state, at: gesture.location(in: collectionView))
    }

    /// The long press's events, by the recognizer's state and the finger's point in the collection view: Core's
    /// drag takes the phase (`.possible` calls no action), reads and applies through a ``Host``.
    func longPressChanged(_ state: UIGestureRecognizer.State, at point: CGPoint) {
        guard let collectionView, let phase = GesturePhase(recognizerStateRawValue: state.rawValue) else { return }
        ReorderDrag.longPressChanged(phase, at: point, on: Host(handler: self, collectionView: collectionView))
    }

    /// Cancels the drag in progress, if any (the interaction leaves its view).
    func cancelDrag() {
        guard let collectionView else { return }
        ReorderDrag.cancel(on: Host(handler: self, collectionView: collectionView))
    }

    /// Whether the app offers a context menu for the item at `indexPath` under `point`: the collection
    /// view's delegate returns a configuration for it, or a `UIContextMenuInteraction` of a view under the
    /// finger (up to the collection view) does. Reads only: Core decides that the menu wins.
    private func offersContextMenu(at indexPath: IndexPath, point: CGPoint, in collectionView: UICollectionView) -> Bool {
        let delegate = collectionView.delegate
        var answered =
            delegate?.collectionView?(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point) != nil
        // stays in UIKit: availability: the delegate's iOS 16 context-menu method does not exist before
        if #available(iOS 16.0, *) {
            answered =
                answered
                || delegate?.collectionView?(collectionView, contextMenuConfigurationForItemsAt: [indexPath], point: point) != nil
        }
        return ReorderContextMenuSearch.offersContextMenu(
            delegateOffers: answered, hitView: collectionView.hitTest(point, with: nil), collectionView: collectionView,
            superview: \.superview
        ) { view in
            view.interactions.contains { interaction in
                guard let menu = interaction as? UIContextMenuInteraction else { return false }
                let location = collectionView.convert(point, to: view)
                return menu.delegate?.contextMenuInteraction(menu, configurationForMenuAtLocation: location) != nil
            }
        }
    }

    // MARK: Lift and drop

    private func lift(_ indexPath: IndexPath, under point: CGPoint, in collectionView: UICollectionView) {
        guard let cell = collectionView.cellForItem(at: indexPath) else { return }
        let snapshot = cell.snapshotView(afterScreenUpdates: false)
        AssumptionLog.check(AssumptionProbe.snapshotViewReturnedView(snapshot != nil, for: .reorderLiftedImage))
        let image = snapshot ?? UIView()
        LibraryViewMark.mark(image, .reorderLiftedImage)
        image.bounds = cell.bounds
        image.center = cell.center
        image.transform = cell.transform
        image.layer.zPosition = 10_000
        image.layer.shadowColor = UIColor.black.cgColor
        image.layer.shadowOffset = CGSize(width: 0, height: 8)
        image.layer.shadowRadius = 16
        collectionView.addSubview(image)
        lifted = image
        grabOffset = CGPoint(x: cell.center.x - point.x, y: cell.center.y - point.y)
        maskCell(at: indexPath, in: collectionView)
        let scale = configuration.effectiveLiftScale
        let raise = {
            image.transform = CGAffineTransform(scaleX: scale, y: scale)
            image.layer.shadowOpacity = 0.3
        }
        // With Reduce Motion the duration is 0: the change applies at once.
        let duration = ReorderConfiguration.liftDuration(
            isReduceMotionEnabled: MotionSettings.isReduceMotionEnabled(for: collectionView))
        UIView.animate(
            withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: raise)
    }

    /// Hides the dragged item's real cell with an empty mask (layout attributes reset `alpha`, `hidden` and
    /// the transform on every pass; they never touch the mask), and shows again a cell reused meanwhile.
    private func maskCell(at indexPath: IndexPath, in collectionView: UICollectionView) {
        let cell = collectionView.cellForItem(at: indexPath)
        // stays in UIKit: identity of a UIKit object: the cell already masked (cells are reused)
        guard cell !== maskedCell else { return }
        unmaskCell()
        guard let cell else { return }
        previousMask = cell.mask
        let mask = UIView()
        LibraryViewMark.mark(mask, .reorderCellMask)
        cell.mask = mask
        maskedCell = cell
    }

    private func unmaskCell() {
        maskedCell?.mask = previousMask
        maskedCell = nil
        previousMask = nil
    }

    /// Lands the lifted image on the slot at `indexPath`, then shows the real cell again; without a slot
    /// (the collection view changed under the drag) the image fades where it is.
    private func drop(onto indexPath: IndexPath?, in collectionView: UICollectionView) {
        guard let image = lifted else {
            unmaskCell()
            return
        }
        lifted = nil
        let slot = indexPath.flatMap { collectionView.layoutAttributesForItem(at: $0) }
        let landing = ReorderLanding(
            slot: slot.map { ($0.center, $0.transform) }, current: (image.center, image.transform, image.alpha))
        let land = {
            image.center = landing.center
            image.transform = landing.transform
            image.alpha = landing.alpha
            image.layer.shadowOpacity = 0
        }
        let finish: (Bool) -> Void = { [weak self] _ in
            image.removeFromSuperview()
            self?.unmaskCell()
        }
        // With Reduce Motion the duration is 0: the image lands at once and leaves when UIKit calls the completion.
        let duration = ReorderConfiguration.dropDuration(isReduceMotionEnabled: MotionSettings.isReduceMotionEnabled(for: image))
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState], animations: land, completion: finish)
    }

    // MARK: Automatic scrolling

    private func startAutoscroll() {
        stopAutoscroll()
        displayLink = DisplayLinkTarget.link(calling: self)
    }

    private func stopAutoscroll() {
        displayLink?.invalidate()
        displayLink = nil
    }

    func displayLinkDidFire(_ link: CADisplayLink) {
        // stays in UIKit: UIKit objects may be gone, or no drag runs: stop the display link
        guard let collectionView, drag.session != nil, let gesture = interaction?.longPressGestureRecognizer else {
            stopAutoscroll()
            return
        }
        let finger = gesture.location(in: collectionView)
        let state = collectionView.scrollViewState
        let velocity = ReorderAutoscroll.velocity(at: finger, in: state, configuration: configuration)
        // stays in UIKit: applies ReorderAutoscroll's velocity (zero: no scroll this frame)
        guard velocity != .zero else { return }
        collectionView.contentOffset = ReorderAutoscroll.offset(
            after: link.targetTimestamp - link.timestamp, velocity: velocity, in: state)
        // The content moved under a still finger: the finger is now over other content.
        ReorderDrag.longPressChanged(
            .changed, at: gesture.location(in: collectionView), on: Host(handler: self, collectionView: collectionView))
    }

    // MARK: VoiceOver

    /// Gives the element VoiceOver focuses, if it belongs to an item, the moves that are possible for that
    /// item ("Move earlier", "Move later": Core's ``ReorderAccessibility/steps(item:section:drag:in:isFixed:)``),
    /// replacing the interaction's earlier ones and keeping the app's own. The element may be the cell, a
    /// view inside it, or a `UIAccessibilityElement` the cell exposes (its container chain leads to the cell).
    @objc private func elementFocused(_ notification: Notification) {
        guard let collectionView, let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? NSObject,
            let cell = Self.cell(containing: element, in: collectionView)
        else { return }
        attachActions(to: element, of: cell)
    }

    /// Gives `element` the reorder actions of the item `cell` shows now, replacing the interaction's earlier ones and
    /// keeping the app's own. An element that overrides the getter keeps its own list: it adds
    /// `accessibilityCustomActions(for:)`.
    private func attachActions(to element: NSObject, of cell: UICollectionViewCell) {
        let own = (element.accessibilityCustomActions ?? []).filter { !($0 is ReorderAccessibilityAction) }
        element.accessibilityCustomActions = own + accessibilityActions(for: cell)
    }

    /// The reorder actions for the item `cell` shows now: only the possible moves, named by the configuration.
    func accessibilityActions(for cell: UICollectionViewCell) -> [UIAccessibilityCustomAction] {
        guard let collectionView, let indexPath = collectionView.indexPath(for: cell) else { return [] }
        let names: [ReorderAccessibility.Step: String] = [
            .earlier: configuration.moveEarlierActionName, .later: configuration.moveLaterActionName,
        ]
        let steps = ReorderAccessibility.steps(
            item: indexPath.item, section: indexPath.section, drag: drag, in: collectionView,
            isFixed: isFixed(in: indexPath.section))
        return steps.map { step in
            ReorderAccessibilityAction(name: names[step] ?? "") { [weak self, weak cell] _ in
                guard let self, let cell else { return false }
                return self.moveItem(of: cell, step: step)
            }
        }
    }

    /// The cell of `collectionView` that holds `element`: a view inside it, or an accessibility element whose
    /// container chain reaches it.
    private static func cell(containing element: NSObject, in collectionView: UICollectionView) -> UICollectionViewCell? {
        let node = ViewTreeSearch.ancestor(
            from: element, next: { ($0 as? UIAccessibilityElement)?.accessibilityContainer as? NSObject }
        ) {
            $0 is UIView
        }
        guard let view = node as? UIView else { return nil }
        return collectionView.visibleCells.first { view.isDescendant(of: $0) }
    }

    /// The item at `indexPath`, moved as VoiceOver's action moves it (``moveItem(of:step:)``); false when its cell is
    /// not on screen.
    func moveItem(at indexPath: IndexPath, step: ReorderAccessibility.Step) -> Bool {
        guard let cell = collectionView?.cellForItem(at: indexPath) else { return false }
        return moveItem(of: cell, step: step)
    }

    /// Moves the item shown by `cell` one place earlier or later through the same interactive-movement path
    /// as a drag, then brings it into view, puts VoiceOver's focus back on it and announces its new
    /// position (Core's ``ReorderAccessibility/outcome(of:item:section:drag:in:layoutCentresItems:configuration:isFixed:)``);
    /// `false` when it cannot move.
    private func moveItem(of cell: UICollectionViewCell, step: ReorderAccessibility.Step) -> Bool {
        guard let collectionView, let indexPath = collectionView.indexPath(for: cell) else { return false }
        let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
        let carousel = collectionView.collectionViewLayout as? CarouselFlowLayout
        // stays in UIKit: applies Core's outcome (nil: cannot move) and UIKit's answers (slot, movement accepted)
        guard
            let outcome = ReorderAccessibility.outcome(
                of: step, item: indexPath.item, section: indexPath.section, drag: drag,
                in: collectionView, layoutCentresItems: carousel != nil,
                configuration: configuration, isFixed: isFixed(in: indexPath.section)),
            let slot = collectionView.layoutAttributesForItem(
                at: IndexPath(item: outcome.move.destination, section: indexPath.section)),
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        else { return false }
        collectionView.updateInteractiveMovementTargetPosition(slot.center)
        collectionView.endInteractiveMovement()
        let destination = IndexPath(item: outcome.move.destination, section: indexPath.section)
        // stays in UIKit: applies ReorderAccessibility's scroll, one UIKit call per case
        switch outcome.scroll {
        case .centre:
            carousel?.scrollToItem(at: destination, animated: false)
        case .makeVisible:
            // stays in UIKit: UIKit's answer: layoutAttributesForItem may give nil
            if let frame = collectionView.layoutAttributesForItem(at: destination)?.frame {
                collectionView.scrollRectToVisible(frame, animated: false)
            }
        }
        collectionView.layoutIfNeeded()
        let movedCell = collectionView.cellForItem(at: destination)
        let stillInside = (focused.flatMap { Self.cell(containing: $0, in: collectionView) }).map { $0 === movedCell } ?? false
        let target: NSObject? = ReorderAccessibility.focusTarget(
            focused: focused, movedCell: movedCell, focusedElementIsInMovedCell: stillInside)
        // The actions of the item's new place, before VoiceOver reads them (moved to the last place, "Move later"
        // is gone): the elementFocused notification may not come again for an element that keeps focus.
        // stays in UIKit: UIKit's answers: an element to focus and the moved cell on screen
        if let target, let movedCell { attachActions(to: target, of: movedCell) }
        AccessibilityPost.layoutChanged(focusing: target)
        // Queued, so that VoiceOver says it after reading the focused item instead of cutting it off.
        AccessibilityPost.queuedAnnouncement(outcome.announcement)
        return true
    }
}

extension ReorderInteractionHandler {
    /// The collection view and the handler's lifted image as Core's ``ReorderDrag`` reads and moves them during
    /// one event: UIKit's reads and interactive-movement calls, the handler's lift, drop and automatic scrolling.
    @MainActor
    final class Host: @preconcurrency ReorderInteractionHost {
        unowned let handler: ReorderInteractionHandler
        let collectionView: UICollectionView

        init(handler: ReorderInteractionHandler, collectionView: UICollectionView) {
            self.handler = handler
            self.collectionView = collectionView
        }

        var reorderDrag: ReorderDrag {
            get { handler.drag }
            set { handler.drag = newValue }
        }

        var numberOfSections: Int { collectionView.numberOfSections }

        func numberOfItems(inSection section: Int) -> Int { collectionView.numberOfItems(inSection: section) }

        func indexPathForItem(at point: CGPoint) -> (section: Int, item: Int)? {
            collectionView.indexPathForItem(at: point).map { ($0.section, $0.item) }
        }

        func offersContextMenu(forItem item: Int, section: Int, at point: CGPoint) -> Bool {
            handler.offersContextMenu(at: IndexPath(item: item, section: section), point: point, in: collectionView)
        }

        func isFixed(item: Int, section: Int) -> Bool { handler.isFixed(in: section)(item) }

        var visibleItems: [(section: Int, item: Int)] { collectionView.indexPathsForVisibleItems.map { ($0.section, $0.item) } }

        func unscaledFrame(ofItem item: Int, section: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section)).map { attributes in
                CGRect(
                    x: attributes.center.x - attributes.size.width / 2, y: attributes.center.y - attributes.size.height / 2,
                    width: attributes.size.width, height: attributes.size.height)
            }
        }

        var contentOffset: CGPoint { collectionView.contentOffset }

        func restingContentOffset(forProposedContentOffset offset: CGPoint) -> CGPoint {
            collectionView.collectionViewLayout.targetContentOffset(
                forProposedContentOffset: offset, withScrollingVelocity: .zero)
        }

        func beginInteractiveMovementForItem(_ item: Int, section: Int) -> Bool {
            collectionView.beginInteractiveMovementForItem(at: IndexPath(item: item, section: section))
        }

        func liftItem(_ item: Int, section: Int, under point: CGPoint) {
            handler.lift(IndexPath(item: item, section: section), under: point, in: collectionView)
            handler.startAutoscroll()
        }

        func moveLiftedImage(under point: CGPoint) {
            handler.lifted?.center = CGPoint(x: point.x + handler.grabOffset.x, y: point.y + handler.grabOffset.y)
        }

        func updateInteractiveMovementTargetPosition(toItem item: Int, section: Int) {
            let target = IndexPath(item: item, section: section)
            guard let slot = collectionView.layoutAttributesForItem(at: target) else { return }
            collectionView.updateInteractiveMovementTargetPosition(slot.center)
            handler.maskCell(at: target, in: collectionView)
        }

        func stopAutoscroll() { handler.stopAutoscroll() }

        func endInteractiveMovement() { collectionView.endInteractiveMovement() }

        func cancelInteractiveMovement() { collectionView.cancelInteractiveMovement() }

        func dropLiftedImage(onItem item: Int?, section: Int) {
            handler.drop(onto: item.map { IndexPath(item: $0, section: section) }, in: collectionView)
        }

        func setContentOffset(_ offset: CGPoint) { collectionView.setContentOffset(offset, animated: true) }
    }
}

/// The interaction's VoiceOver actions, told apart from the app's own.
final class ReorderAccessibilityAction: UIAccessibilityCustomAction {}
#endif
