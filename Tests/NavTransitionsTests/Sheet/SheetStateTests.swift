import Foundation
import Testing
import NavTransitions

@Suite("SheetState")
struct SheetStateTests {
    typealias Detent = PresentationLayout.SheetDetent
    typealias Move = SheetState.Move

    /// `[.medium, .large]` (500 and 950) in the fixture's container.
    static func state(
        _ detents: [Detent] = [.medium, .large], selected: Detent? = nil, undimmed: Detent? = nil,
        container: SheetContainer = SheetFixture.container
    ) -> SheetState {
        SheetState(
            sheet: PresentationLayout.Sheet(detents: detents, selectedDetent: selected, largestUndimmedDetent: undimmed),
            container: container)
    }

    @Test(
        "it rests on the selection, the smallest without one",
        arguments: [
            (Detent?.none, 0, Detent.medium, CGFloat(500)),
            (.medium, 0, .medium, 500),
            (.large, 1, .large, 950),
            // Not listed: the smallest.
            (.points(300), 0, .medium, 500),
            // The same height as .medium, listed after it: .medium.
            (.fraction(0.5), 0, .medium, 500),
        ] as [(Detent?, Int, Detent, CGFloat)])
    func resting(selected: Detent?, index: Int, detent: Detent, height: CGFloat) {
        let state = Self.state([.medium, .fraction(0.5), .large], selected: selected)
        #expect(state.restingIndex == index)
        #expect(state.selectedDetent == detent)
        #expect(state.restingHeight == height)
        #expect(state.visibleHeight == height)
        #expect(state.phase == .resting)
    }

    @Test("a flick up lands on .large: the selection changes, the delegate is told, the sheet settles")
    func dragToLarge() {
        var state = Self.state()
        let began = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        #expect(began)
        #expect(state.dragChanged(translation: -300, scrollView: nil)?.visibleHeight == 800)
        #expect(state.visibleHeight == 800)
        let outcome = state.dragEnded(velocity: -1000)
        #expect(outcome.release == SheetRelease(target: .detent(1), targetHeight: 950, initialVelocity: 1000.0 / 150))
        #expect(outcome.selectionChanged)
        #expect(!outcome.attemptedDismissal)
        #expect(outcome.scrollViewOffset == nil)
        #expect(state.sheet.selectedDetent == .large)
        #expect(state.phase == .settling)
        state.settleEnded()
        #expect(state.phase == .resting)
        #expect(state.visibleHeight == 950)
    }

    @Test("a release on the detent it started from changes nothing for the delegate")
    func dragBackToTheSameDetent() {
        var state = Self.state()
        _ = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        _ = state.dragChanged(translation: -100, scrollView: nil)
        let outcome = state.dragEnded(velocity: 0)
        #expect(outcome.release?.target == .detent(0))
        #expect(!outcome.selectionChanged)
    }

