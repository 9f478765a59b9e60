import Foundation
import NavTransitions

/// A headless view-controller hierarchy for segues: screens that may be navigation controllers (each runs a
/// `HeadlessNavigationController`, with the headless proxy when installed), presentations with a dismissal
/// whose completion waits for the animation's end, and the segue's steps applied exactly as
/// `StoryboardSegueRoute.perform(_:from:to:)` applies them in the UIKit layer.
///
/// Modelled from UIKit's documentation: a child's `presentingViewController` is its ancestor's;
/// `present` presents from the presentation context (the root-most ancestor, the default full-screen
/// context); `dismiss(animated:completion:)` on a presenter dismisses what it presented and everything above
/// it, and calls the completion once the dismissal animation ends (at once when not animated).
final class HeadlessSegueWorld {
    final class Screen: CustomStringConvertible {
        let name: String
        /// Its face in a navigation controller's stack.
        let content: HeadlessNavigationController.Screen
        /// For a navigation controller: the model that runs its stack.
        private(set) var navigation: HeadlessNavigationController?
        /// `presentingViewController` as set by a presentation (children read their ancestor's).
        fileprivate(set) weak var presenter: Screen?
        /// `presentedViewController`, strong as in UIKit.
        fileprivate(set) var presented: Screen?
        /// `modalTransition`: a name for the transition, or nil.
        var modalTransition: String?

        init(_ name: String, custom: Bool = false) {
            self.name = name
            content = HeadlessNavigationController.Screen(name, custom: custom)
        }

        /// A navigation controller whose stack starts with `root`.
        init(navigationControllerWith root: Screen) {
            name = "nav(\(root.name))"
            content = HeadlessNavigationController.Screen(name)
            navigation = HeadlessNavigationController(root: root.content)
        }

        var description: String { name }
        /// `navigationTransition != nil`.
        var hasNavigationTransition: Bool {
            get { content.hasCustomTransition }
            set { content.hasCustomTransition = newValue }
        }
    }

    /// Every screen, so that the model can map a navigation stack's entries back to screens.
    private var screens: [Screen] = []
    /// What the segue did to UIKit, in order.
    private(set) var calls: [String] = []
    /// What the navigation controllers' delegates vended, in order: `operation from → to: animator`.
    private(set) var transitions: [String] = []
    /// Dismissal completions waiting for their animation to end.
    private var pendingCompletions: [() -> Void] = []

    /// Registers screens (and a navigation controller's observer).
    func add(_ newScreens: Screen...) {
        for screen in newScreens {
            screens.append(screen)
            screen.navigation?.transitionObserver = { [unowned self] record in
                transitions.append("\(record.operation) \(record.from) → \(record.to): \(record.animator ?? "system")")
            }
        }
    }

    // MARK: The hierarchy, as UIKit reports it

    private func screen(for content: HeadlessNavigationController.Screen) -> Screen? {
        screens.first { $0.content === content }
    }

    /// `parent`: the navigation controller whose stack holds the screen.
    func parent(_ screen: Screen) -> Screen? {
        screens.first { $0.navigation?.viewControllers.contains { $0 === screen.content } == true }
    }

    /// `presentingViewController`: its own, else its ancestor's.
    func presenter(_ screen: Screen) -> Screen? {
        screen.presenter ?? parent(screen).flatMap(presenter)
    }

    var hierarchy: SegueHierarchy<Screen> {
        SegueHierarchy(
            parent: { [unowned self] in parent($0) },
            presenter: { [unowned self] in presenter($0) },
            navigationStack: { [unowned self] in parent($0)?.navigation?.viewControllers.compactMap(screen(for:)) },
            ownStack: { [unowned self] in $0.navigation?.viewControllers.compactMap(screen(for:)) }
        )
    }

    // MARK: UIKit calls

