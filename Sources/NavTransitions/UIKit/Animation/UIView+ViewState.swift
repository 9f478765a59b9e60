#if canImport(UIKit)
import UIKit

extension CGAffineTransform {
    /// The Core scale-and-translate transform as a `CGAffineTransform`.
    init(_ transform: ViewTransform) {
        self.init(a: transform.scaleX, b: 0, c: 0, d: transform.scaleY, tx: transform.translationX, ty: transform.translationY)
    }
}

extension LayoutDirection {
    /// The Core layout direction of a UIKit layout direction.
    init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension UIView {
    /// Applies a planned state: `bounds.size` and `center` (never `frame`, which is undefined under a
    /// transform, and never `bounds.origin`, which is a scroll view's content offset), then transform,
    /// alpha and corner radius.
    func apply(_ state: ViewState) {
        bounds.size = state.frame.size
        center = CGPoint(x: state.frame.midX, y: state.frame.midY)
        transform = CGAffineTransform(state.transform)
        alpha = state.alpha
        layer.cornerRadius = state.cornerRadius
    }

    /// The frame the view has without its transform, from `center` and `bounds.size` (`frame` is undefined
    /// under a transform).
    var untransformedFrame: CGRect {
        CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
    }

    /// The view's resting geometry for a plan, read from what a transition context offers.
    func participantGeometry(contextFrame: CGRect, in container: UIView) -> ParticipantGeometry {
        let current = superview == nil ? CGRect.zero : convert(bounds, to: container)
        return ParticipantGeometry(
            contextFrame: contextFrame,
            currentFrame: current,
            containerBounds: container.bounds,
            cornerRadius: layer.cornerRadius
        )
    }
}
#endif
