import Foundation

/// One carousel item as a layout hands it to UIKit: its index path, unscaled frame, and the scale, alpha
/// and stacking of its distance from the visible centre (`UICollectionViewLayoutAttributes`).
package struct CarouselItemAttributes: Sendable, Equatable {
    /// The item's section.
    package var section: Int
    /// The item within its section.
    package var item: Int
    /// The item's frame in content coordinates, before the scale.
    package var frame: CGRect
    /// The scale about the item's centre (the attributes' transform).
    package var scale: CGFloat
    /// The item's opacity.
    package var alpha: CGFloat
    /// The item's stacking order: the nearer the centre, the higher.
    package var zIndex: Int

    /// Creates attributes.
    package init(section: Int, item: Int, frame: CGRect, scale: CGFloat, alpha: CGFloat, zIndex: Int) {
        self.section = section
        self.item = item
        self.frame = frame
        self.scale = scale
        self.alpha = alpha
        self.zIndex = zIndex
    }
}

/// Everything `CarouselFlowLayout` decides, as one value: the item counts and when to read them again,
/// the geometry of each pass and the current item (``CarouselState``), each item's attributes, what a
/// bounds change invalidates, and every content offset the layout hands to UIKit.
///
/// **A layout never moves its scroll view while it lays out.** When the geometry changes (the first
/// layout, a reload, a new item size) the current item must be centred again: ``prepare(_:counts:contentOffset:isDragging:)``
/// only says so, and UIKit gets the offset through the channels a layout has —
/// `targetContentOffset(forProposedContentOffset:)` (``restingOffset(proposed:)``, asked after updates
/// and layout transitions), the bounds-change invalidation context's `contentOffsetAdjustment` for a new
/// size (``offsetAdjustment(resizingFrom:to:)``), and, for the changes UIKit asks nothing about, once the
/// layout pass is over (``recentringOffset(contentOffset:isDragging:)``, on the next turn of the main queue).
/// A release snaps through `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// (``releaseOffset(currentOffset:proposedOffset:velocity:decelerationRate:)``).
package struct CarouselLayout: Sendable, Equatable {
    /// What a layout pass reads from the layout's properties and its collection view.
    package struct Environment: Sendable, Equatable {
        /// `itemSize`.
        package var itemSize: CGSize
        /// `minimumLineSpacing`.
        package var spacing: CGFloat
        /// `scrollDirection`.
        package var axis: CarouselAxis
        /// The collection view's `effectiveUserInterfaceLayoutDirection`.
        package var layoutDirection: LayoutDirection
        /// The collection view's `bounds.size`.
        package var viewportSize: CGSize
        /// The collection view's `adjustedContentInset`.
        package var contentInset: EdgeInsets

        /// Creates an environment.
        package init(
            itemSize: CGSize, spacing: CGFloat, axis: CarouselAxis, layoutDirection: LayoutDirection = .leftToRight,
            viewportSize: CGSize, contentInset: EdgeInsets = .zero
        ) {
            self.itemSize = itemSize
            self.spacing = spacing
            self.axis = axis
            self.layoutDirection = layoutDirection
            self.viewportSize = viewportSize
            self.contentInset = contentInset
        }

        /// The geometry of `itemCount` items in this environment.
        package func geometry(itemCount: Int) -> CarouselGeometry {
            CarouselGeometry(
                itemSize: itemSize, spacing: spacing, axis: axis, layoutDirection: layoutDirection,
                viewportSize: viewportSize, contentInset: contentInset, itemCount: itemCount)
        }
    }

    /// How items shrink and fade with their distance from the centre.
    package var appearance = CarouselAppearance()
    /// Reduce Motion, as the UIKit layer read it for the collection view's window at the last pass: items
    /// are drawn with ``CarouselAppearance/flat`` while it is on (nothing grows and shrinks as the content
    /// scrolls), with ``appearance`` otherwise.
    package var isReduceMotionEnabled = false
    /// Increase Contrast (the collection view's `traitCollection.accessibilityContrast == .high`): items keep their
    /// full opacity (a faded item is text and artwork drawn at lower contrast); their scale is kept.
    package var increasesContrast = false
    /// The appearance items are drawn with: ``CarouselAppearance/flat`` under Reduce Motion, else ``appearance`` —
    /// without its fade under Increase Contrast.
    package var effectiveAppearance: CarouselAppearance {
        if isReduceMotionEnabled { return .flat }
        guard increasesContrast else { return appearance }
        var opaque = appearance
        opaque.alphaFalloff = 0
        return opaque
    }
    /// The most items one flick may move past the item under the centre (below 1 counts as 1).
    package var maximumItemsPerFlick = Int.max
    /// The current item and the geometry of the last pass.
    package private(set) var state = CarouselState()
    /// The items of every section, as one line.
    package private(set) var sections = SectionedItems(itemCounts: [])
    /// Whether the next pass must read the item counts again (anything but a scroll invalidated the layout).
    package private(set) var needsCounts = true
    /// The environment of the last pass.
    private var environment: Environment?
    /// Whether a recentring after the layout pass is scheduled and not yet done.
    private var isRecentringScheduled = false

    /// A layout that has not laid anything out yet.
    package init() {}

    /// The geometry of the last pass, or nil before the first.
    package var geometry: CarouselGeometry? { state.geometry }

    /// The current item as (section, item), or nil without items.
    package var currentItem: (section: Int, item: Int)? {
        state.currentItem.flatMap(sections.location(ofIndex:))
    }

    // MARK: Layout passes

    /// What a layout pass asks of UIKit.
    package struct Preparation: Sendable, Equatable {
        /// The section insets to give the flow layout (so that its own machinery agrees), or nil when the
        /// ones it has are right (every assignment invalidates the layout).
        package var sectionInset: EdgeInsets?
        /// Whether to centre the current item once the pass is over (``recentringOffset(contentOffset:isDragging:)``
        /// on the next turn of the main queue): the geometry changed and the content does not show the
        /// current item centred. Never twice for one change.
        package var schedulesRecentring: Bool

        package init(sectionInset: EdgeInsets?, schedulesRecentring: Bool) {
            self.sectionInset = sectionInset
            self.schedulesRecentring = schedulesRecentring
        }

        /// One thing the layout pass does, in ``steps``'s order.
        package enum Step: Sendable, Equatable {
            /// Give the flow layout these section insets (before its own pass, which reads them).
            case setSectionInset(EdgeInsets)
            /// The flow layout's own pass (`super.prepare()`).
            case prepareFlowLayout
            /// Centre the current item on the next turn of the main queue (``CarouselLayout/recentringOffset(contentOffset:isDragging:)``).
            case scheduleRecentring
        }

        /// The pass as UIKit runs it: the insets when they changed, the flow layout's own pass, then the
        /// recentring when one is scheduled.
        package var steps: [Step] {
            var steps: [Step] = []
            if let sectionInset { steps.append(.setSectionInset(sectionInset)) }
            steps.append(.prepareFlowLayout)
            if schedulesRecentring { steps.append(.scheduleRecentring) }
            return steps
        }
    }

    /// A layout pass (`prepare()`): reads the counts if anything but a scroll invalidated the layout,
    /// builds the geometry, records the pass.
    ///
    /// - Parameter flowSectionInset: the flow layout's `sectionInset` now.
    package mutating func prepare(
        _ environment: Environment, counts: some CollectionItemCounting, flowSectionInset: EdgeInsets,
        contentOffset: CGPoint, isDragging: Bool
    ) -> Preparation {
        let fullPass = needsCounts
        if fullPass { sections = Self.sections(of: counts) }
        needsCounts = false
        self.environment = environment
        let geometry = environment.geometry(itemCount: sections.totalCount)
        let inset = geometry.sectionInset
        let recentres = state.prepare(geometry: geometry, contentOffset: contentOffset, isDragging: isDragging) != nil
        let schedules = recentres && !isRecentringScheduled
        isRecentringScheduled = isRecentringScheduled || recentres
        return Preparation(sectionInset: fullPass && inset != flowSectionInset ? inset : nil, schedulesRecentring: schedules)
    }

    /// The item counts of every section.
    private static func sections(of counts: some CollectionItemCounting) -> SectionedItems {
        SectionedItems(itemCounts: (0..<Swift.max(0, counts.numberOfSections)).map { counts.numberOfItems(inSection: $0) })
    }

    /// The offset that centres the current item, asked once the pass that scheduled it is over; nil when the
    /// content already shows it centred, while the user drags (the finger wins), or without items.
    package mutating func recentringOffset(contentOffset: CGPoint, isDragging: Bool) -> CGPoint? {
        isRecentringScheduled = false
        guard !isDragging, let geometry, let item = state.currentItem,
            !(contentOffset.x.isFinite && contentOffset.y.isFinite && geometry.isCentred(item: item, at: contentOffset))
        else { return nil }
        return geometry.contentOffset(centringItem: item, crossOffset: geometry.cross(contentOffset))
    }

    /// The layout was invalidated (`invalidateLayout(with:)`); `isScrollOnly` when the carousel's own
    /// scroll context says only the content scrolled. Anything else reads the counts again at the next pass.
    package mutating func invalidated(isScrollOnly: Bool) {
        needsCounts = needsCounts || !isScrollOnly
    }

    // MARK: Attributes

    /// The attributes of the items whose frames overlap `rect`, found by arithmetic (O(visible items)).
    package func attributes(in rect: CGRect, contentOffset: CGPoint) -> [CarouselItemAttributes] {
        guard let geometry else { return [] }
        return geometry.items(in: rect).compactMap { attributes(ofIndex: $0, geometry: geometry, contentOffset: contentOffset) }
    }

    /// The attributes of `item` of `section`, or nil for an item that does not exist (or before the first pass).
    package func attributes(section: Int, item: Int, contentOffset: CGPoint) -> CarouselItemAttributes? {
        guard let geometry, let index = sections.index(section: section, item: item) else { return nil }
        return attributes(ofIndex: index, geometry: geometry, contentOffset: contentOffset)
    }

    /// The attributes of an item the user moves (`layoutAttributesForInteractivelyMovingItem`): its own,
    /// centred on `position` and above its neighbours (zIndex 1); an item that does not exist gets an empty
    /// frame at `position`, full size and opacity.
    package func movingItemAttributes(
        section: Int, item: Int, position: CGPoint, contentOffset: CGPoint
    ) -> CarouselItemAttributes {
        var moving =
            attributes(section: section, item: item, contentOffset: contentOffset)
            ?? CarouselItemAttributes(section: section, item: item, frame: .zero, scale: 1, alpha: 1, zIndex: 0)
        let size = moving.frame.size
        moving.frame = CGRect(
            x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height)
        moving.zIndex = 1
        return moving
    }

    /// Line index `index` as attributes: its frame, and its scale, alpha and stacking by distance from the
    /// centre of the bounds at `contentOffset`.
    private func attributes(ofIndex index: Int, geometry: CarouselGeometry, contentOffset: CGPoint) -> CarouselItemAttributes? {
        guard let location = sections.location(ofIndex: index) else { return nil }
        return Self.attributes(
            ofIndex: index, section: location.section, item: location.item, geometry: geometry,
            appearance: effectiveAppearance, contentOffset: contentOffset)
    }

    /// Line index `index` of `geometry` (at `section`, `item`) drawn with `appearance` for the bounds at
    /// `contentOffset`: the one rule for every carousel item's attributes.
    package static func attributes(
        ofIndex index: Int, section: Int, item: Int, geometry: CarouselGeometry, appearance: CarouselAppearance,
        contentOffset: CGPoint
    ) -> CarouselItemAttributes {
        let distance = geometry.distanceFromCentre(ofItem: index, contentOffset: contentOffset)
        return CarouselItemAttributes(
            section: section, item: item, frame: geometry.frame(ofItem: index),
            scale: appearance.scale(atDistance: distance, visibleLength: geometry.visibleLength),
            alpha: appearance.alpha(atDistance: distance, visibleLength: geometry.visibleLength),
            zIndex: CarouselAppearance.zIndex(atDistance: distance)
        )
    }

    /// The target of an item moved interactively to `position` (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`):
    /// the item whose centre is nearest along the axis, within the moving item's section; the moving
    /// item's own (section, item) otherwise.
    package func movingTarget(section: Int, item: Int, position: CGPoint) -> (section: Int, item: Int) {
        guard let index = geometry?.nearestItem(atPoint: position), let target = sections.location(ofIndex: index),
            target.section == section
        else { return (section, item) }
        return target
    }

    // MARK: Bounds changes

    /// What the bounds change from `old` to `new` means (`shouldInvalidateLayout(forBoundsChange:)` is
    /// true unless it is ``CarouselBoundsChange/none``); a resize before the first pass.
    package func boundsChange(from old: CGRect, to new: CGRect) -> CarouselBoundsChange {
        geometry?.boundsChange(from: old, to: new) ?? .resize
    }

    /// The items whose attributes a scroll from `old` to `new` changes, as (section, item): the items in
    /// either rect (two windows, at most, whatever the distance).
    package func itemsToInvalidate(scrollingFrom old: CGRect, to new: CGRect) -> [(section: Int, item: Int)] {
        guard let geometry else { return [] }
        return geometry.itemsToInvalidate(scrollingFrom: old, to: new).flatMap { $0.compactMap(sections.location(ofIndex:)) }
    }

    /// The content offset change that keeps the current item centred when the bounds change size from
    /// `old` to `new` (the invalidation context's `contentOffsetAdjustment`): the offset that centres it in
    /// the geometry of the new size, less `new`'s origin, along the axis. Zero before the first pass,
    /// without items, for a size of zero length or a non-finite origin.
    package func offsetAdjustment(resizingFrom old: CGRect, to new: CGRect) -> CGPoint {
        guard var environment, let item = state.currentItem, new.origin.x.isFinite, new.origin.y.isFinite else { return .zero }
        environment.viewportSize = new.size
        let resized = environment.geometry(itemCount: sections.totalCount)
        guard resized.visibleLength > 0,
            let target = resized.contentOffset(centringItem: item, crossOffset: resized.cross(new.origin))
        else { return .zero }
        return resized.point(main: resized.main(target) - resized.main(new.origin), cross: 0)
    }

    // MARK: Resting offsets

    /// The offset a release comes to rest at (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`,
    /// `velocity` in points per millisecond, as UIKit gives it): the offset that centres the item the
    /// release lands on (``CarouselGeometry/snap(_:)``); `proposedOffset` itself without items or before
    /// the first pass.
    package mutating func releaseOffset(
        currentOffset: CGPoint, proposedOffset: CGPoint, velocity: CGPoint,
        decelerationRate: CGFloat
    ) -> CGPoint {
        state.release(
            CarouselRelease(
                currentOffset: currentOffset, proposedOffset: proposedOffset, velocity: velocity,
                decelerationRate: decelerationRate, maximumItemsPerFlick: maximumItemsPerFlick)) ?? proposedOffset
    }

    /// The offset that keeps the current item centred after an update or a layout transition
    /// (`targetContentOffset(forProposedContentOffset:)`); `proposed` without items or before the first pass.
    package func restingOffset(proposed: CGPoint) -> CGPoint {
        state.restingOffset(proposed: proposed)
    }

    /// Makes `item` of `section` current and returns the offset that centres it (`scrollToItem(at:animated:)`).
    ///
    /// An item past its section's end counts as the section's last, a negative one as its first; a section
    /// that does not exist or is empty gives nil and changes nothing. Before the first pass (or without
    /// items) the item is remembered and centred by the first pass that has items: nil.
    ///
    /// - Parameter contentOffset: the content offset now; its component across the axis is kept.
    package mutating func scroll(
        toSection section: Int, item: Int, counts: some CollectionItemCounting, axis: CarouselAxis,
        contentOffset: CGPoint
    ) -> CGPoint? {
        if needsCounts { sections = Self.sections(of: counts) }
        guard let index = sections.nearestIndex(section: section, item: item) else { return nil }
        return state.scroll(toItem: index, crossOffset: axis == .horizontal ? contentOffset.y : contentOffset.x)
    }
}
