import Foundation

extension SheetState {
    /// What an assistive technology asks the grabber to do.
    package enum AccessibilityAction: Sendable, Hashable, CaseIterable {
        /// `accessibilityIncrement()` (VoiceOver swipe up): the next taller detent.
        case increment
        /// `accessibilityDecrement()` (VoiceOver swipe down): the next smaller detent; never a dismissal
        /// (escape and the "Dismiss" action do that).
        case decrement
        /// `accessibilityActivate()` (double tap): the next taller detent, or from the largest the smallest —
        /// a toggle between the two with two detents.
        case activate
    }

    /// The stop `action` moves to from the resting stop, or nil when it has nowhere to go (incrementing at the
    /// largest detent, decrementing at the smallest, anything with a single detent) or the sheet is being
    /// dragged or dismissed. The UIKit layer offers the adjustable trait only when increment or decrement has a
    /// target.
    package func accessibilityTarget(of action: AccessibilityAction) -> Int? {
        switch phase {
        case .dragging, .dismissing: return nil
        case .resting, .settling: break
        }
        let index = restingIndex, count = detents.stops.count
        switch action {
        case .increment: return index + 1 < count ? index + 1 : nil
        case .decrement: return index > 0 ? index - 1 : nil
        case .activate: return count > 1 ? (index + 1 < count ? index + 1 : 0) : nil
        }
    }

    /// Performs `action`: the target becomes the selection and the sheet animates there. It is a user change
    /// (the delegate is told when the selection changed). Nil when ``accessibilityTarget(of:)`` is.
    package mutating func performAccessibility(_ action: AccessibilityAction) -> (move: Move, selectionChanged: Bool)? {
        guard let index = accessibilityTarget(of: action) else { return nil }
        let changed = settle(on: index)
        return (Move(visibleHeight: detents.stops[index].height, animated: true), changed)
    }
}
