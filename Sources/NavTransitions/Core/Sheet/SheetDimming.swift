import Foundation

/// How much a sheet dims the screen behind it at a visible height, and whether that screen is usable.
///
/// - Every detent dimmed (no largest undimmed detent): full dimming from the smallest detent up; below it
///   (a drag toward a dismissal) the dimming fades linearly to none at height 0, as the interactive dismissal
///   scrubs it.
/// - Undimmed up to a detent at height `u`, next detent at `n`: no dimming up to `u + 0.5`, then a linear
///   fade to full dimming at `n`, full above. Undimmed up to the largest detent: never dimmed.
///
/// The fraction is the dimming view's alpha (its colour carries the strength). Where the fraction is 0 and
/// the sheet has an undimmed detent, touches outside the sheet reach the screen behind it and VoiceOver is
/// not kept inside the sheet; anywhere else the sheet is modal. A sheet whose detents are all dimmed stays
/// modal even at height 0.
package struct SheetDimming: Sendable, Equatable {
    /// The height up to which nothing dims (the largest undimmed detent plus the separation), or nil when
    /// every detent dims.
    package let undimmedHeight: CGFloat?
    /// The height from which the dimming is full.
    package let fullyDimmedHeight: CGFloat

    /// The dimming of `detents` whose largest undimmed detent is `largestUndimmed`
    /// (``ResolvedSheetDetents/index(ofLargestUndimmed:)``).
    package init(_ detents: ResolvedSheetDetents, largestUndimmed: PresentationLayout.SheetDetent?) {
        guard let index = detents.index(ofLargestUndimmed: largestUndimmed) else {
            undimmedHeight = nil
            fullyDimmedHeight = detents.smallestHeight
            return
        }
        let undimmed = detents.stops[index].height + ResolvedSheetDetents.separation
        undimmedHeight = undimmed
        // Undimmed up to the largest detent: the dimming would only start past it, where no sheet rests.
        fullyDimmedHeight = index + 1 < detents.stops.count ? detents.stops[index + 1].height : .infinity
    }

    /// The dimming at visible height `height`, 0...1. NaN counts as the smallest resting place of the rule:
    /// 0 for a sheet with an undimmed detent, full dimming otherwise.
    package func fraction(atVisibleHeight height: CGFloat) -> CGFloat {
        guard let undimmed = undimmedHeight else {
            guard !height.isNaN else { return 1 }
            // With fullyDimmedHeight 0 the division below gives the same (NaN at 0 clamps to 0, ±infinity to 1 and
            // 0): `fullyDimmedHeight >= 0` would answer the same; the guard says it without dividing by zero.
            guard fullyDimmedHeight > 0 else { return height > 0 ? 1 : 0 }
            return (height / fullyDimmedHeight).clamped(to: 0...1)
        }
        // At exactly `undimmed` the fade below is 0 too (the next stop is more than ``ResolvedSheetDetents/separation``
        // above): `height >= undimmed` would answer the same.
        guard height > undimmed, fullyDimmedHeight.isFinite else { return 0 }
        return ((height - undimmed) / (fullyDimmedHeight - undimmed)).clamped(to: 0...1)
    }

    /// Whether touches outside the sheet reach the screen behind it at visible height `height`: the sheet
    /// has an undimmed detent and nothing dims there.
    package func passesTouchesThrough(atVisibleHeight height: CGFloat) -> Bool {
        undimmedHeight != nil && fraction(atVisibleHeight: height) == 0
    }

    /// Whether VoiceOver stays inside the sheet (`accessibilityViewIsModal`) at visible height `height`:
    /// exactly when touches do not pass through.
    package func isAccessibilityModal(atVisibleHeight height: CGFloat) -> Bool {
        !passesTouchesThrough(atVisibleHeight: height)
    }
}
