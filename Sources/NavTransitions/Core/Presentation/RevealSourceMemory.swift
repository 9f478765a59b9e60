import Foundation

/// Which frame a circular reveal from a view uses when a transition starts, and the frame it remembers.
///
/// A full-screen presentation takes the presenter's view — and the source view in it — out of the window
/// while it is covered, and a pop brings back a screen whose views are out of the window until then. The
/// frame in window coordinates is remembered each time the view is seen in a window, and used when it is
/// alive but out of one. A freed view gives nil (the circle then uses the container's centre).
package struct RevealSourceMemory: Sendable, Equatable {
    /// The view's frame in window coordinates the last time it was in a window.
    package private(set) var lastFrameInWindow: CGRect?

    /// Creates an empty memory.
    package init() {}

    /// The frame to use now, in window coordinates.
    ///
    /// - Parameters:
    ///   - isAlive: whether the view still exists (it is held weakly).
    ///   - current: its frame in its window now, nil when it is in none.
    /// - Returns: `current` (remembered) when the view is in a window; the remembered frame when it is alive
    ///   but in no window; nil when it is gone.
    package mutating func frameInWindow(isAlive: Bool, current: CGRect?) -> CGRect? {
        guard isAlive else { return nil }
        if let current { lastFrameInWindow = current }
        return lastFrameInWindow
    }
}
