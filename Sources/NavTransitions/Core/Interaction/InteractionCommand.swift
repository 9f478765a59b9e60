import Foundation

/// One thing the UIKit layer must do for a gesture-driven transition, as decided by ``InteractionSession``.
package enum InteractionCommand: Sendable, Hashable {
    /// Start the transition: `popViewController(animated: true)` or `dismiss(animated: true)`.
    ///
    /// UIKit then calls `startInteractiveTransition(_:)`; report it with ``InteractionSession/transitionStarted()``.
    /// If no transition starts (nothing popped, dismissal refused), report
    /// ``InteractionSession/transitionCompleted()`` to return to idle.
    case beginTransition
    /// Move the transition to `progress`, 0...1: `updateInteractiveTransition(_:)` / the animator's `fractionComplete`.
    case update(progress: CGFloat)
    /// Animate to the end: `finishInteractiveTransition()` with a spring whose initial velocity is
    /// `initialVelocity` remaining distances per second (see ``InteractiveRelease/initialVelocity``).
    case finish(initialVelocity: CGFloat)
    /// Animate back to the start: `cancelInteractiveTransition()` with a spring whose initial velocity is
    /// `initialVelocity` remaining distances per second, positive toward the start.
    case cancel(initialVelocity: CGFloat)
    /// Stop the settle animation where it is so a new gesture can drive it: `pauseAnimation()` on the
    /// animator and `pauseInteractiveTransition()` on the transition context.
    case pauseForGrab
}
