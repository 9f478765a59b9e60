import Foundation

/// Everything a zoom plan needs to know when one leg of the zoom starts, read from the transition
/// context, the zoomed screen's photo view and the source thumbnail.
package struct ZoomScene: Sendable, Equatable {
    /// Push or present fly from the source to the photo; pop or dismiss fly back.
    package var operation: TransitionOperation
    /// The container view's bounds; sanitized.
    package var containerBounds: CGRect
    /// The from-view's resting geometry, or nil when the context has no from-view.
    package var fromView: ParticipantGeometry?
    /// The to-view's resting geometry, or nil when the context has no to-view.
    package var toView: ParticipantGeometry?
    /// The size of the image that flies (a `UIImage`'s size, or a snapshot's), in points.
    package var imageSize: CGSize
    /// The zoomed screen's photo view as displayed, or nil when the screen names none.
    package var photo: ZoomPhotoMeasurement?
    /// The source thumbnail, or nil when the source closure gave no view.
    package var source: ZoomSourceMeasurement?
    /// Whether the plan dims the screen behind the zoomed one (a navigation zoom with a dimming colour).
    package var hasDimming: Bool
    /// Whether Reduce Motion is on: the flight becomes a cross-fade.
    package var isReduceMotionEnabled: Bool
    /// The timing that replaces the zoom's own (``ZoomPlan/spring``, or the Reduce Motion cross-fade's),
    /// or nil to keep it: a transition's `timing` option. A finger-driven landing keeps its spring.
    package var timing: TransitionTiming?

    /// Creates a scene; the container bounds are sanitized.
    package init(
        operation: TransitionOperation,
        containerBounds: CGRect,
        fromView: ParticipantGeometry?,
        toView: ParticipantGeometry?,
        imageSize: CGSize,
        photo: ZoomPhotoMeasurement?,
        source: ZoomSourceMeasurement?,
        hasDimming: Bool = false,
        isReduceMotionEnabled: Bool = false,
        timing: TransitionTiming? = nil
    ) {
        self.operation = operation
        self.containerBounds = containerBounds.sanitized
        self.fromView = fromView
        self.toView = toView
        self.imageSize = imageSize
        self.photo = photo
        self.source = source
        self.hasDimming = hasDimming
        self.isReduceMotionEnabled = isReduceMotionEnabled
        self.timing = timing
    }

    /// The zoomed screen's role: the to-view going forward, the from-view going back.
    package var zoomedRole: TransitionRole { operation.isForward ? .toView : .fromView }

    /// The zoomed screen's resting frame: its geometry's frame, or the container's bounds without one.
    package var zoomedFrame: CGRect {
        (operation.isForward ? toView : fromView)?.frame ?? containerBounds
    }

    /// The flight's end at the photo: the photo view as displayed, or, when the screen names no photo
    /// view or nothing of it is visible, the image aspect-fit in the zoomed screen's frame.
    package var photoEndpoint: ZoomEndpoint {
        photo?.endpoint(imageSize: imageSize, containerBounds: containerBounds)
            ?? ZoomEndpoint(clipFrame: zoomedFrame.aspectFit(imageSize), imageFrame: zoomedFrame.aspectFit(imageSize))
    }

    /// The flight's end at the thumbnail, or nil when it must fall back (see ``ZoomSourceMeasurement/endpoint(imageSize:)``).
    package var sourceEndpoint: ZoomEndpoint? {
        source?.endpoint(imageSize: imageSize)
    }
}

/// The path of the flying photo: from one endpoint to the other, both frames interpolated.
package struct ZoomFlight: Sendable, Equatable {
    /// Where the flight starts.
    package let start: ZoomEndpoint
    /// Where the flight lands.
    package let end: ZoomEndpoint
    /// The end at the zoomed screen's photo (``end`` going forward, ``start`` going back): where an
    /// interactive dismissal picks the photo up and where a cancelled one puts it back.
    package let photo: ZoomEndpoint
    /// Whether the thumbnail end is a real thumbnail (false: the fade-and-shrink fallback).
    package let hasSource: Bool

    /// The flying view `progress` of the way (0 = start, 1 = end), clamped to 0...1; NaN gives the start.
    package func endpoint(atProgress progress: CGFloat) -> ZoomEndpoint {
        start.interpolated(to: end, fraction: progress)
    }
}

