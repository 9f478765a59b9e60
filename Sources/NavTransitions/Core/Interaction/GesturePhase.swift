import Foundation

/// Where a continuous gesture is, the Core counterpart of the states of `UIGestureRecognizer.State` that call a
/// recognizer's action.
///
/// The UIKit layer maps a recognizer's state with ``init(recognizerStateRawValue:)`` and hands the phase to a
/// Core object, which says what each phase does: the action methods hold no `switch` over the state.
package enum GesturePhase: Sendable, Hashable, CaseIterable {
    /// `.began`: the gesture was recognized.
    case began
    /// `.changed`: the touches moved.
    case changed
    /// `.ended` (also `.recognized`): the finger lifted.
    case ended
    /// `.cancelled` or `.failed`: the system took the touches, or the recognizer gave up; an interaction goes back.
    case cancelled

    /// The phase for a `UIGestureRecognizer.State` raw value (0 possible, 1 began, 2 changed, 3 ended or
    /// recognized, 4 cancelled, 5 failed); nil for `.possible` and unknown values, which call no action.
    package init?(recognizerStateRawValue rawValue: Int) {
        switch rawValue {
        case 1: self = .began
        case 2: self = .changed
        case 3: self = .ended
        case 4, 5: self = .cancelled
        default: return nil
        }
    }

    /// Whether the gesture is over (ended or cancelled): what the interaction tracked for it can go.
    package var isFinal: Bool { self == .ended || self == .cancelled }
}
