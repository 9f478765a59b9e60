#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// Sets the transition of every screen pushed in this navigation stack, and of its pops; nil for the
    /// system animation.
    ///
    /// Put it on a `NavigationStack` or a `NavigationView`:
    ///
    /// ```swift
    /// NavigationStack {
    ///     PhotoGrid()
    /// }
    /// .defaultNavigationControllerTransition(.slide)
    /// ```
    ///
    /// A destination's ``SwiftUI/View/navigationControllerTransition(_:)`` overrides it for that screen. The
    /// swipe back keeps working, interactive, and SwiftUI's own navigation delegate keeps receiving every
    /// call. A `NavigationView` that shows columns (on a regular width, without `.navigationViewStyle(.stack)`)
    /// has no pushes: its screens keep the system animation, and a debug build says so.
    public func defaultNavigationControllerTransition(_ transition: NavigationControllerTransition?) -> some View {
        background {
            NavigationTransitionMarker(placement: .onStack, transition: transition)
                .allowsHitTesting(false)
                .accessibilityHidden(true)
        }
    }
}
#endif
