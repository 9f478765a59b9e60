import Foundation
import NavTransitions
import Testing

/// Boundaries that a mutation sample found unpinned, taken as classes: every guard over a measured or
/// app-supplied value gets its rows (NaN, ±infinity, zero, negative, exactly at the limit), every index check
/// gets -1, 0, count − 1 and count.
@Suite("Boundaries of measured values and indices")
struct BoundaryTests {
    // MARK: Indices

    /// A collection view's counts, as `CollectionItemCounting` reads them.
    final class Counts: CollectionItemCounting {
        let items: [Int]
        private(set) var askedSections: [Int] = []
        init(_ items: [Int]) { self.items = items }
        var numberOfSections: Int { items.count }
        func numberOfItems(inSection section: Int) -> Int {
            askedSections.append(section)
            return items[section]
        }
    }

    @Test(
        "an item index: -1 and count are not items, 0 and count − 1 are",
        arguments: [
            (-1, false), (0, true), (1, true), (2, true), (3, false), (Int.min, false), (Int.max, false),
        ] as [(Int, Bool)])
    func itemIndex(item: Int, exists: Bool) {
        let counts = Counts([3])
        #expect(counts.containsItem(item, inSection: 0) == exists)
    }

    @Test(
        "a section index: -1 and count are not asked for (UIKit raises), 0 and count − 1 are",
        arguments: [
            (-1, nil), (0, 2), (1, 0), (2, nil),
        ] as [(Int, Int?)])
    func sectionIndex(section: Int, expected: Int?) {
        let counts = Counts([2, 0])
        #expect(counts.itemCount(inSection: section) == expected)
        #expect(counts.askedSections == (expected == nil ? [] : [section]))
        // Item 0 of an empty section does not exist: the count, not the index, decides.
        #expect(counts.containsItem(0, inSection: 1) == false)
    }

    @Test("a negative item count reads as none")
    func negativeCount() {
        let counts = Counts([-4])
        #expect(counts.itemCount(inSection: 0) == 0)
        #expect(counts.containsItem(0, inSection: 0) == false)
    }

    // MARK: The segue's stack indices

    final class Node {
        weak var parent: Node?
        init(parent: Node? = nil) { self.parent = parent }
    }

    /// A stack of three entries; the source is a child of the middle entry's container.
    struct Stack {
        let root = Node()
        let container = Node()
        let source: Node
        let top = Node()
        init() { source = Node(parent: container) }
        var entries: [Node] { [root, container, top] }
        var hierarchy: SegueHierarchy<Node> {
            let entries = self.entries
            return SegueHierarchy(
                parent: { $0.parent },
                presenter: { _ in nil },
                navigationStack: { node in
                    entries.contains { entry in
                        var current: Node? = node
                        while let candidate = current {
                            if candidate === entry { return true }
                            current = candidate.parent
                        }
                        return false
                    } ? entries : nil
                }
            )
        }
    }

    @Test("an unwind to the stack entry that holds the source is not below it; to the entry before it is")
    func segueStackIndex() {
        let stack = Stack()
        let sameEntry = stack.hierarchy.placement(from: stack.source, to: stack.container)
        #expect(sameEntry.destinationIsBelowSourceInStack == false, "same index: not below")
        #expect(sameEntry.destinationContainsSource)
        let below = stack.hierarchy.placement(from: stack.source, to: stack.root)
        #expect(below.destinationIsBelowSourceInStack, "index 0 before index 1")
        let above = stack.hierarchy.placement(from: stack.source, to: stack.top)
        #expect(above.destinationIsBelowSourceInStack == false, "index 2 after index 1")
    }

    // MARK: Measured values

    /// A card presented and at rest.
    static func presentedCard() -> PresentationSession {
        var session = PresentationSession(layout: .card(size: CGSize(width: 300, height: 400)), dismissal: .all)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight)
        _ = session.presentationDidEnd(completed: true)
        return session
    }

    @Test(
        "a measured fitting height that is not finite and positive is no measurement: nothing kept, no layout pass",
        arguments: [
            CGFloat.nan, .infinity, -.infinity, 0, -0.0, -5, -.greatestFiniteMagnitude,
        ])
    func fittingHeightNotMeasured(height: CGFloat) {
        var session = Self.presentedCard()
        #expect(session.contentSizeDidChange(fittingHeight: height) == [])
        #expect(session.fittingHeight == nil)
    }

    @Test(
        "the smallest positive fitting heights are measurements",
        arguments: [
            CGFloat.leastNonzeroMagnitude, 0.5, 1,
        ])
    func fittingHeightMeasured(height: CGFloat) {
        var session = Self.presentedCard()
        #expect(session.contentSizeDidChange(fittingHeight: height) == [.layoutContainer(.none)])
        #expect(session.fittingHeight == height)
    }

    @Test("a pinch's velocity needs two samples at least 4 ms apart: exactly 4 ms counts, just under does not")
    func velocityInterval() {
        var atLimit = ZoomVelocityEstimator()
        atLimit.add(CGPoint(x: 0, y: 0), at: 0)
        atLimit.add(CGPoint(x: 2, y: -1), at: 0.004)
        // 2 points in 4 ms: 500 pt/s; −1: −250 pt/s.
        #expect(approximately(atLimit.velocity, CGPoint(x: 500, y: -250), tolerance: 1e-9))
        var under = ZoomVelocityEstimator()
        under.add(CGPoint(x: 0, y: 0), at: 0)
        under.add(CGPoint(x: 2, y: -1), at: 0.0039)
        #expect(under.velocity == .zero)
    }

    @Test("the first chrome of a presentation posts no VoiceOver notification, even when it comes only once presented")
    func firstChromePostsNothing() {
        let sheet = PresentationLayout.sheet(.init(detents: [.points(300)]))
        var session = PresentationSession(layout: sheet, dismissal: .all)
        let begin = session.presentationWillBegin(layoutDirection: .leftToRight)
        #expect(!begin.contains { if case .postAccessibility = $0 { return true } else { return false } })
        // Callbacks out of turn: a presentation UIKit reports ended without its beginning. Its first chrome is
        // set by the next layout pass, while presented, and still posts nothing: there was no scope to flip.
        var outOfTurn = PresentationSession(layout: sheet, dismissal: .all)
        _ = outOfTurn.presentationDidEnd(completed: true)
        let container = PresentationContainer(
            bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeArea: EdgeInsets(top: 47, bottom: 34))
        let layout = outOfTurn.containerWillLayout(container)
        #expect(layout.contains { if case .setChrome = $0 { return true } else { return false } }, "the chrome is set")
        #expect(!layout.contains { if case .postAccessibility = $0 { return true } else { return false } })
    }
}
