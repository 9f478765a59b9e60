import Testing
@testable import NavTransitions

/// UIKit radar 14794181: a cancelled interactive transition that `setViewControllers(_:animated:)` took part
/// in can leave the stack wrong. ``CancelledPopStackRepair`` keeps the stack an interactive pop started from
/// and names the stack to restore one main-queue turn after the pop ended cancelled.
@Suite("CancelledPopStackRepair")
struct CancelledPopStackRepairTests {
    /// A repair that saw an interactive pop of `popped` from `stack` (the stack at `willShow`) end `cancelled`.
    static func repair(
        stack: [String], popped: String?, cancelled: Bool = true
    ) -> (CancelledPopStackRepair<String>, checkNextTurn: Bool) {
        var repair = CancelledPopStackRepair<String>()
        repair.interactivePopBegan(stack: stack, shown: stack.last ?? "", from: popped, to: stack.last)
        let check = repair.transitionEnded(cancelled: cancelled)
        return (repair, check)
    }

    @Test(
        "a wrong stack after a cancelled pop: the stack the pop started from comes back",
        arguments: [
            // The popped screen was not put back.
            (after: ["root", "a"], expected: ["root", "a", "b"] as [String]?),
            // The old screens in another order.
            (after: ["root", "b", "a"], expected: ["root", "a", "b"]),
            // The popped screen twice.
            (after: ["root", "a", "b", "b"], expected: ["root", "a", "b"]),
            // A screen twice and the popped one left out.
            (after: ["root", "a", "a"], expected: ["root", "a", "b"]),
        ])
    func wrongStackIsRestored(after: [String], expected: [String]?) {
        var (repair, check) = Self.repair(stack: ["root", "a"], popped: "b")
        #expect(check)
        #expect(repair.stackToRestore(stack: after, popped: "b", isTransitionRunning: false) == expected)
        // Asked once: a second check finds nothing to do.
        #expect(repair.stackToRestore(stack: after, popped: "b", isTransitionRunning: false) == nil)
    }

    @Test("the stack UIKit put back itself is left alone")
    func rightStackIsKept() {
        var (repair, check) = Self.repair(stack: ["root", "a"], popped: "b")
        #expect(check)
        #expect(repair.stackToRestore(stack: ["root", "a", "b"], popped: "b", isTransitionRunning: false) == nil)
    }

    @Test(
        "a screen the old stack did not have is the app's request (a path set during the swipe): nothing is removed",
        arguments: [["root", "a", "b", "c"], ["root", "c"], ["root", "a", "c"]])
    func appsScreenIsNeverRemoved(after: [String]) {
        var (repair, _) = Self.repair(stack: ["root", "a"], popped: "b")
        #expect(repair.stackToRestore(stack: after, popped: "b", isTransitionRunning: false) == nil)
    }

    @Test("a second report of the same end (two observers, a doubled completion) keeps the check")
    func endReportedTwice() {
        var (repair, check) = Self.repair(stack: ["root", "a"], popped: "b")
        #expect(check)
        let again = repair.transitionEnded(cancelled: true)
        #expect(!again)
        #expect(repair.stackToRestore(stack: ["root", "a"], popped: "b", isTransitionRunning: false) == ["root", "a", "b"])
    }

    @Test("another transition's coordinator (its `to` is not the screen willShow names) keeps nothing")
    func anotherTransitionsCoordinator() {
        var repair = CancelledPopStackRepair<String>()
        // A sheet above is dismissed interactively while the stack changes without animation under it.
        repair.interactivePopBegan(stack: ["root", "a"], shown: "a", from: "sheet", to: "presenter")
        let check = repair.transitionEnded(cancelled: true)
        #expect(!check)
        #expect(repair.stackToRestore(stack: ["root", "a"], popped: "sheet", isTransitionRunning: false) == nil)
    }

    @Test("a finished pop is not checked, and forgets what it kept")
    func finishedPop() {
        var (repair, check) = Self.repair(stack: ["root", "a"], popped: "b", cancelled: false)
        #expect(!check)
        #expect(repair.stackToRestore(stack: ["root"], popped: "b", isTransitionRunning: false) == nil)
    }

    @Test("a new transition under way by the check: the stack is the app's, not the pop's")
    func newTransitionRunning() {
        var (repair, _) = Self.repair(stack: ["root", "a"], popped: "b")
        #expect(repair.stackToRestore(stack: ["root", "a", "c"], popped: "b", isTransitionRunning: true) == nil)
    }

    @Test(
        "a screen of the old stack that is gone (freed, or nowhere at hand) is never restored",
        arguments: [
            (after: ["root"], popped: "b" as String?), // "a" is nowhere
            (after: ["root", "a"], popped: nil), // the popped screen was freed
            (after: ["x"], popped: "b"), // the root is gone
        ])
    func screensMissing(after: [String], popped: String?) {
        var (repair, _) = Self.repair(stack: ["root", "a"], popped: "b")
        #expect(repair.stackToRestore(stack: after, popped: popped, isTransitionRunning: false) == nil)
    }

    @Test(
        "no pop to keep: no popped screen, or a 'popped' screen still in the stack (not a pop)",
        arguments: [
            (stack: ["root", "a"], popped: nil as String?),
            (stack: ["root", "a"], popped: "a"),
        ])
    func notAPop(stack: [String], popped: String?) {
        var (repair, check) = Self.repair(stack: stack, popped: popped)
        #expect(!check)
        #expect(repair.stackToRestore(stack: ["root"], popped: popped, isTransitionRunning: false) == nil)
    }

    @Test("didShow, an install or an uninstall in between forgets the pop")
    func forgotten() {
        var repair = CancelledPopStackRepair<String>()
        repair.interactivePopBegan(stack: ["root"], shown: "root", from: "a", to: "root")
        repair.forget()
        let check = repair.transitionEnded(cancelled: true)
        #expect(!check)
        var (checked, _) = Self.repair(stack: ["root"], popped: "a")
        checked.forget()
        #expect(checked.stackToRestore(stack: [], popped: "a", isTransitionRunning: false) == nil)
    }

    @Test("a second pop replaces the first one's stack")
    func secondPopReplaces() {
        var repair = CancelledPopStackRepair<String>()
        repair.interactivePopBegan(stack: ["root"], shown: "root", from: "a", to: "root")
        repair.interactivePopBegan(stack: ["root", "x"], shown: "x", from: "y", to: "x")
        let check = repair.transitionEnded(cancelled: true)
        #expect(check)
        #expect(repair.stackToRestore(stack: ["root", "x"], popped: "y", isTransitionRunning: false) == ["root", "x", "y"])
    }
}

@Suite("AssumptionProbe.cancelledPopLeftStack")
struct CancelledPopProbeTests {
    @Test func theMessageNamesBothStacksTheFallbackAndTheHeading() {
        let finding = AssumptionProbe.cancelledPopLeftStack(["Root", "List"], restored: ["Root", "List", "Detail"])
        #expect(finding.assumption == .cancelledPopRestoresStack)
        #expect(
            finding.message
                == "NavTransitions: a cancelled interactive pop left the stack [Root, List] instead of [Root, List, Detail]. "
                + "The stack the pop started from is set again, without animation, one main-queue turn later. "
                + "See Docs/Troubleshooting.md#a-cancelled-swipe-back-left-the-stack-wrong")
    }
}
