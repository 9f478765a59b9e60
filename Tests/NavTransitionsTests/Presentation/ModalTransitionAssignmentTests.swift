import Testing
import NavTransitions

/// `modalTransition`'s setter, moved out of `UIViewController+ModalTransition` (issue 17): every combination.
@Suite("Assigning modalTransition")
struct ModalTransitionAssignmentTests {
    typealias Assignment = ModalTransitionAssignment<String>

    @Test(
        "a value updates a presented screen's delegate, else installs a new one; nil removes it unless presented",
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

    @Test(
        "the value the screen has, with its delegate in place, changes nothing; any other case is the plain rule",
        arguments: [
            // new value, current, installed, presented, has delegate, expected
            (String?.some("sheet"), String?.some("sheet"), true, true, true, Assignment.none),
            ("sheet", "sheet", true, false, true, .none),
            ("sheet", "card", true, true, true, .update("sheet")),
            ("sheet", "card", true, false, true, .install("sheet")),
            ("sheet", "sheet", false, false, true, .install("sheet")), // the app replaced the delegate or the style
            ("sheet", "sheet", false, true, true, .update("sheet")),
            ("sheet", "sheet", true, false, false, .install("sheet")), // no delegate of ours: nothing is in place
            ("sheet", nil, false, false, false, .install("sheet")),
            (nil, nil, false, false, false, .none),
            (nil, nil, true, false, true, .remove),
            (nil, "sheet", true, true, true, .refuseRemovalWhilePresented),
        ] as [(String?, String?, Bool, Bool, Bool, Assignment)])
    func sameValue(
        newValue: String?, current: String?, isInstalled: Bool, isPresented: Bool, hasDelegate: Bool, expected: Assignment
    ) {
        #expect(
            Assignment(
                newValue: newValue, current: current, isInstalled: isInstalled, isPresented: isPresented, hasDelegate: hasDelegate
            )
                == expected)
    }
}
