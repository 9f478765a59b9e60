import Foundation
import Testing
import NavTransitions

/// UIKit's own back gestures beside the proxy (issue 31): the edge swipe on plain screens while UIKit gates its
/// built-in pop for a delegate that implements the animation-controller method (reported, the model's default),
/// iOS 26's content swipe, the recognizers' delegate, and the delegate's `responds(to:)` answers UIKit reads at
/// assignment. Each runs under both gatings: the product must not depend on which one a device has.
struct SystemBackGestureTests {
    typealias Screen = HeadlessNavigationController.Screen
    typealias Touch = HeadlessNavigationController.BackGestureTouch
    typealias Gating = HeadlessNavigationController.BuiltInPopGating

    static let gatings = Gating.allCases

    final class Fixture {
        let root = Screen("root")
        let nav: HeadlessNavigationController
        let app = RecordingNavigationDelegate("app")
        var proxy: HeadlessNavigationProxy?

        init(gating: Gating, content: Bool = false, install: Bool = true) {
            nav = HeadlessNavigationController(root: root, hasContentPopGesture: content)
            nav.builtInPopGating = gating
            nav.delegate = app
            if install { proxy = HeadlessNavigationProxy.install(on: nav) }
        }

        var stack: [String] { nav.viewControllers.map(\.name) }
    }

    // MARK: The model: UIKit's gating, both ways

    /// The model itself: with the app's own delegate (which implements the animation-controller method) and no
    /// proxy, UIKit's edge swipe begins only when UIKit does not gate; without a delegate it always begins.
    @Test(arguments: gatings)
    func theModelGatesTheBuiltInPopForAnAnimationControllerDelegate(gating: Gating) {
        let f = Fixture(gating: gating, install: false)
        f.nav.pushViewController(Screen("plain"), animated: false)
        #expect(f.nav.beginSystemSwipePop() == (gating == .never))
        f.nav.cancelInteractivePop()
        f.nav.delegate = nil
        #expect(f.nav.beginSystemSwipePop())
    }

    // MARK: Plain screens keep UIKit's swipe back while the proxy is installed

