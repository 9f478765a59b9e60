import Foundation

/// What flies in a zoom leg: the first of these the UIKit layer can make.
package enum ZoomFlyingContent: Sendable, Hashable, CaseIterable {
    /// A new image view with the photo view's image (`UIImageView.image`).
    case photoImage
    /// A new image view with the source thumbnail's image.
    case sourceImage
    /// A snapshot of the source view (`snapshotView(afterScreenUpdates: false)`, which may give nil).
    case sourceSnapshot
    /// A snapshot of the photo view.
    case photoSnapshot
    /// An empty image view: the flight still runs (its clip fades and moves), showing nothing.
    case nothing

    /// The candidates, best first: a real image (the photo's, else the thumbnail's, whatever the leg),
    /// else a snapshot of the view the flight leaves (the thumbnail going forward, the photo going back),
    /// else of the other one, else nothing. Candidates that cannot be made are left out.
    ///
    /// - Parameters:
    ///   - forward: a present or push (the flight leaves the thumbnail).
    ///   - photoHasImage: the photo view is an image view with an image.
    ///   - sourceHasImage: the thumbnail is an image view with an image.
    ///   - hasPhotoView: the zoomed screen names a photo view.
    ///   - hasSource: the source provider gave a view.
    package static func candidates(
        forward: Bool, photoHasImage: Bool, sourceHasImage: Bool, hasPhotoView: Bool,
        hasSource: Bool
    ) -> [ZoomFlyingContent] {
        var list: [ZoomFlyingContent] = []
        if photoHasImage { list.append(.photoImage) }
        if sourceHasImage { list.append(.sourceImage) }
        let snapshots: [(ZoomFlyingContent, Bool)] =
            forward
            ? [(.sourceSnapshot, hasSource), (.photoSnapshot, hasPhotoView)]
            : [(.photoSnapshot, hasPhotoView), (.sourceSnapshot, hasSource)]
        // The view the flight leaves is snapshotted; the other one only when that one is missing.
        if let leaving = snapshots.first(where: \.1) { list.append(leaving.0) }
        list.append(.nothing)
        return list
    }
}

