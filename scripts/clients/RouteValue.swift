import Foundation
import NavTransitions
import UIKit

/// How a route is shown: pushed with a navigation transition or presented with a modal one.
enum RouteStyle: Sendable, Equatable {
    case push(NavigationControllerTransition)
    case present(ModalTransition)
}

/// A route an app resolves off the main actor (from a deep link, a push notification, a server-driven
/// screen) and shows on it.
struct Route: Sendable, Equatable {
    var path: String
    var style: RouteStyle
}

/// Resolves routes on its own executor.
actor Router {
    private var history: [Route] = []

    func route(for url: URL) -> Route {
        let route: Route
        switch url.host {
        case "checkout":
            route = Route(path: url.path, style: .push(NavigationControllerTransition(style: .cover(edge: .bottom), swipeBackArea: nil)))
        case "filters":
            var sheet = ModalTransition.sheet(detents: [.fraction(0.6)])
            sheet.timing = .curve(.easeOut, duration: 0.3)
            route = Route(path: url.path, style: .present(sheet))
        default:
            route = Route(path: url.path, style: .push(.slide))
        }
        history.append(route)
        return route
    }
}

/// Built in a detached task, handed to the main actor.
func resolveInBackground(_ url: URL, router: Router) async -> Route {
    await Task.detached {
        await router.route(for: url)
    }.value
}

@MainActor
func show(_ route: Route, in navigationController: UINavigationController) {
    let screen = UIViewController()
    screen.title = route.path
    switch route.style {
    case let .push(transition):
        screen.navigationTransition = transition
        navigationController.pushViewController(screen, animated: true)
    case let .present(transition):
        screen.modalTransition = transition
        navigationController.present(screen, animated: true)
    }
}

@MainActor
func open(_ url: URL, in navigationController: UINavigationController, router: Router) {
    Task {
        let route = await resolveInBackground(url, router: router)
        show(route, in: navigationController)
    }
}
