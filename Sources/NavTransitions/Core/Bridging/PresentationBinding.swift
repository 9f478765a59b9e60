import Foundation

/// Keeps a declarative binding (`isPresented:` or `item:`) and the presentation on screen in agreement.
///
/// A binding names what should be presented (an identity, or nil for nothing); the screen shows what
/// UIKit has presented, and changes only through transitions that take time and that a user can start
/// (a pan, a tap on the dimming), cancel (a pan released short) or that happen elsewhere (a parent
/// dismissing, the app calling `dismiss` directly). This machine takes both sides' events and answers
/// what to do so that, whenever no transition runs, the two agree:
///
/// - the binding asks for an identity and nothing is presented: present it (once the presenter is in a
///   window; never while another transition of this presentation runs);
/// - the binding asks for nothing, or for another identity, while one is presented: dismiss it (a new
///   identity is presented after the dismissal ends);
/// - a presentation ends without the binding having asked (pan, tap on the dimming, a parent dismissing,
///   a refused presentation): write the binding back to nil, then report the dismissal;
/// - the binding asked for nothing and then again for the same identity while a dismissal ran: present
///   it again after the dismissal;
/// - the owner (the view carrying the modifier) is removed: dismiss, and nothing more.
///
/// It is generic over the identity: `item:` uses the item's `id`, `isPresented:` a constant. It is `Sendable`
/// when the identity is (an app's item identifiers need not be: the coordinator lives on the main actor).
///
/// The SwiftUI layer's coordinator is a thin adapter over it: every event becomes one call, and the
/// returned ``Action``s are applied in order. The headless tests drive the same type.
package struct PresentationBinding<ID: Hashable>: Equatable {
    /// What the screen shows, as far as this presentation is concerned.
    package enum Screen: Hashable {
        /// Nothing presented.
        case none
        /// The presentation transition of `ID` runs.
        case presenting(ID)
        /// `ID` is presented and idle.
        case presented(ID)
        /// The dismissal of `ID` runs; `interactive` when a user's gesture drives it (it may be cancelled).
        case dismissing(ID, interactive: Bool)

        /// The identity on screen, whatever its phase; nil for ``none``.
        package var identity: ID? {
            switch self {
            case .none: return nil
            case let .presenting(id), let .presented(id), let .dismissing(id, _): return id
            }
        }
    }

    /// What the adapter does, in order.
    package enum Action: Hashable {
        /// Present the content for this identity (with the modal transition), from the presenter.
        case present(ID)
        /// Dismiss the presented content (programmatically, animated as the update's transaction says).
        case dismiss
        /// Set the binding to nil (`false`) — if it still holds `expecting` (an `item:` binding the app has
        /// set to another item meanwhile keeps that item) — then call ``bindingWritten()``.
        ///
        /// Asked for outside a view update: write now. Until ``bindingWritten()``, a binding read still
        /// holding `expecting` is known to be stale and ignored.
        case writeBinding(expecting: ID)
        /// The same write asked for inside a view update (between ``viewUpdateBegan()`` and
        /// ``viewUpdateEnded()``): SwiftUI forbids changing state during an update, so the adapter performs
        /// it on the next main-queue turn, then calls ``bindingWritten()``.
        case writeBindingOnNextTurn(expecting: ID)
        /// The presentation of this identity ended: call the modifier's `onDismiss`.
        case didDismiss(ID)
    }

    /// What the screen shows.
    package private(set) var screen: Screen = .none
    /// The binding's value as last read (nil: nothing asked for).
    package private(set) var requested: ID?
    /// Whether the presenter (the view carrying the modifier) is in a window, so that UIKit can present from it.
    package private(set) var isPresenterInWindow = false
    /// Whether a presentation was postponed because the presenter's other presentation is being dismissed.
    package private(set) var isWaitingForPresenter = false
    /// Whether the owner was removed: the machine only dismisses from then on.
    package private(set) var isEnded = false
    /// Whether the adapter is inside a SwiftUI view update (writes asked for now wait for the next turn).
    package private(set) var isInViewUpdate = false
    /// A binding write not yet performed: reads still holding this identity are stale.
    package private(set) var pendingWrite: ID?
    /// Whether, since the running dismissal began, the binding has asked for anything but the identity
    /// being dismissed (nil or another identity). If it asks for that identity again by the end, it is
    /// presented again; if it never let go, the dismissal came from elsewhere and the binding is written back.
    private var bindingLetGo = false

    /// A machine with nothing presented and nothing asked for.
    package init() {}

    // MARK: Events from the binding and the presenter

    /// A SwiftUI view update of the modifier began: until ``viewUpdateEnded()``, a binding write is asked
    /// for as ``Action/writeBindingOnNextTurn(expecting:)``.
    package mutating func viewUpdateBegan() {
        isInViewUpdate = true
    }

    /// The view update ended: writes are performed at once again.
    package mutating func viewUpdateEnded() {
        isInViewUpdate = false
    }

    /// The binding was read in a view update (call it on every update; an unchanged value does nothing).
    package mutating func bindingChanged(_ value: ID?) -> [Action] {
        guard !isEnded else { return [] }
        if let pendingWrite {
            if value == pendingWrite { return [] }
            if value == nil { self.pendingWrite = nil }
        }
        requested = value
        if case let .dismissing(id, _) = screen, value != id { bindingLetGo = true }
        return reconcile()
    }

    /// The adapter performed (or dropped, the binding having changed) a ``Action/writeBinding(expecting:)``.
    package mutating func bindingWritten() -> [Action] {
        pendingWrite = nil
        return []
    }

    /// The presenter entered or left a window. A binding that asks while the presenter is out of a window
    /// is presented when it enters one (an `isPresented` that starts `true`).
    package mutating func presenterMoved(toWindow isInWindow: Bool) -> [Action] {
        isPresenterInWindow = isInWindow
        return reconcile()
    }

    /// The owner was removed (the representable was dismantled): dismiss what is presented, now or when its
    /// presentation transition ends; present nothing and write no binding from then on.
    package mutating func ownerRemoved() -> [Action] {
        guard !isEnded else { return [] }
        isEnded = true
        requested = nil
        return reconcile()
    }

    // MARK: Events from UIKit

    /// The presentation transition ended: `completed` false for a cancelled presentation, which counts as
    /// a dismissal.
    package mutating func presentationDidEnd(completed: Bool) -> [Action] {
        guard case let .presenting(id) = screen else { return [] }
        if completed {
            screen = .presented(id)
            return reconcile()
        }
        screen = .none
        bindingLetGo = requested != id
        return finish(id)
    }

    /// UIKit refused the ``Action/present(_:)`` for good (the presenter already presents another screen that
    /// stays): the binding is written back, nothing was shown, no dismissal is reported.
    package mutating func presentRefused() -> [Action] {
        guard case let .presenting(id) = screen else { return [] }
        // `bindingLetGo` is false here: it is only set for a dismissal, and every end resets it.
        screen = .none
        guard requested == id, !isEnded else { return reconcile() }
        return writeBack(id)
    }

    /// UIKit cannot present yet: the presenter's own presented screen (not this one) is being dismissed, and
    /// a presentation started now would be refused. The binding keeps asking; ``presenterBecameFree()``
    /// presents it.
    package mutating func presentPostponed(waitingForPresenter: Bool = true) -> [Action] {
        guard case .presenting = screen else { return [] }
        screen = .none
        isWaitingForPresenter = waitingForPresenter
        return []
    }

    /// The adapter applies a ``Action/present(_:)``, having read the presenter: decides whether it presents now,
    /// waits, or gives up (``PresentAttempt``), and returns the machine's actions for that outcome.
    ///
    /// UIKit refuses a `present` silently — it logs "Attempt to present … while a presentation is in progress"
    /// or "… whose view is not in the window hierarchy" and, as widely reported though not documented, never
    /// calls the completion — while the presenter or one of its ancestors is being presented or dismissed, and
    /// while its view is out of a window. Such a present would leave the screen `presenting` forever: it waits
    /// instead.
    ///
    /// - Parameters:
    ///   - presenterFound: the modifier's controller has a parent screen to present from.
    ///   - presentsAnother: the presenter already presents a screen (`presentedViewController`).
    ///   - anotherIsBeingDismissed: that screen is being dismissed (`isBeingDismissed`).
    ///   - presenterIsInTransition: the presenter or an ancestor is being presented or dismissed
    ///     (`isBeingPresented`, `isBeingDismissed` up its parent chain): wait for that transition's end
    ///     (``PresentAttempt/waitForPresenterTransition``, then ``presenterBecameFree()``).
    ///   - presenterIsInWindow: the presenter's view is in a window: otherwise wait for one
    ///     (``presenterMoved(toWindow:)``).
    /// - Returns: ``PresentAttempt/present`` when the presenter is free: the adapter then builds the content
    ///   (once) and presents it (``PresentationBinding/run(_:on:)``).
    package mutating func presentAttempted(
        presenterFound: Bool, presentsAnother: Bool, anotherIsBeingDismissed: Bool,
        presenterIsInTransition: Bool = false,
        presenterIsInWindow: Bool = true
    ) -> (attempt: PresentAttempt, actions: [Action]) {
        guard case .presenting = screen else { return (.contentGone, []) }
        if !presenterFound { return (.waitForPresenter, presentPostponed()) }
        if presentsAnother {
            return anotherIsBeingDismissed ? (.waitForOtherDismissal, presentPostponed()) : (.refused, presentRefused())
        }
        if presenterIsInTransition { return (.waitForPresenterTransition, presentPostponed()) }
        if !presenterIsInWindow {
            isPresenterInWindow = false
            return (.waitForWindow, presentPostponed(waitingForPresenter: false))
        }
        return (.present, [])
    }

    /// The adapter could not build the content of a ``PresentAttempt/present`` (the binding no longer holds the
    /// identity: an `item:` changed meanwhile; the next view update brings the new one): nothing is presented.
    package mutating func contentGone() -> [Action] {
        presentRefused()
    }

    /// The adapter called `present` and UIKit did not start the presentation (the presented controller has no
    /// presenting controller when the call returns): a refusal the rules above did not foresee. UIKit calls no
    /// completion for it, so waiting would leave the binding stuck: the binding is written back, as for any
    /// refusal (``presentRefused()``), and a debug build says so.
    package mutating func presentDidNotStart() -> [Action] {
        presentRefused()
    }

    /// The modifier's controller moved to a parent screen (`joined`) or left one: joining frees a presentation
    /// that waited for a presenter (``presenterBecameFree()``); leaving changes nothing (the window says when
    /// the presenter is gone, ``presenterMoved(toWindow:)``).
    package mutating func presenterMoved(toParent joined: Bool) -> [Action] {
        guard joined else { return [] }
        return presenterBecameFree()
    }

    /// The presenter's other presentation is gone: a postponed presentation goes ahead.
    package mutating func presenterBecameFree() -> [Action] {
        guard isWaitingForPresenter else { return [] }
        isWaitingForPresenter = false
        return reconcile()
    }

    /// A dismissal of the presented screen began: a user's gesture (`interactive` when it may still be
    /// cancelled), a parent dismissing, the app, or the adapter's own ``Action/dismiss``.
    package mutating func dismissalWillBegin(interactive: Bool) -> [Action] {
        switch screen {
        case .none:
            return []
        case let .presenting(id), let .presented(id):
            screen = .dismissing(id, interactive: interactive)
            bindingLetGo = requested != id
        case let .dismissing(id, _):
            screen = .dismissing(id, interactive: interactive)
        }
        return []
    }

    /// An interactive dismissal was cancelled (the pan released short): the screen is presented again, and
    /// whatever the binding asked meanwhile applies now.
    package mutating func dismissalCancelled() -> [Action] {
        guard case let .dismissing(id, _) = screen else { return [] }
        screen = .presented(id)
        bindingLetGo = false
        return reconcile()
    }

    /// The adapter carried out ``Action/dismiss``: `presentingFound` when the presented screen still had a
    /// presenting controller to dismiss it (its dismissal reports its own events from then on); without one
    /// the screen is already gone, and this is its end (``dismissalDidEnd()``).
    package mutating func dismissRequested(presentingFound: Bool) -> [Action] {
        guard !presentingFound else { return [] }
        return dismissalDidEnd()
    }

    /// The presented screen is gone, however it went (the end of any dismissal, a parent dismissing, the
    /// presented controller freed). Reported once; later reports do nothing.
    package mutating func dismissalDidEnd() -> [Action] {
        guard let id = screen.identity else { return [] }
        if case .dismissing = screen {} else { bindingLetGo = requested != id }
        screen = .none
        return finish(id)
    }

    // MARK: Decisions

    /// The end of a presentation of `id`: write the binding back when it never let go, report the
    /// dismissal, then present what the binding asks for now.
    private mutating func finish(_ id: ID) -> [Action] {
        var actions: [Action] = []
        if requested == id, !bindingLetGo, !isEnded { actions += writeBack(id) }
        bindingLetGo = false
        actions.append(.didDismiss(id))
        return actions + reconcile()
    }

    private mutating func writeBack(_ id: ID) -> [Action] {
        requested = nil
        pendingWrite = id
        return [isInViewUpdate ? .writeBindingOnNextTurn(expecting: id) : .writeBinding(expecting: id)]
    }

    /// With no transition running, moves the screen toward what the binding asks.
    private mutating func reconcile() -> [Action] {
        switch screen {
        case .none:
            guard !isEnded, isPresenterInWindow, !isWaitingForPresenter, let id = requested else { return [] }
            screen = .presenting(id)
            return [.present(id)]
        case let .presented(id):
            guard isEnded || requested != id else { return [] }
            screen = .dismissing(id, interactive: false)
            bindingLetGo = true
            return [.dismiss]
        case .presenting, .dismissing:
            return []
        }
    }
}

