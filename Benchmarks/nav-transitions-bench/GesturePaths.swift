import Foundation
import NavTransitions

// The newer gesture paths, per event, as the UIKit and SwiftUI layers drive them: a sheet's drag (`SheetDrag`
// alone, then the presentation session's sheet path that `DimmingPresentationController` runs on every event of
// its pan and of the shared list's pan), with the list handing the finger over in both directions and a settling
// sheet grabbed; a long-press reorder's drag; and the SwiftUI bindings' per-frame work (`TransitionProgressReader`
// sampling an interactive pop, a modal modifier's binding read on every view update).

/// A phone's container: 375 × 812, a 47-pt top and 34-pt bottom safe area. `.medium` shows 399.5 points of the
/// sheet (its top at y 412.5), `.large` 765 (top at 47): the finger moves 365.5 points between them.
let phoneContainer = PresentationContainer(
    bounds: CGRect(x: 0, y: 0, width: 375, height: 812),
    safeArea: EdgeInsets(top: 47, bottom: 34))
/// A sheet with a medium and a large detent, expanding when the list is at its top (UIKit's default).
let benchSheet = PresentationLayout.Sheet(detents: [.medium, .large])

// MARK: - The sheet's drag

/// The paths of a sheet's drag that are measured per event.
enum SheetPath: String, CaseIterable {
    /// `SheetDrag.changed` alone, over no list: the finger between the detents and below the smallest.
    case drag = "sheet-drag"
    /// `SheetDrag.changed` over a list that shares the pan: the sheet expands, hands the finger to the list at
    /// the large detent, takes it back when the list reaches its top, moves down toward the dismissal.
    case dragList = "sheet-drag-list"
    /// `PresentationSession.pan(.changed)` over no list: the frame, the dimming and its pass-through per event.
    case session = "sheet-session"
    /// `PresentationSession.pan(.changed)` and `scrollViewPan(.changed)` (both recognizers report every event)
    /// over a shared list, with the hand-overs of ``dragList``.
    case sessionList = "sheet-session-list"
    /// The session's events after a touch grabbed the sheet while it settled (between its detents).
    case sessionGrab = "sheet-session-grab"

    var title: String {
        switch self {
        case .drag: return "sheet drag (SheetDrag)"
        case .dragList: return "sheet drag over a list, hand-over both ways (SheetDrag)"
        case .session: return "sheet pan (PresentationSession)"
        case .sessionList: return "sheet + list pans, hand-over both ways (PresentationSession)"
        case .sessionGrab: return "sheet pan after grabbing a settle (PresentationSession)"
        }
    }

    /// Whether the touch shares its pan with a list.
    var sharesList: Bool { self == .dragList || self == .sessionList }
}

/// The finger's vertical translation at event `i` of a long drag: a triangle wave of period 1,024 events between
/// +100 (below the medium detent, toward the dismissal) and −700 (past the large detent: the list scrolls),
/// 1.5625 points per event, like a finger at 94 pt/s at 60 Hz; so every period crosses both detents and hands the
/// finger from the sheet to the list and back.
@inline(__always)
func sheetTranslation(_ i: Int) -> CGFloat {
    let phase = i & 1023
    let along = CGFloat(phase < 512 ? phase : 1024 - phase) * 1.5625
    return 100 - along
}

/// A list inside the sheet: 2,000 points of content in a 700-pt-tall scroll view, scrolled by its own pan.
struct BenchList {
    var state = ScrollViewState(
        contentOffset: .zero, contentSize: CGSize(width: 375, height: 2_000),
        boundsSize: CGSize(width: 375, height: 700))

    /// The list's own pan moved its content with the finger (`delta` positive down scrolls it back), before Core
    /// reads it; then Core's pin, if any, is written back.
    mutating func scrolled(by delta: CGFloat) {
        state.contentOffset.y -= delta
    }
}

