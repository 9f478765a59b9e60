import Foundation
@testable import NavTransitions

/// A bug planted on purpose in one of the thin adapters, to prove the suite reports it.
enum ReliabilityFault: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The container runner never removes a transition's dimming view.
    case dimmingViewLeftBehind
    /// The navigation proxy never hands the original delegate back.
    case originalDelegateNotHandedBack
    /// The navigation proxy never puts UIKit's edge swipe back on.
    case systemPopGestureNotPutBack
    /// The reorder interaction never asks which items are fixed.
    case reorderMovesFixedItems
    /// The carousel layout returns UIKit's proposed offset instead of the snap.
    case carouselDoesNotSnap
    /// The zoom's container runner never gives the source thumbnail its alpha back.
    case zoomThumbnailAlphaNotRestored
    /// The zoom's container runner never removes the flying view.
    case zoomFlyingViewLeftBehind

    var description: String { rawValue }
}

/// The first broken invariant of a run: after which step (nil: when the run came to rest at its end, or
/// when everything was dropped), and what broke.
struct ReliabilityViolation: Equatable, Sendable, CustomStringConvertible {
    var afterStep: Int?
    var message: String

    var description: String {
        afterStep.map { "after step \($0 + 1): \(message)" } ?? "at the end: \(message)"
    }
}

/// How often the paths worth reaching were reached (summed over runs, to show the sequences cover them).
struct ReliabilityCoverage: Sendable, Equatable {
    var pushes = 0
    var libraryAnimations = 0
    var swipeBackPans = 0
    var swipeBacksFinished = 0
    var swipeBacksCancelled = 0
    var settlingPopsGrabbed = 0
    var flicksBeforeStart = 0
    var systemSwipes = 0
    var delegateReassignments = 0
    var uninstalls = 0
    var screensFreed = 0
    var presentations = 0
    var interactiveDismissals = 0
    var interactiveDismissalsCancelled = 0
    var settlingDismissalsGrabbed = 0
    var tapDismissals = 0
    var refusedTransitions = 0
    var reorderDrops = 0
    var carouselSnaps = 0
    var emptyCarouselReloads = 0
    var zoomLegs = 0
    var zoomLegsCancelled = 0
    var zoomIndexChanges = 0
    var zoomMissingSources = 0
    var zoomOffScreenSources = 0
    var zoomPinchDismissals = 0
    var zoomDragDismissals = 0
    var zoomGrabs = 0
    var zoomFlicksBeforeStart = 0
    var zoomDismissalsRefused = 0

    mutating func add(_ other: ReliabilityCoverage) {
        pushes += other.pushes
        libraryAnimations += other.libraryAnimations
        swipeBackPans += other.swipeBackPans
        swipeBacksFinished += other.swipeBacksFinished
        swipeBacksCancelled += other.swipeBacksCancelled
        settlingPopsGrabbed += other.settlingPopsGrabbed
        flicksBeforeStart += other.flicksBeforeStart
        systemSwipes += other.systemSwipes
        delegateReassignments += other.delegateReassignments
        uninstalls += other.uninstalls
        screensFreed += other.screensFreed
        presentations += other.presentations
        interactiveDismissals += other.interactiveDismissals
        interactiveDismissalsCancelled += other.interactiveDismissalsCancelled
        settlingDismissalsGrabbed += other.settlingDismissalsGrabbed
        tapDismissals += other.tapDismissals
        refusedTransitions += other.refusedTransitions
        reorderDrops += other.reorderDrops
        carouselSnaps += other.carouselSnaps
        emptyCarouselReloads += other.emptyCarouselReloads
        zoomLegs += other.zoomLegs
        zoomLegsCancelled += other.zoomLegsCancelled
        zoomIndexChanges += other.zoomIndexChanges
        zoomMissingSources += other.zoomMissingSources
        zoomOffScreenSources += other.zoomOffScreenSources
        zoomPinchDismissals += other.zoomPinchDismissals
        zoomDragDismissals += other.zoomDragDismissals
        zoomGrabs += other.zoomGrabs
        zoomFlicksBeforeStart += other.zoomFlicksBeforeStart
        zoomDismissalsRefused += other.zoomDismissalsRefused
    }
}

