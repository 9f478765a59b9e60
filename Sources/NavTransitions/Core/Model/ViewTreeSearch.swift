import Foundation

/// Walks a subtree of views for the searches the library makes in the views it does not own: the views it
/// marked (to name one left behind), a first responder inside a presented view.
///
/// The tree is given by a `children` closure — UIKit's `subviews` (and a view's `mask`, which is not among
/// them) in the UIKit layer, a test tree on Linux — so that the order of the walk and where it starts are
/// decided here, once.
package enum ViewTreeSearch {
    /// The nodes under `root`, depth first: the last child of a node is visited before the others (a stack),
    /// each node before its own children. `root` itself is the first one unless `includingRoot` is false.
    package static func nodes<Node>(under root: Node, includingRoot: Bool, children: (Node) -> [Node]) -> [Node] {
        var found: [Node] = []
        var pending = includingRoot ? [root] : children(root)
        while let node = pending.popLast() {
            found.append(node)
            pending += children(node)
        }
        return found
    }

    /// Where a walk up a chain stops: from `start` through `next` (a superview, a parent, an accessibility
    /// element's container) to the first node where `stopsAt` holds, or the last node of the chain. A chain
    /// that comes back to a node already seen (a cycle, which UIKit's chains should never have) stops at the
    /// last new node instead of walking forever.
    package static func ancestor<Node: AnyObject>(from start: Node, next: (Node) -> Node?, stopsAt: (Node) -> Bool) -> Node {
        var current = start
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        while !stopsAt(current), let parent = next(current), seen.insert(ObjectIdentifier(parent)).inserted {
            current = parent
        }
        return current
    }

    /// Whether a node under `root` matches, in the order of ``nodes(under:includingRoot:children:)``; the walk
    /// stops at the first match.
    package static func contains<Node>(
        under root: Node, includingRoot: Bool, children: (Node) -> [Node],
        where matches: (Node) -> Bool
    ) -> Bool {
        var pending = includingRoot ? [root] : children(root)
        while let node = pending.popLast() {
            if matches(node) { return true }
            pending += children(node)
        }
        return false
    }
}
