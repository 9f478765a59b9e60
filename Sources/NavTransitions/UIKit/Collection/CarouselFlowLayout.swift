#if canImport(UIKit)
import UIKit

/// A flow layout that shows its items in one scrolling line, scales them by their distance from the
/// centre, and snaps an item to the centre when the finger lifts.
///
/// Set it on a collection view, give it an `itemSize` (every item has that size) and, if you like, a
/// `minimumLineSpacing` (the distance between items) and a `scrollDirection`:
///
/// ```swift
/// let layout = CarouselFlowLayout()
/// layout.itemSize = CGSize(width: 250, height: 360)
/// layout.minimumLineSpacing = 16
/// layout.maximumItemsPerFlick = 1          // paging
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// collectionView.decelerationRate = .fast
/// ```
///
/// - The items of every section follow each other in one line, centred across the axis. The layout
///   owns `sectionInset`: it pads both ends so that the first and the last item can reach the centre.
///   Headers, footers and per-item sizes from the delegate are not used.
/// - Items shrink (and fade, if ``appearance`` says so) with their distance from the centre of the
///   bounds; the nearest one is on top. While Reduce Motion is on they keep their full size and opacity
///   (``CarouselAppearance/flat``); the layout is redone when the setting changes.
/// - On release the content comes to rest with one item centred (see ``maximumItemsPerFlick``). Leave
///   `isPagingEnabled` off: UIKit does not ask a layout for a target while it pages.
/// - The ``currentIndexPath`` stays current across rotation, size changes and reloads, and is centred
///   again after them. The layout never moves the collection view while it lays out: it answers
///   `targetContentOffset(forProposedContentOffset:)`, adjusts the offset through the invalidation of a
///   size change, and otherwise centres the item right after the layout pass.
/// - In a right-to-left layout a horizontal carousel is mirrored, as UIKit's flow layout is: the first
///   item starts at the right end.
/// - With VoiceOver, the item a user moves to is scrolled to the centre.
///
/// The work per frame touches only the items in the visible rect, whatever the number of items.
@MainActor
public final class CarouselFlowLayout: UICollectionViewFlowLayout {
    /// How items shrink and fade with their distance from the centre; the classic carousel's rule by default.
    public var appearance: CarouselAppearance {
        get { layout.appearance }
        set {
            layout.appearance = newValue
            invalidateLayout()
        }
    }

    /// The most items one flick may move past the item under the centre; 1 gives paging.
    ///
    /// Values below 1 count as 1. The default, `Int.max`, lets a long flick travel as far as UIKit's
    /// deceleration carries it, then centres the item nearest to where it would stop.
    public var maximumItemsPerFlick: Int {
        get { layout.maximumItemsPerFlick }
        set { layout.maximumItemsPerFlick = newValue }
    }

    /// The item at the centre (or the one the content is travelling to), or `nil` without items.
    public var currentIndexPath: IndexPath? {
        layout.currentItem.map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// Every decision of the layout (Core's ``CarouselLayout``): counts, geometry, current item, attributes,
    /// invalidation, resting offsets.
    private var layout = CarouselLayout()
    /// Centres the item VoiceOver moves to.
    private var accessibilityObserver: CarouselAccessibilityObserver?

    /// Creates a horizontal carousel layout.
    override public init() {
        super.init()
        configure()
    }

    /// Creates a carousel layout from an archive (a storyboard).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        scrollDirection = .horizontal
        accessibilityObserver = CarouselAccessibilityObserver(layout: self)
        // A selector-based observer is removed automatically when the layout is deallocated.
        NotificationCenter.default.addObserver(
            self, selector: #selector(reduceMotionStatusDidChange),
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        // Increase Contrast drops the app's fade (read from the traits at the next pass).
        NotificationCenter.default.addObserver(
            self, selector: #selector(reduceMotionStatusDidChange),
            name: UIAccessibility.darkerSystemColorsStatusDidChangeNotification, object: nil)
    }

    /// Reduce Motion or Increase Contrast changed: lay the items out again (flat while Reduce Motion is on, opaque
    /// under Increase Contrast; read at the next pass).
    @objc private func reduceMotionStatusDidChange() {
        invalidateLayout()
    }

    /// The layout's properties and the collection view as Core reads them.
    private func environment(of collectionView: UICollectionView) -> CarouselLayout.Environment {
        CarouselLayout.Environment(
            itemSize: itemSize,
            spacing: minimumLineSpacing,
            axis: scrollDirection == .horizontal ? .horizontal : .vertical,
            layoutDirection: LayoutDirection(collectionView.effectiveUserInterfaceLayoutDirection),
            viewportSize: collectionView.bounds.size,
            contentInset: EdgeInsets(collectionView.adjustedContentInset)
        )
    }

    /// Scrolls so that the item at `indexPath` is centred and makes it current.
    ///
    /// Before the collection view has been laid out the item is remembered and centred by the first
    /// layout. An item past its section's end counts as the section's last item, a negative one as its
    /// first; an index path in a section that does not exist or is empty is ignored.
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        guard let collectionView,
            let offset = layout.scroll(
                toSection: indexPath.section, item: indexPath.item, counts: collectionView,
                axis: environment(of: collectionView).axis, contentOffset: collectionView.contentOffset)
        else { return }
        collectionView.setContentOffset(offset, animated: animated)
    }

