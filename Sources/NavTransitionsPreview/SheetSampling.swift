import Foundation
import NavTransitions

/// A sheet with detents, sampled from Core: scripted drags run through `SheetState` (the object the
/// presentation controller adapts) into frames, the release decided by `SheetRelease`, and the settle spring
/// sampled with the release's initial velocity; and a grid of release heights × velocities → target.
///
/// The page draws these numbers and nothing else: which detent a release lands on, how the sheet follows the
/// finger (rubber band included) and how it settles are all Core's answers.
package struct SheetSampling: Sendable {
    /// The sheet the player shows: a maps app's, with a small detent, medium and large, undimmed up to medium.
    package static let sheet = PresentationLayout.Sheet(
        detents: [.points(180), .medium, .large], largestUndimmedDetent: .medium,
        prefersGrabberVisible: true)
    /// The samples per second of the player.
    package static let framesPerSecond: Double = 60
    /// The longest settle the player samples, in seconds.
    package static let maximumSettle: TimeInterval = 1.5

    /// A drag the player plays: the finger moves `distance` points (positive down) at a constant speed over
    /// `duration` seconds, from the sheet at rest on `start`, and lifts at `releaseVelocity` (points per second,
    /// positive down), as `UIPanGestureRecognizer` reports it.
    package struct Script: Sendable {
        package let id: String
        package let title: String
        package let start: PresentationLayout.SheetDetent
        package let distance: CGFloat
        package let duration: TimeInterval
        package let releaseVelocity: CGFloat
    }

    /// One scripted drag, played through Core.
    package struct Play: Sendable {
        package let script: Script
        /// The times of the samples, in seconds from the touch: the drag's, then the settle's.
        package let times: [TimeInterval]
        /// The sheet's visible height at each sample.
        package let heights: [CGFloat]
        /// The presented view's frame at each sample (`SheetTrack.frame(forVisibleHeight:in:)`).
        package let frames: [CGRect]
        /// The dimming view's alpha at each sample (`SheetDimming.fraction(atVisibleHeight:)`).
        package let dimming: [CGFloat]
        /// The index of the first settle sample (the release).
        package let releaseIndex: Int
        /// Core's release: the target, its height and the spring's initial velocity.
        package let release: SheetRelease
    }

    /// The detents resolved on the preview's phone.
    package let detents: ResolvedSheetDetents
    /// The scripted drags.
    package let plays: [Play]
    /// The grid's release heights (visible heights, points), its columns.
    package let gridHeights: [CGFloat]
    /// The grid's release velocities (points per second, positive down), its rows.
    package let gridVelocities: [CGFloat]
    /// `SheetRelease.decide` for each row and column: the stop index, or −1 for a dismissal.
    package let gridTargets: [[Int]]

    /// The container of the preview's phone.
    package static var container: SheetContainer {
        SheetContainer(height: PreviewDevice.bounds.height, safeArea: PreviewDevice.safeArea)
    }

    /// The scripts the page plays.
    package static let scripts: [Script] = [
        Script(
            id: "flick-up", title: "A flick up from medium: one detent higher", start: .medium, distance: -120, duration: 0.2,
            releaseVelocity: -1_200),
        Script(
            id: "slow-up", title: "A slow drag up from medium, let go: the projection picks", start: .medium, distance: -150,
            duration: 0.9,
            releaseVelocity: -150),
        Script(
            id: "flick-down", title: "A flick down from large: one detent lower", start: .large, distance: 100, duration: 0.15,
            releaseVelocity: 1_500),
        Script(
            id: "rubber-band", title: "Pulled up past large: the rubber band, then back", start: .large, distance: -220,
            duration: 0.6,
            releaseVelocity: 0),
        Script(
            id: "dismiss", title: "A flick down from the smallest detent: dismissed", start: .points(180), distance: 90,
            duration: 0.15,
            releaseVelocity: 1_400),
    ]

    package init() {
        let container = Self.container
        let detents = ResolvedSheetDetents(Self.sheet.detents, in: container)
        self.detents = detents
        plays = Self.scripts.map { Self.play($0, container: container) }
        let largest = detents.largestHeight
        let heights = (0...24).map { largest * CGFloat($0) / 24 }
        let velocities = (0...16).map { -2_000 + 4_000 * CGFloat($0) / 16 }
        gridHeights = heights
        gridVelocities = velocities
        gridTargets = velocities.map { velocity in
            heights.map { height in
                switch SheetRelease.decide(visibleHeight: height, velocity: velocity, detents: detents, canDismiss: true).target {
                case .dismissal: return -1
                case let .detent(index): return index
                }
            }
        }
    }

    /// Plays `script` through a `SheetState` presented in `container`: `dragBegan`, a `dragChanged` per frame,
    /// `dragEnded` with the release velocity, then the settle spring from the release height to the target.
    package static func play(_ script: Script, container: SheetContainer) -> Play {
        var start = sheet
        start.selectedDetent = script.start
        var state = SheetState(sheet: start, container: container)
        let bounds = PreviewDevice.bounds
        _ = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        var times: [TimeInterval] = [0]
        var heights: [CGFloat] = [state.visibleHeight]
        let steps = max(1, Int((script.duration * framesPerSecond).rounded()))
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            let moved = state.dragChanged(translation: script.distance * fraction, scrollView: nil)
            times.append(script.duration * Double(fraction))
            heights.append(moved?.visibleHeight ?? state.visibleHeight)
        }
        let released = heights[heights.count - 1]
        let dimmingRule = state.dimming
        let outcome = state.dragEnded(velocity: script.releaseVelocity)
        let release =
            outcome.release ?? SheetRelease(target: .detent(state.restingIndex), targetHeight: released, initialVelocity: 0)
        let spring = SheetRelease.settleSpring
        let settle = min(maximumSettle, spring.settlingDuration(initialVelocity: release.initialVelocity))
        let settleSteps = max(1, Int((settle * framesPerSecond).rounded()))
        let releaseIndex = times.count
        for step in 1...settleSteps {
            let time = settle * Double(step) / Double(settleSteps)
            let progress = spring.progress(at: time, initialVelocity: release.initialVelocity)
            times.append(script.duration + time)
            heights.append(released + (release.targetHeight - released) * progress)
        }
        // The animator ends on its target (UIKit sets the final values when the spring completes).
        heights[heights.count - 1] = release.targetHeight
        let track = SheetTrack(ResolvedSheetDetents(start.detents, in: container), canDismiss: true)
        return Play(
            script: script, times: times, heights: heights,
            frames: heights.map { track.frame(forVisibleHeight: $0, in: bounds) },
            dimming: heights.map { dimmingRule.fraction(atVisibleHeight: $0) },
            releaseIndex: releaseIndex, release: release)
    }

    /// The name of a stop on the page: the detent, or "dismissed".
    package func targetName(_ index: Int) -> String {
        guard detents.stops.indices.contains(index) else { return "dismissed" }
        return Self.name(of: detents.stops[index].detent)
    }

    /// `.medium`, `.large`, `.points(180)`, …
    package static func name(of detent: PresentationLayout.SheetDetent) -> String {
        switch detent {
        case .medium: return ".medium"
        case .large: return ".large"
        case .fitting: return ".fitting"
        case let .points(points): return ".points(\(PreviewJSON.format(Double(points), decimals: 1)))"
        case let .fraction(fraction): return ".fraction(\(PreviewJSON.format(Double(fraction), decimals: 2)))"
        }
    }

    /// The data the page's sheet players draw.
    package var json: PreviewJSON {
        .object([
            (
                "detents",
                .array(
                    detents.stops.map { stop in
                        .object([("name", .string(Self.name(of: stop.detent))), ("height", .points(stop.height))])
                    })
            ),
            (
                "plays",
                .array(
                    plays.map { play in
                        .object([
                            ("id", .string(play.script.id)),
                            ("title", .string(play.script.title)),
                            ("times", .array(play.times.map { .seconds($0) })),
                            ("heights", .array(play.heights.map { .points($0) })),
                            ("y", .array(play.frames.map { .points($0.minY) })),
                            ("h", .array(play.frames.map { .points($0.height) })),
                            ("dimming", .array(play.dimming.map { .ratio($0) })),
                            ("releaseIndex", .integer(play.releaseIndex)),
                            ("target", .string(targetName(Self.index(of: play.release.target)))),
                            ("initialVelocity", .ratio(play.release.initialVelocity)),
                        ])
                    })
            ),
            ("gridHeights", .array(gridHeights.map { .points($0) })),
            ("gridVelocities", .array(gridVelocities.map { .points($0) })),
            ("gridTargets", .array(gridTargets.map { row in .array(row.map { .integer($0) }) })),
        ])
    }

    /// A release target as the grid's number: the stop index, −1 for a dismissal.
    package static func index(of target: SheetRelease.Target) -> Int {
        switch target {
        case .dismissal: return -1
        case let .detent(index): return index
        }
    }
}
