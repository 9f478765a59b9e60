import Foundation

/// How a view draws its image into its bounds: `UIView.ContentMode`, as a zoom flight models it.
///
/// The UIKit layer maps every `UIView.ContentMode` to the case of the same name; `.redraw` draws an
/// image view's image as `.scaleToFill` does (``fill``), and a view that is not an image view, or a
/// snapshot, fills its bounds too. The rules are UIKit's: the three scaling modes fit the image to the
/// bounds; the others draw it at its own size (in points), aligned as their names say, and may leave
/// part of the bounds empty or stick out of them (what sticks out is cropped by the flight's clip).
package enum ZoomContentMode: Sendable, Hashable, CaseIterable {
    /// `.scaleAspectFill`: the image covers the bounds, keeping its aspect ratio; what sticks out is
    /// cropped (a grid thumbnail).
    case aspectFill
    /// `.scaleAspectFit`: the image fits inside the bounds, keeping its aspect ratio (a photo browser's image view).
    case aspectFit
    /// `.scaleToFill` (and `.redraw`): the image is stretched to the bounds.
    case fill
    /// `.center`: the image at its own size, centred.
    case center
    /// `.top`: at its own size, centred horizontally, its top on the bounds' top.
    case top
    /// `.bottom`: at its own size, centred horizontally, its bottom on the bounds' bottom.
    case bottom
    /// `.left`: at its own size, centred vertically, its left edge on the bounds' left edge.
    case left
    /// `.right`: at its own size, centred vertically, its right edge on the bounds' right edge.
    case right
    /// `.topLeft`: at its own size, in the top-left corner.
    case topLeft
    /// `.topRight`: at its own size, in the top-right corner.
    case topRight
    /// `.bottomLeft`: at its own size, in the bottom-left corner.
    case bottomLeft
    /// `.bottomRight`: at its own size, in the bottom-right corner.
    case bottomRight

    /// The mode of a `UIView.ContentMode` raw value (`UIViewContentMode` in UIView.h: scaleToFill 0,
    /// scaleAspectFit 1, scaleAspectFill 2, redraw 3, center 4, top 5, bottom 6, left 7, right 8, topLeft 9,
    /// topRight 10, bottomLeft 11, bottomRight 12). `.redraw` and values UIKit may add later draw as
    /// `.scaleToFill` does: ``fill``.
    package init(contentModeRawValue rawValue: Int) {
        let modes: [ZoomContentMode] = [
            .fill, .aspectFit, .aspectFill, .fill, .center, .top, .bottom, .left, .right,
            .topLeft, .topRight, .bottomLeft, .bottomRight,
        ]
        self = modes.indices.contains(rawValue) ? modes[rawValue] : .fill
    }

    /// The frame the whole image occupies when drawn into `bounds` (it may extend past `bounds`).
    ///
    /// A 3000×2000 image in a 100×100 thumbnail: aspect-fill gives x −25, y 0, 150×100; aspect-fit gives
    /// x 0, y 16.67, 100×66.67; fill the bounds. A 40×30 image in a 100×100 view at the origin: center
    /// gives x 30, y 35; top x 30, y 0; bottomRight x 60, y 70 — always 40×30, times `scale`.
    ///
    /// - Parameters:
    ///   - imageSize: the image's size in points (`UIImage.size`).
    ///   - bounds: where the view draws, in the coordinates of the result.
    ///   - scale: how much the view is scaled where `bounds` was measured (a zooming scroll view's
    ///     `zoomScale`: `bounds` is then the scaled frame); the modes that draw the image at its own size
    ///     draw it this much larger. A non-finite scale counts as 1, a negative one as its magnitude.
    /// - Returns: an image size without an aspect ratio (zero, negative or non-finite) gives the sanitized
    ///   bounds, whatever the mode; empty bounds give an empty rect at their centre for the scaling modes.
    package func imageFrame(for imageSize: CGSize, in bounds: CGRect, scale: CGFloat = 1) -> CGRect {
        let rect = bounds.sanitized
        let width = imageSize.width, height = imageSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return rect }
        let factor = abs(scale.finiteOr(1))
        let size = CGSize(width: width * factor, height: height * factor)
        let x: CGFloat, y: CGFloat
        switch self {
        case .aspectFill: return bounds.aspectFill(imageSize)
        case .aspectFit: return bounds.aspectFit(imageSize)
        case .fill: return rect
        case .center, .top, .bottom:
            x = rect.midX - size.width / 2
        case .left, .topLeft, .bottomLeft:
            x = rect.minX
        case .right, .topRight, .bottomRight:
            x = rect.maxX - size.width
        }
        switch self {
        case .top, .topLeft, .topRight: y = rect.minY
        case .bottom, .bottomLeft, .bottomRight: y = rect.maxY - size.height
        default: y = rect.midY - size.height / 2
        }
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
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
