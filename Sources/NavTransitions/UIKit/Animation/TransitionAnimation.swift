#if canImport(UIKit)
import UIKit

/// An animation controller that runs a ``TransitionStyle`` — built in or your own — for a push, pop,
/// present or dismiss.
///
/// It asks Core for a ``TransitionPlan`` and applies it with one `UIViewPropertyAnimator`:
/// - `interruptibleAnimator(using:)` returns the same animator for the whole transition (and after it,
///   the finished one), so an interaction controller can scrub, pause, reverse and continue it;
/// - `completeTransition(!transitionWasCancelled)` is called exactly once, from the animator's completion;
/// - the container keeps nothing but the view that should be on screen: the dimming view goes, the
///   from-view goes when finished, the to-view goes when cancelled, and every view is left untransformed
///   and opaque;
/// - on a dismissal without a to-view (a custom presentation that keeps the presenter's view), nothing is
///   added to the container;
/// - Reduce Motion replaces the motion with a cross-fade; the forward direction follows the container's
///   `effectiveUserInterfaceLayoutDirection` (a ``TransitionStyle/planned(by:)`` style is mirrored).
///
/// Use it directly from your own `UINavigationControllerDelegate` or `UIViewControllerTransitioningDelegate`,
/// or let ``NavigationDelegateProxy`` and ``ModalTransition`` vend it for you. UIKit asks for a new
/// animation controller for every transition; one object runs one transition at a time.
@MainActor
public final class TransitionAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    /// The operation this animation controller runs.
    package let operation: TransitionOperation
    /// The look of the transition. For a reveal from a view (``NavigationControllerTransition/circularReveal(from:)-(UIView)``
    /// with a view), `.circularReveal(.center)`: the view's frame replaces the centre when the transition starts.
    package let style: TransitionStyle
    /// The timing that replaces the style's own, or nil for the style's own.
    package let timing: TransitionTiming?
    private let revealSource: SourceView?

    private var running: RunningTransition?
    /// The animator of the current or last transition; after `animationEnded` it is kept (it holds no
    /// screen: its closures capture the running transition weakly) so that a late
    /// `interruptibleAnimator(using:)` gets it back instead of a rebuilt transition (Core's ``AnimatorSlot``).
    private var animatorSlot = AnimatorSlot<ContextIdentity, UIViewPropertyAnimator>()

    /// Creates an animation controller for one operation and style.
    ///
    /// - Parameters:
    ///   - operation: the transition UIKit asks for: `.push`, `.pop`, `.present` or `.dismiss`.
    ///   - style: the look; ``TransitionStyle/planned(by:)`` runs your own ``TransitionPlanning``.
    ///   - timing: replaces the style's timing (a duration with a curve, or a spring); nil keeps the style's own.
    public init(operation: TransitionOperation, style: TransitionStyle, timing: TransitionTiming? = nil) {
        self.operation = operation
        self.style = style
        self.timing = timing
        revealSource = nil
        super.init()
    }

    /// Creates an animation controller for a circular reveal that grows from, or shrinks into, a view.
    init(operation: TransitionOperation, revealingFrom source: SourceView, timing: TransitionTiming?) {
        self.operation = operation
        style = .circularReveal(.center)
        self.timing = timing
        revealSource = source
        super.init()
    }

    /// The duration of the non-interactive animation: the plan's curve duration or spring settling time.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // stays in UIKit: reads UIKit: UIKit may ask for the duration without a running transition
        if let running { return running.plan.timing.duration }
        guard let transitionContext else {
            let scene = TransitionScene(containerBounds: .zero, fromView: nil, toView: nil)
            return TransitionPlan(style: style, operation: operation, scene: scene, timing: timing).timing.duration
        }
        return plan(in: transitionContext).plan.timing.duration
    }

    /// Runs the transition without interaction: starts the interruptible animator.
    ///
    /// When the context is not animated (`present(_:animated: false)` or `dismiss(animated: false)` with a
    /// custom presentation, which UIKit still routes here) the animator jumps to its end at once, through
    /// the same completion, so the transition completes synchronously and exactly once.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).runTransition(animated: transitionContext.isAnimated)
    }

    /// The one animator of this transition; the same object for every call during the transition, and
    /// after it has ended (the finished animator: the transition is never built twice).
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    {
        animatorSlot.animator(for: ContextIdentity(transitionContext)) {
            let run = RunningTransition(plan(in: transitionContext), context: transitionContext, returningTo: revealSource)
            running = run
            return run.animator
        }
    }

    /// Releases the views once UIKit reports the end of the transition; the finished animator is kept.
    public func animationEnded(_ transitionCompleted: Bool) {
        animatorSlot.transitionEnded()
        running?.signposts.endSignpost()
        running = nil
    }

    /// The plan and the views taking part, read from a transition context.
    private func plan(in context: UIViewControllerContextTransitioning) -> (plan: TransitionPlan, views: [TransitionRole: UIView])
    {
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let fromFrame = context.viewController(forKey: .from).map { context.initialFrame(for: $0) } ?? .zero
        let toFrame = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
        AssumptionLog.checkPresentedView(toView, of: context.viewController(forKey: .to), operation: operation)
        let scene = TransitionScene(
            containerBounds: container.bounds,
            fromView: fromView?.participantGeometry(contextFrame: fromFrame, in: container),
            toView: toView?.participantGeometry(contextFrame: toFrame, in: container),
            layoutDirection: LayoutDirection(container.effectiveUserInterfaceLayoutDirection),
            isReduceMotionEnabled: MotionSettings.isReduceMotionEnabled(for: container)
        )
        let style = revealSource.map { TransitionStyle.circularReveal(.sourceFrame($0.frame(in: container))) } ?? style
        var views: [TransitionRole: UIView] = [:]
        views[.fromView] = fromView
        views[.toView] = toView
        return (TransitionPlan(style: style, operation: operation, scene: scene, timing: timing), views)
    }
}

