import Foundation

/// The state machine of one gesture-driven transition (interactive swipe back or pan-to-dismiss).
///
/// The UIKit layer reports gesture and transition events; each call returns the ``InteractionCommands``
/// to apply, in order. Events that make no sense in the current phase (a change without a begin, a second
/// end, a second start, a completion while idle) are ignored: the phase is unchanged and no command
/// is returned.
///
/// Event order for one transition:
/// 1. ``gestureBegan(currentProgress:)`` → `beginTransition`; phase `waitingForTransition`.
/// 2. ``gestureChanged(translation:)`` while waiting → no command, the latest progress is remembered.
/// 3. ``transitionStarted()`` (UIKit called `startInteractiveTransition`) → `update(progress:)` to catch up;
///    phase `interacting`. If the gesture already ended (a fast flick), `update(progress:)` to the release
///    progress, then `finish` or `cancel`; phase `settling`.
/// 4. ``gestureChanged(translation:)`` while interacting → `update(progress:)`.
/// 5. ``gestureEnded(translation:velocity:)`` → `finish` or `cancel` with the spring's initial velocity;
///    ``gestureCancelled()`` (system cancel or failure) → `cancel(initialVelocity: 0)`. Phase `settling`.
/// 6. While settling, ``gestureBegan(currentProgress:)`` with the animator's progress grabs the transition:
///    `pauseForGrab`, phase `interacting` from that progress; go on at 4.
/// 7. ``transitionCompleted()`` → phase `idle`.
package struct InteractionSession: Sendable, Equatable {
    /// Where the session is in its transition.
    package enum Phase: Sendable, Hashable {
        /// No gesture-driven transition is running.
        case idle
        /// `beginTransition` was issued; UIKit has not called `startInteractiveTransition` yet.
        case waitingForTransition
        /// The finger drives the transition with `update(progress:)`.
        case interacting
        /// The finger lifted; the transition animates to its end (`finish`) or back (`cancel`).
        case settling(InteractiveCompletion)
    }

    /// The full state, each phase with the data it needs.
    private enum State: Sendable, Equatable {
        case idle
        case waiting(progress: CGFloat, pendingRelease: InteractiveRelease?)
        case interacting(startProgress: CGFloat, progress: CGFloat)
        case settling(InteractiveRelease)
    }

    /// The tracker that turns translations and velocities into progress and releases.
    ///
    /// Replace it (for example after a rotation changed the distance) between events; the new one applies
    /// from the next event on.
    package var tracker: InteractiveTransitionTracker

    private var state: State = .idle

    /// Creates an idle session driven by `tracker`.
    package init(tracker: InteractiveTransitionTracker) {
        self.tracker = tracker
    }

    /// The current phase.
    package var phase: Phase {
        switch state {
        case .idle: return .idle
        case .waiting: return .waitingForTransition
        case .interacting: return .interacting
        case let .settling(release): return .settling(release.completion)
        }
    }

    /// The progress the finger has driven the transition to, 0...1.
    ///
    /// 0 while idle; while waiting, the progress the transition will catch up to; while settling, the
    /// progress at release (the animator's own progress is UIKit's to read).
    package var progress: CGFloat {
        switch state {
        case .idle: return 0
        case let .waiting(progress, pendingRelease): return pendingRelease?.progress ?? progress
        case let .interacting(_, progress): return progress
        case let .settling(release): return release.progress
        }
    }

    /// The pan gesture began (`UIGestureRecognizer.State.began`).
    ///
    /// - Parameter currentProgress: the settle animator's current progress (`fractionComplete` mapped to
    ///   the transition's progress) when a transition is settling, `nil` otherwise.
    /// - Returns: idle: `beginTransition` (`currentProgress` is ignored). Settling with a progress:
    ///   `pauseForGrab`, and tracking resumes from that progress (clamped to 0...1; NaN or infinite uses the
    ///   release progress). Settling without a progress: nothing, the gesture is ignored and the
    ///   transition settles. Waiting with a pending release: nothing, the new gesture replaces the
    ///   released one (the transition has not moved yet). Otherwise (a second began): nothing.
    package mutating func gestureBegan(currentProgress: CGFloat? = nil) -> InteractionCommands {
        switch state {
        case .idle:
            state = .waiting(progress: 0, pendingRelease: nil)
            return InteractionCommands(.beginTransition)
        case .waiting(_, pendingRelease: .some):
            state = .waiting(progress: 0, pendingRelease: nil)
            return .none
        case let .settling(release):
            guard let currentProgress else { return .none }
            let grabbed = currentProgress.isFinite ? currentProgress.clamped(to: 0...1) : release.progress
            state = .interacting(startProgress: grabbed, progress: grabbed)
            return InteractionCommands(.pauseForGrab)
        case .waiting(_, pendingRelease: .none), .interacting:
            return .none
        }
    }

    /// The pan moved (`UIGestureRecognizer.State.changed`); `translation` is in points since the gesture began.
    ///
    /// - Returns: interacting: `update(progress:)` (start progress + translation progress, clamped to 0...1).
    ///   Waiting: nothing, the progress is remembered for ``transitionStarted()``. Otherwise: nothing.
    package mutating func gestureChanged(translation: CGPoint) -> InteractionCommands {
        switch state {
        case let .interacting(startProgress, _):
            let progress = tracker.progress(forTranslation: translation, from: startProgress)
            state = .interacting(startProgress: startProgress, progress: progress)
            return InteractionCommands(.update(progress: progress))
        case .waiting(_, pendingRelease: .none):
            state = .waiting(progress: tracker.progress(forTranslation: translation), pendingRelease: nil)
            return .none
        case .idle, .waiting(_, pendingRelease: .some), .settling:
            return .none
        }
    }

    /// The finger lifted (`UIGestureRecognizer.State.ended`), with the pan's final translation (points) and
    /// velocity (points per second).
    ///
    /// - Returns: interacting: `finish` or `cancel` as ``InteractiveTransitionTracker/release(translation:velocity:from:)``
    ///   decides; phase `settling`. Waiting: nothing, the release is kept until ``transitionStarted()``.
    ///   Otherwise (an end without a begin, a second end): nothing.
    package mutating func gestureEnded(translation: CGPoint, velocity: CGPoint) -> InteractionCommands {
        switch state {
        case let .interacting(startProgress, _):
            let release = tracker.release(translation: translation, velocity: velocity, from: startProgress)
            return settle(release)
        case .waiting(_, pendingRelease: .none):
            let release = tracker.release(translation: translation, velocity: velocity)
            state = .waiting(progress: release.progress, pendingRelease: release)
            return .none
        case .idle, .waiting(_, pendingRelease: .some), .settling:
            return .none
        }
    }

    /// The system cancelled the gesture or it failed (`.cancelled`, `.failed`): the transition goes back.
    ///
    /// - Returns: interacting: `cancel(initialVelocity: 0)`; phase `settling`. Waiting: nothing, a cancel
    ///   from the latest progress is kept until ``transitionStarted()``. Otherwise: nothing.
    package mutating func gestureCancelled() -> InteractionCommands {
        switch state {
        case let .interacting(_, progress):
            return settle(InteractiveRelease(completion: .cancel, progress: progress, initialVelocity: 0))
        case let .waiting(progress, pendingRelease: .none):
            let release = InteractiveRelease(completion: .cancel, progress: progress, initialVelocity: 0)
            state = .waiting(progress: progress, pendingRelease: release)
            return .none
        case .idle, .waiting(_, pendingRelease: .some), .settling:
            return .none
        }
    }

    /// A gesture that already knows its outcome starts a transition: released at once at `progress`, finishing
    /// with the settle spring at `initialVelocity` (a sheet dragged below its smallest detent and released: the
    /// dismissal starts where the sheet is, already settling, and a new touch can still grab it).
    ///
    /// - Returns: idle: `beginTransition`; phase `waitingForTransition` with the release pending, so that
    ///   ``transitionStarted()`` sends `update(progress:)` to `progress`, then `finish`. Otherwise (a gesture or a
    ///   transition already running): nothing. `progress` is clamped to 0...1 (NaN counts as 0); a non-finite
    ///   velocity counts as 0 and the velocity is clamped to ±``InteractiveTransitionTracker/maximumInitialVelocity``.
    package mutating func gestureReleasedAtOnce(progress: CGFloat, initialVelocity: CGFloat) -> InteractionCommands {
        guard case .idle = state else { return .none }
        let progress = progress.clamped(to: 0...1)
        let limit = InteractiveTransitionTracker.maximumInitialVelocity
        let velocity = initialVelocity.isFinite ? initialVelocity.clamped(to: -limit...limit) : 0
        state = .waiting(
            progress: progress,
            pendingRelease: InteractiveRelease(completion: .finish, progress: progress, initialVelocity: velocity))
        return InteractionCommands(.beginTransition)
    }

    /// UIKit started the interactive transition (`startInteractiveTransition(_:)` was called).
    ///
    /// - Returns: waiting while the finger is down: `update(progress:)` to the latest progress (0 if the
    ///   finger has not moved); phase `interacting`. Waiting with a pending release: `update(progress:)` to
    ///   the release progress, then its `finish` or `cancel`; phase `settling`. Otherwise (a second start,
    ///   a start nobody asked for): nothing.
    package mutating func transitionStarted() -> InteractionCommands {
        switch state {
        case let .waiting(progress, pendingRelease: .none):
            state = .interacting(startProgress: 0, progress: progress)
            return InteractionCommands(.update(progress: progress))
        case let .waiting(_, pendingRelease: release?):
            state = .settling(release)
            return InteractionCommands(.update(progress: release.progress), Self.command(for: release))
        case .idle, .interacting, .settling:
            return .none
        }
    }

    /// The transition is over (the animator's or the transition's completion ran), finished or cancelled
    /// alike. Also the report for a `beginTransition` that started no transition.
    ///
    /// - Returns: nothing. Any phase but idle returns to idle, since UIKit has ended the transition whatever
    ///   the session expected (gesture events that follow are then ignored until the next began). While
    ///   idle it is ignored.
    package mutating func transitionCompleted() -> InteractionCommands {
        state = .idle
        return .none
    }

    /// Enters `settling` with `release` and returns its command.
    private mutating func settle(_ release: InteractiveRelease) -> InteractionCommands {
        state = .settling(release)
        return InteractionCommands(Self.command(for: release))
    }

    /// The `finish` or `cancel` command of a release.
    private static func command(for release: InteractiveRelease) -> InteractionCommand {
        switch release.completion {
        case .finish: return .finish(initialVelocity: release.initialVelocity)
        case .cancel: return .cancel(initialVelocity: release.initialVelocity)
        }
    }
}
