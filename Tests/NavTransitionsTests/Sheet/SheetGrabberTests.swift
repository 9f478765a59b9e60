import Foundation
import Testing
import NavTransitions

@Suite("SheetGrabber")
struct SheetGrabberTests {
    @Test(
        "the capsule is 36 × 5, centred, 5 points below the top edge",
        arguments: [
            (CGFloat(390), CGRect(x: 177, y: 5, width: 36, height: 5)),
            (36, CGRect(x: 0, y: 5, width: 36, height: 5)),
            // Narrower than the capsule, or bad widths: centred on the (zero) width.
            (0, CGRect(x: -18, y: 5, width: 36, height: 5)),
            (-50, CGRect(x: -18, y: 5, width: 36, height: 5)),
            (.nan, CGRect(x: -18, y: 5, width: 36, height: 5)),
        ] as [(CGFloat, CGRect)])
    func frame(width: CGFloat, expected: CGRect) {
        #expect(SheetGrabber.frame(inSheetWidth: width) == expected)
    }

    @Test(
        "a touch in the top 24 points of a sheet with a visible grabber belongs to the grabber",
        arguments: [
            (CGPoint(x: 195, y: 10), true, true),
            (CGPoint(x: 0, y: 0), true, true),
            (CGPoint(x: 390, y: 23.9), true, true),
            (CGPoint(x: 195, y: 24), true, false),
            (CGPoint(x: 195, y: -1), true, false),
            (CGPoint(x: 391, y: 10), true, false),
            (CGPoint(x: 195, y: 10), false, false),
            (CGPoint(x: CGFloat.nan, y: 10), true, false),
            (CGPoint(x: 195, y: CGFloat.infinity), true, false),
        ] as [(CGPoint, Bool, Bool)])
    func area(location: CGPoint, visible: Bool, expected: Bool) {
        #expect(SheetGrabber.areaContains(location, sheetWidth: 390, isVisible: visible) == expected)
    }
}
