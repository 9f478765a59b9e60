#if canImport(UIKit)
import UIKit

/// The delegate of a ``DimmingPresentationController`` that also hears a sheet's detent changes.
///
/// Set it as the presentation controller's `delegate`: the same object hears the adaptive delegate's
/// dismissal messages (`presentationControllerShouldDismiss(_:)`, `…DidDismiss(_:)`, …), as
/// `UISheetPresentationControllerDelegate` refines `UIAdaptivePresentationControllerDelegate`.
@MainActor
public protocol DimmingPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent: a drag released on it, or a VoiceOver action on the grabber.
    ///
    /// Called at the release, when the target is known: read ``DimmingPresentationController/selectedDetent``.
    /// Not called for ``DimmingPresentationController/setSelectedDetent(_:animated:)`` or
    /// ``DimmingPresentationController/setLayout(_:animated:)``, as UIKit's sheet does not call its delegate for
    /// a change made by code.
    func presentationControllerDidChangeSelectedDetent(_ presentationController: DimmingPresentationController)
}

extension UIViewController {
    /// The presentation controller that presents this screen, or the presented screen it is part of (a child
    /// of a presented navigation controller), when it is a ``DimmingPresentationController``; nil otherwise.
    ///
    /// Typed access to a sheet while it is up: `dimmingPresentationController?.setSelectedDetent(.large,
    /// animated: true)`. It never creates a presentation controller (reading UIKit's `presentationController`
    /// on a screen that is not presented creates one).
    public var dimmingPresentationController: DimmingPresentationController? {
        let root = ViewTreeSearch.ancestor(from: self, next: \.parent) { _ in false }
        // stays in UIKit: reads UIKit: presentationController on a screen not presented creates one
        guard root.presentingViewController != nil else { return nil }
        return root.presentationController as? DimmingPresentationController
    }

    /// This screen's own presentation controller while it is presented (or being presented), nil otherwise —
    /// never created by the read: UIKit's `presentationController` on a screen that was never presented creates
    /// one, which UIKit may then keep (a `modalPresentationStyle` set afterwards would be ignored). A child screen
    /// (pushed in a presented navigation controller) is not presented itself, although its `presentingViewController`
    /// is its presented ancestor's ("the view controller that presented this view controller (or its farthest
    /// ancestor)", UIViewController.h): nil for it too.
    var presentationControllerIfPresented: UIPresentationController? {
        // stays in UIKit: reads UIKit: presentationController on a screen not presented (or a child) creates one
        guard isPresentedItself else { return nil }
        return presentationController
    }

    /// Whether this screen is presented itself (or being presented): it has a presenting view controller and no
    /// parent. A child screen has its presented ancestor's `presentingViewController` (UIViewController.h).
    var isPresentedItself: Bool {
        parent == nil && presentingViewController != nil
    }
}
#endif
