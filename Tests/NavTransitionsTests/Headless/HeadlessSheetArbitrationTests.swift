import Foundation
import Testing
@testable import NavTransitions

/// Issue 32 §3 and §4: the gestures arbitrate as UIKit will (every scroll view under the finger held while the
/// sheet or a dismissal owns the touch, the touch-down point in one coordinate space, a trackpad's scroll apart),
/// and the presented view takes first responder only when nothing in the window has it.
@Suite("Sheet gestures and first responder, as UIKit arbitrates them")
struct HeadlessSheetArbitrationTests {
    static let up = HeadlessSheetTests.up
    static let down = HeadlessSheetTests.down

    /// A table view with a few rows (120 points of content in 300): it cannot scroll, but table views bounce
    /// vertically even so (`alwaysBounceVertical`), so its own pan moves its content.
    static func shortTable(in controller: HeadlessPresentationController) -> HeadlessView {
        let table = HeadlessView("short table", frame: CGRect(x: 0, y: 24, width: 375, height: 300))
        table.scrollState = ScrollViewState(
            contentOffset: .zero, contentSize: CGSize(width: 375, height: 120),
            boundsSize: CGSize(width: 375, height: 300))
        controller.presented.view.addSubview(table)
        return table
    }

    // MARK: §3: scroll views under the finger

