import Testing
@testable import NavTransitions

/// Apple radar 14794181: a cancelled interactive transition started by `setViewControllers(_:animated:)`
/// leaves both the old and the new screens in the stack.
@Suite("CancelledTransitionStackRepair")
struct CancelledTransitionStackRepairTests {
    @Test("the old and the new screens left together: the stack before the transition is restored")
    func bothLeft() {
        #expect(CancelledTransitionStackRepair.stackToRestore(before: ["root", "a", "b"], after: ["root", "a", "b", "c"]) == ["root", "a", "b"])
        // A path reset cancelled half-way: the new screens in place of the old.
        #expect(CancelledTransitionStackRepair.stackToRestore(before: ["root", "a"], after: ["root", "x", "y"]) == ["root", "a"])
        // A cancelled pop started by setViewControllers: the popped screen missing.
        #expect(CancelledTransitionStackRepair.stackToRestore(before: ["root", "a"], after: ["root"]) == ["root", "a"])
    }

    @Test("a stack UIKit restored itself needs nothing")
    func alreadyRight() {
        #expect(CancelledTransitionStackRepair.stackToRestore(before: ["root", "a"], after: ["root", "a"]) == nil)
    }

    @Test("a freed screen, or no stack recorded: UIKit's stack is kept")
    func cannotRestore() {
        #expect(CancelledTransitionStackRepair.stackToRestore(before: ["root", nil], after: ["root", "a", "b"]) == nil)
        #expect(CancelledTransitionStackRepair.stackToRestore(before: [nil], after: ["root"]) == nil)
        #expect(CancelledTransitionStackRepair.stackToRestore(before: [] as [String?], after: ["root"]) == nil)
    }
}
