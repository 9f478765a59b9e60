import Foundation
import Testing
import NavTransitions

/// The proxy's rules as the app sees them, through the headless proxy (a thin adapter over Core's
/// `NavigationProxyState`) and the headless navigation controller.
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

        /// A swipe back by the library's pan from the leading edge, released at `translation` points with no
        /// velocity, then the settle played to its end.
        func swipeBack(proxy: HeadlessNavigationProxy, releasedAt translation: CGFloat) {
            #expect(proxy.swipeBackBegan(), "the swipe back did not begin")
            proxy.swipeBackChanged(translationX: translation)
            proxy.swipeBackEnded(translationX: translation, velocityX: 0)
            nav.completeSettle()
        }
    }

    // MARK: Install

    @Test func installSavesTheOriginalAndForwardsEveryMessage() {
        let owner = Screen("owner", custom: true), detail = Screen("detail")
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        #expect(f.nav.delegate === proxy)
        #expect(proxy.originalDelegate === f.app)
        f.nav.pushViewController(detail, animated: true)
        f.nav.popViewController(animated: true)
        #expect(f.nav.delegate === proxy)
        #expect(
            f.app.messages == [
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
        f.nav.mainQueue.drain()
        #expect(first === second)
        #expect(f.nav.delegate === first)
        #expect(first.originalDelegate === f.app)
        f.nav.pushViewController(Screen("detail"), animated: true)
        #expect(f.app.willShowCount == 2)
        #expect(first.actions.filter { if case .adoptCurrentAndAssignProxy = $0 { true } else { false } }.count == 1)
    }

    /// Issue 17, finding 2: installed with an owner that is not in the stack yet (a feature about to push its
    /// first screen, a segue), the proxy used to wait for the owner to appear, so the owner's own push asked
    /// the app's delegate and ran the system animation.
    @Test(arguments: [false, true])
    func theFirstPushAfterInstallingForAnOwnerOnItsWayIsCustom(transitionsStartLater: Bool) {
        let f = Fixture(owner: Screen("list"))
        f.nav.transitionsStartLater = transitionsStartLater
        let feature = Screen("feature", custom: true)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: feature)
        f.nav.pushViewController(feature, animated: true)
        f.nav.mainQueue.drain()
        #expect(f.transitions.map(\.animator) == ["proxy"])
        #expect(f.transitions.first?.to == "feature")
        #expect(f.app.messages.suffix(2) == [.willShow("feature", animated: true), .didShow("feature", animated: true)])
        // Its pop is custom too, and hands the app's delegate back once the owner has left.
        f.nav.popViewController(animated: true)
        f.nav.mainQueue.drain()
        #expect(f.transitions.map(\.animator) == ["proxy", "proxy"])
        #expect(f.nav.delegate === f.app)
        #expect(proxy.state.phase == .detached)
    }

    @Test func anOwnerFreedBeforeItsPushHandsTheDelegateBackAtTheNextEvent() {
        let f = Fixture(owner: Screen("list"))
        var feature: Screen? = Screen("feature", custom: true)
        weak let weakFeature = feature
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: feature)
        #expect(f.nav.delegate === proxy)
        feature = nil // the push never happened (the segue was dropped, the feature gave up)
        #expect(weakFeature == nil, "the proxy does not keep the owner alive")
        f.nav.pushViewController(Screen("other", custom: true), animated: true)
        #expect(proxy.state.phase == .uninstalled)
        #expect(f.nav.delegate === f.app)
        #expect(f.transitions.last?.animator == "app", "noticed before answering")
    }

    // MARK: TransitionNavigationController

    /// `TransitionNavigationController`: a navigation controller that installs the proxy (no owner) in its
    /// `viewDidLoad`, modelled as the headless one with that `viewDidLoad`.
    static func transitionNavigationController(root: Screen) -> HeadlessNavigationController {
        let nav = HeadlessNavigationController(root: root)
        nav.viewDidLoad = { [unowned nav] in HeadlessNavigationProxy.install(on: nav) }
        return nav
    }

    @Test(arguments: [false, true])
    func aTransitionNavigationControllerInstallsWhenItsViewLoadsAndKeepsTheAppsDelegate(assignedInViewDidLoad: Bool) {
        let root = Screen("root")
        let nav = Self.transitionNavigationController(root: root)
        let app = RecordingNavigationDelegate("app")
        if !assignedInViewDidLoad { nav.delegate = app }
        #expect(HeadlessNavigationProxy.installed(on: nav) == nil, "nothing before the view loads")
        // UIKit loads the view before the navigation controller enters a window: before any animated push.
        nav.loadViewIfNeeded()
        let proxy = HeadlessNavigationProxy.installed(on: nav)
        #expect(proxy?.state.phase == .installed)
        #expect(proxy?.state.owner == nil)
        if assignedInViewDidLoad {
            // A subclass's viewDidLoad after super: adopted one main-queue turn later.
            nav.delegate = app
            nav.mainQueue.drain()
        }
        #expect(nav.delegate === proxy)
        #expect(proxy?.originalDelegate === app)
        var records: [HeadlessNavigationController.TransitionRecord] = []
        nav.transitionObserver = { records.append($0) }
        let detail = Screen("detail", custom: true)
        nav.pushViewController(detail, animated: true)
        nav.popViewController(animated: true)
        #expect(records.map(\.animator) == ["proxy", "proxy"])
        #expect(nav.delegate === proxy, "the navigation controller keeps its proxy")
        #expect(app.messages.count == 4)
    }

    // MARK: Answers

    /// Issue 18, item 11: the double never vended a `.custom` transition's animator.
    @Test func aCustomTransitionVendsTheAppsAnimatorForPushAndPopAndTheSwipeBackDrivesIt() {
        let f = Fixture(owner: Screen("owner"))
        let proxy = HeadlessNavigationProxy.install(on: f.nav)
        let custom = Screen("custom", custom: true)
        var asked: [String] = []
        custom.customAnimator = { operation, from, to in
            asked.append("\(operation) \(from.name) → \(to.name)")
            return HeadlessNavigationController.Animator(vendor: "app's \(operation)")
        }
        f.nav.pushViewController(custom, animated: true)
        #expect(f.transitions.last?.animator == "app's push")
        f.swipeBack(proxy: proxy, releasedAt: 300)
        #expect(f.transitions.last?.animator == "app's pop")
        #expect(f.transitions.last?.interactor == "swipeBack")
        #expect(asked == ["push root → custom", "pop custom → root"].map { $0.replacingOccurrences(of: "root", with: "owner") })
        #expect(f.stack == ["root", "owner"])
    }

    @Test func customScreensGetTheProxysAnimationAndOthersTheAppsOrUIKits() {
        let a = Screen("a", custom: true), b = Screen("b")
        let f = Fixture(owner: Screen("owner"))
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: nil)
        f.nav.pushViewController(a, animated: true)
        f.nav.pushViewController(b, animated: true)
        f.nav.popViewController(animated: true)
        f.nav.popViewController(animated: true)
        f.nav.delegate = nil
        f.nav.mainQueue.drain()
        f.nav.pushViewController(b, animated: true)
        #expect(f.transitions.map(\.animator) == ["proxy", "app", "app", "proxy", nil])
        #expect(f.transitions.map(\.interactor) == [nil, nil, nil, nil, nil])
        #expect(f.nav.delegate === proxy)
    }

    @Test func anAnimationControllerTheProxyDidNotVendIsNeverMadeInteractive() {
        let custom = Screen("custom", custom: true)
        let f = Fixture(owner: Screen("owner"))
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: nil)
        f.nav.pushViewController(custom, animated: false)
        #expect(proxy.swipeBackBegan())
        // The pop the pan began got the proxy's animator and the pan as interaction controller.
        #expect(f.transitions.last?.animator == "proxy")
        #expect(f.transitions.last?.interactor == "swipeBack")
        // Asked again with an animator of its own making that it did not vend last, it leaves it to the app.
        let stranger = HeadlessNavigationController.Animator(vendor: "proxy")
        #expect(proxy.navigationController(f.nav, interactionControllerFor: stranger) == nil)
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
        f.nav.mainQueue.drain()
        let shown = removal == .setViewControllersPushing ? "new" : "root"
        // The proxy received willShow (and forwarded it); the original received didShow directly.
        #expect(f.sent.map(\.viaProxy) == [true, false])
        #expect(f.app.messages.suffix(2) == [.willShow(shown, animated: animated), .didShow(shown, animated: animated)])
        #expect(f.nav.delegate === f.app)
        #expect(proxy.originalDelegate == nil)
        #expect(proxy.state.phase == .detached)
        if removal == .pop && animated {
            // The owner's own pop still ran the proxy's animation: the hand-back came after the request.
            #expect(f.transitions.last?.animator == "proxy")
        }
    }

    @Test(arguments: [false, true], [false, true])
    func anInteractivePopOfTheOwnerHandsBackOnlyWhenItFinishes(cancelled: Bool, ownerCustom: Bool) {
        let owner = Screen("owner", custom: ownerCustom)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        // Custom screens are popped by the library's pan, the others by the system swipe.
        if ownerCustom {
            #expect(proxy.swipeBackBegan())
            #expect(f.transitions.last?.interactor == "swipeBack")
            proxy.swipeBackChanged(translationX: cancelled ? 30 : 300)
            proxy.swipeBackEnded(translationX: cancelled ? 30 : 300, velocityX: 0)
        } else {
            #expect(f.nav.beginSystemSwipePop())
            #expect(f.transitions.last?.interactor == nil)
        }
        #expect(f.nav.delegate === proxy)
        #expect(proxy.state.lifecycle.isHandBackDeferred)
        #expect(f.app.messages.last == .willShow("root", animated: true))
        if ownerCustom {
            f.nav.completeSettle()
        } else if cancelled {
            f.nav.cancelInteractivePop()
        } else {
            f.nav.finishInteractivePop()
        }
        #expect(f.nav.delegate === (cancelled ? proxy : f.app as AnyObject))
        #expect(proxy.state.phase == (cancelled ? .installed : .detached))
        #expect(f.stack == (cancelled ? ["root", "owner"] : ["root"]))
        #expect(f.app.didShowCount == (cancelled ? 1 : 2))
        #expect(proxy.swipeBackInteraction.isInteractive == false)
        #expect(proxy.swipeBackInteraction.isSettling == false)
    }

    @Test(arguments: [false, true])
    func theHandBackWorksWhicheverOfDidShowAndTheCompletionComesFirst(didShowFirst: Bool) {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        f.nav.sendsDidShowBeforeCoordinatorCompletion = didShowFirst
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        f.swipeBack(proxy: proxy, releasedAt: 300)
        #expect(f.nav.delegate === f.app)
        #expect(f.sent.map(\.viaProxy) == [true, didShowFirst])
        #expect(f.app.messages.suffix(2) == [.willShow("root", animated: true), .didShow("root", animated: true)])
        #expect(proxy.actions.filter { $0 == .handBack }.count == 1)
    }

    // MARK: The app reassigns the delegate

    @Test func aDelegateAssignedWhileInstalledBecomesTheOriginalOneMainQueueTurnLater() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        let other = RecordingNavigationDelegate("other")
        f.nav.delegate = other
        // Key-value observation reports the change inside the assignment; the proxy acts a turn later.
        #expect(f.nav.delegate === other)
        f.nav.mainQueue.drain()
        #expect(f.nav.delegate === proxy)
        #expect(proxy.originalDelegate === other)
        f.nav.pushViewController(Screen("detail"), animated: true)
        #expect(other.messages == [.willShow("detail", animated: true), .didShow("detail", animated: true)])
        #expect(f.app.willShowCount == 1)
        f.nav.popToRootViewController(animated: true)
        #expect(f.nav.delegate === other)
    }

    @Test func aTransitionBeforeTheTurnIsTheAppDelegatesAloneAndTheProxyTakesOverAfter() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: nil)
        let other = RecordingNavigationDelegate("other")
        f.nav.delegate = other
        f.nav.pushViewController(Screen("custom", custom: true), animated: true)
        #expect(f.transitions.last?.animator == "other")
        f.nav.mainQueue.drain()
        f.nav.popViewController(animated: true)
        #expect(f.transitions.last?.animator == "proxy")
        #expect(proxy.originalDelegate === other)
    }

    @Test func aReassignmentIsAdoptedAtTheNextEntryPointEvenWithoutObservation() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: nil)
        f.nav.delegateObserver = nil // key-value observation is not documented: assume it never fires
        let other = RecordingNavigationDelegate("other")
        f.nav.delegate = other
        owner.hasCustomTransition = false // the navigationTransition setter is an entry point
        #expect(f.nav.delegate === proxy)
        #expect(proxy.originalDelegate === other)
        f.nav.delegate = f.app
        _ = proxy.swipeBackBegan() // so is the swipe-back pan about to begin
        #expect(f.nav.delegate === proxy)
        #expect(proxy.originalDelegate === f.app)
    }

    @Test func assigningNilMeansNoOriginalAndTheProxyStays() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        f.nav.delegate = nil
        f.nav.mainQueue.drain()
        #expect(f.nav.delegate === proxy)
        #expect(proxy.originalDelegate == nil)
        #expect(proxy.state.original == nil)
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
        #expect(proxy.swipeBackBegan())
        let other = RecordingNavigationDelegate("other")
        f.nav.delegate = other
        f.nav.mainQueue.drain()
        #expect(f.nav.delegate === proxy)
        proxy.swipeBackEnded(translationX: cancelled ? 10 : 300, velocityX: 0)
        f.nav.completeSettle()
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
        #expect(proxy.state.hasOwner)
        // The owner leaves under an unchanged top: no message, so the proxy stays; only the stack held the owner.
        f.nav.setViewControllers([f.root, top], animated: true)
        #expect(owner == nil)
        #expect(f.nav.delegate === proxy)
        f.nav.pushViewController(Screen("next"), animated: true)
        #expect(f.nav.delegate === f.app)
        #expect(proxy.state.phase == .uninstalled)
        #expect(f.app.messages.suffix(2) == [.willShow("next", animated: true), .didShow("next", animated: true)])
    }

    @Test func theOwnerReappearingInstallsAgainWithTheThenCurrentDelegate() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        f.nav.popViewController(animated: true)
        let later = RecordingNavigationDelegate("later")
        f.nav.delegate = later
        f.nav.mainQueue.drain()
        #expect(f.nav.delegate === later)
        #expect(proxy.state.phase == .detached)
        f.nav.pushViewController(owner, animated: true)
        #expect(f.nav.delegate === proxy)
        #expect(proxy.originalDelegate === later)
        // The push that brought the owner back was not the proxy's business.
        #expect(f.transitions.last?.animator == "later")
        #expect(later.messages == [.willShow("owner", animated: true), .didShow("owner", animated: true)])
    }

    // MARK: Uninstall

    @Test func uninstallHandsTheOriginalBack() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: nil)
        proxy.uninstall()
        proxy.uninstall()
        #expect(f.nav.delegate === f.app)
        #expect(proxy.actions.filter { $0 == .handBack }.count == 1)
    }

    @Test func uninstallLeavesADelegateTheAppAssignedWhileDetached() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        let proxy = HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        f.nav.popViewController(animated: false)
        let later = RecordingNavigationDelegate("later")
        f.nav.delegate = later
        proxy.uninstall()
        f.nav.mainQueue.drain()
        #expect(f.nav.delegate === later)
        f.nav.pushViewController(owner, animated: false)
        #expect(f.nav.delegate === later)
        #expect(proxy.state.phase == .uninstalled)
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
        nav.mainQueue.drain()
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