/// The complete decision for one leg of a zoom: the screens' fade, the flying photo, the views hidden
/// during the flight, and the container steps, for the UIKit layer and the headless tests alike.
///
/// Run ``setupCommands`` before animating, ``animationCommands`` inside the animation block and
/// ``completionCommands(for:)`` in its completion. An interactive dismissal runs
/// ``screenAnimationCommands`` in the transition's animator (scrubbed by progress) and moves the flying
/// view itself with ``flightCommands(for:)``, then lands with ``landing(for:target:)``.
///
/// Every outcome leaves the same container: the flying view is removed and the source thumbnail and the
/// photo view get back the alpha they had, in the same pass (no frame shows both photos, or neither).
package struct ZoomPlan: Sendable, Equatable {
    /// The spring of a flight that no finger drives.
    package static let spring = SpringCurve(dampingRatio: 1, response: 0.35)
    /// The cross-fade that replaces the flight when Reduce Motion is on.
    package static let reducedMotionTiming = TransitionTiming.curve(.easeInOut, duration: 0.3)

    /// The operation of this leg.
    package let operation: TransitionOperation
    /// The screens: the zoomed screen fades in (forward) or out (back) over the other, which stays still,
    /// and the optional dimming view between them follows.
    package let screens: TransitionPlan
    /// The flying photo, or nil when Reduce Motion replaces the flight by a cross-fade.
    package let flight: ZoomFlight?
    /// The container's bounds.
    package let containerBounds: CGRect
    /// The alpha the source thumbnail gets back, or nil when nothing is hidden (no source view, or no flight).
    package let sourceAlpha: CGFloat?
    /// The alpha the photo view gets back, or nil when nothing is hidden (no photo view, or no flight).
    package let photoAlpha: CGFloat?

    /// The plan for a scene.
    ///
    /// Forward, the flight goes from the thumbnail to the photo; back, from the photo to the thumbnail.
    /// Without a usable thumbnail (see ``ZoomScene/sourceEndpoint``) the thumbnail end is the photo end
    /// faded and shrunk toward the container's centre. With Reduce Motion the zoomed screen only fades.
    package init(scene: ZoomScene) {
        operation = scene.operation
        containerBounds = scene.containerBounds
        let forward = scene.operation.isForward
        var participants: [TransitionRole: ParticipantPlan] = [:]
        if let from = scene.fromView?.restingState {
            participants[.fromView] = forward ? .still(from) : ParticipantPlan(start: from, end: from.with(alpha: 0), rest: from)
        }
        if let to = scene.toView?.restingState {
            participants[.toView] = forward ? ParticipantPlan(start: to.with(alpha: 0), end: to, rest: to) : .still(to)
        }
        if scene.hasDimming {
            let clear = ViewState(frame: scene.containerBounds, alpha: 0)
            let dimmed = ViewState(frame: scene.containerBounds, alpha: 1)
            participants[.dimmingView] =
                forward
                ? ParticipantPlan(start: clear, end: dimmed, rest: clear)
                : ParticipantPlan(start: dimmed, end: clear, rest: clear)
        }
        guard !scene.isReduceMotionEnabled else {
            screens = TransitionPlan(
                operation: operation, timing: Self.timing(isReduceMotionEnabled: true, override: scene.timing),
                participants: participants)
            flight = nil
            sourceAlpha = nil
            photoAlpha = nil
            return
        }
        screens = TransitionPlan(
            operation: operation, timing: Self.timing(isReduceMotionEnabled: false, override: scene.timing),
            participants: participants)
        let photo = scene.photoEndpoint
        let source = scene.sourceEndpoint
        let thumbnail = source ?? photo.fadedAndShrunk(toward: scene.containerBounds.center)
        flight = ZoomFlight(
            start: forward ? thumbnail : photo, end: forward ? photo : thumbnail, photo: photo, hasSource: source != nil)
        sourceAlpha = scene.source.map { $0.alpha.clamped(to: 0...1) }
        photoAlpha = scene.photo.map { $0.alpha.clamped(to: 0...1) }
    }

    /// The timing of the leg when no finger drives it.
    package var timing: TransitionTiming { screens.timing }

    /// The timing of a leg before it is planned (`transitionDuration(using:)` without a context): the
    /// override when there is one, else the Reduce Motion cross-fade or ``spring``.
    package static func timing(isReduceMotionEnabled: Bool, override: TransitionTiming?) -> TransitionTiming {
        override ?? (isReduceMotionEnabled ? reducedMotionTiming : .spring(spring))
    }

    /// Before animating: ``screenSetupCommands``, then ``flightSetupCommands``.
    package var setupCommands: [ContainerCommand] {
        screenSetupCommands + flightSetupCommands
    }

    /// Before animating, for the screens: the zoomed screen's view inserted (forward: on top; back: the
    /// to-view at the bottom, never for a dismissal without one), the dimming view next to it, every
    /// screen at its start state. These steps do not depend on the photo or the source, so the UIKit
    /// layer runs them first and measures the thumbnail afterwards, in a laid-out screen.
    package var screenSetupCommands: [ContainerCommand] {
        screens.setupCommands
    }

    /// Before animating, for the flight: the flying view on top of the container with its image inside,
    /// at the start of the flight; then the source thumbnail and the photo view are hidden (alpha 0, never
    /// `isHidden`). Empty without a flight.
    package var flightSetupCommands: [ContainerCommand] {
        guard let flight else { return [] }
        var commands: [ContainerCommand] = [.insert(.flyingView, .top), .insert(.flyingImage, .inside(.flyingView))]
        commands += flight.start.commands
        if sourceAlpha != nil { commands.append(.setAlpha(.zoomSource, 0)) }
        if photoAlpha != nil { commands.append(.setAlpha(.zoomedPhotoView, 0)) }
        return commands
    }

    /// Inside the animation block, for the screens only: the zoomed screen fades, the dimming follows.
    package var screenAnimationCommands: [ContainerCommand] {
        screens.animationCommands
    }

    /// Inside the animation block, for the flying view only: it moves to the end of the flight.
    package var flightAnimationCommands: [ContainerCommand] {
        flight?.end.commands ?? []
    }

    /// Inside the animation block of a flight that no finger drives: the screens and the flying view.
    package var animationCommands: [ContainerCommand] {
        screenAnimationCommands + flightAnimationCommands
    }

    /// After the animation: the screens' steps (finished: the from-view leaves; cancelled: the to-view
    /// leaves; the dimming view leaves), the flying view leaves, and the source thumbnail and the photo
    /// view get their alpha back, all in one pass.
    package func completionCommands(for outcome: TransitionOutcome) -> [ContainerCommand] {
        var commands = screens.completionCommands(for: outcome)
        if flight != nil { commands.append(.remove(.flyingView)) }
        if let sourceAlpha { commands.append(.setAlpha(.zoomSource, sourceAlpha)) }
        if let photoAlpha { commands.append(.setAlpha(.zoomedPhotoView, photoAlpha)) }
        return commands
    }

    /// The flying view for a pose of an interactive dismissal: the photo end moved by `pose`; nil without
    /// a flight.
    ///
    /// - Parameter grabbed: the flying view as it was when a finger grabbed it while landing, or nil. Its
    ///   shape may be part of the way to the thumbnail's crop, which no pose of the photo has: the fingers
    ///   then move that shape (scaled by the pose's scale relative to the grabbed one, moved by the change
    ///   of offset), so the grab does not make it jump.
    package func endpoint(for pose: ZoomPose, grabbed: ZoomEndpoint? = nil) -> ZoomEndpoint? {
        guard let flight else { return nil }
        guard let grabbed else { return flight.photo.posed(pose) }
        let base = grabbed.pose(relativeTo: flight.photo)
        // A grabbed shape without size gives a NaN or infinite ratio, which the pose turns into 1.
        let ratio = pose.scale / base.scale
        return grabbed.posed(
            ZoomPose(offset: CGPoint(x: pose.offset.x - base.offset.x, y: pose.offset.y - base.offset.y), scale: ratio))
    }

    /// The steps that put the flying view at ``endpoint(for:grabbed:)``; empty without a flight.
    package func flightCommands(for pose: ZoomPose, grabbed: ZoomEndpoint? = nil) -> [ContainerCommand] {
        endpoint(for: pose, grabbed: grabbed)?.commands ?? []
    }

    /// Where a released interactive dismissal lands, and how fast it leaves the fingers.
    ///
    /// - Parameters:
    ///   - release: the decision at release (see ``ZoomGestureTracker/release(pose:velocity:)``).
    ///   - target: the thumbnail's endpoint measured at release (the source closure is asked again), or
    ///     nil when there is none: a finished landing then fades and shrinks toward the container's centre
    ///     from where the fingers left the photo. Ignored when cancelling (the photo goes back home).
    ///   - grabbed: the flying view when a finger grabbed it while landing, or nil (see ``endpoint(for:grabbed:)``).
    /// - Returns: nil without a flight (Reduce Motion).
    package func landing(for release: ZoomRelease, target: ZoomEndpoint?, grabbed: ZoomEndpoint? = nil) -> ZoomLanding? {
        guard let flight, let current = endpoint(for: release.pose, grabbed: grabbed) else { return nil }
        let end: ZoomEndpoint
        switch release.completion {
        case .cancel: end = flight.photo
        case .finish: end = target ?? current.fadedAndShrunk(toward: containerBounds.center)
        }
        return ZoomLanding(from: current, to: end, velocity: release.velocity, photo: flight.photo)
    }
}

