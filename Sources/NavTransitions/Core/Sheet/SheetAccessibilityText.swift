import Foundation

/// A text the presentation controller gives an assistive technology: the sheet's grabber (its label and value) and
/// the dismiss action (the grabber's custom action, and the title of Escape and Command-Period in the
/// keyboard-shortcut overlay).
///
/// Each has an English text, which is also its key in the app's `NavTransitions` strings table: the UIKit layer
/// looks it up with `NSLocalizedString(key, tableName: "NavTransitions", bundle: .main, value: english, …)`, so an
/// app localizes these texts by adding a `NavTransitions.strings` (or `.xcstrings`) table to its own bundle, and
/// gets the English text without one. No public API: nothing to configure in code.
package enum SheetAccessibilityText: Sendable, Hashable {
    /// The grabber's label: "Sheet Grabber", as VoiceOver names the system sheet's grabber.
    case grabberLabel
    /// The dismiss action's name: "Dismiss".
    case dismiss
    /// The grabber's value at the sheet's largest detent, or its only one: "Expanded".
    case expanded
    /// The grabber's value at the smallest of several detents: "Collapsed".
    case collapsed
    /// The grabber's value between: "Detent 2 of 3" (`position` from the smallest, counted from 1).
    case detent(position: Int, count: Int)

    /// The name of the app's strings table the texts are looked up in: `NavTransitions`.
    package static let tableName = "NavTransitions"

    /// The key in the table: the English text, or for a position its format (`Detent %1$d of %2$d`).
    package var key: String {
        switch self {
        case .grabberLabel: return "Sheet Grabber"
        case .dismiss: return "Dismiss"
        case .expanded: return "Expanded"
        case .collapsed: return "Collapsed"
        case .detent: return "Detent %1$d of %2$d"
        }
    }

    /// The numbers a format key takes, in order.
    package var arguments: [Int] {
        switch self {
        case let .detent(position, count): return [position, count]
        case .grabberLabel, .dismiss, .expanded, .collapsed: return []
        }
    }

    /// The English text (the key with its numbers), what an app without a table reads.
    package var english: String {
        guard case let .detent(position, count) = self else { return key }
        return "Detent \(position) of \(count)"
    }

    /// The grabber's value for the detent at `index` (from the smallest) of `count`: expanded at the largest (or
    /// only) detent, collapsed at the smallest, the position in between — for every kind of detent (`.medium`,
    /// `.fitting`, points, a fraction), so that the value says whether the sheet can still grow.
    package static func grabberValue(index: Int, count: Int) -> SheetAccessibilityText {
        if index >= count - 1 { return .expanded }
        if index <= 0 { return .collapsed }
        return .detent(position: index + 1, count: count)
    }
}
