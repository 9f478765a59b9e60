import Foundation
import NavTransitions
import Testing

@Suite("Reorder")
struct ReorderTests {
    // MARK: ReorderMove

    @Test func moveAppliesRemoveThenInsert() {
        var forward = ["a", "b", "c", "d", "e"]
        #expect(ReorderMove(source: 1, destination: 3).apply(to: &forward))
        #expect(forward == ["a", "c", "d", "b", "e"])
        var backward = ["a", "b", "c", "d", "e"]
        #expect(ReorderMove(source: 3, destination: 1).apply(to: &backward))
        #expect(backward == ["a", "d", "b", "c", "e"])
        var same = ["a", "b"]
        #expect(ReorderMove(source: 1, destination: 1).apply(to: &same))
        #expect(same == ["a", "b"])
    }

    @Test(arguments: [(5, 0), (0, 5), (-1, 0), (0, -1)])
    func moveOutsideTheListChangesNothing(source: Int, destination: Int) {
        var list = ["a", "b", "c", "d", "e"]
        #expect(!ReorderMove(source: source, destination: destination).apply(to: &list))
        #expect(list == ["a", "b", "c", "d", "e"])
    }

    @Test func newIndexAgreesWithApply() {
        for source in 0..<6 {
            for destination in 0..<6 {
                let move = ReorderMove(source: source, destination: destination)
                var list = Array(0..<6)
                move.apply(to: &list)
                for index in 0..<6 {
                    #expect(list[move.newIndex(of: index)] == index, "\(move), index \(index)")
                }
            }
        }
        // By hand: 1 → 3 shifts 2 and 3 back; 4 stays.
        let move = ReorderMove(source: 1, destination: 3)
        #expect([0, 1, 2, 3, 4].map(move.newIndex(of:)) == [0, 3, 1, 2, 4])
        let back = ReorderMove(source: 3, destination: 1)
        #expect([0, 1, 2, 3, 4].map(back.newIndex(of:)) == [0, 2, 3, 1, 4])
    }

    // MARK: ReorderSession

    @Test func sessionRefusesFixedAndMissingItems() {
        #expect(ReorderSession(itemCount: 5, source: 2, isFixed: { $0 == 2 }) == nil)
        #expect(ReorderSession(itemCount: 5, source: 5, isFixed: { _ in false }) == nil)
        #expect(ReorderSession(itemCount: 5, source: -1, isFixed: { _ in false }) == nil)
        #expect(ReorderSession(itemCount: 0, source: 0, isFixed: { _ in false }) == nil)
        #expect(ReorderSession(itemCount: -3, source: 0, isFixed: { _ in false }) == nil)
    }

    @Test func proposalsStopBeforeFixedItems() throws {
        let fixed: Set = [3]
        var session = try #require(ReorderSession(itemCount: 6, source: 1, isFixed: fixed.contains))
        #expect(session.position == 1)
        #expect(session.move == nil)
        // Beyond the fixed item 3: stops at 2.
        var changed = session.propose(5, isFixed: fixed.contains)
        #expect(changed)
        #expect(session.position == 2)
        #expect(session.move == ReorderMove(source: 1, destination: 2))
        // Onto the fixed item itself: still 2, no change.
        changed = session.propose(3, isFixed: fixed.contains)
        #expect(!changed)
        #expect(session.position == 2)
        changed = session.propose(0, isFixed: fixed.contains)
        #expect(changed)
        #expect(session.position == 0)
        changed = session.propose(-7, isFixed: fixed.contains)
        #expect(!changed)
        #expect(session.position == 0)
        changed = session.propose(nil, isFixed: fixed.contains)
        #expect(!changed)
        #expect(session.position == 0)
        changed = session.propose(1, isFixed: fixed.contains)
        #expect(changed)
        #expect(session.move == nil)

        var after = try #require(ReorderSession(itemCount: 6, source: 4, isFixed: fixed.contains))
        changed = after.propose(0, isFixed: fixed.contains)
        #expect(!changed)
        #expect(after.position == 4)
        changed = after.propose(99, isFixed: fixed.contains)
        #expect(changed)
        #expect(after.position == 5)
    }

