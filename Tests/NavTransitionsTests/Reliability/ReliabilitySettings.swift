import Foundation

/// What a reliability run does, read from the environment, and the rules that keep a green run meaningful.
///
/// - `NAVTRANSITIONS_SEQUENCES=N`: how many sequences (a positive number; 10,000 by default);
/// - `NAVTRANSITIONS_SEED=S`: the first seed (0 by default);
/// - `NAVTRANSITIONS_REPLAY=seed[:prefixLength]`: only that prefix, with a trace of every step.
///
/// In CI (`CI` set to anything but empty, `0` or `false`, as GitHub Actions, GitLab and `.ci/run` set it) a
/// replay or a run shorter than the default is refused: each would make the suite pass without running it.
struct ReliabilitySettings: Equatable {
    /// What to run.
    enum Mode: Equatable {
        /// The sequences of `count` seeds from `firstSeed` on.
        case sequences(firstSeed: UInt64, count: Int)
        /// One prefix of one seed's sequence (all of it when `prefixLength` is nil), traced.
        case replay(seed: UInt64, prefixLength: Int?)
    }

    /// A setting that makes the run prove less than it says.
    struct Refusal: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    static let defaultSequences = 10_000

    let mode: Mode
    let isCI: Bool

    /// Reads `environment`; throws a ``Refusal`` for a value that is not a number, a count that is not positive,
    /// and, in CI, a replay or a count below ``defaultSequences``.
    init(_ environment: [String: String]) throws {
        isCI = environment["CI"].map { !["", "0", "false"].contains($0.lowercased()) } ?? false
        if let replay = environment["NAVTRANSITIONS_REPLAY"] {
            if isCI {
                throw Refusal(
                    description: "NAVTRANSITIONS_REPLAY=\(replay) runs one prefix instead of the suite; it is refused in CI")
            }
            let parts = replay.split(separator: ":", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let seed = UInt64(parts[0]) else {
                throw Refusal(description: "NAVTRANSITIONS_REPLAY=\(replay): expected seed or seed:prefixLength")
            }
            var length: Int?
            if parts.count == 2 {
                guard let value = Int(parts[1]), value >= 0 else {
                    throw Refusal(
                        description: "NAVTRANSITIONS_REPLAY=\(replay): the prefix length must be a number of steps, 0 or more")
                }
                length = value
            }
            mode = .replay(seed: seed, prefixLength: length)
            return
        }
        var count = Self.defaultSequences
        if let value = environment["NAVTRANSITIONS_SEQUENCES"] {
            guard let parsed = Int(value), parsed > 0 else {
                throw Refusal(description: "NAVTRANSITIONS_SEQUENCES=\(value): expected a positive number of sequences")
            }
            count = parsed
        }
        if isCI, count < Self.defaultSequences {
            throw Refusal(
                description: "NAVTRANSITIONS_SEQUENCES=\(count) is below the \(Self.defaultSequences) sequences CI must run")
        }
        var firstSeed: UInt64 = 0
        if let value = environment["NAVTRANSITIONS_SEED"] {
            guard let parsed = UInt64(value) else {
                throw Refusal(description: "NAVTRANSITIONS_SEED=\(value): expected a seed, 0 or more")
            }
            firstSeed = parsed
        }
        guard firstSeed <= UInt64.max - UInt64(count) else {
            throw Refusal(description: "NAVTRANSITIONS_SEED=\(firstSeed) + \(count) sequences passes the last seed")
        }
        mode = .sequences(firstSeed: firstSeed, count: count)
    }
}
