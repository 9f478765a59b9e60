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
/// - UIKit's `interactivePopGestureRecognizer` (and on iOS 26 its `interactiveContentPopGestureRecognizer`) is
///   only switched off while a screen with a custom transition is on top, and put back; while installed, the
///   proxy is those recognizers' delegate: it lets a plain screen's swipe back begin under UIKit's own rules
///   (UIKit is reported to refuse it for a delegate that implements the animation-controller method, as the
///   proxy does) and passes every other call on to the delegate they had; the library's own pan honours the
///   app's `isEnabled`, a hidden or replaced back button and the screen's
///   ``NavigationControllerTransition/swipeBackArea``;
/// - UIKit reads the proxy's `responds(to:)` when it is assigned: the orientation methods are claimed exactly
///   when the original delegate implements them, decided before every assignment;
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
    public static func install(
        on navigationController: UINavigationController, owner: UIViewController? = nil
    ) -> NavigationDelegateProxy {
        let proxy =
            AssociatedValues.navigationDelegateProxy.get(navigationController)
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

/// The navigation controller's actual `delegate`, the swipe-back pan's delegate and the delegate of UIKit's back
/// recognizers: a thin adapter over Core's `NavigationProxyState`, whose delegate calls Core dispatches
/// (`NavigationDelegateHost`). Not public, so that its delegate methods are not API.
@MainActor
final class NavigationDelegateForwarder: NSObject, UINavigationControllerDelegate, UIGestureRecognizerDelegate,
    @preconcurrency NavigationDelegateHost
{
    private typealias State = NavigationProxyState<ObjectIdentifier, ObjectIdentifier, ObjectIdentifier>

    private weak var navigationController: UINavigationController?
    /// The original delegate as the proxy reports it: only while it receives the calls.
    var originalDelegate: UINavigationControllerDelegate? { proxyState.reportedOriginal(original) }
    /// The original delegate: forwarded to whenever the proxy is called, handed back.
    private var original: UINavigationControllerDelegate? { slots.original }
    /// The original, the wrapper and the displaced originals, as Core's actions change them.
    private var slots = NavigationDelegateSlots<any UINavigationControllerDelegate>()
    private var wrapper: UINavigationControllerDelegate? { slots.wrapper }
    /// The delegates UIKit's back recognizers had before the proxy took them: every call it does not answer goes on to them.
    private var backGestureDelegates = SystemBackGestureDelegates<any UIGestureRecognizerDelegate>()
    private weak var owner: UIViewController?

    // Read by `responds(to:)`, which NSObject declares nonisolated; UIKit calls it on the main thread.
    // Written only on the main actor, by Core's run loop, before the proxy is assigned.
    private nonisolated(unsafe) var answers = NavigationDelegateAnswers.withoutOriginal
    /// How often UIKit asked `responds(to:)` for an orientation method (the DEBUG probes of UIKit's answer cache).
    private nonisolated(unsafe) var orientationQueries = 0
    var proxyState = NavigationProxyState<ObjectIdentifier, ObjectIdentifier, ObjectIdentifier>()
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
        handleEvent { $0.uninstall($1) }
        delegateObservation = nil
        navigationController?.view.removeGestureRecognizer(swipeBackPan)
    }

    /// An entry point other than a delegate call (a screen's `navigationTransition` changed): reconcile.
    func reconcile() {
        handleEvent { $0.reconcile($1) }
    }

    // MARK: Reading and applying

    /// Who answers the push or pop of `screen`: the ``transitionProvider``, or else the screen's own
    /// `navigationTransition` (Core's precedence with nothing declared around it).
    func answer(for screen: UIViewController) -> ScreenTransitionChoice<NavigationControllerTransition>.Answer {
        transitionProvider?.answer(for: screen)
            ?? ScreenTransitionChoice.answer(own: screen.navigationTransitionToRun, destination: .inherit, stackDefault: nil)
    }

    /// How Core weighs a screen's push and pop.
    func claim(of screen: UIViewController) -> ScreenTransitionClaim {
        answer(for: screen).claim(pushedByFramework: AssociatedValues.pushedByFramework.get(screen) ?? false)
    }

    /// iOS 26's `interactiveContentPopGestureRecognizer`, found at run time: the package compiles against the
    /// iOS 16.5 SDK, where the property does not exist (`#if compiler` would not tell the runtime either).
    private var contentPopGestureRecognizer: UIGestureRecognizer? {
        navigationController.flatMap(Self.contentPopGestureRecognizer(of:))
    }

    private static func contentPopGestureRecognizer(of navigationController: UINavigationController) -> UIGestureRecognizer? {
        let name = "interactiveContentPopGestureRecognizer"
        // stays in UIKit: availability: the property exists from iOS 26 on, for apps built with its SDK
        guard navigationController.responds(to: NSSelectorFromString(name)) else { return nil }
        return navigationController.value(forKey: name) as? UIGestureRecognizer
    }

    /// UIKit's back recognizers there are, with the gesture each is.
    private var systemBackGestureRecognizers: [(SystemBackGesture, UIGestureRecognizer)] {
        navigationController.map(Self.systemBackGestureRecognizers(of:)) ?? []
    }

    /// UIKit's back recognizers of `navigationController`, with the gesture each is.
    static func systemBackGestureRecognizers(
        of navigationController: UINavigationController
    ) -> [(SystemBackGesture, UIGestureRecognizer)] {
        [
            (.edge, navigationController.interactivePopGestureRecognizer),
            (.content, contentPopGestureRecognizer(of: navigationController)),
        ]
        .compactMap { gesture, recognizer in recognizer.map { (gesture, $0) } }
    }

    /// Which of UIKit's back gestures `recognizer` is, nil for any other recognizer. Asked by every delegate call of
    /// a touch: compared one by one (no list is made), the run-time lookup only for a recognizer that is not the edge's.
    private func systemBackGesture(_ recognizer: UIGestureRecognizer) -> SystemBackGesture? {
        // stays in UIKit: identifies UIKit's recognizer
        if recognizer === navigationController?.interactivePopGestureRecognizer { return .edge }
        // stays in UIKit: identifies UIKit's recognizer
        return recognizer === contentPopGestureRecognizer ? .content : nil
    }

    func readNavigationController() -> (
        snapshot: NavigationSnapshot<ObjectIdentifier, ObjectIdentifier>, candidate: (any UINavigationControllerDelegate)?
    )? {
        guard let navigationController else { return nil }
        let delegate = navigationController.delegate
        let snapshot = State.Snapshot(
            stack: navigationController.viewControllers.map(ObjectIdentifier.init),
            current: DelegateSlot(
                current: delegate.map { ObjectIdentifier($0) }, proxy: ObjectIdentifier(self),
                wrapper: wrapper.map { ObjectIdentifier($0) }
            ),
            topHasCustomTransition: navigationController.topViewController.map(claim(of:))?.mayRunOurs ?? false,
            isTransitionRunning: navigationController.transitionCoordinator != nil,
            systemPopGestureEnabled: navigationController.interactivePopGestureRecognizer?.isEnabled,
            systemContentPopGestureEnabled: contentPopGestureRecognizer?.isEnabled
        )
        return (snapshot, delegate)
    }

    var ownerIsAlive: Bool { owner != nil }

    /// UIKit does not document key-value observation of `delegate`; every entry point also reconciles.
    ///
    /// KVO calls back in a `@Sendable` context, inside the assignment: the change is reported on the main
    /// queue, one turn later.
    private func observeDelegate(of navigationController: UINavigationController) {
        // Installing again keeps the observation there is.
        delegateObservation =
            delegateObservation
            ?? navigationController.observe(\.delegate, options: []) { [weak self] _, _ in
                DispatchQueue.main.async { [weak self] in self?.delegatePropertyChanged() }
            }
    }

    private func delegatePropertyChanged() {
        handleEvent { $0.delegatePropertyChanged($1) }
    }

    private func transitionEnded(cancelled: Bool) {
        handleEvent { $0.transitionEnded(cancelled: cancelled, $1) }
    }

    /// One main-queue turn after a cancelled interactive pop: Core compares the stack with the one the pop
    /// started from and names the stack to restore (UIKit radar 14794181), built from the screens at hand.
    private func checkStackAfterCancelledPop(popped: UIViewController?) {
        guard let navigationController, let (snapshot, _) = readNavigationController() else { return }
        guard let restore = proxyState.stackToRestoreAfterCancelledPop(popped: popped.map(ObjectIdentifier.init), snapshot) else {
            return
        }
        let atHand = navigationController.viewControllers + [popped].compactMap { $0 }
        let screens = Dictionary(atHand.map { (ObjectIdentifier($0), $0) }) { first, _ in first }
        let restored = restore.compactMap { screens[$0] }
        let typeName = { (screen: UIViewController) in String(describing: type(of: screen)) }
        AssumptionLog.check(
            AssumptionProbe.cancelledPopLeftStack(
                navigationController.viewControllers.map(typeName), restored: restored.map(typeName)))
        navigationController.setViewControllers(restored, animated: false)
    }

    private func ownerMovedToWindow(_ isInWindow: Bool) {
        handleEvent { $0.ownerMovedToWindow(isInWindow: isInWindow, $1) }
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
        handleEvent(newOwner: owner) { $0.install(owner: owner.map(ObjectIdentifier.init), $1) }
    }

    func assignProxyAsDelegate() {
        guard let navigationController else { return }
        let queriesBefore = orientationQueries
        navigationController.delegate = self
        AssumptionLog.check(AssumptionProbe.delegateAnswersReadAtAssignment(queried: orientationQueries > queriesBefore))
        #if DEBUG
        // Unknown: does assigning the same object again make UIKit read its answers again? (The answers are the
        // same, so nothing changes; the key-value observation reports the assignment one turn later, a no-op.)
        let queriesAtAssignment = orientationQueries
        navigationController.delegate = self
        AssumptionLog.check(
            AssumptionProbe.reassigningDelegateRefreshesAnswers(queried: orientationQueries > queriesAtAssignment))
        #endif
    }

    func assignDelegate(_ delegate: (any UINavigationControllerDelegate)?) {
        navigationController?.delegate = delegate
    }

    /// What `responds(to:)` answers; set by Core's run loop before the proxy is assigned.
    var delegateAnswers: NavigationDelegateAnswers {
        get { answers }
        set { answers = newValue }
    }

    func originalResponds(to call: DelegateCall) -> Bool {
        original?.responds(to: call.selector) ?? false
    }

    /// The answers changed while the proxy holds the property: assigned afresh so that UIKit reads them again
    /// (`nil` first: whether assigning the same object again does is unknown; a debug build reports it at every
    /// assignment of the proxy).
    func refreshDelegateAnswers() {
        // stays in UIKit: identity of a UIKit object (only the proxy in the property is refreshed)
        guard let navigationController, navigationController.delegate === self else { return }
        navigationController.delegate = nil
        navigationController.delegate = self
    }

    func setInteractivePopGestureRecognizerEnabled(_ enabled: Bool) {
        navigationController?.interactivePopGestureRecognizer?.isEnabled = enabled
    }

    func setInteractiveContentPopGestureRecognizerEnabled(_ enabled: Bool) {
        contentPopGestureRecognizer?.isEnabled = enabled
    }

    func takeSystemBackGestureDelegates() {
        for (gesture, recognizer) in systemBackGestureRecognizers {
            let current = recognizer.delegate
            let isUIKits = current.map { $0 === navigationController || isUIKitsOwn($0) } ?? false
            AssumptionLog.check(AssumptionProbe.backGestureDelegateFound(gesture, isNil: current == nil, isUIKitsOwn: isUIKits))
            // stays in UIKit: applies SystemBackGestureDelegates.take (whether to assign the proxy)
            if backGestureDelegates.take(gesture, current: current, isProxy: current === self) { recognizer.delegate = self }
        }
    }

    func handBackSystemBackGestureDelegates() {
        for (gesture, recognizer) in systemBackGestureRecognizers {
            // stays in UIKit: applies SystemBackGestureDelegates.handBack (the chained delegate to put back, or nothing)
            if let chained = backGestureDelegates.handBack(gesture, isProxy: recognizer.delegate === self) {
                recognizer.delegate = chained
            }
        }
    }

    /// Whether a recognizer's delegate is UIKit's own object: its class comes from UIKit's bundle (public API,
    /// no private class named).
    private func isUIKitsOwn(_ delegate: any UIGestureRecognizerDelegate) -> Bool {
        let object: AnyObject = delegate
        return Bundle(for: type(of: object)) == Bundle(for: UINavigationController.self)
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
        _ = newOwner.map {
            OwnerAppearanceObserver.attach(to: $0) { [weak self] isInWindow in self?.ownerMovedToWindow(isInWindow) }
        }
    }

    func forgetOwner() {
        owner = nil
    }

    func checkStackAfterCancelledPop() {
        let popped = poppedScreen // alive until the check: only the ended transition's context held it
        DispatchQueue.main.async { [weak self] in self?.checkStackAfterCancelledPop(popped: popped) }
    }

    // MARK: NavigationDelegateHost: the reads and the forwarding of each delegate call

    func forwardWillShow(to original: any UINavigationControllerDelegate, _ screen: UIViewController, animated: Bool) {
        guard let navigationController else { return }
        original.navigationController?(navigationController, willShow: screen, animated: animated)
    }

    func forwardDidShow(to original: any UINavigationControllerDelegate, _ screen: UIViewController, animated: Bool) {
        guard let navigationController else { return }
        original.navigationController?(navigationController, didShow: screen, animated: animated)
    }

    func forwardAnimationController(
        to original: any UINavigationControllerDelegate, for operation: TransitionOperation?, from: UIViewController,
        to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let navigationController else { return nil }
        return original.navigationController?(
            navigationController, animationControllerFor: UINavigationController.Operation(operation), from: from, to: to)
    }

    func forwardInteractionController(
        to original: any UINavigationControllerDelegate, for animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let navigationController else { return nil }
        return original.navigationController?(navigationController, interactionControllerFor: animationController)
    }

    func transitionCoordinatorScreens() -> (isInteractive: Bool, from: UIViewController?, to: UIViewController?) {
        let coordinator = navigationController?.transitionCoordinator
        return (
            coordinator?.isInteractive ?? false, coordinator?.viewController(forKey: .from),
            coordinator?.viewController(forKey: .to)
        )
    }

    func rememberPoppedScreen(_ screen: UIViewController?) {
        poppedScreen = screen
    }

    func willShowHandled() {
        AssumptionLog.check(
            readNavigationController().flatMap {
                AssumptionProbe.proxyHoldsNavigationDelegate($0.snapshot.current, isInstalled: proxyState.phase == .installed)
            })
        AssumptionLog.check(
            AssumptionProbe.backGestureDelegatesHeld(
                systemBackGestureRecognizers.map { gesture, recognizer in
                    (gesture, recognizer.delegate === self, backGestureDelegates.holds(gesture))
                },
                isInstalled: proxyState.phase == .installed
            ))
    }

    func prepareForTransition(_ operation: TransitionOperation?, from: UIViewController, to: UIViewController) {
        transitionProvider?.prepareForTransition(operation, from: from, to: to)
    }

    func markPushedScreen(_ screen: UIViewController, pushedByFramework: Bool) {
        AssociatedValues.pushedByFramework.set(pushedByFramework, on: screen)
    }

    func screensTransitionController(
        of screen: UIViewController, for operation: TransitionOperation, from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        answer(for: screen).fallback?.animationController(for: operation, from: from, to: to)
    }

    func identifier(of animationController: any UIViewControllerAnimatedTransitioning) -> ObjectIdentifier {
        ObjectIdentifier(animationController)
    }

    var isSwipeBackInteractive: Bool { swipeBackInteraction.isInteractive }

    func isZoomDismissalInteractive(for animationController: any UIViewControllerAnimatedTransitioning) -> Bool {
        (animationController as? ZoomTransitionAnimator)?.zoomDismissal?.isInteractive ?? false
    }

    func swipeBackInteraction(
        driving animationController: any UIViewControllerAnimatedTransitioning
    ) -> any UIViewControllerInteractiveTransitioning {
        swipeBackInteraction.animationController = animationController
        return swipeBackInteraction
    }

    func zoomDismissalInteraction(
        driving animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        let zoom = animationController as? ZoomTransitionAnimator
        zoom?.zoomDismissal?.animationController = zoom
        return zoom?.zoomDismissal
    }

    // MARK: UINavigationControllerDelegate (Core dispatches each call)

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        delegateWillShow(viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        delegateDidShow(viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        delegateAnimationController(for: TransitionOperation(operation), from: fromVC, to: toVC)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        delegateInteractionController(for: animationController)
    }

    /// Forwarded; if the original has been freed since, UIKit's defaults (Core's `NavigationOrientationAnswer`).
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
        let entry = beginDelegateCall(.supportedInterfaceOrientations)
        defer { endDelegateCall(.supportedInterfaceOrientations) }
        return NavigationOrientationAnswer.supportedInterfaceOrientations(
            entry: entry,
            original: { original?.navigationControllerSupportedInterfaceOrientations?(navigationController) },
            isPad: navigationController.traitCollection.userInterfaceIdiom == .pad,
            all: .all,
            allButUpsideDown: .allButUpsideDown
        )
    }

    /// Forwarded; if the original has been freed since, the top screen's preference (Core's `NavigationOrientationAnswer`).
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
        let entry = beginDelegateCall(.preferredInterfaceOrientation)
        defer { endDelegateCall(.preferredInterfaceOrientation) }
        return NavigationOrientationAnswer.preferredInterfaceOrientation(
            entry: entry,
            original: { original?.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController) },
            topScreen: { navigationController.topViewController?.preferredInterfaceOrientationForPresentation },
            portrait: .portrait
        )
    }

    /// Claims the orientation methods only when the original delegate implements them, so that UIKit's own
    /// defaults apply otherwise: Core's `NavigationDelegateAnswers`, set before every assignment of the proxy
    /// (UIKit reads the answers when the delegate is assigned). Nothing else is forwarded: no
    /// `forwardingTarget(for:)`, so no private selector UIKit probes reaches the original through the proxy.
    override func responds(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        // stays in UIKit: reads Objective-C: selectors are not Core values (claimed as Core's answers say)
        switch aSelector {
        case #selector(UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)):
            orientationQueries += 1
            return answers.proxyResponds(to: .supportedInterfaceOrientations)
        case #selector(UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:)):
            orientationQueries += 1
            return answers.proxyResponds(to: .preferredInterfaceOrientation)
        default:
            return super.responds(to: aSelector)
        }
    }

    // MARK: UIKit's back recognizers

    /// UIKit's edge swipe (and iOS 26's content swipe) on a plain screen: Core's `SystemBackGestureGate`, with the
    /// delegate the recognizer had before (UIKit's own, whose no may be the gating of a delegate that implements
    /// the animation-controller method, or another library's, whose answer counts).
    private func systemBackGestureShouldBegin(_ gesture: SystemBackGesture, _ recognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, let view = navigationController.view else { return false }
        let chainedDelegate = backGestureDelegates.chained(gesture)
        let chainedAnswer = chainedDelegate?.gestureRecognizerShouldBegin?(recognizer)
        let chained: SystemBackGestureGate.Chained
        // stays in UIKit: maps a UIKit value (which object the chained delegate is: UIKit's own, the navigation
        // controller itself as UIKit may make it, or another object)
        if let chainedDelegate {
            let isUIKits = chainedDelegate === navigationController || isUIKitsOwn(chainedDelegate)
            chained = isUIKits ? .uikit(answer: chainedAnswer ?? true) : .other(answer: chainedAnswer)
        } else {
            chained = .none
        }
        let location = recognizer.location(in: view)
        let scrollViews = gesture == .content ? view.scrollViews(at: location) : []
        let request = SystemBackGestureRequest(
            gesture: gesture,
            stackCount: navigationController.viewControllers.count,
            isTransitionRunning: navigationController.transitionCoordinator != nil,
            top: swipeBackScreen(navigationController.topViewController),
            isLibraryPanActive: swipeBackInteraction.isInteractive || swipeBackInteraction.isSettling,
            scrollViewsUnderTouch: scrollViews.map(\.scrollViewState),
            layoutDirection: LayoutDirection(view.effectiveUserInterfaceLayoutDirection),
            touchIsOnRowWithSwipeActions: scrollViews.contains {
                ($0 as? UITableView)?.hasLeadingSwipeActions(at: $0.convert(location, from: view)) == true
            }
        )
        let decision = proxyState.systemBackGestureDecision(request, chained: chained)
        AssumptionLog.check(AssumptionProbe.builtInPopGatedForAnimationDelegate(chained, decision: decision))
        return decision.begins
    }

    // MARK: Swipe back

    /// Begins as Core decides: a grab of the library's settling pop, or a new swipe back under the same rules
    /// as UIKit's edge swipe (the app's `isEnabled`, a hidden or replaced back button) and the top screen's area.
    /// For UIKit's own back recognizers: ``systemBackGestureShouldBegin(_:_:)``.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // stays in UIKit: identity of a UIKit object (one of UIKit's back recognizers)
        if let gesture = systemBackGesture(gestureRecognizer) { return systemBackGestureShouldBegin(gesture, gestureRecognizer) }
        // stays in UIKit: identity of a UIKit object (our swipe back) and weak references, before asking Core
        guard gestureRecognizer === swipeBackPan, let navigationController, let view = navigationController.view else {
            return false
        }
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
        return proxyState.swipeBackDecision(
            request, systemPopGestureEnabled: navigationController.interactivePopGestureRecognizer?.isEnabled
        ).beginsPan
    }

    /// An entry point: reconciles, notes what moves the pan, and takes a trackpad's scroll only when it could begin.
    /// For UIKit's back recognizers: forwarded to their chained delegate.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        // stays in UIKit: identity of a UIKit object (one of UIKit's back recognizers: forwarded)
        if let gesture = systemBackGesture(gestureRecognizer) {
            return backGestureDelegates.chained(gesture)?.gestureRecognizer?(gestureRecognizer, shouldReceive: event) ?? true
        }
        // stays in UIKit: identity of a UIKit object (our swipe back) and a weak reference, before asking Core
        guard gestureRecognizer === swipeBackPan, let navigationController else { return false }
        reconcile()
        swipeBackInput = SwipeBackInput(isScrollEvent: event.type == .scroll)
        swipeBackTouchDown = nil
        return proxyState.swipeBackReceivesEvent(
            swipeBackInput, top: swipeBackScreen(navigationController.topViewController),
            isSwipeBackSettling: swipeBackInteraction.isSettling
        )
    }

    /// Remembers where the finger came down, and takes only touches it could begin with. For UIKit's back
    /// recognizers: forwarded to their chained delegate (UIKit's own refuses touches while the bar is hidden).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        // stays in UIKit: identity of a UIKit object (one of UIKit's back recognizers: forwarded)
        if let gesture = systemBackGesture(gestureRecognizer) {
            return backGestureDelegates.chained(gesture)?.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) ?? true
        }
        // stays in UIKit: identity of a UIKit object (our swipe back) and weak references, before asking Core
        guard gestureRecognizer === swipeBackPan, let navigationController, let view = navigationController.view else {
            return false
        }
        let location = touch.location(in: view)
        swipeBackTouchDown = location
        return proxyState.swipeBackReceivesTouch(
            atX: location.x,
            containerWidth: view.bounds.width,
            layoutDirection: LayoutDirection(view.effectiveUserInterfaceLayoutDirection),
            top: swipeBackScreen(navigationController.topViewController),
            isSwipeBackSettling: swipeBackInteraction.isSettling
        )
    }

    /// UIKit's back recognizers: forwarded to their chained delegate. They never recognize with the library's pan.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        // stays in UIKit: identity of a UIKit object (one of UIKit's back recognizers: forwarded)
        guard let gesture = systemBackGesture(gestureRecognizer) else { return true }
        return backGestureDelegates.chained(gesture)?.gestureRecognizer?(gestureRecognizer, shouldReceive: press) ?? true
    }

    /// UIKit's back recognizers: forwarded to their chained delegate, except with the library's pan (never together).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        // stays in UIKit: identity of a UIKit object (one of UIKit's back recognizers, the library's pan)
        guard let gesture = systemBackGesture(gestureRecognizer), otherGestureRecognizer !== swipeBackPan else { return false }
        return backGestureDelegates.chained(gesture)?.gestureRecognizer?(
            gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }

    /// UIKit's back recognizers: forwarded to their chained delegate.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        // stays in UIKit: identity of a UIKit object (one of UIKit's back recognizers: forwarded)
        guard let gesture = systemBackGesture(gestureRecognizer) else { return false }
        return backGestureDelegates.chained(gesture)?.gestureRecognizer?(
            gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    /// From the leading edge, like the system swipe back, the pan wins over scroll views (they wait for it to fail).
    /// UIKit's back recognizers: forwarded to their chained delegate.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        // stays in UIKit: identity of a UIKit object (one of UIKit's back recognizers: forwarded)
        if let gesture = systemBackGesture(gestureRecognizer) {
            return backGestureDelegates.chained(gesture)?.gestureRecognizer?(
                gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
        }
        return gestureRecognizer === swipeBackPan
            && swipeBackScreen(navigationController?.topViewController).makesWait(
                otherIsScrollViewPan: (otherGestureRecognizer.view as? UIScrollView)?.panGestureRecognizer
                    === otherGestureRecognizer,
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

extension UINavigationController.Operation {
    /// UIKit's operation for a package operation: nil (and present, dismiss) is `.none`.
    init(_ operation: TransitionOperation?) {
        // stays in UIKit: maps a UIKit value
        switch operation {
        case .push?: self = .push
        case .pop?: self = .pop
        case .present?, .dismiss?, nil: self = .none
        }
    }
}

extension DelegateCall {
    /// The Objective-C selector of the delegate method.
    var selector: Selector {
        // stays in UIKit: maps a UIKit value
        switch self {
        case .willShow: return #selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:))
        case .didShow: return #selector(UINavigationControllerDelegate.navigationController(_:didShow:animated:))
        case .animationController:
            return #selector(UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:))
        case .interactionController:
            return #selector(UINavigationControllerDelegate.navigationController(_:interactionControllerFor:))
        case .supportedInterfaceOrientations:
            return #selector(UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:))
        case .preferredInterfaceOrientation:
            return #selector(UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:))
        }
    }
}

extension UITableView {
    /// Whether the row at `point` (in the table's coordinates) has leading swipe actions: the app's delegate
    /// returns a configuration with actions (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)`, iOS 11).
    func hasLeadingSwipeActions(at point: CGPoint) -> Bool {
        // stays in UIKit: reads UIKit (an answer only the table's delegate has)
        guard !isEditing, let indexPath = indexPathForRow(at: point), let delegate else { return false }
        return delegate.tableView?(self, leadingSwipeActionsConfigurationForRowAt: indexPath)?.actions.isEmpty == false
    }
}

/// An invisible view in the owner's view that reports when the owner's view enters a window.
@MainActor
private final class OwnerAppearanceObserver: UIView {
    private var onWindowChange: (@MainActor (Bool) -> Void)?

    static func attach(to owner: UIViewController, onWindowChange: @escaping @MainActor (Bool) -> Void) {
        let view =
            owner.view.subviews.compactMap { $0 as? OwnerAppearanceObserver }.first
            ?? {
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
