import Foundation

/// The horizontal or vertical size class of a trait environment, the Core counterpart of `UIUserInterfaceSizeClass`.
///
/// The UIKit layer maps a trait collection's size classes with ``horizontal(rawValue:)`` and
/// ``vertical(rawValue:)``, which decide what `.unspecified` means.
package enum SizeClass: Sendable, Hashable, CaseIterable {
    /// A constrained amount of space, such as an iPhone in portrait or a narrow Split View column.
    case compact
    /// An expansive amount of space, such as a full-screen iPad.
    case regular
}

extension SizeClass {
    /// The horizontal size class for a `UIUserInterfaceSizeClass` raw value (0 unspecified, 1 compact, 2 regular):
    /// regular only when the traits say so. Unspecified (a presentation controller before its container has
    /// traits) and unknown values count as compact, the safer assumption for a layout that has not been told
    /// how much room it has (a side menu keeps its narrow width, a card its margins).
    package static func horizontal(rawValue: Int) -> SizeClass {
        rawValue == 2 ? .regular : .compact
    }

    /// The vertical size class for a `UIUserInterfaceSizeClass` raw value: compact only when the traits say so.
    /// Unspecified and unknown values count as regular: a sheet keeps `.medium` active until the traits say the
    /// height is compact (a phone in landscape).
    package static func vertical(rawValue: Int) -> SizeClass {
        rawValue == 1 ? .compact : .regular
    }
}
