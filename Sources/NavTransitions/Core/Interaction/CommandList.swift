import Foundation

/// The commands one event of a gesture driver produces, in order: none to four.
///
/// A collection like an array (`isEmpty`, `count`, `first`, `for … in`, `Array(commands)`, an array
/// literal), but stored inline, so that handling a gesture's update never allocates
/// (``PanInteractionDriver`` and ``ZoomInteractionSession`` return it; ``InteractionCommands`` is the
/// same idea for ``InteractionSession``). No event of theirs produces more than three commands; a fifth
/// appended command traps, like an out-of-range index.
package struct CommandList<Command: Sendable & Equatable>: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Equatable
{
    // Marked inlinable, but Swift 6.3 does not serialize the bodies of `package` declarations for other
    // modules: a caller outside the library (the benchmark, the tests) calls the unspecialized accessors,
    // which look up the element's metadata at run time (about 370 instructions per read, callgrind). The
    // adapters are in the library's module, where the list is specialized; the benchmark reads the
    // drivers' state instead (Docs/Performance.md).
    @usableFromInline var slot0: Command?
    @usableFromInline var slot1: Command?
    @usableFromInline var slot2: Command?
    @usableFromInline var slot3: Command?
    /// The number of commands, 0...4.
    package private(set) var endIndex = 0

    /// No commands.
    @inlinable package init() {}

    /// One command.
    @inlinable package init(_ command: Command) {
        append(command)
    }

    /// The commands of an array literal, in order.
    @inlinable package init(arrayLiteral commands: Command...) {
        for command in commands { append(command) }
    }

    /// The first command, or nil when there is none. (Collection's own `first` would read through a
    /// generic accessor, which allocates in a caller that is not specialized.)
    @inlinable package var first: Command? { slot0 }

    /// The position of the first command: 0.
    @inlinable package var startIndex: Int { 0 }

    /// Adds `command` after the others.
    @inlinable package mutating func append(_ command: Command) {
        switch endIndex {
        case 0: slot0 = command
        case 1: slot1 = command
        case 2: slot2 = command
        case 3: slot3 = command
        default: preconditionFailure("CommandList holds at most 4 commands")
        }
        endIndex += 1
    }

    /// The command at `position`, which must be in `0..<count` (like an array, out of range traps).
    @inlinable package subscript(position: Int) -> Command {
        precondition(position >= 0 && position < endIndex, "CommandList index \(position) out of range 0..<\(endIndex)")
        switch position {
        case 0: return slot0.slotValue
        case 1: return slot1.slotValue
        case 2: return slot2.slotValue
        default: return slot3.slotValue
        }
    }

    /// Equal when they hold equal commands in the same order.
    @inlinable package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension Optional {
    /// The value; a nil here is a broken invariant of ``CommandList`` and traps.
    @usableFromInline var slotValue: Wrapped {
        guard let value = self else { preconditionFailure("CommandList slot below its count is empty") }
        return value
    }
}
