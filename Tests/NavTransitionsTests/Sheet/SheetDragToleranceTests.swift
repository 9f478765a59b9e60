import Foundation
import Testing
import NavTransitions

/// The half-point tolerance (`ResolvedSheetDetents.separation`) at the first movement of a touch on a list:
/// a sheet within it of a detent rests there (the list may take the finger), one farther away is between
/// detents (settling: the sheet keeps the finger), and the largest detent's tolerance counts as the largest.
@Suite("SheetDrag tolerance")
struct SheetDragToleranceTests {
    typealias Step = SheetDrag.Step

    @Test("half a point from a detent is at the detent: a scrolled list takes a finger moving down")
    func withinToleranceOfADetent() {
        var atDetent = SheetDragTests.onList(at: 500.5)
        #expect(
            atDetent.changed(translation: 10, scrollView: SheetDragTests.list(200))
                == Step(visibleHeight: 500.5, scrollViewOffset: nil, owner: .scrollView))
        // A point away: between detents, the sheet keeps the finger and pins the list where it is.
        var between = SheetDragTests.onList(at: 501)
        #expect(
            between.changed(translation: 10, scrollView: SheetDragTests.list(200))
                == Step(visibleHeight: 491, scrollViewOffset: SheetDragTests.pinned(200), owner: .sheet))
    }

    @Test("half a point below the largest detent is the largest: content up scrolls instead of expanding")
    func withinToleranceOfTheLargest() {
        var atLargest = SheetDragTests.onList(at: 949.5)
        #expect(
            atLargest.changed(translation: -100, scrollView: SheetDragTests.list(0))
                == Step(visibleHeight: 949.5, scrollViewOffset: nil, owner: .scrollView))
        // Below the largest detent's tolerance (and at the medium detent's): the sheet expands first.
        var atMedium = SheetDragTests.onList(at: 500)
        #expect(
            atMedium.changed(translation: -100, scrollView: SheetDragTests.list(0))
                == Step(visibleHeight: 600, scrollViewOffset: SheetDragTests.pinned(0), owner: .sheet))
    }

    @Test("a drag that moves the sheet says so, even when it comes back to where it began")
    func movedAndBack() {
        var drag = SheetDrag(
            visibleHeight: 500, detents: SheetFixture.two, canDismiss: true, expandsWhenScrolledToEdge: true,
            sharesScrollView: false)
        #expect(!drag.movedSheet)
        #expect(drag.changed(translation: 40, scrollView: nil) == Step(visibleHeight: 460, scrollViewOffset: nil, owner: .sheet))
        #expect(drag.movedSheet)
        #expect(drag.changed(translation: 0, scrollView: nil) == Step(visibleHeight: 500, scrollViewOffset: nil, owner: .sheet))
        #expect(drag.movedSheet)
    }
}
