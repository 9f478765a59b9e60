import Testing
@testable import NavTransitions

/// A screen in a headless view-controller hierarchy: `parent`, `presentingViewController` and a
/// navigation controller's `viewControllers` (held by the navigation controller, root first).
private final class Screen: CustomStringConvertible {
    let name: String
    weak var parent: Screen?
    weak var presenter: Screen?
    /// For a navigation controller: its stack. Screens in it have it as `parent`, as in UIKit.
    var stack: [Screen] = []
    let isNavigationController: Bool

    init(_ name: String, navigationController: Bool = false) {
        self.name = name
        isNavigationController = navigationController
    }
    var description: String { name }

    /// The navigation controller that holds this screen: the first ancestor with a stack that contains
    /// the screen's ancestor chain (UIKit's `navigationController`).
    var navigationController: Screen? {
        var current: Screen? = self
        while let screen = current {
            if let parent = screen.parent, parent.stack.contains(where: { $0 === screen }) { return parent }
            current = screen.parent
        }
        return nil
    }

    func push(_ screen: Screen) {
        stack.append(screen)
        screen.parent = self
    }

    static var hierarchy: SegueHierarchy<Screen> {
        SegueHierarchy<Screen>(
            parent: { $0.parent },
            presenter: { $0.presenter },
            navigationStack: { $0.navigationController?.stack },
            ownStack: { $0.isNavigationController ? $0.stack : nil }
        )
    }
}

@Suite("Storyboard segue routes")
struct StoryboardSegueRouteTests {
    typealias Placement = StoryboardSegueRoute.Placement

    struct Row: Sendable, CustomStringConvertible {
        let kind: StoryboardSegueRoute.Kind
        let placement: Placement
        let expected: StoryboardSegueRoute
        let note: String
        var description: String { "\(kind) \(note) → \(expected)" }
    }

