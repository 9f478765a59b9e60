#if canImport(UIKit)
import UIKit

/// The one place the UIKit layer reads Reduce Motion.
///
/// An app cannot switch the system setting, so a window may carry an override (the Example's self-check
/// runs every scenario with motion and with the Reduce Motion cross-fade); without one, the system's
/// `UIAccessibility.isReduceMotionEnabled` applies. Read it at the moment a decision needs it (a transition
/// starts, a layout changes), for the window the views are in.
@MainActor
package enum MotionSettings {
    /// Whether motion should give way to a cross-fade for views in `view`'s window: the window's override
    /// if it has one, else the system setting.
    package static func isReduceMotionEnabled(for view: UIView?) -> Bool {
        view?.window.flatMap { AssociatedValues.reduceMotionOverride.get($0) } ?? UIAccessibility.isReduceMotionEnabled
    }

    /// Overrides Reduce Motion for the views of one window; nil follows the system again.
    package static func setReduceMotionOverride(_ isEnabled: Bool?, for window: UIWindow) {
        AssociatedValues.reduceMotionOverride.set(isEnabled, on: window)
    }

    /// Whether VoiceOver runs, for views in `view`'s window: the window's override if it has one (the self-check
    /// drives the carousel as VoiceOver would, on a simulator without VoiceOver), else
    /// `UIAccessibility.isVoiceOverRunning`.
    package static func isVoiceOverRunning(for view: UIView?) -> Bool {
        view?.window.flatMap { AssociatedValues.voiceOverOverride.get($0) } ?? UIAccessibility.isVoiceOverRunning
    }

    /// Overrides whether VoiceOver runs for the views of one window; nil follows the system again.
    package static func setVoiceOverOverride(_ isRunning: Bool?, for window: UIWindow) {
        AssociatedValues.voiceOverOverride.set(isRunning, on: window)
    }
}
#endif