/// `count` events of one long drag on `SheetDrag` (``SheetPath/drag`` or ``SheetPath/dragList``); the sum of the
/// sheet's height.
func sheetDragEvents(_ path: SheetPath, _ count: Int) -> CGFloat {
    let detents = ResolvedSheetDetents(benchSheet.detents, in: phoneContainer.sheetContainer)
    var drag = SheetDrag(
        visibleHeight: detents.smallestHeight, detents: detents, canDismiss: true,
        expandsWhenScrolledToEdge: true, sharesScrollView: path.sharesList)
    var list = BenchList()
    var last: CGFloat = 0
    var sum: CGFloat = 0
    for i in 0..<count {
        let translation = sheetTranslation(i)
        var reading: ScrollViewState?
        if path.sharesList {
            list.scrolled(by: translation - last)
            reading = list.state
        }
        let step = drag.changed(translation: translation, scrollView: reading)
        if let offset = step.scrollViewOffset { list.state.contentOffset = offset }
        last = translation
        sum += step.visibleHeight
    }
    return sum + list.state.contentOffset.y * 1e-9
}

/// A view in the sheet: the list (a scroll view whose content the bench moves as its own pan would) or plain
/// content.
final class BenchScrollNode: ScrollViewNode {
    var state: ScrollViewState?
    init(_ state: ScrollViewState?) { self.state = state }
    var scrollNodeSuperview: (any ScrollViewNode)? { nil }
    var scrollNodeState: ScrollViewState? { state }
}

/// The presentation controller as Core drives it (`PresentationHost`), as `DimmingPresentationController` is on
/// UIKit: its reads are stored values, its calls keep what they set. The bench drives its entry points —
/// `presentationPan` and `presentationScrollViewPan`, the paths the recognizers' actions take — so that what is
/// measured per event is Core's whole share: the host's reads of the container and the scroll views, the session's
/// decision, and the run of its actions.
final class BenchPresentationHost: PresentationHost {
    var presentationSession: PresentationSession
    var trackedScrollView: BenchScrollNode?
    var scrollViewsUnderFinger: [BenchScrollNode?] = []
    var scrollViewStateStorage: [ScrollViewState?] = []
    func readScrollViewStatesUnderFinger(into states: inout [ScrollViewState?]) {
        for scrollView in scrollViewsUnderFinger { states.append(scrollView?.scrollNodeState) }
    }
    /// The scroll view under the finger when a pan begins: the list, or none over plain content.
    var hitView: BenchScrollNode?
    /// What the calls set (read back by the bench so that nothing is optimized away).
    var presentedFrame = CGRect.zero
    var dimmingAlpha: CGFloat = 0
    var settling: InteractiveCompletion?
    var onScreenFrame: CGRect?
    var sheetAnimationRunning = false
    var calls = 0

    init(_ session: PresentationSession) {
        presentationSession = session
    }

    var containerReading: PresentationContainer? { phoneContainer }
    var presentationLayoutDirection: LayoutDirection { .leftToRight }
    var preferredContentHeight: CGFloat { 0 }
    var presentedContentBottomInset: CGFloat { 34 }
    func presentedContentFittingHeight(width: CGFloat) -> CGFloat { 0 }
    var presentedIsModalInPresentation: Bool { false }
    func appAllowsPresentationPan(location: CGPoint, velocity: CGPoint) -> Bool { true }
    func delegateShouldDismiss() -> Bool? { nil }
    var frameOfPresentedViewInContainerView: CGRect { sessionPresentedFrame ?? .zero }
    var overridesFrameOfPresentedView: Bool { false }
    var presentedViewUntransformedFrame: CGRect { presentedFrame }
    var presentedViewOnScreenFrame: CGRect? { onScreenFrame }
    func scrollViews(at location: CGPoint) -> [BenchScrollNode] { hitView.map { [$0] } ?? [] }
    func hasRecognizedPan(_ scrollView: BenchScrollNode) -> Bool { true }
    var dismissalSettling: InteractiveCompletion? { settling }
    var dismissInteractionProgress: CGFloat { 0 }
    var ownLayoutAnimationDuration: TimeInterval? { nil }
    var inheritedAnimationDuration: TimeInterval { 0 }
    var isReduceMotionEnabled: Bool { false }
    var isPresentedViewControllerBeingDismissed: Bool { false }
    var isSheetAnimationRunning: Bool { sheetAnimationRunning }
    var firstResponderLocation: FirstResponderLocation { .none }
    var presenterIsPresented: Bool { false }
    var accessibilityFocusLocation: AccessibilityFocusLocation { .none }
    var hasRememberedFocusedElement: Bool { false }

