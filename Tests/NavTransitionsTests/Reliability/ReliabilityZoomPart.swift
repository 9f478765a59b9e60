import Foundation
@testable import NavTransitions

/// The photo-browser zoom's part of a reliability run: a grid of thumbnails and a paging browser
/// (``HeadlessGrid``, ``HeadlessBrowser``), zoom legs between them through ``HeadlessZoomFlight`` (the
/// product's `ZoomPlan`, run as `ZoomFlightRun` runs it) and pinch and drag dismissals through
/// ``HeadlessZoomInteraction`` (the product's `ZoomInteractionSession`). Per seed the browser is presented
/// (a `.custom` presentation that keeps the grid in the window) or pushed (a navigation container).
///
/// What UIKit does here is modelled as documented: one container for the presentation or the navigation
/// controller; a second transition is refused while one runs, and a dismissal while nothing is shown;
/// touches on the browser do nothing while a transition no finger drives runs; `startInteractiveTransition`
/// comes only after the dismissal was asked for. The app pages the browser, scrolls, reloads and moves
/// the grid off screen, and sets thumbnail and photo alphas of its own — also mid-flight, for the grid.
///
/// Which step applies when is the part's own model, never the product's session: a released photo lands while
/// UIKit's dismissal runs (the flight set up in the context UIKit started, that context not completed) and no
/// finger holds it; a dismissal is over once its fingers lifted and its transition completed (or none was asked
/// for). The session must agree: it settles while the photo lands and is idle once the dismissal is over.
///
/// Invariants after every step: no context completed twice; the zoomed screen hears `interactionBegan` and
/// `interactionEnded` alternately; the dismissal's progress stays in 0...1 (frames are the world's geometry
/// check of ``window``); the session agrees with the part's model (``zoomSessionChecks`` counts these checks). At rest: the container holds exactly the screen shown (nothing flying, no dimming),
/// the shown screen is at rest, every thumbnail and the photo view have the alpha the app gave them, every
/// context completed exactly once and was freed, and a thumbnail the grid let go of is freed.
final class ReliabilityZoomPart {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let image = CGSize(width: 3000, height: 2000)
    /// The items a step opens or pages to: on screen, below the fold, far below, missing (a deleted photo).
    static let items = [0, 4, 11, 40, 59, 75, -1]
    static let scrollOffsets: [CGFloat] = [0, 30, 700, 1_800, 5_000]
    static let itemCounts = [60, 3, 0, 100]

    /// Whether the browser is pushed on a navigation controller (else presented).
    let isPushed: Bool
    let window = HeadlessView("zoom window", frame: ReliabilityZoomPart.screen)
    /// The presentation's or the navigation controller's container: one for every leg, as in UIKit.
    private let container = HeadlessView("zoom container", frame: ReliabilityZoomPart.screen)
    private let grid = HeadlessGrid(screen: ReliabilityZoomPart.screen)
    private let browser = HeadlessBrowser(screen: ReliabilityZoomPart.screen, index: 0)
    private let ledger = ContextLedger()
    private let faults: Set<ReliabilityFault>

    private var isBrowserShown = false
    /// A leg no finger drives, running.
    private var flight: HeadlessZoomFlight?
    /// A pinch or drag dismissal, from the first touch until its transition ended.
    private var interaction: HeadlessZoomInteraction?
    private var gesture = ZoomDismissalGesture.drag
    /// The fingers on the photo, when down.
    private var fingers: ZoomFingers?
    /// `isModalInPresentation` (or a delegate that refuses the pop) when the next dismissal begins.
    private var refusesDismissal = false

    /// The alphas the app gave (thumbnails by cell; the rest are 1) and the photo view's.
    private var thumbnailAlphas: [(cell: ReliabilityWorld.Weak<HeadlessView>, alpha: CGFloat)] = []
    private var photoAlpha: CGFloat = 1
    /// Every thumbnail a leg flew from or to.
    private var sources: [ReliabilityWorld.Weak<HeadlessView>] = []
    private(set) var coverage = ReliabilityCoverage()

