import Foundation
import Testing
@testable import NavTransitions

/// The decisions `ZoomFlightRun` (UIKit) and `HeadlessZoomFlight` share through Core's `ZoomFlightControl`,
/// `ZoomFlyingContent`, the source and photo measurements, and the interaction's recognizer events.
@Suite("Zoom flight control")
struct ZoomFlightControlTests {
    static let screen = ZoomPlanTests.screen

    static func control(
        _ operation: TransitionOperation, source: ZoomSourceMeasurement? = ZoomPlanTests.source,
        reduceMotion: Bool = false, isFingerDriven: Bool = false, isInteractive: Bool = false
    ) -> ZoomFlightControl {
        ZoomFlightControl(
            plan: ZoomPlan(scene: ZoomPlanTests.scene(operation, source: source, reduceMotion: reduceMotion)),
            isFingerDriven: isFingerDriven, isInteractive: isInteractive)
    }

    // MARK: Following the thumbnail

    @Test(
        "only a flight back to a real thumbnail that no finger and no pan drive follows it",
        arguments: [
            (TransitionOperation.dismiss, true, false, false, true),
            (.pop, true, false, false, true),
            (.present, true, false, false, false), // forward: the photo flies to the browser
            (.push, true, false, false, false),
            (.dismiss, false, false, false, false), // no thumbnail: the fade-and-shrink fallback
            (.dismiss, true, true, false, false), // the zoom's fingers drive it
            (.pop, true, false, true, false), // a swipe back scrubs it
        ] as [(TransitionOperation, Bool, Bool, Bool, Bool)])
    func followsSource(operation: TransitionOperation, hasSource: Bool, fingers: Bool, interactive: Bool, follows: Bool) {
        let control = Self.control(
            operation, source: hasSource ? ZoomPlanTests.source : nil, isFingerDriven: fingers, isInteractive: interactive)
        #expect(control.followsSource == follows)
    }

    @Test(
        "the start: paused for the fingers, a display link for a followed thumbnail, nothing for a plain or scrubbed flight",
        arguments: [
            (TransitionOperation.dismiss, true, false, false, [ZoomFlightControl.StartStep.followSource]),
            (.pop, true, false, false, [.followSource]),
            (.present, true, false, false, []),
            (.dismiss, false, false, false, []),
            (.dismiss, true, true, false, [.pauseForFingers]),
            (.pop, true, true, true, [.pauseForFingers]),
            (.pop, true, false, true, []),
            (.present, true, true, false, [.pauseForFingers]),
        ] as [(TransitionOperation, Bool, Bool, Bool, [ZoomFlightControl.StartStep])])
    func startSteps(
        operation: TransitionOperation, hasSource: Bool, fingers: Bool, interactive: Bool, steps: [ZoomFlightControl.StartStep]
    ) {
        let control = Self.control(
            operation, source: hasSource ? ZoomPlanTests.source : nil, isFingerDriven: fingers, isInteractive: interactive)
        #expect(control.startSteps == steps)
    }

    @Test("a release: the landing (when something flies), then the context's finish or cancel, then the screens forward or back")
    func releaseSteps() throws {
        let release = ZoomRelease(completion: .finish, pose: .home, velocity: .zero, progress: 0.8)
        var finish = Self.control(.dismiss, isFingerDriven: true)
        let landing = try #require(finish.plan.landing(for: release, target: ZoomPlanTests.sourceEndpoint, grabbed: nil))
        #expect(
            finish.releaseSteps(for: release, target: ZoomPlanTests.sourceEndpoint)
                == [.land(landing), .finishInteractiveTransition, .continueScreens(reversed: false)])
        finish.screensAnimationEnded()
        #expect(finish.completion(wasCancelled: false) == nil, "the landing runs until it ends")

