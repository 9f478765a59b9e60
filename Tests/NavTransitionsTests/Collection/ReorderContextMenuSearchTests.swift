import Testing
@testable import NavTransitions

@Suite("ReorderContextMenuSearch")
struct ReorderContextMenuSearchTests {
    /// collection ─ cell ─ content ─ label (under the finger)
    static func hierarchy() -> (collection: TestTreeNode, cell: TestTreeNode, content: TestTreeNode, label: TestTreeNode) {
        let label = TestTreeNode("label")
        let content = TestTreeNode("content", [label])
        let cell = TestTreeNode("cell", [content])
        let collection = TestTreeNode("collection", [cell])
        return (collection, cell, content, label)
    }

    static func offers(
        _ views: (collection: TestTreeNode, cell: TestTreeNode, content: TestTreeNode, label: TestTreeNode),
        delegate: Bool = false, hit: TestTreeNode?
    ) -> Bool {
        ReorderContextMenuSearch.offersContextMenu(
            delegateOffers: delegate, hitView: hit, collectionView: views.collection,
            superview: { $0.superview }, offersMenu: { $0.offersMenu })
    }

    @Test("the delegate's menu wins without a walk; a menu on any view between the finger and the collection view wins")
    func found() {
        let views = Self.hierarchy()
        #expect(Self.offers(views, delegate: true, hit: nil))
        #expect(!Self.offers(views, hit: views.label))
        views.cell.offersMenu = true
        #expect(Self.offers(views, hit: views.label), "the cell's interaction, two levels up")
        #expect(!Self.offers(views, hit: nil), "nothing under the finger")
    }

    @Test("the collection view's own interaction and views outside it are not asked")
    func bounds() {
        let views = Self.hierarchy()
        views.collection.offersMenu = true
        #expect(!Self.offers(views, hit: views.label), "the collection view spoke through its delegate")
        #expect(!Self.offers(views, hit: views.collection))
        let outside = TestTreeNode("window", [views.collection])
        outside.offersMenu = true
        #expect(!Self.offers(views, hit: views.content), "the walk stops at the collection view")
    }
}
