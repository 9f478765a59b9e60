@testable import NavTransitions

/// A test model of what the SwiftUI layer's presentation coordinator meets, around the same Core
/// ``PresentationBinding`` the coordinator uses: the app's binding and SwiftUI's view updates, UIKit's
/// presentation and dismissal transitions, the user's pan and tap, a parent dismissing, a presenter that
/// already presents something else, and the owner being removed.
///
/// What it models, and where that comes from:
/// - a binding read happens in a view update; writing state inside an update is not allowed (SwiftUI logs
///   "Modifying state during view update"), so a write asked for inside one is performed on the next turn;
/// - `present(_:animated:)` from a controller that already presents another one does nothing (UIKit logs
///   "already presenting"): the coordinator checks `presentedViewController` first and reports a refusal,
///   or, when that one is being dismissed, postpones until its dismissal ends;
/// - `present(_:animated:completion:)` while the presenter (or an ancestor) is itself being presented or dismissed,
///   or out of a window, is refused silently: UIKit logs "Attempt to present …" and — widely reported, not
///   documented — never calls the completion (``presenterInTransition``, ``refusesPresents``);
/// - a presentation and a dismissal take time and end once; a user's pan may be cancelled (the screen stays);
///   a tap on the dimming cannot; a parent dismissing ends the presentation without a `willBegin` here;
/// - the modifier's `onDismiss` may change the binding again (an app that presents the next item).
final class HeadlessModalPresenter: ModalPresenterHost {
    enum Transition: Equatable {
        case presenting
        case dismissing(interactive: Bool)
    }

    /// The Core machine, the one the SwiftUI coordinator holds.
    private(set) var machine = PresentationBinding<Int>()
    /// The app's state behind the binding (`item?.id`; `isPresented` is item 1).
    var binding: Int?
    /// What UIKit has presented from the presenter, and the transition it runs.
    private(set) var presented: Int?
    private(set) var transition: Transition?
    /// A controller the presenter presents that is not ours, and whether it is being dismissed.
    enum OtherPresentation: Equatable {
        case none, shown, dismissing
    }

    /// The presenter's other presentation: while shown, UIKit refuses ours for good; while it is being
    /// dismissed, ours must wait for its end.
    private(set) var other = OtherPresentation.none
    /// Presentations postponed while the other one was dismissed.
    private(set) var postponements = 0
    private(set) var presenterInWindow = false
    private(set) var ownerRemoved = false
    /// Binding writes waiting for the next turn (asked for inside a view update).
    private(set) var deferredWrites: [Int] = []
    /// `onDismiss` calls, in order.
    private(set) var dismissReports: [Int] = []
    /// Presentations UIKit accepted.
    private(set) var presentations = 0
    /// Presents UIKit refused silently (no completion, no presented screen).
    private(set) var refusedPresents = 0
    /// How many times the app's content builder ran.
    private(set) var contentBuilds = 0
    /// The presenter is itself being presented or dismissed (a modifier in a sheet whose binding is set in
    /// `onAppear`): UIKit refuses a present from it until ``endPresenterTransition()``.
    private(set) var presenterInTransition = false
    /// UIKit refuses every present for a reason the reading does not show (the model of an unforeseen refusal).
    var refusesPresents = false
    /// Whether the coordinator waits for the presenter's transition to end.
    private(set) var waitsForPresenterTransition = false
    /// The content prepared for the present in progress.
    private var preparedContent: Int?
    /// What `onDismiss` does to the binding, if anything (the app's reaction).
    var onDismiss: ((Int) -> Int??)?
    /// Broken rules, with the step that broke them.
    private(set) var violations: [String] = []
    private var step = "start"

    // MARK: SwiftUI

    /// A view update of the modifier: the binding is read.
    func update(_ label: String = "update") {
        guard !ownerRemoved else { return }
        step = label
        machine.viewUpdateBegan()
        apply(machine.bindingChanged(binding))
        machine.viewUpdateEnded()
    }

    /// The next main-queue turn: the deferred binding writes are performed.
    func flushWrites() {
        step = "flush writes"
        let writes = deferredWrites
        deferredWrites = []
        for id in writes { write(expecting: id) }
    }

