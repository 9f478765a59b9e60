#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// Sets the transition used when this screen is pushed onto its navigation stack, and reversed when it
    /// is popped; nil gives this screen the system animation whatever the stack's default.
    ///
    /// Put it on a destination's content — the counterpart of UIKit's
    /// ``UIKit/UIViewController/navigationTransition`` for a SwiftUI screen. It overrides the stack's
    /// ``SwiftUI/View/defaultNavigationControllerTransition(_:)``; screens without it use the default.
    ///
    /// ```swift
    /// NavigationLink("Photo") {
    ///     PhotoView(photo: photo)
    ///         .navigationControllerTransition(.zoom(sourceID: photo.id, in: grid))
    /// }
    /// ```
    ///
    /// Pushes from a `NavigationLink`, from a path and programmatic pops all use it, and the swipe back
    /// stays interactive. SwiftUI decides whether a change of the stack is animated: a change it makes
    /// without animation (popping several screens at once on some systems) has no transition.
    public func navigationControllerTransition(_ transition: NavigationControllerTransition?) -> some View {
        background {
            NavigationTransitionMarker(placement: .inScreen, transition: transition)
                .allowsHitTesting(false)
                .accessibilityHidden(true)
        }
    }
}
#endif
