import Foundation

/// The browser's photo view as the screen shows it, read from the view and its zooming scroll view.
///
/// A photo browser shows each photo in an image view that a `UIScrollView` zooms (the scroll view's
/// `viewForZooming`). The scroll view then gives the image view a scale transform (its `zoomScale`) and
/// scrolls its content by `contentOffset`; what is on screen is the part of the scaled photo inside the
/// scroll view's frame. A zoom flight starts (dismissing) or lands (presenting) exactly there.
package struct ZoomPhotoMeasurement: Sendable, Equatable {
    /// The photo view's `center`, in its scroll view's coordinates (content coordinates); without a scroll
    /// view, in the container's coordinates.
    package var center: CGPoint
    /// The photo view's untransformed size, `bounds.size`.
    package var boundsSize: CGSize
    /// The photo view's scale, its transform's `a`: the scroll view's `zoomScale` when the photo view is
    /// what it zooms; 1 without a scroll view.
    package var zoomScale: CGFloat
    /// The scroll view's `contentOffset`; zero without a scroll view.
    package var contentOffset: CGPoint
    /// The scroll view's visible rect in the container's coordinates
    /// (`scrollView.convert(scrollView.bounds, to: container)`), or nil without a scroll view.
    package var viewport: CGRect?
    /// How the photo view draws its image.
    package var contentMode: ZoomContentMode
    /// The photo view's alpha before the transition, restored afterwards.
    package var alpha: CGFloat

    /// Creates a measurement; values are kept as given (``displayedFrame`` sanitizes them).
    package init(
        center: CGPoint,
        boundsSize: CGSize,
        zoomScale: CGFloat = 1,
        contentOffset: CGPoint = .zero,
        viewport: CGRect? = nil,
        contentMode: ZoomContentMode = .aspectFit,
        alpha: CGFloat = 1
    ) {
        self.center = center
        self.boundsSize = boundsSize
        self.zoomScale = zoomScale
        self.contentOffset = contentOffset
        self.viewport = viewport
        self.contentMode = contentMode
        self.alpha = alpha
    }

    /// The photo view as the zoom reads it: through its zooming scroll view when `scrollView` holds it
    /// (is its superview), directly otherwise.
    ///
    /// - Parameters:
    ///   - center: the photo view's `center` (in its superview's coordinates).
    ///   - boundsSize: its `bounds.size`.
    ///   - transformScale: its transform's `a` (the scroll view's `zoomScale` when it zooms the view).
    ///   - frameInSpace: its bounds converted to the measuring space (`convert(bounds, to: space)`).
    ///   - scrollView: the zooming scroll view's `contentOffset` and its bounds in the measuring space, when
    ///     the destination names one; nil otherwise.
    ///   - isInScrollView: whether that scroll view is the photo view's superview.
    package static func measuring(
        center: CGPoint, boundsSize: CGSize, transformScale: CGFloat, frameInSpace: CGRect,
        scrollView: (contentOffset: CGPoint, viewport: CGRect)?, isInScrollView: Bool,
        contentMode: ZoomContentMode, alpha: CGFloat
    ) -> ZoomPhotoMeasurement {
        guard let scrollView, isInScrollView else {
            return ZoomPhotoMeasurement(
                center: CGPoint(x: frameInSpace.midX, y: frameInSpace.midY), boundsSize: frameInSpace.size,
                contentMode: contentMode, alpha: alpha)
        }
        return ZoomPhotoMeasurement(
            center: center, boundsSize: boundsSize, zoomScale: transformScale,
            contentOffset: scrollView.contentOffset, viewport: scrollView.viewport,
            contentMode: contentMode, alpha: alpha)
    }

    /// Where the photo's centre is as the browser shows it (the pose's home, in `bounds`' coordinates):
    /// the centre of the photo's clip (``endpoint(imageSize:containerBounds:)``), or the centre of `bounds`
    /// when the browser names no photo view (`photo` nil) or nothing of it is visible.
    package static func homeCenter(of photo: ZoomPhotoMeasurement?, imageSize: CGSize, bounds: CGRect) -> CGPoint {
        guard let clip = photo?.endpoint(imageSize: imageSize, containerBounds: bounds)?.clipFrame else {
            return bounds.sanitized.center
        }
        return CGPoint(x: clip.midX, y: clip.midY)
    }

    /// The photo view's frame on screen, in the container's coordinates.
    ///
    /// Size: `boundsSize × zoomScale`. Centre: `viewport.origin + center − contentOffset` (without a
    /// viewport, `center`). A 375×500 photo view centred at (187.5, 250) in content, zoomed 2× (so its
    /// centre in content is at (375, 500)) and scrolled to (100, 200) in a viewport at (0, 0) shows at
    /// x −100, y −200, 750×1000. A non-finite zoom scale counts as 1, a negative one (a mirrored view)
    /// as its magnitude, and 0 shows nothing (an empty frame at the centre: the flight then uses the
    /// aspect-fit frame); other non-finite components count as 0; a negative size counts as its magnitude.
    package var displayedFrame: CGRect {
        let scale = abs(zoomScale.finiteOr(1))
        let width = abs(boundsSize.width.finiteOr(0)) * scale
        let height = abs(boundsSize.height.finiteOr(0)) * scale
        let origin = viewport?.sanitized.origin ?? .zero
        let x = origin.x + center.x.finiteOr(0) - (viewport == nil ? 0 : contentOffset.x.finiteOr(0))
        let y = origin.y + center.y.finiteOr(0) - (viewport == nil ? 0 : contentOffset.y.finiteOr(0))
        return CGRect(x: x - width / 2, y: y - height / 2, width: width, height: height)
    }

    /// The flight's end at the photo: the image as the photo view draws it in ``displayedFrame``, clipped
    /// to the viewport and the container; nil when nothing of it is visible (then the flight uses
    /// ``ZoomScene/aspectFitEndpoint(imageSize:in:)``).
    ///
    /// A long photo that the browser shows fit to width from the top (1000×5000 in a 375×812 screen:
    /// the view is 375×1875 at y 0) gives a clip of the screen, 375×812, and an image frame of 375×1875
    /// at y 0: the flight lands on the top of the photo as shown, and the crop opens downward.
    package func endpoint(imageSize: CGSize, containerBounds: CGRect) -> ZoomEndpoint? {
        let visible: CGRect?
        if let viewport {
            visible = viewport.overlap(with: containerBounds)
        } else {
            visible = containerBounds.sanitized
        }
        guard let visible else { return nil }
        return .drawing(
            imageSize: imageSize, in: displayedFrame, contentMode: contentMode, visibleRect: visible,
            contentScale: zoomScale)
    }
}

