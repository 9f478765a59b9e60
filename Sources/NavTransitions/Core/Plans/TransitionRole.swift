import Foundation

/// A participant of a transition, as the container sees it; the key of ``TransitionPlan/participants``.
///
/// Like UIKit's `UITransitionContextViewKey` (`.from`, `.to`), a role names a view; a plan says what happens
/// to the views it names and leaves the others still.
public struct TransitionRole: Sendable, Hashable {
    /// The role's name, as written in code (`fromView`); what test failures and logs print.
    package let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The view of the view controller being left (`view(forKey: .from)`).
    public static let fromView = TransitionRole("fromView")
    /// The view of the view controller being shown (`view(forKey: .to)`).
    public static let toView = TransitionRole("toView")
    /// A black view the library adds over the lower screen to dim it; never left behind.
    public static let dimmingView = TransitionRole("dimmingView")
    /// A circular view the library sets as the moving view's `mask` (circular reveal); never left behind.
    public static let maskView = TransitionRole("maskView")
    /// A zoom transition's flying photo: a clipping view with rounded corners that the library adds on top
    /// of the container for the flight; never left behind.
    package static let flyingView = TransitionRole("flyingView")
    /// The image view inside ``flyingView`` (its frames are in the flying view's coordinates); it goes
    /// with the flying view.
    package static let flyingImage = TransitionRole("flyingImage")
    /// A zoom transition's source thumbnail, an app view outside the container: only its alpha is
    /// changed (hidden during the flight), and it is restored afterwards.
    package static let zoomSource = TransitionRole("zoomSource")
    /// The view that shows the photo in the zoomed screen (a photo browser's image view): only its alpha
    /// is changed (hidden until the flight has landed), and it is restored afterwards.
    package static let zoomedPhotoView = TransitionRole("zoomedPhotoView")

    /// Every role, in the order the container's commands name them.
    package static let allCases: [TransitionRole] = [
        .fromView, .toView, .dimmingView, .maskView, .flyingView, .flyingImage, .zoomSource, .zoomedPhotoView,
    ]
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
    /// Set only the alpha of the role's view, leaving its frame, transform and place alone: for views the
    /// transition does not own and must not move (a zoom's source thumbnail and zoomed photo view).
    case setAlpha(TransitionRole, CGFloat)
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
    /// The last subview of the role's view (`addSubview` on it), in that view's coordinates; it leaves
    /// with that view.
    case inside(TransitionRole)
}