    // MARK: Preparing

    /// Reads the collection view (item counts only after a change other than a scroll) and builds the
    /// geometry. It never moves the collection view: when the current item must be centred again (a
    /// first layout, a reload, a new item size) that happens once the layout pass is over, unless UIKit
    /// asked for the offset meanwhile (`targetContentOffset(forProposedContentOffset:)`, a resize's
    /// `contentOffsetAdjustment`).
    override public func prepare() {
        guard let collectionView else {
            super.prepare()
            return
        }
        let flowInset = sectionInset
        layout.isReduceMotionEnabled = MotionSettings.isReduceMotionEnabled(for: collectionView)
        layout.increasesContrast = collectionView.traitCollection.accessibilityContrast == .high
        let preparation = layout.prepare(
            environment(of: collectionView), counts: collectionView,
            flowSectionInset: EdgeInsets(
                top: flowInset.top, left: flowInset.left, bottom: flowInset.bottom, right: flowInset.right),
            contentOffset: collectionView.contentOffset, isDragging: collectionView.isDragging
        )
        preparation.run(on: self)
    }

    /// Centres the current item after the layout pass that found it off centre (Core decides).
    private func recentre() {
        guard let collectionView,
            let offset = layout.recentringOffset(
                contentOffset: collectionView.contentOffset, isDragging: collectionView.isDragging)
        else { return }
        collectionView.setContentOffset(offset, animated: false)
    }

    /// Both padded ends and every item in one line; zero without items.
    override public var collectionViewContentSize: CGSize {
        layout.geometry?.contentSize ?? .zero
    }

    /// `false`: the layout mirrors a right-to-left carousel itself, so the offsets UIKit hands to
    /// `targetContentOffset` and the frames it receives are all in the same, unflipped coordinates.
    override public var flipsHorizontallyInOppositeLayoutDirection: Bool {
        false
    }

    // MARK: Attributes

    /// The items whose frames overlap `rect`, found by arithmetic, each scaled, faded and stacked by its
    /// distance from the centre of the bounds.
    override public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let offset = collectionView?.contentOffset else { return nil }
        return layout.attributes(in: rect, contentOffset: offset).map(Self.attributes)
    }

    /// The item's frame, scale, alpha and stacking; `nil` for an index path that does not exist.
    override public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let offset = collectionView?.contentOffset else { return nil }
        return layout.attributes(section: indexPath.section, item: indexPath.item, contentOffset: offset).map(Self.attributes)
    }

    /// `nil`: the carousel has no headers or footers.
    override public func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Core's attributes as UIKit's.
    private static func attributes(_ item: CarouselItemAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item.item, section: item.section))
        attributes.frame = item.frame
        attributes.transform = CGAffineTransform(scaleX: item.scale, y: item.scale)
        attributes.alpha = item.alpha
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// `nil`, as a plain collection view layout: inserted items fade in where they land.
    override public func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// `nil`, as a plain collection view layout: deleted items fade out where they were.
    override public func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    // MARK: Invalidation

    /// The carousel's context, which marks the invalidations that are only a scroll.
    override public class var invalidationContextClass: AnyClass {
        CarouselInvalidationContext.self
    }

    /// `true` when the bounds scroll along the axis or change size; a bounce across the axis changes nothing.
    override public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return true }
        return layout.boundsChange(from: bounds, to: newBounds) != .none
    }

    /// For a scroll, a context that invalidates only the items visible before and after it and keeps the
    /// flow layout's own data; for a size change, the flow layout's full context, with the content offset
    /// adjustment that keeps the current item centred in the new size.
    override public func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let bounds = collectionView?.bounds, let carousel = context as? CarouselInvalidationContext else { return context }
        // stays in UIKit: applies Core's CarouselBoundsChange, one invalidation-context setting per case
        switch layout.boundsChange(from: bounds, to: newBounds) {
        case .scroll:
            // A scroll changes the visible items' scale, alpha and stacking, nothing else.
            carousel.isScrollOnly = true
            carousel.invalidateFlowLayoutAttributes = false
            carousel.invalidateFlowLayoutDelegateMetrics = false
            let indexPaths = layout.itemsToInvalidate(scrollingFrom: bounds, to: newBounds).map {
                IndexPath(item: $0.item, section: $0.section)
            }
            carousel.invalidateItems(at: indexPaths)
        case .resize:
            carousel.contentOffsetAdjustment = layout.offsetAdjustment(resizingFrom: bounds, to: newBounds)
        case .none:
            break
        }
        return carousel
    }

    /// Notes whether the next `prepare()` must read the data source again (anything but a scroll).
    override public func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        layout.invalidated(isScrollOnly: (context as? CarouselInvalidationContext)?.isScrollOnly == true)
        super.invalidateLayout(with: context)
    }

    // MARK: Resting offsets

    /// The offset that centres the item the release lands on (see the guide's snapping rules); `velocity`
    /// is UIKit's, in points per millisecond.
    override public func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        return layout.releaseOffset(
            currentOffset: collectionView.contentOffset, proposedOffset: proposedContentOffset,
            velocity: velocity, decelerationRate: collectionView.decelerationRate.rawValue)
    }

    /// The offset that keeps the current item centred after an update, a layout change or a rotation.
    override public func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        layout.restingOffset(proposed: proposedContentOffset)
    }

    // MARK: Interactive movement

    /// The item whose centre is nearest to `position` along the axis, within the moving item's section.
    override public func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        let target = layout.movingTarget(section: previousIndexPath.section, item: previousIndexPath.item, position: position)
        return IndexPath(item: target.item, section: target.section)
    }

    /// The item's attributes centred on `position`, above its neighbours.
    override public func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        Self.attributes(
            layout.movingItemAttributes(
                section: indexPath.section, item: indexPath.item, position: position,
                contentOffset: collectionView?.contentOffset ?? .zero))
    }
}