/// What a modal modifier's adapter does with a ``PresentationBinding/Action/present(_:)`` (see
/// ``PresentationBinding/presentAttempted(presenterFound:hasContent:presentsAnother:anotherIsBeingDismissed:)``).
package enum PresentAttempt: Sendable, Hashable, CaseIterable {
    /// Present the content now.
    case present
    /// The presenter's other screen is being dismissed: call ``PresentationBinding/presenterBecameFree()`` when
    /// its transition completes.
    case waitForOtherDismissal
    /// The modifier's controller has no parent screen yet: call ``PresentationBinding/presenterBecameFree()`` when
    /// it joins one.
    case waitForPresenter
    /// The presenter or an ancestor is being presented or dismissed (UIKit would refuse the present and never call
    /// its completion): call ``PresentationBinding/presenterBecameFree()`` when that transition completes.
    case waitForPresenterTransition
    /// The presenter's view is out of a window: ``PresentationBinding/presenterMoved(toWindow:)`` presents it.
    case waitForWindow
    /// The presenter shows another screen that stays: nothing is presented, the binding is written back, and a
    /// debug build says why.
    case refused
    /// The binding no longer holds the identity: nothing is presented; the next view update brings what it holds.
    case contentGone
    /// UIKit did not start the presentation it was asked for: the binding is written back, and a debug build says
    /// why (``PresentationBinding/presentDidNotStart()``).
    case didNotStart
}

