import Foundation

/// The strength of the default dimming colour (`ModalTransition.defaultDimmingColor`, black) under the
/// display settings that ask for more separation.
///
/// - **Increase Contrast** (`UIAccessibility.isDarkerSystemColorsEnabled`, the trait
///   `accessibilityContrast == .high`): the edge between the presented view and the screen behind must
///   stand out more, so the dimming darkens from 40 % to 60 % black.
/// - **Reduce Transparency** (`UIAccessibility.isReduceTransparencyEnabled`): the system makes see-through
///   surfaces more opaque so that what is behind does not compete with what is in front; the dimming is
///   such a surface, so it darkens to 60 % black too.
/// - Both on: 60 %, the same single step (the covered screen stays recognisable, as the system's own
///   sheets keep it).
///
/// The dimming stays black (it reads as "covered" in light and dark appearance alike), and its alpha still
/// follows the transition (``DimmingCurve``). A colour the app sets itself is used as it is: the app chose it.
package enum DefaultDimming {
    /// The default dimming colour's opacity with neither setting on: 0.4.
    package static let standardAlpha: CGFloat = 0.4
    /// The opacity under Increase Contrast or Reduce Transparency: 0.6.
    package static let strongAlpha: CGFloat = 0.6

    /// The default dimming colour's opacity for the current settings.
    ///
    /// - Parameters:
    ///   - increasesContrast: the trait collection's `accessibilityContrast` is `.high`.
    ///   - reducesTransparency: `UIAccessibility.isReduceTransparencyEnabled`.
    package static func alpha(increasesContrast: Bool, reducesTransparency: Bool) -> CGFloat {
        increasesContrast || reducesTransparency ? strongAlpha : standardAlpha
    }
}
