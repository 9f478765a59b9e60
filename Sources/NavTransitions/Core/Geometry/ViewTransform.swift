import Foundation

/// A scale-and-translate transform, the subset of `CGAffineTransform` that transitions use.
///
/// Linux's Foundation has no `CGAffineTransform`; the UIKit layer maps this value to
/// `CGAffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: translationX, ty: translationY)`.
/// The transform applies around the view's centre, as UIKit's default anchor point does.
public struct ViewTransform: Sendable, Equatable {
    /// The horizontal scale factor; `1` leaves the width unchanged. A non-finite value becomes 1 when set.
    package var scaleX: CGFloat {
        didSet { scaleX = scaleX.finiteOr(1) }
    }
    /// The vertical scale factor; `1` leaves the height unchanged. A non-finite value becomes 1 when set.
    package var scaleY: CGFloat {
        didSet { scaleY = scaleY.finiteOr(1) }
    }
    /// The horizontal translation in points, applied after scaling. A non-finite value becomes 0 when set.
    package var translationX: CGFloat {
        didSet { translationX = translationX.finiteOr(0) }
    }
    /// The vertical translation in points, applied after scaling. A non-finite value becomes 0 when set.
    package var translationY: CGFloat {
        didSet { translationY = translationY.finiteOr(0) }
    }

    /// Creates a transform from its scale factors and translation; every non-finite component becomes identity's.
    public init(scaleX: CGFloat = 1, scaleY: CGFloat = 1, translationX: CGFloat = 0, translationY: CGFloat = 0) {
        self.scaleX = scaleX.finiteOr(1)
        self.scaleY = scaleY.finiteOr(1)
        self.translationX = translationX.finiteOr(0)
        self.translationY = translationY.finiteOr(0)
    }

    /// The transform that changes nothing.
    public static let identity = ViewTransform()

    /// A uniform scale around the view's centre.
    public static func scale(_ factor: CGFloat) -> ViewTransform {
        ViewTransform(scaleX: factor, scaleY: factor)
    }

    /// A translation by `x` and `y` points.
    public static func translation(x: CGFloat, y: CGFloat) -> ViewTransform {
        ViewTransform(translationX: x, translationY: y)
    }

    /// Whether this is the identity transform.
    package var isIdentity: Bool { self == .identity }

    /// The transform that maps `from` onto `to` for a view whose untransformed frame is `from`.
    ///
    /// Used by zoom-like transitions. A degenerate `from` (zero, negative or non-finite size) gives identity.
    package static func mapping(_ from: CGRect, onto to: CGRect) -> ViewTransform {
        let from = from.sanitized, to = to.sanitized
        guard from.width > 0, from.height > 0 else { return .identity }
        return ViewTransform(
            scaleX: to.width / from.width,
            scaleY: to.height / from.height,
            translationX: to.midX - from.midX,
            translationY: to.midY - from.midY
        )
    }

    /// The frame a view with untransformed `frame` occupies on screen under this transform.
    package func apply(to frame: CGRect) -> CGRect {
        let width = frame.width * scaleX, height = frame.height * scaleY
        let center = CGPoint(x: frame.midX + translationX, y: frame.midY + translationY)
        return CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height).standardized
    }

    /// Linear interpolation between two transforms; `fraction` is clamped to 0...1.
    package static func interpolate(from: ViewTransform, to: ViewTransform, fraction: CGFloat) -> ViewTransform {
        let t = fraction.clamped(to: 0...1)
        return ViewTransform(
            scaleX: from.scaleX.interpolated(to: to.scaleX, fraction: t),
            scaleY: from.scaleY.interpolated(to: to.scaleY, fraction: t),
            translationX: from.translationX.interpolated(to: to.translationX, fraction: t),
            translationY: from.translationY.interpolated(to: to.translationY, fraction: t)
        )
    }
}
