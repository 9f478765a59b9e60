import Foundation

/// What a bounds change means for a carousel layout.
package enum CarouselBoundsChange: Sendable, Hashable {
    /// Nothing the layout depends on changed (a bounce across the axis): no invalidation.
    case none
    /// The content scrolled along the axis: the visible items' scale, alpha and stacking change, nothing else.
    case scroll
    /// The bounds' size changed: the whole geometry changes.
    case resize
}

extension CarouselGeometry {
    /// Classifies a change of the collection view's bounds from `old` to `new`.
    ///
    /// A different size (a NaN component counts as different) is a ``CarouselBoundsChange/resize``; else a
    /// different origin along the axis is a ``CarouselBoundsChange/scroll``; else ``CarouselBoundsChange/none``.
    package func boundsChange(from old: CGRect, to new: CGRect) -> CarouselBoundsChange {
        if old.size.width != new.size.width || old.size.height != new.size.height { return .resize }
        return main(old.origin) != main(new.origin) ? .scroll : .none
    }

    /// The items whose attributes a scroll from bounds `old` to bounds `new` changes: the items in either
    /// rect, as one range when they overlap or touch, as two otherwise, so that a jump across a million
    /// items still invalidates only the two visible windows. Empty ranges are left out.
    package func itemsToInvalidate(scrollingFrom old: CGRect, to new: CGRect) -> [Range<Int>] {
        let before = items(in: old), after = items(in: new)
        if before.isEmpty { return after.isEmpty ? [] : [after] }
        if after.isEmpty { return [before] }
        if before.upperBound >= after.lowerBound, after.upperBound >= before.lowerBound {
            return [Swift.min(before.lowerBound, after.lowerBound)..<Swift.max(before.upperBound, after.upperBound)]
        }
        return before.lowerBound < after.lowerBound ? [before, after] : [after, before]
    }

    /// The item whose centre is nearest, along the axis, to `point` (content coordinates): the target of
    /// an item moved interactively to that point.
    ///
    /// `nil` without items or for a non-finite coordinate along the axis; 0 when items have no stride.
    package func nearestItem(atPoint point: CGPoint) -> Int? {
        let value = main(point)
        guard itemCount > 0, value.isFinite else { return nil }
        guard stride > 0 else { return 0 }
        let forward = forwardSign < 0 ? contentLength - value : value
        return clampedItem(((forward - padding - itemLength / 2) / stride).rounded())
    }
}