    func insertDimmingView() { calls &+= 1 }
    func removeDimmingView() { calls &+= 1 }
    func setDimmingAlpha(_ alpha: CGFloat) { dimmingAlpha = alpha }
    func animateDimmingAlongsideTransition(to alpha: CGFloat) -> Bool { false }
    func setDimmingFrame(_ frame: CGRect) { calls &+= 1 }
    func setPresentedViewFrame(_ frame: CGRect) { presentedFrame = frame }
    func layoutPresentedContent(insets: EdgeInsets) { calls &+= 1 }
    func applyChrome(_ chrome: PresentationChrome) { calls &+= 1 }
    func layoutContainer(_ animation: PresentationSession.LayoutAnimation, duration: TimeInterval) {
        // A settle or a layout change runs until the bench says it ended; the layout pass is the container's.
        sheetAnimationRunning = animation != .none
        containerWillLayout()
    }
    func installDismissPan() { calls &+= 1 }
    func removeDismissPan() { calls &+= 1 }
    func setDismissInteractionDirection(_ direction: SwipeDirection) { calls &+= 1 }
    func beginDismissInteraction(distance: CGFloat) { calls &+= 1 }
    func updateDismissInteraction(translation: CGPoint) { calls &+= 1 }
    func endDismissInteraction(translation: CGPoint, velocity: CGPoint) { calls &+= 1 }
    func cancelDismissInteraction() { calls &+= 1 }
    func releaseDismissInteractionAtOnce(distance: CGFloat, progress: CGFloat, initialVelocity: CGFloat) { calls &+= 1 }
    func resetDismissPanTranslation() { calls &+= 1 }
    func stopScrollView(_ scrollView: BenchScrollNode, at offset: CGPoint) { scrollView.state?.contentOffset = offset }
    func setContentOffset(_ offset: CGPoint, of scrollView: BenchScrollNode) { scrollView.state?.contentOffset = offset }
    func setScrollIndicator(of scrollView: BenchScrollNode?, hidden: Bool) { calls &+= 1 }
    func followPan(of scrollView: BenchScrollNode) { calls &+= 1 }
    func stopFollowingPan(of scrollView: BenchScrollNode) { calls &+= 1 }
    func dismissPresentedViewController() { calls &+= 1 }
    func tellDelegate(_ message: PresentationSession.DelegateMessage) { calls &+= 1 }
    func tellDelegateOnNextMainQueueTurn(_ message: PresentationSession.DelegateMessage) { calls &+= 1 }
    func setDimmingPassesTouches(_ passes: Bool) { calls &+= 1 }
    func setGrabber(_ grabber: SheetGrabberState?) { calls &+= 1 }
    func stopSheetAnimation() { sheetAnimationRunning = false }
    func resumeSheetSettleOnNextMainQueueTurn() { calls &+= 1 }
    func rememberFocusedElement() { calls &+= 1 }
    func postAccessibility(_ post: TransitionFocus.Post, _ target: TransitionFocus.Target) { calls &+= 1 }
    func makePresentedViewFirstResponder() { calls &+= 1 }
    func reportAssumption(_ finding: AssumptionFinding?) {}
}

