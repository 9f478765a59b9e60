import Foundation

/// A running transition as one screen sees it, for animating the screen's own content alongside it.
///
/// In SwiftUI, `TransitionProgressReader` hands it to its content; the values change with the transition,
/// animated over the transition's remaining time, and finger by finger while a gesture drives it.
///
/// ```swift
/// TransitionProgressReader { progress in
///     Header().opacity(progress.visibility)
/// }
/// ```
public struct TransitionProgress: Sendable, Equatable {
    /// The transition that runs, or nil when none does.
    public var operation: TransitionOperation?
    /// Whether this screen is the one coming in (pushed, presented, or revealed by a pop or a dismissal).
    public var isAppearing: Bool
    /// How far the transition is, from 0 at its start to 1 at its end; 0 when none runs.
    public var fractionComplete: CGFloat
    /// Whether a gesture drives the transition now (a swipe back, a pan to dismiss, a pinch).
    public var isInteractive: Bool

    /// How much this screen shows: 0 for none, 1 for all of it. The transition's progress for the screen
    /// coming in, its complement for the screen going away, 1 at rest.
    public var visibility: CGFloat {
        guard operation != nil else { return isAppearing ? 1 : 0 }
        return isAppearing ? fractionComplete : 1 - fractionComplete
    }

    /// A screen at rest and on screen: no transition runs.
    public static let shown = TransitionProgress(operation: nil, isAppearing: true, fractionComplete: 0, isInteractive: false)

    /// Creates a description of a transition's progress.
    public init(operation: TransitionOperation?, isAppearing: Bool, fractionComplete: CGFloat, isInteractive: Bool) {
        self.operation = operation
        self.isAppearing = isAppearing
        self.fractionComplete = fractionComplete
        self.isInteractive = isInteractive
    }
}