    @Test func fixedItemsAreAskedLazily() throws {
        var asked: [Int] = []
        let isFixed: (Int) -> Bool = {
            asked.append($0)
            return $0 == 900_000
        }
        var session = try #require(ReorderSession(itemCount: 1_000_000, source: 500_000, isFixed: isFixed))
        #expect(asked == [500_000])
        session.propose(500_003, isFixed: isFixed)
        #expect(asked == [500_000, 500_001, 500_002, 500_003])
        // Going back within the known range asks nothing more.
        session.propose(500_001, isFixed: isFixed)
        #expect(asked.count == 4)
        session.propose(499_999, isFixed: isFixed)
        #expect(asked.suffix(1) == [499_999])
        #expect(session.position == 499_999)
        // The end of the list needs no question.
        var last = try #require(ReorderSession(itemCount: 3, source: 2, isFixed: { _ in false }))
        let changed = last.propose(
            3,
            isFixed: { _ in
                Issue.record("asked past the end")
                return false
            })
        #expect(!changed)
    }

    @Test func proposedOrderAndDataIndexes() throws {
        var session = try #require(ReorderSession(itemCount: 6, source: 1, isFixed: { _ in false }))
        session.propose(4, isFixed: { _ in false })
        #expect(session.proposedOrder == [0, 2, 3, 4, 1, 5])
        #expect(session.dataIndex(atProposedIndex: 4) == 1)
        #expect(session.dataIndex(atProposedIndex: 1) == 2)
        #expect(session.dataIndex(atProposedIndex: 5) == 5)
        #expect(session.dataIndex(atProposedIndex: 6) == nil)
        #expect(session.dataIndex(atProposedIndex: -1) == nil)
        session.propose(0, isFixed: { _ in false })
        #expect(session.proposedOrder == [1, 0, 2, 3, 4, 5])
        // The proposed order is always the original with the one move applied.
        for target in 0..<6 {
            session.propose(target, isFixed: { _ in false })
            var expected = Array(0..<6)
            ReorderMove(source: 1, destination: target).apply(to: &expected)
            #expect(session.proposedOrder == expected)
        }
    }

    @Test func accessibilityMoves() {
        let none: (Int) -> Bool = { _ in false }
        #expect(ReorderSession.move(item: 2, by: -1, itemCount: 5, isFixed: none) == ReorderMove(source: 2, destination: 1))
        #expect(ReorderSession.move(item: 2, by: 1, itemCount: 5, isFixed: none) == ReorderMove(source: 2, destination: 3))
        #expect(ReorderSession.move(item: 0, by: -1, itemCount: 5, isFixed: none) == nil)
        #expect(ReorderSession.move(item: 4, by: 1, itemCount: 5, isFixed: none) == nil)
        #expect(ReorderSession.move(item: 2, by: 0, itemCount: 5, isFixed: none) == nil)
        #expect(ReorderSession.move(item: 2, by: .max, itemCount: 5, isFixed: none) == ReorderMove(source: 2, destination: 4))
        #expect(ReorderSession.move(item: 2, by: .min, itemCount: 5, isFixed: none) == ReorderMove(source: 2, destination: 0))
        #expect(ReorderSession.move(item: 2, by: -1, itemCount: 5, isFixed: { $0 == 1 }) == nil)
        #expect(ReorderSession.move(item: 2, by: 1, itemCount: 5, isFixed: { $0 == 2 }) == nil)
        #expect(ReorderSession.move(item: 7, by: -1, itemCount: 5, isFixed: none) == nil)
    }

    @Test("the lift and the drop animate for 0.2 s and 0.25 s, and not at all with Reduce Motion")
    func durations() {
        #expect(ReorderConfiguration.liftDuration(isReduceMotionEnabled: false) == 0.2)
        #expect(ReorderConfiguration.liftDuration(isReduceMotionEnabled: true) == 0)
        #expect(ReorderConfiguration.dropDuration(isReduceMotionEnabled: false) == 0.25)
        #expect(ReorderConfiguration.dropDuration(isReduceMotionEnabled: true) == 0)
    }

    // MARK: ReorderDrag

    /// Section counts as a collection view reports them.
    final class Counts: CollectionItemCounting {
        var items: [Int]
        /// Sections asked for that do not exist (UIKit raises).
        private(set) var outOfRange: [Int] = []
        init(_ items: [Int]) { self.items = items }
        var numberOfSections: Int { items.count }
        func numberOfItems(inSection section: Int) -> Int {
            guard items.indices.contains(section) else {
                outOfRange.append(section)
                return 0
            }
            return items[section]
        }
    }

