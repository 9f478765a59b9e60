import Foundation
import NavTransitions

/// How one run of the self-check ended.
package enum SelfCheckResult: Sendable, Equatable {
    /// Every invariant held.
    case passed
    /// These violations (or the runner's own failure: a step that could not be done, a timeout).
    case failed([String])
    /// Not run as a check: the scenario waits for a fix on another branch.
    case pending(SelfCheckPending)
    /// Not run: a step needs what this runner cannot do (a real finger); listed as a manual check.
    case manual(String)
    /// Not run: the scenario hosts SwiftUI, which this runner cannot (the headless one); the Example runs it.
    case needsSwiftUI(String)
}

/// The self-check's report: one line per run, then the totals; the same text on screen and on standard
/// output, for both runners. A script decides from the totals line, `N passed, M failed, K not run`: every run
/// of the table must have passed (scripts/self-check-simulator.sh compares N with the number of runs it expects).
package struct SelfCheckReport: Sendable, Equatable {
    package private(set) var results: [(name: String, result: SelfCheckResult)] = []

    package init() {}

    /// Records a run's result and returns its line.
    @discardableResult
    package mutating func record(_ run: SelfCheckRun, _ result: SelfCheckResult) -> String {
        results.append((run.name, result))
        return Self.line(run.name, result)
    }

    /// Records a SwiftUI run's result and returns its line.
    @discardableResult
    package mutating func record(_ run: SelfCheckSwiftUIRun, _ result: SelfCheckResult) -> String {
        results.append((run.name, result))
        return Self.line(run.name, result)
    }

    package var passed: Int { results.filter { $0.result == .passed }.count }
    package var failed: Int { results.filter { if case .failed = $0.result { return true } else { return false } }.count }
    package var pending: Int { results.filter { if case .pending = $0.result { return true } else { return false } }.count }
    package var manual: Int { results.filter { if case .manual = $0.result { return true } else { return false } }.count }
    package var needingSwiftUI: Int {
        results.filter { if case .needsSwiftUI = $0.result { return true } else { return false } }.count
    }

    /// The runs that were not checks: pending, manual, or needing SwiftUI.
    package var notRun: Int { pending + manual + needingSwiftUI }

    /// The line a script reads: `N passed, M failed, K not run`.
    package var totalsLine: String { "\(passed) passed, \(failed) failed, \(notRun) not run" }
    /// The runs that were not checks.
    package var notRunLine: String {
        let swiftUI = needingSwiftUI > 0 ? ", \(needingSwiftUI) need SwiftUI" : ""
        return "\(pending) pending, \(manual) manual\(swiftUI) (not run; see the lines above)"
    }

    /// Every line: one per run, then the totals.
    package var lines: [String] {
        results.map { Self.line($0.name, $0.result) } + [totalsLine, notRunLine]
    }

    /// The line of one run.
    package static func line(_ name: String, _ result: SelfCheckResult) -> String {
        switch result {
        case .passed: return "PASS    \(name)"
        case let .failed(violations): return "FAIL    \(name): \(violations.joined(separator: "; "))"
        case let .pending(pending): return "PENDING \(name): \(pending)"
        case let .manual(reason): return "MANUAL  \(name): \(reason)"
        case let .needsSwiftUI(reason): return "SWIFTUI \(name): \(reason)"
        }
    }

    package static func == (a: SelfCheckReport, b: SelfCheckReport) -> Bool {
        a.results.count == b.results.count
            && zip(a.results, b.results).allSatisfy { $0.name == $1.name && $0.result == $1.result }
    }
}
