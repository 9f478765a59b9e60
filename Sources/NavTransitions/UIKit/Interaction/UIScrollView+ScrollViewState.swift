#if canImport(UIKit)
import UIKit

extension EdgeInsets {
    /// The Core insets of UIKit edge insets.
    init(_ insets: UIEdgeInsets) {
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

extension UIView {
    /// The scroll views under `point` (in this view's coordinates), innermost first.
    func scrollViews(at point: CGPoint) -> [UIScrollView] {
        var result: [UIScrollView] = []
        var view = hitTest(point, with: nil)
        while let current = view, current !== self {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled { result.append(scrollView) }
            view = current.superview
        }
        return result
    }
}
#endif
