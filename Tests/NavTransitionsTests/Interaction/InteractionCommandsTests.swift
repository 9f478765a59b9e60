import Foundation
import Testing
@testable import NavTransitions

@Suite("InteractionCommands")
struct InteractionCommandsTests {
    @Test("none is an empty collection")
    func none() {
        let commands = InteractionCommands.none
        #expect(commands.isEmpty)
        #expect(commands.count == 0)
        #expect(commands.first == nil)
        #expect(Array(commands) == [])
    }

    @Test("one command")
    func one() {
        let commands = InteractionCommands(.pauseForGrab)
        #expect(commands.count == 1)
        #expect(commands[0] == .pauseForGrab)
        #expect(Array(commands) == [.pauseForGrab])
    }

    @Test("two commands keep their order")
    func two() {
        let commands = InteractionCommands(.update(progress: 0.1), .finish(initialVelocity: 3))
        #expect(commands.count == 2)
        #expect(Array(commands) == [.update(progress: 0.1), .finish(initialVelocity: 3)])
        #expect(commands.last == .finish(initialVelocity: 3))
        #expect(commands != InteractionCommands(.finish(initialVelocity: 3), .update(progress: 0.1)))
    }
}
