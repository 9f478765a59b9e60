import Foundation
@testable import NavTransitions
@testable import NavTransitionsSelfCheckCore

/// The zoom's part of a headless self-check run: the photo grid (the root screen "A") and the paging
/// browser, with legs run through ``HeadlessZoomFlight`` (the product's `ZoomPlan`, as `ZoomFlightRun`
/// runs it) and the pinch and drag through ``HeadlessZoomInteraction`` (the product's `ZoomInteractionSession`).
///
/// UIKit's side, as documented: a pushed browser lives in the navigation controller's container; a
/// presented one is full screen (`ModalTransition.zoom`), so once presented UIKit removes the grid's view
/// from the window, puts it back for the dismissal, and removes the presentation's container after it. A
/// screen UIKit let go of is released: the part keeps the browser only while it is shown.
final class SelfCheckHeadlessZoom {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let image = CGSize(width: 3000, height: 2000)

    let window = HeadlessView("zoom window", frame: SelfCheckHeadlessZoom.screen)
    private let grid = HeadlessGrid(screen: SelfCheckHeadlessZoom.screen)
    /// The navigation controller's container (a pushed browser), made for the first push.
    private var navigationContainer: HeadlessView?
    private var browser: HeadlessBrowser?
    private weak var weakBrowser: HeadlessViewController?
    private var pushed = false
    private var isShown = false
    private let reduceMotion: Bool
    private var presentationContainer: HeadlessView?
    /// The last accessibility notification a leg posted.
    private var focus: SelfCheckFocus?
    /// A bug planted in Core's run loop of the pinch and drag (`runZoomCommands`); nil in every real run.
    private let plantedFault: PlantedFault?
    /// Told when a pushed browser comes on top of the navigation stack (true) or leaves it (false): the world keeps
    /// a screen for it on its navigation controller, whose proxy holds UIKit's edge swipe off under it.
    var browserPushed: ((Bool) -> Void)?

    init(reduceMotion: Bool, plantedFault: PlantedFault? = nil) {
        self.reduceMotion = reduceMotion
        self.plantedFault = plantedFault
        window.addSubview(grid.controller.view)
    }

    /// Applies a zoom step; false for a step that is not the zoom's.
    func apply(_ step: SelfCheckStep, step index: Int, record add: (SelfCheckTransitionRecord) -> Void) throws -> Bool {
        switch step {
        case let .zoomOpen(item, pushed):
            guard !isShown else { throw SelfCheckHeadlessWorld.Unsupported(description: "the browser is already shown") }
            self.pushed = pushed
            let browser = HeadlessBrowser(screen: Self.screen, index: item)
            self.browser = browser
            weakBrowser = browser.controller
            if pushed, navigationContainer == nil {
                let container = HeadlessView("navigation container", frame: Self.screen)
                window.addSubview(container)
                container.addSubview(grid.controller.view)
                navigationContainer = container
            }
            let flight = makeFlight(pushed ? .push : .present)
            let record = SelfCheckTransitionRecord(step: index, animator: .library, completions: [])
            add(record)
            flight.end(.finished)
            finishLeg(flight, record)
        case let .zoomPage(item):
            browser?.currentIndex = item
        case .zoomScrollSourceAway:
            // The thumbnail of the item shown scrolls far out of the grid's visible area.
            grid.scroll(to: CGPoint(x: 0, y: 3_000))
        case .zoomClose:
            guard isShown else { throw SelfCheckHeadlessWorld.Unsupported(description: "no browser to close") }
            let flight = makeFlight(pushed ? .pop : .dismiss)
            let record = SelfCheckTransitionRecord(step: index, animator: .library, completions: [])
            add(record)
            flight.end(.finished)
            finishLeg(flight, record)
        case let .zoomGesture(gesture, release):
            try zoomGesture(gesture, release, index: index, record: add)
        default:
            return false
        }
        return true
    }

    /// A leg as UIKit runs the zoom's animation controller: a context over the container, the source asked
    /// for the item the browser shows now.
    private func makeFlight(_ operation: TransitionOperation) -> HeadlessZoomFlight {
        guard let browser else { preconditionFailure("a leg without a browser") }
        let (from, to) = operation.isForward ? (grid.controller, browser.controller) : (browser.controller, grid.controller)
        let context = HeadlessTransitionContext(
            operation: operation, bounds: Self.screen, presentersViewIsRemoved: !pushed,
            from: from, to: to, window: window, container: pushed ? navigationContainer : presentationContainer)
        if !pushed, operation == .present { presentationContainer = context.containerView }
        let grid = grid, window = window
        return HeadlessZoomFlight(
            context: context, imageSize: Self.image, photoView: browser.photoView, photo: browser.photo,
            reduceMotion: reduceMotion,
            provideSource: { _ in grid.sourceCell(at: browser.currentIndex) },
            measureSource: { grid.measure($0, in: context.containerView, window: window) }
        )
    }