    init(seed: UInt64, faults: Set<ReliabilityFault>) {
        self.faults = faults
        var setup = SplitMix64(seed: seed ^ 0x200D_200D)
        isPushed = setup.chance(40)
        window.addSubview(container)
        if isPushed {
            container.addSubview(grid.controller.view)
        } else {
            window.insertSubview(grid.controller.view, below: container)
        }
    }

    /// The point the photo is centred on in the browser (the pose's home).
    private var home: CGPoint { browser.photo.center }

    /// Whether nothing moves: no leg running, no finger down, no dismissal under way.
    var isAtRest: Bool { flight == nil && interaction == nil && fingers == nil }

    /// Whether a released photo lands, by the part's own model: UIKit started the dismissal (its flight is set up
    /// in the context UIKit gave), that context has not completed, and no finger holds the photo.
    private var isLanding: Bool {
        guard let interaction, let leg = interaction.flight, fingers == nil else { return false }
        return leg.context.completions.isEmpty
    }

    /// A disagreement between the session and the part's model, reported by the next check.
    private var disagreement: String?

    /// The steps that bring everything to rest: fingers lift, UIKit starts what was asked, landings and legs end.
    var stepsToRest: [ReliabilityStep.ZoomStep] {
        var steps: [ReliabilityStep.ZoomStep] = []
        if fingers != nil { steps.append(.fingersLift(velocityY: 0, scaleVelocity: 0)) }
        steps += [.transitionStarts, .landingEnds]
        if flight != nil { steps.append(.flightEnds(finished: true)) }
        return steps
    }

    var summary: String {
        "zoom \(isPushed ? "pushed" : "presented") browser \(isBrowserShown ? "shown" : "hidden") at \(browser.currentIndex), "
            + "flight \(flight.map { "\($0.context.operation)" } ?? "none"), interaction \(interaction.map { "\($0.session.phase)" } ?? "none"), "
            + "fingers \(fingers.map { "\($0.location)" } ?? "up")"
    }

    // MARK: Steps