        let back = ZoomRelease(completion: .cancel, pose: .home, velocity: .zero, progress: 0.1)
        var cancel = Self.control(.dismiss, isFingerDriven: true)
        let home = try #require(cancel.plan.landing(for: back, target: nil, grabbed: nil))
        #expect(
            cancel.releaseSteps(for: back, target: nil) == [
                .land(home), .cancelInteractiveTransition, .continueScreens(reversed: true),
            ])

        // With Reduce Motion nothing flies: only the context and the screens.
        var still = Self.control(.dismiss, reduceMotion: true, isFingerDriven: true)
        #expect(
            still.releaseSteps(for: release, target: ZoomPlanTests.sourceEndpoint)
                == [.finishInteractiveTransition, .continueScreens(reversed: false)])
        #expect(still.releaseSteps(for: back, target: nil) == [.cancelInteractiveTransition, .continueScreens(reversed: true)])
        still.screensAnimationEnded()
        #expect(still.completion(wasCancelled: true)?.outcome == .cancelled, "no landing to wait for")
    }

    @Test("a moved thumbnail retargets a following flight while it animates, never once complete or stopped")
    func retargets() throws {
        var control = Self.control(.dismiss)
        let end = try #require(control.landedEnd)
        #expect(end == ZoomPlanTests.sourceEndpoint)
        let moved = ZoomEndpoint(
            clipFrame: end.clipFrame.offsetBy(dx: 0, dy: -30), imageFrame: end.imageFrame.offsetBy(dx: 0, dy: -30),
            cornerRadius: 8)
        var answer = control.sourceMeasured(end, isAnimating: true)
        #expect(answer == nil, "nothing moved")
        answer = control.sourceMeasured(nil, isAnimating: true)
        #expect(answer == nil, "could not be measured: the end is kept")
        answer = control.sourceMeasured(moved, isAnimating: false)
        #expect(answer == nil, "the animator does not run")
        answer = control.sourceMeasured(moved, isAnimating: true)
        #expect(answer == moved)
        #expect(control.landedEnd == moved)
        control.screensAnimationEnded()
        _ = control.completion(wasCancelled: false)
        answer = control.sourceMeasured(end, isAnimating: true)
        #expect(answer == nil, "complete")
        // A flight that does not follow never retargets.
        var forward = Self.control(.present)
        answer = forward.sourceMeasured(moved, isAnimating: true)
        #expect(answer == nil)
        #expect(forward.landedEnd == ZoomPlanTests.photoEndpoint)
    }

    // MARK: Grabbing

    @Test("a finger may grab the flying view only while the screens animate; the grabbed shape is what the fingers move")
    func grab() {
        var control = Self.control(.dismiss, isFingerDriven: true)
        let presented = ZoomPlanTests.photoEndpoint.interpolated(to: ZoomPlanTests.sourceEndpoint, fraction: 0.5)
        #expect(control.canBeGrabbed && control.hasFlyingView)
        #expect(control.grabPose(presented: presented) == presented.pose(relativeTo: ZoomPlanTests.photoEndpoint))
        let release = ZoomRelease(completion: .finish, pose: .home, velocity: .zero, progress: 1)
        let landing = control.landing(for: release, target: ZoomPlanTests.sourceEndpoint)
        #expect(landing != nil)
        control.screensAnimationEnded()
        #expect(!control.canBeGrabbed)
        #expect(control.grabPose(presented: presented) == nil)
        control.grab(presented: presented)
        #expect(control.canBeGrabbed, "grabbed: the screens are the fingers' again")
        #expect(control.grabbed == presented)
        #expect(control.flightCommands(for: presented.pose(relativeTo: ZoomPlanTests.photoEndpoint)) == presented.commands)
        // With Reduce Motion there is nothing to grab.
        let still = Self.control(.dismiss, reduceMotion: true, isFingerDriven: true)
        #expect(!still.canBeGrabbed && !still.hasFlyingView)
        #expect(still.grabPose(presented: presented) == nil)
    }

    // MARK: Completion

    @Test("the leg completes once, after the screens' animation and any landing, with the context's outcome")
    func completesOnce() throws {
        var control = Self.control(.dismiss, isFingerDriven: true)
        var completion = control.completion(wasCancelled: false)
        #expect(completion == nil, "the screens still animate")
        let release = ZoomRelease(completion: .cancel, pose: .home, velocity: .zero, progress: 0)
        let landing = control.landing(for: release, target: nil)
        #expect(landing != nil)
        control.screensAnimationEnded()
        completion = control.completion(wasCancelled: true)
        #expect(completion == nil, "the landing still runs")
        control.landingEnded()
        completion = control.completion(wasCancelled: true)
        let done = try #require(completion)
        #expect(done.outcome == .cancelled)
        #expect(done.commands == control.plan.completionCommands(for: .cancelled))
        #expect(control.isCompleted)
        completion = control.completion(wasCancelled: false)
        #expect(completion == nil, "never twice")
        // A flight without a landing completes when its screens end; its animator runs the whole flight.
        var plain = Self.control(.present)
        #expect(plain.animatorCommands == plain.plan.animationCommands)
        #expect(
            Self.control(.dismiss, isFingerDriven: true).animatorCommands
                == ZoomPlan(scene: ZoomPlanTests.scene(.dismiss)).screenAnimationCommands)
        plain.screensAnimationEnded()
        let plainCompletion = plain.completion(wasCancelled: false)
        #expect(plainCompletion?.outcome == .finished)
    }

    // MARK: What flies

    @Test(
        "what flies: an image if there is one, else a snapshot of the view the flight leaves, else nothing",
        arguments: [
            // forward, photo image, source image, photo view, source: candidates.
            (true, true, true, true, true, [ZoomFlyingContent.photoImage, .sourceImage, .sourceSnapshot, .nothing]),
            (false, false, true, true, true, [.sourceImage, .photoSnapshot, .nothing]),
            (true, false, false, true, true, [.sourceSnapshot, .nothing]),
            (false, false, false, true, true, [.photoSnapshot, .nothing]),
            (true, false, false, true, false, [.photoSnapshot, .nothing]), // no source: the photo view
            (false, false, false, false, true, [.sourceSnapshot, .nothing]), // no photo view: the source
            (true, false, false, false, false, [.nothing]),
        ] as [(Bool, Bool, Bool, Bool, Bool, [ZoomFlyingContent])])
    func flyingContent(
        forward: Bool, photoImage: Bool, sourceImage: Bool, photoView: Bool, source: Bool, expected: [ZoomFlyingContent]
    ) {
        #expect(
            ZoomFlyingContent.candidates(
                forward: forward, photoHasImage: photoImage, sourceHasImage: sourceImage,
                hasPhotoView: photoView, hasSource: source) == expected)
    }

    // MARK: Measuring the thumbnail and the photo

    @Test("the thumbnail is measured through every clipping ancestor, with the cell's radius unless the options say otherwise")
    func sourceMeasurement() {
        let window = HeadlessView("window", frame: Self.screen)
        let container = HeadlessView("container", frame: Self.screen)
        let screen = HeadlessView("grid", frame: Self.screen)
        let collection = HeadlessView("collection", frame: CGRect(x: 0, y: 100, width: 375, height: 600))
        collection.clipsToBounds = true
        let cell = HeadlessView("cell", frame: CGRect(x: 20, y: -30, width: 120, height: 120))
        cell.isCell = true
        cell.clipsToBounds = true
        cell.cornerRadius = 12
        let image = HeadlessView("image", frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        image.isImageView = true
        image.alpha = 0.8
        window.addSubview(screen)
        window.addSubview(container)
        screen.addSubview(collection)
        collection.addSubview(cell)
        cell.addSubview(image)
        let measured = ZoomSourceMeasurement(measuring: image, in: container, isInWindow: true, cornerRadius: nil)
        // The image at (20 + 10, 100 − 30 + 10); visible: the screen ∩ the collection ∩ the cell (y 100 up to the cell's bottom at 190).
        #expect(
            measured
                == ZoomSourceMeasurement(
                    frame: CGRect(x: 30, y: 80, width: 100, height: 100),
                    visibleRect: CGRect(x: 20, y: 100, width: 120, height: 90),
                    isInWindow: true, cornerRadius: 12, contentMode: .aspectFill, alpha: 0.8))
        #expect(
            ZoomSourceMeasurement(measuring: image, in: container, isInWindow: true, cornerRadius: 4).cornerRadius == 4,
            "the options win")
        #expect(
            ZoomSourceMeasurement(measuring: image, in: container, isInWindow: false, cornerRadius: nil).endpoint(
                imageSize: CGSize(width: 3, height: 2)) == nil)
        // A source inside the container stops at it: the container's own clipping does not count twice.
        container.clipsToBounds = true
        let inside = HeadlessView("inside", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(inside)
        #expect(
            ZoomSourceMeasurement(measuring: inside, in: container, isInWindow: true, cornerRadius: nil).visibleRect
                == Self.screen)
        // Not an image view: drawn aspect-fill.
        #expect(
            ZoomSourceMeasurement(measuring: cell, in: container, isInWindow: true, cornerRadius: nil).contentMode == .aspectFill)
    }

    @Test("the photo is measured through its zooming scroll view only when the scroll view holds it")
    func photoMeasurement() {
        let through = ZoomPhotoMeasurement.measuring(
            center: CGPoint(x: 375, y: 500), boundsSize: CGSize(width: 375, height: 500), transformScale: 2,
            frameInSpace: CGRect(x: 1, y: 2, width: 3, height: 4),
            scrollView: (CGPoint(x: 100, y: 200), CGRect(x: 0, y: 44, width: 375, height: 768)), isInScrollView: true,
            contentMode: .aspectFit, alpha: 0.5)
        #expect(
            through
                == ZoomPhotoMeasurement(
                    center: CGPoint(x: 375, y: 500), boundsSize: CGSize(width: 375, height: 500), zoomScale: 2,
                    contentOffset: CGPoint(x: 100, y: 200), viewport: CGRect(x: 0, y: 44, width: 375, height: 768),
                    contentMode: .aspectFit, alpha: 0.5))
        // A scroll view that does not hold the photo view, or none: the photo view's frame in the space.
        let expected = ZoomPhotoMeasurement(
            center: CGPoint(x: 25, y: 40), boundsSize: CGSize(width: 30, height: 40), contentMode: .fill)
        let notHeld = ZoomPhotoMeasurement.measuring(
            center: CGPoint(x: 375, y: 500), boundsSize: CGSize(width: 375, height: 500), transformScale: 2,
            frameInSpace: CGRect(x: 10, y: 20, width: 30, height: 40), scrollView: (CGPoint(x: 100, y: 200), .zero),
            isInScrollView: false,
            contentMode: .fill, alpha: 1)
        let none = ZoomPhotoMeasurement.measuring(
            center: CGPoint(x: 375, y: 500), boundsSize: CGSize(width: 375, height: 500), transformScale: 2,
            frameInSpace: CGRect(x: 10, y: 20, width: 30, height: 40), scrollView: nil, isInScrollView: true,
            contentMode: .fill, alpha: 1)
        #expect(notHeld == expected)
        #expect(none == expected)
    }

    @Test("the pose's home is the centre of the photo as shown, else of the browser's bounds")
    func homeCenter() {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
        #expect(
            ZoomPhotoMeasurement.homeCenter(of: ZoomPlanTests.photo, imageSize: CGSize(width: 3000, height: 2000), bounds: bounds)
                == CGPoint(x: 187.5, y: 406))
        let low = ZoomPhotoMeasurement(
            center: CGPoint(x: 187.5, y: 606), boundsSize: CGSize(width: 375, height: 250), contentMode: .fill)
        #expect(
            ZoomPhotoMeasurement.homeCenter(of: low, imageSize: CGSize(width: 3, height: 2), bounds: bounds)
                == CGPoint(x: 187.5, y: 606))
        #expect(ZoomPhotoMeasurement.homeCenter(of: nil, imageSize: .zero, bounds: bounds) == CGPoint(x: 187.5, y: 406))
        let offScreen = ZoomPhotoMeasurement(center: CGPoint(x: 2000, y: 406), boundsSize: CGSize(width: 100, height: 100))
        #expect(
            ZoomPhotoMeasurement.homeCenter(of: offScreen, imageSize: CGSize(width: 3, height: 2), bounds: bounds)
                == CGPoint(x: 187.5, y: 406))
        #expect(
            ZoomPhotoMeasurement.homeCenter(
                of: nil, imageSize: .zero, bounds: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == CGPoint(x: 5, y: 5))
    }

    // MARK: The recognizers

    @Test("gestureRecognizerShouldBegin: a refusal never begins, a grab always does, a new dismissal asks the app")
    func shouldBegin() {
        var asked = 0
        #expect(
            !ZoomGestureGate.shouldBegin(.refuse) {
                asked += 1
                return true
            })
        #expect(
            ZoomGestureGate.shouldBegin(.grab) {
                asked += 1
                return false
            })
        #expect(asked == 0, "the app is asked only for a new dismissal")
        #expect(
            ZoomGestureGate.shouldBegin(.begin) {
                asked += 1
                return nil
            }, "no closure: allowed")
        #expect(
            !ZoomGestureGate.shouldBegin(.begin) {
                asked += 1
                return false
            })
        #expect(
            ZoomGestureGate.shouldBegin(.begin) {
                asked += 1
                return true
            })
        #expect(asked == 3)
    }

    @Test(
        "a pinch that loses or gains a finger is held again; its release uses its last two-finger state and its centroid's speed")
    func fingerTrack() {
        var track = ZoomFingerTrack()
        track.began(ZoomFingers(location: CGPoint(x: 100, y: 100), scale: 1), touchCount: 2, at: 0)
        var regripped = track.changed(ZoomFingers(location: CGPoint(x: 100, y: 110), scale: 0.9), touchCount: 2, at: 0.02)
        #expect(!regripped)
        regripped = track.changed(ZoomFingers(location: CGPoint(x: 100, y: 150), scale: 0.9), touchCount: 1, at: 0.04)
        #expect(regripped, "a finger lifted")
        regripped = track.changed(ZoomFingers(location: CGPoint(x: 100, y: 160), scale: 0.8), touchCount: 1, at: 0.06)
        #expect(!regripped)
        // The velocity starts over at the regrip: 10 points in 0.02 s.
        let pinch = track.release(ZoomFingers(location: CGPoint(x: 300, y: 300), scale: 0.5), gesture: .pinch, panVelocity: nil)
        #expect(pinch.fingers == ZoomFingers(location: CGPoint(x: 100, y: 160), scale: 0.8))
        #expect(abs(pinch.velocity.y - 500) < 1e-9 && pinch.velocity.x == 0)
        let drag = track.release(
            ZoomFingers(location: CGPoint(x: 300, y: 300)), gesture: .drag, panVelocity: CGPoint(x: 0, y: 900))
        #expect(drag.fingers == ZoomFingers(location: CGPoint(x: 300, y: 300)))
        #expect(drag.velocity == CGPoint(x: 0, y: 900))
    }

    @Test("the session's recognizer events: the tracker is made anew when idle, the grabbed pose asked only while settling")
    func recognizerEvents() {
        var session = ZoomInteractionSession(tracker: ZoomGestureTracker(containerSize: .zero))
        var askedForPose = 0
        let home = CGPoint(x: 187.5, y: 406)
        let began = session.recognizerBegan(
            .drag, fingers: ZoomFingers(location: home), touchCount: 1, at: 0, homeCenter: home,
            containerSize: CGSize(width: 375, height: 812),
            grabbedPose: {
                askedForPose += 1
                return nil
            })
        #expect(began == [.interactionBegan, .beginTransition])
        #expect(askedForPose == 0)
        #expect(session.tracker == ZoomGestureTracker(containerSize: CGSize(width: 375, height: 812)))
        let requested = session.transitionRequested(started: true, vendedThisInteraction: true)
        #expect(requested == [])
        let started = session.transitionStarted(canFly: true)
        #expect(started == [.update(pose: .home, progress: 0)])
        _ = session.recognizerChanged(ZoomFingers(location: CGPoint(x: 187.5, y: 606)), touchCount: 1, at: 0.1)
        let ended = session.recognizerEnded(
            .drag, fingers: ZoomFingers(location: CGPoint(x: 187.5, y: 606)), panVelocity: CGPoint(x: 0, y: 1500),
            scaleVelocity: 0)
        #expect(ended.count == 3)
        #expect(session.isSettling)
        let grabbed = session.recognizerBegan(
            .pinch, fingers: ZoomFingers(location: home), touchCount: 2, at: 0.2, homeCenter: home,
            containerSize: CGSize(width: 10, height: 10),
            grabbedPose: {
                askedForPose += 1
                return ZoomPose(offset: .zero, scale: 0.5)
            })
        #expect(grabbed == [.interactionBegan, .pauseForGrab])
        #expect(askedForPose == 1)
        #expect(
            session.tracker == ZoomGestureTracker(containerSize: CGSize(width: 375, height: 812)), "not idle: the tracker is kept"
        )
    }

    @Test("removing the gestures cancels a dismissal the fingers drive, and only that; the start re-reads the screen's size")
    func gesturesRemovedAndSize() {
        var session = ZoomInteractionSession(tracker: ZoomGestureTracker(containerSize: CGSize(width: 375, height: 812)))
        var removed = session.gesturesRemoved()
        #expect(removed == [], "idle")
        _ = session.gestureBegan(.drag, fingers: ZoomFingers(location: .zero), homeCenter: .zero)
        let started = session.transitionStarted(canFly: true, containerSize: CGSize(width: 812, height: 375))
        #expect(started.count == 1)
        #expect(session.tracker == ZoomGestureTracker(containerSize: CGSize(width: 812, height: 375)))
        removed = session.gesturesRemoved()
        #expect(removed.first == .interactionEnded(willDismiss: false))
        #expect(removed.count == 2)
        #expect(session.isSettling)
        removed = session.gesturesRemoved()
        #expect(removed == [], "settling: nothing the fingers drive")
    }

    @Test(
        "another object answered, or nothing started: back to idle; started without the zoom's animation controller: ended at once"
    )
    func transitionRequests() {
        for (started, vended) in [(false, false), (false, true), (true, false)] {
            var session = ZoomInteractionSession(tracker: ZoomGestureTracker(containerSize: CGSize(width: 375, height: 812)))
            _ = session.gestureBegan(.pinch, fingers: ZoomFingers(location: .zero), homeCenter: .zero)
            let commands = session.transitionRequested(started: started, vendedThisInteraction: vended)
            #expect(commands == [.interactionEnded(willDismiss: false)])
            #expect(session.phase == .idle)
        }
        var session = ZoomInteractionSession(tracker: ZoomGestureTracker(containerSize: CGSize(width: 375, height: 812)))
        _ = session.gestureBegan(.pinch, fingers: ZoomFingers(location: .zero), homeCenter: .zero)
        _ = session.transitionRequested(started: true, vendedThisInteraction: true)
        let aborted = session.transitionStarted(canFly: false)
        #expect(aborted == [.abortTransition, .interactionEnded(willDismiss: false)])
        #expect(session.phase == .idle)
        let again = session.transitionStarted(canFly: false)
        #expect(again == [.abortTransition], "idle: only the context is ended")
    }
}