/// A sheet presented at its medium detent in the phone's container, through the host's entry points.
func presentedBenchSheet() -> BenchPresentationHost {
    let host = BenchPresentationHost(PresentationSession(layout: .sheet(benchSheet), dismissal: .all))
    host.presentationWillBegin()
    host.presentationDidEnd(completed: true)
    host.containerWillLayout()
    host.sheetAnimationRunning = false
    return host
}

/// A host in the middle of a sheet's touch for `path`: began over the list or over plain content; for
/// ``SheetPath/sessionGrab`` a first touch flicked up from the medium detent and a second one that grabs the sheet
/// while it settles toward the large detent, 120 points above the medium one.
func sheetSessionTouch(_ path: SheetPath) -> (host: BenchPresentationHost, list: BenchScrollNode) {
    let host = presentedBenchSheet()
    let list = BenchScrollNode(path.sharesList ? BenchList().state : nil)
    // Plain content is no scroll view: the hit test finds none under the finger (as `scrollViews(at:)` does on UIKit).
    host.hitView = path.sharesList ? list : nil
    let middle = CGPoint(x: 187.5, y: 200)
    if path == .sessionGrab {
        host.presentationPan(.began, translation: .zero, velocity: CGPoint(x: 0, y: -300), location: middle)
        host.presentationPan(.changed, translation: CGPoint(x: 0, y: -80), velocity: CGPoint(x: 0, y: -1_500), location: middle)
        host.presentationPan(.ended, translation: CGPoint(x: 0, y: -80), velocity: CGPoint(x: 0, y: -1_500), location: middle)
        // Grabbed on its way: where it shows is 120 points above the medium detent.
        host.onScreenFrame = host.presentedFrame.offsetBy(dx: 0, dy: 245)
        host.presentationPan(.began, translation: .zero, velocity: CGPoint(x: 0, y: 300), location: middle)
    } else {
        host.presentationPan(.began, translation: .zero, velocity: CGPoint(x: 0, y: -300), location: middle)
    }
    return (host, list)
}

/// `count` events of one long touch through the host (``SheetPath/session``, ``SheetPath/sessionList``,
/// ``SheetPath/sessionGrab``), as the presentation controller's recognizers report them: the sheet's pan, and the
/// list's own pan (after it moved its content) when the list shares the touch. Returns the sum of the frames set.
func sheetSessionEvents(_ path: SheetPath, _ count: Int) -> CGFloat {
    let (host, list) = sheetSessionTouch(path)
    var last: CGFloat = 0
    var sum: CGFloat = 0
    let location = CGPoint(x: 187.5, y: 200)
    for i in 0..<count {
        // The grabbed sheet is moved by ±200 points around where it was grabbed.
        let translation = path == .sessionGrab ? sheetTranslation(i) * 0.25 : sheetTranslation(i)
        let velocity = CGPoint(x: 0, y: (translation - last) * 60)
        if path.sharesList { list.state?.contentOffset.y -= translation - last }
        host.presentationPan(.changed, translation: CGPoint(x: 0, y: translation), velocity: velocity, location: location)
        if path.sharesList { host.presentationScrollViewPan(.changed, of: list) }
        sum += host.presentedFrame.minY + host.dimmingAlpha
        last = translation
    }
    return sum + (list.state?.contentOffset.y ?? 0) * 1e-9 + CGFloat(host.calls) * 1e-12
}

// MARK: - Reorder

