import Testing
import NavTransitions

/// The lifecycle's rules as the app sees them, through the headless proxy and navigation controller.
struct HeadlessNavigationProxyTests {
    typealias Screen = HeadlessNavigationController.Screen
    typealias Message = HeadlessNavigationController.Message

    /// `root → owner` with `app` as the navigation controller's delegate; records transitions and, for every
    /// message, whether the proxy was the delegate when it was sent.
    final class Fixture {
        let root = Screen("root")
        let app = RecordingNavigationDelegate("app")
        let nav: HeadlessNavigationController
        var transitions: [HeadlessNavigationController.TransitionRecord] = []
        var sent: [(message: Message, viaProxy: Bool)] = []

        init(owner: Screen) {
            nav = HeadlessNavigationController(root: root)
            nav.delegate = app
            nav.pushViewController(owner, animated: false)
            nav.transitionObserver = { [unowned self] in transitions.append($0) }
            nav.messageObserver = { [unowned self] in sent.append(($0, nav.delegate is HeadlessNavigationProxy)) }
        }

        var stack: [String] { nav.viewControllers.map(\.name) }
    }

    // MARK: Install

    @Test func installSavesTheOriginalAndForwardsEveryMessage() {
        let owner = Screen("owner", custom: true), detail = Screen("detail")
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        #expect(f.nav.delegate === proxy)
        #expect(proxy.originalDelegate === f.app)
        #expect(f.nav.interactivePopGestureEnabled == false)
        f.nav.pushViewController(detail, animated: true)
        f.nav.popViewController(animated: true)
        #expect(f.nav.delegate === proxy)
        #expect(f.app.messages == [
            .willShow("owner", animated: false), .didShow("owner", animated: false),
            .willShow("detail", animated: true), .didShow("detail", animated: true),
            .willShow("owner", animated: true), .didShow("owner", animated: true),
        ])
        #expect(f.sent.map(\.viaProxy) == [true, true, true, true])
    }

    @Test func installingTwiceReturnsTheSameProxyAndNeverNests() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let first = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        let second = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        #expect(first === second)
        #expect(f.nav.delegate === first)
        #expect(first.originalDelegate === f.app)
        #expect(first.lifecycle.savedSystemPopGestureEnabled == true)
        f.nav.pushViewController(Screen("detail"), animated: true)
        #expect(f.app.willShowCount == 2)
        #expect(first.actions == [.saveOriginalAndAssignProxy])
    }

    // MARK: Answers

    @Test func customScreensGetTheProxysAnimationAndOthersTheAppsOrUIKits() {
        let a = Screen("a", custom: true), b = Screen("b")
        let f = Fixture(owner: Screen("owner"))
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: nil)
        let proxyAnimator = HeadlessNavigationController.Animator(vendor: ObjectIdentifier(proxy))
        f.nav.pushViewController(a, animated: true)
        f.nav.pushViewController(b, animated: true)
        f.nav.popViewController(animated: true)
        f.nav.popViewController(animated: true)
        f.nav.delegate = nil
        f.nav.pushViewController(b, animated: true)
        #expect(f.transitions.map(\.animator) == [proxyAnimator, f.app.animator, f.app.animator, proxyAnimator, nil])
        #expect(f.transitions.map(\.interactor) == [nil, nil, nil, nil, nil])
        #expect(f.nav.delegate === proxy)
    }

    // MARK: Owner leaves the stack

    enum Removal: String, CaseIterable {
        case pop, popToRoot, setViewControllersPushing, setViewControllersPopping
    }

    @Test(arguments: Removal.allCases, [false, true])
    func theOwnerLeavingHandsTheOriginalBackInWillShow(removal: Removal, animated: Bool) {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        if removal == .popToRoot { f.nav.pushViewController(Screen("above"), animated: false) }
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        f.sent = []
        switch removal {
        case .pop: f.nav.popViewController(animated: animated)
        case .popToRoot: f.nav.popToRootViewController(animated: animated)
        case .setViewControllersPushing: f.nav.setViewControllers([f.root, Screen("new")], animated: animated)
        case .setViewControllersPopping: f.nav.setViewControllers([f.root], animated: animated)
        }
        let shown = removal == .setViewControllersPushing ? "new" : "root"
        // The proxy received willShow (and forwarded it); the original received didShow directly.
        #expect(f.sent.map(\.viaProxy) == [true, false])
        #expect(f.app.messages.suffix(2) == [.willShow(shown, animated: animated), .didShow(shown, animated: animated)])
        #expect(f.nav.delegate === f.app)
        #expect(proxy.originalDelegate == nil)
        #expect(proxy.lifecycle.phase == .detached)
        #expect(f.nav.interactivePopGestureEnabled == true)
        if removal == .pop && animated {
            // The owner's own pop still ran the proxy's animation: the hand-back came after the request.
            #expect(f.transitions.last?.animator == HeadlessNavigationController.Animator(vendor: ObjectIdentifier(proxy)))
        }
    }

    @Test(arguments: [false, true], [false, true])
    func anInteractivePopOfTheOwnerHandsBackOnlyWhenItFinishes(cancelled: Bool, ownerCustom: Bool) {
        let owner = Screen("owner", custom: ownerCustom)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        #expect(f.nav.interactivePopGestureEnabled == !ownerCustom)
        // Custom screens are popped by the library's pan, the others by the system swipe.
        #expect(ownerCustom ? proxy.beginPanPop() : f.nav.beginInteractivePop(driver: .systemGesture))
        #expect(f.nav.delegate === proxy)
        #expect(proxy.lifecycle.isHandBackDeferred)
        #expect(f.app.messages.last == .willShow("root", animated: true))
        let proxyInteractor = HeadlessNavigationController.Interactor(vendor: ObjectIdentifier(proxy))
        #expect(f.transitions.last?.interactor == (ownerCustom ? proxyInteractor : nil))
        if cancelled { f.nav.cancelInteractivePop() } else { f.nav.finishInteractivePop() }
        #expect(f.nav.delegate === (cancelled ? proxy : f.app as AnyObject))
        #expect(proxy.lifecycle.phase == (cancelled ? .installed : .detached))
        #expect(f.stack == (cancelled ? ["root", "owner"] : ["root"]))
        #expect(f.app.didShowCount == (cancelled ? 1 : 2))
        #expect(f.nav.interactivePopGestureEnabled == (cancelled ? !ownerCustom : true))
        #expect(proxy.isPanDriving == false)
    }

    @Test(arguments: [false, true])
    func theHandBackWorksWhicheverOfDidShowAndTheCompletionComesFirst(didShowFirst: Bool) {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        f.nav.sendsDidShowBeforeCoordinatorCompletion = didShowFirst
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        #expect(proxy.beginPanPop())
        f.nav.finishInteractivePop()
        #expect(f.nav.delegate === f.app)
        #expect(f.sent.map(\.viaProxy) == [true, didShowFirst])
        #expect(f.app.messages.suffix(2) == [.willShow("root", animated: true), .didShow("root", animated: true)])
        #expect(proxy.actions == [.saveOriginalAndAssignProxy, .restoreOriginal(systemPopGestureEnabled: true)])
    }

    // MARK: The app reassigns the delegate

    @Test func aDelegateAssignedWhileInstalledBecomesTheOriginal() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        let other = RecordingNavigationDelegate("other")
        f.nav.delegate = other
        #expect(f.nav.delegate === proxy)
        #expect(proxy.originalDelegate === other)
        f.nav.pushViewController(Screen("detail"), animated: true)
        #expect(other.messages == [.willShow("detail", animated: true), .didShow("detail", animated: true)])
        #expect(f.app.willShowCount == 1)
        f.nav.popToRootViewController(animated: true)
        #expect(f.nav.delegate === other)
    }

    @Test func assigningNilMeansNoOriginalAndTheProxyStays() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        f.nav.delegate = nil
        #expect(f.nav.delegate === proxy)
        #expect(proxy.originalDelegate == nil)
        #expect(proxy.lifecycle.original == nil)
        f.nav.pushViewController(Screen("plain"), animated: true)
        #expect(f.transitions.last?.animator == nil)
        f.nav.popToRootViewController(animated: true)
        #expect(f.nav.delegate == nil)
        #expect(f.app.willShowCount == 1)
    }

    @Test(arguments: [false, true])
    func aDelegateAssignedDuringAnInteractivePopIsTheOneHandedBack(cancelled: Bool) {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        #expect(proxy.beginPanPop())
        let other = RecordingNavigationDelegate("other")
        f.nav.delegate = other
        #expect(f.nav.delegate === proxy)
        #expect(f.nav.interactivePopGestureEnabled == false)
        if cancelled { f.nav.cancelInteractivePop() } else { f.nav.finishInteractivePop() }
        #expect(f.nav.delegate === (cancelled ? proxy : other as AnyObject))
        #expect(proxy.originalDelegate === (cancelled ? other : nil))
        #expect(other.messages == (cancelled ? [] : [.didShow("root", animated: true)]))
    }

    // MARK: Owner deallocated, owner reappears

    @Test func aDeallocatedOwnerIsNoticedAtTheNextMessage() {
        let f = Fixture(owner: Screen("owner", custom: true))
        let top = Screen("top")
        f.nav.pushViewController(top, animated: false)
        weak let owner = f.nav.viewControllers.first { $0.name == "owner" }
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        #expect(proxy.lifecycle.owner != nil)
        // The owner leaves under an unchanged top: no message, so the proxy stays; only the stack held the owner.
        f.nav.setViewControllers([f.root, top], animated: true)
        #expect(owner == nil)
        #expect(f.nav.delegate === proxy)
        f.nav.pushViewController(Screen("next"), animated: true)
        #expect(f.nav.delegate === f.app)
        #expect(proxy.lifecycle.phase == .uninstalled)
        #expect(f.app.messages.suffix(2) == [.willShow("next", animated: true), .didShow("next", animated: true)])
    }

    @Test func theOwnerReappearingInstallsAgainWithTheThenCurrentDelegate() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        f.nav.popViewController(animated: true)
        let later = RecordingNavigationDelegate("later")
        f.nav.delegate = later
        #expect(f.nav.delegate === later)
        #expect(proxy.lifecycle.phase == .detached)
        f.nav.pushViewController(owner, animated: true)
        #expect(f.nav.delegate === proxy)
        #expect(proxy.originalDelegate === later)
        #expect(f.nav.interactivePopGestureEnabled == false)
        // The push that brought the owner back was not the proxy's business.
        #expect(f.transitions.last?.animator == later.animator)
        #expect(later.messages == [.willShow("owner", animated: true), .didShow("owner", animated: true)])
    }

    // MARK: Uninstall

    @Test func uninstallHandsTheOriginalBackAndRestoresTheGesture() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: nil)
        #expect(f.nav.interactivePopGestureEnabled == false)
        proxy.uninstall()
        proxy.uninstall()
        #expect(f.nav.delegate === f.app)
        #expect(f.nav.interactivePopGestureEnabled == true)
        #expect(proxy.actions == [.saveOriginalAndAssignProxy, .restoreOriginal(systemPopGestureEnabled: true)])
    }

    @Test func uninstallLeavesADelegateTheAppAssignedWhileDetached() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        f.nav.popViewController(animated: false)
        let later = RecordingNavigationDelegate("later")
        f.nav.delegate = later
        proxy.uninstall()
        #expect(f.nav.delegate === later)
        f.nav.pushViewController(owner, animated: false)
        #expect(f.nav.delegate === later)
        #expect(proxy.lifecycle.phase == .uninstalled)
    }

    // MARK: System pop gesture

    enum GestureStep: String {
        case install, pushCustom, pushPlain, beginSwipe, cancelSwipe, pop, pushCustomAgain, uninstall
    }

    @Test func theSystemPopGestureAfterEveryStep() {
        let f = Fixture(owner: Screen("plain"))
        var proxy: HeadlessNavigationProxy?
        let steps: [(GestureStep, Bool)] = [
            (.install, true), (.pushCustom, false), (.pushPlain, true), (.beginSwipe, true), (.cancelSwipe, true),
            (.pop, false), (.pop, true), (.pushCustomAgain, false), (.uninstall, true),
        ]
        for (step, enabled) in steps {
            switch step {
            case .install: proxy = HeadlessNavigationProxy.install(on: f.nav, owner: nil)
            case .pushCustom: f.nav.pushViewController(Screen("custom", custom: true), animated: true)
            case .pushPlain: f.nav.pushViewController(Screen("plain2"), animated: true)
            case .beginSwipe: #expect(f.nav.beginInteractivePop(driver: .systemGesture))
            case .cancelSwipe: f.nav.cancelInteractivePop()
            case .pop: f.nav.popViewController(animated: true)
            case .pushCustomAgain: f.nav.pushViewController(Screen("custom2", custom: true), animated: false)
            case .uninstall: proxy?.uninstall()
            }
            #expect(f.nav.interactivePopGestureEnabled == enabled, "after \(step)")
        }
    }

    @Test func theGestureValueSavedAtInstallationIsTheOneRestored() {
        let owner = Screen("owner", custom: false)
        let f = Fixture(owner: owner)
        f.nav.interactivePopGestureEnabled = false
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        #expect(f.nav.interactivePopGestureEnabled == true)
        #expect(proxy.lifecycle.savedSystemPopGestureEnabled == false)
        f.nav.popViewController(animated: true)
        #expect(f.nav.interactivePopGestureEnabled == false)
    }

    // MARK: Memory

    @Test func theProxyRetainsNeitherScreensNorDelegates() {
        let nav = HeadlessNavigationController(root: Screen("root"))
        var app: RecordingNavigationDelegate? = RecordingNavigationDelegate("app")
        nav.delegate = app
        weak let weakApp = app
        var owner: Screen? = Screen("owner", custom: true)
        weak let weakOwner = owner
        var detail: Screen? = Screen("detail")
        weak let weakDetail = detail
        if let owner, let detail {
            nav.pushViewController(owner, animated: true)
            weak let proxy = HeadlessNavigationProxy.install(on: nav, owner: owner)
            nav.pushViewController(detail, animated: true)
            #expect(proxy?.originalDelegate === app)
        }
        nav.setViewControllers([Screen("fresh")], animated: false)
        owner = nil
        detail = nil
        #expect(weakOwner == nil)
        #expect(weakDetail == nil)
        app = nil
        #expect(weakApp == nil)
        #expect(nav.delegate == nil)
    }

    @Test func theProxyLivesAsLongAsItsNavigationController() {
        var nav: HeadlessNavigationController? = HeadlessNavigationController(root: Screen("root"))
        weak var proxy: HeadlessNavigationProxy?
        if let nav { proxy = HeadlessNavigationProxy.install(on: nav, owner: nil) }
        #expect(proxy != nil)
        nav = nil
        #expect(proxy == nil)
    }
}
