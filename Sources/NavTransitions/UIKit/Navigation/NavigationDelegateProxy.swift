#if canImport(UIKit)
import UIKit

/// The navigation controller's delegate proxy: custom push and pop, an interactive swipe back, and the
/// app's own delegate kept, informed and handed back.
///
/// Install it once per navigation controller:
///
/// ```swift
/// NavigationDelegateProxy.install(on: navigationController)
/// detail.navigationTransition = .slide
/// navigationController.pushViewController(detail, animated: true)   // swipe back works
/// ```
///
/// What it guarantees (the rules live in Core's ``NavigationDelegateLifecycle``):
/// - the delegate the navigation controller had is kept weakly as the *original* and receives every
///   delegate call: `willShow` and `didShow` (forwarded before any hand-back), the orientation methods,
///   and the animation and interaction controllers whenever the proxy does not answer them itself;
/// - precedence: a push asks the pushed screen's ``NavigationControllerTransition``, a pop the popped screen's; if
///   that screen has one, the proxy answers, otherwise the original delegate's answer is used unchanged
///   (nil without an original, which gives the system animation);
/// - with an `owner`, the proxy hands the original back in `willShow` once the owner has left the stack
///   (after an interactive pop only if it finished), and installs itself again when the owner reappears;
/// - a delegate the app assigns while the proxy is installed becomes the new original;
/// - installing twice returns the same proxy; the proxy never retains the navigation controller or a
///   view controller (the navigation controller retains the proxy);
/// - the system `interactivePopGestureRecognizer` is disabled only while the top screen has a custom
///   transition (the proxy's own pan swipes those back) and is restored on hand-back or ``uninstall()``.
@MainActor
public final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    /// The navigation controller this proxy serves.
    public private(set) weak var navigationController: UINavigationController?
    /// The app's own delegate, kept weakly and informed of every call while the proxy is installed.
    public private(set) weak var originalDelegate: UINavigationControllerDelegate? {
        didSet {
            originalSupportsOrientations = originalDelegate?.responds(
                to: #selector(UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:))) ?? false
            originalPrefersOrientation = originalDelegate?.responds(
                to: #selector(UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:))) ?? false
        }
    }
    /// Where a swipe back may start: the leading 44 pt (`.leadingEdge`, the default) or `.anywhere`.
    public var swipeBackArea: SwipeBackArea = .leadingEdge
    /// Whether screens with a custom transition can be swiped back interactively.
    public var isSwipeBackEnabled = true

    private weak var owner: UIViewController?
    // Read by `responds(to:)`, which NSObject declares nonisolated; UIKit calls it on the main thread.
    // Written only on the main actor, when the original delegate changes.
    private nonisolated(unsafe) var originalSupportsOrientations = false
    private nonisolated(unsafe) var originalPrefersOrientation = false
    private var lifecycle = NavigationDelegateLifecycle<ObjectIdentifier, ObjectIdentifier>()
    private weak var lastAnimationController: UIViewControllerAnimatedTransitioning?
    private var lastAnimationOperation: TransitionOperation?
    private var swipeBackTouchDown: CGPoint?
    private var delegateObservation: NSKeyValueObservation?
    private let swipeBackPan = UIPanGestureRecognizer()
    private lazy var swipeBackInteraction = PanInteractiveTransition(direction: .right) { [weak self] in
        self?.navigationController?.popViewController(animated: true) != nil
    }

    private init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        swipeBackPan.delegate = self
        swipeBackPan.maximumNumberOfTouches = 1
        swipeBackPan.addTarget(self, action: #selector(handleSwipeBack(_:)))
    }

    // MARK: Installing

    /// Installs the proxy on a navigation controller, or returns the one already there (never nests).
    ///
    /// - Parameters:
    ///   - navigationController: the navigation controller; its current delegate becomes the original.
    ///   - owner: nil to keep the proxy until ``uninstall()``; a screen to keep it only while that screen
    ///     is in the stack (it is installed again when the screen reappears). To notice the reappearance,
    ///     the owner's view is loaded and gets a hidden, zero-size, non-interactive subview.
    @discardableResult
    public static func install(on navigationController: UINavigationController, owner: UIViewController? = nil) -> NavigationDelegateProxy {
        let proxy = AssociatedValues.navigationDelegateProxy.get(navigationController)
            ?? NavigationDelegateProxy(navigationController: navigationController)
        AssociatedValues.navigationDelegateProxy.set(proxy, on: navigationController)
        proxy.install(owner: owner)
        return proxy
    }

    /// The proxy installed on a navigation controller, if any.
    public static func installed(on navigationController: UINavigationController) -> NavigationDelegateProxy? {
        AssociatedValues.navigationDelegateProxy.get(navigationController)
    }

    /// Hands the original delegate back (unless the app has set another one) and removes the swipe-back pan.
    ///
    /// A swipe back in progress is cancelled first (a removed gesture recognizer reports nothing more).
    public func uninstall() {
        guard let navigationController else { return }
        if swipeBackInteraction.isInteractive { swipeBackInteraction.gestureCancelled() }
        apply(lifecycle.uninstall(current: slot(navigationController.delegate)), candidate: nil)
        delegateObservation = nil
        navigationController.view.removeGestureRecognizer(swipeBackPan)
    }

    private func install(owner newOwner: UIViewController?) {
        guard let navigationController else { return }
        noticeDeallocatedOwner()
        let current = navigationController.delegate
        apply(lifecycle.install(
            owner: newOwner.map(ObjectIdentifier.init),
            stack: stack(of: navigationController),
            current: slot(current),
            systemPopGestureEnabled: navigationController.interactivePopGestureRecognizer?.isEnabled ?? true
        ), candidate: current)
        if let newOwner, lifecycle.owner == ObjectIdentifier(newOwner) {
            owner = newOwner
            OwnerAppearanceObserver.attach(to: newOwner) { [weak self] in self?.ownerDidAppear() }
        }
        if swipeBackPan.view !== navigationController.view {
            navigationController.view.addGestureRecognizer(swipeBackPan)
        }
        observeDelegate(of: navigationController)
        updateSystemPopGesture()
    }

    // MARK: Applying Core's decisions

    private func slot(_ delegate: UINavigationControllerDelegate?) -> DelegateSlot<ObjectIdentifier> {
        guard let delegate else { return .none }
        return delegate === self ? .proxy : .app(ObjectIdentifier(delegate))
    }

    private func stack(of navigationController: UINavigationController) -> [ObjectIdentifier] {
        navigationController.viewControllers.map(ObjectIdentifier.init)
    }

    /// Applies an action; `candidate` is the delegate that the event was given as `current`.
    private func apply(_ action: NavigationDelegateAction, candidate: UINavigationControllerDelegate?) {
        guard let navigationController else { return }
        switch action {
        case .none:
            break
        case .saveOriginalAndAssignProxy:
            originalDelegate = candidate === self ? originalDelegate : candidate
            navigationController.delegate = self
        case let .restoreOriginal(systemPopGestureEnabled):
            let original = originalDelegate
            originalDelegate = nil
            navigationController.delegate = original
            navigationController.interactivePopGestureRecognizer?.isEnabled = systemPopGestureEnabled
        case let .leaveAppDelegate(systemPopGestureEnabled):
            originalDelegate = nil
            navigationController.interactivePopGestureRecognizer?.isEnabled = systemPopGestureEnabled
        }
    }

    /// A dead owner's identifier can be reused by a new screen: notice it before any other event.
    private func noticeDeallocatedOwner() {
        guard lifecycle.owner != nil, owner == nil, let navigationController else { return }
        apply(lifecycle.ownerDeallocated(current: slot(navigationController.delegate)), candidate: nil)
    }

    /// Enables the system swipe back exactly when the top screen has no custom transition (while installed).
    func updateSystemPopGesture() {
        guard let navigationController else { return }
        let topHasCustom = navigationController.topViewController?.navigationTransition != nil
        if let enabled = lifecycle.systemPopGestureEnabled(topScreenHasCustomTransition: topHasCustom) {
            navigationController.interactivePopGestureRecognizer?.isEnabled = enabled
        }
    }

    /// The app may assign another delegate while the proxy is installed: adopt it as the original.
    ///
    /// KVO calls back in a `@Sendable` context, so the adoption runs on the main queue right after the
    /// assignment (one run-loop turn later). UIKit does not promise KVO on `delegate`; every delegate
    /// callback also passes the current delegate to Core, so nothing assigned is ever dropped.
    private func observeDelegate(of navigationController: UINavigationController) {
        guard delegateObservation == nil else { return }
        delegateObservation = navigationController.observe(\.delegate, options: []) { [weak self] _, _ in
            DispatchQueue.main.async { [weak self] in
                self?.delegateDidChange()
            }
        }
    }

    private func delegateDidChange() {
        guard let navigationController else { return }
        let delegate = navigationController.delegate
        apply(lifecycle.delegateChanged(to: slot(delegate)), candidate: delegate)
    }

    private func ownerDidAppear() {
        guard let navigationController, let owner, owner.navigationController === navigationController else { return }
        let reinstall = { [weak self] in
            guard let self, let navigationController = self.navigationController else { return }
            let current = navigationController.delegate
            self.apply(self.lifecycle.ownerAppeared(
                stack: self.stack(of: navigationController),
                current: self.slot(current),
                systemPopGestureEnabled: navigationController.interactivePopGestureRecognizer?.isEnabled ?? true
            ), candidate: current)
            self.updateSystemPopGesture()
        }
        // Not in the middle of a transition (a swipe could be cancelled): after it, if it ends here.
        if let coordinator = navigationController.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { _ in reinstall() }
        } else {
            reinstall()
        }
    }

    // MARK: UINavigationControllerDelegate

    /// Forwards to the original delegate, then lets Core decide whether to hand it back now.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        let original = originalDelegate // before a hand-back can clear it
        noticeDeallocatedOwner()
        original?.navigationController?(navigationController, willShow: viewController, animated: animated)
        let coordinator = navigationController.transitionCoordinator
        let isInteractive = coordinator?.isInteractive ?? false
        let current = navigationController.delegate
        apply(lifecycle.willShow(stack: stack(of: navigationController), current: slot(current), isInteractive: isInteractive), candidate: current)
        if isInteractive, let coordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self] context in
                guard let self, let navigationController = self.navigationController else { return }
                let current = navigationController.delegate
                self.apply(self.lifecycle.transitionEnded(
                    cancelled: context.isCancelled, stack: self.stack(of: navigationController), current: self.slot(current)
                ), candidate: current)
                self.updateSystemPopGesture()
            }
        }
        updateSystemPopGesture()
    }

    /// Forwards to the original delegate, then completes a deferred hand-back if one is due.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let original = originalDelegate // before a hand-back can clear it
        noticeDeallocatedOwner()
        original?.navigationController?(navigationController, didShow: viewController, animated: animated)
        swipeBackInteraction.abandonIfNotStarted()
        let current = navigationController.delegate
        apply(lifecycle.didShow(stack: stack(of: navigationController), current: slot(current)), candidate: current)
        updateSystemPopGesture()
    }

    /// The proxy's animation controller for a screen with a ``NavigationControllerTransition``, otherwise the original's answer.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let original = originalDelegate // before a hand-back can clear it
        noticeDeallocatedOwner()
        let originalAnswer = {
            original?.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        }
        let kind: TransitionOperation
        switch operation {
        case .push: kind = .push
        case .pop: kind = .pop
        default: return originalAnswer()
        }
        let transition = kind == .push ? toVC.navigationTransition : fromVC.navigationTransition
        switch NavigationAnswerSource.animationController(
            for: kind,
            fromHasCustomTransition: fromVC.navigationTransition != nil,
            toHasCustomTransition: toVC.navigationTransition != nil,
            hasOriginalDelegate: original != nil
        ) {
        case .proxy:
            let animationController = transition?.animationController(for: kind, from: fromVC, to: toVC)
            lastAnimationController = animationController
            lastAnimationOperation = kind
            return animationController
        case .original:
            return originalAnswer()
        case .system:
            return nil
        }
    }

    /// The swipe-back interaction while its pan drives the proxy's own pop, otherwise the original's answer.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        let original = originalDelegate
        switch NavigationAnswerSource.interactionController(
            proxysAnimationOperation: animationController === lastAnimationController ? lastAnimationOperation : nil,
            isPanDriving: swipeBackInteraction.isInteractive,
            hasOriginalDelegate: original != nil
        ) {
        case .proxy:
            swipeBackInteraction.animationController = animationController
            return swipeBackInteraction
        case .original:
            return original?.navigationController?(navigationController, interactionControllerFor: animationController)
        case .system:
            return nil
        }
    }

    /// Forwarded to the original delegate (the proxy only claims to implement it when the original does).
    ///
    /// If the original has been freed since, UIKit's defaults: all but upside down on iPhone, all on iPad.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        originalDelegate?.navigationControllerSupportedInterfaceOrientations?(navigationController)
            ?? (navigationController.traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown)
    }

    /// Forwarded to the original delegate (the proxy only claims to implement it when the original does).
    ///
    /// If the original has been freed since, the top screen's preference.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        originalDelegate?.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController)
            ?? navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }

    /// Claims the orientation methods only when the original delegate implements them, so that UIKit's
    /// own defaults apply otherwise. (UIKit reads this when the delegate is assigned; adopting a new
    /// original re-assigns the proxy.)
    public override func responds(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        if aSelector == #selector(UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)) {
            return originalSupportsOrientations
        }
        if aSelector == #selector(UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:)) {
            return originalPrefersOrientation
        }
        return super.responds(to: aSelector)
    }

    // MARK: Swipe back

    /// Begins only as Core's ``SwipeBackGate`` allows, or to grab a pop that is still settling.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === swipeBackPan, isSwipeBackEnabled, lifecycle.phase == .installed,
              let navigationController, let view = navigationController.view else { return false }
        if swipeBackInteraction.isSettling, navigationController.transitionCoordinator != nil { return true }
        // The edge is judged where the finger came down, not where the pan was recognized.
        let location = swipeBackTouchDown ?? swipeBackPan.location(in: view)
        let scrollViews: [ScrollViewState]
        switch swipeBackArea {
        case .anywhere: scrollViews = view.scrollViews(at: location).map(\.scrollViewState)
        case .leadingEdge: scrollViews = [] // like the system: the edge wins over scroll views
        }
        return SwipeBackGate(mode: swipeBackArea.gateMode).shouldBegin(
            stackCount: navigationController.viewControllers.count,
            isTransitionRunning: navigationController.transitionCoordinator != nil,
            topHasCustomTransition: navigationController.topViewController?.navigationTransition != nil,
            touchLocationX: location.x,
            containerWidth: view.bounds.width,
            layoutDirection: LayoutDirection(view.effectiveUserInterfaceLayoutDirection),
            velocity: swipeBackPan.velocity(in: view),
            scrollViewsUnderTouch: scrollViews
        ) == .begin
    }

    /// Remembers where the finger came down, for the edge check.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if gestureRecognizer === swipeBackPan, let view = navigationController?.view {
            swipeBackTouchDown = touch.location(in: view)
        }
        return true
    }

    /// From the edge, like the system swipe back, the pan wins over scroll views (they wait for it to fail).
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard gestureRecognizer === swipeBackPan, swipeBackArea == .leadingEdge,
              let scrollView = otherGestureRecognizer.view as? UIScrollView else { return false }
        return otherGestureRecognizer === scrollView.panGestureRecognizer
    }

    @objc private func handleSwipeBack(_ pan: UIPanGestureRecognizer) {
        guard let view = navigationController?.view else { return }
        if pan.state == .began {
            swipeBackInteraction.direction = .back(for: LayoutDirection(view.effectiveUserInterfaceLayoutDirection))
        }
        swipeBackInteraction.handle(pan, in: view, distance: view.bounds.width)
    }
}

/// An invisible view in the owner's view that reports when the owner's view enters a window.
@MainActor
private final class OwnerAppearanceObserver: UIView {
    private var onAppear: (@MainActor () -> Void)?

    static func attach(to owner: UIViewController, onAppear: @escaping @MainActor () -> Void) {
        let view = owner.view.subviews.compactMap { $0 as? OwnerAppearanceObserver }.first ?? {
            let observer = OwnerAppearanceObserver(frame: .zero)
            observer.isHidden = true
            observer.isUserInteractionEnabled = false
            observer.isAccessibilityElement = false
            owner.view.addSubview(observer)
            return observer
        }()
        view.onAppear = onAppear
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { onAppear?() }
    }
}
#endif
