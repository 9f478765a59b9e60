// nav-transitions-bench: what the library's Core costs per gesture event (the swipe back, the dismiss pan, the
// zoom's pinch and drag, a sheet's drag with its list, a reorder's drag), per SwiftUI frame or update, per plan, per
// carousel frame, per transition's signposts, and what it allocates. See Docs/Performance.md for the figures and how
// they were taken.
//
//     swift run -c release nav-transitions-bench                    # the table
//     swift run -c release nav-transitions-bench --json             # the same figures as JSON
//     swift run -c release nav-transitions-bench --allocations swipe-back N   # only N updates (for valgrind)
//     swift run -c release nav-transitions-bench --allocations transitions N  # only N headless transitions
//     swift run -c release nav-transitions-bench --allocations sheet-session N  # any path of GesturePaths.swift
//     swift run -c release nav-transitions-bench --time sheet-session   # one path's line of the table
//
// Timings: the process's CPU time around loops of hundreds of thousands of operations, best of five runs, in
// nanoseconds per operation, with each figure's share of a 120 Hz frame (8.33 ms). Inputs change on every
// iteration and every result feeds a printed checksum, so the optimizer can neither hoist nor drop the work.
//
// Allocations are counted exactly with valgrind, which counts every malloc (glibc has no allocation counter
// a Swift program can read): `--allocations <tracker> N` does the setup and then exactly N updates, so
//     (allocs with N = 100,000 − allocs with N = 0) / 100,000
// is the number of heap allocations per update (`scripts/bench-allocations.sh` runs it for every tracker).
// The same mode with `transitions` and valgrind's "in use at exit" gives the exact net growth.

import Foundation
import NavTransitions

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())

// MARK: - Allocation mode: the setup, then exactly N operations, nothing else

if arguments.first == "--allocations" {
    guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else {
        let workloads = Tracker.allCases.map(\.rawValue) + GesturePath.allCases.map(\.rawValue) + ["transitions"]
        print("usage: nav-transitions-bench --allocations <\(workloads.joined(separator: "|"))> N")
        exit(2)
    }
    if let tracker = Tracker(rawValue: arguments[1]) {
        print("allocations: \(count) \(tracker.rawValue) updates, checksum \(trackerUpdates(tracker, count))")
    } else if let path = GesturePath(rawValue: arguments[1]) {
        print("allocations: \(count) \(path.rawValue) \(path.unit)s, checksum \(path.run(count))")
    } else if let workload = BaselineWorkload(rawValue: arguments[1]) {
        print("allocations: \(count) \(workload.rawValue), checksum \(workload.run(count))")
    } else if arguments[1] == "transitions" {
        print("allocations: \(count) headless transitions, checksum \(headlessTransitions(count))")
    } else {
        print("unknown workload \(arguments[1])")
        exit(2)
    }
    exit(0)
}

// MARK: - One path's timing (`--time sheet-session`): the figure of one line of the table, for working on it

if arguments.first == "--time" {
    guard arguments.count == 2, let path = GesturePath(rawValue: arguments[1]) else {
        print("usage: nav-transitions-bench --time <\(GesturePath.allCases.map(\.rawValue).joined(separator: "|"))>")
        exit(2)
    }
    Report(printsTable: true).measure(path.title, unit: path.unit, operations: 1_000_000) { path.run($0) }
    exit(0)
}

let json = arguments.contains("--json")
if let unknown = arguments.first(where: { $0 != "--json" }) {
    print("unknown argument \(unknown); usage: nav-transitions-bench [--json] | --allocations <workload> N")
    exit(2)
}

// MARK: - Timings

let report = Report(printsTable: !json)
let machine = Machine.current
if !json {
    print("nav-transitions-bench: best of 5 runs; \(machine.cpu), \(machine.cores) cores; a 120 Hz frame is 8.33 ms")
}

let events = 1_000_000
report.section("Gesture trackers", "Core's work per gesture event (`.changed`), \(events) events per run")
for tracker in Tracker.allCases {
    report.measure(tracker.title, unit: "event", operations: events) { trackerUpdates(tracker, $0) }
}
let dismissalPlan = ZoomPlan(scene: zoomScene(0, operation: .dismiss))
report.measure("pinch + the flying view's commands", unit: "frame", operations: events) {
    zoomFrames(.pinch, plan: dismissalPlan, $0)
}
report.measure("drag + the flying view's commands", unit: "frame", operations: events) {
    zoomFrames(.drag, plan: dismissalPlan, $0)
}
report.measure("whole swipe back: 34 events, began to completed", unit: "event", operations: events / 34 * 34) {
    wholeSwipeBacks($0 / 34)
}

