import Foundation

/// The counts of a collection view as it reports them now: `numberOfSections` and
/// `numberOfItems(inSection:)`.
///
/// `UICollectionView` implements it in the UIKit layer (its own two members); the headless collection
/// views of the tests implement it too, so the rules below run on Linux exactly as on a device. The
/// counts are read again at every use: the app may reload or delete sections and items at any moment
/// (a reorder in flight included), and UIKit raises for an index path that no longer exists, and for
/// `numberOfItems(inSection:)` with a section past the last.
package protocol CollectionItemCounting: AnyObject {
    /// The number of sections (`numberOfSections`).
    var numberOfSections: Int { get }
    /// The number of items of `section` (`numberOfItems(inSection:)`). Only asked for a section in
    /// `0..<numberOfSections`.
    func numberOfItems(inSection section: Int) -> Int
}

extension CollectionItemCounting {
    /// The number of items of `section`, or nil when there is no such section (without asking for it:
    /// UIKit raises for a section past the last).
    package func itemCount(inSection section: Int) -> Int? {
        guard section >= 0, section < numberOfSections else { return nil }
        return Swift.max(0, numberOfItems(inSection: section))
    }

    /// Whether `item` of `section` exists now.
    package func containsItem(_ item: Int, inSection section: Int) -> Bool {
        guard let count = itemCount(inSection: section) else { return false }
        return item >= 0 && item < count
    }
}