/// Every transition context UIKit created, with how often it was completed, held weakly: a context that
/// outlives its transition is a leak of the animation controller that holds it.
final class ContextLedger {
    private final class Record {
        weak var context: HeadlessTransitionContext?
        let label: String
        var completions = 0

        init(_ context: HeadlessTransitionContext, label: String) {
            self.context = context
            self.label = label
        }
    }

    private var records: [Record] = []

    func register(_ context: HeadlessTransitionContext, label: String) {
        let record = Record(context, label: label)
        records.append(record)
        context.completionObserver = { [unowned record] _ in record.completions += 1 }
    }

    /// At any moment: no context completed twice.
    func checkAlways(_ report: (String) -> Void) {
        for record in records where record.completions > 1 {
            return report("the \(record.label) transition called completeTransition \(record.completions) times")
        }
    }

    /// At rest: every transition completed exactly once and its context is freed; checked records are dropped.
    func checkAtRest(_ report: (String) -> Void) {
        for record in records {
            if record.completions != 1 { return report("the \(record.label) transition called completeTransition \(record.completions) times") }
            if record.context != nil { return report("the \(record.label) transition's context (and its animation controller) is still alive") }
        }
        records.removeAll()
    }
}

/// One reliability run: the headless navigation controller with the product's proxy, and a headless
/// presentation with the product's presentation controller and dismiss pan, driven by a sequence of
/// ``ReliabilityStep``s. After every step it checks the invariants that hold at any moment; whenever
/// everything is at rest (no finger down, no transition running, the main queues empty) it checks the
/// invariants of a screen at rest; at the end it lifts the finger, lets everything settle, drops every
/// object and checks that all of it was freed.
///
/// Nothing here decides what the product decides: the models are UIKit's documented behaviour, the
/// adapters are the thin ones over the product's Core objects, and the expectations are the rules (a
/// frame computed by hand, the app's own delegate and gesture value, "freed once out of the hierarchy").
final class ReliabilityWorld {
    typealias Screen = HeadlessNavigationController.Screen

    /// The styles of the screens' navigation transitions.
    static let navigationStyles: [TransitionStyle] = [.slide, .fade, .scale, .cover(edge: .bottom), .cover(edge: .leading),
                                                      .circularReveal(.center), .circularReveal(.sourceFrame(CGRect(x: 300, y: 60, width: 44, height: 44)))]
    /// The screens' swipe-back areas (nil: swipe back off for the screen).
    static let swipeBackAreas: [SwipeBackArea?] = [.leadingEdge, .leadingEdge, .anywhere, nil]

    /// A presentation: a layout with its frame computed by hand (``HeadlessModalTests/layouts``), a style, gestures.
    struct ModalConfiguration {
        var layout: HeadlessModalTests.Layout
        var style: TransitionStyle
        var dismissal: ModalDismissal
    }

    static let modalConfigurations: [ModalConfiguration] = {
        let layouts = HeadlessModalTests.layouts // full screen, sheet, side menu, card
        return [
            ModalConfiguration(layout: layouts[0], style: .cover(edge: .bottom), dismissal: .all),
            ModalConfiguration(layout: layouts[1], style: .cover(edge: .bottom), dismissal: .all),
            ModalConfiguration(layout: layouts[2], style: .cover(edge: .leading), dismissal: .all),
            ModalConfiguration(layout: layouts[3], style: .scale, dismissal: .all),
            ModalConfiguration(layout: layouts[1], style: .fade, dismissal: .pan),
            ModalConfiguration(layout: layouts[3], style: .circularReveal(.center), dismissal: .tapOnDimming),
            ModalConfiguration(layout: layouts[0], style: .slide, dismissal: []),
            ModalConfiguration(layout: layouts[1], style: .circularReveal(.center), dismissal: .all),
            ModalConfiguration(layout: layouts[2], style: .slide, dismissal: .pan),
        ]
    }()

    /// Where the finger is.
    private enum Finger {
        case none
        /// On the library's swipe-back pan, moved `translation` points.
        case swipeBack(translation: CGFloat)
        /// On UIKit's edge swipe, moved `translation` points.
        case systemSwipe(translation: CGFloat)
        /// On a presentation's dismiss pan, along `direction`.
        case dismissPan(direction: CGPoint, controller: Weak<HeadlessPresentationController>)
    }

    struct Weak<Object: AnyObject> {
        weak var object: Object?
        init(_ object: Object?) { self.object = object }
    }

