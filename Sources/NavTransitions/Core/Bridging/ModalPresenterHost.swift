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
    /// What the presenter shows now, read for an attempt to present `id` (``PresentationBinding/presentAttempted(presenterFound:hasContent:presentsAnother:anotherIsBeingDismissed:)``).
    func presentationReading(for id: ID) -> ModalPresentationReading
    /// Core's answer to the attempt, before it is applied (a debug probe reads it).
    func presentAttemptDecided(_ attempt: PresentAttempt)
    /// `presenter.present(_:animated:completion:)` of a hosting controller for `id`'s content with the modal
    /// transition; the completion reports ``PresentationBinding/presentationDidEnd(completed:)``.
    func presentContent(_ id: ID)
    /// Whether the presenter's other screen, being dismissed, has a `transitionCoordinator`.
    var otherDismissalHasTransitionCoordinator: Bool { get }
    /// Reports ``PresentationBinding/presenterBecameFree()`` once the other screen's dismissal completes (its
    /// coordinator's completion, then the next main-queue turn).
    func resumeWhenOtherDismissalCompletes()
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
    /// The binding still gives content for the identity.
    package var hasContent: Bool
    /// The presenter already presents another screen.
    package var presentsAnother: Bool
    /// That other screen is being dismissed.
    package var anotherIsBeingDismissed: Bool

    /// A reading.
    package init(presenterFound: Bool, hasContent: Bool, presentsAnother: Bool, anotherIsBeingDismissed: Bool) {
        self.presenterFound = presenterFound
        self.hasContent = hasContent
        self.presentsAnother = presentsAnother
        self.anotherIsBeingDismissed = anotherIsBeingDismissed
    }
}

extension PresentationBinding {
    /// Reads the presenter, asks the binding whether to present now, wait or give up
    /// (``presentAttempted(presenterFound:hasContent:presentsAnother:anotherIsBeingDismissed:)``), applies the
    /// answer, then runs the actions the attempt returned. Waiting for another screen's dismissal resumes when
    /// its coordinator completes, or on the next turn without one (``TransitionEndObservation``).
    private static func runPresentAttempt(_ id: ID, on host: some ModalPresenterHost<ID>) {
        let reading = host.presentationReading(for: id)
        let (attempt, actions) = host.presentationBinding.presentAttempted(
            presenterFound: reading.presenterFound, hasContent: reading.hasContent,
            presentsAnother: reading.presentsAnother, anotherIsBeingDismissed: reading.anotherIsBeingDismissed
        )
        host.presentAttemptDecided(attempt)
        switch attempt {
        case .present:
            host.presentContent(id)
        case .waitForOtherDismissal:
            switch TransitionEndObservation(hasCoordinator: host.otherDismissalHasTransitionCoordinator) {
            case .whenCoordinatorCompletes: host.resumeWhenOtherDismissalCompletes()
            case .now: host.resumeOnNextTurn()
            }
        case .waitForPresenter, .refused, .contentGone:
            break
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
