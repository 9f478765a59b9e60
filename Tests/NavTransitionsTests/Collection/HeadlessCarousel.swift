import Foundation
import NavTransitions

/// A headless collection view with a `CarouselFlowLayout`: the same reads and the same Core calls
/// (Core's `CarouselLayout`) as the UIKit layout, applied to a modelled scroll view.
///
/// It models what UIKit documents about a collection view and its layout:
/// - a layout pass (`layoutSubviews` → `prepare()`) runs after an invalidation; a layout may not move its
///   scroll view during the pass (``violations`` records a content offset set while laying out);
/// - a bounds change asks `shouldInvalidateLayout(forBoundsChange:)`, then `invalidationContext(forBoundsChange:)`,
///   whose `contentOffsetAdjustment` the collection view adds to its content offset when it invalidates;
/// - `reloadData()` invalidates everything (the counts are read again); `performBatchUpdates` does too and
///   then asks `targetContentOffset(forProposedContentOffset:)` for the offset at the end of the update;
/// - on release UIKit asks `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` with the
///   velocity in points per millisecond and the offset its deceleration would stop at;
/// - `DispatchQueue.main.async` work runs when the test drains ``mainQueue``.
final class HeadlessCarousel: CollectionItemCounting, CarouselPreparationHost {
    /// The items of each section (the data source).
    var itemCounts: [Int]
    /// The layout's properties.
    var itemSize: CGSize
    var spacing: CGFloat
    var axis: CarouselAxis
    var layoutDirection: LayoutDirection
    /// The collection view's bounds: origin = content offset.
    private(set) var bounds: CGRect
    private(set) var isDragging = false
    /// The flow layout's own `sectionInset`, as the carousel sets it.
    private(set) var flowSectionInset = EdgeInsets.zero
    /// The layout's decisions (its `appearance` and `maximumItemsPerFlick` are the layout's properties).
    var layout = CarouselLayout()
    let mainQueue = HeadlessMainQueue()
    /// Things UIKit forbids or raises for.
    private(set) var violations: [String] = []
    /// How many layout passes ran.
    private(set) var passes = 0
    private var isLayingOut = false

    init(
        itemCounts: [Int], itemSize: CGSize = CGSize(width: 250, height: 200), spacing: CGFloat = 10,
        axis: CarouselAxis = .horizontal,
        layoutDirection: LayoutDirection = .leftToRight, viewport: CGSize = CGSize(width: 375, height: 300)
    ) {
        self.itemCounts = itemCounts
        self.itemSize = itemSize
        self.spacing = spacing
        self.axis = axis
        self.layoutDirection = layoutDirection
        bounds = CGRect(origin: .zero, size: viewport)
    }

    var contentOffset: CGPoint { bounds.origin }

    // MARK: CollectionItemCounting

    var numberOfSections: Int { itemCounts.count }

    func numberOfItems(inSection section: Int) -> Int {
        guard itemCounts.indices.contains(section) else {
            violations.append("numberOfItems(inSection: \(section)) with \(itemCounts.count) sections")
            return 0
        }
        return itemCounts[section]
    }

    // MARK: What the layout reads

    private var environment: CarouselLayout.Environment {
        CarouselLayout.Environment(
            itemSize: itemSize, spacing: spacing, axis: axis, layoutDirection: layoutDirection,
            viewportSize: bounds.size)
    }

    /// `layoutSubviews`: `prepare()` as `CarouselFlowLayout` runs it.
    func layoutPass() {
        passes += 1
        isLayingOut = true
        let preparation = layout.prepare(
            environment, counts: self, flowSectionInset: flowSectionInset,
            contentOffset: contentOffset, isDragging: isDragging)
        preparation.run(on: self)
    }

    // MARK: CarouselPreparationHost: each step of the pass, as CarouselFlowLayout applies it

    func setSectionInset(_ inset: EdgeInsets) { flowSectionInset = inset }
    func prepareFlowLayout() { isLayingOut = false }
    func scheduleRecentring() { mainQueue.async { [weak self] in self?.recentre() } }

    private func recentre() {
        guard let offset = layout.recentringOffset(contentOffset: contentOffset, isDragging: isDragging) else { return }
        setContentOffset(offset)
    }

    /// `setContentOffset(_:animated: false)` / `contentOffset =`: a bounds change.
    func setContentOffset(_ offset: CGPoint) {
        if isLayingOut { violations.append("the content offset was set during a layout pass") }
        setBounds(CGRect(origin: offset, size: bounds.size))
    }

