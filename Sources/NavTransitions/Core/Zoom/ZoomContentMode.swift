import Foundation

/// How a view draws its image into its bounds: the part of `UIView.ContentMode` a zoom flight models.
///
/// The UIKit layer maps `.scaleAspectFill` to ``aspectFill``, `.scaleAspectFit` to ``aspectFit`` and
/// every other mode to ``fill`` (a view that is not an image view, or a snapshot, fills its bounds).
package enum ZoomContentMode: Sendable, Hashable, CaseIterable {
    /// The image covers the bounds, keeping its aspect ratio; what sticks out is cropped (a grid thumbnail).
    case aspectFill
    /// The image fits inside the bounds, keeping its aspect ratio (a photo browser's image view).
    case aspectFit
    /// The image is stretched to the bounds.
    case fill

    /// The frame the whole image occupies when drawn into `bounds` (it may extend past `bounds`).
    ///
    /// A 3000×2000 image in a 100×100 thumbnail: aspect-fill gives x −25, y 0, 150×100; aspect-fit gives
    /// x 0, y 16.67, 100×66.67. An image size without an aspect ratio (zero, negative or non-finite) gives
    /// the sanitized bounds; empty bounds give an empty rect at their centre.
    package func imageFrame(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
        switch self {
        case .aspectFill: return bounds.aspectFill(imageSize)
        case .aspectFit: return bounds.aspectFit(imageSize)
        case .fill: return bounds.sanitized
        }
    }
}

extension CGRect {
    /// The smallest rect with the aspect ratio of `contentSize` that covers this rect, centred on it.
    ///
    /// This is `UIView.ContentMode.scaleAspectFill`. A 3000×2000 image over a 100×100 thumbnail gives
    /// x −25, y 0, width 150, height 100. Like ``aspectFit(_:)``: an empty, negative or non-finite
    /// `contentSize` gives the sanitized rect itself, and an empty rect gives an empty rect at its centre.
    package func aspectFill(_ contentSize: CGSize) -> CGRect {
        let fitted = aspectFit(contentSize)
        // The fitted rect touches two opposite edges; grow it around the centre until it covers the other two.
        // An empty fitted rect gives a non-finite factor, which `scaled(by:around:)` treats as 1.
        let bounds = sanitized
        return fitted.scaled(by: Swift.max(bounds.width / fitted.width, bounds.height / fitted.height), around: bounds.center)
    }

    /// The part of this rect that `other` also covers, or nil when they share no area.
    ///
    /// Both are sanitized first (non-finite components become 0, negative sizes are flipped). Rects that
    /// only touch along an edge share no area: nil. Unlike `intersection(_:)`, never returns `CGRect.null`
    /// (whose infinite origin would reach a frame).
    package func overlap(with other: CGRect) -> CGRect? {
        let a = sanitized, b = other.sanitized
        let minX = Swift.max(a.minX, b.minX), maxX = Swift.min(a.maxX, b.maxX)
        let minY = Swift.max(a.minY, b.minY), maxY = Swift.min(a.maxY, b.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// This rect scaled by `scale` around `anchor`: every point `p` moves to `anchor + (p − anchor) × scale`.
    ///
    /// A negative `scale` counts as 0 (an empty rect at the anchor's image); non-finite input is sanitized
    /// (the rect first, then a non-finite scale counts as 1 and a non-finite anchor as the rect's centre).
    package func scaled(by scale: CGFloat, around anchor: CGPoint) -> CGRect {
        let rect = sanitized
        let factor = Swift.max(0, scale.finiteOr(1))
        let center = anchor.x.isFinite && anchor.y.isFinite ? anchor : rect.center
        return CGRect(
            x: center.x + (rect.minX - center.x) * factor,
            y: center.y + (rect.minY - center.y) * factor,
            width: rect.width * factor,
            height: rect.height * factor
        )
    }

    /// Whether every component is finite and the size is positive: a frame that can be measured from.
    package var isMeasurable: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width > 0 && size.height > 0
    }
}
