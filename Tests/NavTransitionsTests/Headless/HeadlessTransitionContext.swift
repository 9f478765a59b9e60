import Foundation
@testable import NavTransitions

/// A test stand-in for a view controller: it owns its view.
final class HeadlessViewController {
    let view: HeadlessView
    /// `isModalInPresentation`.
    var isModalInPresentation = false
    /// `children` (a container's embedded screens, a navigation controller's stack).
    var children: [HeadlessViewController] = []
    /// Whether it is a `UINavigationController` (`children` is its stack, `topViewController` the last).
    var isNavigationController = false
    /// Whether it adopts `ZoomTransitionDestination`.
    var adoptsZoomTransitionDestination = false
    init(_ name: String, frame: CGRect) {
        view = HeadlessView(name, frame: frame)
    }

    /// A controller whose view already exists (a navigation controller's view, presenting from it).
    init(view: HeadlessView) {
        self.view = view
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
    /// The container's `effectiveUserInterfaceLayoutDirection`, which `TransitionAnimation` plans with.
    var layoutDirection = LayoutDirection.leftToRight

    /// - Parameters:
    ///   - window: the window to present in; a presenter's view that already has a superview in it
    ///     (a screen inside a page sheet, say) stays where it is. By default the container's window, or a new
    ///     window of `bounds`.
    ///   - container: a container view that outlives the transition (a navigation controller's transition
    ///     view); by default a new one of `bounds` in the window.
    init(
        operation: TransitionOperation, bounds: CGRect, presentersViewIsRemoved: Bool = false,
        from: HeadlessViewController, to: HeadlessViewController, window: HeadlessView? = nil, container: HeadlessView? = nil
    ) {
        self.operation = operation
        self.presentersViewIsRemoved = presentersViewIsRemoved
        self.window = window ?? container?.superview ?? HeadlessView("window", frame: bounds)
        containerView = container ?? HeadlessView("container", frame: bounds)
        if containerView.superview == nil { self.window.addSubview(containerView) }
        fromViewController = from
        toViewController = to
        switch operation {
        case .push, .pop:
            containerView.addSubview(from.view)
        case .present:
            // The presenter's view stays in the window below the container, even when the context hands it
            // over as the from-view (a full-screen presentation removes it only after the transition).
            if from.view.superview == nil { self.window.insertSubview(from.view, below: containerView) }
        case .dismiss:
            if to.view.superview == nil { self.window.insertSubview(to.view, below: containerView) }
            containerView.addSubview(from.view)
        }
    }

    /// `view(forKey: .from)`, as UIKit documents it: the from-screen's view for push and pop and for a
    /// dismissal (the presented view); for a presentation, the presenter's view only when the presentation
    /// controller's `shouldRemovePresentersView` is true ("may return nil which would indicate that the
    /// animator should not manipulate the associated view controller's view").
    var fromView: HeadlessView? {
        if operation == .present && !presentersViewIsRemoved { return nil }
        return fromViewController?.view
    }

    /// `view(forKey: .to)`, as UIKit documents it: the to-screen's view for push and pop and for a
    /// presentation (the presented view); for a dismissal, the presenter's view only when it was removed
    /// (`shouldRemovePresentersView`) and must come back.
    var toView: HeadlessView? {
        if operation == .dismiss && !presentersViewIsRemoved { return nil }
        return toViewController?.view
    }

    /// `finalFrame(for: toViewController)` of a presentation: the presentation controller's
    /// `frameOfPresentedViewInContainerView`. `.zero` (unknown) by default and for every other view, as
    /// UIKit reports frames it has no opinion about.
    var presentedFinalFrame: CGRect = .zero

    /// A planted bug (the reliability suite's proof that it notices one): the runner of this context drops the
    /// container commands it returns false for, as a broken `ContainerCommandRunner` would. Nil in every real test.
    var commandFilterForTesting: ((ContainerCommand) -> Bool)?

    /// Called with every `completeTransition(_:)` (a record kept outside the context outlives it).
    var completionObserver: ((Bool) -> Void)?

    /// `completeTransition(_:)`.
    func completeTransition(_ didComplete: Bool) {
        completions.append(didComplete)
        completionObserver?(didComplete)
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
    private var interpreter = ContainerCommandInterpreter()

    init(
        context: HeadlessTransitionContext, style: TransitionStyle, layoutDirection: LayoutDirection = .leftToRight,
        reduceMotion: Bool = false
    ) {
        self.context = context
        let container = context.containerView
        // As `TransitionAnimation` reads a UIKit context: the context's frame when it has one, otherwise
        // the view's current frame converted to the container.
        func geometry(_ view: HeadlessView, contextFrame: CGRect) -> ParticipantGeometry {
            let current = view.superview == nil ? CGRect.zero : view.convert(view.bounds, to: container)
            return ParticipantGeometry(
                contextFrame: contextFrame, currentFrame: current, containerBounds: container.bounds,
                cornerRadius: view.cornerRadius)
        }
        let scene = TransitionScene(
            containerBounds: container.bounds,
            fromView: context.fromView.map { geometry($0, contextFrame: .zero) },
            toView: context.toView.map {
                geometry($0, contextFrame: context.operation == .present ? context.presentedFinalFrame : .zero)
            },
            layoutDirection: layoutDirection,
            isReduceMotionEnabled: reduceMotion
        )
        plan = TransitionPlan(style: style, operation: context.operation, scene: scene)
        views[.fromView] = context.fromView
        views[.toView] = context.toView
        for role in plan.rolesMadeByTheAnimator {
            let view = HeadlessView(role == .dimmingView ? "dimming" : "mask")
            view.libraryMark = LibraryViewKind(madeByTheAnimatorFor: role) // as TransitionAnimation marks it
            views[role] = view
        }
        dimmingView = views[.dimmingView]
        maskView = views[.maskView]
    }

    /// Runs the commands through the same interpreter as `ContainerCommandRunner` in UIKit.
    func run(_ commands: [ContainerCommand]) {
        let commands = context.commandFilterForTesting.map { commands.filter($0) } ?? commands
        interpreter.run(commands, container: context.containerView, views: views.mapValues { $0 as any ContainerViewNode })
    }

    /// Sets up and moves the participants to `progress` of the way (an interactive scrub).
    func start(scrubbingTo progress: CGFloat? = nil) {
        run(plan.setupCommands)
        if let progress {
            scrub(to: progress)
        }
    }

    /// Moves every participant to `progress` of the way (`updateInteractiveTransition` scrubbing the animator).
    func scrub(to progress: CGFloat) {
        run(plan.participants.map { role, participant in .apply(role, participant.state(atProgress: progress)) })
    }

    /// Finishes (animates to the end) or cancels (animates back to the start), then completes.
    func end(_ outcome: TransitionOutcome) {
        context.transitionWasCancelled = outcome == .cancelled
        switch outcome {
        case .finished: run(plan.animationCommands)
        case .cancelled: run(plan.participants.map { role, participant in .apply(role, participant.start) })
        }
        run(
            plan.completionCommands(
                for: context.transitionWasCancelled ? .cancelled : .finished, containerBounds: context.containerView.bounds))
        context.completeTransition(!context.transitionWasCancelled)
        views[.dimmingView] = nil
        views[.maskView] = nil
        dimmingView = nil
        maskView = nil
    }
}
