import Foundation

/// How a long-press reorder looks, scrolls and speaks: the lift of the dragged item, the automatic
/// scrolling near the edges, the names of its VoiceOver actions and the announcement after a move.
///
/// Every value is usable: a lift scale that is not finite falls back to 1.15 and is kept in `0.5...3`; a
/// zone or speed that is negative or not finite counts as 0 (no automatic scrolling).
public struct ReorderConfiguration: Sendable, Equatable {
    /// The scale of the lifted item while it is dragged; 1.15 by default.
    public var liftScale: CGFloat
    /// The depth, in points, of the zone along each edge where holding the item scrolls; 60 by default.
    public var autoscrollEdgeZone: CGFloat
    /// The scrolling speed at the very edge, in points per second; 1200 by default.
    public var maximumAutoscrollSpeed: CGFloat
    /// The name VoiceOver reads for the action that moves an item one place earlier; localize it.
    public var moveEarlierActionName: String
    /// The name VoiceOver reads for the action that moves an item one place later; localize it.
    public var moveLaterActionName: String
    /// What VoiceOver announces after a move through its actions; localize it.
    ///
    /// `{position}` is replaced by the item's new position, counted from 1, and `{count}` by the number of
    /// items in its section: "Moved to position {position} of {count}" by default. A text without the
    /// placeholders is announced as it is.
    public var movedAnnouncementFormat: String

    /// Creates a configuration.
    public init(
        liftScale: CGFloat = 1.15,
        autoscrollEdgeZone: CGFloat = 60,
        maximumAutoscrollSpeed: CGFloat = 1200,
        moveEarlierActionName: String = "Move earlier",
        moveLaterActionName: String = "Move later",
        movedAnnouncementFormat: String = "Moved to position {position} of {count}"
    ) {
        self.liftScale = liftScale
        self.autoscrollEdgeZone = autoscrollEdgeZone
        self.maximumAutoscrollSpeed = maximumAutoscrollSpeed
        self.moveEarlierActionName = moveEarlierActionName
        self.moveLaterActionName = moveLaterActionName
        self.movedAnnouncementFormat = movedAnnouncementFormat
    }

    /// How long the lift (scale and shadow) animates: 0.2 s, or 0 with Reduce Motion (it happens at once).
    package static func liftDuration(isReduceMotionEnabled: Bool) -> TimeInterval {
        isReduceMotionEnabled ? 0 : 0.2
    }

    /// How long the lifted image takes to land on its slot (or to fade) after a drop or a cancel: 0.25 s,
    /// or 0 with Reduce Motion.
    package static func dropDuration(isReduceMotionEnabled: Bool) -> TimeInterval {
        isReduceMotionEnabled ? 0 : 0.25
    }

    /// The lift scale made safe: not finite gives 1.15, then kept in `0.5...3`.
    package var effectiveLiftScale: CGFloat {
        liftScale.finiteOr(1.15).clamped(to: 0.5...3)
    }

    /// The edge zone made safe: negative or not finite gives 0.
    package var effectiveEdgeZone: CGFloat {
        Swift.max(0, autoscrollEdgeZone.finiteOr(0))
    }

    /// The maximum speed made safe: negative or not finite gives 0.
    package var effectiveMaximumSpeed: CGFloat {
        Swift.max(0, maximumAutoscrollSpeed.finiteOr(0))
    }
}
