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
///   bounds; the nearest one is on top.
/// - On release the content comes to rest with one item centred (see ``maximumItemsPerFlick``). Leave
///   `isPagingEnabled` off: UIKit does not ask a layout for a target while it pages.
/// - The ``currentIndexPath`` stays current across rotation, size changes and reloads.
/// - In a right-to-left layout a horizontal carousel is mirrored, as UIKit's flow layout is: the first
///   item starts at the right end.
/// - With VoiceOver, the item a user moves to is scrolled to the centre.
///
/// The work per frame touches only the items in the visible rect, whatever the number of items.
@MainActor
public final class CarouselFlowLayout: UICollectionViewFlowLayout {
    /// How items shrink and fade with their distance from the centre; the classic carousel's rule by default.
    public var appearance = CarouselAppearance() {
        didSet { if appearance != oldValue { invalidateLayout() } }
    }

    /// The most items one flick may move past the item under the centre; 1 gives paging.
    ///
    /// Values below 1 count as 1. The default, `Int.max`, lets a long flick travel as far as UIKit's
    /// deceleration carries it, then centres the item nearest to where it would stop.
    public var maximumItemsPerFlick: Int = .max

    /// The item at the centre (or the one the content is travelling to), or `nil` without items.
    public var currentIndexPath: IndexPath? {
        state.currentItem.flatMap(indexPath(forIndex:))
    }

