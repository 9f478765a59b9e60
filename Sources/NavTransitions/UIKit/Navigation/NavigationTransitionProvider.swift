#if canImport(UIKit)
import UIKit

/// Answers for the screens of one navigation controller on behalf of a declarative layer (the SwiftUI
/// modifiers' stack bridge): the proxy asks it wherever it would read a screen's `navigationTransition`.
///
/// Without a provider the proxy answers from each screen's own `navigationTransition`
/// (``NavigationDelegateForwarder/answer(for:)``). Set with ``NavigationDelegateProxy/transitionProvider``;
/// kept weakly (the provider lives with the navigation controller).
@MainActor
package protocol NavigationTransitionProvider: AnyObject {
    /// Called before the proxy answers a transition from `from` to `to` (`operation` nil for UIKit's `.none`):
    /// the screen Core names (``ScreenTransitionChoice/screenToPrepare(for:)``: the pushed one) builds its
    /// content now, so that what it declares is known when ``answer(for:)`` is read.
    func prepareForTransition(_ operation: TransitionOperation?, from: UIViewController, to: UIViewController)

    /// Who answers the push or pop of `screen` now (Core's ``ScreenTransitionChoice`` precedence).
    func answer(for screen: UIViewController) -> ScreenTransitionChoice<NavigationControllerTransition>.Answer
}
#endif
