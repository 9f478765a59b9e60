import Foundation

/// What a NavTransitions storyboard segue does when it is performed, decided from where its two screens are.
///
/// Interface Builder cannot show inspectable properties on segues, so one segue class per kind serves
/// every variant: the destination declares its transition (in `init(coder:)`, or from the source's
/// `prepare(for:sender:)`), and the route below decides whether the segue goes forward or — used
/// as an unwind segue — back. ``steps(for:)`` turns a route into the UIKit calls, in order.
///
/// A custom unwind segue's `perform` is the whole unwind: UIKit's incremental unwind (each container's
/// `unwind(for:towardsViewController:)`) is what `UIStoryboardSegue`'s own `perform` does, and an override
/// that replaces it does every step itself (UIStoryboardSegue.h: "override this method to augment or replace
/// the effect of this segue"). So an unwind dismisses what the destination's side presented, then pops the
/// destination's navigation stack to it: ``dismissThenPopToDestination``.
package enum StoryboardSegueRoute: Sendable, Hashable {
    /// Push the destination onto the source's navigation controller.
    case push
    /// Pop the source's navigation stack back to the destination (an unwind to a screen below).
    case popToDestination
    /// Present the destination from the source.
    case present
    /// Dismiss what the destination's side presented (an unwind to a screen that presented the source, on
    /// top of its navigation stack or in none).
    case dismissToDestination
    /// Dismiss what the destination's side presented, then pop the destination's navigation stack to it (an
    /// unwind to a screen below the top of the presenting navigation stack), each step with its transition.
    case dismissThenPopToDestination
    /// Present the destination instead of pushing it: the source has no navigation controller.
    ///
    /// UIKit's own `show` segue does the same; the segue also logs ``missingNavigationControllerMessage``.
    case presentWithoutNavigationController
    /// Present the destination instead of pushing it: it is a navigation controller, which UIKit refuses to
    /// push (it raises); the segue also logs ``navigationControllerDestinationMessage``.
    case presentNavigationController
    /// Do nothing but log why: UIKit would raise.
    case refused(Refusal)

    /// The segue's kind, chosen by its class.
    package enum Kind: Sendable, Hashable, CaseIterable {
        /// `NavigationTransitionSegue`: push, or pop when unwinding.
        case navigation
        /// `ModalTransitionSegue`: present, or dismiss when unwinding.
        case modal
    }

    /// Why a segue does nothing: each is a call UIKit raises an exception for.
    package enum Refusal: Sendable, Hashable, CaseIterable {
        /// The destination is the source, or contains it (a push or presentation of a screen on screen).
        case destinationContainsSource
        /// The destination already has a parent: it is in a navigation stack (the source's, above the source,
        /// or another) or in another container. UIKit raises on pushing a screen twice and on presenting or
        /// adopting a screen that has a parent.
        case destinationHasParent
        /// The destination is already presented by a screen outside the source's chain.
        case destinationAlreadyPresented

        /// The console message the segue logs.
        package var message: String {
            switch self {
            case .destinationContainsSource:
                return "NavTransitions: a segue to its own source (or to a screen that contains it); nothing happens."
            case .destinationHasParent:
                return
                    "NavTransitions: a segue to a screen that already has a parent (in a navigation stack or another container); nothing happens."
            case .destinationAlreadyPresented:
                return "NavTransitions: a segue to a screen that is already presented; nothing happens."
            }
        }
    }

    /// The debug message for a push segue whose source is not in a navigation controller.
    package static let missingNavigationControllerMessage =
        "NavTransitions: NavigationTransitionSegue from a screen without a navigation controller; presenting the destination instead."

    /// The debug message for a push segue whose destination is a navigation controller.
    package static let navigationControllerDestinationMessage =
        "NavTransitions: NavigationTransitionSegue to a navigation controller, which UIKit cannot push; presenting it instead."

    /// Where the two screens of a segue are, as ``SegueHierarchy`` reads them.
    package struct Placement: Sendable, Hashable {
        /// Whether the source screen is in a navigation controller.
        package var sourceHasNavigationController: Bool
        /// Whether the destination is in the source's navigation stack, below the source (an unwind to it pops).
        package var destinationIsBelowSourceInStack: Bool
        /// Whether the destination's side presented the source's chain (an unwind to it dismisses).
        package var destinationPresentsSource: Bool
        /// Whether the destination is in a navigation stack, below its top (after a dismissal, a pop remains).
        package var destinationIsBelowTopOfItsStack: Bool
        /// Whether the destination is the source or contains it.
        package var destinationContainsSource: Bool
        /// Whether the destination has a parent (a navigation controller or another container).
        package var destinationHasParent: Bool
        /// Whether the destination is presented (by a screen that is not in the source's chain).
        package var destinationIsPresented: Bool
        /// Whether the destination is a navigation controller.
        package var destinationIsNavigationController: Bool

        /// Creates a placement; every fact defaults to false.
        package init(
            sourceHasNavigationController: Bool = false,
            destinationIsBelowSourceInStack: Bool = false,
            destinationPresentsSource: Bool = false,
            destinationIsBelowTopOfItsStack: Bool = false,
            destinationContainsSource: Bool = false,
            destinationHasParent: Bool = false,
            destinationIsPresented: Bool = false,
            destinationIsNavigationController: Bool = false
        ) {
            self.sourceHasNavigationController = sourceHasNavigationController
            self.destinationIsBelowSourceInStack = destinationIsBelowSourceInStack
            self.destinationPresentsSource = destinationPresentsSource
            self.destinationIsBelowTopOfItsStack = destinationIsBelowTopOfItsStack
            self.destinationContainsSource = destinationContainsSource
            self.destinationHasParent = destinationHasParent
            self.destinationIsPresented = destinationIsPresented
            self.destinationIsNavigationController = destinationIsNavigationController
        }
    }

    /// Decides the route.
    ///
    /// - Returns: a destination that is the source or contains it is refused. An unwind is recognised by
    ///   where the destination already is, whatever the kind: a destination below in the stack is popped to;
    ///   one whose side presented the source is dismissed to, then popped to if it is below the top of its
    ///   own stack (the source's stack wins when both hold: the nearest way back). Otherwise a destination
    ///   that has a parent or is already presented is refused (UIKit raises on both); a navigation segue
    ///   pushes when it can, and presents when there is no navigation controller or the destination is one;
    ///   a modal segue presents.
    package static func route(kind: Kind, placement: Placement) -> StoryboardSegueRoute {
        if placement.destinationContainsSource { return .refused(.destinationContainsSource) }
        if placement.destinationIsBelowSourceInStack { return .popToDestination }
        if placement.destinationPresentsSource {
            return placement.destinationIsBelowTopOfItsStack ? .dismissThenPopToDestination : .dismissToDestination
        }
        if placement.destinationHasParent { return .refused(.destinationHasParent) }
        if placement.destinationIsPresented { return .refused(.destinationAlreadyPresented) }
        switch kind {
        case .navigation:
            if placement.destinationIsNavigationController { return .presentNavigationController }
            return placement.sourceHasNavigationController ? .push : .presentWithoutNavigationController
        case .modal:
            return .present
        }
    }

    /// What the segue knows about its destination's transitions and how it was asked to run.
    package struct Destination: Sendable, Hashable {
        /// Whether the segue animates: the storyboard's Animates checkbox, which UIKit applies as
        /// `UIView.areAnimationsEnabled` while it calls `perform` (UIStoryboardSegue.h); true from code.
        package var animated: Bool
        /// Whether the destination has a `navigationTransition`.
        package var hasNavigationTransition: Bool
        /// Whether the destination has a `modalTransition`.
        package var hasModalTransition: Bool
        /// For a navigation controller destination: whether its root screen has a `modalTransition`; nil for
        /// any other destination (or a navigation controller without screens).
        package var rootHasModalTransition: Bool?

        /// Creates the facts.
        package init(
            animated: Bool = true, hasNavigationTransition: Bool = false, hasModalTransition: Bool = false,
            rootHasModalTransition: Bool? = nil
        ) {
            self.animated = animated
            self.hasNavigationTransition = hasNavigationTransition
            self.hasModalTransition = hasModalTransition
            self.rootHasModalTransition = rootHasModalTransition
        }

        /// The modal transition a presented destination gets: its own; else, for a navigation controller,
        /// its root screen's (the screen the storyboard's author gave one to); else the default cover.
        package var modalTransitionStep: StoryboardSegueStep? {
            if hasModalTransition { return nil }
            return rootHasModalTransition == true
                ? .giveDestinationItsRootsModalTransition : .giveDestinationDefaultModalTransition
        }
    }

    /// The UIKit calls that carry out the route, in order (see ``StoryboardSegueStep``).
    package func steps(for destination: Destination) -> [StoryboardSegueStep] {
        let animated = destination.animated
        let presentation = (destination.modalTransitionStep.map { [$0] } ?? []) + [.present(animated: animated)]
        switch self {
        case .push:
            let transition: [StoryboardSegueStep] =
                destination.hasNavigationTransition ? [] : [.giveDestinationDefaultNavigationTransition]
            return transition + [.installNavigationProxy, .push(animated: animated)]
        case .popToDestination:
            return [.popToDestination(animated: animated)]
        case .present:
            return presentation
        case .presentWithoutNavigationController:
            return [.log(Self.missingNavigationControllerMessage)] + presentation
        case .presentNavigationController:
            return [.log(Self.navigationControllerDestinationMessage)] + presentation
        case .dismissToDestination:
            return [.dismissToDestination(animated: animated)]
        case .dismissThenPopToDestination:
            return [.dismissToDestination(animated: animated), .popToDestination(animated: animated)]
        case let .refused(refusal):
            return [.log(refusal.message)]
        }
    }
}