    /// UIKit's side once a leg completed: the presenter's view and the presentation's container.
    private func finishLeg(_ flight: HeadlessZoomFlight, _ record: SelfCheckTransitionRecord) {
        // The library's accessibility post after the leg (a cell is named "cell N", as the grid makes it).
        if let posted = flight.focusPost {
            let element = posted.element.map {
                $0.name.hasPrefix("cell ") ? SelfCheckFocus.item(Int($0.name.dropFirst(5)) ?? -1) : "other"
            }
            focus = SelfCheckFocus(posted.post, element ?? "other")
        }
        let completions = flight.context.completions
        record.completions = completions
        let operation = flight.context.operation
        guard completions.last == true else {
            // A cancelled full-screen dismissal: UIKit removes the presenter's view it had put back.
            if !pushed, operation == .dismiss { grid.controller.view.removeFromSuperview() }
            return
        }
        isShown = operation.isForward
        if pushed { browserPushed?(isShown) }
        if !pushed {
            if operation == .present {
                grid.controller.view.removeFromSuperview() // a full-screen presentation removes the presenter's view
            } else {
                window.insertSubview(grid.controller.view, at: 0)
                presentationContainer?.removeFromSuperview()
                presentationContainer = nil
            }
        }
        flight.context.releaseViewControllers()
        if !isShown { browser = nil } // UIKit lets go of a dismissed or popped screen
    }

    /// A pinch or a drag, as the recognizers feed `ZoomInteractiveDismissal`: down on the photo, moved, lifted;
    /// UIKit starts the dismissal it was asked for; the landing ends.
    private func zoomGesture(
        _ gesture: SelfCheckZoomGesture, _ release: SelfCheckRelease, index: Int,
        record add: (SelfCheckTransitionRecord) -> Void
    ) throws {
        guard isShown, let browser else { throw SelfCheckHeadlessWorld.Unsupported(description: "no browser to dismiss") }
        let home = browser.photo.center
        let interaction = HeadlessZoomInteraction(containerSize: Self.screen.size) { [unowned self] _ in
            makeFlight(pushed ? .pop : .dismiss)
        }
        interaction.plantedFault = plantedFault
        let kind: ZoomDismissalGesture = gesture == .pinch ? .pinch : .drag
        interaction.began(kind, ZoomFingers(location: home), homeCenter: home)
        let moved: ZoomFingers
        switch gesture {
        case .pinch: moved = ZoomFingers(location: home, scale: 1 - release.progress)
        case .drag: moved = ZoomFingers(location: CGPoint(x: home.x, y: home.y + release.progress * Self.screen.height))
        }
        interaction.moved(moved)
        interaction.ended(
            moved, velocity: gesture == .drag ? CGPoint(x: 0, y: release.velocity) : .zero,
            scaleVelocity: gesture == .pinch ? -release.velocity / 1_000 : 0)
        interaction.transitionStarts()
        guard let flight = interaction.flight else {
            throw SelfCheckHeadlessWorld.Unsupported(description: "the zoom dismissal did not start")
        }
        let record = SelfCheckTransitionRecord(step: index, animator: .library, completions: [])
        add(record)
        interaction.landingEnds()
        finishLeg(flight, record)
    }

    // MARK: Observing

    func observe(base: SelfCheckObservation) -> SelfCheckObservation {
        var observation = base
        let a = SelfCheckScenario.rootName, photo = SelfCheckScenario.browserName
        observation.stack = pushed && isShown ? [a, photo] : [a]
        observation.presented = !pushed && isShown ? photo : nil
        observation.screens = [
            SelfCheckObservation.Screen(
                name: a, frameInWindow: frameInWindow(grid.controller.view, window: window), isAlive: true),
            SelfCheckObservation.Screen(
                name: photo, frameInWindow: weakBrowser.flatMap { frameInWindow($0.view, window: window) },
                isAlive: weakBrowser != nil),
        ]
        observation.libraryViews = SelfCheckHeadlessWorld.libraryViews(in: window)
        observation.hiddenThumbnails = grid.cells.values.filter { $0.alpha != 1 }.count
        observation.focus = focus
        return observation
    }
}
