import Testing
@testable import NavTransitions

@Suite("ZoomSourceRegistry")
struct ZoomSourceRegistryTests {
    @Test("one marker per key: found; unknown keys and removed markers: nil")
    func basics() {
        var registry = ZoomSourceRegistry<Int, String>()
        registry.register("cell 1", for: 1)
        registry.register("cell 2", for: 2)
        #expect(registry.source(for: 1) { _ in true } == "cell 1")
        #expect(registry.source(for: 3) { _ in true } == nil)
        registry.unregister("cell 1")
        registry.unregister("never registered")
        #expect(registry.source(for: 1) { _ in true } == nil)
        #expect(registry.count == 1)
    }

    @Test("several markers under a key: the newest that shows, else the newest")
    func duplicates() {
        var registry = ZoomSourceRegistry<Int, String>()
        registry.register("grid cell", for: 7)
        registry.register("favourites cell", for: 7)
        registry.register("screen below", for: 7)
        let shown: Set = ["grid cell", "favourites cell"]
        #expect(registry.source(for: 7) { shown.contains($0) } == "favourites cell")
        #expect(registry.source(for: 7) { $0 == "grid cell" } == "grid cell")
        #expect(registry.source(for: 7) { _ in false } == "screen below")
    }

    @Test("a marker registered again moves to the newest; a new identifier replaces its old one")
    func reRegister() {
        var registry = ZoomSourceRegistry<Int, String>()
        registry.register("a", for: 1)
        registry.register("b", for: 1)
        registry.register("a", for: 1)
        #expect(registry.source(for: 1) { _ in true } == "a")
        #expect(registry.count == 2)
        registry.register("a", for: 2)
        #expect(registry.source(for: 1) { _ in true } == "b")
        #expect(registry.source(for: 2) { _ in true } == "a")
        #expect(registry.count == 2)
    }
}
