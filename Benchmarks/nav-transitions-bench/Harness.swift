import Foundation
import NavTransitions

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Measuring

/// Nanoseconds in one frame at 120 Hz: the budget every per-frame figure is compared with.
let frameBudgetNanoseconds = 1e9 / 120

/// One figure of the benchmark: a time per operation, with its share of a 120 Hz frame.
struct Result: Codable {
    /// The group the figure belongs to ("Gesture trackers", "Plan construction", …).
    var section: String
    /// What was measured.
    var name: String
    /// The best time per operation, in nanoseconds.
    var nanoseconds: Double
    /// What one operation is ("event", "plan", "frame", …).
    var unit: String
    /// The share of a 120 Hz frame (8.33 ms) one operation takes, in percent.
    var frameSharePercent: Double
    /// The sum of the loop's results: printed so the optimizer cannot drop the work.
    var checksum: Double
}

/// Collects results and prints them as a table as they come (unless the output is JSON).
final class Report {
    private(set) var results: [Result] = []
    let printsTable: Bool
    private var currentSection = ""

    init(printsTable: Bool) {
        self.printsTable = printsTable
    }

    /// Starts a section of the table.
    func section(_ title: String, _ note: String) {
        currentSection = title
        guard printsTable else { return }
        print("")
        print("\(title) — \(note)")
        print("  \("measurement".padded(58)) \("ns / op".leftPadded(10))  \("% of 8.33 ms".leftPadded(12))")
    }

    /// Times `body(operations)` `runs` times in this process's CPU time, keeps the fastest run, and records it.
    ///
    /// CPU time (`CLOCK_PROCESS_CPUTIME_ID`), not wall time: on a shared machine the process is descheduled
    /// for other work, which a wall clock would count as ours. The bench runs on one thread, so its CPU
    /// time is the time its work took while it ran. (Another process on the same core still slows the
    /// caches; the best of five runs and callgrind's instruction counts are the steadier figures.)
    @discardableResult
    func measure(_ name: String, unit: String, operations: Int, runs: Int = 5, _ body: (Int) -> CGFloat) -> Result {
        var best = Double.infinity
        var checksum: CGFloat = 0
        for _ in 0..<runs {
            let start = processCPUNanoseconds()
            checksum += body(operations)
            let nanoseconds = processCPUNanoseconds() - start
            best = min(best, nanoseconds / Double(operations))
        }
        let result = Result(
            section: currentSection, name: name, nanoseconds: best, unit: unit,
            frameSharePercent: best / frameBudgetNanoseconds * 100, checksum: Double(checksum))
        results.append(result)
        if printsTable {
            let time = String(format: "%10.1f", best), share = String(format: "%11.5f%%", result.frameSharePercent)
            print("  \("\(name) (per \(unit))".padded(58)) \(time)  \(share)")
        }
        return result
    }

    /// Prints a line under the table (not in JSON).
    func note(_ line: String) {
        if printsTable { print("  \(line)") }
    }
}

extension String {
    func padded(_ length: Int) -> String { count >= length ? self : padding(toLength: length, withPad: " ", startingAt: 0) }
    func leftPadded(_ length: Int) -> String { count >= length ? self : String(repeating: " ", count: length - count) + self }
}

/// This process's CPU time so far, in nanoseconds.
func processCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

// MARK: - Memory

/// The resident set size of this process in bytes (Linux: /proc/self/statm), or nil elsewhere.
func residentBytes() -> Int? {
    #if os(Linux)
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * sysconf(Int32(_SC_PAGESIZE))
    #else
    return nil
    #endif
}

/// The machine the figures were taken on: CPU model, core count, OS.
struct Machine: Codable {
    var cpu: String
    var cores: Int
    var system: String

    static var current: Machine {
        var cpu = "unknown"
        #if os(Linux)
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let name = line.split(separator: ":", maxSplits: 1).last
        {
            cpu = name.trimmingCharacters(in: .whitespaces)
        }
        #endif
        return Machine(
            cpu: cpu, cores: ProcessInfo.processInfo.activeProcessorCount,
            system: ProcessInfo.processInfo.operatingSystemVersionString)
    }
}
