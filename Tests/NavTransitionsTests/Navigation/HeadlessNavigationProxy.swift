import Foundation
@testable import NavTransitions

/// Test double of the UIKit `NavigationDelegateProxy` (with its internal forwarder): the same thin adapter
/// over Core's `NavigationProxyState`, applied to a `HeadlessNavigationController`.
///
/// It mirrors the UIKit code line for line: it reads a snapshot, calls the same event, applies the same
/// actions; the delegate observation hops to the (modelled) main queue as KVO's does; the swipe back runs
/// through a `HeadlessPanInteraction` over the same `PanInteractionDriver`. Objects map to ids with
/// `ObjectIdentifier`; the navigation controller, the delegates and the owner are held weakly; the
/// navigation controller keeps the proxy alive (`attachedProxy`).
final class HeadlessNavigationProxy: HeadlessNavigationController.Delegate, NavigationProxyHost {
    typealias Screen = HeadlessNavigationController.Screen
    typealias Delegate = HeadlessNavigationController.Delegate
    typealias State = NavigationProxyState<ObjectIdentifier, ObjectIdentifier, ObjectIdentifier>

    private(set) var state = State()
    /// `originalDelegate`: the original as the proxy reports it, only while it receives the calls.
    var originalDelegate: Delegate? { state.reportedOriginal(original) }
    /// The original delegate: forwarded to whenever the proxy is called, handed back.
    var original: Delegate? { slots.original }
    /// The original, the wrapper and the displaced originals: Core's bookkeeping, as the UIKit proxy's.
    private var slots = NavigationDelegateSlots<any Delegate>()
    var wrapper: Delegate? { slots.wrapper }
    private(set) weak var owner: Screen?
    /// Every action applied, in order.
    private(set) var actions: [NavigationProxyAction] = []
    private weak var navigationController: HeadlessNavigationController?
    private var isObservingDelegate = false
    /// The `from` screen of the transition whose `willShow` came last (an interactive pop's popped screen).
    private weak var poppedScreen: Screen?
    /// How often the proxy restored the stack after a cancelled interactive pop.
    private(set) var stackRestores = 0
    /// `transitionProvider`: answers for the screens instead of their own transition; setting it reconciles.
    weak var transitionProvider: HeadlessTransitionProvider? {
        didSet { reconcile() }
    }
    private(set) lazy var swipeBackInteraction = HeadlessPanInteraction(
        vendorName: "swipeBack", direction: .right, mainQueue: navigationController?.mainQueue ?? HeadlessMainQueue()
    ) { [weak self] in
        self?.navigationController?.popViewController(animated: true) != nil
    }

    private init(navigationController: HeadlessNavigationController) {
        self.navigationController = navigationController
    }

    // MARK: Installing (the public facade)

    /// `install(on:owner:)`.
    @discardableResult
    static func install(on navigationController: HeadlessNavigationController, owner: Screen? = nil) -> HeadlessNavigationProxy {
        let proxy = installed(on: navigationController) ?? HeadlessNavigationProxy(navigationController: navigationController)
        navigationController.attachedProxy = proxy
        proxy.install(owner: owner)
        return proxy
    }

    /// `installed(on:)`.
    static func installed(on navigationController: HeadlessNavigationController) -> HeadlessNavigationProxy? {
        navigationController.attachedProxy as? HeadlessNavigationProxy
    }

    private func install(owner newOwner: Screen?) {
        State.runInstallSteps(owner: newOwner, on: self)
    }

    /// `uninstall()`.
    func uninstall() {
        swipeBackInteraction.gestureCancelled()
        handle { $0.uninstall($1) }
        isObservingDelegate = false
    }

    /// An entry point other than a delegate call (a screen's `navigationTransition` changed): reconcile.
    func reconcile() {
        handle { $0.reconcile($1) }
    }

    // MARK: Reading and applying

    /// `answer(for:)`: the provider's, or the screen's own transition.
    func answer(for screen: Screen) -> ScreenTransitionChoice<HeadlessNavigationTransition>.Answer {
        transitionProvider?.answer(for: screen)
            ?? ScreenTransitionChoice.answer(own: screen.owner.ownTransition(.screensOwn(screen.navigationStyle)), destination: .inherit,
                                             stackDefault: nil)
    }

