import Testing
import NavTransitions

/// Issue 7, finding 4: `install` loads the navigation controller's view (to add the swipe-back pan) and the
/// owner's (to notice its reappearance). A subclass that assigns `delegate` in `viewDidLoad` must end up as
/// the original, never silently replace the proxy nor be lost.
struct InstallOrderTests {
    typealias Screen = HeadlessNavigationController.Screen

    @Test func aNavigationControllerThatAssignsItsDelegateInViewDidLoadBecomesTheOriginal() {
        let nav = HeadlessNavigationController(root: Screen("root"))
        let subclassDelegate = RecordingNavigationDelegate("subclass")
        nav.viewDidLoad = { [unowned nav] in nav.delegate = subclassDelegate }
        let proxy = HeadlessNavigationProxy.install(on: nav)
        nav.mainQueue.drain()
        #expect(nav.delegate === proxy)
        #expect(proxy.originalDelegate === subclassDelegate)
        nav.pushViewController(Screen("detail"), animated: true)
        #expect(subclassDelegate.willShowCount == 1)
    }

    @Test func anOwnerThatAssignsTheDelegateInViewDidLoadBecomesTheOriginal() {
        let nav = HeadlessNavigationController(root: Screen("root"))
        let app = RecordingNavigationDelegate("app")
        nav.delegate = app
        let owner = Screen("owner", custom: true)
        nav.pushViewController(owner, animated: false) // not on screen yet: its view is not loaded
        let ownerDelegate = RecordingNavigationDelegate("owner's")
        owner.viewDidLoad = { [unowned nav] in nav.delegate = ownerDelegate }
        let proxy = HeadlessNavigationProxy.install(on: nav, owner: owner)
        nav.mainQueue.drain()
        #expect(nav.delegate === proxy)
        #expect(proxy.originalDelegate === ownerDelegate)
    }
}
