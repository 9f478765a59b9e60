import NavTransitions

/// Test double of the UIKit layer's delegate proxy: applies `NavigationDelegateLifecycle`'s actions to a
/// `HeadlessNavigationController` the way the UIKit layer does to a `UINavigationController`.
///
/// Objects map to ids with `ObjectIdentifier`; the navigation controller, the original delegate and the owner
/// are held weakly. The proxy itself is kept alive by the navigation controller (`attachedProxy`).
final class HeadlessNavigationProxy: HeadlessNavigationController.Delegate {
    typealias Screen = HeadlessNavigationController.Screen
    typealias Delegate = HeadlessNavigationController.Delegate
    typealias Lifecycle = NavigationDelegateLifecycle<ObjectIdentifier, ObjectIdentifier>

    private(set) var lifecycle = Lifecycle()
    private(set) weak var originalDelegate: Delegate?
    private(set) weak var owner: Screen?
    /// Whether the library's pan gesture drives the running interactive pop.
    private(set) var isPanDriving = false
    /// Every action other than `.none`, in order.
    private(set) var actions: [NavigationDelegateAction] = []
    private weak var navigationController: HeadlessNavigationController?

    private init(navigationController: HeadlessNavigationController) {
        self.navigationController = navigationController
    }

    /// The navigation controller's only proxy, attached on first use, installed for `owner` (`nil`: the
    /// navigation controller itself).
    @discardableResult
    static func install(on navigationController: HeadlessNavigationController, owner: Screen?) -> HeadlessNavigationProxy {
        let proxy: HeadlessNavigationProxy
        if let existing = navigationController.attachedProxy as? HeadlessNavigationProxy {
            proxy = existing
        } else {
            proxy = HeadlessNavigationProxy(navigationController: navigationController)
            navigationController.attachedProxy = proxy
            navigationController.delegateObserver = { [weak proxy] delegate in proxy?.delegateWasAssigned(delegate) }
        }
        proxy.install(owner: owner)
        return proxy
    }

    private func install(owner newOwner: Screen?) {
        guard let navigationController else { return }
        noticeOwnerDeallocation()
        let current = navigationController.delegate
        let action = lifecycle.install(
            owner: newOwner.map(ObjectIdentifier.init),
            stack: ids(navigationController.viewControllers),
            current: slot(current),
            systemPopGestureEnabled: navigationController.interactivePopGestureEnabled
        )
        if let newOwner, lifecycle.owner == ObjectIdentifier(newOwner) {
            owner = newOwner
            newOwner.onAppear(key: ObjectIdentifier(self)) { [weak self, weak newOwner] in
                if let self, let newOwner { self.screenDidAppear(newOwner) }
            }
        }
        apply(action, current: current)
    }

    /// The app removes custom transitions from the navigation controller.
    func uninstall() {
        guard let navigationController else { return }
        noticeOwnerDeallocation()
        let current = navigationController.delegate
        apply(lifecycle.uninstall(current: slot(current)), current: current)
    }

    /// Begins an interactive pop driven by the library's pan gesture.
    @discardableResult
    func beginPanPop() -> Bool {
        guard let navigationController else { return false }
        isPanDriving = true
        let began = navigationController.beginInteractivePop(driver: .customPan)
        if !began { isPanDriving = false }
        return began
    }

    // MARK: Delegate

    func navigationController(_ navigationController: HeadlessNavigationController, willShow screen: Screen, animated: Bool) {
        // Forward first, so the original sees the call even when the proxy hands it back right after.
        originalDelegate?.navigationController(navigationController, willShow: screen, animated: animated)
        noticeOwnerDeallocation()
        let coordinator = navigationController.transitionCoordinator
        let isInteractive = coordinator?.isInteractive ?? false
        let current = navigationController.delegate
        apply(lifecycle.willShow(stack: ids(navigationController.viewControllers), current: slot(current), isInteractive: isInteractive), current: current)
        if isInteractive {
            coordinator?.animateAlongsideTransition { [weak self] cancelled in self?.transitionEnded(cancelled: cancelled) }
        }
    }

