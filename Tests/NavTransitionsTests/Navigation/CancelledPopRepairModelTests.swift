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
        let root = Screen("root"), list = Screen("list", custom: true), detail = Screen("detail", custom: true), extra = Screen("extra")
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
        let wrong: [String] = switch fault {
        case .none: ["root", "list", "detail"]
        case .leavesPoppedScreenOut: ["root", "list"]
        case .keepsBoth: ["root", "list", "detail", "extra"]
        }
        // UIKit's completion is not the place to change the stack: nothing happens before the next turn.
        #expect(nav.viewControllers.map(\.name) == wrong)

        nav.mainQueue.drain()
        #expect(nav.viewControllers.map(\.name) == ["root", "list", "detail"])
        #expect(proxy.stackRestores == (fault == .none ? 0 : 1))
        #expect(nav.topViewController === detail)
        // The detail's view is the one in the container, alone: no screen left behind.
        #expect(nav.containerView.subviews.map(\.name) == [detail.content.view.name])
        // The app's delegate (SwiftUI's, in a SwiftUI stack) hears of the restore as of any change.
        let after = Array(app.messages.dropFirst(messagesBefore))
        let expected: [HeadlessNavigationController.Message] = switch fault {
        case .none: [.willShow("list", animated: true)]
        case .leavesPoppedScreenOut: [.willShow("list", animated: true), .willShow("detail", animated: false), .didShow("detail", animated: false)]
        // The top did not change (detail is below extra, then on top again): a pop to detail.
        case .keepsBoth: [.willShow("list", animated: true), .willShow("detail", animated: false), .didShow("detail", animated: false)]
        }
        #expect(after == expected)
        #expect(nav.delegate === proxy)
    }

    /// `root → detail` (custom) with the proxy installed and a model that leaves the popped screen out of a
    /// cancelled pop; a swipe back released at `translation` points, its settle played to the end.
    static func swipeBackOverFaultyModel(releasedAt translation: CGFloat) -> (HeadlessNavigationController, HeadlessNavigationProxy) {
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
}