    private func claim(of screen: Screen?) -> ScreenTransitionClaim {
        guard let screen else { return .none }
        return answer(for: screen).claim(pushedByFramework: screen.pushedByFramework ?? false)
    }

    private func read(_ navigationController: HeadlessNavigationController) -> (State.Snapshot, Delegate?) {
        let delegate = navigationController.delegate
        let snapshot = State.Snapshot(
            stack: navigationController.viewControllers.map(ObjectIdentifier.init),
            current: DelegateSlot(
                current: delegate.map { ObjectIdentifier($0) }, proxy: ObjectIdentifier(self), wrapper: wrapper.map { ObjectIdentifier($0) }
            ),
            topHasCustomTransition: claim(of: navigationController.topViewController).mayRunOurs,
            isTransitionRunning: navigationController.transitionCoordinator != nil,
            systemPopGestureEnabled: navigationController.interactivePopGestureEnabled
        )
        return (snapshot, delegate)
    }

    /// A planted bug (the reliability suite's proof that it notices one): actions it returns false for are
    /// not applied, as a broken adapter would drop them. Nil in every real test.
    var actionFilterForTesting: ((NavigationProxyAction) -> Bool)?

    /// Runs one event of Core's state while the navigation controller lives: notices a freed owner first,
    /// then reads, asks Core, applies (as the UIKit proxy's `handle`).
    private func handle(newOwner: Screen? = nil, _ event: (inout State, State.Snapshot) -> [NavigationProxyAction]) {
        guard let navigationController else { return }
        noticeDeallocatedOwner(navigationController)
        let (snapshot, candidate) = read(navigationController)
        apply(event(&state, snapshot), to: navigationController, candidate: candidate, newOwner: newOwner)
    }

    private func noticeDeallocatedOwner(_ navigationController: HeadlessNavigationController) {
        let (snapshot, candidate) = read(navigationController)
        apply(state.noticeOwner(isAlive: owner != nil, snapshot), to: navigationController, candidate: candidate)
    }

    private func apply(
        _ newActions: [NavigationProxyAction],
        to navigationController: HeadlessNavigationController,
        candidate: Delegate?,
        newOwner: Screen? = nil
    ) {
        actions += newActions
        NavigationProxyAction.run(newActions.filter { actionFilterForTesting?($0) ?? true }, candidate: candidate, newOwner: newOwner, on: self)
    }

    /// Key-value observation of `delegate`: reported on the main queue, one turn later.
    private func observeDelegate(of navigationController: HeadlessNavigationController) {
        guard !isObservingDelegate else { return }
        isObservingDelegate = true
        navigationController.delegateObserver = { [weak self, weak navigationController] in
            guard let self, self.isObservingDelegate else { return }
            navigationController?.mainQueue.async { [weak self] in self?.delegatePropertyChanged() }
        }
    }

    private func delegatePropertyChanged() {
        handle { $0.delegatePropertyChanged($1) }
    }

    private func transitionEnded(cancelled: Bool) {
        handle { $0.transitionEnded(cancelled: cancelled, $1) }
    }

    /// One main-queue turn after a cancelled interactive pop: Core compares the stack with the one the pop
    /// started from and names the stack to restore (radar 14794181), built from the screens at hand.
    private func checkStackAfterCancelledPop(popped: Screen?) {
        guard let navigationController else { return }
        let (snapshot, _) = read(navigationController)
        guard let restore = state.stackToRestoreAfterCancelledPop(popped: popped.map(ObjectIdentifier.init), snapshot) else { return }
        let screens = Dictionary((navigationController.viewControllers + [popped].compactMap { $0 }).map { (ObjectIdentifier($0), $0) }) { first, _ in first }
        stackRestores += 1
        navigationController.setViewControllers(restore.compactMap { screens[$0] }, animated: false)
    }

    /// The owner's view entered a window (the model's screens only report entering one), as the UIKit
    /// proxy's observer reports `didMoveToWindow`.
    private func ownerDidAppear() {
        handle { $0.ownerMovedToWindow(isInWindow: true, $1) }
    }