    private func present(_ screen: Screen, from source: Screen, animated: Bool) {
        var context = source
        while let next = parent(context) { context = next }
        context.presented = screen
        screen.presenter = context
        calls.append(
            "present \(screen) from \(context) with \(screen.modalTransition ?? "UIKit's")\(animated ? "" : ", unanimated")")
    }

    private func dismiss(from presenter: Screen, animated: Bool, completion: @escaping () -> Void) {
        var context: Screen? = presenter
        while let candidate = context, candidate.presented == nil { context = parent(candidate) }
        guard let context, let presented = context.presented else { return }
        calls.append(
            "dismiss \(presented) with \(presented.modalTransition ?? "UIKit's") reversed\(animated ? "" : ", unanimated")")
        context.presented = nil
        presented.presenter = nil
        if animated { pendingCompletions.append(completion) } else { completion() }
    }

    /// The dismissal animations end: their completions run.
    func endDismissalAnimations() {
        let completions = pendingCompletions
        pendingCompletions = []
        for completion in completions { completion() }
    }

    // MARK: The segue

    /// `perform()` of a NavTransitions segue of `kind`: reads the hierarchy, asks Core, applies the steps as
    /// the UIKit layer does.
    func perform(_ kind: StoryboardSegueRoute.Kind, from source: Screen, to destination: Screen, animated: Bool = true) {
        let hierarchy = hierarchy
        let root = hierarchy.root(of: destination)
        let facts = StoryboardSegueRoute.Destination(
            animated: animated,
            hasNavigationTransition: destination.hasNavigationTransition,
            hasModalTransition: destination.modalTransition != nil,
            rootHasModalTransition: root.map { $0.modalTransition != nil }
        )
        let sourceNavigation = parent(source)?.navigation
        let presenter = hierarchy.unwindPresenter(from: source, to: destination)
        let entry = hierarchy.stackEntry(holding: destination)
        let steps = hierarchy.route(kind: kind, from: source, to: destination).steps(for: facts)
        let screens = Screens(
            world: self, source: source, destination: destination, sourceNavigation: sourceNavigation, root: root,
            presenter: presenter, entry: entry)
        StoryboardSegueStep.run(steps, on: screens)
    }

    /// The screens one segue acts on, read before the first step, as the UIKit segue's: the same Core run
    /// (``StoryboardSegueStep/run(_:on:)``), each step applied to the model.
    private final class Screens: StoryboardSegueHost {
        unowned let world: HeadlessSegueWorld
        let source: Screen
        let destination: Screen
        let sourceNavigation: HeadlessNavigationController?
        let root: Screen?
        let presenter: Screen?
        let entry: Screen?

        init(
            world: HeadlessSegueWorld, source: Screen, destination: Screen, sourceNavigation: HeadlessNavigationController?,
            root: Screen?,
            presenter: Screen?, entry: Screen?
        ) {
            self.world = world
            self.source = source
            self.destination = destination
            self.sourceNavigation = sourceNavigation
            self.root = root
            self.presenter = presenter
            self.entry = entry
        }

        func log(_ message: String) {
            world.calls.append("log \(message)")
        }

        func giveDestinationDefaultNavigationTransition() {
            destination.hasNavigationTransition = true
            world.calls.append("\(destination).navigationTransition = .slide")
        }

        func installNavigationProxy() {
            _ = sourceNavigation.map { HeadlessNavigationProxy.install(on: $0, owner: destination.content) }
        }

        func push(animated: Bool) {
            sourceNavigation?.pushViewController(destination.content, animated: animated)
        }

        func giveDestinationItsRootsModalTransition() {
            destination.modalTransition = root?.modalTransition
        }

        func giveDestinationDefaultModalTransition() {
            destination.modalTransition = "cover(bottom)"
        }

        func present(animated: Bool) {
            world.present(destination, from: source, animated: animated)
        }

        func dismissToDestination(animated: Bool, completion: @escaping () -> Void) {
            _ = presenter.map { world.dismiss(from: $0, animated: animated, completion: completion) }
        }

        func popToDestination(animated: Bool) {
            _ = entry.flatMap { entry in world.parent(entry)?.navigation?.popToViewController(entry.content, animated: animated) }
        }
    }
}
