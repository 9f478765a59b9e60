import Foundation

/// The navigation controller's delegate proxy as Core drives it: one UIKit call per ``NavigationInstallStep``
/// and per ``NavigationProxyAction``, named in UIKit's vocabulary.
///
/// The UIKit proxy (`NavigationDelegateForwarder`) implements it over `UINavigationController`; the tests'
/// headless proxy implements it over a headless navigation controller. Both run Core's lists with
/// ``NavigationProxyState/runInstallSteps(owner:on:)`` and ``NavigationProxyAction/run(_:candidate:newOwner:on:)``,
/// so the dispatch, the delegate bookkeeping (``NavigationDelegateSlots``) and the choice between observing the
/// transition's end and ending it now are Core's.
package protocol NavigationProxyHost: AnyObject {
    /// The app's delegate type (`any UINavigationControllerDelegate`).
    associatedtype Delegate
    /// A screen (`UIViewController`).
    associatedtype Screen

    /// The original, the wrapper and the displaced originals (read and written around each delegate action;
    /// no other host call runs in between).
    var delegateSlots: NavigationDelegateSlots<Delegate> { get set }

    // MARK: Installing

    /// `loadViewIfNeeded()` on the navigation controller and on `owner`.
    func loadViews(owner: Screen?)
    /// Observes `delegate` (KVO) and adds the swipe-back pan to the navigation controller's view.
    func observeDelegate()
    /// Reads the navigation controller and calls ``NavigationProxyState/install(owner:_:)``, applying its actions.
    func installProxy(owner: Screen?)

    // MARK: Applying actions

    /// `navigationController.delegate = ` the proxy.
    func assignProxyAsDelegate()
    /// `navigationController.delegate = delegate` (the original or the wrapper; nil when it is gone).
    func assignDelegate(_ delegate: Delegate?)
    /// What the proxy's `responds(to:)` says now; the run loop sets it before any assignment of the proxy
    /// (UIKit reads the answers when the proxy is assigned: ``NavigationDelegateAnswers``).
    var delegateAnswers: NavigationDelegateAnswers { get set }
    /// Whether the original delegate (``NavigationDelegateSlots/original``) implements `call` (`responds(to:)`);
    /// false without one.
    func originalResponds(to call: DelegateCall) -> Bool
    /// The answers changed while no assignment was due: if the proxy holds the `delegate` property, assign it
    /// afresh (`nil`, then the proxy) so that UIKit reads them again.
    func refreshDelegateAnswers()
    /// `interactivePopGestureRecognizer.isEnabled = enabled`.
    func setInteractivePopGestureRecognizerEnabled(_ enabled: Bool)
    /// iOS 26's `interactiveContentPopGestureRecognizer.isEnabled = enabled` (found at run time; nothing without it).
    func setInteractiveContentPopGestureRecognizerEnabled(_ enabled: Bool)
    /// Becomes the delegate of UIKit's back recognizers, keeping the delegates found there in its
    /// ``SystemBackGestureDelegates`` (``SystemBackGestureDelegates/take(_:current:isProxy:)`` per recognizer).
    func takeSystemBackGestureDelegates()
    /// Gives UIKit's back recognizers their chained delegates back (``SystemBackGestureDelegates/handBack(_:isProxy:)``).
    func handBackSystemBackGestureDelegates()
    /// Whether the navigation controller has a `transitionCoordinator` now.
    var hasTransitionCoordinator: Bool { get }
    /// `transitionCoordinator.animate(alongsideTransition: nil) { context in … }`, reporting the end with
    /// `context.isCancelled` (``NavigationProxyState/transitionEnded(cancelled:_:)``).
    func observeTransitionCoordinatorCompletion()
    /// Reports the end of a transition that has no coordinator, at once.
    func transitionEndedWithoutCoordinator(cancelled: Bool)
    /// The swipe-back interaction's `transitionEndedElsewhere()`.
    func abandonUnstartedSwipeBack()
    /// The swipe-back interaction's `transitionGone()`.
    func resetStaleSwipeBack()
    /// Keeps `owner` (the screen being installed as owner), weakly, and observes its view entering a window.
    func keepOwner(_ owner: Screen?)
    /// Forgets the owner screen.
    func forgetOwner()
    /// One main-queue turn later, checks the stack after a cancelled interactive pop and restores it.
    func checkStackAfterCancelledPop()
    /// Bugs planted on purpose by the tests (the reliability suite's proof that it notices them); none in the product.
    var plantedFaults: NavigationProxyFaults { get }
}

extension NavigationProxyHost {
    /// None: the product plants no fault.
    package var plantedFaults: NavigationProxyFaults { [] }
}

