import Testing
@testable import NavTransitions

/// The Core decisions the SwiftUI layer's adapters apply: how the proxy weighs a declarative screen
/// (``ScreenTransitionClaim``, ``NavigationAnimationAnswer/originalThenScreensTransition(_:operation:)``), which
/// screen is prepared before an answer, a modal modifier's present attempt and its presented screen's
/// appearance callbacks, and the debug findings.
@Suite("SwiftUI bridge decisions")
struct SwiftUIBridgeDecisionsTests {
    typealias Choice = ScreenTransitionChoice<String>
    typealias Answer = Choice.Answer

    // MARK: Claims

    @Test("a UIKit screen claims its own transition or none; only a claim of ours may run ours")
    func uikitClaims() {
        #expect(ScreenTransitionClaim(hasCustomTransition: true) == .screensOwn)
        #expect(ScreenTransitionClaim(hasCustomTransition: false) == .none)
        #expect(ScreenTransitionClaim.allCases.filter(\.mayRunOurs) == [.screensOwn, .inherited])
    }

    @Test(
        "an answer's claim: its own transition, an inherited default unless the framework took the push, or none",
        arguments: [
            (Answer.transition("zoom"), false, ScreenTransitionClaim.screensOwn),
            (Answer.transition("zoom"), true, .screensOwn),
            (Answer.originalOr("slide"), false, .inherited),
            (Answer.originalOr("slide"), true, .none),
            (Answer.originalOr(nil), false, .none),
            (Answer.originalOr(nil), true, .none),
        ] as [(Answer, Bool, ScreenTransitionClaim)])
    func claim(answer: Answer, pushedByFramework: Bool, expected: ScreenTransitionClaim) {
        #expect(answer.claim(pushedByFramework: pushedByFramework) == expected)
    }

    @Test("a destination's declaration: a transition, or nil for the system animation")
    func declared() {
        #expect(Choice.declared("fade") == .transition("fade"))
        #expect(Choice.declared(nil) == .system)
    }

    @Test("only a push prepares a screen (the pushed one)")
    func screenToPrepare() {
        #expect(Choice.screenToPrepare(for: .push) == .to)
        #expect(Choice.screenToPrepare(for: .pop) == nil)
        #expect(Choice.screenToPrepare(for: .present) == nil)
        #expect(Choice.screenToPrepare(for: nil) == nil)
    }

    @Test("a push's answer: the one prepared; for a screen pushed before the bridge existed, the system's")
    func pushAnswer() {
        #expect(Choice.pushAnswer(prepared: .transition("x"), isPushedScreen: true, bridgeWasMadeNow: true) == .transition("x"))
        #expect(Choice.pushAnswer(prepared: .originalOr("y"), isPushedScreen: false, bridgeWasMadeNow: false) == .originalOr("y"))
        #expect(Choice.pushAnswer(prepared: nil, isPushedScreen: true, bridgeWasMadeNow: true) == .originalOr(nil))
        #expect(Choice.pushAnswer(prepared: nil, isPushedScreen: true, bridgeWasMadeNow: false) == nil)
        #expect(Choice.pushAnswer(prepared: nil, isPushedScreen: false, bridgeWasMadeNow: true) == nil)
    }

    // MARK: The proxy's answer with claims

    @Test(
        "who answers, by the deciding screen's claim (pushed for a push, popped for a pop) and whether an original exists",
        arguments: [
            // operation, from, to, has original → answer
            (
                TransitionOperation.push, ScreenTransitionClaim.none, ScreenTransitionClaim.screensOwn, true,
                NavigationAnimationAnswer.screensTransition(.to, operation: .push)
            ),
            (.push, .screensOwn, .inherited, true, .originalThenScreensTransition(.to, operation: .push)),
            (.push, .screensOwn, .inherited, false, .screensTransition(.to, operation: .push)),
            (.push, .screensOwn, .none, true, .original),
            (.push, .screensOwn, .none, false, .system),
            (.pop, .inherited, .none, true, .originalThenScreensTransition(.from, operation: .pop)),
            (.pop, .inherited, .screensOwn, false, .screensTransition(.from, operation: .pop)),
            (.pop, .screensOwn, .none, true, .screensTransition(.from, operation: .pop)),
            (.pop, .none, .inherited, true, .original),
            (.present, .inherited, .inherited, true, .original),
            (.dismiss, .screensOwn, .screensOwn, false, .system),
        ] as [(TransitionOperation, ScreenTransitionClaim, ScreenTransitionClaim, Bool, NavigationAnimationAnswer)])
    func answerWithClaims(
        operation: TransitionOperation, from: ScreenTransitionClaim, to: ScreenTransitionClaim,
        hasOriginal: Bool, expected: NavigationAnimationAnswer
    ) {
        let state = NavigationProxyStateTests.installed()
        #expect(state.animationControllerAnswer(for: operation, from: from, to: to, hasOriginal: hasOriginal) == expected)
    }

