import Foundation

/// Where a modally presented view sits in its container.
///
/// The UIKit layer asks for the frame whenever the container lays out (presentation, rotation, size change)
/// and applies the answer as the presented view's frame.
/// All lengths are in points, in the container's coordinates (y grows downward).
public enum PresentationLayout: Sendable, Equatable {
    /// The presented view covers the whole container.
    case fullScreen
    /// A full-width bottom sheet that rests at one of its detents (``Sheet``): `.sheet(.init(detents: [.medium, .large]))`.
    ///
    /// While it is presented, its `selectedDetent` follows the user (a drag that lands on another detent).
    case sheet(Sheet)
    /// A full-height panel anchored to the leading edge (left in left-to-right, right in right-to-left).
    ///
    /// It is `sideMenuCompactWidthFraction` (75%) of the container's width in a compact horizontal size
    /// class and `sideMenuRegularWidth` (300 pt) in a regular one, never wider than the container.
    case sideMenu
    /// A card of `size` points centred in the safe area, each dimension limited to the safe area less
    /// `cardMargin` (16 pt) on each side.
    case card(size: CGSize)

    /// The width of a side menu in a compact horizontal size class, as a fraction of the container's width: 0.75.
    package static let sideMenuCompactWidthFraction: CGFloat = 0.75
    /// The width of a side menu in a regular horizontal size class, in points: 300.
    package static let sideMenuRegularWidth: CGFloat = 300
    /// The space kept between a card and each edge of the safe area, in points: 16.
    package static let cardMargin: CGFloat = 16

    /// The frame of the presented view in a container.
    ///
    /// - `fullScreen`: the container's bounds.
    /// - `sheet`: full width, bottom edge on the container's bottom edge, resting at its selected detent
    ///   (``ResolvedSheetDetents``): the detent's content height plus `safeArea.bottom` (the sheet extends
    ///   under the home indicator), at most the container's height less `safeArea.top`, so the sheet never
    ///   rises above the top safe-area inset. The left and right insets do not narrow it.
    /// - `sideMenu`: full height (under the status bar too), on the leading edge for `layoutDirection`.
    /// - `card`: centred in the safe-area rect. Each dimension is clamped on its own to the safe-area rect
    ///   less `cardMargin` per side, so the aspect ratio is not kept when the card is too big. A zero,
    ///   negative or NaN dimension falls back to that whole available extent; positive infinity is clamped to it.
    ///
    /// The function is pure: the UIKit layer calls it again after every size change.
    ///
    /// - Parameters:
    ///   - containerBounds: The container view's bounds. A zero, negative or non-finite width or height gives
    ///     a zero-sized rect at the container's origin (a non-finite origin component becomes 0).
    ///   - safeArea: The container's safe-area insets (already non-negative and finite, see `EdgeInsets`).
    ///     Insets larger than the container shrink the affected sizes to 0, never below.
    ///   - horizontalSizeClass: The container's horizontal size class; only the side menu reads it.
    ///   - layoutDirection: The container's layout direction; only the side menu reads it.
    ///   - verticalSizeClass: The container's vertical size class; only a sheet reads it (`.medium` is inactive
    ///     in a compact height).
    ///   - fittingContentHeight: The content height the presented screen needs (``SheetDetent/fitting``), or
    ///     nil when not measured; only a sheet reads it.
    /// - Returns: A finite rect with a non-negative size.
    package func frame(
        in containerBounds: CGRect,
        safeArea: EdgeInsets,
        horizontalSizeClass: SizeClass,
        layoutDirection: LayoutDirection,
        verticalSizeClass: SizeClass = .regular,
        fittingContentHeight: CGFloat? = nil
    ) -> CGRect {
        let size = containerBounds.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            let origin = containerBounds.origin
            return CGRect(x: origin.x.finiteOr(0), y: origin.y.finiteOr(0), width: 0, height: 0)
        }
        let bounds = containerBounds.sanitized

        switch self {
        case .fullScreen:
            return bounds

        case .sheet(let sheet):
            let container = SheetContainer(
                height: bounds.height, safeArea: safeArea, isCompactHeight: verticalSizeClass == .compact,
                fittingContentHeight: fittingContentHeight)
            let detents = ResolvedSheetDetents(sheet.detents, in: container)
            let height = detents.stops[detents.index(ofSelected: sheet.selectedDetent)].height
            return SheetTrack(detents, canDismiss: true).frame(forVisibleHeight: height, in: bounds)

        case .sideMenu:
            let preferredWidth: CGFloat
            switch horizontalSizeClass {
            case .compact: preferredWidth = bounds.width * Self.sideMenuCompactWidthFraction
            case .regular: preferredWidth = Self.sideMenuRegularWidth
            }
            let width = Swift.min(preferredWidth, bounds.width)
            let x = TransitionEdge.leading.resolved(for: layoutDirection) == .left ? bounds.minX : bounds.maxX - width
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)

