import Foundation

/// A carousel layout's pass as Core drives it: one UIKit call per ``CarouselLayout/Preparation/Step``.
///
/// `CarouselFlowLayout` implements it in `prepare()`; the tests' headless carousel implements it too. Both run
/// the pass with ``CarouselLayout/Preparation/run(on:)``.
package protocol CarouselPreparationHost: AnyObject {
    /// `sectionInset = inset` (only a changed value comes: every assignment invalidates the layout).
    func setSectionInset(_ inset: EdgeInsets)
    /// The flow layout's own pass (`super.prepare()`).
    func prepareFlowLayout()
    /// Centres the current item on the next turn of the main queue.
    func scheduleRecentring()
    /// A bug the tests plant in `run(on:)` (``PlantedFault/carouselRecentringSkipped``); nil, the default, on UIKit.
    var plantedFault: PlantedFault? { get }
}

extension CarouselPreparationHost {
    package var plantedFault: PlantedFault? { nil }
}

extension CarouselLayout.Preparation {
    /// Runs ``steps`` on `host` in their order.
    package func run(on host: some CarouselPreparationHost) {
        for step in steps {
            switch step {
            case let .setSectionInset(inset): host.setSectionInset(inset)
            case .prepareFlowLayout: host.prepareFlowLayout()
            case .scheduleRecentring: if host.plantedFault != .carouselRecentringSkipped { host.scheduleRecentring() }
            }
        }
    }
}
