#if canImport(UIKit)
// `@preconcurrency`: the iOS 15/16 SDKs import `UIAccessibilityTraits.adjustable` as a mutable global (a C
// `extern`), which Swift 6 refuses to read without it; newer SDKs declare it a constant.
@preconcurrency import UIKit

/// A sheet's grabber: the capsule (drawn when the sheet prefers it) and the accessibility element that moves
/// the sheet between detents and dismisses it (present even when not drawn, with several detents). It spans the
/// grabber's band and takes no touches: the presentation's pan moves the sheet from there.
@MainActor
final class SheetGrabberView: UIView {
    /// What the grabber's VoiceOver actions do, each returning whether something happened: set by the
    /// presentation controller (closures holding it weakly), on the main actor.
    struct Actions {
        /// `accessibilityIncrement`: the next taller detent.
        var increment: @MainActor () -> Bool
        /// `accessibilityDecrement`: the next smaller detent.
        var decrement: @MainActor () -> Bool
        /// `accessibilityActivate`: the next taller detent, from the largest the smallest.
        var activate: @MainActor () -> Bool
        /// The "Dismiss" custom action: VoiceOver's escape rules.
        var dismiss: @MainActor () -> Bool
    }

    /// The grabber's VoiceOver actions; nil does nothing.
    var accessibilityActions: Actions?
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
        // A dynamic colour: the stronger tone under Increase Contrast (Core's SheetGrabber.Tone).
        capsule.backgroundColor = UIColor { traits in
            // stays in UIKit: applies Core's SheetGrabber.Tone, one system colour per case
            switch SheetGrabber.Tone(increasesContrast: traits.accessibilityContrast == .high) {
            case .tertiaryLabel: return UIColor.tertiaryLabel.resolvedColor(with: traits)
            case .secondaryLabel: return UIColor.secondaryLabel.resolvedColor(with: traits)
            }
        }
        capsule.layer.cornerRadius = SheetGrabber.size.height / 2
        addSubview(capsule)
        accessibilityLabel = SheetAccessibilityText.grabberLabel.localized
    }

    var capsuleFrame: CGRect {
        get { capsule.frame }
        set { capsule.frame = newValue }
    }

    /// Shows Core's grabber state; nil removes the grabber (not a sheet, or dismissed).
    func apply(_ state: SheetGrabberState?) {
        isHidden = !(state?.showsView ?? false)
        capsule.isHidden = !(state?.isVisible ?? false)
        isAccessibilityElement = state?.isAccessibilityElement ?? false
        accessibilityLabel = state?.accessibilityLabel.localized
        accessibilityValue = state?.accessibilityValue.localized
        accessibilityTraits = (state?.isAdjustable ?? false) ? [.adjustable] : []
        accessibilityCustomActions =
            (state?.offersDismissAction ?? false)
            ? [
                UIAccessibilityCustomAction(name: state?.dismissActionName.localized ?? "") { [weak self] _ in
                    self?.accessibilityActions?.dismiss() ?? false
                }
            ]
            : nil
    }

    // The UIAccessibilityAction methods are declared on NSObject, outside the main actor, so these overrides are
    // nonisolated; UIKit calls them on the main thread, which `onMainThread` checks before the typed actions run.
    override func accessibilityIncrement() {
        Self.onMainThread(otherwise: ()) { _ = self.accessibilityActions?.increment() }
    }

    override func accessibilityDecrement() {
        Self.onMainThread(otherwise: ()) { _ = self.accessibilityActions?.decrement() }
    }

    override func accessibilityActivate() -> Bool {
        Self.onMainThread(otherwise: false) { self.accessibilityActions?.activate() ?? false }
    }

    /// Runs `body` on the main actor from a nonisolated UIKit callback made on the main thread, as
    /// `MainActor.assumeIsolated` does from iOS 17 on (the iOS 15 and 16 SDKs do not have it). A synchronous
    /// closure's isolation is not part of its representation, so the cast only drops the annotation once the
    /// thread is known to be the main one. Called on another thread (UIKit never does), nothing runs and
    /// `otherwise` is returned: no data race, and no crash in release.
    private nonisolated static func onMainThread<T>(otherwise: T, _ body: @MainActor () -> T) -> T {
        // stays in UIKit: the thread UIKit called on (the main actor's guarantee, not a decision)
        guard Thread.isMainThread else { return otherwise }
        return withoutActuallyEscaping(body) { escapable in
            unsafeBitCast(escapable, to: (() -> T).self)()
        }
    }
}

extension SheetAccessibilityText {
    /// The text in the user's language: the app's `NavTransitions` strings table in its main bundle, else the
    /// English text (`NSLocalizedString`'s `value`: the key); a position's format filled with its numbers — the
    /// English format when the translation's would read anything but those numbers (``format(translated:)``).
    package var localized: String {
        let translated = NSLocalizedString(key, tableName: Self.tableName, bundle: .main, value: key, comment: "")
        let arguments = self.arguments
        // stays in UIKit: applies Core's text: a format only for a text with numbers
        guard !arguments.isEmpty else { return translated }
        return String(format: format(translated: translated), arguments: arguments.map { $0 as CVarArg })
    }
}
#endif