    func navigationController(_ navigationController: HeadlessNavigationController, didShow screen: Screen, animated: Bool) {
        originalDelegate?.navigationController(navigationController, didShow: screen, animated: animated)
        noticeOwnerDeallocation()
        let current = navigationController.delegate
        apply(lifecycle.didShow(stack: ids(navigationController.viewControllers), current: slot(current)), current: current)
    }

    /// The operation of the animation controller this proxy vended last.
    private var lastAnimationOperation: TransitionOperation?

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: TransitionOperation,
        from: Screen,
        to: Screen
    ) -> HeadlessNavigationController.Animator? {
        switch NavigationAnswerSource.animationController(
            for: operation,
            fromHasCustomTransition: from.hasCustomTransition,
            toHasCustomTransition: to.hasCustomTransition,
            hasOriginalDelegate: originalDelegate != nil
        ) {
        case .proxy:
            lastAnimationOperation = operation
            return HeadlessNavigationController.Animator(vendor: ObjectIdentifier(self))
        case .original: return originalDelegate?.navigationController(navigationController, animationControllerFor: operation, from: from, to: to)
        case .system: return nil
        }
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: HeadlessNavigationController.Animator
    ) -> HeadlessNavigationController.Interactor? {
        switch NavigationAnswerSource.interactionController(
            proxysAnimationOperation: animator.vendor == ObjectIdentifier(self) ? lastAnimationOperation : nil,
            isPanDriving: isPanDriving,
            hasOriginalDelegate: originalDelegate != nil
        ) {
        case .proxy: return HeadlessNavigationController.Interactor(vendor: ObjectIdentifier(self))
        case .original: return originalDelegate?.navigationController(navigationController, interactionControllerFor: animator)
        case .system: return nil
        }
    }

    // MARK: Observations

    private func delegateWasAssigned(_ delegate: Delegate?) {
        noticeOwnerDeallocation()
        apply(lifecycle.delegateChanged(to: slot(delegate)), current: delegate)
    }

    private func screenDidAppear(_ screen: Screen) {
        guard let navigationController, screen === owner, navigationController.viewControllers.contains(where: { $0 === screen }) else { return }
        let current = navigationController.delegate
        apply(lifecycle.ownerAppeared(
            stack: ids(navigationController.viewControllers),
            current: slot(current),
            systemPopGestureEnabled: navigationController.interactivePopGestureEnabled
        ), current: current)
    }

    private func transitionEnded(cancelled: Bool) {
        isPanDriving = false
        guard let navigationController else { return }
        noticeOwnerDeallocation()
        let current = navigationController.delegate
        apply(lifecycle.transitionEnded(cancelled: cancelled, stack: ids(navigationController.viewControllers), current: slot(current)), current: current)
    }

    /// The weak owner is gone while the lifecycle still names one: report it before anything else.
    private func noticeOwnerDeallocation() {
        guard let navigationController, lifecycle.owner != nil, owner == nil else { return }
        let current = navigationController.delegate
        apply(lifecycle.ownerDeallocated(current: slot(current)), current: current)
    }

    // MARK: Applying answers

    private func apply(_ action: NavigationDelegateAction, current: Delegate?) {
        guard let navigationController else { return }
        if action != .none { actions.append(action) }
        switch action {
        case .none:
            break
        case .saveOriginalAndAssignProxy:
            originalDelegate = current
            navigationController.delegate = self
        case .restoreOriginal(let enabled):
            let original = originalDelegate
            originalDelegate = nil
            navigationController.delegate = original
            navigationController.interactivePopGestureEnabled = enabled
        case .leaveAppDelegate(let enabled):
            originalDelegate = nil
            navigationController.interactivePopGestureEnabled = enabled
        }
        if lifecycle.owner == nil { owner = nil }
        let topIsCustom = navigationController.viewControllers.last?.hasCustomTransition ?? false
        if let enabled = lifecycle.systemPopGestureEnabled(topScreenHasCustomTransition: topIsCustom) {
            navigationController.interactivePopGestureEnabled = enabled
        }
    }

    private func slot(_ delegate: Delegate?) -> DelegateSlot<ObjectIdentifier> {
        guard let delegate else { return .none }
        return delegate === self ? .proxy : .app(ObjectIdentifier(delegate))
    }

    private func ids(_ screens: [Screen]) -> [ObjectIdentifier] {
        screens.map(ObjectIdentifier.init)
    }
}
