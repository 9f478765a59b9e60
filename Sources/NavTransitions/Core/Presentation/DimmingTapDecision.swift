import Foundation

/// What a tap on the dimming view behind a presented view controller does.
public enum DimmingTapDecision: Sendable, Hashable, CaseIterable {
    /// Dismiss the presented view controller.
    case dismiss
    /// Do nothing.
    case ignore

    /// Decides what a tap on the dimming view does.
    ///
    /// The tap dismisses only when tap-to-dismiss is enabled and no transition is running: a tap during the
    /// presentation, the dismissal or an interactive drag is ignored, so a dismissal never starts on top of
    /// another transition.
    ///
    /// - Parameters:
    ///   - dismissesOnTap: Whether the presentation allows tap-to-dismiss.
    ///   - isTransitioning: Whether a presentation or dismissal transition, animated or interactive, is running.
    public init(dismissesOnTap: Bool, isTransitioning: Bool) {
        self = dismissesOnTap && !isTransitioning ? .dismiss : .ignore
    }
}
