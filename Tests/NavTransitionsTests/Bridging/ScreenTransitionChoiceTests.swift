import Testing
@testable import NavTransitions

@Suite("ScreenTransitionChoice")
struct ScreenTransitionChoiceTests {
    typealias Choice = ScreenTransitionChoice<String>
    typealias Answer = Choice.Answer

    @Test("precedence: the screen's own, the destination's, the framework's own answer, the stack's default, none",
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

    @Test("a destination's choice is late when it changes how the pushed screen is answered")
    func late() {
        #expect(!Choice.arrivedLate(pushedWith: .originalOr("slide"), now: .originalOr("slide")))
        #expect(!Choice.arrivedLate(pushedWith: .transition("zoom"), now: .transition("zoom")))
        #expect(Choice.arrivedLate(pushedWith: .originalOr("slide"), now: .transition("zoom")))
        #expect(Choice.arrivedLate(pushedWith: .originalOr("slide"), now: .originalOr(nil)))
        #expect(Choice.arrivedLate(pushedWith: .transition("slide"), now: .originalOr("slide")))
    }
}
