import Foundation
import Testing
@testable import NavTransitions

/// One test per class of bad input the public API can receive, each pinning what it gives with real values
/// (the table "Bad input and what it gives" in Docs/Troubleshooting.md lists the same classes).
///
/// The public entry points are reached through the Core objects they run: `PanInteractiveTransition`'s
/// gesture methods through `PanInteractionDriver`, a style and a scene through `TransitionPlan`, a modal
/// layout through `PresentationLayout`, the presentation controller's callbacks through `PresentationSession`,
/// the navigation proxy through `NavigationProxyState`.
/// NaN and infinity as `CGFloat` (a bare `.nan` in a `CGPoint` is ambiguous on Linux).
private let nan = CGFloat.nan
private let inf = CGFloat.infinity

@Suite("Bad input")
struct BadInputTests {
    // MARK: Helpers

    /// A swipe back over 375 points, started by UIKit and moved 100 points (progress 100 / 375).
    static func interactingDriver(distance: CGFloat = 375) -> PanInteractionDriver {
        var driver = PanInteractionDriver(direction: .right)
        _ = driver.gestureBegan(distance: distance, animator: nil)
        driver.animationControllerAssigned()
        _ = driver.beginTransitionReturned(started: true)
        _ = driver.transitionStarted()
        _ = driver.gestureChanged(translation: CGPoint(x: 100, y: 0))
        return driver
    }

    static func swipeBackRequest(
        stackCount: Int = 2, running: Bool = false, x: CGFloat = 10,
        velocity: CGPoint = CGPoint(x: 500, y: 0)
    ) -> SwipeBackRequest {
        SwipeBackRequest(
            stackCount: stackCount, isTransitionRunning: running, top: SwipeBackScreen(), touchLocationX: x,
            containerWidth: 375, layoutDirection: .leftToRight, velocity: velocity, scrollViewsUnderTouch: [],
            isSwipeBackSettling: false, input: .touch)
    }

    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let safeArea = EdgeInsets(top: 47, bottom: 34)

    static func frame(_ layout: PresentationLayout, in bounds: CGRect = screen) -> CGRect {
        layout.frame(in: bounds, safeArea: safeArea, horizontalSizeClass: .compact, layoutDirection: .leftToRight)
    }

