import Foundation

/// Who owns `interactivePopGestureRecognizer.isEnabled`: the app, except while the proxy holds the
/// recognizer off because a screen with a custom transition is on top.
///
/// The proxy never switches the recognizer on of its own accord: it switches off an enabled recognizer
/// while a custom-transition screen is on top (its own pan swipes those back; the system's would pop them
/// without interaction) and, when that ends, puts back the value that was there: on. A recognizer the app
/// switched off is left alone. If the app switches it on while the proxy holds it off, the app's value is
/// on and stays on afterwards. (An app that switches it off while it is already held off cannot be seen:
/// the value does not change. Switch it off before pushing the custom screen, or turn swipe back off
/// with the screen's `swipeBackArea = nil`.)
package struct SystemPopGestureOwnership: Sendable, Hashable {
    /// Whether the proxy switched the recognizer off and has not put it back.
    package private(set) var isHeldOff = false

    /// Creates the ownership of a recognizer the proxy has not touched.
    package init() {}

    /// The value the app gave the recognizer: on while the proxy holds it off, otherwise its current value.
    /// A navigation controller without the recognizer (`current` nil) counts as on.
    package func appValue(current: Bool?) -> Bool {
        isHeldOff || (current ?? true)
    }

    /// The value to write to `isEnabled` now, or nil to leave it.
    ///
    /// - Parameters:
    ///   - current: the recognizer's `isEnabled`, nil when there is no recognizer (nothing is held then).
    ///   - holdOff: whether the recognizer should be held off: the proxy is installed and the top screen has
    ///     a custom transition.
    /// - Returns: `false` to switch an enabled recognizer off while `holdOff`; `true` to put it back when
    ///   `holdOff` ends and it is still off; nil otherwise.
    package mutating func update(current: Bool?, holdOff: Bool) -> Bool? {
        guard let current else {
            isHeldOff = false
            return nil
        }
        if holdOff {
            guard current else { return nil }
            isHeldOff = true
            return false
        }
        guard isHeldOff else { return nil }
        isHeldOff = false
        return current ? nil : true
    }
}
