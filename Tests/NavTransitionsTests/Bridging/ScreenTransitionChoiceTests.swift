import Testing
@testable import NavTransitions

@Suite("ScreenTransitionChoice")
struct ScreenTransitionChoiceTests {
    typealias Choice = ScreenTransitionChoice<String>

    @Test("precedence: the screen's own, then the destination's choice, then the stack's default, then none",
          arguments: [
              // own, destination, default → resolved
              ("fade", Choice.transition("zoom"), "slide", "fade"),
              ("fade", Choice.system, "slide", "fade"),
              ("fade", Choice.inherit, nil, "fade"),
              (nil, Choice.transition("zoom"), "slide", "zoom"),
              (nil, Choice.transition("zoom"), nil, "zoom"),
              (nil, Choice.system, "slide", nil),
              (nil, Choice.inherit, "slide", "slide"),
              (nil, Choice.inherit, nil, nil),
          ] as [(String?, Choice, String?, String?)])
    func precedence(own: String?, destination: Choice, stackDefault: String?, expected: String?) {
        #expect(Choice.resolve(own: own, destination: destination, stackDefault: stackDefault) == expected)
    }

    @Test("a destination's choice that resolves to what the push used is not late; anything else is")
    func late() {
        #expect(!Choice.arrivedLate(pushedWith: "slide", resolvedNow: "slide"))
        #expect(!Choice.arrivedLate(pushedWith: nil, resolvedNow: nil))
        #expect(Choice.arrivedLate(pushedWith: "slide", resolvedNow: "zoom"))
        #expect(Choice.arrivedLate(pushedWith: "slide", resolvedNow: nil))
        #expect(Choice.arrivedLate(pushedWith: nil, resolvedNow: "zoom"))
    }
}
