import Foundation
import NavTransitions
import Testing

@Suite("CarouselAppearance")
struct CarouselAppearanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var appearance = CarouselAppearance()
        var distance: CGFloat
        var visibleLength: CGFloat = 375
        var expected: CGFloat
        var testDescription: String { name }
    }

    // The seed: scale = 1 − d ÷ (375 ÷ 2) × 0.25 on a 375-point-wide collection view.
    static let scaleCases: [Case] = [
        Case(name: "centre: full size", distance: 0, expected: 1),
        Case(name: "a quarter width away: 1 − 0.5 × 0.25 = 0.875", distance: 93.75, expected: 0.875),
        Case(name: "half the width away (seed): 0.75", distance: 187.5, expected: 0.75),
        Case(name: "three quarters away: 0.625", distance: 281.25, expected: 0.625),
        Case(name: "left of the centre counts by magnitude", distance: -93.75, expected: 0.875),
        Case(name: "a full width away reaches the floor 0.5", distance: 375, expected: 0.5),
        Case(name: "1.5 widths away: the seed's 0.25 is floored at 0.5", distance: 562.5, expected: 0.5),
        Case(name: "3 widths away: the seed's −0.5 (inverted) is floored", distance: 1125, expected: 0.5),
        Case(name: "1e300 away", distance: 1e300, expected: 0.5),
        Case(name: "+infinity away", distance: .infinity, expected: 0.5),
        Case(name: "NaN distance gives the floor", distance: .nan, expected: 0.5),
        Case(name: "zero-size collection view: no scaling", distance: 100, visibleLength: 0, expected: 1),
        Case(name: "negative visible length: no scaling", distance: 100, visibleLength: -375, expected: 1),
        Case(name: "NaN visible length: no scaling", distance: 100, visibleLength: .nan, expected: 1),
        Case(name: "infinite visible length: no scaling", distance: 100, visibleLength: .infinity, expected: 1),
        Case(
            name: "stronger falloff 0.5, floor 0.2: 1 − 0.5 = 0.5 at half width",
            appearance: CarouselAppearance(scaleFalloff: 0.5, minimumScale: 0.2), distance: 187.5, expected: 0.5),
        Case(
            name: "stronger falloff 0.5, floor 0.2: 0 at full width floored to 0.2",
            appearance: CarouselAppearance(scaleFalloff: 0.5, minimumScale: 0.2), distance: 375, expected: 0.2),
        Case(name: "flat: no scaling", appearance: .flat, distance: 187.5, expected: 1),
        Case(name: "flat with an infinite distance stays 1", appearance: .flat, distance: .infinity, expected: 1),
        Case(
            name: "negative falloff counts as 0", appearance: CarouselAppearance(scaleFalloff: -1), distance: 187.5, expected: 1),
        Case(name: "NaN falloff counts as 0", appearance: CarouselAppearance(scaleFalloff: .nan), distance: 187.5, expected: 1),
        Case(
            name: "infinite falloff counts as 0", appearance: CarouselAppearance(scaleFalloff: .infinity), distance: 187.5,
            expected: 1),
        Case(
            name: "minimum 0 is kept at 0.05: nothing vanishes",
            appearance: CarouselAppearance(scaleFalloff: 1, minimumScale: 0), distance: 375, expected: 0.05),
        Case(
            name: "negative minimum is kept at 0.05",
            appearance: CarouselAppearance(scaleFalloff: 1, minimumScale: -3), distance: 375, expected: 0.05),
        Case(
            name: "NaN minimum falls back to 0.5",
            appearance: CarouselAppearance(scaleFalloff: 1, minimumScale: .nan), distance: 375, expected: 0.5),
        Case(
            name: "minimum above 1 is kept at 1",
            appearance: CarouselAppearance(scaleFalloff: 1, minimumScale: 2), distance: 375, expected: 1),
        Case(
            name: "falloff 1 at a tenth of the half width: 0.9",
            appearance: CarouselAppearance(scaleFalloff: 1, minimumScale: 0.05), distance: 18.75, expected: 0.9),
    ]

    @Test(arguments: scaleCases)
    func scale(_ c: Case) {
        let scale = c.appearance.scale(atDistance: c.distance, visibleLength: c.visibleLength)
        #expect(approximately(scale, c.expected), "\(scale)")
    }

    static let alphaCases: [Case] = [
        Case(name: "no fading by default", distance: 187.5, expected: 1),
        Case(
            name: "fade 0.4 at half width: 0.6",
            appearance: CarouselAppearance(alphaFalloff: 0.4, minimumAlpha: 0.3), distance: 187.5, expected: 0.6),
        Case(
            name: "fade 0.4, far away: floored at 0.3",
            appearance: CarouselAppearance(alphaFalloff: 0.4, minimumAlpha: 0.3), distance: 1000, expected: 0.3),
        Case(
            name: "fade with minimum 0 keeps 0.05",
            appearance: CarouselAppearance(alphaFalloff: 1, minimumAlpha: 0), distance: 1000, expected: 0.05),
        Case(
            name: "fade with a NaN distance: the floor",
            appearance: CarouselAppearance(alphaFalloff: 1, minimumAlpha: 0.3), distance: .nan, expected: 0.3),
        Case(
            name: "fading does not scale", appearance: CarouselAppearance(scaleFalloff: 0, alphaFalloff: 1),
            distance: 93.75, expected: 0.5),
    ]

    @Test(arguments: alphaCases)
    func alpha(_ c: Case) {
        let alpha = c.appearance.alpha(atDistance: c.distance, visibleLength: c.visibleLength)
        #expect(approximately(alpha, c.expected), "\(alpha)")
    }

    @Test func scaleAndAlphaAreIndependent() {
        let appearance = CarouselAppearance(scaleFalloff: 0.5, minimumScale: 0.1, alphaFalloff: 0.1, minimumAlpha: 0.9)
        // Half width: scale 1 − 0.5 = 0.5, alpha 1 − 0.1 = 0.9.
        #expect(approximately(appearance.scale(atDistance: 187.5, visibleLength: 375), 0.5))
        #expect(approximately(appearance.alpha(atDistance: 187.5, visibleLength: 375), 0.9))
    }

    @Test(
        arguments: [
            (CGFloat(0), 0), (1.25, -5), (-1.25, -5), (0.1, 0), (260, -1040),
            (2_000_000, -4_000_000), (.infinity, -4_000_000), (.nan, -4_000_000),
        ] as [(CGFloat, Int)])
    func zIndex(distance: CGFloat, expected: Int) {
        #expect(CarouselAppearance.zIndex(atDistance: distance) == expected)
    }

    @Test func nearerItemsStackHigher() {
        #expect(CarouselAppearance.zIndex(atDistance: 10) > CarouselAppearance.zIndex(atDistance: 10.5))
        #expect(CarouselAppearance.zIndex(atDistance: 0) > CarouselAppearance.zIndex(atDistance: .nan))
    }
}