    private struct Presentation {
        weak var presented: HeadlessViewController?
        weak var controller: HeadlessPresentationController?
        let configuration: ModalConfiguration
        /// The adaptive delegate of this presentation (the app keeps it).
        let delegate: RecordingPresentationDelegate
    }

    let seed: UInt64
    private(set) var violation: ReliabilityViolation?
    private var ownCoverage = ReliabilityCoverage()
    /// How often the paths worth reaching were reached in this run.
    var coverage: ReliabilityCoverage {
        var total = ownCoverage
        total.reorderDrops = collection.coverage.drops
        total.carouselSnaps = collection.coverage.snaps
        total.emptyCarouselReloads = collection.coverage.emptyCarousel
        total.add(zoom.coverage)
        return total
    }
    /// How many steps ran (up to the one that broke an invariant).
    private(set) var stepsRun = 0
    /// A line per step (a replay's trace), when `tracing`.
    private(set) var trace: [String] = []
    private let tracing: Bool
    private var currentStep: Int?

    // Navigation.
    private var nav: HeadlessNavigationController?
    private var proxy: HeadlessNavigationProxy?
    private var installed = false
    private var kept: [Screen] = []
    private var delegates: [RecordingNavigationDelegate] = []
    private var appDelegate: RecordingNavigationDelegate?
    private var appGestureValue = true
    private var screens: [Weak<Screen>] = []
    private var nextScreen = 0

    // Presentation.
    private var modal: HeadlessModalUIKit?
    private var presentations: [Presentation] = []
    private var nextPresentation = 0

    // Collection view.
    private let collection: ReliabilityCollectionPart
    // Photo-browser zoom.
    private let zoom: ReliabilityZoomPart

    private var finger = Finger.none
    private let ledger = ContextLedger()

    init(seed: UInt64, faults: Set<ReliabilityFault> = [], tracing: Bool = false) {
        self.seed = seed
        self.tracing = tracing
        dimmingFault = faults.contains(.dimmingViewLeftBehind)
        collection = ReliabilityCollectionPart(faults: faults)
        zoom = ReliabilityZoomPart(seed: seed, faults: faults)
        // UIKit's undocumented behaviours, fixed per seed (both ways must work).
        var setup = SplitMix64(seed: seed ^ 0x5EED_5EED_5EED_5EED)
        let root = Screen("s0")
        nextScreen = 1
        screens.append(Weak(root))
        let nav = HeadlessNavigationController(root: root)
        nav.transitionsStartLater = setup.chance(30)
        nav.sendsDidShowBeforeCoordinatorCompletion = setup.chance(50)
        nav.reversedFractionCountsFromEnd = setup.chance(70)
        nav.contextObserver = { [unowned self] context in
            ownCoverage.libraryAnimations += 1
            register(context, label: "\(context.operation) (navigation)")
        }
        self.nav = nav
        assignDelegate(makeDelegate())
        let proxy = HeadlessNavigationProxy.install(on: nav)
        installed = true
        self.proxy = proxy

        let modal = HeadlessModalUIKit(style: .cover(edge: .bottom))
        modal.presentationsEndLater = setup.chance(50)
        modal.reversedFractionCountsFromEnd = nav.reversedFractionCountsFromEnd
        modal.contextObserver = { [unowned self] context in register(context, label: "\(context.operation) (presentation)") }
        self.modal = modal

        if faults.contains(.originalDelegateNotHandedBack) {
            proxy.actionFilterForTesting = { $0 != .handBack }
        }
        if faults.contains(.systemPopGestureNotPutBack) {
            proxy.actionFilterForTesting = { $0 != .setSystemPopGestureEnabled(true) }
        }
    }

    private let dimmingFault: Bool

    private func register(_ context: HeadlessTransitionContext, label: String) {
        ledger.register(context, label: label)
        if dimmingFault { context.commandFilterForTesting = { $0 != .remove(.dimmingView) } }
    }

    // MARK: Running

    /// Runs `steps`, checking after each, then settles, checks at rest and drops everything.
    func run(_ steps: [ReliabilityStep]) {
        for (index, step) in steps.enumerated() where violation == nil {
            currentStep = index
            stepsRun += 1
            apply(step)
            if tracing { trace.append("\(index + 1). \(step)  →  \(summary)") }
            guard violation == nil else { break }
            checkAlways()
            if violation == nil, isAtRest { checkAtRest() }
        }
        guard violation == nil else { return }
        currentStep = nil
        comeToRest()
        if violation == nil { checkAtRest() }
        if violation == nil { dropEverything() }
    }

