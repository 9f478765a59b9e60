import NavTransitions
import UIKit

/// An app's navigation controller: a subclass of `TransitionNavigationController` that is its own delegate.
final class AppNavigationController: TransitionNavigationController, UINavigationControllerDelegate {
    private(set) var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()      // installs the proxy
        delegate = self          // adopted as the proxy's original: hears every call
        navigationBar.prefersLargeTitles = true
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController.title ?? "untitled")
    }
}

@MainActor
func makeAppRoot(list: UIViewController) -> UINavigationController {
    let navigationController = AppNavigationController(rootViewController: list)
    let detail = UIViewController()
    detail.navigationTransition = .fade
    navigationController.pushViewController(detail, animated: false)
    return navigationController
}

/// A storyboard's navigation controller scene whose class is `TransitionNavigationController`.
@MainActor
func loadStoryboardNavigationController(named name: String) -> TransitionNavigationController? {
    UIStoryboard(name: name, bundle: nil).instantiateInitialViewController() as? TransitionNavigationController
}