    func apply(_ step: ReliabilityStep.ZoomStep) {
        switch step {
        case let .open(item, dimming, reduceMotion):
            guard !isBrowserShown, isAtRest else { return coverage.refusedTransitions += 1 }
            browser.currentIndex = Self.items[item]
            startLeg(isPushed ? .push : .present, dimming: dimming, reduceMotion: reduceMotion)
        case let .close(dimming):
            guard isBrowserShown, isAtRest else { return coverage.refusedTransitions += 1 }
            startLeg(isPushed ? .pop : .dismiss, dimming: dimming, reduceMotion: false)
        case let .page(item):
            guard isBrowserShown, isAtRest else { return }
            if Self.items[item] != browser.currentIndex { coverage.zoomIndexChanges += 1 }
            browser.currentIndex = Self.items[item]
        case let .gridScroll(y):
            grid.scroll(to: CGPoint(x: 0, y: y))
        case let .gridOffScreen(isOff):
            grid.collection.frame.origin.x = isOff ? 400 : 0
        case let .gridReload(count):
            grid.itemCount = Self.itemCounts[count]
            grid.layout()
        case let .appAlpha(thumbnail, alpha):
            guard isAtRest else { return }
            if thumbnail {
                guard let cell = grid.cells[browser.currentIndex] ?? grid.cells.values.first else { return }
                thumbnailAlphas.removeAll { $0.cell.object == nil || $0.cell.object === cell }
                thumbnailAlphas.append((ReliabilityWorld.Weak(cell), alpha))
                cell.alpha = alpha
            } else {
                photoAlpha = alpha
                browser.photoView.alpha = alpha
            }
        case let .flightScrub(progress):
            flight?.scrub(to: progress)
        case .flightFollowsSource:
            flight?.followSource()
        case let .flightEnds(finished):
            guard let leg = flight else { return }
            leg.end(finished ? .finished : .cancelled)
            if finished { isBrowserShown = leg.context.operation.isForward } else { coverage.zoomLegsCancelled += 1 }
            flight = nil
        case let .fingersDown(pinch):
            fingersDown(pinch ? .pinch : .drag)
        case let .fingersMove(dx, dy, scale):
            guard var moved = fingers, let interaction else { return }
            moved.location.x += dx
            moved.location.y += dy
            moved.scale = gesture == .pinch ? scale : 1
            fingers = moved
            interaction.moved(moved)
        case let .fingersLift(velocityY, scaleVelocity):
            guard let lifted = fingers, let interaction else { return }
            fingers = nil
            if interaction.session.phase == .waitingForTransition { coverage.zoomFlicksBeforeStart += 1 }
            interaction.ended(lifted, velocity: CGPoint(x: 0, y: velocityY), scaleVelocity: gesture == .pinch ? scaleVelocity : 0)
        case .fingersCancelled:
            guard fingers != nil, let interaction else { return }
            fingers = nil
            interaction.cancelled()
        case .transitionStarts:
            // UIKit calls `startInteractiveTransition(_:)` once for the dismissal it was asked for.
            guard let interaction, interaction.isTransitionRequested, interaction.flight == nil else { return }
            interaction.transitionStarts()
        case let .landingAdvances(fraction):
            guard isLanding, let interaction else { return }
            interaction.flight?.settle(fraction)
        case .landingEnds:
            guard isLanding, let interaction, let leg = interaction.flight else { return }
            interaction.landingEnds()
            if leg.context.completions.last == true {
                isBrowserShown = false
                if gesture == .pinch { coverage.zoomPinchDismissals += 1 } else { coverage.zoomDragDismissals += 1 }
            } else {
                coverage.zoomLegsCancelled += 1
            }
        case let .refusesDismissal(refuses):
            refusesDismissal = refuses
        }
        // The session agrees with the part's model: it settles while the photo lands.
        if isLanding, let current = interaction {
            coverage.zoomSessionChecks += 1
            if !current.session.isSettling {
                disagreement =
                    "the released photo lands (UIKit's dismissal runs, no finger holds it) but the zoom session is \(current.session.phase)"
            }
        }
        // A dismissal whose fingers lifted and whose transition completed (or was never asked for) is over; its
        // session must be idle.
        if let current = interaction, fingers == nil {
            let over = current.flight.map { !$0.context.completions.isEmpty } ?? !current.isTransitionRequested
            if over {
                coverage.zoomSessionChecks += 1
                if current.session.phase != .idle {
                    disagreement =
                        "the zoom dismissal is over (fingers up, its transition \(current.flight == nil ? "never asked for" : "completed")) "
                        + "but its session is \(current.session.phase)"
                }
                if current.flight == nil { coverage.zoomDismissalsRefused += 1 }
                interaction = nil
            }
        }
    }

    private func fingersDown(_ kind: ZoomDismissalGesture) {
        guard fingers == nil, flight == nil, isBrowserShown else { return }
        let interaction = self.interaction ?? makeInteraction()
        self.interaction = interaction
        // On the landing photo the touch grabs it, where the photo is now.
        let grabs = isLanding
        let location = grabs ? interaction.flight.map { $0.flyingView.frame.center } ?? home : home
        if grabs { coverage.zoomGrabs += 1 }
        gesture = kind
        let touch = ZoomFingers(location: location)
        // Core's gate decides whether the recognizer begins at all (UIKit sends no events otherwise).
        fingers = interaction.began(kind, touch, homeCenter: home) ? touch : nil
    }

    private func makeInteraction() -> HeadlessZoomInteraction {
        let interaction = HeadlessZoomInteraction(containerSize: Self.screen.size) { [unowned self] _ in
            makeFlight(isPushed ? .pop : .dismiss, dimming: false, reduceMotion: false, isFingerDriven: true)
        }
        interaction.refusesDismissal = refusesDismissal
        interaction.plantedFault = faults.compactMap(\.plantedFault).first
        return interaction
    }

    private func startLeg(_ operation: TransitionOperation, dimming: Bool, reduceMotion: Bool) {
        flight = makeFlight(operation, dimming: dimming, reduceMotion: reduceMotion)
        coverage.zoomLegs += 1
    }

