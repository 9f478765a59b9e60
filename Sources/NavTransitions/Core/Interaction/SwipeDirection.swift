import Foundation

/// The direction a finger moves on screen to make a gesture-driven transition progress.
///
/// Directions are physical (`left` never flips); resolve layout-dependent ones with
/// ``back(for:)`` and ``dismissal(toward:layoutDirection:)``. Coordinates follow UIKit: y grows downward.
package enum SwipeDirection: Sendable, Hashable, CaseIterable {
    /// The finger moves toward the left edge (x decreases).
    case left
    /// The finger moves toward the right edge (x increases).
    case right
    /// The finger moves toward the top edge (y decreases).
    case up
    /// The finger moves toward the bottom edge (y increases).
    case down

    /// The unit vector of this direction in UIKit coordinates (y grows downward): `.down` is `(0, 1)`.
    package var unitVector: CGPoint {
        switch self {
        case .left: return CGPoint(x: -1, y: 0)
        case .right: return CGPoint(x: 1, y: 0)
        case .up: return CGPoint(x: 0, y: -1)
        case .down: return CGPoint(x: 0, y: 1)
        }
    }

    /// Whether the direction lies on the x axis (`left`, `right`).
    package var isHorizontal: Bool { self == .left || self == .right }

    /// The direction of an interactive swipe back (pop): the finger moves away from the leading edge.
    ///
    /// `.right` for left-to-right layouts, `.left` for right-to-left layouts.
    package static func back(for layoutDirection: LayoutDirection) -> SwipeDirection {
        switch layoutDirection {
        case .leftToRight: return .right
        case .rightToLeft: return .left
        }
    }

    /// The direction of a pan that dismisses a view leaving through `edge`.
    ///
    /// The finger follows the view out: `.bottom` gives `.down`, `.top` gives `.up`, and `leading` /
    /// `trailing` are resolved with `layoutDirection` first (`.leading` gives `.left` in left-to-right
    /// layouts and `.right` in right-to-left layouts).
    package static func dismissal(toward edge: TransitionEdge, layoutDirection: LayoutDirection) -> SwipeDirection {
        let outward = edge.outwardUnitVector(for: layoutDirection)
        // A unit vector of an edge: x is ±1 whenever y is 0, so `outward.x <= 0` below would decide the same.
        if outward.y < 0 { return .up }
        if outward.y > 0 { return .down }
        return outward.x < 0 ? .left : .right
    }

    /// The physical edge a view leaves through when it follows a finger moving this way: `.down` gives
    /// `.bottom`, `.up` `.top`, `.left` `.left`, `.right` `.right` (the inverse of
    /// ``dismissal(toward:layoutDirection:)``).
    package var exitEdge: TransitionEdge {
        switch self {
        case .left: return .left
        case .right: return .right
        case .up: return .top
        case .down: return .bottom
        }
    }

    /// The direction that dominates `vector` (a velocity in points per second, or a translation in points).
    ///
    /// The larger absolute component wins, so a pan at less than 45° from the x axis is horizontal.
    /// Returns `nil` when neither component dominates (a zero vector, an exact diagonal, both components
    /// infinite) or when a component is NaN.
    package init?(dominantDirectionOf vector: CGPoint) {
        let x = vector.x, y = vector.y
        guard !x.isNaN, !y.isNaN else { return nil }
        // The dominant component is never 0 (its absolute value exceeds the other's): `x >= 0` and `y >= 0`
        // below would decide the same.
        if abs(x) > abs(y) {
            self = x > 0 ? .right : .left
        } else if abs(y) > abs(x) {
            self = y > 0 ? .down : .up
        } else {
            return nil
        }
    }

    /// The signed length of `vector` along this direction (positive when it points this way).
    ///
    /// Reads a single component (no multiplication by the zero component), so an infinite component on
    /// the other axis cannot turn the result into NaN. NaN on this axis stays NaN; callers sanitize.
    func component(of vector: CGPoint) -> CGFloat {
        switch self {
        case .left: return -vector.x
        case .right: return vector.x
        case .up: return -vector.y
        case .down: return vector.y
        }
    }
}