    @Test func dragCommands() {
        var drag = ReorderDrag()
        let counts = Counts([5])
        let none: (Int) -> Bool = { _ in false }
        #expect(drag.moved(over: 2, in: counts, isFixed: none) == nil)
        #expect(drag.ended(in: counts) == nil)
        #expect(drag.cancelled(in: counts) == nil)
        #expect(drag.began(item: nil, section: 0, in: counts, isFixed: none) == nil)
        #expect(drag.began(item: 1, section: 0, in: counts, isFixed: none) == .begin(item: 1))
        #expect(drag.began(item: 3, section: 0, in: counts, isFixed: none) == nil)
        #expect(drag.moved(over: 3, in: counts, isFixed: none) == .moveTarget(to: 3))
        #expect(drag.moved(over: 3, in: counts, isFixed: none) == nil)
        #expect(drag.moved(over: nil, in: counts, isFixed: none) == nil)
        #expect(drag.ended(in: counts) == .end(at: 3, committing: ReorderMove(source: 1, destination: 3)))
        #expect(drag.session == nil)

        #expect(drag.began(item: 2, section: 0, in: counts, isFixed: none) == .begin(item: 2))
        #expect(drag.moved(over: 0, in: counts, isFixed: none) == .moveTarget(to: 0))
        #expect(drag.moved(over: 2, in: counts, isFixed: none) == .moveTarget(to: 2))
        #expect(drag.ended(in: counts) == .end(at: 2, committing: nil))

        #expect(drag.began(item: 4, section: 0, in: counts, isFixed: { $0 == 4 }) == nil)
        #expect(drag.session == nil)
        #expect(counts.outOfRange.isEmpty)
    }

    @Test func cancelledMidDragCommitsNothing() {
        var drag = ReorderDrag()
        let counts = Counts([5])
        let none: (Int) -> Bool = { _ in false }
        _ = drag.began(item: 1, section: 0, in: counts, isFixed: none)
        _ = drag.moved(over: 4, in: counts, isFixed: none)
        #expect(drag.cancelled(in: counts) == .cancel(returningTo: 1))
        #expect(drag.session == nil)
        #expect(drag.ended(in: counts) == nil)
    }

    @Test("a press that cannot lift fails at once: no item, a fixed one, a missing section, a drag in progress, a context menu")
    func canBegin() {
        var drag = ReorderDrag()
        let counts = Counts([3, 5])
        let fixedTwo: (Int) -> Bool = { $0 == 2 }
        #expect(drag.canBegin(item: 1, section: 1, in: counts, isFixed: fixedTwo))
        #expect(!drag.canBegin(item: nil, section: 1, in: counts, isFixed: fixedTwo))
        #expect(!drag.canBegin(item: 2, section: 1, in: counts, isFixed: fixedTwo))
        #expect(!drag.canBegin(item: 5, section: 1, in: counts, isFixed: fixedTwo))
        #expect(!drag.canBegin(item: -1, section: 1, in: counts, isFixed: fixedTwo))
        #expect(!drag.canBegin(item: 0, section: 2, in: counts, isFixed: fixedTwo))
        #expect(!drag.canBegin(item: 0, section: -1, in: counts, isFixed: fixedTwo))
        // The context menu wins: the long press does not begin where the app offers one.
        #expect(!drag.canBegin(item: 1, section: 1, in: counts, offersContextMenu: true, isFixed: fixedTwo))
        #expect(drag.began(item: 1, section: 1, in: counts, offersContextMenu: true, isFixed: fixedTwo) == nil)
        #expect(drag.session == nil)
        #expect(drag.began(item: 1, section: 1, in: counts, isFixed: fixedTwo) == .begin(item: 1))
        #expect(drag.section == 1)
        #expect(!drag.canBegin(item: 3, section: 1, in: counts, isFixed: fixedTwo), "one drag at a time")
        #expect(counts.outOfRange.isEmpty, "a missing section is never asked for its items")
    }

