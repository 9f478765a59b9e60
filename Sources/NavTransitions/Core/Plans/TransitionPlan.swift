import Foundation

/// The complete decision for one transition: every participant's states, the timing, and the container steps.
///
/// The UIKit layer runs ``setupCommands`` before animating, ``animationCommands`` inside the animator's
/// animation block and ``completionCommands(for:)`` in its completion, then calls
/// `completeTransition(outcome == .finished)`. The headless tests run the very same commands.
public struct TransitionPlan: Sendable, Equatable {
    /// The operation this plan is for.
    public let operation: TransitionOperation
    /// How progress moves over time when the transition is not driven by a gesture.
    public let timing: TransitionTiming
    /// The participants and their states; only roles that take part are present.
    public let participants: [TransitionRole: ParticipantPlan]

    /// Creates a plan from its parts. Prefer ``init(style:operation:scene:)``.
    public init(operation: TransitionOperation, timing: TransitionTiming, participants: [TransitionRole: ParticipantPlan]) {
        self.operation = operation
        self.timing = timing
        self.participants = participants
    }

    /// The plan of a built-in style for an operation in a scene (Reduce Motion gives a cross-fade).
    public init(style: TransitionStyle, operation: TransitionOperation, scene: TransitionScene) {
        let effective: TransitionStyle = scene.isReduceMotionEnabled ? .fade : style
        let builder = PlanBuilder(operation: operation, scene: scene)
        switch effective {
        case .slide: self = builder.slide()
        case .fade: self = builder.fade(duration: scene.isReduceMotionEnabled ? 0.3 : 0.25)
        case let .cover(edge): self = builder.cover(edge: edge)
        case .scale: self = builder.scale()
        case let .circularReveal(origin): self = builder.circularReveal(origin: origin)
        }
    }

    /// The plan for one participant, or nil when it does not take part.
    public subscript(role: TransitionRole) -> ParticipantPlan? {
        participants[role]
    }

    /// The steps before the animation: insert the to-view (above the from-view going forward, below it going
    /// back; never for a dismissal without a to-view), insert the dimming view between the two, set start states.
    ///
    /// The from-view is never moved: UIKit has put it in the container for push, pop and dismiss, and a
    /// presenter's view handed over by a full-screen presentation stays where it is (in the window, below
    /// the container). A placement relative to a view that is not in the container means the bottom of the
    /// container, which is where that view appears to be.
    public var setupCommands: [ContainerCommand] {
        var commands: [ContainerCommand] = []
        let hasFrom = participants[.fromView] != nil, hasTo = participants[.toView] != nil
        if hasTo {
            let placement: ContainerPlacement
            if hasFrom {
                placement = operation.isForward ? .above(.fromView) : .below(.fromView)
            } else {
                placement = .top
            }
            commands.append(.insert(.toView, placement))
        }
        if participants[.dimmingView] != nil {
            let lower: TransitionRole? = operation.isForward ? (hasFrom ? .fromView : nil) : (hasTo ? .toView : nil)
            let upper: TransitionRole = operation.isForward ? .toView : .fromView
            commands.append(.insert(.dimmingView, lower.map { .above($0) } ?? .below(upper)))
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
    public var animationCommands: [ContainerCommand] {
        TransitionRole.allCases.compactMap { role in participants[role].map { .apply(role, $0.end) } }
    }

    /// The steps after the animation: remove what must not stay, and leave every view at rest.
    ///
    /// Finished: the from-view, the dimming view and the mask leave, the to-view stays.
    /// Cancelled: the to-view, the dimming view and the mask leave, the from-view stays. Either way the
    /// from- and to-views are reset to their resting state, so nothing is left transformed or transparent.
    public func completionCommands(for outcome: TransitionOutcome) -> [ContainerCommand] {
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