    private func setBounds(_ new: CGRect) {
        let old = bounds
        bounds = new
        let change = layout.boundsChange(from: old, to: new)
        guard change != .none else { return } // shouldInvalidateLayout(forBoundsChange:)
        var adjustment = CGPoint.zero
        if change == .resize { adjustment = layout.offsetAdjustment(resizingFrom: old, to: new) }
        layout.invalidated(isScrollOnly: change == .scroll)
        bounds.origin = CGPoint(x: bounds.origin.x + adjustment.x, y: bounds.origin.y + adjustment.y)
        layoutPass()
    }

    // MARK: What the app and the user do

    /// The user drags the content by `distance` along the axis.
    func drag(by distance: CGFloat) {
        isDragging = true
        let offset =
            axis == .horizontal
            ? CGPoint(x: contentOffset.x + distance, y: contentOffset.y)
            : CGPoint(x: contentOffset.x, y: contentOffset.y + distance)
        setContentOffset(offset)
    }

    /// A planted bug (the reliability suite's proof that it notices one): a release keeps UIKit's proposed
    /// offset instead of asking the layout. False in every real test.
    var ignoresSnappingForTesting = false
    /// A bug planted in Core's run loop (`CarouselLayout.Preparation.run`), which the UIKit layout runs too.
    var plantedFault: PlantedFault?

    /// The finger lifts at `velocity` points per millisecond along the axis; the content comes to rest
    /// where the layout says (modelled as arriving at once). Returns whether the layout chose the offset.
    @discardableResult
    func release(velocity: CGFloat) -> Bool {
        isDragging = false
        let rate: CGFloat = 0.998
        // UIKit's deceleration stops at a finite offset: a velocity that is not finite (a broken recognizer's)
        // does not move the proposal, and the layout is handed the velocity as it is.
        let travel = velocity.isFinite ? velocity * rate / (1 - rate) : 0
        let proposed =
            axis == .horizontal
            ? CGPoint(x: contentOffset.x + travel, y: contentOffset.y)
            : CGPoint(x: contentOffset.x, y: contentOffset.y + travel)
        let vector = axis == .horizontal ? CGPoint(x: velocity, y: 0) : CGPoint(x: 0, y: velocity)
        let target =
            ignoresSnappingForTesting
            ? proposed
            : layout.releaseOffset(
                currentOffset: contentOffset, proposedOffset: proposed, velocity: vector, decelerationRate: rate)
        setContentOffset(target)
        return !ignoresSnappingForTesting && layout.geometry.map { $0.itemCount > 0 } == true
    }

    /// A rotation or a window resize.
    func resize(to size: CGSize) {
        setBounds(CGRect(origin: bounds.origin, size: size))
    }

    /// The app changes a layout property (`itemSize =` invalidates the layout), then the next pass.
    func setItemSize(_ size: CGSize) {
        itemSize = size
        layout.invalidated(isScrollOnly: false)
        layoutPass()
    }

    /// `reloadData()` with new counts.
    func reloadData(_ counts: [Int]) {
        itemCounts = counts
        layout.invalidated(isScrollOnly: false)
        layoutPass()
    }

    /// `performBatchUpdates` with new counts: the pass, then the update's resting offset.
    func performBatchUpdates(_ counts: [Int]) {
        itemCounts = counts
        layout.invalidated(isScrollOnly: false)
        layoutPass()
        setContentOffset(layout.restingOffset(proposed: contentOffset))
    }

    /// `CarouselFlowLayout.scrollToItem(at:animated: false)`.
    func scrollToItem(section: Int, item: Int) {
        guard let offset = layout.scroll(toSection: section, item: item, counts: self, axis: axis, contentOffset: contentOffset)
        else { return }
        setContentOffset(offset)
    }

    /// `layoutAttributesForElements(in: bounds)`.
    var visibleAttributes: [CarouselItemAttributes] {
        layout.attributes(in: bounds, contentOffset: contentOffset)
    }

    /// Whether the current item is centred in the bounds.
    var isCurrentItemCentred: Bool {
        guard let geometry = layout.geometry, let current = layout.currentItem else { return false }
        let index = SectionedItems(itemCounts: itemCounts).index(section: current.section, item: current.item) ?? -1
        return geometry.isCentred(item: index, at: contentOffset)
    }
}
