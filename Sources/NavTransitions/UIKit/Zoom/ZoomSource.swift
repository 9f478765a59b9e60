#if canImport(UIKit)
import UIKit

/// Ready-made source-view providers for a zoom transition.
@MainActor
public enum ZoomSource {
    /// The thumbnail of a grid: the image view in the cell at the index path the browser shows now.
    ///
    /// The source is the first `UIImageView` in the cell's `contentView` (breadth-first, one that shows and
    /// has a size), so that the flight takes its image and its content mode; a cell without one flies as a
    /// whole. Unless ``ZoomOptions/sourceCornerRadius`` says otherwise, the
    /// thumbnail's corner radius is that of the nearest view from the image view up to the cell that clips
    /// with a radius (the image view rounded, or the cell's layer).
    ///
    /// Each time it is asked (presenting, and again dismissing), it reads the index path, and if that
    /// item is not entirely visible it scrolls the collection view to it without animation and lays it
    /// out before the zoom measures the cell: a photo the user paged to in the browser, whose cell is
    /// off screen or not loaded, still gets its flight back. It gives nil — the flight then fades and
    /// shrinks toward the centre — when the index path is nil or no longer exists (a deleted photo), when
    /// the collection view is gone, or when no cell can be produced.
    ///
    /// The collection view is held weakly. Read the index path from the context rather than capturing
    /// the browser:
    ///
    /// ```swift
    /// ZoomSource.cell(in: grid.collectionView) { context in
    ///     (context.zoomedViewController as? PhotoBrowserViewController)?.currentIndexPath
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - collectionView: the grid.
    ///   - indexPath: the index path of the photo shown now, or nil for none.
    @preconcurrency
    public static func cell(
        in collectionView: UICollectionView,
        at indexPath: @escaping @MainActor @Sendable (ZoomSourceViewProviderContext) -> IndexPath?
    ) -> ZoomSourceViewProvider {
        let reference = WeakCollectionView(collectionView)
        return { context in
            guard let collectionView = reference.collectionView, let indexPath = indexPath(context) else { return nil }
            guard let cell = collectionView.zoomSourceCell(at: indexPath) else { return nil }
            return ZoomSourceSearch.sourceView(inCell: cell, contentView: cell.contentView) as? UIView
        }
    }
}

/// A weak reference to a collection view that a `Sendable` closure can hold.
@MainActor
private final class WeakCollectionView {
    weak var collectionView: UICollectionView?
    init(_ collectionView: UICollectionView) { self.collectionView = collectionView }
}

extension UICollectionView {
    /// The cell at `indexPath`, scrolled into view first (without animation) as Core's ``ZoomItemScroll``
    /// says; nil when the item does not exist now (Core's ``CollectionItemCounting``) or no cell can be produced.
    func zoomSourceCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        // `IndexPath.item` and `.section` trap on an index path of another length.
        // stays in UIKit: guards UIKit's IndexPath (traps on another length) and Core's item count
        guard indexPath.count == 2, containsItem(indexPath.item, inSection: indexPath.section) else { return nil }
        layoutIfNeeded()
        let itemFrame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .null
        // stays in UIKit: applies ZoomItemScroll.toReveal (nil: already visible)
        if let scroll = ZoomItemScroll.toReveal(itemFrame, in: bounds.inset(by: adjustedContentInset)) {
            scrollToItem(
                at: indexPath, at: UICollectionView.ScrollPosition(rawValue: scroll.scrollPositionRawValue), animated: false)
            layoutIfNeeded()
        }
        return cellForItem(at: indexPath)
    }
}
#endif
