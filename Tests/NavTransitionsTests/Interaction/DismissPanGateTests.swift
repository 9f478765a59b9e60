import Foundation
import Testing
@testable import NavTransitions

@Suite("DismissPanGate")
struct DismissPanGateTests {
    /// A sheet dismissed with a finger moving down.
    static let sheet = DismissPanGate(direction: .dismissal(toward: .bottom, layoutDirection: .leftToRight))

    /// A list of 2000 points in 800 under a 100-point top inset: offsets −100...1200.
    static func list(y: CGFloat) -> ScrollViewState {
        ScrollViewState(
            contentOffset: CGPoint(x: 0, y: y), contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 800), adjustedContentInset: EdgeInsets(top: 100))
    }

    static let top = CGPoint(x: 0, y: -100)
    static let follow = DismissPanGate.Decision(tracksDismissal: true, scrollViewRestingOffset: top)
    static let scroll = DismissPanGate.Decision(tracksDismissal: false, scrollViewRestingOffset: nil)

    @Test(
        "the scroll view keeps the pan until it is at its top, then the dismissal takes over",
        arguments: [
            // Scrolled down, dragging down: the list scrolls back toward its top.
            (CGFloat(300), SwipeDirection?.some(.down), CGFloat(0), scroll),
            // At the top, dragging down: the dismissal tracks and the list is pinned.
            (-100, .down, 0, follow),
            // Bouncing past the top, dragging down: same.
            (-140, .down, 0, follow),
            // Half a point from the top counts as the top.
            (-99.6, .down, 0, follow),
            // At the top, dragging up: the list scrolls.
            (-100, .up, 0, scroll),
            // Dismissing, dragging back up: the dismissal tracks back to 0, still pinned.
            (-100, .up, 0.3, follow),
            // Any progress above 0 counts as dismissing, however small: dragging back up keeps tracking.
            (-100, .up, 0.03, follow),
            (300, .up, 0.001, follow),
            // Dismissing: pinned to the top even if the list reported an offset.
            (300, .down, 0.2, follow),
            // At the top, moving sideways: not a dismissal.
            (-100, .right, 0, scroll),
            // At the top, not moving: nothing to track yet.
            (-100, nil, 0, scroll),
            // Dismissing, not moving: keeps tracking.
            (-100, nil, 0.5, follow),
            // NaN progress counts as 0.
            (300, .down, .nan, scroll),
            (-100, .down, .nan, follow),
        ] as [(CGFloat, SwipeDirection?, CGFloat, DismissPanGate.Decision)])
    func sheetWithList(y: CGFloat, motion: SwipeDirection?, progress: CGFloat, expected: DismissPanGate.Decision) {
        #expect(Self.sheet.decision(scrollView: Self.list(y: y), motion: motion, dismissProgress: progress) == expected)
    }

    @Test("without a scroll view the dismissal tracks a downward drag and any drag once it has progress")
    func withoutScrollView() {
        let tracks = DismissPanGate.Decision(tracksDismissal: true, scrollViewRestingOffset: nil)
        #expect(Self.sheet.decision(scrollView: nil, motion: .down, dismissProgress: 0) == tracks)
        #expect(Self.sheet.decision(scrollView: nil, motion: .up, dismissProgress: 0) == Self.scroll)
        #expect(Self.sheet.decision(scrollView: nil, motion: .up, dismissProgress: 0.1) == tracks)
    }

    @Test("a list shorter than the sheet cannot scroll: dragging down dismisses and pins it to its top")
    func shortList() {
        let short = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: -20), contentSize: CGSize(width: 375, height: 300),
            boundsSize: CGSize(width: 375, height: 800), adjustedContentInset: EdgeInsets(top: 60))
        let decision = Self.sheet.decision(scrollView: short, motion: .down, dismissProgress: 0)
        #expect(decision == DismissPanGate.Decision(tracksDismissal: true, scrollViewRestingOffset: CGPoint(x: 0, y: -60)))
    }

    @Test("a view dismissed toward the top yields to a list until it is at its bottom")
    func dismissalTowardTop() {
        let gate = DismissPanGate(direction: .dismissal(toward: .top, layoutDirection: .leftToRight))
        #expect(gate.decision(scrollView: Self.list(y: 600), motion: .up, dismissProgress: 0) == Self.scroll)
        #expect(
            gate.decision(scrollView: Self.list(y: 1_200), motion: .up, dismissProgress: 0)
                == DismissPanGate.Decision(tracksDismissal: true, scrollViewRestingOffset: CGPoint(x: 0, y: 1_200)))
    }

    @Test("a side panel dismissed toward the leading edge in RTL yields to a carousel until its end")
    func sidePanelRightToLeft() {
        let gate = DismissPanGate(direction: .dismissal(toward: .leading, layoutDirection: .rightToLeft))
        #expect(gate.direction == .right)
        let carousel = { (x: CGFloat) in
            ScrollViewState(
                contentOffset: CGPoint(x: x, y: 0), contentSize: CGSize(width: 1_000, height: 200),
                boundsSize: CGSize(width: 375, height: 200))
        }
        #expect(gate.decision(scrollView: carousel(200), motion: .right, dismissProgress: 0) == Self.scroll)
        #expect(
            gate.decision(scrollView: carousel(0), motion: .right, dismissProgress: 0)
                == DismissPanGate.Decision(tracksDismissal: true, scrollViewRestingOffset: .zero))
    }

    @Test(
        "the dismiss pan begins toward the edge, against it only for a scroll view that can use the drag, or to grab",
        arguments: [
            // direction, motion, list offset (nil: no scroll view), settling, expected
            (SwipeDirection.down, SwipeDirection?.some(.down), CGFloat?.none, false, true),
            (.down, .some(.up), nil, false, false), // nothing to hand the drag to: left to other gestures
            (.down, .some(.up), 300, false, true), // the list scrolls up; the pan may take over later
            (.down, .some(.up), -100, false, true), // at its top the list can still scroll up
            (.down, .some(.up), 1_200, false, false), // at its bottom it cannot
            (.down, .some(.down), 300, false, true),
            (.down, .some(.left), nil, false, false),
            (.down, .some(.right), 300, false, false),
            (.down, nil, 300, false, false),
            (.down, .some(.left), nil, true, true),
            (.down, nil, nil, true, true),
            (.left, .some(.left), nil, false, true),
            (.left, .some(.right), nil, false, false),
            (.left, .some(.down), nil, false, false),
        ] as [(SwipeDirection, SwipeDirection?, CGFloat?, Bool, Bool)])
    func shouldBegin(direction: SwipeDirection, motion: SwipeDirection?, listOffset: CGFloat?, isSettling: Bool, expected: Bool) {
        let gate = DismissPanGate(direction: direction)
        #expect(
            gate.shouldBegin(
                motion: motion, settling: isSettling ? .finish : nil, scrollView: listOffset.map { Self.list(y: $0) }) == expected
        )
    }

    /// Issue 17, finding 6: a touch grabs a settling dismissal in any direction, except a pan the list owns:
    /// the sheet returning to rest (cancelling) over a list that is not at its top.
    @Test(
        "grabbing a settling dismissal: any direction, but not over a scrolled list while the sheet returns to rest",
        arguments: [
            // settling, motion, list offset (nil: no scroll view), expected
            // leaving: caught over a scrolled list
            (InteractiveCompletion.finish, SwipeDirection?.some(.up), CGFloat?.some(300), true),
            (.finish, .some(.down), 300, true),
            (.cancel, .some(.up), 300, false), // returning to rest over a scrolled list: the list's pan
            (.cancel, .some(.down), 300, false),
            (.cancel, nil, 300, false),
            (.cancel, .some(.down), -100, true), // the list at its top (inset 100): the sheet is grabbed
            (.cancel, .some(.up), -100, true), // in any direction
            (.cancel, .some(.left), nil, true), // no list
            (.cancel, .some(.up), 1_200, false), // at its bottom the list can still scroll down: its pan
        ] as [(InteractiveCompletion, SwipeDirection?, CGFloat?, Bool)])
    func grabOrList(settling: InteractiveCompletion, motion: SwipeDirection?, listOffset: CGFloat?, expected: Bool) {
        let gate = DismissPanGate(direction: .down)
        #expect(gate.shouldBegin(motion: motion, settling: settling, scrollView: listOffset.map { Self.list(y: $0) }) == expected)
    }

    @Test("a horizontal carousel can use a sideways drag against a side menu's edge")
    func carouselAgainstSideMenu() {
        let gate = DismissPanGate(direction: .left)
        let carousel = ScrollViewState(
            contentOffset: CGPoint(x: 200, y: 0), contentSize: CGSize(width: 1_000, height: 200),
            boundsSize: CGSize(width: 375, height: 200))
        #expect(gate.shouldBegin(motion: .right, settling: nil, scrollView: carousel))
        #expect(!gate.shouldBegin(motion: .right, settling: nil, scrollView: Self.list(y: 300)))
    }

    @Test("the shared scroll view is the innermost one that scrolls along the dismissal axis")
    func sharedScrollView() {
        let carousel = HeadlessView("carousel")
        carousel.scrollState = ScrollViewState(
            contentOffset: .zero, contentSize: CGSize(width: 1_000, height: 200),
            boundsSize: CGSize(width: 375, height: 200))
        let short = HeadlessView("short list")
        short.scrollState = ScrollViewState(
            contentOffset: .zero, contentSize: CGSize(width: 375, height: 100),
            boundsSize: CGSize(width: 375, height: 800))
        let list = HeadlessView("list")
        list.scrollState = Self.list(y: 0)
        let other = HeadlessView("list 2")
        other.scrollState = Self.list(y: 0)
        let sheet = DismissPanGate(direction: .down)
        #expect(sheet.scrollView(among: [carousel, short, list, other]) === list)
        #expect(sheet.scrollView(among: [carousel, short]) == nil)
        #expect(sheet.scrollView(among: []) == nil)
        #expect(DismissPanGate(direction: .right).scrollView(among: [list, carousel]) === carousel)
        // A node that is no longer a scroll view (scrolling disabled since) is skipped.
        list.scrollState = nil
        #expect(sheet.scrollView(among: [list, other]) === other)
    }
}
