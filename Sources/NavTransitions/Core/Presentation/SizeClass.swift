import Foundation

/// The horizontal or vertical size class of a trait environment, the Core counterpart of `UIUserInterfaceSizeClass`.
///
/// The UIKit layer maps `UIUserInterfaceSizeClass.unspecified` to `compact`, the safer assumption for a
/// layout that has not been told how much room it has.
package enum SizeClass: Sendable, Hashable, CaseIterable {
    /// A constrained amount of space, such as an iPhone in portrait or a narrow Split View column.
    case compact
    /// An expansive amount of space, such as a full-screen iPad.
    case regular
}
