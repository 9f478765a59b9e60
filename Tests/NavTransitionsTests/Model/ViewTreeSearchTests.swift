import Testing
@testable import NavTransitions

/// A view of a test tree: subviews, an optional mask (walked like UIKit's `mask`, which is not a subview),
/// a name and the flags the searches read.
final class TestTreeNode {
    let name: String
    var subviews: [TestTreeNode] = []
    var mask: TestTreeNode?
    weak var superview: TestTreeNode?
    var isFirstResponder = false
    var offersMenu = false

    init(_ name: String, _ subviews: [TestTreeNode] = [], mask: TestTreeNode? = nil) {
        self.name = name
        self.subviews = subviews
        self.mask = mask
        for subview in subviews { subview.superview = self }
    }

    /// As `LibraryViewMark` walks UIKit's views: the mask, then the subviews.
    static func children(_ node: TestTreeNode) -> [TestTreeNode] {
        [node.mask].compactMap { $0 } + node.subviews
    }
}

@Suite("ViewTreeSearch")
struct ViewTreeSearchTests {
    /// root ─ a ─ a1
    ///      │   └ a2 (masked by m)
    ///      └ b
    static func tree() -> TestTreeNode {
        TestTreeNode(
            "root", [TestTreeNode("a", [TestTreeNode("a1"), TestTreeNode("a2", mask: TestTreeNode("m"))]), TestTreeNode("b")])
    }

    @Test("every node once, the root first, depth first from the last child; masks are walked")
    func order() {
        let names = ViewTreeSearch.nodes(under: Self.tree(), includingRoot: true, children: TestTreeNode.children).map(\.name)
        #expect(names == ["root", "b", "a", "a2", "m", "a1"])
        let below = ViewTreeSearch.nodes(under: Self.tree(), includingRoot: false, children: TestTreeNode.children).map(\.name)
        #expect(below == ["b", "a", "a2", "m", "a1"])
        let leaf = TestTreeNode("leaf")
        #expect(ViewTreeSearch.nodes(under: leaf, includingRoot: false, children: TestTreeNode.children).isEmpty)
    }

    @Test(
        "a first responder deep inside is found; the root's own state does not count when it is excluded; the walk stops at the match"
    )
    func firstResponder() {
        let root = Self.tree()
        #expect(!ViewTreeSearch.contains(under: root, includingRoot: false, children: \.subviews, where: \.isFirstResponder))
        root.isFirstResponder = true
        #expect(
            !ViewTreeSearch.contains(under: root, includingRoot: false, children: \.subviews, where: \.isFirstResponder),
            "the presented view itself is not content")
        #expect(ViewTreeSearch.contains(under: root, includingRoot: true, children: \.subviews, where: \.isFirstResponder))
        root.subviews[0].subviews[0].isFirstResponder = true
        var visited: [String] = []
        #expect(
            ViewTreeSearch.contains(under: root, includingRoot: false, children: \.subviews) { node in
                visited.append(node.name)
                return node.isFirstResponder
            })
        #expect(visited == ["b", "a", "a2", "a1"])
    }

    @Test("a walk up stops at the first node that matches, else at the top; a cycle stops instead of looping")
    func ancestor() {
        let root = Self.tree()
        let a2 = root.subviews[0].subviews[1]
        #expect(ViewTreeSearch.ancestor(from: a2, next: { $0.superview }) { _ in false }.name == "root")
        #expect(ViewTreeSearch.ancestor(from: a2, next: { $0.superview }) { $0.name == "a" }.name == "a")
        #expect(
            ViewTreeSearch.ancestor(from: a2, next: { $0.superview }) { _ in true }.name == "a2", "the start itself may match")
        // A chain that loops (x → y → x) ends at y, the last node not seen before.
        let x = TestTreeNode("x"), y = TestTreeNode("y")
        let loop: (TestTreeNode) -> TestTreeNode? = { $0 === x ? y : x }
        #expect(ViewTreeSearch.ancestor(from: x, next: loop) { _ in false }.name == "y")
    }
}
