import Foundation

/// The ways a user can dismiss a modal screen besides the app's own buttons.
///
/// `[]` means only the app's own code dismisses the screen.
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
    /// Every gesture: pan and tap on the dimming view.
    public static let all: ModalDismissal = [.pan, .tapOnDimming]
}
