import Foundation
import Testing
@testable import NavTransitions

/// Rules moved out of the UIKit layer (issue 17): each is the decision an `if` used to make there.
@Suite("Presentation rules")
struct PresentationRulesTests {
    // MARK: The dismissal edge (issue 21, item 3)

    @Test(
        "the pan's edge: the app's choice, else the style's exit edge, else the layout's",
        arguments: [
            // chosen, style (nil: the app's own animation controller), layout, expected
            (TransitionEdge?.none, TransitionStyle?.some(.cover(edge: .top)), PresentationLayout.fullScreen, TransitionEdge.top),
            (nil, .slide, .fullScreen, .trailing),
            (nil, .fade, .fullScreen, .bottom),
            (nil, .scale, .card(size: CGSize(width: 300, height: 300)), .bottom),
            (nil, .circularReveal(.center), .sideMenu, .leading),
            (nil, nil, .sheet(.init(detents: [.points(300)])), .bottom),
            (nil, .planned(by: StillPlanner()), .fullScreen, .bottom), // a planned style names no edge
            (.trailing, .planned(by: StillPlanner()), .fullScreen, .trailing), // unless the app names one
            (.left, .cover(edge: .bottom), .sheet(.init(detents: [.points(300)])), .left), // the app's choice wins
        ] as [(TransitionEdge?, TransitionStyle?, PresentationLayout, TransitionEdge)])
    func dismissalEdge(chosen: TransitionEdge?, style: TransitionStyle?, layout: PresentationLayout, expected: TransitionEdge) {
        #expect(TransitionEdge.modalDismissal(chosen: chosen, style: style, layout: layout) == expected)
    }

    // MARK: The reveal's source frame

    @Test("a reveal's source: its frame while in a window, the remembered one while out of it, nil once freed")
    func revealSourceMemory() {
        var memory = RevealSourceMemory()
        #expect(memory.frameInWindow(isAlive: true, current: nil) == nil, "never seen in a window")
        let seen = CGRect(x: 300, y: 60, width: 44, height: 44)
        #expect(memory.frameInWindow(isAlive: true, current: seen) == seen)
        #expect(memory.frameInWindow(isAlive: true, current: nil) == seen, "out of the window (a full-screen presentation)")
        let moved = CGRect(x: 20, y: 60, width: 44, height: 44)
        #expect(memory.frameInWindow(isAlive: true, current: moved) == moved)
        #expect(memory.frameInWindow(isAlive: false, current: nil) == nil, "freed: the container's centre")
        #expect(memory.lastFrameInWindow == moved)
    }

    // MARK: The pan driver's vanished context

    @Test("a context that reads nil while the driver holds one is gone; a live one changes nothing")
    func transitionContextChecked() {
        var driver = PanInteractionDriver(direction: .down)
        _ = driver.gestureBegan(distance: 500, animator: nil)
        driver.animationControllerAssigned()
        _ = driver.beginTransitionReturned(started: true)
        _ = driver.transitionStarted()
        driver.transitionContextChecked(isAlive: true)
        #expect(driver.hasTransitionContext && driver.isInteractive)
        driver.transitionContextChecked(isAlive: false)
        #expect(!driver.hasTransitionContext && driver.session.phase == .idle)
        driver.transitionContextChecked(isAlive: false)
        #expect(driver.session.phase == .idle, "idle stays idle")
    }

    @Test("the driver tells how a released transition settles")
    func settlingCompletion() {
        var driver = PanInteractionDriver(direction: .down)
        #expect(driver.settlingCompletion == nil)
        _ = driver.gestureBegan(distance: 500, animator: nil)
        driver.animationControllerAssigned()
        _ = driver.beginTransitionReturned(started: true)
        _ = driver.transitionStarted()
        _ = driver.gestureChanged(translation: CGPoint(x: 0, y: 50))
        #expect(driver.settlingCompletion == nil, "held")
        _ = driver.gestureEnded(translation: CGPoint(x: 0, y: 50), velocity: .zero)
        #expect(driver.settlingCompletion == .cancel)
        driver.transitionEnded(finished: false)
        _ = driver.gestureBegan(distance: 500, animator: nil)
        driver.animationControllerAssigned()
        _ = driver.beginTransitionReturned(started: true)
        _ = driver.transitionStarted()
        _ = driver.gestureEnded(translation: CGPoint(x: 0, y: 400), velocity: CGPoint(x: 0, y: 2_000))
        #expect(driver.settlingCompletion == .finish)
    }

    @Test("only a non-nil animation controller is a vend signal")
    func vendSignal() {
        var driver = PanInteractionDriver(direction: .right)
        _ = driver.gestureBegan(distance: 375, animator: nil)
        driver.animationControllerChanged(isSet: false)
        #expect(driver.beginTransitionReturned(started: true) == [.checkVendingNextTurn], "cleared: not vended")
        var vended = PanInteractionDriver(direction: .right)
        _ = vended.gestureBegan(distance: 375, animator: nil)
        vended.animationControllerChanged(isSet: true)
        #expect(vended.beginTransitionReturned(started: true) == [], "vended: no need to wait")
    }

