import Foundation

/// What a user's dismissal gesture (a tap on the dimming view, a pan) does, as UIKit's own sheets decide.
package enum UserDismissalDecision: Sendable, Hashable, CaseIterable {
    /// Dismiss the presented view controller (tell the adaptive delegate `presentationControllerWillDismiss`
    /// first and `presentationControllerDidDismiss` after).
    case dismiss
    /// Do nothing: the gesture is off, or a transition is already running.
    case ignore
    /// Do not dismiss, and tell the adaptive delegate `presentationControllerDidAttemptToDismiss`: the
    /// screen is `isModalInPresentation` or the delegate's `presentationControllerShouldDismiss` said no.
    case refuse

    /// Decides what a user's dismissal gesture does.
    ///
    /// A gesture never starts a dismissal on top of another transition (the presentation, the dismissal,
    /// an interactive drag). A screen that is modal in presentation (unsaved changes, say) or whose
    /// presentation controller's delegate refuses is not dismissed, and the delegate hears of the attempt.
    ///
    /// - Parameters:
    ///   - gestureIsEnabled: Whether the presentation allows this gesture (``ModalDismissal``).
    ///   - isTransitioning: Whether a presentation or dismissal transition, animated or interactive, is running.
    ///   - isModalInPresentation: The presented view controller's `isModalInPresentation`.
    ///   - delegateAllows: The answer of `presentationControllerShouldDismiss(_:)`, or nil when the delegate
    ///     does not implement it.
    package init(gestureIsEnabled: Bool, isTransitioning: Bool, isModalInPresentation: Bool = false, delegateAllows: Bool? = nil) {
        if !gestureIsEnabled || isTransitioning {
            self = .ignore
        } else if isModalInPresentation || delegateAllows == false {
            self = .refuse
        } else {
            self = .dismiss
        }
    }
}
