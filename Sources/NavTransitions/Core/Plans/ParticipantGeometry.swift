import Foundation

/// Where a participant view lives when it is at rest: its frame in the container and its corner radius.
public struct ParticipantGeometry: Sendable, Equatable {
    /// The resting frame in container coordinates; sanitized when set.
    public var frame: CGRect {
        didSet { frame = frame.sanitized }
    }
    /// The resting corner radius in points; a negative or non-finite radius becomes 0 when set.
    public var cornerRadius: CGFloat {
        didSet { cornerRadius = Swift.max(0, cornerRadius.finiteOr(0)) }
    }

    /// Creates a geometry; the frame is sanitized (non-finite components become 0, a negative size is
    /// made positive) and a negative or non-finite radius becomes 0.
    public init(frame: CGRect, cornerRadius: CGFloat = 0) {
        self.frame = frame.sanitized
        self.cornerRadius = Swift.max(0, cornerRadius.finiteOr(0))
    }

    /// Picks the resting frame from what a transition context offers.
    ///
    /// UIKit's `initialFrame(for:)` / `finalFrame(for:)` return `.zero` when they have no opinion (for
    /// example for the from-view of a push). Then the view's current frame is used, and when that is empty
    /// too (a view never laid out), the container bounds.
    package init(contextFrame: CGRect, currentFrame: CGRect, containerBounds: CGRect, cornerRadius: CGFloat = 0) {
        let candidates = [contextFrame.sanitized, currentFrame.sanitized]
        let frame = candidates.first { $0.width > 0 && $0.height > 0 } ?? containerBounds.sanitized
        self.init(frame: frame, cornerRadius: cornerRadius)
    }

    /// The state of the view at rest: its frame and radius, opaque, untransformed.
    public var restingState: ViewState {
        ViewState(frame: frame, cornerRadius: cornerRadius)
    }
}
