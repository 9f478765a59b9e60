import Foundation
@testable import NavTransitions

/// Test double of the UIKit `NavigationDelegateProxy` (with its internal forwarder): the same thin adapter
/// over Core's `NavigationProxyState`, applied to a `HeadlessNavigationController`.
///
/// It implements the same host protocols as the UIKit forwarder (`NavigationProxyHost`,
/// `NavigationDelegateHost`): Core runs the install steps, the actions and every delegate call's dispatch on
/// it, so the double only reads the model and forwards; the delegate observation hops to the (modelled) main
/// queue as KVO's does; the swipe back runs through a `HeadlessPanInteraction` over the same
/// `PanInteractionDriver`; it is the delegate of UIKit's back recognizers as the forwarder is. Objects map to
/// ids with `ObjectIdentifier`; the navigation controller, the delegates and the owner are held weakly; the
/// navigation controller keeps the proxy alive (`attachedProxy`).
final class HeadlessNavigationProxy: HeadlessNavigationController.Delegate, HeadlessNavigationController.BackGestureDelegate,
    NavigationDelegateHost
{
    typealias Screen = HeadlessNavigationController.Screen
    typealias Delegate = HeadlessNavigationController.Delegate
    typealias State = NavigationProxyState<ObjectIdentifier, ObjectIdentifier, ObjectIdentifier>
    typealias AnimationController = HeadlessNavigationController.Animator
    typealias InteractionController = HeadlessNavigationController.Interactor

    /// The proxy's state (Core's events change it).
    var proxyState = State()
    var state: State { proxyState }
    /// `originalDelegate`: the original as the proxy reports it, only while it receives the calls.
    var originalDelegate: Delegate? { state.reportedOriginal(original) }
    /// The original delegate: forwarded to whenever the proxy is called, handed back.
    var original: Delegate? { slots.original }
    /// The original, the wrapper and the displaced originals: Core's bookkeeping, as the UIKit proxy's.
    private var slots = NavigationDelegateSlots<any Delegate>()
    var wrapper: Delegate? { slots.wrapper }
    /// The delegates UIKit's back recognizers had, chained to while the proxy is theirs.
    private(set) var backGestureDelegates = SystemBackGestureDelegates<any HeadlessNavigationController.BackGestureDelegate>()
    private(set) weak var owner: Screen?
    /// Every action applied, in order.
    private(set) var actions: [NavigationProxyAction] = []
    private weak var navigationController: HeadlessNavigationController?
    private var isObservingDelegate = false
    /// The `from` screen of the transition whose `willShow` came last (an interactive pop's popped screen).
    private weak var poppedScreen: Screen?
    /// How often the proxy restored the stack after a cancelled interactive pop.
    private(set) var stackRestores = 0
    /// How often the proxy assigned itself afresh so that UIKit reads its answers again.
    private(set) var answerRefreshes = 0
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
    /// `faults`: bugs planted in Core's run loop before this install runs (the reliability suite's proof that it notices them).
    @discardableResult
    static func install(
        on navigationController: HeadlessNavigationController, owner: Screen? = nil,
        faults: NavigationProxyFaults = []
    ) -> HeadlessNavigationProxy {
        let proxy = installed(on: navigationController) ?? HeadlessNavigationProxy(navigationController: navigationController)
        proxy.plantedFaults.formUnion(faults)
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
        handleEvent { $0.uninstall($1) }
        isObservingDelegate = false
    }

    /// An entry point other than a delegate call (a screen's `navigationTransition` changed): reconcile.
    func reconcile() {
        handleEvent { $0.reconcile($1) }
    }

    // MARK: Reading

    /// `answer(for:)`: the provider's, or the screen's own transition.
    func answer(for screen: Screen) -> ScreenTransitionChoice<HeadlessNavigationTransition>.Answer {
        transitionProvider?.answer(for: screen)
            ?? ScreenTransitionChoice.answer(
                own: screen.owner.ownTransition(.screensOwn(screen.navigationStyle)), destination: .inherit,
                stackDefault: nil)
    }

    func claim(of screen: Screen) -> ScreenTransitionClaim {
        answer(for: screen).claim(pushedByFramework: screen.pushedByFramework ?? false)
    }

    private func claim(ofTop screen: Screen?) -> ScreenTransitionClaim {
        screen.map(claim(of:)) ?? .none
    }

    func readNavigationController() -> (snapshot: State.Snapshot, candidate: Delegate?)? {
        guard let navigationController else { return nil }
        let delegate = navigationController.delegate
        let snapshot = State.Snapshot(
            stack: navigationController.viewControllers.map(ObjectIdentifier.init),
            current: DelegateSlot(
                current: delegate.map { ObjectIdentifier($0) }, proxy: ObjectIdentifier(self),
                wrapper: wrapper.map { ObjectIdentifier($0) }
            ),
            topHasCustomTransition: claim(ofTop: navigationController.topViewController).mayRunOurs,
            isTransitionRunning: navigationController.transitionCoordinator != nil,
            systemPopGestureEnabled: navigationController.interactivePopGestureEnabled,
            systemContentPopGestureEnabled: navigationController.interactiveContentPopGestureRecognizer?.isEnabled
        )
        return (snapshot, delegate)
    }

    var ownerIsAlive: Bool { owner != nil }

    /// Bugs planted in Core's run loop (the reliability suite's proof that it notices one); none in every real test.
    var plantedFaults: NavigationProxyFaults = []

    func actionsWillRun(_ newActions: [NavigationProxyAction]) {
        actions += newActions
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
        handleEvent { $0.delegatePropertyChanged($1) }
    }

    private func transitionEnded(cancelled: Bool) {
        handleEvent { $0.transitionEnded(cancelled: cancelled, $1) }
    }

    /// One main-queue turn after a cancelled interactive pop: Core compares the stack with the one the pop
    /// started from and names the stack to restore (radar 14794181), built from the screens at hand.
    private func checkStackAfterCancelledPop(popped: Screen?) {
        guard let navigationController, let (snapshot, _) = readNavigationController() else { return }
        guard let restore = proxyState.stackToRestoreAfterCancelledPop(popped: popped.map(ObjectIdentifier.init), snapshot) else {
            return
        }
        let screens = Dictionary(
            (navigationController.viewControllers + [popped].compactMap { $0 }).map { (ObjectIdentifier($0), $0) }
        ) { first, _ in first }
        stackRestores += 1
        navigationController.setViewControllers(restore.compactMap { screens[$0] }, animated: false)
    }

    /// The owner's view entered a window (the model's screens only report entering one), as the UIKit
    /// proxy's observer reports `didMoveToWindow`.
    private func ownerDidAppear() {
        handleEvent { $0.ownerMovedToWindow(isInWindow: true, $1) }
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
        handleEvent(newOwner: owner) { $0.install(owner: owner.map(ObjectIdentifier.init), $1) }
    }

    func assignProxyAsDelegate() {
        navigationController?.delegate = self
    }

    func assignDelegate(_ delegate: (any Delegate)?) {
        navigationController?.delegate = delegate
    }

    var delegateAnswers = NavigationDelegateAnswers.withoutOriginal

    func originalResponds(to call: DelegateCall) -> Bool {
        original?.responds(to: call) ?? false
    }

    func refreshDelegateAnswers() {
        guard let navigationController, navigationController.delegate === self else { return }
        answerRefreshes += 1
        navigationController.delegate = nil
        navigationController.delegate = self
    }

    func setInteractivePopGestureRecognizerEnabled(_ enabled: Bool) {
        navigationController?.interactivePopGestureEnabled = enabled
    }

    func setInteractiveContentPopGestureRecognizerEnabled(_ enabled: Bool) {
        navigationController?.interactiveContentPopGestureRecognizer?.isEnabled = enabled
    }

    func takeSystemBackGestureDelegates() {
        guard let navigationController else { return }
        for recognizer in [
            navigationController.interactivePopGestureRecognizer, navigationController.interactiveContentPopGestureRecognizer,
        ].compactMap({ $0 })
        where backGestureDelegates.take(recognizer.gesture, current: recognizer.delegate, isProxy: recognizer.delegate === self) {
            recognizer.delegate = self
        }
    }

    func handBackSystemBackGestureDelegates() {
        guard let navigationController else { return }
        for recognizer in [
            navigationController.interactivePopGestureRecognizer, navigationController.interactiveContentPopGestureRecognizer,
        ].compactMap({ $0 }) {
            if let chained = backGestureDelegates.handBack(recognizer.gesture, isProxy: recognizer.delegate === self) {
                recognizer.delegate = chained
            }
        }
    }

    var hasTransitionCoordinator: Bool { navigationController?.transitionCoordinator != nil }

    func observeTransitionCoordinatorCompletion() {
        navigationController?.transitionCoordinator?.animateAlongsideTransition { [weak self] cancelled in
            self?.transitionEnded(cancelled: cancelled)
        }
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

    // MARK: NavigationDelegateHost: the reads and the forwarding of each delegate call

    func forwardWillShow(to original: any Delegate, _ screen: Screen, animated: Bool) {
        guard let navigationController else { return }
        original.navigationController(navigationController, willShow: screen, animated: animated)
    }

    func forwardDidShow(to original: any Delegate, _ screen: Screen, animated: Bool) {
        guard let navigationController else { return }
        original.navigationController(navigationController, didShow: screen, animated: animated)
    }

    func forwardAnimationController(
        to original: any Delegate, for operation: TransitionOperation?, from: Screen, to: Screen
    ) -> AnimationController? {
        guard let navigationController, let operation else { return nil }
        return original.navigationController(navigationController, animationControllerFor: operation, from: from, to: to)
    }

    func forwardInteractionController(
        to original: any Delegate, for animationController: AnimationController
    ) -> InteractionController? {
        guard let navigationController else { return nil }
        return original.navigationController(navigationController, interactionControllerFor: animationController)
    }

    func transitionCoordinatorScreens() -> (isInteractive: Bool, from: Screen?, to: Screen?) {
        let coordinator = navigationController?.transitionCoordinator
        return (coordinator?.isInteractive ?? false, coordinator?.from, coordinator?.to)
    }

    func rememberPoppedScreen(_ screen: Screen?) {
        poppedScreen = screen
    }

    func willShowHandled() {}

    func prepareForTransition(_ operation: TransitionOperation?, from: Screen, to: Screen) {
        transitionProvider?.prepareForTransition(operation, from: from, to: to)
    }

    func markPushedScreen(_ screen: Screen, pushedByFramework: Bool) {
        screen.pushedByFramework = pushedByFramework
    }

    func screensTransitionController(
        of screen: Screen, for operation: TransitionOperation, from: Screen, to: Screen
    ) -> AnimationController? {
        switch answer(for: screen).fallback {
        case .screensOwn?: return screen.animationController(for: operation, from: from, to: to)
        case let .style(style, _)?:
            return HeadlessNavigationController.Animator(
                vendor: "proxy", animation: HeadlessAnimationController(operation: operation, style: style))
        case nil: return nil
        }
    }

    func identifier(of animationController: AnimationController) -> ObjectIdentifier {
        ObjectIdentifier(animationController)
    }

    var isSwipeBackInteractive: Bool { swipeBackInteraction.isInteractive }

    func isZoomDismissalInteractive(for animationController: AnimationController) -> Bool {
        animationController.zoomDismissal?.isInteractive ?? false
    }

    func swipeBackInteraction(driving animationController: AnimationController) -> InteractionController {
        swipeBackInteraction.animationController = animationController
        return swipeBackInteraction
    }

    func zoomDismissalInteraction(driving animationController: AnimationController) -> InteractionController? {
        animationController.zoomDismissal?.animationController = animationController
        return animationController.zoomDismissal
    }

    // MARK: The navigation controller's delegate (Core's dispatch)

    func navigationController(_ navigationController: HeadlessNavigationController, willShow screen: Screen, animated: Bool) {
        delegateWillShow(screen, animated: animated)
    }

    func navigationController(_ navigationController: HeadlessNavigationController, didShow screen: Screen, animated: Bool) {
        delegateDidShow(screen, animated: animated)
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: TransitionOperation,
        from: Screen,
        to: Screen
    ) -> HeadlessNavigationController.Animator? {
        delegateAnimationController(for: operation, from: from, to: to)
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: HeadlessNavigationController.Animator
    ) -> HeadlessNavigationController.Interactor? {
        delegateInteractionController(for: animator)
    }

    /// `responds(to:)`: Core's answers, computed before the proxy was assigned.
    func responds(to call: DelegateCall) -> Bool {
        delegateAnswers.proxyResponds(to: call)
    }

    /// Forwarded; if the original has been freed since, UIKit's default (Core's `NavigationOrientationAnswer`).
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: HeadlessNavigationController
    ) -> HeadlessNavigationController.OrientationMask {
        let entry = beginDelegateCall(.supportedInterfaceOrientations)
        defer { endDelegateCall(.supportedInterfaceOrientations) }
        return NavigationOrientationAnswer.supportedInterfaceOrientations(
            entry: entry, original: { original?.navigationControllerSupportedInterfaceOrientations(navigationController) },
            isPad: false, all: .all, allButUpsideDown: .allButUpsideDown
        )
    }

    // MARK: UIKit's back recognizers' delegate

    var isUIKitsOwn: Bool { false }

    /// `gestureRecognizerShouldBegin` of UIKit's edge or content recognizer: Core's `SystemBackGestureGate`, with
    /// the chained delegate's answer.
    func gestureRecognizerShouldBegin(
        _ recognizer: HeadlessNavigationController.BackGestureRecognizer,
        touch: HeadlessNavigationController.BackGestureTouch
    ) -> Bool? {
        guard let navigationController else { return false }
        lastSystemBackGestureDecision = systemBackGestureDecision(recognizer, touch: touch, navigationController)
        return lastSystemBackGestureDecision?.begins
    }

    /// The last answer to one of UIKit's back recognizers.
    private(set) var lastSystemBackGestureDecision: SystemBackGestureGate.Decision?

    private func systemBackGestureDecision(
        _ recognizer: HeadlessNavigationController.BackGestureRecognizer,
        touch: HeadlessNavigationController.BackGestureTouch,
        _ navigationController: HeadlessNavigationController
    ) -> SystemBackGestureGate.Decision {
        let chained: SystemBackGestureGate.Chained
        if let other = backGestureDelegates.chained(recognizer.gesture) {
            let answer = other.gestureRecognizerShouldBegin(recognizer, touch: touch)
            chained = other.isUIKitsOwn ? .uikit(answer: answer ?? true) : .other(answer: answer)
        } else {
            chained = .none
        }
        let request = SystemBackGestureRequest(
            gesture: recognizer.gesture,
            stackCount: navigationController.viewControllers.count,
            isTransitionRunning: navigationController.transitionCoordinator != nil,
            top: swipeBackScreen(navigationController.topViewController),
            isLibraryPanActive: swipeBackInteraction.isInteractive || swipeBackInteraction.isSettling,
            scrollViewsUnderTouch: touch.scrollViews,
            layoutDirection: navigationController.layoutDirection,
            touchIsOnRowWithSwipeActions: touch.onRowWithSwipeActions
        )
        return proxyState.systemBackGestureDecision(request, chained: chained)
    }

    /// Forwarded to the chained delegate (UIKit's own, or another library's).
    func gestureRecognizer(
        _ recognizer: HeadlessNavigationController.BackGestureRecognizer,
        shouldReceive touch: HeadlessNavigationController.BackGestureTouch
    ) -> Bool? {
        backGestureDelegates.chained(recognizer.gesture)?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }

    // MARK: Swipe back (the pan recognizer as a finger moves it)

    /// The finger came down at `x` and moved with `velocity`: `shouldReceive` (the event, then the touch), then
    /// `gestureRecognizerShouldBegin`, then, if it begins, the `.began` state. Returns whether the pan began.
    @discardableResult
    func swipeBackBegan(
        atX x: CGFloat = 10, velocity: CGPoint = CGPoint(x: 500, y: 0), scrollViews: [ScrollViewState] = []
    ) -> Bool {
        guard let navigationController, swipeBackShouldReceiveEvent(.touch), swipeBackShouldReceive(x: x),
            swipeBackShouldBegin(x: x, velocity: velocity, scrollViews: scrollViews)
        else { return false }
        swipeBackInteraction.gestureBegan(distance: navigationController.containerWidth)
        return true
    }

    /// A trackpad's two-finger swipe with the pointer at `x`: `shouldReceive` with the scroll event (no touch),
    /// then `gestureRecognizerShouldBegin`, then the `.began` state. Returns whether the pan began.
    @discardableResult
    func swipeBackBeganByTrackpad(
        atX x: CGFloat, velocity: CGPoint = CGPoint(x: 500, y: 0), scrollViews: [ScrollViewState] = []
    ) -> Bool {
        guard let navigationController, swipeBackShouldReceiveEvent(.trackpadScroll),
            swipeBackShouldBegin(x: x, velocity: velocity, scrollViews: scrollViews)
        else { return false }
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
        return proxyState.swipeBackDecision(request, systemPopGestureEnabled: navigationController.interactivePopGestureEnabled)
            .beginsPan
    }

    private func swipeBackShouldReceiveEvent(_ input: SwipeBackInput) -> Bool {
        guard let navigationController else { return false }
        reconcile()
        swipeBackInput = input
        return state.swipeBackReceivesEvent(
            input, top: swipeBackScreen(navigationController.topViewController),
            isSwipeBackSettling: swipeBackInteraction.isSettling
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
            hasCustomTransition: claim(ofTop: top).mayRunOurs,
            area: area,
            hidesBackButton: top.hidesBackButton,
            leftBarButtonItemCount: top.leftItemCount,
            leadingItemGroupItemCounts: top.leadingItemGroupItemCounts,
            leftItemsSupplementBackButton: top.leftItemsSupplementBackButton
        )
    }
}
