import Foundation

/// A view as VoiceOver sees it, for ``TransitionFocus/element(for:)``: whether it is an accessibility
/// element, and its superview. `UIView` implements it; so does the headless test model.
package protocol AccessibilityFocusNode: AnyObject {
    /// `isAccessibilityElement`.
    var isAccessibilityElementNode: Bool { get }
    /// The superview, or nil.
    var accessibilityFocusParent: (any AccessibilityFocusNode)? { get }
    /// Whether the view is a table or collection view cell (`UITableViewCell`, `UICollectionViewCell`): the
    /// element VoiceOver lands on for a thumbnail inside it when neither is an accessibility element itself.
    var isCellNode: Bool { get }
}

/// Where the element an assistive technology focuses is, relative to a presentation's presented view
/// (`UIAccessibility.focusedElement(using: nil)`: the element most recently focused by any of them).
package enum AccessibilityFocusLocation: Sendable, Hashable, CaseIterable {
    /// No element is focused (no assistive technology runs, or it focuses nothing).
    case none
    /// The element is the presented view or inside it (a `UIAccessibilityElement` counts by its container).
    case insidePresentedView
    /// The element is elsewhere: the screen behind an undimmed sheet, another presentation.
    case elsewhere
}

extension AccessibilityFocusLocation {
    /// Where `element` is: nowhere without one; inside when `presentedView` is the element or one of its
    /// ancestors, walking `parent` (a view's superview, an accessibility element's container); elsewhere otherwise.
    package static func locate<Node: AnyObject>(
        _ element: Node?, presentedView: Node, parent: (Node) -> Node?
    ) -> AccessibilityFocusLocation {
        guard let element else { return .none }
        let inside = ViewTreeSearch.ancestor(from: element, next: parent) { $0 === presentedView } === presentedView
        return inside ? .insidePresentedView : .elsewhere
    }
}

