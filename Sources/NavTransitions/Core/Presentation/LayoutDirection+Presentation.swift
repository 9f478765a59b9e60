import Foundation

extension LayoutDirection {
    /// The direction a presentation controller lays out and dismisses in: its container view's effective
    /// direction once there is a container (nil before), else its trait collection's, given as a
    /// `UITraitEnvironmentLayoutDirection` raw value (-1 unspecified, 0 left-to-right, 1 right-to-left), where
    /// unspecified and unknown values count as left-to-right.
    package static func presentation(containerDirection: LayoutDirection?, traitRawValue: Int) -> LayoutDirection {
        containerDirection ?? (traitRawValue == 1 ? .rightToLeft : .leftToRight)
    }
}
