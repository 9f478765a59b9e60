import Foundation

/// What to do when the finger lifts: finish or cancel, from where, and how fast the settle animation starts.
///
/// Made by ``InteractiveTransitionTracker/release(translation:velocity:from:)``. Every value is finite.
package struct InteractiveRelease: Sendable, Hashable {
    /// Whether the transition finishes or cancels.
    package var completion: InteractiveCompletion
    /// The progress at the moment of release, 0...1 (the finger's position, not the projection).
    package var progress: CGFloat
    /// The initial velocity of the settle spring, relative to the remaining distance.
    ///
    /// This is the value `UISpringTimingParameters(dampingRatio:initialVelocity:)` expects (as
    /// `CGVector(dx: v, dy: v)`): `1` means the whole remaining distance per second. Positive moves toward
    /// the target (1 when finishing, 0 when cancelling); negative means the finger was still moving away
    /// from it. It is 0 when less than ``InteractiveTransitionTracker/minimumRemainingDistance`` points
    /// remain, and lies within ±``InteractiveTransitionTracker/maximumInitialVelocity``.
    package var initialVelocity: CGFloat

    /// Creates a release; `progress` is clamped to 0...1 (NaN becomes 0) and a non-finite velocity becomes 0.
    init(completion: InteractiveCompletion, progress: CGFloat, initialVelocity: CGFloat) {
        self.completion = completion
        self.progress = progress.clamped(to: 0...1)
        self.initialVelocity = initialVelocity.finiteOr(0)
    }
}
