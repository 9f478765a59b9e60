import Foundation
import Testing
@testable import NavTransitions

/// Issue 17, finding 7: a size change during a transition (rotation, split view, window resize) leaves no
/// view at a frame for the old size.
@Suite("Plans after a size change")
struct PlanResizeTests {
    static let portrait = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let landscape = CGRect(x: 0, y: 0, width: 812, height: 375)

    @Test(
        "a resting frame keeps its distance to each edge and grows or shrinks with the container",
        arguments: [
            // frame, planned, current, expected
            (portrait, portrait, landscape, landscape), // full screen fills the new container
            // never below 0
            (CGRect(x: 0, y: 478, width: 375, height: 334), portrait, landscape, CGRect(x: 0, y: 478, width: 812, height: 0)),
            (
                CGRect(x: 0, y: 44, width: 375, height: 768), portrait, CGRect(x: 0, y: 0, width: 375, height: 700),
                CGRect(x: 0, y: 44, width: 375, height: 656)
            ), // below a bar: keeps its top margin
            (portrait, portrait, portrait, portrait), // the same size: unchanged
            (portrait, portrait, CGRect(x: 10, y: 20, width: 375, height: 812), portrait), // moved, same size: unchanged
            (portrait, portrait, CGRect(x: 0, y: 0, width: CGFloat.nan, height: 812), CGRect(x: 0, y: 0, width: 0, height: 812)),
        ])
    func restingFrame(frame: CGRect, planned: CGRect, current: CGRect, expected: CGRect) {
        #expect(TransitionPlan.restingFrame(frame, resizedFrom: planned, to: current) == expected)
    }

    @Test(
        "the completion rests the views at the new size; without the bounds, or at the same size, as planned",
        arguments: [
            TransitionOperation.push, .pop, .present, .dismiss,
        ])
    func completionAfterRotation(operation: TransitionOperation) {
        let full = ParticipantGeometry(frame: Self.portrait)
        let scene = TransitionScene(
            containerBounds: Self.portrait, fromView: operation == .present ? nil : full,
            toView: operation == .dismiss ? nil : full)
        let plan = TransitionPlan(style: .slide, operation: operation, scene: scene)
        #expect(plan.plannedContainerBounds == Self.portrait)
        for outcome in [TransitionOutcome.finished, .cancelled] {
            let rotated = plan.completionCommands(for: outcome, containerBounds: Self.landscape)
            let rests = rotated.compactMap { command -> ViewState? in
                if case let .apply(_, state) = command { return state }
                return nil
            }
            #expect(!rests.isEmpty)
            #expect(rests.allSatisfy { $0 == ViewState(frame: Self.landscape) }, "\(operation) \(outcome)")
            #expect(
                plan.completionCommands(for: outcome, containerBounds: Self.portrait) == plan.completionCommands(for: outcome))
        }
    }

    @Test("a plan assembled from its parts knows no container and keeps its frames")
    func assembledPlan() {
        let plan = TransitionPlan(
            operation: .push, timing: .curve(.easeInOut, duration: 0.3),
            participants: [.toView: .still(ViewState(frame: Self.portrait))])
        #expect(plan.plannedContainerBounds == nil)
        #expect(
            plan.completionCommands(for: .finished, containerBounds: Self.landscape) == [
                .apply(.toView, ViewState(frame: Self.portrait))
            ])
    }
}
