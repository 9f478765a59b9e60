import Testing
import NavTransitions

/// Who answers the navigation controller's animation and interaction requests.
struct NavigationAnswerSourceTests {
    /// Push uses the pushed (`to`) screen, pop the popped (`from`) screen; without a custom transition the
    /// original delegate answers, or nobody (UIKit's default) when there is none.
    @Test(arguments: [
        // operation, from custom, to custom, has original, answer
        (TransitionOperation.push, false, false, false, NavigationAnswerSource.system),
        (.push, false, false, true, .original),
        (.push, false, true, false, .proxy),
        (.push, false, true, true, .proxy),
        (.push, true, false, false, .system),
        (.push, true, false, true, .original),
        (.push, true, true, false, .proxy),
        (.push, true, true, true, .proxy),
        (.pop, false, false, false, .system),
        (.pop, false, false, true, .original),
        (.pop, false, true, false, .system),
        (.pop, false, true, true, .original),
        (.pop, true, false, false, .proxy),
        (.pop, true, false, true, .proxy),
        (.pop, true, true, false, .proxy),
        (.pop, true, true, true, .proxy),
        (.present, true, true, true, .original),
        (.dismiss, true, true, false, .system),
    ])
    func animationController(
        operation: TransitionOperation, fromCustom: Bool, toCustom: Bool, hasOriginal: Bool, answer: NavigationAnswerSource
    ) {
        #expect(
            NavigationAnswerSource.animationController(
                for: operation,
                fromHasCustomTransition: fromCustom,
                toHasCustomTransition: toCustom,
                hasOriginalDelegate: hasOriginal
            ) == answer)
    }

    /// Only the proxy's own pop animation driven by its own pan is interactive on the proxy's side.
    @Test(arguments: [
        // operation of the proxy's animation controller (nil: not the proxy's), pan driving, has original, answer
        (TransitionOperation?.none, false, false, NavigationAnswerSource.system),
        (nil, false, true, .original),
        (nil, true, false, .system),
        (nil, true, true, .original),
        (.pop, false, false, .system),
        (.pop, false, true, .original),
        (.pop, true, false, .proxy),
        (.pop, true, true, .proxy),
        (.push, true, true, .original),
        (.push, true, false, .system),
    ])
    func interactionController(
        proxysAnimation: TransitionOperation?, panDriving: Bool, hasOriginal: Bool, answer: NavigationAnswerSource
    ) {
        #expect(
            NavigationAnswerSource.interactionController(
                proxysAnimationOperation: proxysAnimation,
                isPanDriving: panDriving,
                hasOriginalDelegate: hasOriginal
            ) == answer)
    }
}
