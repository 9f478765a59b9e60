import NavTransitions
import UIKit

/// The storyboard demo: `Segues.storyboard`, whose segues are `NavigationTransitionSegue` and
/// `ModalTransitionSegue` (class picked in Interface Builder, module NavTransitions).
@MainActor
enum StoryboardDemo {
    /// The storyboard's name (the file is `Segues.storyboard`, a resource of the app target).
    static let storyboardName = "Segues"

    /// The storyboard's first screen, or nil when the app was built without the compiled storyboard.
    static func makeMenu() -> UIViewController? {
        guard let bundle = bundleWithStoryboard() else { return nil }
        return UIStoryboard(name: storyboardName, bundle: bundle).instantiateInitialViewController()
    }

    /// The bundle holding the compiled storyboard: the app's own, or the resource bundle Xcode builds for
    /// the app package's target inside it (looked up by what it holds, not by a generated accessor, so that
    /// these files also compile outside a package, as scripts/check-ios.sh compiles them).
    private static func bundleWithStoryboard() -> Bundle? {
        let resourceBundles = (Bundle.main.urls(forResourcesWithExtension: "bundle", subdirectory: nil) ?? [])
            .compactMap { Bundle(url: $0) }
        return ([Bundle.main] + resourceBundles).first {
            $0.url(forResource: storyboardName, withExtension: "storyboardc") != nil
        }
    }
}

/// The storyboard's first screen: buttons whose segues push and present the scenes below.
///
/// The segue class decides nothing per variant: each destination says how it wants to arrive, in its
/// `init(coder:)`, or — for the "scale" button — this screen says it in `prepare(for:sender:)`. A destination that says nothing gets the segue's default (a slide).
@MainActor
final class StoryboardMenuViewController: UIViewController {
    /// The identifier of the segue whose transition this screen chooses (set in the storyboard).
    static let scaleSegueIdentifier = "pushScale"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == Self.scaleSegueIdentifier {
            segue.destination.navigationTransition = .scale
        }
    }

    /// The unwind segues of the storyboard come back here (the scenes' "Back to the menu" buttons).
    @IBAction func unwindToStoryboardMenu(_ segue: UIStoryboardSegue) {
        print("Storyboard: unwound from \(segue.source.title ?? "a scene") by \(type(of: segue))")
    }
}

/// A pushed scene that declares its transition when the storyboard decodes it.
@MainActor
final class StoryboardFadeViewController: UIViewController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        // Used by NavigationTransitionSegue for the push, and reversed for the pop and the swipe back.
        navigationTransition = .fade
    }
}

/// A pushed scene that declares nothing itself: the menu's `prepare(for:sender:)` or the segue's default
/// (`.slide`) decides.
@MainActor
final class StoryboardPlainViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Says which transition the segue ended up using (NavigationControllerTransition is Equatable).
        switch navigationTransition {
        case NavigationControllerTransition.scale?: title = "Scale, from prepare(for:sender:)"
        case NavigationControllerTransition.slide?: title = "Slide, the segue's default"
        default: title = "Pushed by the segue"
        }
    }
}

/// A presented scene that declares its transition when the storyboard decodes it: a half-height sheet
/// with pan-to-dismiss and tap-outside-to-dismiss.
///
/// `init(coder:)` rather than `awakeFromNib()`: UIKit calls both on the main thread, but the SDK declares
/// `awakeFromNib()` without main-actor isolation, so in the Swift 6 language mode a main-actor property
/// such as `modalTransition` cannot be set there without an isolation assertion.
@MainActor
final class StoryboardSheetViewController: UIViewController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalTransition = .sheet(detents: [.medium])
    }
}
