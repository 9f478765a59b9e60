import Foundation
import NavTransitions

// The newer gesture paths, per event, as the UIKit and SwiftUI layers drive them: a sheet's drag (`SheetDrag`
// alone, then the presentation session's sheet path that `DimmingPresentationController` runs on every event of
// its pan and of the shared list's pan), with the list handing the finger over in both directions and a settling
// sheet grabbed; a long-press reorder's drag; and the SwiftUI bindings' per-frame work (`TransitionProgressReader`
// sampling an interactive pop, a modal modifier's binding read on every view update).

/// A phone's container: 375 × 812, a 47-pt top and 34-pt bottom safe area. `.medium` shows 399.5 points of the
/// sheet (its top at y 412.5), `.large` 765 (top at 47): the finger moves 365.5 points between them.
let phoneContainer = PresentationContainer(bounds: CGRect(x: 0, y: 0, width: 375, height: 812),
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
    var state = ScrollViewState(contentOffset: .zero, contentSize: CGSize(width: 375, height: 2_000),
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
    var drag = SheetDrag(visibleHeight: detents.smallestHeight, detents: detents, canDismiss: true,
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

/// A view in the sheet for the session's pan: the list (a scroll view) or plain content.
final class BenchScrollNode: ScrollViewNode {
    var state: ScrollViewState?
    init(_ state: ScrollViewState?) { self.state = state }
    var scrollNodeSuperview: (any ScrollViewNode)? { nil }
    var scrollNodeState: ScrollViewState? { state }
}

/// The presented screen, neither modal in presentation nor a container.
final class BenchPresentedScreen: PresentedControllerNode {
    var isModalInPresentation: Bool { false }
    var presentationChildNodes: [any PresentedControllerNode] { [] }
    var isViewShown: Bool { true }
}

/// A sheet presented at its medium detent, laid out in the phone's container.
func presentedBenchSheet() -> PresentationSession {
    var session = PresentationSession(layout: .sheet(benchSheet), dismissal: .all)
    _ = session.presentationWillBegin(layoutDirection: .leftToRight, container: phoneContainer)
    _ = session.presentationDidEnd(completed: true)
    _ = session.containerWillLayout(phoneContainer)
    return session
}

/// What `DimmingPresentationController` reads once per touch, when its pan begins: the touch down in the sheet's
/// middle, over the list or over plain content; `onScreen` is where a settling sheet shows.
func benchPanBeginning(list: BenchScrollNode?, presentedFrame: CGRect, onScreen: CGRect?) -> PresentationPanBeginning {
    PresentationPanBeginning(location: CGPoint(x: 187.5, y: 200), scrollViews: list.map { [$0] } ?? [],
                             presentedFrame: presentedFrame, onScreenFrame: onScreen, settling: nil,
                             presented: BenchPresentedScreen())
}

/// A session in the middle of a sheet's touch for `path`: began over the list or over plain content; for
/// ``SheetPath/sessionGrab`` a first touch released at a detent and a second one that grabs the settling sheet
/// 120 points above it. Returns the session, the list and the next event's translation base.
func sheetSessionTouch(_ path: SheetPath) -> (session: PresentationSession, list: BenchScrollNode) {
    var session = presentedBenchSheet()
    let list = BenchScrollNode(path.sharesList ? BenchList().state : nil)
    let medium = session.presentedFrame(in: phoneContainer)
    var event = PresentationPanEvent(translation: .zero, velocity: CGPoint(x: 0, y: -300), container: phoneContainer,
                                     trackedScrollView: list.state, dismissProgress: 0)
    if path == .sessionGrab {
        // A flick up from the medium detent: the sheet settles toward the large one.
        _ = session.pan(.began, event) { benchPanBeginning(list: nil, presentedFrame: medium, onScreen: nil) }
        event.translation.y = -80
        _ = session.pan(.changed, event, beginning: { benchPanBeginning(list: nil, presentedFrame: medium, onScreen: nil) })
        event.velocity.y = -1_500
        _ = session.pan(.ended, event, beginning: { benchPanBeginning(list: nil, presentedFrame: medium, onScreen: nil) })
        // Grabbed on its way, 120 points above the medium detent.
        event.translation = .zero
        event.velocity.y = 300
        let large = session.presentedFrame(in: phoneContainer)
        let onScreen = medium.offsetBy(dx: 0, dy: -120)
        _ = session.pan(.began, event) { benchPanBeginning(list: nil, presentedFrame: large, onScreen: onScreen) }
    } else {
        _ = session.pan(.began, event) { benchPanBeginning(list: path.sharesList ? list : nil, presentedFrame: medium, onScreen: nil) }
    }
    return (session, list)
}

/// `count` events of one long touch on the presentation session (``SheetPath/session``, ``SheetPath/sessionList``,
/// ``SheetPath/sessionGrab``), as the presentation controller reports them: the sheet's pan, and the list's own pan
/// when it shares the touch. Returns the sum of the answers' sizes and of the frames set.
func sheetSessionEvents(_ path: SheetPath, _ count: Int) -> CGFloat {
    var (session, list) = sheetSessionTouch(path)
    var listState = BenchList()
    var event = PresentationPanEvent(translation: .zero, velocity: CGPoint(x: 0, y: -300), container: phoneContainer,
                                     trackedScrollView: list.state, dismissProgress: 0)
    let noBeginning = { benchPanBeginning(list: nil, presentedFrame: .zero, onScreen: nil) }
    var last: CGFloat = 0
    var sum: CGFloat = 0
    for i in 0..<count {
        // The grabbed sheet is moved by ±200 points around where it was grabbed.
        let translation = path == .sessionGrab ? sheetTranslation(i) * 0.25 : sheetTranslation(i)
        event.translation.y = translation
        event.velocity.y = (translation - last) * 60
        if path.sharesList {
            listState.scrolled(by: translation - last)
            event.trackedScrollView = listState.state
        }
        sum += sessionAnswer(session.pan(.changed, event, beginning: noBeginning), list: &listState)
        if path.sharesList {
            sum += sessionAnswer(session.scrollViewPan(.changed, translation: event.translation, scrollView: listState.state,
                                                       container: phoneContainer), list: &listState)
        }
        last = translation
    }
    return sum + (list.state?.contentOffset.y ?? 0) * 1e-9
}

/// The size of an answer, and the list's pin applied as the presentation controller applies it. (Read by index: a
/// `for … in` here, in another module than the library, would go through the collection's generic witnesses,
/// whose read coroutine allocates its frame; the presentation controller, in the library's module, iterates the
/// specialized collection.)
@inline(__always)
func sessionAnswer(_ actions: PresentationSession.Actions, list: inout BenchList) -> CGFloat {
    var sum = CGFloat(actions.endIndex)
    var index = 0
    while index < actions.endIndex {
        switch actions[index] {
        case let .setScrollViewOffset(_, offset): list.state.contentOffset = offset
        case let .setPresentedFrame(frame): sum += frame.minY * 1e-6
        default: break
        }
        index += 1
    }
    return sum
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
    func unscaledFrame(ofItem item: Int, section: Int) -> CGRect? {
        CGRect(x: CGFloat(item % 3) * 125, y: CGFloat(item / 3) * 125, width: 120, height: 120)
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
        let signpost = TransitionSignpost.transition(TransitionOperation.allCases[i & 3], isInteractive: i % 3 == 0, isZoom: i & 3 == 3)
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