/// One zoom leg in flight, from its plan to its one `completeTransition`: when the flying view follows a
/// moving thumbnail, when a finger may grab it, where it is held, and when the leg is complete.
///
/// `ZoomFlightRun` (UIKit) and the headless flight of the tests keep one each and do what it says:
/// - **Following the thumbnail**: only a flight back to a real thumbnail that no finger and no pan drive
///   (neither finger-driven nor interactive) follows it; every frame the thumbnail is measured again and
///   the flight retargets when it moved (``sourceMeasured(_:isAnimating:)``), never once the leg completed.
/// - **Grabbing**: a finger may grab the flying view only while there is a flight and the screens'
///   animation has not ended (``canBeGrabbed``); the grabbed shape is what the fingers then move.
/// - **Completion**: the leg completes once the screens' animation has ended and no landing runs — once,
///   whatever reports last (``completion(wasCancelled:)``).
package struct ZoomFlightControl: Sendable, Equatable {
    /// The leg's plan.
    package let plan: ZoomPlan
    /// Whether the zoom's fingers drive this leg (the animator holds only the screens' fade).
    package let isFingerDriven: Bool
    /// Whether the flight follows a moving thumbnail (a display link re-measures it every frame).
    package let followsSource: Bool
    /// The leg's `os_signpost` interval: a zoom leg, interactive when fingers or a pan drive it from its start.
    package let signpost: TransitionSignpost
    /// Where the flight lands now: the plan's end, or the thumbnail's latest place.
    package private(set) var landedEnd: ZoomEndpoint?
    /// The flying view as a finger grabbed it while landing; the fingers move that shape.
    package private(set) var grabbed: ZoomEndpoint?
    private var isScreensAnimationDone = false
    private var isLanding = false
    /// Whether the leg has completed (`completeTransition` was called).
    package private(set) var isCompleted = false

    /// The control of a leg planned as `plan`.
    ///
    /// - Parameters:
    ///   - isFingerDriven: the zoom's pinch or drag drives it.
    ///   - isInteractive: the transition context is interactive (a swipe back scrubs it).
    package init(plan: ZoomPlan, isFingerDriven: Bool, isInteractive: Bool) {
        self.plan = plan
        self.isFingerDriven = isFingerDriven
        followsSource = !isFingerDriven && !isInteractive && !plan.operation.isForward && plan.flight?.hasSource == true
        signpost = .transition(plan.operation, isInteractive: isFingerDriven || isInteractive, isZoom: true)
        landedEnd = plan.flight?.end
    }

    /// What the leg does once its animator is made, in this order.
    package enum StartStep: Sendable, Hashable, CaseIterable {
        /// Pause the animator (active and paused): the fingers scrub it through `fractionComplete`.
        case pauseForFingers
        /// Start a display link that measures the thumbnail every frame (``sourceMeasured(_:isAnimating:)``).
        case followSource
    }

    /// The leg's start: paused for the fingers when they drive it, a display link when it follows the
    /// thumbnail (never both: a finger-driven leg does not follow), nothing for a plain flight.
    package var startSteps: [StartStep] {
        var steps: [StartStep] = []
        if isFingerDriven { steps.append(.pauseForFingers) }
        if followsSource { steps.append(.followSource) }
        return steps
    }

    /// What a release does, in this order.
    package enum ReleaseStep: Sendable, Equatable {
        /// Land the flying view with its own spring (``landingEnded()`` when its animator ends).
        case land(ZoomLanding)
        /// `finishInteractiveTransition()` on the context.
        case finishInteractiveTransition
        /// `cancelInteractiveTransition()` on the context.
        case cancelInteractiveTransition
        /// Continue the screens' animator with the landing spring, backwards (`isReversed`) when `reversed`.
        case continueScreens(reversed: Bool)
    }

    /// The fingers lifted: the landing on `target` (the thumbnail measured now; nil: it is gone), if there is
    /// a flight to land (``landing(for:target:)``, remembered as running), then the context's finish or cancel,
    /// then the screens continuing toward the release's end: forward for a finish, back for a cancel.
    package mutating func releaseSteps(for release: ZoomRelease, target: ZoomEndpoint?) -> [ReleaseStep] {
        var steps: [ReleaseStep] = []
        if let landing = landing(for: release, target: target) { steps.append(.land(landing)) }
        switch release.completion {
        case .finish: steps += [.finishInteractiveTransition, .continueScreens(reversed: false)]
        case .cancel: steps += [.cancelInteractiveTransition, .continueScreens(reversed: true)]
        }
        return steps
    }

    /// What the transition's animator animates: the whole flight, or, when fingers drive the leg (they move
    /// the flying view themselves), only the screens' fade.
    package var animatorCommands: [ContainerCommand] {
        isFingerDriven ? plan.screenAnimationCommands : plan.animationCommands
    }

    /// The thumbnail measured again during the flight (`nil`: it could not be measured).
    ///
    /// - Parameter isAnimating: the flight's animator is running.
    /// - Returns: the end to add to the running animation when the flight follows the thumbnail, is
    ///   animating and not complete, and the thumbnail moved (``ZoomEndpoint/retarget(to:)``); nil otherwise.
    package mutating func sourceMeasured(_ measured: ZoomEndpoint?, isAnimating: Bool) -> ZoomEndpoint? {
        guard followsSource, isAnimating, !isCompleted, let end = landedEnd, let moved = end.retarget(to: measured) else {
            return nil
        }
        landedEnd = moved
        return moved
    }

    /// Whether a finger may grab the flying view now: a flight exists, the leg is not complete and the
    /// screens' animation has not ended.
    package var canBeGrabbed: Bool {
        plan.flight != nil && !isScreensAnimationDone && !isCompleted
    }

    /// Whether the leg has a flying view (the grabbing recognizers go on it); false with Reduce Motion.
    package var hasFlyingView: Bool {
        plan.flight != nil
    }

    /// The pose of the flying view `presented` (read from what the screen shows), for a grab; nil when it
    /// cannot be grabbed.
    package func grabPose(presented: ZoomEndpoint) -> ZoomPose? {
        guard canBeGrabbed, let photo = plan.flight?.photo else { return nil }
        return presented.pose(relativeTo: photo)
    }

    /// A finger grabbed the flying view, shown as `presented`: the landing stops there and the screens
    /// are scrubbed by the fingers again.
    package mutating func grab(presented: ZoomEndpoint) {
        grabbed = presented
        isLanding = false
        isScreensAnimationDone = false
    }

    /// The steps that put the flying view where the fingers hold it (``ZoomPlan/flightCommands(for:grabbed:)``).
    package func flightCommands(for pose: ZoomPose) -> [ContainerCommand] {
        plan.flightCommands(for: pose, grabbed: grabbed)
    }

    /// The landing of a release (``ZoomPlan/landing(for:target:grabbed:)``), remembered as running until
    /// ``landingEnded()``; nil without a flight.
    package mutating func landing(for release: ZoomRelease, target: ZoomEndpoint?) -> ZoomLanding? {
        let landing = plan.landing(for: release, target: target, grabbed: grabbed)
        isLanding = landing != nil
        return landing
    }

    /// The landing's animator ended.
    package mutating func landingEnded() {
        isLanding = false
    }

    /// The screens' animator ended (its completion ran).
    package mutating func screensAnimationEnded() {
        isScreensAnimationDone = true
    }

    /// The leg's completion when it is due: the screens' animation has ended, no landing runs, and it has
    /// not completed yet. Then the outcome (cancelled when the context says the transition was cancelled)
    /// and the plan's completion commands; the leg is complete. Otherwise nil.
    package mutating func completion(wasCancelled: Bool) -> (outcome: TransitionOutcome, commands: [ContainerCommand])? {
        guard isScreensAnimationDone, !isLanding, !isCompleted else { return nil }
        isCompleted = true
        let outcome: TransitionOutcome = wasCancelled ? .cancelled : .finished
        return (outcome, plan.completionCommands(for: outcome))
    }
}
