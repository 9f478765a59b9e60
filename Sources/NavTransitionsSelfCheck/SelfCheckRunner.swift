#if canImport(UIKit)
import NavTransitions
import NavTransitionsSelfCheckCore
import UIKit

/// Runs NavTransitions' self-check on UIKit: every scenario of the library's table, with motion and with
/// Reduce Motion's cross-fade, each judged by the same invariants the package's Linux tests apply to its
/// headless model (no view left behind, every screen at rest where it belongs, every transition completed
/// once, the app's navigation delegate kept, the swipe back restored, popped and dismissed screens freed).
///
/// A tool for the Example app and for CI (`-NavTransitionsSelfCheck`), not for apps. It runs in a window of
/// its own, over the host window, and takes a few seconds per scenario:
///
/// ```swift
/// let summary = await SelfCheckRunner(over: window).run { line in print(line) }
/// ```
@MainActor
public final class SelfCheckRunner {
    private let hostWindow: UIWindow

    /// Creates a runner whose window appears over `hostWindow` (in its scene) while it runs.
    public init(over hostWindow: UIWindow) {
        self.hostWindow = hostWindow
    }

    /// Runs every scenario; `output` receives one line per scenario as it ends, then the totals line
    /// (`N passed, M failed`) and the line of what was not run (pending fixes, manual checks).
    ///
    /// - Returns: the totals.
    @discardableResult
    public func run(output: (String) -> Void) async -> SelfCheckSummary {
        let window = makeWindow()
        window.makeKeyAndVisible()
        var report = SelfCheckReport()
        for run in SelfCheckTable.runs {
            let session = SelfCheckSession(run, window: window)
            let result = await session.execute()
            output(report.record(run, result))
            // What an assistive technology reported focusing (a device with VoiceOver or Switch Control on only).
            if !session.assistiveFocusLog.isEmpty { output("    focused: " + session.assistiveFocusLog.joined(separator: "; ")) }
        }
        // The scenarios with a real SwiftUI container (Core's SelfCheckTable.swiftUIScenarios).
        for run in SelfCheckTable.swiftUIRuns {
            let result = await SelfCheckSwiftUISession(run, window: window).execute()
            output(report.record(run, result))
        }
        output(report.totalsLine)
        output(report.notRunLine)
        window.isHidden = true
        hostWindow.makeKey()
        return SelfCheckSummary(
            passed: report.passed, failed: report.failed, notRun: report.pending + report.manual + report.needingSwiftUI,
            lines: report.lines)
    }

    private func makeWindow() -> UIWindow {
        let window = hostWindow.windowScene.map(UIWindow.init(windowScene:)) ?? UIWindow(frame: hostWindow.bounds)
        window.frame = hostWindow.frame
        window.windowLevel = hostWindow.windowLevel + 1
        window.backgroundColor = .systemBackground
        return window
    }
}

/// The totals of a self-check run.
public struct SelfCheckSummary: Sendable, Equatable {
    /// The scenarios whose invariants all held.
    public let passed: Int
    /// The scenarios that broke an invariant, or that could not be driven.
    public let failed: Int
    /// The scenarios not run: waiting for a fix, or checked by hand.
    public let notRun: Int
    /// Every line of the report, the totals included.
    public let lines: [String]
}
#endif