    func movePresenter(toWindow isInWindow: Bool) {
        step = "presenter moved to window: \(isInWindow)"
        presenterInWindow = isInWindow
        apply(machine.presenterMoved(toWindow: isInWindow))
    }

    func removeOwner() {
        step = "owner removed"
        ownerRemoved = true
        apply(machine.ownerRemoved())
    }

    /// The presenter's other presentation moves on: none → shown → being dismissed → none.
    func advanceOtherPresentation() {
        switch other {
        case .none:
            step = "other presentation shown"
            other = .shown
        case .shown:
            step = "other presentation dismissing"
            other = .dismissing
        case .dismissing:
            step = "other presentation gone"
            other = .none
            apply(machine.presenterBecameFree())
        }
    }

    /// The presenter's own presentation (or dismissal) begins.
    func beginPresenterTransition() {
        step = "presenter transition began"
        presenterInTransition = true
    }

    /// The presenter's own transition ends: its coordinator's completion resumes a present that waited for it.
    func endPresenterTransition() {
        step = "presenter transition ended"
        presenterInTransition = false
        guard waitsForPresenterTransition else { return }
        waitsForPresenterTransition = false
        apply(machine.presenterBecameFree())
    }

    // MARK: UIKit and the user

    func finishPresentation(completed: Bool = true) {
        guard transition == .presenting else { return }
        step = "presentation ended (completed: \(completed))"
        transition = nil
        if !completed { presented = nil }
        apply(machine.presentationDidEnd(completed: completed))
    }

    /// A pan begins on the presented screen (only when idle: UIKit's gestures wait for the transition).
    @discardableResult
    func beginPan() -> Bool {
        guard presented != nil, transition == nil else { return false }
        step = "pan began"
        transition = .dismissing(interactive: true)
        apply(machine.dismissalWillBegin(interactive: true))
        return true
    }

    func endPan(finishing: Bool) {
        guard transition == .dismissing(interactive: true) else { return }
        step = "pan ended (finishing: \(finishing))"
        if finishing {
            transition = nil
            presented = nil
            apply(machine.dismissalDidEnd())
        } else {
            transition = nil
            apply(machine.dismissalCancelled())
        }
    }

    @discardableResult
    func tapDimming() -> Bool {
        guard presented != nil, transition == nil else { return false }
        step = "tap on the dimming"
        transition = .dismissing(interactive: false)
        apply(machine.dismissalWillBegin(interactive: false))
        return true
    }

    func finishDismissal() {
        guard transition == .dismissing(interactive: false) else { return }
        step = "dismissal ended"
        transition = nil
        presented = nil
        apply(machine.dismissalDidEnd())
    }

    /// The presenter's own presenter dismisses it, and ours with it, without animation for ours.
    func parentDismisses() {
        guard presented != nil else { return }
        step = "parent dismissed"
        transition = nil
        presented = nil
        apply(machine.dismissalDidEnd())
    }

    /// Ends every running transition and performs the pending writes, then updates, until nothing changes.
    func settle(cancelPans: Bool = false) {
        for _ in 0..<20 {
            let before = (presented, transition, binding, deferredWrites, machine, other)
            finishPresentation()
            endPan(finishing: !cancelPans)
            finishDismissal()
            if other == .dismissing { advanceOtherPresentation() }
            flushWrites()
            update("settle update")
            if before == (presented, transition, binding, deferredWrites, machine, other) { return }
        }
        violations.append("never settled: presented \(String(describing: presented)), binding \(String(describing: binding))")
    }

    // MARK: The coordinator's application of Core's actions

    private func apply(_ actions: [PresentationBinding<Int>.Action]) {
        PresentationBinding.run(actions, on: self)
        checkMirror()
    }

    private func write(expecting id: Int) {
        if binding == id { binding = nil }
        apply(machine.bindingWritten())
    }

    /// The machine's view of the screen is the screen.
    // MARK: ModalPresenterHost: each action on the model, as the coordinator applies it

    var presentationBinding: PresentationBinding<Int> {
        get { machine }
        set { machine = newValue }
    }

