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

    /// Who answers the navigation controller's `animationControllerFor` for a screen's push or pop.
    package enum Answer: Sendable, Equatable {
        /// The proxy, with this transition.
        case transition(Transition)
        /// The original delegate (a declarative stack's own delegate, which may run the framework's own
        /// transition for the screen) if it answers; otherwise this transition, or the system animation for nil.
        case originalOr(Transition?)

        /// The transition the proxy runs when the original delegate does not answer.
        package var fallback: Transition? {
            switch self {
            case let .transition(transition): return transition
            case let .originalOr(transition): return transition
            }
        }

        /// How the navigation delegate proxy weighs a screen answered so.
        ///
        /// A transition of the screen's own: ``ScreenTransitionClaim/screensOwn``. The original delegate first
        /// with a transition of ours behind it: ``ScreenTransitionClaim/inherited`` — unless the framework took
        /// the screen's push (`pushedByFramework`: the original answered it with its own transition), in which
        /// case its pop and swipe back stay the framework's (``ScreenTransitionClaim/none``), never our default
        /// played backwards over the framework's push. Nothing of ours: ``ScreenTransitionClaim/none``.
        package func claim(pushedByFramework: Bool) -> ScreenTransitionClaim {
            switch self {
            case .transition: return .screensOwn
            case .originalOr(nil): return .none
            case .originalOr(.some): return pushedByFramework ? .none : .inherited
            }
        }
    }

    /// What a destination's modifier declares: its transition, or, for nil, the system animation whatever the
    /// stack's default.
    package static func declared(_ transition: Transition?) -> ScreenTransitionChoice {
        transition.map { .transition($0) } ?? .system
    }

    /// Who answers for a screen's push and pop, by precedence:
    ///
    /// 1. the screen's own transition set imperatively on its controller (`navigationTransition`), the most
    ///    specific statement there is: the proxy answers, as for any UIKit screen;
    /// 2. the destination's declared transition: the proxy answers;
    /// 3. the framework's own transition for the screen (the original delegate's answer), so that a
    ///    destination using the framework's own (a newer system's zoom) keeps it under a stack default;
    /// 4. the stack's default — unless the destination chose ``system``;
    /// 5. none: the system animation.
    ///
    /// Read at the moment of each push and each pop (a default changed meanwhile applies to the next
    /// transition, as a changed `navigationTransition` does).
    package static func answer(own: Transition?, destination: ScreenTransitionChoice, stackDefault: Transition?) -> Answer {
        if let own { return .transition(own) }
        switch destination {
        case let .transition(transition): return .transition(transition)
        case .system: return .originalOr(nil)
        case .inherit: return .originalOr(stackDefault)
        }
    }

    /// The screen that must be prepared before the proxy answers a transition of `operation` (nil for none):
    /// the pushed one, whose declarative content declares its choice only once it is built (its view loaded
    /// and laid out). A popped screen has long declared its choice.
    package static func screenToPrepare(for operation: TransitionOperation?) -> NavigationTransitionScreen? {
        operation == .push ? .to : nil
    }

    /// The answer a screen's push had, as far as a declarative stack's bridge knows: the one it prepared; for
    /// a screen found already pushed (`isPushedScreen`: in the stack, not its root) when the bridge was made
    /// (`bridgeWasMadeNow`), the system's — nothing of ours was there to ask. Nil: not pushed yet, as far as
    /// anyone knows.
    package static func pushAnswer(prepared: Answer?, isPushedScreen: Bool, bridgeWasMadeNow: Bool) -> Answer? {
        if let prepared { return prepared }
        return isPushedScreen && bridgeWasMadeNow ? .originalOr(nil) : nil
    }

    /// Whether a destination's choice came too late for its screen's push: it is the destination's first
    /// declaration (`previous` is nil), the screen has been pushed (`pushedWith` is how the push was
    /// answered), and the screen would now be answered otherwise. The pop uses the new answer; a debug build
    /// says once that the push could not. A later change of the choice, or of the stack's default, is not late:
    /// it applies to the next transition, as a changed `navigationTransition` does.
    package static func arrivedLate(previous: ScreenTransitionChoice?, pushedWith: Answer?, now: Answer) -> Bool {
        guard previous == nil, let pushedWith else { return false }
        return pushedWith != now
    }
}
