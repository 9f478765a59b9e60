import Foundation
import NavTransitions

// The carousel's per-frame work: what `CarouselFlowLayout` asks Core on every scroll frame — the kind of
// bounds change, the items to invalidate, the state's bookkeeping for the new offset, then for each item in
// the visible rect its index path, frame, distance from the centre, scale, alpha and stacking. The same
// visible window (375 × 300 points, scrolled through 1000 points in the middle of the content) is measured
// for 100, 10,000 and 1,000,000 items: the cost per frame must not grow with the item count.

/// A carousel of `count` items 250 × 200, 10 apart, in a 375 × 300 collection view.
func benchmarkCarousel(count: Int) -> CarouselGeometry {
    CarouselGeometry(
        itemSize: CGSize(width: 250, height: 200), spacing: 10, axis: .horizontal,
        viewportSize: CGSize(width: 375, height: 300), itemCount: count
    )
}

/// `frames` scroll frames through the middle of a carousel of `count` items; returns the sum of the scales.
func carouselFrames(_ frames: Int, count: Int) -> CGFloat {
    let geometry = benchmarkCarousel(count: count)
    let sections = SectionedItems(itemCounts: [count])
    let appearance = CarouselAppearance()
    // 500 points before the middle item is centred: the same window of items whatever the count.
    let start = (geometry.contentOffset(centringItem: count / 2, crossOffset: 0)?.x ?? 0) - 500
    var state = CarouselState()
    _ = state.prepare(geometry: geometry, contentOffset: CGPoint(x: start, y: 0), isDragging: true)
    var previous = CGRect(x: start, y: 0, width: 375, height: 300)
    var sum: CGFloat = 0
    for frame in 0..<frames {
        let bounds = CGRect(x: start + CGFloat(frame % 2000) * 0.5, y: 0, width: 375, height: 300)
        // shouldInvalidateLayout(forBoundsChange:) and invalidationContext(forBoundsChange:)
        if geometry.boundsChange(from: previous, to: bounds) == .scroll {
            sum += CGFloat(geometry.itemsToInvalidate(scrollingFrom: previous, to: bounds).count)
        }
        // prepare()
        _ = state.prepare(geometry: geometry, contentOffset: bounds.origin, isDragging: true)
        // layoutAttributesForElements(in:)
        for index in geometry.items(in: bounds) {
            guard let location = sections.location(ofIndex: index) else { continue }
            let itemFrame = geometry.frame(ofItem: index)
            let distance = geometry.distanceFromCentre(ofItem: index, contentOffset: bounds.origin)
            sum +=
                appearance.scale(atDistance: distance, visibleLength: geometry.visibleLength)
                + appearance.alpha(atDistance: distance, visibleLength: geometry.visibleLength)
                + CGFloat(CarouselAppearance.zIndex(atDistance: distance) + location.item) * 1e-12
                + itemFrame.minX * 1e-12
        }
        previous = bounds
    }
    return sum
}

/// `count` snap decisions on a carousel of a million items: releases with changing offsets and velocities.
func carouselSnaps(_ count: Int) -> CGFloat {
    let geometry = benchmarkCarousel(count: 1_000_000)
    let middle = (geometry.contentLength - geometry.visibleLength) / 2
    var sum: CGFloat = 0
    for i in 0..<count {
        let current = middle + CGFloat(i & 1023) * 0.7
        let velocity = CGFloat(i & 63) / 8 - 4
        let release = CarouselRelease(
            currentOffset: CGPoint(x: current, y: 0),
            proposedOffset: CGPoint(x: current + velocity * 499, y: 0),
            velocity: CGPoint(x: velocity, y: 0),
            startItem: 500_000,
            maximumItemsPerFlick: 1 + (i & 3)
        )
        sum += geometry.snap(release)?.offset.x ?? 0
    }
    return sum
}
