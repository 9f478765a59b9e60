// The context a *fragment* of the documentation is compiled in (scripts/check-doc-samples.sh).
//
// A ```swift block made of statements (`detail.navigationTransition = .slide`, `present(sheet,
// animated: true)`) is compiled in place of the `<sample>` line below: inside a method of a view
// controller of an app — so `self`, `present(_:animated:)`, `view` and `traitCollection` are there —
// after the names declared above it. A block made of members of a view controller
// (`override func viewDidLoad()`, `@objc func close()`, …) goes in place of `<members>`. A block that
// is a complete file (imports, types, functions) is compiled on its own, without this prelude.
//
// The block sits in a scope of its own, so it may declare any of these names again. Every name is
// also used once (`_ = …`), so a sample that does not need it compiles without a warning.
//
// This file is compiled like an app's code: against NavTransitions without the package name (the
// public API only), for arm64-apple-ios15.0, Swift 6 language mode, warnings as errors. Add a name
// here only when several documents need it; a name one block needs goes in that block's
// `<!-- sample: context … -->` comment (CONTRIBUTING.md, "Doc samples").

import NavTransitions
import UIKit

/// A screen an app pushes or presents (`DetailViewController()`).
final class DetailViewController: UIViewController {}

/// The first screen of a navigation controller (`ListViewController()`).
final class ListViewController: UIViewController {}

/// `self` in a fragment: a view controller of the app, on screen in a navigation controller.
final class SampleViewController: UIViewController {
    /// The method a fragment runs in; `async throws`, so a sample may use `await` and `try`.
    func sample() async throws {
        // The names a fragment may use without declaring them.
        let navigationController = UINavigationController(rootViewController: ListViewController())
        let detail = DetailViewController()        // a screen to push or to present
        let sheet = UIViewController()             // a screen to present
        let presenter: UIViewController = self     // the presenting screen
        let gallery = UIViewController()           // a screen that owns an installed proxy (`owner: gallery`)
        let tappedView = UIView()                  // the view a tap landed on (a circular reveal's origin)
        let cell = UITableViewCell()               // a tapped cell
        let tableView = UITableView()
        let scrollView = UIScrollView()
        _ = (navigationController, detail, sheet, presenter, gallery, tappedView, cell, tableView, scrollView)
        do {
            // <sample>
        }
    }
}

/// The class a block of view-controller members is compiled in.
final class SampleMembersViewController: UIViewController {
    // <members>
}
