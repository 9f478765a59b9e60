import Foundation

/// The looks of a transition. Each one has a plan for every ``TransitionOperation``.
///
/// Every style follows the layout direction (forward is toward the trailing edge) and, when Reduce Motion
/// is on, is replaced by a cross-fade.
public enum TransitionStyle: Sendable, Equatable {
    /// The system push look: the new screen slides in from the trailing edge, the old one moves 30 % of
    /// the container width toward the leading edge (parallax) under a light dimming shadow.
    case slide
    /// A cross-dissolve.
    case fade
    /// The new screen slides in from `edge` over the current one, which stays still; going back slides it
    /// out toward the same edge. The usual choice for modals (`.bottom`).
    case cover(edge: TransitionEdge)
    /// The new screen grows from 85 % to full size while fading in, with rounded corners on the way.
    case scale
    /// The new screen appears inside a circle that grows from `origin` until it covers the container;
    /// going back, the circle shrinks into the origin (the container's centre when the origin is gone).
    case circularReveal(RevealOrigin)
    /// Your own style: `planner` returns the plan, ``TransitionAnimation`` runs it (see ``TransitionPlanning``).
    case planned(by: any TransitionPlanning)

    /// The edge the moving view leaves through when the style plays backwards (pop, dismiss), before
    /// resolving for a layout direction: a cover's edge, the trailing edge for a slide; nil for the styles
    /// that do not move the view off screen.
    package var exitEdge: TransitionEdge? {
        switch self {
        case let .cover(edge): return edge
        case .slide: return .trailing
        case .fade, .scale, .circularReveal, .planned: return nil
        }
    }

    /// Whether two styles are the same: the same case with equal values; planned styles compare their
    /// planners (equal when of the same type with equal parameters).
    public static func == (a: TransitionStyle, b: TransitionStyle) -> Bool {
        switch (a, b) {
        case (.slide, .slide), (.fade, .fade), (.scale, .scale):
            return true
        case let (.cover(left), .cover(right)):
            return left == right
        case let (.circularReveal(left), .circularReveal(right)):
            return left == right
        case let (.planned(left), .planned(right)):
            return left.isEqual(to: right)
        case (.slide, _), (.fade, _), (.scale, _), (.cover, _), (.circularReveal, _), (.planned, _):
            return false
        }
    }
}
