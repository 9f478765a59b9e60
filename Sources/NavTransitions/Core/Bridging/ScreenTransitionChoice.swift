import Foundation

/// What a declarative destination says about its own push and pop: nothing (the stack's default applies),
/// the system animation, or a transition of its own.
///
/// Generic over the transition value, which Core does not know (the UIKit layer's
/// `NavigationControllerTransition`).
package enum ScreenTransitionChoice<Transition: Sendable & Equatable>: Sendable, Equatable {
    /// The destination says nothing: the stack's default, if any.
    case inherit
    /// The system animation and swipe back for this screen, whatever the stack's default.
    case system
    /// This transition for this screen.
    case transition(Transition)

    /// The transition a screen's push and pop use, by precedence:
    ///
    /// 1. the screen's own transition set imperatively on its controller (`navigationTransition`), the most
    ///    specific statement there is;
    /// 2. the destination's declared choice (``system`` stops here with the system animation);
    /// 3. the stack's default;
    /// 4. none: the system animation.
    ///
    /// Read at the moment of each push and each pop (a default changed meanwhile applies to the next
    /// transition, as a changed `navigationTransition` does).
    package static func resolve(own: Transition?, destination: ScreenTransitionChoice, stackDefault: Transition?) -> Transition? {
        if let own { return own }
        switch destination {
        case let .transition(transition): return transition
        case .system: return nil
        case .inherit: return stackDefault
        }
    }

    /// Whether a destination's choice that arrives after the screen was pushed came too late for the push:
    /// the push used `pushedWith`, and the choice now resolves to something else. The pop uses the new
    /// resolution; a debug build says once that the push could not.
    package static func arrivedLate(pushedWith: Transition?, resolvedNow: Transition?) -> Bool {
        pushedWith != resolvedNow
    }
}
