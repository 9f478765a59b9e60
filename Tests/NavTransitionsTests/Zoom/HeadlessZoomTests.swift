import Foundation
import Testing
@testable import NavTransitions

/// Zoom legs run through the headless context: present, dismiss, push and pop; finished, cancelled,
/// finger-driven and grabbed; with the index changed, the source missing, moved or freed.
@Suite("Headless zoom")
struct HeadlessZoomTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let image = CGSize(width: 3000, height: 2000)
    /// The browser shows the photo aspect-fit: 375×250 at y 281; its centre is the pose's home.
    static let photoFrame = CGRect(x: 0, y: 281, width: 375, height: 250)
    static let home = CGPoint(x: 187.5, y: 406)

    /// A grid and a browser, and the legs of a zoom between them.
    final class World {
        let grid = HeadlessGrid(screen: HeadlessZoomTests.screen)
        let browser: HeadlessBrowser
        /// One window for every leg: the grid's view stays in it while the browser is presented.
        let window = HeadlessView("window", frame: HeadlessZoomTests.screen)

        init(index: Int = 4) {
            browser = HeadlessBrowser(screen: HeadlessZoomTests.screen, index: index)
        }

        /// The source provider: the grid's helper for the index the browser shows now.
        ///
        /// - Parameter context: the transition context of the world the leg runs in (a modal presentation's);
        ///   nil for one of its own.
        func flight(
            _ operation: TransitionOperation, presentersViewIsRemoved: Bool = false, dimming: Bool = false,
            reduceMotion: Bool = false, isFingerDriven: Bool = false, isInteractive: Bool = false,
            context: HeadlessTransitionContext? = nil
        ) -> HeadlessZoomFlight {
            let (from, to) = operation.isForward ? (grid.controller, browser.controller) : (browser.controller, grid.controller)
            let context =
                context
                ?? HeadlessTransitionContext(
                    operation: operation, bounds: HeadlessZoomTests.screen,
                    presentersViewIsRemoved: presentersViewIsRemoved, from: from, to: to, window: window)
            let grid = grid, browser = browser
            return HeadlessZoomFlight(
                context: context, imageSize: HeadlessZoomTests.image, photoView: browser.photoView, photo: browser.photo,
                dimming: dimming, reduceMotion: reduceMotion, isFingerDriven: isFingerDriven, isInteractive: isInteractive,
                provideSource: { _ in grid.sourceCell(at: browser.currentIndex) },
                measureSource: { grid.measure($0, in: context.containerView, window: context.window) }
            )
        }

        func interaction(presentersViewIsRemoved: Bool = false) -> HeadlessZoomInteraction {
            HeadlessZoomInteraction(containerSize: HeadlessZoomTests.screen.size) { [self] context in
                flight(.dismiss, presentersViewIsRemoved: presentersViewIsRemoved, isFingerDriven: true, context: context)
            }
        }
    }

    /// The state every outcome must leave.
    static func expectClean(
        _ flight: HeadlessZoomFlight, shows shown: HeadlessView?, source: HeadlessView?, sourceAlpha: CGFloat = 1,
        photo: HeadlessView, photoAlpha: CGFloat = 1, finished: Bool, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let container = flight.context.containerView
        #expect(flight.context.completions == [finished], comment)
        #expect(container.subviews.map(\.name) == (shown.map { [$0.name] } ?? []), comment)
        #expect(flight.flyingView.superview == nil, "the flying view is gone")
        #expect(flight.dimmingView?.superview == nil, "the dimming view is gone")
        if let source { #expect(source.alpha == sourceAlpha, "the thumbnail's alpha is restored") }
        #expect(photo.alpha == photoAlpha, "the photo view's alpha is restored")
        if let shown {
            // The whole state at rest: the screen's frame, opaque, untransformed, square.
            #expect(
                shown.state == ViewState(frame: HeadlessZoomTests.screen), "the shown screen is at rest",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: Present and dismiss

    @Test("present then dismiss: the photo flies to the browser and back; every view restored", arguments: [false, true])
    func presentAndDismiss(presentersViewIsRemoved: Bool) throws {
        let world = World()
        let cell = try #require(world.grid.cells[4])
        let present = world.flight(.present, presentersViewIsRemoved: presentersViewIsRemoved)
        // Item 4: column 1, row 1 → content (127.5, 125), in the window (127.5, 225).
        let thumbnail = CGRect(x: 127.5, y: 225, width: 120, height: 120)
        #expect(present.flyingView.frame == thumbnail)
        #expect(present.flyingView.cornerRadius == 8)
        #expect(present.flyingView.superview === present.context.containerView)
        #expect(present.flyingImage.superview === present.flyingView)
        #expect(present.context.containerView.subviews.last === present.flyingView, "the flying view is on top")
        #expect(cell.alpha == 0, "the thumbnail is hidden with alpha during the flight")
        #expect(world.browser.photoView.alpha == 0, "the browser's photo stays hidden until landing")
        #expect(world.browser.controller.view.alpha == 0)
        present.scrub(to: 0.5)
        #expect(world.browser.controller.view.alpha == 0.5)
        #expect(present.flyingView.frame == thumbnail.interpolated(to: Self.photoFrame, fraction: 0.5))
        present.end(.finished)
        Self.expectClean(
            present, shows: world.browser.controller.view, source: cell, photo: world.browser.photoView, finished: true)

        let dismiss = world.flight(.dismiss, presentersViewIsRemoved: presentersViewIsRemoved)
        #expect(dismiss.sourceRequests == 1, "the source is asked again for the way back")
        #expect(dismiss.flyingView.frame == Self.photoFrame)
        #expect(dismiss.plan.flight?.end.clipFrame == thumbnail)
        #expect(cell.alpha == 0 && world.browser.photoView.alpha == 0)
        dismiss.end(.finished)
        Self.expectClean(
            dismiss, shows: presentersViewIsRemoved ? world.grid.controller.view : nil, source: cell,
            photo: world.browser.photoView, finished: true)
        if !presentersViewIsRemoved {
            #expect(world.grid.controller.view.superview === dismiss.context.window, "the presenter's view never moved")
        }
    }

    @Test("a cancelled leg leaves the screen it started from, every view restored")
    func cancelled() throws {
        let world = World()
        let cell = try #require(world.grid.cells[4])
        cell.alpha = 0.7
        let present = world.flight(.present)
        present.scrub(to: 0.3)
        present.end(.cancelled)
        Self.expectClean(present, shows: nil, source: cell, sourceAlpha: 0.7, photo: world.browser.photoView, finished: false)
        let push = world.flight(.push, dimming: true)
        push.scrub(to: 0.6)
        #expect(push.dimmingView?.alpha == 0.6)
        push.end(.cancelled)
        Self.expectClean(
            push, shows: world.grid.controller.view, source: cell, sourceAlpha: 0.7, photo: world.browser.photoView,
            finished: false)
    }

    // MARK: Push and pop

    @Test(
        "push and pop with a dimming view; a swipe back scrubs the pop along the flight and may cancel",
        arguments: [TransitionOutcome.finished, .cancelled])
    func pushAndPop(popOutcome: TransitionOutcome) throws {
        let world = World()
        let cell = try #require(world.grid.cells[4])
        let push = world.flight(.push, dimming: true)
        let container = push.context.containerView
        #expect(container.subviews.map(\.name) == ["grid", "dimming", "browser", "flying"])
        push.end(.finished)
        Self.expectClean(push, shows: world.browser.controller.view, source: cell, photo: world.browser.photoView, finished: true)

        let pop = world.flight(.pop, dimming: true)
        // The grid was not in the container: it is inserted at the bottom before the thumbnail is measured.
        #expect(pop.context.containerView.subviews.map(\.name) == ["grid", "dimming", "browser", "flying"])
        #expect(pop.plan.flight?.hasSource == true)
        pop.scrub(to: 0.4)
        #expect(world.browser.controller.view.alpha == 0.6)
        #expect(isWellFormed(pop.flyingView.frame))
        pop.end(popOutcome)
        let shown = popOutcome == .finished ? world.grid.controller.view : world.browser.controller.view
        Self.expectClean(pop, shows: shown, source: cell, photo: world.browser.photoView, finished: popOutcome == .finished)
    }

    // MARK: The index changed

    @Test("paged to a photo whose cell is off screen: the grid scrolls it into view and the photo flies back to it")
    func indexChanged() throws {
        let world = World(index: 1)
        let first = try #require(world.grid.cells[1])
        let present = world.flight(.present)
        present.end(.finished)
        #expect(first.alpha == 1, "the first thumbnail is back")
        #expect(world.grid.cells[40] == nil, "item 40 has no cell yet")
        world.browser.currentIndex = 40
        let dismiss = world.flight(.dismiss)
        #expect(world.grid.revealCount == 1)
        let cell = try #require(world.grid.cells[40])
        // Item 40: row 13, column 1 → content (127.5, 1625, 120, 120). Scrolled so its bottom meets the
        // visible bottom: offset 1745 − 600 = 1145 → in the collection (127.5, 480), in the window (127.5, 580).
        #expect(world.grid.contentOffset == CGPoint(x: 0, y: 1145))
        #expect(dismiss.plan.flight?.end.clipFrame == CGRect(x: 127.5, y: 580, width: 120, height: 120))
        #expect(cell.alpha == 0)
        #expect(first.superview == nil, "the first cell scrolled away")
        dismiss.end(.finished)
        Self.expectClean(dismiss, shows: nil, source: cell, photo: world.browser.photoView, finished: true)
    }

    @Test("a deleted photo has no thumbnail: the flight fades and shrinks toward the centre, never to (0, 0)")
    func missingSource() throws {
        let world = World()
        world.browser.currentIndex = 99
        let dismiss = world.flight(.dismiss)
        let flight = try #require(dismiss.plan.flight)
        #expect(!flight.hasSource)
        #expect(flight.end.alpha == 0)
        #expect(flight.end.clipFrame.center == Self.home)
        dismiss.scrub(to: 1)
        #expect(dismiss.flyingView.alpha == 0)
        dismiss.end(.finished)
        Self.expectClean(dismiss, shows: nil, source: nil, photo: world.browser.photoView, finished: true)
    }

    @Test("a thumbnail entirely outside the visible area falls back, and is hidden and restored all the same")
    func offScreenSource() throws {
        let world = World()
        // A grid whose collection sits outside the window (another tab's screen scrolled away).
        world.grid.collection.frame = CGRect(x: 400, y: 100, width: 375, height: 600)
        let cell = try #require(world.grid.cells[4])
        let dismiss = world.flight(.dismiss)
        #expect(dismiss.plan.flight?.hasSource == false)
        #expect(cell.alpha == 0)
        dismiss.end(.finished)
        #expect(cell.alpha == 1)
        Self.expectClean(dismiss, shows: nil, source: cell, photo: world.browser.photoView, finished: true)
    }

    @Test("a thumbnail that moves during the flight (a grid still settling) is where the photo lands")
    func movingThumbnail() throws {
        let world = World()
        let dismiss = world.flight(.dismiss)
        #expect(dismiss.plan.flight?.end.clipFrame == CGRect(x: 127.5, y: 225, width: 120, height: 120))
        dismiss.scrub(to: 0.5)
        world.grid.scroll(to: CGPoint(x: 0, y: 30))
        dismiss.followSource()
        #expect(dismiss.flyingView.frame == CGRect(x: 127.5, y: 195, width: 120, height: 120))
        dismiss.end(.finished)
        let cell = try #require(world.grid.cells[4])
        #expect(frameInWindow(cell, window: dismiss.context.window) == CGRect(x: 127.5, y: 195, width: 120, height: 120))
        // Scrolled away entirely: the flight keeps its end rather than turning into a fallback halfway.
        let again = world.flight(.dismiss)
        let end = try #require(again.plan.flight?.end)
        again.scrub(to: 0.5)
        let halfway = again.flyingView.frame
        world.grid.scroll(to: CGPoint(x: 0, y: 2000))
        again.followSource()
        #expect(again.flyingView.frame == halfway, "nothing measured: the flying view stays on its course")
        again.end(.finished)
        #expect(again.flyingView.frame == end.clipFrame, "it lands where the thumbnail was last measured, not on a fallback")
        #expect(again.flyingView.alpha == 1)
        #expect(again.context.completions == [true])
    }

    @Test(
        "the display link's gate: only a flight back that no finger and no pan drive follows the thumbnail, and only while it animates"
    )
    func followSourceGate() throws {
        let world = World()
        let cases: [(TransitionOperation, Bool, Bool, Bool)] = [
            (.dismiss, false, false, true), (.pop, false, true, false), (.dismiss, true, false, false),
            (.present, false, false, false),
        ]
        for (operation, fingers, interactive, follows) in cases {
            world.grid.scroll(to: .zero)
            let leg = world.flight(operation, isFingerDriven: fingers, isInteractive: interactive)
            let before = leg.flyingView.frame
            world.grid.scroll(to: CGPoint(x: 0, y: 30))
            leg.followSource()
            let moved = CGRect(x: 127.5, y: 195, width: 120, height: 120)
            if follows {
                #expect(leg.flyingView.frame == moved, "\(operation): follows")
            } else {
                #expect(
                    leg.flyingView.frame == before,
                    "\(operation), fingers \(fingers), interactive \(interactive): does not follow")
            }
            leg.end(.finished)
            // Once the animation has ended nothing follows any more.
            world.grid.scroll(to: CGPoint(x: 0, y: 60))
            let after = leg.flyingView.frame
            leg.followSource()
            #expect(leg.flyingView.frame == after)
            #expect(leg.context.completions == [true])
        }
    }

    @Test("a source freed mid-flight: restored without a crash, and released with the flight")
    func sourceFreedMidFlight() throws {
        let world = World()
        weak var weakCell: HeadlessView?
        var dismiss: HeadlessZoomFlight? = world.flight(.dismiss)
        weakCell = world.grid.cells[4]
        // The photo is deleted mid-flight: the grid drops the cell.
        world.grid.itemCount = 3
        world.grid.layout()
        #expect(weakCell?.superview == nil)
        #expect(weakCell != nil, "the flight holds it for the transition, as the UIKit runner does")
        dismiss?.end(.finished)
        #expect(weakCell?.alpha == 1)
        #expect(dismiss?.context.completions == [true])
        dismiss = nil
        #expect(weakCell == nil, "nothing keeps the thumbnail after the transition")
    }

    @Test("with Reduce Motion nothing flies and nothing is hidden")
    func reduceMotion() throws {
        let world = World()
        let cell = try #require(world.grid.cells[4])
        let present = world.flight(.present, reduceMotion: true)
        #expect(present.flyingView.superview == nil)
        #expect(cell.alpha == 1 && world.browser.photoView.alpha == 1)
        present.scrub(to: 0.5)
        #expect(world.browser.controller.view.alpha == 0.5)
        present.end(.finished)
        Self.expectClean(
            present, shows: world.browser.controller.view, source: cell, photo: world.browser.photoView, finished: true)
    }

    // MARK: Pinch and drag

    @Test("pinch to dismiss: the photo follows the fingers, the chrome hides, and it lands on the thumbnail")
    func pinchToDismiss() throws {
        let world = World()
        let cell = try #require(world.grid.cells[4])
        let interaction = world.interaction()
        interaction.began(.pinch, ZoomFingers(location: Self.home), homeCenter: Self.home)
        #expect(interaction.chrome == ["began"])
        #expect(interaction.isTransitionRequested)
        interaction.moved(ZoomFingers(location: CGPoint(x: 187.5, y: 456), scale: 0.8))
        interaction.transitionStarts()
        let flight = try #require(interaction.flight)
        // Held at the centre, pinched to 0.8 and moved 50 down: the photo is 300×200 centred on (187.5, 456).
        #expect(approximately(flight.flyingView.frame, CGRect(x: 37.5, y: 356, width: 300, height: 200), tolerance: 1e-9))
        #expect(approximately(world.browser.controller.view.alpha, 0.6, tolerance: 1e-12), "the browser fades with the scale")
        interaction.moved(ZoomFingers(location: CGPoint(x: 187.5, y: 456), scale: 0.6))
        #expect(approximately(flight.flyingView.frame.width, 225, tolerance: 1e-9))
        interaction.ended(ZoomFingers(location: CGPoint(x: 187.5, y: 456), scale: 0.6), velocity: .zero, scaleVelocity: -0.5)
        #expect(interaction.chrome == ["began", "ended(true)"])
        let landing = try #require(flight.landing)
        #expect(landing.end.clipFrame == CGRect(x: 127.5, y: 225, width: 120, height: 120))
        #expect(
            approximately(landing.start.clipFrame.width, 225, tolerance: 1e-9),
            "the landing starts where the fingers left the photo")
        flight.settle(0.5)
        interaction.landingEnds()
        Self.expectClean(flight, shows: nil, source: cell, photo: world.browser.photoView, finished: true)
        #expect(interaction.session.phase == .idle)
    }

    @Test("a short drag springs back, the chrome returns, the browser stays")
    func dragThatCancels() throws {
        let world = World()
        let cell = try #require(world.grid.cells[4])
        let interaction = world.interaction()
        interaction.began(.drag, ZoomFingers(location: Self.home), homeCenter: Self.home)
        interaction.transitionStarts()
        interaction.moved(ZoomFingers(location: CGPoint(x: 187.5, y: 486)))
        let flight = try #require(interaction.flight)
        #expect(flight.flyingView.frame.minY > Self.photoFrame.minY)
        interaction.ended(ZoomFingers(location: CGPoint(x: 187.5, y: 486)), velocity: .zero)
        #expect(interaction.chrome == ["began", "ended(false)"])
        #expect(flight.landing?.end == flight.plan.flight?.photo)
        interaction.landingEnds()
        Self.expectClean(
            flight, shows: world.browser.controller.view, source: cell, photo: world.browser.photoView, finished: false)
    }

    @Test("a flick that ends before the transition starts leaves nothing behind")
    func flickBeforeStart() throws {
        let world = World()
        let cell = try #require(world.grid.cells[4])
        let interaction = world.interaction()
        interaction.began(.drag, ZoomFingers(location: Self.home), homeCenter: Self.home)
        interaction.ended(ZoomFingers(location: CGPoint(x: 187.5, y: 426)), velocity: CGPoint(x: 0, y: 3000))
        #expect(interaction.chrome == ["began"])
        interaction.transitionStarts()
        #expect(interaction.chrome == ["began", "ended(true)"])
        let flight = try #require(interaction.flight)
        #expect(flight.landing != nil)
        interaction.landingEnds()
        Self.expectClean(flight, shows: nil, source: cell, photo: world.browser.photoView, finished: true)
    }

    @Test("a refused dismissal starts nothing and the chrome comes back")
    func refused() {
        let world = World()
        let interaction = world.interaction()
        interaction.refusesDismissal = true
        interaction.began(.pinch, ZoomFingers(location: Self.home), homeCenter: Self.home)
        #expect(interaction.chrome == ["began", "ended(false)"])
        interaction.transitionStarts()
        #expect(interaction.flight == nil)
        #expect(interaction.session.phase == .idle)
        #expect(world.browser.photoView.alpha == 1)
    }

    @Test("touching the landing photo grabs it; released again it lands", arguments: [InteractiveCompletion.finish, .cancel])
    func grabWhileLanding(second: InteractiveCompletion) throws {
        let world = World()
        let cell = try #require(world.grid.cells[4])
        let interaction = world.interaction(presentersViewIsRemoved: true)
        interaction.began(.drag, ZoomFingers(location: Self.home), homeCenter: Self.home)
        interaction.transitionStarts()
        interaction.moved(ZoomFingers(location: CGPoint(x: 187.5, y: 556)))
        interaction.ended(ZoomFingers(location: CGPoint(x: 187.5, y: 556)), velocity: CGPoint(x: 0, y: 800))
        let flight = try #require(interaction.flight)
        flight.settle(0.4)
        let landingFrame = flight.flyingView.frame
        // A finger lands on the photo where it is now.
        let grabPoint = landingFrame.center
        interaction.began(.pinch, ZoomFingers(location: grabPoint), homeCenter: Self.home)
        #expect(interaction.chrome == ["began", "ended(true)", "began"])
        #expect(interaction.session.phase == .interacting)
        #expect(flight.landing == nil)
        // Not moving the fingers keeps the photo exactly where it was grabbed.
        interaction.moved(ZoomFingers(location: grabPoint))
        #expect(approximately(flight.flyingView.frame, landingFrame, tolerance: 1e-9))
        if second == .finish {
            interaction.ended(ZoomFingers(location: grabPoint, scale: 0.5), velocity: .zero, scaleVelocity: -1)
        } else {
            interaction.moved(ZoomFingers(location: Self.home, scale: 1.4))
            interaction.ended(ZoomFingers(location: Self.home, scale: 1.4), velocity: .zero)
        }
        #expect(interaction.chrome.last == "ended(\(second == .finish))")
        interaction.landingEnds()
        Self.expectClean(
            flight, shows: second == .finish ? world.grid.controller.view : world.browser.controller.view,
            source: cell, photo: world.browser.photoView, finished: second == .finish)
    }

    @Test("the grab's gate: a finger grabs the flying view only while the screens animate, and never without a flight")
    func grabGate() throws {
        let world = World()
        let interaction = world.interaction()
        #expect(interaction.began(.drag, ZoomFingers(location: Self.home), homeCenter: Self.home))
        interaction.transitionStarts()
        interaction.ended(ZoomFingers(location: CGPoint(x: 187.5, y: 606)), velocity: CGPoint(x: 0, y: 1500))
        let flight = try #require(interaction.flight)
        #expect(flight.presentedPose != nil, "landing: it can be grabbed")
        #expect(flight.hasFlyingViewForGrabbing)
        interaction.landingEnds()
        #expect(flight.presentedPose == nil, "landed: nothing to grab")
        // With Reduce Motion there is no flying view to put the grabbing recognizers on.
        let still = world.flight(.dismiss, reduceMotion: true, isFingerDriven: true)
        #expect(!still.hasFlyingViewForGrabbing)
        #expect(still.presentedPose == nil)
    }

    @Test(
        "the gesture gate: a pinch opening, a zoomed-in photo, a sideways drag or a browser without a photo view do not begin",
        arguments: ["pinch out", "zoomed in", "sideways", "no photo view", "the app refuses"])
    func gestureGate(refusal: String) {
        let world = World()
        let interaction = world.interaction()
        var asked: [ZoomDismissalGesture] = []
        interaction.interactiveDismissShouldBegin = {
            asked.append($0)
            return refusal != "the app refuses"
        }
        let began: Bool
        switch refusal {
        case "pinch out":
            began = interaction.began(.pinch, ZoomFingers(location: Self.home), homeCenter: Self.home, gateScale: 1.2)
        case "zoomed in":
            interaction.zoom = ZoomGestureGate.Zoom(scale: 2, minimumScale: 1)
            began = interaction.began(.pinch, ZoomFingers(location: Self.home), homeCenter: Self.home)
        case "sideways":
            began = interaction.began(
                .drag, ZoomFingers(location: Self.home), homeCenter: Self.home, velocity: CGPoint(x: 400, y: 100))
        case "no photo view":
            interaction.hasPhotoView = false
            began = interaction.began(.drag, ZoomFingers(location: Self.home), homeCenter: Self.home)
        default: began = interaction.began(.drag, ZoomFingers(location: Self.home), homeCenter: Self.home)
        }
        #expect(!began)
        #expect(interaction.chrome.isEmpty, "the browser hears nothing")
        #expect(!interaction.isTransitionRequested)
        #expect(interaction.session.phase == .idle)
        #expect(asked == (refusal == "the app refuses" ? [.drag] : []), "the app is asked only about a dismissal the gate allows")
        // The same gesture at rest, zoomed out, downward, with a photo view and an app that agrees begins.
        interaction.zoom = ZoomGestureGate.Zoom(scale: 1, minimumScale: 1)
        interaction.hasPhotoView = true
        interaction.interactiveDismissShouldBegin = nil
        #expect(interaction.began(.pinch, ZoomFingers(location: Self.home), homeCenter: Self.home))
        #expect(interaction.chrome == ["began"])
    }

    @Test(
        "another object answered the dismissal (the app vended its own interaction): back to idle, the chrome returns, nothing flies"
    )
    func anotherObjectAnswered() {
        let world = World()
        let interaction = world.interaction()
        interaction.isVended = { false }
        #expect(interaction.began(.drag, ZoomFingers(location: Self.home), homeCenter: Self.home))
        #expect(interaction.chrome == ["began", "ended(false)"])
        #expect(interaction.session.phase == .idle)
        interaction.transitionStarts()
        #expect(interaction.flight == nil, "UIKit never starts this interaction")
        #expect(world.browser.photoView.alpha == 1)
    }

    @Test(
        "vended with another animation controller: nothing can fly; the transition ends at once, cancelled, nothing left behind")
    func noZoomAnimationController() throws {
        let world = World()
        let cell = try #require(world.grid.cells[4])
        let interaction = world.interaction(presentersViewIsRemoved: true)
        interaction.hasAnimationController = false
        #expect(interaction.began(.drag, ZoomFingers(location: Self.home), homeCenter: Self.home))
        let context = HeadlessTransitionContext(
            operation: .dismiss, bounds: Self.screen, presentersViewIsRemoved: true,
            from: world.browser.controller, to: world.grid.controller, window: world.window)
        interaction.transitionStarts(in: context)
        #expect(interaction.flight == nil)
        #expect(context.completions == [false])
        #expect(context.transitionWasCancelled)
        #expect(interaction.chrome == ["began", "ended(false)"])
        #expect(interaction.session.phase == .idle)
        #expect(cell.alpha == 1 && world.browser.photoView.alpha == 1, "nothing was hidden")
        #expect(context.containerView.subviews.map(\.name) == ["browser"], "the container as UIKit set it up")
    }

    // MARK: Seeded random walks

    @Test("every outcome of random zoom sessions leaves the container clean (seeded)", arguments: [UInt64(3), 17, 512, 4096])
    func randomSessions(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let world = World()
        for round in 0..<40 {
            let comment: Comment = "seed \(seed), round \(round)"
            world.browser.currentIndex = random.below(70) // some indices do not exist
            world.browser.photoView.alpha = random.chance(20) ? 0.5 : 1
            let source = world.grid.sourceCell(at: world.browser.currentIndex)
            let sourceAlpha = source?.alpha ?? 1
            let photoAlpha = world.browser.photoView.alpha
            let removed = random.chance(50)
            if random.chance(50) {
                let operation = random.pick(TransitionOperation.allCases) ?? .push
                let flight = world.flight(
                    operation, presentersViewIsRemoved: removed, dimming: random.chance(50), reduceMotion: random.chance(10))
                for _ in 0..<random.below(4) {
                    flight.scrub(to: CGFloat(random.below(101)) / 100)
                    #expect(isWellFormed(flight.flyingView.frame) && isWellFormed(flight.flyingImage.frame), comment)
                }
                let outcome: TransitionOutcome = random.chance(70) ? .finished : .cancelled
                flight.end(outcome)
                let shown: HeadlessView? = {
                    let zoomed = world.browser.controller.view, grid = world.grid.controller.view
                    switch (operation, outcome) {
                    case (.push, .finished), (.pop, .cancelled): return zoomed
                    case (.pop, .finished), (.push, .cancelled): return grid
                    case (.present, .finished), (.dismiss, .cancelled): return zoomed
                    case (.dismiss, .finished): return removed ? grid : nil
                    case (.present, .cancelled): return removed ? grid : nil
                    }
                }()
                // A full-screen presentation hands the presenter's view over only when dismissing; presenting
                // it stays in the window.
                let expectedShown = operation == .present && outcome == .cancelled ? nil : shown
                Self.expectClean(
                    flight, shows: expectedShown, source: flight.source, sourceAlpha: sourceAlpha,
                    photo: world.browser.photoView, photoAlpha: photoAlpha, finished: outcome == .finished, comment)
            } else {
                let interaction = world.interaction(presentersViewIsRemoved: removed)
                var location = Self.home
                interaction.began(random.chance(50) ? .pinch : .drag, ZoomFingers(location: location), homeCenter: Self.home)
                let startsEarly = random.chance(70)
                if startsEarly { interaction.transitionStarts() }
                for _ in 0..<random.below(6) {
                    location.y += CGFloat(random.below(200)) - 60
                    location.x += CGFloat(random.below(100)) - 50
                    interaction.moved(ZoomFingers(location: location, scale: CGFloat(random.below(130) + 20) / 100))
                    if let flight = interaction.flight {
                        #expect(isWellFormed(flight.flyingView.frame), comment)
                    }
                }
                if random.chance(15) {
                    interaction.cancelled()
                } else {
                    interaction.ended(
                        ZoomFingers(location: location, scale: CGFloat(random.below(130) + 20) / 100),
                        velocity: CGPoint(x: 0, y: CGFloat(random.below(4000)) - 2000),
                        scaleVelocity: CGFloat(random.below(400)) / 100 - 2)
                }
                if !startsEarly { interaction.transitionStarts() }
                let flight = try #require(interaction.flight, comment)
                if random.chance(30) {
                    flight.settle(0.5)
                    interaction.began(.drag, ZoomFingers(location: flight.flyingView.frame.center), homeCenter: Self.home)
                    interaction.ended(ZoomFingers(location: flight.flyingView.frame.center), velocity: CGPoint(x: 0, y: 1500))
                }
                interaction.landingEnds()
                let finished = flight.context.completions == [true]
                let shown = finished ? (removed ? world.grid.controller.view : nil) : world.browser.controller.view
                Self.expectClean(
                    flight, shows: shown, source: flight.source, sourceAlpha: sourceAlpha,
                    photo: world.browser.photoView, photoAlpha: photoAlpha, finished: finished, comment)
                #expect(interaction.chrome.count % 2 == 0, comment)
                #expect(interaction.session.phase == .idle, comment)
            }
        }
    }
}
