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

    init(_ name: String) { self.name = name }
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

    static var hierarchy: SegueHierarchy<Screen> { SegueHierarchy<Screen>(
        parent: { $0.parent },
        presenter: { $0.presenter },
        navigationStack: { $0.navigationController?.stack }
    ) }
}

@Suite("Storyboard segue routes")
struct StoryboardSegueRouteTests {
    struct Row: Sendable, CustomStringConvertible {
        let kind: StoryboardSegueRoute.Kind
        let hasNavigationController: Bool
        let below: Bool
        let presents: Bool
        let expected: StoryboardSegueRoute
        var description: String { "\(kind) nav:\(hasNavigationController) below:\(below) presents:\(presents) → \(expected)" }
    }

    static let table: [Row] = [
        Row(kind: .navigation, hasNavigationController: true, below: false, presents: false, expected: .push),
        Row(kind: .navigation, hasNavigationController: false, below: false, presents: false, expected: .presentWithoutNavigationController),
        Row(kind: .modal, hasNavigationController: true, below: false, presents: false, expected: .present),
        Row(kind: .modal, hasNavigationController: false, below: false, presents: false, expected: .present),
        // Unwinds are recognised by where the destination is, whatever the class.
        Row(kind: .navigation, hasNavigationController: true, below: true, presents: false, expected: .popToDestination),
        Row(kind: .modal, hasNavigationController: true, below: true, presents: false, expected: .popToDestination),
        Row(kind: .navigation, hasNavigationController: false, below: false, presents: true, expected: .dismissToDestination),
        Row(kind: .modal, hasNavigationController: true, below: false, presents: true, expected: .dismissToDestination),
        // Both: the stack is the nearer way back.
        Row(kind: .modal, hasNavigationController: true, below: true, presents: true, expected: .popToDestination),
    ]

    @Test("the route for every combination", arguments: table)
    func routeTable(_ row: Row) {
        #expect(StoryboardSegueRoute.route(
            kind: row.kind,
            sourceHasNavigationController: row.hasNavigationController,
            destinationIsBelowSourceInStack: row.below,
            destinationPresentsSource: row.presents
        ) == row.expected)
    }

    @Test("push inside a navigation controller; present without one")
    func forward() {
        let navigation = Screen("nav")
        let list = Screen("list")
        navigation.push(list)
        let detail = Screen("detail")
        #expect(Screen.hierarchy.route(kind: .navigation, from: list, to: detail) == .push)
        #expect(Screen.hierarchy.route(kind: .modal, from: list, to: detail) == .present)
        let lonely = Screen("lonely")
        #expect(Screen.hierarchy.route(kind: .navigation, from: lonely, to: detail) == .presentWithoutNavigationController)
    }

    @Test("an unwind to a screen below pops, also from a child of the top screen; one above does not")
    func unwindInStack() {
        let navigation = Screen("nav")
        let root = Screen("root"), middle = Screen("middle"), top = Screen("top")
        for screen in [root, middle, top] { navigation.push(screen) }
        let child = Screen("child of top")
        child.parent = top
        #expect(Screen.hierarchy.route(kind: .navigation, from: top, to: root) == .popToDestination)
        #expect(Screen.hierarchy.route(kind: .modal, from: child, to: middle) == .popToDestination)
        // The destination is above the source (not an unwind): a push, as a forward segue would do.
        #expect(Screen.hierarchy.route(kind: .navigation, from: middle, to: top) == .push)
    }

    @Test("an unwind to the screen that presented the source, directly, through its navigation controller, or two levels up, dismisses")
    func unwindPresented() {
        let navigation = Screen("nav")
        let list = Screen("list")
        navigation.push(list)
        // UIKit presents from the presentation context: the navigation controller that holds `list`.
        let sheet = Screen("sheet")
        sheet.presenter = navigation
        #expect(Screen.hierarchy.route(kind: .modal, from: sheet, to: list) == .dismissToDestination)
        let card = Screen("card")
        card.presenter = sheet
        #expect(Screen.hierarchy.route(kind: .modal, from: card, to: list) == .dismissToDestination)
        #expect(Screen.hierarchy.route(kind: .navigation, from: card, to: sheet) == .dismissToDestination)
        // A screen that presented nothing in the chain is a forward target.
        let unrelated = Screen("unrelated")
        #expect(Screen.hierarchy.route(kind: .modal, from: card, to: unrelated) == .present)
    }
}