    // MARK: NavigationProxyHost: each install step and action on the headless navigation controller

    var delegateSlots: NavigationDelegateSlots<any Delegate> {
        get { slots }
        set { slots = newValue }
    }

    func loadViews(owner: Screen?) {
        guard let navigationController else { return }
        navigationController.loadViewIfNeeded()
        owner?.loadViewIfNeeded()
    }

    func observeDelegate() {
        _ = navigationController.map(observeDelegate(of:))
    }

    func installProxy(owner: Screen?) {
        handle(newOwner: owner) { $0.install(owner: owner.map(ObjectIdentifier.init), $1) }
    }

    func assignProxyAsDelegate() {
        navigationController?.delegate = self
    }

    func assignDelegate(_ delegate: (any Delegate)?) {
        navigationController?.delegate = delegate
    }

    func delegateSlotsChanged() {}

    func setInteractivePopGestureRecognizerEnabled(_ enabled: Bool) {
        navigationController?.interactivePopGestureEnabled = enabled
    }

    var hasTransitionCoordinator: Bool { navigationController?.transitionCoordinator != nil }

    func observeTransitionCoordinatorCompletion() {
        navigationController?.transitionCoordinator?.animateAlongsideTransition { [weak self] cancelled in self?.transitionEnded(cancelled: cancelled) }
    }

    func transitionEndedWithoutCoordinator(cancelled: Bool) {
        transitionEnded(cancelled: cancelled)
    }

    func abandonUnstartedSwipeBack() {
        swipeBackInteraction.transitionEndedElsewhere()
    }

    func resetStaleSwipeBack() {
        swipeBackInteraction.transitionGone()
    }

    func keepOwner(_ newOwner: Screen?) {
        owner = newOwner
        _ = newOwner.map { $0.onWindowEntry(key: ObjectIdentifier(self)) { [weak self] in self?.ownerDidAppear() } }
    }

    func forgetOwner() {
        owner = nil
    }

    func checkStackAfterCancelledPop() {
        let popped = poppedScreen // alive until the check: only the ended transition held it
        navigationController?.mainQueue.async { [weak self] in self?.checkStackAfterCancelledPop(popped: popped) }
    }

    // MARK: Delegate

    private func beginDelegateCall(_ call: DelegateCall, _ navigationController: HeadlessNavigationController) -> DelegateCallEntry {
        let (snapshot, candidate) = read(navigationController)
        let (entry, actions) = state.delegateCallBegan(call, snapshot)
        apply(actions, to: navigationController, candidate: candidate)
        return entry
    }

    func navigationController(_ navigationController: HeadlessNavigationController, willShow screen: Screen, animated: Bool) {
        let entry = beginDelegateCall(.willShow, navigationController)
        defer { state.delegateCallEnded(.willShow) }
        guard entry != .ignore else { return }
        let original = self.original // before a hand-back can clear it
        original?.navigationController(navigationController, willShow: screen, animated: animated)
        guard entry == .handle else { return }
        let coordinator = navigationController.transitionCoordinator
        poppedScreen = coordinator?.from
        let transition = (from: poppedScreen.map(ObjectIdentifier.init), to: coordinator?.to.map(ObjectIdentifier.init))
        handle { $0.willShow($1, isInteractive: coordinator?.isInteractive ?? false, shown: ObjectIdentifier(screen), coordinator: transition) }
    }

