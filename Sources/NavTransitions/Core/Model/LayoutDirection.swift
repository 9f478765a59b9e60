import Foundation

/// The horizontal reading direction of a view, as UIKit's `UIUserInterfaceLayoutDirection` describes it.
///
/// Every style resolves its "forward" and "back" directions from this value, so that right-to-left
/// interfaces push from the left and swipe back toward the right edge.
package enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Left-to-right text, such as English. Forward is toward the right edge.
    case leftToRight
    /// Right-to-left text, such as Arabic or Hebrew. Forward is toward the left edge.
    case rightToLeft

    /// The sign of the forward direction on the x axis: `+1` for left-to-right, `-1` for right-to-left.
    package var forwardSign: CGFloat {
        switch self {
        case .leftToRight: return 1
        case .rightToLeft: return -1
        }
    }
}
