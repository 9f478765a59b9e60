#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// What a presented hosting controller reports about its own dismissal.
@MainActor
protocol ModalHostingControllerEvents: AnyObject {
    /// A dismissal of the controller began; `interactive` when a gesture drives it.
    func modalHostingControllerDismissalWillBegin(interactive: Bool)
    /// An interactive dismissal was cancelled: the controller stays presented.
    func modalHostingControllerDismissalCancelled()
    /// The controller is no longer presented.
    func modalHostingControllerDidDismiss()
}

/// The hosting controller a modal transition presents: it reports every way its presentation ends (the
/// dismiss pan, a tap on the dimming, the app, a parent dismissing) from its own appearance callbacks,
/// which UIKit sends for all of them — no swizzling, no presentation-controller subclass needed.
final class ModalHostingController<Content: View>: UIHostingController<Content>, PreferredContentSizeIsIdealSize {
    /// Retained until the dismissal is reported: the coordinator must outlive a modifier removed meanwhile.
    var events: ModalHostingControllerEvents?

    /// On iOS 16 and later the hosting controller's `preferredContentSize` follows SwiftUI's ideal size
    /// (`sizingOptions`), so a sheet's `.fitting` detent follows content that SwiftUI lays out again (a text-size
    /// change, new rows): the presentation controller hears `preferredContentSizeDidChange` and measures the view
    /// again at the sheet's width (the ideal size itself is measured without a width: ``PreferredContentSizeIsIdealSize``).
    override func viewDidLoad() {
        super.viewDidLoad()
        // stays in UIKit: API availability (iOS 16)
        if #available(iOS 16.0, *) { sizingOptions = .preferredContentSize }
    }

    /// iOS 15 has no `sizingOptions`: the presentation is measured again once SwiftUI has laid the content out
    /// (the first measurement may come before SwiftUI's layout).
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // stays in UIKit: API availability (before iOS 16)
        if #available(iOS 16.0, *) { return }
        // stays in UIKit: identity of a UIKit object: the library's presentation controller
        guard let controller = presentationController as? DimmingPresentationController else { return }
        controller.measurePresentedContent() // a card
        controller.containerView?.setNeedsLayout() // a `.fitting` detent, measured in the layout pass
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // stays in UIKit: applies PresentedScreenAppearance.dismissalBegins
        guard PresentedScreenAppearance.dismissalBegins(isBeingDismissed: isBeingDismissed) else { return }
        let coordinator = transitionCoordinator
        events?.modalHostingControllerDismissalWillBegin(interactive: coordinator?.isInteractive ?? false)
        // A cancelled dismissal sends no viewDidDisappear: its coordinator's completion says so. (Without a
        // coordinator the dismissal is not animated and cannot be cancelled.)
        coordinator?.animate(alongsideTransition: nil) { [weak self] context in
            // stays in UIKit: reads UIKit: the coordinator's isCancelled
            guard context.isCancelled else { return }
            self?.events?.modalHostingControllerDismissalCancelled()
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // stays in UIKit: applies PresentedScreenAppearance.presentationEnded
        guard
            PresentedScreenAppearance.presentationEnded(
                isBeingDismissed: isBeingDismissed, hasPresentingViewController: presentingViewController != nil
            )
        else { return }
        reportDismissed()
    }

    /// Reports the end once and lets the coordinator go.
    func reportDismissed() {
        let events = self.events
        self.events = nil
        events?.modalHostingControllerDidDismiss()
    }
}
#endif
