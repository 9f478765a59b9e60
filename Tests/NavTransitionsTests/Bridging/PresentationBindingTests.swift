import Testing
@testable import NavTransitions

/// Every order of events that matters, one table row at a time, with the exact actions expected.
@Suite("PresentationBinding")
struct PresentationBindingTests {
    typealias Machine = PresentationBinding<Int>
    typealias Action = Machine.Action

    /// A machine whose presenter is in a window.
    static func ready() -> Machine {
        var machine = Machine()
        #expect(machine.presenterMoved(toWindow: true) == [])
        return machine
    }

    /// A machine showing `id`, presented and idle.
    static func presented(_ id: Int = 1) -> Machine {
        var machine = ready()
        #expect(machine.bindingChanged(id) == [.present(id)])
        #expect(machine.presentationDidEnd(completed: true) == [])
        #expect(machine.screen == .presented(id))
        return machine
    }

    // MARK: The binding drives the screen

    @Test("true presents once; reading it again does nothing; the end of the transition presents nothing more")
    func presentOnce() {
        var machine = Self.ready()
        #expect(machine.bindingChanged(1) == [.present(1)])
        #expect(machine.screen == .presenting(1))
        #expect(machine.bindingChanged(1) == [])
        #expect(machine.presentationDidEnd(completed: true) == [])
        #expect(machine.screen == .presented(1))
        #expect(machine.bindingChanged(1) == [])
    }

    @Test("false dismisses; the end reports the dismissal and writes nothing (the binding already says so)")
    func falseDismisses() {
        var machine = Self.presented()
        #expect(machine.bindingChanged(nil) == [.dismiss])
        #expect(machine.screen == .dismissing(1, interactive: false))
        #expect(machine.dismissalWillBegin(interactive: false) == [])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1)])
        #expect(machine.screen == .none)
        #expect(machine.dismissalDidEnd() == [])
    }

    @Test("a dismiss carried out by a presenting controller waits for the dismissal's own events")
    func dismissWithPresenting() {
        var machine = Self.presented()
        #expect(machine.bindingChanged(nil) == [.dismiss])
        #expect(machine.dismissalWillBegin(interactive: false) == [])
        #expect(machine.dismissRequested(presentingFound: true) == [])
        #expect(machine.screen == .dismissing(1, interactive: false))
        #expect(machine.dismissalDidEnd() == [.didDismiss(1)])
    }

    @Test(
        "a dismiss with no presenting controller left: the screen is gone, reported once, and what the binding asks now follows")
    func dismissWithoutPresenting() {
        var machine = Self.presented()
        #expect(machine.bindingChanged(nil) == [.dismiss])
        #expect(machine.dismissRequested(presentingFound: false) == [.didDismiss(1)])
        #expect(machine.screen == .none)
        #expect(machine.dismissalDidEnd() == [])

        var replaced = Self.presented(1)
        #expect(replaced.bindingChanged(2) == [.dismiss])
        #expect(replaced.dismissRequested(presentingFound: false) == [.didDismiss(1), .present(2)])
        #expect(replaced.screen == .presenting(2))

        var idle = Self.ready()
        #expect(idle.dismissRequested(presentingFound: false) == [])
    }

    @Test("a binding that starts true waits for the presenter's window")
    func waitsForWindow() {
        var machine = Machine()
        #expect(machine.bindingChanged(1) == [])
        #expect(machine.screen == .none)
        #expect(machine.presenterMoved(toWindow: true) == [.present(1)])
        // Leaving the window does not dismiss; it only holds back the next presentation.
        #expect(machine.presentationDidEnd(completed: true) == [])
        #expect(machine.presenterMoved(toWindow: false) == [])
        #expect(machine.bindingChanged(nil) == [.dismiss])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1)])
        #expect(machine.bindingChanged(2) == [])
        #expect(machine.presenterMoved(toWindow: true) == [.present(2)])
    }

    @Test("false during the presentation: dismissed as soon as it is presented")
    func falseWhilePresenting() {
        var machine = Self.ready()
        #expect(machine.bindingChanged(1) == [.present(1)])
        #expect(machine.bindingChanged(nil) == [])
        #expect(machine.presentationDidEnd(completed: true) == [.dismiss])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1)])
    }

    @Test("false then true during the presentation: nothing to do")
    func flickerWhilePresenting() {
        var machine = Self.ready()
        #expect(machine.bindingChanged(1) == [.present(1)])
        #expect(machine.bindingChanged(nil) == [])
        #expect(machine.bindingChanged(1) == [])
        #expect(machine.presentationDidEnd(completed: true) == [])
        #expect(machine.screen == .presented(1))
    }

