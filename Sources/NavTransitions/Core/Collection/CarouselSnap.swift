import Foundation

/// What a carousel knows when the finger lifts: the input of ``CarouselGeometry/snap(_:)``.
///
/// The values are UIKit's, as `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// receives them, in content coordinates: offsets in points, the velocity in points per **millisecond**.
package struct CarouselRelease: Sendable, Equatable {
    /// The content offset when the finger lifted.
    package var currentOffset: CGPoint
    /// Where UIKit's deceleration would stop the content (its projection of the velocity).
    package var proposedOffset: CGPoint
    /// The scrolling velocity at release, in points per millisecond (content offset change).
    package var velocity: CGPoint
    /// The scroll view's deceleration rate per millisecond (`UIScrollView.DecelerationRate.rawValue`).
    package var decelerationRate: CGFloat
    /// The item that was centred when the drag began, if known.
    package var startItem: Int?
    /// The most items a flick may move past the item the release happens at; 1 gives paging.
    package var maximumItemsPerFlick: Int

    /// Creates a release.
    package init(
        currentOffset: CGPoint,
        proposedOffset: CGPoint,
        velocity: CGPoint,
        decelerationRate: CGFloat = InteractiveTransitionTracker.normalDecelerationRate,
        startItem: Int? = nil,
        maximumItemsPerFlick: Int = .max
    ) {
        self.currentOffset = currentOffset
        self.proposedOffset = proposedOffset
        self.velocity = velocity
        self.decelerationRate = decelerationRate
        self.startItem = startItem
        self.maximumItemsPerFlick = maximumItemsPerFlick
    }
}

/// Where a carousel comes to rest: an item and the content offset that centres it.
package struct CarouselSnap: Sendable, Equatable {
    /// The item that ends centred.
    package var item: Int
    /// The content offset that centres it (the value for `targetContentOffset`).
    package var offset: CGPoint
}

extension CarouselGeometry {
    /// Below this speed along the axis, in points per millisecond, a release is slow, not a flick.
    package static let flickSpeed: CGFloat = 0.3
    /// The largest speed along the axis taken into account, in points per millisecond; faster is clamped.
    package static let maximumSpeed: CGFloat = 50

    /// Decides where the carousel comes to rest after a release; `nil` without items.
    ///
    /// Everything is decided along the axis, in forward coordinates (so a right-to-left carousel behaves
    /// mirrored), from the *projected* offset: UIKit's proposed offset, which is the release point moved
    /// by the deceleration projection `v × r ÷ (1 − r)` (`v` in points per millisecond, `r` the rate:
    /// ``MomentumProjection/distance(velocity:decelerationRate:)``, shared with the sheet's detents).
    /// The candidate is the item nearest to the projected point, searched arithmetically around it, not
    /// among the items on screen, then:
    ///
    /// - **Flick** (speed above ``flickSpeed``): the target lies in the direction of the flick, at least
    ///   the next item ahead of the release point (a short flick never snaps back) and at most
    ///   `maximumItemsPerFlick` items past the item at or behind the release point (1 gives paging).
    /// - **Slow release**: the nearest item to the projected point, but never back past the start item
    ///   (or the item at the release point, if the drag already went back past it) when the finger was
    ///   moving forward, and symmetrically backward.
    /// - The target is clamped to the first and last items, whose centring offsets lie inside the content.
    ///   Releasing on a centred item without velocity keeps it.
    ///
    /// Bad input: a NaN velocity counts as 0, speeds beyond ±``maximumSpeed`` (infinities included) are
    /// clamped; a non-finite proposed offset is replaced by the release point plus the projection; a
    /// non-finite current offset by the proposed one, or else by the start item's offset; a deceleration
    /// rate outside `0..<1` (or NaN) by UIKit's normal rate; `maximumItemsPerFlick` below 1 counts as 1;
    /// a start item outside the items counts as the nearest end. The cross-axis component of the result is
    /// the proposed one (else the current one, else 0).
    package func snap(_ release: CarouselRelease) -> CarouselSnap? {
        guard itemCount > 0 else { return nil }
        let rate =
            release.decelerationRate >= 0 && release.decelerationRate < 1
            ? release.decelerationRate
            : InteractiveTransitionTracker.normalDecelerationRate
        let rawSpeed = forwardSign * main(release.velocity)
        let speed = rawSpeed.isNaN ? 0 : rawSpeed.clamped(to: -Self.maximumSpeed...Self.maximumSpeed)

        let currentMain = main(release.currentOffset), proposedMain = main(release.proposedOffset)
        // A start outside the items bounds nothing more than the nearest end would: the target is clamped last.
        let start = release.startItem ?? nearestItem(to: release.currentOffset) ?? 0
        let current: CGFloat
        if currentMain.isFinite {
            current = forwardOffset(currentMain)
        } else if proposedMain.isFinite {
            current = forwardOffset(proposedMain)
        } else {
            current = forwardCentringOffset(start)
        }
        let projected =
            proposedMain.isFinite
            ? forwardOffset(proposedMain)
            : current + MomentumProjection.distance(velocity: speed * 1000, decelerationRate: rate)

        // Positions in items: 2.5 is half-way between items 2 and 3.
        let tolerance = stride > 0 ? Self.restingTolerance / stride : 0
        let here = position(atForwardOffset: current)
        var target = position(atForwardOffset: projected).rounded()
        let limit = CGFloat(Swift.min(Swift.max(1, release.maximumItemsPerFlick), itemCount))
        if speed > Self.flickSpeed {
            let behind = (here + tolerance).rounded(.down)
            target = target.clamped(to: (behind + 1)...(behind + limit))
        } else if speed < -Self.flickSpeed {
            let ahead = (here - tolerance).rounded(.up)
            target = target.clamped(to: (ahead - limit)...(ahead - 1))
        } else if speed > 0 {
            target = Swift.max(target, Swift.min(CGFloat(start), (here + tolerance).rounded(.down)))
        } else if speed < 0 {
            target = Swift.min(target, Swift.max(CGFloat(start), (here - tolerance).rounded(.up)))
        }
        let item = clampedItem(target)
        let proposedCross = cross(release.proposedOffset)
        let crossOffset = proposedCross.isFinite ? proposedCross : cross(release.currentOffset)
        guard let offset = contentOffset(centringItem: item, crossOffset: crossOffset) else { return nil }
        return CarouselSnap(item: item, offset: offset)
    }
}
