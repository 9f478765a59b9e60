import Foundation

/// What assigning a screen's `modalTransition` does, decided from the new value and where the screen is.
///
/// The UIKit setter reads whether the screen is presented with the library's transitioning delegate
/// (`presentingViewController != nil` and its `transitioningDelegate` is the one `modalTransition` made) and
/// whether the screen holds such a delegate, then applies the case.
package enum ModalTransitionAssignment<Transition> {
    /// The screen is presented with its delegate: the delegate takes the new value (the dismissal's animation
    /// and the next presentation change; the current layout and gestures stay).
    case update(Transition)
    /// Make a new transitioning delegate for the value, owned by the screen; `modalPresentationStyle = .custom`.
    case install(Transition)
    /// Nil while presented: refused (the dismissal still needs the delegate); a debug build stops with a message.
    case refuseRemovalWhilePresented
    /// Nil while not presented: the delegate goes, `modalPresentationStyle` is `.automatic` again.
    case remove
    /// Nil on a screen without the library's delegate: nothing to undo (an app's own delegate and style stay).
    case none

    /// The assignment of `newValue`.
    ///
    /// - Parameters:
    ///   - newValue: the value assigned.
    ///   - isPresented: whether the screen is presented with the library's transitioning delegate.
    ///   - hasDelegate: whether the screen holds a transitioning delegate `modalTransition` made.
    package init(newValue: Transition?, isPresented: Bool, hasDelegate: Bool) {
        switch (newValue, isPresented, hasDelegate) {
        case let (value?, true, true): self = .update(value)
        case let (value?, _, _): self = .install(value)
        case (nil, true, _): self = .refuseRemovalWhilePresented
        case (nil, false, true): self = .remove
        case (nil, false, false): self = .none
        }
    }
}

extension ModalTransitionAssignment where Transition: Equatable {
    /// The assignment of `newValue` to a screen that may already have it: the value it has (`current`, the
    /// delegate's) with its delegate in place (`isInstalled`: the screen's `transitioningDelegate` is that
    /// delegate and its style `.custom`) is ``none`` — nothing to change, so a caller may assign on every
    /// update (SwiftUI's). Anything else as ``init(newValue:isPresented:hasDelegate:)``.
    package init(newValue: Transition?, current: Transition?, isInstalled: Bool, isPresented: Bool, hasDelegate: Bool) {
        if let newValue, newValue == current, isInstalled, hasDelegate {
            self = .none
            return
        }
        self.init(newValue: newValue, isPresented: isPresented, hasDelegate: hasDelegate)
    }
}

extension ModalTransitionAssignment: Sendable where Transition: Sendable {}
extension ModalTransitionAssignment: Equatable where Transition: Equatable {}
