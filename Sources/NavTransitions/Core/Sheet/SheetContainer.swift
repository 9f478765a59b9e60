import Foundation

/// The numbers a sheet's detents resolve against, read from the presentation's container and the presented
/// screen.
///
/// Heights are in points. The sheet's *visible height* is the distance from the container's bottom edge to
/// the sheet's top edge; at rest it is the detent's content height plus the bottom safe-area inset.
package struct SheetContainer: Sendable, Equatable {
    /// The container view's height; non-finite or negative becomes 0.
    package var height: CGFloat {
        didSet { height = Self.sanitized(height) }
    }
    /// The container's safe-area insets; only the top and bottom ones count.
    package var safeArea: EdgeInsets
    /// Whether the container's vertical size class is compact (a phone in landscape): `.medium` is inactive.
    package var isCompactHeight: Bool
    /// The content height the presented screen needs (`.fitting`), or nil when it has not been measured.
    /// Kept as given; ``PresentationLayout/SheetDetent/fitting`` decides what an unusable value means.
    package var fittingContentHeight: CGFloat?

    /// Creates a description of a container.
    package init(
        height: CGFloat, safeArea: EdgeInsets = .zero, isCompactHeight: Bool = false, fittingContentHeight: CGFloat? = nil
    ) {
        self.height = Self.sanitized(height)
        self.safeArea = safeArea
        self.isCompactHeight = isCompactHeight
        self.fittingContentHeight = fittingContentHeight
    }

    /// The height between the top and bottom safe-area insets: the content height of `.large`. Never negative.
    package var safeHeight: CGFloat {
        Swift.max(0, height - safeArea.top - safeArea.bottom)
    }

    /// The tallest visible height of a resting sheet: the container's height less the top inset. Never negative.
    package var maximumVisibleHeight: CGFloat {
        Swift.max(0, height - safeArea.top)
    }

    /// The visible height of a sheet whose content is `contentHeight` tall: the content plus the bottom
    /// inset, at most ``maximumVisibleHeight``.
    package func visibleHeight(forContentHeight contentHeight: CGFloat) -> CGFloat {
        Swift.min(contentHeight + safeArea.bottom, maximumVisibleHeight)
    }

    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite ? Swift.max(0, value) : 0
    }
}
