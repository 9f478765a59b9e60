import Foundation

/// Where a dragged sheet is, from where the finger would put it.
///
/// A drag moves a *raw height*: the visible height the sheet had when the touch began, less the finger's
/// downward movement. The track maps it to the sheet's *visible height*:
/// - between the smallest and the largest detents, one to one;
/// - above the largest detent, rubber-banded: `UIScrollView`'s curve `(1 − 1 ÷ (x × 0.55 ÷ d + 1)) × d`, with
///   `x` the distance past the detent and `d` the container's height, so the sheet resists more the further it
///   is pulled and never passes the largest detent by `d`;
/// - below the smallest detent, one to one down to 0 when the sheet may be dismissed by a drag (it slides
///   toward the bottom edge), rubber-banded like the top otherwise; never below 0.
package struct SheetTrack: Sendable, Equatable {
    /// `UIScrollView`'s rubber-band coefficient: 0.55.
    package static let rubberBandCoefficient: CGFloat = 0.55

    /// The smallest resting visible height.
    package var smallestHeight: CGFloat
    /// The largest resting visible height.
    package var largestHeight: CGFloat
    /// Whether the sheet may be dragged toward a dismissal below its smallest detent.
    package var canDismiss: Bool
    /// The `d` of the rubber band: the container's height. Zero or less gives a hard stop.
    package var rubberBandDimension: CGFloat

    /// Creates a track; non-finite heights become 0, and the largest is never below the smallest.
    package init(smallestHeight: CGFloat, largestHeight: CGFloat, canDismiss: Bool, rubberBandDimension: CGFloat) {
        let smallest = Swift.max(0, smallestHeight.finiteOr(0))
        self.smallestHeight = smallest
        self.largestHeight = Swift.max(smallest, largestHeight.finiteOr(0))
        self.canDismiss = canDismiss
        self.rubberBandDimension = Swift.max(0, rubberBandDimension.finiteOr(0))
    }

    /// A track over `detents`, rubber-banding against their container's height.
    package init(_ detents: ResolvedSheetDetents, canDismiss: Bool) {
        self.init(
            smallestHeight: detents.smallestHeight, largestHeight: detents.largestHeight,
            canDismiss: canDismiss, rubberBandDimension: detents.container.height)
    }

    /// The visible height for a raw height (see the type). NaN gives the smallest height; +∞ the limit of the
    /// band above the largest detent; −∞ 0 (or the limit below the smallest when dismissal is not allowed).
    package func visibleHeight(forRawHeight raw: CGFloat) -> CGFloat {
        if raw.isNaN { return smallestHeight }
        if raw > largestHeight {
            return largestHeight + Self.rubberBand(raw - largestHeight, dimension: rubberBandDimension)
        }
        if raw >= smallestHeight { return raw }
        if canDismiss { return Swift.max(0, raw) }
        return Swift.max(0, smallestHeight - Self.rubberBand(smallestHeight - raw, dimension: rubberBandDimension))
    }

    /// The raw height that gives `visible`: the inverse of ``visibleHeight(forRawHeight:)``, used to carry on a
    /// drag without a jump when the detents change under the finger.
    ///
    /// A visible height the band cannot reach (at or past its limit) maps to the raw height of the limit's
    /// last representable point: the largest detent plus a very long pull. NaN gives the smallest height.
    package func rawHeight(forVisibleHeight visible: CGFloat) -> CGFloat {
        if visible.isNaN { return smallestHeight }
        if visible > largestHeight {
            return largestHeight + Self.inverseRubberBand(visible - largestHeight, dimension: rubberBandDimension)
        }
        if visible >= smallestHeight || canDismiss { return visible }
        return smallestHeight - Self.inverseRubberBand(smallestHeight - visible, dimension: rubberBandDimension)
    }

    /// The presented view's frame for a visible height in a container: full width, its top `visible` points
    /// above the container's bottom edge. Below the smallest detent the sheet keeps the smallest detent's
    /// height and slides down (its lower part leaves the container); elsewhere its height is the visible height.
    package func frame(forVisibleHeight visible: CGFloat, in containerBounds: CGRect) -> CGRect {
        Self.frame(forVisibleHeight: visible, smallestHeight: smallestHeight, in: containerBounds)
    }

    /// ``frame(forVisibleHeight:in:)`` of a track whose smallest resting height is `smallestHeight` (non-finite
    /// counts as 0, as the track's initializer makes it): the frame needs nothing else of the track, so a sheet's
    /// movement asks it without making one.
    package static func frame(forVisibleHeight visible: CGFloat, smallestHeight: CGFloat, in containerBounds: CGRect) -> CGRect {
        let smallest = Swift.max(0, smallestHeight.finiteOr(0))
        let bounds = containerBounds.sanitized
        let height = Swift.max(0, visible.finiteOr(smallest))
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: Swift.max(height, smallest))
    }

    /// `UIScrollView`'s rubber band: how far content shows for a pull of `excess` points past an edge.
    /// Zero or negative excess (or dimension) gives 0; +∞ gives the dimension.
    package static func rubberBand(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
        // At exactly 0 either way the formula gives 0 too (no excess: (1 − 1) × d; no dimension: (1 − 0) × 0):
        // `>=` would answer the same; the guard is for negative and NaN input.
        guard excess > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (excess * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The pull that shows `shown` points of rubber band: the inverse of ``rubberBand(_:dimension:)``.
    /// At or past the dimension (unreachable), the pull for 99.9 % of it.
    package static func inverseRubberBand(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
        // Nothing shown is no pull through the formula too (`shown >= 0` would answer the same); a dimension of 0
        // is not (0 / 0), which a test pins.
        guard shown > 0, dimension > 0 else { return 0 }
        let reachable = Swift.min(shown, dimension * 0.999)
        return dimension / rubberBandCoefficient * reachable / (dimension - reachable)
    }
}
