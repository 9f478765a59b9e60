import Foundation
import Testing
@testable import NavTransitions

@Suite("Zoom geometry")
struct ZoomGeometryTests {
    static let nan = CGFloat.nan
    static let inf = CGFloat.infinity

    @Test(
        "aspect fill covers the rect, centred, cropping what sticks out",
        arguments: [
            // 3000×2000 over 100×100: scale max(1/30, 1/20) = 0.05 → 150×100, x = 50 − 75 = −25.
            (
                CGRect(x: 0, y: 0, width: 100, height: 100), CGSize(width: 3000, height: 2000),
                CGRect(x: -25, y: 0, width: 150, height: 100)
            ),
            // 1000×5000 over 375×812: scale max(0.375, 0.1624) = 0.375 → 375×1875, y = 406 − 937.5 = −531.5.
            (
                CGRect(x: 0, y: 0, width: 375, height: 812), CGSize(width: 1000, height: 5000),
                CGRect(x: 0, y: -531.5, width: 375, height: 1875)
            ),
            // Same aspect: the rect itself.
            (
                CGRect(x: 10, y: 20, width: 30, height: 20), CGSize(width: 300, height: 200),
                CGRect(x: 10, y: 20, width: 30, height: 20)
            ),
            // No aspect ratio: the sanitized rect.
            (
                CGRect(x: 10, y: 20, width: 30, height: 20), CGSize(width: 0, height: 200),
                CGRect(x: 10, y: 20, width: 30, height: 20)
            ),
            (
                CGRect(x: 10, y: 20, width: 30, height: 20), CGSize(width: -3, height: 2),
                CGRect(x: 10, y: 20, width: 30, height: 20)
            ),
            (
                CGRect(x: 10, y: 20, width: 30, height: 20), CGSize(width: nan, height: 2),
                CGRect(x: 10, y: 20, width: 30, height: 20)
            ),
            (
                CGRect(x: 10, y: 20, width: 30, height: 20), CGSize(width: 3, height: inf),
                CGRect(x: 10, y: 20, width: 30, height: 20)
            ),
            // An empty rect: an empty rect at its centre.
            (CGRect(x: 10, y: 20, width: 0, height: 20), CGSize(width: 3, height: 2), CGRect(x: 10, y: 30, width: 0, height: 0)),
            (
                CGRect(x: nan, y: 20, width: 30, height: inf), CGSize(width: 3, height: 2),
                CGRect(x: 15, y: 20, width: 0, height: 0)
            ),
        ] as [(CGRect, CGSize, CGRect)])
    func aspectFill(bounds: CGRect, size: CGSize, expected: CGRect) {
        #expect(approximately(bounds.aspectFill(size), expected))
    }

