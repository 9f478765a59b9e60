import Foundation

/// Whether the app offers a context menu where a long press would lift an item — the menu then wins
/// (``ReorderDrag/canBegin(item:section:in:offersContextMenu:isFixed:)``).
///
/// The collection view's delegate is asked first; then each view from the one under the finger up to the
/// collection view, the collection view itself excluded (its delegate spoke for it), until one offers a menu.
/// Views are given by closures: UIKit's `superview` and `UIContextMenuInteraction`s in the UIKit layer, a
/// test tree on Linux.
package enum ReorderContextMenuSearch {
    /// - Parameters:
    ///   - delegateOffers: the collection view's delegate returned a menu configuration for the item.
    ///   - hitView: the view under the finger (nil: none).
    ///   - collectionView: where the walk stops.
    ///   - superview: a view's superview.
    ///   - offersMenu: whether a view's own context-menu interactions return a configuration at the finger.
    package static func offersContextMenu<View: AnyObject>(
        delegateOffers: Bool, hitView: View?, collectionView: View,
        superview: (View) -> View?, offersMenu: (View) -> Bool
    ) -> Bool {
        guard !delegateOffers else { return true }
        var view = hitView
        while let current = view, current !== collectionView {
            if offersMenu(current) { return true }
            view = superview(current)
        }
        return false
    }
}
