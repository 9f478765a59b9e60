import Foundation
import Testing
@testable import NavTransitions

/// Every built-in style × every operation × finished/cancelled × animated/interactive, through the headless context.
@Suite("Headless transitions")
struct HeadlessTransitionTests {
    static let styles: [TransitionStyle] =
        [.slide, .fade, .scale]
        + TransitionEdge.allCases.map { .cover(edge: $0) }
        + [
            .circularReveal(.center), .circularReveal(.point(CGPoint(x: 20, y: 700))),
            .circularReveal(.sourceFrame(CGRect(x: 300, y: 60, width: 44, height: 44))), .circularReveal(.sourceFrame(nil)),
        ]
        // Custom styles, sloppy ones included (a sloppy rest, a view left out, an empty plan).
        + [
            .planned(by: NudgeStyle(maskWidth: 50)), .planned(by: NudgeStyle(leavesOutStillView: true)),
            .planned(by: StillStyle()),
        ]

    struct Case: Sendable, CustomStringConvertible {
        let style: TransitionStyle
        let operation: TransitionOperation
        let outcome: TransitionOutcome
        let scrub: CGFloat?
        let direction: LayoutDirection
        let presentersViewIsRemoved: Bool
        var description: String {
            "\(style) \(operation) \(outcome) scrub:\(scrub.map { "\($0)" } ?? "none") \(direction) removed:\(presentersViewIsRemoved)"
        }
    }

    static let cases: [Case] = styles.flatMap { style in
        TransitionOperation.allCases.flatMap { operation in
            TransitionOutcome.allCases.flatMap { outcome in
                [nil, 0.4 as CGFloat].flatMap { scrub in
                    LayoutDirection.allCases.flatMap { direction in
                        (operation.isNavigation ? [false] : [false, true]).map { removed in
                            Case(
                                style: style, operation: operation, outcome: outcome, scrub: scrub, direction: direction,
                                presentersViewIsRemoved: removed)
                        }
                    }
                }
            }
        }
    }

    /// A presented sheet: 300 + 34 points tall at the bottom of the screen, with a 16-point radius of its own,
    /// so that "at rest" can be told from "at the container's bounds" and from a style's own radius (`.scale`
    /// moves with 20 points).
    static let sheet = ParticipantGeometry(frame: CGRect(x: 0, y: 478, width: 375, height: 334), cornerRadius: 16)

    @Test("afterwards the right view is on screen, at rest, the container holds nothing else, nothing leaks", arguments: cases)
    func invariants(_ c: Case) {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
        let screen = ParticipantGeometry(frame: bounds)
        // Where each screen rests: the presented screen (the to-screen of a presentation, the from-screen of a
        // dismissal) as a sheet, every other screen full screen.
        let fromHome = c.operation == .dismiss ? Self.sheet : screen
        let toHome = c.operation == .present ? Self.sheet : screen
        weak var weakFrom: HeadlessViewController?
        weak var weakTo: HeadlessViewController?
        weak var weakDimming: HeadlessView?
        weak var weakMask: HeadlessView?
        do {
            let from = HeadlessViewController("from", frame: fromHome.frame)
            from.view.cornerRadius = fromHome.cornerRadius
            // A presented view is not laid out yet: the context's final frame places it, with its own radius.
            let to = HeadlessViewController("to", frame: c.operation == .present ? .zero : toHome.frame)
            to.view.cornerRadius = toHome.cornerRadius
            weakFrom = from
            weakTo = to
            let ctx = HeadlessTransitionContext(
                operation: c.operation, bounds: bounds, presentersViewIsRemoved: c.presentersViewIsRemoved, from: from, to: to)
            if c.operation == .present { ctx.presentedFinalFrame = Self.sheet.frame }
            let runner = HeadlessTransitionRunner(context: ctx, style: c.style, layoutDirection: c.direction)
            runner.start(scrubbingTo: c.scrub)
            weakDimming = runner.dimmingView
            weakMask = runner.maskView
            if let dimming = runner.dimmingView {
                #expect(dimming.superview === ctx.containerView, "the dimming view is in the container while running")
            }
            runner.end(c.outcome)

            // completeTransition exactly once, with !transitionWasCancelled.
            #expect(ctx.completions == [c.outcome == .finished])

            // The container holds exactly the survivor.
            let shownScreen = c.outcome == .finished ? to : from
            // Finished: the to-view, unless a dismissal left the presenter's view in the window.
            // Cancelled: the from-view, unless it is a presenter's view that never left the window.
            let expectedInContainer: [HeadlessView]
            switch (c.operation, c.outcome) {
            case (.push, .finished), (.pop, .finished), (.present, .finished): expectedInContainer = [to.view]
            case (.dismiss, .finished): expectedInContainer = c.presentersViewIsRemoved ? [to.view] : []
            case (.push, .cancelled), (.pop, .cancelled), (.dismiss, .cancelled): expectedInContainer = [from.view]
            case (.present, .cancelled): expectedInContainer = []
            }
            #expect(ctx.containerView.subviews.map(\.name) == expectedInContainer.map(\.name))

            // The screen that should be visible is in the window, at its home: its resting frame and radius,
            // opaque, untransformed, visible, unmasked.
            #expect(shownScreen.view.superview != nil, "the shown screen's view is in the hierarchy (no black screen)")
            #expect(shownScreen.view.state == (c.outcome == .finished ? toHome : fromHome).restingState)
            #expect(!shownScreen.view.isHidden)
            // The other screen's view, whether the transition touched it or not, is at its home too.
            let hidden = c.outcome == .finished ? from : to
            #expect(hidden.view.state == (c.outcome == .finished ? fromHome : toHome).restingState)
            #expect(!hidden.view.isHidden)
            // No view keeps the reveal mask.
            #expect(from.view.mask == nil && to.view.mask == nil)
            // A presenting view that stayed in the window was never moved into the container.
            // The presenter's view is never moved into the container when presenting, even when handed over.
            if c.operation == .present {
                #expect(from.view.superview === ctx.window)
            }
            if !c.presentersViewIsRemoved, c.operation == .dismiss {
                #expect(to.view.superview === ctx.window)
            }
            ctx.releaseViewControllers()
            ctx.window.subviews.forEach { $0.removeFromSuperview() }
            ctx.containerView.subviews.forEach { $0.removeFromSuperview() }
        }
        #expect(weakDimming == nil, "the dimming view is freed")
        #expect(weakMask == nil, "the mask view is freed")
        #expect(weakFrom == nil, "the from view controller is freed")
        #expect(weakTo == nil, "the to view controller is freed")
    }

