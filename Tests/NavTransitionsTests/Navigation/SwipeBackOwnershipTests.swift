import Foundation
import Testing
import NavTransitions

/// Issue 7, finding 2: the app keeps control of swipe back. The proxy only ever switches UIKit's
/// `interactivePopGestureRecognizer` off while a custom-transition screen is on top and puts back the value
/// that was there; its own pan honours what the system gesture would.
struct SwipeBackOwnershipTests {
    typealias Screen = HeadlessNavigationController.Screen

    /// `root → plain` with the proxy installed by the navigation controller itself.
    final class Fixture {
        let root = Screen("root")
        let plain = Screen("plain")
        let nav: HeadlessNavigationController
        init(systemGestureEnabled: Bool = true) {
            nav = HeadlessNavigationController(root: root)
            nav.pushViewController(plain, animated: false)
            nav.interactivePopGestureEnabled = systemGestureEnabled
        }
    }

    // MARK: The system gesture

    @Test func anAppThatDisabledTheSystemSwipeBackFindsItOffAfterEveryStep() {
        let f = Fixture(systemGestureEnabled: false)
        let proxy = HeadlessNavigationProxy.install(on: f.nav)
        #expect(f.nav.interactivePopGestureEnabled == false, "after install")
        f.nav.pushViewController(Screen("custom", custom: true), animated: true)
        #expect(f.nav.interactivePopGestureEnabled == false, "custom on top")
        f.nav.pushViewController(Screen("plain2"), animated: true)
        #expect(f.nav.interactivePopGestureEnabled == false, "plain on top")
        f.nav.popViewController(animated: true)
        f.nav.popViewController(animated: true)
        #expect(f.nav.interactivePopGestureEnabled == false, "after the pops")
        proxy.uninstall()
        #expect(f.nav.interactivePopGestureEnabled == false, "after uninstall")
    }

    enum Step: String {
        case install, pushCustom, pushPlain, beginSystemSwipe, cancelSystemSwipe, pop, pushCustomUnanimated, uninstall
    }

    /// The value after every step, the app having left the recognizer enabled.
    @Test func theSystemGestureIsOffExactlyWhileACustomScreenIsOnTop() {
        let f = Fixture()
        var proxy: HeadlessNavigationProxy?
        let steps: [(Step, Bool)] = [
            (.install, true), (.pushCustom, false), (.pushPlain, true), (.beginSystemSwipe, true), (.cancelSystemSwipe, true),
            (.pop, false), (.pop, true), (.pushCustomUnanimated, false), (.uninstall, true),
        ]
        for (step, enabled) in steps {
            switch step {
            case .install: proxy = HeadlessNavigationProxy.install(on: f.nav)
            case .pushCustom: f.nav.pushViewController(Screen("custom", custom: true), animated: true)
            case .pushPlain: f.nav.pushViewController(Screen("plain2"), animated: true)
            case .beginSystemSwipe: #expect(f.nav.beginSystemSwipePop())
            case .cancelSystemSwipe: f.nav.cancelInteractivePop()
            case .pop: f.nav.popViewController(animated: true)
            case .pushCustomUnanimated: f.nav.pushViewController(Screen("custom2", custom: true), animated: false)
            case .uninstall: proxy?.uninstall()
            }
            #expect(f.nav.interactivePopGestureEnabled == enabled, "after \(step)")
        }
    }

    @Test func theAppSwitchingTheSystemGestureOffWhileAPlainScreenIsOnTopIsKept() {
        let f = Fixture()
        HeadlessNavigationProxy.install(on: f.nav)
        f.nav.interactivePopGestureEnabled = false // a checkout flow starts
        f.nav.pushViewController(Screen("step1"), animated: true)
        f.nav.pushViewController(Screen("custom", custom: true), animated: true)
        f.nav.popViewController(animated: true)
        #expect(f.nav.interactivePopGestureEnabled == false)
    }

