#if canImport(UIKit)
import UIKit

/// A view as Core's focus rule walks it. The conformance is main-actor isolated, like `UIView`: Core only
/// calls it synchronously from the main actor.
extension UIView: @preconcurrency AccessibilityFocusNode {
    /// `isAccessibilityElement`, for Core's ``TransitionFocus/element(for:)``.
    package var isAccessibilityElementNode: Bool { isAccessibilityElement }
    /// The superview, for Core's ``TransitionFocus/element(for:)``.
    package var accessibilityFocusParent: (any AccessibilityFocusNode)? { superview }
    /// Whether the view is a `UITableViewCell` or a `UICollectionViewCell`, for Core's ``TransitionFocus/element(for:)``.
    package var isCellNode: Bool { self is UITableViewCell || self is UICollectionViewCell }
}

/// Posts VoiceOver's focus after a transition that returns to a view, as Core's ``TransitionFocus`` decides.
@MainActor
package enum TransitionFocusPoster {
    /// One post: the notification and the view it focused (held weakly).
    package struct Record {
        /// The notification posted.
        package var post: TransitionFocus.Post
        /// The view VoiceOver was sent to.
        package weak var element: UIView?
    }

    /// The last post the library made for a transition in `window`, for the self-check (an app cannot
    /// observe UIKit's accessibility notifications); nil before any.
    package static func lastPost(in window: UIWindow) -> Record? {
        AssociatedValues.lastFocusPost.get(window)
    }

    /// Forgets the last post in `window` (the self-check, before a scenario).
    package static func forgetLastPost(in window: UIWindow) {
        AssociatedValues.lastFocusPost.set(nil, on: window)
    }

    /// Posts once, on the next main-queue turn after `completeTransition` (after UIKit's own post), the
    /// notification Core chooses for a transition that returned (or did not) to `view`: to the nearest
    /// accessibility element or enclosing cell, nothing without one (``TransitionFocus/element(for:)``).
    ///
    /// - Parameters:
    ///   - view: the view returned to (a zoom's thumbnail, a reveal's source), or nil; only a view in a
    ///     window counts.
    ///   - context: the finished transition's context (its operation's controllers tell the path).
    static func postAfterReturn(to view: UIView?, operation: TransitionOperation, wasCancelled: Bool,
                                context: UIViewControllerContextTransitioning) {
        let target = view.flatMap { $0.window == nil ? nil : TransitionFocus.element(for: $0) as? UIView }
        let presented = context.viewController(forKey: operation.isForward ? .to : .from)
        let post = TransitionFocus.post(returningFrom: operation, outcome: wasCancelled ? .cancelled : .finished,
                                        path: TransitionFocus.Path(operation: operation, removesPresentersView: removesPresentersView(operation, context: context)),
                                        hasElement: target != nil,
                                        isLibraryPresentation: presented?.presentationControllerIfPresented is DimmingPresentationController)
        // stays in UIKit: applies Core's post (.none: nothing to post or record)
        guard post != .none else { return }
        // No window (it may be gone): no record. Recorded when the post goes out, on the next main-queue turn.
        let window = context.containerView.window ?? target?.window
        AccessibilityPost.post(post, focusing: target) { [weak target, weak window] in
            // stays in UIKit: the window may be gone by the next turn
            guard let window else { return }
            AssociatedValues.lastFocusPost.set(Record(post: post, element: target), on: window)
        }
    }

    /// Whether the presentation the transition belongs to removes the presenter's view (read from the
    /// presented screen's presentation controller; true without one, as UIKit's own full-screen styles do).
    /// Core ignores it for a push or a pop.
    private static func removesPresentersView(_ operation: TransitionOperation, context: UIViewControllerContextTransitioning) -> Bool {
        let presented = context.viewController(forKey: operation.isForward ? .to : .from)
        return presented?.presentationControllerIfPresented?.shouldRemovePresentersView ?? true
    }
}
#endif