    @Test(
        "the collection view changes under the drag: the next event cancels, nothing is asked of what no longer exists",
        arguments: [
            // What the app did: the new item counts per section (the drag is in section 1 of [3, 5]).
            ([3, 6], "an item inserted"),
            ([3, 4], "an item deleted (the dragged one, or another)"),
            ([3], "the dragged section deleted"),
            ([5], "the section before deleted: the dragged section is now 0, with 5 items"),
            ([3, 5, 2], "a section inserted after"),
            ([], "everything deleted"),
        ] as [([Int], String)])
    func collectionChangedUnderTheDrag(after: [Int], what: String) {
        let fixed: (Int) -> Bool = { _ in false }
        for event in ["move", "end", "cancel"] {
            var drag = ReorderDrag()
            let counts = Counts([3, 5])
            #expect(drag.began(item: 1, section: 1, in: counts, isFixed: fixed) == .begin(item: 1))
            #expect(drag.moved(over: 3, in: counts, isFixed: fixed) == .moveTarget(to: 3))
            counts.items = after
            var asked: [Int] = []
            let command: ReorderCommand?
            switch event {
            case "move":
                command = drag.moved(
                    over: 0, in: counts,
                    isFixed: {
                        asked.append($0)
                        return false
                    })
            case "end": command = drag.ended(in: counts)
            default: command = drag.cancelled(in: counts)
            }
            #expect(command == .cancel(returningTo: nil), "\(what), \(event)")
            #expect(drag.session == nil, "\(what), \(event)")
            #expect(asked.isEmpty, "\(what), \(event): the data source is not asked about an item")
            #expect(counts.outOfRange.isEmpty, "\(what), \(event): no count asked for a missing section")
            // Nothing more comes of the drag.
            #expect(drag.ended(in: counts) == nil && drag.cancelled(in: counts) == nil)
        }
    }

