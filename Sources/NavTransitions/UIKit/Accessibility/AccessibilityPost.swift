#if canImport(UIKit)
// `UIAccessibility.Notification.screenChanged` and its siblings are imported from global variables
// (`UIKIT_EXTERN UIAccessibilityNotifications UIAccessibilityScreenChangedNotification;`, not `const`), which
// Swift 6 refuses to read as shared mutable state. UIKit never changes them; this file alone imports UIKit
// with `@preconcurrency` to read them, and does nothing else.
@preconcurrency import UIKit

/// The accessibility notifications the library posts, each on the main actor.
///
/// A transition's post (``post(_:focusing:)``) goes out on the next turn of the main queue: UIKit may post its
/// own notification after `completeTransition` returns, and the last one wins; posted a turn later, the
/// library's element is the one VoiceOver lands on, and a sheet or card is not announced twice.
@MainActor
enum AccessibilityPost {
    /// `UIAccessibility.post(notification: .screenChanged, argument: element)`, now.
    static func screenChanged(focusing element: Any?) {
        UIAccessibility.post(notification: .screenChanged, argument: element)
    }

    /// `UIAccessibility.post(notification: .layoutChanged, argument: element)`, now.
    static func layoutChanged(focusing element: Any?) {
        UIAccessibility.post(notification: .layoutChanged, argument: element)
    }

    /// The element an assistive technology focused most recently, or nil: `focusedElement(using: nil)`, "the
    /// element that was most recently focused" by any of them (UIAccessibility.h) — Switch Control's too, so that
    /// it does not scan from the top after a dismissal.
    static func focusedElement() -> NSObject? {
        UIAccessibility.focusedElement(using: nil) as? NSObject
    }

    /// Where `element` is relative to `presentedView` (Core's ``AccessibilityFocusLocation/locate(_:presentedView:parent:)``):
    /// a view by its superviews, an accessibility element by its container.
    static func focusLocation(of element: NSObject?, presentedView: UIView) -> AccessibilityFocusLocation {
        AccessibilityFocusLocation.locate(element, presentedView: presentedView) { node in
            (node as? UIView)?.superview ?? ((node as? UIAccessibilityElement)?.accessibilityContainer as? NSObject)
        }
    }

    /// Posts `post` focusing `element` on the next turn of the main queue (the element held weakly until then:
    /// one gone meanwhile is not posted); nothing for `.none`. `posted` runs once it went out.
    static func post(_ post: TransitionFocus.Post, focusing element: AnyObject?, posted: (@MainActor () -> Void)? = nil) {
        // stays in UIKit: applies Core's TransitionFocus.Post (.none: nothing)
        guard post != .none else { return }
        let hadElement = element != nil
        DispatchQueue.main.async { [weak element] in
            // stays in UIKit: an element that was given and is gone now is not sent (nil would mean "keep focus")
            if hadElement, element == nil { return }
            // stays in UIKit: applies Core's TransitionFocus.Post, one UIAccessibility notification per case
            switch post {
            case .none: return
            case .screenChanged: screenChanged(focusing: element)
            case .layoutChanged: layoutChanged(focusing: element)
            }
            posted?()
        }
    }

    /// An announcement queued after what VoiceOver is saying (`accessibilitySpeechQueueAnnouncement`), so
    /// that it does not cut off the reading of a newly focused element.
    static func queuedAnnouncement(_ text: String) {
        let announcement = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
        UIAccessibility.post(notification: .announcement, argument: announcement)
    }
}
#endif
