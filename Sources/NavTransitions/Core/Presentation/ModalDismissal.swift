import Foundation

/// The ways a user can dismiss a modal screen besides the app's own buttons.
///
/// `[]` means only the app's own code dismisses the screen. Escape (``escape``) comes with any gesture.
public struct ModalDismissal: OptionSet, Sendable, Hashable {
    /// The raw bits of the option set.
    public let rawValue: Int

    /// Creates an option set from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A pan on the presented screen toward the edge it leaves through dismisses it interactively.
    public static let pan = ModalDismissal(rawValue: 1 << 0)
    /// A tap on the dimming view behind the presented screen dismisses it.
    public static let tapOnDimming = ModalDismissal(rawValue: 1 << 1)
    /// VoiceOver's and Switch Control's escape (the two-finger Z), Escape and Command-Period on a hardware
    /// keyboard, and the grabber's "Dismiss" action. Offered whenever the set is not empty — with any gesture —
    /// and on its own (`dismissal: .escape`) for a screen that has no dismissal gesture but may be left: a fade
    /// or a circular reveal with a Close button.
    public static let escape = ModalDismissal(rawValue: 1 << 2)
    /// Every way: pan, tap on the dimming view and escape.
    public static let all: ModalDismissal = [.pan, .tapOnDimming, .escape]
}

extension TransitionEdge {
    /// The edge a modal presentation's pan dismisses toward, not yet resolved for a layout direction (the
    /// presentation controller resolves `.leading` and `.trailing` when the pan begins).
    ///
    /// The app's choice (`ModalTransition.dismissalEdge`) when it made one; otherwise the style's exit edge
    /// (a cover's edge, the trailing edge for a slide); otherwise — a fade, a scale, a circular reveal, a
    /// planned style, the app's own animation controller, none of which names an edge — the layout's
    /// natural edge: the leading edge for a side menu, the bottom for every other layout.
    ///
    /// - Parameters:
    ///   - chosen: the edge the app set, or nil.
    ///   - style: the presentation's style, or nil when the app's own animation controller runs it.
    ///   - layout: the presentation's layout.
    package static func modalDismissal(
        chosen: TransitionEdge?, style: TransitionStyle?, layout: PresentationLayout
    ) -> TransitionEdge {
        chosen ?? style?.exitEdge ?? layout.naturalDismissalEdge
    }
}
