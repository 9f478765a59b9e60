import Foundation
import Testing
@testable import NavTransitions

/// The carousel's answer to a focus change (issue: the carousel fought explore-by-touch and Switch Control).
@Suite("Carousel accessibility focus")
struct CarouselAccessibilityFocusTests {
    /// A carousel 390 points wide showing content from x = 1000.
    static let visible = CGRect(x: 1000, y: 0, width: 390, height: 300)

    @Test("VoiceOver on an item cut off at the edge: centred, animated; at once under Reduce Motion")
    func cutOff() {
        let edge = CGRect(x: 1300, y: 20, width: 200, height: 260)
        #expect(
            CarouselAccessibilityFocus.scroll(
                byVoiceOver: true, itemFrame: edge, visibleRect: Self.visible,
                isReduceMotionEnabled: false) == .centre(animated: true))
        #expect(
            CarouselAccessibilityFocus.scroll(
                byVoiceOver: true, itemFrame: edge, visibleRect: Self.visible,
                isReduceMotionEnabled: true) == .centre(animated: false))
        let offLeft = CGRect(x: 800, y: 20, width: 200, height: 260)
        #expect(
            CarouselAccessibilityFocus.scroll(
                byVoiceOver: true, itemFrame: offLeft, visibleRect: Self.visible,
                isReduceMotionEnabled: false) == .centre(animated: true))
    }

    @Test("a fully visible item (the one under an exploring finger) is left where it is, half a point of slack")
    func fullyVisible() {
        let inside = CGRect(x: 1000, y: 20, width: 200, height: 260)
        #expect(
            CarouselAccessibilityFocus.scroll(
                byVoiceOver: true, itemFrame: inside, visibleRect: Self.visible,
                isReduceMotionEnabled: false) == .none)
        let slack = CGRect(x: 1190.4, y: 20, width: 200, height: 260)
        #expect(CarouselAccessibilityFocus.isFullyVisible(slack, in: Self.visible))
        let out = CGRect(x: 1190.6, y: 20, width: 200, height: 260)
        #expect(!CarouselAccessibilityFocus.isFullyVisible(out, in: Self.visible))
    }

    @Test("Switch Control, Full Keyboard Access, or VoiceOver off: nothing moves")
    func otherTechnologies() {
        let edge = CGRect(x: 1300, y: 20, width: 200, height: 260)
        #expect(
            CarouselAccessibilityFocus.scroll(
                byVoiceOver: false, itemFrame: edge, visibleRect: Self.visible,
                isReduceMotionEnabled: false) == .none)
        #expect(
            !CarouselAccessibilityFocus.isByVoiceOver(technologyIsVoiceOver: false, isVoiceOverRunning: true), "Switch Control")
        #expect(!CarouselAccessibilityFocus.isByVoiceOver(technologyIsVoiceOver: true, isVoiceOverRunning: false))
        #expect(!CarouselAccessibilityFocus.isByVoiceOver(technologyIsVoiceOver: nil, isVoiceOverRunning: false))
        #expect(CarouselAccessibilityFocus.isByVoiceOver(technologyIsVoiceOver: nil, isVoiceOverRunning: true))
        #expect(CarouselAccessibilityFocus.isByVoiceOver(technologyIsVoiceOver: true, isVoiceOverRunning: true))
    }

    @Test(
        "unusable geometry moves nothing",
        arguments: [
            (CGRect(x: CGFloat.nan, y: 0, width: 200, height: 260), visible),
            (CGRect(x: CGFloat.infinity, y: 0, width: 200, height: 260), visible),
            (CGRect(x: 1300, y: 0, width: 200, height: 260), CGRect(x: 0, y: 0, width: 0, height: 300)),
            (CGRect(x: 1300, y: 0, width: 200, height: 260), CGRect(x: CGFloat.nan, y: 0, width: 390, height: 300)),
        ])
    func badInput(item: CGRect, visible: CGRect) {
        #expect(
            CarouselAccessibilityFocus.scroll(
                byVoiceOver: true, itemFrame: item, visibleRect: visible,
                isReduceMotionEnabled: false) == .none)
    }
}
