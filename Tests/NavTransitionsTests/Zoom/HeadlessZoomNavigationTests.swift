import Foundation
import Testing
@testable import NavTransitions

/// A `.zoom` navigation transition through the headless navigation controller and the headless proxy
/// (thin adapters over Core's `NavigationProxyState`, `ZoomDismissalDriver`, `ZoomDismissalGestures` and
/// `ZoomInteractionSession`): which interaction UIKit is given for each way back, and when the pinch and
/// drag are on the zoomed screen.
@Suite("Headless zoom navigation")
struct HeadlessZoomNavigationTests {
    typealias Screen = HeadlessNavigationController.Screen

    /// `grid → photo*` (zoom), the proxy installed app-wide; records every transition's controllers.
    final class Fixture {
        let grid = Screen("grid")
        let photo = Screen("photo", zoom: true)
        let nav: HeadlessNavigationController
        let proxy: HeadlessNavigationProxy
        var transitions: [HeadlessNavigationController.TransitionRecord] = []

        init() {
            nav = HeadlessNavigationController(root: grid)
            proxy = HeadlessNavigationProxy.install(on: nav)
            nav.transitionObserver = { [unowned self] in transitions.append($0) }
            nav.pushViewController(photo, animated: true)
        }

        var stack: [String] { nav.viewControllers.map(\.name) }
        var dismissal: HeadlessZoomDismissal? { photo.zoomDismissal }
        var last: HeadlessNavigationController.TransitionRecord? { transitions.last }
    }

    @Test("the push vends the zoom, not interactive; the pinch and drag are on the photo once it has landed")
    func push() throws {
        let f = Fixture()
        #expect(f.transitions == [.init(operation: .push, from: "grid", to: "photo", animator: "zoom", interactor: nil)])
        let dismissal = try #require(f.dismissal)
        #expect(dismissal.isInstalled)
        #expect(f.nav.interactivePopGestureEnabled == false, "the library's swipe back replaces UIKit's on the zoomed screen")
    }

    @Test(
        "a pinch pops interactively with the zoom's interaction; finished: the grid shows, the gestures are gone, the chrome heard the end"
    )
    func pinchFinishes() throws {
        let f = Fixture()
        let dismissal = try #require(f.dismissal)
        #expect(dismissal.began(.pinch, scale: 0.9))
        #expect(f.last == .init(operation: .pop, from: "photo", to: "grid", animator: "zoom", interactor: "zoom"))
        dismissal.moved(to: CGPoint(x: 187.5, y: 450), scale: 0.8)
        let progress = try #require(f.nav.interactivePop?.percentComplete)
        #expect(progress > 0 && progress < 1, "the fingers scrub the pop: \(progress)")
        dismissal.ended(at: CGPoint(x: 187.5, y: 500), scale: 0.4, scaleVelocity: -2)
        #expect(f.nav.interactivePop?.settle == .finishing)
        f.nav.completeSettle()
        #expect(f.stack == ["grid"])
        #expect(dismissal.chrome == ["began", "ended(true)"])
        #expect(!dismissal.isInstalled, "a finished pop removes the gestures")
        #expect(!dismissal.isInteractive)
    }

    @Test("a pinch released short springs back: the photo stays on top with its gestures, the chrome returns")
    func pinchCancels() throws {
        let f = Fixture()
        let dismissal = try #require(f.dismissal)
        #expect(dismissal.began(.pinch, scale: 0.95))
        dismissal.moved(to: CGPoint(x: 187.5, y: 410), scale: 0.95)
        dismissal.ended(at: CGPoint(x: 187.5, y: 410), scale: 0.98, scaleVelocity: 1)
        #expect(f.nav.interactivePop?.settle == .cancelling)
        f.nav.completeSettle()
        #expect(f.stack == ["grid", "photo"])
        #expect(dismissal.chrome == ["began", "ended(false)"])
        #expect(dismissal.isInstalled, "a cancelled pop keeps the gestures")
        // And it can be dismissed again.
        #expect(dismissal.began(.drag, velocity: CGPoint(x: 0, y: 900)))
        #expect(f.last?.interactor == "zoom")
    }

    /// UIKit promises the coordinator's completion; if it never comes, `animationEnded(_:)` (which UIKit calls
    /// on the animation controller at every end) still returns the dismissal to idle: the next pinch or drag
    /// begins a new dismissal instead of grabbing a landing that is over.
    @Test(
        "without the coordinator's completion the dismissal still ends: the next gesture begins a new one",
        arguments: [false, true])
    func withoutCoordinatorCompletion(finishes: Bool) throws {
        let f = Fixture()
        let dismissal = try #require(f.dismissal)
        f.nav.dropsCoordinatorCompletions = true
        #expect(dismissal.began(.pinch, scale: 0.9))
        if finishes {
            dismissal.ended(at: CGPoint(x: 187.5, y: 500), scale: 0.4, scaleVelocity: -2)
        } else {
            dismissal.ended(at: CGPoint(x: 187.5, y: 410), scale: 0.98, scaleVelocity: 1)
        }
        f.nav.completeSettle()
        #expect(f.stack == (finishes ? ["grid"] : ["grid", "photo"]))
        #expect(dismissal.session.phase == .idle, "not left settling")
        #expect(dismissal.chrome == ["began", "ended(\(finishes))"])
        #expect(dismissal.isInstalled == !finishes)
        guard !finishes else { return }
        // The next drag starts a new pop (a grab would start none).
        let popsBefore = f.transitions.count
        #expect(dismissal.began(.drag, velocity: CGPoint(x: 0, y: 900)))
        #expect(f.transitions.count == popsBefore + 1)
        #expect(f.last?.interactor == "zoom")
        #expect(dismissal.chrome == ["began", "ended(false)", "began"])
    }

