import Foundation

/// Insets from the four edges of a rect, the Core counterpart of `UIEdgeInsets` (safe area, content insets).
package struct EdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    package var top: CGFloat
    /// The inset from the left edge.
    package var left: CGFloat
    /// The inset from the bottom edge.
    package var bottom: CGFloat
    /// The inset from the right edge.
    package var right: CGFloat

    /// Creates insets; a non-finite or negative component becomes 0.
    package init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = Swift.max(0, top.finiteOr(0))
        self.left = Swift.max(0, left.finiteOr(0))
        self.bottom = Swift.max(0, bottom.finiteOr(0))
        self.right = Swift.max(0, right.finiteOr(0))
    }

    /// No insets.
    package static let zero = EdgeInsets()
}

extension CGRect {
    /// This rect shrunk by `insets`; never smaller than an empty rect.
    package func inset(by insets: EdgeInsets) -> CGRect {
        let rect = sanitized
        return CGRect(
            x: rect.minX + insets.left,
            y: rect.minY + insets.top,
            width: Swift.max(0, rect.width - insets.left - insets.right),
            height: Swift.max(0, rect.height - insets.top - insets.bottom)
        )
    }
}
