import NavTransitions

/// An app's own navigation delegate: records every message it receives and vends its own animation controller.
final class RecordingNavigationDelegate: HeadlessNavigationController.Delegate {
    typealias Screen = HeadlessNavigationController.Screen

    let name: String
    /// Every `willShow` and `didShow` received, in order.
    private(set) var messages: [HeadlessNavigationController.Message] = []
    /// How many animation controllers were requested.
    private(set) var animationRequests = 0

    /// What it answers for `navigationControllerSupportedInterfaceOrientations(_:)`; nil: it does not implement it.
    var supportedOrientations: HeadlessNavigationController.OrientationMask?

    init(_ name: String, supportedOrientations: HeadlessNavigationController.OrientationMask? = nil) {
        self.name = name
        self.supportedOrientations = supportedOrientations
    }

    /// The transition methods, and the orientation method when it has an answer.
    func responds(to call: DelegateCall) -> Bool {
        switch call {
        case .willShow, .didShow, .animationController, .interactionController: return true
        case .supportedInterfaceOrientations: return supportedOrientations != nil
        case .preferredInterfaceOrientation: return false
        }
    }

    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: HeadlessNavigationController
    ) -> HeadlessNavigationController.OrientationMask {
        supportedOrientations ?? .all
    }

    var willShowCount: Int { messages.filter { if case .willShow = $0 { return true } else { return false } }.count }
    var didShowCount: Int { messages.filter { if case .didShow = $0 { return true } else { return false } }.count }

    /// The animation controller this delegate vends for every operation.
    private(set) lazy var animator = HeadlessNavigationController.Animator(vendor: name)

    func navigationController(_ navigationController: HeadlessNavigationController, willShow screen: Screen, animated: Bool) {
        messages.append(.willShow(screen.name, animated: animated))
    }

    func navigationController(_ navigationController: HeadlessNavigationController, didShow screen: Screen, animated: Bool) {
        messages.append(.didShow(screen.name, animated: animated))
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: TransitionOperation,
        from: Screen,
        to: Screen
    ) -> HeadlessNavigationController.Animator? {
        animationRequests += 1
        return animator
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: HeadlessNavigationController.Animator
    ) -> HeadlessNavigationController.Interactor? {
        nil
    }
}
