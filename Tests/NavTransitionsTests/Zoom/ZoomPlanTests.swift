import Foundation
import Testing
@testable import NavTransitions

@Suite("Zoom plans")
struct ZoomPlanTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let image = CGSize(width: 3000, height: 2000)
    /// The browser's photo: a 375×812 aspect-fit image view, the image 375×250 at y 281.
    static let photo = ZoomPhotoMeasurement(
        center: CGPoint(x: 187.5, y: 406), boundsSize: CGSize(width: 375, height: 812),
        contentMode: .aspectFit, alpha: 1)
    static let photoEndpoint = ZoomEndpoint(
        clipFrame: CGRect(x: 0, y: 281, width: 375, height: 250),
        imageFrame: CGRect(x: 0, y: 281, width: 375, height: 250))
    /// A 100×100 thumbnail at (20, 300), rounded 8, alpha 0.9.
    static let source = ZoomSourceMeasurement(
        frame: CGRect(x: 20, y: 300, width: 100, height: 100), visibleRect: screen,
        cornerRadius: 8, alpha: 0.9)
    static let sourceEndpoint = ZoomEndpoint(
        clipFrame: CGRect(x: 20, y: 300, width: 100, height: 100),
        imageFrame: CGRect(x: -5, y: 300, width: 150, height: 100), cornerRadius: 8)

    static func scene(
        _ operation: TransitionOperation, photo: ZoomPhotoMeasurement? = photo, source: ZoomSourceMeasurement? = source,
        dimming: Bool = false, reduceMotion: Bool = false
    ) -> ZoomScene {
        let participants = TransitionParticipants.expected(for: operation)
        return ZoomScene(
            operation: operation, containerBounds: screen,
            fromView: participants.hasFromView ? ParticipantGeometry(frame: screen) : nil,
            toView: participants.hasToView ? ParticipantGeometry(frame: screen) : nil,
            imageSize: image, photo: photo, source: source, hasDimming: dimming, isReduceMotionEnabled: reduceMotion
        )
    }

    @Test("present: the photo flies from the thumbnail to the photo as displayed; the browser fades in")
    func present() throws {
        let plan = ZoomPlan(scene: Self.scene(.present))
        let flight = try #require(plan.flight)
        #expect(flight.start == Self.sourceEndpoint)
        #expect(flight.end == Self.photoEndpoint)
        #expect(flight.photo == Self.photoEndpoint)
        #expect(flight.hasSource)
        let to = try #require(plan.screens[.toView])
        #expect(to.start.alpha == 0)
        #expect(to.end.alpha == 1)
        #expect(to.rest == ViewState(frame: Self.screen))
        #expect(plan.screens[.fromView] == nil)
        #expect(plan.screens[.dimmingView] == nil)
        #expect(plan.timing == .spring(SpringCurve(dampingRatio: 1, response: 0.35)))
        #expect(
            plan.setupCommands == [
                .insert(.toView, .top), .apply(.toView, to.start),
                .insert(.flyingView, .top), .insert(.flyingImage, .inside(.flyingView)),
                .apply(.flyingView, Self.sourceEndpoint.clipState), .apply(.flyingImage, Self.sourceEndpoint.imageState),
                .setAlpha(.zoomSource, 0), .setAlpha(.zoomedPhotoView, 0),
            ])
        #expect(plan.animationCommands == [.apply(.toView, to.end)] + Self.photoEndpoint.commands)
        // Finished: the flying view leaves in the same pass that shows the photo and the thumbnail again.
        #expect(
            plan.completionCommands(for: .finished) == [
                .apply(.toView, to.rest), .remove(.flyingView), .setAlpha(.zoomSource, 0.9), .setAlpha(.zoomedPhotoView, 1),
            ])
        #expect(
            plan.completionCommands(for: .cancelled) == [
                .remove(.toView), .apply(.toView, to.rest), .remove(.flyingView), .setAlpha(.zoomSource, 0.9),
                .setAlpha(.zoomedPhotoView, 1),
            ])
    }

    @Test("dismiss: the photo flies back to the thumbnail; the browser fades out; nothing inserted")
    func dismiss() throws {
        let plan = ZoomPlan(scene: Self.scene(.dismiss))
        let flight = try #require(plan.flight)
        #expect(flight.start == Self.photoEndpoint)
        #expect(flight.end == Self.sourceEndpoint)
        #expect(flight.photo == Self.photoEndpoint)
        let from = try #require(plan.screens[.fromView])
        #expect(from.start.alpha == 1)
        #expect(from.end.alpha == 0)
        #expect(from.rest.alpha == 1)
        #expect(plan.screens[.toView] == nil)
        #expect(!plan.setupCommands.contains { if case .insert(.toView, _) = $0 { return true } else { return false } })
        #expect(plan.screenSetupCommands == [.apply(.fromView, from.start)])
        #expect(
            plan.completionCommands(for: .finished) == [
                .remove(.fromView), .apply(.fromView, from.rest), .remove(.flyingView), .setAlpha(.zoomSource, 0.9),
                .setAlpha(.zoomedPhotoView, 1),
            ])
    }

    @Test("a full-screen dismissal inserts the presenter's view at the bottom, then measures the thumbnail in it")
    func dismissFullScreen() throws {
        let scene = ZoomScene(
            operation: .dismiss, containerBounds: Self.screen, fromView: ParticipantGeometry(frame: Self.screen),
            toView: ParticipantGeometry(frame: Self.screen), imageSize: Self.image, photo: Self.photo, source: Self.source)
        let plan = ZoomPlan(scene: scene)
        #expect(plan.screenSetupCommands.first == .insert(.toView, .bottom))
        #expect(try #require(plan.screens[.toView]) == .still(ViewState(frame: Self.screen)))
        // A scene made without saying otherwise has no dimming.
        #expect(plan.screens[.dimmingView] == nil)
    }

    @Test("push and pop dim the grid behind the browser: below a pushed browser, above the grid on the way back")
    func navigationDimming() throws {
        let push = ZoomPlan(scene: Self.scene(.push, dimming: true))
        #expect(push.screenSetupCommands.prefix(2) == [.insert(.toView, .top), .insert(.dimmingView, .below(.toView))])
        let pushDimming = try #require(push.screens[.dimmingView])
        #expect(pushDimming.start == ViewState(frame: Self.screen, alpha: 0))
        #expect(pushDimming.end == ViewState(frame: Self.screen, alpha: 1))
        #expect(try #require(push.screens[.fromView]) == .still(ViewState(frame: Self.screen)))
        let pop = ZoomPlan(scene: Self.scene(.pop, dimming: true))
        #expect(pop.screenSetupCommands.prefix(2) == [.insert(.toView, .bottom), .insert(.dimmingView, .above(.toView))])
        let popDimming = try #require(pop.screens[.dimmingView])
        #expect(popDimming.start.alpha == 1)
        #expect(popDimming.end.alpha == 0)
        #expect(popDimming.rest.alpha == 0)
        #expect(pop.completionCommands(for: .cancelled).prefix(2) == [.remove(.toView), .remove(.dimmingView)])
        // The flying view always goes on top, after the screens.
        let inserts = push.setupCommands.compactMap { command -> TransitionRole? in
            if case let .insert(role, _) = command { return role } else { return nil }
        }
        #expect(inserts == [.toView, .dimmingView, .flyingView, .flyingImage])
    }

    @Test("without a source the flight fades and shrinks toward the centre, and nothing is hidden or restored there")
    func missingSource() throws {
        let plan = ZoomPlan(scene: Self.scene(.dismiss, source: nil))
        let flight = try #require(plan.flight)
        #expect(!flight.hasSource)
        #expect(flight.end == Self.photoEndpoint.fadedAndShrunk(toward: CGPoint(x: 187.5, y: 406)))
        #expect(flight.end.alpha == 0)
        #expect(flight.end.clipFrame == CGRect(x: 93.75, y: 343.5, width: 187.5, height: 125))
        #expect(plan.sourceAlpha == nil)
        #expect(!plan.setupCommands.contains(.setAlpha(.zoomSource, 0)))
        #expect(
            !plan.completionCommands(for: .finished).contains {
                if case .setAlpha(.zoomSource, _) = $0 { return true } else { return false }
            })
        let present = ZoomPlan(scene: Self.scene(.present, source: nil))
        #expect(present.flight?.start == flight.end)
    }

    @Test("a source off screen after scrolling falls back too, but the view is still hidden and restored")
    func offScreenSource() throws {
        let offScreen = ZoomSourceMeasurement(
            frame: CGRect(x: 20, y: 900, width: 100, height: 100), visibleRect: Self.screen, alpha: 1)
        let plan = ZoomPlan(scene: Self.scene(.dismiss, source: offScreen))
        #expect(plan.flight?.hasSource == false)
        #expect(plan.flight?.end.alpha == 0)
        #expect(plan.sourceAlpha == 1)
        #expect(plan.setupCommands.contains(.setAlpha(.zoomSource, 0)))
        #expect(plan.completionCommands(for: .finished).contains(.setAlpha(.zoomSource, 1)))
    }

    @Test("without a photo view the photo lands at the aspect-fit frame of the image in the browser's bounds")
    func missingPhotoView() throws {
        let plan = ZoomPlan(scene: Self.scene(.present, photo: nil))
        #expect(plan.flight?.end == Self.photoEndpoint)
        #expect(plan.photoAlpha == nil)
        #expect(!plan.setupCommands.contains(.setAlpha(.zoomedPhotoView, 0)))
        // A browser that is not full screen: its own frame.
        let card = CGRect(x: 20, y: 100, width: 300, height: 400)
        let scene = ZoomScene(
            operation: .present, containerBounds: Self.screen, fromView: nil, toView: ParticipantGeometry(frame: card),
            imageSize: Self.image, photo: nil, source: nil)
        #expect(ZoomPlan(scene: scene).flight?.photo.clipFrame == CGRect(x: 20, y: 200, width: 300, height: 200))
        // No zoomed screen at all: the container.
        let bare = ZoomScene(
            operation: .dismiss, containerBounds: Self.screen, fromView: nil, toView: nil, imageSize: Self.image, photo: nil,
            source: nil)
        #expect(ZoomPlan(scene: bare).flight?.photo == Self.photoEndpoint)
    }

    @Test("with Reduce Motion the browser only fades: no flight, nothing hidden")
    func reduceMotion() {
        let plan = ZoomPlan(scene: Self.scene(.present, reduceMotion: true))
        #expect(plan.flight == nil)
        #expect(plan.timing == .curve(.easeInOut, duration: 0.3))
        #expect(plan.flightSetupCommands.isEmpty)
        #expect(plan.flightAnimationCommands.isEmpty)
        #expect(plan.sourceAlpha == nil && plan.photoAlpha == nil)
        #expect(plan.completionCommands(for: .finished) == [.apply(.toView, ViewState(frame: Self.screen))])
        #expect(plan.flightCommands(for: ZoomPose(offset: .zero, scale: 0.5)).isEmpty)
        let release = ZoomRelease(completion: .finish, pose: .home, velocity: .zero, progress: 0)
        #expect(plan.landing(for: release, target: Self.sourceEndpoint) == nil)
        #expect(ZoomPlan.reducedMotionTiming.duration == 0.3)
    }

    @Test("a timing option replaces the zoom's own, the Reduce Motion cross-fade's included")
    func timingOverride() {
        let timing = TransitionTiming.curve(.easeOut, duration: 0.6)
        var scene = Self.scene(.present)
        scene.timing = timing
        #expect(ZoomPlan(scene: scene).timing == timing)
        scene.isReduceMotionEnabled = true
        #expect(ZoomPlan(scene: scene).timing == timing)
        #expect(ZoomPlan(scene: Self.scene(.present)).timing == .spring(SpringCurve(dampingRatio: 1, response: 0.35)))
        #expect(
            ZoomPlan.timing(isReduceMotionEnabled: false, override: nil) == .spring(SpringCurve(dampingRatio: 1, response: 0.35)))
        #expect(ZoomPlan.timing(isReduceMotionEnabled: true, override: nil) == .curve(.easeInOut, duration: 0.3))
        #expect(ZoomPlan.timing(isReduceMotionEnabled: true, override: timing) == timing)
    }

    @Test("the screens do not depend on the photo or the source: UIKit sets them up before measuring")
    func screensIndependentOfMeasurements() {
        var compared = 0
        for operation in TransitionOperation.allCases {
            for dimming in [false, true] {
                compared += 1
                let measured = ZoomPlan(scene: Self.scene(operation, dimming: dimming))
                let bare = ZoomPlan(scene: Self.scene(operation, photo: nil, source: nil, dimming: dimming))
                #expect(measured.screens == bare.screens)
                #expect(measured.screenSetupCommands == bare.screenSetupCommands)
                #expect(measured.setupCommands == measured.screenSetupCommands + measured.flightSetupCommands)
            }
        }
        #expect(compared == 8, "four operations, with and without dimming")
    }

    @Test("alphas to restore are the views' own, clamped; measured without one, opaque")
    func restoredAlphas() {
        let unsaid = ZoomPlan(
            scene: Self.scene(
                .present, photo: ZoomPhotoMeasurement(center: .zero, boundsSize: .zero),
                source: ZoomSourceMeasurement(frame: .zero, visibleRect: .zero)))
        #expect(unsaid.sourceAlpha == 1)
        #expect(unsaid.photoAlpha == 1)
        var source = Self.source
        source.alpha = 3
        var photo = Self.photo
        photo.alpha = 0.25
        let plan = ZoomPlan(scene: Self.scene(.present, photo: photo, source: source))
        #expect(plan.sourceAlpha == 1)
        #expect(plan.photoAlpha == 0.25)
    }

    @Test("the fingers move the photo end by a pose")
    func flightCommandsForPose() {
        let plan = ZoomPlan(scene: Self.scene(.dismiss))
        let pose = ZoomPose(offset: CGPoint(x: 0, y: 100), scale: 0.5)
        #expect(plan.flightCommands(for: pose) == Self.photoEndpoint.posed(pose).commands)
        #expect(plan.flightCommands(for: .home) == Self.photoEndpoint.commands)
    }

    @Test("a grabbed shape (part of the way to the thumbnail's crop) is moved as it is, without a jump")
    func grabbedShape() throws {
        let plan = ZoomPlan(scene: Self.scene(.dismiss))
        // Halfway from the photo to the thumbnail: the clip is no longer the photo's 3:2.
        let grabbed = Self.photoEndpoint.interpolated(to: Self.sourceEndpoint, fraction: 0.5)
        let grabbedPose = grabbed.pose(relativeTo: Self.photoEndpoint)
        #expect(plan.endpoint(for: grabbedPose, grabbed: grabbed) == grabbed)
        // Half the grabbed scale, 10 points further down: the grabbed shape scaled by 0.5 about its centre, moved.
        let pose = ZoomPose(offset: CGPoint(x: grabbedPose.offset.x, y: grabbedPose.offset.y + 10), scale: grabbedPose.scale / 2)
        let moved = try #require(plan.endpoint(for: pose, grabbed: grabbed))
        #expect(
            approximately(
                moved.clipFrame, grabbed.posed(ZoomPose(offset: CGPoint(x: 0, y: 10), scale: 0.5)).clipFrame, tolerance: 1e-9))
        #expect(
            approximately(
                moved.clipFrame.height / moved.clipFrame.width, grabbed.clipFrame.height / grabbed.clipFrame.width,
                tolerance: 1e-12))
        // A grabbed shape without size keeps its scale.
        let point = ZoomEndpoint(clipFrame: CGRect(x: 100, y: 100, width: 0, height: 0), imageFrame: .zero)
        #expect(plan.endpoint(for: ZoomPose(offset: .zero, scale: 0.3), grabbed: point)?.clipFrame.size == .zero)
        // Without a grab: the photo posed; without a flight: nothing.
        #expect(plan.endpoint(for: pose) == Self.photoEndpoint.posed(pose))
        #expect(plan.flightCommands(for: pose, grabbed: grabbed) == moved.commands)
        #expect(ZoomPlan(scene: Self.scene(.dismiss, reduceMotion: true)).endpoint(for: pose) == nil)
        // The landing starts from the grabbed shape too.
        let release = ZoomRelease(completion: .cancel, pose: grabbedPose, velocity: .zero, progress: 0.5)
        #expect(plan.landing(for: release, target: nil, grabbed: grabbed)?.start == grabbed)
    }

    @Test("a cancelled landing goes home, a finished one to the thumbnail measured at release, or fades toward the centre")
    func landingTargets() throws {
        let plan = ZoomPlan(scene: Self.scene(.dismiss))
        let pose = ZoomPose(offset: CGPoint(x: 0, y: 100), scale: 0.5)
        let current = Self.photoEndpoint.posed(pose)
        let cancel = try #require(
            plan.landing(
                for: ZoomRelease(completion: .cancel, pose: pose, velocity: .zero, progress: 0.2), target: Self.sourceEndpoint))
        #expect(cancel.start == current)
        #expect(cancel.end == Self.photoEndpoint)
        #expect(cancel.commands == Self.photoEndpoint.commands)
        // The index changed while browsing: the target is whatever thumbnail was measured at release.
        let other = ZoomEndpoint(
            clipFrame: CGRect(x: 250, y: 600, width: 100, height: 100),
            imageFrame: CGRect(x: 225, y: 600, width: 150, height: 100))
        let finish = try #require(
            plan.landing(for: ZoomRelease(completion: .finish, pose: pose, velocity: .zero, progress: 0.8), target: other))
        #expect(finish.end == other)
        let lost = try #require(
            plan.landing(for: ZoomRelease(completion: .finish, pose: pose, velocity: .zero, progress: 0.8), target: nil))
        // From where the fingers left it (centre (187.5, 506)), shrunk to half and faded, centred on the container.
        #expect(lost.end == current.fadedAndShrunk(toward: CGPoint(x: 187.5, y: 406)))
        #expect(lost.end.clipFrame.center == CGPoint(x: 187.5, y: 406))
        #expect(lost.end.alpha == 0)
    }

    @Test(
        "garbage measurements give finite frames at every progress, pose and landing (seeded)",
        arguments: [UInt64(5), 6, 77, 1234])
    func garbageScenes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let specials: [CGFloat] = [0, -0.0, 1, -1, 0.5, 100, 375, -812, 1e12, .nan, .infinity, -.infinity]
        func value() -> CGFloat { random.pick(specials) ?? 0 }
        func point() -> CGPoint { CGPoint(x: value(), y: value()) }
        func size() -> CGSize { CGSize(width: value(), height: value()) }
        func rect() -> CGRect { CGRect(origin: point(), size: size()) }
        var landings = 0, checked = 0
        for step in 0..<150 {
            let operation = random.pick(TransitionOperation.allCases) ?? .present
            let photo =
                random.chance(80)
                ? ZoomPhotoMeasurement(
                    center: point(), boundsSize: size(), zoomScale: value(), contentOffset: point(),
                    viewport: random.chance(50) ? rect() : nil, contentMode: random.pick(ZoomContentMode.allCases) ?? .fill,
                    alpha: value()) : nil
            let source =
                random.chance(80)
                ? ZoomSourceMeasurement(
                    frame: rect(), visibleRect: rect(), isInWindow: random.chance(80), cornerRadius: value(),
                    contentMode: random.pick(ZoomContentMode.allCases) ?? .fill, alpha: value()) : nil
            let scene = ZoomScene(
                operation: operation, containerBounds: rect(),
                fromView: random.chance(80) ? ParticipantGeometry(frame: rect()) : nil,
                toView: random.chance(80) ? ParticipantGeometry(frame: rect()) : nil,
                imageSize: size(), photo: photo, source: source, hasDimming: random.chance(50))
            let plan = ZoomPlan(scene: scene)
            var states: [ViewState] = []
            for command in plan.setupCommands + plan.animationCommands + plan.completionCommands(for: .finished) {
                if case let .apply(_, state) = command { states.append(state) }
                if case let .setAlpha(_, alpha) = command { #expect(alpha >= 0 && alpha <= 1, "seed \(seed), step \(step)") }
            }
            if let flight = plan.flight {
                states += [flight.endpoint(atProgress: value()).clipState, flight.endpoint(atProgress: value()).imageState]
            }
            let pose = ZoomPose(offset: point(), scale: value())
            for command in plan.flightCommands(for: pose) { if case let .apply(_, state) = command { states.append(state) } }
            let release = ZoomRelease(
                completion: random.chance(50) ? .finish : .cancel, pose: pose,
                velocity: ZoomPoseVelocity(offset: point(), scale: value()), progress: value())
            if let landing = plan.landing(
                for: release, target: random.chance(50) ? nil : ZoomEndpoint(clipFrame: rect(), imageFrame: rect()))
            {
                #expect(landing.initialVelocity.isFinite, "seed \(seed), step \(step)")
                states += [landing.end.clipState, landing.end.imageState]
                landings += 1
            }
            // Every plan has a flight here (no Reduce Motion): its start, its end, a pose and a landing at least.
            #expect(states.count >= 8, "seed \(seed), step \(step): only \(states.count) states collected")
            for state in states {
                #expect(
                    isWellFormed(state.frame) && state.alpha.isFinite && state.cornerRadius.isFinite, "seed \(seed), step \(step)"
                )
                checked += 1
            }
        }
        #expect(landings == 150, "every step planned a landing")
        #expect(checked >= 150 * 8)
    }

    @Test("the zoom's timings, pinned: a change to any constant is noticed")
    func pinnedTimings() {
        // The flight no finger drives: critically damped, 0.35 s response.
        #expect(ZoomPlan.spring.dampingRatio == 1)
        #expect(ZoomPlan.spring.response == 0.35)
        // The landing after the fingers: a touch of bounce, the same response.
        #expect(ZoomLanding.spring.dampingRatio == 0.9)
        #expect(ZoomLanding.spring.response == 0.35)
        // Reduce Motion: a 0.3 s ease-in-out cross-fade.
        #expect(ZoomPlan.reducedMotionTiming == .curve(.easeInOut, duration: 0.3))
        // What a duration-based caller is told (transitionDuration(using:)): the spring's settling time.
        #expect(
            ZoomPlan.timing(isReduceMotionEnabled: false, override: nil).duration
                == SpringCurve(dampingRatio: 1, response: 0.35).settlingDuration())
        #expect(ZoomPlan.timing(isReduceMotionEnabled: true, override: nil).duration == 0.3)
        // The fallback shrink, the pinch's velocity window.
        #expect(ZoomEndpoint.fallbackScale == 0.5)
        #expect(ZoomVelocityEstimator.window == 0.1)
        #expect(ZoomVelocityEstimator.minimumInterval == 0.004)
        #expect(ZoomGestureGate.zoomTolerance == 0.01)
    }

    @Test("a flight no finger drives never overshoots: the crop does not pass the thumbnail or the photo")
    func flightDoesNotOvershoot() {
        let spring = ZoomPlan.spring
        #expect(spring.dampingRatio >= 1)
        var samples = 0
        for step in 0...200 {
            samples += 1
            #expect(spring.progress(at: TimeInterval(step) / 100) <= 1 + 1e-9, "t = \(CGFloat(step) / 100)")
        }
        #expect(samples == 201)
        #expect(spring.progress(at: spring.settlingDuration()) > 0.999)
        // The landing after the fingers settles quickly, even thrown at the fastest initial velocity.
        #expect(ZoomLanding.spring.settlingDuration(initialVelocity: InteractiveTransitionTracker.maximumInitialVelocity) < 1)
    }

    @Test(
        "the landing starts at the fingers' speed along the remaining path",
        arguments: [
            // From (187.5, 506) to (70, 350): Δ = (−117.5, −156), |Δ|² = 38 142.25; fingers at (0, −1000): 156 000 / 38 142.25.
            (CGPoint(x: 0, y: -1000), CGFloat(0), CGRect(x: 20, y: 300, width: 100, height: 100), CGFloat(156_000.0 / 38_142.25)),
            // Moving away from the target: negative.
            (CGPoint(x: 0, y: 1000), 0, CGRect(x: 20, y: 300, width: 100, height: 100), -156_000.0 / 38_142.25),
            // Across the path: nothing of it counts.
            (CGPoint(x: -156, y: 117.5), 0, CGRect(x: 20, y: 300, width: 100, height: 100), 0),
            // Far too fast: clamped to 30.
            (CGPoint(x: -20_000, y: -20_000), 0, CGRect(x: 20, y: 300, width: 100, height: 100), 30),
            // The centre stays (same centre, 100 wide): the scale's speed relative to the size change,
            // −0.5/s × 375 (the photo's width) / (100 − 187.5) = 2.142857….
            (CGPoint(x: 0, y: 0), -0.5, CGRect(x: 137.5, y: 456, width: 100, height: 100), 187.5 / 87.5),
            // Exactly half a point to travel (centre (187.5, 506.5)): still the fingers' speed, 100 × 0.5 / 0.25, clamped.
            (CGPoint(x: 0, y: 100), 0, CGRect(x: 93.75, y: 444, width: 187.5, height: 125), 30),
            // The size changes by exactly half a point: still the scale's speed, 0.01 × 375 / 0.5.
            (CGPoint(x: 0, y: 0), 0.01, CGRect(x: 93.5, y: 443.5, width: 188, height: 125), 7.5),
            // Nothing left to travel: 0.
            (CGPoint(x: 500, y: 500), -1, CGRect(x: 93.75, y: 443.5, width: 187.5, height: 125), 0),
        ] as [(CGPoint, CGFloat, CGRect, CGFloat)])
    func landingVelocity(fingers: CGPoint, scaleSpeed: CGFloat, target: CGRect, expected: CGFloat) throws {
        let plan = ZoomPlan(scene: Self.scene(.dismiss))
        let pose = ZoomPose(offset: CGPoint(x: 0, y: 100), scale: 0.5) // clip (93.75, 443.5, 187.5, 125), centre (187.5, 506)
        let release = ZoomRelease(
            completion: .finish, pose: pose, velocity: ZoomPoseVelocity(offset: fingers, scale: scaleSpeed), progress: 1)
        let landing = try #require(plan.landing(for: release, target: ZoomEndpoint(clipFrame: target, imageFrame: target)))
        #expect(approximately(landing.initialVelocity, expected, tolerance: 1e-9))
    }
}