    @Test("true while our dismissal runs: presented again after it")
    func trueDuringDismissal() {
        var machine = Self.presented()
        #expect(machine.bindingChanged(nil) == [.dismiss])
        #expect(machine.bindingChanged(1) == [])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1), .present(1)])
        #expect(machine.screen == .presenting(1))
    }

    @Test("a new item while presented: dismissed, then the new one presented; no binding write")
    func newItemReplaces() {
        var machine = Self.presented(1)
        #expect(machine.bindingChanged(2) == [.dismiss])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1), .present(2)])
        #expect(machine.presentationDidEnd(completed: true) == [])
        #expect(machine.screen == .presented(2))
    }

    @Test("items changing during a replacement: only the last one is presented")
    func itemsChangingDuringReplacement() {
        var machine = Self.presented(1)
        #expect(machine.bindingChanged(2) == [.dismiss])
        #expect(machine.bindingChanged(3) == [])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1), .present(3)])
        // Back to the item being dismissed: it comes back after the dismissal.
        var back = Self.presented(1)
        #expect(back.bindingChanged(2) == [.dismiss])
        #expect(back.bindingChanged(1) == [])
        #expect(back.dismissalDidEnd() == [.didDismiss(1), .present(1)])
    }

    @Test("a new item during the presentation: replaced once the presentation ends")
    func newItemWhilePresenting() {
        var machine = Self.ready()
        #expect(machine.bindingChanged(1) == [.present(1)])
        #expect(machine.bindingChanged(2) == [])
        #expect(machine.presentationDidEnd(completed: true) == [.dismiss])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1), .present(2)])
    }

    // MARK: The screen drives the binding

    @Test("a pan that finishes: the binding is written back, then the dismissal reported")
    func panFinishes() {
        var machine = Self.presented()
        #expect(machine.dismissalWillBegin(interactive: true) == [])
        #expect(machine.screen == .dismissing(1, interactive: true))
        #expect(machine.dismissalDidEnd() == [.writeBinding(expecting: 1), .didDismiss(1)])
        #expect(machine.requested == nil)
        #expect(machine.pendingWrite == 1)
    }

    @Test("a write asked for inside a view update waits for the next turn; after the update it is done at once")
    func writeInsideViewUpdate() {
        var machine = Self.presented()
        #expect(machine.dismissalWillBegin(interactive: true) == [])
        machine.viewUpdateBegan()
        #expect(machine.isInViewUpdate)
        // The dismissal ends while SwiftUI updates the view (a parent's update completes it synchronously).
        #expect(machine.dismissalDidEnd() == [.writeBindingOnNextTurn(expecting: 1), .didDismiss(1)])
        #expect(machine.pendingWrite == 1)
        // The stale read of the same update is ignored.
        #expect(machine.bindingChanged(1) == [])
        machine.viewUpdateEnded()
        #expect(machine.bindingWritten() == [])

        var after = Self.presented(2)
        after.viewUpdateBegan()
        after.viewUpdateEnded()
        #expect(after.dismissalWillBegin(interactive: true) == [])
        #expect(after.dismissalDidEnd() == [.writeBinding(expecting: 2), .didDismiss(2)])
    }

    @Test("a pan that is cancelled: presented again, nothing written")
    func panCancelled() {
        var machine = Self.presented()
        #expect(machine.dismissalWillBegin(interactive: true) == [])
        #expect(machine.dismissalCancelled() == [])
        #expect(machine.screen == .presented(1))
        #expect(machine.requested == 1)
    }

    @Test("false during a pan that is cancelled: dismissed right after the cancel")
    func falseDuringCancelledPan() {
        var machine = Self.presented()
        #expect(machine.dismissalWillBegin(interactive: true) == [])
        #expect(machine.bindingChanged(nil) == [])
        #expect(machine.dismissalCancelled() == [.dismiss])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1)])
    }

    @Test("false during a pan that finishes: nothing to write")
    func falseDuringFinishedPan() {
        var machine = Self.presented()
        #expect(machine.dismissalWillBegin(interactive: true) == [])
        #expect(machine.bindingChanged(nil) == [])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1)])
    }

