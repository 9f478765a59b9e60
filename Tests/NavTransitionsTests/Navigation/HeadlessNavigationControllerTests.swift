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
        nav.messageObserver = { [unowned nav] in
            log.append("\($0) visible=\(nav.visibleViewController?.name ?? "-") stack=\(nav.viewControllers.count)")
        }
        detail.onWindowEntry(key: ObjectIdentifier(nav)) { [unowned nav] in
            log.append("detail in window, coordinator=\(nav.transitionCoordinator != nil)")
        }
        nav.pushViewController(detail, animated: animated)
        nav.popViewController(animated: animated)
        let suffix = animated ? "" : ", unanimated"
        let expected = [
            "controllers(push)",
            "willShow(detail\(suffix)) visible=root stack=2",
            "detail in window, coordinator=\(animated)",
            "didShow(detail\(suffix)) visible=detail stack=2",
            "controllers(pop)",
            "willShow(root\(suffix)) visible=detail stack=1",
            "didShow(root\(suffix)) visible=root stack=1",
        ]
        #expect(log == (animated ? expected : expected.filter { !$0.hasPrefix("controllers") }))
    }

    @Test func aSystemSwipeSendsWillShowWithTheStackAlreadyPoppedAndNoDidShowWhenCancelled() {
        let root = Screen("root"), detail = Screen("detail")
        let nav = HeadlessNavigationController(root: root)
        nav.pushViewController(detail, animated: false)
        var log: [String] = []
        nav.messageObserver = { [unowned nav] in
            log.append(
                "\($0) stack=\(nav.viewControllers.map(\.name)) interactive=\(nav.transitionCoordinator?.isInteractive == true)")
        }
        #expect(nav.beginSystemSwipePop())
        #expect(nav.viewControllers.map(\.name) == ["root"])
        nav.cancelInteractivePop()
        #expect(nav.viewControllers.map(\.name) == ["root", "detail"])
        #expect(nav.visibleViewController === detail)
        #expect(log == ["willShow(root) stack=[\"root\"] interactive=true"])
        #expect(nav.beginSystemSwipePop())
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
        #expect(nav.beginSystemSwipePop())
        nav.transitionCoordinator?.animateAlongsideTransition { cancelled in log.append("completion(cancelled: \(cancelled))") }
        nav.finishInteractivePop()
        #expect(
            log == (didShowFirst ? ["didShow", "completion(cancelled: false)"] : ["completion(cancelled: false)", "didShow"]))
    }

    @Test func theSystemSwipeCannotPopTheRootOrBeginWhileDisabled() {
        let nav = HeadlessNavigationController(root: Screen("root"))
        #expect(!nav.beginSystemSwipePop())
        nav.pushViewController(Screen("detail"), animated: true)
        nav.interactivePopGestureEnabled = false
        #expect(!nav.beginSystemSwipePop())
        nav.interactivePopGestureEnabled = true
        #expect(nav.beginSystemSwipePop())
    }

    /// A delegate that vends an interaction controller for pops: the pop starts it after `willShow`, and only
    /// the settle's end (finish or cancel as the interaction said) ends the pop.
    @Test(arguments: [false, true])
    func aVendedInteractionControllerDrivesThePop(cancel: Bool) {
        final class Driving: HeadlessNavigationController.Delegate, HeadlessNavigationController.Interactor {
            let vendorName = "driving"
            var pop: HeadlessNavigationController.InteractivePop?
            lazy var animator = HeadlessNavigationController.Animator(vendor: vendorName)
            func navigationController(_ n: HeadlessNavigationController, willShow s: Screen, animated: Bool) {}
            func navigationController(_ n: HeadlessNavigationController, didShow s: Screen, animated: Bool) {}
            func navigationController(
                _ n: HeadlessNavigationController, animationControllerFor o: TransitionOperation, from: Screen, to: Screen
            )
                -> HeadlessNavigationController.Animator?
            { animator }
            func navigationController(
                _ n: HeadlessNavigationController, interactionControllerFor a: HeadlessNavigationController.Animator
            )
                -> HeadlessNavigationController.Interactor?
            { self }
            func startInteractiveTransition(_ transition: HeadlessNavigationController.InteractivePop) { pop = transition }
        }
        let root = Screen("root"), detail = Screen("detail")
        let nav = HeadlessNavigationController(root: root)
        nav.pushViewController(detail, animated: false)
        let driving = Driving()
        nav.delegate = driving
        #expect(nav.popViewController(animated: true) === detail)
        #expect(nav.isInteractivePopRunning)
        #expect(nav.transitionCoordinator?.isInteractive == true)
        guard let pop = driving.pop else { return #expect(Bool(false), "the interaction controller was not started") }
        pop.update(0.4)
        if cancel { pop.cancel(initialVelocity: 0) } else { pop.finish(initialVelocity: 0) }
        #expect(pop.isReversed == cancel)
        #expect(pop.fractionComplete == (cancel ? 0.6 : 0.4))
        pop.pause()
        nav.completeSettle()
        #expect(nav.isInteractivePopRunning, "a paused settle does not end the pop")
        if cancel { pop.cancel(initialVelocity: 0) } else { pop.finish(initialVelocity: 0) }
        nav.completeSettle()
        #expect(!nav.isInteractivePopRunning)
        #expect(nav.viewControllers.map(\.name) == (cancel ? ["root", "detail"] : ["root"]))
    }

    @Test func aTransitionThatStartsLaterRunsOnTheNextMainQueueTurn() {
        let root = Screen("root"), detail = Screen("detail")
        let nav = HeadlessNavigationController(root: root)
        nav.transitionsStartLater = true
        var messages: [HeadlessNavigationController.Message] = []
        nav.messageObserver = { messages.append($0) }
        nav.pushViewController(detail, animated: true)
        #expect(nav.viewControllers.map(\.name) == ["root", "detail"])
        #expect(messages.isEmpty)
        nav.mainQueue.drain()
        #expect(messages == [.willShow("detail", animated: true), .didShow("detail", animated: true)])
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
        #expect(middle.navigationController == nil)
        nav.setViewControllers([root], animated: true)
        #expect(messages == [.willShow("root", animated: true), .didShow("root", animated: true)])
    }

    @Test func theDelegateIsWeakAndEveryAssignmentIsObserved() {
        let nav = HeadlessNavigationController(root: Screen("root"))
        var observed = 0
        nav.delegateObserver = { observed += 1 }
        var app: RecordingNavigationDelegate? = RecordingNavigationDelegate("app")
        nav.delegate = app
        nav.delegate = app
        #expect(observed == 2)
        #expect(nav.delegate === app)
        app = nil
        #expect(nav.delegate == nil)
    }

    @Test func theMainQueueRunsWorkInOrderIncludingWorkQueuedWhileDraining() {
        let queue = HeadlessMainQueue()
        var log: [Int] = []
        queue.async {
            log.append(1)
            queue.async { log.append(3) }
        }
        queue.async { log.append(2) }
        #expect(log.isEmpty)
        queue.drain()
        #expect(log == [1, 2, 3])
        #expect(queue.isEmpty)
    }
}
