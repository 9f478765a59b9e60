import Testing
@testable import NavTransitions

private final class RecordingCarouselPass: CarouselPreparationHost {
    var calls: [String] = []
    func setSectionInset(_ inset: EdgeInsets) { calls.append("inset \(inset.left)") }
    func prepareFlowLayout() { calls.append("flow layout") }
    func scheduleRecentring() { calls.append("recentre") }
}

@Suite("CarouselLayout.Preparation over a host")
struct CarouselPreparationHostTests {
    @Test("a pass: the insets before the flow layout's pass, the recentring after; only what the preparation names")
    func order() {
        let full = RecordingCarouselPass()
        CarouselLayout.Preparation(sectionInset: EdgeInsets(top: 0, left: 40, bottom: 0, right: 40), schedulesRecentring: true)
            .run(on: full)
        #expect(full.calls == ["inset 40.0", "flow layout", "recentre"])
        let plain = RecordingCarouselPass()
        CarouselLayout.Preparation(sectionInset: nil, schedulesRecentring: false).run(on: plain)
        #expect(plain.calls == ["flow layout"])
    }
}
