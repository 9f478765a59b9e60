import Foundation
import Testing
@testable import NavTransitions

@Suite("NavigationDelegateSlots")
struct NavigationDelegateSlotsTests {
    final class Delegate {}

    @Test("an adoption that displaces keeps the old original to restore; a wrapper takes the original's place")
    func displacingAndWrapping() {
        let app = Delegate(), analytics = Delegate()
        var slots = NavigationDelegateSlots<Delegate>()
        #expect(slots.apply(.adoptCurrentAndAssignProxy(displacing: false), candidate: app) == .proxy)
        #expect(slots.original === app)
        // The app's analytics SDK takes the slot: adopted, the app's delegate displaced.
        #expect(slots.apply(.adoptCurrentAndAssignProxy(displacing: true), candidate: analytics) == .proxy)
        #expect(slots.original === analytics)
        // It turns out to wrap the proxy: it becomes the wrapper, the displaced app delegate the original again.
        #expect(slots.apply(.wrapWithOriginal, candidate: nil) == .wrapper)
        #expect(slots.wrapper === analytics && slots.original === app)
        #expect(slots.apply(.forgetWrapper, candidate: nil) == nil)
        #expect(slots.wrapper == nil && slots.original === app)
        #expect(slots.apply(.handBack, candidate: nil) == .original)
    }

    @Test("keeping the current delegate as a wrapper, restoring or not")
    func keepAsWrapper() {
        let app = Delegate(), rx = Delegate()
        var slots = NavigationDelegateSlots<Delegate>()
        _ = slots.apply(.adoptCurrentAndAssignProxy(displacing: false), candidate: app)
        _ = slots.apply(.adoptCurrentAndAssignProxy(displacing: true), candidate: rx)
        #expect(slots.apply(.keepCurrentAsWrapper(restoreDisplaced: true), candidate: rx) == nil)
        #expect(slots.wrapper === rx && slots.original === app)
        var kept = NavigationDelegateSlots<Delegate>()
        _ = kept.apply(.adoptCurrentAndAssignProxy(displacing: false), candidate: app)
        _ = kept.apply(.keepCurrentAsWrapper(restoreDisplaced: false), candidate: rx)
        #expect(kept.wrapper === rx && kept.original === app)
    }

    @Test("restoring from and dropping from an empty displaced list are defined; the oldest is dropped first")
    func emptyAndOrder() {
        let first = Delegate(), second = Delegate(), third = Delegate()
        var slots = NavigationDelegateSlots<Delegate>()
        #expect(slots.apply(.dropOldestDisplacedOriginal, candidate: nil) == nil)
        _ = slots.apply(.adoptCurrentAndAssignProxy(displacing: false), candidate: first)
        #expect(slots.apply(.restoreDisplacedOriginal, candidate: nil) == nil)
        #expect(slots.original == nil)
        _ = slots.apply(.adoptCurrentAndAssignProxy(displacing: false), candidate: first)
        _ = slots.apply(.adoptCurrentAndAssignProxy(displacing: true), candidate: second)
        _ = slots.apply(.adoptCurrentAndAssignProxy(displacing: true), candidate: third)
        _ = slots.apply(.dropOldestDisplacedOriginal, candidate: nil) // forgets `first`
        _ = slots.apply(.restoreDisplacedOriginal, candidate: nil)
        #expect(slots.original === second)
        _ = slots.apply(.restoreDisplacedOriginal, candidate: nil)
        #expect(slots.original == nil)
        #expect(slots.apply(.setSystemPopGestureEnabled(true), candidate: third) == nil)
        #expect(slots.apply(.observeTransitionEnd, candidate: third) == nil)
    }

    @Test("delegates are held weakly")
    func weak() {
        var slots = NavigationDelegateSlots<Delegate>()
        weak var freed: Delegate?
        do {
            let app = Delegate()
            freed = app
            _ = slots.apply(.adoptCurrentAndAssignProxy(displacing: false), candidate: app)
            #expect(slots.original === app)
        }
        #expect(freed == nil && slots.original == nil)
    }
}
