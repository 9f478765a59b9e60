import Foundation
import Testing
@testable import NavTransitions

@Suite("ScrollViewState")
struct ScrollViewStateTests {
    /// A horizontal carousel: 1000 points of content in 375 points, offsets 0...625.
    static func carousel(x: CGFloat, insets: EdgeInsets = .zero) -> ScrollViewState {
        ScrollViewState(
            contentOffset: CGPoint(x: x, y: 0),
            contentSize: CGSize(width: 1_000, height: 200),
            boundsSize: CGSize(width: 375, height: 200),
            adjustedContentInset: insets
        )
    }

    /// A vertical list under a 100-point bar with a 34-point home indicator: offsets −100...1234.
    static func list(y: CGFloat, x: CGFloat = 0) -> ScrollViewState {
        ScrollViewState(
            contentOffset: CGPoint(x: x, y: y),
            contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 800),
            adjustedContentInset: EdgeInsets(top: 100, bottom: 34)
        )
    }

    @Test(
        "a carousel scrolls with a finger moving right until its leading edge, left until its end",
        arguments: [
            (CGFloat(0), false, true),
            (0.4, false, true), // within the 0.5-point tolerance of the start
            (0.5, false, true), // exactly at the tolerance: still resting at the start
            (0.52, true, true), // just past the 0.5-point tolerance
            (0.6, true, true),
            (100, true, true),
            (624.4, true, true),
            (624.48, true, true), // just short of the tolerance of the end
            (624.5, true, false), // exactly at the tolerance of the end
            (624.6, true, false), // within the tolerance of the end
            (625, true, false),
            (-30, false, true), // bouncing past the start
        ] as [(CGFloat, Bool, Bool)])
    func carouselCanScroll(x: CGFloat, towardRight: Bool, towardLeft: Bool) {
        let state = Self.carousel(x: x)
        #expect(state.canScroll(toward: .right) == towardRight)
        #expect(state.canScroll(toward: .left) == towardLeft)
        #expect(!state.canScroll(toward: .up))
        #expect(!state.canScroll(toward: .down))
    }

    @Test("insets extend the range: −left...width − bounds + right")
    func carouselWithInsets() {
        let insets = EdgeInsets(left: 20, right: 20)
        #expect(!Self.carousel(x: -20, insets: insets).canScroll(toward: .right))
        #expect(Self.carousel(x: -19, insets: insets).canScroll(toward: .right)) // −19 > −19.5
        #expect(Self.carousel(x: 625, insets: insets).canScroll(toward: .left)) // end is 645
        #expect(!Self.carousel(x: 645, insets: insets).canScroll(toward: .left))
    }

    @Test(
        "a list scrolls with a finger moving down until its top, up until its bottom",
        arguments: [
            (CGFloat(-100), false, true),
            (-99.6, false, true),
            (-99.5, false, true), // exactly the 0.5-point tolerance from the top still rests there
            (-99.4, true, true),
            (500, true, true),
            (1_234, true, false),
        ] as [(CGFloat, Bool, Bool)])
    func listCanScroll(y: CGFloat, towardDown: Bool, towardUp: Bool) {
        let state = Self.list(y: y)
        #expect(state.canScroll(toward: .down) == towardDown)
        #expect(state.canScroll(toward: .up) == towardUp)
        #expect(!state.canScroll(toward: .left))
        #expect(!state.canScroll(toward: .right))
    }

    @Test(
        "content that does not exceed its bounds cannot scroll, whatever the offset",
        arguments: [
            ScrollViewState(
                contentOffset: CGPoint(x: 50, y: 50), contentSize: CGSize(width: 300, height: 300),
                boundsSize: CGSize(width: 375, height: 800)),
            // 335 + 20 + 20 = 375: exactly the bounds.
            ScrollViewState(
                contentOffset: CGPoint(x: 10, y: 10), contentSize: CGSize(width: 335, height: 760),
                boundsSize: CGSize(width: 375, height: 800),
                adjustedContentInset: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)),
            ScrollViewState(contentOffset: .zero, contentSize: .zero, boundsSize: .zero),
        ])
    func notScrollable(state: ScrollViewState) {
        for direction in SwipeDirection.allCases {
            #expect(!state.canScroll(toward: direction), "toward \(direction)")
        }
    }

    @Test(
        "non-finite values cannot scroll",
        arguments: [
            ScrollViewState(
                contentOffset: CGPoint(x: CGFloat.nan, y: CGFloat.nan), contentSize: CGSize(width: 1_000, height: 2_000),
                boundsSize: CGSize(width: 375, height: 800)),
            ScrollViewState(
                contentOffset: CGPoint(x: 100, y: 100), contentSize: CGSize(width: CGFloat.nan, height: CGFloat.nan),
                boundsSize: CGSize(width: 375, height: 800)),
            ScrollViewState(
                contentOffset: CGPoint(x: 100, y: 100), contentSize: CGSize(width: CGFloat.infinity, height: CGFloat.infinity),
                boundsSize: CGSize(width: 375, height: 800)),
            ScrollViewState(
                contentOffset: CGPoint(x: 100, y: 100), contentSize: CGSize(width: 1_000, height: 2_000),
                boundsSize: CGSize(width: CGFloat.nan, height: CGFloat.nan)),
            ScrollViewState(
                contentOffset: CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity),
                contentSize: CGSize(width: 1_000, height: 2_000),
                boundsSize: CGSize(width: 375, height: 800)),
        ])
    func nonFinite(state: ScrollViewState) {
        for direction in SwipeDirection.allCases {
            #expect(!state.canScroll(toward: direction), "toward \(direction)")
        }
    }

    @Test(
        "at the top within half a point, bouncing counts as at the top, NaN does not",
        arguments: [
            (CGFloat(-100), true),
            (-150, true),
            (-99.5, true),
            (-99.4, false),
            (300, false),
            (.nan, false),
        ] as [(CGFloat, Bool)])
    func isAtTop(y: CGFloat, expected: Bool) {
        #expect(Self.list(y: y).isAtTop == expected)
    }

    @Test("the top offset keeps x and pins y to −top")
    func topOffset() {
        #expect(Self.list(y: 500, x: 10).topOffset == CGPoint(x: 10, y: -100))
        #expect(Self.list(y: .nan, x: .nan).topOffset == CGPoint(x: 0, y: -100))
    }

    @Test("the resting offset toward each direction is the matching end of the range")
    func restingOffsets() {
        let list = Self.list(y: 500, x: 7)
        #expect(list.restingOffset(toward: .down) == CGPoint(x: 7, y: -100))
        #expect(list.restingOffset(toward: .up) == CGPoint(x: 7, y: 1_234))
        let carousel = Self.carousel(x: 300)
        #expect(carousel.restingOffset(toward: .right) == CGPoint(x: 0, y: 0))
        #expect(carousel.restingOffset(toward: .left) == CGPoint(x: 625, y: 0))
        // Content shorter than its bounds rests at its top whatever the direction.
        let short = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: 40), contentSize: CGSize(width: 375, height: 300),
            boundsSize: CGSize(width: 375, height: 800))
        #expect(short.restingOffset(toward: .up) == .zero)
    }
}
