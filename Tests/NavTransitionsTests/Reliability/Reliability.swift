import Foundation

/// Runs reliability sequences, shrinks a failure to its shortest failing prefix, and says how to replay it.
enum Reliability {
    /// A failing sequence, shrunk.
    struct Failure: Sendable, CustomStringConvertible {
        let seed: UInt64
        /// The length of the shortest prefix of the seed's sequence that breaks an invariant.
        let prefixLength: Int
        let violation: ReliabilityViolation
        /// The prefix's steps, readable.
        let steps: [String]
        /// What the generator drew from (the replay must draw the same).
        var options = ReliabilityStep.Options.standard

        /// The environment and command that run exactly this prefix, with a trace of every step.
        var replayLine: String {
            let test =
                options.ownersOutsideTheStack ? "ReliabilityTests/ownersOutsideTheStack" : "ReliabilityTests/randomSequences"
            return "NAVTRANSITIONS_REPLAY=\(seed):\(prefixLength) swift test --filter \(test)"
        }

        var description: String {
            let list = steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
            return "seed \(seed), shortest failing prefix \(prefixLength) steps: \(violation)\n\(list)\nreplay: \(replayLine)"
        }
    }

    /// The totals of many sequences.
    struct Totals: Sendable {
        var sequences = 0
        var steps = 0
        var violations = 0
        var coverage = ReliabilityCoverage()
        /// The failing seeds (the first, shrunk, is in ``failure``).
        var failingSeeds: [UInt64] = []
        /// The first broken invariant of each failing seed.
        var violationsBySeed: [UInt64: ReliabilityViolation] = [:]
        var failure: Failure?

        mutating func add(_ other: Totals) {
            sequences += other.sequences
            steps += other.steps
            violations += other.violations
            coverage.add(other.coverage)
            failingSeeds += other.failingSeeds
            violationsBySeed.merge(other.violationsBySeed) { first, _ in first }
        }
    }

    /// Runs the first `prefixLength` steps (all by default) of the sequence named by `seed`.
    static func run(
        seed: UInt64, prefixLength: Int? = nil, faults: Set<ReliabilityFault> = [], tracing: Bool = false,
        options: ReliabilityStep.Options = .standard
    ) -> ReliabilityWorld {
        let steps = ReliabilityStep.sequence(seed: seed, options: options)
        let world = ReliabilityWorld(seed: seed, faults: faults, tracing: tracing)
        world.run(Array(steps.prefix(prefixLength ?? steps.count)))
        return world
    }

    /// The shortest prefix of a failing sequence that still fails (every prefix is a sequence of its own:
    /// it runs, settles, and is dropped), or nil if the sequence does not fail.
    static func shrink(seed: UInt64, faults: Set<ReliabilityFault> = [], options: ReliabilityStep.Options = .standard) -> Failure?
    {
        let steps = ReliabilityStep.sequence(seed: seed, options: options)
        for length in 0...steps.count {
            if let violation = run(seed: seed, prefixLength: length, faults: faults, options: options).violation {
                return Failure(
                    seed: seed, prefixLength: length, violation: violation, steps: steps.prefix(length).map(\.description),
                    options: options)
            }
        }
        return nil
    }

    /// Runs the sequences of `seeds`, split over `workers` tasks; the lowest failing seed is shrunk.
    static func runSequences(
        _ seeds: Range<UInt64>, faults: Set<ReliabilityFault> = [], options: ReliabilityStep.Options = .standard,
        workers: Int = 4
    ) async -> Totals {
        var totals = await withTaskGroup(of: Totals.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var part = Totals()
                    for seed in stride(from: seeds.lowerBound + UInt64(worker), to: seeds.upperBound, by: workers) {
                        let world = run(seed: seed, faults: faults, options: options)
                        part.sequences += 1
                        part.steps += world.stepsRun
                        part.coverage.add(world.coverage)
                        if let violation = world.violation {
                            part.violations += 1
                            part.failingSeeds.append(seed)
                            part.violationsBySeed[seed] = violation
                        }
                    }
                    return part
                }
            }
            var totals = Totals()
            for await part in group { totals.add(part) }
            return totals
        }
        if let first = totals.failingSeeds.min() { totals.failure = shrink(seed: first, faults: faults, options: options) }
        return totals
    }

    /// The first failing sequence from `seeds` on, shrunk (sequentially, stopping there).
    static func firstFailure(in seeds: Range<UInt64>, faults: Set<ReliabilityFault>) -> Failure? {
        for seed in seeds where run(seed: seed, faults: faults).violation != nil {
            return shrink(seed: seed, faults: faults)
        }
        return nil
    }
}