// The newer paths (GesturePaths.swift): a sheet's drag, a reorder's drag, the SwiftUI bindings, the signposts.
var gesturePathSection = ""
for path in GesturePath.allCases {
    if path.section != gesturePathSection {
        gesturePathSection = path.section
        switch path.section {
        case "Sheets":
            report.section(
                "Sheets", "a sheet's drag per event (SheetDrag alone, then the session's path), \(events) events per run")
        case "Reorder": report.section("Reorder", "a long-press reorder's drag per event, \(events) events per run")
        case "SwiftUI bindings": report.section("SwiftUI bindings", "the per-frame and per-update work, \(events) per run")
        default:
            report.section(
                "Signposts", "one transition's interval decisions (the os calls exist only on Apple platforms), \(events) per run"
            )
        }
    }
    report.measure(path.title, unit: path.unit, operations: events) { path.run($0) }
}

let plansPerRun = 100_000
report.section("Plan construction", "one plan per transition, \(plansPerRun) per run")
for (name, style) in planStyles {
    for operation in TransitionOperation.allCases {
        report.measure("\(name) \(operation)", unit: "plan", operations: plansPerRun) { plans(style, operation, $0) }
    }
}
for operation in TransitionOperation.allCases {
    report.measure("zoom \(operation) (flight, thumbnail, photo)", unit: "plan", operations: plansPerRun) {
        zoomPlans(operation, $0)
    }
}

let frames = 200_000
report.section("Carousel", "Core's work per scroll frame against the item count, \(frames) frames per run")
var carouselPerFrame: [Double] = []
for count in [100, 10_000, 1_000_000] {
    carouselPerFrame.append(
        report.measure("carousel frame, \(count) items", unit: "frame", operations: frames) {
            carouselFrames($0, count: count)
        }.nanoseconds)
}
report.measure("carousel snap decision, 1,000,000 items", unit: "release", operations: frames) { carouselSnaps($0) }
let flatness = (carouselPerFrame.max() ?? 0) / max(carouselPerFrame.min() ?? 1, 1e-9)
report.note(String(format: "slowest vs fastest frame over 100 / 10,000 / 1,000,000 items: %.2fx (flat: within 1.5x)", flatness))

// MARK: - Memory: net growth after 100,000 headless transitions

let transitions = 100_000
report.section("Headless transitions", "plan, container commands, three samples, completion; every 4th a zoom leg")
report.measure("headless transition", unit: "transition", operations: 20_000) { headlessTransitions($0) }
_ = headlessTransitions(2_000, from: 0) // warm-up: lazily created tables and caches
let before = residentBytes()
let checksum = headlessTransitions(transitions, from: 1_000_000)
let after = residentBytes()
let growth = before.flatMap { before in after.map { $0 - before } }

struct Memory: Codable {
    var transitions: Int
    var residentBytesBefore: Int?
    var residentBytesAfter: Int?
    var growthBytes: Int?
    var bytesPerTransition: Double?
    var checksum: Double
}
let memory = Memory(
    transitions: transitions, residentBytesBefore: before, residentBytesAfter: after, growthBytes: growth,
    bytesPerTransition: growth.map { Double($0) / Double(transitions) }, checksum: Double(checksum))
if let growth, let before, let after {
    report.note(
        "resident memory before \(before / 1024) KiB, after \(after / 1024) KiB over \(transitions) transitions: "
            + "growth \(growth / 1024) KiB (\(String(format: "%.3f", Double(growth) / Double(transitions))) bytes per transition)"
    )
} else {
    report.note("resident memory: not available on this platform (Linux reads /proc/self/statm)")
}
report.note("exact counts: scripts/bench-allocations.sh (valgrind; see Docs/Performance.md)")

if json {
    struct Output: Codable {
        var machine: Machine
        var frameBudgetNanoseconds: Double
        var results: [Result]
        var memory: Memory
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(
        Output(
            machine: machine, frameBudgetNanoseconds: frameBudgetNanoseconds,
            results: report.results, memory: memory))
    print(String(decoding: data, as: UTF8.self))
}
