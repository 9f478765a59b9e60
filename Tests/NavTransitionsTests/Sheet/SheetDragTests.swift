import Foundation
import Testing
import NavTransitions

/// Sequences of pan events over a sheet with a list, as the UIKit layer reports them: the pan's vertical
/// translation (positive down) and the list's state at that moment. The list may already have moved itself
/// for the event (its own pan ran first) or not yet; each step says what the list must show.
@Suite("SheetDrag")
struct SheetDragTests {
    typealias Step = SheetDrag.Step

    /// A touch on the list of a sheet with detents at 500 and 950.
    static func onList(at height: CGFloat, expands: Bool = true, canDismiss: Bool = true) -> SheetDrag {
        SheetDrag(
            visibleHeight: height, detents: SheetFixture.two, canDismiss: canDismiss,
            expandsWhenScrolledToEdge: expands, sharesScrollView: true)
    }

    static func list(_ y: CGFloat) -> ScrollViewState { SheetFixture.list(y: y) }
    static func pinned(_ y: CGFloat) -> CGPoint { CGPoint(x: 0, y: y) }

    @Test("expand first: content up at .medium moves the sheet; at .large the rest of the movement scrolls")
    func expandsFirst() {
        var drag = Self.onList(at: 500)
        #expect(
            drag.changed(translation: -100, scrollView: Self.list(0))
                == Step(visibleHeight: 600, scrollViewOffset: Self.pinned(0), owner: .sheet))
        // The same event reported again after the list moved itself: the list is put back, the sheet stays.
        #expect(
            drag.changed(translation: -100, scrollView: Self.list(100))
                == Step(visibleHeight: 600, scrollViewOffset: Self.pinned(0), owner: .sheet))
        // 400 more: 350 take the sheet to 950, the other 50 scroll the list.
        #expect(
            drag.changed(translation: -500, scrollView: Self.list(0))
                == Step(visibleHeight: 950, scrollViewOffset: Self.pinned(50), owner: .scrollView))
        // From there the list scrolls on its own.
        #expect(
            drag.changed(translation: -600, scrollView: Self.list(150))
                == Step(visibleHeight: 950, scrollViewOffset: nil, owner: .scrollView))
        #expect(drag.movedSheet)
    }

    @Test("at the top, the sheet takes a finger moving up whether the list handled the event before or after")
    func expandsFirstAfterTheListMoved() {
        // The list's own pan ran first and scrolled its content by the finger's 100 points: it was at its top.
        var drag = Self.onList(at: 500)
        #expect(
            drag.changed(translation: -100, scrollView: Self.list(100))
                == Step(visibleHeight: 600, scrollViewOffset: Self.pinned(0), owner: .sheet))
        #expect(
            drag.changed(translation: -150, scrollView: Self.list(50))
                == Step(visibleHeight: 650, scrollViewOffset: Self.pinned(0), owner: .sheet))
        // Scrolled by the finger's 100 points and the half-point edge tolerance: still at its top.
        var edge = Self.onList(at: 500)
        #expect(
            edge.changed(translation: -100, scrollView: Self.list(100.5))
                == Step(visibleHeight: 600, scrollViewOffset: Self.pinned(0), owner: .sheet))
        // Scrolled by more than the finger moved: it was not at its top, it keeps scrolling.
        var scrolled = Self.onList(at: 500)
        #expect(
            scrolled.changed(translation: -100, scrollView: Self.list(130))
                == Step(visibleHeight: 500, scrollViewOffset: nil, owner: .scrollView))
    }

    @Test("without the option, or with the content not at its top, content up scrolls and the sheet stays")
    func scrollsWithoutExpanding() {
        var optionOff = Self.onList(at: 500, expands: false)
        #expect(
            optionOff.changed(translation: -100, scrollView: Self.list(0))
                == Step(visibleHeight: 500, scrollViewOffset: nil, owner: .scrollView))
        #expect(!optionOff.movedSheet)
        var scrolled = Self.onList(at: 500)
        #expect(
            scrolled.changed(translation: -100, scrollView: Self.list(200))
                == Step(visibleHeight: 500, scrollViewOffset: nil, owner: .scrollView))
        // At .large, content up always scrolls.
        var large = Self.onList(at: 950)
        #expect(
            large.changed(translation: -100, scrollView: Self.list(0))
                == Step(visibleHeight: 950, scrollViewOffset: nil, owner: .scrollView))
    }

    @Test("content down scrolls to the top first; what passes the top moves the sheet down, without a jump")
    func scrollsToTopThenMovesDown() {
        var drag = Self.onList(at: 950)
        #expect(
            drag.changed(translation: 200, scrollView: Self.list(300))
                == Step(visibleHeight: 950, scrollViewOffset: nil, owner: .scrollView))
        // The list went 50 past its top in this event: the sheet takes those 50, the list goes back to its top.
        #expect(
            drag.changed(translation: 350, scrollView: Self.list(-50))
                == Step(visibleHeight: 900, scrollViewOffset: Self.pinned(0), owner: .sheet))
        // Reported again after the list moved itself further: nothing is counted twice.
        #expect(
            drag.changed(translation: 350, scrollView: Self.list(-80))
                == Step(visibleHeight: 900, scrollViewOffset: Self.pinned(0), owner: .sheet))
        #expect(
            drag.changed(translation: 400, scrollView: Self.list(-30))
                == Step(visibleHeight: 850, scrollViewOffset: Self.pinned(0), owner: .sheet))
    }

    @Test("at the top, the sheet takes a finger moving down whether the list handled the event before or after")
    func eitherOrderAtTheTop() {
        // The sheet's pan first: the list is still at its top.
        var first = Self.onList(at: 950)
        #expect(
            first.changed(translation: 30, scrollView: Self.list(0))
                == Step(visibleHeight: 920, scrollViewOffset: Self.pinned(0), owner: .sheet))
        #expect(
            first.changed(translation: 30, scrollView: Self.list(-30))
                == Step(visibleHeight: 920, scrollViewOffset: Self.pinned(0), owner: .sheet))
        // 10 points from the top: the list owns the first movement; when it reports 20 past its top, the sheet
        // takes those 20.
        var near = Self.onList(at: 950)
        #expect(
            near.changed(translation: 30, scrollView: Self.list(10))
                == Step(visibleHeight: 950, scrollViewOffset: nil, owner: .scrollView))
        #expect(
            near.changed(translation: 30, scrollView: Self.list(-20))
                == Step(visibleHeight: 930, scrollViewOffset: Self.pinned(0), owner: .sheet))
    }

    /// On the code before it, a list whose own pan reported first and brought it exactly to its top also gave the
    /// sheet the finger's movement: the content scrolled 40 and the sheet moved 40 for a finger that moved 40.
    @Test("a list that scrolls exactly to its top: the sheet takes the finger from there, in either order of the reports")
    func listLandsOnItsTop() {
        for listFirst in [false, true] {
            var drag = Self.onList(at: 950)
            // 60 down over a list 100 from its top: the list owns and scrolls to 40.
            if !listFirst { _ = drag.changed(translation: 60, scrollView: Self.list(100)) }
            #expect(drag.changed(translation: 60, scrollView: Self.list(40)).owner == .scrollView)
            if listFirst { _ = drag.changed(translation: 60, scrollView: Self.list(40)) }
            // 40 more: the list lands exactly on its top with them; the sheet has not moved.
            if !listFirst { _ = drag.changed(translation: 100, scrollView: Self.list(40)) }
            #expect(drag.changed(translation: 100, scrollView: Self.list(0)).visibleHeight == 950, "list first: \(listFirst)")
            if listFirst { _ = drag.changed(translation: 100, scrollView: Self.list(0)) }
            // 20 more: the sheet moves 20, the list stays pinned at its top.
            let next = drag.changed(translation: 120, scrollView: Self.list(listFirst ? -10 : 0))
            #expect(next == Step(visibleHeight: 930, scrollViewOffset: Self.pinned(0), owner: .sheet), "list first: \(listFirst)")
        }
        // A list with a 20-point top inset (its top is at -20), reporting first: it scrolls from 0 to its top with
        // the finger's 20 points, which are not the sheet's.
        func inset(_ y: CGFloat) -> ScrollViewState {
            ScrollViewState(
                contentOffset: CGPoint(x: 0, y: y), contentSize: CGSize(width: 375, height: 2_000),
                boundsSize: CGSize(width: 375, height: 400), adjustedContentInset: EdgeInsets(top: 20))
        }
        var insetDrag = Self.onList(at: 950)
        #expect(insetDrag.changed(translation: 60, scrollView: inset(0)).owner == .scrollView)
        #expect(insetDrag.changed(translation: 80, scrollView: inset(-20)).visibleHeight == 950)
        #expect(insetDrag.changed(translation: 90, scrollView: inset(-25)).visibleHeight == 940)
    }

    @Test("down and back up in one touch: the sheet stops on .large and the content scrolls the rest")
    func downThenBackUp() {
        var drag = Self.onList(at: 950)
        #expect(drag.changed(translation: 100, scrollView: Self.list(0)).visibleHeight == 850)
        #expect(
            drag.changed(translation: -20, scrollView: Self.list(-100))
                == Step(visibleHeight: 950, scrollViewOffset: Self.pinned(20), owner: .scrollView))
    }

    @Test("below .medium and back up: the option decides whether .medium hands the finger to the content")
    func backUpThroughMedium() {
        var optionOff = Self.onList(at: 950, expands: false)
        #expect(
            optionOff.changed(translation: 500, scrollView: Self.list(0))
                == Step(visibleHeight: 450, scrollViewOffset: Self.pinned(0), owner: .sheet))
        #expect(
            optionOff.changed(translation: 400, scrollView: Self.list(0))
                == Step(visibleHeight: 500, scrollViewOffset: Self.pinned(50), owner: .scrollView))
        var optionOn = Self.onList(at: 950)
        _ = optionOn.changed(translation: 500, scrollView: Self.list(0))
        #expect(
            optionOn.changed(translation: 400, scrollView: Self.list(0))
                == Step(visibleHeight: 550, scrollViewOffset: Self.pinned(0), owner: .sheet))
    }

    @Test("a settling sheet grabbed between detents keeps the finger; the list stays where it was")
    func grabbedBetweenDetents() {
        var drag = Self.onList(at: 700)
        #expect(
            drag.changed(translation: 10, scrollView: Self.list(200))
                == Step(visibleHeight: 690, scrollViewOffset: Self.pinned(200), owner: .sheet))
        #expect(
            drag.changed(translation: -40, scrollView: Self.list(230))
                == Step(visibleHeight: 740, scrollViewOffset: Self.pinned(200), owner: .sheet))
        // Up past .large (740 + 260 = 1000): the sheet stops there and the list scrolls from 200 by the rest (50).
        #expect(
            drag.changed(translation: -300, scrollView: Self.list(200))
                == Step(visibleHeight: 950, scrollViewOffset: Self.pinned(250), owner: .scrollView))
    }

    @Test("a touch off the list moves the sheet: rubber band above .large, down to 0 below .medium")
    func offTheList() {
        var drag = SheetDrag(
            visibleHeight: 950, detents: SheetFixture.two, canDismiss: true, expandsWhenScrolledToEdge: true,
            sharesScrollView: false)
        let up = drag.changed(translation: -100, scrollView: nil)
        #expect(approximately(up.visibleHeight, 950 + SheetTrackTests.bandFor100))
        #expect(up.scrollViewOffset == nil && up.owner == .sheet)
        #expect(drag.changed(translation: 600, scrollView: nil).visibleHeight == 350)
        // The finger 250 points below the sheet's bottom edge: the sheet is off, and comes back with the finger.
        #expect(drag.changed(translation: 1200, scrollView: nil).visibleHeight == 0)
        // A scroll view under the finger is ignored when the touch does not share it.
        #expect(
            drag.changed(translation: 800, scrollView: Self.list(300))
                == Step(visibleHeight: 150, scrollViewOffset: nil, owner: .sheet))
    }

    @Test("without dismissal the sheet rubber-bands below its smallest detent")
    func notDismissible() {
        var drag = SheetDrag(
            visibleHeight: 500, detents: SheetFixture.two, canDismiss: false, expandsWhenScrolledToEdge: true,
            sharesScrollView: false)
        #expect(approximately(drag.changed(translation: 100, scrollView: nil).visibleHeight, 500 - SheetTrackTests.bandFor100))
        #expect(drag.rawHeight == 400)
    }

    @Test("the shared list going away mid-touch leaves the sheet to the finger")
    func scrollViewGone() {
        var drag = Self.onList(at: 950)
        _ = drag.changed(translation: 50, scrollView: Self.list(300))
        #expect(drag.owner == .scrollView)
        #expect(drag.changed(translation: 80, scrollView: nil) == Step(visibleHeight: 920, scrollViewOffset: nil, owner: .sheet))
    }

    @Test("no movement decides nothing; NaN and infinite translations count as no movement")
    func badTranslations() {
        var drag = Self.onList(at: 500)
        #expect(
            drag.changed(translation: 0, scrollView: Self.list(0))
                == Step(visibleHeight: 500, scrollViewOffset: nil, owner: .undecided))
        #expect(drag.changed(translation: .nan, scrollView: Self.list(0)).owner == .undecided)
        #expect(drag.changed(translation: -100, scrollView: Self.list(0)).visibleHeight == 600)
        #expect(drag.changed(translation: .infinity, scrollView: Self.list(0)).visibleHeight == 600)
        #expect(drag.changed(translation: -.infinity, scrollView: Self.list(0)).visibleHeight == 600)
        // Counting resumes from the last finite translation.
        #expect(drag.changed(translation: -150, scrollView: Self.list(0)).visibleHeight == 650)
        // A NaN start height is the smallest detent's.
        #expect(
            SheetDrag(
                visibleHeight: .nan, detents: SheetFixture.two, canDismiss: true, expandsWhenScrolledToEdge: true,
                sharesScrollView: false
            ).visibleHeight == 500)
    }

    @Test("detents changing under the finger: the sheet keeps its height and moves on the new track")
    func detentsChangeMidDrag() {
        var drag = SheetDrag(
            visibleHeight: 950, detents: SheetFixture.two, canDismiss: true, expandsWhenScrolledToEdge: true,
            sharesScrollView: false)
        #expect(drag.changed(translation: 350, scrollView: nil).visibleHeight == 600)
        drag.detentsChanged(ResolvedSheetDetents([.fraction(0.25), .large], in: SheetFixture.container))
        #expect(drag.visibleHeight == 600)
        #expect(drag.changed(translation: 450, scrollView: nil).visibleHeight == 500)
        #expect(drag.detentHeights == [275, 950])

        // In the band above .large: the largest detent drops to 850, the sheet stays at 1002.13…
        var pulled = SheetDrag(
            visibleHeight: 950, detents: SheetFixture.two, canDismiss: true, expandsWhenScrolledToEdge: true,
            sharesScrollView: false)
        let before = pulled.changed(translation: -100, scrollView: nil).visibleHeight
        pulled.detentsChanged(ResolvedSheetDetents([.points(800)], in: SheetFixture.container))
        #expect(approximately(pulled.visibleHeight, before, tolerance: 1e-6))
        #expect(approximately(pulled.changed(translation: -100, scrollView: nil).visibleHeight, before, tolerance: 1e-6))
    }
}
