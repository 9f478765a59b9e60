#if canImport(UIKit)
// `UIAccessibility.Notification.screenChanged` and its siblings are imported from global variables
// (`UIKIT_EXTERN UIAccessibilityNotifications UIAccessibilityScreenChangedNotification;`, not `const`), which
// Swift 6 refuses to read as shared mutable state. UIKit never changes them; this file alone imports UIKit
// with `@preconcurrency` to read them, and does nothing else.
@preconcurrency import UIKit

/// The accessibility notifications the library posts, each on the main actor.
@MainActor
enum AccessibilityPost {
    /// `UIAccessibility.post(notification: .screenChanged, argument: element)`.
    static func screenChanged(focusing element: Any?) {
        UIAccessibility.post(notification: .screenChanged, argument: element)
    }

    /// `UIAccessibility.post(notification: .layoutChanged, argument: element)`.
    static func layoutChanged(focusing element: Any?) {
        UIAccessibility.post(notification: .layoutChanged, argument: element)
    }

    /// The element VoiceOver focuses now, or nil (VoiceOver off, or nothing focused).
    static func focusedElement() -> NSObject? {
        UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
    }

    /// Posts `post` focusing `element`; nothing for `.none`.
    static func post(_ post: TransitionFocus.Post, focusing element: Any?) {
        // stays in UIKit: applies Core's TransitionFocus.Post, one UIAccessibility notification per case
        switch post {
        case .none: return
        case .screenChanged: screenChanged(focusing: element)
        case .layoutChanged: layoutChanged(focusing: element)
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
