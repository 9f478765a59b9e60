import Foundation
import NavTransitions
import Testing

/// The carousel's memory across layout passes, on ``CarouselFixtures/phone(count:direction:viewport:inset:)``
/// (item i centred by x = 260 i).
/// A point on the x axis.
private func x(_ value: CGFloat) -> CGPoint { CGPoint(x: value, y: 0) }

@Suite("CarouselState")
struct CarouselStateTests {
    static let phone = CarouselFixtures.phone()

    /// A state that has laid out `phone` (the first layout centres item 0), then scrolled to `offset`.
    static func laidOut(at offset: CGFloat = 0) -> CarouselState {
        var state = CarouselState()
        _ = state.prepare(geometry: phone, contentOffset: .zero, isDragging: false)
        _ = state.prepare(geometry: phone, contentOffset: x(offset), isDragging: false)
        return state
    }

    @Test func beforeTheFirstLayout() {
        let state = CarouselState()
        #expect(state.currentItem == nil)
        #expect(state.restingOffset(proposed: CGPoint(x: 7, y: 8)) == CGPoint(x: 7, y: 8))
        var copy = state
        #expect(copy.release(CarouselRelease(currentOffset: .zero, proposedOffset: .zero, velocity: .zero)) == nil)
    }

    @Test func firstLayoutStartsOnItemZero() {
        var state = CarouselState()
        // Left to right, offset 0 already centres item 0: nothing to apply.
        #expect(state.prepare(geometry: Self.phone, contentOffset: .zero, isDragging: false) == nil)
        #expect(state.currentItem == 0)
        #expect(state.pendingItem == nil)
    }

    @Test func firstRightToLeftLayoutScrollsToItemZeroAtTheRightEnd() {
        var state = CarouselState()
        let rtl = CarouselFixtures.phone(direction: .rightToLeft)
        #expect(state.prepare(geometry: rtl, contentOffset: CGPoint(x: 0, y: -20), isDragging: false) == CGPoint(x: 1040, y: -20))
        #expect(state.currentItem == 0)
        #expect(state.pendingItem == 0)
        // The next pass sees the applied offset: nothing more to do, the pending target is reached.
        #expect(state.prepare(geometry: rtl, contentOffset: CGPoint(x: 1040, y: -20), isDragging: false) == nil)
        #expect(state.currentItem == 0)
        #expect(state.pendingItem == nil)
    }

    @Test func boundsNotLaidOutYetApplyNothing() {
        var state = CarouselState()
        let unsized = CarouselFixtures.phone(viewport: .zero)
        #expect(state.prepare(geometry: unsized, contentOffset: .zero, isDragging: false) == nil)
        #expect(state.prepare(geometry: unsized, contentOffset: x(300), isDragging: false) == nil)
        // Zero-length bounds cannot tell which item is centred: still item 0.
        #expect(state.currentItem == 0)
        // Sized right to left: item 0 is centred at the right end.
        let rtl = CarouselFixtures.phone(direction: .rightToLeft)
        #expect(state.prepare(geometry: rtl, contentOffset: .zero, isDragging: false) == x(1040))
    }

    @Test func scrollingFollowsTheCentre() {
        var state = Self.laidOut()
        #expect(state.prepare(geometry: Self.phone, contentOffset: x(530), isDragging: false) == nil)
        #expect(state.currentItem == 2)
        #expect(state.prepare(geometry: Self.phone, contentOffset: x(CGFloat.nan), isDragging: false) == nil)
        #expect(state.currentItem == 2)
    }