    private func fail(_ message: String) {
        if violation == nil { violation = ReliabilityViolation(afterStep: currentStep, message: message) }
    }

    /// The state in one line, for a replay's trace.
    private var summary: String {
        let stack = nav?.viewControllers.map(\.description).joined(separator: ",") ?? "-"
        let presented = modal?.presentedScreen?.view.name ?? "none"
        let delegate = nav?.delegate.map { $0 === proxy ? "proxy" : ($0 as? RecordingNavigationDelegate)?.name ?? "?" } ?? "nil"
        return "stack [\(stack)], delegate \(delegate), presented \(presented), finger \(finger); \(zoom.summary)"
    }

    private var isAtRest: Bool {
        guard case .none = finger, let nav, let modal, collection.isAtRest, zoom.isAtRest else { return false }
        return nav.mainQueue.isEmpty && nav.transitionCoordinator == nil && !nav.isInteractivePopRunning
            && modal.mainQueue.isEmpty && !modal.isBeingPresented && !modal.isBeingDismissed
    }

    /// Lifts the finger and lets every queue turn and every settle end, until everything rests.
    private func comeToRest() {
        for _ in 0..<8 where !isAtRest {
            if case .none = finger {} else { apply(.finger(.lift(velocity: 0))) }
            if !collection.isAtRest {
                apply(.collection(.reorderDrop))
                apply(.collection(.carouselRelease(velocity: 0)))
            }
            for step in zoom.stepsToRest { apply(.zoom(step)) }
            apply(.mainQueueTurn)
            apply(.settle(.end))
            apply(.mainQueueTurn)
            checkAlways()
            if violation != nil { return }
        }
        if !isAtRest { fail("nothing comes to rest: \(summary)") }
    }

    // MARK: Steps

    private func apply(_ step: ReliabilityStep) {
        switch step {
        case let .navigation(step): apply(step)
        case let .modal(step): apply(step)
        case let .finger(step): apply(step)
        case let .collection(step): collection.apply(step)
        case let .zoom(step): zoom.apply(step)
        case let .settle(step):
            switch step {
            case let .advance(fraction):
                nav?.interactivePop?.advanceSettle(by: fraction)
                modal?.interactiveDismissal?.advanceSettle(by: fraction)
            case .end:
                if nav?.interactivePop.map({ $0.settle != .none }) == true {
                    if case .cancelling? = nav?.interactivePop?.settle { ownCoverage.swipeBacksCancelled += 1 } else { ownCoverage.swipeBacksFinished += 1 }
                }
                nav?.completeSettle()
                modal?.completeSettle()
                // A sheet's settle or layout-change animator runs to its end too.
                modal?.presentationController?.finishSheetAnimation()
            }
        case .mainQueueTurn:
            nav?.mainQueue.drain()
            modal?.mainQueue.drain()
        }
    }

    private func apply(_ step: ReliabilityStep.NavigationStep) {
        guard let nav, let proxy else { return }
        let stack = nav.viewControllers
        let outside = kept.filter { screen in !stack.contains { $0 === screen } }
        switch step {
        case let .push(custom, animated):
            let screen = makeScreen(custom)
            ownCoverage.pushes += 1
            nav.pushViewController(screen, animated: animated)
            if nav.topViewController !== screen { ownCoverage.refusedTransitions += 1 }
        case let .pushKept(pick, animated):
            guard !outside.isEmpty else { return }
            nav.pushViewController(outside[pick % outside.count], animated: animated)
        case let .pop(animated):
            nav.popViewController(animated: animated)
        case let .popToRoot(animated):
            nav.popToRootViewController(animated: animated)
        case let .setViewControllers(picks, animated):
            let pool = stack + outside
            var screens: [Screen] = []
            for pick in picks {
                let screen = pick == ReliabilityStep.newScreen ? makeScreen(nil) : pool[pick % pool.count]
                if !screens.contains(where: { $0 === screen }) { screens.append(screen) }
            }
            nav.setViewControllers(screens, animated: animated)
        case .keepTop:
            if let top = nav.topViewController, !kept.contains(where: { $0 === top }) { kept.append(top) }
        case .dropKept:
            kept.removeAll()
        case let .assignDelegate(choice):
            ownCoverage.delegateReassignments += 1
            switch choice {
            case .new: assignDelegate(makeDelegate())
            case let .previous(index): assignDelegate(delegates[index % delegates.count])
            case .none: assignDelegate(nil)
            }
        case let .setSystemPopGesture(enabled):
            // The app sets it while its own value is what shows: not while the proxy holds the recognizer off (a
            // switch off cannot be seen there, `SystemPopGestureOwnership` documents it) nor while a custom screen
            // is on top of an installed proxy (the proxy takes a value switched on there at its next event, a
            // touch reaching its pan included; the unit tests cover that case).
            guard !proxy.state.systemPopGesture.isHeldOff, !(installed && nav.topViewController?.hasCustomTransition == true) else { return }
            appGestureValue = enabled
            nav.interactivePopGestureEnabled = enabled
        case .install:
            HeadlessNavigationProxy.install(on: nav)
            installed = true
        case .uninstall:
            if installed { ownCoverage.uninstalls += 1 }
            proxy.uninstall()
            installed = false
        }
    }

