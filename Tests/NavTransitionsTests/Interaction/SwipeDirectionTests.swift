import Foundation
import Testing
@testable import NavTransitions

@Suite("SwipeDirection")
struct SwipeDirectionTests {
    @Test(
        "unit vectors use UIKit coordinates (y grows downward)",
        arguments: [
            (SwipeDirection.left, CGPoint(x: -1, y: 0)),
            (.right, CGPoint(x: 1, y: 0)),
            (.up, CGPoint(x: 0, y: -1)),
            (.down, CGPoint(x: 0, y: 1)),
        ] as [(SwipeDirection, CGPoint)])
    func unitVector(direction: SwipeDirection, expected: CGPoint) {
        #expect(direction.unitVector == expected)
    }

    @Test("swipe back follows the layout direction")
    func back() {
        #expect(SwipeDirection.back(for: .leftToRight) == .right)
        #expect(SwipeDirection.back(for: .rightToLeft) == .left)
    }

    @Test(
        "dismissal moves toward the edge the view leaves through",
        arguments: [
            (TransitionEdge.bottom, LayoutDirection.leftToRight, SwipeDirection.down),
            (.bottom, .rightToLeft, .down),
            (.top, .leftToRight, .up),
            (.top, .rightToLeft, .up),
            (.leading, .leftToRight, .left),
            (.leading, .rightToLeft, .right),
            (.trailing, .leftToRight, .right),
            (.trailing, .rightToLeft, .left),
            (.left, .rightToLeft, .left),
            (.right, .rightToLeft, .right),
        ] as [(TransitionEdge, LayoutDirection, SwipeDirection)])
    func dismissal(edge: TransitionEdge, layout: LayoutDirection, expected: SwipeDirection) {
        #expect(SwipeDirection.dismissal(toward: edge, layoutDirection: layout) == expected)
    }

    @Test(
        "the larger component of a vector dominates",
        arguments: [
            (CGPoint(x: 300, y: 299), SwipeDirection?.some(.right)),
            (CGPoint(x: -300, y: 10), .left),
            (CGPoint(x: 10, y: 500), .down),
            (CGPoint(x: -10, y: -500), .up),
            (CGPoint(x: CGFloat.infinity, y: 1_000), .right),
            (CGPoint(x: 200, y: 200), nil),
            (CGPoint(x: -200, y: 200), nil),
            (CGPoint.zero, nil),
            (CGPoint(x: CGFloat.nan, y: 100), nil),
            (CGPoint(x: 100, y: CGFloat.nan), nil),
            (CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity), nil),
        ] as [(CGPoint, SwipeDirection?)])
    func dominantDirection(vector: CGPoint, expected: SwipeDirection?) {
        #expect(SwipeDirection(dominantDirectionOf: vector) == expected)
    }

    @Test("the component along a direction ignores an infinite cross component")
    func componentIgnoresCrossAxis() {
        #expect(SwipeDirection.right.component(of: CGPoint(x: 10, y: CGFloat.infinity)) == 10)
        #expect(SwipeDirection.left.component(of: CGPoint(x: 10, y: CGFloat.nan)) == -10)
        #expect(SwipeDirection.up.component(of: CGPoint(x: CGFloat.infinity, y: 25)) == -25)
    }
}
