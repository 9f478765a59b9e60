import Foundation
@testable import NavTransitions

/// A test stand-in for `UIView`: geometry, alpha, transform, corner radius, and the view hierarchy.
///
/// Models the documented parts of `UIView` that transitions touch: `addSubview` moves a view that
/// already has a superview, `insertSubview(_:aboveSubview:)` / `belowSubview`, `removeFromSuperview`,
/// a weak `superview` and strong `subviews` (the hierarchy retains its children, not its parent).
final class HeadlessView: CustomStringConvertible {
    let name: String
    var frame: CGRect
    var alpha: CGFloat = 1
    var transform: ViewTransform = .identity
    var cornerRadius: CGFloat = 0
    /// `mask`: a view whose shape clips this one; not a subview.
    var mask: HeadlessView?
    /// For a stand-in of a `UIScrollView`: its geometry; nil for other views (see `isScrollEnabled`).
    var scrollState: ScrollViewState?
    /// `isHidden`.
    var isHidden = false
    /// A scroll view's `showsVerticalScrollIndicator`.
    var showsVerticalScrollIndicator = true
    /// `UIScrollView.isScrollEnabled`.
    var isScrollEnabled = true
    /// `clipsToBounds` (`layer.masksToBounds`).
    var clipsToBounds = false
    /// `accessibilityViewIsModal`: VoiceOver ignores this view's siblings (and only its siblings).
    var accessibilityViewIsModal = false
    /// Whether it stands in for a `UIImageView`.
    var isImageView = false
    /// Whether it stands in for a `UICollectionViewCell` or `UITableViewCell`.
    var isCell = false
    /// `isAccessibilityElement`.
    var isAccessibilityElement = false
    /// The mark the library gives a view it adds to a window (`LibraryViewMark`, an associated object in UIKit):
    /// set where the double makes the view, exactly where the UIKit class marks it; nil for the app's views.
    var libraryMark: LibraryViewKind?
    /// `isFirstResponder` (a text field that took the keyboard, a presented view for its key commands).
    var isFirstResponder = false
    /// Whether it is the library's presented view (`PresentationWrapperView`), which holds first responder only
    /// for its key commands.
    var isPresentationWrapper = false
    /// On a window: the Reduce Motion override the window carries (`MotionSettings.setReduceMotionOverride`);
    /// nil follows the system, which the model takes as off.
    var reduceMotionOverride: Bool?
    private(set) weak var superview: HeadlessView?
    private(set) var subviews: [HeadlessView] = []

    init(_ name: String, frame: CGRect = .zero) {
        self.name = name
        self.frame = frame
    }

    var description: String { name }

    /// The view's state as a plan describes it.
    var state: ViewState {
        ViewState(frame: frame, alpha: alpha, transform: transform, cornerRadius: cornerRadius)
    }

    /// Applies a planned state (what the UIKit layer does with center, bounds, transform, alpha, radius).
    func apply(_ state: ViewState) {
        frame = state.frame
        alpha = state.alpha
        transform = state.transform
        cornerRadius = state.cornerRadius
    }

    /// `addSubview`: appends on top, taking the view from its previous superview.
    func addSubview(_ view: HeadlessView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// `insertSubview(_:aboveSubview:)`; `sibling` must be a subview.
    func insertSubview(_ view: HeadlessView, above sibling: HeadlessView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("\(sibling) is not a subview of \(self)")
        }
        insertSubview(view, at: index + 1)
    }

    /// `insertSubview(_:belowSubview:)`; `sibling` must be a subview.
    func insertSubview(_ view: HeadlessView, below sibling: HeadlessView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("\(sibling) is not a subview of \(self)")
        }
        insertSubview(view, at: index)
    }

    /// `insertSubview(_:at:)`.
    func insertSubview(_ view: HeadlessView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: Swift.min(index, subviews.count))
        view.superview = self
    }

    /// `removeFromSuperview`.
    func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }
}

extension HeadlessView {
    /// `convert(_:to:)` for views at rest: origins add up along the superviews (transforms are ignored).
    /// Both views must share a root.
    func convert(_ rect: CGRect, to other: HeadlessView) -> CGRect {
        func originInRoot(_ view: HeadlessView) -> CGPoint {
            var point = CGPoint.zero
            var current: HeadlessView? = view
            while let node = current, let parent = node.superview {
                point.x += node.frame.minX
                point.y += node.frame.minY
                current = parent
            }
            return point
        }
        let mine = originInRoot(self), theirs = originInRoot(other)
        return rect.offsetBy(dx: mine.x - theirs.x, dy: mine.y - theirs.y)
    }

    /// `bounds`: the frame's size at the origin.
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}

/// `HeadlessView` as the container commands see a `UIView` (``ContainerCommandInterpreter``).
extension HeadlessView: ContainerViewNode {
    var containerNodeSuperview: (any ContainerViewNode)? { superview }

    var containerNodeMask: (any ContainerViewNode)? {
        get { mask }
        set { mask = newValue as? HeadlessView }
    }

    func addContainerNode(_ node: any ContainerViewNode) {
        guard let view = node as? HeadlessView else { return }
        addSubview(view)
    }

    func insertContainerNode(_ node: any ContainerViewNode, at index: Int) {
        guard let view = node as? HeadlessView else { return }
        insertSubview(view, at: index)
    }

    func insertContainerNode(_ node: any ContainerViewNode, above sibling: any ContainerViewNode) {
        guard let view = node as? HeadlessView, let sibling = sibling as? HeadlessView else { return }
        insertSubview(view, above: sibling)
    }

    func insertContainerNode(_ node: any ContainerViewNode, below sibling: any ContainerViewNode) {
        guard let view = node as? HeadlessView, let sibling = sibling as? HeadlessView else { return }
        insertSubview(view, below: sibling)
    }

    func removeContainerNodeFromSuperview() {
        removeFromSuperview()
    }

    func applyContainerState(_ state: ViewState) {
        clipsToBounds = state.clipsToBounds(current: clipsToBounds)
        apply(state)
    }

    func applyContainerAlpha(_ alpha: CGFloat) {
        self.alpha = alpha
    }
}

/// A view as Core's focus rule walks it (`UIView`'s conformance, UIKit/Accessibility).
extension HeadlessView: AccessibilityFocusNode {
    var isAccessibilityElementNode: Bool { isAccessibilityElement }
    var accessibilityFocusParent: (any AccessibilityFocusNode)? { superview }
    var isCellNode: Bool { isCell }
}
