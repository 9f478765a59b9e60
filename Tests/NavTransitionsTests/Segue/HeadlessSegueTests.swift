import Testing
import NavTransitions

/// The segues' steps run through the headless hierarchy, as the UIKit segues run them.
@Suite("Storyboard segues, headless")
struct HeadlessSegueTests {
    typealias Screen = HeadlessSegueWorld.Screen

    /// `nav(root) → list`, with `app` as the navigation controller's delegate.
    final class Fixture {
        let world = HeadlessSegueWorld()
        let root = Screen("root")
        let list = Screen("list")
        let navigation: Screen
        let nav: HeadlessNavigationController
        let app = RecordingNavigationDelegate("app")

        init() {
            navigation = Screen(navigationControllerWith: root)
            // `init(navigationControllerWith:)` always makes a navigation model.
            nav = navigation.navigationModel
            nav.delegate = app
            world.add(navigation, root, list)
            nav.pushViewController(list.content, animated: false)
        }
    }

    /// Issue 17, finding 2: every push of `NavigationTransitionSegue` installed the proxy with the destination
    /// as owner, not yet in the stack, so the proxy waited and the push ran the system animation.
    @Test(
        "every push of a navigation segue runs the destination's transition, declared or the default slide",
        arguments: [false, true])
    func everySeguePushIsCustom(declared: Bool) {
        let f = Fixture()
        let detail = Screen("detail", custom: declared)
        f.world.add(detail)
        f.world.perform(.navigation, from: f.list, to: detail)
        #expect(f.world.transitions == ["push list → detail: proxy"])
        #expect(detail.hasNavigationTransition)
        // A second screen, pushed by another segue from the detail: custom as well.
        let more = Screen("more")
        f.world.add(more)
        f.world.perform(.navigation, from: detail, to: more)
        #expect(f.world.transitions.last == "push detail → more: proxy")
        // Unwinding to the list pops with the popped screen's transition, then the app's delegate is back.
        f.world.perform(.navigation, from: more, to: f.list)
        #expect(f.world.transitions.last == "pop more → list: proxy")
        #expect(f.nav.delegate === f.app)
        #expect(f.app.messages.suffix(2) == [.willShow("list", animated: true), .didShow("list", animated: true)])
    }

    @Test("an unchecked Animates box pushes without animation (no animation controller is asked)")
    func unanimatedPush() {
        let f = Fixture()
        let detail = Screen("detail", custom: true)
        f.world.add(detail)
        f.world.perform(.navigation, from: f.list, to: detail, animated: false)
        #expect(f.world.transitions.isEmpty)
        #expect(f.nav.viewControllers.map(\.name) == ["root", "list", "detail"])
        #expect(f.app.messages.suffix(2) == [.willShow("detail", animated: false), .didShow("detail", animated: false)])
    }

    /// Issue 17, finding 5: the unwind used to stop after the dismissal, on `detail`, not on `list`.
    @Test("an unwind to a screen below the top of the presenting stack dismisses, then pops, each with its transition")
    func unwindBelowTheTopOfThePresentingStack() {
        let f = Fixture()
        let detail = Screen("detail", custom: true)
        f.world.add(detail)
        f.world.perform(.navigation, from: f.list, to: detail)
        let form = Screen("form")
        let sheet = Screen(navigationControllerWith: form)
        form.modalTransition = "sheet"
        f.world.add(sheet, form)
        f.world.perform(.modal, from: detail, to: sheet)
        #expect(sheet.modalTransition == "sheet", "borrowed from its root screen (issue 17, finding 9)")
        #expect(f.world.calls.last == "present nav(form) from nav(root) with sheet")
        f.world.perform(.modal, from: form, to: f.list)
        #expect(f.world.calls.last == "dismiss nav(form) with sheet reversed")
        // The pop waits for the dismissal's end.
        #expect(f.nav.viewControllers.map(\.name) == ["root", "list", "detail"])
        f.world.endDismissalAnimations()
        #expect(f.nav.viewControllers.map(\.name) == ["root", "list"])
        #expect(f.world.transitions.last == "pop detail → list: proxy")
        #expect(f.world.presenter(form) == nil)
    }

    @Test("an unwind to the top of the presenting stack only dismisses")
    func unwindToTheTop() {
        let f = Fixture()
        let card = Screen("card")
        f.world.add(card)
        f.world.perform(.modal, from: f.list, to: card)
        #expect(card.modalTransition == "cover(bottom)")
        f.world.perform(.navigation, from: card, to: f.list, animated: false)
        #expect(f.world.calls.last == "dismiss card with cover(bottom) reversed, unanimated")
        #expect(f.nav.viewControllers.map(\.name) == ["root", "list"])
        #expect(f.world.transitions.isEmpty)
    }

    @Test("a push to a navigation controller presents it; a segue to a screen already in the stack does nothing but log")
    func badDestinations() {
        let f = Fixture()
        let inner = Screen("inner")
        let wrapped = Screen(navigationControllerWith: inner)
        f.world.add(wrapped, inner)
        f.world.perform(.navigation, from: f.list, to: wrapped)
        #expect(
            f.world.calls.suffix(2) == [
                "log \(StoryboardSegueRoute.navigationControllerDestinationMessage)",
                "present nav(inner) from nav(root) with cover(bottom)",
            ])
        let top = Screen("top")
        f.world.add(top)
        f.nav.pushViewController(top.content, animated: false)
        let before = f.nav.viewControllers.map(\.name)
        // To itself, to its own navigation controller, to a screen already in the stack above (UIKit raises on each).
        for (kind, destination) in [
            (StoryboardSegueRoute.Kind.navigation, f.list), (.modal, f.navigation), (.navigation, top), (.modal, top),
        ] {
            f.world.perform(kind, from: f.list, to: destination)
            #expect(f.world.calls.last?.hasPrefix("log NavTransitions: a segue to") == true)
        }
        #expect(f.nav.viewControllers.map(\.name) == before)
        #expect(f.world.transitions.isEmpty)
    }
}

extension HeadlessSegueWorld.Screen {
    /// The navigation model of a navigation controller screen (tests only make it for those).
    var navigationModel: HeadlessNavigationController {
        guard let navigation else { preconditionFailure("\(name) is not a navigation controller") }
        return navigation
    }
}
