import NavTransitions

/// A test-only model of the `UINavigationController` behaviour the delegate proxy relies on.
///
/// Everything runs synchronously; "animated" only decides whether a transition coordinator exists and whether
/// animation and interaction controllers are requested. Each piece names the UIKit behaviour it models; the
/// few that Apple does not document are marked as observed.
final class HeadlessNavigationController {
    /// A view controller. A class, so tests can hold screens weakly and check that nothing retains them.
    final class Screen: CustomStringConvertible {
        /// A unique, readable name used in messages and failure reports.
        let name: String
        /// Whether the screen declares a NavTransitions custom transition.
        let hasCustomTransition: Bool
        private var appearanceHandlers: [ObjectIdentifier: () -> Void] = [:]

        init(_ name: String, custom: Bool = false) {
            self.name = name
            self.hasCustomTransition = custom
        }

        var description: String { hasCustomTransition ? "\(name)*" : name }

        /// Registers (or replaces) the handler `key` runs when the screen's view enters the window.
        func onAppear(key: ObjectIdentifier, _ handler: @escaping () -> Void) {
            appearanceHandlers[key] = handler
        }

        /// `viewDidAppear(_:)`: the view entered the window on top of the stack.
        fileprivate func didAppear() {
            for handler in appearanceHandlers.values { handler() }
        }
    }

    /// The `UINavigationControllerDelegate` methods the proxy takes part in.
    ///
    /// The orientation methods are left out: they carry no decision, the proxy only forwards them.
    protocol Delegate: AnyObject {
        /// `navigationController(_:willShow:animated:)`.
        func navigationController(_ navigationController: HeadlessNavigationController, willShow screen: Screen, animated: Bool)
        /// `navigationController(_:didShow:animated:)`.
        func navigationController(_ navigationController: HeadlessNavigationController, didShow screen: Screen, animated: Bool)
        /// `navigationController(_:animationControllerFor:from:to:)`.
        func navigationController(
            _ navigationController: HeadlessNavigationController,
            animationControllerFor operation: TransitionOperation,
            from: Screen,
            to: Screen
        ) -> Animator?
        /// `navigationController(_:interactionControllerFor:)`.
        func navigationController(_ navigationController: HeadlessNavigationController, interactionControllerFor animator: Animator) -> Interactor?
    }

    /// An animation controller, identified by the object that vended it.
    struct Animator: Equatable {
        let vendor: ObjectIdentifier
    }

    /// An interaction controller, identified by the object that vended it.
    struct Interactor: Equatable {
        let vendor: ObjectIdentifier
    }

    /// A `willShow` or `didShow` message, as a delegate receives it.
    enum Message: Equatable, CustomStringConvertible {
        case willShow(String, animated: Bool)
        case didShow(String, animated: Bool)

        var description: String {
            switch self {
            case let .willShow(name, animated): return "willShow(\(name)\(animated ? "" : ", unanimated"))"
            case let .didShow(name, animated): return "didShow(\(name)\(animated ? "" : ", unanimated"))"
            }
        }
    }

    /// The controllers UIKit obtained for one animated transition.
    struct TransitionRecord: Equatable {
        let operation: TransitionOperation
        let from: String
        let to: String
        let animator: Animator?
        let interactor: Interactor?
    }

    /// `UIViewControllerTransitionCoordinator`: exists while an animated transition runs.
    final class TransitionCoordinator {
        /// `isInteractive`: a gesture drives the transition.
        let isInteractive: Bool
        private var completions: [(_ cancelled: Bool) -> Void] = []

        fileprivate init(isInteractive: Bool) {
            self.isInteractive = isInteractive
        }

        /// `animate(alongsideTransition: nil, completion:)`, with the context reduced to `isCancelled`.
        func animateAlongsideTransition(completion: @escaping (_ cancelled: Bool) -> Void) {
            completions.append(completion)
        }

        fileprivate func complete(cancelled: Bool) {
            let pending = completions
            completions = []
            for completion in pending { completion(cancelled) }
        }
    }

    /// What drives an interactive pop.
    enum PopDriver {
        /// `interactivePopGestureRecognizer`, UIKit's edge swipe; it cannot begin while disabled.
        case systemGesture
        /// The library's own pan gesture on a screen with a custom transition.
        case customPan
    }

    /// `viewControllers`: the stack, root first. It changes as soon as a push or pop is requested,
    /// before `willShow` (UIKit updates the array first, then transitions the views).
    private(set) var viewControllers: [Screen]

    /// `visibleViewController`: the screen whose view is on screen; it changes between `willShow` and `didShow`.
    private(set) var visibleViewController: Screen?

    /// `delegate`: weak, as UIKit's is. Every assignment is reported to `delegateObserver`, which models the
    /// UIKit layer observing the property.
    weak var delegate: Delegate? {
        didSet { delegateObserver?(delegate) }
    }

    /// Called after every assignment of `delegate`, with the new value.
    var delegateObserver: ((Delegate?) -> Void)?

    /// `interactivePopGestureRecognizer.isEnabled`; `true` by default, as in UIKit.
    var interactivePopGestureEnabled = true

    /// `transitionCoordinator`: non-nil from the start of an animated transition until its completion.
    private(set) var transitionCoordinator: TransitionCoordinator?

    /// Strong storage for the proxy, as `objc_setAssociatedObject` gives the UIKit layer.
    var attachedProxy: AnyObject?

    /// Whether a finished interactive pop sends `didShow` before running the coordinator's completions.
    ///
    /// UIKit does not document this order; tests run both.
    var sendsDidShowBeforeCoordinatorCompletion = false

