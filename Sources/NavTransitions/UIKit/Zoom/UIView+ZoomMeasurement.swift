#if canImport(UIKit)
import UIKit

extension ZoomContentMode {
    /// The Core content mode of a view's `contentMode`: every mode draws as UIKit draws it (Core's table).
    init(_ mode: UIView.ContentMode) {
        self.init(contentModeRawValue: mode.rawValue)
    }
}

extension UIView {
    /// This view as a zoom's source thumbnail, measured in `container`'s coordinates (Core's
    /// ``ZoomSourceMeasurement/init(measuring:in:isInWindow:cornerRadius:)``).
    ///
    /// - Parameter cornerRadius: the options' radius, or nil for the thumbnail's as Core's
    ///   ``ZoomSourceSearch/cornerRadius(of:)`` reads it (the nearest view up to its cell that clips with a
    ///   radius, else the view's own `layer.cornerRadius`).
    func zoomSourceMeasurement(in container: UIView, cornerRadius: CGFloat?) -> ZoomSourceMeasurement {
        ZoomSourceMeasurement(measuring: self, in: container, isInWindow: window != nil, cornerRadius: cornerRadius)
    }

    /// This view as the zoomed screen's photo, measured in `space`'s coordinates: through its zooming
    /// scroll view (zoom scale and content offset) when `scrollView` is its superview, directly otherwise
    /// (Core's ``ZoomPhotoMeasurement/measuring(center:boundsSize:transformScale:frameInSpace:scrollView:isInScrollView:contentMode:alpha:)``).
    func zoomPhotoMeasurement(in space: UIView, scrollView: UIScrollView?) -> ZoomPhotoMeasurement {
        ZoomPhotoMeasurement.measuring(
            center: center, boundsSize: bounds.size, transformScale: transform.a, frameInSpace: convert(bounds, to: space),
            scrollView: scrollView.map { ($0.contentOffset, $0.convert($0.bounds, to: space)) },
            isInScrollView: scrollView != nil && superview === scrollView,
            contentMode: zoomSourceContentMode ?? .fill, alpha: alpha
        )
    }

    /// The flying view's current endpoint as the screen shows it (its presentation layers while it animates).
    func zoomPresentedEndpoint(image: UIView) -> ZoomEndpoint {
        let clipLayer = layer.presentation() ?? layer
        let imageLayer = image.layer.presentation() ?? image.layer
        let clip = clipLayer.frame
        let imageFrame = imageLayer.frame.offsetBy(dx: clip.minX, dy: clip.minY)
        return ZoomEndpoint(
            clipFrame: clip, imageFrame: imageFrame, cornerRadius: clipLayer.cornerRadius, alpha: CGFloat(clipLayer.opacity))
    }
}
#endif