        case .card(let requested):
            let safeRect = bounds.inset(by: safeArea)
            let margin = Self.cardMargin
            let available = safeRect.inset(by: EdgeInsets(top: margin, left: margin, bottom: margin, right: margin))
            // `> 0` is false for NaN, so NaN, zero and negative dimensions take the whole available extent.
            let width = requested.width > 0 ? Swift.min(requested.width, available.width) : available.width
            let height = requested.height > 0 ? Swift.min(requested.height, available.height) : available.height
            return CGRect(x: safeRect.midX - width / 2, y: safeRect.midY - height / 2, width: width, height: height)
        }
    }

    /// The edge the presented view naturally leaves through when it is dismissed, resolved for `layoutDirection`.
    ///
    /// A side menu leaves through its leading edge (`.left` in left-to-right, `.right` in right-to-left);
    /// a sheet, a card and a full-screen presentation leave through `.bottom`.
    package func dismissalEdge(layoutDirection: LayoutDirection) -> TransitionEdge {
        naturalDismissalEdge.resolved(for: layoutDirection)
    }

    /// The edge the presented view naturally leaves through, not yet resolved for a layout direction:
    /// `.leading` for a side menu, `.bottom` for every other layout.
    package var naturalDismissalEdge: TransitionEdge {
        switch self {
        case .sideMenu: return .leading
        case .fullScreen, .sheet, .card: return .bottom
        }
    }

    /// How the presented view meets the keyboard (``PresentationKeyboard``): a sheet sits at the bottom and
    /// moves up with it, a card is centred above it, a full-screen view and a side menu stay where they are.
    package var keyboardAnchor: PresentationKeyboard.Anchor {
        switch self {
        case .sheet: return .bottom
        case .card: return .center
        case .fullScreen, .sideMenu: return .none
        }
    }

    /// The corner radius of the presented view when none is set, in points: 16 for a sheet and a card,
    /// 0 for a side menu and a full-screen presentation.
    ///
    /// `ModalTransition.cornerRadius` (and `DimmingPresentationController.cornerRadius`) replaces it.
    /// A sheet rounds its top corners only, a card all four, a side menu the two on its trailing side
    /// (the side that shows), a full-screen presentation all four.
    package var defaultCornerRadius: CGFloat {
        switch self {
        case .sheet, .card: return 16
        case .fullScreen, .sideMenu: return 0
        }
    }

    /// The corners a corner radius rounds: the corners of the presented view that show in the container.
    ///
    /// A sheet: its top corners. A side menu: the two on its trailing side (right in left-to-right, left in
    /// right-to-left). A card and a full-screen presentation: all four.
    package func roundedCorners(layoutDirection: LayoutDirection) -> RectCorners {
        switch self {
        case .sheet:
            return [.topLeft, .topRight]
        case .sideMenu:
            return TransitionEdge.trailing.resolved(for: layoutDirection) == .right
                ? [.topRight, .bottomRight] : [.topLeft, .bottomLeft]
        case .card, .fullScreen:
            return .all
        }
    }
}

extension PresentationLayout {
    /// Whether the presented view's height grows to its content's measured height (Dynamic Type): a card.
    /// Full screen and a side menu are sized by the container alone; a sheet follows its content through
    /// its `.fitting` detent instead (measured at every layout pass, see ``PresentationSession/measuringWidth(in:)``).
    package var growsWithContent: Bool {
        switch self {
        case .card: return true
        case .sheet, .fullScreen, .sideMenu: return false
        }
    }

    /// This layout made tall enough for a presented view of `height` points (the content's measured
    /// height): never shorter than itself. The frame still keeps a card inside the safe area's margins, so
    /// content taller than that scrolls or clips as before.
    ///
    /// - A card: height `max(size.height, height)` (a card of no height already takes the whole extent).
    /// - Every other layout (a sheet fits its content with a `.fitting` detent), and a non-finite or
    ///   non-positive `height`: unchanged.
    package func grown(toPresentedHeight height: CGFloat, safeArea: EdgeInsets) -> PresentationLayout {
        // A height of exactly 0 grows no card (`max(size.height, 0)` is the card's own positive height): `height >= 0`
        // would answer the same; the guard is for NaN, ±infinity and negative heights.
        guard height.isFinite, height > 0 else { return self }
        switch self {
        case .card(let size) where size.height > 0:
            return .card(size: CGSize(width: size.width, height: Swift.max(size.height, height)))
        case .sheet, .card, .fullScreen, .sideMenu:
            return self
        }
    }
}

/// A set of corners of a rectangle, the Core counterpart of `CACornerMask` (physical corners: left is left
/// in every layout direction), with the same raw values, so the UIKit layer converts it bit for bit.
package struct RectCorners: OptionSet, Sendable, Hashable {
    /// The raw bits of the option set.
    package let rawValue: Int

    /// Creates a set from raw bits.
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The top-left corner (`layerMinXMinYCorner`).
    package static let topLeft = RectCorners(rawValue: 1 << 0)
    /// The top-right corner (`layerMaxXMinYCorner`).
    package static let topRight = RectCorners(rawValue: 1 << 1)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    package static let bottomLeft = RectCorners(rawValue: 1 << 2)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    package static let bottomRight = RectCorners(rawValue: 1 << 3)
    /// All four corners.
    package static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension PresentationLayout {
    /// The frame of the presented view in `container` (``frame(in:safeArea:horizontalSizeClass:layoutDirection:verticalSizeClass:fittingContentHeight:)``
    /// with the container's values).
    package func frame(in container: PresentationContainer) -> CGRect {
        frame(
            in: container.bounds, safeArea: container.safeArea, horizontalSizeClass: container.horizontalSizeClass,
            layoutDirection: container.layoutDirection, verticalSizeClass: container.verticalSizeClass,
            fittingContentHeight: container.fittingContentHeight)
    }

    /// The sheet's description when the layout is a sheet, nil otherwise.
    package var sheetDescription: Sheet? {
        if case let .sheet(sheet) = self { return sheet }
        return nil
    }
}