/// A collection view of 600 items in 3 columns (120 × 120, 5 apart), 60 of them visible, for a long-press reorder.
final class BenchReorderHost: ReorderInteractionHost {
    var reorderDrag = ReorderDrag()
    let itemCount = 600
    let visibleItems: [(section: Int, item: Int)] = (0..<60).map { (section: 0, item: $0) }
    private(set) var moves = 0

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { itemCount }
    func indexPathForItem(at point: CGPoint) -> (section: Int, item: Int)? {
        let column = Int(point.x / 125), row = Int(point.y / 125)
        guard point.x >= 0, point.y >= 0, column < 3 else { return nil }
        let item = row * 3 + column
        return item < itemCount ? (0, item) : nil
    }
    func offersContextMenu(forItem item: Int, section: Int, at point: CGPoint) -> Bool { false }
    func isFixed(item: Int, section: Int) -> Bool { item % 50 == 49 }
    /// The items' frames, laid out once (a collection view's layout keeps its attributes: only Core's share of
    /// an event is measured).
    private let frames: [CGRect] = (0..<600).map {
        CGRect(x: CGFloat($0 % 3) * 125, y: CGFloat($0 / 3) * 125, width: 120, height: 120)
    }
    func unscaledFrame(ofItem item: Int, section: Int) -> CGRect? {
        frames.indices.contains(item) ? frames[item] : nil
    }
    var contentOffset: CGPoint { .zero }
    func restingContentOffset(forProposedContentOffset offset: CGPoint) -> CGPoint { offset }
    func beginInteractiveMovementForItem(_ item: Int, section: Int) -> Bool { true }
    func liftItem(_ item: Int, section: Int, under point: CGPoint) {}
    func moveLiftedImage(under point: CGPoint) {}
    func updateInteractiveMovementTargetPosition(toItem item: Int, section: Int) { moves &+= 1 }
    func stopAutoscroll() {}
    func endInteractiveMovement() {}
    func cancelInteractiveMovement() {}
    func dropLiftedImage(onItem item: Int?, section: Int) {}
    func setContentOffset(_ offset: CGPoint) {}
}

/// The finger at event `i` of a reorder drag: wandering over the 60 visible items (a loop of 1,024 events across
/// the three columns and down 20 rows and back), so the target changes every few events.
@inline(__always)
func reorderPoint(_ i: Int) -> CGPoint {
    let phase = i & 1023
    let down = CGFloat(phase < 512 ? phase : 1024 - phase) * 4.8
    return CGPoint(x: 60 + CGFloat(i & 255) * 0.98, y: 60 + down)
}

/// `count` `.changed` events of one long-press reorder drag (the drag lifted item 31); the sum of the proposals.
func reorderEvents(_ count: Int) -> CGFloat {
    let host = BenchReorderHost()
    let lift = CGPoint(x: 187.5, y: 1_310)
    _ = ReorderDrag.longPressChanged(.began, at: lift, on: host)
    var sum: CGFloat = 0
    for i in 0..<count {
        _ = ReorderDrag.longPressChanged(.changed, at: reorderPoint(i), on: host)
        sum += CGFloat(host.reorderDrag.session?.position ?? 0)
    }
    return sum + CGFloat(host.moves) * 1e-9
}

// MARK: - SwiftUI bindings

/// `count` frames of an interactive pop as `TransitionProgressReader` samples it: the coordinator's
/// `percentComplete` read by a display link, handed to `TransitionProgressTracker.sampled`; the sum of the values.
func progressSamples(_ count: Int) -> CGFloat {
    var tracker = TransitionProgressTracker()
    _ = tracker.began(.pop, isAppearing: true, isInteractive: true, duration: 0.35)
    var sum: CGFloat = 0
    for i in 0..<count {
        _ = tracker.sampled(CGFloat(i & 1023) / 1024, isInteractive: true)
        sum += tracker.progress.visibility
    }
    return sum
}

/// `count` SwiftUI view updates of a modal modifier whose item is presented and unchanged, as its coordinator
/// runs them: the update begins, the binding is read, the update ends; the sum of the answers' sizes.
func bindingUpdates(_ count: Int) -> CGFloat {
    var binding = PresentationBinding<Int>()
    _ = binding.presenterMoved(toWindow: true)
    _ = binding.bindingChanged(7)
    _ = binding.presentationDidEnd(completed: true)
    var sum: CGFloat = 0
    for _ in 0..<count {
        binding.viewUpdateBegan()
        sum += binding.bindingChanged(7).isEmpty ? 1 : 0
        binding.viewUpdateEnded()
    }
    return sum
}

