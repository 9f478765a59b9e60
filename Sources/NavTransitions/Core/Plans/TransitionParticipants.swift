import Foundation

/// Which views a transition context provides for an operation, as UIKit documents it.
///
/// Push and pop have both. A custom presentation that leaves the presenting view in place (the default:
/// `shouldRemovePresentersView` is `false`) has no from-view when presenting and no to-view when
/// dismissing: `view(forKey:)` returns nil and the presenting view must not be touched. Adding it to the
/// container on dismissal is the classic black-screen bug.
package struct TransitionParticipants: Sendable, Hashable {
    /// Whether `view(forKey: .from)` is non-nil.
    package var hasFromView: Bool
    /// Whether `view(forKey: .to)` is non-nil.
    package var hasToView: Bool

    /// Creates a description from what the context actually returned.
    package init(hasFromView: Bool, hasToView: Bool) {
        self.hasFromView = hasFromView
        self.hasToView = hasToView
    }

    /// The views UIKit provides for `operation`.
    ///
    /// - Parameter operation: the operation of the transition.
    /// - Parameter presentersViewIsRemoved: the presentation controller's `shouldRemovePresentersView`
    ///   (a full-screen layout); only present and dismiss depend on it.
    package static func expected(
        for operation: TransitionOperation, presentersViewIsRemoved: Bool = false
    ) -> TransitionParticipants {
        switch operation {
        case .push, .pop:
            return TransitionParticipants(hasFromView: true, hasToView: true)
        case .present:
            return TransitionParticipants(hasFromView: presentersViewIsRemoved, hasToView: true)
        case .dismiss:
            return TransitionParticipants(hasFromView: true, hasToView: presentersViewIsRemoved)
        }
    }
}
