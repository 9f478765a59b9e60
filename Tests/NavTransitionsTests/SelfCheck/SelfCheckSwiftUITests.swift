import Foundation
import Testing
@testable import NavTransitions
@testable import NavTransitionsSelfCheckCore

extension SelfCheckHeadlessRunner {
    /// A SwiftUI run on the headless model: not run, SwiftUI cannot be hosted here.
    static func result(of run: SelfCheckSwiftUIRun) -> SelfCheckResult { run.headlessResult }
}

/// The SwiftUI scenarios of the self-check (they run in the Example, which hosts SwiftUI): Core's expectations have
/// real values, the headless runner reports them as needing SwiftUI, and the invariants catch what they are for,
/// judged on observations made by hand. The table's own contents are validated apart
/// (``SelfCheckSwiftUITableValidationTests``).
@Suite("Self-check, SwiftUI scenarios")
struct SelfCheckSwiftUITests {
    private static let table = SelfCheckTable.swiftUIScenarios

    private static func scenario(_ name: String) throws -> SelfCheckSwiftUIScenario {
        try #require(table.first { $0.name == name }, "no scenario named \(name)")
    }

    private static func contains(_ scenario: SelfCheckSwiftUIScenario, _ predicate: (SelfCheckSwiftUIStep) -> Bool) -> Bool {
        scenario.steps.contains(where: predicate)
    }

    @Test("the headless runner reports every SwiftUI run as needing SwiftUI, next to the UIKit runs")
    func headlessReport() {
        var report = SelfCheckReport()
        for run in SelfCheckTable.runs.prefix(2) { report.record(run, .passed) }
        for run in SelfCheckTable.swiftUIRuns { report.record(run, SelfCheckHeadlessRunner.result(of: run)) }
        let count = SelfCheckTable.swiftUIRuns.count
        #expect(report.needingSwiftUI == count)
        #expect(report.totalsLine == "2 passed, 0 failed, \(count) not run")
        #expect(report.notRunLine == "0 pending, 0 manual, \(count) need SwiftUI (not run; see the lines above)")
        let first = SelfCheckTable.swiftUIRuns[0]
        #expect(report.lines[2] == "SWIFTUI \(first.name): needs SwiftUI (runs in the Example)")
    }

    @Test("a report without SwiftUI runs keeps its line")
    func reportWithoutSwiftUI() {
        var report = SelfCheckReport()
        report.record(SelfCheckTable.runs[0], .manual("a finger"))
        #expect(report.notRunLine == "0 pending, 1 manual (not run; see the lines above)")
    }

    // MARK: Core's expectations