/// A carousel's invalidation context: marks the invalidations that are only a scroll.
@MainActor
final class CarouselInvalidationContext: UICollectionViewFlowLayoutInvalidationContext {
    /// Whether only the visible items' appearance changed (the content scrolled).
    var isScrollOnly = false
}

/// Scrolls the item VoiceOver focuses to the centre of a carousel when it is cut off, so that moving item by item
/// (or a page at a time, after which VoiceOver focuses an item of the new page) keeps the focused item in view —
/// only for VoiceOver, only for an item not fully visible, at once under Reduce Motion (Core's
/// ``CarouselAccessibilityFocus``): explore-by-touch and Switch Control's scanning are left alone.
@MainActor
final class CarouselAccessibilityObserver: NSObject {
    private weak var layout: CarouselFlowLayout?

    init(layout: CarouselFlowLayout) {
        self.layout = layout
        super.init()
        // A selector-based observer is removed automatically when this object is deallocated.
        NotificationCenter.default.addObserver(
            self, selector: #selector(elementFocused(_:)), name: UIAccessibility.elementFocusedNotification, object: nil
        )
    }

    @objc private func elementFocused(_ notification: Notification) {
        guard let layout, let collectionView = layout.collectionView,
            let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? NSObject
        else { return }
        let technology = notification.userInfo?[UIAccessibility.assistiveTechnologyUserInfoKey] as? String
        let byVoiceOver = CarouselAccessibilityFocus.isByVoiceOver(
            technologyIsVoiceOver: technology.map {
                $0 == UIAccessibility.AssistiveTechnologyIdentifier.notificationVoiceOver.rawValue
            },
            isVoiceOverRunning: MotionSettings.isVoiceOverRunning(for: collectionView))
        // An element that is not a view (a `UIAccessibilityElement` a cell exposes) counts by its container chain.
        let node = ViewTreeSearch.ancestor(
            from: element, next: { ($0 as? UIAccessibilityElement)?.accessibilityContainer as? NSObject }
        ) {
            $0 is UIView
        }
        guard let view = node as? UIView,
            let cell = collectionView.visibleCells.first(where: { view.isDescendant(of: $0) }),
            let indexPath = collectionView.indexPath(for: cell),
            let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
        else { return }
        let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        // stays in UIKit: applies Core's CarouselAccessibilityFocus.Scroll, one UIKit call per case
        switch CarouselAccessibilityFocus.scroll(
            byVoiceOver: byVoiceOver, itemFrame: frame, visibleRect: visible,
            isReduceMotionEnabled: MotionSettings.isReduceMotionEnabled(for: collectionView))
        {
        case .none: return
        case let .centre(animated): layout.scrollToItem(at: indexPath, animated: animated)
        }
    }
}
extension CarouselFlowLayout: @preconcurrency CarouselPreparationHost {
    package func setSectionInset(_ inset: EdgeInsets) {
        // Only a changed value comes: every assignment invalidates the layout.
        sectionInset = UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }

    package func prepareFlowLayout() {
        super.prepare()
    }

    package func scheduleRecentring() {
        DispatchQueue.main.async { [weak self] in self?.recentre() }
    }
}
#endif