/// Issue 8: `install(on:owner:)` from a feature on a navigation controller the app installed on (or the
/// other way round) — one proxy, nothing a feature did outlives it.
struct SharedInstallationTests {
    typealias Screen = HeadlessNavigationController.Screen

    @Test(arguments: [false, true])
    func aFeatureInstalledWithAnOwnerLeavesTheAppsInstallationAsItWas(featureFirst: Bool) {
        let nav = HeadlessNavigationController(root: Screen("root"))
        let app = RecordingNavigationDelegate("app")
        nav.delegate = app
        var records: [HeadlessNavigationController.TransitionRecord] = []
        nav.transitionObserver = { records.append($0) }
        let feature = Screen("feature", custom: true)
        feature.swipeBackArea = .anywhere // the feature's own setting, on its own screen
        let appProxy: HeadlessNavigationProxy
        if featureFirst {
            HeadlessNavigationProxy.install(on: nav, owner: feature)
            appProxy = HeadlessNavigationProxy.install(on: nav)
        } else {
            appProxy = HeadlessNavigationProxy.install(on: nav)
            HeadlessNavigationProxy.install(on: nav, owner: feature)
        }
        #expect(appProxy.state.owner == nil, "the navigation controller keeps the proxy longer than any screen")
        nav.pushViewController(feature, animated: true)
        nav.pushViewController(Screen("feature step", custom: true), animated: true)
        nav.popToRootViewController(animated: true) // the feature leaves
        nav.mainQueue.drain()
        #expect(appProxy.state.phase == .installed)
        #expect(nav.delegate === appProxy)
        #expect(appProxy.originalDelegate === app)
        // The app's own custom screen still gets its transition and its default leading-edge swipe back.
        let appScreen = Screen("app screen", custom: true)
        nav.pushViewController(appScreen, animated: true)
        #expect(records.last?.animator == "proxy")
        #expect(appProxy.swipeBackBegan(atX: 200) == false, "the feature's .anywhere was its screen's, not the app's")
        #expect(appProxy.swipeBackBegan(atX: 20))
    }
}
