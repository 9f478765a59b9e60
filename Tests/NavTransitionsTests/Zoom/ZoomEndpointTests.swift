import Foundation
import Testing
@testable import NavTransitions

@Suite("Zoom endpoints")
struct ZoomEndpointTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let photo = CGSize(width: 3000, height: 2000)

    /// A 100×100 aspect-fill thumbnail at (20, 300) with a 3000×2000 photo: image (−5, 300, 150, 100).
    static let thumbnail = ZoomEndpoint(
        clipFrame: CGRect(x: 20, y: 300, width: 100, height: 100),
        imageFrame: CGRect(x: -5, y: 300, width: 150, height: 100), cornerRadius: 8)
    /// The same photo aspect-fit in the screen: 375×250 at y = 406 − 125 = 281.
    static let fitted = ZoomEndpoint(
        clipFrame: CGRect(x: 0, y: 281, width: 375, height: 250),
        imageFrame: CGRect(x: 0, y: 281, width: 375, height: 250))

    @Test("an endpoint sanitizes its values")
    func sanitizes() {
        let endpoint = ZoomEndpoint(
            clipFrame: CGRect(x: CGFloat.nan, y: 1, width: -4, height: 2),
            imageFrame: CGRect(x: 0, y: CGFloat.infinity, width: 3, height: 3),
            cornerRadius: -2, alpha: 7)
        #expect(endpoint.clipFrame == CGRect(x: -4, y: 1, width: 4, height: 2))
        #expect(endpoint.imageFrame == CGRect(x: 0, y: 0, width: 3, height: 3))
        #expect(endpoint.cornerRadius == 0)
        #expect(endpoint.alpha == 1)
        #expect(ZoomEndpoint(clipFrame: .zero, imageFrame: .zero, cornerRadius: .infinity, alpha: .nan).cornerRadius == 0)
        #expect(ZoomEndpoint(clipFrame: .zero, imageFrame: .zero, alpha: .nan).alpha == 0)
        #expect(
            ZoomEndpoint(clipFrame: .zero, imageFrame: .zero, cornerRadius: 5, alpha: 0.25)
                == ZoomEndpoint(clipFrame: .zero, imageFrame: .zero, cornerRadius: 5, alpha: 0.25))
    }

    @Test("an aspect-fill thumbnail clips to its frame; the whole image sticks out")
    func drawingAspectFill() throws {
        let endpoint = try #require(
            ZoomEndpoint.drawing(
                imageSize: Self.photo, in: CGRect(x: 20, y: 300, width: 100, height: 100),
                contentMode: .aspectFill, visibleRect: Self.screen, cornerRadius: 8))
        #expect(endpoint == Self.thumbnail)
    }

    @Test("an aspect-fit image view larger than its image clips to the image: the letterbox does not fly")
    func drawingAspectFit() throws {
        let endpoint = try #require(
            ZoomEndpoint.drawing(imageSize: Self.photo, in: Self.screen, contentMode: .aspectFit, visibleRect: Self.screen))
        #expect(endpoint == Self.fitted)
    }

    @Test("a view partly outside the visible rect clips to the visible part; entirely outside, there is no endpoint")
    func drawingVisibleRect() throws {
        let partly = try #require(
            ZoomEndpoint.drawing(
                imageSize: CGSize(width: 100, height: 100), in: CGRect(x: -50, y: 0, width: 100, height: 100),
                contentMode: .fill, visibleRect: Self.screen))
        #expect(partly.clipFrame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(partly.imageFrame == CGRect(x: -50, y: 0, width: 100, height: 100))
        #expect(
            ZoomEndpoint.drawing(
                imageSize: Self.photo, in: CGRect(x: 400, y: 0, width: 100, height: 100), contentMode: .fill,
                visibleRect: Self.screen) == nil)
        #expect(
            ZoomEndpoint.drawing(
                imageSize: Self.photo, in: CGRect(x: 375, y: 0, width: 100, height: 100), contentMode: .fill,
                visibleRect: Self.screen) == nil)
        #expect(
            ZoomEndpoint.drawing(
                imageSize: Self.photo, in: CGRect(x: 0, y: 0, width: 0, height: 100), contentMode: .fill, visibleRect: Self.screen
            ) == nil)
        #expect(
            ZoomEndpoint.drawing(
                imageSize: Self.photo, in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 100), contentMode: .fill,
                visibleRect: Self.screen) == nil)
    }

    @Test("the image view's state is in the clip's coordinates; the clip carries radius and alpha")
    func states() {
        #expect(Self.thumbnail.clipState == ViewState(frame: CGRect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 8))
        // (−5, 300) − (20, 300) = (−25, 0).
        #expect(Self.thumbnail.imageState == ViewState(frame: CGRect(x: -25, y: 0, width: 150, height: 100)))
        #expect(
            Self.thumbnail.commands == [
                .apply(.flyingView, Self.thumbnail.clipState), .apply(.flyingImage, Self.thumbnail.imageState),
            ])
    }

    @Test("halfway, both frames, the radius and the alpha are halfway: the crop opens without a jump")
    func interpolation() {
        let faded = ZoomEndpoint(clipFrame: Self.fitted.clipFrame, imageFrame: Self.fitted.imageFrame, alpha: 0)
        let half = Self.thumbnail.interpolated(to: faded, fraction: 0.5)
        // Clip: (10, 290.5, 237.5, 175); image: (−2.5, 290.5, 262.5, 175).
        #expect(half.clipFrame == CGRect(x: 10, y: 290.5, width: 237.5, height: 175))
        #expect(half.imageFrame == CGRect(x: -2.5, y: 290.5, width: 262.5, height: 175))
        #expect(half.cornerRadius == 4)
        #expect(half.alpha == 0.5)
        // The image in the clip's coordinates: (−12.5, 0), halfway between (−25, 0) and (0, 0).
        #expect(half.imageState.frame == CGRect(x: -12.5, y: 0, width: 262.5, height: 175))
        #expect(Self.thumbnail.interpolated(to: faded, fraction: 0) == Self.thumbnail)
        #expect(Self.thumbnail.interpolated(to: faded, fraction: 1) == faded)
        #expect(Self.thumbnail.interpolated(to: faded, fraction: 2) == faded)
        #expect(Self.thumbnail.interpolated(to: faded, fraction: -1) == Self.thumbnail)
        #expect(Self.thumbnail.interpolated(to: faded, fraction: .nan) == Self.thumbnail)
    }

    @Test("a pose scales around the clip's centre and then moves")
    func posed() {
        let pose = ZoomPose(offset: CGPoint(x: 10, y: -20), scale: 0.5)
        let moved = Self.fitted.posed(pose)
        // Centre (187.5, 406) → (197.5, 386); size 187.5×125.
        #expect(moved.clipFrame == CGRect(x: 103.75, y: 323.5, width: 187.5, height: 125))
        #expect(moved.imageFrame == moved.clipFrame)
        #expect(Self.fitted.posed(.home) == Self.fitted)
        let thumb = Self.thumbnail.posed(ZoomPose(offset: .zero, scale: 2))
        // Around (70, 350): clip x = 70 + (20 − 70) × 2 = −30 → (−30, 250, 200, 200); image (−80, 250, 300, 200);
        // radius and alpha kept.
        #expect(
            thumb
                == ZoomEndpoint(
                    clipFrame: CGRect(x: -30, y: 250, width: 200, height: 200),
                    imageFrame: CGRect(x: -80, y: 250, width: 300, height: 200), cornerRadius: 8))
    }

    @Test("the pose relative to home reads the offset of the centres and the ratio of the widths")
    func poseRelativeToHome() {
        let pose = ZoomPose(offset: CGPoint(x: 10, y: -20), scale: 0.5)
        #expect(Self.fitted.posed(pose).pose(relativeTo: Self.fitted) == pose)
        // A home without width reads the heights; one without size gives 1.
        let line = ZoomEndpoint(clipFrame: CGRect(x: 0, y: 0, width: 0, height: 10), imageFrame: .zero)
        let tall = ZoomEndpoint(clipFrame: CGRect(x: 0, y: 0, width: 0, height: 30), imageFrame: .zero)
        #expect(tall.pose(relativeTo: line) == ZoomPose(offset: CGPoint(x: 0, y: 10), scale: 3))
        let point = ZoomEndpoint(clipFrame: CGRect(x: 4, y: 4, width: 0, height: 0), imageFrame: .zero)
        #expect(Self.fitted.pose(relativeTo: point) == ZoomPose(offset: CGPoint(x: 183.5, y: 402), scale: 1))
    }

    @Test("a pose sanitizes: non-finite offsets become 0, a non-finite scale 1, a negative one 0")
    func poseSanitizes() {
        #expect(ZoomPose(offset: CGPoint(x: CGFloat.nan, y: .infinity), scale: .nan) == .home)
        #expect(ZoomPose(offset: .zero, scale: -2).scale == 0)
        #expect(ZoomPose(offset: .zero, scale: -.infinity).scale == 1)
    }

    @Test("without a source the flight fades and shrinks to half toward the centre")
    func fallback() {
        let center = Self.screen.center
        let shrunk = Self.thumbnail.fadedAndShrunk(toward: center)
        // Clip 50×50 centred on (187.5, 406); image 75×50 centred there too (it was centred on x 70 as the clip).
        #expect(shrunk.clipFrame == CGRect(x: 162.5, y: 381, width: 50, height: 50))
        #expect(shrunk.imageFrame == CGRect(x: 150, y: 381, width: 75, height: 50))
        #expect(shrunk.alpha == 0)
        #expect(shrunk.cornerRadius == 8)
        // A non-finite centre keeps the clip's own centre: never a flight to (0, 0).
        let inPlace = Self.thumbnail.fadedAndShrunk(toward: CGPoint(x: CGFloat.nan, y: 0))
        #expect(inPlace.clipFrame == CGRect(x: 45, y: 325, width: 50, height: 50))
        #expect(
            Self.thumbnail.fadedAndShrunk(toward: CGPoint(x: 0, y: CGFloat.infinity)).clipFrame.center == CGPoint(x: 70, y: 350))
    }

    @Test(
        "a flight retargets when the thumbnail moved more than half a point, not otherwise",
        arguments: [
            (CGFloat(0), CGFloat(0), CGFloat(0), false),
            (0.5, 0, 0, false),
            (0, -0.5, 0, false),
            (0.6, 0, 0, true),
            (0, -0.51, 0, true),
            (0, 0, 0.6, true), // the image frame moved (another content mode), the clip did not
            (0, 0, -0.4, false),
        ] as [(CGFloat, CGFloat, CGFloat, Bool)])
    func retarget(dx: CGFloat, dy: CGFloat, imageDX: CGFloat, moves: Bool) {
        let measured = ZoomEndpoint(
            clipFrame: Self.thumbnail.clipFrame.offsetBy(dx: dx, dy: dy),
            imageFrame: Self.thumbnail.imageFrame.offsetBy(dx: dx + imageDX, dy: dy), cornerRadius: 8)
        #expect(Self.thumbnail.retarget(to: measured) == (moves ? measured : nil))
    }

    @Test("a thumbnail that changed size retargets; one that cannot be measured keeps the end")
    func retargetSizeAndMissing() {
        let bigger = ZoomEndpoint(
            clipFrame: CGRect(x: 20, y: 300, width: 100, height: 101), imageFrame: Self.thumbnail.imageFrame)
        #expect(Self.thumbnail.retarget(to: bigger) == bigger)
        let wider = ZoomEndpoint(clipFrame: Self.thumbnail.clipFrame, imageFrame: CGRect(x: -5, y: 300, width: 151, height: 100))
        #expect(Self.thumbnail.retarget(to: wider) == wider)
        let taller = ZoomEndpoint(clipFrame: Self.thumbnail.clipFrame, imageFrame: CGRect(x: -5, y: 300, width: 150, height: 99))
        #expect(Self.thumbnail.retarget(to: taller) == taller)
        let clipWider = ZoomEndpoint(
            clipFrame: CGRect(x: 20, y: 300, width: 99, height: 100), imageFrame: Self.thumbnail.imageFrame)
        #expect(Self.thumbnail.retarget(to: clipWider) == clipWider)
        #expect(Self.thumbnail.retarget(to: nil) == nil)
    }

    @Test("garbage in, finite frames out (seeded)", arguments: [UInt64(1), 2, 3, 42])
    func neverNaN(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let specials: [CGFloat] = [0, -0, 1, -1, 1e9, -1e9, .nan, .infinity, -.infinity, 0.5, 375]
        func value() -> CGFloat { random.pick(specials) ?? 0 }
        func rect() -> CGRect { CGRect(x: value(), y: value(), width: value(), height: value()) }
        for _ in 0..<200 {
            let size = CGSize(width: value(), height: value())
            let mode = random.pick(ZoomContentMode.allCases) ?? .fill
            let endpoint =
                ZoomEndpoint.drawing(imageSize: size, in: rect(), contentMode: mode, visibleRect: rect())
                ?? ZoomEndpoint(clipFrame: rect(), imageFrame: rect(), cornerRadius: value(), alpha: value())
            let other = ZoomEndpoint(clipFrame: rect(), imageFrame: rect(), cornerRadius: value(), alpha: value())
            let results = [
                endpoint.interpolated(to: other, fraction: value()),
                endpoint.posed(ZoomPose(offset: CGPoint(x: value(), y: value()), scale: value())),
                endpoint.fadedAndShrunk(toward: CGPoint(x: value(), y: value())),
            ]
            for result in results {
                #expect(isFinite(result.clipFrame) && isFinite(result.imageFrame), "seed \(seed)")
                #expect(result.alpha.isFinite && result.cornerRadius.isFinite, "seed \(seed)")
            }
            let pose = other.pose(relativeTo: endpoint)
            #expect(pose.offset.x.isFinite && pose.offset.y.isFinite && pose.scale.isFinite, "seed \(seed)")
        }
    }
}
