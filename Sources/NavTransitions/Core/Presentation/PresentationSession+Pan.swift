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
    /// The dismissal interaction's progress (read once a dismissal took the pan over).
    package var dismissProgress: CGFloat

    /// Creates an event.
    package init(translation: CGPoint, velocity: CGPoint, container: PresentationContainer, trackedScrollView: ScrollViewState?,
                 dismissProgress: CGFloat) {
        self.translation = translation
        self.velocity = velocity
        self.container = container
        self.trackedScrollView = trackedScrollView
        self.dismissProgress = dismissProgress
    }
}

/// What the UIKit layer reads once per touch, when the presentation's pan begins.
package struct PresentationPanBeginning {
    /// Where the touch went down, in the presented view's coordinates (``PresentationSession/touchDownLocation(began:translation:)``).
    package var location: CGPoint
    /// The scroll views under that point, innermost first (the UIKit layer keeps them, weakly, for this touch:
    /// ``PresentationSession/ScrollViewReference/underFinger(_:)`` names them by index).
    package var scrollViews: [any ScrollViewNode]
    /// The presented view's untransformed frame in the container.
    package var presentedFrame: CGRect
    /// The presented view's frame as it shows now (its presentation layer's); nil when unknown.
    package var onScreenFrame: CGRect?
    /// How a released dismissal is settling, or nil.
    package var settling: InteractiveCompletion?
    /// The presented screen (`isModalInPresentation` decides whether a drag may dismiss).
    package var presented: any PresentedControllerNode

    /// Creates the readings of a beginning pan.
    package init(location: CGPoint, scrollViews: [any ScrollViewNode], presentedFrame: CGRect, onScreenFrame: CGRect?,
                 settling: InteractiveCompletion?, presented: any PresentedControllerNode) {
        self.location = location
        self.scrollViews = scrollViews
        self.presentedFrame = presentedFrame
        self.onScreenFrame = onScreenFrame
        self.settling = settling
        self.presented = presented
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
    ///   - event: the translation, velocity, container and tracked scroll view now.
    ///   - beginning: read once, when the pan begins: where the touch went down and what is under it.
    /// - Returns: the actions. When the pan began with a scroll view that shares it, the first is
    ///   ``Action/trackScrollView(_:)`` naming it among the scroll views under the finger; when the pan ends or is
    ///   cancelled, the last is ``Action/forgetTouch``.
    package mutating func pan(_ phase: GesturePhase?, _ event: PresentationPanEvent, beginning: () -> PresentationPanBeginning) -> Actions {
        let motion = SwipeDirection(dominantDirectionOf: event.velocity)
        switch phase {
        case .began?:
            let reading = beginning()
            let began = panBegan(location: reading.location, scrollViews: reading.scrollViews, layoutDirection: event.container.layoutDirection,
                                 presentedFrame: reading.presentedFrame, onScreenFrame: reading.onScreenFrame, container: event.container,
                                 settling: reading.settling, presented: reading.presented)
            let index = began.scrollView.flatMap { tracked in reading.scrollViews.firstIndex { $0 === tracked } }
            var actions = Actions()
            if let index { actions.append(.trackScrollView(.underFinger(index))) }
            actions += began.actions
            return actions
        case .changed?:
            // Every movement: stored inline, no allocation.
            return panChanged(translation: event.translation, motion: motion, scrollView: event.trackedScrollView,
                              dismissProgress: event.dismissProgress, container: event.container)
        case .ended?:
            var actions = Actions(panEnded(translation: event.translation, velocity: event.velocity, motion: motion,
                                           scrollView: event.trackedScrollView, container: event.container))
            actions.append(.forgetTouch)
            return actions
        case .cancelled?:
            var actions = Actions(panCancelled(container: event.container))
            actions.append(.forgetTouch)
            return actions
        case nil:
            return Actions()
        }
    }

    /// One event of the tracked scroll view's own pan (followed while a sheet shares the touch with it,
    /// ``Action/followScrollViewPan(_:)``): a change is the same step as the sheet's pan for `translation` (the
    /// presentation's pan's, as ``pan(_:_:beginning:)`` counts it); its end stops receiving it
    /// (``Action/stopReceivingScrollViewPan``) and reports ``scrollViewPanEnded(scrollView:)``.
    package mutating func scrollViewPan(_ phase: GesturePhase?, translation: CGPoint, scrollView: ScrollViewState?,
                                        container: PresentationContainer) -> Actions {
        switch phase {
        case .changed?:
            return scrollViewPanChanged(translation: translation, scrollView: scrollView, container: container)
        case .ended?, .cancelled?:
            var actions = Actions(.stopReceivingScrollViewPan)
            actions += scrollViewPanEnded(scrollView: scrollView)
            return actions
        case .began?, nil:
            return Actions()
        }
    }
}
