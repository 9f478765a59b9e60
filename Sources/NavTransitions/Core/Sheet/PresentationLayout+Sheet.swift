import Foundation

extension PresentationLayout {
    /// A height at which a bottom sheet rests, in the vocabulary of `UISheetPresentationController`'s detents.
    ///
    /// Every detent resolves to a *content height*: the height of the sheet above the container's bottom
    /// safe-area inset (the sheet extends under the home indicator by that inset), as a custom detent of
    /// `UISheetPresentationController` does. The *safe height* is the container's height between its top and
    /// bottom safe-area insets; no detent is taller than it, so a sheet never rises above the top inset.
    ///
    /// Detents that resolve to the same height (within half a point) are one detent: the first one listed.
    /// The order of a list does not matter; the sheet sorts them by height.
    public enum SheetDetent: Sendable, Hashable {
        /// Half the safe height. Inactive in a compact vertical size class (a phone in landscape), as
        /// `UISheetPresentationController`'s medium detent: the sheet then rests at the next taller detent.
        case medium
        /// The whole safe height: the sheet's top on the top safe-area inset.
        case large
        /// The height the presented screen needs: its `preferredContentSize.height` when positive, otherwise
        /// the Auto Layout fitting height of its view at the sheet's width; at most the safe height. Without a
        /// usable height (zero, negative or not measured), it rests where `.large` would.
        case fitting
        /// A content height in points; at most the safe height (positive infinity gives the safe height). Zero,
        /// negative or NaN: the detent is ignored.
        case points(CGFloat)
        /// A fraction of the safe height; above 1 counts as 1. Zero, negative or NaN: the detent is ignored.
        case fraction(CGFloat)
    }

    /// A bottom sheet's detents and behaviour, with `UISheetPresentationController`'s names.
    ///
    /// ```swift
    /// var sheet = PresentationLayout.Sheet(detents: [.medium, .large])
    /// sheet.largestUndimmedDetent = .medium     // the screen behind stays usable at .medium
    /// sheet.prefersGrabberVisible = true
    /// ```
    public struct Sheet: Sendable, Equatable {
        /// The heights the sheet rests at. Empty, or made only of ignored detents: `[.large]`.
        public var detents: [SheetDetent]
        /// The detent the sheet rests at; nil, or a detent not in ``detents``, for the smallest one.
        ///
        /// While the sheet is presented it follows the user: a drag that lands on another detent changes it.
        public var selectedDetent: SheetDetent?
        /// The largest detent at which the sheet does not dim the screen behind it, which then receives the
        /// touches outside the sheet and is reachable by VoiceOver; nil (or a detent not in ``detents``) dims at
        /// every detent. Above it the dimming fades in until the next detent.
        public var largestUndimmedDetent: SheetDetent?
        /// Whether dragging a scroll view's content up, while it is scrolled to its top, expands the sheet to
        /// its next detent before the content scrolls. `true` by default, as in `UISheetPresentationController`.
        ///
        /// The other direction is not optional: dragging the content down scrolls it to its top first, then
        /// moves the sheet down.
        public var prefersScrollingExpandsWhenScrolledToEdge: Bool
        /// Whether the presentation controller draws a grabber at the top of the sheet. `false` by default.
        public var prefersGrabberVisible: Bool

        /// Creates a sheet description; every parameter has `UISheetPresentationController`'s default.
        public init(
            detents: [SheetDetent] = [.large],
            selectedDetent: SheetDetent? = nil,
            largestUndimmedDetent: SheetDetent? = nil,
            prefersScrollingExpandsWhenScrolledToEdge: Bool = true,
            prefersGrabberVisible: Bool = false
        ) {
            self.detents = detents
            self.selectedDetent = selectedDetent
            self.largestUndimmedDetent = largestUndimmedDetent
            self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
            self.prefersGrabberVisible = prefersGrabberVisible
        }
    }
}
