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

    /// The format to fill with ``arguments``: `translated` (the app's table's text for ``key``) when it takes only
    /// integers, each of them one of ``arguments``, else the English format, ``key``. A translation is app data: a
    /// `%@`, `%s` or `%f`, a position past the numbers or a `%` left dangling would make `String(format:)` read
    /// what is not there — a crash or garbage for VoiceOver. Accepted: `%%`, and `%d`, `%i`, `%u`, `%o`, `%x`, `%X`
    /// with an optional position (`%2$d`), flags, a width and a length (`%ld`). Positions and sequential
    /// conversions are not mixed.
    package func format(translated: String) -> String {
        Self.takesOnlyIntegers(translated, argumentCount: arguments.count) ? translated : key
    }

    /// Whether every conversion of `format` reads one of `argumentCount` integers (``format(translated:)``).
    static func takesOnlyIntegers(_ format: String, argumentCount: Int) -> Bool {
        var rest = Substring(format).utf8[...]
        var sequential = 0, positional = 0
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        while let percent = rest.firstIndex(of: UInt8(ascii: "%")) {
            rest = rest[rest.index(after: percent)...]
            if rest.first == UInt8(ascii: "%") {
                rest = rest.dropFirst()
                continue
            }
            let number = rest.prefix { digits.contains($0) }
            if !number.isEmpty, rest.dropFirst(number.count).first == UInt8(ascii: "$") {
                guard let position = Int(String(decoding: number, as: UTF8.self)), position >= 1, position <= argumentCount
                else { return false }
                positional += 1
                rest = rest.dropFirst(number.count + 1)
            } else {
                sequential += 1
                guard sequential <= argumentCount else { return false }
            }
            rest = rest.drop { "-+ 0#".utf8.contains($0) || digits.contains($0) }
            rest = rest.drop { "hlqjzt".utf8.contains($0) }
            guard let conversion = rest.first, "diuoxX".utf8.contains(conversion) else { return false }
            rest = rest.dropFirst()
        }
        return sequential == 0 || positional == 0
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
