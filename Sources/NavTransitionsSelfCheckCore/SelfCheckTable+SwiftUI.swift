import Foundation
import NavTransitions

/// The self-check's scenarios with a real SwiftUI container (issue 23): declared here with the rest of the
/// table, run by the Example (they need SwiftUI), listed by the headless runner as needing SwiftUI.
extension SelfCheckTable {
    /// Every SwiftUI scenario, once.
    package static let swiftUIScenarios: [SelfCheckSwiftUIScenario] =
        swiftUINavigation + swiftUINavigationBar + swiftUINavigationView
        + swiftUIModal + swiftUIZoomAndProgress

    /// Every SwiftUI scenario with motion, then with Reduce Motion.
    package static var swiftUIRuns: [SelfCheckSwiftUIRun] {
        swiftUIScenarios.flatMap { scenario in SelfCheckMotion.allCases.map { SelfCheckSwiftUIRun(scenario, motion: $0) } }
    }

    private static let slideStack = SelfCheckSwiftUIHost.navigationStack(default: .slide)

    // MARK: 1, 2. Path pushes and pops; swipe back

    static let swiftUINavigation: [SelfCheckSwiftUIScenario] = [
        SelfCheckSwiftUIScenario(
            "SwiftUI stack: path append and removeLast animate with the default", host: slideStack,
            steps: [.append("B", .inherit), .append("C", .inherit), .removeLast, .removeLast]),
        SelfCheckSwiftUIScenario(
            "SwiftUI stack: swipe back finished", host: slideStack,
            steps: [.append("B", .inherit), .swipeBack(.finish)]),
        SelfCheckSwiftUIScenario(
            "SwiftUI stack: swipe back cancelled", host: slideStack,
            steps: [.append("B", .inherit), .swipeBack(.cancel)]),
        // UIKit radar 14794181: SwiftUI changes its stack with setViewControllers; an interactive transition
        // it started and that is cancelled can leave a screen out or twice. The proxy repairs that one main-queue
        // turn after the cancel (CancelledPopStackRepair); the invariants judge the stack after that turn.
        SelfCheckSwiftUIScenario(
            "SwiftUI stack: swipe back cancelled on a stack set by the path, then finished (radar 14794181)",
            host: slideStack,
            steps: [
                .append("B", .inherit), .append("C", .inherit), .swipeBack(.cancel), .swipeBack(.finish),
                .swipeBack(.cancel),
            ]),
        SelfCheckSwiftUIScenario(
            "SwiftUI stack: a destination's own transition over the default", host: slideStack,
            steps: [.append("B", .style(.fade)), .append("C", .inherit), .removeLast, .swipeBack(.finish)]),
        SelfCheckSwiftUIScenario(
            "SwiftUI stack without a default: a destination's own transition, the others the system's",
            host: .navigationStack(default: nil),
            steps: [.append("B", .inherit), .append("C", .style(.scale)), .removeLast, .removeLast]),
    ]

    // MARK: 3. A destination without a navigation bar (the iOS 17 freeze of another library)

    static let swiftUINavigationBar: [SelfCheckSwiftUIScenario] = [
        SelfCheckSwiftUIScenario(
            "SwiftUI stack: interactive pops from a screen without a navigation bar, then a push", host: slideStack,
            steps: [
                .append("B", .inherit), .append("C", .navigationBarHidden), .swipeBack(.cancel),
                .swipeBack(.finish), .append("D", .inherit), .removeLast,
            ]),
        SelfCheckSwiftUIScenario(
            "SwiftUI stack: interactive pops onto a screen without a navigation bar, then a push", host: slideStack,
            steps: [
                .append("B", .navigationBarHidden), .append("C", .inherit), .swipeBack(.cancel),
                .swipeBack(.finish), .append("D", .inherit), .removeLast,
            ]),
        SelfCheckSwiftUIScenario(
            "SwiftUI stack: a tap lands on the screen an interactive pop revealed", host: slideStack,
            steps: [
                .append("B", .inherit), .append("C", .navigationBarHidden), .swipeBack(.finish),
                .tapRevealedScreen,
            ]),
    ]

    // MARK: 4. NavigationView

    static let swiftUINavigationView: [SelfCheckSwiftUIScenario] = [
        SelfCheckSwiftUIScenario(
            "SwiftUI NavigationView, stack style: push and pop by the link's selection, swipe back",
            host: .navigationViewStack(default: .slide),
            steps: [
                .append("B", .inherit), .removeLast, .append("B", .inherit), .swipeBack(.cancel),
                .swipeBack(.finish),
            ]),
        SelfCheckSwiftUIScenario(
            "SwiftUI NavigationView with columns: the system animation and the debug message",
            host: .navigationViewColumns(default: .slide),
            steps: [.append("B", .inherit), .removeLast]),
    ]

    // MARK: 5. Modal bindings

    static let swiftUIModal: [SelfCheckSwiftUIScenario] = [
        SelfCheckSwiftUIScenario(
            "SwiftUI modal isPresented: present, pan cancelled, pan finished", host: slideStack,
            steps: [.presentWithBinding, .panDismiss(.cancel), .panDismiss(.finish)]),
        SelfCheckSwiftUIScenario(
            "SwiftUI modal isPresented: the binding set false dismisses", host: slideStack,
            steps: [.presentWithBinding, .setBindingFalse, .presentWithBinding, .panDismiss(.finish)]),
        SelfCheckSwiftUIScenario(
            "SwiftUI modal item: a new item while presented replaces it", host: slideStack,
            steps: [.setItem(1), .setItem(2), .panDismiss(.finish)]),
    ]

    // MARK: 6, 7. Zoom and progress

    static let swiftUIZoomAndProgress: [SelfCheckSwiftUIScenario] = [
        SelfCheckSwiftUIScenario(
            "SwiftUI zoom: push from a thumbnail and back", host: slideStack,
            steps: [.append(SelfCheckSwiftUIScenario.photoName, .zoom(item: 4)), .removeLast]),
        SelfCheckSwiftUIScenario(
            "SwiftUI zoom: push from a thumbnail, swipe back", host: slideStack,
            steps: [.append(SelfCheckSwiftUIScenario.photoName, .zoom(item: 2)), .swipeBack(.finish)]),
        SelfCheckSwiftUIScenario(
            "SwiftUI TransitionProgressReader during an interactive pop", host: slideStack,
            steps: [.append("B", .progressReader), .swipeBack(.cancel), .swipeBack(.finish)]),
    ]
}

extension SelfCheckSwiftUIScenario: SelfCheckRunnable {}

/// One run of a SwiftUI scenario: the scenario with a motion setting.
package typealias SelfCheckSwiftUIRun = SelfCheckRunOf<SelfCheckSwiftUIScenario>

extension SelfCheckRunOf where Scenario == SelfCheckSwiftUIScenario {
    /// What the headless runner reports for it: SwiftUI cannot be hosted there.
    package var headlessResult: SelfCheckResult { .needsSwiftUI(SelfCheckSwiftUIScenario.headlessReason) }
}