    /// Every fact alone and the combinations that matter, for both kinds.
    static let table: [Row] = [
        Row(kind: .navigation, placement: Placement(sourceHasNavigationController: true), expected: .push, note: "in a stack"),
        Row(kind: .navigation, placement: Placement(), expected: .presentWithoutNavigationController, note: "no stack"),
        Row(kind: .modal, placement: Placement(sourceHasNavigationController: true), expected: .present, note: "in a stack"),
        Row(kind: .modal, placement: Placement(), expected: .present, note: "no stack"),
        // Unwinds are recognised by where the destination is, whatever the class.
        Row(
            kind: .navigation,
            placement: Placement(
                sourceHasNavigationController: true, destinationIsBelowSourceInStack: true, destinationHasParent: true),
            expected: .popToDestination, note: "below in the stack"),
        Row(
            kind: .modal,
            placement: Placement(
                sourceHasNavigationController: true, destinationIsBelowSourceInStack: true, destinationHasParent: true),
            expected: .popToDestination, note: "below in the stack"),
        Row(
            kind: .navigation, placement: Placement(destinationPresentsSource: true), expected: .dismissToDestination,
            note: "presented the source"),
        Row(
            kind: .modal,
            placement: Placement(
                sourceHasNavigationController: true, destinationPresentsSource: true, destinationHasParent: true),
            expected: .dismissToDestination, note: "presented the source, top of its stack"),
        // Issue 17, finding 5: below the top of the presenting stack, the unwind also pops.
        Row(
            kind: .modal,
            placement: Placement(
                destinationPresentsSource: true, destinationIsBelowTopOfItsStack: true, destinationHasParent: true),
            expected: .dismissThenPopToDestination, note: "presented the source, below the top of its stack"),
        Row(
            kind: .navigation,
            placement: Placement(
                destinationPresentsSource: true, destinationIsBelowTopOfItsStack: true, destinationHasParent: true),
            expected: .dismissThenPopToDestination, note: "presented the source, below the top of its stack"),
        // Both: the source's stack is the nearer way back.
        Row(
            kind: .modal,
            placement: Placement(
                sourceHasNavigationController: true, destinationIsBelowSourceInStack: true, destinationPresentsSource: true,
                destinationIsBelowTopOfItsStack: true, destinationHasParent: true),
            expected: .popToDestination, note: "below and presented"),
        // A navigation controller destination cannot be pushed: presented, also without a stack.
        Row(
            kind: .navigation, placement: Placement(sourceHasNavigationController: true, destinationIsNavigationController: true),
            expected: .presentNavigationController, note: "to a navigation controller"),
        Row(
            kind: .navigation, placement: Placement(destinationIsNavigationController: true),
            expected: .presentNavigationController, note: "to a navigation controller, no stack"),
        Row(
            kind: .modal, placement: Placement(destinationIsNavigationController: true), expected: .present,
            note: "to a navigation controller"),
        // Bad input (issue 18, item 9): UIKit raises on each, so the segue does nothing but log.
        Row(
            kind: .navigation,
            placement: Placement(
                sourceHasNavigationController: true, destinationContainsSource: true, destinationHasParent: true),
            expected: .refused(.destinationContainsSource), note: "source == destination"),
        Row(
            kind: .modal, placement: Placement(destinationContainsSource: true), expected: .refused(.destinationContainsSource),
            note: "source == destination"),
        Row(
            kind: .navigation,
            placement: Placement(
                sourceHasNavigationController: true, destinationContainsSource: true, destinationIsNavigationController: true),
            expected: .refused(.destinationContainsSource), note: "to its own navigation controller"),
        Row(
            kind: .navigation, placement: Placement(sourceHasNavigationController: true, destinationHasParent: true),
            expected: .refused(.destinationHasParent), note: "already in the stack above, or in another container"),
        Row(
            kind: .modal, placement: Placement(sourceHasNavigationController: true, destinationHasParent: true),
            expected: .refused(.destinationHasParent), note: "already in a stack"),
        Row(
            kind: .modal, placement: Placement(destinationIsPresented: true), expected: .refused(.destinationAlreadyPresented),
            note: "presented elsewhere"),
        Row(
            kind: .navigation, placement: Placement(sourceHasNavigationController: true, destinationIsPresented: true),
            expected: .refused(.destinationAlreadyPresented), note: "presented elsewhere"),
    ]

    @Test("the route for every combination", arguments: table)
    func routeTable(_ row: Row) {
        #expect(StoryboardSegueRoute.route(kind: row.kind, placement: row.placement) == row.expected)
    }

    @Test("push inside a navigation controller; present without one, or to a navigation controller")
    func forward() {
        let navigation = Screen("nav", navigationController: true)
        let list = Screen("list")
        navigation.push(list)
        let detail = Screen("detail")
        #expect(Screen.hierarchy.route(kind: .navigation, from: list, to: detail) == .push)
        #expect(Screen.hierarchy.route(kind: .modal, from: list, to: detail) == .present)
        let lonely = Screen("lonely")
        #expect(Screen.hierarchy.route(kind: .navigation, from: lonely, to: detail) == .presentWithoutNavigationController)
        let wrapped = Screen("wrapped nav", navigationController: true)
        wrapped.push(Screen("wrapped root"))
        #expect(Screen.hierarchy.route(kind: .navigation, from: list, to: wrapped) == .presentNavigationController)
        #expect(Screen.hierarchy.route(kind: .modal, from: list, to: wrapped) == .present)
        #expect(Screen.hierarchy.root(of: wrapped)?.name == "wrapped root")
        #expect(Screen.hierarchy.root(of: detail) == nil)
    }

