import Foundation

/// A carousel layout's memory between layout passes: which item is current, and which one to keep
/// centred when the geometry changes (rotation, a new size, a reload).
///
/// The layout feeds it every pass (``prepare(geometry:contentOffset:isDragging:)``), every release
/// (``release(_:)``) and every programmatic scroll (``scroll(toItem:crossOffset:)``); it answers with
/// content offsets to apply. One value per layout; O(1) per call.
///
/// The current item is the *pending* target while the content travels to one (after a release or a
/// programmatic scroll, until the content arrives or the user grabs it), otherwise the item nearest to
/// the centre. When the geometry changes, the current item is kept: it is centred again in the new
/// geometry, clamped into the new item count. A geometry that cannot locate an item (no items, bounds
/// of zero length) leaves the current item as it was, so a first layout starts on item 0 (or the item
/// asked for before the first layout) and a carousel reloaded to empty and back returns to its item.
package struct CarouselState: Sendable, Equatable {
    /// The geometry of the last pass; `nil` before the first.
    package private(set) var geometry: CarouselGeometry?
    /// The current item, kept across geometry changes; may exceed the item count until items exist.
    package private(set) var anchorItem: Int = 0
    /// The item the content is travelling to, if any.
    package private(set) var pendingItem: Int?
    /// The item nearest to the centre when the current drag began.
    package private(set) var dragStartItem: Int?
    /// The content offset of the last pass.
    private var lastOffset: CGPoint?
    /// Whether the user was dragging at the last pass; `nil` before the first.
    private var wasDragging: Bool?

    /// A state before any layout: the current item is 0.
    package init() {}

    /// The current item, or `nil` without items (or before the first layout).
    ///
    /// Every call that sets a geometry with items or scrolls to an item keeps ``anchorItem`` inside the
    /// items, so it is the current item as it is.
    package var currentItem: Int? {
        guard let geometry, geometry.itemCount > 0 else { return nil }
        return anchorItem
    }

    /// Records a layout pass and returns the content offset to apply, if one must be applied.
    ///
    /// - When only the offset changed (a scroll): returns `nil`. A drag that begins (dragging now, not at
    ///   the last pass) forgets the pending target and remembers the item nearest to the centre at the
    ///   last offset as the drag's start item; the pending target is forgotten once the content rests on
    ///   it; the current item follows the centre.
    /// - When the geometry changed: the current item is kept (clamped into the items) and the offset that
    ///   centres it is returned, unless the content already shows it centred or the user is dragging (the
    ///   finger wins; the current item is still kept). Without items, or with bounds of zero length (not
    ///   laid out yet), `nil`.
    ///
    /// A non-finite `contentOffset` is treated as unknown: nothing is derived from it.
    package mutating func prepare(geometry newGeometry: CarouselGeometry, contentOffset: CGPoint, isDragging: Bool) -> CGPoint? {
        let previous = geometry
        geometry = newGeometry
        let previousOffset = lastOffset
        let offsetIsKnown = contentOffset.x.isFinite && contentOffset.y.isFinite
        let dragBegan = isDragging && wasDragging != true
        lastOffset = offsetIsKnown ? contentOffset : nil
        wasDragging = isDragging

        guard previous == newGeometry else {
            if newGeometry.itemCount > 0 { anchorItem = Swift.min(Swift.max(0, anchorItem), newGeometry.itemCount - 1) }
            guard !isDragging, newGeometry.visibleLength > 0,
                let target = newGeometry.contentOffset(
                    centringItem: anchorItem,
                    crossOffset: newGeometry.cross(contentOffset)
                )
            else { return nil }
            pendingItem = anchorItem
            if offsetIsKnown, newGeometry.isCentred(item: anchorItem, at: contentOffset) {
                pendingItem = nil
                return nil
            }
            return target
        }

        if dragBegan {
            pendingItem = nil
            dragStartItem = newGeometry.nearestItem(to: previousOffset ?? contentOffset)
        }
        if let pending = pendingItem, offsetIsKnown, newGeometry.isCentred(item: pending, at: contentOffset) {
            pendingItem = nil
        }
        if let pending = pendingItem {
            anchorItem = pending
        } else if offsetIsKnown, let nearest = newGeometry.nearestItem(to: contentOffset) {
            anchorItem = nearest
        }
        return nil
    }

    /// Decides the resting offset for a release (see ``CarouselGeometry/snap(_:)``) and makes its item
    /// the pending target; `nil` without items or before the first layout.
    ///
    /// The release's start item is the drag's start item, or else the current item.
    package mutating func release(_ release: CarouselRelease) -> CGPoint? {
        guard let geometry else { return nil }
        var release = release
        release.startItem = dragStartItem ?? currentItem
        dragStartItem = nil
        guard let snap = geometry.snap(release) else { return nil }
        anchorItem = snap.item
        pendingItem = geometry.isCentred(item: snap.item, at: release.currentOffset) ? nil : snap.item
        return snap.offset
    }

    /// Makes `item` current and returns the offset that centres it (keeping `crossOffset`).
    ///
    /// Before the first layout, or without items, the item is remembered (negative counts as 0) and
    /// centred by the first layout that has items: the result is then `nil`.
    package mutating func scroll(toItem item: Int, crossOffset: CGFloat) -> CGPoint? {
        anchorItem = Swift.max(0, item)
        guard let geometry, geometry.itemCount > 0 else { return nil }
        anchorItem = Swift.min(anchorItem, geometry.itemCount - 1)
        pendingItem = anchorItem
        return geometry.contentOffset(centringItem: anchorItem, crossOffset: crossOffset)
    }

    /// The offset that keeps the current item centred, for `targetContentOffset(forProposedContentOffset:)`;
    /// `proposed` itself without items or before the first layout.
    package func restingOffset(proposed: CGPoint) -> CGPoint {
        guard let geometry, let item = currentItem else { return proposed }
        return geometry.contentOffset(centringItem: item, crossOffset: geometry.cross(proposed)) ?? proposed
    }
}
