import Foundation

/// The animator an animation controller hands out, kept with its ``AnimatorLifecycle``: built once per
/// transition context, the same object for every later request in that context (after
/// `animationEnded(_:)` too), a new one for another context.
///
/// The UIKit animation controllers (`TransitionAnimation`, `ZoomTransitionAnimator`) and the tests'
/// headless one hold one each and ask it from `interruptibleAnimator(using:)`.
package struct AnimatorSlot<Context: Equatable, Animator> {
    private var lifecycle = AnimatorLifecycle<Context>()
    /// The animator of the current or last transition, if one was built.
    package private(set) var animator: Animator?

    /// An empty slot.
    package init() {}

    /// The animator for `context`: the one built for it when the lifecycle says reuse, otherwise (or when
    /// none was kept) a new one from `build`, which is kept.
    package mutating func animator(for context: Context, build: () -> Animator) -> Animator {
        if lifecycle.animatorRequested(for: context) == .reuse, let animator {
            return animator
        }
        let built = build()
        animator = built
        return built
    }

    /// UIKit reports the end of the transition (`animationEnded(_:)`); the animator stays the answer.
    package mutating func transitionEnded() {
        lifecycle.transitionEnded()
    }
}

extension AnimatorSlot: Sendable where Context: Sendable, Animator: Sendable {}
