import Foundation

/// Puts the navigation stack back after a cancelled interactive pop that left it wrong (UIKit radar 14794181).
///
/// A cancelled interactive pop must leave the stack as it was before the pop. UIKit does so for a pop it
/// started itself, but a cancelled interactive transition that `setViewControllers(_:animated:)` took part in
/// — which is how SwiftUI changes its stacks — can leave the popped screen out of the stack, or a screen in
/// it twice. The proxy keeps what the stack was when an interactive pop began, and one main-queue turn after
/// the pop ended cancelled (out of UIKit's completion) compares it with the stack.
///
/// The stack before the pop is the stack at `willShow` (already without the popped screen) plus the popped
/// screen: the `from` controller of the navigation controller's own transition (its `to` controller is the
/// screen `willShow` names; a coordinator of another transition, a presentation's, names other screens). A
/// pop of several screens at once (`popToViewController`) cannot be rebuilt so and is left to UIKit.
///
/// The repair only puts screens back and removes repeats: it restores when every screen of the stack now is
/// one of the old stack's, and every screen of the old stack is at hand (in the stack, or the popped screen).
/// A screen that is not in the old stack is the app's own request (a path set during the swipe) and is never
/// removed: then the stack is left as it is.
package struct CancelledPopStackRepair<Screen: Hashable & Sendable>: Sendable, Equatable {
    private enum Phase: Sendable, Equatable {
        case idle
        /// An interactive pop runs; `before` is the stack it started from.
        case popping(before: [Screen])
        /// The pop ended cancelled; the stack is compared one main-queue turn later.
        case cancelled(before: [Screen])
    }

    private var phase = Phase.idle

    /// Creates a repair with nothing recorded.
    package init() {}

    /// `willShow` of an interactive transition: `stack` is `viewControllers` (the pop already applied),
    /// `shown` the screen `willShow` names, `from` and `to` the transition coordinator's controllers. Kept only
    /// for the navigation controller's own pop: `to` is `shown`, and `from` is a screen no longer in the stack.
    package mutating func interactivePopBegan(stack: [Screen], shown: Screen, from: Screen?, to: Screen?) {
        guard to == shown, let from, !stack.contains(from) else {
            phase = .idle
            return
        }
        phase = .popping(before: stack + [from])
    }

    /// The interactive transition ended. Returns whether the stack is to be checked one main-queue turn
    /// later (a cancelled pop); a finished pop forgets what it kept. A second report of the same end (two
    /// observers, or a completion UIKit ran twice) changes nothing.
    package mutating func transitionEnded(cancelled: Bool) -> Bool {
        if case .cancelled = phase { return false }
        guard case .popping(let before) = phase, cancelled else {
            phase = .idle
            return false
        }
        phase = .cancelled(before: before)
        return true
    }

    /// Anything that settles the stack otherwise (`didShow`, an install, an uninstall): forget the pop.
    package mutating func forget() {
        phase = .idle
    }

    /// The check one main-queue turn after a cancelled pop. `stack` is `viewControllers` now, `popped` the
    /// popped screen (kept alive for this turn by the adapter), `isTransitionRunning` whether a new transition
    /// has begun (then the stack is the app's, not the cancelled pop's). Returns the stack to set without
    /// animation, or nil when the stack is right or is not the repair's to change.
    package mutating func stackToRestore(stack: [Screen], popped: Screen?, isTransitionRunning: Bool) -> [Screen]? {
        guard case .cancelled(let before) = phase else { return nil }
        phase = .idle
        let old = Set(before)
        let atHand = Set(stack + (popped.map { [$0] } ?? []))
        guard !isTransitionRunning, stack != before, stack.allSatisfy(old.contains), old.isSubset(of: atHand) else { return nil }
        return before
    }
}
