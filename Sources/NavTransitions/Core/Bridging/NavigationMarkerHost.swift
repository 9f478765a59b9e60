import Foundation

/// A SwiftUI navigation modifier's marker controller as Core drives it after a search: one call per
/// ``NavigationControllerLocation/MarkerStep``.
///
/// `NavigationTransitionMarkerController` implements it; ``NavigationControllerLocation/runMarkerSteps(on:)``
/// reads what the marker is attached to, asks ``NavigationControllerLocation/markerSteps(attachedStack:attachedScreen:)``
/// and runs the steps in order.
package protocol NavigationMarkerHost: AnyObject {
    /// The navigation controller the declaration is recorded on now; nil when not attached.
    var attachedStack: (any HostingControllerNode)? { get }
    /// The screen the declaration is recorded for now; nil for none.
    var attachedScreen: (any HostingControllerNode)? { get }
    /// Withdraws the declaration from the attached stack (and screen).
    func detach()
    /// Remembers the navigation controller and the screen found.
    func attach(navigationController: any HostingControllerNode, screen: (any HostingControllerNode)?)
    /// Records the declaration on the attached stack.
    func declare()
    /// Says why no stack was found (a debug probe).
    func reportMiss(_ miss: NavigationControllerLocation.Miss)
}

/// Where a marker's declaration goes on a navigation controller's stack bridge: the stack's default or a
/// screen's choice, set and removed. ``NavigationControllerLocation/Placement/declare(screen:on:)`` and
/// ``NavigationControllerLocation/Placement/withdraw(screen:from:)`` pick the call (``NavigationControllerLocation/Placement/record(screen:)``).
package protocol NavigationDeclarationTarget: AnyObject {
    /// A screen (`UIViewController`).
    associatedtype Screen
    /// Sets the marker's transition as the stack's default.
    func setStackDefault()
    /// Sets the marker's transition as `screen`'s choice.
    func setScreenChoice(for screen: Screen)
    /// Removes the marker's default.
    func removeStackDefault()
    /// Removes `screen`'s choice.
    func removeScreenChoice(for screen: Screen)
}

extension NavigationControllerLocation {
    /// Runs the steps of a marker that searched again and got this answer, on `host`, in order.
    package func runMarkerSteps(on host: some NavigationMarkerHost) {
        for step in markerSteps(attachedStack: host.attachedStack, attachedScreen: host.attachedScreen) {
            switch step {
            case .detach: host.detach()
            case let .attach(navigationController, screen):
                host.attach(navigationController: navigationController, screen: screen)
            case .declare: host.declare()
            case let .reportMiss(miss): host.reportMiss(miss)
            }
        }
    }
}

extension NavigationControllerLocation.Placement {
    /// Records a marker's declaration, `screen` being the screen it is attached to: the stack's default, that
    /// screen's choice, or nothing (``record(screen:)``).
    package func declare<Target: NavigationDeclarationTarget>(screen: Target.Screen?, on target: Target) {
        switch record(screen: screen) {
        case .stackDefault: target.setStackDefault()
        case let .screenChoice(screen): target.setScreenChoice(for: screen)
        case .nothing: break
        }
    }

    /// Withdraws what ``declare(screen:on:)`` recorded for `screen`.
    package func withdraw<Target: NavigationDeclarationTarget>(screen: Target.Screen?, from target: Target) {
        switch record(screen: screen) {
        case .stackDefault: target.removeStackDefault()
        case let .screenChoice(screen): target.removeScreenChoice(for: screen)
        case .nothing: break
        }
    }
}
