import Foundation
import Testing
@testable import NavTransitions

/// A test stand-in for the transitioning delegate a presented screen owns (`modalTransition`).
/// Like `ModalTransitioningDelegate`, it references no view controller.
private final class HeadlessModalDelegate {
    let style: TransitionStyle
    let layout: PresentationLayout
    let dimming = DimmingCurve()
    weak var presentationController: HeadlessPresentationController?
    init(style: TransitionStyle, layout: PresentationLayout) {
        self.style = style
        self.layout = layout
    }
}

/// A test stand-in for `DimmingPresentationController`: the dimming view at the bottom of the container,
/// its alpha from Core's `DimmingCurve`, removed after a finished dismissal.
private final class HeadlessPresentationController {
    let dimmingView = HeadlessView("dimming")
    let curve: DimmingCurve
    init(curve: DimmingCurve) { self.curve = curve }

    func presentationWillBegin(in container: HeadlessView) {
        container.insertSubview(dimmingView, at: 0)
        dimmingView.alpha = curve.alpha(for: .present, progress: 0)
    }

    /// What `animate(alongsideTransition:)` does at a progress of the running transition.
    func alongside(_ operation: TransitionOperation, progress: CGFloat) {
        dimmingView.alpha = curve.alpha(for: operation, progress: progress)
    }

    func dismissalDidEnd(completed: Bool) {
        if completed { dimmingView.removeFromSuperview() } else { alongside(.dismiss, progress: 0) }
    }
}

/// A presented screen as UIKit holds it: the presenting screen retains it while presented, it retains
/// its presentation controller and (through an associated object) its transitioning delegate, which
/// UIKit's `transitioningDelegate` references weakly.
private final class HeadlessPresentedScreen {
    let controller: HeadlessViewController
    var ownedDelegate: HeadlessModalDelegate?
    weak var transitioningDelegate: HeadlessModalDelegate?
    var presentationController: HeadlessPresentationController?
    init(frame: CGRect) { controller = HeadlessViewController("presented", frame: frame) }
}

