import Foundation
import Testing
@testable import NavTransitions

@Suite("SwipeBackGate")
struct SwipeBackGateTests {
    /// The inputs of one decision, with a left-to-right swipe that begins as defaults.
    struct Input: Sendable, CustomTestStringConvertible {
        var name: String
        var mode: SwipeBackGate.Mode = .systemEdge
        var stackCount = 2
        var isTransitionRunning = false
        var topHasCustomTransition = true
        var x: CGFloat = 20
        var width: CGFloat = 375
        var layout: LayoutDirection = .leftToRight
        var velocity = CGPoint(x: 500, y: 50)
        var scrollViews: [ScrollViewState] = []
        var expected: SwipeBackGate.Decision

        var decision: SwipeBackGate.Decision {
            SwipeBackGate(mode: mode).shouldBegin(
                stackCount: stackCount,
                isTransitionRunning: isTransitionRunning,
                topHasCustomTransition: topHasCustomTransition,
                touchLocationX: x,
                containerWidth: width,
                layoutDirection: layout,
                velocity: velocity,
                scrollViewsUnderTouch: scrollViews
            )
        }

        var testDescription: String { name }
    }

    /// A 1000-point carousel in 375 points at horizontal offset `x` (offsets 0...625).
    static func carousel(x: CGFloat) -> ScrollViewState {
        ScrollViewState(contentOffset: CGPoint(x: x, y: 0), contentSize: CGSize(width: 1_000, height: 200),
                        boundsSize: CGSize(width: 375, height: 200))
    }

    static let cases: [Input] = [
        Input(name: "LTR edge swipe to the right begins", expected: .begin),
        Input(name: "one screen: nothing to pop", stackCount: 1, expected: .nothingToPop),
        Input(name: "empty stack: nothing to pop", stackCount: 0, expected: .nothingToPop),
        Input(name: "the first failing check is reported", stackCount: 1, isTransitionRunning: true,
              velocity: CGPoint(x: -500, y: 0), expected: .nothingToPop),
        Input(name: "a running transition", isTransitionRunning: true, expected: .transitionRunning),
        Input(name: "no custom transition: the system swipe handles it", topHasCustomTransition: false,
              expected: .noCustomTransition),
        Input(name: "LTR swipe to the left", velocity: CGPoint(x: -500, y: 0), expected: .wrongDirection),
        Input(name: "mostly vertical", velocity: CGPoint(x: 100, y: 300), expected: .wrongDirection),
        Input(name: "exact diagonal", velocity: CGPoint(x: 300, y: -300), expected: .wrongDirection),
        Input(name: "zero velocity", velocity: .zero, expected: .wrongDirection),
        Input(name: "NaN velocity", velocity: CGPoint(x: CGFloat.nan, y: 0), expected: .wrongDirection),
        Input(name: "infinite velocity to the right", velocity: CGPoint(x: CGFloat.infinity, y: 0), expected: .begin),
        Input(name: "LTR at exactly 44 points begins", x: 44, expected: .begin),
        Input(name: "LTR at 44.5 points is outside", x: 44.5, expected: .outsideEdge),
        Input(name: "LTR in the middle is outside in edge mode", x: 200, expected: .outsideEdge),
        Input(name: "LTR in the middle begins in anywhere mode", mode: .anywhere, x: 200, expected: .begin),
        Input(name: "a custom 20-point edge", mode: .edge(width: 20), x: 30, expected: .outsideEdge),
        Input(name: "NaN edge width accepts no touch", mode: .edge(width: .nan), x: 0, expected: .outsideEdge),
        Input(name: "negative edge width accepts no touch", mode: .edge(width: -5), x: 0, expected: .outsideEdge),
        Input(name: "NaN touch is outside", x: .nan, expected: .outsideEdge),
        Input(name: "RTL edge swipe to the left begins", x: 355, layout: .rightToLeft,
              velocity: CGPoint(x: -500, y: 50), expected: .begin),
        Input(name: "RTL at the left edge is outside", x: 20, layout: .rightToLeft,
              velocity: CGPoint(x: -500, y: 50), expected: .outsideEdge),
        Input(name: "RTL at exactly 44 points from the right begins", x: 331, layout: .rightToLeft,
              velocity: CGPoint(x: -500, y: 0), expected: .begin),
        Input(name: "RTL swipe to the right", x: 355, layout: .rightToLeft, velocity: CGPoint(x: 500, y: 0),
              expected: .wrongDirection),
        Input(name: "RTL with a NaN container width is outside", x: 355, width: .nan, layout: .rightToLeft,
              velocity: CGPoint(x: -500, y: 0), expected: .outsideEdge),
        Input(name: "RTL anywhere mode ignores the location", mode: .anywhere, x: 20, width: .nan,
              layout: .rightToLeft, velocity: CGPoint(x: -500, y: 0), expected: .begin),
        Input(name: "LTR carousel scrolled forward keeps the pan", mode: .anywhere, x: 200,
              scrollViews: [carousel(x: 100)], expected: .scrollViewCanScroll),
        Input(name: "LTR carousel at its start lets the swipe back begin", mode: .anywhere, x: 200,
              scrollViews: [carousel(x: 0)], expected: .begin),
        Input(name: "any scroll view that can scroll keeps the pan", mode: .anywhere, x: 200,
              scrollViews: [carousel(x: 0), carousel(x: 300)], expected: .scrollViewCanScroll),
        Input(name: "RTL carousel at its start (the maximum offset) lets the swipe back begin", mode: .anywhere,
              x: 200, layout: .rightToLeft, velocity: CGPoint(x: -500, y: 0), scrollViews: [carousel(x: 625)],
              expected: .begin),
        Input(name: "RTL carousel scrolled forward keeps the pan", mode: .anywhere, x: 200, layout: .rightToLeft,
              velocity: CGPoint(x: -500, y: 0), scrollViews: [carousel(x: 100)], expected: .scrollViewCanScroll),
        Input(name: "the scroll view check applies in edge mode too", scrollViews: [carousel(x: 100)],
              expected: .scrollViewCanScroll),
    ]

    @Test("shouldBegin", arguments: cases)
    func shouldBegin(_ input: Input) {
        #expect(input.decision == input.expected)
    }

    @Test("the default gate is the system-like 44-point edge")
    func defaultMode() {
        #expect(SwipeBackGate().mode == .edge(width: 44))
        #expect(SwipeBackGate.Mode.systemEdge == .edge(width: 44))
    }
}