    @Test("false then true during a pan that finishes: presented again")
    func flickerDuringFinishedPan() {
        var machine = Self.presented()
        #expect(machine.dismissalWillBegin(interactive: true) == [])
        #expect(machine.bindingChanged(nil) == [])
        #expect(machine.bindingChanged(1) == [])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1), .present(1)])
    }

    @Test("another item during a pan that finishes: the new item is presented, nothing written")
    func newItemDuringFinishedPan() {
        var machine = Self.presented(1)
        #expect(machine.dismissalWillBegin(interactive: true) == [])
        #expect(machine.bindingChanged(2) == [])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1), .present(2)])
        // During a pan that is cancelled instead: replaced after the cancel.
        var cancelled = Self.presented(1)
        #expect(cancelled.dismissalWillBegin(interactive: true) == [])
        #expect(cancelled.bindingChanged(2) == [])
        #expect(cancelled.dismissalCancelled() == [.dismiss])
        #expect(cancelled.dismissalDidEnd() == [.didDismiss(1), .present(2)])
    }

    @Test("a tap on the dimming (a dismissal that cannot be cancelled) writes the binding back at its end")
    func tapOnDimming() {
        var machine = Self.presented()
        #expect(machine.dismissalWillBegin(interactive: false) == [])
        #expect(machine.bindingChanged(1) == [])
        #expect(machine.dismissalDidEnd() == [.writeBinding(expecting: 1), .didDismiss(1)])
    }

    @Test("a parent dismissing (no willBegin): the binding is written back")
    func parentDismisses() {
        var machine = Self.presented()
        #expect(machine.dismissalDidEnd() == [.writeBinding(expecting: 1), .didDismiss(1)])
        #expect(machine.screen == .none)
    }

    @Test("a parent dismissing during the presentation, or during our dismissal")
    func parentDismissesDuringTransitions() {
        var presenting = Self.ready()
        #expect(presenting.bindingChanged(1) == [.present(1)])
        #expect(presenting.dismissalDidEnd() == [.writeBinding(expecting: 1), .didDismiss(1)])
        #expect(presenting.presentationDidEnd(completed: true) == [])
        #expect(presenting.screen == .none)

        var dismissing = Self.presented()
        #expect(dismissing.bindingChanged(nil) == [.dismiss])
        #expect(dismissing.dismissalDidEnd() == [.didDismiss(1)])
    }

    @Test("a cancelled presentation counts as a dismissal and writes back")
    func cancelledPresentation() {
        var machine = Self.ready()
        #expect(machine.bindingChanged(1) == [.present(1)])
        #expect(machine.presentationDidEnd(completed: false) == [.writeBinding(expecting: 1), .didDismiss(1)])
        var replaced = Self.ready()
        #expect(replaced.bindingChanged(1) == [.present(1)])
        #expect(replaced.bindingChanged(2) == [])
        #expect(replaced.presentationDidEnd(completed: false) == [.didDismiss(1), .present(2)])
    }

    @Test("a refused presentation writes the binding back and reports no dismissal")
    func refused() {
        var machine = Self.ready()
        #expect(machine.bindingChanged(1) == [.present(1)])
        #expect(machine.presentRefused() == [.writeBinding(expecting: 1)])
        #expect(machine.screen == .none)
        #expect(machine.presentRefused() == [])
    }