    func navigationController(_ navigationController: HeadlessNavigationController, didShow screen: Screen, animated: Bool) {
        let entry = beginDelegateCall(.didShow, navigationController)
        defer { state.delegateCallEnded(.didShow) }
        guard entry != .ignore else { return }
        let original = self.original // before a hand-back can clear it
        original?.navigationController(navigationController, didShow: screen, animated: animated)
        guard entry == .handle else { return }
        handle { $0.didShow($1) }
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: TransitionOperation,
        from: Screen,
        to: Screen
    ) -> HeadlessNavigationController.Animator? {
        let entry = beginDelegateCall(.animationController, navigationController)
        defer { state.delegateCallEnded(.animationController) }
        let original = self.original
        let originalAnswer = { original?.navigationController(navigationController, animationControllerFor: operation, from: from, to: to) }
        switch entry {
        case .ignore: return nil
        case .forwardOnly: return originalAnswer()
        case .handle: break
        }
        noticeDeallocatedOwner(navigationController)
        transitionProvider?.prepareForTransition(operation, from: from, to: to)
        let answer = state.animationControllerAnswer(for: operation, from: claim(of: from), to: claim(of: to), hasOriginal: original != nil)
        switch answer {
        case let .screensTransition(side, operation):
            return vendScreensTransition(side, operation, from: from, to: to)
        case .original:
            state.animationControllerVended(nil, operation: operation)
            return originalAnswer()
        case .system:
            state.animationControllerVended(nil, operation: operation)
            return nil
        case .originalThenScreensTransition:
            let theirs = originalAnswer()
            if let pushed = answer.pushedScreen(originalAnswered: theirs != nil) {
                pushed.screen.pick(from: from, to: to).pushedByFramework = pushed.pushedByFramework
            }
            guard case let .screensTransition(side, operation) = answer.resolved(originalAnswered: theirs != nil) else {
                state.animationControllerVended(nil, operation: operation)
                return theirs
            }
            return vendScreensTransition(side, operation, from: from, to: to)
        }
    }

    /// The proxy's own answer: the animation controller of the transition Core named, recorded as vended.
    private func vendScreensTransition(
        _ side: NavigationTransitionScreen, _ operation: TransitionOperation, from: Screen, to: Screen
    ) -> HeadlessNavigationController.Animator? {
        let screen = side.pick(from: from, to: to)
        let animationController: HeadlessNavigationController.Animator?
        switch answer(for: screen).fallback {
        case .screensOwn?: animationController = screen.animationController(for: operation, from: from, to: to)
        case let .style(style, _)?: animationController = HeadlessNavigationController.Animator(
            vendor: "proxy", animation: HeadlessAnimationController(operation: operation, style: style))
        case nil: animationController = nil
        }
        state.animationControllerVended(animationController.map(ObjectIdentifier.init), operation: operation)
        return animationController
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: HeadlessNavigationController.Animator
    ) -> HeadlessNavigationController.Interactor? {
        let entry = beginDelegateCall(.interactionController, navigationController)
        defer { state.delegateCallEnded(.interactionController) }
        let original = self.original
        let originalAnswer = { original?.navigationController(navigationController, interactionControllerFor: animator) }
        switch state.interactionControllerAnswer(
            entry: entry,
            for: ObjectIdentifier(animator),
            isSwipeBackInteractive: swipeBackInteraction.isInteractive,
            isZoomDismissalInteractive: animator.zoomDismissal?.isInteractive ?? false,
            hasOriginal: original != nil
        ) {
        case .swipeBack:
            swipeBackInteraction.animationController = animator
            return swipeBackInteraction
        case .zoomDismissal:
            animator.zoomDismissal?.animationController = animator
            return animator.zoomDismissal
        case .original:
            return originalAnswer()
        case .system:
            return nil
        }
    }

    // MARK: Swipe back (the pan recognizer as a finger moves it)

    /// The finger came down at `x` and moved with `velocity`: `shouldReceive` (the event, then the touch), then
    /// `gestureRecognizerShouldBegin`, then, if it begins, the `.began` state. Returns whether the pan began.
    @discardableResult
    func swipeBackBegan(atX x: CGFloat = 10, velocity: CGPoint = CGPoint(x: 500, y: 0), scrollViews: [ScrollViewState] = []) -> Bool {
        guard let navigationController, swipeBackShouldReceiveEvent(.touch), swipeBackShouldReceive(x: x),
              swipeBackShouldBegin(x: x, velocity: velocity, scrollViews: scrollViews) else { return false }
        swipeBackInteraction.gestureBegan(distance: navigationController.containerWidth)
        return true
    }

