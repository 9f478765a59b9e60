import Foundation
@testable import NavTransitions
import Testing

/// Issue 37's classes in the rooms Presentation, Sheet, Interaction and Navigation: the rows of a guard over a
/// measured or app-supplied value (NaN, ±infinity, zero, negative, exactly at the limit) and of an index check
/// (0, count − 1, count) that no test tried. Each row named "at the limit" fails with its guard's comparison
/// flipped (`>` to `>=`, `<` to `<=`, `&&` to `||`), checked by hand.
@Suite("Boundaries of guards over measured values and indices")
struct GuardBoundaryTests {
    static let phone = PresentationContainer(
        bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeArea: EdgeInsets(top: 47, bottom: 34))

    // MARK: Presentation: the circular reveal's source

    @Test(
        "a source frame with no width or no height is unusable: the reveal grows from the centre",
        arguments: [
            CGRect(x: 20, y: 700, width: 60, height: 0),
            CGRect(x: 20, y: 700, width: 0, height: 40),
            CGRect(x: 20, y: 700, width: 0, height: 0),
        ])
    func revealFromEmptySource(source: CGRect) {
        let circles = CircularReveal(containerBounds: CGRect(x: 0, y: 0, width: 375, height: 812), origin: .sourceFrame(source))
            .circles(for: .present)
        #expect(circles.start == CircularReveal.Circle(center: CGPoint(x: 187.5, y: 406), radius: 0))
    }

    // MARK: Presentation: the keyboard

    @Test(
        "a keyboard with no height or no width covers nothing, even where a sliver of it would reach the bottom",
        arguments: [
            // No height, half a point above the bottom edge: within the docked tolerance, spanning the width.
            (CGRect(x: 0, y: 811.5, width: 375, height: 0), CGRect(x: 0, y: 0, width: 375, height: 812)),
            // No width, in a container one point wide: within the tolerance of both of its sides.
            (CGRect(x: 0.5, y: 476, width: 0, height: 336), CGRect(x: 0, y: 0, width: 1, height: 812)),
        ] as [(CGRect, CGRect)])
    func emptyKeyboard(keyboard: CGRect, container: CGRect) {
        #expect(PresentationKeyboard.overlap(keyboardFrame: keyboard, containerBounds: container) == 0)
    }

