import Foundation
import Testing
@testable import NavTransitions

/// A host that records every call of the drag, in order, over a row of 100-point slots (item `i` at x 100·i).
private final class RecordingReorderHost: ReorderInteractionHost {
    var reorderDrag = ReorderDrag()
    var calls: [String] = []
    var itemCount = 4
    var sections = 1
    var fixed: Set<Int> = []
    var refusesMovement = false
    var contentOffset = CGPoint(x: 30, y: 0)
    /// Where the layout rests from a proposed offset.
    var resting: (CGPoint) -> CGPoint = { $0 }

    var numberOfSections: Int { sections }
    func numberOfItems(inSection section: Int) -> Int { itemCount }
    func indexPathForItem(at point: CGPoint) -> (section: Int, item: Int)? {
        let item = Int(point.x / 100)
        return point.x >= 0 && item < itemCount ? (0, item) : nil
    }
    func offersContextMenu(forItem item: Int, section: Int, at point: CGPoint) -> Bool { false }
    func isFixed(item: Int, section: Int) -> Bool { fixed.contains(item) }
    var visibleItems: [(section: Int, item: Int)] { (0..<itemCount).map { (0, $0) } }
    func unscaledFrame(ofItem item: Int, section: Int) -> CGRect? { CGRect(x: CGFloat(item) * 100, y: 0, width: 90, height: 90) }
    func restingContentOffset(forProposedContentOffset offset: CGPoint) -> CGPoint { resting(offset) }
    func beginInteractiveMovementForItem(_ item: Int, section: Int) -> Bool {
        calls.append("begin \(item)")
        return !refusesMovement
    }
    func liftItem(_ item: Int, section: Int, under point: CGPoint) { calls.append("lift \(item) at \(point.x)") }
    func moveLiftedImage(under point: CGPoint) { calls.append("image to \(point.x)") }
    func updateInteractiveMovementTargetPosition(toItem item: Int, section: Int) { calls.append("target \(item)") }
    func stopAutoscroll() { calls.append("stop autoscroll") }
    /// Runs inside `endInteractiveMovement()` (the app's data source called back), as a re-entrant event.
    var duringEnd: (() -> Void)?
    func endInteractiveMovement() {
        calls.append("end")
        duringEnd?()
    }
    func cancelInteractiveMovement() { calls.append("cancel") }
    func dropLiftedImage(onItem item: Int?, section: Int) { calls.append("drop on \(item.map(String.init) ?? "nothing")") }
    func setContentOffset(_ offset: CGPoint) { calls.append("offset \(offset.x)") }
}

