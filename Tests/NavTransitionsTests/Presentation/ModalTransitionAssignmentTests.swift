import Testing
import NavTransitions

/// `modalTransition`'s setter, moved out of `UIViewController+ModalTransition` (issue 17): every combination.
@Suite("Assigning modalTransition")
struct ModalTransitionAssignmentTests {
    typealias Assignment = ModalTransitionAssignment<String>

    @Test("a value updates a presented screen's delegate, else installs a new one; nil removes it unless presented",
          arguments: [
            (String?.some("sheet"), true, true, Assignment.update("sheet")),
            ("sheet", true, false, .install("sheet")),
            ("sheet", false, true, .install("sheet")),
            ("sheet", false, false, .install("sheet")),
            (nil, true, true, .refuseRemovalWhilePresented),
            (nil, true, false, .refuseRemovalWhilePresented),
            (nil, false, true, .remove),
            (nil, false, false, .none),
          ] as [(String?, Bool, Bool, Assignment)])
    func assignment(newValue: String?, isPresented: Bool, hasDelegate: Bool, expected: Assignment) {
        #expect(Assignment(newValue: newValue, isPresented: isPresented, hasDelegate: hasDelegate) == expected)
    }
}
