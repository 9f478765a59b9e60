import Foundation
import Testing
@testable import NavTransitions

/// `CommandList`: an inline list of up to four commands that behaves like an array.
struct CommandListTests {
    @Test func holdsCommandsInOrderLikeAnArray() {
        var list = CommandList<PanInteractionCommand>()
        #expect(list.isEmpty && list.count == 0 && list.first == nil)
        list.append(.beginTransition)
        list.append(.update(progress: 0.25))
        list.append(.finish(initialVelocity: 2))
        list.append(.cancel(initialVelocity: 0))
        #expect(list.count == 4)
        #expect(
            Array(list) == [.beginTransition, .update(progress: 0.25), .finish(initialVelocity: 2), .cancel(initialVelocity: 0)])
        #expect(list[2] == .finish(initialVelocity: 2) && list[3] == .cancel(initialVelocity: 0))
        #expect(CommandList<PanInteractionCommand>(.beginTransition) == [.beginTransition])
        #expect(CommandList<PanInteractionCommand>() == [])
    }

    @Test func equalOnlyWithTheSameCommandsInTheSameOrder() {
        let list: CommandList<PanInteractionCommand> = [.beginTransition, .update(progress: 1)]
        #expect(list == [.beginTransition, .update(progress: 1)])
        #expect(list != [.update(progress: 1), .beginTransition])
        #expect(list != [.beginTransition])
        #expect(list != [.beginTransition, .update(progress: 1), .update(progress: 1)])
        #expect(list != [.beginTransition, .update(progress: 0.5)])
    }
}