@Suite("ReorderDrag over a host")
struct ReorderInteractionHostTests {
    @Test("a drag: lift, follow, target, drop in UIKit's order; the layout's resting offset is set when it differs")
    func wholeDrag() {
        let host = RecordingReorderHost()
        host.resting = { _ in CGPoint(x: 0, y: 0) }
        #expect(ReorderDrag.longPressChanged(.began, at: CGPoint(x: 150, y: 10), on: host) == .begin(item: 1))
        #expect(ReorderDrag.longPressChanged(.changed, at: CGPoint(x: 250, y: 10), on: host) == .moveTarget(to: 2))
        #expect(ReorderDrag.longPressChanged(.changed, at: CGPoint(x: 260, y: 10), on: host) == nil)
        #expect(
            ReorderDrag.longPressChanged(.ended, at: CGPoint(x: 260, y: 10), on: host)
                == .end(at: 2, committing: ReorderMove(source: 1, destination: 2)))
        #expect(
            host.calls == [
                "begin 1", "lift 1 at 150.0", "image to 250.0", "target 2", "image to 260.0",
                "stop autoscroll", "end", "drop on 2", "offset 0.0",
            ])
        #expect(host.reorderDrag.session == nil)
    }

    @Test("a drop where the layout already rests sets no offset")
    func dropAtRest() {
        let host = RecordingReorderHost()
        ReorderDrag.longPressChanged(.began, at: CGPoint(x: 50, y: 10), on: host)
        ReorderDrag.longPressChanged(.ended, at: CGPoint(x: 50, y: 10), on: host)
        #expect(host.calls == ["begin 0", "lift 0 at 50.0", "stop autoscroll", "end", "drop on 0"])
    }

    @Test("a cancel returns the image to the source; a cancel after the collection view changed lands it nowhere")
    func cancels() {
        let host = RecordingReorderHost()
        ReorderDrag.longPressChanged(.began, at: CGPoint(x: 150, y: 10), on: host)
        ReorderDrag.longPressChanged(.changed, at: CGPoint(x: 350, y: 10), on: host)
        #expect(ReorderDrag.longPressChanged(.cancelled, at: .zero, on: host) == .cancel(returningTo: 1))
        #expect(host.calls.suffix(3) == ["stop autoscroll", "cancel", "drop on 1"])

        host.calls = []
        ReorderDrag.longPressChanged(.began, at: CGPoint(x: 150, y: 10), on: host)
        host.itemCount = 3
        #expect(ReorderDrag.longPressChanged(.changed, at: CGPoint(x: 250, y: 10), on: host) == .cancel(returningTo: nil))
        #expect(host.calls == ["begin 1", "lift 1 at 150.0", "image to 250.0", "stop autoscroll", "cancel", "drop on nothing"])
        #expect(ReorderDrag.cancel(on: host) == nil, "nothing left to cancel")
    }

    @Test("an event that re-enters while the movement ends (the interaction removed from its view) finds the drag over")
    func reentrantCancel() {
        let host = RecordingReorderHost()
        ReorderDrag.longPressChanged(.began, at: CGPoint(x: 150, y: 10), on: host)
        var reentered: ReorderCommand??
        host.duringEnd = { reentered = ReorderDrag.cancel(on: host) }
        ReorderDrag.longPressChanged(.ended, at: .zero, on: host)
        #expect(reentered == .some(nil), "nothing left to cancel")
        #expect(host.calls == ["begin 1", "lift 1 at 150.0", "stop autoscroll", "end", "drop on 1"])
    }

    @Test("a movement the collection view refuses ends the drag unseen: no lift, no command")
    func refused() {
        let host = RecordingReorderHost()
        host.refusesMovement = true
        #expect(ReorderDrag.longPressChanged(.began, at: CGPoint(x: 150, y: 10), on: host) == nil)
        #expect(host.calls == ["begin 1"])
        #expect(host.reorderDrag.session == nil)
        #expect(ReorderDrag.longPressChanged(.ended, at: .zero, on: host) == nil)
        #expect(host.calls == ["begin 1"])
    }

    @Test("a press over no item or a fixed one lifts nothing and calls nothing")
    func nothingToLift() {
        let host = RecordingReorderHost()
        host.fixed = [2]
        #expect(ReorderDrag.longPressChanged(.began, at: CGPoint(x: 450, y: 10), on: host) == nil)
        #expect(ReorderDrag.longPressChanged(.began, at: CGPoint(x: 250, y: 10), on: host) == nil)
        #expect(host.calls.isEmpty)
    }

    @Test("the landing: onto the slot's centre and transform, alpha kept; without a slot where it is, faded")
    func landing() {
        let onSlot = ReorderLanding(slot: (CGPoint(x: 10, y: 20), "slot"), current: (CGPoint(x: 5, y: 5), "lifted", 0.8))
        #expect(onSlot.center == CGPoint(x: 10, y: 20))
        #expect(onSlot.transform == "slot")
        #expect(onSlot.alpha == 0.8)
        let nowhere = ReorderLanding(slot: nil, current: (CGPoint(x: 5, y: 5), "lifted", 1))
        #expect(nowhere.center == CGPoint(x: 5, y: 5))
        #expect(nowhere.transform == "lifted")
        #expect(nowhere.alpha == 0)
    }
}
