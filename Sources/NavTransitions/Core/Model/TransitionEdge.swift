import Foundation

/// An edge of the container that a view enters from or leaves toward.
///
/// `leading` and `trailing` follow the layout direction; `left` and `right` never flip.
public enum TransitionEdge: Sendable, Hashable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left in left-to-right layouts, right in right-to-left layouts.
    case leading
    /// The trailing edge: right in left-to-right layouts, left in right-to-left layouts.
    case trailing
    /// The left edge, whatever the layout direction.
    case left
    /// The right edge, whatever the layout direction.
    case right

    /// The edge resolved to a physical edge (`top`, `bottom`, `left` or `right`) for a layout direction.
    package func resolved(for direction: LayoutDirection) -> TransitionEdge {
        switch (self, direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): return .right
        default: return self
        }
    }

    /// Every edge, for the package's tables and tests (the type is not `CaseIterable`: apps have no use for
    /// the list).
    package static let allCases: [TransitionEdge] = [.top, .bottom, .leading, .trailing, .left, .right]

    /// The unit vector pointing from the container's centre toward this edge (y grows downward, as in UIKit).
    ///
    /// `leading` and `trailing` are resolved with `direction` first.
    package func outwardUnitVector(for direction: LayoutDirection) -> CGPoint {
        switch resolved(for: direction) {
        case .top: return CGPoint(x: 0, y: -1)
        case .bottom: return CGPoint(x: 0, y: 1)
        case .left: return CGPoint(x: -1, y: 0)
        default: return CGPoint(x: 1, y: 0)
        }
    }
}
