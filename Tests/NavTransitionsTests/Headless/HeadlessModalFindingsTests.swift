import Foundation
import Testing
@testable import NavTransitions

/// Issue 17's findings 3, 4, 6, 7, 8 and 9, and issue 24's item 1, through the headless presentation model
/// (the product's `PresentationSession` behind the presentation controller, its `PanInteractionDriver`
/// behind the pan).
@Suite("Headless modal transitions: issue 17")
struct HeadlessModalFindingsTests {
    static let down = CGPoint(x: 0, y: 500)
    /// A docked keyboard 336 tall on the 375 × 812 screen.
    static let keyboard = CGRect(x: 0, y: 476, width: 375, height: 336)

    static func presentedSheet(
        _ layout: PresentationLayout = .sheet(.init(detents: [.points(300)])), style: TransitionStyle = .cover(edge: .bottom)
    )
        -> (HeadlessModalUIKit, HeadlessPresentationController)
    {
        let uikit = HeadlessModalUIKit(style: style)
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("presented", frame: .zero), layout: layout,
            dismissal: .all)
        uikit.present(controller)
        return (uikit, controller)
    }

    // MARK: Finding 3: willDismiss once the dismissal exists

    @Test(
        "presentationControllerWillDismiss comes from inside dismiss(animated:): the coordinator exists, nothing has started",
        arguments: [
            "tap", "escape", "pan",
        ])
    func willDismissWithCoordinator(gesture: String) throws {
        let (uikit, controller) = Self.presentedSheet()
        let delegate = RecordingPresentationDelegate()
        controller.delegate = delegate
        var seen: (coordinator: Bool, beingDismissed: Bool, animating: Bool, interacting: Bool)?
        delegate.onWillDismiss = {
            seen = (uikit.coordinator != nil, uikit.isBeingDismissed, uikit.runner != nil, uikit.interactiveDismissal != nil)
        }
        switch gesture {
        case "tap": controller.tapDimmingView()
        case "escape": #expect(controller.accessibilityPerformEscape())
        default:
            #expect(uikit.pan(controller, velocity: Self.down))
            uikit.move(controller, by: CGPoint(x: 0, y: 20), velocity: Self.down)
            // A sheet's drag moves the sheet; it is not a dismissal until the release that dismisses.
            #expect(seen == nil)
            uikit.lift(controller, velocity: CGPoint(x: 0, y: 2_000))
        }
        let state = try #require(seen, "the delegate heard willDismiss")
        #expect(state.coordinator, "the delegate can animate alongside with the transition coordinator")
        #expect(state.beingDismissed && !state.animating && !state.interacting, "before the animation or the interaction begins")
        uikit.mainQueue.drain()
        #expect(delegate.messages == [.willDismiss, .didDismiss])
    }

    @Test("a user dismissal UIKit refuses (another transition runs) tells the delegate nothing")
    func refusedDismissalTellsNothing() {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        uikit.presentationsEndLater = true
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("presented", frame: .zero),
            layout: .sheet(.init(detents: [.points(300)])), dismissal: .all)
        let delegate = RecordingPresentationDelegate()
        controller.delegate = delegate
        uikit.present(controller)
        // Still presenting: the session ignores the tap; escape during the presentation likewise.
        controller.tapDimmingView()
        #expect(!controller.accessibilityPerformEscape())
        uikit.mainQueue.drain()
        #expect(delegate.messages.isEmpty)
    }

    // MARK: Finding 4: the keyboard

    @Test("a sheet moves up with the keyboard in its animation, and back down when it hides")
    func sheetMovesWithKeyboard() {
        let (uikit, controller) = Self.presentedSheet()
        defer { withExtendedLifetime(uikit) {} }
        let presented = controller.presented.view
        controller.keyboardWillChangeFrame(to: Self.keyboard, duration: 0.25, curve: 7)
        #expect(
            presented.frame == CGRect(x: 0, y: 142, width: 375, height: 334),
            "up by the overlap: its bottom on the keyboard's top")
        #expect(controller.presentedContentInsets == .zero)
        #expect(controller.layoutAnimations.last == .keyboard(KeyboardAnimation(duration: 0.25, curve: 7)))
        controller.keyboardWillChangeFrame(to: Self.keyboard.offsetBy(dx: 0, dy: 336), duration: 0.25, curve: 7)
        #expect(presented.frame == CGRect(x: 0, y: 478, width: 375, height: 334))
    }

    @Test("a tall sheet keeps its top on screen and insets its content; a floating keyboard moves nothing")
    func tallSheetInsets() {
        let (uikit, controller) = Self.presentedSheet(.sheet(.init(detents: [.points(600)])))
        defer { withExtendedLifetime(uikit) {} }
        let presented = controller.presented.view
        #expect(presented.frame == CGRect(x: 0, y: 178, width: 375, height: 634))
        controller.keyboardWillChangeFrame(to: CGRect(x: 20, y: 500, width: 320, height: 250))
        #expect(presented.frame.minY == 178 && controller.presentedContentInsets == .zero, "a floating keyboard is not docked")
        controller.keyboardWillChangeFrame(to: Self.keyboard)
        #expect(presented.frame == CGRect(x: 0, y: 47, width: 375, height: 634), "never past the safe area's top")
        #expect(controller.presentedContentInsets == EdgeInsets(bottom: 205), "681 − 476 covered: the content is shortened by it")
    }

    @Test("pan-to-dismiss works with the keyboard up: the sheet follows the finger from where the keyboard put it")
    func panWithKeyboardUp() throws {
        let (uikit, controller) = Self.presentedSheet()
        controller.keyboardWillChangeFrame(to: Self.keyboard)
        #expect(controller.presented.view.frame.minY == 142, "the keyboard lifted the sheet")
        #expect(uikit.pan(controller, velocity: Self.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 5), velocity: Self.down)
        uikit.move(controller, by: CGPoint(x: 0, y: 67), velocity: Self.down)
        // Below its only detent the sheet follows the finger down (72 of its 334 points), lifted as before, and
        // the dimming fades with it: 262 / 334.
        #expect(controller.presented.view.frame.minY > 142)
        // Bound first: `#expect(approximately(a, 262.0 / 334.0))` expands into a closure that discards the
        // result with this toolchain (a warning, and a check that always passes).
        let fadedAlpha: CGFloat = 262.0 / 334.0
        #expect(approximately(controller.dimmingView.alpha, fadedAlpha))
        uikit.lift(controller, velocity: CGPoint(x: 0, y: 2_000))
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil, "dismissed")
    }

    @Test("a keyboard that moves during a dismissal applies when it is cancelled")
    func keyboardDuringDismissal() {
        let (uikit, controller) = Self.presentedSheet()
        #expect(uikit.pan(controller, velocity: Self.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 5), velocity: Self.down)
        uikit.mainQueue.drain()
        uikit.move(controller, by: CGPoint(x: 0, y: 30), velocity: Self.down)
        controller.keyboardWillChangeFrame(to: Self.keyboard)
        #expect(controller.presented.view.frame.size == CGSize(width: 375, height: 334), "the animator owns the view")
        uikit.lift(controller, velocity: CGPoint(x: 0, y: 10))
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen === controller.presented)
        #expect(
            controller.presented.view.state == ViewState(frame: CGRect(x: 0, y: 142, width: 375, height: 334), cornerRadius: 16))
    }

    // MARK: Finding 6: grabbing over a list

    /// A card whose view is a list: 2,000 points of content in 334. (The dismiss pan's grab; a sheet's own pan
    /// over a list is in HeadlessSheetTests.)
    static func presentedList(offset: CGFloat) -> (HeadlessModalUIKit, HeadlessPresentationController, HeadlessView) {
        let (uikit, controller) = presentedSheet(.card(size: CGSize(width: 343, height: 334)))
        let list = controller.presented.view
        list.scrollState = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: offset), contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 334))
        return (uikit, controller, list)
    }

    /// Pulls the sheet down 30 % from the list's top and lets go slowly: the dismissal settles back (cancel).
    static func releaseToCancel(_ uikit: HeadlessModalUIKit, _ controller: HeadlessPresentationController) {
        #expect(uikit.pan(controller, velocity: down))
        uikit.move(controller, by: CGPoint(x: 0, y: 5), velocity: down)
        uikit.mainQueue.drain()
        uikit.move(controller, by: CGPoint(x: 0, y: 100), velocity: down)
        uikit.lift(controller, velocity: CGPoint(x: 0, y: 10))
        #expect(controller.interaction?.driver.settlingCompletion == .cancel)
    }

    @Test("a touch on a settling sheet holds the list under it still for the whole touch, in any direction")
    func grabHoldsTheList() throws {
        let (uikit, controller, list) = Self.presentedList(offset: 0)
        Self.releaseToCancel(uikit, controller)
        let stopsBefore = controller.stoppedScrollViews.count
        // The list is at its top: an upward touch grabs the sheet (taking it back up is a feature)…
        #expect(uikit.pan(controller, hitView: list, velocity: CGPoint(x: 0, y: -300)))
        // …and the list is stopped where it is, so it does not scroll while the sheet is held.
        let stop = try #require(controller.stoppedScrollViews.dropFirst(stopsBefore).first)
        #expect(stop.view === list && stop.offset == .zero)
        #expect(controller.interaction?.driver.session.phase == .interacting, "the sheet is held")
        // The sheet follows the finger from where it was grabbed; the list's offset is untouched.
        uikit.move(controller, by: CGPoint(x: 0, y: -20), velocity: CGPoint(x: 0, y: -300))
        #expect(list.scrollState?.contentOffset == .zero)
        uikit.lift(controller, velocity: CGPoint(x: 0, y: -500))
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen === controller.presented)
    }

    @Test("a pan the list owns does not grab: the sheet returning to rest over a list that is not at its top")
    func listOwnsThePan() {
        let (uikit, controller, list) = Self.presentedList(offset: 0)
        Self.releaseToCancel(uikit, controller)
        // Meanwhile the list scrolled down (momentum from before, or another finger).
        list.scrollState?.contentOffset.y = 400
        #expect(!uikit.pan(controller, hitView: list, velocity: CGPoint(x: 0, y: -300)), "scrolling the list up is the list's")
        #expect(!uikit.pan(controller, hitView: list, velocity: Self.down), "scrolling it down too")
        uikit.mainQueue.drain()
        #expect(controller.interaction?.driver.session.phase == .idle, "the sheet settled on its own")
        #expect(uikit.presentedScreen === controller.presented)
    }

    @Test("a bouncing list is held at its edge, not past it")
    func grabHoldsABounceAtItsEdge() throws {
        let (uikit, controller, list) = Self.presentedList(offset: 0)
        Self.releaseToCancel(uikit, controller)
        list.scrollState?.contentOffset.y = -40 // pulled past its top
        let stopsBefore = controller.stoppedScrollViews.count
        #expect(uikit.pan(controller, hitView: list, velocity: Self.down))
        let stop = try #require(controller.stoppedScrollViews.dropFirst(stopsBefore).first)
        #expect(stop.offset == .zero)
    }

    @Test("the dismiss pan shares touches only with the pans of scroll views inside the presented view")
    func simultaneousRecognition() {
        let (uikit, controller, list) = Self.presentedList(offset: 0)
        defer { withExtendedLifetime(uikit) {} }
        let inner = HeadlessView("inner")
        list.addSubview(inner)
        #expect(controller.dismissPanRecognizesSimultaneously(withPanOf: list))
        #expect(controller.dismissPanRecognizesSimultaneously(withPanOf: inner))
        #expect(!controller.dismissPanRecognizesSimultaneously(withPanOf: HeadlessView("elsewhere")))
        #expect(!controller.dismissPanRecognizesSimultaneously(withPanOf: nil), "not a scroll view's pan")
    }

    // MARK: Finding 7: a size change during a transition

    @Test("a rotation during a full-screen dismissal: the presenter's view comes back at the new size")
    func rotationDuringFullScreenDismissal() throws {
        let (uikit, controller) = Self.presentedSheet(.fullScreen)
        #expect(uikit.presenter.view.superview == nil, "removed while covered")
        #expect(uikit.pan(controller, velocity: Self.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 5), velocity: Self.down)
        uikit.mainQueue.drain()
        uikit.move(controller, by: CGPoint(x: 0, y: 100), velocity: Self.down)
        uikit.resize(to: CGSize(width: 812, height: 375), safeArea: EdgeInsets(left: 47, right: 47))
        uikit.lift(controller, velocity: CGPoint(x: 0, y: 2_000))
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil)
        #expect(uikit.presenter.view.superview === uikit.window)
        #expect(
            uikit.presenter.view.state == ViewState(frame: CGRect(x: 0, y: 0, width: 812, height: 375)), "not the portrait frame")
    }

    @Test("a rotation while a sheet is held: cancelled, it rests at the new size's frame")
    func rotationDuringHeldSheet() {
        let (uikit, controller) = Self.presentedSheet()
        #expect(uikit.pan(controller, velocity: Self.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 5), velocity: Self.down)
        uikit.mainQueue.drain()
        uikit.move(controller, by: CGPoint(x: 0, y: 50), velocity: Self.down)
        uikit.resize(to: CGSize(width: 812, height: 375), safeArea: EdgeInsets(left: 47, right: 47))
        #expect(controller.dimmingView.frame == CGRect(x: 0, y: 0, width: 812, height: 375), "the dimming follows at once")
        uikit.lift(controller, velocity: CGPoint(x: 0, y: 10))
        uikit.mainQueue.drain()
        // 300 + 0 (no bottom inset in landscape) = 300 tall, at 375 − 300.
        #expect(
            controller.presented.view.state == ViewState(frame: CGRect(x: 0, y: 75, width: 812, height: 300), cornerRadius: 16))
    }

    @Test("a rotation during a presentation: it ends at the new size's frame")
    func rotationDuringPresentation() {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        uikit.presentationsEndLater = true
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("presented", frame: .zero), layout: .fullScreen,
            dismissal: .all)
        uikit.present(controller)
        uikit.resize(to: CGSize(width: 812, height: 375), safeArea: EdgeInsets(left: 47, right: 47))
        uikit.mainQueue.drain()
        #expect(controller.presented.view.state == ViewState(frame: CGRect(x: 0, y: 0, width: 812, height: 375)))
    }

    // MARK: Finding 8: the app's veto

    @Test("the app's veto is asked once the built-in rules allow the pan, and a no leaves the drag alone")
    func veto() {
        let (uikit, controller) = Self.presentedSheet()
        var allow = false
        controller.interactiveDismissShouldBegin = { _ in allow }
        #expect(!uikit.pan(controller, velocity: CGPoint(x: 500, y: 0)), "sideways: refused before the app is asked")
        #expect(controller.vetoAsked == 0)
        // A sheet's pan moves it up too (a rubber band above its largest detent): the app is asked.
        #expect(!uikit.pan(controller, velocity: CGPoint(x: 0, y: -500)))
        #expect(controller.vetoAsked == 1)
        #expect(!uikit.pan(controller, velocity: Self.down))
        #expect(controller.vetoAsked == 2)
        #expect(!uikit.isBeingDismissed)
        allow = true
        #expect(uikit.pan(controller, velocity: Self.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 5), velocity: Self.down)
        #expect(!uikit.isBeingDismissed, "the sheet moves; the release decides")
        uikit.lift(controller, velocity: CGPoint(x: 0, y: 2_000))
        #expect(uikit.isBeingDismissed)
    }

    // MARK: Finding 9 and issue 24, item 1

    @Test("setLayout does not animate with Reduce Motion on")
    func setLayoutReduceMotion() {
        let (uikit, controller) = Self.presentedSheet()
        defer { withExtendedLifetime(uikit) {} }
        #expect(controller.setLayout(.sheet(.init(detents: [.points(500)])), animated: true))
        #expect(controller.layoutAnimations.last == .layoutChange)
        controller.isReduceMotionEnabled = true
        #expect(controller.setLayout(.sheet(.init(detents: [.points(400)])), animated: true))
        #expect(controller.layoutAnimations.last == PresentationSession.LayoutAnimation.none)
        #expect(controller.presented.view.frame == CGRect(x: 0, y: 378, width: 375, height: 434))
    }

    @Test(
        "VoiceOver stays in the presented screen in every layout, also after growing to full screen",
        arguments: [
            PresentationLayout.sheet(.init(detents: [.points(300)])), .card(size: CGSize(width: 300, height: 300)), .sideMenu,
            .fullScreen,
        ])
    func accessibilityModal(layout: PresentationLayout) throws {
        let (uikit, controller) = Self.presentedSheet(layout)
        let container = try #require(uikit.containerView)
        #expect(container.accessibilityViewIsModal, "the container's siblings, the presenter's hierarchy, are ignored")
        // Not on the presented view: that would hide its siblings in the container, a subclass's chrome (the dimming
        // view is not an element).
        #expect(!controller.presented.view.accessibilityViewIsModal)
        if layout != .fullScreen {
            #expect(controller.setLayout(.fullScreen, animated: false))
            #expect(uikit.presenter.view.superview === uikit.window, "the presenter's view stays in the window, covered")
            #expect(container.accessibilityViewIsModal)
        }
    }
}