    @Test("a proxy not installed, and UIKit's .none operation, leave it to the original or UIKit")
    func notInstalledOrNoOperation() {
        let fresh = NavigationProxyStateTests.State()
        #expect(fresh.animationControllerAnswer(for: .push, from: .none, to: .screensOwn, hasOriginal: true) == .original)
        #expect(fresh.animationControllerAnswer(for: .push, from: .none, to: .inherited, hasOriginal: false) == .system)
        let installed = NavigationProxyStateTests.installed()
        #expect(installed.animationControllerAnswer(for: nil, from: .screensOwn, to: .screensOwn, hasOriginal: true) == .original)
    }

    @Test("the original asked first: its answer stands, else the screen's transition; only a push remembers who took it")
    func originalFirst() {
        let push = NavigationAnimationAnswer.originalThenScreensTransition(.to, operation: .push)
        #expect(push.resolved(originalAnswered: true) == .original)
        #expect(push.resolved(originalAnswered: false) == .screensTransition(.to, operation: .push))
        #expect(push.pushedScreen(originalAnswered: true)?.screen == .to)
        #expect(push.pushedScreen(originalAnswered: true)?.pushedByFramework == true)
        #expect(push.pushedScreen(originalAnswered: false)?.pushedByFramework == false)
        let pop = NavigationAnimationAnswer.originalThenScreensTransition(.from, operation: .pop)
        #expect(pop.resolved(originalAnswered: false) == .screensTransition(.from, operation: .pop))
        #expect(pop.pushedScreen(originalAnswered: true) == nil)
        // Final answers are unchanged and remember nothing.
        for final in [NavigationAnimationAnswer.original, .system, .screensTransition(.to, operation: .push)] {
            #expect(final.resolved(originalAnswered: true) == final)
            #expect(final.resolved(originalAnswered: false) == final)
            #expect(final.pushedScreen(originalAnswered: true) == nil)
        }
    }

    // MARK: Modal present attempts

    /// A machine asked to present `1`, its presenter in a window.
    static func presenting() -> PresentationBinding<Int> {
        var machine = PresentationBinding<Int>()
        _ = machine.presenterMoved(toWindow: true)
        #expect(machine.bindingChanged(1) == [.present(1)])
        return machine
    }

    @Test("a present attempt: presents with a free presenter")
    func attemptPresents() {
        var machine = Self.presenting()
        let result = machine.presentAttempted(presenterFound: true, presentsAnother: false, anotherIsBeingDismissed: false)
        #expect(result.attempt == .present)
        #expect(result.actions.isEmpty)
        #expect(machine.screen == .presenting(1))
    }

    @Test("a present attempt: refused by a presenter showing another screen that stays; the binding is written back")
    func attemptRefused() {
        var machine = Self.presenting()
        let result = machine.presentAttempted(presenterFound: true, presentsAnother: true, anotherIsBeingDismissed: false)
        #expect(result.attempt == .refused)
        #expect(result.actions == [.writeBinding(expecting: 1)])
        #expect(machine.screen == .none)
        #expect(AssumptionProbe.modalPresenterIsFree(result.attempt)?.assumption == .modalPresenterIsFree)
    }

    @Test("a present attempt: waits for the other screen's dismissal, or for a presenter, then presents")
    func attemptWaits() {
        var waiting = Self.presenting()
        let other = waiting.presentAttempted(presenterFound: true, presentsAnother: true, anotherIsBeingDismissed: true)
        #expect(other.attempt == .waitForOtherDismissal)
        #expect(other.actions.isEmpty)
        #expect(waiting.isWaitingForPresenter)
        #expect(waiting.presenterBecameFree() == [.present(1)])

        var orphan = Self.presenting()
        let noPresenter = orphan.presentAttempted(presenterFound: false, presentsAnother: false, anotherIsBeingDismissed: false)
        #expect(noPresenter.attempt == .waitForPresenter)
        #expect(orphan.presenterBecameFree() == [.present(1)])
        #expect(AssumptionProbe.modalPresenterIsFree(.waitForPresenter) == nil)
        #expect(AssumptionProbe.modalPresenterIsFree(.present) == nil)
    }