    /// The styles that move with a corner radius: `.scale` starts (forward) or ends (back) at 20 points, so a
    /// view must be given its own radius back.
    @Test(
        "a scale transition takes the moving view through 20 points of radius and gives it its own back",
        arguments: TransitionOperation.allCases)
    func scaleRadius(_ operation: TransitionOperation) throws {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
        // The moving view: the to-view going forward, the from-view going back; a sheet when it is presented.
        let isSheet = operation == .present || operation == .dismiss
        let home = isSheet ? Self.sheet : ParticipantGeometry(frame: bounds)
        let from = HeadlessViewController("from", frame: operation.isForward ? bounds : home.frame)
        let to = HeadlessViewController("to", frame: operation == .present ? .zero : bounds)
        let moving = operation.isForward ? to : from
        moving.view.cornerRadius = home.cornerRadius
        let ctx = HeadlessTransitionContext(
            operation: operation, bounds: bounds, presentersViewIsRemoved: true, from: from, to: to)
        if operation == .present { ctx.presentedFinalFrame = Self.sheet.frame }
        let runner = HeadlessTransitionRunner(context: ctx, style: .scale)
        runner.start(scrubbingTo: operation.isForward ? 0 : 1)
        // Small: 85 %, transparent, 20 points of radius (more than the sheet's 16), at its home frame.
        #expect(moving.view.state == ViewState(frame: home.frame, alpha: 0, transform: .scale(0.85), cornerRadius: 20))
        runner.end(.finished)
        #expect(moving.view.state == home.restingState)
    }

    @Test("an interactive scrub puts every participant exactly between its start and end")
    func scrub() {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
        let from = HeadlessViewController("from", frame: bounds), to = HeadlessViewController("to", frame: bounds)
        let ctx = HeadlessTransitionContext(operation: .push, bounds: bounds, from: from, to: to)
        let runner = HeadlessTransitionRunner(context: ctx, style: .slide)
        runner.start(scrubbingTo: 0.4)
        #expect(approximately(to.view.transform.translationX, 225))
        #expect(approximately(from.view.transform.translationX, -45))
        #expect(approximately(runner.dimmingView?.alpha ?? -1, 0.04))
        #expect(ctx.containerView.subviews.map(\.name) == ["from", "dimming", "to"])
    }
}

/// `interruptibleAnimator(using:)` called again after `animationEnded(_:)` (UIKit and percent-driven
/// interactions may ask once more): the finished transition is not built again.
@Suite("Headless animation controller")
struct HeadlessAnimationControllerTests {
    @Test(
        "asking for the animator after animationEnded returns the finished one and touches nothing",
        arguments: TransitionOperation.allCases)
    func animatorAfterEnd(_ operation: TransitionOperation) {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
        let from = HeadlessViewController("from", frame: bounds), to = HeadlessViewController("to", frame: bounds)
        let ctx = HeadlessTransitionContext(
            operation: operation, bounds: bounds, presentersViewIsRemoved: true, from: from, to: to)
        let controller = HeadlessAnimationController(operation: operation, style: .slide)
        let animator = controller.interruptibleAnimator(using: ctx)
        #expect(controller.interruptibleAnimator(using: ctx) === animator, "the same animator during the transition")
        animator.end(.finished)
        controller.animationEnded(true)
        let containerAfterEnd = ctx.containerView.subviews.map(\.name)
        // Finished: only the to-view stays (UIKit documents that the container keeps the to-view).
        #expect(containerAfterEnd == ["to"])

        let again = controller.interruptibleAnimator(using: ctx)
        #expect(again === animator, "the finished animator, not a new one")
        #expect(controller.transitionsBuilt == 1)
        #expect(ctx.containerView.subviews.map(\.name) == containerAfterEnd, "no view inserted again")
        #expect(to.view.transform == .identity && to.view.alpha == 1, "the shown view is left at rest")
        #expect(ctx.completions == [true])
    }

    @Test("a controller reused for a new transition builds it")
    func newContextAfterEnd() {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
        let controller = HeadlessAnimationController(operation: .push, style: .fade)
        let first = HeadlessTransitionContext(
            operation: .push, bounds: bounds,
            from: HeadlessViewController("a", frame: bounds), to: HeadlessViewController("b", frame: bounds))
        controller.interruptibleAnimator(using: first).end(.finished)
        controller.animationEnded(true)
        let second = HeadlessTransitionContext(
            operation: .push, bounds: bounds,
            from: HeadlessViewController("b", frame: bounds), to: HeadlessViewController("c", frame: bounds))
        let animator = controller.interruptibleAnimator(using: second)
        #expect(controller.transitionsBuilt == 2)
        #expect(second.containerView.subviews.map(\.name) == ["b", "c"])
        animator.end(.finished)
        #expect(second.completions == [true])
    }
}
