import Foundation

/// Which interaction drives one leg of a zoom, decided when UIKit asks for the interaction controller
/// (`interactionControllerForDismissal(using:)`, or the navigation delegate's `interactionControllerFor`).
///
/// A zoomed screen can be left three ways: the pinch or drag on its photo (the zoom's own interaction,
/// the fingers move the photo freely), a pan that scrubs the transition along its path (the navigation
/// proxy's swipe back; a presentation's dismiss pan if the app turned it on), or a plain call
/// (a close button, `dismiss(animated:)`, the back button), which is not interactive.
package enum ZoomDismissalDriver: Sendable, Hashable, CaseIterable {
    /// The pinch or drag on the photo: vend the zoom's interactive dismissal.
    case zoomGesture
    /// A pan along the transition's path (the swipe back): vend that pan's interaction; the zoom's
    /// flight is scrubbed by its progress, backwards toward the thumbnail, and finishes or cancels as
    /// the pan decides.
    case pan
    /// No finger: vend no interaction controller, the flight runs on its own.
    case none

    /// The driver of a leg.
    ///
    /// - Parameters:
    ///   - operation: the leg; a push or a presentation is never interactive.
    ///   - isZoomGestureDriving: the zoom's interaction is waiting for or driving a transition
    ///     (`ZoomInteractionSession.isDriving`).
    ///   - isPanDriving: the pan's interaction is waiting for or driving a transition.
    /// - Returns: forward: ``none``. Backward: ``zoomGesture`` when the zoom's fingers drive (they asked
    ///   for this transition: a pinch or drag wins over a pan that claims to drive at the same time, which
    ///   then finds its transition taken), otherwise ``pan`` when the pan drives, otherwise ``none``.
    package static func driver(
        for operation: TransitionOperation, isZoomGestureDriving: Bool, isPanDriving: Bool
    ) -> ZoomDismissalDriver {
        guard !operation.isForward else { return .none }
        if isZoomGestureDriving { return .zoomGesture }
        return isPanDriving ? .pan : .none
    }
}

/// When the zoom's pinch and drag are on the zoomed screen.
///
/// They are added when the photo has landed in the browser (a finished present or push) and removed
/// when the browser has left (a finished dismiss or pop). A cancelled leg leaves things as they were
/// before it: a cancelled present or push never showed the browser (nothing to add; anything left from
/// an earlier zoom is removed), a cancelled dismissal or pop leaves the browser with its gestures.
package enum ZoomDismissalGestures: Sendable, Hashable, CaseIterable {
    /// Add the gestures to the zoomed screen's view (replacing any already there).
    case install
    /// Remove them (a dismissal the fingers drive is cancelled first).
    case remove
    /// Leave them as they are.
    case keep

    /// Whether the animation controller of a leg makes the zoomed screen a new pinch-and-drag interaction
    /// (a present or push: the zoom's options may have changed since the last one; the old one is removed
    /// first) rather than using the one the screen has (a dismiss or pop).
    package static func makesNewInteraction(for operation: TransitionOperation) -> Bool {
        operation.isForward
    }

    /// What to do with the gestures when UIKit reports the end of a zoom leg (`animationEnded(_:)`).
    ///
    /// | leg | finished | cancelled |
    /// |---|---|---|
    /// | present, push | ``install`` | ``remove`` |
    /// | dismiss, pop | ``remove`` | ``keep`` |
    package static func afterTransition(_ operation: TransitionOperation, finished: Bool) -> ZoomDismissalGestures {
        switch (operation.isForward, finished) {
        case (true, true): return .install
        case (true, false), (false, true): return .remove
        case (false, false): return .keep
        }
    }
}

/// The zoomed screen's pinch and drag as a leg's end sees them (`ZoomInteractiveDismissal`, the headless
/// dismissal): added to the zoomed screen's view, or removed.
package protocol ZoomDismissalGestureHost: AnyObject {
    /// Adds the gestures to the zoomed screen's view (replacing any already there).
    func install()
    /// Removes them (a dismissal the fingers drive is cancelled first).
    func uninstall()
}

extension ZoomDismissalGestures {
    /// The zoomed screen's gestures for a leg's animation controller: a new interaction (``makesNewInteraction(for:)``:
    /// `current` is removed first) or `current`.
    package static func interaction<Gestures: ZoomDismissalGestureHost>(
        for operation: TransitionOperation, current: Gestures?,
        makeNew: () -> Gestures
    ) -> Gestures? {
        guard makesNewInteraction(for: operation) else { return current }
        current?.uninstall()
        return makeNew()
    }

    /// Installs, removes or keeps `gestures` as ``afterTransition(_:finished:)`` says, when UIKit reports the end
    /// of a zoom leg (`animationEnded(_:)`); nothing without gestures.
    package static func transitionEnded(
        _ operation: TransitionOperation, finished: Bool, gestures: (any ZoomDismissalGestureHost)?
    ) {
        switch afterTransition(operation, finished: finished) {
        case .install: gestures?.install()
        case .remove: gestures?.uninstall()
        case .keep: break
        }
    }
}
