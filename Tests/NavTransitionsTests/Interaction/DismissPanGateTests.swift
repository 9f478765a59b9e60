import Foundation
import Testing
@testable import NavTransitions

@Suite("DismissPanGate")
struct DismissPanGateTests {
    /// A sheet dismissed with a finger moving down.
    static let sheet = DismissPanGate(direction: .dismissal(toward: .bottom, layoutDirection: .leftToRight))

    /// A list of 2000 points in 800 under a 100-point top inset: offsets −100...1200.
    static func list(y: CGFloat) -> ScrollViewState {
        ScrollViewState(contentOffset: CGPoint(x: 0, y: y), contentSize: CGSize(width: 375, height: 2_000),
                        boundsSize: CGSize(width: 375, height: 800), adjustedContentInset: EdgeInsets(top: 100))
    }

    static let top = CGPoint(x: 0, y: -100)
    static let follow = DismissPanGate.Decision(tracksDismissal: true, pinnedContentOffset: top)
    static let scroll = DismissPanGate.Decision(tracksDismissal: false, pinnedContentOffset: nil)

    @Test("the scroll view keeps the pan until it is at its top, then the dismissal takes over", arguments: [
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
        let tracks = DismissPanGate.Decision(tracksDismissal: true, pinnedContentOffset: nil)
        #expect(Self.sheet.decision(scrollView: nil, motion: .down, dismissProgress: 0) == tracks)
        #expect(Self.sheet.decision(scrollView: nil, motion: .up, dismissProgress: 0) == Self.scroll)
        #expect(Self.sheet.decision(scrollView: nil, motion: .up, dismissProgress: 0.1) == tracks)
    }

    @Test("a list shorter than the sheet cannot scroll: dragging down dismisses and pins it to its top")
    func shortList() {
        let short = ScrollViewState(contentOffset: CGPoint(x: 0, y: -20), contentSize: CGSize(width: 375, height: 300),
                                    boundsSize: CGSize(width: 375, height: 800), adjustedContentInset: EdgeInsets(top: 60))
        let decision = Self.sheet.decision(scrollView: short, motion: .down, dismissProgress: 0)
        #expect(decision == DismissPanGate.Decision(tracksDismissal: true, pinnedContentOffset: CGPoint(x: 0, y: -60)))
    }

    @Test("a view dismissed toward the top yields to a list until it is at its bottom")
    func dismissalTowardTop() {
        let gate = DismissPanGate(direction: .dismissal(toward: .top, layoutDirection: .leftToRight))
        #expect(gate.decision(scrollView: Self.list(y: 600), motion: .up, dismissProgress: 0) == Self.scroll)
        #expect(gate.decision(scrollView: Self.list(y: 1_200), motion: .up, dismissProgress: 0)
            == DismissPanGate.Decision(tracksDismissal: true, pinnedContentOffset: CGPoint(x: 0, y: 1_200)))
    }

    @Test("a side panel dismissed toward the leading edge in RTL yields to a carousel until its end")
    func sidePanelRightToLeft() {
        let gate = DismissPanGate(direction: .dismissal(toward: .leading, layoutDirection: .rightToLeft))
        #expect(gate.direction == .right)
        let carousel = { (x: CGFloat) in
            ScrollViewState(contentOffset: CGPoint(x: x, y: 0), contentSize: CGSize(width: 1_000, height: 200),
                            boundsSize: CGSize(width: 375, height: 200))
        }
        #expect(gate.decision(scrollView: carousel(200), motion: .right, dismissProgress: 0) == Self.scroll)
        #expect(gate.decision(scrollView: carousel(0), motion: .right, dismissProgress: 0)
            == DismissPanGate.Decision(tracksDismissal: true, pinnedContentOffset: .zero))
    }

    @Test("the dismiss pan begins along its axis or to grab a settling dismissal", arguments: [
        (SwipeDirection.down, SwipeDirection?.some(.down), false, true),
        (.down, .some(.up), false, true),
        (.down, .some(.left), false, false),
        (.down, .some(.right), false, false),
        (.down, nil, false, false),
        (.down, .some(.left), true, true),
        (.down, nil, true, true),
        (.left, .some(.right), false, true),
        (.left, .some(.down), false, false),
    ])
    func shouldBegin(direction: SwipeDirection, motion: SwipeDirection?, isSettling: Bool, expected: Bool) {
        #expect(DismissPanGate(direction: direction).shouldBegin(motion: motion, isSettling: isSettling) == expected)
    }
}
