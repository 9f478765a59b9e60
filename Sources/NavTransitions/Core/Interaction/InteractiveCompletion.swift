import Foundation

/// How a released gesture-driven transition ends.
package enum InteractiveCompletion: Sendable, Hashable, CaseIterable {
    /// The transition animates to its end (progress 1): UIKit's `finishInteractiveTransition()`.
    case finish
    /// The transition animates back to its start (progress 0): UIKit's `cancelInteractiveTransition()`.
    case cancel

    /// The progress the settle animation moves to: 1 for `finish`, 0 for `cancel`.
    package var targetProgress: CGFloat {
        switch self {
        case .finish: return 1
        case .cancel: return 0
        }
    }
}
