import Foundation

/// The grabber the presentation controller draws at the top of a sheet, and the band of the sheet that a
/// touch always drags the sheet from (never the content under it).
///
/// All geometry is in the sheet's coordinates (its top-left corner at the origin).
package enum SheetGrabber {
    /// The capsule's size: 36 × 5 points.
    package static let size = CGSize(width: 36, height: 5)
    /// The space between the sheet's top edge and the capsule: 5 points.
    package static let topInset: CGFloat = 5
    /// The height of the band at the top of the sheet that belongs to the grabber: 24 points.
    package static let areaHeight: CGFloat = 24

    /// The capsule's frame in a sheet `sheetWidth` points wide: centred, ``topInset`` below the top edge.
    /// A non-finite or negative width counts as 0.
    package static func frame(inSheetWidth sheetWidth: CGFloat) -> CGRect {
        let width = Swift.max(0, sheetWidth.finiteOr(0))
        return CGRect(x: (width - size.width) / 2, y: topInset, width: size.width, height: size.height)
    }

    /// Whether a touch at `location` begins in the grabber's band: the grabber is visible and the location
    /// lies in the top ``areaHeight`` points of the sheet, across its whole width. Such a touch moves the
    /// sheet and never shares its pan with a scroll view. Non-finite locations are outside.
    package static func areaContains(_ location: CGPoint, sheetWidth: CGFloat, isVisible: Bool) -> Bool {
        guard isVisible, location.x.isFinite, location.y.isFinite else { return false }
        return location.y >= 0 && location.y < areaHeight && location.x >= 0 && location.x <= Swift.max(0, sheetWidth.finiteOr(0))
    }
}

extension SheetGrabber {
    /// The capsule's colour: `.tertiaryLabel`, as the system sheet's grabber; `.secondaryLabel` (the stronger
    /// one) while Increase Contrast is on (`accessibilityContrast == .high`), so that the capsule stands out
    /// from the sheet's background.
    package enum Tone: Sendable, Hashable {
        case tertiaryLabel
        case secondaryLabel

        /// The tone for the trait collection's contrast.
        package init(increasesContrast: Bool) {
            self = increasesContrast ? .secondaryLabel : .tertiaryLabel
        }
    }
}

/// What the presentation controller shows of a sheet's grabber, and what it offers to VoiceOver.
package struct SheetGrabberState: Sendable, Equatable {
    /// Whether the capsule is drawn (``PresentationLayout/Sheet/prefersGrabberVisible``).
    package var isVisible: Bool
    /// Whether the grabber is an accessibility element: when it is drawn, and — drawn or not — when the sheet
    /// has more than one detent, so that VoiceOver users can move between them.
    package var isAccessibilityElement: Bool
    /// The accessibility label (``SheetAccessibilityText/grabberLabel``).
    package var accessibilityLabel: SheetAccessibilityText
    /// The accessibility value: where the sheet rests (``SheetAccessibilityText/grabberValue(index:count:)``).
    package var accessibilityValue: SheetAccessibilityText
    /// Whether the grabber is adjustable (`.adjustable` trait): VoiceOver's swipe up or down has a detent to go to.
    package var isAdjustable: Bool
    /// Whether the grabber offers the "Dismiss" custom action: a user dismissal is allowed.
    package var offersDismissAction: Bool
    /// The dismiss action's name (``SheetAccessibilityText/dismiss``).
    package var dismissActionName: SheetAccessibilityText

    /// Whether the grabber's view shows at all (not `isHidden`): it is drawn, or it is an accessibility element
    /// (VoiceOver reaches only elements of views that are not hidden). A grabber neither drawn nor an element is
    /// hidden.
    package var showsView: Bool { isVisible || isAccessibilityElement }

    /// Creates a grabber state.
    package init(
        isVisible: Bool, isAccessibilityElement: Bool, accessibilityLabel: SheetAccessibilityText = .grabberLabel,
        accessibilityValue: SheetAccessibilityText, isAdjustable: Bool, offersDismissAction: Bool,
        dismissActionName: SheetAccessibilityText = .dismiss
    ) {
        self.isVisible = isVisible
        self.isAccessibilityElement = isAccessibilityElement
        self.accessibilityLabel = accessibilityLabel
        self.dismissActionName = dismissActionName
        self.accessibilityValue = accessibilityValue
        self.isAdjustable = isAdjustable
        self.offersDismissAction = offersDismissAction
    }
}

extension SheetState {
    /// The grabber for the sheet as it is now; `canDismiss` is whether a user dismissal is allowed (the
    /// "Dismiss" action).
    package func grabber(canDismiss: Bool) -> SheetGrabberState {
        let index = restingIndex, count = detents.stops.count
        return SheetGrabberState(
            isVisible: sheet.prefersGrabberVisible,
            isAccessibilityElement: sheet.prefersGrabberVisible || count > 1,
            accessibilityLabel: .grabberLabel,
            accessibilityValue: .grabberValue(index: index, count: count),
            isAdjustable: accessibilityTarget(of: .increment) != nil || accessibilityTarget(of: .decrement) != nil,
            offersDismissAction: canDismiss,
            dismissActionName: .dismiss
        )
    }
}
