#if canImport(UIKit)
import UIKit

extension EdgeInsets {
    /// The Core insets of UIKit edge insets.
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension UIEdgeInsets {
    /// The UIKit edge insets of Core insets.
    init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension UIScrollView {
    /// The scroll view's geometry as Core's ``ScrollViewState``.
    var scrollViewState: ScrollViewState {
        ScrollViewState(
            contentOffset: contentOffset,
            contentSize: contentSize,
            boundsSize: bounds.size,
            adjustedContentInset: EdgeInsets(adjustedContentInset)
        )
    }
}

/// A view as Core's scroll-view search walks it. The conformance is main-actor isolated, like `UIView`:
/// Core only calls it synchronously from the main actor.
extension UIView: @preconcurrency ScrollViewNode {
    package var scrollNodeSuperview: (any ScrollViewNode)? { superview }

    package var scrollNodeState: ScrollViewState? {
        (self as? UIScrollView).flatMap { ScrollViewState.offered($0.scrollViewState, isScrollEnabled: $0.isScrollEnabled) }
    }
}

extension UIView {
    /// The scroll views under `point` (in this view's coordinates), innermost first, this view included
    /// (``ScrollViewState/scrollViews(from:upTo:)``).
    func scrollViews(at point: CGPoint) -> [UIScrollView] {
        ScrollViewState.scrollViews(from: hitTest(point, with: nil), upTo: self).compactMap { $0 as? UIScrollView }
    }
}
#endif