    private func apply(_ step: ReliabilityStep.ModalStep) {
        guard let modal else { return }
        switch step {
        case let .present(index, animated):
            let configuration = Self.modalConfigurations[index]
            let presented = HeadlessViewController("presented\(nextPresentation)", frame: .zero)
            nextPresentation += 1
            let controller = HeadlessPresentationController(presented: presented, layout: configuration.layout.layout,
                                                            dismissal: configuration.dismissal,
                                                            dismissalEdge: configuration.style.exitEdge)
            let delegate = RecordingPresentationDelegate()
            controller.delegate = delegate
            delegate.onDidDismiss = { [unowned self, weak controller, weak modal] in
                // UIKit has finished the dismissal when the app hears of it.
                if let controller, modal?.presentationController === controller {
                    fail("presentationControllerDidDismiss arrived while the screen is still presented")
                }
            }
            guard modal.present(controller, animated: animated, style: configuration.style) else {
                ownCoverage.refusedTransitions += 1
                return
            }
            ownCoverage.presentations += 1
            presentations.append(Presentation(presented: presented, controller: controller, configuration: configuration, delegate: delegate))
        case let .dismiss(animated):
            modal.dismiss(animated: animated)
        case .tapDimming:
            // A tap at (370, 10) reaches the dimming view when it is on screen and the presented view does not cover the point.
            guard let controller = modal.presentationController, controller.dimmingView.superview != nil,
                  !controller.presentedView.frame.contains(CGPoint(x: 370, y: 10)) else { return }
            let wasDismissing = modal.isBeingDismissed
            controller.tapDimmingView()
            if !wasDismissing, modal.isBeingDismissed { ownCoverage.tapDismissals += 1 }
        case .escape:
            modal.presentationController?.accessibilityPerformEscape()
        }
    }

