import Foundation

/// What a user's dismissal gesture (a tap on the dimming view, a pan, VoiceOver's escape) does, as UIKit's
/// own sheets decide.
package enum UserDismissalDecision: Sendable, Hashable, CaseIterable {
    /// Dismiss the presented view controller (tell the adaptive delegate `presentationControllerWillDismiss`
    /// first and `presentationControllerDidDismiss` once the dismissal has completed).
    case dismiss
    /// Do nothing: the gesture is off, or a transition is already running.
    case ignore
    /// Do not dismiss, and tell the adaptive delegate `presentationControllerDidAttemptToDismiss`: the
    /// screen is modal in presentation or the delegate's `presentationControllerShouldDismiss` said no.
    case refuse

    /// Decides what a user's dismissal gesture does.
    ///
    /// A gesture never starts a dismissal on top of another transition (the presentation, the dismissal,
    /// an interactive drag). A screen that is modal in presentation (unsaved changes, say) or whose
    /// presentation controller's delegate refuses is not dismissed, and the delegate hears of the attempt.
    /// The delegate is asked only when its answer decides: never for a gesture that is off or arrives
    /// during a transition, never for a screen that is modal in presentation.
    ///
    /// - Parameters:
    ///   - gestureIsEnabled: Whether the presentation allows this gesture (``ModalDismissal``).
    ///   - isTransitioning: Whether a presentation or dismissal transition, animated or interactive, is running.
    ///   - isModalInPresentation: Whether the presented screen, or a shown descendant, is modal in
    ///     presentation (``isModalInPresentation(_:)``).
    ///   - delegateAllows: Asks `presentationControllerShouldDismiss(_:)`; returns nil when the delegate does
    ///     not implement it. Called at most once.
    package init(
        gestureIsEnabled: Bool, isTransitioning: Bool, isModalInPresentation: Bool = false,
        delegateAllows: () -> Bool? = { nil }
    ) {
        if !gestureIsEnabled || isTransitioning {
            self = .ignore
        } else if isModalInPresentation || delegateAllows() == false {
            self = .refuse
        } else {
            self = .dismiss
        }
    }
}