    @Test("a touch that only scrolled the content releases nothing")
    func contentOnly() {
        var state = Self.state(selected: .large)
        _ = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: true)
        _ = state.dragChanged(translation: -50, scrollView: SheetFixture.list(y: 0))
        let outcome = state.dragEnded(velocity: -500)
        #expect(
            outcome == SheetState.Release(release: nil, selectionChanged: false, attemptedDismissal: false, scrollViewOffset: nil)
        )
        #expect(state.phase == .resting)
    }

    @Test("expanding through the list, then scrolling it: the release settles on .large without momentum")
    func expandedThenScrolled() {
        var state = Self.state()
        _ = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: true)
        _ = state.dragChanged(translation: -500, scrollView: SheetFixture.list(y: 0))
        let outcome = state.dragEnded(velocity: -2000)
        #expect(outcome.release == SheetRelease(target: .detent(1), targetHeight: 950, initialVelocity: 0))
        #expect(outcome.selectionChanged)
        #expect(outcome.scrollViewOffset == nil)
    }

    @Test("content that took over on .medium (option off) keeps the sheet there: the release has no momentum")
    func handedToTheListOnMedium() {
        var state = SheetState(
            sheet: PresentationLayout.Sheet(
                detents: [.medium, .large], selectedDetent: .large,
                prefersScrollingExpandsWhenScrolledToEdge: false),
            container: SheetFixture.container)
        _ = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: true)
        // Down to 450 through the list at its top, back up: the list takes the finger on .medium.
        _ = state.dragChanged(translation: 500, scrollView: SheetFixture.list(y: 0))
        #expect(state.dragChanged(translation: 300, scrollView: SheetFixture.list(y: 0))?.owner == .scrollView)
        // A fast upward release belongs to the list's scrolling, not to the sheet: it stays on .medium.
        let outcome = state.dragEnded(velocity: -2000)
        #expect(outcome.release == SheetRelease(target: .detent(0), targetHeight: 500, initialVelocity: 0))
        #expect(outcome.selectionChanged)
    }

    @Test("a change that keeps the target: nothing moves, a resting sheet stays resting, a settle carries on")
    func changeKeepingTheTarget() {
        var state = Self.state()
        var sheet = state.sheet
        sheet.prefersGrabberVisible = true
        #expect(state.setSheet(sheet, animated: true) == nil)
        #expect(state.phase == .resting)
        _ = state.select(.large, animated: true)
        sheet.selectedDetent = .large
        sheet.largestUndimmedDetent = .medium
        #expect(state.setSheet(sheet, animated: true) == nil)
        #expect(state.phase == .settling)
    }

    @Test("a release below the smallest detent dismisses; refused, the sheet settles on the smallest detent")
    func dismissal() {
        var state = Self.state()
        _ = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: true)
        // Down from .medium with the list at its top: the sheet takes it, the list stays pinned at its top.
        _ = state.dragChanged(translation: 400, scrollView: SheetFixture.list(y: 0))
        let outcome = state.dragEnded(velocity: 0)
        #expect(outcome.release?.target == .dismissal)
        #expect(outcome.scrollViewOffset == CGPoint(x: 0, y: 0))
        #expect(!outcome.selectionChanged)
        #expect(state.phase == .dismissing)
        #expect(state.visibleHeight == 0)
        let refused = state.dismissalRefused()
        #expect(refused.move == Move(visibleHeight: 500, animated: true))
        #expect(!refused.selectionChanged)
        #expect(state.phase == .settling)

        // From .medium with a smaller detent: refused, it lands on that one, a change.
        var three = Self.state(SheetFixture.threeDetents, selected: .medium)
        _ = three.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        _ = three.dragChanged(translation: 450, scrollView: nil)
        #expect(three.dragEnded(velocity: 0).release?.target == .dismissal)
        let refusedThree = three.dismissalRefused()
        #expect(refusedThree == (move: Move(visibleHeight: 275, animated: true), selectionChanged: true))
        #expect(three.selectedDetent == .fraction(0.25))
    }

    @Test("without dismissal a pull toward it rubber-bands back, and tells the delegate the user tried")
    func attemptedDismissal() {
        var state = Self.state()
        _ = state.dragBegan(visibleHeight: nil, canDismiss: false, sharesScrollView: false)
        // The finger at raw height 100: the band shows 500 − 180.33.
        let step = state.dragChanged(translation: 400, scrollView: nil)
        #expect(approximately(step?.visibleHeight ?? 0, 500 - SheetTrack.rubberBand(400, dimension: 1000)))
        let outcome = state.dragEnded(velocity: 0)
        #expect(
            outcome.release
                == SheetRelease(
                    target: .detent(0), targetHeight: 500,
                    initialVelocity: 0))
        #expect(outcome.attemptedDismissal)
        #expect(!outcome.selectionChanged)

        // A small pull (raw 400, nearer 500 than 0) is not an attempt.
        var small = Self.state()
        _ = small.dragBegan(visibleHeight: nil, canDismiss: false, sharesScrollView: false)
        _ = small.dragChanged(translation: 100, scrollView: nil)
        #expect(!small.dragEnded(velocity: 0).attemptedDismissal)
    }

    @Test("rotation to a compact height: a .medium selection rests on .large, and on .medium again when back")
    func compactHeight() {
        var state = Self.state()
        #expect(state.containerChanged(SheetFixture.compact) == Move(visibleHeight: 950, animated: false))
        #expect(state.sheet.selectedDetent == nil)
        #expect(state.selectedDetent == .large)
        #expect(state.containerChanged(SheetFixture.container) == Move(visibleHeight: 500, animated: false))
        // The same container again: nothing moves.
        #expect(state.containerChanged(SheetFixture.container) == nil)

        var selected = Self.state(selected: .medium)
        _ = selected.containerChanged(SheetFixture.compact)
        #expect(selected.sheet.selectedDetent == .medium)
        #expect(selected.restingHeight == 950)
    }

    @Test("a change during a drag: recorded, no jump; the release decides and becomes the selection")
    func changeDuringDrag() {
        var state = Self.state()
        _ = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        _ = state.dragChanged(translation: -100, scrollView: nil)
        #expect(state.select(.large, animated: true) == nil)
        #expect(state.sheet.selectedDetent == .large)
        #expect(state.visibleHeight == 600)
        // New detents under the finger: still at 600.
        var sheet = state.sheet
        sheet.detents = [.fraction(0.25), .medium, .large]
        #expect(state.setSheet(sheet, animated: false) == nil)
        #expect(state.visibleHeight == 600)
        // Released without velocity at 600: .medium is nearer; it was .large a moment ago: a change.
        let outcome = state.dragEnded(velocity: 0)
        #expect(outcome.release?.target == .detent(1))
        #expect(outcome.selectionChanged)
        #expect(state.selectedDetent == .medium)
    }

    @Test("a change while settling retargets from where the sheet is, animated")
    func changeWhileSettling() {
        var state = Self.state()
        _ = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        _ = state.dragChanged(translation: -300, scrollView: nil)
        _ = state.dragEnded(velocity: -1000)
        #expect(state.select(.medium, animated: false) == Move(visibleHeight: 500, animated: true))
        #expect(state.phase == .settling)
        // A rotation while settling: the new target's height, animated.
        #expect(state.containerChanged(SheetFixture.compact) == Move(visibleHeight: 950, animated: true))
    }

    @Test("programmatic changes at rest: animated when asked, nothing when nothing moves")
    func programmaticAtRest() {
        var state = Self.state()
        #expect(state.select(.large, animated: true) == Move(visibleHeight: 950, animated: true))
        #expect(state.phase == .settling)
        state.settleEnded()
        #expect(state.select(.medium, animated: false) == Move(visibleHeight: 500, animated: false))
        #expect(state.phase == .resting)
        // Only the grabber changes: no movement.
        var sheet = state.sheet
        sheet.prefersGrabberVisible = true
        #expect(state.setSheet(sheet, animated: false) == nil)
        // The selected detent removed: the smallest of the new ones.
        sheet.detents = [.fraction(0.25), .large]
        #expect(state.setSheet(sheet, animated: true) == Move(visibleHeight: 275, animated: true))
    }

    @Test("during a dismissal nothing moves; a cancelled dismissal rests on the selection in the current container")
    func changeDuringDismissal() {
        var state = Self.state()
        state.dismissalBegan()
        let began = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        #expect(!began)
        #expect(state.dragChanged(translation: 10, scrollView: nil) == nil)
        #expect(state.dragEnded(velocity: 0).release == nil)
        #expect(state.select(.large, animated: true) == nil)
        #expect(state.containerChanged(SheetFixture.compact) == nil)
        // It began at medium (500); the recorded selection (large) rests at 950 in the compact container: the
        // sheet settles there from where the cancelled dismissal left it. Not a user change.
        let ended = state.dismissalEnded(completed: false)
        #expect(ended?.move == Move(visibleHeight: 950, animated: true))
        #expect(ended?.selectionChanged == false)
        #expect(state.phase == .settling)
        // Completed: nothing to do; out of turn: nothing either.
        state.dismissalBegan()
        #expect(state.dismissalEnded(completed: true) == nil)
        var idle = Self.state()
        #expect(idle.dismissalEnded(completed: false) == nil)
        #expect(idle.phase == .resting)
    }

    @Test("a touch that grabs a settle and lets go without moving lands the sheet on the nearest detent")
    func grabAndLetGo() {
        var state = Self.state()
        #expect(state.select(.large, animated: true) == Move(visibleHeight: 950, animated: true))
        #expect(state.phase == .settling)
        // Grabbed at 700 on its way up from 500 to 950; nearer to medium (500) than to large (950).
        let grabbed = state.dragBegan(visibleHeight: 700, canDismiss: true, sharesScrollView: false)
        #expect(grabbed)
        let released = state.dragEnded(velocity: 0)
        #expect(released.release?.target == .detent(0))
        #expect(state.phase == .settling)
        #expect(state.selectedDetent == .medium)
        #expect(state.restingHeight == 500)
        // Grabbed on its stop and let go: nothing to release.
        var resting = Self.state()
        let touched = resting.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        #expect(touched)
        #expect(resting.dragEnded(velocity: 0).release == nil)
        #expect(resting.phase == .resting)
    }

    @Test("a cancelled touch settles on the nearest detent and never dismisses")
    func cancelledTouch() {
        var state = Self.state()
        _ = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        _ = state.dragChanged(translation: -300, scrollView: nil)
        #expect(state.dragCancelled() == (move: Move(visibleHeight: 950, animated: true), selectionChanged: true))
        var low = Self.state()
        _ = low.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        _ = low.dragChanged(translation: 450, scrollView: nil)
        #expect(low.dragCancelled() == (move: Move(visibleHeight: 500, animated: true), selectionChanged: false))
        var still = Self.state()
        _ = still.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        #expect(still.dragCancelled() == (move: nil, selectionChanged: false))
        #expect(still.phase == .resting)
        // A cancel with no drag (the touch ended already, or never moved the sheet): nothing moves, nothing
        // changed, whatever the phase.
        var resting = Self.state()
        #expect(resting.dragCancelled() == (move: nil, selectionChanged: false))
        var settling = Self.state()
        _ = settling.select(.large, animated: true)
        #expect(settling.dragCancelled() == (move: nil, selectionChanged: false))
        #expect(settling.phase == .settling)
    }

    @Test("a touch grabs a settling sheet where it is on screen; a NaN height starts from the resting one")
    func grabWhileSettling() {
        var state = Self.state()
        _ = state.select(.large, animated: true)
        let began = state.dragBegan(visibleHeight: 700, canDismiss: true, sharesScrollView: false)
        #expect(began)
        #expect(state.visibleHeight == 700)
        #expect(state.dragChanged(translation: 20, scrollView: nil)?.visibleHeight == 680)
        var nan = Self.state()
        _ = nan.dragBegan(visibleHeight: .nan, canDismiss: true, sharesScrollView: false)
        #expect(nan.visibleHeight == 500)
    }

    @Test("the dimming follows the description's largest undimmed detent")
    func dimming() {
        let state = Self.state(SheetFixture.threeDetents, undimmed: .medium)
        #expect(state.dimming.passesTouchesThrough(atVisibleHeight: state.visibleHeight))
        #expect(state.dimming.fraction(atVisibleHeight: 950) == 1)
    }

    @Test(
        "VoiceOver's actions on the grabber: increment, decrement, activate (a toggle at the ends)",
        arguments: [
            (Detent.fraction(0.25), Int?.some(1), Int?.none, Int?.some(1)),
            (.medium, 2, 0, 2),
            (.large, nil, 1, 0),
        ] as [(Detent, Int?, Int?, Int?)])
    func accessibilityTargets(selected: Detent, increment: Int?, decrement: Int?, activate: Int?) {
        let state = Self.state(SheetFixture.threeDetents, selected: selected)
        #expect(state.accessibilityTarget(of: .increment) == increment)
        #expect(state.accessibilityTarget(of: .decrement) == decrement)
        #expect(state.accessibilityTarget(of: .activate) == activate)
    }

    @Test("VoiceOver's actions move the sheet as a user change; nothing with one detent or during a drag")
    func accessibilityActions() {
        var state = Self.state(SheetFixture.threeDetents, selected: .medium)
        let up = state.performAccessibility(.increment)
        #expect(up?.move == Move(visibleHeight: 950, animated: true))
        #expect(up?.selectionChanged == true)
        #expect(state.selectedDetent == .large)
        #expect(state.performAccessibility(.increment) == nil)
        #expect(state.performAccessibility(.activate)?.move.visibleHeight == 275)

        let single = Self.state([.points(300)])
        for action in SheetState.AccessibilityAction.allCases {
            #expect(single.accessibilityTarget(of: action) == nil)
        }
        var dragging = Self.state()
        _ = dragging.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        #expect(dragging.accessibilityTarget(of: .increment) == nil)
        #expect(dragging.performAccessibility(.increment) == nil)
    }

    @Test("seeded event sequences keep the sheet defined", arguments: Array(UInt64(1)...UInt64(40)))
    func randomSequences(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let detentChoices: [[Detent]] = [
            [.medium, .large], SheetFixture.threeDetents, [], [.points(.nan)], [.fitting, .points(120)], [.large],
            [.medium], [.fraction(2), .points(-3), .medium],
        ]
        let containers = [
            SheetFixture.container, SheetFixture.compact, SheetContainer(height: 0),
            SheetContainer(height: 640, safeArea: EdgeInsets(top: 20, bottom: 21), fittingContentHeight: .nan),
        ]
        let values: [CGFloat] = [0, 35, -60, 400, -900, .nan, .infinity, 3]
        var state = Self.state(SheetFixture.threeDetents, undimmed: .medium)
        var translation: CGFloat = 0
        for step in 0..<200 {
            let where_ = "seed \(seed) step \(step)"
            switch random.below(11) {
            case 0:
                translation = 0
                _ = state.dragBegan(
                    visibleHeight: random.pick([nil, 300, .nan, 2000]) ?? nil,
                    canDismiss: random.chance(50), sharesScrollView: random.chance(50))
            case 1, 2, 3:
                translation += random.pick(values) ?? 0
                _ = state.dragChanged(
                    translation: translation, scrollView: random.chance(70) ? SheetFixture.list(y: random.pick(values) ?? 0) : nil
                )
            case 4:
                let outcome = state.dragEnded(velocity: random.pick([0, 250, -250, 4000, -4000, .nan]) ?? 0)
                if outcome.release?.target == .dismissal, random.chance(50) { _ = state.dismissalRefused() }
            case 5: _ = state.dragCancelled()
            case 6: _ = state.containerChanged(random.pick(containers) ?? SheetFixture.container)
            case 7:
                var sheet = state.sheet
                sheet.detents = random.pick(detentChoices) ?? []
                sheet.largestUndimmedDetent = random.pick(sheet.detents + [.large])
                _ = state.setSheet(sheet, animated: random.chance(50))
            case 8:
                _ = state.select(random.pick([.medium, .large, .fitting, .points(.nan)]) ?? .large, animated: random.chance(50))
            case 9: state.settleEnded()
            default:
                if state.phase == .dismissing {
                    _ = state.dismissalEnded(completed: random.chance(20))
                } else {
                    state.dismissalBegan()
                }
            }
            let height = state.visibleHeight
            #expect(height.isFinite && height >= 0, "\(where_): \(height)")
            #expect(height <= state.detents.largestHeight + state.container.height, "\(where_): \(height)")
            #expect(state.detents.stops.indices.contains(state.restingIndex), "\(where_)")
            let fraction = state.dimming.fraction(atVisibleHeight: height)
            #expect(fraction >= 0 && fraction <= 1, "\(where_): \(fraction)")
            #expect(
                zip(state.detents.heights, state.detents.heights.dropFirst()).allSatisfy {
                    $1 - $0 > ResolvedSheetDetents.separation
                },
                "\(where_): \(state.detents.heights)")
        }
    }
}
