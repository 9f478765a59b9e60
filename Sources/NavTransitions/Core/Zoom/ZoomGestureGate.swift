import Foundation

/// Decides when a pinch or a drag on the zoomed photo begins an interactive dismissal, and when it
/// leaves the touch to the browser's own zooming scroll view.
///
/// The browser's scroll view keeps what is its job: pinching out, pinching in while zoomed above its
/// minimum scale, and dragging when its content can still scroll that way; any other scroll view under
/// the finger (a caption's text view, a table, a vertical pager) keeps a drag it can scroll. The UIKit
/// layer asks ``decision(_:scale:velocity:zoom:scrollView:scrollViewsUnderTouch:photoScrollView:session:hasPhotoView:)``
/// in `gestureRecognizerShouldBegin(_:)` (then the app's `interactiveDismissShouldBegin` for a new
/// dismissal), and makes the photo's gestures wait for the dismissal's gesture to fail as
/// ``otherGestureMustWait(_:for:)`` says (``otherGesture(scrollView:isPinch:photoScrollView:zoomedView:)``
/// tells them from the rest), so the two never both move the photo.
package enum ZoomGestureGate {
    /// How close to its minimum a zoom scale counts as not zoomed in.
    package static let zoomTolerance: CGFloat = 0.01

    /// The zooming state of the browser's scroll view.
    package struct Zoom: Sendable, Equatable {
        /// The scroll view's `zoomScale`.
        package var scale: CGFloat
        /// The scroll view's `minimumZoomScale` (the photo at its fitted size, "1×").
        package var minimumScale: CGFloat

        /// Creates a zoom state; values are kept as given.
        package init(scale: CGFloat, minimumScale: CGFloat) {
            self.scale = scale
            self.minimumScale = minimumScale
        }

        /// Whether the photo is at its fitted size: `scale ≤ minimumScale + 0.01`. NaN gives false (the
        /// scroll view keeps what cannot be judged).
        package var isAtMinimum: Bool {
            scale <= minimumScale + ZoomGestureGate.zoomTolerance
        }
    }

    /// A gesture recognizer the dismissal's gesture may have to share the touch with.
    package enum OtherGesture: Sendable, Hashable, CaseIterable {
        /// The `pinchGestureRecognizer` of the scroll view that zooms the photo.
        case photoPinch
        /// The `panGestureRecognizer` of the scroll view that zooms the photo.
        case photoPan
        /// The `panGestureRecognizer` of a scroll view inside the zoomed screen that holds the photo's
        /// scroll view: the browser's pager (horizontal, or vertical).
        case pagerPan
        /// Another scroll view's `pinchGestureRecognizer` inside the zoomed screen.
        case scrollViewPinch
        /// Another scroll view's `panGestureRecognizer` inside the zoomed screen (a caption's text view, a table).
        case scrollViewPan
        /// Anything else (outside the zoomed screen, or not a scroll view's).
        case other
    }

    /// Which kind of gesture a scroll view's pinch or pan is, for ``otherGestureMustWait(_:for:)``.
    ///
    /// - Parameters:
    ///   - scrollView: the view of the other recognizer, when it is a scroll view and the recognizer is its
    ///     `pinchGestureRecognizer` or `panGestureRecognizer`.
    ///   - isPinch: whether the recognizer is the scroll view's pinch (false: its pan).
    ///   - photoScrollView: the scroll view that zooms the photo, or nil when there is none.
    ///   - zoomedView: the zoomed screen's view.
    /// - Returns: ``OtherGesture/photoPinch`` or ``OtherGesture/photoPan`` for the photo's scroll view;
    ///   ``OtherGesture/pagerPan`` for the pan of a scroll view that holds it (between it and `zoomedView`,
    ///   `zoomedView` included); ``OtherGesture/scrollViewPinch`` or ``OtherGesture/scrollViewPan`` for any
    ///   other scroll view in `zoomedView` (itself included); ``OtherGesture/other`` outside it.
    package static func otherGesture(
        scrollView: any ScrollViewNode, isPinch: Bool, photoScrollView: (any ScrollViewNode)?,
        zoomedView: any ScrollViewNode
    ) -> OtherGesture {
        guard isInside(scrollView, zoomedView) else { return .other }
        if let photoScrollView, scrollView === photoScrollView { return isPinch ? .photoPinch : .photoPan }
        if !isPinch, let photoScrollView, isInside(photoScrollView, scrollView) {
            return .pagerPan
        }
        return isPinch ? .scrollViewPinch : .scrollViewPan
    }

    /// Which kind of gesture another recognizer is, from what UIKit says of it: its view when that is a scroll
    /// view, whether it is that scroll view's `pinchGestureRecognizer` or `panGestureRecognizer`, and the
    /// zoomed screen's view when loaded.
    ///
    /// A recognizer whose view is not a scroll view, one that is neither of its scroll view's own, or a
    /// zoomed screen without a loaded view: ``OtherGesture/other``. Otherwise as
    /// ``otherGesture(scrollView:isPinch:photoScrollView:zoomedView:)``.
    package static func otherGesture(
        scrollView: (any ScrollViewNode)?, isScrollViewPinch: Bool, isScrollViewPan: Bool,
        photoScrollView: (any ScrollViewNode)?, zoomedView: (any ScrollViewNode)?
    ) -> OtherGesture {
        guard let scrollView, let zoomedView, isScrollViewPinch || isScrollViewPan else { return .other }
        return otherGesture(
            scrollView: scrollView, isPinch: isScrollViewPinch, photoScrollView: photoScrollView, zoomedView: zoomedView)
    }

    /// Whether `node` is `ancestor` or one of its descendants.
    private static func isInside(_ node: any ScrollViewNode, _ ancestor: any ScrollViewNode) -> Bool {
        var current: (any ScrollViewNode)? = node
        while let view = current {
            if view === ancestor { return true }
            current = view.scrollNodeSuperview
        }
        return false
    }

    /// What a gesture on the zoomed photo does when it is about to begin.
    package enum Decision: Sendable, Hashable, CaseIterable {
        /// It does not begin: the touch stays the browser's (its scroll view, its paging).
        case refuse
        /// It begins a new interactive dismissal, if the app's `interactiveDismissShouldBegin` agrees.
        case begin
        /// It grabs a dismissal that is landing (the app is not asked again).
        case grab
    }

    /// What a pinch or a drag on the zoomed photo does (`gestureRecognizerShouldBegin(_:)`).
    ///
    /// - Parameters:
    ///   - gesture: the pinch or the drag.
    ///   - scale: a pinch's scale when it is about to begin (`UIPinchGestureRecognizer.scale`); ignored
    ///     for a drag.
    ///   - velocity: a drag's velocity in points per second; ignored for a pinch.
    ///   - zoom: the browser's zooming scroll view, or nil when there is none.
    ///   - scrollView: the same scroll view's geometry, or nil when there is none.
    ///   - scrollViewsUnderTouch: a drag's scroll views under the finger, innermost first
    ///     (``ScrollViewState/scrollViews(from:upTo:)`` from the zoomed screen's view); ignored for a pinch.
    ///   - photoScrollView: the scroll view that zooms the photo, or nil: in `scrollViewsUnderTouch` it is
    ///     judged by `scrollView`, not by its node's state.
    ///   - session: the dismissal's phase.
    ///   - hasPhotoView: whether the zoomed screen names its photo view.
    /// - Returns: while landing, ``Decision/grab`` (the touch takes the photo). While fingers already drive
    ///   the dismissal, or without a photo view, ``Decision/refuse``. Otherwise ``Decision/begin`` for a
    ///   pinch that closes (scale below 1) on a photo at its fitted size, and for a drag that is mostly
    ///   vertical while neither the photo's scroll view (not zoomed in, or scrolled to that edge) nor any
    ///   other scroll view under the finger can scroll that way; pinching out, pinching in while zoomed
    ///   in, dragging content that can still scroll (the photo, a caption, a vertical pager) and horizontal
    ///   drags (paging) are refused. NaN is refused.
    package static func decision(
        _ gesture: ZoomDismissalGesture,
        scale: CGFloat,
        velocity: CGPoint,
        zoom: Zoom?,
        scrollView: ScrollViewState?,
        scrollViewsUnderTouch: [any ScrollViewNode],
        photoScrollView: (any ScrollViewNode)?,
        session: ZoomInteractionSession.Phase,
        hasPhotoView: Bool
    ) -> Decision {
        switch session {
        case .settling: return .grab
        case .waitingForTransition, .interacting: return .refuse
        case .idle: break
        }
        guard hasPhotoView else { return .refuse }
        switch gesture {
        case .pinch:
            return scale < 1 && zoom?.isAtMinimum != false ? .begin : .refuse
        case .drag:
            guard let motion = SwipeDirection(dominantDirectionOf: velocity), !motion.isHorizontal else { return .refuse }
            if scrollView?.canScroll(toward: motion) == true { return .refuse }
            let otherCanScroll = scrollViewsUnderTouch.contains { node in
                node !== photoScrollView && node.scrollNodeState?.canScroll(toward: motion) == true
            }
            return otherCanScroll ? .refuse : .begin
        }
    }

    /// The answer of `gestureRecognizerShouldBegin(_:)` for a gate's `decision`: a refusal never begins, a
    /// grab always does (the app is not asked again), and a new dismissal asks the app's
    /// `interactiveDismissShouldBegin` (`appAllows` gives nil when the app set none, which allows it).
    package static func shouldBegin(_ decision: Decision, appAllows: () -> Bool?) -> Bool {
        switch decision {
        case .refuse: return false
        case .grab: return true
        case .begin: return appAllows() ?? true
        }
    }

    /// Whether another gesture recognizer must wait for the dismissal's `gesture` to fail
    /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`).
    ///
    /// The photo's scroll view's pinch waits for the dismissal's pinch, its pan and its pager's pan for the
    /// dismissal's drag: they then get the touch at once when the dismissal does not begin, and never while
    /// it runs. Nothing else waits: another scroll view (a caption, a table) keeps its own touches (the drag
    /// is refused where it can scroll), and a pinch that never begins would hold a one-finger pan back until
    /// the touch ends.
    package static func otherGestureMustWait(_ other: OtherGesture, for gesture: ZoomDismissalGesture) -> Bool {
        switch (gesture, other) {
        case (.pinch, .photoPinch), (.drag, .photoPan), (.drag, .pagerPan): return true
        case (.pinch, _), (.drag, _): return false
        }
    }
}