    @Test func accessibilityMovesThroughTheDrag() {
        var drag = ReorderDrag()
        let counts = Counts([2, 5])
        let none: (Int) -> Bool = { _ in false }
        #expect(
            drag.accessibilityMove(item: 2, section: 1, by: 1, in: counts, isFixed: none)
                == ReorderMove(source: 2, destination: 3))
        #expect(drag.accessibilityMove(item: 1, section: 0, by: 1, in: counts, isFixed: none) == nil, "the end of its section")
        #expect(drag.accessibilityMove(item: 0, section: 2, by: 1, in: counts, isFixed: none) == nil, "no such section")
        #expect(drag.accessibilityMove(item: 5, section: 1, by: -1, in: counts, isFixed: none) == nil, "no such item")
        _ = drag.began(item: 0, section: 1, in: counts, isFixed: none)
        #expect(drag.accessibilityMove(item: 2, section: 1, by: 1, in: counts, isFixed: none) == nil, "not during a drag")
        #expect(counts.outOfRange.isEmpty)
    }

    @Test func slotsOfOtherSectionsAreNotTargets() {
        var drag = ReorderDrag()
        let counts = Counts([3, 5])
        let visible: [(section: Int, item: Int)] = [(0, 2), (1, 4), (1, 3)]
        var asked: [Int] = []
        let frame: (Int) -> CGRect? = { item in
            asked.append(item)
            return item == 4
                ? CGRect(x: 100, y: 0, width: 100, height: 100) : item == 2 ? CGRect(x: 0, y: 0, width: 100, height: 100) : nil
        }
        #expect(drag.slot(at: CGPoint(x: 50, y: 50), visibleItems: visible, frame: frame) == nil, "no drag")
        #expect(asked.isEmpty)
        _ = drag.began(item: 0, section: 1, in: counts, isFixed: { _ in false })
        #expect(
            drag.slot(at: CGPoint(x: 50, y: 50), visibleItems: visible, frame: frame) == nil, "section 0's item is not a target")
        #expect(asked == [4, 3], "only the drag's section's items are measured")
        #expect(drag.slot(at: CGPoint(x: 150, y: 50), visibleItems: visible, frame: frame) == 4)
        #expect(drag.slot(at: CGPoint(x: CGFloat.nan, y: 50), visibleItems: visible, frame: frame) == nil)
    }

    // MARK: Headless collection view

    @Test func dragInAGrid() throws {
        let fixed: Set = [5]
        let collectionView = HeadlessCollectionView(data: (0..<8).map { "item \($0)" }, canMoveItem: { !fixed.contains($0) })
        var reorder = HeadlessReorder(collectionView: collectionView)
        // Slot 1 is at x 90...170, y 0...80; slot 6 at x 180...260, y 90...170.
        #expect(reorder.began(at: CGPoint(x: 100, y: 10)) == .begin(item: 1))
        #expect(reorder.moved(to: CGPoint(x: 200, y: 100)) == .moveTarget(to: 4)) // stops before fixed 5
        #expect(reorder.moved(to: CGPoint(x: 85, y: 40)) == nil) // the gap between slots 0 and 1
        #expect(reorder.moved(to: CGPoint(x: 280, y: 40)) == .moveTarget(to: 3))
        #expect(reorder.ended() == .end(at: 3, committing: ReorderMove(source: 1, destination: 3)))
        #expect(collectionView.dataSourceMoves == [ReorderMove(source: 1, destination: 3)])
        #expect(collectionView.data == ["item 0", "item 2", "item 3", "item 1", "item 4", "item 5", "item 6", "item 7"])
        #expect(collectionView.violations.isEmpty)
        // The fixed item cannot be lifted.
        #expect(reorder.began(at: CGPoint(x: 100, y: 100)) == nil)
        // A refusal by the collection view itself ends the drag unseen.
        let refusing = HeadlessCollectionView(data: ["a", "b"], canMoveItem: { _ in true })
        var other = HeadlessReorder(collectionView: refusing)
        _ = refusing.beginInteractiveMovementForItem(at: 0)
        #expect(other.began(at: CGPoint(x: 100, y: 10)) == nil)
        #expect(other.drag.session == nil)
    }

    @Test(
        "the app deletes a section or the dragged item, or reloads, mid-drag: the drag ends as a cancel, the data untouched, nothing raises",
        arguments: [
            "delete the grid's section", "delete the section before", "delete the dragged item", "delete another item",
            "reload with more items", "reload with fewer items",
        ])
    func appChangesTheCollectionMidDrag(change: String) throws {
        for event in ["move", "autoscroll tick", "drop", "cancel"] {
            let context = "\(change), then \(event)"
            let collectionView = HeadlessCollectionView(
                data: (0..<8).map { "item \($0)" }, leadingSections: 1, canMoveItem: { _ in true })
            var reorder = HeadlessReorder(collectionView: collectionView)
            // Item 1 of section 1 (slot x 90...170, y 0...80) lifted and dragged to slot 6 (x 180...260, y 90...170).
            #expect(reorder.began(at: CGPoint(x: 100, y: 10)) == .begin(item: 1), "\(context)")
            #expect(reorder.drag.section == 1)
            #expect(reorder.moved(to: CGPoint(x: 200, y: 100)) == .moveTarget(to: 6), "\(context)")
            switch change {
            case "delete the grid's section": collectionView.deleteGridSection()
            case "delete the section before": collectionView.deleteFirstSection()
            case "delete the dragged item": collectionView.deleteItem(1) // "item 1": the data has not moved
            case "delete another item": collectionView.deleteItem(7)
            case "reload with more items": collectionView.reloadData((0..<9).map { "new \($0)" })
            default: collectionView.reloadData(["new 0", "new 1"])
            }
            let dataAfterTheChange = collectionView.data
            let questionsBefore = collectionView.canMoveQuestions
            let command: ReorderCommand?
            switch event {
            case "move", "autoscroll tick": command = reorder.moved(to: CGPoint(x: 10, y: 10))
            case "drop": command = reorder.ended()
            default: command = reorder.cancelled()
            }
            #expect(command == .cancel(returningTo: nil), "\(context)")
            #expect(reorder.drag.session == nil, "\(context)")
            #expect(collectionView.movement == nil, "\(context): the collection view's movement ended")
            #expect(collectionView.violations.isEmpty, "\(context): \(collectionView.violations)")
            #expect(collectionView.dataSourceMoves.isEmpty, "\(context): nothing committed")
            #expect(collectionView.data == dataAfterTheChange, "\(context): the app's data is untouched")
            #expect(collectionView.canMoveQuestions == questionsBefore, "\(context): no item asked about")
            #expect(reorder.landings == [nil], "\(context): the lifted image lands nowhere")
            // The gesture's own end after the cancel does nothing more.
            #expect(reorder.ended() == nil && reorder.cancelled() == nil)
            #expect(collectionView.violations.isEmpty, "\(context)")
            // A new drag works on what is there now.
            if collectionView.data.count > 1 {
                #expect(reorder.began(at: CGPoint(x: 10, y: 10)) == .begin(item: 0), "\(context)")
                #expect(reorder.moved(to: CGPoint(x: 100, y: 10)) == .moveTarget(to: 1), "\(context)")
                _ = reorder.ended()
                #expect(collectionView.dataSourceMoves == [ReorderMove(source: 0, destination: 1)], "\(context)")
                #expect(collectionView.violations.isEmpty, "\(context): \(collectionView.violations)")
            }
        }
    }

    @Test("a long press where the app offers a context menu does not lift: the menu wins")
    func contextMenuWins() {
        let collectionView = HeadlessCollectionView(data: (0..<4).map { "item \($0)" }, canMoveItem: { _ in true })
        var reorder = HeadlessReorder(collectionView: collectionView)
        reorder.offersContextMenu = { $0 == 1 }
        #expect(!reorder.shouldBegin(at: CGPoint(x: 100, y: 10)), "item 1 has a menu")
        #expect(reorder.began(at: CGPoint(x: 100, y: 10)) == nil)
        #expect(collectionView.movement == nil)
        #expect(reorder.shouldBegin(at: CGPoint(x: 190, y: 10)), "item 2 has none")
        #expect(reorder.began(at: CGPoint(x: 190, y: 10)) == .begin(item: 2))
    }

    /// Seeded random drags, drops and cancels with fixed items: after every step the collection view
    /// shows the proposed order, the data and the collection view never disagree on the count, fixed
    /// items never move, and the data is the original with the committed moves applied.
    @Test func randomReorderSequences() throws {
        var commits = 0, cancels = 0, refusedLifts = 0, blocked = 0, emptyDrops = 0
        for seed in UInt64(0)..<300 {
            var random = SplitMix64(seed: seed)
            let count = 1 + random.below(24)
            let original = (0..<count).map { "item \($0)" }
            let fixed = Set((0..<count).filter { _ in random.chance(15) })
            let collectionView = HeadlessCollectionView(
                data: original, columns: 1 + random.below(5), canMoveItem: { !fixed.contains($0) })
            var reorder = HeadlessReorder(collectionView: collectionView)
            var reference = original
            func point() -> CGPoint {
                CGPoint(x: CGFloat(random.below(500)) - 20, y: CGFloat(random.below(900)) - 20)
            }
            for step in 0..<40 {
                let context = "seed \(seed), step \(step)"
                if reorder.drag.session == nil {
                    let press = point()
                    let lifted = reorder.began(at: press)
                    if lifted == nil, let item = collectionView.item(at: press), fixed.contains(item) { refusedLifts += 1 }
                } else if random.chance(70) {
                    let target = point()
                    let before = reorder.drag.session?.position
                    _ = reorder.moved(to: target)
                    if let slot = ReorderTargeting.index(at: target, slots: collectionView.slots),
                        let session = reorder.drag.session, slot != session.position, before == session.position
                    {
                        blocked += 1
                    }
                } else if random.chance(75) {
                    guard case let .end(_, move)? = reorder.ended() else {
                        Issue.record("\(context): a drop gave no .end")
                        return
                    }
                    if let move {
                        move.apply(to: &reference)
                        commits += 1
                    } else {
                        emptyDrops += 1
                    }
                } else {
                    let source = reorder.drag.session?.source ?? -1
                    #expect(reorder.cancelled() == .cancel(returningTo: source), "\(context)")
                    cancels += 1
                }

                #expect(collectionView.violations.isEmpty, "\(context): \(collectionView.violations)")
                #expect(collectionView.data == reference, "\(context): the data is not the moves applied")
                #expect(collectionView.data.sorted() == original.sorted(), "\(context): not a permutation")
                for index in fixed {
                    #expect(collectionView.data[index] == original[index], "\(context): fixed \(index) moved in the data")
                    #expect(collectionView.shown[index] == original[index], "\(context): fixed \(index) moved on screen")
                }
                if let session = reorder.drag.session {
                    let expectedShown = session.proposedOrder.map { collectionView.data[$0] }
                    #expect(collectionView.shown == expectedShown, "\(context): the screen is not the proposed order")
                } else {
                    #expect(collectionView.shown == collectionView.data, "\(context)")
                }
                if !collectionView.violations.isEmpty || collectionView.data != reference { return }
            }
        }
        print(
            "reorder walks: \(commits) commits, \(emptyDrops) empty drops, \(cancels) cancels, \(refusedLifts) refused lifts, \(blocked) blocked proposals"
        )
        #expect(commits > 100)
        #expect(cancels > 20)
        #expect(emptyDrops > 10)
        #expect(refusedLifts > 10)
        #expect(blocked > 10)
    }
}
