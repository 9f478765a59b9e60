import Foundation
import Testing
@testable import NavTransitions

@Suite("AnimatorLifecycle")
struct AnimatorLifecycleTests {
    @Test("the same context gets the same animator while running and after the end; another context starts anew")
    func answers() {
        var lifecycle = AnimatorLifecycle<Int>()
        #expect(lifecycle.phase == .idle)
        #expect(lifecycle.animatorRequested(for: 1) == .start)
        #expect(lifecycle.phase == .running(1))
        #expect(lifecycle.animatorRequested(for: 1) == .reuse)
        lifecycle.transitionEnded()
        #expect(lifecycle.phase == .ended(1))
        // UIKit asking again after animationEnded must not rebuild the finished transition.
        #expect(lifecycle.animatorRequested(for: 1) == .reuse)
        #expect(lifecycle.phase == .ended(1))
        // A controller reused for a later transition (a new context) starts it.
        #expect(lifecycle.animatorRequested(for: 2) == .start)
        #expect(lifecycle.phase == .running(2))
    }

    @Test("a different context while running starts a transition for it")
    func otherContextWhileRunning() {
        var lifecycle = AnimatorLifecycle<Int>()
        _ = lifecycle.animatorRequested(for: 1)
        #expect(lifecycle.animatorRequested(for: 2) == .start)
        #expect(lifecycle.phase == .running(2))
        #expect(lifecycle.animatorRequested(for: 1) == .start)
    }

    @Test("an end without a transition changes nothing")
    func endWhileIdle() {
        var lifecycle = AnimatorLifecycle<Int>()
        lifecycle.transitionEnded()
        #expect(lifecycle.phase == .idle)
        #expect(lifecycle.animatorRequested(for: 7) == .start)
    }

    @Test("the slot builds one animator per context: reused while running and after the end, rebuilt for another context")
    func slot() {
        var slot = AnimatorSlot<Int, String>()
        var built = 0
        let build = { () -> String in
            built += 1
            return "animator \(built)"
        }
        #expect(slot.animator == nil)
        #expect(slot.animator(for: 1, build: build) == "animator 1")
        #expect(slot.animator(for: 1, build: build) == "animator 1")
        slot.transitionEnded()
        #expect(slot.animator(for: 1, build: build) == "animator 1", "asked again after animationEnded: the finished one")
        #expect(built == 1)
        #expect(slot.animator(for: 2, build: build) == "animator 2")
        #expect(slot.animator(for: 1, build: build) == "animator 3", "the first context is forgotten")
        #expect(built == 3)
    }
}
