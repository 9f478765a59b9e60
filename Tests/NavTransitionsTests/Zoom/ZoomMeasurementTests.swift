import Foundation
import Testing
@testable import NavTransitions

@Suite("Zoom measurements")
struct ZoomMeasurementTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let nan = CGFloat.nan

    // MARK: The photo as displayed

    @Test("without a scroll view the photo is where its centre and size say")
    func photoWithoutScrollView() {
        let photo = ZoomPhotoMeasurement(center: CGPoint(x: 187.5, y: 406), boundsSize: CGSize(width: 375, height: 250))
        #expect(photo.displayedFrame == CGRect(x: 0, y: 281, width: 375, height: 250))
        // The content offset only counts through a viewport.
        let offset = ZoomPhotoMeasurement(
            center: CGPoint(x: 187.5, y: 406), boundsSize: CGSize(width: 375, height: 250),
            contentOffset: CGPoint(x: 50, y: 50))
        #expect(offset.displayedFrame == CGRect(x: 0, y: 281, width: 375, height: 250))
    }

    @Test(
        "under a scroll view: size × zoom scale, centre − content offset + viewport origin",
        arguments: [
            // 375×500 zoomed 2× (centre (375, 500) in content), scrolled to (100, 200), viewport at the origin:
            // 750×1000 centred on (275, 300) → x −100, y −200.
            (
                CGPoint(x: 375, y: 500), CGSize(width: 375, height: 500), CGFloat(2), CGPoint(x: 100, y: 200),
                CGRect(x: 0, y: 0, width: 375, height: 812), CGRect(x: -100, y: -200, width: 750, height: 1000)
            ),
            // The same in a viewport at (0, 44) (under a bar): everything 44 points lower.
            (
                CGPoint(x: 375, y: 500), CGSize(width: 375, height: 500), 2, CGPoint(x: 100, y: 200),
                CGRect(x: 0, y: 44, width: 375, height: 768), CGRect(x: -100, y: -156, width: 750, height: 1000)
            ),
            // Not zoomed, content inset pushes the offset negative: the photo moves down by the inset.
            (
                CGPoint(x: 187.5, y: 125), CGSize(width: 375, height: 250), 1, CGPoint(x: 0, y: -281),
                CGRect(x: 0, y: 0, width: 375, height: 812), CGRect(x: 0, y: 281, width: 375, height: 250)
            ),
            // A zoom scale of 0 shows nothing; a negative one (a mirrored view) counts as its magnitude.
            (
                CGPoint(x: 187.5, y: 125), CGSize(width: 375, height: 250), 0, CGPoint(x: 0, y: 0),
                CGRect(x: 0, y: 0, width: 375, height: 812), CGRect(x: 187.5, y: 125, width: 0, height: 0)
            ),
            (
                CGPoint(x: 187.5, y: 125), CGSize(width: 375, height: 250), -2, CGPoint(x: 0, y: 0),
                CGRect(x: 0, y: 0, width: 375, height: 812), CGRect(x: -187.5, y: -125, width: 750, height: 500)
            ),
            // A non-finite one counts as 1.
            (
                CGPoint(x: 187.5, y: 125), CGSize(width: 375, height: 250), nan, CGPoint(x: 0, y: 0),
                CGRect(x: 0, y: 0, width: 375, height: 812), CGRect(x: 0, y: 0, width: 375, height: 250)
            ),
            // Non-finite components count as 0; a negative size as its magnitude.
            (
                CGPoint(x: nan, y: 125), CGSize(width: -10, height: 10), 1, CGPoint(x: CGFloat.infinity, y: 0),
                CGRect(x: 0, y: 0, width: 375, height: 812), CGRect(x: -5, y: 120, width: 10, height: 10)
            ),
            (
                CGPoint(x: 5, y: 5), CGSize(width: nan, height: 10), 2, CGPoint(x: 0, y: 0),
                CGRect(x: nan, y: 0, width: 375, height: 812), CGRect(x: 5, y: -5, width: 0, height: 20)
            ),
        ] as [(CGPoint, CGSize, CGFloat, CGPoint, CGRect, CGRect)])
    func photoUnderScrollView(center: CGPoint, size: CGSize, zoom: CGFloat, offset: CGPoint, viewport: CGRect, expected: CGRect) {
        let photo = ZoomPhotoMeasurement(
            center: center, boundsSize: size, zoomScale: zoom, contentOffset: offset, viewport: viewport)
        #expect(photo.displayedFrame == expected)
        #expect(isWellFormed(photo.displayedFrame))
    }

    @Test("a long photo shown fit to width from the top lands on the screen, the crop opening downward (seed 000)")
    func longPhotoFitToWidth() throws {
        // 1000×5000 fit to a 375-point width: 375×1875 at y 0 (taller than the screen, so not centred).
        let photo = ZoomPhotoMeasurement(
            center: CGPoint(x: 187.5, y: 937.5), boundsSize: CGSize(width: 375, height: 1875),
            viewport: Self.screen, contentMode: .aspectFit)
        let endpoint = try #require(photo.endpoint(imageSize: CGSize(width: 1000, height: 5000), containerBounds: Self.screen))
        #expect(endpoint.clipFrame == Self.screen)
        #expect(endpoint.imageFrame == CGRect(x: 0, y: 0, width: 375, height: 1875))
    }

    @Test("a zoomed-in photo lands on its visible part, with the zoom scale and the scroll offset")
    func zoomedInPhoto() throws {
        // 3000×2000 fit in a 375×812 image view (image 375×250 at y 281 inside it), zoomed 2×, scrolled to
        // (187.5, 406): the view is 750×1624 at (−187.5, −406); the image 750×500 at (−187.5, 156).
        let photo = ZoomPhotoMeasurement(
            center: CGPoint(x: 375, y: 812), boundsSize: CGSize(width: 375, height: 812), zoomScale: 2,
            contentOffset: CGPoint(x: 187.5, y: 406), viewport: Self.screen, contentMode: .aspectFit)
        let endpoint = try #require(photo.endpoint(imageSize: CGSize(width: 3000, height: 2000), containerBounds: Self.screen))
        #expect(endpoint.imageFrame == CGRect(x: -187.5, y: 156, width: 750, height: 500))
        #expect(endpoint.clipFrame == CGRect(x: 0, y: 156, width: 375, height: 500))
    }

    @Test("a photo with nothing visible has no endpoint: the flight uses the aspect-fit frame")
    func photoNotVisible() {
        let scrolledAway = ZoomPhotoMeasurement(
            center: CGPoint(x: 187.5, y: 125), boundsSize: CGSize(width: 375, height: 250),
            contentOffset: CGPoint(x: 0, y: 1000), viewport: Self.screen)
        #expect(scrolledAway.endpoint(imageSize: CGSize(width: 3, height: 2), containerBounds: Self.screen) == nil)
        let viewportOutside = ZoomPhotoMeasurement(
            center: CGPoint(x: 187.5, y: 125), boundsSize: CGSize(width: 375, height: 250),
            viewport: CGRect(x: 400, y: 0, width: 375, height: 812))
        #expect(viewportOutside.endpoint(imageSize: CGSize(width: 3, height: 2), containerBounds: Self.screen) == nil)
        let noSize = ZoomPhotoMeasurement(center: CGPoint(x: 187.5, y: 125), boundsSize: .zero)
        #expect(noSize.endpoint(imageSize: CGSize(width: 3, height: 2), containerBounds: Self.screen) == nil)
        // Without a viewport the container bounds clip.
        let halfOff = ZoomPhotoMeasurement(
            center: CGPoint(x: 375, y: 406), boundsSize: CGSize(width: 375, height: 250), contentMode: .fill)
        #expect(
            halfOff.endpoint(imageSize: CGSize(width: 3, height: 2), containerBounds: Self.screen)?.clipFrame
                == CGRect(x: 187.5, y: 281, width: 187.5, height: 250))
    }

    // MARK: The source thumbnail

    @Test("a visible thumbnail gives its frame as the clip and its aspect-fill image")
    func visibleSource() throws {
        let source = ZoomSourceMeasurement(
            frame: CGRect(x: 20, y: 300, width: 100, height: 100), visibleRect: Self.screen, cornerRadius: 6)
        let endpoint = try #require(source.endpoint(imageSize: CGSize(width: 3000, height: 2000)))
        #expect(
            endpoint
                == ZoomEndpoint(
                    clipFrame: CGRect(x: 20, y: 300, width: 100, height: 100),
                    imageFrame: CGRect(x: -5, y: 300, width: 150, height: 100), cornerRadius: 6))
    }

    @Test("a thumbnail half under a bar lands whole; an aspect-fit one clips to its image")
    func partlyVisibleSource() throws {
        let underBar = ZoomSourceMeasurement(
            frame: CGRect(x: 20, y: 60, width: 100, height: 100),
            visibleRect: CGRect(x: 0, y: 100, width: 375, height: 600))
        #expect(
            try #require(underBar.endpoint(imageSize: CGSize(width: 1, height: 1))).clipFrame
                == CGRect(x: 20, y: 60, width: 100, height: 100))
        let fit = ZoomSourceMeasurement(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), visibleRect: Self.screen, contentMode: .aspectFit)
        let endpoint = try #require(fit.endpoint(imageSize: CGSize(width: 200, height: 100)))
        #expect(endpoint.clipFrame == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(endpoint.imageFrame == CGRect(x: 0, y: 25, width: 100, height: 50))
    }

    @Test(
        "no usable thumbnail falls back",
        arguments: [
            // Not in a window.
            (CGRect(x: 20, y: 300, width: 100, height: 100), CGRect(x: 0, y: 0, width: 375, height: 812), false),
            // Entirely outside the visible area after scrolling, or only touching its edge.
            (CGRect(x: 20, y: 900, width: 100, height: 100), CGRect(x: 0, y: 0, width: 375, height: 812), true),
            (CGRect(x: 20, y: 812, width: 100, height: 100), CGRect(x: 0, y: 0, width: 375, height: 812), true),
            (CGRect(x: -100, y: 300, width: 100, height: 100), CGRect(x: 0, y: 0, width: 375, height: 812), true),
            (CGRect(x: 20, y: 40, width: 100, height: 60), CGRect(x: 0, y: 100, width: 375, height: 600), true),
            // No area, or a non-finite component (a view never laid out, a division by zero).
            (CGRect(x: 20, y: 300, width: 0, height: 100), CGRect(x: 0, y: 0, width: 375, height: 812), true),
            (CGRect(x: 20, y: 300, width: 100, height: -100), CGRect(x: 0, y: 0, width: 375, height: 812), true),
            (CGRect(x: CGFloat.nan, y: 300, width: 100, height: 100), CGRect(x: 0, y: 0, width: 375, height: 812), true),
            (CGRect(x: 20, y: 300, width: CGFloat.infinity, height: 100), CGRect(x: 0, y: 0, width: 375, height: 812), true),
            // An empty visible area (a grid scrolled out of its clipping ancestor).
            (CGRect(x: 20, y: 300, width: 100, height: 100), CGRect.zero, true),
        ] as [(CGRect, CGRect, Bool)])
    func unusableSource(frame: CGRect, visible: CGRect, inWindow: Bool) {
        let source = ZoomSourceMeasurement(frame: frame, visibleRect: visible, isInWindow: inWindow)
        #expect(source.endpoint(imageSize: CGSize(width: 3, height: 2)) == nil)
    }

    @Test("the visible rect is the container narrowed by every clipping ancestor")
    func visibleRect() {
        #expect(ZoomSourceMeasurement.visibleRect(containerBounds: Self.screen, clippingRects: []) == Self.screen)
        let grid = CGRect(x: 0, y: 100, width: 375, height: 600), cell = CGRect(x: -10, y: 90, width: 200, height: 200)
        #expect(ZoomSourceMeasurement.visibleRect(containerBounds: Self.screen, clippingRects: [grid]) == grid)
        #expect(
            ZoomSourceMeasurement.visibleRect(containerBounds: Self.screen, clippingRects: [cell, grid])
                == CGRect(x: 0, y: 100, width: 190, height: 190))
        #expect(
            ZoomSourceMeasurement.visibleRect(
                containerBounds: Self.screen, clippingRects: [CGRect(x: 400, y: 0, width: 10, height: 10)]) == .zero)
        #expect(
            ZoomSourceMeasurement.visibleRect(
                containerBounds: CGRect(x: Self.nan, y: 0, width: 10, height: 10), clippingRects: [])
                == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
