import Foundation

/// The states one participant goes through: where it starts, where the animation takes it, where it rests.
public struct ParticipantPlan: Sendable, Equatable {
    /// The state set before the animation starts.
    public var start: ViewState
    /// The state the animation moves to.
    public var end: ViewState
    /// The state the view is left in after the transition, finished or cancelled: untransformed and opaque,
    /// so a view that is reused later (a popped screen's view, a cancelled push) does not keep a parallax
    /// offset or a zero alpha.
    public var rest: ViewState

    /// Creates a participant plan.
    public init(start: ViewState, end: ViewState, rest: ViewState) {
        self.start = start
        self.end = end
        self.rest = rest
    }

    /// A participant that does not move: start, end and rest are all `rest`.
    package static func still(_ rest: ViewState) -> ParticipantPlan {
        ParticipantPlan(start: rest, end: rest, rest: rest)
    }

    /// The state at `progress` (0 = start, 1 = end), interpolated linearly as an interactive scrub does.
    package func state(atProgress progress: CGFloat) -> ViewState {
        start.interpolated(to: end, fraction: progress)
    }
}
