import Foundation
@testable import NavTransitions

/// Comparisons of interaction commands whose payloads are floating point.
enum InteractionTolerance {
    /// The default absolute tolerance.
    static let standard: CGFloat = standardTolerance

    /// Whether `a` and `b` differ by at most `tolerance`.
    static func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = standard) -> Bool {
        approximately(a, b, tolerance: tolerance)
    }

    /// Whether two command lists have the same cases in the same order and payloads within `tolerance`.
    static func isClose(
        _ actual: InteractionCommands,
        _ expected: [InteractionCommand],
        within tolerance: CGFloat = standard
    ) -> Bool {
        guard actual.count == expected.count else { return false }
        return zip(actual, expected).allSatisfy { isClose($0, $1, within: tolerance) }
    }

    /// Whether two commands are the same case with payloads within `tolerance`.
    static func isClose(_ a: InteractionCommand, _ b: InteractionCommand, within tolerance: CGFloat = standard) -> Bool {
        switch (a, b) {
        case (.beginTransition, .beginTransition), (.pauseForGrab, .pauseForGrab):
            return true
        case let (.update(x), .update(y)), let (.finish(x), .finish(y)), let (.cancel(x), .cancel(y)):
            return isClose(x, y, within: tolerance)
        default:
            return false
        }
    }
}
