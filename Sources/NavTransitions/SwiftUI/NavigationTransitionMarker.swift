#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The small representable behind SwiftUI's navigation modifiers: its controller finds the navigation
/// controller once it is in the hierarchy and records what the modifier declares.
struct NavigationTransitionMarker: UIViewControllerRepresentable {
    let placement: NavigationControllerLocation.Placement
    let transition: NavigationControllerTransition?

    func makeUIViewController(context: Context) -> NavigationTransitionMarkerController {
        NavigationTransitionMarkerController(placement: placement, transition: transition)
    }

    func updateUIViewController(_ controller: NavigationTransitionMarkerController, context: Context) {
        controller.transition = transition
    }

    static func dismantleUIViewController(_ controller: NavigationTransitionMarkerController, coordinator: ()) {
        controller.detach()
    }
}

/// A marker's controller: an invisible child of the hosting controller its view is in.
///
/// It never searches in `init` or when SwiftUI makes it (it has no parent then); it searches when it joins a
/// parent, when its view appears and when its view is laid out, with Core's ``NavigationControllerLocation``.
/// Package-visible so that the self-check finds it and reads what its debug probe reads.
package final class NavigationTransitionMarkerController: UIViewController {
    package let placement: NavigationControllerLocation.Placement
    /// What the modifier declares; applied at once when the navigation controller is known.
    var transition: NavigationControllerTransition? {
        didSet { apply() }
    }
    private weak var stack: UINavigationController?
    private weak var screen: UIViewController?

    init(placement: NavigationControllerLocation.Placement, transition: NavigationControllerTransition?) {
        self.placement = placement
        self.transition = transition
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    package override func loadView() {
        view = InertMarkerView()
    }

    package override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        locate()
    }

    package override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        locate()
    }

    package override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        locate()
    }

    private func locate() {
        NavigationControllerLocation.locate(from: self, placement: placement).runMarkerSteps(on: self)
    }

    /// Records the declaration on the bridge of the navigation controller found.
    private func apply() {
        guard let stack else { return }
        let (bridge, isNew) = NavigationStackBridge.bridge(for: stack)
        placement.declare(screen: screen, on: MarkerDeclaration(bridge: bridge, bridgeIsNew: isNew, marker: self))
    }

    /// Withdraws the declaration (the modifier left, or the marker moved to another stack or screen).
    package func detach() {
        let screen = self.screen
        defer {
            self.stack = nil
            self.screen = nil
        }
        guard let stack, let bridge = NavigationStackBridge.existingBridge(for: stack) else { return }
        placement.withdraw(screen: screen, from: MarkerDeclaration(bridge: bridge, bridgeIsNew: false, marker: self))
    }
}

extension NavigationTransitionMarkerController: @preconcurrency NavigationMarkerHost {
    package var attachedStack: (any HostingControllerNode)? { stack }
    package var attachedScreen: (any HostingControllerNode)? { screen }

    package func attach(navigationController: any HostingControllerNode, screen: (any HostingControllerNode)?) {
        stack = navigationController as? UINavigationController
        self.screen = screen as? UIViewController
    }

    package func declare() {
        apply()
    }

    package func reportMiss(_ miss: NavigationControllerLocation.Miss) {
        AssumptionLog.check(AssumptionProbe.navigationModifierFoundStack(miss: miss, placement: placement))
    }
}

/// A marker's declaration on a stack's bridge: the bridge calls of Core's ``NavigationDeclarationTarget``.
@MainActor
private final class MarkerDeclaration: @preconcurrency NavigationDeclarationTarget {
    let bridge: NavigationStackBridge
    let bridgeIsNew: Bool
    unowned let marker: NavigationTransitionMarkerController

    init(bridge: NavigationStackBridge, bridgeIsNew: Bool, marker: NavigationTransitionMarkerController) {
        self.bridge = bridge
        self.bridgeIsNew = bridgeIsNew
        self.marker = marker
    }

    func setStackDefault() {
        bridge.setDefault(marker.transition, owner: marker)
    }

    func setScreenChoice(for screen: UIViewController) {
        bridge.setChoice(ScreenTransitionChoice.declared(marker.transition), for: screen, bridgeIsNew: bridgeIsNew)
    }

    func removeStackDefault() {
        bridge.removeDefault(owner: marker)
    }

    func removeScreenChoice(for screen: UIViewController) {
        bridge.setChoice(nil, for: screen)
    }
}

/// The view of a marker controller: takes no touch and is invisible to VoiceOver (it only finds its place in
/// the hierarchy).
final class InertMarkerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }
}
#endif
