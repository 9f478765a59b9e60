import Testing
@testable import NavTransitions

@Suite("ScreenTransitionChoice")
struct ScreenTransitionChoiceTests {
    typealias Choice = ScreenTransitionChoice<String>
    typealias Answer = Choice.Answer

    @Test(
        "precedence: the screen's own, the destination's, the framework's own answer, the stack's default, none",
        arguments: [
            // own, destination, default → answer
            ("fade", Choice.transition("zoom"), "slide", Answer.transition("fade")),
            ("fade", Choice.system, "slide", Answer.transition("fade")),
            ("fade", Choice.inherit, nil, Answer.transition("fade")),
            (nil, Choice.transition("zoom"), "slide", Answer.transition("zoom")),
            (nil, Choice.transition("zoom"), nil, Answer.transition("zoom")),
            (nil, Choice.system, "slide", Answer.originalOr(nil)),
            (nil, Choice.inherit, "slide", Answer.originalOr("slide")),
            (nil, Choice.inherit, nil, Answer.originalOr(nil)),
        ] as [(String?, Choice, String?, Answer)])
    func precedence(own: String?, destination: Choice, stackDefault: String?, expected: Answer) {
        #expect(Choice.answer(own: own, destination: destination, stackDefault: stackDefault) == expected)
    }

    @Test("the fallback is the transition the proxy runs when the original delegate does not answer")
    func fallback() {
        #expect(Answer.transition("zoom").fallback == "zoom")
        #expect(Answer.originalOr("slide").fallback == "slide")
        #expect(Answer.originalOr(nil).fallback == nil)
    }

    @Test("a destination's first choice is late when the push was answered otherwise; later changes and unpushed screens are not")
    func late() {
        #expect(!Choice.arrivedLate(previous: nil, pushedWith: .originalOr("slide"), now: .originalOr("slide")))
        #expect(!Choice.arrivedLate(previous: nil, pushedWith: .transition("zoom"), now: .transition("zoom")))
        #expect(Choice.arrivedLate(previous: nil, pushedWith: .originalOr("slide"), now: .transition("zoom")))
        #expect(Choice.arrivedLate(previous: nil, pushedWith: .originalOr("slide"), now: .originalOr(nil)))
        #expect(Choice.arrivedLate(previous: nil, pushedWith: .transition("slide"), now: .originalOr("slide")))
        // Not pushed yet: in time.
        #expect(!Choice.arrivedLate(previous: nil, pushedWith: nil, now: .transition("zoom")))
        // A change after the first declaration applies to the next transition: not late.
        #expect(!Choice.arrivedLate(previous: .transition("zoom"), pushedWith: .transition("zoom"), now: .transition("fade")))
        #expect(!Choice.arrivedLate(previous: .inherit, pushedWith: .originalOr("slide"), now: .transition("fade")))
    }
}
