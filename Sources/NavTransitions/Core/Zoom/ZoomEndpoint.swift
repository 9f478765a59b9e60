import Foundation

/// One end of a zoom flight, in the container's coordinates: the flying photo's clip, its corners, where
/// the whole image lies, and its opacity.
///
/// The flying view is a clipping view (``clipFrame``, ``cornerRadius``, ``alpha``) holding an image view
/// (``imageFrame``). At a grid thumbnail the image is usually larger than the clip (an aspect-fill crop);
/// in the browser it usually equals it (an aspect-fit photo). Interpolating both frames opens the crop
/// smoothly, with no jump at either end.
package struct ZoomEndpoint: Sendable, Equatable {
    /// The clipping view's frame.
    package let clipFrame: CGRect
    /// The frame of the whole image; it may extend past ``clipFrame`` (what sticks out is cropped).
    package let imageFrame: CGRect
    /// The clipping view's corner radius in points.
    package let cornerRadius: CGFloat
    /// The flying view's opacity, 0...1.
    package let alpha: CGFloat

    /// Creates an endpoint. Frames are sanitized (non-finite components become 0, negative sizes are
    /// flipped), a negative or non-finite radius becomes 0, alpha is clamped to 0...1 (NaN becomes 0).
    package init(clipFrame: CGRect, imageFrame: CGRect, cornerRadius: CGFloat = 0, alpha: CGFloat = 1) {
        self.clipFrame = clipFrame.sanitized
        self.imageFrame = imageFrame.sanitized
        self.cornerRadius = Swift.max(0, cornerRadius.finiteOr(0))
        self.alpha = alpha.clamped(to: 0...1)
    }

    /// The endpoint of a view that draws an image of `imageSize` into `frame` with `contentMode`, seen
    /// through `visibleRect`: the clip is the part of the drawn image inside both, or nil when that part
    /// is empty (the view is entirely outside `visibleRect`, or `frame` is not measurable).
    ///
    /// An aspect-fill thumbnail keeps its frame as the clip; an aspect-fit image view larger than its
    /// image clips to the image (the letterbox does not fly); a zoomed-in photo clips to the visible part.
    ///
    /// - Parameter contentScale: the view's scale where `frame` was measured (a zooming scroll view's
    ///   `zoomScale`), for the content modes that draw the image at its own size.
    package static func drawing(
        imageSize: CGSize,
        in frame: CGRect,
        contentMode: ZoomContentMode,
        visibleRect: CGRect,
        cornerRadius: CGFloat = 0,
        contentScale: CGFloat = 1
    ) -> ZoomEndpoint? {
        guard frame.isMeasurable else { return nil }
        let image = contentMode.imageFrame(for: imageSize, in: frame, scale: contentScale)
        guard let drawn = image.overlap(with: frame), let clip = drawn.overlap(with: visibleRect) else { return nil }
        return ZoomEndpoint(clipFrame: clip, imageFrame: image, cornerRadius: cornerRadius)
    }

    /// The clipping view's state.
    package var clipState: ViewState {
        ViewState(frame: clipFrame, alpha: alpha, cornerRadius: cornerRadius)
    }

    /// The image view's state, in the clipping view's coordinates.
    package var imageState: ViewState {
        ViewState(frame: imageFrame.offsetBy(dx: -clipFrame.minX, dy: -clipFrame.minY))
    }

    /// The commands that put the flying view and its image in this state.
    package var commands: [ContainerCommand] {
        [.apply(.flyingView, clipState), .apply(.flyingImage, imageState)]
    }

    /// The endpoint `fraction` of the way to `end`: both frames, the radius and the alpha interpolated
    /// linearly; `fraction` is clamped to 0...1 (NaN counts as 0).
    package func interpolated(to end: ZoomEndpoint, fraction: CGFloat) -> ZoomEndpoint {
        let t = fraction.clamped(to: 0...1)
        return ZoomEndpoint(
            clipFrame: clipFrame.interpolated(to: end.clipFrame, fraction: t),
            imageFrame: imageFrame.interpolated(to: end.imageFrame, fraction: t),
            cornerRadius: cornerRadius.interpolated(to: end.cornerRadius, fraction: t),
            alpha: alpha.interpolated(to: end.alpha, fraction: t)
        )
    }

    /// This endpoint moved by `pose`: scaled by `pose.scale` around the clip's centre, then moved by
    /// `pose.offset`. The radius and alpha are kept.
    package func posed(_ pose: ZoomPose) -> ZoomEndpoint {
        let anchor = clipFrame.center
        let dx = pose.offset.x, dy = pose.offset.y
        return ZoomEndpoint(
            clipFrame: clipFrame.scaled(by: pose.scale, around: anchor).offsetBy(dx: dx, dy: dy),
            imageFrame: imageFrame.scaled(by: pose.scale, around: anchor).offsetBy(dx: dx, dy: dy),
            cornerRadius: cornerRadius,
            alpha: alpha
        )
    }

    /// The pose that moves `home` onto this endpoint, read from the clips: the offset between their
    /// centres and the ratio of their widths (of their heights when `home` has no width; 1 when it has no size).
    ///
    /// Used to pick up a flying view that a finger grabs while it settles.
    package func pose(relativeTo home: ZoomEndpoint) -> ZoomPose {
        // Without a size the ratio is NaN or infinite, which the pose turns into 1.
        let scale =
            home.clipFrame.width > 0
            ? clipFrame.width / home.clipFrame.width
            : clipFrame.height / home.clipFrame.height
        let offset = CGPoint(x: clipFrame.midX - home.clipFrame.midX, y: clipFrame.midY - home.clipFrame.midY)
        return ZoomPose(offset: offset, scale: scale)
    }

    /// The fallback end of a flight that has no source to land on: this endpoint shrunk to
    /// ``fallbackScale`` of its size, centred on `center`, and fully transparent (a fade-and-shrink toward
    /// the centre of the container). A non-finite `center` keeps the clip's own centre.
    package func fadedAndShrunk(toward center: CGPoint) -> ZoomEndpoint {
        let anchor = clipFrame.center
        let target = center.x.isFinite && center.y.isFinite ? center : anchor
        let dx = target.x - anchor.x, dy = target.y - anchor.y
        return ZoomEndpoint(
            clipFrame: clipFrame.scaled(by: Self.fallbackScale, around: anchor).offsetBy(dx: dx, dy: dy),
            imageFrame: imageFrame.scaled(by: Self.fallbackScale, around: anchor).offsetBy(dx: dx, dy: dy),
            cornerRadius: cornerRadius,
            alpha: 0
        )
    }

    /// The end a flight heading here must land on instead, when the thumbnail moved during the flight (a
    /// grid still settling): `measured` when its clip or image frame differs from this one's by more than
    /// half a point in some component, nil when nothing moved or nothing could be measured (the flight
    /// keeps its end; it never turns into a fallback halfway).
    package func retarget(to measured: ZoomEndpoint?) -> ZoomEndpoint? {
        guard let measured else { return nil }
        let tolerance = ScrollViewState.edgeTolerance
        let old = [
            clipFrame.minX, clipFrame.minY, clipFrame.width, clipFrame.height,
            imageFrame.minX, imageFrame.minY, imageFrame.width, imageFrame.height,
        ]
        let new = [
            measured.clipFrame.minX, measured.clipFrame.minY, measured.clipFrame.width, measured.clipFrame.height,
            measured.imageFrame.minX, measured.imageFrame.minY, measured.imageFrame.width, measured.imageFrame.height,
        ]
        return zip(old, new).contains { abs($0 - $1) > tolerance } ? measured : nil
    }

    /// How much a flight without a source shrinks while it fades.
    package static let fallbackScale: CGFloat = 0.5
}

/// Where a finger has moved the flying photo during an interactive dismissal, relative to its place in
/// the browser: a displacement of its centre and a scale around its centre.
package struct ZoomPose: Sendable, Equatable {
    /// How far the centre has moved, in points.
    package let offset: CGPoint
    /// The scale relative to the photo as the browser shows it: 1 is full size.
    package let scale: CGFloat

    /// Creates a pose; a non-finite offset component becomes 0, a non-finite or negative scale becomes 1
    /// or 0 respectively.
    package init(offset: CGPoint, scale: CGFloat) {
        self.offset = CGPoint(x: offset.x.finiteOr(0), y: offset.y.finiteOr(0))
        self.scale = Swift.max(0, scale.finiteOr(1))
    }

    /// The photo where the browser shows it.
    package static let home = ZoomPose(offset: .zero, scale: 1)
}
