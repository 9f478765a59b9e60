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
}
