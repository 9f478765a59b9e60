import Foundation

extension PresentationSession {
    /// The actions of one event of the presentation's pans, in order.
    ///
    /// A collection like an array (`isEmpty`, `count`, `first`, `last`, `contains`, `for … in`, `Array(actions)`,
    /// an array literal, `+=` with any sequence of actions), but the first eight are stored inline, so that a
    /// movement of the sheet's pan, of its list's pan or of the dismiss pan never allocates: the per-event path of
    /// ``pan(_:_:beginning:)`` and ``scrollViewPan(_:translation:scrollView:container:)`` builds at most seven.
    /// More spill into an array (a touch's beginning or end may build more; those events allocate as before).
    package struct Actions: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Equatable {
        private var slot0: Action?
        private var slot1: Action?
        private var slot2: Action?
        private var slot3: Action?
        private var slot4: Action?
        private var slot5: Action?
        private var slot6: Action?
        private var slot7: Action?
        /// The actions after the eighth.
        private var spilled: [Action] = []
        /// The number of actions.
        package private(set) var endIndex = 0
        /// When set, the first action is a ``PresentationSession/Action/setPresentedFrame(_:)`` whose frame is the
        /// session's frame when the call that returned these actions ended (a sheet's movement: nothing after the
        /// step changes it), and these are the insets of the presented screen's view in it
        /// (``PresentationSession/presentedContentInsets(forFrame:in:)``): the host applies both without asking the
        /// session again. Nil (the host reads the frame back) in every list made or joined elsewhere; not compared
        /// by `==`.
        package var currentFrameContentInsets: EdgeInsets?

        /// How many actions are stored without allocating.
        package static let inlineCapacity = 8

        /// No actions.
        package init() {}

        /// One action.
        package init(_ action: Action) {
            append(action)
        }

        /// The actions of `actions`, in order.
        package init(_ actions: some Sequence<Action>) {
            append(contentsOf: actions)
        }

        /// The actions of an array literal, in order.
        package init(arrayLiteral actions: Action...) {
            append(contentsOf: actions)
        }

        /// The position of the first action: 0.
        package var startIndex: Int { 0 }

        /// The action at `position`, which must be in `0..<count` (like an array, out of range traps).
        package subscript(position: Int) -> Action {
            precondition(position >= 0 && position < endIndex, "Actions index \(position) out of range 0..<\(endIndex)")
            switch position {
            case 0: return slot0.slotValue
            case 1: return slot1.slotValue
            case 2: return slot2.slotValue
            case 3: return slot3.slotValue
            case 4: return slot4.slotValue
            case 5: return slot5.slotValue
            case 6: return slot6.slotValue
            case 7: return slot7.slotValue
            default: return spilled[position - Self.inlineCapacity]
            }
        }

        /// Adds `action` after the others.
        package mutating func append(_ action: Action) {
            switch endIndex {
            case 0: slot0 = action
            case 1: slot1 = action
            case 2: slot2 = action
            case 3: slot3 = action
            case 4: slot4 = action
            case 5: slot5 = action
            case 6: slot6 = action
            case 7: slot7 = action
            default: spilled.append(action)
            }
            endIndex += 1
        }

        /// Adds `actions` after the others, in order.
        package mutating func append(contentsOf actions: some Sequence<Action>) {
            for action in actions { append(action) }
        }

        /// Adds `rhs` after the actions of `lhs`.
        package static func += (lhs: inout Actions, rhs: some Sequence<Action>) {
            lhs.append(contentsOf: rhs)
        }

        /// Adds the actions of `rhs` after those of `lhs`, read by index (no iterator: a movement joins several).
        package static func += (lhs: inout Actions, rhs: Actions) {
            var index = 0
            while index < rhs.endIndex {
                lhs.append(rhs[index])
                index += 1
            }
        }

        /// Equal when they hold equal actions in the same order.
        package static func == (lhs: Actions, rhs: Actions) -> Bool {
            lhs.elementsEqual(rhs)
        }
    }
}