/// One UIKit call of a storyboard segue, in the order ``StoryboardSegueRoute/steps(for:)`` gives; the UIKit
/// segues and the tests' headless segue apply the same list.
package enum StoryboardSegueStep: Sendable, Hashable {
    /// Log a message to the console (`NSLog`).
    case log(String)
    /// `destination.navigationTransition = .slide`: the destination declares none.
    case giveDestinationDefaultNavigationTransition
    /// `NavigationDelegateProxy.install(on: source.navigationController, owner: destination)`, right before the
    /// push: the proxy attaches at once, so the push runs the destination's transition.
    case installNavigationProxy
    /// `source.navigationController.pushViewController(destination, animated:)`.
    case push(animated: Bool)
    /// `destination.modalTransition = root.modalTransition`: a navigation controller destination without one
    /// is presented with its root screen's.
    case giveDestinationItsRootsModalTransition
    /// `destination.modalTransition = .cover(edge: .bottom)`: the destination declares none.
    case giveDestinationDefaultModalTransition
    /// `source.present(destination, animated:)`.
    case present(animated: Bool)
    /// `dismiss(animated:completion:)` on the presenter ``SegueHierarchy/unwindPresenter(from:to:)`` names; the
    /// steps after it run in its completion (a pop cannot start while the dismissal runs).
    case dismissToDestination(animated: Bool)
    /// `popToViewController(_:animated:)` on the navigation controller that holds the destination, to the
    /// entry of its stack that holds it (``SegueHierarchy/stackEntry(holding:)``); nothing when it is on top.
    case popToDestination(animated: Bool)
}

