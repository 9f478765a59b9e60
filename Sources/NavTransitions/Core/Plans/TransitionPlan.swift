import Foundation

/// The complete decision for one transition: every participant's states, the timing, and the container steps.
///
/// The UIKit layer runs `setupCommands` before animating, `animationCommands` inside the animator's
/// animation block and `completionCommands(for:)` in its completion, then calls
/// `completeTransition(outcome == .finished)`. The headless tests run the very same commands.
public struct TransitionPlan: Sendable, Equatable {
    /// The operation this plan is for.
    public var operation: TransitionOperation
    /// How progress moves over time when the transition is not driven by a gesture.
    public var timing: TransitionTiming
    /// The participants and their states; only roles that take part are present.
    public var participants: [TransitionRole: ParticipantPlan]

    /// Creates a plan from its parts; a ``TransitionPlanning`` style returns one.
    public init(operation: TransitionOperation, timing: TransitionTiming, participants: [TransitionRole: ParticipantPlan]) {
        self.operation = operation
        self.timing = timing
        self.participants = participants
    }

    /// The plan of a style for an operation in a scene.
    ///
    /// - Parameters:
    ///   - style: a built-in style, or ``TransitionStyle/planned(by:)`` for your own (its plan is mirrored
    ///     for right-to-left and completed with the scene's views, see ``TransitionPlanning``).
    ///   - operation: the operation to plan.
    ///   - scene: the container and its views. With Reduce Motion on, every style is a cross-fade.
    ///   - timing: replaces the style's own timing when not nil, the Reduce Motion cross-fade's included.
    public init(style: TransitionStyle, operation: TransitionOperation, scene: TransitionScene, timing: TransitionTiming? = nil) {
        let effective: TransitionStyle = scene.isReduceMotionEnabled ? .fade : style
        let builder = PlanBuilder(operation: operation, scene: scene)
        switch effective {
        case .slide: self = builder.slide()
        case .fade: self = builder.fade(duration: scene.isReduceMotionEnabled ? 0.3 : 0.25)
        case let .cover(edge): self = builder.cover(edge: edge)
        case .scale: self = builder.scale()
        case let .circularReveal(origin): self = builder.circularReveal(origin: origin)
        case let .planned(planner): self = builder.planned(by: planner)
        }
        if let timing { self.timing = timing }
    }

    /// The plan for one participant, or nil when it does not take part.
    public subscript(role: TransitionRole) -> ParticipantPlan? {
        participants[role]
    }

    /// The steps before the animation: insert the to-view, the dimming view next to it, the mask, then set
    /// every participant's start state.
    ///
    /// Going forward the to-view goes on top of the container; going back it goes to the bottom, under
    /// the from-view and under any presentation chrome (a presentation controller's dimming view). It is
    /// never inserted for a dismissal without a to-view. The from-view is never moved: UIKit has put it in
    /// the container for push, pop and dismiss, and a presenter's view handed over by a full-screen
    /// presentation stays in the window. The style's dimming view goes directly below a forward to-view,
    /// directly above a backward one.
    package var setupCommands: [ContainerCommand] {
        var commands: [ContainerCommand] = []
        if participants[.toView] != nil {
            commands.append(.insert(.toView, operation.isForward ? .top : .bottom))
            if participants[.dimmingView] != nil {
                commands.append(.insert(.dimmingView, operation.isForward ? .below(.toView) : .above(.toView)))
            }
        } else if participants[.dimmingView] != nil {
            commands.append(.insert(.dimmingView, .below(.fromView)))
        }
        if participants[.maskView] != nil {
            commands.append(.insert(.maskView, .mask(of: operation.isForward ? .toView : .fromView)))
        }
        for role in TransitionRole.allCases {
            if let plan = participants[role] { commands.append(.apply(role, plan.start)) }
        }
        return commands
    }

    /// The steps inside the animation block: every participant moves to its end state.
    package var animationCommands: [ContainerCommand] {
        TransitionRole.allCases.compactMap { role in participants[role].map { .apply(role, $0.end) } }
    }

    /// The steps after the animation: remove what must not stay, and leave every view at rest.
    ///
    /// Finished: the from-view, the dimming view and the mask leave, the to-view stays.
    /// Cancelled: the to-view, the dimming view and the mask leave, the from-view stays. Either way the
    /// from- and to-views are reset to their resting state, so nothing is left transformed or transparent.
    package func completionCommands(for outcome: TransitionOutcome) -> [ContainerCommand] {
        var commands: [ContainerCommand] = []
        let leaving: TransitionRole = outcome == .finished ? .fromView : .toView
        for role in [leaving, .dimmingView, .maskView] where participants[role] != nil {
            commands.append(.remove(role))
        }
        for role in [TransitionRole.fromView, .toView] {
            if let plan = participants[role] { commands.append(.apply(role, plan.rest)) }
        }
        return commands
    }
}