/// Where VoiceOver's focus goes when a transition finishes, and which notification the library posts for
/// it: at most one, once, after `completeTransition`, never a second screen change where UIKit posts one.
///
/// **What UIKit covers.** The headers and the documentation say only that an app posts
/// `UIAccessibilityScreenChangedNotification` "when a new view appears that encompasses a major portion of
/// the screen" (UIAccessibilityConstants.h); they promise no notification from UIKit's containers. The
/// library relies on what UIKit is seen to do, and the self-check's VoiceOver scenarios confirm it on a
/// device (Troubleshooting, "VoiceOver's focus after a transition"):
/// - a navigation controller's push or pop (with any animator): UIKit moves VoiceOver to the new top screen
///   with a screen change when its transition completes;
/// - a presentation or dismissal whose presentation controller removes the presenter's view
///   (`shouldRemovePresentersView`, `.fullScreen`): likewise, since a whole screen enters or leaves the window;
/// - a presentation that keeps the presenter's view (a sheet, a card, a side menu, any layout but
///   `.fullScreen`): no screen change: the presenter never left the window.
///
/// **What the library adds.**
/// - Where the user returns to a particular element UIKit cannot know — the cell of the item a zoom
///   closes onto (the user may have paged to another item, and the grid was scrolled to its cell), the view
///   a circular reveal shrinks back into — it posts, once, `.layoutChanged` with that element where UIKit
///   posts its own screen change (the focus moves; no second screen-change sound), `.screenChanged` with it
///   where UIKit posts none.
/// - A presentation that keeps the presenter's view (where UIKit posts nothing) gets one `.screenChanged`
///   from the library's presentation controller: into the presented view when it has appeared, and back to
///   the element VoiceOver focused before it when it has been dismissed (``presentationPost(after:completed:removesPresentersView:)``).
/// - Everything else is left to UIKit: a push, a plain pop, a full-screen presentation or dismissal, a
///   cancelled transition (the screen did not change).
package enum TransitionFocus {
    /// How UIKit ran the transition.
    package enum Path: Sendable, Hashable {
        /// A navigation controller's push or pop.
        case navigation
        /// A modal presentation or dismissal; `removesPresentersView`: the presentation controller's
        /// `shouldRemovePresentersView` (true for UIKit's own full-screen styles).
        case presentation(removesPresentersView: Bool)

        /// The path of a transition of `operation`: a push or a pop is a navigation controller's; a present or
        /// a dismiss is a presentation, which `removesPresentersView` (`shouldRemovePresentersView` of the
        /// presented screen's presentation controller; true for UIKit's own full-screen styles).
        package init(operation: TransitionOperation, removesPresentersView: Bool) {
            switch operation {
            case .push, .pop: self = .navigation
            case .present, .dismiss: self = .presentation(removesPresentersView: removesPresentersView)
            }
        }
    }

    /// The notification the library posts once the transition has finished, with the element to focus.
    package enum Post: Sendable, Hashable {
        /// Nothing: UIKit's own handling is right.
        case none
        /// `UIAccessibility.post(notification: .screenChanged, argument: element)`.
        case screenChanged
        /// `UIAccessibility.post(notification: .layoutChanged, argument: element)`.
        case layoutChanged
    }

    /// The element a presentation's post focuses.
    package enum Target: Sendable, Hashable {
        /// The presented view (VoiceOver takes its first element).
        case presentedView
        /// The element VoiceOver focused when the presentation began (the control that opened it), if it
        /// is still in a window; else none, and VoiceOver takes the first element of the screen.
        case elementFocusedBeforePresentation
        /// No element (the notification's argument is nil): VoiceOver keeps the element it focuses and reads the
        /// screen's elements again — a sheet whose modal scope flipped while focus was inside it.
        case keepsFocus
    }

    /// The notification a sheet posts when VoiceOver's modal scope flips while it is presented (a rotation turning
    /// `.medium` off, `setSelectedDetent`, a `.fitting` detent growing with the text, a drag), after the flag is set.
    ///
    /// - Becoming modal with focus outside the sheet (on the screen behind an undimmed detent): `.layoutChanged`
    ///   into the presented view. With no argument VoiceOver would keep that element, now under the dimming view,
    ///   and a double tap would land on the dimming view and dismiss the sheet. What VoiceOver does with a nil
    ///   argument, or with an element that just left the modal scope, is not documented (UIAccessibility.h:
    ///   "Optionally, pass the element"): a risk to check on a device.
    /// - Otherwise (focus inside the sheet or nowhere; or the scope widened to the screen behind):
    ///   `.layoutChanged` without an element: VoiceOver keeps its element and reads the screen again.
    package static func modalScopeChangePost(becameModal: Bool, focus: AccessibilityFocusLocation) -> (post: Post, target: Target)
    {
        becameModal && focus == .elsewhere ? (.layoutChanged, .presentedView) : (.layoutChanged, .keepsFocus)
    }

    /// Whether the presentation controller remembers the element an assistive technology focuses when the
    /// presentation begins (`focusedElement(using: nil)`: VoiceOver's or Switch Control's, to return to it after the
    /// dismissal): only where it will post (the presenter's view stays).
    package static func remembersFocusedElement(removesPresentersView: Bool) -> Bool {
        !uikitPostsScreenChange(on: .presentation(removesPresentersView: removesPresentersView))
    }

    /// The notification the library's presentation controller posts when a presentation's transition ends:
    /// a screen change into the presented view after the presentation, back to the element focused before
    /// it after the dismissal — only where UIKit posts none (the presenter's view stays), and only when the
    /// transition completed.
    ///
    /// - Parameters:
    ///   - hasRememberedElement: an element was remembered when the presentation began and is still alive; without
    ///     one the dismissal posts nothing (a nil argument would leave focus where UIKit puts it anyway).
    ///   - focusAtDismissal: where focus was when the dismissal began: on the screen behind an undimmed sheet
    ///     (``AccessibilityFocusLocation/elsewhere``) the user is somewhere else on purpose, and focus is not pulled
    ///     back to the opener.
    package static func presentationPost(
        after operation: TransitionOperation, completed: Bool,
        removesPresentersView: Bool, hasRememberedElement: Bool = true,
        focusAtDismissal: AccessibilityFocusLocation = .insidePresentedView
    ) -> (post: Post, target: Target)? {
        guard completed, remembersFocusedElement(removesPresentersView: removesPresentersView) else { return nil }
        switch operation {
        case .present: return (.screenChanged, .presentedView)
        case .dismiss:
            guard hasRememberedElement, focusAtDismissal != .elsewhere else { return nil }
            return (.screenChanged, .elementFocusedBeforePresentation)
        case .push, .pop: return nil
        }
    }

    /// Whether UIKit posts a screen change of its own when a transition on `path` completes (see the type's summary).
    package static func uikitPostsScreenChange(on path: Path) -> Bool {
        switch path {
        case .navigation: return true
        case let .presentation(removesPresentersView): return removesPresentersView
        }
    }

    /// The notification after a transition that returns to an element (a zoom closing onto a cell, a
    /// reveal shrinking into its view).
    ///
    /// - Parameters:
    ///   - operation: the transition's operation; only a pop or a dismissal returns.
    ///   - outcome: finished or cancelled; a cancelled transition changed no screen.
    ///   - path: how UIKit ran it.
    ///   - hasElement: the element to return to exists and is in a window (a zoom's source found, a
    ///     reveal's view alive); without one, UIKit's own handling stands.
    ///   - isLibraryPresentation: the dismissed presentation is the library's (`DimmingPresentationController`),
    ///     which posts its own screen change where UIKit posts none (back to the element that opened it):
    ///     the animation controller then posts nothing, so there is never a second.
    package static func post(
        returningFrom operation: TransitionOperation, outcome: TransitionOutcome, path: Path,
        hasElement: Bool, isLibraryPresentation: Bool = false
    ) -> Post {
        guard !operation.isForward, outcome == .finished, hasElement else { return .none }
        if uikitPostsScreenChange(on: path) { return .layoutChanged }
        if case .presentation = path, isLibraryPresentation { return .none }
        return .screenChanged
    }

    /// The element VoiceOver focuses for `view`: the view itself if it is an accessibility element, else its
    /// nearest ancestor that is one, else the nearest enclosing cell (a thumbnail inside a cell that exposes its
    /// own subviews), else nil: the library then posts nothing rather than send VoiceOver to something that is not
    /// an element (an invisible marker view of SwiftUI's, a plain container).
    package static func element(for view: any AccessibilityFocusNode) -> (any AccessibilityFocusNode)? {
        var node: (any AccessibilityFocusNode)? = view
        var cell: (any AccessibilityFocusNode)?
        while let current = node {
            if current.isAccessibilityElementNode { return current }
            if cell == nil, current.isCellNode { cell = current }
            node = current.accessibilityFocusParent
        }
        return cell
    }
}
