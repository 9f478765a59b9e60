import Foundation

/// A view as the zoom's source search sees it: its place in the hierarchy, what kind of view it is,
/// whether it shows, and how it clips.
///
/// `UIView` implements it in the UIKit layer; the headless test model implements it too, so the search
/// below runs on Linux exactly as it runs on a device.
package protocol ZoomSourceNode: AnyObject {
    /// The view's `superview`, or nil at the top.
    var zoomSourceSuperview: (any ZoomSourceNode)? { get }
    /// The view's `subviews`, back to front.
    var zoomSourceSubviews: [any ZoomSourceNode] { get }
    /// Whether the view is a `UIImageView` (the flight can take its image).
    var isZoomSourceImageView: Bool { get }
    /// Whether the view is a `UICollectionViewCell` or a `UITableViewCell`.
    var isZoomSourceCell: Bool { get }
    /// The view's `isHidden`.
    var zoomSourceIsHidden: Bool { get }
    /// The view's `alpha`.
    var zoomSourceAlpha: CGFloat { get }
    /// The size of the view's `bounds`, in points.
    var zoomSourceSize: CGSize { get }
    /// Whether the view clips its content: `clipsToBounds` or `layer.masksToBounds`.
    var zoomSourceClips: Bool { get }
    /// The view's `layer.cornerRadius`, in points.
    var zoomSourceCornerRadius: CGFloat { get }
    /// How the view draws an image: an image view's `contentMode` (``ZoomContentMode``), nil for another view.
    var zoomSourceContentMode: ZoomContentMode? { get }
    /// The view's bounds in `space`'s coordinates (`convert(bounds, to: space)`).
    func zoomSourceFrame(in space: any ZoomSourceNode) -> CGRect
}

/// Which view of a grid's cell a zoom flies from and back to, and which corner radius the thumbnail has.
package enum ZoomSourceSearch {
    /// The view of `cell` the photo flies from: the first image view in `contentView`, or the cell.
    ///
    /// - Parameters:
    ///   - cell: the cell of the photo shown now.
    ///   - contentView: the cell's `contentView` (the cell's background and selected background are not
    ///     searched).
    /// - Returns: the first `UIImageView` found breadth-first among `contentView`'s descendants (front to
    ///   back order is UIKit's `subviews` order) that shows — not hidden, alpha above 0, width and height
    ///   above 0 and finite — inside ancestors that show; otherwise `cell` (hidden as a whole during the
    ///   flight). NaN alpha or sizes count as not showing.
    package static func sourceView(inCell cell: any ZoomSourceNode, contentView: any ZoomSourceNode) -> any ZoomSourceNode {
        var queue = contentView.zoomSourceSubviews.filter(shows)
        var index = 0
        while index < queue.count {
            let view = queue[index]
            if view.isZoomSourceImageView { return view }
            queue.append(contentsOf: view.zoomSourceSubviews.filter(shows))
            index += 1
        }
        return cell
    }

    /// The corner radius of the thumbnail `source`, in points, when the zoom's options do not set one.
    ///
    /// Apps round a thumbnail by rounding a view that clips: the image view itself, or the cell (or one
    /// of the views between). Only the views from `source` up to and including its cell count: a view
    /// above the cell (a rounded sheet, say) is not the thumbnail's shape.
    ///
    /// - Returns: when `source` is in a cell (or is one), the radius of the nearest view from `source` up
    ///   to that cell that clips with a radius above 0; otherwise (nothing there clips with a radius, or no
    ///   cell) `source`'s own radius, as before. A negative or non-finite radius counts as 0.
    package static func cornerRadius(of source: any ZoomSourceNode) -> CGFloat {
        var chain: [any ZoomSourceNode] = []
        var node: (any ZoomSourceNode)? = source
        while let view = node {
            chain.append(view)
            if view.isZoomSourceCell {
                let clipping = chain.first { $0.zoomSourceClips && sanitized($0.zoomSourceCornerRadius) > 0 }
                return sanitized((clipping ?? source).zoomSourceCornerRadius)
            }
            node = view.zoomSourceSuperview
        }
        return sanitized(source.zoomSourceCornerRadius)
    }

    private static func shows(_ view: any ZoomSourceNode) -> Bool {
        let size = view.zoomSourceSize
        return !view.zoomSourceIsHidden && view.zoomSourceAlpha > 0
            && size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
    }

    private static func sanitized(_ radius: CGFloat) -> CGFloat {
        radius.isFinite ? max(radius, 0) : 0
    }
}
