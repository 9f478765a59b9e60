import Foundation

/// One event of the presentation's pan (`dismissPanGestureRecognizer`), as the UIKit layer reads it from the
/// recognizer, or as the self-check drives it through the same entry point.
package struct PresentationPanEvent: Sendable, Equatable {
    /// The translation the session counts, in the container's coordinates: since the pan began, or since the
    /// session last reset it (``PresentationSession/Action/resetPanTranslation``).
    package var translation: CGPoint
    /// The velocity, in points per second in the container's coordinates; its dominant direction is the motion.
    package var velocity: CGPoint
    /// The container now.
    package var container: PresentationContainer
    /// The state of the scroll view that shares the pan (tracked since it began), now; nil without one.
    package var trackedScrollView: ScrollViewState?
    /// The states of the scroll views that were under the finger when the pan began, now, by index (nil: gone):
    /// those the touch holds still are pinned back (``PresentationSession/heldScrollViews``).
    package var scrollViewsUnderFinger: [ScrollViewState?]
    /// Whether each of those scroll views' own pan has recognized this touch (read when the pan ends: a held
    /// scroll view whose pan never began is let go at once; nil or missing: it has).
    package var scrollViewPansRecognized: [Bool] = []
    /// Whether the tracked scroll view's own pan has recognized this touch (read when the pan ends: one that
    /// never began is no longer followed).
    package var trackedScrollViewPanRecognized = true
    /// The dismissal interaction's progress (read once a dismissal took the pan over).
    package var dismissProgress: CGFloat

    /// Creates an event.
    package init(
        translation: CGPoint, velocity: CGPoint, container: PresentationContainer, trackedScrollView: ScrollViewState?,
        scrollViewsUnderFinger: [ScrollViewState?] = [], dismissProgress: CGFloat
    ) {
        self.translation = translation
        self.velocity = velocity
        self.container = container
        self.trackedScrollView = trackedScrollView
        self.scrollViewsUnderFinger = scrollViewsUnderFinger
        self.dismissProgress = dismissProgress
    }
}

/// What the host reads once per touch, when the presentation's pan begins, before the session is asked: values
/// only, so that nothing the session does while it changes calls out (a hit test runs the app's overrides, and
/// so does `isModalInPresentation`).
package struct PresentationPanBeginning: Sendable, Equatable {
    /// Where the touch went down, in the presented view's coordinates (``PresentationSession/touchDownLocation(began:translation:input:recorded:)``).
    package var location: CGPoint
    /// The states of the scroll views under that point, innermost first (the host keeps the views, weakly, for
    /// this touch: ``PresentationSession/ScrollViewReference/underFinger(_:)`` names them by index).
    package var scrollViews: [ScrollViewState?]
    /// The presented view's untransformed frame in the container.
    package var presentedFrame: CGRect
    /// The presented view's frame as it shows now (its presentation layer's); nil when unknown.
    package var onScreenFrame: CGRect?
    /// How a released dismissal is settling, or nil.
    package var settling: InteractiveCompletion?
    /// Whether the presented screen or a shown descendant is modal in presentation (a drag may not dismiss).
    package var isModalInPresentation: Bool

    /// Creates the readings of a beginning pan.
    package init(
        location: CGPoint, scrollViews: [ScrollViewState?], presentedFrame: CGRect, onScreenFrame: CGRect?,
        settling: InteractiveCompletion?, isModalInPresentation: Bool
    ) {
        self.location = location
        self.scrollViews = scrollViews
        self.presentedFrame = presentedFrame
        self.onScreenFrame = onScreenFrame
        self.settling = settling
        self.isModalInPresentation = isModalInPresentation
    }
}

/// The presentation's pan and the tracked scroll view's own pan, by phase: the one entry point the recognizers'
/// action methods call with their state mapped to a ``GesturePhase`` (nil for a state that calls no action), and
/// the one the self-check drives. The action methods hold no `switch` over the state.
extension PresentationSession {
    /// One event of the presentation's pan.
    ///
    /// - Parameters:
    ///   - phase: the recognizer's phase (`GesturePhase(recognizerStateRawValue:)`); nil does nothing.
    ///   - event: the translation, velocity, container and scroll views now.
    ///   - beginning: read by the host once, when the pan begins (before this call): where the touch went down
    ///     and what is under it; nil for the other phases (a `.began` without it does nothing).
    /// - Returns: the actions. When the pan began with a scroll view that shares it, the first is
    ///   ``Action/trackScrollView(_:)`` naming it among the scroll views under the finger; when the pan ends or is
    ///   cancelled, the last is ``Action/forgetTouch``.
    ///   Every movement's actions are stored inline (``Actions``): a `.changed` event allocates nothing.
    package mutating func pan(
        _ phase: GesturePhase?, _ event: PresentationPanEvent, beginning: PresentationPanBeginning?
    ) -> Actions {
        let motion = SwipeDirection(dominantDirectionOf: event.velocity)
        switch phase {
        case .began?:
            guard let reading = beginning else { return Actions() }
            scrollViewsUnderFingerCount = reading.scrollViews.count
            let began = panBegan(
                location: reading.location, scrollViews: reading.scrollViews, layoutDirection: event.container.layoutDirection,
                presentedFrame: reading.presentedFrame, onScreenFrame: reading.onScreenFrame, container: event.container,
                settling: reading.settling, isModalInPresentation: reading.isModalInPresentation)
            var actions = Actions()
            if let index = began.trackedIndex { actions.append(.trackScrollView(.underFinger(index))) }
            actions += began.actions
            return actions
        case .changed?:
            return panChanged(
                translation: event.translation, motion: motion, scrollView: event.trackedScrollView,
                dismissProgress: event.dismissProgress, container: event.container, underFinger: event.scrollViewsUnderFinger)
        case .ended?:
            var actions = panEnded(
                translation: event.translation, velocity: event.velocity, motion: motion, scrollView: event.trackedScrollView,
                container: event.container, underFinger: event.scrollViewsUnderFinger)
            // A shared list whose own pan never began sends no end: it is not followed past this touch.
            if !event.trackedScrollViewPanRecognized { actions += stopFollowingScrollViewPan() }
            return Actions(actions + presentationPanFinished(pansRecognized: event.scrollViewPansRecognized))
        case .cancelled?:
            return Actions(
                panCancelled(container: event.container) + presentationPanFinished(pansRecognized: event.scrollViewPansRecognized)
            )
        case nil:
            return Actions()
        }
    }

    /// One event of the tracked scroll view's own pan (followed while a sheet shares the touch with it,
    /// ``Action/followScrollViewPan(_:)``): a change is the same step as the sheet's pan for `translation` (the
    /// presentation's pan's, as ``pan(_:_:beginning:)`` counts it); its end stops receiving it
    /// (``Action/stopReceivingScrollViewPan``) and reports ``scrollViewPanEnded(scrollView:)``.
    package mutating func scrollViewPan(
        _ phase: GesturePhase?, translation: CGPoint, scrollView: ScrollViewState?,
        container: PresentationContainer, underFinger: [ScrollViewState?] = []
    ) -> Actions {
        switch phase {
        case .changed?:
            return scrollViewPanChanged(
                translation: translation, scrollView: scrollView, container: container, underFinger: underFinger)
        case .ended?, .cancelled?:
            var actions = Actions(.stopReceivingScrollViewPan)
            actions += scrollViewPanEnded(scrollView: scrollView)
            return actions
        case .began?, nil:
            return Actions()
        }
    }
}
