import Foundation

/// A snapshot of a `UIScrollView`'s geometry, enough to decide whether it or a transition gesture owns a pan.
///
/// All values are in points, as `UIScrollView` reports them: `contentOffset`, `contentSize`,
/// `bounds.size` and `adjustedContentInset`.
package struct ScrollViewState: Sendable, Equatable {
    /// How far, in points, content can sit past an edge and still count as resting at that edge.
    package static let edgeTolerance: CGFloat = 0.5

    /// The scroll view's `contentOffset`.
    package var contentOffset: CGPoint
    /// The scroll view's `contentSize`.
    package var contentSize: CGSize
    /// The scroll view's `bounds.size`.
    package var boundsSize: CGSize
    /// The scroll view's `adjustedContentInset` (content inset plus safe area, as UIKit computes it).
    package var adjustedContentInset: EdgeInsets

    /// Creates a snapshot; values are kept as given (the decisions treat non-finite ones as "cannot scroll").
    package init(contentOffset: CGPoint, contentSize: CGSize, boundsSize: CGSize, adjustedContentInset: EdgeInsets = .zero) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.adjustedContentInset = adjustedContentInset
    }

    /// The scroll state a scroll view offers the transition pans (``ScrollViewNode/scrollNodeState``): its
    /// geometry while scrolling is enabled; nil when the app switched scrolling off (`isScrollEnabled` false):
    /// such a view does not scroll under the finger, so it is content like any other view and the sheet or the
    /// dismissal moves with the finger over it.
    package static func offered(_ state: ScrollViewState, isScrollEnabled: Bool) -> ScrollViewState? {
        isScrollEnabled ? state : nil
    }

    /// Whether the content can still move with a finger moving in `direction`.
    ///
    /// A finger moving `.right` pulls the content right, so `contentOffset.x` decreases: possible while
    /// `contentOffset.x > -adjustedContentInset.left + 0.5`. `.left` is possible while
    /// `contentOffset.x < contentSize.width - boundsSize.width + adjustedContentInset.right - 0.5`;
    /// `.down` and `.up` are the same with y, top and bottom. Content that does not exceed the bounds on
    /// that axis (insets included) cannot scroll, whatever the offset (bouncing is not scrolling).
    /// Any non-finite value gives `false`.
    package func canScroll(toward direction: SwipeDirection) -> Bool {
        guard let range = offsetRange(horizontal: direction.isHorizontal) else { return false }
        let offset = direction.isHorizontal ? contentOffset.x : contentOffset.y
        guard offset.isFinite else { return false }
        switch direction {
        case .right, .down: return offset > range.lowerBound + Self.edgeTolerance
        case .left, .up: return offset < range.upperBound - Self.edgeTolerance
        }
    }

    /// Whether the content rests at its top: `contentOffset.y <= -adjustedContentInset.top + 0.5`.
    ///
    /// Pulled down past the top (a bounce) counts as at the top. NaN gives `false`.
    package var isAtTop: Bool {
        contentOffset.y <= -adjustedContentInset.top + Self.edgeTolerance
    }

    /// The content offset that pins the content to its top: x unchanged (0 if not finite), y = `-adjustedContentInset.top`.
    package var topOffset: CGPoint {
        restingOffset(toward: .down)
    }

    /// The content offset at which the content can no longer move with a finger moving in `direction`.
    ///
    /// `.down` gives the top offset, `.up` the bottom one, `.right` the left one, `.left` the right one; the
    /// other coordinate is kept (0 if not finite). Content smaller than its bounds rests at the top or
    /// left whatever the direction, as in UIKit.
    func restingOffset(toward direction: SwipeDirection) -> CGPoint {
        let x = contentOffset.x.finiteOr(0), y = contentOffset.y.finiteOr(0)
        let horizontal = direction.isHorizontal
        let minimum = horizontal ? -adjustedContentInset.left : -adjustedContentInset.top
        let maximum = offsetRange(horizontal: horizontal)?.upperBound ?? minimum
        let resting = direction == .right || direction == .down ? minimum : maximum
        return horizontal ? CGPoint(x: resting, y: y) : CGPoint(x: x, y: resting)
    }

    /// The offset at which the content stays put when a touch holds it: the current offset, pulled back
    /// inside the offsets it scrolls through on each axis (a bounce past an edge ends at that edge). An axis
    /// it cannot scroll on rests at its minimum (`-adjustedContentInset`); a non-finite offset counts as 0.
    package var heldOffset: CGPoint {
        func held(_ offset: CGFloat, horizontal: Bool) -> CGFloat {
            let minimum = horizontal ? -adjustedContentInset.left : -adjustedContentInset.top
            guard let range = offsetRange(horizontal: horizontal) else { return minimum }
            return offset.finiteOr(0).clamped(to: range)
        }
        return CGPoint(x: held(contentOffset.x, horizontal: true), y: held(contentOffset.y, horizontal: false))
    }

    /// The offsets the content scrolls through on one axis, or `nil` if it cannot scroll on that axis
    /// (content plus insets not larger than the bounds, or a non-finite size).
    private func offsetRange(horizontal: Bool) -> ClosedRange<CGFloat>? {
        let lower = horizontal ? -adjustedContentInset.left : -adjustedContentInset.top
        let upper =
            horizontal
            ? contentSize.width - boundsSize.width + adjustedContentInset.right
            : contentSize.height - boundsSize.height + adjustedContentInset.bottom
        guard upper.isFinite, upper > lower else { return nil }
        return lower...upper
    }
}

/// A view as the scroll-view search sees it: its superview, and its scrolling geometry if it is a scroll
/// view that scrolls.
///
/// `UIView` implements it in the UIKit layer; the headless test model implements it too, so the search
/// below runs on Linux exactly as it runs on a device.
package protocol ScrollViewNode: AnyObject {
    /// The view's superview, or nil at the top of the hierarchy.
    var scrollNodeSuperview: (any ScrollViewNode)? { get }
    /// The view's geometry if it is a scroll view whose scrolling is enabled (`isScrollEnabled`); nil
    /// for any other view.
    var scrollNodeState: ScrollViewState? { get }
}

extension ScrollViewState {
    /// The scroll views from `hitView` up to and including `root`, innermost first.
    ///
    /// `hitView` is the view a touch hit (`root.hitTest(_:with:)`); the walk goes up its superviews and
    /// stops after `root`. The root counts: a presented `UITableViewController`'s view is its table.
    ///
    /// - Returns: the nodes that have a ``ScrollViewNode/scrollNodeState``; empty when `hitView` is nil or
    ///   is not `root` or one of its descendants (nothing above the root belongs to it).
    package static func scrollViews(from hitView: (any ScrollViewNode)?, upTo root: any ScrollViewNode) -> [any ScrollViewNode] {
        var result: [any ScrollViewNode] = []
        var node = hitView
        while let current = node {
            if current.scrollNodeState != nil { result.append(current) }
            if current === root { return result }
            node = current.scrollNodeSuperview
        }
        return []
    }
}