/// A bug planted in Core's run loop (``NavigationProxyAction/run(_:candidate:newOwner:on:)``) by a test, to prove that
/// the suites notice it: the loop drops the actions the fault names, as a broken adapter would.
package struct NavigationProxyFaults: OptionSet, Sendable, Hashable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// ``NavigationProxyAction/handBack`` is dropped: the original delegate is never handed back.
    package static let originalDelegateNotHandedBack = NavigationProxyFaults(rawValue: 1 << 0)
    /// `setSystemPopGestureEnabled(true)` is dropped: UIKit's edge swipe is never put back on.
    package static let systemPopGestureNotPutBack = NavigationProxyFaults(rawValue: 1 << 1)
    /// ``NavigationProxyAction/takeSystemBackGestureDelegates`` is dropped: UIKit's back recognizers keep their own delegate.
    package static let systemBackGestureDelegatesNotTaken = NavigationProxyFaults(rawValue: 1 << 2)

    /// Whether the loop drops `action`.
    package func drops(_ action: NavigationProxyAction) -> Bool {
        switch action {
        case .handBack: return contains(.originalDelegateNotHandedBack)
        case .setSystemPopGestureEnabled(true): return contains(.systemPopGestureNotPutBack)
        case .takeSystemBackGestureDelegates: return contains(.systemBackGestureDelegatesNotTaken)
        default: return false
        }
    }
}

extension NavigationProxyState {
    /// Runs ``installSteps`` on `host` in their order, for `owner` (nil: the navigation controller owns the proxy).
    package static func runInstallSteps<Host: NavigationProxyHost>(owner: Host.Screen?, on host: Host) {
        for step in installSteps {
            switch step {
            case .loadViews: host.loadViews(owner: owner)
            case .observe: host.observeDelegate()
            case .install: host.installProxy(owner: owner)
            }
        }
    }
}

extension NavigationProxyAction {
    /// Applies `actions` on `host` in order, one host call per action. The delegate actions go through the
    /// host's ``NavigationDelegateSlots`` (`candidate`: the delegate object the event's snapshot saw) and assign
    /// what they name; ``observeTransitionEnd`` observes the coordinator, or, without one, reports the end now
    /// (``TransitionEndObservation``); ``keepOwner`` keeps `newOwner`, the screen being installed as owner.
    ///
    /// A host call may run a new event whose actions are run before the remaining ones (re-entrant, as UIKit
    /// calls back).
    /// Every `responds(to:)` answer is computed before the assignment it is read at (``NavigationDelegateAnswers``):
    /// the slots change, the answers follow from the new original, then the delegate is assigned; answers that
    /// changed without an assignment are refreshed (``NavigationProxyHost/refreshDelegateAnswers()``).
    package static func run<Host: NavigationProxyHost>(
        _ actions: [NavigationProxyAction], candidate: Host.Delegate?,
        newOwner: Host.Screen? = nil, on host: Host
    ) {
        let faults = host.plantedFaults
        for action in actions where !faults.drops(action) {
            switch action {
            case .adoptCurrentAndAssignProxy, .handBack, .keepCurrentAsWrapper, .wrapWithOriginal,
                .restoreDisplacedOriginal, .dropOldestDisplacedOriginal, .forgetWrapper:
                var slots = host.delegateSlots
                let assignment = slots.apply(action, candidate: candidate)
                host.delegateSlots = slots
                let answers = NavigationDelegateAnswers(originalResponds: host.originalResponds(to:))
                let answersChanged = answers != host.delegateAnswers
                host.delegateAnswers = answers
                switch assignment {
                case .proxy?: host.assignProxyAsDelegate()
                case .original?: host.assignDelegate(slots.original)
                case .wrapper?: host.assignDelegate(slots.wrapper)
                case nil: if answersChanged { host.refreshDelegateAnswers() }
                }
            case let .setSystemPopGestureEnabled(enabled):
                host.setInteractivePopGestureRecognizerEnabled(enabled)
            case let .setSystemContentPopGestureEnabled(enabled):
                host.setInteractiveContentPopGestureRecognizerEnabled(enabled)
            case .takeSystemBackGestureDelegates:
                host.takeSystemBackGestureDelegates()
            case .handBackSystemBackGestureDelegates:
                host.handBackSystemBackGestureDelegates()
            case .observeTransitionEnd:
                switch TransitionEndObservation(hasCoordinator: host.hasTransitionCoordinator) {
                case .whenCoordinatorCompletes: host.observeTransitionCoordinatorCompletion()
                case let .now(cancelled): host.transitionEndedWithoutCoordinator(cancelled: cancelled)
                }
            case .abandonUnstartedSwipeBack:
                host.abandonUnstartedSwipeBack()
            case .resetStaleSwipeBack:
                host.resetStaleSwipeBack()
            case .keepOwner:
                host.keepOwner(newOwner)
            case .forgetOwner:
                host.forgetOwner()
            case .checkStackAfterCancelledPop:
                host.checkStackAfterCancelledPop()
            }
        }
    }
}