    @Test("the expected state after each step of the radar scenario")
    func radarStates() throws {
        let s = try Self.scenario(
            "SwiftUI stack: swipe back cancelled on a stack set by the path, then finished (radar 14794181)")
        #expect(
            (0..<s.steps.count).map { s.expectedState(afterStep: $0).path } == [["B"], ["B", "C"], ["B", "C"], ["B"], ["B"]])
        #expect(s.expectedState(afterStep: -1).path == [])
        #expect((0..<s.steps.count).map { s.expectedAnimator(ofStep: $0) } == Array(repeating: .library, count: 5))
        #expect((0..<s.steps.count).map { s.expectedCompletion(ofStep: $0) } == [.finish, .finish, .cancel, .finish, .cancel])
    }

    @Test("the modal bindings: a cancelled pan keeps the binding, a finished one writes it back, a new item replaces the old")
    func modalStates() throws {
        let pan = try Self.scenario("SwiftUI modal isPresented: present, pan cancelled, pan finished")
        #expect((0..<3).map { pan.expectedState(afterStep: $0).isPresented } == [true, true, false])
        #expect((0..<3).map { pan.expectedState(afterStep: $0).presented } == ["M", "M", nil])
        let item = try Self.scenario("SwiftUI modal item: a new item while presented replaces it")
        #expect((0..<3).map { item.expectedState(afterStep: $0).item } == [1, 2, nil])
        #expect((0..<3).map { item.expectedState(afterStep: $0).presented } == ["item 1", "item 2", nil])
        let binding = try Self.scenario("SwiftUI modal isPresented: the binding set false dismisses")
        #expect((0..<4).map { binding.mustStartTransition(step: $0) } == [true, true, true, true])
        #expect(binding.expectedFinalState == SelfCheckSwiftUIState())
    }

    @Test("which animation each step must run: a destination's own, the default, the system's without one or in columns")
    func animators() throws {
        let noDefault = try Self.scenario(
            "SwiftUI stack without a default: a destination's own transition, the others the system's")
        #expect((0..<4).map { noDefault.expectedAnimator(ofStep: $0) } == [.system, .library, .library, .system])
        let columns = try Self.scenario("SwiftUI NavigationView with columns: the system animation and the debug message")
        #expect(columns.expectedAnimator(ofStep: 0) == .system)
        #expect(!columns.mustStartTransition(step: 0))
        #expect(columns.expectedState(afterStep: 0).path == ["B"])
        let zoom = try Self.scenario("SwiftUI zoom: push from a thumbnail and back")
        #expect(zoom.expectedAnimator(ofStep: 0) == .library)
        #expect(zoom.expectedAnimator(ofStep: 1) == .library)
    }

    // MARK: The invariants, on observations made by hand

    /// What a runner that sees everything go right reads: Core's expectation after every step.
    static func faithfulObservation(of scenario: SelfCheckSwiftUIScenario) -> SelfCheckSwiftUIObservation {
        let afterSteps = scenario.steps.indices.map { index in
            let state = scenario.expectedState(afterStep: index)
            let stack = scenario.host.pushes ? [SelfCheckSwiftUIScenario.rootName] + state.path : []
            return SelfCheckSwiftUIObservation.AfterStep(
                step: index, state: SelfCheckSwiftUIState(path: state.path, isPresented: state.isPresented, item: state.item),
                stack: stack, distinctControllers: stack.count, presented: state.presented)
        }
        let transitions = scenario.steps.indices.filter { scenario.mustStartTransition(step: $0) }.map { index in
            SelfCheckObservation.Transition(
                step: index, animator: scenario.expectedAnimator(ofStep: index),
                completions: [scenario.expectedCompletion(ofStep: index) == .finish])
        }
        let fallback =
            scenario.host.appliesLibrary
            ? nil
            : SelfCheckSwiftUIObservation.Fallback(
                miss: .splitView,
                message: AssumptionProbe.navigationModifierFoundStack(miss: .splitView, placement: .onStack)?.message,
                proxiesInstalled: 0)
        let progress =
            scenario.readsProgress
            ? [TransitionProgress(operation: .pop, isAppearing: false, fractionComplete: 0.2, isInteractive: true)] : []
        return SelfCheckSwiftUIObservation(
            afterSteps: afterSteps, transitions: transitions,
            delegate: scenario.host.pushes ? .init(proxyIsDelegate: true, originalIsFrameworks: true) : nil,
            fallback: fallback, progress: progress)
    }

    @Test("an observation where everything went as Core expects passes", arguments: SelfCheckTable.swiftUIScenarios)
    func faithfulPasses(_ scenario: SelfCheckSwiftUIScenario) {
        #expect(SelfCheckSwiftUIInvariant.violations(in: Self.faithfulObservation(of: scenario), for: scenario) == [])
    }

    @Test("progress at the bounds, 0 and 1, is in range; just outside is not")
    func progressBounds() throws {
        let scenario = try Self.scenario("SwiftUI TransitionProgressReader during an interactive pop")
        var observation = Self.faithfulObservation(of: scenario)
        observation.progress = [0, 0.2, 1].map {
            TransitionProgress(operation: .pop, isAppearing: false, fractionComplete: $0, isInteractive: $0 == 0.2)
        }
        #expect(SelfCheckSwiftUIInvariant.progressInRange.violations(in: observation, for: scenario) == [])
        observation.progress.append(
            TransitionProgress(operation: .pop, isAppearing: false, fractionComplete: -0.01, isInteractive: false))
        #expect(
            SelfCheckSwiftUIInvariant.progressInRange.violations(in: observation, for: scenario) == [
                "the progress reader received -0.01"
            ])
    }

    /// A fault in what the runner read, and the invariant that must name it.
    struct Fault: Sendable, CustomStringConvertible {
        let description: String
        let scenario: String
        let invariant: SelfCheckSwiftUIInvariant
        let apply: @Sendable (inout SelfCheckSwiftUIObservation) -> Void
    }

    static let radar = "SwiftUI stack: swipe back cancelled on a stack set by the path, then finished (radar 14794181)"
    static let faults: [Fault] = [
        Fault(
            description: "a cancelled swipe back left both screens (radar 14794181)", scenario: radar, invariant: .noScreenTwice
        ) { o in
            o.afterSteps[2].stack = ["A", "B", "C", "C"]
            o.afterSteps[2].distinctControllers = 3
        },
        // Each half of the check alone: one controller twice whose screen has no name, and two controllers with one name.
        Fault(description: "one unnamed controller twice", scenario: radar, invariant: .noScreenTwice) { o in
            o.afterSteps[2].stack = ["A", "B", "?", "?"]
            o.afterSteps[2].distinctControllers = 3
        },
        Fault(description: "two controllers with one screen's name", scenario: radar, invariant: .noScreenTwice) { o in
            o.afterSteps[2].stack = ["A", "B", "C", "C"]
            o.afterSteps[2].distinctControllers = 4
        },
        Fault(description: "the stack and the path disagree after a swipe back", scenario: radar, invariant: .pathMatchesStack) {
            o in
            o.afterSteps[3].stack = ["A", "B", "C"]
        },
        Fault(
            description: "SwiftUI did not hear of a finished swipe back: its path kept the screen", scenario: radar,
            invariant: .bindingsAsExpected
        ) { o in
            o.afterSteps[3].state.path = ["B", "C"]
        },
        Fault(
            description: "a finished pan left the binding true",
            scenario: "SwiftUI modal isPresented: present, pan cancelled, pan finished",
            invariant: .bindingsAsExpected
        ) { o in
            o.afterSteps[2].state.isPresented = true
        },
        Fault(
            description: "the binding set false left the screen presented",
            scenario: "SwiftUI modal isPresented: the binding set false dismisses",
            invariant: .bindingsAsExpected
        ) { o in
            o.afterSteps[1].presented = "M"
        },
        Fault(
            description: "a new item left the old one presented",
            scenario: "SwiftUI modal item: a new item while presented replaces it",
            invariant: .bindingsAsExpected
        ) { o in
            o.afterSteps[1].presented = "item 1"
        },
        Fault(
            description: "the default push ran UIKit's animation",
            scenario: "SwiftUI stack: path append and removeLast animate with the default",
            invariant: .transitionsAsDeclared
        ) { o in
            o.transitions[0].animator = .system
        },
        Fault(
            description: "a path append started no transition",
            scenario: "SwiftUI stack: path append and removeLast animate with the default",
            invariant: .transitionsAsDeclared
        ) { o in
            o.transitions.removeFirst()
        },
        Fault(
            description: "a cancelled swipe back finished", scenario: "SwiftUI stack: swipe back cancelled",
            invariant: .transitionsAsDeclared
        ) { o in
            o.transitions[1].completions = [true]
        },
        Fault(
            description: "SwiftUI's delegate lost", scenario: "SwiftUI stack: swipe back finished",
            invariant: .frameworkDelegateKept
        ) { o in
            o.delegate = .init(proxyIsDelegate: true, originalIsFrameworks: false)
        },
        Fault(
            description: "columns got the proxy",
            scenario: "SwiftUI NavigationView with columns: the system animation and the debug message",
            invariant: .columnsFallBackWithMessage
        ) { o in
            o.fallback?.proxiesInstalled = 1
        },
        Fault(
            description: "columns without the message",
            scenario: "SwiftUI NavigationView with columns: the system animation and the debug message",
            invariant: .columnsFallBackWithMessage
        ) { o in
            o.fallback?.message = nil
        },
        Fault(
            description: "a progress above 1", scenario: "SwiftUI TransitionProgressReader during an interactive pop",
            invariant: .progressInRange
        ) { o in
            o.progress.append(TransitionProgress(operation: .pop, isAppearing: false, fractionComplete: 1.2, isInteractive: true))
        },
        Fault(
            description: "no interactive progress", scenario: "SwiftUI TransitionProgressReader during an interactive pop",
            invariant: .progressInRange
        ) { o in
            o.progress = [TransitionProgress(operation: .pop, isAppearing: false, fractionComplete: 1, isInteractive: false)]
        },
        Fault(
            description: "a zoom's flying view left behind", scenario: "SwiftUI zoom: push from a thumbnail and back",
            invariant: .noStrayViews
        ) { o in
            o.libraryViews = [.zoomFlyingView]
        },
        Fault(
            description: "a popped destination still alive", scenario: "SwiftUI stack: swipe back finished",
            invariant: .leftScreensFreed
        ) { o in
            o.aliveAfterLeaving = ["B"]
        },
    ]

    @Test("a fault in what the runner read is named by its invariant", arguments: faults)
    func faultIsCaught(_ fault: Fault) throws {
        let scenario = try Self.scenario(fault.scenario)
        var observation = Self.faithfulObservation(of: scenario)
        fault.apply(&observation)
        let violations = SelfCheckSwiftUIInvariant.violations(in: observation, for: scenario)
        #expect(violations.contains { $0.hasPrefix("\(fault.invariant):") }, "\(violations)")
    }
}

