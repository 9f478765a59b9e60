import Foundation

/// What VoiceOver, Switch Control and Voice Control read for a presentation's own controls — the sheet's grabber
/// and the dismiss action, which also names Escape and Command-Period in the keyboard-shortcut overlay. English
/// by default; localize it where you make the ``ModalTransition``.
///
/// ```swift
/// var transition = ModalTransition.sheet(detents: [.medium, .large])
/// transition.accessibilityStrings = SheetAccessibilityStrings(
///     grabberLabel: String(localized: "Sheet Grabber"),
///     dismissActionName: String(localized: "Dismiss"),
///     expandedValue: String(localized: "Expanded"),
///     collapsedValue: String(localized: "Collapsed"),
///     detentValueFormat: String(localized: "Detent {position} of {count}")
/// )
/// ```
public struct SheetAccessibilityStrings: Sendable, Hashable {
    /// The grabber's label: "Sheet Grabber" by default, as VoiceOver names the system sheet's grabber.
    public var grabberLabel: String
    /// The name of the action that dismisses: the grabber's custom action and the discoverability title of
    /// Escape and Command-Period; "Dismiss" by default.
    public var dismissActionName: String
    /// The grabber's value at the sheet's largest detent (and at its only one): "Expanded" by default.
    public var expandedValue: String
    /// The grabber's value at the sheet's smallest detent, when it has several: "Collapsed" by default.
    public var collapsedValue: String
    /// The grabber's value at a detent between the smallest and the largest: `{position}` is replaced by the
    /// detent's position from the smallest, counted from 1, and `{count}` by the number of detents;
    /// "Detent {position} of {count}" by default.
    public var detentValueFormat: String

    /// Creates the strings; every parameter has the English default.
    public init(grabberLabel: String = "Sheet Grabber", dismissActionName: String = "Dismiss", expandedValue: String = "Expanded",
                collapsedValue: String = "Collapsed", detentValueFormat: String = "Detent {position} of {count}") {
        self.grabberLabel = grabberLabel
        self.dismissActionName = dismissActionName
        self.expandedValue = expandedValue
        self.collapsedValue = collapsedValue
        self.detentValueFormat = detentValueFormat
    }

    /// The grabber's accessibility value for the detent at `index` (from the smallest) of `count`: expanded at the
    /// largest (or only) detent, collapsed at the smallest, the position in between — for every kind of detent
    /// (`.medium`, `.fitting`, points, a fraction), so that the value says whether the sheet can grow.
    package func grabberValue(index: Int, count: Int) -> String {
        if index >= count - 1 { return expandedValue }
        if index <= 0 { return collapsedValue }
        return detentValueFormat
            .replacingOccurrences(of: ReorderConfiguration.positionPlaceholder, with: String(index + 1))
            .replacingOccurrences(of: ReorderConfiguration.countPlaceholder, with: String(count))
    }
}