    @Test("the coordinator's completion after animationEnded changes nothing (UIKit reports the end twice)")
    func bothReports() throws {
        let f = Fixture()
        let dismissal = try #require(f.dismissal)
        #expect(dismissal.began(.pinch, scale: 0.95))
        dismissal.ended(at: CGPoint(x: 187.5, y: 410), scale: 0.98, scaleVelocity: 1)
        f.nav.completeSettle()
        #expect(dismissal.session.phase == .idle)
        #expect(dismissal.chrome == ["began", "ended(false)"], "one end for one begin, though both reports came")
    }

    @Test("the swipe back on the zoomed screen is the proxy's pan, scrubbing the zoom's pop", arguments: [false, true])
    func swipeBack(cancelled: Bool) throws {
        let f = Fixture()
        let dismissal = try #require(f.dismissal)
        #expect(f.proxy.swipeBackBegan())
        #expect(f.last == .init(operation: .pop, from: "photo", to: "grid", animator: "zoom", interactor: "swipeBack"))
        f.proxy.swipeBackChanged(translationX: cancelled ? 30 : 300)
        // 30 / 375 = 0.08, 300 / 375 = 0.8 of the container's width.
        #expect(f.nav.interactivePop?.percentComplete == (cancelled ? 0.08 : 0.8))
        f.proxy.swipeBackEnded(translationX: cancelled ? 30 : 300, velocityX: 0)
        f.nav.completeSettle()
        #expect(f.stack == (cancelled ? ["grid", "photo"] : ["grid"]))
        #expect(dismissal.isInstalled == cancelled)
        #expect(dismissal.chrome.isEmpty, "the swipe back is not the photo's interaction")
    }

    @Test("the back button pops with the flight, not interactively")
    func backButton() throws {
        let f = Fixture()
        f.nav.popViewController(animated: true)
        #expect(f.last == .init(operation: .pop, from: "photo", to: "grid", animator: "zoom", interactor: nil))
        #expect(f.stack == ["grid"])
        #expect(f.dismissal?.isInstalled == false)
    }

    @Test("a pinch while the swipe back runs starts nothing: the chrome hears began then ended(false), the swipe back goes on")
    func pinchDuringSwipeBack() throws {
        let f = Fixture()
        let dismissal = try #require(f.dismissal)
        #expect(f.proxy.swipeBackBegan())
        f.proxy.swipeBackChanged(translationX: 100)
        #expect(dismissal.began(.pinch, scale: 0.9))
        #expect(dismissal.chrome == ["began", "ended(false)"])
        #expect(!dismissal.isInteractive)
        #expect(f.transitions.filter { $0.operation == .pop }.count == 1)
        f.proxy.swipeBackEnded(translationX: 300, velocityX: 0)
        f.nav.completeSettle()
        #expect(f.stack == ["grid"])
    }

    @Test("a zoom push during a running transition: UIKit refuses it; no gestures are installed on the refused screen")
    func pushDuringTransition() throws {
        let f = Fixture()
        #expect(f.proxy.swipeBackBegan())
        f.proxy.swipeBackChanged(translationX: 100)
        let second = Screen("second photo", zoom: true)
        f.nav.pushViewController(second, animated: true)
        #expect(!f.transitions.contains { $0.to == "second photo" })
        #expect(second.zoomDismissal == nil)
        f.proxy.swipeBackEnded(translationX: 20, velocityX: 0)
        f.nav.completeSettle()
        #expect(f.stack == ["grid", "photo"])
        #expect(f.dismissal?.isInstalled == true)
    }

    @Test("a pushed-again photo gets a new interaction; the old one is removed")
    func pushedAgain() throws {
        let f = Fixture()
        let first = try #require(f.dismissal)
        f.nav.popViewController(animated: true)
        f.nav.pushViewController(f.photo, animated: true)
        let second = try #require(f.dismissal)
        #expect(first !== second)
        #expect(!first.isInstalled && second.isInstalled)
    }

    @Test("a horizontal drag (paging) or a pinch out stays the browser's")
    func refusedGestures() throws {
        let f = Fixture()
        let dismissal = try #require(f.dismissal)
        #expect(!dismissal.began(.drag, velocity: CGPoint(x: 600, y: 50)))
        #expect(!dismissal.began(.pinch, scale: 1.2))
        #expect(dismissal.chrome.isEmpty)
        #expect(f.transitions.count == 1)
    }
}