    /// The presenter is always found and the content always there; another presentation may be shown or
    /// being dismissed.
    func presentationReading(for id: Int) -> ModalPresentationReading {
        if ownerRemoved { violations.append("\(step): presented \(id) after the owner was removed") }
        if presented != nil || transition != nil {
            violations.append(
                "\(step): present(\(id)) while \(String(describing: presented)) is on screen (\(String(describing: transition)))")
        }
        if !presenterInWindow { violations.append("\(step): present(\(id)) with the presenter out of a window") }
        return ModalPresentationReading(
            presenterFound: true, presentsAnother: other != .none, anotherIsBeingDismissed: other == .dismissing,
            presenterIsInTransition: presenterInTransition, presenterIsInWindow: presenterInWindow)
    }

    func prepareContent(for id: Int) -> Bool {
        contentBuilds += 1
        preparedContent = binding == id ? id : nil
        return preparedContent != nil
    }

    func presentAttemptDecided(_ attempt: PresentAttempt) {
        if attempt == .waitForOtherDismissal { postponements += 1 }
    }

    /// UIKit refuses a present from a presenter in a transition (and, in ``refusesPresents``, any present): it
    /// shows nothing and calls no completion.
    func presentContent(_ id: Int) -> Bool {
        defer { preparedContent = nil }
        if preparedContent != id { violations.append("\(step): present(\(id)) without its content prepared") }
        if presenterInTransition || refusesPresents {
            refusedPresents += 1
            return false
        }
        presentations += 1
        presented = id
        transition = .presenting
        return true
    }

    /// The model's other presentation ends when the test advances it (``advanceOtherPresentation()``), which
    /// reports the presenter free.
    var otherDismissalHasTransitionCoordinator: Bool { true }
    func resumeWhenOtherDismissalCompletes() {}
    func resumeOnNextTurn() {}
    /// The presenter's transition ends when the test says (``endPresenterTransition()``).
    var presenterTransitionHasCoordinator: Bool { true }
    func resumeWhenPresenterTransitionCompletes() { waitsForPresenterTransition = true }

    /// The model's presented screen always has its presenter (`dismiss` starts the dismissal, whose start UIKit
    /// reports at once).
    func dismissPresentedScreen() -> Bool {
        if presented == nil || transition != nil {
            violations.append(
                "\(step): dismiss while \(String(describing: presented)) is on screen (\(String(describing: transition)))")
        }
        transition = .dismissing(interactive: false)
        apply(machine.dismissalWillBegin(interactive: false))
        return true
    }

    func writeBinding(expecting id: Int) {
        if ownerRemoved { violations.append("\(step): binding written after the owner was removed") }
        write(expecting: id)
    }

    func writeBindingOnNextTurn(expecting id: Int) {
        if ownerRemoved { violations.append("\(step): binding written after the owner was removed") }
        deferredWrites.append(id)
    }

    func didDismiss(_ id: Int) {
        dismissReports.append(id)
        if let change = onDismiss?(id) { binding = change }
    }

    private func checkMirror() {
        let expected: PresentationBinding<Int>.Screen
        switch (presented, transition) {
        case (nil, _): expected = .none
        case let (id?, nil): expected = .presented(id)
        case (let id?, .presenting?): expected = .presenting(id)
        case let (id?, .dismissing(interactive)?): expected = .dismissing(id, interactive: interactive)
        }
        if machine.screen != expected {
            violations.append("\(step): Core says \(machine.screen), the screen is \(expected)")
        }
    }

    // MARK: Checks

    /// At rest (nothing running, nothing pending): the binding and the screen agree.
    func agreementViolation() -> String? {
        guard transition == nil, deferredWrites.isEmpty else { return "not at rest" }
        if ownerRemoved {
            return presented == nil ? nil : "owner removed but \(presented.map(String.init) ?? "-") is presented"
        }
        if presented == binding { return nil }
        // Waiting for a window is the one allowed disagreement: asked for, not yet presentable.
        if presented == nil, !presenterInWindow { return nil }
        return
            "at rest the binding says \(binding.map(String.init) ?? "nil") and the screen shows \(presented.map(String.init) ?? "nothing")"
    }

    /// Every presentation UIKit accepted has ended with exactly one report, or is the one on screen.
    var reportsBalance: Bool {
        presentations == dismissReports.count + (presented == nil ? 0 : 1)
    }
}
