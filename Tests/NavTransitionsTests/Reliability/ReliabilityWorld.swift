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
    /// The swipe back's interaction passes its progress plus a half to `update`.
    case progressPastTheEnd
    /// The presentation controller never stops the list under the finger.
    case listNotStopped
    // Bugs planted in Core's run loops, which the UIKit classes run too (``PlantedFault``). (`runPanCommands`
    // finishing what the driver cancels is the self-check's to catch: a release's outcome is the product's to decide.)
    /// `runZoomCommands` drops the landing of a released photo.
    case coreZoomLandingDropped
    /// `ReorderDrag`'s run never lands the lifted image after a drop.
    case coreReorderLiftedImageKept
    /// `CarouselLayout.Preparation.run` never schedules the recentring a pass asks for.
    case coreCarouselRecentringSkipped
    /// The navigation proxy, once it has handed UIKit's back recognizers back, never becomes their delegate again
    /// (UIKit's gating then keeps a plain screen's swipe back off while the proxy is installed).
    case systemBackGestureDelegatesNotTaken

    var description: String { rawValue }

    /// The bug it plants in Core's run loops, if it is one of those.
    var plantedFault: PlantedFault? {
        switch self {
        case .coreZoomLandingDropped: return .zoomLandingDropped
        case .coreReorderLiftedImageKept: return .reorderLiftedImageKept
        case .coreCarouselRecentringSkipped: return .carouselRecentringSkipped
        default: return nil
        }
    }
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
///
/// Every counter is asserted (``counters`` lists them all; ``minimumPer10k`` gives each its floor).
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
    /// Steps after which the zoom part checked the session against its own model of the dismissal.
    var zoomSessionChecks = 0
    // The hard cases of issue 18.
    /// Library swipe-back pans and dismiss pans that began in a right-to-left layout.
    var rightToLeftSwipeBacks = 0
    var rightToLeftDismissPans = 0
    /// Dismiss pans that began on a presented list (a scroll view), and those the dismissal took over.
    var listPans = 0
    var listHandOffs = 0
    /// Animated transitions UIKit ran without a transition coordinator.
    var transitionsWithoutCoordinator = 0
    /// Coordinator completions UIKit lost, and ran twice.
    var droppedCompletions = 0
    var doubledCompletions = 0
    /// Another library's proxy wrapped the navigation controller's delegate.
    var wrappedDelegates = 0
    /// Installs with a screen as the owner, and those whose owner was not in the stack yet.
    var ownerInstalls = 0
    var ownerInstallsOutsideTheStack = 0
    /// First pushes of a custom screen right after its owner install, checked for the library's animation.
    var customPushesAfterOwnerInstall = 0
    /// NaN or infinite values a gesture delivered to the library.
    var nonFiniteValues = 0
    /// Pushes, pops and stack changes the app asked for while a transition no finger drives was in flight.
    var requestsDuringTransition = 0
    /// Delegates the app assigned while a navigation transition ran.
    var delegateReassignmentsMidFlight = 0
    /// Checks of the delegate that ran, and those skipped because an assignment waited for its main-queue turn.
    var delegateChecks = 0
    var delegateChecksSkippedForQueuedWork = 0
    /// Checks of the delegate made while the reference model left the proxy's state open (an owner left, its
    /// hand-back not yet seen): consistency only. And the hand-backs the reference model saw close that window.
    var delegateChecksWhileOpen = 0
    var ownerHandBacksObserved = 0
    // UIKit's back gestures beside the proxy (issue 31).
    /// UIKit's swipes back that began on a plain screen while the proxy was installed and UIKit gates its built-in pop.
    var systemSwipesOnPlainScreensWhileGated = 0
    /// iOS 26's content swipes that began (on plain screens), and those refused on a custom screen of an installed proxy.
    var contentSwipes = 0
    var contentSwipesRefusedOnCustomScreens = 0
    /// Transitions in flight that iOS 26's interruptible transitions interrupted, and pushes a pop turned around.
    var interruptedTransitions = 0
    var reversedPushes = 0
    /// Checks at rest of the orientations UIKit gets from the app's delegate (limited by it, or UIKit's default).
    var orientationChecks = 0

    /// Every counter by name, in declaration order.
    var counters: [(name: String, value: Int)] {
        Mirror(reflecting: self).children.compactMap { child in (child.value as? Int).map { (child.label ?? "?", $0) } }
    }

    /// The least each counter must reach per 10,000 sequences of the standard mix: about a third of what
    /// seeds 0..<10,000 reach, so any 10,000 seeds pass and a generator that stops reaching a path fails. A
    /// run of N sequences must reach N / 10,000 of it (rounded down); 0 marks what is only reported (checks
    /// skipped, which the test bounds by the checks that ran instead).
    static let minimumPer10k: [String: Int] = [
        "pushes": 5_000, "libraryAnimations": 2_000, "swipeBackPans": 220, "swipeBacksFinished": 35, "swipeBacksCancelled": 120,
        "settlingPopsGrabbed": 440, "flicksBeforeStart": 60, "systemSwipes": 120, "delegateReassignments": 1_100,
        "uninstalls": 260,
        "screensFreed": 2_700, "presentations": 2_100, "interactiveDismissals": 120, "interactiveDismissalsCancelled": 40,
        "settlingDismissalsGrabbed": 360, "tapDismissals": 150, "refusedTransitions": 6_600, "reorderDrops": 650,
        "carouselSnaps": 850,
        "emptyCarouselReloads": 110, "zoomLegs": 2_200, "zoomLegsCancelled": 380, "zoomIndexChanges": 75,
        "zoomMissingSources": 750,
        "zoomOffScreenSources": 100, "zoomPinchDismissals": 37, "zoomDragDismissals": 22, "zoomGrabs": 600,
        "zoomFlicksBeforeStart": 150,
        "zoomDismissalsRefused": 34, "zoomSessionChecks": 1_800,
        "rightToLeftSwipeBacks": 58, "rightToLeftDismissPans": 90, "listPans": 85, "listHandOffs": 63,
        "transitionsWithoutCoordinator": 900,
        "droppedCompletions": 42, "doubledCompletions": 50, "wrappedDelegates": 1_100, "ownerInstalls": 680,
        "ownerInstallsOutsideTheStack": 600,
        "customPushesAfterOwnerInstall": 175, "nonFiniteValues": 470, "requestsDuringTransition": 1_700,
        "delegateReassignmentsMidFlight": 260,
        "delegateChecks": 90_000, "delegateChecksSkippedForQueuedWork": 0, "delegateChecksWhileOpen": 0,
        "ownerHandBacksObserved": 11,
        "systemSwipesOnPlainScreensWhileGated": 120, "contentSwipes": 75, "contentSwipesRefusedOnCustomScreens": 35,
        "interruptedTransitions": 280,
        "reversedPushes": 78, "orientationChecks": 21_000,
    ]

    /// The least each counter must reach over `sequences` sequences: ``minimumPer10k`` scaled, rounded down;
    /// in a run shorter than 10,000 sequences, a counter scaled below ten must reach a third of it. A rare
    /// event is a Poisson count: at a scaled floor of two (the list hand-off at 1,000 sequences) a run of
    /// seeds with none is about one in eight, so a short run would fail on chance, not on a bug. From 10,000
    /// sequences on, every floor is the full one, scaled.
    static func minimums(forSequences sequences: Int) -> [String: Int] {
        minimumPer10k.mapValues { minimum in
            let scaled = Double(minimum) * Double(sequences) / 10_000
            return Int((scaled >= 10 || sequences >= 10_000 ? scaled : scaled / 3).rounded(.down))
        }
    }

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
        zoomSessionChecks += other.zoomSessionChecks
        rightToLeftSwipeBacks += other.rightToLeftSwipeBacks
        rightToLeftDismissPans += other.rightToLeftDismissPans
        listPans += other.listPans
        listHandOffs += other.listHandOffs
        transitionsWithoutCoordinator += other.transitionsWithoutCoordinator
        droppedCompletions += other.droppedCompletions
        doubledCompletions += other.doubledCompletions
        wrappedDelegates += other.wrappedDelegates
        ownerInstalls += other.ownerInstalls
        ownerInstallsOutsideTheStack += other.ownerInstallsOutsideTheStack
        customPushesAfterOwnerInstall += other.customPushesAfterOwnerInstall
        nonFiniteValues += other.nonFiniteValues
        requestsDuringTransition += other.requestsDuringTransition
        delegateReassignmentsMidFlight += other.delegateReassignmentsMidFlight
        delegateChecks += other.delegateChecks
        delegateChecksSkippedForQueuedWork += other.delegateChecksSkippedForQueuedWork
        delegateChecksWhileOpen += other.delegateChecksWhileOpen
        ownerHandBacksObserved += other.ownerHandBacksObserved
        systemSwipesOnPlainScreensWhileGated += other.systemSwipesOnPlainScreensWhileGated
        contentSwipes += other.contentSwipes
        contentSwipesRefusedOnCustomScreens += other.contentSwipesRefusedOnCustomScreens
        interruptedTransitions += other.interruptedTransitions
        reversedPushes += other.reversedPushes
        orientationChecks += other.orientationChecks
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
            if record.completions != 1 {
                return report("the \(record.label) transition called completeTransition \(record.completions) times")
            }
            if record.context != nil {
                return report("the \(record.label) transition's context (and its animation controller) is still alive")
            }
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
/// The steps the generator draws are plain data, and what the world makes of them (which way a pan
/// dismisses, whether the app may switch the system swipe now, whether the proxy should be installed)
/// comes from its own reference model, never from the product's state.
///
/// Per seed, UIKit's undocumented or unpromised behaviours are fixed one way or the other (both must
/// work): a right-to-left layout, transitions without a coordinator, coordinator completions lost or run
/// twice, navigation transitions that take time (and what a push during one does), presentations that end
/// later.
final class ReliabilityWorld {
    typealias Screen = HeadlessNavigationController.Screen

