import Foundation

/// Where a participant view lives when it is at rest, as the package's code names it: a ``ViewState``
/// whose frame and corner radius are the view's, opaque and untransformed (what ``TransitionScene`` gives
/// a planner for the from- and to-view).
package typealias ParticipantGeometry = ViewState

extension ViewState {
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
    package var restingState: ViewState {
        ViewState(frame: frame, cornerRadius: cornerRadius)
    }
}
