import Foundation

/// What one detent means in a container: a content height, inactive, or ignored.
package enum SheetDetentResolution: Sendable, Equatable {
    /// The detent rests at this content height (finite, 0...safe height).
    case contentHeight(CGFloat)
    /// The detent does not apply in this container (`.medium` in a compact height); it would rest at this
    /// content height, which decides where a selection of it goes instead.
    case inactive(wouldBe: CGFloat)
    /// The detent is ignored (zero, negative or NaN points or fraction).
    case ignored
}

extension PresentationLayout.SheetDetent {
    /// What this detent means in `container`; see each case for the rule.
    package func resolution(in container: SheetContainer) -> SheetDetentResolution {
        let safeHeight = container.safeHeight
        switch self {
        case .large:
            return .contentHeight(safeHeight)
        case .medium:
            let half = safeHeight / 2
            return container.isCompactHeight ? .inactive(wouldBe: half) : .contentHeight(half)
        case .fitting:
            // `> 0` is false for NaN; nil, zero, negative and NaN rest where `.large` would.
            guard let fitting = container.fittingContentHeight, fitting > 0 else { return .contentHeight(safeHeight) }
            return .contentHeight(Swift.min(fitting, safeHeight))
        case .points(let points):
            return points > 0 ? .contentHeight(Swift.min(points, safeHeight)) : .ignored
        case .fraction(let fraction):
            return fraction > 0 ? .contentHeight(safeHeight * Swift.min(fraction, 1)) : .ignored
        }
    }
}

/// A sheet's detents resolved in a container: deduplicated, sorted by height, never empty.
///
/// Rules, in order:
/// 1. Each listed detent resolves (``PresentationLayout/SheetDetent/resolution(in:)``); ignored and inactive
///    ones take no place.
/// 2. A detent whose visible height lies within ``separation`` of a detent kept before it (in list order) is
///    the same detent: the first one listed is kept, with its height.
/// 3. The kept detents are sorted by height, smallest first. An empty result is `[.large]`.
package struct ResolvedSheetDetents: Sendable, Equatable {
    /// One resting place of the sheet.
    package struct Stop: Sendable, Equatable {
        /// The detent, as listed (the first listed of those that resolve to this height).
        package var detent: PresentationLayout.SheetDetent
        /// The sheet's visible height at rest: content height plus the bottom inset, at most the container's
        /// ``SheetContainer/maximumVisibleHeight``.
        package var height: CGFloat

        /// Creates a stop.
        package init(detent: PresentationLayout.SheetDetent, height: CGFloat) {
            self.detent = detent
            self.height = height
        }
    }

    /// Two detents closer than this, in points, are one: 0.5.
    package static let separation: CGFloat = 0.5

    /// The resting places, smallest height first; at least one.
    package let stops: [Stop]
    /// The detents as the app listed them.
    package let listed: [PresentationLayout.SheetDetent]
    /// The container they were resolved in.
    package let container: SheetContainer
    /// For each listed detent, the stop it rests at (itself or the kept detent it is the same as), or nil
    /// when it is ignored or inactive.
    private let listedStops: [Int?]

    /// Resolves `detents` in `container` (see the type's rules).
    package init(_ detents: [PresentationLayout.SheetDetent], in container: SheetContainer) {
        self.listed = detents
        self.container = container
        var kept: [Stop] = []
        var keptIndexOfListed: [Int?] = []
        for detent in detents {
            guard case let .contentHeight(content) = detent.resolution(in: container) else {
                keptIndexOfListed.append(nil)
                continue
            }
            let height = container.visibleHeight(forContentHeight: content)
            if let same = kept.firstIndex(where: { abs($0.height - height) <= Self.separation }) {
                keptIndexOfListed.append(same)
            } else {
                keptIndexOfListed.append(kept.count)
                kept.append(Stop(detent: detent, height: height))
            }
        }
        if kept.isEmpty {
            kept = [Stop(detent: .large, height: container.visibleHeight(forContentHeight: container.safeHeight))]
        }
        // No two kept heights are within the separation, so the order is decided by height alone.
        let order = kept.indices.sorted { kept[$0].height < kept[$1].height }
        var sortedIndexOfKept = [Int](repeating: 0, count: kept.count)
        for (sortedIndex, keptIndex) in order.enumerated() { sortedIndexOfKept[keptIndex] = sortedIndex }
        stops = order.map { kept[$0] }
        listedStops = keptIndexOfListed.map { $0.map { sortedIndexOfKept[$0] } }
    }

    /// The visible heights of the stops, smallest first.
    package var heights: [CGFloat] { stops.map(\.height) }
    /// The smallest resting height.
    package var smallestHeight: CGFloat { stops[0].height }
    /// The largest resting height.
    package var largestHeight: CGFloat { stops[stops.count - 1].height }

    /// The stop the sheet rests at when `selected` is the selected detent.
    ///
    /// - nil, a detent not listed, or a listed one that is ignored: the smallest stop (index 0), as
    ///   `UISheetPresentationController` does with a missing `selectedDetentIdentifier`.
    /// - a listed detent that is the same as a kept one (rule 2): that kept one.
    /// - a listed detent that is inactive here (`.medium` in a compact height): the smallest stop at least as
    ///   tall as it would have been, else the largest — the content it showed stays visible.
    package func index(ofSelected selected: PresentationLayout.SheetDetent?) -> Int {
        guard let selected, let position = listed.firstIndex(of: selected) else { return 0 }
        if let stop = listedStops[position] { return stop }
        guard case let .inactive(wouldBe) = selected.resolution(in: container) else { return 0 }
        let height = container.visibleHeight(forContentHeight: wouldBe)
        return stops.firstIndex { $0.height >= height - Self.separation } ?? stops.count - 1
    }

    /// The stop of the largest undimmed detent, or nil when every stop is dimmed.
    ///
    /// - nil, a detent not listed, or a listed one that is ignored: nil (every detent dims), as
    ///   `UISheetPresentationController` does with a missing `largestUndimmedDetentIdentifier`.
    /// - a listed detent that is the same as a kept one: that kept one.
    /// - a listed detent that is inactive here: the largest stop no taller than it would have been, else nil —
    ///   the screen behind is never left usable above the height the app chose.
    package func index(ofLargestUndimmed detent: PresentationLayout.SheetDetent?) -> Int? {
        guard let detent, let position = listed.firstIndex(of: detent) else { return nil }
        if let stop = listedStops[position] { return stop }
        guard case let .inactive(wouldBe) = detent.resolution(in: container) else { return nil }
        let height = container.visibleHeight(forContentHeight: wouldBe)
        return stops.lastIndex { $0.height <= height + Self.separation }
    }

    /// The stop within ``separation`` of `height`, if any.
    package func index(atHeight height: CGFloat) -> Int? {
        stops.firstIndex { abs($0.height - height) <= Self.separation }
    }

    /// The stop nearest to `height` (the lower one on a tie); NaN gives the smallest, heights past either end
    /// (infinities included) that end.
    package func nearestIndex(toHeight height: CGFloat) -> Int {
        // At exactly the smallest or the largest height the search below finds that stop too (at distance 0, the
        // others more than ``separation`` away): `>=` and `<=` here would answer the same.
        guard !height.isNaN, height > smallestHeight else { return 0 }
        guard height < largestHeight else { return stops.count - 1 }
        var best = 0
        for index in stops.indices.dropFirst() where abs(stops[index].height - height) < abs(stops[best].height - height) {
            best = index
        }
        return best
    }
}
