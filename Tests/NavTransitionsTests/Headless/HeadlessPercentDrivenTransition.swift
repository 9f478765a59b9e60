import Foundation

/// A started interactive transition as its interaction controller drives it, for both headless models (an
/// interactive pop, an interactive dismissal): `UIPercentDrivenInteractiveTransition`'s
/// `update`/`finish`/`cancel`/`pause`, the interruptible animator's `fractionComplete` and `isReversed`, and
/// the transition coordinator's completion.
///
/// Models what UIKit documents: `update` moves the transition to a progress in 0...1; `finish` and `cancel`
/// let it settle toward its end or back to its start, a cancelling animator running reversed; `pause` stops
/// a settle where it is. How a reversed animator reports `fractionComplete` is not documented:
/// ``reversedFractionCountsFromEnd`` picks one reading. The settle itself is played by the test
/// (``advanceSettle(by:)``, and the model's own end of the settle).
class HeadlessPercentDrivenTransition {
    /// How the settle is moving.
    enum Settle: Equatable { case none, finishing, cancelling }

    /// The transition's progress, 0...1.
    private(set) var percentComplete: CGFloat = 0
    private(set) var settle: Settle = .none
    /// The spring's initial velocity of the last finish or cancel.
    private(set) var settleVelocity: CGFloat = 0
    private(set) var isPaused = false
    /// A cancelling transition runs its animator reversed (documented for interruptible transitions).
    private(set) var isReversed = false
    /// UIKit does not document how a reversed animator reports `fractionComplete`: `true` reads it along
    /// the reversed course (`1 − progress`), `false` as the progress itself.
    let reversedFractionCountsFromEnd: Bool
    /// The views that follow the transition (the animator's scrubbed position): called at every move.
    var progressObserver: ((CGFloat) -> Void)?
    /// Called when a settle starts (`finish` or `cancel`), so a model can end it later.
    var settleObserver: (() -> Void)?
    private var completions: [(_ cancelled: Bool) -> Void] = []
    /// Called with every value the interaction controller passes to `update` or sets as the animator's
    /// `fractionComplete` (``runForward(fractionComplete:)``), as passed: the model clamps what it applies,
    /// UIKit documents no clamping, so a value outside 0...1 (or NaN) is the interaction controller's bug.
    var progressValueObserver: ((CGFloat) -> Void)?

    init(reversedFractionCountsFromEnd: Bool) {
        self.reversedFractionCountsFromEnd = reversedFractionCountsFromEnd
    }

    /// The settle animator's `fractionComplete`.
    var fractionComplete: CGFloat {
        isReversed && reversedFractionCountsFromEnd ? 1 - percentComplete : percentComplete
    }

    /// `updateInteractiveTransition(_:)`.
    func update(_ progress: CGFloat) {
        progressValueObserver?(progress)
        move(to: Self.clamped(progress))
    }

    /// `finishInteractiveTransition()`: the settle runs to the end.
    func finish(initialVelocity: CGFloat) {
        settle = .finishing
        settleVelocity = initialVelocity
        isPaused = false
        isReversed = false
        settleObserver?()
    }

    /// `cancelInteractiveTransition()`: the settle runs back, reversed.
    func cancel(initialVelocity: CGFloat) {
        settle = .cancelling
        settleVelocity = initialVelocity
        isPaused = false
        isReversed = true
        settleObserver?()
    }

    /// `pauseInteractiveTransition()`: the settle stops where it is.
    func pause() {
        isPaused = true
        settle = .none
    }

    /// The animator's `isReversed = false`, then `fractionComplete = fraction`.
    func runForward(fractionComplete fraction: CGFloat) {
        progressValueObserver?(fraction)
        isReversed = false
        move(to: Self.clamped(fraction))
    }

    /// A value in 0...1 (NaN: 0).
    private static func clamped(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// The settle animation moved on to `progress` (the test plays the animation).
    func advanceSettle(to progress: CGFloat) {
        move(to: progress)
    }

    /// The settle animation covered `fraction` (0...1) of what remains toward where it is heading; nothing
    /// while it is not settling.
    func advanceSettle(by fraction: CGFloat) {
        let step = min(max(fraction, 0), 1)
        switch settle {
        case .finishing: move(to: percentComplete + (1 - percentComplete) * step)
        case .cancelling: move(to: percentComplete * (1 - step))
        case .none: break
        }
    }

    /// The transition coordinator's `animate(alongsideTransition: nil, completion:)`, with the context reduced
    /// to `isCancelled`. A subclass whose coordinator holds the completions overrides it.
    func animateAlongsideTransition(completion: @escaping (_ cancelled: Bool) -> Void) {
        completions.append(completion)
    }

    /// Runs the completions registered here, once (or `times` times over: 0 and 2 model a lost and a doubled call).
    func runCompletions(cancelled: Bool, times: Int = 1) {
        let pending = completions
        completions = []
        for _ in 0..<times {
            for completion in pending { completion(cancelled) }
        }
    }

    private func move(to progress: CGFloat) {
        percentComplete = progress
        progressObserver?(progress)
    }
}