    private func apply(_ step: ReliabilityStep.FingerStep) {
        guard let nav, let proxy, let modal else { return }
        switch (step, finger) {
        case let (.swipeBack(x, velocityX), .none):
            let wasSettling = proxy.swipeBackInteraction.isSettling
            if proxy.swipeBackBegan(atX: x, velocity: CGPoint(x: velocityX, y: 0)) {
                finger = .swipeBack(translation: 0)
                ownCoverage.swipeBackPans += 1
                if wasSettling { ownCoverage.settlingPopsGrabbed += 1 }
            } else if x <= 20, velocityX > 0, nav.beginSystemSwipePop() {
                // UIKit's edge swipe recognizes an edge pan toward the right.
                finger = .systemSwipe(translation: 0)
                ownCoverage.systemSwipes += 1
            }
        case let (.dismissPan(towardDismissal, other, speed), .none):
            guard let controller = modal.presentationController else { return }
            let direction = towardDismissal
                ? controller.session.dismissalDirection(layoutDirection: modal.layoutDirection)
                : SwipeDirection.allCases[other % SwipeDirection.allCases.count]
            let unit = direction.unitVector
            let wasSettling = controller.interaction?.isSettling == true
            guard modal.pan(controller, velocity: CGPoint(x: unit.x * speed, y: unit.y * speed)) else { return }
            finger = .dismissPan(direction: unit, controller: Weak(controller))
            if wasSettling { ownCoverage.settlingDismissalsGrabbed += 1 }
        case (.swipeBack, _), (.dismissPan, _):
            return // one finger at a time
        case let (.move(distance), .swipeBack(translation)):
            finger = .swipeBack(translation: translation + distance)
            proxy.swipeBackChanged(translationX: translation + distance)
        case let (.move(distance), .systemSwipe(translation)):
            // UIKit's own interaction follows the finger.
            finger = .systemSwipe(translation: translation + distance)
            nav.interactivePop?.update((translation + distance) / nav.containerWidth)
        case let (.move(distance), .dismissPan(direction, weakController)):
            guard let controller = liveDismissPan(weakController) else { return }
            let tookOver = controller.interaction?.isInteractive == true
            modal.move(controller, by: CGPoint(x: direction.x * distance, y: direction.y * distance),
                       velocity: CGPoint(x: direction.x * distance * 8, y: direction.y * distance * 8))
            if !tookOver, controller.interaction?.isInteractive == true { ownCoverage.interactiveDismissals += 1 }
        case let (.lift(velocity), .swipeBack(translation)):
            if proxy.swipeBackInteraction.driver.session.phase == .waitingForTransition { ownCoverage.flicksBeforeStart += 1 }
            finger = .none
            proxy.swipeBackEnded(translationX: translation, velocityX: velocity)
        case let (.lift(velocity), .systemSwipe(translation)):
            // UIKit's own interaction decides (not documented; any plausible rule does).
            finger = .none
            if (translation + velocity * 0.2) / nav.containerWidth > 0.5 { nav.finishInteractivePop() } else { nav.cancelInteractivePop() }
        case let (.lift(velocity), .dismissPan(direction, weakController)):
            finger = .none
            guard let controller = liveDismissPan(weakController) else { return }
            if controller.interaction?.isInteractive == true, controller.interaction?.driver.session.phase == .waitingForTransition {
                ownCoverage.flicksBeforeStart += 1
            }
            modal.lift(controller, velocity: CGPoint(x: direction.x * velocity, y: direction.y * velocity))
            if case .settling(.cancel)? = controller.interaction?.driver.session.phase { ownCoverage.interactiveDismissalsCancelled += 1 }
        case (.cancel, .swipeBack):
            finger = .none
            proxy.swipeBackCancelled()
        case (.cancel, .systemSwipe):
            finger = .none
            nav.cancelInteractivePop()
        case let (.cancel, .dismissPan(_, weakController)):
            finger = .none
            liveDismissPan(weakController)?.dismissPanCancelled()
        case (.move, .none), (.lift, .none), (.cancel, .none):
            return
        }
    }

    /// The controller of a dismiss pan whose recognizer is still on the presented view; a recognizer removed
    /// from its view (the presentation ended) delivers nothing more, and the finger is off.
    @discardableResult
    private func liveDismissPan(_ controller: Weak<HeadlessPresentationController>) -> HeadlessPresentationController? {
        guard let controller = controller.object, controller.isDismissPanInstalled else {
            finger = .none
            return nil
        }
        return controller
    }

    // MARK: Invariants

    /// What holds after every step, even mid-gesture.
    private func checkAlways() {
        ledger.checkAlways(fail)
        guard violation == nil, let nav, let proxy, let modal else { return }
        checkProgress(proxy.swipeBackInteraction.progress, "the swipe back's progress")
        if let pop = nav.interactivePop { checkProgress(pop.percentComplete, "the interactive pop's progress") }
        if let interaction = modal.presentationController?.interaction { checkProgress(interaction.progress, "the dismiss pan's progress") }
        if let dismissal = modal.interactiveDismissal { checkProgress(dismissal.percentComplete, "the interactive dismissal's progress") }
        checkGeometry(nav.window)
        checkGeometry(modal.window)
        collection.check(atRest: false, fail)
        zoom.checkAlways(fail)
        checkGeometry(zoom.window)
        // The app's own delegate is never lost: calls to the navigation controller's delegate reach it, once the
        // run loop has turned (the proxy adopts a delegate the app assigned one turn later).
        if nav.mainQueue.isEmpty { checkDelegate(nav, proxy) }
    }