    @Test("a keyboard half a point tall at the bottom covers half a point: the smallest overlap counts")
    func thinKeyboard() {
        let container = CGRect(x: 0, y: 0, width: 375, height: 812)
        #expect(
            PresentationKeyboard.overlap(
                keyboardFrame: CGRect(x: 0, y: 811.5, width: 375, height: 0.5), containerBounds: container) == 0.5)
    }

    @Test(
        "no overlap leaves a card where it rests, even one resting below the centre the keyboard would move it to",
        arguments: [
            CGFloat(0), -0.0, -1, .nan, -.infinity,
        ])
    func noOverlapLeavesCard(overlap: CGFloat) {
        let bounds = Self.phone.bounds, safeArea = Self.phone.safeArea
        // A card the app placed low: with any overlap, centring above the keyboard would move it up.
        let resting = CGRect(x: 27.5, y: 600, width: 320, height: 100)
        let placement = PresentationKeyboard.placement(
            restingFrame: resting, anchor: .center, containerBounds: bounds,
            safeArea: safeArea, overlap: overlap)
        #expect(placement == PresentationKeyboard.Placement(frame: resting))
        // A frame that reaches below the container is covered by nothing either.
        let low = CGRect(x: 0, y: 700, width: 375, height: 200)
        #expect(PresentationKeyboard.coveredInsets(of: low, anchor: .bottom, containerBounds: bounds, overlap: overlap) == .zero)
    }

    @Test("the smallest overlap moves a low card up and insets a frame that reaches below the container")
    func smallestOverlap() {
        let bounds = Self.phone.bounds, safeArea = Self.phone.safeArea
        let resting = CGRect(x: 27.5, y: 600, width: 320, height: 100)
        let placement = PresentationKeyboard.placement(
            restingFrame: resting, anchor: .center, containerBounds: bounds,
            safeArea: safeArea, overlap: 0.5)
        // Centred in the safe area above the keyboard, 47...min(778, 811.5): (47 + 778) / 2 − 50 = 362.5.
        #expect(placement.frame == CGRect(x: 27.5, y: 362.5, width: 320, height: 100))
        // 900 − (812 − 0.5) = 88.5 of the frame is below the keyboard's top.
        let low = CGRect(x: 0, y: 700, width: 375, height: 200)
        #expect(
            PresentationKeyboard.coveredInsets(of: low, anchor: .bottom, containerBounds: bounds, overlap: 0.5)
                == EdgeInsets(bottom: 88.5))
    }

    // MARK: Presentation: a card grown to its content

    @Test(
        "a card grows to a measured height; a card of no height, and a height that is not finite and positive, change nothing",
        arguments: [
            (CGSize(width: 300, height: 400), CGFloat(500), CGSize(width: 300, height: 500)),
            (CGSize(width: 300, height: 400), 300, CGSize(width: 300, height: 400)),
            (CGSize(width: 300, height: 400), .leastNonzeroMagnitude, CGSize(width: 300, height: 400)),
            (CGSize(width: 300, height: 400), 0, CGSize(width: 300, height: 400)),
            (CGSize(width: 300, height: 400), -500, CGSize(width: 300, height: 400)),
            (CGSize(width: 300, height: 400), .nan, CGSize(width: 300, height: 400)),
            (CGSize(width: 300, height: 400), .infinity, CGSize(width: 300, height: 400)),
            (CGSize(width: 300, height: 400), -.infinity, CGSize(width: 300, height: 400)),
            // A card of no height already takes the whole extent: it stays one.
            (CGSize(width: 300, height: 0), 500, CGSize(width: 300, height: 0)),
            (CGSize(width: 300, height: -10), 500, CGSize(width: 300, height: -10)),
            (CGSize(width: 300, height: 0.5), 500, CGSize(width: 300, height: 500)),
        ] as [(CGSize, CGFloat, CGSize)])
    func cardGrown(size: CGSize, height: CGFloat, expected: CGSize) {
        #expect(
            PresentationLayout.card(size: size).grown(toPresentedHeight: height, safeArea: Self.phone.safeArea)
                == .card(size: expected))
    }

    @Test("a card in an empty container is measured at no width: none is asked for")
    func measuringWidthInEmptyContainer() {
        var session = PresentationSession(layout: .card(size: CGSize(width: 300, height: 400)), dismissal: .all)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight)
        _ = session.presentationDidEnd(completed: true)
        #expect(session.measuringWidth(in: PresentationContainer(bounds: .zero, safeArea: EdgeInsets())) == nil)
        #expect(session.measuringWidth(in: Self.phone) == 300)
    }

    // MARK: Sheet: the preferred content height of a .fitting detent

    static func restingFittingSheet(_ detents: [PresentationLayout.SheetDetent] = [.fitting, .large]) -> PresentationSession {
        var session = PresentationSession(layout: .sheet(.init(detents: detents)), dismissal: .all)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight, container: phone)
        _ = session.presentationDidEnd(completed: true)
        _ = session.containerWillLayout(phone)
        return session
    }

    @Test(
        "a preferred content height that is not finite and positive is not used: the view is measured",
        arguments: [
            CGFloat.nan, .infinity, -.infinity, 0, -0.0, -5, -.greatestFiniteMagnitude,
        ])
    func preferredHeightUnusable(preferred: CGFloat) {
        #expect(Self.restingFittingSheet().fittingContentHeight(preferredContentHeight: preferred) == .measure)
    }

    @Test(
        "the smallest positive preferred content heights are used as they are",
        arguments: [
            CGFloat.leastNonzeroMagnitude, 0.5, 300, 5_000,
        ])
    func preferredHeightUsed(preferred: CGFloat) {
        #expect(Self.restingFittingSheet().fittingContentHeight(preferredContentHeight: preferred) == .known(preferred))
        // Without a .fitting detent nothing is measured, whatever the preferred height.
        #expect(
            Self.restingFittingSheet([.medium, .large]).fittingContentHeight(preferredContentHeight: preferred) == .known(nil))
    }

    // MARK: Sheet: the dismissal a release hands off

    /// A sheet at .medium (its frame y 412.5, height 399.5 on the phone) dragged down by `translation` and
    /// released at `velocity` points per second: the hand-off action, if the release dismisses.
    static func releasedToDismiss(
        translation: CGFloat, velocity: CGFloat
    ) -> (distance: CGFloat, progress: CGFloat, initialVelocity: CGFloat)? {
        var session = PresentationSession(layout: .sheet(.init(detents: [.medium, .large])), dismissal: .all)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight, container: phone)
        _ = session.presentationDidEnd(completed: true)
        _ = session.containerWillLayout(phone)
        var event = PresentationPanEvent(
            translation: .zero, velocity: CGPoint(x: 0, y: 500), container: phone,
            trackedScrollView: nil, dismissProgress: 0)
        _ = session.pan(
            .began, event,
            beginning: PresentationPanBeginning(
                location: CGPoint(x: 100, y: 100), scrollViews: [],
                presentedFrame: CGRect(x: 0, y: 412.5, width: 375, height: 399.5),
                onScreenFrame: nil, settling: nil, isModalInPresentation: false))
        event.translation = CGPoint(x: 0, y: translation)
        _ = session.pan(.changed, event, beginning: nil)
        event.velocity = CGPoint(x: 0, y: velocity)
        for action in session.pan(.ended, event, beginning: nil) {
            if case let .finishInteractionAtOnce(distance, progress, initialVelocity) = action {
                return (distance, progress, initialVelocity)
            }
        }
        return nil
    }

    @Test(
        "a sheet let go toward a dismissal hands it the finger's speed over what remains of the way; none under half a point",
        arguments: [
            // Dragged 100 points down from .medium's 399.5: the dismissal starts where the sheet is, 299.5 points from
            // the bottom edge: 3000 / 299.5.
            (CGFloat(100), CGFloat(3_000), CGFloat(299.5), CGFloat(3_000) / 299.5),
            // Exactly half a point from the edge: 10 / 0.5; a quarter point: no velocity.
            (399, 10, 0.5, 20),
            (399.25, 10, 0.25, 0),
        ] as [(CGFloat, CGFloat, CGFloat, CGFloat)])
    func dismissalHandOffFinite(translation: CGFloat, velocity: CGFloat, distance: CGFloat, initialVelocity: CGFloat) throws {
        let handOff = try #require(Self.releasedToDismiss(translation: translation, velocity: velocity))
        #expect(handOff.distance == distance)
        #expect(handOff.progress == 0)
        #expect(approximately(handOff.initialVelocity, initialVelocity, tolerance: 1e-9))
    }

    @Test(
        "a sheet flicked off at a speed that is not finite hands the dismissal no velocity",
        arguments: [
            (CGFloat(100), CGFloat.infinity),
            // NaN is no speed: the sheet dismisses only from where it is, nearer the bottom than .medium.
            (300, .nan),
        ] as [(CGFloat, CGFloat)])
    func dismissalHandOffNotFinite(translation: CGFloat, velocity: CGFloat) throws {
        let handOff = try #require(Self.releasedToDismiss(translation: translation, velocity: velocity))
        let remaining: CGFloat = 399.5 - translation
        #expect(handOff.distance == remaining)
        #expect(handOff.progress == 0)
        #expect(handOff.initialVelocity == 0)
    }

    // MARK: Sheet: detents within half a point

    @Test(
        "detents exactly half a point apart are one (the first listed kept); just over half a point, two",
        arguments: [
            ([PresentationLayout.SheetDetent.points(450.5), .medium], [CGFloat(500.5)]),
            ([.points(449.5), .medium], [499.5]),
            ([.medium, .points(450.5)], [500]),
            ([.points(450.75), .medium], [500, 500.75]),
        ] as [([PresentationLayout.SheetDetent], [CGFloat])])
    func duplicateAtSeparation(detents: [PresentationLayout.SheetDetent], heights: [CGFloat]) {
        #expect(ResolvedSheetDetents(detents, in: SheetFixture.container).heights == heights)
    }

    @Test(
        "a selected medium in a compact height rests on a detent exactly half a point below where it would be; not on one further down"
    )
    func inactiveSelectedAtSeparation() {
        // .medium would rest at 500 here; the detents below are kept apart from it because it is inactive.
        let atLimit = ResolvedSheetDetents([.points(449.5), .medium, .large], in: SheetFixture.compact)
        #expect(atLimit.heights == [499.5, 950])
        #expect(atLimit.index(ofSelected: .medium) == 0)
        let below = ResolvedSheetDetents([.points(449.25), .medium, .large], in: SheetFixture.compact)
        #expect(below.index(ofSelected: .medium) == 1)
    }

    @Test("an undimmed medium in a compact height leaves undimmed a detent exactly half a point above it; not one further up")
    func inactiveUndimmedAtSeparation() {
        let atLimit = ResolvedSheetDetents([.points(450.5), .medium, .large], in: SheetFixture.compact)
        #expect(atLimit.heights == [500.5, 950])
        #expect(atLimit.index(ofLargestUndimmed: .medium) == 0)
        let above = ResolvedSheetDetents([.points(450.75), .medium, .large], in: SheetFixture.compact)
        #expect(above.index(ofLargestUndimmed: .medium) == nil)
    }

    // MARK: Sheet and Interaction: half a point left to travel

    @Test(
        "a settle with exactly half a point to travel still gets the finger's speed; just under, none",
        arguments: [
            (CGFloat(10), CGFloat(0), CGFloat(0.5), CGFloat(20)),
            (10, 0.5, 0, -20),
            (10, 0, 0.25, 0),
            (-.infinity, 0, 100, 0),
            (100, 0, .infinity, 0),
            (100, -.infinity, 0, 0),
        ] as [(CGFloat, CGFloat, CGFloat, CGFloat)])
    func sheetHandOffAtLimit(speed: CGFloat, from: CGFloat, to: CGFloat, expected: CGFloat) {
        #expect(SheetRelease.initialVelocity(speed: speed, from: from, to: to) == expected)
    }

    @Test("a released transition with exactly half a point to go still gets the finger's speed")
    func trackerReleaseAtLimit() {
        // 256 points: 255.5 / 256 and 0.5 / 256 are exact, and so is the half point that remains.
        let tracker = InteractiveTransitionTracker(direction: .right, distance: 256)
        let finishing = tracker.release(translation: CGPoint(x: 255.5, y: 0), velocity: CGPoint(x: 5, y: 0))
        // 5 / 0.5 = 10 toward the finish.
        let nearEnd: CGFloat = 255.5 / 256, nearStart: CGFloat = 0.5 / 256
        #expect(finishing == InteractiveRelease(completion: .finish, progress: nearEnd, initialVelocity: 10))
        // Moving back at 5 pt/s: toward the cancel, 5 / 0.5 = 10.
        let cancelling = tracker.release(translation: CGPoint(x: 0.5, y: 0), velocity: CGPoint(x: -5, y: 0))
        #expect(cancelling == InteractiveRelease(completion: .cancel, progress: nearStart, initialVelocity: 10))
        let under = tracker.release(translation: CGPoint(x: 255.75, y: 0), velocity: CGPoint(x: 5, y: 0))
        #expect(under.initialVelocity == 0)
    }

    // MARK: Sheet: the list reaching its top exactly

    @Test("a list that reaches its top exactly keeps the finger until the finger moves on; then the sheet takes the movement")
    func listExactlyAtTop() {
        typealias Step = SheetDrag.Step
        var drag = SheetDrag(
            visibleHeight: 950, detents: SheetFixture.two, canDismiss: true, expandsWhenScrolledToEdge: true,
            sharesScrollView: true)
        // 10 points from its top: the list owns the first movement.
        #expect(
            drag.changed(translation: 30, scrollView: SheetFixture.list(y: 10))
                == Step(visibleHeight: 950, scrollViewOffset: nil, owner: .scrollView))
        #expect(
            drag.changed(translation: 40, scrollView: SheetFixture.list(y: 10))
                == Step(visibleHeight: 950, scrollViewOffset: nil, owner: .scrollView))
        // The list scrolled itself to exactly its top for that movement, and reports it: no further movement, no overshoot.
        #expect(
            drag.changed(translation: 40, scrollView: SheetFixture.list(y: 0))
                == Step(visibleHeight: 950, scrollViewOffset: nil, owner: .scrollView))
        // The finger moves on with the list at its top: the sheet takes those 10 points.
        let top = CGPoint(x: 0, y: 0)
        #expect(
            drag.changed(translation: 50, scrollView: SheetFixture.list(y: 0))
                == Step(visibleHeight: 940, scrollViewOffset: top, owner: .sheet))
    }

    // MARK: Sheet: the grabber's value at and past the ends

    @Test(
        "the grabber's value at index -1, 0, count − 1 and count",
        arguments: [
            (-1, 3, "Collapsed"), (0, 3, "Collapsed"), (1, 3, "Detent 2 of 3"), (2, 3, "Expanded"), (3, 3, "Expanded"),
            (0, 1, "Expanded"), (1, 1, "Expanded"), (0, 0, "Expanded"),
        ] as [(Int, Int, String)])
    func grabberValueIndices(index: Int, count: Int, text: String) {
        #expect(SheetAccessibilityText.grabberValue(index: index, count: count).english == text)
    }

    // MARK: Presentation: held scroll views whose pans never began

    /// A horizontal carousel: it cannot scroll vertically, so a sheet never shares its pan; the sheet holds it.
    static let carousel = ScrollViewState(
        contentOffset: .zero, contentSize: CGSize(width: 1_500, height: 120),
        boundsSize: CGSize(width: 375, height: 120))

    @Test(
        "held scroll views let go at the pan's end: those whose pan did not recognize the touch, by index; a missing entry has",
        arguments: [
            ([Bool](), [Int]()),
            ([false], [0]),
            ([true, false], [1]),
            ([true, true, false], [2]),
            ([false, true, false, false], [0, 2]),
            ([true, true, true], []),
        ] as [([Bool], [Int])])
    func heldScrollViewsLetGo(recognized: [Bool], letGo: [Int]) {
        var session = PresentationPanEntryTests.presentedSheet()
        let under: [ScrollViewState?] = [Self.carousel, Self.carousel, Self.carousel]
        var event = PresentationPanEvent(
            translation: .zero, velocity: CGPoint(x: 0, y: -500), container: Self.phone,
            trackedScrollView: nil, scrollViewsUnderFinger: under, dismissProgress: 0)
        let began = session.pan(
            .began, event,
            beginning: PresentationPanBeginning(
                location: CGPoint(x: 100, y: 100), scrollViews: under, presentedFrame: PresentationPanEntryTests.medium,
                onScreenFrame: nil, settling: nil, isModalInPresentation: false))
        #expect(!began.contains(.trackScrollView(.underFinger(0))))
        event.translation = CGPoint(x: 0, y: -40)
        let moved = session.pan(.changed, event, beginning: nil)
        #expect((0..<3).allSatisfy { moved.contains(.followScrollViewPan(.underFinger($0))) }, "all three held")
        event.scrollViewPansRecognized = recognized
        let ended = Array(session.pan(.ended, event, beginning: nil))
        let stopped = ended.compactMap { action -> Int? in
            if case let .stopFollowingHeldScrollViewPan(.underFinger(index)) = action { return index } else { return nil }
        }
        #expect(stopped == letGo)
        #expect(ended.last == .forgetTouch)
    }

    /// A sheet whose pan held three carousels and ended, each carousel's own pan still to end.
    static func holdingThree() -> PresentationSession {
        var session = PresentationPanEntryTests.presentedSheet()
        let under: [ScrollViewState?] = [carousel, carousel, carousel]
        var event = PresentationPanEvent(
            translation: .zero, velocity: CGPoint(x: 0, y: -500), container: phone,
            trackedScrollView: nil, scrollViewsUnderFinger: under, dismissProgress: 0)
        _ = session.pan(
            .began, event,
            beginning: PresentationPanBeginning(
                location: CGPoint(x: 100, y: 100), scrollViews: under, presentedFrame: PresentationPanEntryTests.medium,
                onScreenFrame: nil, settling: nil, isModalInPresentation: false))
        event.translation = CGPoint(x: 0, y: -40)
        _ = session.pan(.changed, event, beginning: nil)
        event.scrollViewPansRecognized = [true, true, true]
        _ = session.pan(.ended, event, beginning: nil)
        return session
    }

    @Test(
        "a held scroll view's pan that ends is pinned back when it is still among those under the finger: index 0, count − 1; not at count",
        arguments: [
            (0, 3, true), (2, 3, true), (2, 2, false), (1, 0, false),
        ] as [(Int, Int, Bool)])
    func heldScrollViewPanEnded(index: Int, statesCount: Int, pinned: Bool) {
        var session = Self.holdingThree()
        var moved = Self.carousel
        moved.contentOffset.x = 200
        let states = [ScrollViewState?](repeating: moved, count: statesCount)
        let ended = Array(session.heldScrollViewPan(.ended, index: index, states: states))
        let pin: [PresentationSession.Action] = pinned ? [.setScrollViewOffset(.underFinger(index), .zero)] : []
        #expect(ended == pin + [.stopFollowingHeldScrollViewPan(.underFinger(index))])
    }

    @Test(
        "a pan of a scroll view that was never held does nothing, past the end or before the start", arguments: [3, -1, Int.max])
    func unheldScrollViewPan(index: Int) {
        var session = Self.holdingThree()
        #expect(session.heldScrollViewPan(.ended, index: index, states: [Self.carousel, Self.carousel, Self.carousel]) == [])
    }

    @Test("a scroll view reference at -1 or past the end names none")
    func referenceOutOfRange() {
        let underFinger: [String?] = ["inner", "outer"]
        #expect(
            PresentationSession.ScrollViewReference.underFinger(-1).scrollView(tracked: "list", underFinger: underFinger) == nil)
        #expect(
            PresentationSession.ScrollViewReference.underFinger(1).scrollView(tracked: "list", underFinger: underFinger)
                == "outer")
        #expect(
            PresentationSession.ScrollViewReference.underFinger(2).scrollView(tracked: "list", underFinger: underFinger) == nil)
    }

    // MARK: Presentation and Sheet: where a touch came down, where a settling sheet shows

    @Test(
        "a recorded touch-down point with a coordinate that is not finite is not used: the location less the translation is",
        arguments: [
            CGPoint(x: 5, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 5), CGPoint(x: 5, y: -CGFloat.infinity),
            CGPoint(x: CGFloat.nan, y: CGFloat.nan),
        ])
    func touchDownRecordedNotFinite(recorded: CGPoint) {
        let location = PresentationSession.touchDownLocation(
            began: CGPoint(x: 100, y: 200), translation: CGPoint(x: 10, y: 20), recorded: recorded)
        #expect(location == CGPoint(x: 90, y: 180))
    }

    /// A sheet at .medium settling toward .large, grabbed by a touch whose on-screen frame is `onScreen`.
    static func grabSettlingSheet(onScreen: CGRect?) -> [PresentationSession.Action] {
        var session = PresentationPanEntryTests.presentedSheet()
        _ = session.setSelectedDetent(.large, animated: true, isReduceMotionEnabled: false)
        let event = PresentationPanEvent(
            translation: .zero, velocity: CGPoint(x: 0, y: 500), container: phone,
            trackedScrollView: nil, dismissProgress: 0)
        return Array(
            session.pan(
                .began, event,
                beginning: PresentationPanBeginning(
                    location: CGPoint(x: 100, y: 100), scrollViews: [], presentedFrame: PresentationPanEntryTests.medium,
                    onScreenFrame: onScreen, settling: nil, isModalInPresentation: false)))
    }

    @Test(
        "a settling sheet grabbed with an on-screen frame whose top is not finite is grabbed as with none",
        arguments: [
            CGFloat.nan, .infinity, -.infinity,
        ])
    func grabSettlingSheetNotFinite(top: CGFloat) {
        let unknown = Self.grabSettlingSheet(onScreen: nil)
        #expect(unknown.first == .stopSheetAnimation)
        #expect(Self.grabSettlingSheet(onScreen: CGRect(x: 0, y: top, width: 375, height: 600)) == unknown)
        // A finite top is where the touch holds it: 812 − 300.
        #expect(
            Self.grabSettlingSheet(onScreen: CGRect(x: 0, y: 300, width: 375, height: 600))
                .contains(.setPresentedFrame(CGRect(x: 0, y: 300, width: 375, height: 512))))
    }

    // MARK: Interaction: the dismissal's progress

    @Test(
        "a dismissal progress that is not above 0 is not dismissing; any above it, infinity included, is",
        arguments: [
            (CGFloat(0), false), (-0.0, false), (-0.1, false), (-.infinity, false), (.nan, false),
            (.leastNonzeroMagnitude, true), (1, true), (.infinity, true),
        ] as [(CGFloat, Bool)])
    func dismissProgress(progress: CGFloat, tracks: Bool) {
        // At the list's top, the finger moving up: only a dismissal in progress keeps tracking.
        let list = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: 0), contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 600))
        let decision = DismissPanGate(direction: .down).decision(scrollView: list, motion: .up, dismissProgress: progress)
        #expect(decision.tracksDismissal == tracks)
    }

    // MARK: Plans: a participant's frame from UIKit's answers

    @Test(
        "a context frame with no width or no height is no opinion: the view's current frame is used",
        arguments: [
            CGRect(x: 0, y: 0, width: 0, height: 812),
            CGRect(x: 0, y: 0, width: 375, height: 0),
            CGRect(x: 0, y: 0, width: -375, height: 0),
            CGRect(x: CGFloat.nan, y: 0, width: CGFloat.nan, height: 812),
        ])
    func participantContextFrame(context: CGRect) {
        let current = CGRect(x: 10, y: 20, width: 300, height: 400)
        let container = CGRect(x: 0, y: 0, width: 375, height: 812)
        #expect(ParticipantGeometry(contextFrame: context, currentFrame: current, containerBounds: container).frame == current)
    }

    // MARK: Navigation: the re-entrancy guard's depth

    @Test("a delegate call that returned leaves the proxy's state as it was; an end without a begin changes nothing")
    func balancedCallLeavesNoTrace() {
        let before = NavigationProxyStateTests.installed()
        var state = before
        #expect(state.delegateCallBegan(.willShow, NavigationProxyStateTests.snap(.proxy)) == (.handle, []))
        #expect(state != before, "in the call")
        state.delegateCallEnded(.willShow)
        #expect(state == before)
        state.delegateCallEnded(.didShow)
        #expect(state == before)
    }
}