    /// A leg as UIKit runs the animation controller: a context over the shared container, the source asked
    /// for the index the browser shows now.
    private func makeFlight(
        _ operation: TransitionOperation, dimming: Bool, reduceMotion: Bool, isFingerDriven: Bool = false
    ) -> HeadlessZoomFlight {
        let (from, to) = operation.isForward ? (grid.controller, browser.controller) : (browser.controller, grid.controller)
        let context = HeadlessTransitionContext(
            operation: operation, bounds: Self.screen, from: from, to: to,
            window: window, container: container)
        ledger.register(context, label: "zoom \(operation)")
        if faults.contains(.zoomThumbnailAlphaNotRestored) {
            context.commandFilterForTesting = { if case let .setAlpha(.zoomSource, alpha) = $0 { alpha == 0 } else { true } }
        }
        if faults.contains(.zoomFlyingViewLeftBehind) { context.commandFilterForTesting = { $0 != .remove(.flyingView) } }
        let grid = grid, browser = browser, window = window, container = container
        let leg = HeadlessZoomFlight(
            context: context, imageSize: Self.image, photoView: browser.photoView, photo: browser.photo,
            dimming: dimming, reduceMotion: reduceMotion, isFingerDriven: isFingerDriven,
            provideSource: { _ in grid.sourceCell(at: browser.currentIndex) },
            measureSource: { grid.measure($0, in: container, window: window) }
        )
        if let source = leg.source {
            sources.removeAll { $0.object == nil }
            if !sources.contains(where: { $0.object === source }) { sources.append(ReliabilityWorld.Weak(source)) }
            if grid.collection.frame.minX >= Self.screen.maxX { coverage.zoomOffScreenSources += 1 }
        } else if !reduceMotion {
            coverage.zoomMissingSources += 1
        }
        return leg
    }

    // MARK: Invariants

    /// What holds after every step.
    func checkAlways(_ fail: (String) -> Void) {
        ledger.checkAlways(fail)
        if let disagreement { return fail(disagreement) }
        guard let interaction else { return }
        for (index, heard) in interaction.chrome.enumerated() where heard.hasPrefix("began") != index.isMultiple(of: 2) {
            return fail("the browser heard \(interaction.chrome): interactionBegan and interactionEnded do not alternate")
        }
        let progress = interaction.session.progress
        if !(0...1).contains(progress) { fail("the zoom dismissal's progress is \(progress), outside 0...1") }
    }

    /// What holds when nothing moves. `checkResting` checks a shown screen's view at rest.
    func checkAtRest(_ fail: (String) -> Void, checkResting: (HeadlessView) -> Void) {
        ledger.checkAtRest(fail)
        let shown = isBrowserShown ? browser.controller.view : grid.controller.view
        let expected = isBrowserShown || isPushed ? [shown.name] : []
        let held = container.subviews.map(\.name)
        if held != expected { return fail("the zoom container holds \(held), expected \(expected)") }
        let windowViews = window.subviews.map(\.name)
        let expectedWindow = isPushed ? [container.name] : [grid.controller.view.name, container.name]
        if windowViews != expectedWindow { return fail("the zoom window holds \(windowViews), expected \(expectedWindow)") }
        checkResting(shown)
        if !isPushed { checkResting(grid.controller.view) }
        if browser.photoView.alpha != photoAlpha {
            return fail("the browser's photo view has alpha \(browser.photoView.alpha), the app gave it \(photoAlpha)")
        }
        for (item, cell) in grid.cells.sorted(by: { $0.key < $1.key }) {
            let alpha = thumbnailAlphas.first { $0.cell.object === cell }?.alpha ?? 1
            if cell.alpha != alpha {
                return fail("the thumbnail of item \(item) has alpha \(cell.alpha), the app gave it \(alpha)")
            }
        }
        let cells = grid.cells.values
        if let kept = sources.compactMap(\.object).first(where: { source in !cells.contains { $0 === source } }) {
            return fail("\(kept.name), a thumbnail the grid let go of, is still alive after its transition")
        }
    }
}
