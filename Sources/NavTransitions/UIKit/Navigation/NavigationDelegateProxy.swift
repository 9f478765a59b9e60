#if canImport(UIKit)
import UIKit

/// The navigation controller's delegate proxy: custom push and pop, an interactive swipe back, and the
/// app's own delegate kept, informed and handed back.
///
/// A ``TransitionNavigationController`` installs it on itself; this type is the building block for a
/// navigation controller the app does not create (another library's subclass, SwiftUI's, a feature pushing
/// into the app's navigation controller with `owner:`). Install it once per navigation controller, before
/// pushing screens with a ``NavigationControllerTransition``:
///
/// ```swift
/// NavigationDelegateProxy.install(on: navigationController)
/// detail.navigationTransition = .slide
/// navigationController.pushViewController(detail, animated: true)   // swipe back works
/// ```
///
/// What it guarantees (the rules live in Core's `NavigationProxyState`):
/// - the delegate the navigation controller had is kept weakly as the *original* and receives every
///   delegate call: `willShow` and `didShow` (forwarded before any hand-back), the orientation methods,
///   and the animation and interaction controllers whenever the proxy does not answer them itself;
/// - precedence: a push asks the pushed screen's ``NavigationControllerTransition``, a pop the popped screen's; if
///   that screen has one, the proxy answers, otherwise the original delegate's answer is used unchanged
///   (nil without an original, which gives the system animation);
/// - with an `owner`, the proxy attaches at once (the owner's own push is custom) and hands the original back
///   in `willShow` once the owner has been in the stack and left it (after an interactive pop only if it
///   finished), or when the owner is freed; it installs itself again when the owner reappears;
/// - a delegate the app assigns while the proxy is installed becomes the new original; another library's
///   delegate proxy that wraps it (and forwards to it) keeps the property, without a forwarding loop;
/// - UIKit's `interactivePopGestureRecognizer` is only switched off while a screen with a custom transition
///   is on top, and put back; the library's own pan honours the app's `isEnabled`, a hidden or replaced back
///   button and the screen's ``NavigationControllerTransition/swipeBackArea``;
/// - installing twice returns the same proxy; the proxy never retains the navigation controller or a
///   view controller (the navigation controller retains the proxy).
@MainActor
public final class NavigationDelegateProxy {
    /// The object that is the navigation controller's `delegate` and the swipe-back pan's delegate.
    let forwarder: NavigationDelegateForwarder

    private init(navigationController: UINavigationController) {
        forwarder = NavigationDelegateForwarder(navigationController: navigationController)
    }

    /// The app's own delegate, kept weakly and informed of every call while the proxy is installed.
    ///
    /// Nil while the proxy is not installed (detached or uninstalled), unless another library's delegate
    /// proxy still forwards the calls to this proxy, which passes them on.
    public var originalDelegate: UINavigationControllerDelegate? { forwarder.originalDelegate }

    /// The library's swipe-back recognizer: the pan that pops screens with a ``NavigationControllerTransition``, the
    /// counterpart of the navigation controller's `interactivePopGestureRecognizer` for those screens.
    ///
    /// Use it for failure requirements, on your own recognizers preferably:
    /// `drawingPan.require(toFail: proxy.interactivePopGestureRecognizer)` makes your pan wait for the swipe
    /// back. It is a `UIPanGestureRecognizer` on the navigation controller's view, shared by every screen of
    /// the navigation controller: a requirement set on it stays after the screen that set it has gone. Its
    /// delegate is the proxy's (do not replace it); turn swipe back off with the screen's
    /// ``NavigationControllerTransition/swipeBackArea`` `= nil`, or app-wide with UIKit's
    /// `interactivePopGestureRecognizer.isEnabled = false`, which the proxy honours.
    public var interactivePopGestureRecognizer: UIGestureRecognizer { forwarder.swipeBackPan }

    /// The declarative layer that answers for this navigation controller's screens (the SwiftUI modifiers'
    /// stack bridge), kept weakly; nil: each screen's own `navigationTransition`. Setting it reconciles (the
    /// top screen's swipe back may change hands).
    package var transitionProvider: NavigationTransitionProvider? {
        get { forwarder.transitionProvider }
        set {
            forwarder.transitionProvider = newValue
            forwarder.reconcile()
        }
    }