    /// The README's first promise. Fails on the code before issue 31 under the reported gating: the proxy always
    /// implements the animation-controller method and left plain screens to UIKit's recognizer, whose own delegate
    /// then refuses to begin.
    @Test(arguments: gatings, [false, true])
    func aPlainScreenSwipesBackWithUIKitsEdgeRecognizerWhileTheProxyIsInstalled(gating: Gating, content: Bool) throws {
        let f = Fixture(gating: gating, content: content)
        let proxy = try #require(f.proxy)
        f.nav.pushViewController(Screen("custom", custom: true), animated: true)
        f.nav.pushViewController(Screen("plain"), animated: true)
        #expect(f.nav.interactivePopGestureRecognizer.delegate === proxy, "the proxy answers for UIKit's recognizer")
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == .edge)
        #expect(proxy.lastSystemBackGestureDecision == (gating == .never ? .uikitBegins : .begin))
        f.nav.finishInteractivePop()
        #expect(f.stack == ["root", "custom"])
        #expect(f.app.messages.last == .didShow("custom", animated: true))
    }

    /// UIKit's own rules stay: nothing to pop on the root, a hidden or replaced back button, a running transition.
    @Test(arguments: gatings)
    func theProxysAnswerKeepsUIKitsRules(gating: Gating) throws {
        let f = Fixture(gating: gating)
        let proxy = try #require(f.proxy)
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == nil, "the root")
        let hidden = Screen("hidden")
        hidden.hidesBackButton = true
        f.nav.pushViewController(hidden, animated: false)
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == nil)
        let replaced = Screen("replaced")
        replaced.leftItemCount = 1
        f.nav.pushViewController(replaced, animated: false)
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == nil)
        if gating != .never { #expect(proxy.lastSystemBackGestureDecision == .backButtonReplaced) }
        replaced.leftItemsSupplementBackButton = true
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == .edge, "left items that supplement the back button keep it")
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == nil, "a transition runs")
    }

    /// The app's `isEnabled` is UIKit's: a recognizer the app switched off asks nothing and begins nothing.
    @Test(arguments: gatings)
    func theAppsSwitchStaysOff(gating: Gating) {
        let f = Fixture(gating: gating)
        f.nav.pushViewController(Screen("plain"), animated: false)
        f.nav.interactivePopGestureEnabled = false
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == nil)
        #expect(f.nav.interactivePopGestureEnabled == false)
    }

    // MARK: The recognizers' delegate: taken, chained, handed back

    /// Another library's delegate on the recognizer (an app's navigation controller that set
    /// `interactivePopGestureRecognizer.delegate = self`): the proxy chains to it, forwards its calls, counts its
    /// no, and gives it back at uninstall; UIKit's own gets its calls too and comes back as well.
    @Test(arguments: gatings)
    func anotherLibrarysRecognizerDelegateIsChainedNotOverwritten(gating: Gating) throws {
        let f = Fixture(gating: gating, install: false)
        let other = OtherLibraryBackGestureDelegate()
        f.nav.interactivePopGestureRecognizer.delegate = other
        let proxy = HeadlessNavigationProxy.install(on: f.nav)
        #expect(f.nav.interactivePopGestureRecognizer.delegate === proxy)
        f.nav.pushViewController(Screen("plain"), animated: false)
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == .edge)
        #expect(other.shouldReceiveCalls == 1, "forwarded")
        #expect(other.shouldBeginCalls == 1, "asked")
        f.nav.finishInteractivePop()
        f.nav.pushViewController(Screen("blocked"), animated: false)
        other.allows = false
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == nil, "its no counts")
        #expect(proxy.lastSystemBackGestureDecision == .refusedByChained)
        proxy.uninstall()
        #expect(f.nav.interactivePopGestureRecognizer.delegate === other, "handed back to it, not to UIKit's")
        // UIKit's own delegate, chained the same way, hears the touches too.
        let g = Fixture(gating: gating)
        g.nav.pushViewController(Screen("plain"), animated: false)
        #expect(g.nav.systemSwipeBack(Touch(x: 5)) == .edge)
        #expect(g.nav.uikitBackGestureDelegate.shouldReceiveCalls == 1)
        g.proxy?.uninstall()
        #expect(g.nav.interactivePopGestureRecognizer.delegate === g.nav.uikitBackGestureDelegate)
    }

    /// An object that takes the recognizer's delegate after the proxy is left alone when the proxy hands back.
    @Test func aDelegateSetAfterInstallIsNotOverwrittenAtUninstall() throws {
        let f = Fixture(gating: .whenDelegateImplementsAnimationController)
        let later = OtherLibraryBackGestureDelegate()
        f.nav.interactivePopGestureRecognizer.delegate = later
        try #require(f.proxy).uninstall()
        #expect(f.nav.interactivePopGestureRecognizer.delegate === later)
    }

    /// An owner install hands the recognizers back with the navigation delegate, and takes them again when the
    /// owner comes back.
    @Test func anOwnerInstallHandsTheRecognizersBackWithTheDelegate() {
        let nav = HeadlessNavigationController(root: Screen("root"), hasContentPopGesture: true)
        let owner = Screen("owner", custom: true)
        let proxy = HeadlessNavigationProxy.install(on: nav, owner: owner)
        nav.pushViewController(owner, animated: true)
        #expect(nav.interactivePopGestureRecognizer.delegate === proxy)
        #expect(nav.interactiveContentPopGestureRecognizer?.delegate === proxy)
        nav.popViewController(animated: true)
        #expect(nav.interactivePopGestureRecognizer.delegate === nav.uikitBackGestureDelegate)
        #expect(nav.interactiveContentPopGestureRecognizer?.delegate === nav.uikitBackGestureDelegate)
        nav.pushViewController(owner, animated: false)
        #expect(nav.interactivePopGestureRecognizer.delegate === proxy)
    }

    // MARK: iOS 26's content swipe

    /// Fails on the code before issue 31 when UIKit does not gate the content recognizer: it stayed on under a
    /// custom screen and popped it with the library's animation, which did not follow the finger. Also a
    /// checkout step (`swipeBackArea = nil`) is not popped from the content.
    @Test(arguments: gatings, [SwipeBackArea?.some(.leadingEdge), nil])
    func aCustomScreenIsNotPoppedByTheContentRecognizer(gating: Gating, area: SwipeBackArea?) throws {
        let f = Fixture(gating: gating, content: true)
        let custom = Screen("custom", custom: true)
        custom.swipeBackArea = area
        f.nav.pushViewController(custom, animated: true)
        let content = try #require(f.nav.interactiveContentPopGestureRecognizer)
        #expect(content.isEnabled == false, "held off while the custom screen is on top")
        #expect(f.nav.systemSwipeBack(Touch(x: 200)) == nil)
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == nil, "nor from the edge")
        #expect(f.stack == ["root", "custom"])
        f.nav.popViewController(animated: true)
        #expect(content.isEnabled, "the app's value is back")
    }

    /// Plain screens keep iOS 26's content swipe, with its yield rules: a horizontal scroll view that can still
    /// scroll back, a row with swipe actions; at the edge UIKit's edge recognizer takes the touch.
    @Test(arguments: gatings)
    func plainScreensKeepTheContentSwipe(gating: Gating) throws {
        let f = Fixture(gating: gating, content: true)
        let proxy = try #require(f.proxy)
        f.nav.pushViewController(Screen("plain"), animated: false)
        let carousel = ScrollViewState(
            contentOffset: CGPoint(x: 300, y: 0), contentSize: CGSize(width: 2_000, height: 200),
            boundsSize: CGSize(width: 375, height: 200))
        #expect(f.nav.systemSwipeBack(Touch(x: 200, scrollViews: [carousel])) == nil)
        if gating != .never { #expect(proxy.lastSystemBackGestureDecision == .scrollViewCanScroll) }
        #expect(f.nav.systemSwipeBack(Touch(x: 200, onRowWithSwipeActions: true)) == nil)
        var atStart = carousel
        atStart.contentOffset.x = 0
        #expect(
            f.nav.systemSwipeBack(Touch(x: 200, scrollViews: [atStart])) == .content, "a scroll view at its leading end yields")
        f.nav.cancelInteractivePop()
        #expect(f.nav.systemSwipeBack(Touch(x: 5, scrollViews: [carousel])) == .edge, "the edge wins over scroll views")
    }

    /// The library's `.anywhere` pan and UIKit's recognizers never run together: on a custom screen UIKit's are
    /// off and the pan begins anywhere; on a plain screen the pan takes no touch and UIKit's content swipe does.
    @Test(arguments: gatings)
    func theAnywherePanAndUIKitsRecognizersNeverRunTogether(gating: Gating) throws {
        let f = Fixture(gating: gating, content: true)
        let proxy = try #require(f.proxy)
        let custom = Screen("custom", custom: true)
        custom.swipeBackArea = .anywhere
        f.nav.pushViewController(Screen("plain"), animated: false)
        f.nav.pushViewController(custom, animated: false)
        #expect(proxy.swipeBackBegan(atX: 200))
        #expect(f.nav.systemSwipeBack(Touch(x: 200)) == nil)
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == nil)
        proxy.swipeBackChanged(translationX: 250)
        proxy.swipeBackEnded(translationX: 250, velocityX: 0)
        f.nav.completeSettle()
        #expect(f.stack == ["root", "plain"])
        #expect(!proxy.swipeBackBegan(atX: 200), "a plain screen: the pan takes no touch")
        #expect(f.nav.systemSwipeBack(Touch(x: 200)) == .content)
        let content = try #require(f.nav.interactiveContentPopGestureRecognizer)
        #expect(content.isEnabled)
    }

    // MARK: UIKit's own zoom (a preferred transition) under the proxy

    /// A screen with iOS 18's `preferredTransition` is UIKit's (Apple's wins): the proxy vends nothing for its pop,
    /// UIKit's edge swipe pops it as a plain screen, and its own pinch or swipe-down dismissal begins as long as
    /// UIKit does not gate those too (nothing reports it does; `gatesPreferredTransitionDismissals` is the other way,
    /// which the library cannot reach: the UI test observes it on a device).
    @Test(arguments: gatings)
    func aPreferredTransitionZoomKeepsItsOwnDismissals(gating: Gating) throws {
        let f = Fixture(gating: gating)
        var records: [HeadlessNavigationController.TransitionRecord] = []
        f.nav.transitionObserver = { records.append($0) }
        f.nav.delegate = nil
        f.nav.mainQueue.drain()
        let zoomed = Screen("zoomed", custom: true)
        zoomed.hasPreferredTransition = true
        f.nav.pushViewController(zoomed, animated: true)
        #expect(records.last?.animator == nil, "UIKit's own zoom runs the push")
        #expect(f.nav.interactivePopGestureEnabled, "not held off: the screen is UIKit's")
        #expect(f.nav.beginPreferredTransitionDismissal())
        #expect(records.last?.animator == nil)
        f.nav.cancelInteractivePop()
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == .edge)
        f.nav.finishInteractivePop()
        #expect(f.stack == ["root"])
        f.nav.gatesPreferredTransitionDismissals = true
        f.nav.pushViewController(zoomed, animated: false)
        #expect(!f.nav.beginPreferredTransitionDismissal(), "gated: out of the library's reach")
        #expect(f.nav.systemSwipeBack(Touch(x: 5)) == .edge, "the edge swipe still works through the proxy")
    }

    // MARK: The delegate's answers, read at assignment

    /// An app that limits rotation through its navigation delegate keeps the limit once the proxy is installed,
    /// and after it assigns another delegate (adopted as the new original); one that does not gets UIKit's default.
    /// Fails on the code before issue 31: the proxy was assigned before its answers followed the original.
    @Test(arguments: [false, true])
    func theAppsOrientationDelegateIsHonoured(sameObjectRefreshes: Bool) {
        let nav = HeadlessNavigationController(root: Screen("root"))
        nav.reassigningSameDelegateRefreshesAnswers = sameObjectRefreshes
        let portrait = RecordingNavigationDelegate("portrait", supportedOrientations: .portrait)
        nav.delegate = portrait
        #expect(nav.supportedInterfaceOrientations == .portrait)
        let proxy = HeadlessNavigationProxy.install(on: nav)
        #expect(nav.delegate === proxy)
        #expect(nav.supportedInterfaceOrientations == .portrait, "after install")
        let landscape = RecordingNavigationDelegate("landscape", supportedOrientations: [.landscapeLeft, .landscapeRight])
        nav.delegate = landscape
        nav.mainQueue.drain()
        #expect(nav.delegate === proxy)
        #expect(proxy.originalDelegate === landscape)
        #expect(nav.supportedInterfaceOrientations == [.landscapeLeft, .landscapeRight], "after a new original was adopted")
        let free = RecordingNavigationDelegate("free")
        nav.delegate = free
        nav.mainQueue.drain()
        #expect(nav.supportedInterfaceOrientations == .allButUpsideDown, "UIKit's default")
        proxy.uninstall()
        #expect(nav.supportedInterfaceOrientations == .allButUpsideDown)
        withExtendedLifetime((portrait, landscape, free)) {}
    }

    /// The proxy claims the orientation methods only when the original implements them, always the transition methods.
    @Test func theProxysAnswersFollowTheOriginal() {
        let answers = NavigationDelegateAnswers { $0 == .supportedInterfaceOrientations }
        #expect(answers.proxyResponds(to: .supportedInterfaceOrientations))
        #expect(!answers.proxyResponds(to: .preferredInterfaceOrientation))
        for call in [DelegateCall.willShow, .didShow, .animationController, .interactionController] {
            #expect(answers.proxyResponds(to: call))
            #expect(NavigationDelegateAnswers.withoutOriginal.proxyResponds(to: call))
        }
        #expect(!NavigationDelegateAnswers.withoutOriginal.proxyResponds(to: .supportedInterfaceOrientations))
    }
}

/// Another library's delegate of UIKit's edge recognizer (an app's navigation controller that set
/// `interactivePopGestureRecognizer.delegate = self`): counts its calls and answers `allows`.
final class OtherLibraryBackGestureDelegate: HeadlessNavigationController.BackGestureDelegate {
    var allows = true
    private(set) var shouldBeginCalls = 0
    private(set) var shouldReceiveCalls = 0

    var isUIKitsOwn: Bool { false }

    func gestureRecognizerShouldBegin(
        _ recognizer: HeadlessNavigationController.BackGestureRecognizer,
        touch: HeadlessNavigationController.BackGestureTouch
    ) -> Bool? {
        shouldBeginCalls += 1
        return allows
    }

    func gestureRecognizer(
        _ recognizer: HeadlessNavigationController.BackGestureRecognizer,
        shouldReceive touch: HeadlessNavigationController.BackGestureTouch
    ) -> Bool? {
        shouldReceiveCalls += 1
        return true
    }
}
