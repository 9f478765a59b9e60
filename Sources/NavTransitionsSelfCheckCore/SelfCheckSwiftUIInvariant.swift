import Foundation
import NavTransitions

/// What the Example's runner read while a ``SelfCheckSwiftUIScenario`` ran: after every step, the SwiftUI state
/// (the bindings) and UIKit's (the navigation controller SwiftUI runs on, the presented controller); the
/// transitions the steps started; the delegate; the progress a ``TransitionProgressReader`` received; for a
/// container with columns, what the library's marker found.
package struct SelfCheckSwiftUIObservation: Sendable, Equatable {
    /// The state once a step has come to rest.
    package struct AfterStep: Sendable, Equatable {
        /// The index of the step.
        package var step: Int
        /// The SwiftUI state read from the bindings (`destinations` is not read: empty).
        package var state: SelfCheckSwiftUIState
        /// The navigation controller's `viewControllers`, each named by the tag in its content ("?" for a
        /// controller without one); empty without a navigation controller.
        package var stack: [String]
        /// How many different controllers the stack holds (fewer than `stack.count`: one is there twice).
        package var distinctControllers: Int
        /// The presented controller, named by its content's tag ("?" without one); nil for none.
        package var presented: String?

        package init(step: Int, state: SelfCheckSwiftUIState, stack: [String], distinctControllers: Int, presented: String?) {
            self.step = step
            self.state = state
            self.stack = stack
            self.distinctControllers = distinctControllers
            self.presented = presented
        }
    }

    /// Who holds the navigation controller's delegate, read from UIKit.
    package struct Delegate: Sendable, Equatable {
        /// The library's proxy is installed on the navigation controller and is its `delegate`.
        package var proxyIsDelegate: Bool
        /// The proxy's original is SwiftUI's own delegate (an object that is neither the proxy nor the runner's).
        package var originalIsFrameworks: Bool

        package init(proxyIsDelegate: Bool, originalIsFrameworks: Bool) {
            self.proxyIsDelegate = proxyIsDelegate
            self.originalIsFrameworks = originalIsFrameworks
        }
    }

    /// What the library's stack marker found in a container with columns.
    package struct Fallback: Sendable, Equatable {
        /// Core's search (``NavigationControllerLocation``) from the library's marker: its miss.
        package var miss: NavigationControllerLocation.Miss?
        /// The debug message Core's probe gives for that miss (what a debug build logs); nil: none.
        package var message: String?
        /// How many navigation controllers in the container have the library's proxy.
        package var proxiesInstalled: Int

        package init(miss: NavigationControllerLocation.Miss?, message: String?, proxiesInstalled: Int) {
            self.miss = miss
            self.message = message
            self.proxiesInstalled = proxiesInstalled
        }
    }

    package var afterSteps: [AfterStep]
    package var transitions: [SelfCheckObservation.Transition]
    /// Nil without a navigation controller to read (columns).
    package var delegate: Delegate?
    /// Nil when the container pushes.
    package var fallback: Fallback?
    /// Every value a ``TransitionProgressReader`` in a destination received, in order.
    package var progress: [TransitionProgress]
    /// The library's marked views left in the window at the end.
    package var libraryViews: [LibraryViewKind]
    /// Screens that left (popped, dismissed) and are still alive at the end.
    package var aliveAfterLeaving: [String]

    package init(
        afterSteps: [AfterStep], transitions: [SelfCheckObservation.Transition], delegate: Delegate?, fallback: Fallback?,
        progress: [TransitionProgress] = [], libraryViews: [LibraryViewKind] = [], aliveAfterLeaving: [String] = []
    ) {
        self.afterSteps = afterSteps
        self.transitions = transitions
        self.delegate = delegate
        self.fallback = fallback
        self.progress = progress
        self.libraryViews = libraryViews
        self.aliveAfterLeaving = aliveAfterLeaving
    }
}

