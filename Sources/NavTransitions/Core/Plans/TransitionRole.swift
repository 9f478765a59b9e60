import Foundation

/// A participant of a transition, as the container sees it.
public enum TransitionRole: Sendable, Hashable, CaseIterable {
    /// The view of the view controller being left (`view(forKey: .from)`).
    case fromView
    /// The view of the view controller being shown (`view(forKey: .to)`).
    case toView
    /// A black view the library adds over the lower screen to dim it; never left behind.
    case dimmingView
    /// A circular view the library sets as the moving view's `mask` (circular reveal); never left behind.
    case maskView
}

/// How a transition ended.
package enum TransitionOutcome: Sendable, Hashable, CaseIterable {
    /// The transition completed: the to-screen is shown.
    case finished
    /// The transition was cancelled (an interactive gesture released short): the from-screen stays.
    case cancelled
}

/// One step of running a plan in the transition's container view.
package enum ContainerCommand: Sendable, Equatable {
    /// Add the role's view to the container, placed as `placement` says.
    case insert(TransitionRole, ContainerPlacement)
    /// Give the role's view this state (inside an animation block, it is animated).
    case apply(TransitionRole, ViewState)
    /// Remove the role's view from the container (or clear it as a mask). A view that is not in the
    /// container, such as a presenter's view that a full-screen presentation hands over, is left alone:
    /// UIKit removes it and puts it back itself.
    case remove(TransitionRole)
}

/// Where an inserted view goes among the container's subviews.
package enum ContainerPlacement: Sendable, Hashable {
    /// On top of everything in the container (`addSubview`).
    case top
    /// Under everything in the container (`insertSubview(_:at: 0)`).
    case bottom
    /// Directly above the role's view (`insertSubview(_:aboveSubview:)`); on top when that view is not
    /// in the container.
    case above(TransitionRole)
    /// Directly below the role's view (`insertSubview(_:belowSubview:)`); on top when that view is not
    /// in the container.
    case below(TransitionRole)
    /// Not a subview: set as the role's view's `mask`, in that view's coordinates. Removing it clears the mask.
    case mask(of: TransitionRole)
}
