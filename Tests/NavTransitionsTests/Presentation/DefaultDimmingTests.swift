import Foundation
@testable import NavTransitions
import Testing

/// The default dimming under Increase Contrast and Reduce Transparency (issue 24, item 7).
@Suite("Default dimming")
struct DefaultDimmingTests {
    @Test(
        "40 % black normally, 60 % under Increase Contrast, Reduce Transparency or both",
        arguments: [
            (false, false, 0.4), (true, false, 0.6), (false, true, 0.6), (true, true, 0.6),
        ] as [(Bool, Bool, CGFloat)])
    func alpha(increasesContrast: Bool, reducesTransparency: Bool, expected: CGFloat) {
        #expect(DefaultDimming.alpha(increasesContrast: increasesContrast, reducesTransparency: reducesTransparency) == expected)
    }
}
