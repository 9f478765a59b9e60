import Foundation
@testable import NavTransitions

/// A test stand-in for ``TransitionAnimation``: the same Core objects (``AnimatorLifecycle``, the plan of a
/// style) behind the calls UIKit makes on an animation controller.
///
/// Models what `UIViewControllerAnimatedTransitioning` documents: `interruptibleAnimator(using:)` may be
/// called several times for one transition and must return the same animator each time;
/// `animationEnded(_:)` is called once the transition has completed. The "animator" is the headless
/// runner: building it runs the plan's setup commands in the container, as `RunningTransition.init` does.
final class HeadlessAnimationController {
    let operation: TransitionOperation
    let style: TransitionStyle
    private var animatorSlot = AnimatorSlot<ContextIdentity, HeadlessTransitionRunner>()
    /// How many times a transition was built (setup commands run).
    private(set) var transitionsBuilt = 0

    init(operation: TransitionOperation, style: TransitionStyle) {
        self.operation = operation
        self.style = style
    }

    /// `interruptibleAnimator(using:)`.
    func interruptibleAnimator(using context: HeadlessTransitionContext) -> HeadlessTransitionRunner {
        animatorSlot.animator(for: ContextIdentity(context)) {
            // As `TransitionAnimation` reads `MotionSettings.isReduceMotionEnabled(for: container)`: the window's override.
            let runner = HeadlessTransitionRunner(
                context: context, style: style, layoutDirection: context.layoutDirection,
                reduceMotion: context.window.reduceMotionOverride ?? false)
            runner.start()
            transitionsBuilt += 1
            return runner
        }
    }

    /// `animationEnded(_:)`.
    func animationEnded(_ transitionCompleted: Bool) {
        animatorSlot.transitionEnded()
    }

    /// A transition context's identity, held weakly: equal only while the context is alive.
    struct ContextIdentity: Equatable {
        weak var context: HeadlessTransitionContext?
        init(_ context: HeadlessTransitionContext) { self.context = context }
        static func == (a: ContextIdentity, b: ContextIdentity) -> Bool {
            guard let left = a.context, let right = b.context else { return false }
            return left === right
        }
    }
}