    /// Installs the proxy on a navigation controller, or returns the one already there (never nests).
    ///
    /// Call it before the first screen with a ``NavigationControllerTransition`` is pushed (the push asks the delegate
    /// for its animation): right after creating the navigation controller, or, from a feature, before
    /// pushing the feature's first screen, with that screen as `owner`. The navigation controller's view and
    /// the owner's view are loaded first; a delegate assigned meanwhile (in `viewDidLoad`) becomes the original.
    ///
    /// There is one proxy per navigation controller, shared by everyone who installs it. Installing again
    /// keeps the owner that keeps it longer: `nil` (the navigation controller) over any screen, then the
    /// screen deeper in the stack. So a feature that installs with its own screen as owner, on a navigation
    /// controller the app installed without one, changes nothing and leaves nothing behind: when the feature's
    /// screen leaves, the proxy stays as the app installed it. Every setting is per screen
    /// (``UIKit/UIViewController/navigationTransition``), none is proxy-wide, so none outlives the screens that
    /// made it. A feature never calls ``uninstall()``: its owner leaving the stack is its uninstall.
    ///
    /// - Parameters:
    ///   - navigationController: the navigation controller; its current delegate becomes the original.
    ///   - owner: nil to keep the proxy until ``uninstall()``; a screen to keep it only while that screen
    ///     is in the stack. Install right before pushing the owner (its push already runs its custom
    ///     transition) or with it in the stack. The proxy hands back once the owner has been in the stack and
    ///     left it, or when the owner is freed, pushed or not; an owner that is never pushed and stays alive
    ///     keeps the proxy installed. Installed again when the owner reappears; to notice that, the owner's
    ///     view gets a hidden, zero-size, non-interactive subview. Pushing the owner again after it left:
    ///     install again first, as ``NavigationTransitionSegue`` does, or that push runs the system animation.
    @discardableResult
    public static func install(on navigationController: UINavigationController, owner: UIViewController? = nil) -> NavigationDelegateProxy {
        let proxy = AssociatedValues.navigationDelegateProxy.get(navigationController)
            ?? NavigationDelegateProxy(navigationController: navigationController)
        AssociatedValues.navigationDelegateProxy.set(proxy, on: navigationController)
        proxy.forwarder.install(owner: owner)
        return proxy
    }

    /// The proxy installed on a navigation controller, if any.
    public static func installed(on navigationController: UINavigationController) -> NavigationDelegateProxy? {
        AssociatedValues.navigationDelegateProxy.get(navigationController)
    }

    /// Hands the original delegate back (unless the app has set another one) and removes the swipe-back pan.
    ///
    /// For the app that installed without an owner; it removes the proxy for everyone. A swipe back in
    /// progress is cancelled first (a removed gesture recognizer reports nothing more). If another library's
    /// delegate proxy wraps this one, it keeps the `delegate` property, and this proxy keeps passing its
    /// calls on to the original delegate.
    public func uninstall() {
        forwarder.uninstall()
    }
}

