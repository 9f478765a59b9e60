#if canImport(UIKit)
import UIKit

/// A collection view's counts as Core's ``ReorderDrag`` and the zoom's source helper read them: its own
/// `numberOfSections` and `numberOfItems(inSection:)`. The conformance is main-actor isolated, like
/// `UICollectionView`: Core only calls it synchronously from the main actor.
extension UICollectionView: @preconcurrency CollectionItemCounting {}
#endif
