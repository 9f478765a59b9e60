import Foundation

/// The zoom sources a window's declarative views have marked, by identifier, and which one a zoom flies from.
///
/// A view marked as a zoom source registers its marker under a key (the app's identifier in a namespace)
/// while the marker is in a window, and leaves when it leaves. Several markers may share a key: a list
/// that shows the same photo twice, a screen under the top one that shows it too, a row being recycled.
/// The zoom asks at every leg (presenting, and again dismissing, the browser may have paged). `Sendable`
/// when its keys and markers are (a namespace's identifier is not declared so).
package struct ZoomSourceRegistry<Key: Hashable, Marker: Hashable>: Equatable {
    fileprivate struct Entry: Equatable {
        var key: Key
        var marker: Marker
    }

    /// Registrations, oldest first.
    private var entries: [Entry] = []

    /// An empty registry.
    package init() {}

    /// The number of registered markers.
    package var count: Int { entries.count }

    /// Registers `marker` under `key`, as the newest registration; a marker registered before (under this
    /// key or another: its identifier changed) keeps only this one.
    package mutating func register(_ marker: Marker, for key: Key) {
        entries.removeAll { $0.marker == marker }
        entries.append(Entry(key: key, marker: marker))
    }

    /// Removes `marker` (it left its window, or its view was removed); unknown markers are ignored.
    package mutating func unregister(_ marker: Marker) {
        entries.removeAll { $0.marker == marker }
    }

    /// The marker a zoom flies from for `key`: the newest registration under it whose view shows
    /// (`isShown`: in a window, not hidden, with a size), else the newest under it; nil when none is
    /// registered — the flight then fades and shrinks toward the centre, as for a source scrolled out of a
    /// lazy list.
    package func source(for key: Key, isShown: (Marker) -> Bool) -> Marker? {
        let candidates = entries.filter { $0.key == key }.map(\.marker)
        return candidates.last(where: isShown) ?? candidates.last
    }
}

extension ZoomSourceRegistry: Sendable where Key: Sendable, Marker: Sendable {}
extension ZoomSourceRegistry.Entry: Sendable where Key: Sendable, Marker: Sendable {}
