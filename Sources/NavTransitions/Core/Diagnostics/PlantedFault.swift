import Foundation

/// A bug the test suites plant in one of Core's run loops, through the host the loop runs on, to prove that the
/// suites notice it. The loop is the code the UIKit class and its headless double share, so one fault stands for
/// a bug in both: a check that catches it on the double catches it on UIKit.
///
/// No UIKit class plants one: each host protocol's ``PanInteractionHost/plantedFault`` (and its siblings) is nil
/// by default, and only the tests' doubles set it.
package enum PlantedFault: String, Sendable, CaseIterable, CustomStringConvertible {
    /// ``PanInteractionHost/runPanCommands(_:)`` finishes a transition the driver cancels (a swipe back or a
    /// dismiss pan released short completes anyway).
    case panCancelFinishes
    /// ``ZoomInteractionHost/runZoomCommands(_:)`` drops the landing: a released photo never lands, its transition
    /// never completes.
    case zoomLandingDropped
    /// `StoryboardSegueStep.run(_:on:)` skips installing the navigation delegate proxy: a segue's push runs
    /// UIKit's animation instead of the destination's.
    case segueProxyNotInstalled
    /// `ReorderDrag.longPressChanged(_:at:on:)` never lands the lifted image after a drop: it stays over the grid,
    /// the cell masked.
    case reorderLiftedImageKept
    /// `CarouselLayout.Preparation.run(on:)` never schedules the recentring a pass asks for: after a reload the
    /// carousel rests between items.
    case carouselRecentringSkipped

    package var description: String { rawValue }
}
