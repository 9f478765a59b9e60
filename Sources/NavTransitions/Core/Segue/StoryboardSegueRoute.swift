import Foundation

/// What a NavTransitions storyboard segue does when it is performed, decided from where its two screens are.
///
/// Interface Builder cannot show inspectable properties on segues, so one segue class per kind serves
/// every variant: the destination declares its transition (in `init(coder:)`, or from the source's
/// `prepare(for:sender:)`), and the route below decides whether the segue goes forward or — used
/// as an unwind segue — back.
package enum StoryboardSegueRoute: Sendable, Hashable {
    /// Push the destination onto the source's navigation controller.
    case push
    /// Pop the source's navigation stack back to the destination (an unwind to a screen below).
    case popToDestination
    /// Present the destination from the source.
    case present
    /// Dismiss what the destination presented (an unwind to a screen that presented the source).
    case dismissToDestination
    /// Present the destination instead of pushing it: the source has no navigation controller.
    ///
    /// UIKit's own `show` segue does the same; the segue also logs ``missingNavigationControllerMessage``.
    case presentWithoutNavigationController

    /// The segue's kind, chosen by its class.
    package enum Kind: Sendable, Hashable, CaseIterable {
        /// `NavigationTransitionSegue`: push, or pop when unwinding.
        case navigation
        /// `ModalTransitionSegue`: present, or dismiss when unwinding.
        case modal
    }

    /// The debug message for a push segue whose source is not in a navigation controller.
    package static let missingNavigationControllerMessage =
        "NavTransitions: NavigationTransitionSegue from a screen without a navigation controller; presenting the destination instead."

    /// Decides the route.
    ///
    /// - Parameters:
    ///   - kind: the segue's class.
    ///   - sourceHasNavigationController: whether the source screen is in a navigation controller.
    ///   - destinationIsBelowSourceInStack: whether the destination is in the source's navigation stack,
    ///     below the source (an unwind to it pops).
    ///   - destinationPresentsSource: whether the destination is in the source's chain of presenting
    ///     screens (an unwind to it dismisses).
    /// - Returns: an unwind is recognised by where the destination already is, whatever the kind: a
    ///   destination below in the stack is popped to, one that presented the source is dismissed to (the
    ///   stack wins when both hold: the nearest way back). Otherwise a navigation segue pushes when it can
    ///   and presents when there is no navigation controller; a modal segue presents.
    package static func route(
        kind: Kind,
        sourceHasNavigationController: Bool,
        destinationIsBelowSourceInStack: Bool,
        destinationPresentsSource: Bool
    ) -> StoryboardSegueRoute {
        if destinationIsBelowSourceInStack { return .popToDestination }
        if destinationPresentsSource { return .dismissToDestination }
        switch kind {
        case .navigation: return sourceHasNavigationController ? .push : .presentWithoutNavigationController
        case .modal: return .present
        }
    }
}

/// How a segue walks a hierarchy of screens: its parent, the screen that presented it, and its navigation stack.
///
/// The UIKit layer reads `parent`, `presentingViewController` and `navigationController?.viewControllers`;
/// the tests read a headless model of screens.
package struct SegueHierarchy<Screen: AnyObject> {
    /// The containing screen (`parent`), nil at the top of a hierarchy.
    package var parent: (Screen) -> Screen?
    /// The screen that presented it (`presentingViewController`), nil when not presented.
    package var presenter: (Screen) -> Screen?
    /// The screens of its navigation controller, root first; nil when it is not in a navigation controller.
    package var navigationStack: (Screen) -> [Screen]?

    /// Creates a hierarchy from its three readings.
    package init(
        parent: @escaping (Screen) -> Screen?,
        presenter: @escaping (Screen) -> Screen?,
        navigationStack: @escaping (Screen) -> [Screen]?
    ) {
        self.parent = parent
        self.presenter = presenter
        self.navigationStack = navigationStack
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

    /// Decides the route of a segue of `kind` from `source` to `destination` by where they are.
    ///
    /// The destination counts as below the source when it is in the source's navigation stack before the
    /// entry that holds the source; it counts as presenting the source when it is, or contains, or is
    /// contained in a screen of the source's chain of presenters (UIKit presents from the presentation
    /// context, often the navigation controller that holds the destination).
    package func route(kind: StoryboardSegueRoute.Kind, from source: Screen, to destination: Screen) -> StoryboardSegueRoute {
        let stack = navigationStack(source)
        var isBelow = false
        if let stack,
           let destinationIndex = stack.firstIndex(where: { $0 === destination }),
           let sourceIndex = stack.firstIndex(where: { isDescendant(source, of: $0) }) {
            isBelow = destinationIndex < sourceIndex
        }
        var presentsSource = false
        var current = presenter(source)
        while let screen = current, !presentsSource {
            presentsSource = isDescendant(screen, of: destination) || isDescendant(destination, of: screen)
            current = presenter(screen)
        }
        return StoryboardSegueRoute.route(
            kind: kind,
            sourceHasNavigationController: stack != nil,
            destinationIsBelowSourceInStack: isBelow,
            destinationPresentsSource: presentsSource
        )
    }
}
