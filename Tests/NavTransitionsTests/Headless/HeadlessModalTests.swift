import Foundation
import Testing
@testable import NavTransitions

/// Presentations run through the headless UIKit model with the product's `PresentationSession` behind the
/// presentation controller and Core's `PanInteractionDriver` behind the pan (see HeadlessPresentation.swift).
@Suite("Headless modal transitions")
struct HeadlessModalTests {
    /// How the dismissal is driven.
    enum Dismissal: Sendable, CaseIterable, CustomStringConvertible {
        /// A fast flick released at 10 % (the projection finishes it).
        case flick
        /// A slow release at 30 % (the projection cancels it).
        case slowRelease
        /// The same without a transition coordinator: the dimming cannot follow alongside.
        case slowReleaseWithoutCoordinator
        /// A flick that ends before UIKit starts the interactive transition.
        case flickBeforeStart
        /// A button: `dismiss(animated: true)`, not a user dismissal.
        case button
        /// A tap on the dimming view.
        case tap
        /// VoiceOver's escape gesture.
        case escape
        /// Escape (or Command-Period) on a hardware keyboard.
        case keyCommand

        var description: String {
            switch self {
            case .flick: "flick"
            case .slowRelease: "slow release"
            case .slowReleaseWithoutCoordinator: "slow release without coordinator"
            case .flickBeforeStart: "flick before start"
            case .button: "button"
            case .tap: "tap"
            case .escape: "escape"
            case .keyCommand: "key command"
            }
        }

        var isCancelled: Bool { self == .slowRelease || self == .slowReleaseWithoutCoordinator }
        var isUserDismissal: Bool { self != .button }
    }

    /// A layout with its frame and corner radius computed by hand, on a 375 × 812 screen with 47 / 34 insets.
    struct Layout: Sendable, CustomStringConvertible {
        let layout: PresentationLayout
        let frame: CGRect
        let cornerRadius: CGFloat
        /// The finger's direction to dismiss.
        let direction: CGPoint
        var description: String { "\(layout)" }
    }

    static let layouts = [
        Layout(
            layout: .fullScreen, frame: CGRect(x: 0, y: 0, width: 375, height: 812), cornerRadius: 0,
            direction: CGPoint(x: 0, y: 1)),
        // 300 + 34 tall, bottom on 812.
        Layout(
            layout: .sheet(.init(detents: [.points(300)])), frame: CGRect(x: 0, y: 478, width: 375, height: 334),
            cornerRadius: 16,
            direction: CGPoint(x: 0, y: 1)),
        // 75 % of 375 on the leading (left) edge, pushed left to dismiss.
        Layout(
            layout: .sideMenu, frame: CGRect(x: 0, y: 0, width: 281.25, height: 812), cornerRadius: 0,
            direction: CGPoint(x: -1, y: 0)),
        // Centred on the safe area (0, 47, 375, 731): (187.5 − 150, 412.5 − 200).
        Layout(
            layout: .card(size: CGSize(width: 300, height: 400)), frame: CGRect(x: 37.5, y: 212.5, width: 300, height: 400),
            cornerRadius: 16, direction: CGPoint(x: 0, y: 1)),
    ]

    struct Case: Sendable, CustomStringConvertible {
        let layout: Layout
        let style: TransitionStyle
        let dismissal: Dismissal
        var description: String { "\(layout) \(style) \(dismissal)" }
    }

    static let cases: [Case] = layouts.flatMap { layout in
        [
            TransitionStyle.cover(edge: layout.layout.dismissalEdge(layoutDirection: .leftToRight)), .fade, .scale,
            .circularReveal(.center),
        ].flatMap { style in
            Dismissal.allCases
                .filter { $0 != .tap || layout.layout != .fullScreen } // a full-screen view covers the dimming
                // A sheet's pan moves it between detents first (HeadlessSheetTests); here: the other ways out.
                .filter { layout.layout.sheetDescription == nil || [.button, .tap, .escape].contains($0) }
                .map { Case(layout: layout, style: style, dismissal: $0) }
        }
    }

