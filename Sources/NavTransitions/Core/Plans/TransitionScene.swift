import Foundation

/// Everything a plan needs to know about the moment a transition starts, read from the transition context.
public struct TransitionScene: Sendable, Equatable {
    /// The container view's bounds.
    public var containerBounds: CGRect
    /// The from-view's resting geometry, or nil when the context has no from-view.
    public var fromView: ParticipantGeometry?
    /// The to-view's resting geometry, or nil when the context has no to-view.
    public var toView: ParticipantGeometry?
    /// The container's `effectiveUserInterfaceLayoutDirection`.
    package var layoutDirection: LayoutDirection
    /// Whether Reduce Motion is on (`UIAccessibility.isReduceMotionEnabled`); motion becomes a cross-fade.
    package var isReduceMotionEnabled: Bool

    /// Creates a scene; the container bounds are sanitized.
    package init(
        containerBounds: CGRect,
        fromView: ParticipantGeometry?,
        toView: ParticipantGeometry?,
        layoutDirection: LayoutDirection = .leftToRight,
        isReduceMotionEnabled: Bool = false
    ) {
        self.containerBounds = containerBounds.sanitized
        self.fromView = fromView
        self.toView = toView
        self.layoutDirection = layoutDirection
        self.isReduceMotionEnabled = isReduceMotionEnabled
    }

    /// Which views this scene has.
    package var participants: TransitionParticipants {
        TransitionParticipants(hasFromView: fromView != nil, hasToView: toView != nil)
    }
}
