import Foundation

/// Where on screen an interactive swipe back may start.
public enum SwipeBackArea: Sendable, Hashable {
    /// Within 44 points of the leading edge (left in left-to-right, right in right-to-left), like the
    /// system's edge swipe. From there the swipe back wins over scroll views, as the system's does.
    case leadingEdge
    /// Anywhere on the screen. A horizontal scroll view under the finger that can still scroll in the
    /// back direction keeps the pan; once it rests at its leading end, the same swipe pops.
    case anywhere

    /// Whether scroll views under the finger keep the pan (anywhere); from the leading edge the pan wins
    /// and the scroll views wait for it to fail.
    package var yieldsToScrollViews: Bool { self == .anywhere }
}
