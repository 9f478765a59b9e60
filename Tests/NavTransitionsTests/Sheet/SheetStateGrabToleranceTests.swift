import Foundation
import Testing
import NavTransitions

/// A touch that grabs a settling sheet and lets go without moving it: within a quarter of a point of where the
/// sheet rests (half of `ResolvedSheetDetents.separation`) it is there already, farther away it still lands.
@Suite("SheetState grab tolerance")
struct SheetStateGrabToleranceTests {
    @Test("grabbed 0.2 pt short of large and let go: nothing to release; 0.3 pt short: it lands on large")
    func grabNearTheStop() {
        var near = SheetStateTests.state()
        _ = near.select(.large, animated: true)
        let grabbedNear = near.dragBegan(visibleHeight: 949.8, canDismiss: true, sharesScrollView: false)
        #expect(grabbedNear)
        #expect(near.dragEnded(velocity: 0).release == nil)
        #expect(near.phase == .resting)

        var short = SheetStateTests.state()
        _ = short.select(.large, animated: true)
        let grabbedShort = short.dragBegan(visibleHeight: 949.7, canDismiss: true, sharesScrollView: false)
        #expect(grabbedShort)
        #expect(short.dragEnded(velocity: 0).release?.target == .detent(1))
        #expect(short.phase == .settling)
    }
}
