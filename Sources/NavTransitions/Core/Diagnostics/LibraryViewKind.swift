import Foundation

/// A view NavTransitions adds to an app's window, as the debug probes and the self-check tell them apart.
///
/// The UIKit layer marks each such view when it creates it (`LibraryViewMark`), so that a view left behind
/// can be found in the window and named.
package enum LibraryViewKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The dimming view a transition's plan adds (the slide's shadow, a cover's dimming).
    case transitionDimming
    /// The mask of a circular reveal.
    case transitionMask
    /// The zoom's flying view: the clip that carries the photo between the thumbnail and the browser.
    case zoomFlyingView
    /// The image inside the zoom's flying view (a copy of the photo, or a snapshot).
    case zoomFlyingImage
    /// The dimming view of a zoom with a dimming colour.
    case zoomDimming
    /// The presentation controller's dimming view, there while a screen is presented.
    case presentationDimming
    /// The presentation controller's wrapper around the presented screen's view, there while it is presented.
    case presentationWrapper
    /// The lifted image of a cell being reordered.
    case reorderLiftedImage
    /// The empty mask that hides the dragged cell while its lifted image stands for it.
    case reorderCellMask
    /// The hidden, zero-size view in an owner screen's view that notices the owner entering a window.
    case ownerObserver

    /// The kind of a view a transition's animation controller makes for `role` (the plan's
    /// `rolesMadeByTheAnimator`): the style's dimming view or the reveal's mask; nil for views it does not make.
    package init?(madeByTheAnimatorFor role: TransitionRole) {
        switch role {
        case .dimmingView: self = .transitionDimming
        case .maskView: self = .transitionMask
        default: return nil // the from- and to-views are UIKit's, the zoom's views its own animator's
        }
    }

    /// Whether the view lives only while a transition or a gesture runs: never in a window at rest.
    package var isTransient: Bool {
        switch self {
        case .transitionDimming, .transitionMask, .zoomFlyingView, .zoomFlyingImage, .zoomDimming, .reorderLiftedImage,
            .reorderCellMask:
            return true
        case .presentationDimming, .presentationWrapper, .ownerObserver:
            return false
        }
    }

    /// Whether the view belongs to a presentation: one of each per presented screen, gone when it is dismissed.
    package var belongsToPresentation: Bool {
        self == .presentationDimming || self == .presentationWrapper
    }

    package var description: String {
        switch self {
        case .transitionDimming: return "a transition's dimming view"
        case .transitionMask: return "a circular reveal's mask"
        case .zoomFlyingView: return "the zoom's flying view"
        case .zoomFlyingImage: return "the zoom's flying image"
        case .zoomDimming: return "the zoom's dimming view"
        case .presentationDimming: return "a presentation's dimming view"
        case .presentationWrapper: return "a presentation's wrapper view"
        case .reorderLiftedImage: return "a reorder's lifted image"
        case .reorderCellMask: return "a reorder's cell mask"
        case .ownerObserver: return "an owner's appearance observer"
        }
    }
}
