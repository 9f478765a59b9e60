import Foundation
import Testing
@testable import NavTransitions

@Suite("SwipeBackGate")
struct SwipeBackGateTests {
    /// The inputs of one decision, with a left-to-right edge swipe that begins as defaults.
    struct Input: Sendable, CustomTestStringConvertible {
        var name: String
        var request: SwipeBackRequest
        var isEnabledByApp = true
        var isInstalled = true
        var expected: SwipeBackGate.Decision

        init(
            name: String,
            stackCount: Int = 2,
            isTransitionRunning: Bool = false,
            top: SwipeBackScreen = SwipeBackScreen(),
            x: CGFloat = 20,
            width: CGFloat = 375,
            layout: LayoutDirection = .leftToRight,
            velocity: CGPoint = CGPoint(x: 500, y: 50),
            scrollViews: [ScrollViewState] = [],
            settling: Bool = false,
            input: SwipeBackInput = .touch,
            isEnabledByApp: Bool = true,
            isInstalled: Bool = true,
            expected: SwipeBackGate.Decision
        ) {
            self.name = name
            request = SwipeBackRequest(
                stackCount: stackCount, isTransitionRunning: isTransitionRunning, top: top, touchLocationX: x,
                containerWidth: width, layoutDirection: layout, velocity: velocity, scrollViewsUnderTouch: scrollViews,
                isSwipeBackSettling: settling, input: input
            )
            self.isEnabledByApp = isEnabledByApp
            self.isInstalled = isInstalled
            self.expected = expected
        }

        var decision: SwipeBackGate.Decision {
            SwipeBackGate.decision(for: request, isEnabledByApp: isEnabledByApp, isInstalled: isInstalled)
        }

        var testDescription: String { name }
    }

    /// A 1000-point carousel in 375 points at horizontal offset `x` (offsets 0...625).
    static func carousel(x: CGFloat) -> ScrollViewState {
        ScrollViewState(
            contentOffset: CGPoint(x: x, y: 0), contentSize: CGSize(width: 1_000, height: 200),
            boundsSize: CGSize(width: 375, height: 200))
    }

    static let anywhere = SwipeBackScreen(area: .anywhere)

