/// Whose transition a pushed or popped screen gets: the library's (`navigationTransition`), Apple's
/// (UIKit's `preferredTransition`, iOS 18 and later), or neither.
///
/// The rule: **Apple's wins.** A screen that carries a `preferredTransition` on a system that has one is
/// left to UIKit — the navigation delegate proxy answers for it as for a screen without a
/// `navigationTransition` (no animation controller, no swipe back of its own, UIKit's edge swipe left
/// on), so UIKit runs its own transition with its own gestures. On iOS 15–17 there is no
/// `preferredTransition`, so the same screen gets the library's. An app that wants the system zoom on
/// iOS 18 and the library's zoom before writes both lines, the second behind `#available(iOS 18, *)`,
/// and needs no `else`.
///
/// Why Apple's: setting `preferredTransition` is an explicit choice behind an availability check, made
/// knowing the system has it; UIKit's zoom brings gestures (pinch, drag, its own swipe back) that only
/// work when UIKit runs the transition; and a library animator vended for the same push would silently
/// replace the transition the app asked UIKit for.
package enum ScreenTransitionOwner: Sendable, Hashable, CaseIterable {
    /// The library runs the screen's `navigationTransition`.
    case library
    /// UIKit runs the screen's `preferredTransition` (iOS 18 and later).
    case system
    /// The screen carries neither: UIKit's default transition, or the app's original delegate's answer.
    case none

    /// The owner for a screen that carries the library's transition, Apple's, both or neither.
    ///
    /// - Parameters:
    ///   - hasNavigationTransition: the screen's `navigationTransition` is set.
    ///   - hasPreferredTransition: the system has `preferredTransition` (iOS 18+) and the screen's is set.
    package init(hasNavigationTransition: Bool, hasPreferredTransition: Bool) {
        if hasPreferredTransition {
            self = .system
        } else {
            self = hasNavigationTransition ? .library : .none
        }
    }

    /// Whether the library's transition runs: what the proxy's answers take as "the screen has a custom
    /// transition".
    package var runsNavigationTransition: Bool { self == .library }

    /// The screen's own transition of the library when the library runs it: `transition` for ``library``,
    /// nil when UIKit's `preferredTransition` wins or the screen has none.
    package func ownTransition<Transition>(_ transition: Transition?) -> Transition? {
        runsNavigationTransition ? transition : nil
    }
}
