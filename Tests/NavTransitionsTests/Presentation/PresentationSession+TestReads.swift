import Foundation
@testable import NavTransitions

extension PresentationSession {
    /// A user dismissal the way a host runs it (``PresentationHost/dismissForUser(_:)``), for the session's own
    /// tests: `isModalInPresentation` is read from `presented` and the delegate asked (when its answer decides)
    /// before the session decides.
    mutating func userDismissal(
        _ gesture: UserGesture, presented: any PresentedControllerNode, delegateAllows: () -> Bool?
    ) -> [Action] {
        let isModal = UserDismissalDecision.isModalInPresentation(presented)
        let answer = asksDelegateToDismiss(gesture, isModalInPresentation: isModal) ? delegateAllows() : nil
        return userDismissal(gesture, isModalInPresentation: isModal, delegateAnswer: answer)
    }
}
