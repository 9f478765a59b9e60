#if canImport(UIKit)
// `@preconcurrency`: the iOS 15/16 SDKs import `UIAccessibilityTraits.adjustable` as a mutable global (a C
// `extern`), which Swift 6 refuses to read without it; newer SDKs declare it a constant.
@preconcurrency import UIKit

/// A sheet's grabber: the capsule (drawn when the sheet prefers it) and the accessibility element that moves
/// the sheet between detents and dismisses it (present even when not drawn, with several detents). It spans the
/// grabber's band and takes no touches: the presentation's pan moves the sheet from there.
@MainActor
final class SheetGrabberView: UIView {
    // The UIAccessibilityAction methods are declared on NSObject, outside the main actor; UIKit calls them on the
    // main thread. The target is set once, on the main actor, before the view is on screen.
    /// The presentation controller, answering the grabber's selectors.
    nonisolated(unsafe) weak var actionTarget: NSObject?
    private let capsule = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isUserInteractionEnabled = false
        isHidden = true
        capsule.backgroundColor = .tertiaryLabel
        capsule.layer.cornerRadius = SheetGrabber.size.height / 2
        addSubview(capsule)
        accessibilityLabel = SheetGrabber.accessibilityLabel
    }

    var capsuleFrame: CGRect {
        get { capsule.frame }
        set { capsule.frame = newValue }
    }

    /// Shows Core's grabber state; nil removes the grabber (not a sheet, or dismissed).
    func apply(_ state: SheetGrabberState?) {
        isHidden = !(state?.isAccessibilityElement ?? false) && !(state?.isVisible ?? false)
        capsule.isHidden = !(state?.isVisible ?? false)
        isAccessibilityElement = state?.isAccessibilityElement ?? false
        accessibilityValue = state?.accessibilityValue
        accessibilityTraits = (state?.isAdjustable ?? false) ? [.adjustable] : []
        accessibilityCustomActions = (state?.offersDismissAction ?? false)
            ? [UIAccessibilityCustomAction(name: SheetGrabber.dismissActionName, target: actionTarget,
                                           selector: #selector(DimmingPresentationController.grabberDismiss))]
            : nil
    }

    override func accessibilityIncrement() {
        _ = actionTarget?.perform(#selector(DimmingPresentationController.grabberIncrement))
    }

    override func accessibilityDecrement() {
        _ = actionTarget?.perform(#selector(DimmingPresentationController.grabberDecrement))
    }

    override func accessibilityActivate() -> Bool {
        let result = actionTarget?.perform(#selector(DimmingPresentationController.grabberActivate))
        return (result?.takeUnretainedValue() as? NSNumber)?.boolValue ?? false
    }
}
#endif