    @Test(
        "waiting for a parent: joining one presents what the binding asks; leaving one, or joining when nothing waits, does nothing"
    )
    func presenterMovedToParent() {
        var machine = Self.ready()
        #expect(machine.bindingChanged(1) == [.present(1)])
        #expect(
            machine.presentAttempted(presenterFound: false, presentsAnother: false, anotherIsBeingDismissed: false).0
                == .waitForPresenter)
        #expect(machine.isWaitingForPresenter)
        #expect(machine.presenterMoved(toParent: false) == [])
        #expect(machine.isWaitingForPresenter, "leaving a parent frees nothing")
        #expect(machine.presenterMoved(toParent: true) == [.present(1)])
        #expect(!machine.isWaitingForPresenter)
        #expect(machine.presenterMoved(toParent: true) == [], "nothing waits any more")
        var idle = Self.presented()
        #expect(idle.presenterMoved(toParent: true) == [])
        #expect(idle.presenterMoved(toParent: false) == [])
        #expect(idle.screen == .presented(1))
    }

    @Test("postponed while the presenter's other presentation is dismissed: presented when it is gone")
    func postponed() {
        var machine = Self.ready()
        #expect(machine.bindingChanged(1) == [.present(1)])
        #expect(machine.presentPostponed() == [])
        #expect(machine.screen == .none)
        #expect(machine.isWaitingForPresenter)
        #expect(machine.bindingChanged(2) == [])
        #expect(machine.presenterMoved(toWindow: true) == [])
        #expect(machine.presenterBecameFree() == [.present(2)])
        #expect(machine.presenterBecameFree() == [])
        #expect(machine.presentPostponed() == [])
        // Let go while waiting: nothing to present, nothing to write.
        var letGo = Self.ready()
        #expect(letGo.bindingChanged(1) == [.present(1)])
        #expect(letGo.presentPostponed() == [])
        #expect(letGo.bindingChanged(nil) == [])
        #expect(letGo.presenterBecameFree() == [])
        #expect(letGo.screen == .none)
    }

    // MARK: Binding writes

    @Test("while a write is pending, a read of the old value is stale; nil or a new item is not")
    func staleReads() {
        var machine = Self.presented(1)
        #expect(machine.dismissalDidEnd() == [.writeBinding(expecting: 1), .didDismiss(1)])
        #expect(machine.bindingChanged(1) == [])
        #expect(machine.screen == .none)
        #expect(machine.bindingChanged(2) == [.present(2)])
        #expect(machine.pendingWrite == 1)
        #expect(machine.bindingChanged(1) == [])
        #expect(machine.bindingChanged(nil) == [])
        #expect(machine.pendingWrite == nil)
        #expect(machine.bindingChanged(1) == [])
        #expect(machine.presentationDidEnd(completed: true) == [.dismiss])
    }

    @Test("once written, the same value asks again (the app re-presents from onDismiss, or a constant binding)")
    func afterWrite() {
        var machine = Self.presented(1)
        #expect(machine.dismissalDidEnd() == [.writeBinding(expecting: 1), .didDismiss(1)])
        #expect(machine.bindingWritten() == [])
        #expect(machine.bindingChanged(1) == [.present(1)])
    }

    // MARK: The owner goes away

    @Test("owner removed while presented: dismissed, reported, nothing written, nothing presented again")
    func ownerRemovedPresented() {
        var machine = Self.presented()
        #expect(machine.ownerRemoved() == [.dismiss])
        #expect(machine.bindingChanged(2) == [])
        #expect(machine.dismissalDidEnd() == [.didDismiss(1)])
        #expect(machine.presenterMoved(toWindow: true) == [])
        #expect(machine.ownerRemoved() == [])
    }

    @Test("owner removed during the presentation: dismissed when it ends; during a pan: after a cancel")
    func ownerRemovedDuringTransitions() {
        var presenting = Self.ready()
        #expect(presenting.bindingChanged(1) == [.present(1)])
        #expect(presenting.ownerRemoved() == [])
        #expect(presenting.presentationDidEnd(completed: true) == [.dismiss])

        var panning = Self.presented()
        #expect(panning.dismissalWillBegin(interactive: true) == [])
        #expect(panning.ownerRemoved() == [])
        #expect(panning.dismissalCancelled() == [.dismiss])
        #expect(panning.dismissalDidEnd() == [.didDismiss(1)])

        var refused = Self.ready()
        #expect(refused.bindingChanged(1) == [.present(1)])
        #expect(refused.ownerRemoved() == [])
        #expect(refused.presentRefused() == [])
    }

    // MARK: Stray events

    @Test("events that do not apply to the current screen do nothing")
    func strayEvents() {
        var machine = Self.ready()
        #expect(machine.presentationDidEnd(completed: true) == [])
        #expect(machine.dismissalWillBegin(interactive: true) == [])
        #expect(machine.dismissalCancelled() == [])
        #expect(machine.dismissalDidEnd() == [])
        #expect(machine.presentRefused() == [])
        #expect(machine.screen == .none)
        var presented = Self.presented()
        #expect(presented.presentationDidEnd(completed: true) == [])
        #expect(presented.presentRefused() == [])
        #expect(presented.dismissalCancelled() == [])
        #expect(presented.screen == .presented(1))
    }

    @Test("a dismissal reported as beginning twice keeps one dismissal, with the latest interactivity")
    func beginTwice() {
        var machine = Self.presented()
        #expect(machine.bindingChanged(nil) == [.dismiss])
        #expect(machine.dismissalWillBegin(interactive: true) == [])
        #expect(machine.screen == .dismissing(1, interactive: true))
        #expect(machine.dismissalDidEnd() == [.didDismiss(1)])
    }
}