    @Test("present, then dismiss: frames, dimming, delegate messages, what stays on screen, and nothing leaks", arguments: cases)
    func presentAndDismiss(_ c: Case) throws {
        weak var weakPresented: HeadlessViewController?
        weak var weakController: HeadlessPresentationController?
        let uikit = HeadlessModalUIKit(style: c.style)
        uikit.providesCoordinator = c.dismissal != .slowReleaseWithoutCoordinator
        let delegate = RecordingPresentationDelegate()
        do {
            let presented = HeadlessViewController("presented", frame: .zero)
            let controller = HeadlessPresentationController(presented: presented, layout: c.layout.layout, dismissal: .all)
            controller.delegate = delegate
            weakPresented = presented
            weakController = controller
            delegate.onDidDismiss = {
                // Issue 7, finding 6: UIKit has finished the dismissal when the delegate hears of it.
                #expect(uikit.presentedScreen == nil && !uikit.isBeingDismissed, "didDismiss comes after UIKit finished")
            }

            uikit.present(controller)
            let container = try #require(uikit.containerView)
            #expect(container.subviews.map(\.name) == ["presentation dimming", "presented"])
            #expect(presented.view.frame == c.layout.frame)
            #expect(presented.view.cornerRadius == c.layout.cornerRadius)
            #expect(controller.dimmingView.alpha == 1)
            #expect(controller.isDismissPanInstalled)
            #expect(controller.chrome?.isAccessibilityModal == true, "VoiceOver stays inside in every layout (issue 24, item 1)")
            #expect(container.accessibilityViewIsModal, "the container too: the flag hides only a view's siblings")
            if c.layout.layout == .fullScreen { #expect(uikit.presenter.view.superview == nil, "shouldRemovePresentersView") }

            try drive(c, uikit: uikit, controller: controller)

            if c.dismissal.isCancelled {
                let container = try #require(uikit.containerView)
                #expect(container.subviews.map(\.name) == ["presentation dimming", "presented"])
                #expect(controller.dimmingView.alpha == 1, "a cancelled dismissal returns to full dimming")
                #expect(presented.view.state == ViewState(frame: c.layout.frame, cornerRadius: c.layout.cornerRadius))
                #expect(presented.view.mask == nil)
                #expect(delegate.messages == [.willDismiss])
                #expect(uikit.presentedScreen === presented)
            } else {
                #expect(uikit.presenter.view.superview === uikit.window, "the presenter is on screen: no black screen")
                #expect(
                    uikit.presenter.view.state == ViewState(frame: HeadlessModalUIKit.screen), "the presenter rests full screen")
                #expect(presented.view.superview == nil && controller.dimmingView.superview == nil)
                #expect(presented.view.mask == nil)
                #expect(!controller.isDismissPanInstalled)
                #expect(delegate.messages == (c.dismissal.isUserDismissal ? [.willDismiss, .didDismiss] : []))
            }
        }
        // UIKit releases the presented screen and its presentation controller after a finished dismissal.
        if c.dismissal.isCancelled {
            #expect(weakPresented != nil && weakController != nil)
        } else {
            #expect(weakPresented == nil, "the presented controller is freed")
            #expect(weakController == nil, "its presentation controller is freed")
        }
    }

