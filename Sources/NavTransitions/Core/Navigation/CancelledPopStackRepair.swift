import Foundation

/// Puts the navigation stack back after a cancelled interactive pop that left it wrong (UIKit radar 14794181).
///
/// A cancelled interactive pop must leave the stack as it was before the pop. UIKit does so for a pop it
/// started itself, but a cancelled interactive transition that `setViewControllers(_:animated:)` took part
/// in — which is how SwiftUI changes its stacks — can leave the stack without the popped screen, or with the
/// old and the new screens together. The proxy keeps what the stack was when an interactive pop began, and
/// one main-queue turn after the pop ended cancelled (out of UIKit's completion) compares it with the stack:
/// when they differ, it restores the stack without animation.
///
/// The stack before the pop is the stack at `willShow` (already without the popped screen) plus the popped
/// screen (`transitionCoordinator`'s `from` controller). A pop of several screens at once
/// (`popToViewController`) cannot be rebuilt so and is left to UIKit. The repair only restores screens it
/// still has: every screen of the old stack must be in the stack now or be the popped screen, alive.
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

    /// `willShow` of an interactive transition: `stack` is `viewControllers` (the pop already applied) and
    /// `popped` the transition's `from` screen. A popped screen still in the stack is no pop: nothing is kept.
    package mutating func interactivePopBegan(stack: [Screen], popped: Screen?) {
        guard let popped, !stack.contains(popped) else { phase = .idle; return }
        phase = .popping(before: stack + [popped])
    }

    /// The interactive transition ended. Returns whether the stack is to be checked one main-queue turn
    /// later (a cancelled pop); a finished pop forgets what it kept.
    package mutating func transitionEnded(cancelled: Bool) -> Bool {
        guard case .popping(let before) = phase, cancelled else { phase = .idle; return false }
        phase = .cancelled(before: before)
        return true
    }

    /// Anything that settles the stack otherwise (`didShow`, an install, an uninstall): forget the pop.
    package mutating func forget() {
        phase = .idle
    }

    /// The check one main-queue turn after a cancelled pop. `stack` is `viewControllers` now, `popped` the
    /// popped screen if it is still alive, `isTransitionRunning` whether a new transition has begun (then
    /// the stack is the app's, not the cancelled pop's). Returns the stack to set without animation, or
    /// nil when the stack is right or cannot be rebuilt.
    package mutating func stackToRestore(stack: [Screen], popped: Screen?, isTransitionRunning: Bool) -> [Screen]? {
        guard case .cancelled(let before) = phase else { return nil }
        phase = .idle
        let available = Set(stack + (popped.map { [$0] } ?? []))
        guard !isTransitionRunning, stack != before, before.allSatisfy(available.contains) else { return nil }
        return before
    }
}
