import Foundation
import Testing
import NavTransitions

/// The UIKit behaviours the navigation code relies on that Apple does not document, each with the model
/// switched to the other possibility: the UI must stay usable (issue 7, "verified on a device: not yet").
struct UIKitAssumptionTests {
    typealias Screen = HeadlessNavigationController.Screen

    final class Fixture {
        let nav = HeadlessNavigationController(root: Screen("root"))
        let app = RecordingNavigationDelegate("app")
        let proxy: HeadlessNavigationProxy

        init(owner: Screen? = nil) {
            nav.delegate = app
            if let owner { nav.pushViewController(owner, animated: false) }
            proxy = HeadlessNavigationProxy.install(on: nav, owner: owner)
        }

        var stack: [String] { nav.viewControllers.map(\.name) }
    }

    // MARK: Key-value observation of `delegate`

    enum EntryPoint: String, CaseIterable { case touch, transitionSetter, install, ownerAppearance }

    /// Without KVO, a reassigned delegate is still adopted at the next entry point of every kind.
    @Test(arguments: EntryPoint.allCases)
    func aReassignedDelegateIsReconciledAtEveryEntryPoint(entryPoint: EntryPoint) {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        f.nav.delegateObserver = nil // the observation never fires
        let other = RecordingNavigationDelegate("other")
        f.nav.delegate = other
        switch entryPoint {
        case .touch: _ = f.proxy.swipeBackBegan(atX: 300) // any touch reaches the pan's shouldReceive
        case .transitionSetter: owner.hasCustomTransition = true
        case .install: HeadlessNavigationProxy.install(on: f.nav, owner: owner)
        case .ownerAppearance:
            f.nav.pushViewController(Screen("unseen"), animated: false)
            f.nav.popViewController(animated: false)
        }
        #expect(f.nav.delegate === f.proxy)
        #expect(f.proxy.originalDelegate === other)
    }

    // MARK: Controllers asked synchronously inside `popViewController`

    /// UIKit may ask for the controllers (and start the pop) a turn later: the finger still drives the pop.
    @Test(arguments: [false, true])
    func aPopThatStartsLaterIsStillDrivenByTheFinger(releasedBeforeTheStart: Bool) {
        let f = Fixture()
        f.nav.pushViewController(Screen("custom", custom: true), animated: false)
        f.nav.transitionsStartLater = true
        #expect(f.proxy.swipeBackBegan())
        #expect(f.proxy.swipeBackInteraction.isInteractive, "still waiting for its transition")
        f.proxy.swipeBackChanged(translationX: 100)
        if releasedBeforeTheStart { f.proxy.swipeBackEnded(translationX: 300, velocityX: 0) }
        f.nav.mainQueue.drain()
        #expect(f.nav.isInteractivePopRunning)
        if !releasedBeforeTheStart {
            #expect(abs((f.nav.interactivePop?.percentComplete ?? 0) - 100 / 375) < 1e-9)
            f.proxy.swipeBackEnded(translationX: 300, velocityX: 0)
        }
        #expect(f.nav.interactivePop?.settle == .finishing)
        f.nav.completeSettle()
        #expect(f.stack == ["root"])
    }

    /// A pop the pan began but that UIKit runs without the pan (the app's delegate answered for it) leaves
    /// the pan idle after a turn, so the next Back tap is not made interactive by a stale gesture.
    @Test func aPopThatIsNeverVendedLeavesThePanIdleAfterATurn() {
        let f = Fixture()
        f.nav.pushViewController(Screen("custom", custom: true), animated: false)
        f.nav.transitionsStartLater = true
        #expect(f.proxy.swipeBackBegan())
        f.proxy.swipeBackEnded(translationX: 20, velocityX: 0)
        // The app hands the navigation controller to a delegate that answers everything itself, before the pop runs.
        f.nav.delegateObserver = nil
        f.nav.delegate = f.app
        f.nav.mainQueue.drain()
        #expect(f.stack == ["root"], "the pop ran (not interactively) and completed")
        #expect(f.proxy.swipeBackInteraction.isInteractive == false)
    }

    // MARK: `fractionComplete` of a reversed animator

    /// Whichever way a reversed animator reports `fractionComplete`, a grab of a cancelling pop resumes
    /// where the screen is.
    @Test(arguments: [true, false])
    func aGrabOfACancellingPopResumesWhereTheScreenIs(reversedFractionCountsFromEnd: Bool) {
        let f = Fixture()
        f.nav.reversedFractionCountsFromEnd = reversedFractionCountsFromEnd
        f.nav.pushViewController(Screen("custom", custom: true), animated: false)
        #expect(f.proxy.swipeBackBegan())
        f.proxy.swipeBackChanged(translationX: 225) // 0.6
        f.proxy.swipeBackEnded(translationX: 225, velocityX: -900) // projected back below 0.5: cancels
        #expect(f.nav.interactivePop?.settle == .cancelling)
        f.nav.interactivePop?.advanceSettle(to: 0.2) // on its way back
        #expect(f.proxy.swipeBackBegan(atX: 100, velocity: CGPoint(x: 400, y: 0)))
        #expect(f.nav.interactivePop?.isReversed == false)
        #expect(abs((f.nav.interactivePop?.percentComplete ?? -1) - 0.2) < 1e-9)
        f.proxy.swipeBackChanged(translationX: 75) // 0.2 + 75/375 = 0.4
        #expect(abs((f.nav.interactivePop?.percentComplete ?? -1) - 0.4) < 1e-9)
    }

    // MARK: Transition-coordinator completions always running

    /// A cancelled interactive pop whose completion never comes: the proxy is not stuck in the transition;
    /// the next touch catches up (the system swipe is held off again, the next swipe begins).
    @Test func aCompletionThatNeverComesDoesNotLeaveTheProxyStuck() {
        let f = Fixture()
        f.nav.pushViewController(Screen("custom", custom: true), animated: false)
        f.nav.dropsCoordinatorCompletions = true
        #expect(f.proxy.swipeBackBegan())
        f.proxy.swipeBackEnded(translationX: 10, velocityX: 0)
        f.nav.completeSettle()
        #expect(f.stack == ["root", "custom"])
        #expect(f.proxy.swipeBackBegan(), "the next swipe begins")
        f.proxy.swipeBackEnded(translationX: 300, velocityX: 0)
        f.nav.completeSettle()
        #expect(f.stack == ["root"])
        f.nav.dropsCoordinatorCompletions = false
        f.nav.pushViewController(Screen("custom2", custom: true), animated: true)
        #expect(f.nav.interactivePopGestureEnabled == false)
        #expect(f.proxy.state.lifecycle.isInteractiveTransitionRunning == false)
    }

    /// The owner's reappearance waits for the end of the transition it appears in; if that completion never
    /// comes, the next entry point installs the proxy again.
    @Test func anOwnerThatReappearsInATransitionWithoutCompletionIsPickedUpAtTheNextTouch() {
        let owner = Screen("owner", custom: true)
        let f = Fixture(owner: owner)
        f.nav.popViewController(animated: true)
        #expect(f.proxy.state.phase == .detached)
        f.nav.dropsCoordinatorCompletions = true
        f.nav.pushViewController(owner, animated: true)
        #expect(f.proxy.state.phase == .detached, "waits for a completion that does not come")
        _ = f.proxy.swipeBackBegan(atX: 300)
        #expect(f.proxy.state.phase == .installed)
        #expect(f.nav.delegate === f.proxy)
    }
}
