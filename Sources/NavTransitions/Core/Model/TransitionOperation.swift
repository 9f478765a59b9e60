import Foundation

/// The four kinds of view-controller transition UIKit asks an animation controller to run.
public enum TransitionOperation: Sendable, Hashable {
    /// A navigation controller pushes a screen onto its stack.
    case push
    /// A navigation controller pops the top screen off its stack.
    case pop
    /// A view controller is presented modally.
    case present
    /// A presented view controller is dismissed.
    case dismiss

    /// Whether the operation brings a new screen in (`push`, `present`) rather than taking one away.
    public var isForward: Bool {
        switch self {
        case .push, .present: return true
        case .pop, .dismiss: return false
        }
    }

    /// Whether the operation belongs to a navigation controller (`push`, `pop`) rather than a presentation.
    package var isNavigation: Bool {
        switch self {
        case .push, .pop: return true
        case .present, .dismiss: return false
        }
    }

    /// The operation that undoes this one: push ⇄ pop, present ⇄ dismiss.
    package var reversed: TransitionOperation {
        switch self {
        case .push: return .pop
        case .pop: return .push
        case .present: return .dismiss
        case .dismiss: return .present
        }
    }

    /// Every operation, for the package's tables and tests (the type is not `CaseIterable`: apps have no use
    /// for the list).
    package static let allCases: [TransitionOperation] = [.push, .pop, .present, .dismiss]
}

extension TransitionOperation {
    /// The operation for a `UINavigationController.Operation` raw value (0 none, 1 push, 2 pop); nil for none
    /// and for any value UIKit may add.
    package init?(navigationOperationRawValue rawValue: Int) {
        switch rawValue {
        case 1: self = .push
        case 2: self = .pop
        default: return nil
        }
    }
}