    static let cases: [Input] = [
        Input(name: "LTR edge swipe to the right begins", expected: .begin),
        Input(name: "not installed", isInstalled: false, expected: .notInstalled),
        Input(
            name: "not installed wins over a settling pop", isTransitionRunning: true, settling: true, isInstalled: false,
            expected: .notInstalled),
        Input(
            name: "a touch while the library's pop settles grabs it", isTransitionRunning: true, settling: true, expected: .grab),
        Input(
            name: "a vertical pan while the pop settles (the revealed list scrolls) does not grab", isTransitionRunning: true,
            velocity: CGPoint(x: 40, y: 600), settling: true, expected: .wrongDirection),
        Input(
            name: "a pan against the back direction while the pop settles does not grab", isTransitionRunning: true,
            velocity: CGPoint(x: -600, y: 0), settling: true, expected: .wrongDirection),
        Input(
            name: "a still finger while the pop settles does not grab", isTransitionRunning: true, velocity: .zero,
            settling: true, expected: .wrongDirection),
        Input(
            name: "RTL: a pan to the left while the pop settles grabs it", isTransitionRunning: true, x: 200,
            layout: .rightToLeft, velocity: CGPoint(x: -600, y: 10), settling: true, expected: .grab),
        Input(name: "a grab is not limited to the edge", isTransitionRunning: true, x: 300, settling: true, expected: .grab),
        Input(name: "a grab needs the transition to run still", stackCount: 1, settling: true, expected: .nothingToPop),
        Input(name: "one screen: nothing to pop", stackCount: 1, expected: .nothingToPop),
        Input(name: "empty stack: nothing to pop", stackCount: 0, expected: .nothingToPop),
        Input(
            name: "the first failing check is reported", stackCount: 1, isTransitionRunning: true,
            velocity: CGPoint(x: -500, y: 0), expected: .nothingToPop),
        Input(name: "a running transition", isTransitionRunning: true, expected: .transitionRunning),
        Input(
            name: "no custom transition: the system swipe handles it", top: SwipeBackScreen(hasCustomTransition: false),
            expected: .noCustomTransition),
        Input(name: "the screen turned swipe back off", top: SwipeBackScreen(area: nil), expected: .swipeBackOff),
        Input(name: "the app switched the system swipe back off", isEnabledByApp: false, expected: .disabledByApp),
        Input(name: "a hidden back button", top: SwipeBackScreen(hidesBackButton: true), expected: .backButtonHidden),
        Input(
            name: "a custom left item replaces the back button", top: SwipeBackScreen(leftItemCount: 1),
            expected: .backButtonReplaced),
        Input(
            name: "left items that supplement the back button keep it",
            top: SwipeBackScreen(leftItemCount: 2, leftItemsSupplementBackButton: true), expected: .begin),
        Input(
            name: "supplementing without items changes nothing", top: SwipeBackScreen(leftItemsSupplementBackButton: true),
            expected: .begin),
        Input(name: "a negative item count replaces nothing", top: SwipeBackScreen(leftItemCount: -1), expected: .begin),
        Input(
            name: "swipe back off is reported before the app's switch",
            top: SwipeBackScreen(area: nil, hidesBackButton: true), isEnabledByApp: false, expected: .swipeBackOff),
        Input(
            name: "the app's switch is reported before the back button",
            top: SwipeBackScreen(hidesBackButton: true, leftItemCount: 1), isEnabledByApp: false, expected: .disabledByApp),
        Input(
            name: "a hidden back button is reported before a replaced one",
            top: SwipeBackScreen(hidesBackButton: true, leftItemCount: 1), expected: .backButtonHidden),
        Input(
            name: "a replaced back button is reported before the direction",
            top: SwipeBackScreen(leftItemCount: 1), velocity: CGPoint(x: -500, y: 0), expected: .backButtonReplaced),
        Input(name: "LTR swipe to the left", velocity: CGPoint(x: -500, y: 0), expected: .wrongDirection),
        Input(name: "mostly vertical", velocity: CGPoint(x: 100, y: 300), expected: .wrongDirection),
        Input(name: "exact diagonal", velocity: CGPoint(x: 300, y: -300), expected: .wrongDirection),
        Input(name: "zero velocity", velocity: .zero, expected: .wrongDirection),
        Input(name: "NaN velocity", velocity: CGPoint(x: CGFloat.nan, y: 0), expected: .wrongDirection),
        Input(name: "infinite velocity to the right", velocity: CGPoint(x: CGFloat.infinity, y: 0), expected: .begin),
        Input(name: "LTR at exactly 0 points begins", x: 0, expected: .begin),
        Input(name: "LTR left of the container is outside", x: -0.5, expected: .outsideEdge),
        Input(name: "LTR at exactly 44 points begins", x: 44, expected: .begin),
        Input(name: "LTR at 44.5 points is outside", x: 44.5, expected: .outsideEdge),
        Input(name: "LTR in the middle is outside from the leading edge", x: 200, expected: .outsideEdge),
        Input(name: "LTR in the middle begins on an anywhere screen", top: anywhere, x: 200, expected: .begin),
        Input(name: "NaN touch is outside", x: .nan, expected: .outsideEdge),
        Input(
            name: "RTL edge swipe to the left begins", x: 355, layout: .rightToLeft,
            velocity: CGPoint(x: -500, y: 50), expected: .begin),
        Input(
            name: "RTL at the left edge is outside", x: 20, layout: .rightToLeft,
            velocity: CGPoint(x: -500, y: 50), expected: .outsideEdge),
        // 375 − 331 = 44 points from the right edge: inside; 375 − 330.5 = 44.5: outside.
        Input(
            name: "RTL at exactly 44 points from the right begins", x: 331, layout: .rightToLeft,
            velocity: CGPoint(x: -500, y: 0), expected: .begin),
        Input(
            name: "RTL at 44.5 points from the right is outside", x: 330.5, layout: .rightToLeft,
            velocity: CGPoint(x: -500, y: 0), expected: .outsideEdge),
        Input(
            name: "RTL at the right edge begins", x: 375, layout: .rightToLeft,
            velocity: CGPoint(x: -500, y: 0), expected: .begin),
        Input(
            name: "RTL right of the container is outside", x: 375.5, layout: .rightToLeft,
            velocity: CGPoint(x: -500, y: 0), expected: .outsideEdge),
        Input(
            name: "RTL swipe to the right", x: 355, layout: .rightToLeft, velocity: CGPoint(x: 500, y: 0),
            expected: .wrongDirection),
        Input(
            name: "RTL with a NaN container width is outside", x: 355, width: .nan, layout: .rightToLeft,
            velocity: CGPoint(x: -500, y: 0), expected: .outsideEdge),
        Input(
            name: "RTL anywhere ignores the location", top: anywhere, x: 20, width: .nan,
            layout: .rightToLeft, velocity: CGPoint(x: -500, y: 0), expected: .begin),
        Input(
            name: "LTR carousel scrolled forward keeps the pan", top: anywhere, x: 200,
            scrollViews: [carousel(x: 100)], expected: .scrollViewCanScroll),
        Input(
            name: "LTR carousel at its start lets the swipe back begin", top: anywhere, x: 200,
            scrollViews: [carousel(x: 0)], expected: .begin),
        Input(
            name: "any scroll view that can scroll keeps the pan", top: anywhere, x: 200,
            scrollViews: [carousel(x: 0), carousel(x: 300)], expected: .scrollViewCanScroll),
        Input(
            name: "RTL carousel at its start (the maximum offset) lets the swipe back begin", top: anywhere,
            x: 200, layout: .rightToLeft, velocity: CGPoint(x: -500, y: 0), scrollViews: [carousel(x: 625)],
            expected: .begin),
        Input(
            name: "RTL carousel scrolled forward keeps the pan", top: anywhere, x: 200, layout: .rightToLeft,
            velocity: CGPoint(x: -500, y: 0), scrollViews: [carousel(x: 100)], expected: .scrollViewCanScroll),
        Input(
            name: "from the leading edge the edge wins over scroll views", scrollViews: [carousel(x: 100)],
            expected: .begin),
        // An iPad trackpad's two-finger swipe (issue 17, finding 9): no finger edge; scroll views under the pointer keep it.
        Input(
            name: "trackpad: the pointer in the middle of a leading-edge screen begins", x: 200, input: .trackpadScroll,
            expected: .begin),
        Input(name: "trackpad: the pointer outside the container begins too", x: -50, input: .trackpadScroll, expected: .begin),
        Input(
            name: "trackpad: a carousel under the pointer that can scroll back keeps it", x: 200,
            scrollViews: [carousel(x: 100)], input: .trackpadScroll, expected: .scrollViewCanScroll),
        Input(
            name: "trackpad: a carousel at its start lets it begin", x: 200, scrollViews: [carousel(x: 0)],
            input: .trackpadScroll,
            expected: .begin),
        Input(
            name: "trackpad: the back button rules still apply", top: SwipeBackScreen(leftItemCount: 1), x: 200,
            input: .trackpadScroll, expected: .backButtonReplaced),
        Input(
            name: "trackpad: the direction still applies", x: 200, velocity: CGPoint(x: -500, y: 0), input: .trackpadScroll,
            expected: .wrongDirection),
        Input(
            name: "trackpad: RTL, on an anywhere screen", top: anywhere, x: 20, layout: .rightToLeft,
            velocity: CGPoint(x: -500, y: 0), input: .trackpadScroll, expected: .begin),
    ]

