#if canImport(UIKit)
import UIKit

/// A view as Core's ``ZoomSourceSearch`` walks it. The conformance is main-actor isolated, like `UIView`:
/// Core only calls it synchronously from the main actor.
extension UIView: @preconcurrency ZoomSourceNode {
    package var zoomSourceSuperview: (any ZoomSourceNode)? { superview }
    package var zoomSourceSubviews: [any ZoomSourceNode] { subviews }
    package var isZoomSourceImageView: Bool { self is UIImageView }
    package var isZoomSourceCell: Bool { self is UICollectionViewCell || self is UITableViewCell }
    package var zoomSourceIsHidden: Bool { isHidden }
    package var zoomSourceAlpha: CGFloat { alpha }
    package var zoomSourceSize: CGSize { bounds.size }
    package var zoomSourceClips: Bool { clipsToBounds || layer.masksToBounds }
    package var zoomSourceCornerRadius: CGFloat { layer.cornerRadius }
    package var zoomSourceContentMode: ZoomContentMode? { (self as? UIImageView).map { ZoomContentMode($0.contentMode) } }
    package func zoomSourceFrame(in space: any ZoomSourceNode) -> CGRect { convert(bounds, to: space as? UIView) }
}
#endif
