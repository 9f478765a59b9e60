import Foundation
import Testing
import NavTransitions

/// A movement reported twice — the sheet's pan and the shared list's pan both report every event of a touch — is
/// stepped once: the drag says when a report repeats its last step, as that step left things
/// (`SheetDrag.repeats(translation:scrollViewOffset:)`), and only when stepping it again would change nothing.
@Suite("SheetDrag repeats")
struct SheetDragRepeatTests {
    typealias Step = SheetDrag.Step

    static func list(_ y: CGFloat) -> ScrollViewState { SheetFixture.list(y: y) }

    @Test("after a step the sheet owns: the same translation with the list where the pin left it repeats; any change does not")
    func sheetOwnsTheStep() {
        var drag = SheetDragTests.onList(at: 500)
        #expect(
            drag.changed(translation: -100, scrollView: Self.list(100))
                == Step(visibleHeight: 600, scrollViewOffset: CGPoint(x: 0, y: 0), owner: .sheet))
        #expect(drag.repeats(translation: -100, scrollViewOffset: CGPoint(x: 0, y: 0)))
        #expect(!drag.repeats(translation: -100, scrollViewOffset: CGPoint(x: 0, y: 100)), "the list moved itself again")
        #expect(!drag.repeats(translation: -100.5, scrollViewOffset: CGPoint(x: 0, y: 0)), "the finger moved")
        #expect(!drag.repeats(translation: -100, scrollViewOffset: nil), "no list")
        #expect(!drag.repeats(translation: .nan, scrollViewOffset: CGPoint(x: 0, y: 0)))
        // What a repeat would have returned: the same step, nothing moved.
        #expect(
            drag.changed(translation: -100, scrollView: Self.list(0))
                == Step(visibleHeight: 600, scrollViewOffset: CGPoint(x: 0, y: 0), owner: .sheet))
    }

    @Test("after a step the list owns: the same translation with the list where it is repeats")
    func listOwnsTheStep() {
        var drag = SheetDragTests.onList(at: 950)
        #expect(
            drag.changed(translation: -50, scrollView: Self.list(50))
                == Step(visibleHeight: 950, scrollViewOffset: nil, owner: .scrollView))
        #expect(drag.repeats(translation: -50, scrollViewOffset: CGPoint(x: 0, y: 50)))
        #expect(!drag.repeats(translation: -50, scrollViewOffset: CGPoint(x: 0, y: 60)))
    }

    @Test(
        "a list that owns the finger and shows space above its top: no repeat, since the next step hands that space to the sheet")
    func listAboveItsTopIsNotRepeated() {
        var drag = SheetDragTests.onList(at: 950)
        #expect(drag.changed(translation: -50, scrollView: Self.list(50)).owner == .scrollView)
        // The finger goes on up while the list shows 20 points above its top (it bounces back by itself).
        #expect(
            drag.changed(translation: -60, scrollView: Self.list(-20))
                == Step(visibleHeight: 950, scrollViewOffset: nil, owner: .scrollView))
        #expect(!drag.repeats(translation: -60, scrollViewOffset: CGPoint(x: 0, y: -20)))
        // Stepped again, the same movement is not a no-op: the sheet takes the 20 points.
        #expect(
            drag.changed(translation: -60, scrollView: Self.list(-20))
                == Step(visibleHeight: 930, scrollViewOffset: CGPoint(x: 0, y: 0), owner: .sheet))
    }

    @Test("new detents under the finger, or the translation reset, end the repeat")
    func changesEndTheRepeat() {
        var drag = SheetDragTests.onList(at: 500)
        _ = drag.changed(translation: -100, scrollView: Self.list(0))
        #expect(drag.repeats(translation: -100, scrollViewOffset: CGPoint(x: 0, y: 0)))
        drag.detentsChanged(SheetFixture.two)
        #expect(!drag.repeats(translation: -100, scrollViewOffset: CGPoint(x: 0, y: 0)))
        _ = drag.changed(translation: -100, scrollView: Self.list(0))
        #expect(drag.repeats(translation: -100, scrollViewOffset: CGPoint(x: 0, y: 0)))
        drag.translationReset()
        #expect(!drag.repeats(translation: -100, scrollViewOffset: CGPoint(x: 0, y: 0)))
    }
}
