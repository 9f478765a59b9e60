import Foundation

/// The commands one ``InteractionSession`` event produces, in order: none, one or two.
///
/// A collection like an array (`isEmpty`, `count`, `first`, `for … in`, `Array(commands)`), but stored
/// inline so that handling a pan update never allocates. Two commands only occur when a gesture ended
/// before the transition started: `update(progress:)` then `finish` or `cancel`.
package struct InteractionCommands: RandomAccessCollection, Sendable, Hashable {
    /// The first command, if any (read directly by ``PanInteractionDriver``, without the collection's indexing).
    let head: InteractionCommand?
    /// The second command, if any.
    let tail: InteractionCommand?

    /// No commands: the event changed nothing UIKit must apply, or it was ignored.
    package static let none = InteractionCommands(head: nil, tail: nil)

    /// One command.
    init(_ command: InteractionCommand) {
        self.init(head: command, tail: nil)
    }

    /// Two commands, applied in this order.
    init(_ first: InteractionCommand, _ second: InteractionCommand) {
        self.init(head: first, tail: second)
    }

    private init(head: InteractionCommand?, tail: InteractionCommand?) {
        self.head = head
        self.tail = tail
    }

    /// The position of the first command: 0.
    package var startIndex: Int { 0 }

    /// One past the position of the last command: the number of commands, 0...2.
    package var endIndex: Int {
        head == nil ? 0 : (tail == nil ? 1 : 2)
    }

    /// The command at `position`, which must be in `0..<count` (like an array, out of range traps).
    package subscript(position: Int) -> InteractionCommand {
        switch (position, head, tail) {
        case let (0, command?, _), let (1, _, command?):
            return command
        default:
            preconditionFailure("InteractionCommands index \(position) out of range 0..<\(count)")
        }
    }
}