    @Test("an unwind to a screen below pops, also from a child of the top screen and to a child of a screen below")
    func unwindInStack() {
        let navigation = Screen("nav", navigationController: true)
        let root = Screen("root"), middle = Screen("middle"), top = Screen("top")
        for screen in [root, middle, top] { navigation.push(screen) }
        let child = Screen("child of top")
        child.parent = top
        #expect(Screen.hierarchy.route(kind: .navigation, from: top, to: root) == .popToDestination)
        #expect(Screen.hierarchy.route(kind: .modal, from: child, to: middle) == .popToDestination)
        let embedded = Screen("child of middle")
        embedded.parent = middle
        #expect(Screen.hierarchy.route(kind: .navigation, from: top, to: embedded) == .popToDestination)
        #expect(Screen.hierarchy.stackEntry(holding: embedded) === middle)
    }

    /// Issue 18, item 9: the old table expected `.push` to a screen already in the stack, which UIKit raises on.
    @Test("a segue to a screen already in the stack above, to itself, to its own container or to a presented screen is refused")
    func refusals() {
        let navigation = Screen("nav", navigationController: true)
        let root = Screen("root"), middle = Screen("middle"), top = Screen("top")
        for screen in [root, middle, top] { navigation.push(screen) }
        #expect(Screen.hierarchy.route(kind: .navigation, from: middle, to: top) == .refused(.destinationHasParent))
        #expect(Screen.hierarchy.route(kind: .modal, from: middle, to: top) == .refused(.destinationHasParent))
        for kind in StoryboardSegueRoute.Kind.allCases {
            #expect(Screen.hierarchy.route(kind: kind, from: top, to: top) == .refused(.destinationContainsSource))
            #expect(Screen.hierarchy.route(kind: kind, from: top, to: navigation) == .refused(.destinationContainsSource))
        }
        let other = Screen("other nav", navigationController: true)
        let elsewhere = Screen("elsewhere")
        other.push(elsewhere)
        #expect(Screen.hierarchy.route(kind: .navigation, from: top, to: elsewhere) == .refused(.destinationHasParent))
        let sheet = Screen("sheet")
        sheet.presenter = other
        #expect(Screen.hierarchy.route(kind: .modal, from: top, to: sheet) == .refused(.destinationAlreadyPresented))
        for refusal in StoryboardSegueRoute.Refusal.allCases {
            #expect(StoryboardSegueRoute.refused(refusal).steps(for: .init()) == [.log(refusal.message)])
            #expect(refusal.message.hasPrefix("NavTransitions: "))
        }
    }

    @Test(
        "an unwind to the screen that presented the source, directly, through its navigation controller, or two levels up, dismisses"
    )
    func unwindPresented() {
        let navigation = Screen("nav", navigationController: true)
        let list = Screen("list")
        navigation.push(list)
        // UIKit presents from the presentation context: the navigation controller that holds `list`.
        let sheet = Screen("sheet")
        sheet.presenter = navigation
        #expect(Screen.hierarchy.route(kind: .modal, from: sheet, to: list) == .dismissToDestination)
        #expect(Screen.hierarchy.unwindPresenter(from: sheet, to: list) === navigation)
        let card = Screen("card")
        card.presenter = sheet
        #expect(Screen.hierarchy.route(kind: .modal, from: card, to: list) == .dismissToDestination)
        #expect(Screen.hierarchy.route(kind: .navigation, from: card, to: sheet) == .dismissToDestination)
        #expect(Screen.hierarchy.unwindPresenter(from: card, to: sheet) === sheet)
        // A screen that presented nothing in the chain is a forward target.
        let unrelated = Screen("unrelated")
        #expect(Screen.hierarchy.route(kind: .modal, from: card, to: unrelated) == .present)
        #expect(Screen.hierarchy.unwindPresenter(from: card, to: unrelated) == nil)
    }

