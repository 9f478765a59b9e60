#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The representable behind the modal modifiers: the binding's value as an identity, the content for it,
/// the transition, and how to write the binding back.
struct ModalTransitionPresenter<ID: Hashable, Content: View>: UIViewControllerRepresentable {
    let transition: ModalTransition
    /// The binding's value: `true` for `isPresented`, the item's `id` for `item`; nil for nothing.
    let requested: ID?
    /// The content for an identity, while the binding still holds it.
    let content: (ID) -> Content?
    /// Sets the binding to nil (false) if it still holds the identity.
    let writeBack: (ID) -> Void
    let onDismiss: (() -> Void)?

    func makeCoordinator() -> ModalPresentationCoordinator<ID, Content> {
        ModalPresentationCoordinator()
    }

    func makeUIViewController(context: Context) -> ModalPresenterController {
        context.coordinator.presenterController
    }

    func updateUIViewController(_ controller: ModalPresenterController, context: Context) {
        context.coordinator.update(with: self, animated: !context.transaction.disablesAnimations)
    }

    static func dismantleUIViewController(
        _ controller: ModalPresenterController, coordinator: ModalPresentationCoordinator<ID, Content>
    ) {
        coordinator.ownerRemoved()
    }
}

/// The invisible controller of a modal modifier: its parent is the screen that presents, and its view
/// says when that screen is in a window.
final class ModalPresenterController: UIViewController {
    /// Called when the view enters (true) or leaves (false) a window.
    var windowChanged: ((Bool) -> Void)?
    /// Called when the presenting screen appears again (a presentation above may have ended unseen).
    var didAppear: (() -> Void)?
    /// Called when the controller joins a parent screen (true; a presentation may wait for one) or leaves it.
    var parentChanged: ((Bool) -> Void)?

    override func loadView() {
        let view = WindowObservingView()
        view.isUserInteractionEnabled = false
        view.accessibilityElementsHidden = true
        view.windowChanged = { [weak self] isInWindow in self?.windowChanged?(isInWindow) }
        self.view = view
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        didAppear?()
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        parentChanged?(parent != nil)
    }
}

/// A view that reports entering and leaving a window.
final class WindowObservingView: UIView {
    var windowChanged: ((Bool) -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowChanged?(window != nil)
    }
}

/// The coordinator of one modal modifier: a thin adapter over Core's ``PresentationBinding``. Each SwiftUI
/// update, window change and UIKit callback becomes one event; the returned actions are applied in order.
@MainActor
final class ModalPresentationCoordinator<ID: Hashable, Content: View>: ModalHostingControllerEvents {
    let presenterController = ModalPresenterController()
    private var machine = PresentationBinding<ID>()
    private var latest: ModalTransitionPresenter<ID, Content>?
    private var presented: ModalHostingController<ModalTransitionRoot<Content>>?
    /// The content built for the present in progress (``prepareContent(for:)``), handed to ``presentContent(_:)``.
    private var preparedContent: Content?
    private var animated = true

    init() {
        presenterController.windowChanged = { [weak self] isInWindow in
            guard let self else { return }
            apply(machine.presenterMoved(toWindow: isInWindow))
        }
        presenterController.didAppear = { [weak self] in self?.noticeUnseenDismissal() }
        presenterController.parentChanged = { [weak self] joined in
            guard let self else { return }
            apply(machine.presenterMoved(toParent: joined))
        }
    }

    // MARK: Events

    func update(with presenter: ModalTransitionPresenter<ID, Content>, animated: Bool) {
        latest = presenter
        self.animated = animated
        machine.viewUpdateBegan()
        defer { machine.viewUpdateEnded() }
        // stays in UIKit: reads UIKit: the presented controller and content may be gone
        if let presented, let id = machine.screen.identity, let content = presenter.content(id) {
            presented.rootView = root(content)
            // The setter changes nothing for the value the screen has (Core's ModalTransitionAssignment).
            presented.modalTransition = presenter.transition
        }
        noticeUnseenDismissal()
        apply(machine.bindingChanged(presenter.requested))
    }

    func ownerRemoved() {
        apply(machine.ownerRemoved())
    }

    func modalHostingControllerDismissalWillBegin(interactive: Bool) {
        apply(machine.dismissalWillBegin(interactive: interactive))
    }

    func modalHostingControllerDismissalCancelled() {
        apply(machine.dismissalCancelled())
    }

    func modalHostingControllerDidDismiss() {
        apply(machine.dismissalDidEnd())
    }

    /// The presented screen went away without telling (a parent dismissed a chain above it unseen).
    private func noticeUnseenDismissal() {
        // stays in UIKit: applies PresentedScreenAppearance.dismissedUnseen on a controller that may be gone
        guard let presented,
            PresentedScreenAppearance.dismissedUnseen(
                hasPresentingViewController: presented.presentingViewController != nil,
                isBeingPresented: presented.isBeingPresented
            )
        else { return }
        presented.reportDismissed()
    }

    /// The content's dismiss action: the binding lets go, as if the app had set it.
    private func dismissFromContent() {
        guard let id = machine.screen.identity else { return }
        latest?.writeBack(id)
        apply(machine.bindingChanged(nil))
    }

    // MARK: Applying Core's actions

