import Foundation

extension CGRect {
    /// A copy with every non-finite component replaced by zero and a negative size made positive.
    ///
    /// Frames computed from UIKit input (a view not laid out yet, a division by a zero size) pass through
    /// this before they are used, so a transition never assigns a NaN frame.
    package var sanitized: CGRect {
        CGRect(
            x: origin.x.finiteOr(0),
            y: origin.y.finiteOr(0),
            width: size.width.finiteOr(0),
            height: size.height.finiteOr(0)
        ).standardized
    }

    /// The rect `fraction` of the way from this rect to `end`, component by component; `fraction` is clamped to 0...1.
    package func interpolated(to end: CGRect, fraction: CGFloat) -> CGRect {
        let t = fraction.clamped(to: 0...1)
        let a = sanitized, b = end.sanitized
        return CGRect(
            x: a.minX.interpolated(to: b.minX, fraction: t),
            y: a.minY.interpolated(to: b.minY, fraction: t),
            width: a.width.interpolated(to: b.width, fraction: t),
            height: a.height.interpolated(to: b.height, fraction: t)
        )
    }

    /// The centre of the rect.
    package var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// The largest rect with the aspect ratio of `contentSize` that fits inside this rect, centred.
    ///
    /// This is `UIView.ContentMode.scaleAspectFit`. A 3000×2000 image in a 375×812 bounds gives
    /// x 0, y 281, width 375, height 250. An empty, negative or non-finite `contentSize` has no aspect
    /// ratio: the result is then the sanitized bounds themselves (the image fills the space instead of
    /// producing a NaN frame). Empty bounds give an empty rect at the bounds' centre.
    package func aspectFit(_ contentSize: CGSize) -> CGRect {
        let bounds = sanitized
        let width = contentSize.width, height = contentSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return bounds }
        // Empty bounds need no case of their own: a zero side makes the scale 0, so the fitted rect is the empty
        // one at the bounds' centre (a guard for it was an equivalent mutant's site).
        let scale = Swift.min(bounds.width / width, bounds.height / height)
        let fitted = CGSize(width: width * scale, height: height * scale)
        return CGRect(
            x: bounds.midX - fitted.width / 2,
            y: bounds.midY - fitted.height / 2,
            width: fitted.width,
            height: fitted.height
        )
    }

    /// The radius of the smallest circle centred on `point` that covers this whole rect.
    ///
    /// That is the distance from `point` to the rect's farthest corner; it is what a circular reveal grows
    /// to. A non-finite `point` is treated as the rect's centre.
    package func coveringRadius(from point: CGPoint) -> CGFloat {
        let rect = sanitized
        let center = point.x.isFinite && point.y.isFinite ? point : rect.center
        let dx = Swift.max(abs(center.x - rect.minX), abs(center.x - rect.maxX))
        let dy = Swift.max(abs(center.y - rect.minY), abs(center.y - rect.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// This rect mirrored around the vertical line through `axis`'s centre: the same size, its left edge
    /// where its right edge was. Non-finite components are sanitized first.
    package func mirroredHorizontally(around axis: CGRect) -> CGRect {
        let rect = sanitized, line = axis.sanitized
        return CGRect(x: line.minX + line.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