/// What must hold in a SwiftUI scenario (``SelfCheckSwiftUIScenario``), judged from a
/// ``SelfCheckSwiftUIObservation``.
package enum SelfCheckSwiftUIInvariant: String, Sendable, CaseIterable, CustomStringConvertible {
    /// After every step, the stack UIKit shows is the root and the path SwiftUI holds, screen by screen (a
    /// swipe back SwiftUI heard of through its delegate shortened the path).
    case pathMatchesStack
    /// No controller is in the stack twice, no screen name twice (UIKit radar 14794181: an interactive
    /// transition started by `setViewControllers` and cancelled leaves both screens; the proxy's
    /// ``CancelledPopStackRepair`` restores the stack one main-queue turn after the cancel).
    case noScreenTwice
    /// After every step, the bindings and the presented screen are what Core expects: a pan that dismissed
    /// wrote the binding back, a cancelled one left it, a binding set false dismissed, a new item replaced the old.
    case bindingsAsExpected
    /// Every transition completed once, finished or cancelled as its release says; every step that must
    /// animate started a transition; the library's animation ran where the modifiers ask for it and the
    /// system's where they do not (or cannot apply).
    case transitionsAsDeclared
    /// The library's proxy is the navigation controller's delegate and forwards to SwiftUI's own delegate.
    case frameworkDelegateKept
    /// In a container with columns, the library's marker found the split view, installed nothing, and Core's
    /// probe gives the debug message.
    case columnsFallBackWithMessage
    /// A ``TransitionProgressReader`` received values in 0...1 only, interactive ones during a swipe back.
    case progressInRange
    /// No transient view of the library is left in the window; a presentation's views only while presented.
    case noStrayViews
    /// Screens that left are freed.
    case leftScreensFreed

    package var description: String { rawValue }

    /// Every violation of every invariant, each prefixed with the invariant's name.
    package static func violations(
        in observation: SelfCheckSwiftUIObservation, for scenario: SelfCheckSwiftUIScenario
    ) -> [String] {
        allCases.flatMap { invariant in invariant.violations(in: observation, for: scenario).map { "\(invariant): \($0)" } }
    }

    /// The violations of this invariant, readable; empty when it holds.
    package func violations(in o: SelfCheckSwiftUIObservation, for scenario: SelfCheckSwiftUIScenario) -> [String] {
        switch self {
        case .pathMatchesStack:
            guard scenario.host.pushes else { return [] }
            return o.afterSteps.compactMap { after in
                let expected = [SelfCheckSwiftUIScenario.rootName] + after.state.path
                return after.stack == expected
                    ? nil
                    : "after step \(after.step + 1) the stack is \(after.stack), the path \(after.state.path) (expected the stack \(expected))"
            }
        case .noScreenTwice:
            return o.afterSteps.compactMap { after in
                let names = after.stack.filter { $0 != "?" }
                let twice = after.distinctControllers < after.stack.count || Set(names).count < names.count
                return twice
                    ? "after step \(after.step + 1) the stack \(after.stack) holds a screen twice "
                        + "(\(after.distinctControllers) different controllers)" : nil
            }
        case .bindingsAsExpected:
            var found: [String] = []
            if o.afterSteps.count != scenario.steps.count {
                found.append("\(o.afterSteps.count) of \(scenario.steps.count) steps were read")
            }
            for after in o.afterSteps {
                let expected = scenario.expectedState(afterStep: after.step)
                if after.state.path != expected.path || after.state.isPresented != expected.isPresented
                    || after.state.item != expected.item
                {
                    found.append("after step \(after.step + 1) SwiftUI holds \(after.state), expected \(expected)")
                }
                if after.presented != expected.presented {
                    found.append(
                        "after step \(after.step + 1) presented: \(after.presented ?? "nothing"), expected \(expected.presented ?? "nothing")"
                    )
                }
            }
            return found
        case .transitionsAsDeclared:
            return Self.transitions(o, scenario)
        case .frameworkDelegateKept:
            guard scenario.host.pushes else { return [] }
            guard let delegate = o.delegate else { return ["no navigation controller was found under the hosting controller"] }
            var found: [String] = []
            if !delegate.proxyIsDelegate { found.append("the navigation controller's delegate is not the library's proxy") }
            if !delegate.originalIsFrameworks {
                found.append(
                    "the proxy has no original to forward to: SwiftUI's own delegate was lost (or SwiftUI set none on this container)"
                )
            }
            return found
        case .columnsFallBackWithMessage:
            guard !scenario.host.appliesLibrary else { return [] }
            guard let fallback = o.fallback else { return ["the library's marker was not found in the container"] }
            var found: [String] = []
            if fallback.miss != .splitView {
                found.append("the marker's search found \(fallback.miss.map { "\($0)" } ?? "a stack"), expected the split view")
            }
            let expected = AssumptionProbe.navigationModifierFoundStack(miss: .splitView, placement: .onStack)?.message
            if fallback.message == nil || fallback.message != expected {
                found.append("the debug message is \(fallback.message ?? "none"), expected \(expected ?? "none")")
            }
            if fallback.proxiesInstalled > 0 {
                found.append("\(fallback.proxiesInstalled) navigation controller(s) of the columns got the proxy")
            }
            return found
        case .progressInRange:
            var found = o.progress.filter { !($0.fractionComplete >= 0 && $0.fractionComplete <= 1) }
                .map { "the progress reader received \($0.fractionComplete)" }
            let swipes = scenario.steps.contains { if case .swipeBack = $0 { return true } else { return false } }
            if scenario.readsProgress, swipes,
                !o.progress.contains(where: { $0.isInteractive && $0.fractionComplete > 0 && $0.fractionComplete < 1 })
            {
                found.append(
                    "the progress reader received no interactive value strictly between 0 and 1 during the swipe back "
                        + "(\(o.progress.count) values)")
            }
            return found
        case .noStrayViews:
            let presented = o.afterSteps.last?.presented != nil
            var found: [String] = []
            for kind in LibraryViewKind.allCases {
                let count = o.libraryViews.filter { $0 == kind }.count
                if kind.isTransient, count > 0 { found.append("\(count) × \(kind) left in the window") }
                if kind.belongsToPresentation, count > (presented ? 1 : 0) {
                    found.append("\(count) × \(kind) with \(presented ? "one" : "nothing") presented")
                }
            }
            return found
        case .leftScreensFreed:
            return o.aliveAfterLeaving.map { "\($0) left and is still alive" }
        }
    }

    private static func transitions(_ o: SelfCheckSwiftUIObservation, _ scenario: SelfCheckSwiftUIScenario) -> [String] {
        var found: [String] = []
        for transition in o.transitions {
            let expected = scenario.expectedCompletion(ofStep: transition.step) == .finish
            if let completions = transition.completions {
                if completions.count != 1 {
                    found.append("a transition of step \(transition.step + 1) completed \(completions.count) times")
                } else if completions[0] != expected {
                    found.append(
                        "a transition of step \(transition.step + 1) \(completions[0] ? "finished" : "was cancelled"), "
                            + "expected \(expected ? "finished" : "cancelled")")
                }
            }
        }
        for index in scenario.steps.indices {
            let started = o.transitions.filter { $0.step == index }
            if scenario.mustStartTransition(step: index), started.isEmpty {
                found.append("step \(index + 1) (\(scenario.steps[index])) started no transition")
            }
            guard let animator = scenario.expectedAnimator(ofStep: index) else { continue }
            if let other = started.first(where: { $0.animator != nil && $0.animator != animator }) {
                found.append(
                    "step \(index + 1) (\(scenario.steps[index])) ran \(other.animator == .library ? "the library's" : "UIKit's") animation, "
                        + "expected \(animator == .library ? "the library's" : "the system's")")
            }
        }
        return found
    }
}