    @Test("decision", arguments: cases)
    func decision(_ input: Input) {
        #expect(input.decision == input.expected)
    }

    @Test("only begin and grab begin the pan")
    func beginsPan() {
        for decision in SwipeBackGate.Decision.allCases {
            #expect(decision.beginsPan == (decision == .begin || decision == .grab), "\(decision)")
        }
    }

    @Test("the edge is 44 points, like the system's")
    func edgeWidth() {
        #expect(SwipeBackGate.edgeWidth == 44)
    }

    @Test("a back button is replaced by left items that do not supplement it; the edge wins only on a custom leading-edge screen")
    func screenFacts() {
        #expect(SwipeBackScreen(leftItemCount: 1).replacesBackButton)
        #expect(!SwipeBackScreen(leftItemCount: 1, leftItemsSupplementBackButton: true).replacesBackButton)
        #expect(!SwipeBackScreen(leftItemCount: 0).replacesBackButton)
        #expect(SwipeBackScreen().winsOverScrollViews)
        #expect(!SwipeBackScreen(area: .anywhere).winsOverScrollViews)
        #expect(!SwipeBackScreen(area: nil).winsOverScrollViews)
        #expect(!SwipeBackScreen(hasCustomTransition: false).winsOverScrollViews)
        #expect(SwipeBackArea.anywhere.yieldsToScrollViews)
        #expect(!SwipeBackArea.leadingEdge.yieldsToScrollViews)
    }

