import Foundation
import Testing

/// Seeded random sequences through every headless model (navigation with the proxy, presentation with the
/// presentation controller, their pans, the photo browser's zoom, the carousel and the reorder), with the
/// invariants checked after every step (``ReliabilityWorld``).
///
/// - `swift test` runs 10,000 sequences (seeds 0..<10,000);
/// - `NAVTRANSITIONS_SEQUENCES=N` runs N (a soak), `NAVTRANSITIONS_SEED=S` starts at seed S;
/// - `NAVTRANSITIONS_REPLAY=seed:prefixLength` runs only that prefix and prints every step with the state after it.
///
/// A failure reports the seed, the shortest failing prefix and the replay line. Each run prints its totals.
@Suite("Reliability")
struct ReliabilityTests {
    static let defaultSequences = 10_000

    @Test("seeded sequences of navigation, presentation and gestures keep every invariant")
    func randomSequences() async throws {
        let environment = ProcessInfo.processInfo.environment
        if let replay = environment["NAVTRANSITIONS_REPLAY"] { return try self.replay(replay) }
        let count = environment["NAVTRANSITIONS_SEQUENCES"].flatMap(Int.init) ?? Self.defaultSequences
        let base = environment["NAVTRANSITIONS_SEED"].flatMap(UInt64.init) ?? 0
        let clock = ContinuousClock()
        let start = clock.now
        let totals = await Reliability.runSequences(base..<(base + UInt64(max(0, count))))
        let elapsed = start.duration(to: clock.now)
        print("Reliability: \(totals.sequences) sequences (seeds \(base)..<\(base + UInt64(max(0, count)))), \(totals.steps) steps, "
              + "\(totals.violations) violations, in \(elapsed.formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow)))")
        print("Reliability coverage: \(totals.coverage)")
        if let failure = totals.failure {
            Issue.record("\(totals.violations) failing sequences (seeds \(totals.failingSeeds.sorted().prefix(10))…); the first:\n\(failure)")
        }
        #expect(totals.violations == 0)
        guard count >= Self.defaultSequences else { return }
        // The sequences must reach what they are meant to test, or the invariants prove little.
        let c = totals.coverage
        for (name, value) in [("library animations", c.libraryAnimations), ("swipe-back pans", c.swipeBackPans),
                              ("swipe backs finished", c.swipeBacksFinished), ("swipe backs cancelled", c.swipeBacksCancelled),
                              ("settling pops grabbed", c.settlingPopsGrabbed), ("flicks before start", c.flicksBeforeStart),
                              ("system swipes", c.systemSwipes), ("delegate reassignments", c.delegateReassignments),
                              ("uninstalls", c.uninstalls), ("screens freed", c.screensFreed), ("presentations", c.presentations),
                              ("interactive dismissals", c.interactiveDismissals), ("cancelled dismissals", c.interactiveDismissalsCancelled),
                              ("settling dismissals grabbed", c.settlingDismissalsGrabbed), ("tap dismissals", c.tapDismissals),
                              ("refused transitions", c.refusedTransitions), ("reorder drops", c.reorderDrops),
                              ("carousel snaps", c.carouselSnaps), ("empty carousels", c.emptyCarouselReloads),
                              ("zoom legs", c.zoomLegs), ("cancelled zoom legs", c.zoomLegsCancelled),
                              ("zoom index changes", c.zoomIndexChanges), ("missing thumbnails", c.zoomMissingSources),
                              ("off-screen thumbnails", c.zoomOffScreenSources), ("pinch dismissals", c.zoomPinchDismissals),
                              ("drag dismissals", c.zoomDragDismissals), ("landing photos grabbed", c.zoomGrabs),
                              ("zoom flicks before start", c.zoomFlicksBeforeStart), ("refused zoom dismissals", c.zoomDismissalsRefused)] {
            #expect(value > 0, "no \(name) in \(count) sequences")
        }
    }

    /// `NAVTRANSITIONS_REPLAY=seed:prefixLength`: one prefix, with a trace.
    private func replay(_ value: String) throws {
        let parts = value.split(separator: ":")
        let seed = try #require(parts.first.flatMap { UInt64($0) }, "NAVTRANSITIONS_REPLAY=seed:prefixLength")
        let length = parts.count > 1 ? Int(parts[1]) : nil
        let world = Reliability.run(seed: seed, prefixLength: length, tracing: true)
        print("Reliability replay of seed \(seed), \(world.stepsRun) steps:")
        for line in world.trace { print("  \(line)") }
        print("Reliability: 1 sequence, \(world.stepsRun) steps, \(world.violation == nil ? 0 : 1) violations")
        #expect(world.violation == nil, "\(world.violation.map(\.description) ?? "")")
    }

    /// The checker catches a bug: a broken adapter (the fault) makes the suite report a violation, shrunk to
    /// the shortest prefix that shows it, and that prefix is clean without the fault.
    @Test("a planted bug is reported with its shortest failing prefix", arguments: ReliabilityFault.allCases)
    func plantedBug(_ fault: ReliabilityFault) throws {
        let failure = try #require(Reliability.firstFailure(in: 0..<2_000, faults: [fault]), "the suite did not notice \(fault)")
        let expected: String
        switch fault {
        case .dimmingViewLeftBehind: expected = "container holds"
        case .originalDelegateNotHandedBack: expected = "the navigation controller's delegate is the proxy, expected "
        case .systemPopGestureNotPutBack: expected = "interactivePopGestureRecognizer.isEnabled is false, expected true"
        case .reorderMovesFixedItems: expected = "the fixed item"
        case .carouselDoesNotSnap: expected = "not centred"
        case .zoomThumbnailAlphaNotRestored: expected = "the app gave it"
        case .zoomFlyingViewLeftBehind: expected = "flying"
        }
        print("Reliability, planted \(fault): \(failure)")
        #expect(failure.violation.message.contains(expected), "\(failure)")
        // Shrunk: the prefix fails, one step less does not; the same prefix without the fault is clean.
        #expect(Reliability.run(seed: failure.seed, prefixLength: failure.prefixLength, faults: [fault]).violation == failure.violation)
        #expect(Reliability.run(seed: failure.seed, prefixLength: failure.prefixLength - 1, faults: [fault]).violation == nil)
        #expect(Reliability.run(seed: failure.seed, prefixLength: failure.prefixLength).violation == nil)
        #expect(failure.steps.count == failure.prefixLength)
        #expect(failure.description.contains("replay: NAVTRANSITIONS_REPLAY=\(failure.seed):\(failure.prefixLength) swift test --filter Reliability"))
    }

    /// A sequence is its seed's alone, and a prefix is the start of the whole.
    @Test func sequencesAreDeterministic() {
        #expect(ReliabilityStep.sequence(seed: 42) == ReliabilityStep.sequence(seed: 42))
        #expect(ReliabilityStep.sequence(seed: 42) != ReliabilityStep.sequence(seed: 43))
        let world = Reliability.run(seed: 42, tracing: true)
        let again = Reliability.run(seed: 42, tracing: true)
        #expect(world.trace == again.trace)
        #expect(world.trace.count == ReliabilityStep.sequence(seed: 42).count)
    }
}
