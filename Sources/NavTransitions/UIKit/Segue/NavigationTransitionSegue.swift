#if canImport(UIKit)
import UIKit

/// A storyboard segue that pushes its destination with the destination's ``NavigationControllerTransition``.
///
/// Pick it as a segue's class in Interface Builder. The destination declares its transition — in
/// `init(coder:)`, or the source sets it in `prepare(for:sender:)` (`awakeFromNib()` works too, but the
/// iOS 15 and 16 SDKs declare it without main-actor isolation, so the Swift 6 language mode rejects the
/// assignment there):
///
/// ```swift
/// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///     segue.destination.navigationTransition = .fade
/// }
/// ```
///
/// - A destination that declares none is pushed with ``NavigationControllerTransition/slide``, which its pop and
///   swipe back then use too.
/// - The navigation controller's ``NavigationDelegateProxy`` is installed if needed, right before the push,
///   owned by the destination: the push already runs the destination's transition, and once the destination
///   has left the stack the app's own navigation delegate is handed back (an app-wide installation, such as a
///   ``TransitionNavigationController``'s, stays as it is). The segue keeps nothing alive itself.
/// - The segue's Animates checkbox is honoured: unchecked, the push (or any other step) runs without animation.
/// - A source that is not in a navigation controller presents the destination instead, as UIKit's
///   `show` segue does, and logs why to the console; so does a destination that is a navigation controller,
///   which UIKit cannot push. A destination that is already in a navigation stack or presented is refused with
///   a console message (UIKit would raise).
/// - Used as an unwind segue it pops back to the destination, or dismisses to it when the destination's side
///   presented the source — then pops the destination's own navigation stack if the destination is below its
///   top — each step with its screen's transition in reverse. Its `perform` is the whole unwind (see
///   Docs/Troubleshooting.md, "How an unwind runs").
/// - A zoom takes its source from the segue's sender (the tapped cell) with ``ZoomSource/sender(_:)``:
///   `segue.destination.navigationTransition = .zoom(sourceViewProvider: ZoomSource.sender(sender))`.
public final class NavigationTransitionSegue: UIStoryboardSegue {
    /// Pushes the destination, pops back to it when unwinding, or presents it when it cannot be pushed.
    public override func perform() {
        StoryboardSegueRoute.perform(.navigation, from: source, to: destination)
    }
}

/// A storyboard segue that presents its destination with the destination's ``ModalTransition``.
///
/// Pick it as a segue's class in Interface Builder; the destination declares its transition in
/// `init(coder:)`, or the source sets it in `prepare(for:sender:)` (see ``NavigationTransitionSegue`` about
/// `awakeFromNib()`):
///
/// ```swift
/// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///     segue.destination.modalTransition = .sheet(detents: [.medium])
/// }
/// ```
///
/// - A destination that declares none is presented with its root screen's ``ModalTransition`` when it is a
///   navigation controller whose root screen has one, otherwise with ``ModalTransition/cover(edge:)`` from the
///   bottom, full screen, dismissible by a pan.
/// - The transitioning delegate belongs to the destination (see ``UIKit/UIViewController/modalTransition``);
///   the segue keeps nothing alive itself.
/// - The segue's Animates checkbox is honoured, as for ``NavigationTransitionSegue``.
/// - Used as an unwind segue it dismisses back to the destination (then pops the destination's navigation
///   stack if the destination is below its top), or pops to it when the destination is below the source in a
///   navigation stack; each screen's own transition runs in reverse.
/// - A zoom takes its source from the segue's sender (the tapped cell) with ``ZoomSource/sender(_:)``:
///   `segue.destination.modalTransition = .zoom(sourceViewProvider: ZoomSource.sender(sender))`.
public final class ModalTransitionSegue: UIStoryboardSegue {
    /// Presents the destination, or dismisses back to it when unwinding.
    public override func perform() {
        StoryboardSegueRoute.perform(.modal, from: source, to: destination)
    }
}

extension SegueHierarchy where Screen == UIViewController {
    /// UIKit's view-controller hierarchy.
    @MainActor
    static var uiKit: SegueHierarchy<UIViewController> {
        SegueHierarchy(
            parent: { $0.parent },
            presenter: { $0.presentingViewController },
            navigationStack: { $0.navigationController?.viewControllers },
            ownStack: { ($0 as? UINavigationController)?.viewControllers }
        )
    }
}

extension StoryboardSegueRoute {
    /// Reads the hierarchy, asks Core for the route and its steps, and runs them on the screens (Core's
    /// ``StoryboardSegueStep/run(_:on:)``: one UIKit call per step, the rest after a dismissal in its completion).
    @MainActor
    static func perform(_ kind: Kind, from source: UIViewController, to destination: UIViewController) {
        let hierarchy = SegueHierarchy<UIViewController>.uiKit
        let root = hierarchy.root(of: destination)
        let facts = Destination(
            // The Animates checkbox: UIKit sets areAnimationsEnabled from it around `perform` (UIStoryboardSegue.h).
            animated: UIView.areAnimationsEnabled,
            hasNavigationTransition: destination.navigationTransition != nil,
            hasModalTransition: destination.modalTransition != nil,
            rootHasModalTransition: root.map { $0.modalTransition != nil }
        )
        let screens = SegueScreens(
            source: source,
            destination: destination,
            sourceNavigationController: source.navigationController,
            root: root,
            presenter: hierarchy.unwindPresenter(from: source, to: destination),
            destinationEntry: hierarchy.stackEntry(holding: destination)
        )
        StoryboardSegueStep.run(hierarchy.route(kind: kind, from: source, to: destination).steps(for: facts), on: screens)
    }
}

/// The screens a segue's steps act on, read before the first step (the source may be gone after a dismissal):
/// the UIKit call of each ``StoryboardSegueStep``.
@MainActor
private final class SegueScreens {
    let source: UIViewController
    let destination: UIViewController
    let sourceNavigationController: UINavigationController?
    /// The root screen of a navigation controller destination.
    let root: UIViewController?
    /// The presenter an unwind dismisses from.
    let presenter: UIViewController?
    /// The entry of the destination's navigation stack that holds it.
    let destinationEntry: UIViewController?

    init(
        source: UIViewController, destination: UIViewController, sourceNavigationController: UINavigationController?,
        root: UIViewController?, presenter: UIViewController?, destinationEntry: UIViewController?
    ) {
        self.source = source
        self.destination = destination
        self.sourceNavigationController = sourceNavigationController
        self.root = root
        self.presenter = presenter
        self.destinationEntry = destinationEntry
    }
}

extension SegueScreens: @preconcurrency StoryboardSegueHost {
    func log(_ message: String) {
        NSLog("%@", message)
    }

    func giveDestinationDefaultNavigationTransition() {
        destination.navigationTransition = .slide
    }

    func installNavigationProxy() {
        _ = sourceNavigationController.map { NavigationDelegateProxy.install(on: $0, owner: destination) }
    }

    func push(animated: Bool) {
        sourceNavigationController?.pushViewController(destination, animated: animated)
    }

    func giveDestinationItsRootsModalTransition() {
        destination.modalTransition = root?.modalTransition
    }

    func giveDestinationDefaultModalTransition() {
        destination.modalTransition = .cover(edge: .bottom)
    }

    func present(animated: Bool) {
        source.present(destination, animated: animated)
    }

    func dismissToDestination(animated: Bool, completion: @escaping () -> Void) {
        presenter?.dismiss(animated: animated, completion: completion)
    }

    func popToDestination(animated: Bool) {
        _ = destinationEntry.flatMap { $0.navigationController?.popToViewController($0, animated: animated) }
    }
}
#endif