    // MARK: The animator's own views

    @Test(
        "the animation controller makes the dimming view and the mask the plan uses, and no other",
        arguments: [
            (TransitionStyle.slide, TransitionOperation.push, [TransitionRole.dimmingView]),
            (.fade, .push, []),
            (.circularReveal(.center), .present, [.maskView]),
            (.cover(edge: .bottom), .dismiss, []),
        ] as [(TransitionStyle, TransitionOperation, [TransitionRole])])
    func rolesMadeByTheAnimator(style: TransitionStyle, operation: TransitionOperation, expected: [TransitionRole]) {
        let full = ParticipantGeometry(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let scene = TransitionScene(
            containerBounds: full.frame, fromView: operation == .present ? nil : full,
            toView: operation == .dismiss ? nil : full)
        #expect(TransitionPlan(style: style, operation: operation, scene: scene).rolesMadeByTheAnimator == expected)
    }

    // MARK: Held scroll views and exit edges

    @Test(
        "a held scroll view stays where it is, pulled back inside its content",
        arguments: [
            (CGPoint(x: 0, y: 300), CGPoint(x: 0, y: 300)),
            (CGPoint(x: 0, y: -140), CGPoint(x: 0, y: -100)), // bouncing past its top (inset 100)
            (CGPoint(x: 0, y: 1_500), CGPoint(x: 0, y: 1_200)), // past its bottom
            (CGPoint(x: 30, y: 300), CGPoint(x: 0, y: 300)), // it cannot scroll sideways
            (CGPoint(x: CGFloat.nan, y: CGFloat.infinity), CGPoint(x: 0, y: 0)),
        ])
    func heldOffset(offset: CGPoint, expected: CGPoint) {
        let list = ScrollViewState(
            contentOffset: offset, contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 800), adjustedContentInset: EdgeInsets(top: 100))
        #expect(list.heldOffset == expected)
    }

    @Test(
        "a view following a finger leaves through the edge the finger moves toward",
        arguments: [
            (SwipeDirection.down, TransitionEdge.bottom), (.up, .top), (.left, .left), (.right, .right),
        ])
    func exitEdge(direction: SwipeDirection, expected: TransitionEdge) {
        #expect(direction.exitEdge == expected)
        #expect(SwipeDirection.dismissal(toward: expected, layoutDirection: .leftToRight) == direction)
    }

    @Test(
        "the dismiss pan's distance is the way out of the container through the dismissal edge",
        arguments: [
            // layout, frame, layout direction, expected distance
            (
                PresentationLayout.sheet(.init(detents: [.points(300)])), CGRect(x: 0, y: 478, width: 375, height: 334),
                LayoutDirection.leftToRight, CGFloat(334)
            ),
            // lifted by a keyboard
            (.sheet(.init(detents: [.points(300)])), CGRect(x: 0, y: 142, width: 375, height: 334), .leftToRight, 670),
            (
                .card(size: CGSize(width: 300, height: 400)), CGRect(x: 37.5, y: 212.5, width: 300, height: 400), .leftToRight,
                599.5
            ),
            (.sideMenu, CGRect(x: 0, y: 0, width: 281.25, height: 812), .leftToRight, 281.25),
            (.sideMenu, CGRect(x: 93.75, y: 0, width: 281.25, height: 812), .rightToLeft, 281.25),
            (.fullScreen, CGRect(x: 0, y: 900, width: 375, height: 812), .leftToRight, 0), // already out: nothing to travel
        ])
    func panDistance(layout: PresentationLayout, frame: CGRect, direction: LayoutDirection, expected: CGFloat) {
        var session = PresentationSession(layout: layout, dismissal: .all)
        _ = session.presentationWillBegin(layoutDirection: direction)
        _ = session.presentationDidEnd(completed: true)
        _ = session.dismissPanBegan(
            scrollViews: [], layoutDirection: direction, presentedFrame: frame,
            containerBounds: CGRect(x: 0, y: 0, width: 375, height: 812), settling: nil)
        #expect(session.gesture?.distance == expected)
    }
}

/// A planned style that keeps every view where it rests (it names no exit edge).
struct StillPlanner: TransitionPlanning {
    func plan(for operation: TransitionOperation, in scene: TransitionScene) -> TransitionPlan {
        var participants: [TransitionRole: ParticipantPlan] = [:]
        participants[.fromView] = scene.fromView.map { .still($0.restingState) }
        participants[.toView] = scene.toView.map { .still($0.restingState) }
        return TransitionPlan(operation: operation, timing: .curve(.easeInOut, duration: 0.3), participants: participants)
    }
}
