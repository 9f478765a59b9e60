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
    /// The container's bounds the plan was made for (nil for a plan assembled from its parts), so that a
    /// size change during the transition can be told at its end (``completionCommands(for:containerBounds:)``).
    package var plannedContainerBounds: CGRect?

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
    package init(style: TransitionStyle, operation: TransitionOperation, scene: TransitionScene, timing: TransitionTiming? = nil)
    {
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
        plannedContainerBounds = scene.containerBounds
    }

    /// The participants the animation controller makes itself, in this order: the style's dimming view (a
    /// black, non-interactive view) and the reveal's mask (a black view drawn as a circle); the from- and
    /// to-views come from UIKit, the zoom's views from its own animator.
    package var rolesMadeByTheAnimator: [TransitionRole] {
        [TransitionRole.dimmingView, .maskView].filter { participants[$0] != nil }
    }

    /// The plan for one participant, or nil when it does not take part.
    package subscript(role: TransitionRole) -> ParticipantPlan? {
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
    ///
    /// - Parameters:
    ///   - outcome: how the transition ended.
    ///   - containerBounds: the container's bounds now, at the end. When its size differs from the one the
    ///     plan was made for (a rotation, a split-view or window resize during the transition), the resting
    ///     frames are planned again for the new size (``restingFrame(_:resizedFrom:to:)``), so no view is
    ///     left at a frame for the old size. Nil keeps the planned frames.
    package func completionCommands(for outcome: TransitionOutcome, containerBounds: CGRect? = nil) -> [ContainerCommand] {
        var commands: [ContainerCommand] = []
        let leaving: TransitionRole = outcome == .finished ? .fromView : .toView
        for role in [leaving, .dimmingView, .maskView] where participants[role] != nil {
            commands.append(.remove(role))
        }
        for role in [TransitionRole.fromView, .toView] {
            guard var rest = participants[role]?.rest else { continue }
            if let planned = plannedContainerBounds, let containerBounds {
                rest.frame = Self.restingFrame(rest.frame, resizedFrom: planned, to: containerBounds)
            }
            commands.append(.apply(role, rest))
        }
        return commands
    }

    /// A resting frame planned in a container of `planned` bounds, for the container at `current` bounds.
    ///
    /// The same size: unchanged. Another size: the frame keeps its distance to each edge of the container
    /// and grows or shrinks with it (never below zero) — what UIKit's flexible width and height do to a
    /// screen's view, so a full-screen view fills the new container. A presented view that is not full
    /// screen gets its frame from the presentation controller's layout pass, which follows every transition.
    package static func restingFrame(_ frame: CGRect, resizedFrom planned: CGRect, to current: CGRect) -> CGRect {
        let old = planned.sanitized, new = current.sanitized, rest = frame.sanitized
        guard old.size != new.size else { return rest }
        return CGRect(
            x: rest.minX - old.minX + new.minX, y: rest.minY - old.minY + new.minY,
            width: Swift.max(0, rest.width + new.width - old.width),
            height: Swift.max(0, rest.height + new.height - old.height))
    }
}
