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
        let location = NavigationControllerLocation.locate(from: self, placement: placement)
        for step in location.markerSteps(attachedStack: stack, attachedScreen: screen) {
            // stays in UIKit: applies NavigationControllerLocation.markerSteps, one call per step
            switch step {
            case .detach:
                detach()
            case let .attach(navigationController, screen):
                stack = navigationController as? UINavigationController
                self.screen = screen as? UIViewController
            case .declare:
                apply()
            case let .reportMiss(miss):
                AssumptionLog.check(AssumptionProbe.navigationModifierFoundStack(miss: miss, placement: placement))
            }
        }
    }

    /// Records the declaration on the bridge of the navigation controller found.
    private func apply() {
        guard let stack else { return }
        let (bridge, isNew) = NavigationStackBridge.bridge(for: stack)
        // stays in UIKit: applies Core's Placement.record, one bridge call per case
        switch placement.record(screen: screen) {
        case .stackDefault:
            bridge.setDefault(transition, owner: self)
        case let .screenChoice(screen):
            bridge.setChoice(ScreenTransitionChoice.declared(transition), for: screen, bridgeIsNew: isNew)
        case .nothing:
            break
        }
    }

    /// Withdraws the declaration (the modifier left, or the marker moved to another stack or screen).
    func detach() {
        let screen = self.screen
        defer {
            self.stack = nil
            self.screen = nil
        }
        guard let stack, let bridge = NavigationStackBridge.existingBridge(for: stack) else { return }
        // stays in UIKit: applies Core's Placement.record, one bridge call per case
        switch placement.record(screen: screen) {
        case .stackDefault:
            bridge.removeDefault(owner: self)
        case let .screenChoice(screen):
            bridge.setChoice(nil, for: screen)
        case .nothing:
            break
        }
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