// MARK: - Signposts

/// A signpost host as `TransitionSignposter` is, without `OSSignposter` (Linux has none): `recording` says what
/// `OSSignposter.isEnabled` would; the emissions only count.
final class BenchSignpostHost: SignpostHost {
    var signpostInterval = SignpostInterval()
    let isRecordingSignposts: Bool
    private(set) var emitted = 0

    init(recording: Bool) {
        isRecordingSignposts = recording
    }

    func beginAnimationInterval(_ signpost: TransitionSignpost) { emitted &+= 1 }
    func endInterval(_ signpost: TransitionSignpost) { emitted &+= 1 }
}

/// `count` transitions' signpost decisions, as the UIKit layer makes them for one transition: the interval begun when
/// the animator is made, ended at the completion and again (a no-op) when UIKit reports `animationEnded`. Every
/// fourth a zoom leg, every third interactive. Returns the emissions.
func signpostTransitions(_ count: Int, recording: Bool) -> CGFloat {
    let host = BenchSignpostHost(recording: recording)
    for i in 0..<count {
        let signpost = TransitionSignpost.transition(
            TransitionOperation.allCases[i & 3], isInteractive: i % 3 == 0, isZoom: i & 3 == 3)
        host.beginSignpost(signpost)
        host.endSignpost()
        host.endSignpost()
    }
    return CGFloat(host.emitted)
}

// MARK: - The paths, by name

/// Every path of this file, with its name for `--allocations` and its line in the table.
enum GesturePath: String, CaseIterable {
    case sheetDrag = "sheet-drag"
    case sheetDragList = "sheet-drag-list"
    case sheetSession = "sheet-session"
    case sheetSessionList = "sheet-session-list"
    case sheetSessionGrab = "sheet-session-grab"
    case reorder
    case progress
    case binding
    case signposts
    case signpostsRecorded = "signposts-recorded"

    /// The section of the table.
    var section: String {
        switch self {
        case .sheetDrag, .sheetDragList, .sheetSession, .sheetSessionList, .sheetSessionGrab: return "Sheets"
        case .reorder: return "Reorder"
        case .progress, .binding: return "SwiftUI bindings"
        case .signposts, .signpostsRecorded: return "Signposts"
        }
    }

    var title: String {
        switch self {
        case .sheetDrag, .sheetDragList, .sheetSession, .sheetSessionList, .sheetSessionGrab:
            return SheetPath(rawValue: rawValue).map(\.title) ?? rawValue
        case .reorder: return "reorder drag (ReorderDrag.longPressChanged)"
        case .progress: return "interactive pop sampled (TransitionProgressTracker)"
        case .binding: return "modal binding read on a view update (PresentationBinding)"
        case .signposts: return "begin + end decisions, not recorded"
        case .signpostsRecorded: return "begin + end decisions, recorded (Core's share)"
        }
    }

    /// What one operation is.
    var unit: String {
        switch self {
        case .sheetDrag, .sheetDragList, .sheetSession, .sheetSessionList, .sheetSessionGrab, .reorder: return "event"
        case .progress: return "frame"
        case .binding: return "update"
        case .signposts, .signpostsRecorded: return "transition"
        }
    }

    /// `count` operations; the sum of their answers.
    func run(_ count: Int) -> CGFloat {
        switch self {
        case .sheetDrag: return sheetDragEvents(.drag, count)
        case .sheetDragList: return sheetDragEvents(.dragList, count)
        case .sheetSession: return sheetSessionEvents(.session, count)
        case .sheetSessionList: return sheetSessionEvents(.sessionList, count)
        case .sheetSessionGrab: return sheetSessionEvents(.sessionGrab, count)
        case .reorder: return reorderEvents(count)
        case .progress: return progressSamples(count)
        case .binding: return bindingUpdates(count)
        case .signposts: return signpostTransitions(count, recording: false)
        case .signpostsRecorded: return signpostTransitions(count, recording: true)
        }
    }
}
