import Foundation

/// The object that flies one leg of a zoom (UIKit's `ZoomFlightRun`, the headless flight): it keeps the leg's
/// ``ZoomFlightControl`` and makes the UIKit calls its steps name, one requirement per step; the extension
/// runs the steps in Core's order.
package protocol ZoomFlightHost: AnyObject {
    /// The leg's control (a value: every step goes through this property).
    var flightControl: ZoomFlightControl { get set }
    /// Pauses the screens' animator (active and paused): the fingers scrub it through `fractionComplete`.
    func pauseScreensForFingers()
    /// Starts the display link that measures the thumbnail every frame.
    func startFollowingSource()
    /// Lands the flying view with its own spring (``ZoomFlightControl/landingEnded()`` when it ends).
    func startLanding(_ landing: ZoomLanding)
    /// `finishInteractiveTransition()` on the context.
    func finishInteractiveTransition()
    /// `cancelInteractiveTransition()` on the context.
    func cancelInteractiveTransition()
    /// Continues the screens' animator with the landing spring, backwards when `reversed`.
    func continueScreens(reversed: Bool)
}

extension ZoomFlightHost {
    /// Starts the leg once its animator is made (``ZoomFlightControl/startSteps``).
    package func startFlight() {
        for step in flightControl.startSteps {
            switch step {
            case .pauseForFingers: pauseScreensForFingers()
            case .followSource: startFollowingSource()
            }
        }
    }

    /// The fingers lifted: lands on `target` (the thumbnail measured now; nil: it is gone) and ends the
    /// context's interaction (``ZoomFlightControl/releaseSteps(for:target:)``).
    package func releaseFlight(_ release: ZoomRelease, target: ZoomEndpoint?) {
        for step in flightControl.releaseSteps(for: release, target: target) {
            switch step {
            case let .land(landing): startLanding(landing)
            case .finishInteractiveTransition: finishInteractiveTransition()
            case .cancelInteractiveTransition: cancelInteractiveTransition()
            case let .continueScreens(reversed): continueScreens(reversed: reversed)
            }
        }
    }
}