/// The SwiftUI table's own contents: what it covers, its names, the invariants' names. No product code runs in
/// these: they validate the table and cannot fail on a bug of the product, and are named so.
@Suite("Self-check SwiftUI table validation")
struct SelfCheckSwiftUITableValidationTests {
    fileprivate static func contains(_ scenario: SelfCheckSwiftUIScenario, _ predicate: (SelfCheckSwiftUIStep) -> Bool) -> Bool {
        scenario.steps.contains(where: predicate)
    }

    @Test(
        "the table has a scenario for each item: path push and pop, swipe back both ways, destination override, hidden bar, NavigationView in both styles, the modal bindings, zoom, the progress reader"
    )
    func tableCoversTheIssue() {
        let stacks = SelfCheckTable.swiftUIScenarios.filter {
            if case .navigationStack = $0.host { return true } else { return false }
        }
        // 1. path push and pop
        #expect(
            stacks.contains { s in
                SelfCheckSwiftUITableValidationTests.contains(s) { if case .append(_, .inherit) = $0 { true } else { false } }
                    && s.steps.contains(.removeLast)
            })
        // 2. swipe back finished and cancelled
        #expect(stacks.contains { $0.steps.contains(.swipeBack(.finish)) })
        #expect(stacks.contains { $0.steps.contains(.swipeBack(.cancel)) })
        // 3. a destination's own transition over a default; a hidden bar, cancelled and finished, then a push
        #expect(
            stacks.contains { s in
                s.host.stackDefault != nil
                    && SelfCheckSwiftUITableValidationTests.contains(s) {
                        if case .append(_, .style) = $0 { true } else { false }
                    }
            })
        #expect(
            stacks.contains { s in
                guard
                    let hidden = s.steps.firstIndex(where: {
                        if case .append(_, .navigationBarHidden) = $0 { true } else { false }
                    }),
                    let cancel = s.steps.firstIndex(of: .swipeBack(.cancel)),
                    let finish = s.steps.firstIndex(of: .swipeBack(.finish))
                else { return false }
                let pushAfter = s.steps[(finish + 1)...].contains { if case .append = $0 { true } else { false } }
                return hidden < cancel && cancel < finish && pushAfter
            })
        // 4. NavigationView, stack style and columns
        #expect(SelfCheckTable.swiftUIScenarios.contains { if case .navigationViewStack = $0.host { true } else { false } })
        #expect(SelfCheckTable.swiftUIScenarios.contains { if case .navigationViewColumns = $0.host { true } else { false } })
        // 5. the modal bindings
        #expect(
            SelfCheckTable.swiftUIScenarios.contains {
                $0.steps.contains(.presentWithBinding) && $0.steps.contains(.panDismiss(.cancel))
                    && $0.steps.contains(.panDismiss(.finish))
            })
        #expect(
            SelfCheckTable.swiftUIScenarios.contains {
                $0.steps.contains(.presentWithBinding) && $0.steps.contains(.setBindingFalse)
            })
        #expect(
            SelfCheckTable.swiftUIScenarios.contains { s in
                zip(s.steps, s.steps.dropFirst()).contains { pair in
                    if case .setItem = pair.0, case .setItem = pair.1 { return true } else { return false }
                }
            })
        // 6. zoom, 7. progress reader during an interactive pop
        #expect(
            stacks.contains { s in
                SelfCheckSwiftUITableValidationTests.contains(s) { if case .append(_, .zoom) = $0 { true } else { false } }
            })
        #expect(
            stacks.contains {
                $0.readsProgress
                    && SelfCheckSwiftUITableValidationTests.contains($0) { if case .swipeBack = $0 { true } else { false } }
            })
    }

    @Test("names are unique across the whole self-check, and every SwiftUI scenario carries the flag")
    func namesAndFlag() {
        let names = SelfCheckTable.scenarios.map(\.name) + SelfCheckTable.swiftUIScenarios.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(SelfCheckTable.swiftUIScenarios.allSatisfy { $0.needsSwiftUI })
        #expect(SelfCheckTable.swiftUIRuns.count == SelfCheckTable.swiftUIScenarios.count * 2)
    }

    @Test("the invariants the SwiftUI scenarios are judged by")
    func invariants() {
        #expect(
            SelfCheckSwiftUIInvariant.allCases.map(\.rawValue) == [
                "pathMatchesStack", "noScreenTwice", "bindingsAsExpected", "transitionsAsDeclared", "frameworkDelegateKept",
                "columnsFallBackWithMessage", "progressInRange", "noStrayViews", "leftScreensFreed",
            ])
    }
}