/// The last part of an interactive dismissal: the flying view springs from where the fingers left it to
/// the thumbnail (or back to the photo), starting at the fingers' speed.
package struct ZoomLanding: Sendable, Equatable {
    /// Where the flying view is when the fingers lift.
    package let start: ZoomEndpoint
    /// Where it lands.
    package let end: ZoomEndpoint
    /// The spring's initial velocity, in remaining distances per second (what `UISpringTimingParameters`
    /// expects): the fingers' speed along the remaining path, or, when the centre barely moves, the
    /// scale's speed relative to the remaining change of size. Positive toward ``end``; 0 when neither
    /// moves more than half a point; within ±``InteractiveTransitionTracker/maximumInitialVelocity``.
    package let initialVelocity: CGFloat

    /// The spring of the landing (its initial velocity is ``initialVelocity``).
    package static let spring = SpringCurve(dampingRatio: 0.9, response: 0.35)

    /// Creates the landing from `start` to `end` for fingers moving at `velocity`.
    ///
    /// - Parameter photo: the photo end of the flight, the size a pose's scale of 1 stands for.
    package init(from start: ZoomEndpoint, to end: ZoomEndpoint, velocity: ZoomPoseVelocity, photo: ZoomEndpoint) {
        self.start = start
        self.end = end
        let limit = InteractiveTransitionTracker.maximumInitialVelocity
        let minimum = InteractiveTransitionTracker.minimumRemainingDistance
        let dx = end.clipFrame.midX - start.clipFrame.midX, dy = end.clipFrame.midY - start.clipFrame.midY
        let distanceSquared = dx * dx + dy * dy
        let widthChange = end.clipFrame.width - start.clipFrame.width
        let velocityValue: CGFloat
        if distanceSquared >= minimum * minimum {
            velocityValue = (velocity.offset.x * dx + velocity.offset.y * dy) / distanceSquared
        } else if abs(widthChange) >= minimum {
            velocityValue = velocity.scale * photo.clipFrame.width / widthChange
        } else {
            velocityValue = 0
        }
        initialVelocity = velocityValue.finiteOr(0).clamped(to: -limit...limit)
    }

    /// The steps inside the landing's animation block.
    package var commands: [ContainerCommand] { end.commands }
}
