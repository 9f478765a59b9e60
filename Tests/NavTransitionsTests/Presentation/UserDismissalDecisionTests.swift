import Testing
import NavTransitions

@Suite("UserDismissalDecision")
struct UserDismissalDecisionTests {
    struct Case: Sendable, CustomStringConvertible {
        let enabled: Bool, transitioning: Bool, modal: Bool, delegateAllows: Bool?
        let expected: UserDismissalDecision
        var description: String {
            "enabled:\(enabled) transitioning:\(transitioning) modal:\(modal) delegate:\(String(describing: delegateAllows))"
        }
    }

    @Test(
        "a gesture dismisses only when enabled, idle, not modal in presentation and not refused",
        arguments: [
            Case(enabled: true, transitioning: false, modal: false, delegateAllows: nil, expected: .dismiss),
            Case(enabled: true, transitioning: false, modal: false, delegateAllows: true, expected: .dismiss),
            Case(enabled: true, transitioning: true, modal: false, delegateAllows: nil, expected: .ignore),
            Case(enabled: false, transitioning: false, modal: false, delegateAllows: nil, expected: .ignore),
            Case(enabled: false, transitioning: true, modal: true, delegateAllows: false, expected: .ignore),
            Case(enabled: true, transitioning: false, modal: true, delegateAllows: nil, expected: .refuse),
            Case(enabled: true, transitioning: false, modal: true, delegateAllows: true, expected: .refuse),
            Case(enabled: true, transitioning: false, modal: false, delegateAllows: false, expected: .refuse),
            Case(enabled: true, transitioning: true, modal: true, delegateAllows: nil, expected: .ignore),
        ])
    func decision(_ c: Case) {
        #expect(
            UserDismissalDecision(
                gestureIsEnabled: c.enabled, isTransitioning: c.transitioning,
                isModalInPresentation: c.modal, delegateAllows: { c.delegateAllows }) == c.expected)
    }
}
