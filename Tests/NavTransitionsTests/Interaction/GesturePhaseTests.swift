import Testing
@testable import NavTransitions

@Suite("GesturePhase")
struct GesturePhaseTests {
    @Test("UIGestureRecognizer.State raw values map to the phases; possible and unknown values call nothing")
    func rawValues() {
        // UIGestureRecognizer.h: possible 0, began 1, changed 2, ended 3 (recognized = ended), cancelled 4, failed 5.
        let mapped = (-1...7).map { GesturePhase(recognizerStateRawValue: $0) }
        #expect(mapped == [nil, nil, .began, .changed, .ended, .cancelled, .cancelled, nil, nil])
    }

    @Test("only ended and cancelled are final")
    func finalPhases() {
        #expect(GesturePhase.allCases.filter(\.isFinal) == [.ended, .cancelled])
    }
}