    /// The styles of the screens' navigation transitions.
    static let navigationStyles: [TransitionStyle] = [
        .slide, .fade, .scale, .cover(edge: .bottom), .cover(edge: .leading),
        .circularReveal(.center), .circularReveal(.sourceFrame(CGRect(x: 300, y: 60, width: 44, height: 44))),
    ]
    /// The screens' swipe-back areas (nil: swipe back off for the screen).
    static let swipeBackAreas: [SwipeBackArea?] = [.leadingEdge, .leadingEdge, .anywhere, nil]

    /// A presentation: a layout with its frame computed by hand (``HeadlessModalTests/layouts``), a style,
    /// gestures, and the direction a pan dismisses it in, by hand: the style's exit edge (a cover's edge, the
    /// trailing edge for a slide), else the layout's (the leading edge for a side menu, the bottom otherwise).
    struct ModalConfiguration {
        var layout: HeadlessModalTests.Layout
        var style: TransitionStyle
        var dismissal: ModalDismissal
        /// The unit vector of a dismissing pan in a left-to-right layout (x changes sign right to left).
        var dismissalDirection: CGPoint

        /// The presented view's frame at rest: the left-to-right frame, mirrored in a right-to-left layout (a
        /// side menu 281.25 wide sits at x 375 − 281.25 = 93.75).
        func frame(_ direction: LayoutDirection) -> CGRect {
            let frame = layout.frame
            guard direction == .rightToLeft else { return frame }
            return CGRect(x: HeadlessModalUIKit.screen.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }

        func dismissalDirection(_ direction: LayoutDirection) -> CGPoint {
            direction == .leftToRight ? dismissalDirection : CGPoint(x: -dismissalDirection.x, y: dismissalDirection.y)
        }
    }

    static let modalConfigurations: [ModalConfiguration] = {
        let layouts = HeadlessModalTests.layouts // full screen, sheet, side menu, card
        let down = CGPoint(x: 0, y: 1), left = CGPoint(x: -1, y: 0), right = CGPoint(x: 1, y: 0)
        return [
            ModalConfiguration(layout: layouts[0], style: .cover(edge: .bottom), dismissal: .all, dismissalDirection: down),
            ModalConfiguration(layout: layouts[1], style: .cover(edge: .bottom), dismissal: .all, dismissalDirection: down),
            ModalConfiguration(layout: layouts[2], style: .cover(edge: .leading), dismissal: .all, dismissalDirection: left),
            ModalConfiguration(layout: layouts[3], style: .scale, dismissal: .all, dismissalDirection: down),
            ModalConfiguration(layout: layouts[1], style: .fade, dismissal: .pan, dismissalDirection: down),
            ModalConfiguration(
                layout: layouts[3], style: .circularReveal(.center), dismissal: .tapOnDimming, dismissalDirection: down),
            ModalConfiguration(layout: layouts[0], style: .slide, dismissal: [], dismissalDirection: right),
            ModalConfiguration(layout: layouts[1], style: .circularReveal(.center), dismissal: .all, dismissalDirection: down),
            ModalConfiguration(layout: layouts[2], style: .slide, dismissal: .pan, dismissalDirection: right),
        ]
    }()

    /// A presented list: 2,000 points of content in a 334-point view, scrolled 120 points down.
    static let listContentHeight: CGFloat = 2_000
    static let listBoundsHeight: CGFloat = 334
    static let listStartOffset: CGFloat = 120

    /// Where the finger is.
    private enum Finger {
        case none
        /// On the library's swipe-back pan, moved `translation` points toward the trailing edge.
        case swipeBack(translation: CGFloat)
        /// On UIKit's edge swipe, moved `translation` points toward the trailing edge.
        case systemSwipe(translation: CGFloat)
        /// On a presentation's dismiss pan, along `direction` (screen coordinates).
        case dismissPan(DismissPan)
    }

    private struct DismissPan {
        var direction: CGPoint
        var controller: Weak<HeadlessPresentationController>
        /// The list under the finger, if the finger came down on one: it scrolls with the finger as UIKit's own
        /// pan scrolls it, until the presentation stops it (its pan is then cancelled for the rest of the touch,
        /// as `DimmingPresentationController` does by switching it off and on).
        var list: Weak<HeadlessView>
        /// How many scroll views the presentation controller had stopped when the touch began.
        var stopsAtBegin: Int
        /// Whether the pan began on a presentation at rest (not grabbing a settling dismissal).
        var beganAtRest: Bool
        /// The list's offset from the moment the dismissal held the presentation on (it must not scroll then).
        var heldListOffset: CGPoint?
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
        /// The list the presented view holds, if any.
        weak var list: HeadlessView?
    }

