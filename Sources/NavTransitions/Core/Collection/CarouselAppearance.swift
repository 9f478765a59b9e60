import Foundation

/// How a carousel item shrinks and fades with its distance from the visible centre.
///
/// An item whose centre sits on the visible centre is drawn at full size and opacity. Farther away, the
/// scale falls linearly: at a distance `d` from the centre of a visible length `L` (the collection view's
/// width for a horizontal carousel, its height for a vertical one),
///
///     scale = 1 − scaleFalloff × d ÷ (L ÷ 2),  never below minimumScale
///
/// and the alpha follows the same rule with ``alphaFalloff`` and ``minimumAlpha``. The default is the rule
/// of the classic carousel: 0.75 at half the visible width, 0.5 (the floor) from the full width on.
///
/// Every value is usable: a falloff that is negative, NaN or infinite counts as 0 (no change with
/// distance); a minimum that is NaN or infinite falls back to its default, and any minimum is kept in
/// `0.05...1` so that nothing turns upside down, vanishes or becomes NaN however far it is.
public struct CarouselAppearance: Sendable, Equatable {
    /// The scale lost at a distance of half the visible length; 0.25 by default.
    public var scaleFalloff: CGFloat
    /// The smallest scale an item is drawn at, in `0.05...1`; 0.5 by default.
    public var minimumScale: CGFloat
    /// The opacity lost at a distance of half the visible length; 0 by default (no fading).
    public var alphaFalloff: CGFloat
    /// The lowest opacity an item is drawn at, in `0.05...1`; 0.5 by default.
    public var minimumAlpha: CGFloat

    /// Creates an appearance; see the type's summary for the rule and what out-of-range values do.
    public init(scaleFalloff: CGFloat = 0.25, minimumScale: CGFloat = 0.5, alphaFalloff: CGFloat = 0, minimumAlpha: CGFloat = 0.5)
    {
        self.scaleFalloff = scaleFalloff
        self.minimumScale = minimumScale
        self.alphaFalloff = alphaFalloff
        self.minimumAlpha = minimumAlpha
    }

    /// Items keep their size and opacity wherever they are: a plain, snapping carousel.
    public static let flat = CarouselAppearance(scaleFalloff: 0)

    /// The smallest value a minimum is kept at: nothing vanishes.
    package static let smallestMinimum: CGFloat = 0.05
    /// The default of both minimums, used when a given one is not finite.
    package static let defaultMinimum: CGFloat = 0.5

    /// The scale of an item `distance` points from the visible centre of a visible length `visibleLength`.
    ///
    /// 1 at distance 0. A `visibleLength` that is not finite and positive (a collection view not laid out
    /// yet) gives 1 for every item; a NaN or infinite `distance` gives the minimum. Negative distances
    /// count by their magnitude.
    package func scale(atDistance distance: CGFloat, visibleLength: CGFloat) -> CGFloat {
        Self.value(falloff: scaleFalloff, minimum: minimumScale, distance: distance, visibleLength: visibleLength)
    }

    /// The opacity of an item `distance` points from the visible centre; the same rule as ``scale(atDistance:visibleLength:)``.
    package func alpha(atDistance distance: CGFloat, visibleLength: CGFloat) -> CGFloat {
        Self.value(falloff: alphaFalloff, minimum: minimumAlpha, distance: distance, visibleLength: visibleLength)
    }

    /// `1 − falloff × |distance| ÷ (visibleLength ÷ 2)`, clamped into `minimum...1`.
    private static func value(falloff: CGFloat, minimum: CGFloat, distance: CGFloat, visibleLength: CGFloat) -> CGFloat {
        let falloff = falloff.isFinite ? Swift.max(0, falloff) : 0
        let floor = minimum.finiteOr(defaultMinimum).clamped(to: smallestMinimum...1)
        guard falloff > 0, visibleLength.isFinite, visibleLength > 0 else { return 1 }
        guard distance.isFinite else { return floor }
        return (1 - falloff * abs(distance) / (visibleLength / 2)).clamped(to: floor...1)
    }

    /// The stacking order of an item `distance` points from the visible centre: the nearer, the higher.
    ///
    /// `−round(4 × |distance|)`, so items a quarter point apart stack differently; the centred item gets 0,
    /// the highest. Distances beyond 1,000,000 points and NaN give the lowest value, −4,000,000.
    package static func zIndex(atDistance distance: CGFloat) -> Int {
        let limit: CGFloat = 1_000_000
        guard !distance.isNaN else { return -Int(limit * 4) }
        return -Int((Swift.min(abs(distance), limit) * 4).rounded())
    }
}
