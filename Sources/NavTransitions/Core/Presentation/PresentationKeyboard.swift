import Foundation

/// Where the keyboard leaves a presented view: how much of the container a docked keyboard covers, and
/// where a presented view at rest moves so that its content stays above it.
///
/// The rule takes the view's resting frame (where it sits without a keyboard) as its input, not a layout,
/// so any resting height — a layout's frame today, a sheet's detent later — goes through the same rule:
///
/// - a view anchored at the bottom (a sheet) moves up by the keyboard's overlap with the container, but
///   its top never rises above the top of the safe area (nor above where it already is): a sheet too tall
///   for that keeps its top there, and the part of it the keyboard still covers becomes a bottom inset of
///   its content;
/// - a centred view (a card) is centred in the safe area above the keyboard, never above the safe area's
///   top plus the card margin, and insets its content by whatever the keyboard still covers;
/// - a view that fills the container's height (full screen, a side menu) does not move: its content meets
///   the keyboard like any full-screen screen's content does (`keyboardLayoutGuide`, scroll-view insets).
package struct PresentationKeyboard: Sendable, Equatable {
    /// How a presented view meets the keyboard.
    package enum Anchor: Sendable, Hashable, CaseIterable {
        /// Anchored at the container's bottom (a sheet): it moves up by the keyboard's overlap.
        case bottom
        /// Centred in the safe area (a card): it is centred in the safe area above the keyboard.
        case center
        /// Full height (full screen, a side menu): it does not move.
        case none
    }

    /// Where the presented view goes with the keyboard up.
    package struct Placement: Sendable, Equatable {
        /// The presented view's frame in the container.
        package var frame: CGRect
        /// The insets of the presented screen's view inside the presented view: the part of ``frame`` the
        /// keyboard still covers, at the bottom (zero when the keyboard covers none of it).
        package var contentInsets: EdgeInsets

        /// Creates a placement.
        package init(frame: CGRect, contentInsets: EdgeInsets = .zero) {
            self.frame = frame
            self.contentInsets = contentInsets
        }
    }

    /// How far, in points, a keyboard's bottom edge may sit above the container's bottom and still count as
    /// docked: 0.5.
    package static let dockedTolerance: CGFloat = 0.5

    /// The height of the container's bottom strip a docked keyboard covers, in points: 0 when the keyboard
    /// is hidden, undocked, split or floating.
    ///
    /// `keyboardFrame` is the keyboard's end frame (`keyboardFrameEndUserInfoKey`) converted into the
    /// container's coordinates. Like `keyboardLayoutGuide` (which tracks only the docked keyboard), only a
    /// keyboard that reaches the container's bottom edge (within ``dockedTolerance``) and spans its whole
    /// width counts: an undocked or split keyboard floats above the bottom edge, and a floating keyboard is
    /// narrower than the container; neither moves a sheet. A keyboard below the container (hidden) covers
    /// nothing. Non-finite, empty or negative frames cover nothing; the overlap never exceeds the
    /// container's height.
    package static func overlap(keyboardFrame: CGRect, containerBounds: CGRect) -> CGFloat {
        let keyboard = keyboardFrame, container = containerBounds
        let values = [
            keyboard.minX, keyboard.minY, keyboard.width, keyboard.height,
            container.minX, container.minY, container.width, container.height,
        ]
        // A container of no height is covered by nothing either way (the overlap is at most its height), so
        // `container.height >= 0` would answer the same; the other three sides of the check are pinned by tests.
        guard values.allSatisfy(\.isFinite), keyboard.width > 0, keyboard.height > 0,
            container.width > 0, container.height > 0
        else { return 0 }
        let reachesBottom = keyboard.maxY >= container.maxY - dockedTolerance
        let spansWidth = keyboard.minX <= container.minX + dockedTolerance && keyboard.maxX >= container.maxX - dockedTolerance
        guard reachesBottom, spansWidth else { return 0 }
        return Swift.min(container.height, Swift.max(0, container.maxY - Swift.max(keyboard.minY, container.minY)))
    }

    /// Where a presented view whose frame at rest is `restingFrame` goes with the keyboard covering the
    /// bottom `overlap` points of the container.
    ///
    /// - Parameters:
    ///   - restingFrame: the presented view's frame without the keyboard (a layout's frame, or a detent's).
    ///   - anchor: how the view meets the keyboard (``PresentationLayout/keyboardAnchor``).
    ///   - containerBounds: the container's bounds.
    ///   - safeArea: the container's safe-area insets.
    ///   - overlap: the keyboard's overlap with the container (``overlap(keyboardFrame:containerBounds:)``);
    ///     zero, negative or NaN leaves the view where it rests.
    /// - Returns: the frame and the content insets. The frame keeps its size; a non-finite resting frame is
    ///   sanitized first.
    package static func placement(
        restingFrame: CGRect, anchor: Anchor, containerBounds: CGRect, safeArea: EdgeInsets,
        overlap: CGFloat
    ) -> Placement {
        let resting = restingFrame.sanitized
        let container = containerBounds.sanitized
        let overlap = Swift.min(Swift.max(0, overlap.finiteOr(0)), container.height)
        guard overlap > 0 else { return Placement(frame: resting) }
        let keyboardTop = container.maxY - overlap
        let safeTop = container.minY + safeArea.top
        let minY: CGFloat
        switch anchor {
        case .none:
            return Placement(frame: resting)
        case .bottom:
            // Up by the overlap; never above the safe area's top, never above where it already is.
            minY = Swift.min(resting.minY, Swift.max(resting.minY - overlap, safeTop))
        case .center:
            let highest = safeTop + PresentationLayout.cardMargin
            let visibleBottom = Swift.min(container.maxY - safeArea.bottom, keyboardTop)
            let centred = (safeTop + visibleBottom) / 2 - resting.height / 2
            minY = Swift.min(resting.minY, Swift.max(centred, highest))
        }
        let frame = CGRect(x: resting.minX, y: minY, width: resting.width, height: resting.height)
        return Placement(
            frame: frame, contentInsets: coveredInsets(of: frame, anchor: anchor, containerBounds: container, overlap: overlap))
    }

    /// The insets that keep a presented view's content out from under the keyboard: at the bottom, the part
    /// of `frame` (in the container) the keyboard covers; zero when it covers none of it, and for a
    /// full-height view (anchor ``Anchor/none``), which leaves the keyboard to its content as any
    /// full-screen screen does.
    ///
    /// The UIKit layer asks it with the frame it actually applied, so a subclass's own
    /// `frameOfPresentedViewInContainerView` gets the inset that fits it.
    package static func coveredInsets(of frame: CGRect, anchor: Anchor, containerBounds: CGRect, overlap: CGFloat) -> EdgeInsets {
        let frame = frame.sanitized, container = containerBounds.sanitized
        let overlap = Swift.min(Swift.max(0, overlap.finiteOr(0)), container.height)
        guard overlap > 0, anchor != .none else { return .zero }
        let covered = Swift.min(frame.height, Swift.max(0, frame.maxY - (container.maxY - overlap)))
        return EdgeInsets(bottom: covered)
    }
}

/// The keyboard's own animation, from its notification (`keyboardAnimationDurationUserInfoKey` and
/// `keyboardAnimationCurveUserInfoKey`): a presented view that moves with the keyboard uses it, so the two
/// move as one.
package struct KeyboardAnimation: Sendable, Hashable {
    /// The duration in seconds; finite and non-negative (anything else becomes 0: no animation).
    package let duration: TimeInterval
    /// The raw `UIView.AnimationCurve` the keyboard uses (7, the keyboard's own curve, has no case).
    package let curve: Int

    /// Creates an animation; a negative or non-finite duration becomes 0.
    package init(duration: TimeInterval, curve: Int) {
        self.duration = duration.isFinite ? Swift.max(0, duration) : 0
        self.curve = curve
    }

    /// The `UIView.AnimationOptions` raw value that runs a view animation on the keyboard's curve: the
    /// curve shifted into the options' curve bits (UIKit's options keep the curve at bit 16). A curve
    /// outside 0...15 gives the default curve.
    package var animationOptionsRawValue: UInt {
        (0...15).contains(curve) ? UInt(curve) << 16 : 0
    }
}
