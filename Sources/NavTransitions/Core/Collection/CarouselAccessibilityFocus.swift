import Foundation

/// Whether a carousel scrolls to the item an assistive technology just focused, and how.
///
/// VoiceOver moving item by item (a swipe) or a page at a time lands on items at the edge, half cut off; centring
/// them keeps the focused item in view. But every other way of moving focus must be left alone: under a VoiceOver
/// finger exploring by touch, a touched item that slid to the centre would put the next item under the finger,
/// which takes focus and slides in turn, to the end of the carousel; each Switch Control scan step would move the
/// whole carousel. So the carousel acts only for VoiceOver (the notification's assistive technology, and
/// `UIAccessibility.isVoiceOverRunning`), only when the focused item is not fully visible (an item touched by the
/// finger is visible under it), and without animation under Reduce Motion.
package enum CarouselAccessibilityFocus {
    /// What the carousel does.
    package enum Scroll: Sendable, Hashable {
        /// Nothing.
        case none
        /// Scroll so that the item is centred, animated or at once.
        case centre(animated: Bool)
    }

    /// The tolerance of ``isFullyVisible(_:in:)``, in points: a frame that pokes out by half a point counts as in.
    package static let visibilityTolerance: CGFloat = 0.5

    /// The carousel's answer to a focus change.
    ///
    /// - Parameters:
    ///   - byVoiceOver: the focus change came from VoiceOver (`UIAccessibility.assistiveTechnologyKey` is
    ///     `.notificationVoiceOver`, or absent while VoiceOver runs) and VoiceOver runs (an injectable setting).
    ///   - itemFrame: the focused item's frame, in the collection view's content coordinates.
    ///   - visibleRect: the part of the content that shows: the bounds inset by the adjusted content inset.
    ///   - isReduceMotionEnabled: Reduce Motion: the scroll happens at once.
    package static func scroll(byVoiceOver: Bool, itemFrame: CGRect, visibleRect: CGRect, isReduceMotionEnabled: Bool) -> Scroll {
        guard byVoiceOver, !isFullyVisible(itemFrame, in: visibleRect) else { return .none }
        // Unusable geometry (NaN, infinite, empty): nothing moves.
        guard itemFrame.isFiniteRect, visibleRect.isFiniteRect, visibleRect.width > 0, visibleRect.height > 0 else {
            return .none
        }
        return .centre(animated: !isReduceMotionEnabled)
    }

    /// Whether `frame` lies inside `visibleRect` (within ``visibilityTolerance``). A non-finite rectangle is not
    /// visible.
    package static func isFullyVisible(_ frame: CGRect, in visibleRect: CGRect) -> Bool {
        guard frame.isFiniteRect, visibleRect.isFiniteRect else { return false }
        let t = visibilityTolerance
        return frame.minX >= visibleRect.minX - t && frame.maxX <= visibleRect.maxX + t
            && frame.minY >= visibleRect.minY - t && frame.maxY <= visibleRect.maxY + t
    }

    /// Whether the focus change came from VoiceOver: the notification names VoiceOver, or names no technology
    /// while VoiceOver runs; never while VoiceOver is off.
    ///
    /// - Parameters:
    ///   - technologyIsVoiceOver: the notification's `assistiveTechnologyKey` is VoiceOver (true), another
    ///     technology (false), or absent (nil).
    ///   - isVoiceOverRunning: `UIAccessibility.isVoiceOverRunning`, or the self-check's override.
    package static func isByVoiceOver(technologyIsVoiceOver: Bool?, isVoiceOverRunning: Bool) -> Bool {
        isVoiceOverRunning && (technologyIsVoiceOver ?? true)
    }
}

extension CGRect {
    /// Whether the origin and the size are all finite numbers.
    fileprivate var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
