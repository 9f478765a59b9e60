import Foundation
import NavTransitions
import Testing

/// Snap targets on ``CarouselFixtures/phone(count:direction:viewport:inset:)``: item i is centred by
/// x = 260 i (0, 260, 520, 780, 1040), so the position of an offset is offset ÷ 260. Velocities are in
/// points per millisecond; with the normal rate 0.998 a velocity v projects v × 499 points.
@Suite("Carousel snapping")
struct CarouselSnapTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var geometry = CarouselFixtures.phone()
        var current: CGPoint
        var proposed: CGPoint
        var velocity: CGPoint = .zero
        var rate: CGFloat = 0.998
        var start: Int? = nil
        var perFlick: Int = .max
        var expectedItem: Int
        var expectedOffset: CGPoint
        var testDescription: String { name }
    }

    static func x(_ value: CGFloat) -> CGPoint { CGPoint(x: value, y: 0) }
    static func vx(_ value: CGFloat) -> CGPoint { CGPoint(x: value, y: 0) }

    static let cases: [Case] = [
        Case(
            name: "stable: resting on item 2 without velocity", current: x(520), proposed: x(520),
            expectedItem: 2, expectedOffset: x(520)),
        Case(
            name: "slow release goes to the nearest item (2.31 → 2)", current: x(600), proposed: x(610),
            velocity: vx(0.1), expectedItem: 2, expectedOffset: x(520)),
        Case(
            name: "slow release past half-way goes on (2.54 → 3)", current: x(650), proposed: x(660),
            velocity: vx(0.1), expectedItem: 3, expectedOffset: x(780)),
        Case(
            name: "short flick moves on instead of snapping back (proposed 2.46)", current: x(540), proposed: x(640),
            velocity: vx(0.5), expectedItem: 3, expectedOffset: x(780)),
        Case(
            name: "exactly the flick speed is still a slow release", current: x(540), proposed: x(640),
            velocity: vx(0.3), expectedItem: 2, expectedOffset: x(520)),
        Case(
            name: "exactly the flick speed backward is still a slow release", current: x(500), proposed: x(400),
            velocity: vx(-0.3), expectedItem: 2, expectedOffset: x(520)),
        Case(
            name: "short backward flick moves back (proposed 2.54)", current: x(500), proposed: x(660),
            velocity: vx(-0.5), expectedItem: 1, expectedOffset: x(260)),
        Case(
            name: "long flick lands on the item nearest to the projection", current: x(0), proposed: x(810),
            velocity: vx(2), expectedItem: 3, expectedOffset: x(780)),
        Case(
            name: "long flick to the end", current: x(520), proposed: x(1040), velocity: vx(3),
            expectedItem: 4, expectedOffset: x(1040)),
        Case(
            name: "paging: one item per flick", current: x(520), proposed: x(1040), velocity: vx(3),
            perFlick: 1, expectedItem: 3, expectedOffset: x(780)),
        Case(
            name: "paging backward", current: x(520), proposed: x(0), velocity: vx(-3),
            perFlick: 1, expectedItem: 1, expectedOffset: x(260)),
        Case(
            name: "two per flick", current: x(0), proposed: x(1040), velocity: vx(4),
            perFlick: 2, expectedItem: 2, expectedOffset: x(520)),
        Case(
            name: "paging from between items: the next one ahead (2.3 → 3)", current: x(600), proposed: x(1040),
            velocity: vx(3), perFlick: 1, expectedItem: 3, expectedOffset: x(780)),
        Case(
            name: "a flick within half a point of a centre counts from that item", current: x(519.8), proposed: x(600),
            velocity: vx(1), perFlick: 1, expectedItem: 3, expectedOffset: x(780)),
        Case(
            name: "a backward flick within half a point of a centre counts from that item", current: x(520.2),
            proposed: x(440), velocity: vx(-1), perFlick: 1, expectedItem: 1, expectedOffset: x(260)),
        Case(
            name: "a flick from 0.53 points short of a centre counts from the item behind", current: x(519.47),
            proposed: x(600), velocity: vx(1), perFlick: 1, expectedItem: 2, expectedOffset: x(520)),
        Case(
            name: "rate 0 projects nothing", current: x(520), proposed: x(.nan), velocity: vx(1), rate: 0,
            expectedItem: 3, expectedOffset: x(780)),
        Case(
            name: "slow forward release on a centre with a start ahead and a proposal behind", current: x(520),
            proposed: x(0), velocity: vx(0.1), start: 3, expectedItem: 2, expectedOffset: x(520)),
        Case(
            name: "slow backward release on a centre with a start behind and a proposal ahead", current: x(520),
            proposed: x(1040), velocity: vx(-0.1), start: 1, expectedItem: 2, expectedOffset: x(520)),
        Case(
            name: "max per flick 0 counts as 1", current: x(520), proposed: x(1040), velocity: vx(3),
            perFlick: 0, expectedItem: 3, expectedOffset: x(780)),
        Case(
            name: "max per flick −5 counts as 1", current: x(520), proposed: x(0), velocity: vx(-3),
            perFlick: -5, expectedItem: 1, expectedOffset: x(260)),
        Case(
            name: "flick forward on the last item stays (no overshoot)", current: x(1040), proposed: x(1040),
            velocity: vx(2), expectedItem: 4, expectedOffset: x(1040)),
        Case(
            name: "flick backward on the first item stays", current: x(0), proposed: x(0), velocity: vx(-2),
            expectedItem: 0, expectedOffset: x(0)),
        Case(
            name: "rubber-banded past the start, flick forward: item 0", current: x(-50), proposed: x(0),
            velocity: vx(0.5), expectedItem: 0, expectedOffset: x(0)),
        Case(
            name: "huge velocity and a projection far past the end", current: x(0), proposed: x(1e12),
            velocity: vx(1e9), expectedItem: 4, expectedOffset: x(1040)),
        Case(
            name: "NaN velocity counts as a slow release", current: x(600), proposed: x(600),
            velocity: vx(.nan), expectedItem: 2, expectedOffset: x(520)),
        // 520 + 1 × 499 = 1019 → 3.92 → 4.
        Case(
            name: "NaN proposal: the release point plus the projection", current: x(520), proposed: x(.nan),
            velocity: vx(1), expectedItem: 4, expectedOffset: x(1040)),
        Case(
            name: "NaN proposal and NaN rate: the normal rate", current: x(520), proposed: x(.nan),
            velocity: vx(1), rate: .nan, expectedItem: 4, expectedOffset: x(1040)),
        // 520 + 0.1 × 499 = 569.9 → 2.19 → 2 (rate 1 would project infinitely far).
        Case(
            name: "rate 1 is not a rate: the normal one", current: x(520), proposed: x(.nan),
            velocity: vx(0.1), rate: 1, expectedItem: 2, expectedOffset: x(520)),
        Case(
            name: "a negative rate is not a rate: the normal one", current: x(520), proposed: x(.nan),
            velocity: vx(0.1), rate: -0.5, expectedItem: 2, expectedOffset: x(520)),
        // 520 + 1 × 0.99 ÷ 0.01 = 619 → 2.38; a flick moves on to 3.
        Case(
            name: "fast deceleration projects less", current: x(520), proposed: x(.nan),
            velocity: vx(1), rate: 0.99, expectedItem: 3, expectedOffset: x(780)),
        // Infinite velocity is clamped to 50: 50 × 499 = 24950 → item 96 → the last.
        Case(
            name: "infinite velocity without a proposal", current: x(0), proposed: x(.infinity),
            velocity: vx(.infinity), expectedItem: 4, expectedOffset: x(1040)),
        Case(
            name: "NaN current offset: the proposal is used", current: x(.nan), proposed: x(780),
            expectedItem: 3, expectedOffset: x(780)),
        Case(
            name: "nothing known: the start item", current: x(.nan), proposed: x(.nan),
            velocity: vx(.nan), start: 3, expectedItem: 3, expectedOffset: x(780)),
        Case(
            name: "nothing known, start out of range is clamped", current: x(.infinity), proposed: x(-.infinity),
            start: 40, expectedItem: 4, expectedOffset: x(1040)),
        // A proposal behind the finger's forward motion (not what UIKit sends): never back past the start.
        Case(
            name: "slow forward release never goes back past the start item", current: x(600), proposed: x(100),
            velocity: vx(0.1), start: 2, expectedItem: 2, expectedOffset: x(520)),
        Case(
            name: "… nor past the item at the release point when the drag went back past the start",
            current: x(400), proposed: x(0), velocity: vx(0.1), start: 3, expectedItem: 1, expectedOffset: x(260)),
        Case(
            name: "… with a start item below the release point, the start bounds it", current: x(700),
            proposed: x(0), velocity: vx(0.1), start: 1, expectedItem: 1, expectedOffset: x(260)),
        Case(
            name: "a negative start is clamped to item 0", current: x(700), proposed: x(0),
            velocity: vx(0.1), start: -3, expectedItem: 0, expectedOffset: x(0)),
        Case(
            name: "slow backward release never goes forward past the start item", current: x(440), proposed: x(900),
            velocity: vx(-0.1), start: 2, expectedItem: 2, expectedOffset: x(520)),
        Case(
            name: "slow backward release, start above the release point", current: x(300), proposed: x(1040),
            velocity: vx(-0.1), start: 3, expectedItem: 3, expectedOffset: x(780)),
        Case(
            name: "without velocity the proposal alone decides (no direction rule)", current: x(520), proposed: x(1040),
            start: 2, expectedItem: 4, expectedOffset: x(1040)),
        Case(
            name: "without velocity a proposal behind is taken too", current: x(520), proposed: x(0),
            start: 2, expectedItem: 0, expectedOffset: x(0)),
        Case(
            name: "the cross-axis offset is the proposed one", current: CGPoint(x: 520, y: -100),
            proposed: CGPoint(x: 520, y: -90), expectedItem: 2, expectedOffset: CGPoint(x: 520, y: -90)),
        Case(
            name: "a NaN cross-axis proposal keeps the current one", current: CGPoint(x: 520, y: -100),
            proposed: CGPoint(x: 520, y: CGFloat.nan), expectedItem: 2, expectedOffset: CGPoint(x: 520, y: -100)),
        Case(
            name: "one item: everything rests on it", geometry: CarouselFixtures.phone(count: 1), current: x(0),
            proposed: x(400), velocity: vx(5), expectedItem: 0, expectedOffset: x(0)),
        // RTL: item i is centred by x = 1040 − 260 i; moving forward makes x smaller.
        Case(
            name: "RTL resting on item 0", geometry: CarouselFixtures.phone(direction: .rightToLeft),
            current: x(1040), proposed: x(1040), expectedItem: 0, expectedOffset: x(1040)),
        Case(
            name: "RTL forward flick (x decreasing) to the end", geometry: CarouselFixtures.phone(direction: .rightToLeft),
            current: x(520), proposed: x(0), velocity: vx(-3), expectedItem: 4, expectedOffset: x(0)),
        Case(
            name: "RTL paging forward", geometry: CarouselFixtures.phone(direction: .rightToLeft),
            current: x(520), proposed: x(0), velocity: vx(-3), perFlick: 1, expectedItem: 3, expectedOffset: x(260)),
        Case(
            name: "RTL short flick moves on (proposed 2.46)", geometry: CarouselFixtures.phone(direction: .rightToLeft),
            current: x(500), proposed: x(400), velocity: vx(-0.5), expectedItem: 3, expectedOffset: x(260)),
        Case(
            name: "RTL backward flick", geometry: CarouselFixtures.phone(direction: .rightToLeft),
            current: x(520), proposed: x(1040), velocity: vx(3), perFlick: 1, expectedItem: 1, expectedOffset: x(780)),
        // Vertical: item i is centred by y = 420 i.
        Case(
            name: "vertical short flick", geometry: CarouselFixtures.tall(), current: CGPoint(x: 0, y: 840),
            proposed: CGPoint(x: 0, y: 1000), velocity: CGPoint(x: 0, y: 0.5),
            expectedItem: 3, expectedOffset: CGPoint(x: 0, y: 1260)),
        Case(
            name: "vertical ignores horizontal velocity", geometry: CarouselFixtures.tall(), current: CGPoint(x: 0, y: 840),
            proposed: CGPoint(x: 0, y: 840), velocity: CGPoint(x: 9, y: 0),
            expectedItem: 2, expectedOffset: CGPoint(x: 0, y: 840)),
        Case(
            name: "vertical paging to the end stays within the items", geometry: CarouselFixtures.tall(),
            current: CGPoint(x: 0, y: 3780), proposed: CGPoint(x: 0, y: 3780), velocity: CGPoint(x: 0, y: 4),
            perFlick: 1, expectedItem: 9, expectedOffset: CGPoint(x: 0, y: 3780)),
        // Bounds of zero length: item i is centred by 125 + 260 i.
        Case(
            name: "zero-size collection view", geometry: CarouselFixtures.phone(viewport: .zero), current: x(385),
            proposed: x(385), expectedItem: 1, expectedOffset: x(385)),
    ]

    @Test(arguments: cases)
    func snap(_ c: Case) throws {
        let release = CarouselRelease(
            currentOffset: c.current, proposedOffset: c.proposed, velocity: c.velocity,
            decelerationRate: c.rate, startItem: c.start, maximumItemsPerFlick: c.perFlick
        )
        let snap = try #require(c.geometry.snap(release))
        #expect(snap.item == c.expectedItem)
        #expect(snap.offset == c.expectedOffset)
    }

    @Test func noItemsNoTarget() {
        let release = CarouselRelease(currentOffset: .zero, proposedOffset: .zero, velocity: .zero)
        #expect(CarouselFixtures.phone(count: 0).snap(release) == nil)
    }

    /// Whatever the release, the target centres an item inside the content, and a flick never goes
    /// against its direction beyond the item behind the release point.
    @Test func randomReleasesStayInsideTheContent() throws {
        for seed in UInt64(0)..<300 {
            var random = SplitMix64(seed: seed)
            for g in CarouselFixtures.assorted {
                let span = g.contentLength - g.visibleLength
                let current = CGFloat(random.below(Int(span) + 400)) - 200
                let speed = CGFloat(random.below(1000)) / 100 - 5
                // UIKit's proposal: the release point moved forward by the projection, kept in the content.
                let proposed = g.forwardOffset(g.forwardOffset(current) + speed * 499)
                let release = CarouselRelease(
                    currentOffset: g.point(main: current, cross: 0),
                    proposedOffset: g.point(main: proposed.clamped(to: 0...span), cross: 0),
                    velocity: g.point(main: g.forwardSign * speed, cross: 0),
                    startItem: random.below(g.itemCount), maximumItemsPerFlick: 1 + random.below(3)
                )
                let snap = try #require(g.snap(release), "seed \(seed)")
                let main = g.main(snap.offset)
                #expect(main >= 0 && main <= span, "seed \(seed): \(main) outside 0...\(span)")
                #expect(g.isCentred(item: snap.item, at: snap.offset), "seed \(seed)")
                let here = g.position(atForwardOffset: g.forwardOffset(current))
                if speed > CarouselGeometry.flickSpeed, here < CGFloat(g.itemCount - 1) {
                    #expect(CGFloat(snap.item) > here - 0.01, "seed \(seed): forward flick went back")
                    let limit = (here + 0.01).rounded(.down) + CGFloat(release.maximumItemsPerFlick)
                    #expect(CGFloat(snap.item) <= limit, "seed \(seed)")
                }
            }
        }
    }
}
