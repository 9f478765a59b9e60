import Foundation
import Testing
@testable import NavTransitions

@Suite("Model")
struct ModelTests {
    struct OperationCase: Sendable, CustomStringConvertible {
        let operation: TransitionOperation
        let isForward: Bool
        let isNavigation: Bool
        let reversed: TransitionOperation
        var description: String { "\(operation)" }
    }

    @Test(
        "each operation's direction, owner and reverse, as UIKit names them",
        arguments: [
            OperationCase(operation: .push, isForward: true, isNavigation: true, reversed: .pop),
            OperationCase(operation: .pop, isForward: false, isNavigation: true, reversed: .push),
            OperationCase(operation: .present, isForward: true, isNavigation: false, reversed: .dismiss),
            OperationCase(operation: .dismiss, isForward: false, isNavigation: false, reversed: .present),
        ])
    func operations(_ c: OperationCase) {
        #expect(c.operation.isForward == c.isForward)
        #expect(c.operation.isNavigation == c.isNavigation)
        #expect(c.operation.reversed == c.reversed)
        #expect(c.operation.reversed.reversed == c.operation)
    }

    @Test("UINavigationController.Operation raw values: none and unknown values are no operation")
    func navigationOperationRawValues() {
        // UINavigationController.h: UINavigationControllerOperationNone 0, Push 1, Pop 2.
        let mapped = (-1...3).map { TransitionOperation(navigationOperationRawValue: $0) }
        #expect(mapped == [nil, nil, .push, .pop, nil])
    }

    struct EdgeCase: Sendable, CustomStringConvertible {
        let edge: TransitionEdge
        let leftToRight: TransitionEdge
        let rightToLeft: TransitionEdge
        var description: String { "\(edge)" }
    }

    @Test(
        "edges resolve to physical edges; only leading and trailing flip",
        arguments: [
            EdgeCase(edge: .top, leftToRight: .top, rightToLeft: .top),
            EdgeCase(edge: .bottom, leftToRight: .bottom, rightToLeft: .bottom),
            EdgeCase(edge: .leading, leftToRight: .left, rightToLeft: .right),
            EdgeCase(edge: .trailing, leftToRight: .right, rightToLeft: .left),
            EdgeCase(edge: .left, leftToRight: .left, rightToLeft: .left),
            EdgeCase(edge: .right, leftToRight: .right, rightToLeft: .right),
        ])
    func edges(_ c: EdgeCase) {
        #expect(c.edge.resolved(for: .leftToRight) == c.leftToRight)
        #expect(c.edge.resolved(for: .rightToLeft) == c.rightToLeft)
        // The outward vector points at the resolved edge (y grows downward).
        let expected: [TransitionEdge: CGPoint] = [
            .top: CGPoint(x: 0, y: -1), .bottom: CGPoint(x: 0, y: 1), .left: CGPoint(x: -1, y: 0), .right: CGPoint(x: 1, y: 0),
        ]
        #expect(c.edge.outwardUnitVector(for: .leftToRight) == expected[c.leftToRight])
        #expect(c.edge.outwardUnitVector(for: .rightToLeft) == expected[c.rightToLeft])
    }

    @Test("the forward sign of a layout direction")
    func forwardSign() {
        #expect(LayoutDirection.leftToRight.forwardSign == 1)
        #expect(LayoutDirection.rightToLeft.forwardSign == -1)
    }
}
