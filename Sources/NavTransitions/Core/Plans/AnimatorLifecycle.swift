import Foundation

/// Which animator an animation controller hands out when UIKit asks for one.
///
/// `interruptibleAnimator(using:)` must return the same animator for the whole transition, and UIKit
/// (or an interaction controller) may ask again after `animationEnded(_:)`: building the transition
/// again then would insert views into a finished container. This value holds the rule; the UIKit
/// animation controller and the tests' headless one both ask it.
///
/// `Context` identifies a transition context. The UIKit layer uses an identity that holds the context
/// weakly and compares equal only while the context is alive, so a new context allocated at a freed
/// one's address is never taken for it.
package struct AnimatorLifecycle<Context: Equatable> {
    /// Where the animation controller is.
    package enum Phase: Equatable {
        /// No transition has been asked for yet.
        case idle
        /// A transition runs in this context; its animator is the answer.
        case running(Context)
        /// The transition in this context has ended (`animationEnded(_:)`); its animator stays the answer.
        case ended(Context)
    }

    /// What to return from `interruptibleAnimator(using:)`.
    package enum Answer: Sendable, Hashable {
        /// Build the transition (setup commands, a new animator) and return its animator.
        case start
        /// Return the animator already built for this context, running or finished; build nothing.
        case reuse
    }

    /// The current phase.
    package private(set) var phase: Phase = .idle

    /// Creates a lifecycle with no transition.
    package init() {}

    /// UIKit asks for the animator of the transition in `context`.
    ///
    /// The same context as the running or ended transition gives ``Answer/reuse``. Any other context
    /// starts a transition (a controller reused for a later transition); the earlier one is forgotten.
    package mutating func animatorRequested(for context: Context) -> Answer {
        switch phase {
        case let .running(current) where current == context, let .ended(current) where current == context:
            return .reuse
        case .idle, .running, .ended:
            phase = .running(context)
            return .start
        }
    }

    /// UIKit reports the end of the transition (`animationEnded(_:)`).
    package mutating func transitionEnded() {
        if case let .running(context) = phase { phase = .ended(context) }
    }
}

extension AnimatorLifecycle: Sendable where Context: Sendable {}
extension AnimatorLifecycle.Phase: Sendable where Context: Sendable {}
