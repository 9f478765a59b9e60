import Foundation
import Testing
@testable import NavTransitions
@testable import NavTransitionsSelfCheckCore

/// The headless runner of the self-check: each run of the self-check's table, on the headless model, judged by
/// the self-check's invariants.
enum SelfCheckHeadlessRunner {
    /// Runs one scenario with one motion setting and judges what it left.
    static func result(of run: SelfCheckRun, plantedBug: SelfCheckPlantedBug? = nil) -> SelfCheckResult {
        let world = SelfCheckHeadlessWorld(run, plantedBug: plantedBug)
        do {
            try world.runSteps()
        } catch {
            return .failed(["cannot run on the headless model: \(error)"])
        }
        // Resting frames by hand, not by the Core layout the product applies.
        let violations = SelfCheckInvariant.violations(
            in: world.observe(), for: run.scenario, restingFrames: SelfCheckHeadlessFrames.restingFrame)
        return violations.isEmpty ? .passed : .failed(violations)
    }
}

@Suite("Self-check, headless")
struct SelfCheckHeadlessTests {
    /// A scenario waiting for a fix on another branch is run too: its failure is a known issue, so the test
    /// fails (the known issue is not recorded) once the fix is merged and the scenario passes — the moment to
    /// remove its `pending` mark.
    @Test("every run of the self-check's table passes on the headless model", arguments: SelfCheckTable.runs)
    func run(_ run: SelfCheckRun) {
        let result = SelfCheckHeadlessRunner.result(of: run)
        if let pending = run.scenario.pending {
            withKnownIssue("pending: \(pending)") {
                #expect(result == .passed, "\(SelfCheckReport.line(run.name, result))")
            }
        } else {
            #expect(result == .passed, "\(SelfCheckReport.line(run.name, result))")
        }
    }

    @Test("the report of the whole table: every run that is not pending passes; the totals line is the one a script reads")
    func report() {
        var report = SelfCheckReport()
        for run in SelfCheckTable.runs {
            let result = SelfCheckHeadlessRunner.result(of: run)
            report.record(run, run.scenario.pending.map { .pending($0) } ?? result)
        }
        let pendingRuns = SelfCheckTable.scenarios.filter { $0.pending != nil }.count * SelfCheckMotion.allCases.count
        #expect(report.failed == 0, "\(report.lines.filter { $0.hasPrefix("FAIL") })")
        #expect(report.pending == pendingRuns)
        #expect(report.passed == SelfCheckTable.runs.count - pendingRuns)
        #expect(report.lines.last == "\(pendingRuns) pending, 0 manual (not run; see the lines above)")
        #expect(report.totalsLine == "\(SelfCheckTable.runs.count - pendingRuns) passed, 0 failed, \(pendingRuns) not run")
    }

    /// A planted bug (in an adapter of a double, in one of Core's run loops, in the transitioning delegate), and
    /// the scenario whose invariant must catch it.
    struct PlantedBug: Sendable, CustomStringConvertible {
        let bug: SelfCheckPlantedBug
        let scenario: String
        let invariant: SelfCheckInvariant
        var description: String { "\(bug) → \(invariant)" }
    }

    static let plantedBugs = [
        PlantedBug(bug: .adapter(.dimmingViewLeftBehind), scenario: "push and pop, slide", invariant: .noStrayViews),
        PlantedBug(
            bug: .adapter(.originalDelegateNotHandedBack), scenario: "uninstall hands the delegate back",
            invariant: .appDelegateKept),
        PlantedBug(bug: .adapter(.systemPopGestureNotPutBack), scenario: "push and pop, fade", invariant: .popGestureRestored),
        PlantedBug(bug: .leak, scenario: "swipe back finished, slide", invariant: .leftScreensFreed),
        // The library's modal animation controller missing: UIKit's default animation runs, full screen included.
        PlantedBug(
            bug: .modalAnimatorNotVended, scenario: "present and dismiss, full screen with cover from bottom",
            invariant: .transitionsCompletedOnce),
        PlantedBug(
            bug: .modalAnimatorNotVended, scenario: "present and dismiss, full screen with fade",
            invariant: .transitionsCompletedOnce),
        // Core's run loops, which the UIKit classes run too.
        PlantedBug(bug: .core(.panCancelFinishes), scenario: "swipe back cancelled, slide", invariant: .transitionsCompletedOnce),
        PlantedBug(bug: .core(.panCancelFinishes), scenario: "pan to dismiss cancelled, card", invariant: .expectedOutcome),
        PlantedBug(
            bug: .core(.zoomLandingDropped), scenario: "zoom presented, pinch dismissal finished",
            invariant: .transitionsCompletedOnce),
        PlantedBug(bug: .core(.segueProxyNotInstalled), scenario: "push and pop by segue", invariant: .transitionsCompletedOnce),
        PlantedBug(bug: .core(.reorderLiftedImageKept), scenario: "reorder: move an item", invariant: .noStrayViews),
    ]

    @Test("the headless runner notices a planted bug", arguments: plantedBugs)
    func noticesPlantedBug(_ bug: PlantedBug) throws {
        let scenario = try #require(SelfCheckTable.scenarios.first { $0.name == bug.scenario })
        let result = SelfCheckHeadlessRunner.result(of: SelfCheckRun(scenario, motion: .standard), plantedBug: bug.bug)
        guard case let .failed(violations) = result else {
            Issue.record("the planted bug went unnoticed")
            return
        }
        #expect(violations.contains { $0.hasPrefix("\(bug.invariant):") }, "\(violations)")
    }

    @Test(
        "the model's animation reads the window's Reduce Motion override, as TransitionAnimation reads MotionSettings",
        arguments: [nil, false, true] as [Bool?])
    func reduceMotionOverride(_ override: Bool?) {
        let window = HeadlessView("window", frame: HeadlessNavigationController.bounds)
        window.reduceMotionOverride = override
        let container = HeadlessView("container", frame: HeadlessNavigationController.bounds)
        window.addSubview(container)
        let from = HeadlessViewController("from", frame: HeadlessNavigationController.bounds)
        let to = HeadlessViewController("to", frame: HeadlessNavigationController.bounds)
        let context = HeadlessTransitionContext(
            operation: .push, bounds: HeadlessNavigationController.bounds, from: from, to: to, container: container)
        let runner = HeadlessAnimationController(operation: .push, style: .circularReveal(.center)).interruptibleAnimator(
            using: context)
        #expect(
            (runner.plan[.maskView] == nil) == (override == true),
            "a circular reveal has its mask unless Reduce Motion cross-fades")
        runner.end(.finished)
    }
}
