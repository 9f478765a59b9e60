import Foundation
import Testing
@testable import NavTransitions

/// UIKit radar 14794181 through the headless proxy (the same Core state as the UIKit proxy) and a navigation
/// model whose cancelled interactive pop leaves the stack wrong: one main-queue turn after the cancel, the
/// proxy puts back the stack the pop started from, and the app's delegate sees the change.
struct CancelledPopRepairModelTests {
    typealias Screen = HeadlessNavigationController.Screen
    typealias Fault = HeadlessNavigationController.CancelledPopFault

    enum Case: String, CaseIterable, CustomStringConvertible {
        case none, leavesPoppedScreenOut, keepsBoth
        var description: String { rawValue }
    }

    @Test(arguments: Case.allCases)
    func aCancelledSwipeBackEndsOnTheStackItStartedFrom(fault: Case) {
        let root = Screen("root"), list = Screen("list", custom: true), detail = Screen("detail", custom: true),
            extra = Screen("extra")
        let nav = HeadlessNavigationController(root: root)
        let app = RecordingNavigationDelegate("app")
        nav.delegate = app
        let proxy = HeadlessNavigationProxy.install(on: nav)
        nav.pushViewController(list, animated: false)
        nav.pushViewController(detail, animated: false)
        switch fault {
        case .none: nav.cancelledPopFault = nil
        case .leavesPoppedScreenOut: nav.cancelledPopFault = .leavesPoppedScreenOut
        case .keepsBoth: nav.cancelledPopFault = .keepsBoth(extra: extra)
        }
        let messagesBefore = app.messages.count

        #expect(proxy.swipeBackBegan(), "the swipe back did not begin")
        proxy.swipeBackChanged(translationX: 30)
        proxy.swipeBackEnded(translationX: 30, velocityX: 0)
        nav.completeSettle()
        #expect(!nav.isInteractivePopRunning)
        let wrong: [String] =
            switch fault {
            case .none: ["root", "list", "detail"]
            case .leavesPoppedScreenOut: ["root", "list"]
            case .keepsBoth: ["root", "list", "detail", "extra"]
            }
        // UIKit's completion is not the place to change the stack: nothing happens before the next turn.
        #expect(nav.viewControllers.map(\.name) == wrong)

        nav.mainQueue.drain()
        // The popped screen comes back; a screen the old stack did not have (the app's) is never removed.
        let repaired: [String] = fault == .keepsBoth ? wrong : ["root", "list", "detail"]
        #expect(nav.viewControllers.map(\.name) == repaired)
        #expect(proxy.stackRestores == (fault == .leavesPoppedScreenOut ? 1 : 0))
        #expect(nav.topViewController === (fault == .keepsBoth ? extra : detail))
        // The app's delegate (SwiftUI's, in a SwiftUI stack) hears of the restore as of any change.
        let after = Array(app.messages.dropFirst(messagesBefore))
        let expected: [HeadlessNavigationController.Message] =
            switch fault {
            case .none, .keepsBoth: [.willShow("list", animated: true)]
            case .leavesPoppedScreenOut:
                [.willShow("list", animated: true), .willShow("detail", animated: false), .didShow("detail", animated: false)]
            }
        #expect(after == expected)
        #expect(nav.delegate === proxy)
    }

    /// `root → detail` (custom) with the proxy installed and a model that leaves the popped screen out of a
    /// cancelled pop; a swipe back released at `translation` points, its settle played to the end.
    static func swipeBackOverFaultyModel(
        releasedAt translation: CGFloat
    ) -> (HeadlessNavigationController, HeadlessNavigationProxy) {
        let nav = HeadlessNavigationController(root: Screen("root"))
        let proxy = HeadlessNavigationProxy.install(on: nav)
        nav.pushViewController(Screen("detail", custom: true), animated: false)
        nav.cancelledPopFault = .leavesPoppedScreenOut
        #expect(proxy.swipeBackBegan())
        proxy.swipeBackChanged(translationX: translation)
        proxy.swipeBackEnded(translationX: translation, velocityX: 0)
        nav.completeSettle()
        return (nav, proxy)
    }

    @Test func aFinishedSwipeBackIsNeverRepaired() {
        let (nav, proxy) = Self.swipeBackOverFaultyModel(releasedAt: 300)
        nav.mainQueue.drain()
        #expect(nav.viewControllers.map(\.name) == ["root"])
        #expect(proxy.stackRestores == 0)
    }

    @Test func aPushBeforeTheCheckWinsOverTheRepair() {
        let (nav, proxy) = Self.swipeBackOverFaultyModel(releasedAt: 30)
        // The app pushes inside the same turn: its didShow settles the stack, the pending check finds nothing.
        nav.pushViewController(Screen("next"), animated: true)
        nav.mainQueue.drain()
        #expect(nav.viewControllers.map(\.name) == ["root", "next"])
        #expect(proxy.stackRestores == 0)
    }

    /// The owner revealed by the pop (an owner below the top, a segue's destination): its view entering the
    /// window makes the proxy observe the same transition's end a second time; the repair still runs once.
    @Test func aSwipeBackOntoTheOwnerIsRepairedOnce() {
        let root = Screen("root"), owner = Screen("owner", custom: true), detail = Screen("detail", custom: true)
        let nav = HeadlessNavigationController(root: root)
        nav.pushViewController(owner, animated: false)
        let proxy = HeadlessNavigationProxy.install(on: nav, owner: owner)
        nav.pushViewController(detail, animated: false)
        nav.cancelledPopFault = .leavesPoppedScreenOut
        #expect(proxy.swipeBackBegan())
        proxy.swipeBackChanged(translationX: 30)
        proxy.swipeBackEnded(translationX: 30, velocityX: 0)
        nav.completeSettle()
        #expect(
            proxy.actions.filter { $0 == .observeTransitionEnd }.count >= 2,
            "the owner's appearance did not observe the end again")
        nav.mainQueue.drain()
        #expect(nav.viewControllers.map(\.name) == ["root", "owner", "detail"])
        #expect(proxy.stackRestores == 1)
        #expect(nav.delegate === proxy)
    }
}