    /// Applies Core's actions: Core's ``PresentationBinding/run(_:on:)`` calls this coordinator back, one UIKit
    /// call per action.
    private func apply(_ actions: [PresentationBinding<ID>.Action]) {
        PresentationBinding.run(actions, on: self)
    }

    private func writeBack(_ id: ID) {
        latest?.writeBack(id)
        apply(machine.bindingWritten())
    }

    private func root(_ content: Content) -> ModalTransitionRoot<Content> {
        ModalTransitionRoot(content: content, dismiss: ModalTransitionDismissAction { [weak self] in self?.dismissFromContent() })
    }
}

extension ModalPresentationCoordinator: @preconcurrency ModalPresenterHost {
    var presentationBinding: PresentationBinding<ID> {
        get { machine }
        set { machine = newValue }
    }

    func presentationReading(for id: ID) -> ModalPresentationReading {
        let presenter = presenterController.parent
        let other = presenter?.presentedViewController
        return ModalPresentationReading(
            presenterFound: presenter != nil, presentsAnother: other != nil,
            anotherIsBeingDismissed: other?.isBeingDismissed ?? false,
            presenterIsInTransition: presenterTransitionOwner != nil,
            presenterIsInWindow: presenter?.viewIfLoaded?.window != nil)
    }

    /// The presenter, or the first of its ancestors, that is being presented or dismissed (UIKit refuses a present
    /// from it until that transition ends); nil when none is.
    private var presenterTransitionOwner: UIViewController? {
        guard let presenter = presenterController.parent else { return nil }
        let owner = ViewTreeSearch.ancestor(from: presenter, next: \.parent) { $0.isBeingPresented || $0.isBeingDismissed }
        // stays in UIKit: reads UIKit: the walk ends at the root when no screen is in a transition
        return owner.isBeingPresented || owner.isBeingDismissed ? owner : nil
    }

    func presentAttemptDecided(_ attempt: PresentAttempt) {
        AssumptionLog.check(AssumptionProbe.modalPresenterIsFree(attempt))
    }

    /// The app's content builder runs once per present, here.
    func prepareContent(for id: ID) -> Bool {
        preparedContent = latest?.content(id)
        return preparedContent != nil
    }

    func presentContent(_ id: ID) -> Bool {
        defer { preparedContent = nil }
        guard let presenter = presenterController.parent, let latest, let content = preparedContent else { return false }
        let controller = ModalHostingController(rootView: root(content))
        controller.modalTransition = latest.transition
        controller.events = self
        presented = controller
        presenter.present(controller, animated: animated) { [weak self] in
            guard let self else { return }
            AssumptionLog.check(AssumptionProbe.refusedPresentCallsNoCompletion(isPresenting: machine.screen == .presenting(id)))
            apply(machine.presentationDidEnd(completed: true))
        }
        // UIKit sets the presenting controller inside `present` when it starts the presentation; a refused one
        // ("Attempt to present …") leaves it nil and never calls the completion.
        let started = controller.presentingViewController != nil
        // stays in UIKit: reads UIKit: a present UIKit did not start leaves no presented screen behind
        if !started { presented = nil }
        return started
    }

    /// The presenter's other screen, which is being dismissed.
    private var otherCoordinator: (any UIViewControllerTransitionCoordinator)? {
        presenterController.parent?.presentedViewController?.transitionCoordinator
    }

    var otherDismissalHasTransitionCoordinator: Bool {
        let exists = otherCoordinator != nil
        AssumptionLog.check(AssumptionProbe.transitionCoordinator(exists: exists, for: .presenterDismissal))
        return exists
    }

    func resumeWhenOtherDismissalCompletes() {
        let resume = resumption
        otherCoordinator?.animate(alongsideTransition: nil) { _ in DispatchQueue.main.async(execute: resume) }
    }

    func resumeOnNextTurn() {
        DispatchQueue.main.async(execute: resumption)
    }

    var presenterTransitionHasCoordinator: Bool {
        let exists = presenterTransitionOwner?.transitionCoordinator != nil
        AssumptionLog.check(AssumptionProbe.transitionCoordinator(exists: exists, for: .presenterTransition))
        return exists
    }

    func resumeWhenPresenterTransitionCompletes() {
        let resume = resumption
        presenterTransitionOwner?.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
            DispatchQueue.main.async(execute: resume)
        }
    }

    /// Tells the binding that the presenter is free.
    private var resumption: @MainActor @Sendable () -> Void {
        { [weak self] in
            guard let self else { return }
            apply(machine.presenterBecameFree())
        }
    }

    func dismissPresentedScreen() -> Bool {
        let presenting = presented?.presentingViewController
        presenting?.dismiss(animated: animated)
        return presenting != nil
    }

    func writeBinding(expecting id: ID) {
        writeBack(id)
    }

    func writeBindingOnNextTurn(expecting id: ID) {
        DispatchQueue.main.async { [weak self] in self?.writeBack(id) }
    }

    func didDismiss(_ id: ID) {
        presented = nil
        latest?.onDismiss?()
    }
}

/// The root of presented content: the content with its dismiss action in the environment.
struct ModalTransitionRoot<Content: View>: View {
    let content: Content
    let dismiss: ModalTransitionDismissAction

    var body: some View {
        content.environment(\.modalTransitionDismissAction, dismiss)
    }
}
#endif