    @Test("each content mode draws the image where UIKit draws it")
    func contentModes() {
        let thumbnail = CGRect(x: 0, y: 0, width: 100, height: 100)
        let image = CGSize(width: 3000, height: 2000)
        #expect(
            approximately(
                ZoomContentMode.aspectFill.imageFrame(for: image, in: thumbnail), CGRect(x: -25, y: 0, width: 150, height: 100)))
        // Fit: 100 × 66.67, y = 50 − 33.33 = 16.67.
        #expect(
            approximately(
                ZoomContentMode.aspectFit.imageFrame(for: image, in: thumbnail),
                CGRect(x: 0, y: 50 - 100.0 / 3, width: 100, height: 200.0 / 3), tolerance: 1e-9))
        #expect(ZoomContentMode.fill.imageFrame(for: image, in: thumbnail) == thumbnail)
        #expect(
            ZoomContentMode.fill.imageFrame(for: image, in: CGRect(x: 5, y: 5, width: -10, height: 10))
                == CGRect(x: -5, y: 5, width: 10, height: 10))
    }

    @Test(
        "every UIView.ContentMode draws the image where UIKit draws it: the modes that do not scale keep its size and align it",
        arguments: [
            // A 40×30 image in a 100×100 view at (10, 20).
            (4, CGRect(x: 40, y: 55, width: 40, height: 30)), // center
            (5, CGRect(x: 40, y: 20, width: 40, height: 30)), // top
            (6, CGRect(x: 40, y: 90, width: 40, height: 30)), // bottom
            (7, CGRect(x: 10, y: 55, width: 40, height: 30)), // left
            (8, CGRect(x: 70, y: 55, width: 40, height: 30)), // right
            (9, CGRect(x: 10, y: 20, width: 40, height: 30)), // topLeft
            (10, CGRect(x: 70, y: 20, width: 40, height: 30)), // topRight
            (11, CGRect(x: 10, y: 90, width: 40, height: 30)), // bottomLeft
            (12, CGRect(x: 70, y: 90, width: 40, height: 30)), // bottomRight
            // The scaling modes: stretched, fit (100 × 75 at y 32.5), fill (133.33 × 100 at x −6.67).
            (0, CGRect(x: 10, y: 20, width: 100, height: 100)), // scaleToFill
            (1, CGRect(x: 10, y: 32.5, width: 100, height: 75)), // scaleAspectFit
            (2, CGRect(x: 10 - 50.0 / 3, y: 20, width: 400.0 / 3, height: 100)), // scaleAspectFill
            (3, CGRect(x: 10, y: 20, width: 100, height: 100)), // redraw: as scaleToFill
        ] as [(Int, CGRect)])
    func everyContentMode(rawValue: Int, expected: CGRect) {
        let mode = ZoomContentMode(contentModeRawValue: rawValue)
        #expect(
            approximately(
                mode.imageFrame(for: CGSize(width: 40, height: 30), in: CGRect(x: 10, y: 20, width: 100, height: 100)),
                expected, tolerance: 1e-9), "\(mode)")
    }

    @Test("the UIKit raw values map to the modes of the same name; unknown ones draw as scaleToFill")
    func contentModeRawValues() {
        let names: [ZoomContentMode] = [
            .fill, .aspectFit, .aspectFill, .fill, .center, .top, .bottom, .left, .right,
            .topLeft, .topRight, .bottomLeft, .bottomRight,
        ]
        #expect((0...12).map(ZoomContentMode.init(contentModeRawValue:)) == names)
        #expect(ZoomContentMode(contentModeRawValue: 13) == .fill)
        #expect(ZoomContentMode(contentModeRawValue: -1) == .fill)
        #expect(Set(names) == Set(ZoomContentMode.allCases), "every case has a UIKit mode")
    }

    @Test("a mode that does not scale: a large image sticks out, a zoomed view draws it larger, a bad image size fills")
    func unscaledModes() {
        let view = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(
            ZoomContentMode.center.imageFrame(for: CGSize(width: 300, height: 200), in: view)
                == CGRect(x: -100, y: -50, width: 300, height: 200))
        #expect(
            ZoomContentMode.bottomRight.imageFrame(for: CGSize(width: 300, height: 200), in: view)
                == CGRect(x: -200, y: -100, width: 300, height: 200))
        // Measured zoomed 2× (the view's frame is then 200×200): the image is drawn 80×60.
        #expect(
            ZoomContentMode.center.imageFrame(
                for: CGSize(width: 40, height: 30), in: CGRect(x: 0, y: 0, width: 200, height: 200), scale: 2)
                == CGRect(x: 60, y: 70, width: 80, height: 60))
        #expect(
            ZoomContentMode.topLeft.imageFrame(for: CGSize(width: 40, height: 30), in: view, scale: -2)
                == CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(
            ZoomContentMode.top.imageFrame(for: CGSize(width: 40, height: 30), in: view, scale: .nan)
                == CGRect(x: 30, y: 0, width: 40, height: 30))
        for size in [
            CGSize.zero, CGSize(width: 0, height: 30), CGSize(width: 40, height: 0), CGSize(width: -40, height: 30),
            CGSize(width: CGFloat.nan, height: 30), CGSize(width: 40, height: CGFloat.infinity),
        ] {
            #expect(ZoomContentMode.center.imageFrame(for: size, in: view) == view, "\(size)")
        }
        // Through a zoomed photo: the displayed frame is 2× and so is the drawn image.
        let photo = ZoomPhotoMeasurement(
            center: CGPoint(x: 100, y: 100), boundsSize: CGSize(width: 100, height: 100), zoomScale: 2,
            contentOffset: .zero, viewport: CGRect(x: 0, y: 0, width: 400, height: 400), contentMode: .center)
        #expect(
            photo.endpoint(
                imageSize: CGSize(width: 40, height: 30), containerBounds: CGRect(x: 0, y: 0, width: 400, height: 400))?
                .imageFrame
                == CGRect(x: 60, y: 70, width: 80, height: 60))
    }

    @Test(
        "overlap is the shared area, nil when only an edge or nothing is shared",
        arguments: [
            (
                CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10),
                CGRect(x: 5, y: 5, width: 5, height: 5) as CGRect?
            ),
            (
                CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 2, y: 3, width: 4, height: 5),
                CGRect(x: 2, y: 3, width: 4, height: 5)
            ),
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10), nil),
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 10, width: 10, height: 10), nil),
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 20, width: 1, height: 1), nil),
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 2, y: 2, width: 0, height: 5), nil),
            // Negative sizes are flipped first: (10, 10, −5, −5) is (5, 5, 5, 5).
            (
                CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 10, width: -5, height: -5),
                CGRect(x: 5, y: 5, width: 5, height: 5)
            ),
            // Non-finite components become 0: (NaN, 2, 4, ∞) is (0, 2, 4, 0), no area.
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: nan, y: 2, width: 4, height: inf), nil),
            (
                CGRect(x: nan, y: nan, width: 10, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10),
                CGRect(x: 5, y: 5, width: 5, height: 5)
            ),
        ] as [(CGRect, CGRect, CGRect?)])
    func overlap(a: CGRect, b: CGRect, expected: CGRect?) {
        #expect(a.overlap(with: b) == expected)
        #expect(b.overlap(with: a) == expected)
    }

    @Test(
        "scaling around an anchor keeps the anchor in place",
        arguments: [
            // (0, 0, 100, 50) by 0.5 around (100, 50): x = 100 − 50 = 50, y = 50 − 25 = 25, 50×25.
            (
                CGRect(x: 0, y: 0, width: 100, height: 50), CGFloat(0.5), CGPoint(x: 100, y: 50),
                CGRect(x: 50, y: 25, width: 50, height: 25)
            ),
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

    @Test(
        "a measurable frame is finite with a positive size",
        arguments: [
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
