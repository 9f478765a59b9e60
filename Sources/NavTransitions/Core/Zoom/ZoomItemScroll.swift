import Foundation

/// How a grid must scroll so that the item the browser shows now is entirely visible before the zoom
/// measures it: the edge of the visible area to align the item with, on each axis that needs it.
///
/// The collection-view source helper asks this with the item's frame from the layout
/// (`layoutAttributesForItem(at:)`, valid for an item that has no cell yet) and scrolls with
/// `scrollToItem(at:at:animated: false)` and `layoutIfNeeded()` only when an axis needs it.
package struct ZoomItemScroll: Sendable, Hashable {
    /// A vertical alignment.
    package enum Vertical: Sendable, Hashable, CaseIterable {
        /// Align the item's top with the visible area's top (`.top`).
        case top
        /// Align the item's bottom with the visible area's bottom (`.bottom`).
        case bottom
    }

    /// A horizontal alignment (physical edges, as `UICollectionView.ScrollPosition` has them).
    package enum Horizontal: Sendable, Hashable, CaseIterable {
        /// Align the item's left edge with the visible area's (`.left`).
        case left
        /// Align the item's right edge with the visible area's (`.right`).
        case right
    }

    /// The vertical alignment, or nil when the item is visible vertically.
    package let vertical: Vertical?
    /// The horizontal alignment, or nil when the item is visible horizontally.
    package let horizontal: Horizontal?

    /// The smallest scroll that brings `itemFrame` entirely into `visibleRect`, or nil when it is already
    /// there (or when either rect cannot be measured: the helper then takes the cell as it is).
    ///
    /// - Parameters:
    ///   - itemFrame: the item's frame in the collection view's content coordinates.
    ///   - visibleRect: the collection view's bounds inset by its `adjustedContentInset` (the area not
    ///     under bars), in the same coordinates.
    /// - Returns: an item above the visible area aligns its top, one below its bottom; left and right
    ///   likewise. An item taller (or wider) than the visible area aligns its top (or left) edge, unless
    ///   that edge is already within half a point of it.
    package static func toReveal(_ itemFrame: CGRect, in visibleRect: CGRect) -> ZoomItemScroll? {
        guard itemFrame.isMeasurable, visibleRect.isMeasurable else { return nil }
        let vertical = alignment(itemFrame.minY, itemFrame.maxY, within: visibleRect.minY, visibleRect.maxY)
        let horizontal = alignment(itemFrame.minX, itemFrame.maxX, within: visibleRect.minX, visibleRect.maxX)
        guard vertical != nil || horizontal != nil else { return nil }
        return ZoomItemScroll(
            vertical: vertical.map { $0 ? .top : .bottom },
            horizontal: horizontal.map { $0 ? .left : .right }
        )
    }

    /// The scroll as a `UICollectionView.ScrollPosition` raw value (UICollectionView.h: top 1 << 0,
    /// bottom 1 << 2, left 1 << 3, right 1 << 5): at most one vertical and one horizontal position, never
    /// two of one axis (UIKit raises for that).
    package var scrollPositionRawValue: UInt {
        let vertical: UInt = self.vertical.map { $0 == .top ? 1 << 0 : 1 << 2 } ?? 0
        let horizontal: UInt = self.horizontal.map { $0 == .left ? 1 << 3 : 1 << 5 } ?? 0
        return vertical | horizontal
    }

    /// On one axis: true to align the leading edges, false the trailing ones, nil when no scroll is needed.
    private static func alignment(_ low: CGFloat, _ high: CGFloat, within visibleLow: CGFloat, _ visibleHigh: CGFloat) -> Bool? {
        if high - low > visibleHigh - visibleLow {
            return abs(low - visibleLow) > ScrollViewState.edgeTolerance ? true : nil
        }
        if low < visibleLow { return true }
        if high > visibleHigh { return false }
        return nil
    }
}
