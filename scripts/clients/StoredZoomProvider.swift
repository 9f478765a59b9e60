import NavTransitions
import UIKit

/// A grid that keeps its zoom source in a stored property and hands it to `.zoom(…)` for a push and a
/// presentation: no Sendable warning in either language mode (issue 20, item 2).
final class StoredProviderGridViewController: UIViewController {
    var sourceViewProvider: ZoomSourceViewProvider = { context in
        (context.sourceViewController as? StoredProviderGridViewController)?.selectedThumbnail
    }
    var selectedThumbnail: UIView?
    var zoomOptions = ZoomOptions(interactiveDismissShouldBegin: { context in
        context.gestureRecognizer is UIPinchGestureRecognizer
    })

    func push(_ browser: UIViewController) {
        browser.navigationTransition = .zoom(options: zoomOptions, sourceViewProvider: sourceViewProvider)
        navigationController?.pushViewController(browser, animated: true)
    }

    func present(_ browser: UIViewController) {
        let provider = sourceViewProvider
        browser.modalTransition = .zoom(sourceViewProvider: provider)
        present(browser, animated: true)
    }
}