/// The navigation controller's actual `delegate` and the swipe-back pan's delegate: a thin adapter over
/// Core's `NavigationProxyState`. Not public, so that its delegate methods are not API.
@MainActor
final class NavigationDelegateForwarder: NSObject, UINavigationControllerDelegate, UIGestureRecognizerDelegate,
    @preconcurrency NavigationProxyHost {
    private typealias State = NavigationProxyState<ObjectIdentifier, ObjectIdentifier, ObjectIdentifier>

    private weak var navigationController: UINavigationController?
    /// The original delegate as the proxy reports it: only while it receives the calls.
    var originalDelegate: UINavigationControllerDelegate? { state.reportedOriginal(original) }
    /// The original delegate: forwarded to whenever the proxy is called, handed back.
    private var original: UINavigationControllerDelegate? { slots.original }
    /// The original, the wrapper and the displaced originals, as Core's actions change them.
    private var slots = NavigationDelegateSlots<any UINavigationControllerDelegate>()
    private var wrapper: UINavigationControllerDelegate? { slots.wrapper }
    private weak var owner: UIViewController?

    // Read by `responds(to:)`, which NSObject declares nonisolated; UIKit calls it on the main thread.
    // Written only on the main actor, when the original delegate changes.
    private nonisolated(unsafe) var originalSupportsOrientations = false
    private nonisolated(unsafe) var originalPrefersOrientation = false
    private var state = State()
    /// Where the finger came down (`shouldReceive` with the touch); nil for a trackpad's scroll.
    private var swipeBackTouchDown: CGPoint?
    /// What moves the swipe-back pan now (`shouldReceive` with the event).
    private var swipeBackInput = SwipeBackInput.touch
    private var delegateObservation: NSKeyValueObservation?
    /// The `from` controller of the transition whose `willShow` came last (an interactive pop's popped screen),
    /// held strongly from the pop's cancelled end for one main-queue turn, until the stack is checked.
    private weak var poppedScreen: UIViewController?
    /// Answers for the screens instead of their own `navigationTransition` (see ``answer(for:)``).
    weak var transitionProvider: NavigationTransitionProvider?
    let swipeBackPan = UIPanGestureRecognizer()
    lazy var swipeBackInteraction = PanInteractiveTransition(toward: .trailing) { [weak self] in
        self?.navigationController?.popViewController(animated: true) != nil
    }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        swipeBackPan.delegate = self
        swipeBackPan.maximumNumberOfTouches = 1
        // An iPad trackpad's two-finger swipe moves the pan too, as it moves the system's swipe back.
        swipeBackPan.allowedScrollTypesMask = .continuous
        swipeBackPan.addTarget(self, action: #selector(handleSwipeBack(_:)))
    }

    // MARK: Installing

    func install(owner newOwner: UIViewController?) {
        State.runInstallSteps(owner: newOwner, on: self)
    }

    func uninstall() {
        swipeBackInteraction.gestureCancelled()
        handle { $0.uninstall($1) }
        delegateObservation = nil
        navigationController?.view.removeGestureRecognizer(swipeBackPan)
    }

    /// An entry point other than a delegate call (a screen's `navigationTransition` changed): reconcile.
    func reconcile() {
        handle { $0.reconcile($1) }
    }

    // MARK: Reading and applying

    /// Who answers the push or pop of `screen`: the ``transitionProvider``, or else the screen's own
    /// `navigationTransition` (Core's precedence with nothing declared around it).
    func answer(for screen: UIViewController) -> ScreenTransitionChoice<NavigationControllerTransition>.Answer {
        transitionProvider?.answer(for: screen)
            ?? ScreenTransitionChoice.answer(own: screen.navigationTransitionToRun, destination: .inherit, stackDefault: nil)
    }

    /// How Core weighs a screen's push and pop (none for no screen).
    private func claim(of screen: UIViewController?) -> ScreenTransitionClaim {
        guard let screen else { return .none }
        return answer(for: screen).claim(pushedByFramework: AssociatedValues.pushedByFramework.get(screen) ?? false)
    }

    /// The navigation controller as Core sees it, and the delegate object in its `delegate` property.
    private func read(_ navigationController: UINavigationController) -> (State.Snapshot, UINavigationControllerDelegate?) {
        let delegate = navigationController.delegate
        let snapshot = State.Snapshot(
            stack: navigationController.viewControllers.map(ObjectIdentifier.init),
            current: DelegateSlot(
                current: delegate.map { ObjectIdentifier($0) }, proxy: ObjectIdentifier(self), wrapper: wrapper.map { ObjectIdentifier($0) }
            ),
            topHasCustomTransition: claim(of: navigationController.topViewController).mayRunOurs,
            isTransitionRunning: navigationController.transitionCoordinator != nil,
            systemPopGestureEnabled: navigationController.interactivePopGestureRecognizer?.isEnabled
        )
        return (snapshot, delegate)
    }

    /// Runs one event of Core's state while the navigation controller lives: notices a freed owner first (its
    /// id could be reused by a new screen), then reads the navigation controller, asks Core, applies.
    private func handle(
        newOwner: UIViewController? = nil,
        _ event: (inout State, State.Snapshot) -> [NavigationProxyAction]
    ) {
        guard let navigationController else { return }
        noticeDeallocatedOwner(navigationController)
        let (snapshot, candidate) = read(navigationController)
        NavigationProxyAction.run(event(&state, snapshot), candidate: candidate, newOwner: newOwner, on: self)
    }

    /// A dead owner's identifier can be reused by a new screen: notice it before any other event.
    private func noticeDeallocatedOwner(_ navigationController: UINavigationController) {
        let (snapshot, candidate) = read(navigationController)
        NavigationProxyAction.run(state.noticeOwner(isAlive: owner != nil, snapshot), candidate: candidate, newOwner: nil, on: self)
    }

    /// Caches what the original answers for the orientation methods (read by `responds(to:)`).
    func delegateSlotsChanged() {
        originalSupportsOrientations = original?.responds(
            to: #selector(UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:))) ?? false
        originalPrefersOrientation = original?.responds(
            to: #selector(UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:))) ?? false
    }

    /// UIKit does not document key-value observation of `delegate`; every entry point also reconciles.
    ///
    /// KVO calls back in a `@Sendable` context, inside the assignment: the change is reported on the main
    /// queue, one turn later.
    private func observeDelegate(of navigationController: UINavigationController) {
        // Installing again keeps the observation there is.
        delegateObservation = delegateObservation ?? navigationController.observe(\.delegate, options: []) { [weak self] _, _ in
            DispatchQueue.main.async { [weak self] in self?.delegatePropertyChanged() }
        }
    }

    private func delegatePropertyChanged() {
        handle { $0.delegatePropertyChanged($1) }
    }

    private func transitionEnded(cancelled: Bool) {
        handle { $0.transitionEnded(cancelled: cancelled, $1) }
    }

    /// One main-queue turn after a cancelled interactive pop: Core compares the stack with the one the pop
    /// started from and names the stack to restore (UIKit radar 14794181), built from the screens at hand.
    private func checkStackAfterCancelledPop(popped: UIViewController?) {
        guard let navigationController else { return }
        let (snapshot, _) = read(navigationController)
        guard let restore = state.stackToRestoreAfterCancelledPop(popped: popped.map(ObjectIdentifier.init), snapshot) else { return }
        let atHand = navigationController.viewControllers + [popped].compactMap { $0 }
        let screens = Dictionary(atHand.map { (ObjectIdentifier($0), $0) }) { first, _ in first }
        let restored = restore.compactMap { screens[$0] }
        let typeName = { (screen: UIViewController) in String(describing: type(of: screen)) }
        AssumptionLog.check(AssumptionProbe.cancelledPopLeftStack(navigationController.viewControllers.map(typeName), restored: restored.map(typeName)))
        navigationController.setViewControllers(restored, animated: false)
    }

    private func ownerMovedToWindow(_ isInWindow: Bool) {
        handle { $0.ownerMovedToWindow(isInWindow: isInWindow, $1) }
    }

    // MARK: NavigationProxyHost: the UIKit call of each install step and action

    var delegateSlots: NavigationDelegateSlots<any UINavigationControllerDelegate> {
        get { slots }
        set { slots = newValue }
    }

    func loadViews(owner: UIViewController?) {
        guard let navigationController else { return }
        navigationController.loadViewIfNeeded()
        owner?.loadViewIfNeeded()
    }

    func observeDelegate() {
        guard let navigationController else { return }
        observeDelegate(of: navigationController)
        // stays in UIKit: identity of a UIKit object: adding a recognizer twice is not documented
        if swipeBackPan.view !== navigationController.view { navigationController.view.addGestureRecognizer(swipeBackPan) }
    }

    func installProxy(owner: UIViewController?) {
        handle(newOwner: owner) { $0.install(owner: owner.map(ObjectIdentifier.init), $1) }
    }

    func assignProxyAsDelegate() {
        navigationController?.delegate = self
    }

    func assignDelegate(_ delegate: (any UINavigationControllerDelegate)?) {
        navigationController?.delegate = delegate
    }

    func setInteractivePopGestureRecognizerEnabled(_ enabled: Bool) {
        navigationController?.interactivePopGestureRecognizer?.isEnabled = enabled
    }

    var hasTransitionCoordinator: Bool { navigationController?.transitionCoordinator != nil }

    func observeTransitionCoordinatorCompletion() {
        navigationController?.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] context in
            self?.transitionEnded(cancelled: context.isCancelled)
        }
    }

    func transitionEndedWithoutCoordinator(cancelled: Bool) {
        AssumptionLog.check(AssumptionProbe.transitionCoordinator(exists: false, for: .navigationTransitionEnd))
        transitionEnded(cancelled: cancelled)
    }

    func abandonUnstartedSwipeBack() {
        swipeBackInteraction.transitionEndedElsewhere()
    }

    func resetStaleSwipeBack() {
        swipeBackInteraction.transitionGone()
    }

    func keepOwner(_ newOwner: UIViewController?) {
        owner = newOwner
        _ = newOwner.map { OwnerAppearanceObserver.attach(to: $0) { [weak self] isInWindow in self?.ownerMovedToWindow(isInWindow) } }
    }

    func forgetOwner() {
        owner = nil
    }

    func checkStackAfterCancelledPop() {
        let popped = poppedScreen // alive until the check: only the ended transition's context held it
        DispatchQueue.main.async { [weak self] in self?.checkStackAfterCancelledPop(popped: popped) }
    }

    // MARK: UINavigationControllerDelegate

    /// Enters a delegate method: Core's re-entrancy guard and wrapper detection (apply before forwarding).
    private func beginDelegateCall(_ call: DelegateCall, _ navigationController: UINavigationController) -> DelegateCallEntry {
        let (snapshot, candidate) = read(navigationController)
        let (entry, actions) = state.delegateCallBegan(call, snapshot)
        NavigationProxyAction.run(actions, candidate: candidate, newOwner: nil, on: self)
        return entry
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        let entry = beginDelegateCall(.willShow, navigationController)
        defer { state.delegateCallEnded(.willShow) }
        // stays in UIKit: applies Core's DelegateCallEntry (a loop: neither forward nor decide)
        guard entry != .ignore else { return }
        let original = self.original // before a hand-back can clear it
        original?.navigationController?(navigationController, willShow: viewController, animated: animated)
        // stays in UIKit: applies Core's DelegateCallEntry (a call that came back is only forwarded)
        guard entry == .handle else { return }
        let coordinator = navigationController.transitionCoordinator
        poppedScreen = coordinator?.viewController(forKey: .from)
        let transition = (from: poppedScreen.map(ObjectIdentifier.init), to: coordinator?.viewController(forKey: .to).map(ObjectIdentifier.init))
        handle {
            $0.willShow($1, isInteractive: coordinator?.isInteractive ?? false, shown: ObjectIdentifier(viewController), coordinator: transition)
        }
        AssumptionLog.check(AssumptionProbe.proxyHoldsNavigationDelegate(read(navigationController).0.current, isInstalled: state.phase == .installed))
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let entry = beginDelegateCall(.didShow, navigationController)
        defer { state.delegateCallEnded(.didShow) }
        // stays in UIKit: applies Core's DelegateCallEntry (a loop: neither forward nor decide)
        guard entry != .ignore else { return }
        let original = self.original // before a hand-back can clear it
        original?.navigationController?(navigationController, didShow: viewController, animated: animated)
        // stays in UIKit: applies Core's DelegateCallEntry (a call that came back is only forwarded)
        guard entry == .handle else { return }
        handle { $0.didShow($1) }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let entry = beginDelegateCall(.animationController, navigationController)
        defer { state.delegateCallEnded(.animationController) }
        let original = self.original
        let originalAnswer = { original?.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC) }
        // stays in UIKit: applies DelegateCallEntry, returning the UIKit object the case names
        switch entry {
        case .ignore: return nil
        case .forwardOnly: return originalAnswer()
        case .handle: break
        }
        noticeDeallocatedOwner(navigationController)
        let kind = TransitionOperation(operation)
        // A pushed SwiftUI screen builds its content now, so that what it declares is read below.
        transitionProvider?.prepareForTransition(kind, from: fromVC, to: toVC)
        let answer = state.animationControllerAnswer(for: kind, from: claim(of: fromVC), to: claim(of: toVC), hasOriginal: original != nil)
        // stays in UIKit: applies NavigationAnimationAnswer, returning the UIKit object the case names
        switch answer {
        case let .screensTransition(side, operation):
            return vendScreensTransition(side, operation, from: fromVC, to: toVC)
        case .original:
            state.animationControllerVended(nil, operation: kind)
            return originalAnswer()
        case .system:
            state.animationControllerVended(nil, operation: kind)
            return nil
        case .originalThenScreensTransition:
            let theirs = originalAnswer()
            // stays in UIKit: applies Core's pushedScreen (which screen to mark)
            if let pushed = answer.pushedScreen(originalAnswered: theirs != nil) {
                AssociatedValues.pushedByFramework.set(pushed.pushedByFramework, on: pushed.screen.pick(from: fromVC, to: toVC))
            }
            // stays in UIKit: applies Core's resolved answer (the original's controller, or a screen's transition)
            guard case let .screensTransition(side, operation) = answer.resolved(originalAnswered: theirs != nil) else {
                state.animationControllerVended(nil, operation: kind)
                return theirs
            }
            return vendScreensTransition(side, operation, from: fromVC, to: toVC)
        }
    }

    /// The proxy's own answer: the animation controller of the transition Core named (one screen's), recorded
    /// as vended so that its interaction is the proxy's too.
    private func vendScreensTransition(
        _ side: NavigationTransitionScreen,
        _ operation: TransitionOperation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let animationController = answer(for: side.pick(from: fromVC, to: toVC)).fallback?.animationController(for: operation, from: fromVC, to: toVC)
        state.animationControllerVended(animationController.map(ObjectIdentifier.init), operation: operation)
        return animationController
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        let entry = beginDelegateCall(.interactionController, navigationController)
        defer { state.delegateCallEnded(.interactionController) }
        let original = self.original
        let originalAnswer = { original?.navigationController?(navigationController, interactionControllerFor: animationController) }
        let zoom = animationController as? ZoomTransitionAnimator
        // stays in UIKit: applies NavigationInteractionAnswer, returning the UIKit object the case names
        switch state.interactionControllerAnswer(
            entry: entry,
            for: ObjectIdentifier(animationController),
            isSwipeBackInteractive: swipeBackInteraction.isInteractive,
            isZoomDismissalInteractive: zoom?.zoomDismissal?.isInteractive ?? false,
            hasOriginal: original != nil
        ) {
        case .swipeBack:
            swipeBackInteraction.animationController = animationController
            return swipeBackInteraction
        case .zoomDismissal:
            zoom?.zoomDismissal?.animationController = zoom
            return zoom?.zoomDismissal
        case .original:
            return originalAnswer()
        case .system:
            return nil
        }
    }

    /// Forwarded; if the original has been freed since, UIKit's defaults (Core's `NavigationOrientationAnswer`).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        let entry = beginDelegateCall(.supportedInterfaceOrientations, navigationController)
        defer { state.delegateCallEnded(.supportedInterfaceOrientations) }
        return NavigationOrientationAnswer.supportedInterfaceOrientations(
            entry: entry,
            original: { original?.navigationControllerSupportedInterfaceOrientations?(navigationController) },
            isPad: navigationController.traitCollection.userInterfaceIdiom == .pad,
            all: .all,
            allButUpsideDown: .allButUpsideDown
        )
    }

    /// Forwarded; if the original has been freed since, the top screen's preference (Core's `NavigationOrientationAnswer`).
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        let entry = beginDelegateCall(.preferredInterfaceOrientation, navigationController)
        defer { state.delegateCallEnded(.preferredInterfaceOrientation) }
        return NavigationOrientationAnswer.preferredInterfaceOrientation(
            entry: entry,
            original: { original?.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController) },
            topScreen: { navigationController.topViewController?.preferredInterfaceOrientationForPresentation },
            portrait: .portrait
        )
    }

    /// Claims the orientation methods only when the original delegate implements them, so that UIKit's
    /// own defaults apply otherwise. (UIKit reads this when the delegate is assigned; adopting a new
    /// original re-assigns the proxy.)
    override func responds(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        // stays in UIKit: reads Objective-C: selectors are not Core values (claimed only when the original answers)
        switch aSelector {
        case #selector(UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)):
            return originalSupportsOrientations
        case #selector(UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:)):
            return originalPrefersOrientation
        default:
            return super.responds(to: aSelector)
        }
    }

    // MARK: Swipe back

    /// Begins as Core decides: a grab of the library's settling pop, or a new swipe back under the same rules
    /// as UIKit's edge swipe (the app's `isEnabled`, a hidden or replaced back button) and the top screen's area.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // stays in UIKit: identity of a UIKit object (our swipe back) and weak references, before asking Core
        guard gestureRecognizer === swipeBackPan, let navigationController, let view = navigationController.view else { return false }
        // The edge is judged where the finger came down, not where the pan was recognized (a trackpad: the pointer).
        let location = swipeBackTouchDown ?? swipeBackPan.location(in: view)
        let layoutDirection = LayoutDirection(view.effectiveUserInterfaceLayoutDirection)
        let request = SwipeBackRequest(
            stackCount: navigationController.viewControllers.count,
            isTransitionRunning: navigationController.transitionCoordinator != nil,
            top: swipeBackScreen(navigationController.topViewController),
            touchLocationX: location.x,
            containerWidth: view.bounds.width,
            layoutDirection: layoutDirection,
            velocity: swipeBackPan.velocity(in: view),
            scrollViewsUnderTouch: view.scrollViews(at: location).map(\.scrollViewState),
            isSwipeBackSettling: swipeBackInteraction.isSettling,
            input: swipeBackInput
        )
        return state.swipeBackDecision(request, systemPopGestureEnabled: navigationController.interactivePopGestureRecognizer?.isEnabled).beginsPan
    }

    /// An entry point: reconciles, notes what moves the pan, and takes a trackpad's scroll only when it could begin.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        // stays in UIKit: identity of a UIKit object (our swipe back) and a weak reference, before asking Core
        guard gestureRecognizer === swipeBackPan, let navigationController else { return false }
        reconcile()
        swipeBackInput = SwipeBackInput(isScrollEvent: event.type == .scroll)
        swipeBackTouchDown = nil
        return state.swipeBackReceivesEvent(
            swipeBackInput, top: swipeBackScreen(navigationController.topViewController), isSwipeBackSettling: swipeBackInteraction.isSettling
        )
    }

    /// Remembers where the finger came down, and takes only touches it could begin with.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        // stays in UIKit: identity of a UIKit object (our swipe back) and weak references, before asking Core
        guard gestureRecognizer === swipeBackPan, let navigationController, let view = navigationController.view else { return false }
        let location = touch.location(in: view)
        swipeBackTouchDown = location
        return state.swipeBackReceivesTouch(
            atX: location.x,
            containerWidth: view.bounds.width,
            layoutDirection: LayoutDirection(view.effectiveUserInterfaceLayoutDirection),
            top: swipeBackScreen(navigationController.topViewController),
            isSwipeBackSettling: swipeBackInteraction.isSettling
        )
    }

    /// From the leading edge, like the system swipe back, the pan wins over scroll views (they wait for it to fail).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        gestureRecognizer === swipeBackPan && swipeBackScreen(navigationController?.topViewController).makesWait(
            otherIsScrollViewPan: (otherGestureRecognizer.view as? UIScrollView)?.panGestureRecognizer === otherGestureRecognizer,
            input: swipeBackInput
        )
    }

    /// What Core needs to know about the top screen to judge a swipe back.
    private func swipeBackScreen(_ top: UIViewController?) -> SwipeBackScreen {
        guard let top else { return SwipeBackScreen(hasCustomTransition: false, area: nil) }
        let item = top.navigationItem
        var leadingItemGroupItemCounts: [Int]?
        // stays in UIKit: availability: leadingItemGroups does not exist before iOS 16
        if #available(iOS 16.0, *) { leadingItemGroupItemCounts = item.leadingItemGroups.map(\.barButtonItems.count) }
        return SwipeBackScreen(
            hasCustomTransition: claim(of: top).mayRunOurs,
            area: answer(for: top).fallback?.swipeBackArea,
            hidesBackButton: item.hidesBackButton,
            leftBarButtonItemCount: item.leftBarButtonItems?.count ?? 0,
            leadingItemGroupItemCounts: leadingItemGroupItemCounts,
            leftItemsSupplementBackButton: item.leftItemsSupplementBackButton
        )
    }

    @objc private func handleSwipeBack(_ pan: UIPanGestureRecognizer) {
        guard let view = navigationController?.view else { return }
        swipeBackInteraction.handle(pan, in: view, distance: view.bounds.width)
    }
}

/// An invisible view in the owner's view that reports when the owner's view enters a window.
@MainActor
private final class OwnerAppearanceObserver: UIView {
    private var onWindowChange: (@MainActor (Bool) -> Void)?

    static func attach(to owner: UIViewController, onWindowChange: @escaping @MainActor (Bool) -> Void) {
        let view = owner.view.subviews.compactMap { $0 as? OwnerAppearanceObserver }.first ?? {
            let observer = OwnerAppearanceObserver(frame: .zero)
            observer.isHidden = true
            observer.isUserInteractionEnabled = false
            observer.isAccessibilityElement = false
            LibraryViewMark.mark(observer, .ownerObserver)
            owner.view.addSubview(observer)
            return observer
        }()
        view.onWindowChange = onWindowChange
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        onWindowChange?(window != nil)
    }
}
#endif