    /// A trackpad's two-finger swipe with the pointer at `x`: `shouldReceive` with the scroll event (no touch),
    /// then `gestureRecognizerShouldBegin`, then the `.began` state. Returns whether the pan began.
    @discardableResult
    func swipeBackBeganByTrackpad(atX x: CGFloat, velocity: CGPoint = CGPoint(x: 500, y: 0), scrollViews: [ScrollViewState] = []) -> Bool {
        guard let navigationController, swipeBackShouldReceiveEvent(.trackpadScroll),
              swipeBackShouldBegin(x: x, velocity: velocity, scrollViews: scrollViews) else { return false }
        swipeBackInteraction.gestureBegan(distance: navigationController.containerWidth)
        return true
    }

    /// The pan's `.changed` state with its translation.
    func swipeBackChanged(translationX: CGFloat) {
        swipeBackInteraction.gestureChanged(translation: CGPoint(x: translationX, y: 0))
    }

    /// The pan's `.ended` state.
    func swipeBackEnded(translationX: CGFloat, velocityX: CGFloat) {
        swipeBackInteraction.gestureEnded(translation: CGPoint(x: translationX, y: 0), velocity: CGPoint(x: velocityX, y: 0))
    }

    /// The pan's `.cancelled` state.
    func swipeBackCancelled() {
        swipeBackInteraction.gestureCancelled()
    }

    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` for a scroll view's pan, with the input the pan last received.
    var swipeBackWinsOverScrollViews: Bool {
        swipeBackScreen(navigationController?.topViewController).makesWait(otherIsScrollViewPan: true, input: swipeBackInput)
    }

    /// What moves the pan now (`shouldReceive` with the event).
    private var swipeBackInput = SwipeBackInput.touch

    private func swipeBackShouldBegin(x: CGFloat, velocity: CGPoint, scrollViews: [ScrollViewState]) -> Bool {
        guard let navigationController else { return false }
        let request = SwipeBackRequest(
            stackCount: navigationController.viewControllers.count,
            isTransitionRunning: navigationController.transitionCoordinator != nil,
            top: swipeBackScreen(navigationController.topViewController),
            touchLocationX: x,
            containerWidth: navigationController.containerWidth,
            layoutDirection: navigationController.layoutDirection,
            velocity: velocity,
            scrollViewsUnderTouch: scrollViews,
            isSwipeBackSettling: swipeBackInteraction.isSettling,
            input: swipeBackInput
        )
        swipeBackInteraction.direction = .back(for: navigationController.layoutDirection)
        return state.swipeBackDecision(request, systemPopGestureEnabled: navigationController.interactivePopGestureEnabled).beginsPan
    }

    private func swipeBackShouldReceiveEvent(_ input: SwipeBackInput) -> Bool {
        guard let navigationController else { return false }
        reconcile()
        swipeBackInput = input
        return state.swipeBackReceivesEvent(
            input, top: swipeBackScreen(navigationController.topViewController), isSwipeBackSettling: swipeBackInteraction.isSettling
        )
    }

    private func swipeBackShouldReceive(x: CGFloat) -> Bool {
        guard let navigationController else { return false }
        return state.swipeBackReceivesTouch(
            atX: x,
            containerWidth: navigationController.containerWidth,
            layoutDirection: navigationController.layoutDirection,
            top: swipeBackScreen(navigationController.topViewController),
            isSwipeBackSettling: swipeBackInteraction.isSettling
        )
    }

    private func swipeBackScreen(_ top: Screen?) -> SwipeBackScreen {
        guard let top else { return SwipeBackScreen(hasCustomTransition: false, area: nil) }
        let area: SwipeBackArea?
        switch answer(for: top).fallback {
        case .screensOwn?: area = top.swipeBackArea
        case let .style(_, swipeBackArea)?: area = swipeBackArea
        case nil: area = nil
        }
        return SwipeBackScreen(
            hasCustomTransition: claim(of: top).mayRunOurs,
            area: area,
            hidesBackButton: top.hidesBackButton,
            leftBarButtonItemCount: top.leftItemCount,
            leadingItemGroupItemCounts: top.leadingItemGroupItemCounts,
            leftItemsSupplementBackButton: top.leftItemsSupplementBackButton
        )
    }
}
