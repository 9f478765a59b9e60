import Foundation

/// What the proxy reads from the navigation controller at the start of an event.
///
/// The UIKit layer reads it fresh for every event (never caches it): `stack` is `viewControllers` mapped to
/// ids, `current` is `delegate` mapped to a ``DelegateSlot``, `topHasCustomTransition` is whether
/// `topViewController?.navigationTransition` is set, `isTransitionRunning` is `transitionCoordinator != nil`,
/// and `systemPopGestureEnabled` is `interactivePopGestureRecognizer?.isEnabled` (nil when there is none).
package struct NavigationSnapshot<Screen: Hashable & Sendable, Delegate: Hashable & Sendable>: Sendable, Equatable {
    /// The ids of `viewControllers`, root first.
    package var stack: [Screen]
    /// What `delegate` holds.
    package var current: DelegateSlot<Delegate>
    /// Whether the top screen has a `navigationTransition`.
    package var topHasCustomTransition: Bool
    /// Whether a transition runs (`transitionCoordinator != nil`).
    package var isTransitionRunning: Bool
    /// `interactivePopGestureRecognizer?.isEnabled`; nil when the navigation controller has no such recognizer.
    package var systemPopGestureEnabled: Bool?

    /// Creates a snapshot.
    package init(
        stack: [Screen],
        current: DelegateSlot<Delegate>,
        topHasCustomTransition: Bool,
        isTransitionRunning: Bool,
        systemPopGestureEnabled: Bool?
    ) {
        self.stack = stack
        self.current = current
        self.topHasCustomTransition = topHasCustomTransition
        self.isTransitionRunning = isTransitionRunning
        self.systemPopGestureEnabled = systemPopGestureEnabled
    }
}
