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
/// - The navigation controller's ``NavigationDelegateProxy`` is installed if needed, owned by the
///   destination: once the destination has left the stack the app's own navigation delegate is handed
///   back (an app-wide installation stays as it is). The segue keeps nothing alive itself.
/// - A source that is not in a navigation controller presents the destination instead, as UIKit's
///   `show` segue does, and logs why to the console.
/// - Used as an unwind segue it pops back to the destination (or dismisses to it when the destination
///   presented the source); the popped screen's own transition runs in reverse.
/// - A zoom takes its source from the segue's sender (the tapped cell) with ``ZoomSource/sender(_:)``:
///   `segue.destination.navigationTransition = .zoom(sourceViewProvider: ZoomSource.sender(sender))`.
public final class NavigationTransitionSegue: UIStoryboardSegue {
    /// Pushes the destination, pops back to it when unwinding, or presents it when there is no navigation controller.
    public override func perform() {
        StoryboardSegueRoute.route(kind: .navigation, from: source, to: destination).perform(from: source, to: destination)
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
///     segue.destination.modalTransition = .sheet(height: .fraction(0.5))
/// }
/// ```
///
/// - A destination that declares none is presented with ``ModalTransition/cover(edge:)``
///   from the bottom, full screen, dismissible by a pan.
/// - The transitioning delegate belongs to the destination (see ``UIKit/UIViewController/modalTransition``);
///   the segue keeps nothing alive itself.
/// - Used as an unwind segue it dismisses back to the destination (or pops to it when the destination is
///   below the source in a navigation stack); the presented screen's own transition runs in reverse.
/// - A zoom takes its source from the segue's sender (the tapped cell) with ``ZoomSource/sender(_:)``:
///   `segue.destination.modalTransition = .zoom(sourceViewProvider: ZoomSource.sender(sender))`.
public final class ModalTransitionSegue: UIStoryboardSegue {
    /// Presents the destination, or dismisses back to it when unwinding.
    public override func perform() {
        StoryboardSegueRoute.route(kind: .modal, from: source, to: destination).perform(from: source, to: destination)
    }
}

extension StoryboardSegueRoute {
    /// The route of a segue of `kind`, read from UIKit's view-controller hierarchy.
    @MainActor
    static func route(kind: Kind, from source: UIViewController, to destination: UIViewController) -> StoryboardSegueRoute {
        SegueHierarchy<UIViewController>(
            parent: { $0.parent },
            presenter: { $0.presentingViewController },
            navigationStack: { $0.navigationController?.viewControllers }
        ).route(kind: kind, from: source, to: destination)
    }

    /// Carries out the route with UIKit, giving the destination the default transition it lacks.
    @MainActor
    func perform(from source: UIViewController, to destination: UIViewController) {
        switch self {
        case .push:
            guard let navigationController = source.navigationController else { return }
            if destination.navigationTransition == nil { destination.navigationTransition = .slide }
            NavigationDelegateProxy.install(on: navigationController, owner: destination)
            navigationController.pushViewController(destination, animated: true)
        case .popToDestination:
            source.navigationController?.popToViewController(destination, animated: true)
        case .present, .presentWithoutNavigationController:
            if self == .presentWithoutNavigationController {
                NSLog("%@", Self.missingNavigationControllerMessage)
            }
            if destination.modalTransition == nil { destination.modalTransition = .cover(edge: .bottom) }
            source.present(destination, animated: true)
        case .dismissToDestination:
            destination.dismiss(animated: true)
        }
    }
}
#endif
