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

    /// The presentation a transition belongs to, as the focus rule needs it: read while the transition runs, before
    /// `completeTransition`. Inside that call UIKit ends a finished dismissal (the dismissed screen's
    /// `viewDidDisappear` and the `dismiss` completion run there, and the container leaves the window), after which
    /// the dismissed screen has no presenting view controller and its presentation controller reads as none.
    struct PresentationReading {
        /// The presentation is the library's (`DimmingPresentationController`), which posts its own focus.
        var isLibraryPresentation: Bool
        /// It removes the presenter's view (true without a presentation controller, as UIKit's full-screen styles do).
        var removesPresentersView: Bool
    }

    /// Reads the presentation of the transition `context` runs (Core ignores it for a push or a pop). Call it
    /// before `completeTransition`.
    static func readPresentation(
        _ operation: TransitionOperation, context: UIViewControllerContextTransitioning
    ) -> PresentationReading {
        let presentation = context.viewController(forKey: operation.isForward ? .to : .from)?.presentationControllerIfPresented
        return PresentationReading(
            isLibraryPresentation: presentation is DimmingPresentationController,
            removesPresentersView: presentation?.shouldRemovePresentersView ?? true)
    }

    /// Posts once, on the next main-queue turn after `completeTransition` (after UIKit's own post), the
    /// notification Core chooses for a transition that returned (or did not) to `view`: to the nearest
    /// accessibility element or enclosing cell, nothing without one (``TransitionFocus/element(for:)``).
    ///
    /// - Parameters:
    ///   - view: the view returned to (a zoom's thumbnail, a reveal's source), or nil; only a view in a
    ///     window counts.
    ///   - presentation: the transition's presentation, read before `completeTransition` (``readPresentation(_:context:)``).
    ///   - context: the finished transition's context.
    static func postAfterReturn(
        to view: UIView?, operation: TransitionOperation, wasCancelled: Bool,
        presentation: PresentationReading, context: UIViewControllerContextTransitioning
    ) {
        let target = view.flatMap { $0.window == nil ? nil : TransitionFocus.element(for: $0) as? UIView }
        let post = TransitionFocus.post(
            returningFrom: operation, outcome: wasCancelled ? .cancelled : .finished,
            path: TransitionFocus.Path(operation: operation, removesPresentersView: presentation.removesPresentersView),
            hasElement: target != nil,
            isLibraryPresentation: presentation.isLibraryPresentation)
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
}
#endif
