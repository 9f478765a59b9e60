import NavTransitions
import UIKit

/// Builds the Example's root: a navigation controller that runs its screens' transitions.
@MainActor
enum ExampleRoot {
    static func makeRootViewController() -> UIViewController {
        let list = TransitionListViewController()
        // A UINavigationController that installs the delegate proxy on itself when its view loads.
        let navigationController = TransitionNavigationController(rootViewController: list)
        navigationController.navigationBar.prefersLargeTitles = true

        // The app's own delegate: the proxy keeps it as the original and forwards every call to it
        // (watch the console). The list keeps it alive; the navigation controller only holds its
        // delegate weakly.
        navigationController.delegate = list.navigationLog
        return navigationController
    }
}

/// An app-owned navigation delegate that only logs, to show that it keeps receiving its calls.
@MainActor
final class NavigationLog: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        print("NavigationLog: willShow \(viewController.title ?? "untitled") (animated: \(animated))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        print("NavigationLog: didShow \(viewController.title ?? "untitled")")
    }
}