    /// Called with every `willShow` and `didShow` message just before the delegate receives it.
    var messageObserver: ((Message) -> Void)?

    /// Called with the controllers obtained for each animated transition.
    var transitionObserver: ((TransitionRecord) -> Void)?

    private var interactivePop: (popped: Screen, to: Screen)?

    init(root: Screen) {
        viewControllers = [root]
        visibleViewController = root
    }

    /// Whether an interactive pop has begun and not ended.
    var isInteractivePopRunning: Bool { interactivePop != nil }

    // MARK: Stack changes

    /// `pushViewController(_:animated:)`. Pushing a screen already in the stack is refused (UIKit raises).
    func pushViewController(_ screen: Screen, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === screen }) else { return }
        transition(to: viewControllers + [screen], animated: animated)
    }

    /// `popViewController(animated:)`: nothing happens on the root, as in UIKit (returns `nil`).
    @discardableResult
    func popViewController(animated: Bool) -> Screen? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        transition(to: Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// `popToRootViewController(animated:)`: a single pop transition from the top to the root.
    @discardableResult
    func popToRootViewController(animated: Bool) -> [Screen]? {
        guard viewControllers.count > 1, let root = viewControllers.first else { return nil }
        let popped = Array(viewControllers.dropFirst())
        transition(to: [root], animated: animated)
        return popped
    }

    /// `setViewControllers(_:animated:)`: a push when the new top is new to the stack, a pop when it was below.
    ///
    /// When the top screen does not change there is no transition and no delegate message (observed, not
    /// documented), so screens below the top can leave the stack without `willShow`.
    func setViewControllers(_ screens: [Screen], animated: Bool) {
        transition(to: screens, animated: animated)
    }

    /// Every non-interactive change: the array first, then (when animated) the animation and interaction
    /// controllers, `willShow`, the visible change, the coordinator's completions, `didShow`, `viewDidAppear`.
    ///
    /// UIKit asks for the animation controller before it sends `willShow` (observed, not documented): this is
    /// why a proxy that hands back in `willShow` still animates the pop of its owner.
    private func transition(to newStack: [Screen], animated: Bool) {
        guard interactivePop == nil else { return }
        let oldStack = viewControllers
        viewControllers = newStack
        guard let to = newStack.last, let from = oldStack.last, to !== from else { return }
        if animated {
            let operation: TransitionOperation = oldStack.contains(where: { $0 === to }) ? .pop : .push
            transitionCoordinator = TransitionCoordinator(isInteractive: false)
            requestControllers(operation, from: from, to: to)
        }
        send(.willShow(to.name, animated: animated)) { $0.navigationController(self, willShow: to, animated: animated) }
        visibleViewController = to
        let coordinator = transitionCoordinator
        transitionCoordinator = nil
        coordinator?.complete(cancelled: false)
        send(.didShow(to.name, animated: animated)) { $0.navigationController(self, didShow: to, animated: animated) }
        to.didAppear()
    }

    // MARK: Interactive pop

    /// Begins an interactive pop: the popped screen leaves `viewControllers` at once and `willShow` is sent for
    /// the screen below, with an interactive coordinator (documented: `willShow` arrives at the gesture start).
    ///
    /// Returns `false` when the pop cannot begin: on the root (UIKit's own rule), with the system gesture
    /// disabled, or while another interactive pop runs.
    @discardableResult
    func beginInteractivePop(driver: PopDriver) -> Bool {
        guard interactivePop == nil, viewControllers.count > 1, let popped = viewControllers.last else { return false }
        if driver == .systemGesture && !interactivePopGestureEnabled { return false }
        viewControllers.removeLast()
        guard let to = viewControllers.last else { return false }
        interactivePop = (popped, to)
        transitionCoordinator = TransitionCoordinator(isInteractive: true)
        requestControllers(.pop, from: popped, to: to)
        send(.willShow(to.name, animated: true)) { $0.navigationController(self, willShow: to, animated: true) }
        return true
    }

    /// The gesture was released short: the popped screen is back on top, the completions see `cancelled`,
    /// and no `didShow` is sent (documented UIKit behaviour for a cancelled interactive pop).
    func cancelInteractivePop() {
        guard let pop = interactivePop else { return }
        interactivePop = nil
        viewControllers.append(pop.popped)
        let coordinator = transitionCoordinator
        transitionCoordinator = nil
        coordinator?.complete(cancelled: true)
    }

    /// The gesture completed the pop: the completions run and `didShow` is sent, in the order
    /// `sendsDidShowBeforeCoordinatorCompletion` says, then the revealed screen's `viewDidAppear`.
    func finishInteractivePop() {
        guard let pop = interactivePop else { return }
        interactivePop = nil
        visibleViewController = pop.to
        let coordinator = transitionCoordinator
        transitionCoordinator = nil
        let didShow = { [self] in
            send(.didShow(pop.to.name, animated: true)) { $0.navigationController(self, didShow: pop.to, animated: true) }
        }
        if sendsDidShowBeforeCoordinatorCompletion {
            didShow()
            coordinator?.complete(cancelled: false)
        } else {
            coordinator?.complete(cancelled: false)
            didShow()
        }
        pop.to.didAppear()
    }

    // MARK: Delegate messages

    /// UIKit asks for an interaction controller only when the delegate returned an animation controller.
    private func requestControllers(_ operation: TransitionOperation, from: Screen, to: Screen) {
        let animator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let interactor = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        transitionObserver?(TransitionRecord(operation: operation, from: from.name, to: to.name, animator: animator, interactor: interactor))
    }

    private func send(_ message: Message, to call: (Delegate) -> Void) {
        messageObserver?(message)
        if let delegate { call(delegate) }
    }
}