    /// Issue 18, item 11: the rule lived in the UIKit proxy only; the headless double lacked it.
    @Test(
        "the leading side counts the left items and the leading item groups' items, whichever is larger",
        arguments: [
            (0, [Int]?.none, 0), (2, nil, 2), (0, [], 0), (0, [1], 1), (1, [2, 3], 5), (3, [1], 3), (0, [0, 0], 0),
            (-1, nil, 0), (0, [-2, 1], 1), (-3, [-1], 0),
        ] as [(Int, [Int]?, Int)])
    func leadingItemCount(left: Int, groups: [Int]?, expected: Int) {
        #expect(SwipeBackScreen.leadingItemCount(leftBarButtonItemCount: left, leadingItemGroupItemCounts: groups) == expected)
        let screen = SwipeBackScreen(
            hasCustomTransition: true, area: .leadingEdge, hidesBackButton: false, leftBarButtonItemCount: left,
            leadingItemGroupItemCounts: groups, leftItemsSupplementBackButton: false)
        #expect(screen.leftItemCount == expected)
        #expect(screen.replacesBackButton == (expected > 0))
    }

    @Test(
        "only a scroll view's own pan waits, for a touch on a leading-edge custom screen; a trackpad's scroll makes nothing wait")
    func failureRequirements() {
        for input in SwipeBackInput.allCases {
            #expect(SwipeBackScreen().makesWait(otherIsScrollViewPan: true, input: input) == (input == .touch))
            #expect(!SwipeBackScreen().makesWait(otherIsScrollViewPan: false, input: input))
            #expect(!SwipeBackScreen(area: .anywhere).makesWait(otherIsScrollViewPan: true, input: input))
            #expect(!SwipeBackScreen(hasCustomTransition: false).makesWait(otherIsScrollViewPan: true, input: input))
        }
    }

    @Test("a trackpad's scroll is received on a custom screen with an area, or to grab a settling pop")
    func receivesScroll() {
        #expect(SwipeBackGate.receivesScroll(top: SwipeBackScreen(), isSwipeBackSettling: false))
        #expect(SwipeBackGate.receivesScroll(top: Self.anywhere, isSwipeBackSettling: false))
        #expect(!SwipeBackGate.receivesScroll(top: SwipeBackScreen(area: nil), isSwipeBackSettling: false))
        #expect(!SwipeBackGate.receivesScroll(top: SwipeBackScreen(hasCustomTransition: false), isSwipeBackSettling: false))
        #expect(!SwipeBackGate.receivesScroll(top: nil, isSwipeBackSettling: false))
        #expect(SwipeBackGate.receivesScroll(top: nil, isSwipeBackSettling: true))
    }

    @Test(
        "the pan receives only touches it could begin with",
        arguments: [
            // x, layout, top, settling, receives
            (CGFloat(20), LayoutDirection.leftToRight, SwipeBackScreen?.some(SwipeBackScreen()), false, true),
            (44, .leftToRight, SwipeBackScreen(), false, true),
            (0, .leftToRight, SwipeBackScreen(), false, true),
            (375, .rightToLeft, SwipeBackScreen(), false, true),
            (375.5, .rightToLeft, SwipeBackScreen(), false, false),
            (44.5, .leftToRight, SwipeBackScreen(), false, false),
            (-1, .leftToRight, SwipeBackScreen(), false, false),
            (200, .leftToRight, SwipeBackScreen(area: .anywhere), false, true),
            (200, .leftToRight, SwipeBackScreen(area: nil), false, false),
            (20, .leftToRight, SwipeBackScreen(hasCustomTransition: false), false, false),
            (20, .leftToRight, nil, false, false),
            (200, .leftToRight, nil, true, true),
            (331, .rightToLeft, SwipeBackScreen(), false, true),
            (330.5, .rightToLeft, SwipeBackScreen(), false, false),
            (CGFloat.nan, .leftToRight, SwipeBackScreen(), false, false),
        ] as [(CGFloat, LayoutDirection, SwipeBackScreen?, Bool, Bool)])
    func receivesTouch(x: CGFloat, layout: LayoutDirection, top: SwipeBackScreen?, settling: Bool, receives: Bool) {
        #expect(
            SwipeBackGate.receivesTouch(
                atX: x, containerWidth: 375, layoutDirection: layout, top: top, isSwipeBackSettling: settling)
                == receives)
    }
}
