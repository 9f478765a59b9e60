#if canImport(UIKit)
import UIKit

extension ZoomContentMode {
    /// The Core content mode of a view's `contentMode`: every mode draws as UIKit draws it (Core's table).
    init(_ mode: UIView.ContentMode) {
        self.init(contentModeRawValue: mode.rawValue)
    }
}

extension UIView {
    /// This view as a zoom's source thumbnail, measured in `container`'s coordinates.
    ///
    /// - Parameter cornerRadius: the options' radius, or nil for the thumbnail's as Core's
    ///   ``ZoomSourceSearch/cornerRadius(of:)`` reads it (the nearest view up to its cell that clips with a
    ///   radius, else the view's own `layer.cornerRadius`).
    func zoomSourceMeasurement(in container: UIView, cornerRadius: CGFloat?) -> ZoomSourceMeasurement {
        var clippingRects: [CGRect] = []
        var ancestor = superview
        while let view = ancestor, view !== container {
            if view.clipsToBounds { clippingRects.append(view.convert(view.bounds, to: container)) }
            ancestor = view.superview
        }
        return ZoomSourceMeasurement(
            frame: convert(bounds, to: container),
            visibleRect: ZoomSourceMeasurement.visibleRect(containerBounds: container.bounds, clippingRects: clippingRects),
            isInWindow: window != nil,
            cornerRadius: cornerRadius ?? ZoomSourceSearch.cornerRadius(of: self),
            contentMode: (self as? UIImageView).map { ZoomContentMode($0.contentMode) } ?? .aspectFill,
            alpha: alpha
        )
    }

    /// This view as the zoomed screen's photo, measured in `space`'s coordinates: through its zooming
    /// scroll view (zoom scale and content offset) when `scrollView` is its superview, directly otherwise.
    func zoomPhotoMeasurement(in space: UIView, scrollView: UIScrollView?) -> ZoomPhotoMeasurement {
        let contentMode = (self as? UIImageView).map { ZoomContentMode($0.contentMode) } ?? .fill
        if let scrollView, superview === scrollView {
            return ZoomPhotoMeasurement(
                center: center,
                boundsSize: bounds.size,
                zoomScale: transform.a,
                contentOffset: scrollView.contentOffset,
                viewport: scrollView.convert(scrollView.bounds, to: space),
                contentMode: contentMode,
                alpha: alpha
            )
        }
        let frame = convert(bounds, to: space)
        return ZoomPhotoMeasurement(center: CGPoint(x: frame.midX, y: frame.midY), boundsSize: frame.size,
                                    contentMode: contentMode, alpha: alpha)
    }

    /// The flying view's current endpoint as the screen shows it (its presentation layers while it animates).
    func zoomPresentedEndpoint(image: UIView) -> ZoomEndpoint {
        let clipLayer = layer.presentation() ?? layer
        let imageLayer = image.layer.presentation() ?? image.layer
        let clip = clipLayer.frame
        let imageFrame = imageLayer.frame.offsetBy(dx: clip.minX, dy: clip.minY)
        return ZoomEndpoint(clipFrame: clip, imageFrame: imageFrame, cornerRadius: clipLayer.cornerRadius, alpha: CGFloat(clipLayer.opacity))
    }
}
#endif