/// Turns a screen's transition events into the ``TransitionProgress`` values a declarative view shows, and
/// the time over which to animate to each: the transition's own duration when it runs by itself, none
/// while a finger drives it, the remaining share of the duration when the finger lets go.
///
/// Every event returns its steps as a ``CommandList`` (at most two, stored inline): a frame's sample of an
/// interactive transition allocates nothing.
package struct TransitionProgressTracker: Sendable, Equatable {
    /// One change of the published value.
    package struct Step: Sendable, Equatable {
        /// The value to publish.
        package var progress: TransitionProgress
        /// Animate to it over this many seconds (linearly; the transition's curve is the transition's);
        /// 0 to set it at once.
        package var duration: TimeInterval
    }

    /// The value published last.
    package private(set) var progress = TransitionProgress.shown
    private var duration: TimeInterval = 0

    /// A tracker for a screen at rest on screen.
    package init() {}

    /// What a screen's appearance callback says about the transition that moves it.
    package struct Appearance: Sendable, Equatable {
        /// `viewWillAppear` (true) or `viewWillDisappear` (false).
        package var isAppearing: Bool
        /// The screen's `isMovingToParent` (pushed) or `isMovingFromParent` (popped).
        package var isMovingInNavigationStack: Bool
        /// The screen's `isBeingPresented` or `isBeingDismissed`.
        package var isBeingPresentedOrDismissed: Bool
        /// Whether the screen's navigation controller runs the transition (its `transitionCoordinator`
        /// exists), rather than a presentation above or below the screen.
        package var isNavigationTransition: Bool

        /// Creates a description of an appearance callback.
        package init(
            isAppearing: Bool, isMovingInNavigationStack: Bool, isBeingPresentedOrDismissed: Bool, isNavigationTransition: Bool
        ) {
            self.isAppearing = isAppearing
            self.isMovingInNavigationStack = isMovingInNavigationStack
            self.isBeingPresentedOrDismissed = isBeingPresentedOrDismissed
            self.isNavigationTransition = isNavigationTransition
        }
    }

    /// The operation that moves a screen, from its appearance callback: the screen itself pushed or popped,
    /// presented or dismissed; otherwise the screen is covered or uncovered by another one — a push or a pop
    /// when its navigation controller runs the transition, a presentation or a dismissal above it otherwise.
    package static func operation(for appearance: Appearance) -> TransitionOperation {
        let moving =
            appearance.isMovingInNavigationStack || (!appearance.isBeingPresentedOrDismissed && appearance.isNavigationTransition)
        switch (moving, appearance.isAppearing) {
        case (true, true): return appearance.isMovingInNavigationStack ? .push : .pop
        case (true, false): return appearance.isMovingInNavigationStack ? .pop : .push
        case (false, true): return appearance.isBeingPresentedOrDismissed ? .present : .dismiss
        case (false, false): return appearance.isBeingPresentedOrDismissed ? .dismiss : .present
        }
    }

    /// A transition of this screen began; `duration` is the transition's (`transitionDuration`).
    ///
    /// Returns the start (fraction 0, at once) and, unless a gesture drives it, the end over the duration.
    package mutating func began(
        _ operation: TransitionOperation, isAppearing: Bool, isInteractive: Bool,
        duration: TimeInterval
    ) -> CommandList<Step> {
        self.duration = duration.isFinite ? max(0, duration) : 0
        let start = TransitionProgress(
            operation: operation, isAppearing: isAppearing, fractionComplete: 0, isInteractive: isInteractive)
        progress = start
        var steps = CommandList(Step(progress: start, duration: 0))
        guard !isInteractive else { return steps }
        var end = start
        end.fractionComplete = 1
        progress = end
        steps.append(Step(progress: end, duration: self.duration))
        return steps
    }

    /// Whether the adapter samples the transition's progress on every frame (a display link reading the
    /// coordinator's `percentComplete`) and listens for the gesture's release: while a gesture drives the
    /// transition that began. A transition that runs by itself needs neither — its end is one animation.
    package var followsGesture: Bool {
        progress.operation != nil && progress.isInteractive
    }

    /// A frame's sample of the running transition: its `percentComplete`, and whether a gesture still drives
    /// it (the coordinator's `isInteractive`). Once the gesture has let go the samples are ignored — the
    /// release (``interactionEnded(finishing:)``) animates the rest.
    package mutating func sampled(_ fractionComplete: CGFloat, isInteractive: Bool) -> CommandList<Step> {
        guard isInteractive else { return CommandList() }
        return interactiveUpdate(fractionComplete)
    }

    /// A gesture moved the transition to `fractionComplete` (clamped to 0...1; not a number is ignored).
    package mutating func interactiveUpdate(_ fractionComplete: CGFloat) -> CommandList<Step> {
        guard progress.operation != nil, fractionComplete.isFinite else { return CommandList() }
        progress.fractionComplete = fractionComplete.clamped(to: 0...1)
        progress.isInteractive = true
        return CommandList(Step(progress: progress, duration: 0))
    }

    /// The gesture let go: the transition runs on to its end (`finishing`) or back to its start, over the
    /// share of the duration that is left.
    package mutating func interactionEnded(finishing: Bool) -> CommandList<Step> {
        guard progress.operation != nil else { return CommandList() }
        let from = progress.fractionComplete
        progress.isInteractive = false
        progress.fractionComplete = finishing ? 1 : 0
        return CommandList(Step(progress: progress, duration: duration * Double(finishing ? 1 - from : from)))
    }

    /// The transition ended. The screen is at rest: shown when it came in (or stayed, the transition having
    /// been cancelled), gone otherwise.
    package mutating func ended(cancelled: Bool) -> CommandList<Step> {
        guard progress.operation != nil else { return CommandList() }
        let shown = progress.isAppearing != cancelled
        progress = TransitionProgress(operation: nil, isAppearing: shown, fractionComplete: 0, isInteractive: false)
        duration = 0
        return CommandList(Step(progress: progress, duration: 0))
    }
}
