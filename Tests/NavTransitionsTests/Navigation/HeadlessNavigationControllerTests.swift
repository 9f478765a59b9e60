import Testing
import NavTransitions

/// The headless model itself behaves as the UIKit documentation (and the noted observations) describe.
struct HeadlessNavigationControllerTests {
    typealias Screen = HeadlessNavigationController.Screen

    @Test(arguments: [false, true])
    func willShowPrecedesTheVisibleChangeAndDidShowFollowsIt(animated: Bool) {
        let root = Screen("root"), detail = Screen("detail")
        let nav = HeadlessNavigationController(root: root)
        var log: [String] = []
        nav.transitionObserver = { log.append("controllers(\($0.operation))") }
        nav.messageObserver = { [unowned nav] in log.append("\($0) visible=\(nav.visibleViewController?.name ?? "-") stack=\(nav.viewControllers.count)") }
        nav.pushViewController(detail, animated: animated)
        nav.popViewController(animated: animated)
        let suffix = animated ? "" : ", unanimated"
        let expected = [
            "controllers(push)",
            "willShow(detail\(suffix)) visible=root stack=2",
            "didShow(detail\(suffix)) visible=detail stack=2",
            "controllers(pop)",
            "willShow(root\(suffix)) visible=detail stack=1",
            "didShow(root\(suffix)) visible=root stack=1",
        ]
        #expect(log == (animated ? expected : expected.filter { !$0.hasPrefix("controllers") }))
    }

    @Test func interactivePopSendsWillShowWithTheStackAlreadyPoppedAndNoDidShowWhenCancelled() {
        let root = Screen("root"), detail = Screen("detail")
        let nav = HeadlessNavigationController(root: root)
        nav.pushViewController(detail, animated: false)
        var log: [String] = []
        nav.messageObserver = { [unowned nav] in log.append("\($0) stack=\(nav.viewControllers.map(\.name)) interactive=\(nav.transitionCoordinator?.isInteractive == true)") }
        #expect(nav.beginInteractivePop(driver: .systemGesture))
        #expect(nav.viewControllers.map(\.name) == ["root"])
        nav.cancelInteractivePop()
        #expect(nav.viewControllers.map(\.name) == ["root", "detail"])
        #expect(nav.visibleViewController === detail)
        #expect(log == ["willShow(root) stack=[\"root\"] interactive=true"])
        #expect(nav.beginInteractivePop(driver: .systemGesture))
        nav.finishInteractivePop()
        #expect(log.last == "didShow(root) stack=[\"root\"] interactive=false")
        #expect(nav.visibleViewController === root)
    }

    @Test(arguments: [false, true])
    func aFinishedInteractivePopRunsCompletionsAndDidShowInTheChosenOrder(didShowFirst: Bool) {
        let root = Screen("root"), detail = Screen("detail")
        let nav = HeadlessNavigationController(root: root)
        nav.pushViewController(detail, animated: false)
        nav.sendsDidShowBeforeCoordinatorCompletion = didShowFirst
        var log: [String] = []
        nav.messageObserver = { if case .didShow = $0 { log.append("didShow") } }
        #expect(nav.beginInteractivePop(driver: .customPan))
        nav.transitionCoordinator?.animateAlongsideTransition { cancelled in log.append("completion(cancelled: \(cancelled))") }
        nav.finishInteractivePop()
        #expect(log == (didShowFirst ? ["didShow", "completion(cancelled: false)"] : ["completion(cancelled: false)", "didShow"]))
    }

    @Test func theSystemGestureCannotPopTheRootOrBeginWhileDisabled() {
        let nav = HeadlessNavigationController(root: Screen("root"))
        #expect(!nav.beginInteractivePop(driver: .systemGesture))
        nav.pushViewController(Screen("detail"), animated: true)
        nav.interactivePopGestureEnabled = false
        #expect(!nav.beginInteractivePop(driver: .systemGesture))
        #expect(nav.beginInteractivePop(driver: .customPan))
    }

    @Test func settingTheStackUnderAnUnchangedTopSendsNoMessage() {
        let root = Screen("root"), middle = Screen("middle"), top = Screen("top")
        let nav = HeadlessNavigationController(root: root)
        nav.setViewControllers([root, middle, top], animated: false)
        var messages: [HeadlessNavigationController.Message] = []
        nav.messageObserver = { messages.append($0) }
        nav.setViewControllers([root, top], animated: true)
        #expect(messages.isEmpty)
        #expect(nav.viewControllers.map(\.name) == ["root", "top"])
        nav.setViewControllers([root], animated: true)
        #expect(messages == [.willShow("root", animated: true), .didShow("root", animated: true)])
    }

    @Test func theDelegateIsWeak() {
        let nav = HeadlessNavigationController(root: Screen("root"))
        var app: RecordingNavigationDelegate? = RecordingNavigationDelegate("app")
        nav.delegate = app
        #expect(nav.delegate === app)
        app = nil
        #expect(nav.delegate == nil)
    }
}
