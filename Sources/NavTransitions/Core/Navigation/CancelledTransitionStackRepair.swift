import Foundation

/// What a navigation stack must be after a cancelled interactive transition, and whether UIKit left it so.
///
/// A cancelled transition changes nothing: the stack afterwards is the stack before it. UIKit keeps to this
/// for a pop started with `popViewController(animated:)`, but not for an interactive transition started by
/// `setViewControllers(_:animated:)` — the way a declarative stack changes its screens (a path binding, a
/// reset): cancelled, it leaves the old and the new screens in the stack together (Apple radar 14794181).
/// The navigation controller's delegate proxy remembers the stack when a transition starts and asks this
/// when the transition ends cancelled.
package enum CancelledTransitionStackRepair {
    /// The stack to restore (without animation) after a cancelled transition; nil when nothing must change.
    ///
    /// - Parameters:
    ///   - before: the stack when the transition started, root first; nil for a screen that has been freed since.
    ///   - after: the stack now, root first.
    /// - Returns: `before` when it differs from `after` and every screen of it still exists; nil when the
    ///   stacks already agree, when `before` is empty, or when a screen of it is gone (a stack cannot be made
    ///   of freed screens: UIKit's is then kept, and a debug build says so).
    package static func stackToRestore<Screen: Equatable>(before: [Screen?], after: [Screen]) -> [Screen]? {
        let alive = before.compactMap { $0 }
        guard !alive.isEmpty, alive.count == before.count, alive != after else { return nil }
        return alive
    }
}
