#if canImport(UIKit)
import UIKit

/// Marks the views NavTransitions adds to an app's windows, so that one left behind can be found and named
/// (by the debug probes before a transition, and by the self-check after every scenario).
///
/// The mark is an associated object: invisible to the app (no `tag`, no accessibility identifier taken).
@MainActor
package enum LibraryViewMark {
    private static let kind = AssociatedValue<LibraryViewKind>()

    /// Marks `view` as one the library added (nil leaves it unmarked).
    package static func mark(_ view: UIView, _ kind: LibraryViewKind?) {
        Self.kind.set(kind, on: view)
    }

    /// The kind `view` was marked with, if the library added it.
    package static func kind(of view: UIView) -> LibraryViewKind? {
        kind.get(view)
    }

    /// The marked views in `root`'s subtree (`root` included), masks included (Core's walk).
    package static func kinds(in root: UIView) -> [LibraryViewKind] {
        ViewTreeSearch.nodes(under: root, includingRoot: true) { [$0.mask].compactMap { $0 } + $0.subviews }
            .compactMap(kind(of:))
    }
}
#endif
