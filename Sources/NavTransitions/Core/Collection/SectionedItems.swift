import Foundation

/// The items of several sections seen as one line: index 0 is the first item of the first non-empty
/// section, and so on.
///
/// A carousel shows every section's items in one row; this maps between that row's indexes and
/// (section, item) pairs. Lookups by index are O(log sections); built in O(sections).
package struct SectionedItems: Sendable, Equatable {
    /// The index in the line of each section's first item; one entry per section.
    private let starts: [Int]
    /// The number of items of all sections.
    package let totalCount: Int

    /// Creates the line for sections holding `itemCounts` items; a negative count counts as 0.
    package init(itemCounts: [Int]) {
        var starts: [Int] = []
        starts.reserveCapacity(itemCounts.count)
        var total = 0
        for count in itemCounts {
            starts.append(total)
            total += Swift.max(0, count)
        }
        self.starts = starts
        totalCount = total
    }

    /// The number of sections.
    package var sectionCount: Int { starts.count }

    /// The index in the line of `item` of `section`, or `nil` if there is no such item.
    package func index(section: Int, item: Int) -> Int? {
        guard let items = indexes(ofSection: section), item >= 0, item < items.count else { return nil }
        return items.lowerBound + item
    }

    /// The line indexes of the items of `section`, or `nil` if there is no such section.
    private func indexes(ofSection section: Int) -> Range<Int>? {
        guard section >= 0, section < starts.count else { return nil }
        return starts[section]..<(section + 1 < starts.count ? starts[section + 1] : totalCount)
    }

    /// The (section, item) of line index `index`, or `nil` outside `0..<totalCount`.
    package func location(ofIndex index: Int) -> (section: Int, item: Int)? {
        guard index >= 0, index < totalCount else { return nil }
        // The last section whose start is at or before `index` (empty sections share their start).
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - starts[low])
    }

    /// The index in the line of `item` of `section`, clamped into the section's items (a negative item
    /// gives its first, an item past its end its last); `nil` if the section does not exist or is empty.
    package func nearestIndex(section: Int, item: Int) -> Int? {
        guard let items = indexes(ofSection: section), !items.isEmpty else { return nil }
        return items.lowerBound + Swift.min(Swift.max(0, item), items.count - 1)
    }
}