    /// What the reference model says of the proxy: installed, not, or either (after an event whose timing
    /// the rules leave open, such as an owner leaving the stack or being freed: the proxy hands back at its
    /// next event). The model closes that window itself, from what it saw reach the proxy: the first `didShow`
    /// the navigation controller sends through a chain of delegates that holds the proxy, once the owner has
    /// been seen in the stack at a message the proxy heard (or was freed), leaves it handed back. While the
    /// window is open only consistency is checked (the delegate and the system swipe follow the proxy's own
    /// phase), and those checks are counted (`delegateChecksWhileOpen`).
    private enum ProxyExpectation: CustomStringConvertible {
        case installed, uninstalled, either
        var description: String {
            "\(self == .installed ? "installed" : self == .uninstalled ? "uninstalled" : "installed or not")"
        }
    }

    /// A screen that may own the proxy (after two installs, the one kept is one of them).
    private struct OwnerCandidate {
        weak var screen: Screen?
        /// Whether it has been in the stack since it became a candidate.
        var hasBeenInStack: Bool
        /// Whether it was in the stack at a moment the proxy heard of (its install, a `willShow` or `didShow` that
        /// reached it): then the proxy knows it arrived, and hands back once it left.
        var seenInStackByProxy: Bool
        /// Whether it left the stack and has not entered the window since.
        var leftSinceEntered = false
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
        total.droppedCompletions +=
            countersAtDrop.dropped + (nav.map { $0.droppedCompletions } ?? 0) + (modal.map { $0.droppedCompletions } ?? 0)
        total.doubledCompletions +=
            countersAtDrop.doubled + (nav.map { $0.doubledCompletions } ?? 0) + (modal.map { $0.doubledCompletions } ?? 0)
        total.transitionsWithoutCoordinator +=
            countersAtDrop.withoutCoordinator
            + (nav.map { $0.transitionsWithoutCoordinator } ?? 0) + (modal.map { $0.transitionsWithoutCoordinator } ?? 0)
        total.requestsDuringTransition += countersAtDrop.requests + (nav.map { $0.requestsDuringTransition } ?? 0)
        total.interruptedTransitions += countersAtDrop.interrupted + (nav.map { $0.interruptedTransitions } ?? 0)
        total.reversedPushes += countersAtDrop.reversed + (nav.map { $0.reversedPushes } ?? 0)
        return total
    }
    /// The models' own counters, kept when they are dropped.
    private var countersAtDrop = (dropped: 0, doubled: 0, withoutCoordinator: 0, requests: 0, interrupted: 0, reversed: 0)
    /// How many steps ran (up to the one that broke an invariant).
    private(set) var stepsRun = 0
    /// A line per step (a replay's trace), when `tracing`.
    private(set) var trace: [String] = []
    private let tracing: Bool
    private var currentStep: Int?
    /// How UIKit behaves in this run (fixed per seed), for a replay's trace.
    private(set) var setupDescription = ""

    /// The layout direction of every screen of this run.
    let layoutDirection: LayoutDirection
    /// +1 left to right, −1 right to left: a step's "toward the trailing edge" in screen coordinates.
    private var trailingSign: CGFloat { layoutDirection == .leftToRight ? 1 : -1 }

    // Navigation.
    private var nav: HeadlessNavigationController?
    private var proxy: HeadlessNavigationProxy?
    private var kept: [Screen] = []
    private var delegates: [RecordingNavigationDelegate] = []
    private var appDelegate: RecordingNavigationDelegate?
    private var wrappers: [ForwardingWrapperDelegate] = []
    private var appGestureValue = true
    private var screens: [Weak<Screen>] = []
    private var nextScreen = 0
    // The reference model of the proxy.
    private var expectation = ProxyExpectation.installed
    private var ownerCandidates: [OwnerCandidate] = []
    /// Whether the reference model saw the proxy hand back to its owner's leaving (not an uninstall): the owner's
    /// coming back may attach it again.
    private var handedBackForOwner = false
    /// Whether another library's proxy took the delegate property at some point (the delegate is then
    /// followed through the wrappers).
    private var wrapped = false
    /// Whether the app (or another library) assigned the delegate property since the main queue last turned:
    /// the proxy adopts an assignment one turn later, as key-value observation reports it.
    private var delegateAssignedSinceTurn = false

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
    /// Values interaction controllers passed to `update` since the last check.
    private var progressValues: [(value: CGFloat, transition: String)] = []

    init(seed: UInt64, faults: Set<ReliabilityFault> = [], tracing: Bool = false) {
        self.seed = seed
        self.tracing = tracing
        dimmingFault = faults.contains(.dimmingViewLeftBehind)
        listFault = faults.contains(.listNotStopped)
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
        let modal = HeadlessModalUIKit(style: .cover(edge: .bottom))
        modal.presentationsEndLater = setup.chance(50)
        modal.reversedFractionCountsFromEnd = nav.reversedFractionCountsFromEnd
        // Issue 18's hard cases: right to left, no coordinator, completions lost or doubled, transitions in flight.
        layoutDirection = setup.chance(25) ? .rightToLeft : .leftToRight
        nav.layoutDirection = layoutDirection
        modal.layoutDirection = layoutDirection
        nav.providesCoordinator = setup.chance(85)
        modal.providesCoordinator = setup.chance(85)
        switch setup.below(100) {
        case 0..<8: nav.dropsCoordinatorCompletions = true
        case 8..<16: nav.doublesCoordinatorCompletions = true
        default: break
        }
        switch setup.below(100) {
        case 0..<8: modal.dismissalCompletionRuns = 0
        case 8..<16: modal.dismissalCompletionRuns = 2
        default: break
        }
        nav.transitionsTakeTime = setup.chance(40)
        nav.queuesRequestsDuringTransition = setup.chance(50)
        // Issue 31: UIKit's gating of its built-in pop (reported, or not), iOS 26's content swipe, its interruptible
        // transitions, and whether assigning the same delegate again refreshes UIKit's answers.
        nav.builtInPopGating = setup.chance(50) ? .whenDelegateImplementsAnimationController : .never
        if setup.chance(50) { nav.addContentPopGestureRecognizer() }
        nav.interruptsTransitionsInFlight = setup.chance(35)
        nav.reassigningSameDelegateRefreshesAnswers = setup.chance(50)
        setupDescription = [
            "\(layoutDirection)",
            nav.transitionsStartLater ? "navigation transitions start a turn later" : nil,
            nav.transitionsTakeTime
                ? "navigation transitions take time (a request meanwhile is \(nav.queuesRequestsDuringTransition ? "queued" : "ignored"))"
                : nil,
            nav.providesCoordinator ? nil : "navigation transitions without a coordinator",
            nav.dropsCoordinatorCompletions ? "navigation completions lost" : nil,
            nav.doublesCoordinatorCompletions ? "navigation completions doubled" : nil,
            modal.presentationsEndLater ? "presentations end a turn later" : nil,
            modal.providesCoordinator ? nil : "presentations without a coordinator",
            modal.dismissalCompletionRuns == 1
                ? nil : "interactive dismissal completions run \(modal.dismissalCompletionRuns) times",
            nav.sendsDidShowBeforeCoordinatorCompletion ? "didShow before the completions" : nil,
            nav.reversedFractionCountsFromEnd ? nil : "a reversed fraction counts from the start",
            "\(nav.builtInPopGating)",
            nav.interactiveContentPopGestureRecognizer == nil ? nil : "iOS 26's content swipe",
            nav.interruptsTransitionsInFlight ? "transitions in flight are interrupted (iOS 26)" : nil,
            nav.reassigningSameDelegateRefreshesAnswers ? "assigning the same delegate again refreshes its answers" : nil,
        ].compactMap { $0 }.joined(separator: ", ")

        nav.contextObserver = { [unowned self] context in
            ownCoverage.libraryAnimations += 1
            register(context, label: "\(context.operation) (navigation)")
        }
        nav.progressValueObserver = { [unowned self] value in progressValues.append((value, "the interactive pop")) }
        // What reaches the proxy, as the reference model follows it: the navigation controller's messages.
        nav.messageObserver = { [unowned self] message in messageSent(message) }
        // The owners are followed through every change of the stack, those a queued request makes included.
        nav.stackObserver = { [unowned self] in updateOwnerExpectation() }
        self.nav = nav
        assignDelegate(makeDelegate())
        // The app installs for the navigation controller, or for its root screen (which a `setViewControllers`
        // may take out of the stack).
        let rootOwns = setup.chance(30)
        let proxy = HeadlessNavigationProxy.install(on: nav, owner: rootOwns ? root : nil)
        if rootOwns { watch(owner: root, inStack: true) }
        self.proxy = proxy
        delegateAssignedSinceTurn = false // assigned before the proxy observed it

        modal.contextObserver = { [unowned self] context in register(context, label: "\(context.operation) (presentation)") }
        modal.progressValueObserver = { [unowned self] value in progressValues.append((value, "the interactive dismissal")) }
        self.modal = modal

        if faults.contains(.originalDelegateNotHandedBack) {
            proxy.plantedFaults.insert(.originalDelegateNotHandedBack)
        }
        if faults.contains(.systemPopGestureNotPutBack) {
            proxy.plantedFaults.insert(.systemPopGestureNotPutBack)
        }
        if faults.contains(.systemBackGestureDelegatesNotTaken) {
            // After the first install: the recognizers handed back are never taken again.
            proxy.plantedFaults.insert(.systemBackGestureDelegatesNotTaken)
        }
        if faults.contains(.progressPastTheEnd) {
            proxy.swipeBackInteraction.updateFilterForTesting = { $0 + 0.5 }
        }
        coreFault = faults.compactMap(\.plantedFault).first
        proxy.swipeBackInteraction.plantedFault = coreFault
    }

