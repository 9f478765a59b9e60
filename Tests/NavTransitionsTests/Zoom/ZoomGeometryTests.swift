import Foundation
import Testing
@testable import NavTransitions

@Suite("Zoom geometry")
struct ZoomGeometryTests {
    static let nan = CGFloat.nan
    static let inf = CGFloat.infinity

    @Test("aspect fill covers the rect, centred, cropping what sticks out", arguments: [
        // 3000×2000 over 100×100: scale max(1/30, 1/20) = 0.05 → 150×100, x = 50 − 75 = −25.
        (CGRect(x: 0, y: 0, width: 100, height: 100), CGSize(width: 3000, height: 2000), CGRect(x: -25, y: 0, width: 150, height: 100)),
        // 1000×5000 over 375×812: scale max(0.375, 0.1624) = 0.375 → 375×1875, y = 406 − 937.5 = −531.5.
        (CGRect(x: 0, y: 0, width: 375, height: 812), CGSize(width: 1000, height: 5000), CGRect(x: 0, y: -531.5, width: 375, height: 1875)),
        // Same aspect: the rect itself.
        (CGRect(x: 10, y: 20, width: 30, height: 20), CGSize(width: 300, height: 200), CGRect(x: 10, y: 20, width: 30, height: 20)),
        // No aspect ratio: the sanitized rect.
        (CGRect(x: 10, y: 20, width: 30, height: 20), CGSize(width: 0, height: 200), CGRect(x: 10, y: 20, width: 30, height: 20)),
        (CGRect(x: 10, y: 20, width: 30, height: 20), CGSize(width: -3, height: 2), CGRect(x: 10, y: 20, width: 30, height: 20)),
        (CGRect(x: 10, y: 20, width: 30, height: 20), CGSize(width: nan, height: 2), CGRect(x: 10, y: 20, width: 30, height: 20)),
        (CGRect(x: 10, y: 20, width: 30, height: 20), CGSize(width: 3, height: inf), CGRect(x: 10, y: 20, width: 30, height: 20)),
        // An empty rect: an empty rect at its centre.
        (CGRect(x: 10, y: 20, width: 0, height: 20), CGSize(width: 3, height: 2), CGRect(x: 10, y: 30, width: 0, height: 0)),
        (CGRect(x: nan, y: 20, width: 30, height: inf), CGSize(width: 3, height: 2), CGRect(x: 15, y: 20, width: 0, height: 0)),
    ] as [(CGRect, CGSize, CGRect)])
    func aspectFill(bounds: CGRect, size: CGSize, expected: CGRect) {
        #expect(approximately(bounds.aspectFill(size), expected))
    }

    @Test("each content mode draws the image where UIKit draws it")
    func contentModes() {
        let thumbnail = CGRect(x: 0, y: 0, width: 100, height: 100)
        let image = CGSize(width: 3000, height: 2000)
        #expect(approximately(ZoomContentMode.aspectFill.imageFrame(for: image, in: thumbnail), CGRect(x: -25, y: 0, width: 150, height: 100)))
        // Fit: 100 × 66.67, y = 50 − 33.33 = 16.67.
        #expect(approximately(ZoomContentMode.aspectFit.imageFrame(for: image, in: thumbnail),
                              CGRect(x: 0, y: 50 - 100.0 / 3, width: 100, height: 200.0 / 3), tolerance: 1e-9))
        #expect(ZoomContentMode.fill.imageFrame(for: image, in: thumbnail) == thumbnail)
        #expect(ZoomContentMode.fill.imageFrame(for: image, in: CGRect(x: 5, y: 5, width: -10, height: 10)) == CGRect(x: -5, y: 5, width: 10, height: 10))
    }

    @Test("overlap is the shared area, nil when only an edge or nothing is shared", arguments: [
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10), CGRect(x: 5, y: 5, width: 5, height: 5) as CGRect?),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 2, y: 3, width: 4, height: 5), CGRect(x: 2, y: 3, width: 4, height: 5)),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10), nil),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 10, width: 10, height: 10), nil),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 20, width: 1, height: 1), nil),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 2, y: 2, width: 0, height: 5), nil),
        // Negative sizes are flipped first: (10, 10, −5, −5) is (5, 5, 5, 5).
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 10, width: -5, height: -5), CGRect(x: 5, y: 5, width: 5, height: 5)),
        // Non-finite components become 0: (NaN, 2, 4, ∞) is (0, 2, 4, 0), no area.
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: nan, y: 2, width: 4, height: inf), nil),
        (CGRect(x: nan, y: nan, width: 10, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10), CGRect(x: 5, y: 5, width: 5, height: 5)),
    ] as [(CGRect, CGRect, CGRect?)])
    func overlap(a: CGRect, b: CGRect, expected: CGRect?) {
        #expect(a.overlap(with: b) == expected)
        #expect(b.overlap(with: a) == expected)
    }

    @Test("scaling around an anchor keeps the anchor in place", arguments: [
        // (0, 0, 100, 50) by 0.5 around (100, 50): x = 100 − 50 = 50, y = 50 − 25 = 25, 50×25.
        (CGRect(x: 0, y: 0, width: 100, height: 50), CGFloat(0.5), CGPoint(x: 100, y: 50), CGRect(x: 50, y: 25, width: 50, height: 25)),
        (CGRect(x: 0, y: 0, width: 100, height: 50), 2, CGPoint(x: 0, y: 0), CGRect(x: 0, y: 0, width: 200, height: 100)),
        (CGRect(x: 10, y: 10, width: 10, height: 10), 1, CGPoint(x: 500, y: -3), CGRect(x: 10, y: 10, width: 10, height: 10)),
        // A negative scale counts as 0: an empty rect at the anchor.
        (CGRect(x: 10, y: 10, width: 10, height: 10), -2, CGPoint(x: 15, y: 12), CGRect(x: 15, y: 12, width: 0, height: 0)),
        // A non-finite scale counts as 1, a non-finite anchor as the centre.
        (CGRect(x: 10, y: 10, width: 10, height: 10), nan, CGPoint(x: 0, y: 0), CGRect(x: 10, y: 10, width: 10, height: 10)),
        (CGRect(x: 10, y: 10, width: 10, height: 10), 3, CGPoint(x: inf, y: 0), CGRect(x: 0, y: 0, width: 30, height: 30)),
    ] as [(CGRect, CGFloat, CGPoint, CGRect)])
    func scaled(rect: CGRect, scale: CGFloat, anchor: CGPoint, expected: CGRect) {
        #expect(approximately(rect.scaled(by: scale, around: anchor), expected))
    }

    @Test("a measurable frame is finite with a positive size", arguments: [
        (CGRect(x: 0, y: 0, width: 1, height: 1), true),
        (CGRect(x: -5, y: -5, width: 0.5, height: 3), true),
        (CGRect(x: 0, y: 0, width: 0, height: 1), false),
        (CGRect(x: 0, y: 0, width: 1, height: 0), false),
        (CGRect(x: 0, y: 0, width: -1, height: 1), false),
        (CGRect(x: nan, y: 0, width: 1, height: 1), false),
        (CGRect(x: 0, y: inf, width: 1, height: 1), false),
        (CGRect(x: 0, y: 0, width: inf, height: 1), false),
        (CGRect(x: 0, y: 0, width: 1, height: nan), false),
    ] as [(CGRect, Bool)])
    func measurable(rect: CGRect, expected: Bool) {
        #expect(rect.isMeasurable == expected)
    }
}
