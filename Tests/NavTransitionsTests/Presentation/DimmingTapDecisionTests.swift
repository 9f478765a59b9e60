import Testing
import NavTransitions

@Suite("DimmingTapDecision")
struct DimmingTapDecisionTests {
    @Test(
        "A tap dismisses only when enabled and idle",
        arguments: [
            (true, false, DimmingTapDecision.dismiss),
            (true, true, .ignore),
            (false, false, .ignore),
            (false, true, .ignore),
        ]
    )
    func decision(dismissesOnTap: Bool, isTransitioning: Bool, expected: DimmingTapDecision) {
        #expect(DimmingTapDecision(dismissesOnTap: dismissesOnTap, isTransitioning: isTransitioning) == expected)
    }
}