    /// Issue 17, finding 5: the unwind used to stop after the dismissal, on the presenting stack's top.
    @Test("an unwind to a screen below the top of the presenting stack dismisses, then pops to it")
    func unwindPresentedBelowTheTop() {
        let navigation = Screen("nav", navigationController: true)
        let root = Screen("root"), list = Screen("list"), detail = Screen("detail")
        for screen in [root, list, detail] { navigation.push(screen) }
        let modalNavigation = Screen("modal nav", navigationController: true)
        let form = Screen("form"), step = Screen("step")
        modalNavigation.push(form)
        modalNavigation.push(step)
        modalNavigation.presenter = navigation
        // presentingViewController of a screen in a presented navigation controller is the presenter.
        form.presenter = navigation
        step.presenter = navigation
        #expect(Screen.hierarchy.route(kind: .modal, from: step, to: list) == .dismissThenPopToDestination)
        #expect(Screen.hierarchy.unwindPresenter(from: step, to: list) === navigation)
        #expect(Screen.hierarchy.stackEntry(holding: list) === list)
        #expect(Screen.hierarchy.route(kind: .navigation, from: step, to: detail) == .dismissToDestination)
        // In the source's own stack, the pop alone.
        #expect(Screen.hierarchy.route(kind: .modal, from: step, to: form) == .popToDestination)
        // Presented by the top screen itself (it defines the presentation context): the same.
        let card = Screen("card")
        card.presenter = detail
        #expect(Screen.hierarchy.route(kind: .modal, from: card, to: root) == .dismissThenPopToDestination)
        #expect(Screen.hierarchy.unwindPresenter(from: card, to: root) === detail)
    }

    // MARK: Steps

    @Test("each route's steps, animated or not (the segue's Animates checkbox)", arguments: [true, false])
    func steps(animated: Bool) {
        let plain = StoryboardSegueRoute.Destination(animated: animated)
        #expect(
            StoryboardSegueRoute.push.steps(for: plain)
                == [.giveDestinationDefaultNavigationTransition, .installNavigationProxy, .push(animated: animated)])
        var declared = plain
        declared.hasNavigationTransition = true
        #expect(StoryboardSegueRoute.push.steps(for: declared) == [.installNavigationProxy, .push(animated: animated)])
        #expect(StoryboardSegueRoute.popToDestination.steps(for: plain) == [.popToDestination(animated: animated)])
        #expect(
            StoryboardSegueRoute.present.steps(for: plain) == [
                .giveDestinationDefaultModalTransition, .present(animated: animated),
            ])
        #expect(
            StoryboardSegueRoute.presentWithoutNavigationController.steps(for: plain)
                == [
                    .log(StoryboardSegueRoute.missingNavigationControllerMessage), .giveDestinationDefaultModalTransition,
                    .present(animated: animated),
                ])
        #expect(
            StoryboardSegueRoute.presentNavigationController.steps(for: plain)
                == [
                    .log(StoryboardSegueRoute.navigationControllerDestinationMessage), .giveDestinationDefaultModalTransition,
                    .present(animated: animated),
                ])
        #expect(StoryboardSegueRoute.dismissToDestination.steps(for: plain) == [.dismissToDestination(animated: animated)])
        #expect(
            StoryboardSegueRoute.dismissThenPopToDestination.steps(for: plain)
                == [.dismissToDestination(animated: animated), .popToDestination(animated: animated)])
    }

    /// Issue 17, finding 9: a modal segue to a navigation controller ignored its root screen's `modalTransition`.
    @Test(
        "a presented destination keeps its own modal transition, else borrows its root screen's, else gets the cover",
        arguments: [
            (false, Bool?.none, StoryboardSegueStep?.some(.giveDestinationDefaultModalTransition)),
            (false, false, .giveDestinationDefaultModalTransition),
            (false, true, .giveDestinationItsRootsModalTransition),
            (true, true, nil),
            (true, nil, nil),
        ] as [(Bool, Bool?, StoryboardSegueStep?)])
    func modalTransitionChoice(own: Bool, root: Bool?, step: StoryboardSegueStep?) {
        let destination = StoryboardSegueRoute.Destination(hasModalTransition: own, rootHasModalTransition: root)
        #expect(destination.modalTransitionStep == step)
        #expect(StoryboardSegueRoute.present.steps(for: destination) == (step.map { [$0] } ?? []) + [.present(animated: true)])
    }
}
