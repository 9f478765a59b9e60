import Foundation
import NavTransitions
import Testing

/// Reordering with VoiceOver's actions (issue 24, item 3): only possible moves are offered, a move scrolls
/// the item into view (centred in a carousel), keeps focus on it and announces its new position.
@Suite("Reorder with VoiceOver")
struct ReorderAccessibilityTests {
    /// Eight items; item 3 is fixed.
    static func grid() -> HeadlessReorder {
        HeadlessReorder(collectionView: HeadlessCollectionView(data: (0..<8).map { "item \($0)" }, canMoveItem: { $0 != 3 }))
    }

    @Test(
        "only the possible moves are offered",
        arguments: [
            (0, [ReorderAccessibility.Step.later]),
            (1, [.earlier, .later]),
            (2, [.earlier]), // item 3 is fixed: nothing moves past it
            (3, []), // fixed
            (4, [.later]),
            (7, [.earlier]),
            (8, []), // no such item
            (-1, []),
        ] as [(Int, [ReorderAccessibility.Step])])
    func offeredSteps(item: Int, expected: [ReorderAccessibility.Step]) {
        #expect(Self.grid().accessibilitySteps(item: item) == expected)
    }

    @Test("nothing is offered while a finger drags an item")
    func noneDuringADrag() {
        var reorder = Self.grid()
        let frame = reorder.collectionView.slotFrame(1)
        _ = reorder.began(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(reorder.drag.session != nil)
        #expect(reorder.accessibilitySteps(item: 5).isEmpty)
        let moved1 = reorder.accessibilityMove(item: 5, .later)
        #expect(!moved1)
    }

    @Test("a move commits once through the data source, scrolls the item into view, keeps focus on it and announces its position")
    func moveLater() {
        var reorder = Self.grid()
        let moved2 = reorder.accessibilityMove(item: 5, .later)
        #expect(moved2)
        #expect(reorder.collectionView.dataSourceMoves == [ReorderMove(source: 5, destination: 6)])
        #expect(reorder.collectionView.data == ["item 0", "item 1", "item 2", "item 3", "item 4", "item 6", "item 5", "item 7"])
        let effect = reorder.accessibilityEffects.last
        #expect(effect?.scroll == .makeVisible)
        #expect(effect?.focus == .focusedElement)
        #expect(effect?.announcement == "Moved to position 7 of 8")
        #expect(reorder.collectionView.violations.isEmpty)
    }

    @Test(
        "the element focused after a move: the one that was focused while it is inside the moved cell, else the cell; nil stays nil",
        arguments: [
            // focused, moved cell, focused element is in the moved cell, target
            ("label" as String?, "cell" as String?, true, "label" as String?),
            ("label", "cell", false, "cell"),
            (nil, "cell", false, "cell"),
            (nil, "cell", true, nil),
            ("label", nil, false, nil),
            ("label", nil, true, "label"),
        ])
    func focusTarget(focused: String?, movedCell: String?, inside: Bool, target: String?) {
        #expect(
            ReorderAccessibility.focusTarget(focused: focused, movedCell: movedCell, focusedElementIsInMovedCell: inside)
                == target)
    }

    @Test("in a carousel the moved item is centred; a reused cell gets the focus itself; the announcement is the app's text")
    func carouselAndLocalisedText() {
        var reorder = Self.grid()
        let french = ReorderConfiguration(movedAnnouncementFormat: "Déplacé en position {position} sur {count}")
        let moved3 = reorder.accessibilityMove(
            item: 1, .earlier, layoutCentresItems: true, configuration: french, focusStaysInCell: false)
        #expect(moved3)
        let effect = reorder.accessibilityEffects.last
        #expect(effect?.scroll == .centre)
        #expect(effect?.focus == .cell)
        #expect(effect?.announcement == "Déplacé en position 1 sur 8")
    }

    @Test("a move that is not possible does nothing: the action fails")
    func impossibleMoves() {
        var reorder = Self.grid()
        let moved4 = reorder.accessibilityMove(item: 2, .later)
        #expect(!moved4, "item 3 is fixed")
        let moved5 = reorder.accessibilityMove(item: 0, .earlier)
        #expect(!moved5)
        let moved6 = reorder.accessibilityMove(item: 3, .earlier)
        #expect(!moved6)
        #expect(reorder.collectionView.dataSourceMoves.isEmpty)
        #expect(reorder.accessibilityEffects.isEmpty)
    }

    @Test(
        "the announcement's placeholders",
        arguments: [
            ("Moved to position {position} of {count}", "Moved to position 3 of 12"),
            ("{count} items, now {position}", "12 items, now 3"),
            ("Moved", "Moved"),
            ("", ""),
            ("{position}{position}", "33"),
        ])
    func announcement(format: String, expected: String) {
        let configuration = ReorderConfiguration(movedAnnouncementFormat: format)
        var reorder = HeadlessReorder(
            collectionView: HeadlessCollectionView(data: (0..<12).map(String.init), canMoveItem: { _ in true }))
        let moved7 = reorder.accessibilityMove(item: 3, .earlier, configuration: configuration)
        #expect(moved7)
        #expect(reorder.accessibilityEffects.last?.announcement == expected)
    }
}
