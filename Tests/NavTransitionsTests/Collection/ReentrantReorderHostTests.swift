import Foundation
import Testing
@testable import NavTransitions

/// A reorder host whose reads run the app's code (the data source's item counts and `canMoveItemAt`, the
/// delegate's context menu), and that code calls the interaction back: it reads the drag, and once removes the
/// interaction from its view (which cancels the drag, `ReorderDrag.cancel(on:)`). The drag is stored in the host,
/// so Swift checks exclusive access to it at run time: a call back while Core mutates it would trap.
private final class ReentrantReorderHost: ReorderInteractionHost {
    var reorderDrag = ReorderDrag()
    var calls: [String] = []
    var itemCount = 6
    /// Where the app's code removes the interaction (cancels the drag), once.
    var cancelsIn: String?
    private var depth = 0

    private func appCode(_ place: String) {
        guard depth == 0 else { return }
        depth += 1
        defer { depth -= 1 }
        _ = reorderDrag.session
        if place == cancelsIn {
            cancelsIn = nil
            calls.append("app cancels in \(place)")
            ReorderDrag.cancel(on: self)
        }
    }

    var numberOfSections: Int {
        appCode("numberOfSections")
        return 1
    }
    func numberOfItems(inSection section: Int) -> Int {
        appCode("numberOfItems")
        return itemCount
    }
    func indexPathForItem(at point: CGPoint) -> (section: Int, item: Int)? {
        let item = Int(point.x / 100)
        return point.x >= 0 && item < itemCount ? (0, item) : nil
    }
    func offersContextMenu(forItem item: Int, section: Int, at point: CGPoint) -> Bool {
        appCode("contextMenu")
        return false
    }
    func isFixed(item: Int, section: Int) -> Bool {
        appCode("canMoveItemAt")
        return item == 5
    }
    var visibleItems: [(section: Int, item: Int)] { (0..<itemCount).map { (0, $0) } }
    func unscaledFrame(ofItem item: Int, section: Int) -> CGRect? { CGRect(x: CGFloat(item) * 100, y: 0, width: 90, height: 90) }
    var contentOffset: CGPoint { .zero }
    func restingContentOffset(forProposedContentOffset offset: CGPoint) -> CGPoint { offset }
    func beginInteractiveMovementForItem(_ item: Int, section: Int) -> Bool {
        calls.append("begin \(item)")
        appCode("beginInteractiveMovement")
        return true
    }
    func liftItem(_ item: Int, section: Int, under point: CGPoint) { calls.append("lift \(item)") }
    func moveLiftedImage(under point: CGPoint) {}
    func updateInteractiveMovementTargetPosition(toItem item: Int, section: Int) { calls.append("target \(item)") }
    func stopAutoscroll() {}
    func endInteractiveMovement() {
        calls.append("end")
        appCode("endInteractiveMovement")
    }
    func cancelInteractiveMovement() { calls.append("cancel") }
    func dropLiftedImage(onItem item: Int?, section: Int) { calls.append("drop on \(item.map(String.init) ?? "nothing")") }
    func setContentOffset(_ offset: CGPoint) {}
}

@Suite("A reorder whose data source calls the interaction back")
struct ReentrantReorderHostTests {
    /// On the code before it, the drag read the counts and `canMoveItemAt` inside its mutating `began` and
    /// `moved`, so the app's call back trapped ("Simultaneous accesses").
    @Test("the app's code reads the drag from every read: nothing traps, the drag runs as without it")
    func readsBack() {
        let host = ReentrantReorderHost()
        #expect(ReorderDrag.longPressChanged(.began, at: CGPoint(x: 150, y: 10), on: host) == .begin(item: 1))
        #expect(ReorderDrag.longPressChanged(.changed, at: CGPoint(x: 350, y: 10), on: host) == .moveTarget(to: 3))
        #expect(
            ReorderDrag.longPressChanged(.ended, at: CGPoint(x: 350, y: 10), on: host)
                == .end(at: 3, committing: ReorderMove(source: 1, destination: 3)))
        #expect(host.reorderDrag.session == nil)
    }

    @Test(
        "the app removes the interaction from inside a read: its cancel wins, the stale decision is dropped",
        arguments: ["canMoveItemAt", "numberOfItems"])
    func cancelInsideARead(place: String) {
        let host = ReentrantReorderHost()
        #expect(ReorderDrag.longPressChanged(.began, at: CGPoint(x: 150, y: 10), on: host) == .begin(item: 1))
        host.cancelsIn = place
        let moved = ReorderDrag.longPressChanged(.changed, at: CGPoint(x: 350, y: 10), on: host)
        #expect(moved == nil, "the drag the app cancelled is not moved")
        #expect(host.reorderDrag.session == nil)
        #expect(host.calls.contains("app cancels in \(place)"))
        #expect(host.calls.last == "drop on 1", "the cancel lands the lifted image back on its source")
        #expect(ReorderDrag.longPressChanged(.ended, at: CGPoint(x: 350, y: 10), on: host) == nil, "nothing left to end")
    }
}