    @Test func theAppTurningTheSystemGestureOnWhileItIsHeldOffWinsAfterwards() {
        let f = Fixture()
        let proxy = HeadlessNavigationProxy.install(on: f.nav)
        let custom = Screen("custom", custom: true)
        f.nav.pushViewController(custom, animated: true)
        #expect(f.nav.interactivePopGestureEnabled == false)
        f.nav.interactivePopGestureEnabled = true // the app (or another library) switches it on
        #expect(proxy.swipeBackBegan(atX: 10) == true, "the app's value is on: the pan swipes the custom screen back")
        f.nav.completeSettleOrCancel(proxy: proxy)
        #expect(f.nav.interactivePopGestureEnabled == false, "a custom screen is still on top: switched off again")
        f.nav.popViewController(animated: true)
        #expect(f.nav.interactivePopGestureEnabled == true)
    }

    // MARK: The proxy's pan honours what the system gesture would

    enum Refusal: String, CaseIterable {
        case appDisabledSystemGesture, hidesBackButton, customLeftItem, leadingItemGroup, swipeBackAreaNil
    }

    @Test(arguments: Refusal.allCases)
    func theLibrarysPanRefusesWhereTheSystemGestureWould(refusal: Refusal) {
        let f = Fixture(systemGestureEnabled: refusal != .appDisabledSystemGesture)
        let proxy = HeadlessNavigationProxy.install(on: f.nav)
        let custom = Screen("custom", custom: true)
        switch refusal {
        case .appDisabledSystemGesture: break
        case .hidesBackButton: custom.hidesBackButton = true
        case .customLeftItem: custom.leftItemCount = 1
        // iOS 16: leading item groups replace the left items, and the back button (issue 18, item 11).
        case .leadingItemGroup: custom.leadingItemGroupItemCounts = [1]
        case .swipeBackAreaNil: custom.swipeBackArea = nil
        }
        f.nav.pushViewController(custom, animated: true)
        #expect(proxy.swipeBackBegan() == false)
        #expect(proxy.swipeBackBeganByTrackpad(atX: 200) == false, "a trackpad's swipe is refused for the same reasons")
        #expect(f.nav.viewControllers.last === custom)
        #expect(f.nav.interactivePopGestureEnabled == false, "the system gesture never pops a custom screen either")
    }

    @Test func aCustomLeftItemThatSupplementsTheBackButtonKeepsSwipeBack() {
        let f = Fixture()
        let proxy = HeadlessNavigationProxy.install(on: f.nav)
        let custom = Screen("custom", custom: true)
        custom.leftItemCount = 2
        custom.leftItemsSupplementBackButton = true
        f.nav.pushViewController(custom, animated: true)
        #expect(proxy.swipeBackBegan())
    }

    /// Issue 17, finding 9: the pan allowed no scroll types, so an iPad trackpad's two-finger swipe could not swipe back.
    @Test func aTrackpadsTwoFingerSwipePopsFromAnywhereOverTheScreenButLeavesScrollViewsTheirScroll() {
        let f = Fixture()
        let proxy = HeadlessNavigationProxy.install(on: f.nav)
        let custom = Screen("custom", custom: true)
        f.nav.pushViewController(custom, animated: true)
        let carousel = ScrollViewState(
            contentOffset: CGPoint(x: 100, y: 0), contentSize: CGSize(width: 1_000, height: 200),
            boundsSize: CGSize(width: 375, height: 200))
        #expect(!proxy.swipeBackBeganByTrackpad(atX: 200, scrollViews: [carousel]), "the carousel scrolls back first")
        #expect(!proxy.swipeBackWinsOverScrollViews, "no scroll view waits for a trackpad's swipe")
        #expect(proxy.swipeBackBeganByTrackpad(atX: 200))
        proxy.swipeBackChanged(translationX: 300)
        proxy.swipeBackEnded(translationX: 300, velocityX: 0)
        f.nav.completeSettle()
        #expect(f.nav.viewControllers.last !== custom)
        // A touch afterwards is judged at its edge again, and makes scroll views wait from there.
        f.nav.pushViewController(Screen("again", custom: true), animated: true)
        #expect(!proxy.swipeBackBegan(atX: 200))
        #expect(proxy.swipeBackWinsOverScrollViews)
    }

