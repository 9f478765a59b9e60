import Foundation
import NavTransitions
import Testing

/// The carousel under Reduce Motion (issue 24, item 6): flat while it is on, the app's appearance again when
/// it goes off. Headless carousel: 375 wide, 250-point items 10 apart, item 1 centred 260 points from item 0.
@Suite("Carousel under Reduce Motion")
struct CarouselReduceMotionTests {
    @Test("with Reduce Motion on, an item off centre keeps full size and opacity; off again, it shrinks and fades")
    func flatWhileOn() throws {
        let carousel = HeadlessCarousel(itemCounts: [5])
        carousel.layout.appearance = CarouselAppearance(
            scaleFalloff: 0.25, minimumScale: 0.5, alphaFalloff: 0.5, minimumAlpha: 0.2)
        carousel.layoutPass()
        // Item 1 is 260 points from the centre of 375: 1 − 0.25 × 260 ÷ 187.5 = 0.65333…; alpha 1 − 0.5 × 260 ÷ 187.5 = 0.30666…
        let moving = try #require(carousel.layout.attributes(section: 0, item: 1, contentOffset: .zero))
        #expect(abs(moving.scale - 0.653_333) < 0.000_01)
        #expect(abs(moving.alpha - 0.306_667) < 0.000_01)

        carousel.layout.isReduceMotionEnabled = true
        let flat = try #require(carousel.layout.attributes(section: 0, item: 1, contentOffset: .zero))
        #expect(flat.scale == 1)
        #expect(flat.alpha == 1)
        #expect(carousel.layout.effectiveAppearance == .flat)
        #expect(carousel.layout.appearance.scaleFalloff == 0.25, "the app's appearance is kept for later")
        #expect(
            carousel.layout.attributes(in: CGRect(x: 0, y: 0, width: 375, height: 300), contentOffset: .zero)
                .allSatisfy { $0.scale == 1 && $0.alpha == 1 })

        carousel.layout.isReduceMotionEnabled = false
        let again = try #require(carousel.layout.attributes(section: 0, item: 1, contentOffset: .zero))
        #expect(again == moving)
    }

    @Test("with Increase Contrast, an item off centre keeps full opacity but still shrinks; Reduce Motion still flattens")
    func opaqueUnderIncreaseContrast() throws {
        let carousel = HeadlessCarousel(itemCounts: [5])
        carousel.layout.appearance = CarouselAppearance(
            scaleFalloff: 0.25, minimumScale: 0.5, alphaFalloff: 0.5, minimumAlpha: 0.2)
        carousel.layoutPass()
        carousel.layout.increasesContrast = true
        let opaque = try #require(carousel.layout.attributes(section: 0, item: 1, contentOffset: .zero))
        #expect(abs(opaque.scale - 0.653_333) < 0.000_01)
        #expect(opaque.alpha == 1)
        #expect(carousel.layout.appearance.alphaFalloff == 0.5, "the app's fade is kept for later")
        carousel.layout.isReduceMotionEnabled = true
        #expect(carousel.layout.effectiveAppearance == .flat)
    }
}
