import Foundation

/// A SwiftUI modal modifier's coordinator as Core drives it: one UIKit call per ``PresentationBinding/Action``.
///
/// `ModalPresentationCoordinator` implements it over UIKit's presentation calls; the tests' headless modal
/// presenter implements it over its model. Both apply Core's actions with ``PresentationBinding/run(_:on:)``,
/// which feeds the dismissal's answer back to the binding (``PresentationBinding/dismissRequested(presentingFound:)``)
/// and runs the actions it returns before the remaining ones.
package protocol ModalPresenterHost<ID>: AnyObject {
    /// The identity of a presented item.
    associatedtype ID: Hashable
    /// The presentation's state machine (changed by Core between host calls, never during one).
    var presentationBinding: PresentationBinding<ID> { get set }
    /// What the presenter shows now, read for an attempt to present `id` (``PresentationBinding/presentAttempted(presenterFound:presentsAnother:anotherIsBeingDismissed:presenterIsInTransition:presenterIsInWindow:)``).
    func presentationReading(for id: ID) -> ModalPresentationReading
    /// Core's answer to the attempt, before it is applied, and ``PresentAttempt/didNotStart`` when UIKit did not
    /// start a present (a debug probe reads it).
    func presentAttemptDecided(_ attempt: PresentAttempt)
    /// Builds the content for `id` — once per present: the app's content builder runs here — and keeps it for
    /// ``presentContent(_:)``; false when the binding no longer holds `id` (nothing is presented).
    func prepareContent(for id: ID) -> Bool
    /// `presenter.present(_:animated:completion:)` of a hosting controller for the prepared content with the modal
    /// transition; the completion reports ``PresentationBinding/presentationDidEnd(completed:)``. Returns whether
    /// UIKit started the presentation (the hosting controller has a presenting controller when the call returns):
    /// a refused present calls no completion (``PresentationBinding/presentDidNotStart()``).
    func presentContent(_ id: ID) -> Bool
    /// Whether the presenter's other screen, being dismissed, has a `transitionCoordinator`.
    var otherDismissalHasTransitionCoordinator: Bool { get }
    /// Reports ``PresentationBinding/presenterBecameFree()`` once the other screen's dismissal completes (its
    /// coordinator's completion, then the next main-queue turn).
    func resumeWhenOtherDismissalCompletes()
    /// Whether the transition the presenter (or an ancestor) is in has a `transitionCoordinator`.
    var presenterTransitionHasCoordinator: Bool { get }
    /// Reports ``PresentationBinding/presenterBecameFree()`` once the presenter's (or its ancestor's) transition
    /// completes (its coordinator's completion, then the next main-queue turn).
    func resumeWhenPresenterTransitionCompletes()
    /// Reports ``PresentationBinding/presenterBecameFree()`` on the next main-queue turn (a dismissal without a
    /// coordinator runs without animation and is over by then).
    func resumeOnNextTurn()
    /// `presentingViewController.dismiss(animated:)` of the presented screen; false when it has no presenting
    /// controller any more (the screen is already gone).
    func dismissPresentedScreen() -> Bool
    /// Sets the binding to nil if it still holds `id`, then tells the binding (``PresentationBinding/bindingWritten()``).
    func writeBinding(expecting id: ID)
    /// The same write, on the next main-queue turn (a view update forbids it now).
    func writeBindingOnNextTurn(expecting id: ID)
    /// The presentation of `id` ended: forget the presented screen and call the modifier's `onDismiss`.
    func didDismiss(_ id: ID)
}

/// What the presenter shows when a presentation is attempted.
package struct ModalPresentationReading: Sendable, Hashable {
    /// The modifier's controller has a parent screen to present from.
    package var presenterFound: Bool
    /// The presenter already presents another screen.
    package var presentsAnother: Bool
    /// That other screen is being dismissed.
    package var anotherIsBeingDismissed: Bool
    /// The presenter or an ancestor is being presented or dismissed.
    package var presenterIsInTransition: Bool
    /// The presenter's view is in a window.
    package var presenterIsInWindow: Bool

    /// A reading.
    package init(
        presenterFound: Bool, presentsAnother: Bool, anotherIsBeingDismissed: Bool, presenterIsInTransition: Bool = false,
        presenterIsInWindow: Bool = true
    ) {
        self.presenterFound = presenterFound
        self.presentsAnother = presentsAnother
        self.anotherIsBeingDismissed = anotherIsBeingDismissed
        self.presenterIsInTransition = presenterIsInTransition
        self.presenterIsInWindow = presenterIsInWindow
    }
}

extension PresentationBinding {
    /// Reads the presenter, asks the binding whether to present now, wait or give up
    /// (``presentAttempted(presenterFound:presentsAnother:anotherIsBeingDismissed:presenterIsInTransition:presenterIsInWindow:)``),
    /// applies the answer, then runs the actions the attempt returned. Presenting builds the content once, then
    /// presents it; a present UIKit did not start is a refusal (``presentDidNotStart()``). Waiting for another
    /// screen's dismissal, or for the presenter's own transition, resumes when its coordinator completes, or on the
    /// next turn without one (``TransitionEndObservation``).
    private static func runPresentAttempt(_ id: ID, on host: some ModalPresenterHost<ID>) {
        let reading = host.presentationReading(for: id)
        let (attempt, actions) = host.presentationBinding.presentAttempted(
            presenterFound: reading.presenterFound, presentsAnother: reading.presentsAnother,
            anotherIsBeingDismissed: reading.anotherIsBeingDismissed, presenterIsInTransition: reading.presenterIsInTransition,
            presenterIsInWindow: reading.presenterIsInWindow
        )
        switch attempt {
        case .present:
            guard host.prepareContent(for: id) else {
                host.presentAttemptDecided(.contentGone)
                return run(host.presentationBinding.contentGone(), on: host)
            }
            host.presentAttemptDecided(attempt)
            guard host.presentContent(id) else {
                host.presentAttemptDecided(.didNotStart)
                return run(host.presentationBinding.presentDidNotStart(), on: host)
            }
        case .waitForOtherDismissal:
            host.presentAttemptDecided(attempt)
            switch TransitionEndObservation(hasCoordinator: host.otherDismissalHasTransitionCoordinator) {
            case .whenCoordinatorCompletes: host.resumeWhenOtherDismissalCompletes()
            case .now: host.resumeOnNextTurn()
            }
        case .waitForPresenterTransition:
            host.presentAttemptDecided(attempt)
            switch TransitionEndObservation(hasCoordinator: host.presenterTransitionHasCoordinator) {
            case .whenCoordinatorCompletes: host.resumeWhenPresenterTransitionCompletes()
            case .now: host.resumeOnNextTurn()
            }
        case .waitForPresenter, .waitForWindow, .refused, .contentGone, .didNotStart:
            host.presentAttemptDecided(attempt)
        }
        run(actions, on: host)
    }

    /// Applies `actions` on `host` in order, one host call per action; a dismissal's answer goes back to the
    /// binding at once and its actions run before the remaining ones.
    package static func run(_ actions: [Action], on host: some ModalPresenterHost<ID>) {
        for action in actions {
            switch action {
            case let .present(id):
                runPresentAttempt(id, on: host)
            case .dismiss:
                let presentingFound = host.dismissPresentedScreen()
                run(host.presentationBinding.dismissRequested(presentingFound: presentingFound), on: host)
            case let .writeBinding(expecting: id):
                host.writeBinding(expecting: id)
            case let .writeBindingOnNextTurn(expecting: id):
                host.writeBindingOnNextTurn(expecting: id)
            case let .didDismiss(id):
                host.didDismiss(id)
            }
        }
    }
}