    /// Drives the dismissal as a user (or the app) would, through the presentation controller's gestures.
    private func drive(_ c: Case, uikit: HeadlessModalUIKit, controller: HeadlessPresentationController) throws {
        let unit = c.layout.direction
        // The way out of the screen through the dismissal edge: the finger follows the view out.
        let distance = unit.x < 0 ? c.layout.frame.maxX : HeadlessModalUIKit.screen.maxY - c.layout.frame.minY
        func toward(_ points: CGFloat) -> CGPoint { CGPoint(x: unit.x * points, y: unit.y * points) }
        func alphaAfterScrub(_ progress: CGFloat) {
            guard c.dismissal != .slowReleaseWithoutCoordinator else { return }
            // The dimming follows the finger: full (1) at 0, clear at 1.
            #expect(approximately(controller.dimmingView.alpha, 1 - progress), "at \(progress)")
        }

        switch c.dismissal {
        case .button:
            uikit.dismiss()
        case .tap:
            controller.tapDimmingView()
        case .escape:
            #expect(controller.accessibilityPerformEscape())
        case .keyCommand:
            #expect(controller.isFirstResponder, "the presented view took first responder so that its key commands are reached")
            #expect(controller.keyCommandEscape())
        case .flick:
            #expect(uikit.pan(controller, velocity: toward(500)))
            uikit.move(controller, by: toward(5), velocity: toward(500)) // the dismissal takes over here
            uikit.mainQueue.drain() // UIKit starts the interactive transition
            uikit.move(controller, by: toward(distance * 0.1), velocity: toward(2_000))
            alphaAfterScrub(0.1)
            uikit.lift(controller, velocity: toward(2_000))
        case .slowRelease, .slowReleaseWithoutCoordinator:
            #expect(uikit.pan(controller, velocity: toward(300)))
            uikit.move(controller, by: toward(5), velocity: toward(300))
            uikit.mainQueue.drain()
            uikit.move(controller, by: toward(distance * 0.25), velocity: toward(300))
            alphaAfterScrub(0.25)
            uikit.move(controller, by: toward(distance * 0.05), velocity: toward(20))
            alphaAfterScrub(0.3)
            uikit.lift(controller, velocity: toward(20))
        case .flickBeforeStart:
            #expect(uikit.pan(controller, velocity: toward(500)))
            uikit.move(controller, by: toward(5), velocity: toward(500))
            uikit.move(controller, by: toward(distance * 0.05), velocity: toward(2_500))
            uikit.lift(controller, velocity: toward(2_500))
            #expect(
                uikit.isBeingDismissed && controller.interaction?.driver.session.phase == .waitingForTransition,
                "nothing has started yet")
        }
        uikit.mainQueue.drain()
        #expect(!uikit.isBeingDismissed)
        #expect(controller.interaction?.driver.session.phase == .idle)
    }

    // MARK: Pins

    /// A slide dismissal of a sheet has no to-view: the plan's own dimming goes directly below the
    /// presented view, above the presentation's dimming.
    @Test("the dimming views' order in a slide dismissal without a to-view")
    func slideDismissalDimmingOrder() throws {
        let uikit = HeadlessModalUIKit(style: .slide)
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("presented", frame: .zero),
            layout: .sheet(.init(detents: [.points(300)])), dismissal: [])
        uikit.present(controller)
        uikit.dismiss()
        uikit.mainQueue.drain()
        // Finished: look at the setup through a second presentation, stopped before it ends.
        let again = HeadlessPresentationController(
            presented: HeadlessViewController("presented", frame: .zero),
            layout: .card(size: CGSize(width: 300, height: 400)), dismissal: .pan)
        uikit.present(again)
        #expect(uikit.pan(again, velocity: CGPoint(x: 0, y: 500)))
        uikit.move(again, by: CGPoint(x: 0, y: 5), velocity: CGPoint(x: 0, y: 500))
        uikit.mainQueue.drain()
        let container = try #require(uikit.containerView)
        #expect(container.subviews.map(\.name) == ["presentation dimming", "dimming", "presented"])
        uikit.lift(again, velocity: CGPoint(x: 0, y: 2_000))
        uikit.mainQueue.drain()
    }

    /// The reveal's mask is set on the presented view and drawn in its coordinates: the covering circle's
    /// bounding square moved by the presented view's origin.
    @Test(
        "the reveal mask is in the moving view's coordinates for sheets and cards",
        arguments: [
            // Centre (187.5, 406); radius to the farthest corner √(187.5² + 406²) = 447.2049…
            (PresentationLayout.card(size: CGSize(width: 375, height: 334)), CGPoint(x: 16, y: 245.5)),
            (.card(size: CGSize(width: 300, height: 400)), CGPoint(x: 37.5, y: 212.5)),
        ])
    func revealMaskCoordinates(layout: PresentationLayout, origin: CGPoint) throws {
        let uikit = HeadlessModalUIKit(style: .circularReveal(.center))
        let presented = HeadlessViewController("presented", frame: .zero)
        let controller = HeadlessPresentationController(presented: presented, layout: layout, dismissal: .pan)
        uikit.present(controller)
        let velocity = CGPoint(x: 0, y: 500)
        #expect(uikit.pan(controller, velocity: velocity))
        uikit.move(controller, by: CGPoint(x: 0, y: 5), velocity: velocity)
        uikit.mainQueue.drain()
        let mask = try #require(presented.view.mask)
        let radius = (187.5 * 187.5 + 406 * 406 as CGFloat).squareRoot()
        let expected = CGRect(x: 187.5 - radius - origin.x, y: 406 - radius - origin.y, width: 2 * radius, height: 2 * radius)
        #expect(approximately(mask.frame.minX, expected.minX) && approximately(mask.frame.minY, expected.minY))
        #expect(approximately(mask.frame.width, expected.width) && approximately(mask.cornerRadius, radius))
        uikit.lift(controller, velocity: CGPoint(x: 0, y: 2_000))
        uikit.mainQueue.drain()
        #expect(presented.view.mask == nil)
    }

    // MARK: Findings

    /// Issue 7, finding 6: from `presentationControllerDidDismiss` the app can present the next screen.
    @Test("the next screen can be presented from presentationControllerDidDismiss")
    func presentFromDidDismiss() throws {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let delegate = RecordingPresentationDelegate()
        let first = HeadlessPresentationController(
            presented: HeadlessViewController("presented", frame: .zero),
            layout: .sheet(.init(detents: [.points(300)])), dismissal: .all)
        first.delegate = delegate
        let next = HeadlessPresentationController(
            presented: HeadlessViewController("next", frame: .zero),
            layout: .card(size: CGSize(width: 200, height: 200)), dismissal: .all)
        var presentedNext = false
        delegate.onDidDismiss = {
            #expect(uikit.presentedScreen == nil, "UIKit has finished the dismissal")
            uikit.present(next)
            presentedNext = true
        }
        uikit.present(first)
        first.tapDimmingView()
        #expect(delegate.messages == [.willDismiss])
        uikit.mainQueue.drain()
        #expect(presentedNext)
        #expect(uikit.presentedScreen === next.presented)
        #expect(try #require(uikit.containerView).subviews.map(\.name) == ["presentation dimming", "next"])
    }

    /// Issue 7, finding 1: a presented table view controller's view is the table.
    @Test("a presented table: the table scrolls until its top, then the same drag dismisses and stops it once")
    func presentedTable() throws {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let table = HeadlessViewController("presented", frame: .zero)
        table.view.scrollState = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: 300), contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 334))
        let cell = HeadlessView("cell", frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        table.view.addSubview(cell)
        // A card: the dismiss pan shares the touch with the table (a sheet's own pan does too: HeadlessSheetTests).
        let controller = HeadlessPresentationController(
            presented: table, layout: .card(size: CGSize(width: 343, height: 334)), dismissal: .all)
        uikit.present(controller)

        let down = CGPoint(x: 0, y: 400)
        #expect(uikit.pan(controller, hitView: cell, velocity: down))
        // The table's own pan scrolls it toward its top; the dismissal waits.
        for y in [200, 100, 1] as [CGFloat] {
            table.view.scrollState?.contentOffset.y = y
            uikit.move(controller, by: CGPoint(x: 0, y: 100), velocity: down)
            #expect(!uikit.isBeingDismissed, "still scrolling at \(y)")
            #expect(controller.pan.translation == .zero)
        }
        table.view.scrollState?.contentOffset.y = 0
        uikit.move(controller, by: CGPoint(x: 0, y: 10), velocity: down)
        #expect(uikit.isBeingDismissed, "at its top the drag dismisses")
        uikit.mainQueue.drain()
        uikit.move(controller, by: CGPoint(x: 0, y: 20), velocity: down)
        uikit.move(controller, by: CGPoint(x: 0, y: 20), velocity: down)
        #expect(controller.stoppedScrollViews.count == 1 && controller.stoppedScrollViews.first?.view === table.view)
        #expect(controller.stoppedScrollViews.first?.offset == .zero)
        uikit.lift(controller, velocity: CGPoint(x: 0, y: 2_000))
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil)
    }

    /// Issue 7, finding 7.
    @Test("a dirty form on top of a presented navigation controller is neither panned nor tapped away")
    func modalTopScreen() throws {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let (navigation, stack) = ModalInPresentationTests.navigation(["list", "form"])
        navigation.view.frame = .zero
        stack[1].isModalInPresentation = true
        let delegate = RecordingPresentationDelegate()
        delegate.shouldDismiss = true
        let controller = HeadlessPresentationController(
            presented: navigation, layout: .sheet(.init(detents: [.points(300)])), dismissal: .all)
        controller.delegate = delegate
        uikit.present(controller)
        controller.tapDimmingView()
        #expect(uikit.pan(controller, velocity: CGPoint(x: 0, y: 500)))
        uikit.move(controller, by: CGPoint(x: 0, y: 50), velocity: CGPoint(x: 0, y: 500))
        uikit.lift(controller, velocity: CGPoint(x: 0, y: 2_000))
        #expect(!controller.accessibilityPerformEscape())
        uikit.mainQueue.drain()
        #expect(!uikit.isBeingDismissed && uikit.presentedScreen === navigation)
        #expect(delegate.messages == [.didAttemptToDismiss, .didAttemptToDismiss, .didAttemptToDismiss])
        #expect(delegate.shouldDismissCount == 0, "a modal screen is refused before the delegate is asked")
        #expect(controller.interaction?.driver.session.phase == .idle)
    }

    @Test("a sheet that grows while presented; a layout change during a dismissal applies when it is cancelled")
    func setLayout() throws {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let presented = HeadlessViewController("presented", frame: .zero)
        let controller = HeadlessPresentationController(
            presented: presented, layout: .sheet(.init(detents: [.points(300)])), dismissal: .all)
        uikit.present(controller)
        #expect(controller.setLayout(.sheet(.init(detents: [.points(500)])), animated: true))
        // 500 + 34 = 534 tall, at 812 − 534.
        #expect(presented.view.frame == CGRect(x: 0, y: 278, width: 375, height: 534))

        #expect(uikit.pan(controller, velocity: CGPoint(x: 0, y: 300)))
        uikit.move(controller, by: CGPoint(x: 0, y: 5), velocity: CGPoint(x: 0, y: 300))
        uikit.mainQueue.drain()
        uikit.move(controller, by: CGPoint(x: 0, y: 50), velocity: CGPoint(x: 0, y: 300))
        #expect(controller.setLayout(.sheet(.init(detents: [.points(200)])), animated: true))
        #expect(presented.view.frame.size == CGSize(width: 375, height: 534), "the animator owns the view during the dismissal")
        uikit.lift(controller, velocity: CGPoint(x: 0, y: 10))
        uikit.mainQueue.drain()
        #expect(presented.view.frame == CGRect(x: 0, y: 578, width: 375, height: 234), "applied when the dismissal is cancelled")

        let fullScreen = HeadlessPresentationController(
            presented: HeadlessViewController("full", frame: .zero), layout: .fullScreen, dismissal: [])
        let other = HeadlessModalUIKit(style: .fade)
        other.present(fullScreen)
        #expect(!fullScreen.setLayout(.sheet(.init(detents: [.points(300)])), animated: false))
        #expect(fullScreen.presented.view.frame == HeadlessModalUIKit.screen)
    }

    @Test("a side menu in right-to-left is pushed toward the right to dismiss")
    func rightToLeftSideMenu() {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .leading))
        uikit.layoutDirection = .rightToLeft
        let presented = HeadlessViewController("presented", frame: .zero)
        let controller = HeadlessPresentationController(presented: presented, layout: .sideMenu, dismissal: .pan)
        uikit.present(controller)
        #expect(presented.view.frame == CGRect(x: 93.75, y: 0, width: 281.25, height: 812))
        #expect(!uikit.pan(controller, velocity: CGPoint(x: -500, y: 0)))
        #expect(uikit.pan(controller, velocity: CGPoint(x: 500, y: 0)))
        #expect(controller.interaction?.direction == .right)
    }
}