    private func checkProgress(_ progress: CGFloat, _ name: String) {
        if !(0...1).contains(progress) { fail("\(name) is \(progress), outside 0...1") }
    }

    /// Every view in the window: a finite frame with a non-negative size, an alpha in 0...1, a finite
    /// transform; masks included.
    private func checkGeometry(_ view: HeadlessView) {
        let frame = view.frame, transform = view.transform
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, view.alpha, view.cornerRadius,
                      transform.scaleX, transform.scaleY, transform.translationX, transform.translationY]
        if values.contains(where: { !$0.isFinite }) { return fail("\(view.name) has a non-finite frame, alpha or transform: \(view.frame)") }
        if frame.width < 0 || frame.height < 0 { return fail("\(view.name) has a negative size: \(frame)") }
        if !(0...1).contains(view.alpha) { return fail("\(view.name) has alpha \(view.alpha)") }
        if let mask = view.mask { checkGeometry(mask) }
        for subview in view.subviews where violation == nil { checkGeometry(subview) }
    }

    private func checkDelegate(_ nav: HeadlessNavigationController, _ proxy: HeadlessNavigationProxy) {
        let expectedInProperty: AnyObject? = installed ? proxy : appDelegate
        guard nav.delegate === expectedInProperty else {
            return fail("the navigation controller's delegate is \(name(nav.delegate)), expected \(installed ? "the proxy" : name(appDelegate))")
        }
        if installed, proxy.original !== appDelegate {
            return fail("the proxy forwards to \(name(proxy.original)), not to the app's \(name(appDelegate))")
        }
        if (proxy.state.phase == .installed) != installed { fail("the proxy's state says \(proxy.state.phase), expected installed: \(installed)") }
    }

    /// What holds whenever nothing moves.
    private func checkAtRest() {
        ledger.checkAtRest(fail)
        guard violation == nil, let nav, let proxy, let modal else { return }
        // Navigation: exactly the top screen's view, at rest, in the container; nothing else.
        guard let top = nav.topViewController else { return fail("the stack is empty") }
        if nav.visibleViewController !== top { return fail("the visible screen is \(nav.visibleViewController?.name ?? "none"), the top is \(top.name)") }
        let shown = nav.containerView.subviews.map(\.name)
        if shown != [top.name] { return fail("the navigation container holds \(shown), expected [\(top.name)]") }
        checkResting(top.content.view, frame: HeadlessNavigationController.bounds, cornerRadius: 0)
        // UIKit's edge swipe: held off exactly while a custom screen is on top of an installed proxy; otherwise
        // the app's own value (the library never leaves it off, and never switches on what the app switched off).
        let expectedGesture = installed && top.hasCustomTransition ? false : appGestureValue
        if nav.interactivePopGestureEnabled != expectedGesture {
            return fail("interactivePopGestureRecognizer.isEnabled is \(nav.interactivePopGestureEnabled), expected \(expectedGesture)"
                        + " (top \(top), app's value \(appGestureValue), installed \(installed))")
        }
        if proxy.swipeBackInteraction.driver.session.phase != .idle || proxy.swipeBackInteraction.driver.hasTransitionContext {
            return fail("the swipe back is not idle at rest: \(proxy.swipeBackInteraction.driver.session.phase)")
        }
        // Screens out of the stack that the app does not keep are freed.
        let before = screens.count
        screens.removeAll { $0.object == nil }
        ownCoverage.screensFreed += before - screens.count
        let held = Set(nav.viewControllers.map(ObjectIdentifier.init) + kept.map(ObjectIdentifier.init))
        if let leaked = screens.first(where: { $0.object.map { !held.contains(ObjectIdentifier($0)) } ?? false })?.object {
            return fail("\(leaked.name) left the stack and is still alive")
        }
        checkPresentationAtRest(modal)
        if violation == nil { collection.check(atRest: true, fail) }
        if violation == nil {
            zoom.checkAtRest(fail) { [unowned self] in checkResting($0, frame: ReliabilityZoomPart.screen, cornerRadius: 0) }
        }
    }

    private func checkPresentationAtRest(_ modal: HeadlessModalUIKit) {
        if let controller = modal.presentationController {
            guard let presentation = presentations.last, presentation.controller === controller, let container = modal.containerView else {
                return fail("UIKit presents a screen the app did not present")
            }
            let layout = presentation.configuration.layout
            let shown = container.subviews
            if shown.count != 2 || shown[0] !== controller.dimmingView || shown[1] !== controller.presented.view {
                return fail("the presentation's container holds \(shown.map(\.name)), expected the dimming and \(controller.presented.view.name)")
            }
            checkResting(controller.presented.view, frame: layout.frame, cornerRadius: layout.cornerRadius)
            if controller.dimmingView.alpha != 1 { return fail("the presented screen's dimming is at \(controller.dimmingView.alpha), expected 1") }
            let windowViews = modal.window.subviews
            let expectedWindow = layout.layout == .fullScreen ? [container] : [modal.presenter.view, container]
            if windowViews.count != expectedWindow.count || zip(windowViews, expectedWindow).contains(where: { $0 !== $1 }) {
                return fail("the window holds \(windowViews.map(\.name)) while \(layout.layout) is presented")
            }
            if let interaction = controller.interaction, interaction.driver.session.phase != .idle {
                return fail("the dismiss pan is not idle at rest: \(interaction.driver.session.phase)")
            }
        } else {
            let windowViews = modal.window.subviews.map(\.name)
            if windowViews != ["presenter"] { return fail("with nothing presented the window holds \(windowViews)") }
        }
        if modal.presenter.view.superview != nil { checkResting(modal.presenter.view, frame: HeadlessModalUIKit.screen, cornerRadius: 0) }
        // A presentation that ended is freed with its presentation controller.
        for presentation in presentations where presentation.controller !== modal.presentationController {
            if presentation.presented != nil || presentation.controller != nil {
                return fail("a dismissed screen or its presentation controller is still alive")
            }
        }
        presentations.removeAll { $0.controller == nil }
    }

    /// A view on screen at rest: its frame and radius, opaque, untransformed, visible, unmasked.
    private func checkResting(_ view: HeadlessView, frame: CGRect, cornerRadius: CGFloat) {
        let expected = ViewState(frame: frame, cornerRadius: cornerRadius)
        if view.state != expected { return fail("\(view.name) rests at \(view.state), expected \(expected)") }
        if view.mask != nil { return fail("\(view.name) keeps a mask") }
        if view.isHidden { return fail("\(view.name) is hidden") }
    }

    /// Drops every object the app and UIKit hold; everything must be freed.
    private func dropEverything() {
        currentStep = nil
        weak let weakNav = nav
        weak let weakProxy = proxy
        weak let weakModal = modal
        let weakDelegates = delegates.map { Weak($0) }
        kept = []
        delegates = []
        appDelegate = nil
        proxy = nil
        nav = nil
        modal = nil
        let weakPresented = presentations.map { (Weak($0.presented), Weak($0.controller)) }
        presentations = []
        if weakNav != nil || weakProxy != nil { return fail("the navigation controller or its proxy is retained") }
        if weakModal != nil { return fail("the presenting side is retained") }
        if let alive = screens.compactMap(\.object).first { return fail("\(alive.name) is retained after everything was dropped") }
        if weakDelegates.contains(where: { $0.object != nil }) { return fail("an app delegate is retained") }
        if weakPresented.contains(where: { $0.0.object != nil || $0.1.object != nil }) { return fail("a presented screen is retained") }
        ledger.checkAtRest(fail)
    }

    // MARK: Helpers

    private func makeScreen(_ custom: ReliabilityStep.CustomTransition?) -> Screen {
        let screen = Screen("s\(nextScreen)", custom: custom != nil)
        nextScreen += 1
        if let custom {
            screen.navigationStyle = Self.navigationStyles[custom.style]
            screen.swipeBackArea = Self.swipeBackAreas[custom.area]
        }
        screens.append(Weak(screen))
        return screen
    }

    private func makeDelegate() -> RecordingNavigationDelegate {
        let delegate = RecordingNavigationDelegate("d\(delegates.count)")
        delegates.append(delegate)
        return delegate
    }

    private func assignDelegate(_ delegate: RecordingNavigationDelegate?) {
        appDelegate = delegate
        nav?.delegate = delegate
    }

    private func name(_ delegate: AnyObject?) -> String {
        switch delegate {
        case nil: return "nil"
        case let recording as RecordingNavigationDelegate: return recording.name
        case is HeadlessNavigationProxy: return "the proxy"
        default: return "an unknown object"
        }
    }
}