/// The source thumbnail as it is when a leg of the zoom starts, in the container's coordinates.
package struct ZoomSourceMeasurement: Sendable, Equatable {
    /// The source view's frame (`source.convert(source.bounds, to: container)`).
    package var frame: CGRect
    /// The part of the container where the source can be seen: the container's bounds, narrowed by each
    /// ancestor that clips its content (a scrolled grid's visible rect), in the container's coordinates.
    package var visibleRect: CGRect
    /// Whether the source is in a window: a view that is not cannot be measured.
    package var isInWindow: Bool
    /// The source's corner radius in points (`ZoomOptions`' radius, or the view's layer's).
    package var cornerRadius: CGFloat
    /// How the source draws the photo: an image view's mode; ``ZoomContentMode/aspectFill`` for another view.
    package var contentMode: ZoomContentMode
    /// The source's alpha before the transition, restored afterwards.
    package var alpha: CGFloat

    /// Creates a measurement; values are kept as given (``endpoint(imageSize:)`` rejects what is unusable).
    package init(
        frame: CGRect,
        visibleRect: CGRect,
        isInWindow: Bool = true,
        cornerRadius: CGFloat = 0,
        contentMode: ZoomContentMode = .aspectFill,
        alpha: CGFloat = 1
    ) {
        self.frame = frame
        self.visibleRect = visibleRect
        self.isInWindow = isInWindow
        self.cornerRadius = cornerRadius
        self.contentMode = contentMode
        self.alpha = alpha
    }

    /// The thumbnail `source` as the zoom measures it when a leg starts or a dismissal lands, in
    /// `container`'s coordinates.
    ///
    /// - Parameters:
    ///   - source: the source view.
    ///   - container: the transition's container view.
    ///   - isInWindow: whether `source` is in a window (`window != nil`).
    ///   - cornerRadius: ``ZoomOptions``' `sourceCornerRadius`, or nil to read the thumbnail's own
    ///     (``ZoomSourceSearch/cornerRadius(of:)``).
    /// - Returns: the frame is `source`'s bounds in the container; the visible rect is the container's bounds
    ///   narrowed by every ancestor of `source` that clips (up to the container, or to the top when `source`
    ///   is not inside it: a presenter's grid lies below the container, in the window); the content mode is
    ///   an image view's, ``ZoomContentMode/aspectFill`` for another view; the alpha is the view's.
    package init(measuring source: any ZoomSourceNode, in container: any ZoomSourceNode, isInWindow: Bool, cornerRadius: CGFloat?)
    {
        var clippingRects: [CGRect] = []
        var ancestor = source.zoomSourceSuperview
        while let view = ancestor, view !== container {
            if view.zoomSourceClips { clippingRects.append(view.zoomSourceFrame(in: container)) }
            ancestor = view.zoomSourceSuperview
        }
        self.init(
            frame: source.zoomSourceFrame(in: container),
            visibleRect: Self.visibleRect(
                containerBounds: container.zoomSourceFrame(in: container), clippingRects: clippingRects),
            isInWindow: isInWindow,
            cornerRadius: cornerRadius ?? ZoomSourceSearch.cornerRadius(of: source),
            contentMode: source.zoomSourceContentMode ?? .aspectFill,
            alpha: source.zoomSourceAlpha
        )
    }

    /// The part of the container where a view can be seen: `containerBounds` narrowed by each rect that
    /// clips it (the frames of its ancestors with `clipsToBounds`, in the container's coordinates); an
    /// empty rect when they share no area.
    package static func visibleRect(containerBounds: CGRect, clippingRects: [CGRect]) -> CGRect {
        clippingRects.reduce(containerBounds.sanitized) { visible, clip in visible.overlap(with: clip) ?? .zero }
    }

    /// The flight's end at the thumbnail, or nil when the flight must fall back (fade and shrink toward
    /// the centre): the source is not in a window, its frame has a non-finite component or no area, or
    /// it lies entirely outside ``visibleRect`` (scrolled away, under a clipping ancestor's edge).
    ///
    /// The clip is the whole frame, not its visible part: a thumbnail half under a bar still lands whole.
    /// A 100×100 aspect-fill thumbnail of a 3000×2000 photo at (20, 300) gives a clip of (20, 300, 100, 100)
    /// and an image frame of (−5, 300, 150, 100).
    package func endpoint(imageSize: CGSize) -> ZoomEndpoint? {
        guard isInWindow, frame.isMeasurable, frame.overlap(with: visibleRect) != nil else { return nil }
        return .drawing(imageSize: imageSize, in: frame, contentMode: contentMode, visibleRect: frame, cornerRadius: cornerRadius)
    }
}
