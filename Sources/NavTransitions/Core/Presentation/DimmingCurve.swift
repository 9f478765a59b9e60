import Foundation

/// The alpha of the dimming view behind a presented view controller during a transition.
///
/// The dimming follows the transition's progress linearly, so it tracks an interactive dismissal finger
/// for finger: presenting goes from 0 to `maximumAlpha` as progress goes from 0 to 1, dismissing goes back
/// from `maximumAlpha` to 0. A cancelled interactive dismissal runs its progress back to 0 and so returns
/// to full dimming.
package struct DimmingCurve: Sendable, Hashable {
    /// The alpha of the fully dimmed state when none is given: 0.4.
    package static let defaultMaximumAlpha: CGFloat = 0.4

    /// The alpha of the dimming view while the presented view controller is fully on screen, 0...1.
    package let maximumAlpha: CGFloat

    /// Creates a curve that dims up to `maximumAlpha`.
    ///
    /// - Parameter maximumAlpha: The fully dimmed alpha; clamped to 0...1, NaN becomes `defaultMaximumAlpha` (0.4).
    package init(maximumAlpha: CGFloat = DimmingCurve.defaultMaximumAlpha) {
        self.maximumAlpha = maximumAlpha.isNaN ? Self.defaultMaximumAlpha : maximumAlpha.clamped(to: 0...1)
    }

    /// The dimming view's alpha at `progress` of a transition running `operation`.
    ///
    /// Forward operations dim in, backward ones dim out: `present` and `push` give `maximumAlpha × progress`,
    /// `dismiss` and `pop` give `maximumAlpha × (1 − progress)`. Push and pop have no dimming view of their
    /// own; they are answered like present and dismiss for a navigation style that dims the screen underneath.
    ///
    /// - Parameters:
    ///   - operation: The running transition.
    ///   - progress: The fraction of the transition completed; clamped to 0...1, NaN counts as 0 (so it gives
    ///     0 for a forward operation and `maximumAlpha` for a backward one).
    /// - Returns: An alpha in 0...`maximumAlpha`.
    package func alpha(for operation: TransitionOperation, progress: CGFloat) -> CGFloat {
        let t = progress.clamped(to: 0...1)
        return maximumAlpha * (operation.isForward ? t : 1 - t)
    }
}