    /// On the code before it, only a scroll view that can scroll was tracked and pinned: the short table
    /// rubber-banded inside the moving sheet.
    @Test(
        "a short list under a dragged sheet is held still: pinned back after each move of its own pan, and once more when it ends"
    )
    func shortListHeld() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        let table = Self.shortTable(in: controller)
        #expect(uikit.pan(controller, hitView: table, velocity: Self.up))
        #expect(!controller.isTrackingScrollView, "it cannot scroll: the sheet takes the touch")
        uikit.move(controller, by: CGPoint(x: 0, y: -40), velocity: Self.up)
        #expect(controller.follows(table), "its own pan is followed while the sheet owns the touch")
        #expect(controller.presented.view.frame == CGRect(x: 0, y: 372.5, width: 375, height: 439.5))
        // Its own pan rubber-bands it by the finger's 40 points, then reports to its targets.
        controller.scrollViewOwnPan(table, .changed, movingContentBy: -40)
        #expect(table.scrollState?.contentOffset == .zero)
        uikit.move(controller, by: CGPoint(x: 0, y: -40), velocity: Self.up)
        controller.scrollViewOwnPan(table, .changed, movingContentBy: -40)
        #expect(table.scrollState?.contentOffset == .zero)
        uikit.lift(controller, velocity: Self.up)
        // Its pan ends after the sheet's, starting a deceleration: pinned once more, then let go.
        controller.scrollViewOwnPan(table, .ended, movingContentBy: -25)
        #expect(table.scrollState?.contentOffset == .zero)
        #expect(controller.followedPanCount == 0)
        #expect(controller.selectedDetent == .large)
    }

    @Test("a short list's pan that moves it before the sheet's pan reports is pinned back by the sheet's change")
    func shortListPinnedBySheetPan() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        let table = Self.shortTable(in: controller)
        #expect(uikit.pan(controller, hitView: table, velocity: Self.up))
        uikit.move(controller, by: CGPoint(x: 0, y: -20), velocity: Self.up)
        // This time the list's own action runs first (UIKit promises no order), then the sheet's.
        table.scrollState?.contentOffset.y = 30
        uikit.move(controller, by: CGPoint(x: 0, y: -30), velocity: Self.up)
        #expect(table.scrollState?.contentOffset == .zero)
        uikit.lift(controller, velocity: CGPoint(x: 0, y: -50))
        controller.scrollViewOwnPan(table, .ended)
        #expect(controller.followedPanCount == 0)
    }

    @Test("a list the sheet tracks is pinned by the sheet; another scroll view under the finger is held apart from it")
    func trackedListAndOuterScrollView() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        let outer = HeadlessView("outer", frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        outer.scrollState = ScrollViewState(
            contentOffset: .zero, contentSize: CGSize(width: 375, height: 400),
            boundsSize: CGSize(width: 375, height: 400))
        let list = HeadlessView("list", frame: CGRect(x: 0, y: 24, width: 375, height: 370))
        list.scrollState = ScrollViewState(
            contentOffset: .zero, contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 370))
        controller.presented.view.addSubview(outer)
        outer.addSubview(list)
        #expect(uikit.pan(controller, hitView: list, velocity: Self.up))
        #expect(controller.isTrackingScrollView)
        uikit.move(controller, by: CGPoint(x: 0, y: -50), velocity: Self.up)
        #expect(controller.follows(list) && controller.follows(outer))
        controller.scrollViewOwnPan(outer, .changed, movingContentBy: -50)
        #expect(outer.scrollState?.contentOffset == .zero)
        uikit.lift(controller, velocity: Self.up)
        controller.scrollViewOwnPan(outer, .ended)
        controller.scrollViewOwnPan(list, .ended)
        #expect(controller.followedPanCount == 0)
        #expect(!controller.isTrackingScrollView)
    }

    @Test(
        "a list alone under the finger is not read again on each movement of either pan; beside another scroll view, or held, it is"
    )
    func scrollViewStatesReadOnlyWhenHeld() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        let list = Self.list(in: controller.presented.view)
        #expect(uikit.pan(controller, hitView: list, velocity: Self.up))
        #expect(controller.isTrackingScrollView)
        let atBegin = controller.scrollViewStateReads
        uikit.move(controller, by: CGPoint(x: 0, y: -50), velocity: Self.up)
        controller.scrollViewOwnPan(list, .changed, movingContentBy: 0)
        uikit.move(controller, by: CGPoint(x: 0, y: -30), velocity: Self.up)
        #expect(controller.scrollViewStateReads == atBegin, "the sheet pins its tracked list from the tracked reading")
        #expect(controller.presented.view.frame.minY < 412.5, "and the sheet moved")
        uikit.lift(controller, velocity: Self.up)
        #expect(controller.scrollViewStateReads == atBegin + 1, "the end reads them")

        // A short table the sheet does not track is held: every movement reads it.
        let (other, held) = HeadlessSheetTests.presented()
        let table = Self.shortTable(in: held)
        #expect(other.pan(held, hitView: table, velocity: Self.up))
        let before = held.scrollViewStateReads
        other.move(held, by: CGPoint(x: 0, y: -40), velocity: Self.up)
        other.move(held, by: CGPoint(x: 0, y: -60), velocity: Self.up)
        #expect(held.scrollViewStateReads == before + 2)

        // The tracked list inside another scroll view: the other one is held, so every movement reads them.
        let (third, nested) = HeadlessSheetTests.presented()
        let outer = HeadlessView("outer", frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        outer.scrollState = ScrollViewState(
            contentOffset: .zero, contentSize: CGSize(width: 375, height: 400), boundsSize: CGSize(width: 375, height: 400))
        nested.presented.view.addSubview(outer)
        let inner = Self.list(in: outer)
        #expect(third.pan(nested, hitView: inner, velocity: Self.up))
        #expect(nested.isTrackingScrollView)
        let beforeNested = nested.scrollViewStateReads
        third.move(nested, by: CGPoint(x: 0, y: -40), velocity: Self.up)
        #expect(nested.scrollViewStateReads == beforeNested + 1)

        // Plain content: no scroll view under the finger, nothing to read on a movement.
        let (fourth, plain) = HeadlessSheetTests.presented()
        #expect(fourth.pan(plain, hitView: plain.presented.view, velocity: Self.up))
        let beforePlain = plain.scrollViewStateReads
        fourth.move(plain, by: CGPoint(x: 0, y: -40), velocity: Self.up)
        #expect(plain.scrollViewStateReads == beforePlain)
        #expect(plain.presented.view.frame.minY == 372.5)
    }

    /// A list of 2,000 points of content in 370, at its top, added to `superview`.
    static func list(in superview: HeadlessView) -> HeadlessView {
        let list = HeadlessView("list", frame: CGRect(x: 0, y: 24, width: 375, height: 370))
        list.scrollState = ScrollViewState(
            contentOffset: .zero, contentSize: CGSize(width: 375, height: 2_000), boundsSize: CGSize(width: 375, height: 370))
        superview.addSubview(list)
        return list
    }

    @Test(
        "a scroll view under the finger whose own pan never began is let go when the touch ends: a later touch scrolls it freely")
    func idleScrollViewLetGo() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        let carousel = HeadlessView("carousel", frame: CGRect(x: 0, y: 24, width: 375, height: 120))
        carousel.scrollState = ScrollViewState(
            contentOffset: .zero, contentSize: CGSize(width: 1_500, height: 120),
            boundsSize: CGSize(width: 375, height: 120))
        controller.presented.view.addSubview(carousel)
        #expect(uikit.pan(controller, hitView: carousel, velocity: Self.up))
        uikit.move(controller, by: CGPoint(x: 0, y: -40), velocity: Self.up)
        #expect(controller.follows(carousel), "held while the sheet owns the touch")
        // Its own pan never began (a vertical drag on a horizontal list): no end of it will come.
        uikit.lift(controller, velocity: Self.up)
        #expect(!controller.follows(carousel))
        #expect(controller.followedPanCount == 0)
        // A later touch of its own scrolls it: nothing pins it back.
        controller.scrollViewOwnPan(carousel, .began)
        carousel.scrollState?.contentOffset.x = 200
        controller.scrollViewOwnPan(carousel, .changed)
        #expect(carousel.scrollState?.contentOffset.x == 200)
        controller.scrollViewOwnPan(carousel, .ended)
    }

    @Test("a held scroll view's pan that begins once the sheet's touch is over belongs to a new touch: let go, never pinned")
    func laterPanOfHeldScrollViewLetGo() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        let table = Self.shortTable(in: controller)
        #expect(uikit.pan(controller, hitView: table, velocity: Self.up))
        uikit.move(controller, by: CGPoint(x: 0, y: -40), velocity: Self.up)
        controller.scrollViewOwnPan(table, .changed, movingContentBy: -40)
        uikit.lift(controller, velocity: Self.up)
        #expect(controller.follows(table), "its pan recognized the touch: its end is still to come")
        var session = controller.session
        #expect(
            session.heldScrollViewPan(.began, index: 0, states: [table.scrollState]) == [
                .stopFollowingHeldScrollViewPan(.underFinger(0)), .forgetTouch,
            ])
        withExtendedLifetime(uikit) {}
    }

    /// On the code before it, the list under a grabbed dismissal was stopped once (its pan toggled off and on),
    /// and nothing stopped a list pan that began after the grab.
    @Test("a list under a grabbed dismissal stays still for the whole touch, also when its pan begins after the grab")
    func grabHoldsLaterListPan() {
        let (uikit, controller, list) = HeadlessModalFindingsTests.presentedList(offset: 0)
        HeadlessModalFindingsTests.releaseToCancel(uikit, controller)
        let stopsBefore = controller.stoppedScrollViews.count
        #expect(uikit.pan(controller, hitView: list, velocity: Self.down))
        #expect(controller.stoppedScrollViews.count == stopsBefore + 1, "stopped once, where it is")
        #expect(controller.follows(list), "and held: its own pan is followed")
        // A list pan that begins after the grab moves the content: pinned back at once.
        controller.scrollViewOwnPan(list, .changed, movingContentBy: -60)
        #expect(list.scrollState?.contentOffset == .zero)
        uikit.move(controller, by: CGPoint(x: 0, y: 30), velocity: Self.down)
        #expect(list.scrollState?.contentOffset == .zero)
        // Moved before the dismiss pan reports: that report pins it back too.
        list.scrollState?.contentOffset.y = 25
        uikit.move(controller, by: CGPoint(x: 0, y: -10), velocity: Self.up)
        #expect(list.scrollState?.contentOffset == .zero)
        uikit.lift(controller, velocity: CGPoint(x: 0, y: -500))
        controller.scrollViewOwnPan(list, .ended, movingContentBy: -10)
        #expect(list.scrollState?.contentOffset == .zero)
        #expect(controller.followedPanCount == 0)
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen === controller.presented)
    }

    // MARK: §3: where the touch went down

    /// On the code before it, a trackpad's scroll subtracted its whole initial translation from a pointer that did
    /// not move: 100 − 90 put the touch in the grabber's band, and the list under the pointer was not tracked.
    @Test("a trackpad's scroll begins where the pointer is: the list under it shares the pan")
    func trackpadScroll() {
        let (uikit, controller) = HeadlessSheetTests.presented(.init(detents: [.medium, .large], prefersGrabberVisible: true))
        let list = HeadlessView("list", frame: CGRect(x: 0, y: 24, width: 375, height: 370))
        list.scrollState = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: 200), contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 370))
        controller.presented.view.addSubview(list)
        controller.pan = HeadlessPanReading(
            translation: CGPoint(x: 0, y: 90), velocity: Self.down, hitView: list,
            location: CGPoint(x: 100, y: 100), isTrackpadScroll: true)
        #expect(controller.dismissPanShouldBegin())
        controller.dismissPanBegan()
        #expect(controller.isTrackingScrollView)
        withExtendedLifetime(uikit) {}
    }

    @Test("the touch-down point: the recorded one, else location less translation in the presented view's coordinates")
    func touchDownPoint() {
        let location = CGPoint(x: 100, y: 30)
        #expect(
            PresentationSession.touchDownLocation(began: location, translation: CGPoint(x: 0, y: 20)) == CGPoint(x: 100, y: 10))
        #expect(
            PresentationSession.touchDownLocation(began: location, translation: CGPoint(x: 0, y: 20), input: .trackpadScroll)
                == location)
        #expect(
            PresentationSession.touchDownLocation(
                began: location, translation: CGPoint(x: 0, y: 20), recorded: CGPoint(x: 90, y: 5))
                == CGPoint(x: 90, y: 5))
        #expect(
            PresentationSession.touchDownLocation(
                began: location, translation: CGPoint(x: 0, y: 20), recorded: CGPoint(x: CGFloat.nan, y: 5))
                == CGPoint(x: 100, y: 10), "a non-finite recorded point is no record")
        #expect(
            PresentationSession.touchDownLocation(began: location, translation: CGPoint(x: CGFloat.infinity, y: 20))
                == CGPoint(x: 100, y: 10))
    }

    /// On the code before it, `gestureRecognizerShouldBegin` hit-tested where the finger was then: a quick finger
    /// that had already left the list it came down on was judged without it, and `.began` then found the list.
    @Test("the pan's should-begin looks for scroll views where the touch came down, the same point its beginning reads")
    func shouldBeginHitTestsTouchDown() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        let list = Self.list(in: controller.presented.view)
        controller.pan = HeadlessPanReading(
            translation: CGPoint(x: 0, y: -30), velocity: Self.up, hitView: list, location: CGPoint(x: 100, y: 150))
        #expect(controller.dismissPanShouldBegin())
        controller.pan.touchDown = CGPoint(x: 90, y: 200)
        #expect(controller.dismissPanShouldBegin())
        controller.dismissPanBegan()
        // Location less translation, then the recorded point; `.began` reads the recorded point too.
        #expect(controller.hitTestLocations == [CGPoint(x: 100, y: 180), CGPoint(x: 90, y: 200), CGPoint(x: 90, y: 200)])
        #expect(controller.isTrackingScrollView)
        withExtendedLifetime(uikit) {}
    }

    /// On the code before it, the location (in the presented view) less the translation (in the container) was two
    /// coordinate spaces: under a scale of 0.5 the 20 container points the finger moved are 40 of the presented
    /// view's, and the touch that began 10 points above the sheet was taken for one in its grabber's band.
    @Test("under a transform, the touch-down point is taken in the presented view's coordinates")
    func touchDownUnderTransform() {
        let (uikit, controller) = HeadlessSheetTests.presented(.init(detents: [.medium, .large], prefersGrabberVisible: true))
        let list = HeadlessView("list", frame: CGRect(x: 0, y: 0, width: 375, height: 370))
        list.scrollState = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: 200), contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 370))
        controller.presented.view.addSubview(list)
        controller.presented.view.transform = ViewTransform(scaleX: 0.5, scaleY: 0.5)
        controller.pan = HeadlessPanReading(
            translation: CGPoint(x: 0, y: 20), velocity: Self.down, hitView: list, location: CGPoint(x: 100, y: 30))
        #expect(controller.dismissPanShouldBegin())
        controller.dismissPanBegan()
        #expect(controller.isTrackingScrollView, "began at y -10 of the presented view: outside the grabber's band")
        withExtendedLifetime(uikit) {}
    }

    @Test("a recorded touch-down wins over the computed one")
    func recordedTouchDown() {
        let (uikit, controller) = HeadlessSheetTests.presented(.init(detents: [.medium, .large], prefersGrabberVisible: true))
        let list = HeadlessView("list", frame: CGRect(x: 0, y: 0, width: 375, height: 370))
        list.scrollState = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: 200), contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 370))
        controller.presented.view.addSubview(list)
        controller.pan = HeadlessPanReading(
            translation: CGPoint(x: 0, y: 20), velocity: Self.down, hitView: list,
            location: CGPoint(x: 100, y: 60), touchDown: CGPoint(x: 100, y: 12))
        #expect(controller.dismissPanShouldBegin())
        controller.dismissPanBegan()
        #expect(!controller.isTrackingScrollView, "the finger came down in the grabber's band: the sheet moves, never the list")
        withExtendedLifetime(uikit) {}
    }

    // MARK: §4: first responder and Escape

    /// On the code before it, the presented view took first responder whenever nothing inside it had it: a
    /// search field behind an undimmed sheet lost its keyboard when the sheet landed.
    @Test("a field behind an undimmed sheet keeps first responder when the sheet lands")
    func fieldBehindKeepsFirstResponder() {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let field = HeadlessView("search field", frame: CGRect(x: 0, y: 60, width: 375, height: 44))
        uikit.presenter.view.addSubview(field)
        field.isFirstResponder = true
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("results", frame: .zero),
            layout: .sheet(.init(detents: [.medium, .large], largestUndimmedDetent: .medium)),
            dismissal: .all)
        uikit.present(controller)
        #expect(field.isFirstResponder)
        #expect(!controller.isFirstResponder)
        #expect(controller.firstResponderCalls == 0)
        // The field ends editing: Escape is the sheet's again.
        field.isFirstResponder = false
        controller.presentationAboveEnded()
        #expect(controller.isFirstResponder)
    }

    @Test("Escape is re-armed after an editing session inside the sheet ends")
    func rearmAfterEditing() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        #expect(controller.isFirstResponder)
        // A text field inside takes first responder, then ends editing (it resigns).
        controller.presentedViewResignsFirstResponder()
        controller.contentHasFirstResponder = true
        controller.editingEnded()
        #expect(controller.isFirstResponder)
        #expect(controller.keyCommandEscape())
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil)
    }

    @Test("a presentation over the sheet takes first responder from it, and the sheet takes it back when that one ends")
    func nestedPresentation() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        #expect(controller.isFirstResponder)
        // A second library presentation in the same window (another presenter's).
        let second = HeadlessModalUIKit(
            style: .cover(edge: .bottom), window: uikit.window,
            presenter: HeadlessViewController("other", frame: HeadlessModalUIKit.screen))
        uikit.window.addSubview(second.presenter.view)
        let top = HeadlessPresentationController(
            presented: HeadlessViewController("top", frame: .zero),
            layout: .card(size: CGSize(width: 300, height: 400)), dismissal: .all)
        second.present(top)
        #expect(top.isFirstResponder, "the sheet below held it only for its key commands")
        #expect(!controller.isFirstResponder)
        #expect(top.keyCommandEscape())
        second.mainQueue.drain()
        #expect(second.presentedScreen == nil, "Escape dismissed the one on top")
        #expect(uikit.presentedScreen === controller.presented, "not the sheet below")
        // Its dismissal's end (`dismissalTransitionDidEnd`) re-arms the presentation below.
        controller.presentationAboveEnded()
        #expect(controller.isFirstResponder)
    }

    @Test("where the first responder is: none, inside the presented view, elsewhere, or another presentation's wrapper (none)")
    func locateFirstResponder() {
        let window = HeadlessView("window")
        let presented = HeadlessView("presented")
        let field = HeadlessView("field")
        let behind = HeadlessView("behind")
        let wrapper = HeadlessView("other wrapper")
        window.addSubview(behind)
        window.addSubview(wrapper)
        window.addSubview(presented)
        presented.addSubview(field)
        func locate() -> FirstResponderLocation {
            FirstResponderLocation.locate(
                window: window, presentedView: presented, children: \.subviews, isFirstResponder: \.isFirstResponder,
                holdsOnlyForKeyCommands: { $0 === wrapper })
        }
        #expect(locate() == .none)
        #expect(
            FirstResponderLocation.locate(
                window: nil, presentedView: presented, children: \.subviews, isFirstResponder: { _ in true },
                holdsOnlyForKeyCommands: { _ in false }) == .none)
        field.isFirstResponder = true
        #expect(locate() == .insidePresentedView)
        field.isFirstResponder = false
        presented.isFirstResponder = true
        #expect(locate() == .insidePresentedView)
        presented.isFirstResponder = false
        behind.isFirstResponder = true
        #expect(locate() == .elsewhere)
        behind.isFirstResponder = false
        wrapper.isFirstResponder = true
        #expect(locate() == .none)
    }
}
