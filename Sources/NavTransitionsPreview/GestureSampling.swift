import Foundation
import NavTransitions

/// One gesture-driven transition's decisions, sampled from Core's `InteractiveTransitionTracker`: progress
/// against the finger's translation, and finish or cancel for a grid of release points.
///
/// Translations and velocities are physical (the x or y component in UIKit's coordinates, y downward),
/// so a right-to-left swipe back reads as a finger moving toward negative x.
package struct GestureSampling: Sendable {
    /// A stable identifier (`swipe-back-ltr`, `sheet-dismiss`, …).
    package let id: String
    package let title: String
    /// The layout direction this sampling belongs to, or nil when it does not depend on it.
    package let layoutDirection: LayoutDirection?
    /// The tracker the UIKit layer builds for this gesture.
    package let tracker: InteractiveTransitionTracker
    /// The finger's translations (physical component along the gesture's axis), in points.
    package let translations: [CGFloat]
    /// `tracker.progress(forTranslation:)` for each translation.
    package let progress: [CGFloat]
    /// The release positions (physical component), in points: the columns of the grid.
    package let releasePositions: [CGFloat]
    /// The release velocities (physical component), in points per second: the rows of the grid.
    package let releaseVelocities: [CGFloat]
    /// `tracker.release(translation:velocity:)` for each row (velocity) and column (position).
    package let releases: [[InteractiveRelease]]

    /// The number of intervals of the translation axis and of the grid's position axis.
    package static let positionIntervals = 20
    /// The fastest release velocity of the grid, in points per second (the rows go from minus this to this).
    package static let maximumVelocity: CGFloat = 2000
    /// The number of intervals of the grid's velocity axis.
    package static let velocityIntervals = 20

    package init(id: String, title: String, layoutDirection: LayoutDirection?, tracker: InteractiveTransitionTracker) {
        self.id = id
        self.title = title
        self.layoutDirection = layoutDirection
        self.tracker = tracker
        let sign = Self.physicalSign(of: tracker.direction)
        let distance = tracker.distance
        // From a quarter of the distance backward to a quarter beyond the end, to show the clamping.
        let steps = Self.positionIntervals * 3 / 2
        translations = (0...steps).map { step in
            sign * distance * (-0.25 + 1.5 * CGFloat(step) / CGFloat(steps))
        }
        progress = translations.map { tracker.progress(forTranslation: Self.vector($0, along: tracker.direction)) }
        let positions = (0...Self.positionIntervals).map { sign * distance * CGFloat($0) / CGFloat(Self.positionIntervals) }
        let velocities = (0...Self.velocityIntervals).map { step in
            -Self.maximumVelocity + 2 * Self.maximumVelocity * CGFloat(step) / CGFloat(Self.velocityIntervals)
        }
        releasePositions = positions
        releaseVelocities = velocities
        releases = velocities.map { velocity in
            positions.map { position in
                tracker.release(
                    translation: Self.vector(position, along: tracker.direction),
                    velocity: Self.vector(velocity, along: tracker.direction)
                )
            }
        }
    }

    /// Whether the gesture's axis is horizontal (x) or vertical (y).
    package var axisName: String { tracker.direction.isHorizontal ? "x" : "y" }

    /// +1 when the direction points toward growing coordinates (right, down), −1 otherwise.
    package static func physicalSign(of direction: SwipeDirection) -> CGFloat {
        let unit = direction.unitVector
        return unit.x + unit.y
    }

    /// A vector with `component` on the direction's axis and 0 on the other.
    package static func vector(_ component: CGFloat, along direction: SwipeDirection) -> CGPoint {
        direction.isHorizontal ? CGPoint(x: component, y: 0) : CGPoint(x: 0, y: component)
    }

    /// The gestures the page plots: the swipe back (container width) in both layout directions, and
    /// pan-to-dismiss of the sheet and of the side menu (the presented view's extent along the pan).
    package static func all() -> [GestureSampling] {
        var result: [GestureSampling] = []
        let bounds = PreviewDevice.bounds
        for direction in LayoutDirection.allCases {
            result.append(
                GestureSampling(
                    id: "swipe-back-\(PreviewVariant.directionKey(direction))",
                    title: "Swipe back",
                    layoutDirection: direction,
                    tracker: InteractiveTransitionTracker(direction: .back(for: direction), distance: bounds.width)
                ))
        }
        let sheet = PresentationLayout.sheet(.init(detents: [.fraction(0.5)]))
        result.append(dismissal(id: "sheet-dismiss", title: "Pan to dismiss a sheet", layout: sheet, direction: nil))
        for direction in LayoutDirection.allCases {
            result.append(
                dismissal(
                    id: "side-menu-dismiss-\(PreviewVariant.directionKey(direction))",
                    title: "Pan to dismiss a side menu", layout: .sideMenu, direction: direction
                ))
        }
        return result
    }

    /// The pan-to-dismiss tracker of a layout: toward the layout's dismissal edge, over the presented
    /// view's extent along the pan, as `DimmingPresentationController` builds it.
    private static func dismissal(
        id: String, title: String, layout: PresentationLayout, direction: LayoutDirection?
    ) -> GestureSampling {
        let layoutDirection = direction ?? .leftToRight
        let frame = layout.frame(
            in: PreviewDevice.bounds, safeArea: PreviewDevice.safeArea,
            horizontalSizeClass: PreviewDevice.horizontalSizeClass, layoutDirection: layoutDirection
        )
        let swipe = SwipeDirection.dismissal(
            toward: layout.dismissalEdge(layoutDirection: layoutDirection), layoutDirection: layoutDirection)
        let tracker = InteractiveTransitionTracker(direction: swipe, distance: swipe.isHorizontal ? frame.width : frame.height)
        return GestureSampling(id: id, title: title, layoutDirection: direction, tracker: tracker)
    }
}