    @Test("a present attempt: the content is gone (the binding moved on), or nothing was being presented")
    func attemptContentGone() {
        var machine = Self.presenting()
        let free = machine.presentAttempted(presenterFound: true, presentsAnother: false, anotherIsBeingDismissed: false)
        #expect(free.attempt == .present, "the presenter is free: the content is built next")
        #expect(machine.contentGone() == [.writeBinding(expecting: 1)])
        #expect(machine.screen == .none)
        var idle = PresentationBinding<Int>()
        let nothing = idle.presentAttempted(presenterFound: true, presentsAnother: false, anotherIsBeingDismissed: false)
        #expect(nothing.attempt == .contentGone)
        #expect(nothing.actions.isEmpty)
    }

    @Test("a presented screen's appearance callbacks: a dismissal begins only when being dismissed; it ended also when unseen")
    func appearance() {
        #expect(PresentedScreenAppearance.dismissalBegins(isBeingDismissed: true))
        #expect(!PresentedScreenAppearance.dismissalBegins(isBeingDismissed: false)) // covered by another presentation
        #expect(PresentedScreenAppearance.presentationEnded(isBeingDismissed: true, hasPresentingViewController: true))
        #expect(PresentedScreenAppearance.presentationEnded(isBeingDismissed: false, hasPresentingViewController: false))
        #expect(!PresentedScreenAppearance.presentationEnded(isBeingDismissed: false, hasPresentingViewController: true))
        #expect(PresentedScreenAppearance.dismissedUnseen(hasPresentingViewController: false, isBeingPresented: false))
        #expect(!PresentedScreenAppearance.dismissedUnseen(hasPresentingViewController: false, isBeingPresented: true))
        #expect(!PresentedScreenAppearance.dismissedUnseen(hasPresentingViewController: true, isBeingPresented: false))
    }

    // MARK: Debug findings

    @Test(
        "a navigation modifier's search: found or not yet in a hierarchy says nothing; every other miss names its modifier and fix"
    )
    func navigationFindings() {
        #expect(AssumptionProbe.navigationModifierFoundStack(miss: nil, placement: .onStack) == nil)
        #expect(AssumptionProbe.navigationModifierFoundStack(miss: .notInHierarchy, placement: .inScreen) == nil)
        let split = AssumptionProbe.navigationModifierFoundStack(miss: .splitView, placement: .onStack)
        #expect(split?.assumption == .swiftUIStackRunsOnNavigationController)
        #expect(split?.detail.hasPrefix("defaultNavigationControllerTransition(_:)") == true)
        #expect(split?.detail.contains(".navigationViewStyle(.stack)") == true)
        let none = AssumptionProbe.navigationModifierFoundStack(miss: .noNavigationController, placement: .inScreen)
        #expect(none?.detail.hasPrefix("navigationControllerTransition(_:)") == true)
        let ambiguous = AssumptionProbe.navigationModifierFoundStack(miss: .ambiguous, placement: .onStack)
        #expect(ambiguous?.detail.contains("two navigation stacks") == true)
        // One message per kind: the subjects differ.
        #expect(Set([split, none, ambiguous].compactMap { $0?.kind }).count == 3)
    }

    @Test("a late destination: the fix depends on whether the stack was prepared; in time says nothing")
    func lateFindings() {
        #expect(AssumptionProbe.destinationDeclaredBeforePush(arrivedLate: false, stackWasPrepared: false) == nil)
        let unprepared = AssumptionProbe.destinationDeclaredBeforePush(arrivedLate: true, stackWasPrepared: false)
        #expect(unprepared?.detail.contains("defaultNavigationControllerTransition(_:)") == true)
        let late = AssumptionProbe.destinationDeclaredBeforePush(arrivedLate: true, stackWasPrepared: true)
        #expect(late?.assumption == .destinationDeclaresBeforePush)
        #expect(late?.kind != unprepared?.kind)
        #expect(AssumptionProbe.dismissActionInsideModalContent(true) == nil)
        #expect(AssumptionProbe.dismissActionInsideModalContent(false)?.assumption == .dismissActionInsideModalContent)
    }
}
