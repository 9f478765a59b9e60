import Foundation

/// The animatable state of one participant of a transition at one moment.
///
/// `frame` is the participant's untransformed frame in the container's coordinates; the UIKit layer
/// applies it as `center` and `bounds.size` (so a scroll view's content offset is untouched), then
/// `transform`, `alpha` and `cornerRadius`.
public struct ViewState: Sendable, Equatable {
    /// The untransformed frame in container coordinates; sanitized when set (non-finite components
    /// become 0, a negative size is made positive).
    public var frame: CGRect {
        didSet { frame = frame.sanitized }
    }
    /// The opacity, 0 (invisible) to 1 (opaque); clamped to 0...1 when set, NaN becomes 0.
    public var alpha: CGFloat {
        didSet { alpha = alpha.clamped(to: 0...1) }
    }
    /// The scale-and-translate transform applied around the centre.
    public var transform: ViewTransform
    /// The layer's corner radius in points; a negative or non-finite radius becomes 0 when set.
    public var cornerRadius: CGFloat {
        didSet { cornerRadius = Swift.max(0, cornerRadius.finiteOr(0)) }
    }

    /// Creates a state; the frame is sanitized, alpha is clamped to 0...1 (NaN becomes 0), a negative or
    /// non-finite radius becomes 0.
    public init(frame: CGRect, alpha: CGFloat = 1, transform: ViewTransform = .identity, cornerRadius: CGFloat = 0) {
        self.frame = frame.sanitized
        self.alpha = alpha.clamped(to: 0...1)
        self.transform = transform
        self.cornerRadius = Swift.max(0, cornerRadius.finiteOr(0))
    }

    /// Whether a view shown in this state clips to its bounds, given whether it clips now (`current`): a
    /// corner radius shows only while the layer clips, so a rounded state clips; a square one keeps the
    /// view's own setting (the runner gives every participant its own back after the transition).
    package func clipsToBounds(current: Bool) -> Bool {
        current || cornerRadius > 0
    }

    /// The frame the participant occupies on screen: `frame` under `transform`.
    package var presentedFrame: CGRect { transform.apply(to: frame) }

    /// The state `fraction` of the way from this state to `end`; `fraction` is clamped to 0...1.
    package func interpolated(to end: ViewState, fraction: CGFloat) -> ViewState {
        let t = fraction.clamped(to: 0...1)
        return ViewState(
            frame: frame.interpolated(to: end.frame, fraction: t),
            alpha: alpha.interpolated(to: end.alpha, fraction: t),
            transform: .interpolate(from: transform, to: end.transform, fraction: t),
            cornerRadius: cornerRadius.interpolated(to: end.cornerRadius, fraction: t)
        )
    }
}
