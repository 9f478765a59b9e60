import Foundation

extension InteractionSession {
    /// The transition's progress (0 = from-screen, 1 = to-screen) of a settling animator that is grabbed.
    ///
    /// A `UIViewPropertyAnimator` that runs reversed (a cancelling transition) reports `fractionComplete`
    /// along its reversed course, so the progress is `1 − fractionComplete` then. The result is clamped to
    /// 0...1; NaN or infinite input gives nil, and ``gestureBegan(currentProgress:)`` then falls back to the
    /// release progress.
    package static func grabbedProgress(fractionComplete: CGFloat, isReversed: Bool) -> CGFloat? {
        guard fractionComplete.isFinite else { return nil }
        let fraction = fractionComplete.clamped(to: 0...1)
        return isReversed ? 1 - fraction : fraction
    }
}