/// How a segue walks a hierarchy of screens: its parent, the screen that presented it, and its navigation stack.
///
/// The UIKit layer reads `parent`, `presentingViewController`, `navigationController?.viewControllers` and,
/// for a navigation controller, its own `viewControllers`; the tests read a headless model of screens.
package struct SegueHierarchy<Screen: AnyObject> {
    /// The containing screen (`parent`), nil at the top of a hierarchy.
    package var parent: (Screen) -> Screen?
    /// The screen that presented it (`presentingViewController`), nil when not presented.
    package var presenter: (Screen) -> Screen?
    /// The screens of its navigation controller, root first; nil when it is not in a navigation controller.
    package var navigationStack: (Screen) -> [Screen]?
    /// The screens of the navigation controller it is, root first; nil when it is not a navigation controller.
    package var ownStack: (Screen) -> [Screen]?

    /// Creates a hierarchy from its readings.
    package init(
        parent: @escaping (Screen) -> Screen?,
        presenter: @escaping (Screen) -> Screen?,
        navigationStack: @escaping (Screen) -> [Screen]?,
        ownStack: @escaping (Screen) -> [Screen]? = { _ in nil }
    ) {
        self.parent = parent
        self.presenter = presenter
        self.navigationStack = navigationStack
        self.ownStack = ownStack
    }

    /// Whether `screen` is `other` or contained in it (through `parent`).
    func isDescendant(_ screen: Screen, of other: Screen) -> Bool {
        var current: Screen? = screen
        while let candidate = current {
            if candidate === other { return true }
            current = parent(candidate)
        }
        return false
    }

    /// The entry of `screen`'s navigation stack that is `screen` or contains it; nil outside a stack.
    package func stackEntry(holding screen: Screen) -> Screen? {
        navigationStack(screen)?.first { isDescendant(screen, of: $0) }
    }

    /// The presenter an unwind from `source` to `destination` dismisses from: the nearest screen of the
    /// source's chain of presenters that is, contains or is contained in the destination, or is in the
    /// destination's navigation stack (UIKit presents from the presentation context, often the navigation
    /// controller that holds the destination). Nil when the destination's side presented nothing of the source's.
    package func unwindPresenter(from source: Screen, to destination: Screen) -> Screen? {
        let destinationStack = navigationStack(destination) ?? []
        var current = presenter(source)
        while let screen = current {
            if isDescendant(screen, of: destination) || isDescendant(destination, of: screen)
                || destinationStack.contains(where: { isDescendant(screen, of: $0) })
            {
                return screen
            }
            current = presenter(screen)
        }
        return nil
    }

    /// Where the segue's two screens are.
    ///
    /// The destination counts as below the source when the entry of the source's navigation stack that holds
    /// it comes before the entry that holds the source.
    package func placement(from source: Screen, to destination: Screen) -> StoryboardSegueRoute.Placement {
        let stack = navigationStack(source)
        var isBelow = false
        if let stack,
            let destinationIndex = stack.firstIndex(where: { isDescendant(destination, of: $0) }),
            let sourceIndex = stack.firstIndex(where: { isDescendant(source, of: $0) })
        {
            isBelow = destinationIndex < sourceIndex
        }
        let entry = stackEntry(holding: destination)
        return StoryboardSegueRoute.Placement(
            sourceHasNavigationController: stack != nil,
            destinationIsBelowSourceInStack: isBelow,
            destinationPresentsSource: unwindPresenter(from: source, to: destination) != nil,
            destinationIsBelowTopOfItsStack: entry.map { $0 !== navigationStack(destination)?.last } ?? false,
            destinationContainsSource: isDescendant(source, of: destination),
            destinationHasParent: parent(destination) != nil,
            destinationIsPresented: presenter(destination) != nil,
            destinationIsNavigationController: ownStack(destination) != nil
        )
    }

    /// Decides the route of a segue of `kind` from `source` to `destination` by where they are.
    package func route(kind: StoryboardSegueRoute.Kind, from source: Screen, to destination: Screen) -> StoryboardSegueRoute {
        StoryboardSegueRoute.route(kind: kind, placement: placement(from: source, to: destination))
    }

    /// The root screen of a navigation controller destination, whose `modalTransition` it may borrow.
    package func root(of destination: Screen) -> Screen? {
        ownStack(destination)?.first
    }
}
