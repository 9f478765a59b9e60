/// SplitMix64: a small, fast, deterministic pseudo-random generator for seeded model-based tests.
///
/// The helpers below do their own range reduction, so a seed replays the same sequence on every toolchain.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// `true` with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// A random element, or `nil` for an empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[below(elements.count)]
    }
}