    private let dimmingFault: Bool
    private let listFault: Bool
    /// A bug planted in one of Core's run loops, through the doubles that run them.
    private var coreFault: PlantedFault?

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
        return
            "stack [\(stack)], delegate \(name(nav?.delegate)), proxy expected \(expectation), presented \(presented), finger \(finger); \(zoom.summary)"
    }

    private var isAtRest: Bool {
        guard case .none = finger, let nav, let modal, collection.isAtRest, zoom.isAtRest else { return false }
        return nav.mainQueue.isEmpty && nav.transitionCoordinator == nil && !nav.isInteractivePopRunning
            && !nav.isTransitionInFlight
            && !nav.isTransitionPending && modal.mainQueue.isEmpty && !modal.isBeingPresented && !modal.isBeingDismissed
    }

    /// Lifts the finger and lets every queue turn and every settle end, until everything rests.
    private func comeToRest() {
        for _ in 0..<16 where !isAtRest {
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
                nav?.advanceTransitionInFlight(by: fraction)
                modal?.interactiveDismissal?.advanceSettle(by: fraction)
            case .end:
                if nav?.interactivePop.map({ $0.settle != .none }) == true {
                    if case .cancelling? = nav?.interactivePop?.settle {
                        ownCoverage.swipeBacksCancelled += 1
                    } else {
                        ownCoverage.swipeBacksFinished += 1
                    }
                }
                nav?.completeSettle()
                modal?.completeSettle()
                // A sheet's settle or layout-change animator runs to its end too.
                modal?.presentationController?.finishSheetAnimation()
            }
        case .mainQueueTurn:
            nav?.mainQueue.drain()
            modal?.mainQueue.drain()
            delegateAssignedSinceTurn = false
        case let .nonFinite(step):
            apply(step)
        }
        updateOwnerExpectation()
    }

    private func apply(_ step: ReliabilityStep.NonFiniteStep) {
        switch step {
        case let .fingerMove(value), let .fingerLift(value):
            switch finger {
            case .none, .systemSwipe: return // UIKit's own edge swipe is not the library's to check
            case .swipeBack, .dismissPan: ownCoverage.nonFiniteValues += 1
            }
            if case .fingerMove = step {
                apply(.finger(.move(distance: value.value)))
            } else {
                apply(.finger(.lift(velocity: value.value)))
            }
        case let .carouselRelease(value):
            ownCoverage.nonFiniteValues += 1
            collection.apply(.carouselRelease(velocity: value.value))
        case let .zoomFingersMove(value):
            if !zoom.isAtRest { ownCoverage.nonFiniteValues += 1 }
            zoom.apply(.fingersMove(dx: value.value, dy: value.value, scale: value.value))
        case let .zoomFingersLift(value):
            if !zoom.isAtRest { ownCoverage.nonFiniteValues += 1 }
            zoom.apply(.fingersLift(velocityY: value.value, scaleVelocity: value.value))
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
            push(screen, animated: animated)
            if nav.topViewController !== screen { ownCoverage.refusedTransitions += 1 }
        case let .pushKept(pick, animated):
            guard !outside.isEmpty else { return }
            push(outside[pick % outside.count], animated: animated)
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
            if nav.transitionCoordinator != nil || nav.isTransitionInFlight || nav.isInteractivePopRunning
                || nav.isTransitionPending
            {
                ownCoverage.delegateReassignmentsMidFlight += 1
            }
            switch choice {
            case .new: assignDelegate(makeDelegate())
            case let .previous(index): assignDelegate(delegates[index % delegates.count])
            case .none: assignDelegate(nil)
            }
        case let .setSystemPopGesture(enabled):
            // The app sets it while its own value is what shows: not while it shows another value (the proxy
            // holds the recognizer off: a switch off cannot be seen there, `SystemPopGestureOwnership` documents
            // it) nor while the reference model says the proxy may hold it (a custom screen on top of a proxy
            // that may be installed: the proxy takes a value switched on there at its next event, a touch
            // reaching its pan included; the unit tests cover that case).
            let shownIsAppValue = nav.interactivePopGestureEnabled == appGestureValue
            let mayBeHeld = expectation != .uninstalled && nav.topViewController?.hasCustomTransition == true
            guard shownIsAppValue, !mayBeHeld else { return }
            appGestureValue = enabled
            nav.interactivePopGestureEnabled = enabled
        case let .install(owner):
            install(owner, nav: nav, outside: outside)
        case .uninstall:
            if expectation != .uninstalled { ownCoverage.uninstalls += 1 }
            proxy.uninstall()
            expectation = .uninstalled
            ownerCandidates = []
            handedBackForOwner = false
        case .wrapDelegate:
            let wrapper = ForwardingWrapperDelegate("w\(wrappers.count)")
            wrappers.append(wrapper)
            wrapped = true
            ownCoverage.wrappedDelegates += 1
            delegateAssignedSinceTurn = true
            wrapper.install(on: nav)
        }
    }

    /// A push; a custom screen pushed animated while the reference model has the proxy installed runs the
    /// library's animation, from the first push after an install on (unless the app assigned a delegate the
    /// proxy adopts only at the next main-queue turn, or wrappers forward in a loop).
    private func push(_ screen: Screen, animated: Bool, afterOwnerInstall: Bool = false) {
        guard let nav else { return }
        let adoptionPending = delegateAssignedSinceTurn
        let (_, cycles) = forwardingChain(from: nav.delegate)
        let animationsBefore = ownCoverage.libraryAnimations
        let wasVisible = nav.visibleViewController === screen
        nav.pushViewController(screen, animated: animated)
        // Whether the push ran inside the call (not refused, queued or started later).
        let ran = !wasVisible && nav.visibleViewController === screen && nav.topViewController === screen
        guard animated, ran, screen.hasCustomTransition, expectation == .installed, !cycles, !adoptionPending else { return }
        if afterOwnerInstall { ownCoverage.customPushesAfterOwnerInstall += 1 }
        if ownCoverage.libraryAnimations == animationsBefore {
            fail("\(screen) was pushed with the system animation while the proxy is installed")
        }
    }

    /// `install(on:owner:)`, and what the reference model expects of it.
    ///
    /// The rule (the team brief, issue 17 finding 2): the proxy attaches at install whatever the owner; it
    /// hands back once the owner has been in the stack and left it, or when the owner is freed without ever
    /// arriving; it attaches again when the owner comes back on screen. Installing again never nests: the
    /// navigation controller (no owner) outlives any screen, and of two screens the one kept is the one that
    /// keeps the proxy longer (the model keeps both as candidates).
    private func install(_ choice: ReliabilityStep.OwnerChoice, nav: HeadlessNavigationController, outside: [Screen]) {
        let owner: Screen?
        var pushAfter: (screen: Screen, animated: Bool)?
        switch choice {
        case .navigationController: owner = nil
        case .top: owner = nav.topViewController
        case let .inStack(index): owner = nav.viewControllers[index % nav.viewControllers.count]
        case let .kept(index):
            guard !outside.isEmpty else { return }
            owner = outside[index % outside.count]
        case let .nextPush(custom, animated):
            let screen = makeScreen(custom)
            owner = screen
            pushAfter = (screen, animated)
        }
        let installedBefore = expectation
        let ownedByNavigationController = installedBefore == .installed && ownerCandidates.isEmpty
        HeadlessNavigationProxy.install(on: nav, owner: owner)
        if let owner {
            ownCoverage.ownerInstalls += 1
            let inStack = nav.viewControllers.contains { $0 === owner }
            if !inStack { ownCoverage.ownerInstallsOutsideTheStack += 1 }
            if !ownedByNavigationController {
                if installedBefore == .uninstalled { ownerCandidates = [] }
                watch(owner: owner, inStack: inStack)
            }
        } else {
            ownerCandidates = []
        }
        expectation = .installed
        handedBackForOwner = false
        if let (screen, animated) = pushAfter {
            ownCoverage.pushes += 1
            push(screen, animated: animated, afterOwnerInstall: true)
        }
    }

    /// A `willShow` or `didShow` the navigation controller is about to send to its delegate: when the chain of
    /// delegates from the property holds the proxy, the proxy hears it. The owner in the stack then is an owner the
    /// proxy knows arrived; a `didShow` with that owner out of the stack (or freed) is the event the proxy hands
    /// back at, at the latest: the window the reference model left open closes, handed back.
    private func messageSent(_ message: HeadlessNavigationController.Message) {
        guard let nav, let proxy, forwardingChain(from: nav.delegate).chain.contains(where: { $0 === proxy }),
            ownerCandidates.count == 1
        else { return }
        let stack = nav.viewControllers
        guard let owner = ownerCandidates[0].screen else {
            // A freed owner: the proxy hands back at its next event, whatever it is.
            if expectation == .either { handBackObserved() }
            return
        }
        if stack.contains(where: { $0 === owner }) {
            ownerCandidates[0].seenInStackByProxy = true
        } else if case .didShow = message, ownerCandidates[0].seenInStackByProxy, expectation == .either {
            handBackObserved()
        }
    }

    private func handBackObserved() {
        expectation = .uninstalled
        handedBackForOwner = true
        ownCoverage.ownerHandBacksObserved += 1
    }

    /// Makes `owner` a candidate owner of the proxy, and notes when its view enters the window.
    private func watch(owner: Screen, inStack: Bool) {
        ownerCandidates.append(OwnerCandidate(screen: owner, hasBeenInStack: inStack, seenInStackByProxy: inStack))
        owner.onWindowEntry(key: ObjectIdentifier(self)) { [weak self, weak owner] in
            guard let self, let owner else { return }
            for index in ownerCandidates.indices where ownerCandidates[index].screen === owner {
                ownerCandidates[index].leftSinceEntered = false
            }
        }
    }

    /// The reference model follows the owners: one freed, or one that has been in the stack and is out of
    /// it, makes the proxy's state open until it notices (at its next event).
    private func updateOwnerExpectation() {
        guard let nav else { return }
        // An owner that comes back into the stack after the hand-back attaches the proxy again when it appears.
        if handedBackForOwner, expectation == .uninstalled, ownerCandidates.count == 1, let screen = ownerCandidates[0].screen,
            nav.viewControllers.contains(where: { $0 === screen })
        {
            expectation = .either
            ownerCandidates[0].leftSinceEntered = true
        }
        for index in ownerCandidates.indices {
            guard let screen = ownerCandidates[index].screen else {
                if expectation == .installed { expectation = .either }
                continue
            }
            if nav.viewControllers.contains(where: { $0 === screen }) {
                ownerCandidates[index].hasBeenInStack = true
            } else if ownerCandidates[index].hasBeenInStack {
                ownerCandidates[index].leftSinceEntered = true
                if expectation == .installed { expectation = .either }
            }
        }
    }

    /// At rest, an owner that came back into the stack and entered the window since it left has the proxy
    /// installed again (by then every transition has ended).
    private func resolveOwnerExpectationAtRest(_ nav: HeadlessNavigationController) {
        guard expectation == .either, ownerCandidates.count == 1, let screen = ownerCandidates[0].screen,
            nav.viewControllers.contains(where: { $0 === screen }), !ownerCandidates[0].leftSinceEntered
        else { return }
        expectation = .installed
    }

    private func apply(_ step: ReliabilityStep.ModalStep) {
        guard let modal else { return }
        switch step {
        case let .present(index, animated, hasList):
            let configuration = Self.modalConfigurations[index]
            let presented = HeadlessViewController("presented\(nextPresentation)", frame: .zero)
            nextPresentation += 1
            var list: HeadlessView?
            if hasList {
                let scrollView = HeadlessView("list", frame: CGRect(x: 0, y: 0, width: 375, height: Self.listBoundsHeight))
                scrollView.scrollState = ScrollViewState(
                    contentOffset: CGPoint(x: 0, y: Self.listStartOffset),
                    contentSize: CGSize(width: 375, height: Self.listContentHeight),
                    boundsSize: CGSize(width: 375, height: Self.listBoundsHeight))
                scrollView.addSubview(HeadlessView("cell", frame: CGRect(x: 0, y: 0, width: 375, height: 44)))
                presented.view.addSubview(scrollView)
                list = scrollView
            }
            let controller = HeadlessPresentationController(
                presented: presented, layout: configuration.layout.layout,
                dismissal: configuration.dismissal,
                dismissalEdge: configuration.style.exitEdge)
            controller.ignoresStopScrollViewForTesting = listFault
            controller.interaction?.plantedFault = coreFault
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
            presentations.append(
                Presentation(
                    presented: presented, controller: controller, configuration: configuration, delegate: delegate,
                    list: list))
        case let .dismiss(animated):
            modal.dismiss(animated: animated)
        case .tapDimming:
            // A tap 5 points from the trailing edge, 10 from the top, reaches the dimming view when it is on screen
            // and the presented view does not cover the point.
            let point = CGPoint(x: layoutDirection == .leftToRight ? 370 : 5, y: 10)
            guard let controller = modal.presentationController, controller.dimmingView.superview != nil,
                !controller.presentedView.frame.contains(point)
            else { return }
            let wasDismissing = modal.isBeingDismissed
            controller.tapDimmingView()
            if !wasDismissing, modal.isBeingDismissed { ownCoverage.tapDismissals += 1 }
        case .escape:
            modal.presentationController?.accessibilityPerformEscape()
        }
    }

    private func apply(_ step: ReliabilityStep.FingerStep) {
        guard let nav, let proxy, let modal else { return }
        let sign = trailingSign
        switch (step, finger) {
        case let (.swipeBack(x, velocityX), .none):
            let wasSettling = proxy.swipeBackInteraction.isSettling
            let screenX = layoutDirection == .leftToRight ? x : nav.containerWidth - x
            if proxy.swipeBackBegan(atX: screenX, velocity: CGPoint(x: sign * velocityX, y: 0)) {
                finger = .swipeBack(translation: 0)
                ownCoverage.swipeBackPans += 1
                if layoutDirection == .rightToLeft { ownCoverage.rightToLeftSwipeBacks += 1 }
                if wasSettling { ownCoverage.settlingPopsGrabbed += 1 }
            } else if velocityX > 0 {
                systemSwipeBack(fromLeadingX: x, nav: nav, proxy: proxy)
            }
        case let (.dismissPan(towardDismissal, other, speed, onList), .none):
            guard let controller = modal.presentationController,
                let presentation = presentations.last(where: { $0.controller === controller })
            else { return }
            let unit =
                towardDismissal
                ? presentation.configuration.dismissalDirection(layoutDirection)
                : SwipeDirection.allCases[other % SwipeDirection.allCases.count].unitVector
            let wasSettling = controller.interaction?.isSettling == true
            let list = onList ? presentation.list : nil
            let hitView = list?.subviews.first
            guard modal.pan(controller, hitView: hitView, velocity: CGPoint(x: unit.x * speed, y: unit.y * speed)) else { return }
            finger = .dismissPan(
                DismissPan(
                    direction: unit, controller: Weak(controller), list: Weak(list),
                    stopsAtBegin: controller.stoppedScrollViews.count,
                    beganAtRest: !wasSettling))
            if wasSettling { ownCoverage.settlingDismissalsGrabbed += 1 }
            if list != nil { ownCoverage.listPans += 1 }
            if layoutDirection == .rightToLeft { ownCoverage.rightToLeftDismissPans += 1 }
        case (.swipeBack, _), (.dismissPan, _):
            return // one finger at a time
        case let (.move(distance), .swipeBack(translation)):
            finger = .swipeBack(translation: translation + distance)
            proxy.swipeBackChanged(translationX: sign * (translation + distance))
        case let (.move(distance), .systemSwipe(translation)):
            // UIKit's own interaction follows the finger, within 0...1.
            finger = .systemSwipe(translation: translation + distance)
            nav.interactivePop?.update(min(max((translation + distance) / nav.containerWidth, 0), 1))
        case let (.move(distance), .dismissPan(pan)):
            guard let controller = liveDismissPan(pan.controller) else { return }
            let tookOver = controller.interaction?.isInteractive == true
            let delta = CGPoint(x: pan.direction.x * distance, y: pan.direction.y * distance)
            // The list's own pan scrolls its content with the finger (past an edge it rubber-bands at half the
            // distance), until the presentation stopped it during this touch.
            let stopped = controller.stoppedScrollViews.dropFirst(pan.stopsAtBegin).contains { $0.view === pan.list.object }
            if !stopped, let list = pan.list.object, var state = list.scrollState, delta.y.isFinite {
                state.contentOffset.y = Self.listOffset(from: state.contentOffset.y, scrolledBy: -delta.y)
                list.scrollState = state
            }
            modal.move(controller, by: delta, velocity: CGPoint(x: delta.x * 8, y: delta.y * 8))
            guard case var .dismissPan(current) = finger else { return }
            if !tookOver, controller.interaction?.isInteractive == true {
                ownCoverage.interactiveDismissals += 1
                if let list = pan.list.object {
                    ownCoverage.listHandOffs += 1
                    if pan.beganAtRest { current.heldListOffset = list.scrollState?.contentOffset }
                }
            } else if tookOver, let held = pan.heldListOffset, let list = pan.list.object, list.scrollState?.contentOffset != held
            {
                return fail(
                    "the list scrolled to \(list.scrollState.map { "\($0.contentOffset)" } ?? "-") while the dismissal held the presentation at \(held)"
                )
            }
            finger = .dismissPan(current)
        case let (.lift(velocity), .swipeBack(translation)):
            if proxy.swipeBackInteraction.driver.session.phase == .waitingForTransition { ownCoverage.flicksBeforeStart += 1 }
            finger = .none
            proxy.swipeBackEnded(translationX: sign * translation, velocityX: sign * velocity)
        case let (.lift(velocity), .systemSwipe(translation)):
            // UIKit's own interaction decides (not documented; any plausible rule does).
            finger = .none
            if (translation + velocity * 0.2) / nav.containerWidth > 0.5 {
                nav.finishInteractivePop()
            } else {
                nav.cancelInteractivePop()
            }
        case let (.lift(velocity), .dismissPan(pan)):
            finger = .none
            Self.listTouchEnded(pan)
            guard let controller = liveDismissPan(pan.controller) else { return }
            if controller.interaction?.isInteractive == true,
                controller.interaction?.driver.session.phase == .waitingForTransition
            {
                ownCoverage.flicksBeforeStart += 1
            }
            modal.lift(controller, velocity: CGPoint(x: pan.direction.x * velocity, y: pan.direction.y * velocity))
            if case .settling(.cancel)? = controller.interaction?.driver.session.phase {
                ownCoverage.interactiveDismissalsCancelled += 1
            }
        case (.cancel, .swipeBack):
            finger = .none
            proxy.swipeBackCancelled()
        case (.cancel, .systemSwipe):
            finger = .none
            nav.cancelInteractivePop()
        case let (.cancel, .dismissPan(pan)):
            finger = .none
            Self.listTouchEnded(pan)
            liveDismissPan(pan.controller)?.dismissPanCancelled()
        case (.move, .none), (.lift, .none), (.cancel, .none):
            return
        }
    }

    /// A finger moving from `x` points from the leading edge toward the trailing one, which the library's pan did
    /// not take: UIKit's edge recognizer within its band, else iOS 26's content recognizer when the runtime has it.
    ///
    /// The reference: on a plain screen with the proxy installed (as the model says, not the product), with more
    /// than one screen, nothing moving and the app's value on, a system swipe begins — whether or not UIKit gates
    /// its built-in pop for a delegate that implements the animation-controller method; on a custom screen of an
    /// installed proxy, no system swipe begins (the library's pan swipes those back, or nothing does).
    private func systemSwipeBack(fromLeadingX x: CGFloat, nav: HeadlessNavigationController, proxy: HeadlessNavigationProxy) {
        guard let top = nav.topViewController else { return }
        let busy =
            nav.transitionCoordinator != nil || nav.isInteractivePopRunning || nav.isTransitionInFlight || nav.isTransitionPending
            || proxy.swipeBackInteraction.isInteractive || proxy.swipeBackInteraction.isSettling
        let inEdgeBand = x <= HeadlessNavigationController.edgeSwipeBand
        let hasContent = nav.interactiveContentPopGestureRecognizer != nil
        let began = nav.systemSwipeBack(HeadlessNavigationController.BackGestureTouch(x: x))
        if began != nil {
            finger = .systemSwipe(translation: 0)
            ownCoverage.systemSwipes += 1
            if began == .content { ownCoverage.contentSwipes += 1 }
            if expectation == .installed, !top.hasCustomTransition, nav.builtInPopGating != .never {
                ownCoverage.systemSwipesOnPlainScreensWhileGated += 1
            }
        }
        guard expectation == .installed else { return }
        if top.hasCustomTransition {
            if let began { return fail("UIKit's \(began) popped \(top), a custom screen of the installed proxy") }
            if hasContent, !inEdgeBand, !busy, nav.viewControllers.count > 1 {
                ownCoverage.contentSwipesRefusedOnCustomScreens += 1
            }
            return
        }
        let mustBegin =
            !busy && nav.viewControllers.count > 1 && !top.hidesBackButton && ((inEdgeBand && appGestureValue) || hasContent)
        if mustBegin, began == nil {
            fail(
                "UIKit's \(inEdgeBand && appGestureValue ? "edge" : "content") swipe did not begin on the plain screen \(top) with the proxy installed"
                    + " (\(nav.builtInPopGating))")
        }
    }

    /// Where UIKit's pan takes a list's content offset: with the finger, and at half the distance past its
    /// top or bottom (the rubber band).
    private static func listOffset(from y: CGFloat, scrolledBy distance: CGFloat) -> CGFloat {
        let bottom = listContentHeight - listBoundsHeight
        let target = y + distance
        if target < 0 { return y < 0 ? y + distance / 2 : target / 2 }
        if target > bottom { return y > bottom ? y + distance / 2 : bottom + (target - bottom) / 2 }
        return target
    }

    /// The touch on a list ended: UIKit springs content pulled past an edge back to it.
    private static func listTouchEnded(_ pan: DismissPan) {
        guard let list = pan.list.object, var state = list.scrollState else { return }
        state.contentOffset.y = min(max(state.contentOffset.y, 0), listContentHeight - listBoundsHeight)
        list.scrollState = state
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
        // Every value an interaction controller gave a transition is a progress: in 0...1, never NaN.
        let values = progressValues
        progressValues = []
        for (value, transition) in values { checkProgress(value, "a value passed to \(transition)'s update") }
        checkProgress(proxy.swipeBackInteraction.progress, "the swipe back's progress")
        if let pop = nav.interactivePop { checkProgress(pop.percentComplete, "the interactive pop's progress") }
        if let interaction = modal.presentationController?.interaction {
            checkProgress(interaction.progress, "the dismiss pan's progress")
        }
        if let dismissal = modal.interactiveDismissal {
            checkProgress(dismissal.percentComplete, "the interactive dismissal's progress")
        }
        checkGeometry(nav.window)
        checkGeometry(modal.window)
        collection.check(atRest: false, fail)
        zoom.checkAlways(fail)
        checkGeometry(zoom.window)
        if let looping = wrappers.first(where: \.loopDetected) { return fail("\(looping.name) detected a forwarding loop") }
        // The app's own delegate is never lost: calls to the navigation controller's delegate reach it, once the
        // run loop has turned after the app assigned one (the proxy adopts it one turn later).
        if !delegateAssignedSinceTurn {
            ownCoverage.delegateChecks += 1
            if expectation == .either { ownCoverage.delegateChecksWhileOpen += 1 }
            checkDelegate(nav, proxy)
        } else {
            ownCoverage.delegateChecksSkippedForQueuedWork += 1
        }
    }

    private func checkProgress(_ progress: CGFloat, _ name: String) {
        if !(0...1).contains(progress) { fail("\(name) is \(progress), outside 0...1") }
    }

    /// Every view in the window: a finite frame with a non-negative size, an alpha in 0...1, a finite
    /// transform; masks included.
    private func checkGeometry(_ view: HeadlessView) {
        let frame = view.frame, transform = view.transform
        let values = [
            frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, view.alpha, view.cornerRadius,
            transform.scaleX, transform.scaleY, transform.translationX, transform.translationY,
        ]
        if values.contains(where: { !$0.isFinite }) {
            return fail("\(view.name) has a non-finite frame, alpha or transform: \(view.frame)")
        }
        if frame.width < 0 || frame.height < 0 { return fail("\(view.name) has a negative size: \(frame)") }
        if !(0...1).contains(view.alpha) { return fail("\(view.name) has alpha \(view.alpha)") }
        if let mask = view.mask { checkGeometry(mask) }
        for subview in view.subviews where violation == nil { checkGeometry(subview) }
    }

    /// Whether the proxy is installed: what the reference model says, or, where it leaves it open, what the
    /// proxy says (then only consistency is checked).
    private func expectsInstalled(_ proxy: HeadlessNavigationProxy) -> Bool {
        switch expectation {
        case .installed: return true
        case .uninstalled: return false
        case .either: return proxy.state.phase == .installed
        }
    }

    private func checkDelegate(_ nav: HeadlessNavigationController, _ proxy: HeadlessNavigationProxy) {
        let installed = expectsInstalled(proxy)
        if (proxy.state.phase == .installed) != installed {
            return fail("the proxy's state says \(proxy.state.phase), expected \(expectation)")
        }
        guard wrapped else {
            let expectedInProperty: AnyObject? = installed ? proxy : appDelegate
            guard nav.delegate === expectedInProperty else {
                return fail(
                    "the navigation controller's delegate is \(name(nav.delegate)), expected \(installed ? "the proxy" : name(appDelegate))"
                )
            }
            if installed, proxy.original !== appDelegate {
                return fail("the proxy forwards to \(name(proxy.original)), not to the app's \(name(appDelegate))")
            }
            return
        }
        // Other libraries' proxies in between: follow the calls.
        if !installed, nav.delegate === proxy {
            return fail("the navigation controller's delegate is the proxy, expected \(name(appDelegate)) or a wrapper of it")
        }
        let (chain, cycles) = forwardingChain(from: nav.delegate)
        let names = chain.map { name($0) }.joined(separator: " → ")
        let throughProxy = chain.contains { $0 === proxy }
        if cycles {
            // Only between adopting (or handing back to) a wrapper and the next call, which reveals the loop.
            if !throughProxy { fail("the delegates forward in a loop: \(names)") }
            return
        }
        let reached = chain.compactMap { $0 as? RecordingNavigationDelegate }
        if reached.count > 1 || reached.first !== appDelegate {
            return fail("calls reach \(names), not the app's \(name(appDelegate))")
        }
        if installed, !throughProxy { return fail("the proxy is installed, but calls reach \(names)") }
    }

    /// What holds whenever nothing moves.
    private func checkAtRest() {
        ledger.checkAtRest(fail)
        guard violation == nil, let nav, let proxy, let modal else { return }
        resolveOwnerExpectationAtRest(nav)
        checkDelegate(nav, proxy)
        guard violation == nil else { return }
        // Navigation: exactly the top screen's view, at rest, in the container; nothing else.
        guard let top = nav.topViewController else { return fail("the stack is empty") }
        if nav.visibleViewController !== top {
            return fail("the visible screen is \(nav.visibleViewController?.name ?? "none"), the top is \(top.name)")
        }
        let shown = nav.containerView.subviews.map(\.name)
        if shown != [top.name] { return fail("the navigation container holds \(shown), expected [\(top.name)]") }
        checkResting(top.content.view, frame: HeadlessNavigationController.bounds, cornerRadius: 0)
        // UIKit's edge swipe: held off exactly while a custom screen is on top of an installed proxy; otherwise
        // the app's own value (the library never leaves it off, and never switches on what the app switched off).
        let installed = expectsInstalled(proxy)
        let expectedGesture = installed && top.hasCustomTransition ? false : appGestureValue
        if nav.interactivePopGestureEnabled != expectedGesture {
            return fail(
                "interactivePopGestureRecognizer.isEnabled is \(nav.interactivePopGestureEnabled), expected \(expectedGesture)"
                    + " (top \(top), app's value \(appGestureValue), proxy \(expectation))")
        }
        // iOS 26's content swipe: held off like the edge swipe (the app never switches it here); UIKit's back
        // recognizers' delegate: the proxy exactly while it is installed, UIKit's own otherwise.
        if let content = nav.interactiveContentPopGestureRecognizer, content.isEnabled != !(installed && top.hasCustomTransition)
        {
            return fail(
                "interactiveContentPopGestureRecognizer.isEnabled is \(content.isEnabled) (top \(top), proxy \(expectation))")
        }
        for recognizer in [nav.interactivePopGestureRecognizer, nav.interactiveContentPopGestureRecognizer].compactMap({ $0 }) {
            let expected: AnyObject = installed ? proxy : nav.uikitBackGestureDelegate
            if recognizer.delegate !== expected {
                return fail(
                    "\(recognizer.gesture)'s delegate is not \(installed ? "the proxy" : "UIKit's own") (proxy \(expectation))")
            }
        }
        // The app's delegate limits the orientations, or UIKit's default applies: UIKit read the answers at the assignment.
        if !wrapped {
            ownCoverage.orientationChecks += 1
            let expectedOrientations = appDelegate?.supportedOrientations ?? .allButUpsideDown
            if nav.supportedInterfaceOrientations != expectedOrientations {
                return fail(
                    "the navigation controller supports \(nav.supportedInterfaceOrientations), the app's delegate \(name(appDelegate)) says \(expectedOrientations)"
                )
            }
        }
        if let message = Self.idleAtRest(proxy.swipeBackInteraction, completionsLost: nav.droppedCompletions > 0) {
            return fail("the swipe back \(message)")
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
            guard let presentation = presentations.last, presentation.controller === controller,
                let container = modal.containerView
            else {
                return fail("UIKit presents a screen the app did not present")
            }
            let layout = presentation.configuration.layout
            let shown = container.subviews
            if shown.count != 2 || shown[0] !== controller.dimmingView || shown[1] !== controller.presented.view {
                return fail(
                    "the presentation's container holds \(shown.map(\.name)), expected the dimming and \(controller.presented.view.name)"
                )
            }
            checkResting(
                controller.presented.view, frame: presentation.configuration.frame(layoutDirection),
                cornerRadius: layout.cornerRadius)
            if controller.dimmingView.alpha != 1 {
                return fail("the presented screen's dimming is at \(controller.dimmingView.alpha), expected 1")
            }
            let windowViews = modal.window.subviews
            let expectedWindow = layout.layout == .fullScreen ? [container] : [modal.presenter.view, container]
            if windowViews.count != expectedWindow.count || zip(windowViews, expectedWindow).contains(where: { $0 !== $1 }) {
                return fail("the window holds \(windowViews.map(\.name)) while \(layout.layout) is presented")
            }
            if let interaction = controller.interaction,
                let message = Self.idleAtRest(interaction, completionsLost: modal.droppedCompletions > 0)
            {
                return fail("the dismiss pan \(message)")
            }
            // A list rests within its content.
            if let state = presentation.list?.scrollState,
                !(0...(Self.listContentHeight - Self.listBoundsHeight)).contains(state.contentOffset.y)
                    || state.contentOffset.x != 0
            {
                return fail("the presented list rests at \(state.contentOffset), outside its content")
            }
        } else {
            let windowViews = modal.window.subviews.map(\.name)
            if windowViews != ["presenter"] { return fail("with nothing presented the window holds \(windowViews)") }
        }
        if modal.presenter.view.superview != nil {
            checkResting(modal.presenter.view, frame: HeadlessModalUIKit.screen, cornerRadius: 0)
        }
        // A presentation that ended is freed with its presentation controller.
        for presentation in presentations where presentation.controller !== modal.presentationController {
            if presentation.presented != nil || presentation.controller != nil {
                return fail("a dismissed screen or its presentation controller is still alive")
            }
        }
        presentations.removeAll { $0.controller == nil }
    }

    /// Why a pan interaction is not idle at rest, or nil when it is. After UIKit lost a transition's completion
    /// (which it promises) the interaction cannot know its transition ended: it may still say it settles, but
    /// it holds no transition, and its next touch starts afresh (Troubleshooting, "the transition coordinator's
    /// completions always run").
    private static func idleAtRest(_ interaction: HeadlessPanInteraction, completionsLost: Bool) -> String? {
        let phase = interaction.driver.session.phase
        if completionsLost {
            return interaction.hasLiveTransition ? "holds its transition at rest (\(phase))" : nil
        }
        if phase != .idle || interaction.driver.hasTransitionContext { return "is not idle at rest: \(phase)" }
        return nil
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
        countersAtDrop = (
            (nav?.droppedCompletions ?? 0) + (modal?.droppedCompletions ?? 0),
            (nav?.doubledCompletions ?? 0) + (modal?.doubledCompletions ?? 0),
            (nav?.transitionsWithoutCoordinator ?? 0) + (modal?.transitionsWithoutCoordinator ?? 0),
            nav?.requestsDuringTransition ?? 0,
            nav?.interruptedTransitions ?? 0,
            nav?.reversedPushes ?? 0
        )
        weak let weakNav = nav
        weak let weakProxy = proxy
        weak let weakModal = modal
        let weakDelegates = delegates.map { Weak($0) }
        let weakWrappers = wrappers.map { Weak($0) }
        kept = []
        delegates = []
        wrappers = []
        appDelegate = nil
        proxy = nil
        nav = nil
        modal = nil
        let weakPresented = presentations.map { (Weak($0.presented), Weak($0.controller)) }
        presentations = []
        if weakNav != nil || weakProxy != nil { return fail("the navigation controller or its proxy is retained") }
        if weakModal != nil { return fail("the presenting side is retained") }
        if let alive = screens.compactMap(\.object).first {
            return fail("\(alive.name) is retained after everything was dropped")
        }
        if weakDelegates.contains(where: { $0.object != nil }) { return fail("an app delegate is retained") }
        if weakWrappers.contains(where: { $0.object != nil }) { return fail("another library's wrapper is retained") }
        if weakPresented.contains(where: { $0.0.object != nil || $0.1.object != nil }) {
            return fail("a presented screen is retained")
        }
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
        // Every third delegate limits the app to portrait through navigationControllerSupportedInterfaceOrientations.
        let delegate = RecordingNavigationDelegate(
            "d\(delegates.count)", supportedOrientations: delegates.count % 3 == 1 ? .portrait : nil)
        delegates.append(delegate)
        return delegate
    }

    private func assignDelegate(_ delegate: RecordingNavigationDelegate?) {
        appDelegate = delegate
        nav?.delegate = delegate
        delegateAssignedSinceTurn = true
    }

    private func name(_ delegate: AnyObject?) -> String {
        switch delegate {
        case nil: return "nil"
        case let recording as RecordingNavigationDelegate: return recording.name
        case let wrapper as ForwardingWrapperDelegate: return wrapper.name
        case is HeadlessNavigationProxy: return "the proxy"
        default: return "an unknown object"
        }
    }
}