@Suite("Headless modal transitions")
struct HeadlessModalTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let safeArea = EdgeInsets(top: 47, bottom: 34)

    /// How the dismissal is driven.
    enum Dismissal: Sendable, CustomStringConvertible {
        /// A fast flick released at 10 % (the projection finishes it).
        case flick
        /// A slow release at 30 % (the projection cancels it).
        case slowRelease
        /// A flick that ends before UIKit starts the interactive transition.
        case flickBeforeStart
        /// A button: `dismiss(animated: true)`, not interactive.
        case button

        var description: String {
            switch self {
            case .flick: "flick"
            case .slowRelease: "slow release"
            case .flickBeforeStart: "flick before start"
            case .button: "button"
            }
        }

        var expectedOutcome: TransitionOutcome { self == .slowRelease ? .cancelled : .finished }
    }

    struct Case: Sendable, CustomStringConvertible {
        let layout: PresentationLayout
        let style: TransitionStyle
        let dismissal: Dismissal
        var description: String { "\(layout) \(style) \(dismissal)" }
    }

    static let layouts: [PresentationLayout] = [.fullScreen, .sheet(height: .points(300)), .sideMenu, .card(size: CGSize(width: 300, height: 400))]
    static let cases: [Case] = layouts.flatMap { layout in
        [TransitionStyle.cover(edge: layout.dismissalEdge(layoutDirection: .leftToRight)), .fade, .scale, .circularReveal(.center)].flatMap { style in
            [Dismissal.flick, .slowRelease, .flickBeforeStart, .button].map { Case(layout: layout, style: style, dismissal: $0) }
        }
    }

    @Test("present, then dismiss: the right screen shows, the dimming follows, and everything is freed", arguments: cases)
    func presentAndDismiss(_ c: Case) throws {
        weak var weakPresented: HeadlessViewController?
        weak var weakDelegate: HeadlessModalDelegate?
        weak var weakPresentationController: HeadlessPresentationController?
        let presenter = HeadlessViewController("presenter", frame: Self.screen)
        var presentedByPresenter: HeadlessPresentedScreen?
        do {
            let frame = c.layout.frame(in: Self.screen, safeArea: Self.safeArea, horizontalSizeClass: .compact, layoutDirection: .leftToRight)
            let presented = HeadlessPresentedScreen(frame: frame)
            let delegate = HeadlessModalDelegate(style: c.style, layout: c.layout)
            presented.ownedDelegate = delegate
            presented.transitioningDelegate = delegate
            let presentationController = HeadlessPresentationController(curve: delegate.dimming)
            delegate.presentationController = presentationController
            presented.presentationController = presentationController
            presentedByPresenter = presented
            weakPresented = presented.controller
            weakDelegate = delegate
            weakPresentationController = presentationController
            let removesPresenter = c.layout == .fullScreen

            // Present.
            let presentContext = HeadlessTransitionContext(operation: .present, bounds: Self.screen, presentersViewIsRemoved: removesPresenter,
                                                           from: presenter, to: presented.controller)
            presentationController.presentationWillBegin(in: presentContext.containerView)
            let presentRunner = HeadlessTransitionRunner(context: presentContext, style: c.style)
            presentRunner.start()
            presentRunner.end(.finished)
            presentationController.alongside(.present, progress: 1)
            #expect(presentContext.completions == [true])
            #expect(presentContext.containerView.subviews.map(\.name) == ["dimming", "presented"])
            #expect(presented.controller.view.frame == frame)
            #expect(presentationController.dimmingView.alpha == 0.4)

            // Dismiss, in the same container.
            let dismissContext = HeadlessTransitionContext(operation: .dismiss, bounds: Self.screen, presentersViewIsRemoved: removesPresenter,
                                                           from: presented.controller, to: presenter)
            dismissContext.containerView.insertSubview(presentationController.dimmingView, at: 0)
            let dismissRunner = HeadlessTransitionRunner(context: dismissContext, style: c.style)
            let outcome = try drive(c.dismissal, runner: dismissRunner, presentationController: presentationController, layout: c.layout, frame: frame)
            #expect(outcome == c.dismissal.expectedOutcome)
            presentationController.dismissalDidEnd(completed: outcome == .finished)
            #expect(dismissContext.completions == [outcome == .finished])

            switch outcome {
            case .finished:
                #expect(dismissContext.containerView.subviews.map(\.name) == (removesPresenter ? ["presenter"] : []))
                #expect(presenter.view.superview != nil, "the presenter is on screen: no black screen")
                #expect(presenter.view.alpha == 1 && presenter.view.transform == .identity)
            case .cancelled:
                #expect(dismissContext.containerView.subviews.map(\.name) == ["dimming", "presented"])
                #expect(presentationController.dimmingView.alpha == 0.4, "a cancelled dismissal returns to full dimming")
                #expect(presented.controller.view.state == ViewState(frame: frame))
            }
            #expect(presented.controller.view.mask == nil)
            dismissContext.releaseViewControllers()
            presentContext.releaseViewControllers()
        }
        // UIKit releases the presented screen after a finished dismissal; a cancelled one stays presented.
        if c.dismissal.expectedOutcome == .finished {
            presentedByPresenter = nil
            #expect(weakPresented == nil, "the presented controller is freed")
            #expect(weakDelegate == nil, "its transitioning delegate is freed")
            #expect(weakPresentationController == nil, "its presentation controller is freed")
        } else {
            #expect(weakPresented != nil)
            presentedByPresenter = nil
            #expect(weakPresented == nil && weakDelegate == nil)
        }
    }

    /// Drives the dismissal through Core's `InteractionSession`, as `PanInteractiveTransition` does, and
    /// returns the outcome. Every update scrubs the participants and the dimming (added alongside).
    private func drive(_ dismissal: Dismissal, runner: HeadlessTransitionRunner, presentationController: HeadlessPresentationController,
                       layout: PresentationLayout, frame: CGRect) throws -> TransitionOutcome {
        let direction = SwipeDirection.dismissal(toward: layout.dismissalEdge(layoutDirection: .leftToRight), layoutDirection: .leftToRight)
        let distance = direction.isHorizontal ? frame.width : frame.height
        let unit = direction.unitVector
        func point(_ fraction: CGFloat) -> CGPoint { CGPoint(x: unit.x * distance * fraction, y: unit.y * distance * fraction) }
        func velocity(_ speed: CGFloat) -> CGPoint { CGPoint(x: unit.x * speed, y: unit.y * speed) }

        var session = InteractionSession(tracker: InteractiveTransitionTracker(direction: direction, distance: distance))
        var outcome: TransitionOutcome?
        var started = false
        func run(_ commands: InteractionCommands) {
            for command in commands {
                switch command {
                case .beginTransition:
                    break // UIKit starts the interactive transition later (transitionStarted below).
                case let .update(progress):
                    runner.scrub(to: progress)
                    presentationController.alongside(.dismiss, progress: progress)
                    #expect(approximately(presentationController.dimmingView.alpha, 0.4 * (1 - progress)))
                case .finish:
                    outcome = .finished
                case .cancel:
                    outcome = .cancelled
                case .pauseForGrab:
                    Issue.record("no grab in this scenario")
                }
            }
        }
        func start() {
            started = true
            runner.start()
            run(session.transitionStarted())
        }

        switch dismissal {
        case .button:
            runner.start()
            presentationController.alongside(.dismiss, progress: 1)
            runner.end(.finished)
            return .finished
        case .flick:
            run(session.gestureBegan())
            start()
            run(session.gestureChanged(translation: point(0.1)))
            run(session.gestureEnded(translation: point(0.1), velocity: velocity(2000)))
        case .slowRelease:
            run(session.gestureBegan())
            start()
            run(session.gestureChanged(translation: point(0.25)))
            run(session.gestureChanged(translation: point(0.3)))
            run(session.gestureEnded(translation: point(0.3), velocity: velocity(20)))
        case .flickBeforeStart:
            run(session.gestureBegan())
            run(session.gestureChanged(translation: point(0.05)))
            run(session.gestureEnded(translation: point(0.05), velocity: velocity(2500)))
            #expect(outcome == nil, "nothing settles before the transition has started")
            start()
        }
        #expect(started)
        let result = try #require(outcome)
        presentationController.alongside(.dismiss, progress: result == .finished ? 1 : 0)
        runner.end(result)
        run(session.transitionCompleted(finished: result == .finished))
        #expect(session.phase == .idle)
        return result
    }
}
