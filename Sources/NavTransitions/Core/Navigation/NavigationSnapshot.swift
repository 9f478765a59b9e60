import Foundation

/// What the proxy reads from the navigation controller at the start of an event.
///
/// The UIKit layer reads it fresh for every event (never caches it): `stack` is `viewControllers` mapped to
/// ids, `current` is `delegate` mapped to a ``DelegateSlot``, `topHasCustomTransition` is whether
/// `topViewController?.navigationTransition` is set, `isTransitionRunning` is `transitionCoordinator != nil`,
/// `systemPopGestureEnabled` is `interactivePopGestureRecognizer?.isEnabled` (nil when there is none), and
/// `systemContentPopGestureEnabled` is iOS 26's `interactiveContentPopGestureRecognizer?.isEnabled`, found at run
/// time (nil before iOS 26, and for an app not built with the iOS 26 SDK).
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
    /// `interactiveContentPopGestureRecognizer?.isEnabled` (iOS 26); nil when the runtime has no such recognizer.
    package var systemContentPopGestureEnabled: Bool?

    /// Creates a snapshot.
    package init(
        stack: [Screen],
        current: DelegateSlot<Delegate>,
        topHasCustomTransition: Bool,
        isTransitionRunning: Bool,
        systemPopGestureEnabled: Bool?,
        systemContentPopGestureEnabled: Bool? = nil
    ) {
        self.stack = stack
        self.current = current
        self.topHasCustomTransition = topHasCustomTransition
        self.isTransitionRunning = isTransitionRunning
        self.systemPopGestureEnabled = systemPopGestureEnabled
        self.systemContentPopGestureEnabled = systemContentPopGestureEnabled
    }
}