/// A timing the built-in styles use, sampled over its duration with `TransitionTiming.progress(at:)`.
package struct TimingSampling: Sendable {
    package let timing: TransitionTiming
    /// The titles of the entries (and variants) that use it.
    package let usedBy: [String]
    package let times: [TimeInterval]
    package let progress: [CGFloat]

    package init(timing: TransitionTiming, usedBy: [String]) {
        self.timing = timing
        self.usedBy = usedBy
        let count = PreviewCatalog.timeIntervals
        let duration = timing.duration
        times = (0...count).map { duration * TimeInterval($0) / TimeInterval(count) }
        progress = times.map { timing.progress(at: $0) }
    }

    /// A short description: the curve's control points or the spring's parameters, and the duration.
    package var label: String { Self.label(of: timing) }

    package static func label(of timing: TransitionTiming) -> String {
        let duration = PreviewJSON.format(timing.duration, decimals: 3)
        switch timing {
        case let .curve(curve, _):
            let points = [curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x, curve.controlPoint2.y]
                .map { PreviewJSON.format(Double($0), decimals: 2) }.joined(separator: ", ")
            return "cubic Bézier (\(points)), \(duration) s"
        case let .spring(spring):
            let damping = PreviewJSON.format(Double(spring.dampingRatio), decimals: 2)
            let response = PreviewJSON.format(Double(spring.response), decimals: 3)
            return "spring, damping ratio \(damping), response \(response) s, settles in \(duration) s"
        }
    }

    /// Every distinct timing of the catalogue (standard and Reduce Motion), in order of first use.
    package static func all(from samplings: [TransitionSampling]) -> [TimingSampling] {
        var timings: [TransitionTiming] = []
        var users: [[String]] = []
        for sampling in samplings where sampling.variant.layoutDirection == .leftToRight {
            let user = sampling.variant.isReduceMotionEnabled ? "every style with Reduce Motion on" : sampling.entry.title
            if let index = timings.firstIndex(of: sampling.plan.timing) {
                if !users[index].contains(user) { users[index].append(user) }
            } else {
                timings.append(sampling.plan.timing)
                users.append([user])
            }
        }
        return zip(timings, users).map { TimingSampling(timing: $0, usedBy: $1) }
    }
}
