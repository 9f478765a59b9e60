import Foundation

/// The object a ``ZoomInteractionSession`` drives: UIKit's `ZoomInteractiveDismissal` and the headless zoom
/// interactions.
///
/// The host stores the session and makes the UIKit calls, one requirement per ``ZoomInteractionCommand``; the
/// extension below feeds it the recognizers' phases and runs the commands, so that the order (a begin's answer
/// fed back before the next command) is the same code on both.
package protocol ZoomInteractionHost: AnyObject {
    /// The session the host keeps (a value: every event goes through this property).
    var zoomSession: ZoomInteractionSession { get set }
    /// Forgets the animation controller vended so far and starts the dismissal (`dismiss(animated: true)`,
    /// `popViewController(animated: true)`): whether one started, and whether the delegates vended this
    /// interaction for it (false: another object answered).
    func beginZoomDismissal() -> (started: Bool, vendedThisInteraction: Bool)
    /// `zoomTransitionInteractiveDismissalDidBegin()` on the zoomed screen.
    func zoomInteractionDidBegin()
    /// `zoomTransitionInteractiveDismissalDidEnd(willDismiss:)` on the zoomed screen.
    func zoomInteractionDidEnd(willDismiss: Bool)
    /// Moves the flying photo to `pose` and the screens to `progress`.
    func moveFlight(to pose: ZoomPose, progress: CGFloat)
    /// Lands the flight as `release` says (a finger may grab the landing photo).
    func landFlight(_ release: ZoomRelease)
    /// Stops the landing where it is and pauses the screens for the fingers.
    func pauseFlightForGrab()
    /// Ends the transition UIKit just started at once, cancelled (`cancelInteractiveTransition()`,
    /// `completeTransition(false)`).
    func abortZoomTransition()
    /// A bug the tests plant in ``runZoomCommands(_:)`` (``PlantedFault/zoomLandingDropped``); nil, the default, on UIKit.
    var plantedFault: PlantedFault? { get }
}

extension ZoomInteractionHost {
    package var plantedFault: PlantedFault? { nil }

    /// A pinch's or a pan's phase with what it reports: the fingers (in the zoomed view), the touch count, the
    /// event's time, a pan's velocity and a pinch's scale velocity. At `.began` the session reads where the
    /// photo is home and the container's size (`home`), and a landing photo's pose (`grabbedPose`).
    package func zoomRecognizer(
        _ phase: GesturePhase, _ gesture: ZoomDismissalGesture, fingers: ZoomFingers, touchCount: Int,
        at time: TimeInterval, panVelocity: CGPoint?, scaleVelocity: CGFloat,
        home: () -> (center: CGPoint, containerSize: CGSize), grabbedPose: () -> ZoomPose?
    ) {
        switch phase {
        case .began:
            let home = home()
            runZoomCommands(
                zoomSession.recognizerBegan(
                    gesture, fingers: fingers, touchCount: touchCount, at: time, homeCenter: home.center,
                    containerSize: home.containerSize, grabbedPose: grabbedPose))
        case .changed:
            runZoomCommands(zoomSession.recognizerChanged(fingers, touchCount: touchCount, at: time))
        case .ended:
            runZoomCommands(
                zoomSession.recognizerEnded(gesture, fingers: fingers, panVelocity: panVelocity, scaleVelocity: scaleVelocity))
        case .cancelled:
            runZoomCommands(zoomSession.gestureCancelled())
        }
    }

    /// Runs `commands` in order: each is one host call; a begin's answer goes back to the session, and the
    /// commands that answer returns run before the rest.
    package func runZoomCommands(_ commands: CommandList<ZoomInteractionCommand>) {
        for command in commands {
            switch command {
            case .beginTransition:
                let begun = beginZoomDismissal()
                runZoomCommands(
                    zoomSession.transitionRequested(started: begun.started, vendedThisInteraction: begun.vendedThisInteraction))
            case .interactionBegan: zoomInteractionDidBegin()
            case let .interactionEnded(willDismiss): zoomInteractionDidEnd(willDismiss: willDismiss)
            case let .update(pose, progress): moveFlight(to: pose, progress: progress)
            case let .land(release): if plantedFault != .zoomLandingDropped { landFlight(release) }
            case .pauseForGrab: pauseFlightForGrab()
            case .abortTransition: abortZoomTransition()
            }
        }
    }
}
