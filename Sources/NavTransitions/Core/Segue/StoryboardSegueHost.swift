import Foundation

/// The screens of one storyboard segue as its steps touch them: one UIKit call per ``StoryboardSegueStep``.
///
/// The UIKit segues implement it over the view controllers they read before the first step; the tests'
/// headless segue implements it over its model. Both run the steps with ``StoryboardSegueStep/run(_:on:)``,
/// so the order and the wait for a dismissal are Core's.
package protocol StoryboardSegueHost: AnyObject {
    /// `NSLog` of a message.
    func log(_ message: String)
    /// `destination.navigationTransition = .slide`.
    func giveDestinationDefaultNavigationTransition()
    /// `NavigationDelegateProxy.install(on: source.navigationController, owner: destination)`; nothing without
    /// a navigation controller.
    func installNavigationProxy()
    /// `source.navigationController.pushViewController(destination, animated:)`; nothing without one.
    func push(animated: Bool)
    /// `destination.modalTransition = root.modalTransition`.
    func giveDestinationItsRootsModalTransition()
    /// `destination.modalTransition = .cover(edge: .bottom)`.
    func giveDestinationDefaultModalTransition()
    /// `source.present(destination, animated:)`.
    func present(animated: Bool)
    /// `presenter.dismiss(animated:completion:)`: calls `completion` once the dismissal ends; without a
    /// presenter nothing happens and `completion` is never called.
    func dismissToDestination(animated: Bool, completion: @escaping () -> Void)
    /// `popToViewController(_:animated:)` on the navigation controller holding the destination; nothing
    /// without one.
    func popToDestination(animated: Bool)
    /// A bug the tests plant in `run(_:on:)` (``PlantedFault/segueProxyNotInstalled``); nil, the default, on UIKit.
    var plantedFault: PlantedFault? { get }
}

extension StoryboardSegueHost {
    package var plantedFault: PlantedFault? { nil }
}

extension StoryboardSegueStep {
    /// Runs `steps` on `host` in order, one host call per step; the steps after a dismissal run in its
    /// completion (a pop cannot start while the dismissal runs), and not at all when it never completes. The
    /// completion holds the host until then.
    package static func run(_ steps: [StoryboardSegueStep], on host: some StoryboardSegueHost) {
        var remaining = steps[...]
        while let step = remaining.popFirst() {
            switch step {
            case let .log(message):
                host.log(message)
            case .giveDestinationDefaultNavigationTransition:
                host.giveDestinationDefaultNavigationTransition()
            case .installNavigationProxy:
                if host.plantedFault != .segueProxyNotInstalled { host.installNavigationProxy() }
            case let .push(animated):
                host.push(animated: animated)
            case .giveDestinationItsRootsModalTransition:
                host.giveDestinationItsRootsModalTransition()
            case .giveDestinationDefaultModalTransition:
                host.giveDestinationDefaultModalTransition()
            case let .present(animated):
                host.present(animated: animated)
            case let .dismissToDestination(animated):
                let rest = Array(remaining)
                host.dismissToDestination(animated: animated) { run(rest, on: host) }
                return
            case let .popToDestination(animated):
                host.popToDestination(animated: animated)
            }
        }
    }
}