    @Test func theSwipeBackAreaIsTheTopScreensOwn() {
        let f = Fixture()
        let proxy = HeadlessNavigationProxy.install(on: f.nav)
        let edge = Screen("edge", custom: true)
        let anywhere = Screen("anywhere", custom: true)
        anywhere.swipeBackArea = .anywhere
        f.nav.pushViewController(edge, animated: true)
        f.nav.pushViewController(anywhere, animated: true)
        #expect(proxy.swipeBackBegan(atX: 200), "the top screen swipes back from anywhere")
        proxy.swipeBackEnded(translationX: 300, velocityX: 0)
        f.nav.completeSettle()
        #expect(f.nav.viewControllers.last === edge)
        #expect(proxy.swipeBackBegan(atX: 200) == false, "the screen below only from its leading edge")
        #expect(proxy.swipeBackBegan(atX: 20))
    }
}

extension HeadlessNavigationController {
    /// Ends a swipe the proxy's pan began: released without moving (it cancels), the settle played out.
    func completeSettleOrCancel(proxy: HeadlessNavigationProxy) {
        proxy.swipeBackEnded(translationX: 0, velocityX: 0)
        completeSettle()
    }
}

/// Issue 7, finding 5: while a released pop settles, only a pan in the swipe-back direction grabs it.
struct SwipeBackGrabTests {
    typealias Screen = HeadlessNavigationController.Screen

    @Test func scrollingTheRevealedListWhileThePopSettlesLeavesThePopAlone() {
        let nav = HeadlessNavigationController(root: Screen("list"))
        let proxy = HeadlessNavigationProxy.install(on: nav)
        nav.pushViewController(Screen("detail", custom: true), animated: false)
        #expect(proxy.swipeBackBegan())
        proxy.swipeBackChanged(translationX: 250)
        proxy.swipeBackEnded(translationX: 250, velocityX: 800)
        #expect(proxy.swipeBackInteraction.isSettling)
        // The user scrolls the list being revealed (a vertical pan in the middle of the screen).
        #expect(proxy.swipeBackBegan(atX: 180, velocity: CGPoint(x: 30, y: -900)) == false)
        #expect(nav.interactivePop?.settle == .finishing)
        nav.completeSettle()
        #expect(nav.viewControllers.map(\.name) == ["list"])
    }

    @Test func aPanInTheBackDirectionGrabsTheSettlingPopAndCanBringTheScreenBack() {
        let nav = HeadlessNavigationController(root: Screen("list"))
        let proxy = HeadlessNavigationProxy.install(on: nav)
        nav.pushViewController(Screen("detail", custom: true), animated: false)
        #expect(proxy.swipeBackBegan())
        proxy.swipeBackChanged(translationX: 150)
        proxy.swipeBackEnded(translationX: 150, velocityX: 900) // 150/375 = 0.4, the flick finishes
        nav.interactivePop?.advanceSettle(to: 0.7)
        #expect(proxy.swipeBackBegan(atX: 250, velocity: CGPoint(x: 300, y: 20)))
        #expect(nav.interactivePop?.isPaused == true)
        // Tracking resumes from 0.7: 75 points back toward the leading edge is 0.7 − 75/375 = 0.5.
        proxy.swipeBackChanged(translationX: -75)
        #expect(abs((nav.interactivePop?.percentComplete ?? 0) - 0.5) < 1e-9)
        proxy.swipeBackEnded(translationX: -300, velocityX: -600)
        #expect(nav.interactivePop?.settle == .cancelling)
        nav.completeSettle()
        #expect(nav.viewControllers.map(\.name) == ["list", "detail"])
    }
}
