import Foundation

/// Everything a plan needs to know about the moment a transition starts, read from the transition context.
public struct TransitionScene: Sendable, Equatable {
    /// The container view's bounds; sanitized when set (see ``init(containerBounds:fromView:toView:)``).
    public var containerBounds: CGRect {
        didSet { containerBounds = containerBounds.sanitized }
    }
    /// The from-view at rest — its frame in the container and its corner radius, opaque and
    /// untransformed — or nil when the context has no from-view.
    public var fromView: ViewState?
    /// The to-view at rest — its frame in the container and its corner radius, opaque and untransformed —
    /// or nil when the context has no to-view.
    public var toView: ViewState?
    /// The container's `effectiveUserInterfaceLayoutDirection`.
    package var layoutDirection: LayoutDirection
    /// Whether Reduce Motion is on (`UIAccessibility.isReduceMotionEnabled`); motion becomes a cross-fade.
    package var isReduceMotionEnabled: Bool

    /// Creates a left-to-right scene, as a ``TransitionPlanning`` style sees it.
    ///
    /// - Parameters:
    ///   - containerBounds: the container view's bounds, in points. Non-finite components become 0 and a
    ///     negative size is made positive.
    ///   - fromView: the from-view at rest (`ViewState(frame:cornerRadius:)`), nil when the transition
    ///     context has none.
    ///   - toView: the to-view at rest, nil when the transition context has none.
    public init(containerBounds: CGRect, fromView: ViewState?, toView: ViewState?) {
        self.init(
            containerBounds: containerBounds, fromView: fromView, toView: toView,
            layoutDirection: .leftToRight, isReduceMotionEnabled: false)
    }

    /// Creates a scene with the layout direction and Reduce Motion read from UIKit.
    package init(
        containerBounds: CGRect,
        fromView: ParticipantGeometry?,
        toView: ParticipantGeometry?,
        layoutDirection: LayoutDirection,
        isReduceMotionEnabled: Bool
    ) {
        self.containerBounds = containerBounds.sanitized
        self.fromView = fromView
        self.toView = toView
        self.layoutDirection = layoutDirection
        self.isReduceMotionEnabled = isReduceMotionEnabled
    }

    /// The geometry of a participant role: the from- or to-view's, nil for the library's own views.
    package func geometry(of role: TransitionRole) -> ParticipantGeometry? {
        switch role {
        case .fromView: return fromView
        case .toView: return toView
        default: return nil // the dimming view, the mask, the zoom's views: the library's or the app's own
        }
    }
}