/// A transition context's identity, held weakly: equal only while the context is alive, so a new
/// context allocated where a freed one was is never taken for it. (Also the zoom's animation controller's.)
struct ContextIdentity: Equatable {
    weak var context: UIViewControllerContextTransitioning?

    init(_ context: UIViewControllerContextTransitioning) {
        self.context = context
    }

    static func == (a: ContextIdentity, b: ContextIdentity) -> Bool {
        guard let left = a.context, let right = b.context else { return false }
        return left === right
    }
}

/// One transition in flight: its plan, its views and its single animator.
///
/// The animator's closures hold this object and the context weakly, so an animator that UIKit keeps
/// after the transition holds no screen alive; this object lives until `animationEnded`.
@MainActor
private final class RunningTransition {
    let context: UIViewControllerContextTransitioning
    let plan: TransitionPlan
    let animator: UIViewPropertyAnimator
    private let container: ContainerCommandRunner
    private var isCompleted = false
    /// The view a reveal shrinks back into, if any: VoiceOver's focus returns to it.
    private let revealSource: SourceView?
    /// The transition's `os_signpost` interval: from here to the completion (Core's `SignpostHost` pairs them).
    let signposts = TransitionSignposter()

    init(
        _ planned: (plan: TransitionPlan, views: [TransitionRole: UIView]), context: UIViewControllerContextTransitioning,
        returningTo revealSource: SourceView?
    ) {
        self.context = context
        self.revealSource = revealSource
        var (plan, views) = planned
        self.plan = plan
        for role in plan.rolesMadeByTheAnimator {
            // A black view: the dimming view's colour (its alpha dims), the mask's opaque circle.
            let view = UIView()
            LibraryViewMark.mark(view, LibraryViewKind(madeByTheAnimatorFor: role))
            view.backgroundColor = .black
            view.isUserInteractionEnabled = false
            views[role] = view
        }
        AssumptionLog.check(
            AssumptionProbe.containerHoldsNoLibraryViews(
                LibraryViewMark.kinds(in: context.containerView), operation: plan.operation))
        AssumptionLog.check(
            AssumptionProbe.fromViewIsInContainer(
                operation: plan.operation, hasFromView: views[.fromView] != nil,
                fromViewIsInContainer: views[.fromView]?.superview === context.containerView))
        container = ContainerCommandRunner(container: context.containerView, views: views)
        container.run(plan.setupCommands)
        animator = UIViewPropertyAnimator(duration: plan.timing.duration, timingParameters: plan.timing.timingParameters)
        animator.addAnimations { [weak self] in
            guard let self else { return }
            self.container.run(self.plan.animationCommands)
        }
        animator.addCompletion { [weak self] _ in
            self?.complete()
        }
        signposts.beginSignpost(.transition(plan.operation, isInteractive: context.isInteractive, isZoom: false))
    }

    /// Leaves the container as the plan says and calls `completeTransition` — once, whatever calls it.
    private func complete() {
        // stays in UIKit: UIKit's rule: completeTransition exactly once, kept where it is called
        guard !isCompleted else { return }
        isCompleted = true
        let outcome: TransitionOutcome = context.transitionWasCancelled ? .cancelled : .finished
        // Planned again for the container's size now: a rotation or a resize during the transition leaves
        // no view at a frame for the old size.
        container.run(plan.completionCommands(for: outcome, containerBounds: context.containerView.bounds))
        container.restoreClipping()
        let presentation = TransitionFocusPoster.readPresentation(plan.operation, context: context)
        context.completeTransition(outcome == .finished)
        // UIKit's completion work included; `animationEnded` (called inside `completeTransition`) may have ended it.
        signposts.endSignpost()
        // VoiceOver back on the view a reveal shrank into; without one, Core posts nothing.
        TransitionFocusPoster.postAfterReturn(
            to: revealSource?.currentView, operation: plan.operation,
            wasCancelled: outcome == .cancelled, presentation: presentation, context: context)
    }
}
#endif