/// What a presented hosting controller's appearance callbacks mean for its presentation. UIKit sends them for
/// every way a presentation ends — the app's dismiss, a pan, a tap on the dimming, a parent dismissing — so the
/// presentation needs no swizzling and no presentation-controller subclass to hear its end.
package enum PresentedScreenAppearance {
    /// `viewWillDisappear`: a dismissal of the screen begins only when it is being dismissed (covered by
    /// another presentation, it disappears and stays presented).
    package static func dismissalBegins(isBeingDismissed: Bool) -> Bool {
        isBeingDismissed
    }

    /// `viewDidDisappear`: the presentation has ended when the screen was being dismissed, or when it has no
    /// presenting controller any more (a parent dismissed the chain).
    package static func presentationEnded(isBeingDismissed: Bool, hasPresentingViewController: Bool) -> Bool {
        isBeingDismissed || !hasPresentingViewController
    }

    /// The presenting screen appears again, or the binding is read: a presented screen that has no presenting
    /// controller and is not on its way in went away unseen (a parent dismissed a chain above it without
    /// animation for it).
    package static func dismissedUnseen(hasPresentingViewController: Bool, isBeingPresented: Bool) -> Bool {
        !hasPresentingViewController && !isBeingPresented
    }
}

extension PresentationBinding: Sendable where ID: Sendable {}
extension PresentationBinding.Screen: Sendable where ID: Sendable {}
extension PresentationBinding.Action: Sendable where ID: Sendable {}
