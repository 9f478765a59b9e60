import NavTransitions

/// A delegate proxy of another library, in the style of RxCocoa's `DelegateProxy` or an analytics SDK:
/// installing it keeps the navigation controller's current delegate as its forward target (weakly) and
/// puts itself in the `delegate` property; every call is recorded, then forwarded, and the forward
/// target's answer is returned. Subscribing again re-installs it the same way if it lost the property.
///
/// A real wrapper would recurse until the stack overflows in a forwarding loop; this one records the loop
/// and stops at a depth of 8, so that a test can fail instead of crashing.
final class ForwardingWrapperDelegate: HeadlessNavigationController.Delegate {
    let name: String
    private(set) weak var forwardTarget: HeadlessNavigationController.Delegate?
    /// Every `willShow` and `didShow` received, in order.
    private(set) var messages: [HeadlessNavigationController.Message] = []
    /// How many animation-controller requests it received.
    private(set) var animationRequests = 0
    /// Whether a call came back into it while it was forwarding that call 8 levels deep.
    private(set) var loopDetected = false
    private var depth = 0

    init(_ name: String) {
        self.name = name
    }

    /// `rx.delegate` subscription: forward to the current delegate and take its place (if not already there).
    func install(on navigationController: HeadlessNavigationController) {
        guard navigationController.delegate !== self else { return }
        forwardTarget = navigationController.delegate
        navigationController.delegate = self
    }

    private func forwarding<Answer>(_ fallback: Answer, _ call: (HeadlessNavigationController.Delegate) -> Answer) -> Answer {
        guard depth < 8 else {
            loopDetected = true
            return fallback
        }
        depth += 1
        defer { depth -= 1 }
        guard let forwardTarget else { return fallback }
        return call(forwardTarget)
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController, willShow screen: HeadlessNavigationController.Screen, animated: Bool
    ) {
        if depth == 0 { messages.append(.willShow(screen.name, animated: animated)) }
        forwarding(()) { $0.navigationController(navigationController, willShow: screen, animated: animated) }
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController, didShow screen: HeadlessNavigationController.Screen, animated: Bool
    ) {
        if depth == 0 { messages.append(.didShow(screen.name, animated: animated)) }
        forwarding(()) { $0.navigationController(navigationController, didShow: screen, animated: animated) }
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: TransitionOperation,
        from: HeadlessNavigationController.Screen,
        to: HeadlessNavigationController.Screen
    ) -> HeadlessNavigationController.Animator? {
        if depth == 0 { animationRequests += 1 }
        return forwarding(nil) {
            $0.navigationController(navigationController, animationControllerFor: operation, from: from, to: to)
        }
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: HeadlessNavigationController.Animator
    ) -> HeadlessNavigationController.Interactor? {
        forwarding(nil) { $0.navigationController(navigationController, interactionControllerFor: animator) }
    }
}
