import Foundation

/// The scrolling speed while a dragged item is held near an edge of the collection view.
///
/// Each edge of the visible area (the bounds minus the adjusted content insets) has a zone of
/// ``ReorderConfiguration/autoscrollEdgeZone`` points, at most a third of the visible length so that the
/// middle stays still. The speed grows linearly with the depth into the zone: 0 at its inner border, the
/// configuration's maximum at the edge and beyond (a finger over a navigation bar scrolls at full
/// speed). Toward an edge the content cannot scroll past, the speed is 0.
package enum ReorderAutoscroll {
    /// The content offset velocity, in points per second, for a finger at `point` (content coordinates).
    ///
    /// A non-finite point, bounds without area, or a non-finite scroll state gives zero.
    package static func velocity(
        at point: CGPoint, in scrollView: ScrollViewState, configuration: ReorderConfiguration
    ) -> CGPoint {
        guard point.x.isFinite, point.y.isFinite else { return .zero }
        let offset = scrollView.contentOffset
        guard offset.x.isFinite, offset.y.isFinite else { return .zero }
        let visible = CGRect(origin: offset, size: scrollView.boundsSize).inset(by: scrollView.adjustedContentInset)
        guard visible.width > 0, visible.height > 0 else { return .zero }
        let zone = configuration.effectiveEdgeZone, speed = configuration.effectiveMaximumSpeed
        let x = component(point.x, from: visible.minX, to: visible.maxX, zone: zone, speed: speed)
        let y = component(point.y, from: visible.minY, to: visible.maxY, zone: zone, speed: speed)
        return CGPoint(
            x: x < 0 && scrollView.canScroll(toward: .right) || x > 0 && scrollView.canScroll(toward: .left) ? x : 0,
            y: y < 0 && scrollView.canScroll(toward: .down) || y > 0 && scrollView.canScroll(toward: .up) ? y : 0
        )
    }

    /// The speed along one axis: negative near `minimum`, positive near `maximum`.
    private static func component(
        _ value: CGFloat, from minimum: CGFloat, to maximum: CGFloat, zone: CGFloat, speed: CGFloat
    ) -> CGFloat {
        let zone = Swift.min(zone, (maximum - minimum) / 3)
        guard zone > 0 else { return 0 }
        let leading = ((minimum + zone - value) / zone).clamped(to: 0...1)
        let trailing = ((value - (maximum - zone)) / zone).clamped(to: 0...1)
        return (trailing - leading) * speed
    }

    /// The content offset `duration` seconds of `velocity` after the scroll view's current offset,
    /// kept inside the offsets the content can rest at.
    ///
    /// A non-finite or negative duration counts as 0; durations are capped at 0.1 s so that a stalled
    /// frame does not jump. On an axis that cannot scroll, the offset is kept (0 if it is not finite).
    package static func offset(after duration: TimeInterval, velocity: CGPoint, in scrollView: ScrollViewState) -> CGPoint {
        let time = CGFloat(duration).finiteOr(0).clamped(to: 0...0.1)
        let offset = scrollView.contentOffset
        let minimum = CGPoint(x: scrollView.restingOffset(toward: .right).x, y: scrollView.restingOffset(toward: .down).y)
        let maximum = CGPoint(x: scrollView.restingOffset(toward: .left).x, y: scrollView.restingOffset(toward: .up).y)
        func move(_ value: CGFloat, by speed: CGFloat, from low: CGFloat, to high: CGFloat) -> CGFloat {
            let start = value.finiteOr(0)
            guard speed.isFinite, speed != 0, high > low else { return start }
            return (start + speed * time).clamped(to: low...high)
        }
        return CGPoint(
            x: move(offset.x, by: velocity.x, from: minimum.x, to: maximum.x),
            y: move(offset.y, by: velocity.y, from: minimum.y, to: maximum.y)
        )
    }
}