    static func presented(_ dismissal: ModalDismissal = .all) -> PresentationSession {
        var session = PresentationSession(layout: .sheet(.init(detents: [.points(300)])), dismissal: dismissal)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight)
        _ = session.presentationDidEnd(completed: true)
        return session
    }

    // MARK: The table

    @Test("NaN and infinite velocities: NaN counts as 0, infinities are clamped to ±20,000 pt/s, the settle's start speed to ±30")
    func velocities() {
        // Released at 100 / 375 = 0.2667. NaN: no projection, cancels; the start speed is 0.
        var stopped = Self.interactingDriver()
        #expect(
            stopped.gestureEnded(translation: CGPoint(x: 100, y: 0), velocity: CGPoint(x: nan, y: nan)) == [
                .cancel(initialVelocity: 0)
            ])
        // +∞ → 20,000 pt/s, projecting 20 × 0.998 / 0.002 = 9,980 points: finishes. 20,000 / 275 remaining points
        // = 72.7 per second, clamped to 30.
        var fast = Self.interactingDriver()
        #expect(
            fast.gestureEnded(translation: CGPoint(x: 100, y: 0), velocity: CGPoint(x: inf, y: 0)) == [
                .finish(initialVelocity: 30)
            ])
        // −∞ → −20,000 pt/s: cancels, toward 0 at 20,000 / 100 remaining points, clamped to 30.
        var back = Self.interactingDriver()
        #expect(
            back.gestureEnded(translation: CGPoint(x: 100, y: 0), velocity: CGPoint(x: -inf, y: 0)) == [
                .cancel(initialVelocity: 30)
            ])
        // A pan's direction: NaN has none (a dismiss pan does not begin), an infinite component dominates.
        #expect(SwipeDirection(dominantDirectionOf: CGPoint(x: nan, y: 300)) == nil)
        #expect(SwipeDirection(dominantDirectionOf: CGPoint(x: inf, y: 5)) == .right)
        #expect(!DismissPanGate(direction: .down).shouldBegin(motion: nil, settling: nil))
        // The swipe back: a NaN velocity is no movement back, so it does not begin.
        #expect(
            SwipeBackGate.decision(
                for: Self.swipeBackRequest(velocity: CGPoint(x: nan, y: 0)), isEnabledByApp: true, isInstalled: true)
                == .wrongDirection)
        // A spring's initial velocity: non-finite counts as 0.
        let spring = SpringCurve(dampingRatio: 1, response: 0.3)
        #expect(spring.progress(at: 0.1, initialVelocity: .nan) == spring.progress(at: 0.1))
        #expect(spring.progress(at: 0.1, initialVelocity: .infinity) == spring.progress(at: 0.1))
        #expect(spring.settlingDuration(initialVelocity: -.infinity) == spring.settlingDuration())
    }

    @Test(
        "NaN and infinite translations: NaN is no movement, ±∞ clamps progress to 1 or 0, movement across the direction is ignored"
    )
    func translations() {
        var driver = Self.interactingDriver()
        #expect(driver.gestureChanged(translation: CGPoint(x: nan, y: 0)) == [.update(progress: 0)])
        #expect(driver.gestureChanged(translation: CGPoint(x: inf, y: 0)) == [.update(progress: 1)])
        #expect(driver.gestureChanged(translation: CGPoint(x: -inf, y: 0)) == [.update(progress: 0)])
        // 93.75 / 375 = 0.25, whatever the vertical component.
        #expect(driver.gestureChanged(translation: CGPoint(x: 93.75, y: nan)) == [.update(progress: 0.25)])
        // Released with a NaN translation at rest: progress 0, cancels, nothing to travel.
        #expect(driver.gestureEnded(translation: CGPoint(x: nan, y: nan), velocity: .zero) == [.cancel(initialVelocity: 0)])
        #expect(driver.progress == 0)
        // A grabbed settle whose animator reads NaN resumes from the release progress.
        #expect(
            PanInteractionDriver.grabbedProgress(
                .init(fractionComplete: nan, isReversed: true), completion: .cancel,
                releaseProgress: 0.4) == nil)
    }

    @Test(
        "NaN, infinite, zero and negative scales: non-finite is identity, zero gives an empty frame at the centre, negative is mirrored"
    )
    func scales() {
        #expect(ViewTransform(scaleX: nan, scaleY: inf, translationX: -inf, translationY: nan) == .identity)
        #expect(ViewTransform.scale(nan) == .identity)
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(ViewTransform.scale(0).apply(to: square) == CGRect(x: 50, y: 50, width: 0, height: 0))
        // −2 around the centre (5, 5) of a 10-point square: 20 points wide, standardized.
        #expect(
            ViewTransform.scale(-2).apply(to: CGRect(x: 0, y: 0, width: 10, height: 10))
                == CGRect(x: -5, y: -5, width: 20, height: 20))
        // Mapping from a rect without size cannot scale: identity.
        #expect(ViewTransform.mapping(.zero, onto: square) == .identity)
        #expect(ViewTransform.mapping(CGRect(x: 0, y: 0, width: nan, height: 10), onto: square) == .identity)
        // A NaN fraction stays at the start.
        #expect(ViewTransform.interpolate(from: .scale(2), to: .identity, fraction: nan) == .scale(2))
        #expect(ViewState(frame: square, alpha: nan, transform: .scale(inf)) == ViewState(frame: square, alpha: 0))
    }

    @Test(
        "zero, negative and NaN sizes and rects: sanitized (non-finite is 0, negative sizes flipped), an empty container lays out nothing"
    )
    func sizesAndRects() {
        // A container with NaN origin and a negative width: (0, 0, −375, 812) standardized to (−375, 0, 375, 812).
        let scene = TransitionScene(
            containerBounds: CGRect(x: nan, y: 0, width: -375, height: 812),
            fromView: ParticipantGeometry(frame: CGRect(x: 0, y: inf, width: -375, height: nan)),
            toView: ParticipantGeometry(frame: .zero, cornerRadius: -4))
        #expect(scene.containerBounds == CGRect(x: -375, y: 0, width: 375, height: 812))
        #expect(scene.fromView?.frame == CGRect(x: -375, y: 0, width: 375, height: 0))
        #expect(scene.toView?.cornerRadius == 0)
        // Every plan over it has finite frames at every progress.
        // The scene has both views, so both take part whatever the operation; a slide adds its dimming view, a
        // reveal its mask.
        let roles: [(TransitionStyle, Set<TransitionRole>)] = [
            (.slide, [.fromView, .toView, .dimmingView]), (.fade, [.fromView, .toView]), (.scale, [.fromView, .toView]),
            (.cover(edge: .top), [.fromView, .toView]), (.circularReveal(.center), [.fromView, .toView, .maskView]),
        ]
        for (style, expected) in roles {
            for operation in TransitionOperation.allCases {
                let plan = TransitionPlan(style: style, operation: operation, scene: scene)
                #expect(Set(plan.participants.keys) == expected, "\(style) \(operation)")
                for participant in plan.participants.values {
                    for progress in [0, 0.5, 1, nan] as [CGFloat] {
                        let state = participant.state(atProgress: progress)
                        let values = [state.frame.minX, state.frame.minY, state.frame.width, state.frame.height, state.alpha]
                        #expect(values.allSatisfy { $0.isFinite }, "\(style) \(operation) at \(progress)")
                    }
                }
            }
        }
        // Modal layouts on a 375 × 812 screen with 47 / 34 insets.
        // A card of NaN × −5 takes the whole safe area less 16 per side: (16, 63, 343, 699).
        #expect(Self.frame(.card(size: CGSize(width: nan, height: -5))) == CGRect(x: 16, y: 63, width: 343, height: 699))
        // A sheet detent of −5 or NaN points is ignored; with none left the sheet is `.large`: 731 + 34 = 765 tall.
        #expect(Self.frame(.sheet(.init(detents: [.points(-5)]))) == CGRect(x: 0, y: 47, width: 375, height: 765))
        #expect(Self.frame(.sheet(.init(detents: [.points(nan)]))) == CGRect(x: 0, y: 47, width: 375, height: 765))
        // A fraction above 1 is the whole safe height: 731 + 34 = 765, up to the top inset.
        #expect(Self.frame(.sheet(.init(detents: [.fraction(2)]))) == CGRect(x: 0, y: 47, width: 375, height: 765))
        // A container without size lays out nothing, at its (finite) origin.
        for layout in [
            PresentationLayout.fullScreen, .sideMenu, .sheet(.init(detents: [.points(300)])),
            .card(size: CGSize(width: 10, height: 10)),
        ] {
            #expect(
                Self.frame(layout, in: CGRect(x: nan, y: 5, width: 0, height: 812)) == CGRect(x: 0, y: 5, width: 0, height: 0))
        }
        // A pan over a distance of 0, NaN or −10 (a view not laid out yet) drives nothing: progress stays 0 and
        // even a fast release cancels, with no start speed.
        for distance in [0, nan, -10] as [CGFloat] {
            var driver = Self.interactingDriver(distance: distance)
            #expect(driver.progress == 0)
            #expect(
                driver.gestureEnded(translation: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 5_000, y: 0)) == [
                    .cancel(initialVelocity: 0)
                ])
        }
    }

    @Test("a missing source view: the reveal grows from the container's centre; a missing from- or to-view takes no part")
    func missingSourceView() {
        // Centre (187.5, 406); the covering radius is the distance to a corner: √(187.5² + 406²) = 447.2049…
        let radius = (187.5 * 187.5 + 406 * 406 as CGFloat).squareRoot()
        for origin in [
            RevealOrigin.sourceFrame(nil), .sourceFrame(.zero), .sourceFrame(CGRect(x: 900, y: 900, width: 44, height: 44)),
            .sourceFrame(CGRect(x: nan, y: 0, width: 44, height: 44)), .point(CGPoint(x: inf, y: 0)),
        ] {
            let circles = CircularReveal(containerBounds: Self.screen, origin: origin).circles(for: .present)
            #expect(circles.start == CircularReveal.Circle(center: CGPoint(x: 187.5, y: 406), radius: 0), "\(origin)")
            #expect(circles.end.center == CGPoint(x: 187.5, y: 406) && approximately(circles.end.radius, radius), "\(origin)")
        }
        // No from-view and no to-view (a custom presentation's present and dismiss, or both missing): the plan
        // moves only what exists and inserts nothing that is missing.
        let empty = TransitionScene(containerBounds: Self.screen, fromView: nil, toView: nil)
        for style in [TransitionStyle.slide, .fade, .scale, .cover(edge: .bottom), .circularReveal(.sourceFrame(nil))] {
            for operation in TransitionOperation.allCases {
                let plan = TransitionPlan(style: style, operation: operation, scene: empty)
                #expect(plan[.fromView] == nil && plan[.toView] == nil)
                #expect(
                    !plan.setupCommands.contains(.insert(.toView, .top))
                        && !plan.setupCommands.contains(.insert(.toView, .bottom)))
            }
        }
    }

    @Test("an empty navigation stack: the proxy installs, nothing can be swiped back, an owner on its way attaches")
    func emptyNavigationStack() {
        typealias State = NavigationProxyState<String, String, String>
        let empty = NavigationSnapshot<String, String>(
            stack: [], current: .app("a"), topHasCustomTransition: false,
            isTransitionRunning: false, systemPopGestureEnabled: true)
        var state = State()
        #expect(
            state.install(owner: nil, empty) == [.adoptCurrentAndAssignProxy(displacing: true), .takeSystemBackGestureDelegates])
        #expect(state.phase == .installed && state.original == "a")
        #expect(state.swipeBackDecision(Self.swipeBackRequest(stackCount: 0), systemPopGestureEnabled: true) == .nothingToPop)
        #expect(
            !SwipeBackGate.receivesTouch(
                atX: 10, containerWidth: 375, layoutDirection: .leftToRight, top: nil, isSwipeBackSettling: false))
        var owned = State()
        #expect(
            owned.install(owner: "feature", empty) == [
                .adoptCurrentAndAssignProxy(displacing: true), .keepOwner, .takeSystemBackGestureDelegates,
            ])
        // UIKit's own recognizers get no pop either, whatever their chained delegate says.
        let uikits = SystemBackGestureRequest(
            gesture: .content, stackCount: 0, isTransitionRunning: false,
            top: SwipeBackScreen(hasCustomTransition: false, area: nil), isLibraryPanActive: false)
        #expect(state.systemBackGestureDecision(uikits, chained: .other(answer: true)) == .nothingToPop)
        #expect(owned.phase == .installed && owned.lifecycle.isOwnerPending)
        var afterwards = empty
        afterwards.current = .proxy
        #expect(owned.didShow(afterwards) == [.abandonUnstartedSwipeBack], "an owner that has not arrived has not left")
        #expect(owned.phase == .installed)
    }

    @Test(
        "a push, a present or a gesture during a running transition: swipe back and user dismissals are refused, a layout change waits"
    )
    func duringARunningTransition() {
        #expect(
            SwipeBackGate.decision(for: Self.swipeBackRequest(running: true), isEnabledByApp: true, isInstalled: true)
                == .transitionRunning)
        // While presenting: no user dismissal (no delegate message, the delegate is not asked), no dismiss pan;
        // a new layout applies when the presentation ends.
        var presenting = PresentationSession(layout: .sheet(.init(detents: [.points(300)])), dismissal: .all)
        _ = presenting.presentationWillBegin(layoutDirection: .leftToRight)
        var asked = 0
        for gesture in PresentationSession.UserGesture.allCases {
            let answer = presenting.userDismissal(gesture, presented: HeadlessViewController("p", frame: .zero)) {
                asked += 1
                return true
            }
            #expect(answer == [])
        }
        #expect(asked == 0)
        #expect(!presenting.shouldBeginDismissPan(motion: .down, scrollViews: [], layoutDirection: .leftToRight, settling: nil))
        #expect(presenting.setLayout(.sheet(.init(detents: [.points(500)])), animated: true, isReduceMotionEnabled: false) == [])
        #expect(presenting.presentationDidEnd(completed: true).contains(.layoutContainer(.none)))
        // A dismissal UIKit begins while the presentation still runs is a dismissal: the dimming fades out.
        var early = PresentationSession(layout: .sheet(.init(detents: [.points(300)])), dismissal: .all)
        _ = early.presentationWillBegin(layoutDirection: .leftToRight)
        #expect(early.dismissalWillBegin() == [.animateDimmingAlongsideTransition(to: 0)])
        #expect(early.phase == .dismissing)
        // A second tap while the first one's dismissal is pending is ignored.
        var session = Self.presented()
        let first = session.userDismissal(.tapOnDimming, presented: HeadlessViewController("p", frame: .zero)) { nil }
        #expect(first == [.dismiss])
        let second = session.userDismissal(.tapOnDimming, presented: HeadlessViewController("p", frame: .zero)) { nil }
        #expect(second == [])
        // An animation controller asked for a second transition while the first runs builds it anew.
        var lifecycle = AnimatorLifecycle<Int>()
        #expect(lifecycle.animatorRequested(for: 1) == .start)
        #expect(lifecycle.animatorRequested(for: 1) == .reuse)
        #expect(lifecycle.animatorRequested(for: 2) == .start)
        #expect(lifecycle.animatorRequested(for: 1) == .start, "the first transition is forgotten")
        // A second pan while one drives the transition is ignored.
        var driver = Self.interactingDriver()
        #expect(driver.gestureBegan(distance: 375, animator: nil) == [])
        #expect(driver.progress == 100 / 375 as CGFloat)
    }

    @Test("a dismiss while not presented: user gestures are ignored, callbacks out of turn change nothing")
    func dismissWhileNotPresented() {
        var fresh = PresentationSession(layout: .card(size: CGSize(width: 300, height: 400)), dismissal: .all)
        #expect(fresh.dismissalWillBegin() == [])
        #expect(fresh.dismissalDidEnd(completed: false) == [])
        #expect(fresh.phase == .initial, "a cancelled dismissal it never had does not make it presented")
        for gesture in PresentationSession.UserGesture.allCases {
            let answer = fresh.userDismissal(gesture, presented: HeadlessViewController("p", frame: .zero)) { true }
            #expect(answer == [])
        }
        let began = fresh.dismissRequestReturned(isBeingDismissed: false)
        #expect(!began)
        // After a dismissal: a late tap on the fading dimming view, a second dismissal's callbacks.
        var dismissed = Self.presented()
        _ = dismissed.dismissalWillBegin()
        _ = dismissed.dismissalDidEnd(completed: true)
        let answer = dismissed.userDismissal(.tapOnDimming, presented: HeadlessViewController("p", frame: .zero)) { true }
        #expect(answer == [])
        #expect(dismissed.dismissalWillBegin() == [])
        #expect(dismissed.dismissalDidEnd(completed: false) == [])
        #expect(dismissed.phase == .dismissed)
        #expect(
            !dismissed.shouldBeginDismissPan(motion: .down, scrollViews: [], layoutDirection: .leftToRight, settling: .finish))
        #expect(dismissed.containerWillLayout(PresentationContainer(bounds: Self.screen)) == [.setDimmingFrame(Self.screen)])
        // A zoom dismissal with no gesture and no transition: a lift, a cancel or an end of transition does nothing.
        var zoom = ZoomInteractionSession(tracker: ZoomGestureTracker(containerSize: CGSize(width: 375, height: 812)))
        #expect(zoom.gestureEnded(ZoomFingers(location: Self.home), velocity: CGPoint(x: 0, y: 3_000)) == [])
        #expect(zoom.gestureCancelled() == [])
        #expect(zoom.transitionStarted() == [])
        #expect(zoom.transitionCompleted(finished: true) == [])
        #expect(zoom.phase == .idle)
    }

    @Test(
        "a zero, negative or NaN duration: 0 seconds (the transition jumps to its end); a spring's response is clamped to 0.01…10 s"
    )
    func durations() {
        for duration in [0, -1, .nan, .infinity, -.infinity] as [TimeInterval] {
            let timing = TransitionTiming.curve(.easeInOut, duration: duration)
            #expect(timing.duration == 0, "\(duration)")
            #expect(timing.progress(at: 0.001) == 1, "\(duration)")
            #expect(timing.progress(at: -1) == 0, "\(duration)")
            let plan = TransitionPlan(
                style: .slide, operation: .push,
                scene: TransitionScene(
                    containerBounds: Self.screen,
                    fromView: ParticipantGeometry(frame: Self.screen), toView: ParticipantGeometry(frame: Self.screen)),
                timing: timing)
            #expect(plan.timing.duration == 0)
        }
        #expect(SpringCurve(dampingRatio: nan, response: 0) == SpringCurve(dampingRatio: 1, response: 0.01))
        #expect(SpringCurve(dampingRatio: -3, response: -1) == SpringCurve(dampingRatio: 0.05, response: 0.01))
        #expect(SpringCurve(response: nan).response == 0.35)
        // The shortest spring (ω = 2π / 0.01) settles within 0.001 after 4 steps of 1/240 s: e^(−10.47) × 11.47 < 0.001.
        #expect(approximately(TransitionTiming.spring(SpringCurve(response: 0)).duration, 4.0 / 240, tolerance: 1e-9))
    }

    // MARK: Zoom, carousel and reorder

    /// The browser's photo centre on a 375 × 812 screen: the pose's home.
    static let home = CGPoint(x: 187.5, y: 406)

    static func grip(_ gesture: ZoomDismissalGesture, scale: CGFloat = 1, location: CGPoint = home) -> ZoomGrip {
        ZoomGrip(gesture: gesture, fingers: ZoomFingers(location: location, scale: scale), homeCenter: home, pose: .home)
    }

    /// A 7-item horizontal carousel: 250 × 200 items 10 apart in 375 × 300 bounds. Padding (375 − 250) / 2 =
    /// 62.5, stride 260: item i is centred at offset 62.5 + 260·i + 125 − 187.5 = 260·i.
    static func carousel(itemCount: Int) -> CarouselGeometry {
        CarouselGeometry(
            itemSize: CGSize(width: 250, height: 200), spacing: 10, axis: .horizontal,
            viewportSize: CGSize(width: 375, height: 300), itemCount: itemCount)
    }

    @Test("zoom and carousel velocities: NaN counts as 0, infinities are clamped (20,000 pt/s, 50 scales/s, 50 pt/ms)")
    func zoomAndCarouselVelocities() {
        #expect(
            ZoomPoseVelocity(offset: CGPoint(x: nan, y: inf), scale: -inf)
                == ZoomPoseVelocity(offset: CGPoint(x: 0, y: 20_000), scale: -50))
        let tracker = ZoomGestureTracker(containerSize: CGSize(width: 375, height: 812))
        // A NaN release velocity projects nothing: the photo at home cancels.
        let still = tracker.release(pose: .home, velocity: ZoomPoseVelocity(offset: CGPoint(x: nan, y: nan), scale: nan))
        #expect(still.completion == .cancel && still.progress == 0 && still.velocity == .zero)
        // +∞ down: 20,000 × 0.499 s = 9,980 points projected, over the 406-point distance: progress 1, finishes.
        let flick = tracker.release(pose: .home, velocity: ZoomPoseVelocity(offset: CGPoint(x: 0, y: inf), scale: 0))
        #expect(flick.completion == .finish && flick.progress == 0)
        // The fingers' velocity into a pose velocity: NaN is 0.
        #expect(
            tracker.velocity(
                for: ZoomFingers(location: Self.home), velocity: CGPoint(x: nan, y: nan), scaleVelocity: nan,
                grip: Self.grip(.pinch)) == .zero)
        // A carousel released on item 3 (offset 800, 20 points past its centre at 780).
        var state = CarouselState()
        _ = state.prepare(geometry: Self.carousel(itemCount: 7), contentOffset: CGPoint(x: 780, y: 0), isDragging: false)
        _ = state.prepare(geometry: Self.carousel(itemCount: 7), contentOffset: CGPoint(x: 800, y: 0), isDragging: true)
        var nanState = state
        // NaN velocity and a NaN proposal: no projection, the nearest item (3) at 780.
        #expect(
            nanState.release(
                CarouselRelease(
                    currentOffset: CGPoint(x: 800, y: 0), proposedOffset: CGPoint(x: nan, y: 0),
                    velocity: CGPoint(x: nan, y: 0))) == CGPoint(x: 780, y: 0))
        // +∞: 50 pt/ms, projected 800 + 50 × 0.998 / 0.002 = 25,750, clamped to the last item (6) at 1,560; paging
        // (one item per flick) stops at item 4, at 1,040.
        var fast = state
        #expect(
            fast.release(
                CarouselRelease(
                    currentOffset: CGPoint(x: 800, y: 0), proposedOffset: CGPoint(x: inf, y: 0),
                    velocity: CGPoint(x: inf, y: 0))) == CGPoint(x: 1_560, y: 0))
        var paging = state
        #expect(
            paging.release(
                CarouselRelease(
                    currentOffset: CGPoint(x: 800, y: 0), proposedOffset: CGPoint(x: inf, y: 0),
                    velocity: CGPoint(x: inf, y: 0), maximumItemsPerFlick: 1)) == CGPoint(x: 1_040, y: 0))
    }

    @Test("pinch scales: NaN or infinite is no change, zero or negative is the smallest scale (0.1); a pose's NaN scale is 1")
    func zoomScales() {
        let tracker = ZoomGestureTracker(containerSize: CGSize(width: 375, height: 812))
        let grip = Self.grip(.pinch)
        for scale in [nan, inf, -inf] {
            #expect(tracker.pose(for: ZoomFingers(location: Self.home, scale: scale), grip: grip) == .home, "\(scale)")
        }
        // Fingers closed (0) or crossed (−2): the smallest scale, 0.1; progress (1 − 0.1) / 0.5 clamps to 1.
        for scale in [0, -2] as [CGFloat] {
            let pose = tracker.pose(for: ZoomFingers(location: Self.home, scale: scale), grip: grip)
            #expect(pose == ZoomPose(offset: .zero, scale: 0.1), "\(scale)")
            #expect(tracker.progress(of: pose) == 1)
        }
        // A grip whose scale is NaN, 0 or negative counts as 1: the fingers at 0.5 give a photo at half size.
        for scale in [nan, 0, -1] {
            #expect(
                tracker.pose(for: ZoomFingers(location: Self.home, scale: 0.5), grip: Self.grip(.pinch, scale: scale)).scale
                    == 0.5)
        }
        // A grip at a NaN location is held at the photo's centre.
        #expect(Self.grip(.drag, location: CGPoint(x: nan, y: inf)).anchor == .zero)
        #expect(ZoomPose(offset: CGPoint(x: nan, y: inf), scale: nan) == .home)
        #expect(ZoomPose(offset: .zero, scale: -3).scale == 0)
        // Above full size a pinch resists: 1 + 0.5 × 9 / 9.5 = 1.4737 for fingers at 10, never above 1.5.
        let resisted = tracker.pose(for: ZoomFingers(location: Self.home, scale: 10), grip: grip).scale
        let expected: CGFloat = 1 + 4.5 / 9.5
        #expect(approximately(resisted, expected, tolerance: 1e-12), "\(resisted)")
    }

    @Test("zoom and carousel sizes: a NaN or negative container height drags without progress; carousel lengths count as 0")
    func zoomAndCarouselSizes() {
        for height in [nan, -812, inf] {
            let tracker = ZoomGestureTracker(containerSize: CGSize(width: 375, height: height))
            #expect(tracker.distance == 0, "\(height)")
            // A drag 100 points down moves the photo without shrinking it; only a scale would count toward progress.
            let pose = tracker.pose(for: ZoomFingers(location: CGPoint(x: 187.5, y: 506)), grip: Self.grip(.drag))
            #expect(pose == ZoomPose(offset: CGPoint(x: 0, y: 100), scale: 1))
            #expect(tracker.progress(of: pose) == 0)
        }
        // NaN and negative lengths count as 0, an infinite one too; a negative count is 0 items.
        let broken = CarouselGeometry(
            itemSize: CGSize(width: nan, height: -200), spacing: -10, axis: .horizontal,
            viewportSize: CGSize(width: inf, height: 300), itemCount: -3)
        #expect(broken.itemSize == .zero && broken.spacing == 0 && broken.viewportSize == CGSize(width: 0, height: 300))
        #expect(broken.itemCount == 0 && broken.contentSize == .zero)
        #expect(broken.items(in: CGRect(x: 0, y: 0, width: 375, height: 300)).isEmpty)
        // Items without length (0 wide, no spacing) have no stride: every offset is item 0's position.
        let flat = CarouselGeometry(
            itemSize: CGSize(width: 0, height: 200), spacing: 0, axis: .horizontal,
            viewportSize: CGSize(width: 375, height: 300), itemCount: 5)
        #expect(flat.position(atForwardOffset: 500) == 0)
        #expect(flat.nearestItem(to: CGPoint(x: 500, y: 0)) == 0)
        #expect(flat.items(in: CGRect(x: 0, y: 0, width: 375, height: 300)).isEmpty)
    }

    @Test(
        "a missing source view or image: the photo fades and shrinks toward the centre; without an image the photo is the screen")
    func missingZoomSourceOrImage() {
        let image = CGSize(width: 3_000, height: 2_000)
        func dismissal(image: CGSize, source: ZoomSourceMeasurement?) -> ZoomPlan {
            ZoomPlan(
                scene: ZoomScene(
                    operation: .dismiss, containerBounds: Self.screen, fromView: ParticipantGeometry(frame: Self.screen),
                    toView: nil, imageSize: image, photo: nil, source: source))
        }
        // The photo aspect-fit in 375 × 812: 375 × 250 at y 281. Without a usable thumbnail it ends at half its
        // size around the container's centre (187.5, 406): (93.75, 343.5, 187.5, 125), transparent.
        let photo = CGRect(x: 0, y: 281, width: 375, height: 250)
        let fallback = ZoomEndpoint(
            clipFrame: CGRect(x: 93.75, y: 343.5, width: 187.5, height: 125),
            imageFrame: CGRect(x: 93.75, y: 343.5, width: 187.5, height: 125), alpha: 0)
        let thumbnail = CGRect(x: 20, y: 300, width: 100, height: 100)
        let unusable: [ZoomSourceMeasurement?] = [
            nil, // the provider returned nil (a deleted photo)
            ZoomSourceMeasurement(frame: thumbnail, visibleRect: Self.screen, isInWindow: false), // a cell being reused
            ZoomSourceMeasurement(frame: CGRect(x: nan, y: 300, width: 100, height: 100), visibleRect: Self.screen),
            ZoomSourceMeasurement(frame: CGRect(x: 20, y: 300, width: 0, height: 100), visibleRect: Self.screen),
            // scrolled away
            ZoomSourceMeasurement(frame: CGRect(x: 20, y: 900, width: 100, height: 100), visibleRect: Self.screen),
        ]
        for source in unusable {
            let plan = dismissal(image: image, source: source)
            #expect(plan.flight?.start == ZoomEndpoint(clipFrame: photo, imageFrame: photo), "\(String(describing: source))")
            #expect(plan.flight?.end == fallback, "\(String(describing: source))")
            #expect(plan.flight?.hasSource == false)
        }
        // No source view: nothing is hidden, so nothing is restored; a source out of the window is still
        // hidden and gets its alpha back.
        #expect(dismissal(image: image, source: nil).sourceAlpha == nil)
        #expect(dismissal(image: image, source: unusable[1]).sourceAlpha == 1)
        // No image (no image view, no snapshot: a size of zero or NaN): the photo end is the zoomed screen's frame,
        // and the thumbnail draws "the image" as its own frame.
        for missing in [CGSize.zero, CGSize(width: nan, height: 2_000), CGSize(width: -3_000, height: 2_000)] {
            let plan = dismissal(image: missing, source: ZoomSourceMeasurement(frame: thumbnail, visibleRect: Self.screen))
            #expect(plan.flight?.start == ZoomEndpoint(clipFrame: Self.screen, imageFrame: Self.screen), "\(missing)")
            #expect(plan.flight?.end == ZoomEndpoint(clipFrame: thumbnail, imageFrame: thumbnail), "\(missing)")
        }
    }

    @Test("a reorder onto a fixed item: the proposal stops just before it; a fixed item cannot be lifted; a reload cancels")
    func reorderOntoAFixedItem() {
        let fixed: (Int) -> Bool = { $0 == 2 }
        var drag = ReorderDrag()
        let counts = ReorderTests.Counts([6])
        #expect(drag.began(item: 2, section: 0, in: counts, isFixed: fixed) == nil, "a fixed item does not lift")
        #expect(drag.began(item: 9, section: 0, in: counts, isFixed: fixed) == nil, "no such item")
        #expect(drag.began(item: -1, section: 0, in: counts, isFixed: fixed) == nil)
        #expect(drag.began(item: 0, section: 1, in: counts, isFixed: fixed) == nil, "no such section")
        #expect(drag.began(item: 0, section: 0, in: counts, isFixed: fixed) == .begin(item: 0))
        // Over the fixed item 2, and past it over 4: item 0 stops at index 1, just before the fixed one.
        #expect(drag.moved(over: 2, in: counts, isFixed: fixed) == .moveTarget(to: 1))
        #expect(drag.moved(over: 4, in: counts, isFixed: fixed) == nil, "the proposal did not change")
        #expect(drag.ended(in: counts) == .end(at: 1, committing: ReorderMove(source: 0, destination: 1)))
        // The app reloads under the finger (5 items now): the drag is cancelled, nothing is committed, and
        // no index path of the drag is used again.
        _ = drag.began(item: 4, section: 0, in: counts, isFixed: fixed)
        counts.items = [5]
        #expect(drag.moved(over: 3, in: counts, isFixed: fixed) == .cancel(returningTo: nil))
        // A finger at a NaN point is over no slot.
        #expect(
            ReorderTargeting.index(at: CGPoint(x: nan, y: 10), slots: [(0, CGRect(x: 0, y: 0, width: 80, height: 80))]) == nil)
    }

    @Test(
        "a carousel with zero items: no content, no current item, a release or a scroll answers nil; items that come back are centred"
    )
    func carouselWithZeroItems() {
        let empty = Self.carousel(itemCount: 0)
        #expect(empty.contentSize == .zero)
        #expect(empty.items(in: CGRect(x: 0, y: 0, width: 375, height: 300)).isEmpty)
        #expect(empty.nearestItem(to: .zero) == nil)
        #expect(empty.contentOffset(centringItem: 0, crossOffset: 0) == nil)
        var state = CarouselState()
        #expect(state.prepare(geometry: empty, contentOffset: .zero, isDragging: false) == nil)
        #expect(state.currentItem == nil)
        #expect(
            state.release(
                CarouselRelease(currentOffset: .zero, proposedOffset: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 1, y: 0)))
                == nil)
        #expect(state.restingOffset(proposed: CGPoint(x: 12, y: 0)) == CGPoint(x: 12, y: 0))
        // Scrolled to item 3 while empty: remembered, and centred (at 3 × 260 = 780) when 7 items arrive.
        #expect(state.scroll(toItem: 3, crossOffset: 0) == nil)
        #expect(
            state.prepare(geometry: Self.carousel(itemCount: 7), contentOffset: .zero, isDragging: false) == CGPoint(x: 780, y: 0)
        )
        #expect(state.currentItem == 3)
        // Reloaded to empty and back: the item is kept.
        #expect(state.prepare(geometry: empty, contentOffset: CGPoint(x: 780, y: 0), isDragging: false) == nil)
        #expect(
            state.prepare(geometry: Self.carousel(itemCount: 7), contentOffset: .zero, isDragging: false) == CGPoint(x: 780, y: 0)
        )
    }
}
