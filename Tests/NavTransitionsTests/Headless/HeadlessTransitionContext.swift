import Foundation
@testable import NavTransitions

/// A test stand-in for a view controller: it owns its view.
final class HeadlessViewController {
    let view: HeadlessView
    /// `isModalInPresentation`.
    var isModalInPresentation = false
    /// `children` (a container's embedded screens, a navigation controller's stack).
    var children: [HeadlessViewController] = []
    init(_ name: String, frame: CGRect) {
        view = HeadlessView(name, frame: frame)
    }
}

/// A test stand-in for `UIViewControllerContextTransitioning`.
///
/// Models what UIKit documents and what the tests rely on:
/// - push/pop: both views exist and UIKit has put the from-view into the container before
///   `animateTransition(using:)`;
/// - a custom presentation that keeps the presenter's view (`shouldRemovePresentersView == false`):
///   present has no from-view, dismiss has no to-view (`view(forKey:)` is nil), the presenter's view
///   lives in the window, outside the container; a dismissal starts with the presented view in the container;
/// - `completeTransition(_:)` must be called exactly once; `transitionWasCancelled` reports a cancelled
///   interactive transition.
final class HeadlessTransitionContext {
    let operation: TransitionOperation
    let containerView: HeadlessView
    let window: HeadlessView
    private(set) var fromViewController: HeadlessViewController?
    private(set) var toViewController: HeadlessViewController?
    private(set) var completions: [Bool] = []
    var transitionWasCancelled = false
    let presentersViewIsRemoved: Bool

    init(operation: TransitionOperation, bounds: CGRect, presentersViewIsRemoved: Bool = false,
         from: HeadlessViewController, to: HeadlessViewController) {
        self.operation = operation
        self.presentersViewIsRemoved = presentersViewIsRemoved
        window = HeadlessView("window", frame: bounds)
        containerView = HeadlessView("container", frame: bounds)
        window.addSubview(containerView)
        fromViewController = from
        toViewController = to
        switch operation {
        case .push, .pop:
            containerView.addSubview(from.view)
        case .present:
            // The presenter's view stays in the window below the container, even when the context hands it
            // over as the from-view (a full-screen presentation removes it only after the transition).
            window.insertSubview(from.view, below: containerView)
        case .dismiss:
            window.insertSubview(to.view, below: containerView)
            containerView.addSubview(from.view)
        }
    }

    /// `view(forKey: .from)`.
    var fromView: HeadlessView? {
        TransitionParticipants.expected(for: operation, presentersViewIsRemoved: presentersViewIsRemoved).hasFromView
            ? fromViewController?.view : nil
    }

    /// `view(forKey: .to)`.
    var toView: HeadlessView? {
        TransitionParticipants.expected(for: operation, presentersViewIsRemoved: presentersViewIsRemoved).hasToView
            ? toViewController?.view : nil
    }

    /// `completeTransition(_:)`.
    func completeTransition(_ didComplete: Bool) {
        completions.append(didComplete)
    }

    /// UIKit releases its references to the view controllers once the transition is over.
    func releaseViewControllers() {
        fromViewController = nil
        toViewController = nil
    }
}

/// Runs a plan through a headless context exactly as `TransitionAnimation` does in UIKit:
/// setup commands, the animation (to a progress, or to the end), completion commands, `completeTransition`.
final class HeadlessTransitionRunner {
    let context: HeadlessTransitionContext
    let plan: TransitionPlan
    private(set) var dimmingView: HeadlessView?
    private(set) var maskView: HeadlessView?
    private var views: [TransitionRole: HeadlessView] = [:]

    init(context: HeadlessTransitionContext, style: TransitionStyle, layoutDirection: LayoutDirection = .leftToRight,
         reduceMotion: Bool = false) {
        self.context = context
        let bounds = context.containerView.frame
        let scene = TransitionScene(
            containerBounds: CGRect(origin: .zero, size: bounds.size),
            fromView: context.fromView.map { ParticipantGeometry(frame: $0.frame, cornerRadius: $0.cornerRadius) },
            toView: context.toView.map { ParticipantGeometry(frame: $0.frame, cornerRadius: $0.cornerRadius) },
            layoutDirection: layoutDirection,
            isReduceMotionEnabled: reduceMotion
        )
        plan = TransitionPlan(style: style, operation: context.operation, scene: scene)
        views[.fromView] = context.fromView
        views[.toView] = context.toView
        if plan[.dimmingView] != nil {
            let dimming = HeadlessView("dimming")
            dimmingView = dimming
            views[.dimmingView] = dimming
        }
        if plan[.maskView] != nil {
            let mask = HeadlessView("mask")
            maskView = mask
            views[.maskView] = mask
        }
    }

    func run(_ commands: [ContainerCommand]) {
        for command in commands {
            switch command {
            case let .insert(role, placement):
                guard let view = views[role], view.superview !== context.containerView else { continue }
                let container = context.containerView
                switch placement {
                case let .mask(of: target): views[target]?.mask = view
                case .top: container.addSubview(view)
                case .bottom: container.insertSubview(view, at: 0)
                case let .above(other):
                    if let sibling = views[other], sibling.superview === container { container.insertSubview(view, above: sibling) } else { container.addSubview(view) }
                case let .below(other):
                    if let sibling = views[other], sibling.superview === container { container.insertSubview(view, below: sibling) } else { container.addSubview(view) }
                }
            case let .apply(role, state):
                views[role]?.apply(state)
            case let .remove(role):
                guard let view = views[role] else { continue }
                if view.superview === context.containerView { view.removeFromSuperview() }
                for other in views.values where other.mask === view { other.mask = nil }
            }
        }
    }

    /// Sets up and moves the participants to `progress` of the way (an interactive scrub).
    func start(scrubbingTo progress: CGFloat? = nil) {
        run(plan.setupCommands)
        if let progress {
            for (role, participant) in plan.participants { views[role]?.apply(participant.state(atProgress: progress)) }
        }
    }

    /// Moves every participant to `progress` of the way (`updateInteractiveTransition` scrubbing the animator).
    func scrub(to progress: CGFloat) {
        for (role, participant) in plan.participants { views[role]?.apply(participant.state(atProgress: progress)) }
    }

    /// Finishes (animates to the end) or cancels (animates back to the start), then completes.
    func end(_ outcome: TransitionOutcome) {
        context.transitionWasCancelled = outcome == .cancelled
        switch outcome {
        case .finished: run(plan.animationCommands)
        case .cancelled: for (role, participant) in plan.participants { views[role]?.apply(participant.start) }
        }
        run(plan.completionCommands(for: context.transitionWasCancelled ? .cancelled : .finished))
        context.completeTransition(!context.transitionWasCancelled)
        views[.dimmingView] = nil
        views[.maskView] = nil
        dimmingView = nil
        maskView = nil
    }
}