    /// The memory between passes: geometry, current item, pending target.
    private var state = CarouselState()
    /// The items of every section, as one line.
    private var sections = SectionedItems(itemCounts: [])
    /// Whether the next `prepare()` must read the data source and the layout's properties again
    /// (anything but a scroll invalidated the layout).
    private var needsFullPrepare = true
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
    }

    /// Scrolls so that the item at `indexPath` is centred and makes it current.
    ///
    /// Before the collection view has been laid out the item is remembered and centred by the first
    /// layout. An item past its section's end counts as the section's last item, a negative one as its
    /// first; an index path in a section that does not exist or is empty is ignored.
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        guard let collectionView else { return }
        if needsFullPrepare { sections = Self.sections(of: collectionView) }
        guard let index = sections.nearestIndex(section: indexPath.section, item: indexPath.item) else { return }
        let crossOffset = scrollDirection == .horizontal ? collectionView.contentOffset.y : collectionView.contentOffset.x
        guard let offset = state.scroll(toItem: index, crossOffset: crossOffset) else { return }
        collectionView.setContentOffset(offset, animated: animated)
    }

    // MARK: Preparing

    /// Reads the collection view (item counts only after a change other than a scroll), builds the
    /// geometry, and re-centres the current item when the geometry changed.
    override public func prepare() {
        guard let collectionView else {
            super.prepare()
            return
        }
        if needsFullPrepare { sections = Self.sections(of: collectionView) }
        let geometry = CarouselGeometry(
            itemSize: itemSize,
            spacing: minimumLineSpacing,
            axis: scrollDirection == .horizontal ? .horizontal : .vertical,
            layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            viewportSize: collectionView.bounds.size,
            contentInset: EdgeInsets(collectionView.adjustedContentInset),
            itemCount: sections.totalCount
        )
        if needsFullPrepare { matchFlowProperties(to: geometry) }
        needsFullPrepare = false
        super.prepare()
        if let offset = state.prepare(
            geometry: geometry,
            contentOffset: collectionView.contentOffset,
            isDragging: collectionView.isDragging
        ) {
            collectionView.contentOffset = offset
        }
    }

    /// The item counts of every section.
    private static func sections(of collectionView: UICollectionView) -> SectionedItems {
        SectionedItems(itemCounts: (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) })
    }

    /// Sets the flow layout's own section insets to this geometry's, so that the superclass's layout
    /// (used by UIKit machinery this class does not override) agrees with it. Only a changed value is set:
    /// every assignment invalidates the layout.
    private func matchFlowProperties(to geometry: CarouselGeometry) {
        let insets = geometry.sectionInset
        let inset = UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        if sectionInset != inset { sectionInset = inset }
    }

    /// Both padded ends and every item in one line; zero without items.
    override public var collectionViewContentSize: CGSize {
        state.geometry?.contentSize ?? .zero
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
        guard let geometry = state.geometry, let offset = collectionView?.contentOffset else { return nil }
        return geometry.items(in: rect).compactMap { attributes(forIndex: $0, geometry: geometry, contentOffset: offset) }
    }

    /// The item's frame, scale, alpha and stacking; `nil` for an index path that does not exist.
    override public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let geometry = state.geometry, let offset = collectionView?.contentOffset,
              let index = sections.index(section: indexPath.section, item: indexPath.item) else { return nil }
        return attributes(forIndex: index, geometry: geometry, contentOffset: offset)
    }

    /// `nil`: the carousel has no headers or footers.
    override public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of the item at line index `index`: its frame, and its scale, alpha and stacking by
    /// distance from the centre of the bounds at `contentOffset`.
    private func attributes(forIndex index: Int, geometry: CarouselGeometry, contentOffset: CGPoint) -> UICollectionViewLayoutAttributes? {
        guard let indexPath = indexPath(forIndex: index) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = geometry.frame(ofItem: index)
        let distance = geometry.distanceFromCentre(ofItem: index, contentOffset: contentOffset)
        let scale = appearance.scale(atDistance: distance, visibleLength: geometry.visibleLength)
        attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
        attributes.alpha = appearance.alpha(atDistance: distance, visibleLength: geometry.visibleLength)
        attributes.zIndex = CarouselAppearance.zIndex(atDistance: distance)
        return attributes
    }

    /// The index path of line index `index`.
    private func indexPath(forIndex index: Int) -> IndexPath? {
        sections.location(ofIndex: index).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// `nil`, as a plain collection view layout: inserted items fade in where they land.
    override public func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// `nil`, as a plain collection view layout: deleted items fade out where they were.
    override public func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    // MARK: Invalidation

    /// The carousel's context, which marks the invalidations that are only a scroll.
    override public class var invalidationContextClass: AnyClass {
        CarouselInvalidationContext.self
    }

    /// `true` when the bounds scroll along the axis or change size; a bounce across the axis changes nothing.
    override public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let geometry = state.geometry, let bounds = collectionView?.bounds else { return true }
        return geometry.boundsChange(from: bounds, to: newBounds) != .none
    }

    /// For a scroll, a context that invalidates only the items visible before and after it and keeps the
    /// flow layout's own data; for a size change, the flow layout's full context.
    override public func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let geometry = state.geometry, let bounds = collectionView?.bounds,
              let carousel = context as? CarouselInvalidationContext,
              geometry.boundsChange(from: bounds, to: newBounds) == .scroll else { return context }
        // A scroll changes the visible items' scale, alpha and stacking, nothing else.
        carousel.isScrollOnly = true
        carousel.invalidateFlowLayoutAttributes = false
        carousel.invalidateFlowLayoutDelegateMetrics = false
        let indexPaths = geometry.itemsToInvalidate(scrollingFrom: bounds, to: newBounds).flatMap { $0.compactMap(indexPath(forIndex:)) }
        if !indexPaths.isEmpty { carousel.invalidateItems(at: indexPaths) }
        return carousel
    }

    /// Notes whether the next `prepare()` must read the data source again (anything but a scroll).
    override public func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if (context as? CarouselInvalidationContext)?.isScrollOnly != true { needsFullPrepare = true }
        super.invalidateLayout(with: context)
    }

    // MARK: Resting offsets

    /// The offset that centres the item the release lands on (see the guide's snapping rules); `velocity`
    /// is UIKit's, in points per millisecond.
    override public func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let release = CarouselRelease(
            currentOffset: collectionView.contentOffset,
            proposedOffset: proposedContentOffset,
            velocity: velocity,
            decelerationRate: collectionView.decelerationRate.rawValue,
            maximumItemsPerFlick: maximumItemsPerFlick
        )
        return state.release(release) ?? proposedContentOffset
    }

    /// The offset that keeps the current item centred after an update, a layout change or a rotation.
    override public func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        state.restingOffset(proposed: proposedContentOffset)
    }

    // MARK: Interactive movement

    /// The item whose centre is nearest to `position` along the axis, within the moving item's section.
    override public func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        guard let index = state.geometry?.nearestItem(atPoint: position),
              let target = indexPath(forIndex: index), target.section == previousIndexPath.section else { return previousIndexPath }
        return target
    }

    /// The item's attributes centred on `position`, above its neighbours.
    override public func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath) ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = 1
        return attributes
    }
}

/// A carousel's invalidation context: marks the invalidations that are only a scroll.
@MainActor
final class CarouselInvalidationContext: UICollectionViewFlowLayoutInvalidationContext {
    /// Whether only the visible items' appearance changed (the content scrolled).
    var isScrollOnly = false
}

/// Scrolls the item VoiceOver focuses to the centre of a carousel, so that moving item by item (or a page
/// at a time, after which VoiceOver focuses an item of the new page) always lands centred.
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
              let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? UIView,
              let cell = collectionView.visibleCells.first(where: { element.isDescendant(of: $0) }),
              let indexPath = collectionView.indexPath(for: cell) else { return }
        layout.scrollToItem(at: indexPath, animated: true)
    }
}
#endif