@Suite("Zoom item scroll positions")
struct ZoomItemScrollPositionTests {
    @Test(
        "each alignment is UIKit's scroll position bit; one per axis at most",
        arguments: [
            (ZoomItemScroll.Vertical?.some(.top), ZoomItemScroll.Horizontal?.none, UInt(1)),
            (.some(.bottom), nil, 4),
            (nil, .some(.left), 8),
            (nil, .some(.right), 32),
            (.some(.top), .some(.right), 33),
            (.some(.bottom), .some(.left), 12),
        ] as [(ZoomItemScroll.Vertical?, ZoomItemScroll.Horizontal?, UInt)])
    func rawValues(vertical: ZoomItemScroll.Vertical?, horizontal: ZoomItemScroll.Horizontal?, expected: UInt) throws {
        // Built through toReveal: an item above/below and left/right of a 100×100 visible rect.
        let y: CGFloat = vertical == .top ? -200 : vertical == .bottom ? 200 : 10
        let x: CGFloat = horizontal == .left ? -200 : horizontal == .right ? 200 : 10
        let scroll = try #require(
            ZoomItemScroll.toReveal(CGRect(x: x, y: y, width: 50, height: 50), in: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(scroll.vertical == vertical && scroll.horizontal == horizontal)
        #expect(scroll.scrollPositionRawValue == expected)
    }

    @Test("the source cell's item must exist now: counts read again, a missing section never asked for its items")
    func itemMustExist() {
        let counts = ReorderTests.Counts([3, 0])
        #expect(counts.containsItem(2, inSection: 0))
        #expect(!counts.containsItem(3, inSection: 0))
        #expect(!counts.containsItem(-1, inSection: 0))
        #expect(!counts.containsItem(0, inSection: 1))
        #expect(!counts.containsItem(0, inSection: 2))
        #expect(!counts.containsItem(0, inSection: -1))
        #expect(counts.itemCount(inSection: 1) == 0)
        #expect(counts.itemCount(inSection: 2) == nil)
        #expect(counts.outOfRange.isEmpty)
    }
}
