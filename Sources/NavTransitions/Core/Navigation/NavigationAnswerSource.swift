import Foundation

/// Who answers a navigation controller's request for an animation or interaction controller.
///
/// The proxy asks these pure functions, then answers with its own controller (`.proxy`), with whatever the
/// original delegate returns, unchanged (`.original`), or with `nil` (`.system`), which gives UIKit's standard
/// animation and no interaction controller. Orientation requests, `willShow` and `didShow` are not decided here:
/// they always go to the original delegate.
package enum NavigationAnswerSource: Sendable, Hashable, CaseIterable {
    /// The proxy answers with its own controller.
    case proxy
    /// The original delegate's answer is returned unchanged (it may itself be `nil`).
    case original
    /// The proxy answers `nil`: there is no original delegate to ask.
    case system

    /// Who answers `navigationController(_:animationControllerFor:from:to:)`.
    ///
    /// A push uses the custom transition of the screen being pushed (`to`); a pop uses the one of the screen
    /// being popped (`from`), so the matching pop runs the push in reverse. When that screen has a custom
    /// transition the proxy answers; otherwise the original delegate does, or UIKit when there is none.
    /// `present` and `dismiss` never reach a navigation controller's delegate; like UIKit's `.none`
    /// operation they are left to the original delegate.
    package static func animationController(
        for operation: TransitionOperation,
        fromHasCustomTransition: Bool,
        toHasCustomTransition: Bool,
        hasOriginalDelegate: Bool
    ) -> NavigationAnswerSource {
        let custom: Bool
        switch operation {
        case .push: custom = toHasCustomTransition
        case .pop: custom = fromHasCustomTransition
        case .present, .dismiss: custom = false
        }
        return custom ? .proxy : fallback(hasOriginalDelegate: hasOriginalDelegate)
    }

    /// Who answers `navigationController(_:interactionControllerFor:)`.
    ///
    /// The proxy answers only for its own animation controller of a pop while its swipe-back pan drives
    /// the transition (a leftover pan never makes a push interactive); every other request goes to the
    /// original delegate, or to UIKit when there is none.
    ///
    /// - Parameter operation: the operation of the animation controller the proxy vended last, nil if the
    ///   animation controller is not the proxy's.
    package static func interactionController(
        proxysAnimationOperation operation: TransitionOperation?,
        isPanDriving: Bool,
        hasOriginalDelegate: Bool
    ) -> NavigationAnswerSource {
        operation == .pop && isPanDriving ? .proxy : fallback(hasOriginalDelegate: hasOriginalDelegate)
    }

    private static func fallback(hasOriginalDelegate: Bool) -> NavigationAnswerSource {
        hasOriginalDelegate ? .original : .system
    }
}

/// Which object answers a navigation controller's request for an interaction controller, when the proxy
/// has two interactions to choose from (see ``NavigationProxyState/interactionControllerAnswer(entry:for:isSwipeBackInteractive:isZoomDismissalInteractive:hasOriginal:)``).
package enum NavigationInteractionAnswer: Sendable, Hashable, CaseIterable {
    /// The proxy's swipe-back pan.
    case swipeBack
    /// The popped screen's zoom interaction (a pinch or a drag on its photo).
    case zoomDismissal
    /// The original delegate's answer, unchanged.
    case original
    /// Nil: no interaction controller.
    case system
}

/// Which object answers a navigation controller's request for an animation controller (see
/// ``NavigationProxyState/animationControllerAnswer(for:from:to:hasOriginal:)``).
package enum NavigationAnimationAnswer: Sendable, Hashable {
    /// The proxy answers with the animation controller of one screen's `navigationTransition`, for `operation`.
    case screensTransition(NavigationTransitionScreen, operation: TransitionOperation)
    /// The original delegate's answer, unchanged.
    case original
    /// The original delegate is asked first; its answer stands when it gives one, otherwise the proxy answers
    /// with the transition the screen inherits (``ScreenTransitionClaim/inherited``): see
    /// ``resolved(originalAnswered:)``.
    case originalThenScreensTransition(NavigationTransitionScreen, operation: TransitionOperation)
    /// Nil: UIKit's own animation.
    case system

    /// The answer once the original delegate has been asked for ``originalThenScreensTransition(_:operation:)``:
    /// its own animation controller when it gave one (`originalAnswered`), otherwise the screen's transition.
    /// Every other answer is final and returned unchanged.
    package func resolved(originalAnswered: Bool) -> NavigationAnimationAnswer {
        guard case let .originalThenScreensTransition(side, operation) = self else { return self }
        return originalAnswered ? .original : .screensTransition(side, operation: operation)
    }

    /// What a push asked of the original first teaches about the pushed screen: whether the framework took it
    /// (`originalAnswered`: it runs its own transition for the screen, so the screen's pop and swipe back stay
    /// the framework's, see ``ScreenTransitionChoice/Answer/claim(pushedByFramework:)``). Nil for any other
    /// answer or operation: nothing to remember.
    package func pushedScreen(originalAnswered: Bool) -> (screen: NavigationTransitionScreen, pushedByFramework: Bool)? {
        guard case let .originalThenScreensTransition(side, .push) = self else { return nil }
        return (side, originalAnswered)
    }
}

/// Which of a transition's two screens carries the `navigationTransition` that animates it.
package enum NavigationTransitionScreen: Sendable, Hashable, CaseIterable {
    /// The screen being shown (`toVC`): the pushed screen.
    case to
    /// The screen being left (`fromVC`): the popped screen.
    case from

    /// The screen whose transition animates `operation`: the pushed one for a push, the popped one otherwise.
    package init(for operation: TransitionOperation) {
        self = operation == .push ? .to : .from
    }

    /// Picks this screen of a transition.
    package func pick<Screen>(from: Screen, to: Screen) -> Screen {
        switch self {
        case .to: return to
        case .from: return from
        }
    }
}
