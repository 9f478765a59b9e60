import Foundation

/// The axis a carousel scrolls along, as `UICollectionView.ScrollDirection` names it.
package enum CarouselAxis: Sendable, Hashable, CaseIterable {
    /// Items in a row, scrolling left and right.
    case horizontal
    /// Items in a column, scrolling up and down.
    case vertical
}

/// The geometry of a carousel: uniform items in one line, the first and last of which can be centred.
///
/// Positions are in the collection view's content coordinates, in points. Along the scrolling axis, the
/// content is `padding`, the items separated by `spacing`, `padding` again, where the padding
/// (`(visibleLength − itemLength) ÷ 2`, at least 0) is what lets the first and the last item reach the
/// centre of the collection view's bounds. Across the axis, items are centred in the bounds minus the
/// scroll view's adjusted content insets on that axis (a horizontal carousel under a navigation bar is
/// centred in the visible area below the bar).
///
/// A horizontal carousel in a right-to-left layout is mirrored, as UIKit's flow layout is: item 0 sits at
/// the right end of the content, the content starts scrolled to its right end, and scrolling forward moves
/// the offset toward smaller x. The math is done in *forward* coordinates (distance from the start of
/// the content along the reading direction) and mapped at the edges, so every answer below is a plain
/// content-coordinate value a layout can hand to UIKit.
///
/// Because items are uniform, every question (the items in a rect, the item at an offset, an item's
/// frame) is answered by arithmetic in O(1), whatever the number of items.
///
/// Bad input: a non-finite or negative size, spacing or inset counts as 0, sizes and spacing are capped
/// at 1,000,000 points, a negative item count counts as 0.
package struct CarouselGeometry: Sendable, Equatable {
    /// The largest size, spacing or inset the geometry accepts, in points; larger ones are capped.
    package static let maximumLength: CGFloat = 1_000_000
    /// How close to an item's centring offset, in points, the content counts as resting on that item.
    package static let restingTolerance: CGFloat = 0.5

    /// The size of every item.
    package let itemSize: CGSize
    /// The distance between neighbouring items along the axis.
    package let spacing: CGFloat
    /// The scrolling axis.
    package let axis: CarouselAxis
    /// The reading direction; it mirrors horizontal carousels only.
    package let layoutDirection: LayoutDirection
    /// The size of the collection view's bounds.
    package let viewportSize: CGSize
    /// The adjusted content inset before the items across the axis (top for horizontal, left for vertical).
    package let crossInsetBefore: CGFloat
    /// The adjusted content inset after the items across the axis (bottom for horizontal, right for vertical).
    package let crossInsetAfter: CGFloat
    /// The number of items.
    package let itemCount: Int

    /// The item's length along the axis.
    package let itemLength: CGFloat
    /// The item's thickness across the axis.
    package let itemThickness: CGFloat
    /// The bounds' length along the axis: the visible length.
    package let visibleLength: CGFloat
    /// The distance from one item's start to the next one's: item length plus spacing.
    package let stride: CGFloat
    /// The empty space before the first item and after the last one along the axis.
    package let padding: CGFloat
    /// The content's length along the axis (0 without items).
    package let contentLength: CGFloat
    /// Where items start across the axis, in content coordinates.
    package let crossPosition: CGFloat
    /// The content's thickness across the axis (0 without items).
    package let contentThickness: CGFloat

    /// Creates the geometry of `itemCount` items of `itemSize`, `spacing` apart, in bounds of `viewportSize`.
    ///
    /// - Parameters:
    ///   - contentInset: the scroll view's adjusted content inset; only the components across the axis
    ///     are used (the items are centred in the bounds along the axis).
    package init(
        itemSize: CGSize,
        spacing: CGFloat,
        axis: CarouselAxis,
        layoutDirection: LayoutDirection = .leftToRight,
        viewportSize: CGSize,
        contentInset: EdgeInsets = .zero,
        itemCount: Int
    ) {
        let size = CGSize(width: Self.length(itemSize.width), height: Self.length(itemSize.height))
        let viewport = CGSize(width: Self.length(viewportSize.width), height: Self.length(viewportSize.height))
        self.itemSize = size
        self.spacing = Self.length(spacing)
        self.axis = axis
        self.layoutDirection = layoutDirection
        self.viewportSize = viewport
        let horizontal = axis == .horizontal
        crossInsetBefore = Self.length(horizontal ? contentInset.top : contentInset.left)
        crossInsetAfter = Self.length(horizontal ? contentInset.bottom : contentInset.right)
        self.itemCount = Swift.max(0, itemCount)

        itemLength = horizontal ? size.width : size.height
        itemThickness = horizontal ? size.height : size.width
        visibleLength = horizontal ? viewport.width : viewport.height
        stride = itemLength + self.spacing
        padding = Swift.max(0, (visibleLength - itemLength) / 2)
        let count = CGFloat(self.itemCount)
        contentLength = self.itemCount == 0 ? 0 : 2 * padding + count * itemLength + (count - 1) * self.spacing
        let visibleThickness = Swift.max(0, (horizontal ? viewport.height : viewport.width) - crossInsetBefore - crossInsetAfter)
        crossPosition = Swift.max(0, (visibleThickness - itemThickness) / 2)
        contentThickness = self.itemCount == 0 ? 0 : Swift.max(visibleThickness, itemThickness)
    }

    /// A length made safe: non-finite or negative gives 0, more than ``maximumLength`` gives the maximum.
    private static func length(_ value: CGFloat) -> CGFloat {
        value.finiteOr(0).clamped(to: 0...maximumLength)
    }

    /// Whether a horizontal, right-to-left carousel: forward runs toward smaller x.
    private var isMirrored: Bool {
        axis == .horizontal && layoutDirection == .rightToLeft
    }

    /// The content size for `collectionViewContentSize`; zero without items.
    package var contentSize: CGSize {
        axis == .horizontal
            ? CGSize(width: contentLength, height: contentThickness)
            : CGSize(width: contentThickness, height: contentLength)
    }

    /// The section insets that make a flow layout place the items where this geometry does.
    ///
    /// Along the axis: ``padding`` on both sides. Across it: the items are centred (``crossPosition``
    /// before, the rest of the visible thickness after).
    package var sectionInset: EdgeInsets {
        let after = Swift.max(0, contentThickness - crossPosition - itemThickness)
        return axis == .horizontal
            ? EdgeInsets(top: crossPosition, left: padding, bottom: after, right: padding)
            : EdgeInsets(top: padding, left: crossPosition, bottom: padding, right: after)
    }

    // MARK: Axis helpers

    /// The component of `point` along the axis.
    package func main(_ point: CGPoint) -> CGFloat {
        axis == .horizontal ? point.x : point.y
    }

    /// The component of `point` across the axis.
    package func cross(_ point: CGPoint) -> CGFloat {
        axis == .horizontal ? point.y : point.x
    }

    /// A point from its components along and across the axis.
    package func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }

    /// The forward coordinate of a content offset along the axis, or the content offset of a forward one.
    ///
    /// The identity except in a mirrored carousel, where it is `contentLength − visibleLength − offset`
    /// (the mapping is its own inverse).
    package func forwardOffset(_ offset: CGFloat) -> CGFloat {
        isMirrored ? contentLength - visibleLength - offset : offset
    }

    /// The sign that turns a velocity along the axis into a forward velocity: −1 in a mirrored carousel.
    package var forwardSign: CGFloat {
        isMirrored ? -1 : 1
    }

    // MARK: Items

    /// The frame of item `index` in content coordinates, before any scaling.
    ///
    /// Indexes outside `0..<itemCount` are placed where they would be if the line went on.
    package func frame(ofItem index: Int) -> CGRect {
        let start = padding + CGFloat(index) * stride
        let main = isMirrored ? contentLength - start - itemLength : start
        return axis == .horizontal
            ? CGRect(x: main, y: crossPosition, width: itemLength, height: itemThickness)
            : CGRect(x: crossPosition, y: main, width: itemThickness, height: itemLength)
    }

    /// The items whose frames overlap `rect` (in content coordinates), in O(1).
    ///
    /// Frames that only touch the rect's edge do not overlap. Empty when there are no items, when items
    /// have no area, or when `rect` has a NaN component or edge (an infinite origin with an infinite
    /// size); `CGRect.infinite` gives every item.
    package func items(in rect: CGRect) -> Range<Int> {
        let none = 0..<0
        guard itemLength > 0, itemThickness > 0 else { return none }
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard !values.contains(where: \.isNaN) else { return none }
        let rect = rect.standardized
        let horizontal = axis == .horizontal
        let crossMin = horizontal ? rect.minY : rect.minX, crossMax = horizontal ? rect.maxY : rect.maxX
        guard crossMin < crossPosition + itemThickness, crossMax > crossPosition else { return none }
        let mainMin = horizontal ? rect.minX : rect.minY, mainMax = horizontal ? rect.maxX : rect.maxY
        let start = isMirrored ? contentLength - mainMax : mainMin
        let end = isMirrored ? contentLength - mainMin : mainMax
        // Item i spans [padding + i·stride, padding + i·stride + itemLength]; it overlaps (start, end)
        // when i > (start − padding − itemLength) / stride and i < (end − padding) / stride.
        let first = Self.index((((start - padding - itemLength) / stride).rounded(.down) + 1), count: itemCount)
        let last = Self.index((((end - padding) / stride).rounded(.up) - 1), count: itemCount)
        let lower = Swift.max(0, first), upper = Swift.min(itemCount - 1, last)
        return lower <= upper ? lower..<(upper + 1) : none
    }

    /// A fractional index as an `Int`, kept in `-1...count` first so that huge values cannot trap; NaN gives -1.
    private static func index(_ value: CGFloat, count: Int) -> Int {
        Int(value.clamped(to: -1...CGFloat(count)))
    }

    /// The distance, in points along the axis, from the centre of item `index` to the centre of the
    /// bounds at `contentOffset`. Always ≥ 0; NaN if the offset is NaN.
    package func distanceFromCentre(ofItem index: Int, contentOffset: CGPoint) -> CGFloat {
        let itemFrame = frame(ofItem: index)
        let itemCentre = axis == .horizontal ? itemFrame.midX : itemFrame.midY
        return abs(itemCentre - (main(contentOffset) + visibleLength / 2))
    }

    /// The forward offset that centres item `index`: `padding + index·stride + itemLength/2 − visibleLength/2`.
    func forwardCentringOffset(_ index: Int) -> CGFloat {
        padding + CGFloat(index) * stride + itemLength / 2 - visibleLength / 2
    }

    /// The content offset that centres item `index` (clamped into the items), keeping `crossOffset`
    /// across the axis (0 if it is not finite); `nil` without items.
    ///
    /// The offset is always inside the content: the padding lets the first and last items reach the
    /// centre, and an item longer than the visible length is centred within the content.
    package func contentOffset(centringItem index: Int, crossOffset: CGFloat) -> CGPoint? {
        guard itemCount > 0 else { return nil }
        let item = Swift.min(Swift.max(0, index), itemCount - 1)
        return point(main: forwardOffset(forwardCentringOffset(item)), cross: crossOffset.finiteOr(0))
    }

    /// The fractional index of the item centred at a forward offset: 2.5 is half-way from item 2 to item 3.
    ///
    /// 0 when items have no stride (every item is at the same place).
    package func position(atForwardOffset offset: CGFloat) -> CGFloat {
        guard stride > 0 else { return 0 }
        return (offset - forwardCentringOffset(0)) / stride
    }

    /// The item nearest to the centre of the bounds at `contentOffset`.
    ///
    /// `nil` when it cannot be known: no items, bounds of zero length (not laid out yet), or a
    /// non-finite offset.
    package func nearestItem(to contentOffset: CGPoint) -> Int? {
        let offset = main(contentOffset)
        guard itemCount > 0, visibleLength > 0, offset.isFinite else { return nil }
        return clampedItem(position(atForwardOffset: forwardOffset(offset)).rounded())
    }

    /// A fractional index rounded and clamped into `0..<itemCount` (which must not be empty); NaN gives 0.
    package func clampedItem(_ value: CGFloat) -> Int {
        Int(value.clamped(to: 0...CGFloat(itemCount - 1)))
    }

    /// Whether the bounds at `contentOffset` show item `index` centred, within ``restingTolerance``.
    package func isCentred(item index: Int, at contentOffset: CGPoint) -> Bool {
        guard let target = self.contentOffset(centringItem: index, crossOffset: 0) else { return false }
        return abs(main(target) - main(contentOffset)) <= Self.restingTolerance
    }
}
