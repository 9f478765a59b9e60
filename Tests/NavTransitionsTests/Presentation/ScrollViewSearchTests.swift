import Foundation
import Testing
@testable import NavTransitions

/// `HeadlessView` as a node of the scroll-view search: `superview`, and a scroll state for scroll views.
extension HeadlessView: ScrollViewNode {
    var scrollNodeSuperview: (any ScrollViewNode)? { superview }
    var scrollNodeState: ScrollViewState? {
        scrollState.flatMap { ScrollViewState.offered($0, isScrollEnabled: isScrollEnabled) }
    }
}

@Suite("Scroll view search")
struct ScrollViewSearchTests {
    /// A list of 2000 points in 600, at its top.
    static let list = ScrollViewState(
        contentOffset: .zero, contentSize: CGSize(width: 375, height: 2_000),
        boundsSize: CGSize(width: 375, height: 600))

    /// `presented` > `stack` > `table` > `cell` > `label`, and `presented` > `map`.
    final class Tree {
        let presented = HeadlessView("presented")
        let stack = HeadlessView("stack")
        let table = HeadlessView("table")
        let cell = HeadlessView("cell")
        let label = HeadlessView("label")
        let map = HeadlessView("map")
        init(tableState: ScrollViewState? = ScrollViewSearchTests.list) {
            table.scrollState = tableState
            presented.addSubview(stack)
            stack.addSubview(table)
            table.addSubview(cell)
            cell.addSubview(label)
            presented.addSubview(map)
        }
    }

    @Test("the scroll views under the finger, innermost first, up to the presented view")
    func innermostFirst() {
        let tree = Tree()
        tree.cell.scrollState = Self.list // a cell holding a horizontal collection, say
        let found = ScrollViewState.scrollViews(from: tree.label, upTo: tree.presented).map { ($0 as? HeadlessView)?.name }
        #expect(found == ["cell", "table"])
        #expect(ScrollViewState.scrollViews(from: tree.map, upTo: tree.presented).isEmpty)
    }

    /// Issue 7, finding 1: a presented `UITableViewController`'s view IS the table.
    @Test("the presented view itself counts: a presented table view controller's table is found")
    func receiverIncluded() {
        let table = HeadlessView("table")
        table.scrollState = Self.list
        let cell = HeadlessView("cell")
        table.addSubview(cell)
        let fromCell = ScrollViewState.scrollViews(from: cell, upTo: table).map { ($0 as? HeadlessView)?.name }
        #expect(fromCell == ["table"])
        // A touch between the rows hits the table itself.
        let fromTable = ScrollViewState.scrollViews(from: table, upTo: table).map { ($0 as? HeadlessView)?.name }
        #expect(fromTable == ["table"])
    }

    @Test("a disabled scroll view is not a scroll view; nothing is found above the root or outside it")
    func boundaries() {
        let tree = Tree(tableState: nil)
        #expect(ScrollViewState.scrollViews(from: tree.label, upTo: tree.presented).isEmpty)
        // A scroll view above the presented view (the presenter's) is not part of the presented screen.
        let window = HeadlessView("window")
        window.scrollState = Self.list
        window.addSubview(tree.presented)
        #expect(ScrollViewState.scrollViews(from: tree.label, upTo: tree.presented).isEmpty)
        // A view outside the presented view, or no hit at all, gives nothing.
        let outside = HeadlessView("outside")
        outside.scrollState = Self.list
        #expect(ScrollViewState.scrollViews(from: outside, upTo: tree.presented).isEmpty)
        #expect(ScrollViewState.scrollViews(from: nil, upTo: tree.presented).isEmpty)
    }

    @Test("an action's scroll-view reference: the tracked one, or the one at its index under the finger; past them, none")
    func reference() {
        typealias Reference = PresentationSession.ScrollViewReference
        let underFinger = ["inner", "outer"]
        #expect(Reference.tracked.scrollView(tracked: "list", underFinger: underFinger) == "list")
        #expect(Reference.tracked.scrollView(tracked: String?.none, underFinger: underFinger) == nil)
        #expect(Reference.underFinger(0).scrollView(tracked: "list", underFinger: underFinger) == "inner")
        #expect(Reference.underFinger(1).scrollView(tracked: "list", underFinger: underFinger) == "outer")
        #expect(Reference.underFinger(2).scrollView(tracked: "list", underFinger: underFinger) == nil)
        #expect(Reference.underFinger(-1).scrollView(tracked: "list", underFinger: underFinger) == nil)
    }
}