    @Test func rotationKeepsTheCurrentItem() {
        var state = Self.laidOut(at: 520)
        // Landscape: 812 × 375 bounds, 500 × 250 items, 10 apart: stride 510, padding 156, item i centred
        // by 156 + 510 i + 250 − 406 = 510 i. Items centred at y (375 − 250) ÷ 2.
        let landscape = CarouselGeometry(
            itemSize: CGSize(width: 500, height: 250), spacing: 10, axis: .horizontal,
            viewportSize: CGSize(width: 812, height: 375), itemCount: 5)
        #expect(
            state.prepare(geometry: landscape, contentOffset: CGPoint(x: 520, y: 3), isDragging: false) == CGPoint(x: 1020, y: 3))
        #expect(state.currentItem == 2)
        _ = state.prepare(geometry: landscape, contentOffset: x(1020), isDragging: false)
        // And back.
        #expect(state.prepare(geometry: Self.phone, contentOffset: x(1020), isDragging: false) == x(520))
        #expect(state.currentItem == 2)
        #expect(state.restingOffset(proposed: CGPoint(x: 1020, y: 9)) == CGPoint(x: 520, y: 9))
    }

    @Test func aGeometryChangeDuringADragKeepsTheItemButNotTheOffset() {
        var state = Self.laidOut(at: 520)
        _ = state.prepare(geometry: Self.phone, contentOffset: x(600), isDragging: true)
        let wider = CarouselFixtures.phone(viewport: CGSize(width: 400, height: 300))
        #expect(state.prepare(geometry: wider, contentOffset: x(600), isDragging: true) == nil)
        #expect(state.currentItem == 2)
    }

    @Test func reloadsClampAndRememberTheItem() {
        var state = Self.laidOut(at: 780)
        #expect(state.currentItem == 3)
        // Fewer items: item 3 no longer exists, the last one (1) is centred.
        #expect(state.prepare(geometry: CarouselFixtures.phone(count: 2), contentOffset: x(780), isDragging: false) == x(260))
        #expect(state.currentItem == 1)
        _ = state.prepare(geometry: CarouselFixtures.phone(count: 2), contentOffset: x(260), isDragging: false)
        // Empty: nothing to centre, the item is remembered.
        #expect(state.prepare(geometry: CarouselFixtures.phone(count: 0), contentOffset: x(260), isDragging: false) == nil)
        #expect(state.currentItem == nil)
        #expect(state.restingOffset(proposed: x(5)) == x(5))
        _ = state.prepare(geometry: CarouselFixtures.phone(count: 0), contentOffset: .zero, isDragging: false)
        // Items again: item 1 is centred, though the offset went to 0 meanwhile.
        #expect(state.prepare(geometry: CarouselFixtures.phone(count: 5), contentOffset: .zero, isDragging: false) == x(260))
        #expect(state.currentItem == 1)
    }

    @Test func aReleaseBecomesThePendingTarget() throws {
        var state = Self.laidOut(at: 520)
        _ = state.prepare(geometry: Self.phone, contentOffset: x(560), isDragging: true)
        #expect(state.dragStartItem == 2)
        let target = state.release(CarouselRelease(currentOffset: x(560), proposedOffset: x(900), velocity: x(1)))
        #expect(target == x(780))
        #expect(state.currentItem == 3)
        #expect(state.dragStartItem == nil)
        // Decelerating: the current item is the target, not the item nearest to the centre.
        _ = state.prepare(geometry: Self.phone, contentOffset: x(600), isDragging: false)
        #expect(state.currentItem == 3)
        _ = state.prepare(geometry: Self.phone, contentOffset: x(780), isDragging: false)
        #expect(state.pendingItem == nil)
        // Arrived: the centre again decides (the app scrolls programmatically).
        _ = state.prepare(geometry: Self.phone, contentOffset: x(260), isDragging: false)
        #expect(state.currentItem == 1)
    }

    @Test func releasingOnTheCentredItemHasNoPendingTarget() {
        var state = Self.laidOut(at: 520)
        #expect(state.release(CarouselRelease(currentOffset: x(520), proposedOffset: x(520), velocity: .zero)) == x(520))
        #expect(state.pendingItem == nil)
        #expect(state.currentItem == 2)
    }

    @Test func grabbingDuringDecelerationForgetsTheTarget() {
        var state = Self.laidOut(at: 520)
        _ = state.release(CarouselRelease(currentOffset: x(520), proposedOffset: x(1040), velocity: x(3)))
        #expect(state.pendingItem == 4)
        _ = state.prepare(geometry: Self.phone, contentOffset: x(700), isDragging: false)
        _ = state.prepare(geometry: Self.phone, contentOffset: x(810), isDragging: true)
        #expect(state.pendingItem == nil)
        // The drag started where the finger caught the content: 700 → item 3 (2.69).
        #expect(state.dragStartItem == 3)
        #expect(state.currentItem == 3)
    }

    @Test func theDragStartItemBoundsASlowRelease() {
        // Drag from item 1 to 700 (2.69); the release's proposal lies behind the finger.
        var state = Self.laidOut(at: 260)
        _ = state.prepare(geometry: Self.phone, contentOffset: x(300), isDragging: true)
        _ = state.prepare(geometry: Self.phone, contentOffset: x(700), isDragging: true)
        let target = state.release(CarouselRelease(currentOffset: x(700), proposedOffset: x(0), velocity: x(0.1)))
        // Start item 1 (not the current item 3): max(0, min(1, 2)) = 1.
        #expect(target == x(260))
    }

    @Test func scrollToItem() {
        var state = Self.laidOut()
        #expect(state.scroll(toItem: 3, crossOffset: -7) == CGPoint(x: 780, y: -7))
        #expect(state.currentItem == 3)
        #expect(state.pendingItem == 3)
        #expect(state.scroll(toItem: 99, crossOffset: 0) == x(1040))
        #expect(state.currentItem == 4)
        #expect(state.scroll(toItem: -2, crossOffset: 0) == x(0))
        #expect(state.currentItem == 0)
    }

    @Test func scrollToItemBeforeTheFirstLayout() {
        var state = CarouselState()
        #expect(state.scroll(toItem: 3, crossOffset: 0) == nil)
        #expect(state.anchorItem == 3)
        #expect(state.prepare(geometry: Self.phone, contentOffset: .zero, isDragging: false) == x(780))
        #expect(state.currentItem == 3)
        var negative = CarouselState()
        #expect(negative.scroll(toItem: -4, crossOffset: 0) == nil)
        #expect(negative.anchorItem == 0)
    }

    @Test func scrollToItemWhileEmpty() {
        var state = CarouselState()
        _ = state.prepare(geometry: CarouselFixtures.phone(count: 0), contentOffset: .zero, isDragging: false)
        #expect(state.scroll(toItem: 3, crossOffset: 0) == nil)
        #expect(state.anchorItem == 3)
        #expect(state.pendingItem == nil)
        // The items arrive: item 3 is centred.
        #expect(state.prepare(geometry: Self.phone, contentOffset: .zero, isDragging: false) == x(780))
        #expect(state.currentItem == 3)
    }

    @Test func restingOffsetCentresTheCurrentItem() {
        let state = Self.laidOut(at: 790)
        #expect(state.restingOffset(proposed: CGPoint(x: 123, y: -64)) == CGPoint(x: 780, y: -64))
    }
}
