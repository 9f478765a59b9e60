import Foundation
import Testing
@testable import NavTransitions

/// `HeadlessViewController` as the zoom's destination search sees it; `topViewController` is the last of a
/// navigation controller's `viewControllers` (its `children`), as UIKit documents.
extension HeadlessViewController: ZoomDestinationNode {
    var isZoomTransitionDestination: Bool { adoptsZoomTransitionDestination }
    var isNavigationStack: Bool { isNavigationController }
    var zoomTopChildNode: (any ZoomDestinationNode)? { isNavigationController ? children.last : nil }
    var zoomChildNodes: [any ZoomDestinationNode] { children }
}

@Suite("Zoom destination search")
struct ZoomDestinationSearchTests {
    static func controller(
        _ name: String, destination: Bool = false, navigation: Bool = false,
        children: [HeadlessViewController] = []
    ) -> HeadlessViewController {
        let controller = HeadlessViewController(name, frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        controller.adoptsZoomTransitionDestination = destination
        controller.isNavigationController = navigation
        controller.children = children
        return controller
    }

    static func found(_ zoomed: HeadlessViewController) -> String? {
        (ZoomDestinationSearch.destination(of: zoomed) as? HeadlessViewController)?.view.name
    }

    @Test("the browser itself answers")
    func itself() {
        #expect(
            Self.found(Self.controller("browser", destination: true, children: [Self.controller("child", destination: true)]))
                == "browser")
    }

    @Test("a browser in a navigation controller: its top screen answers")
    func navigationTop() {
        let nav = Self.controller("nav", navigation: true, children: [Self.controller("browser", destination: true)])
        #expect(Self.found(nav) == "browser")
    }

    @Test("a navigation controller's screens below the top do not answer; nor does an empty stack")
    func navigationBelowTop() {
        let nav = Self.controller(
            "nav", navigation: true, children: [Self.controller("browser", destination: true), Self.controller("info")])
        #expect(Self.found(nav) == nil)
        #expect(Self.found(Self.controller("nav", navigation: true)) == nil)
        let both = Self.controller(
            "nav", navigation: true, children: [Self.controller("a", destination: true), Self.controller("b", destination: true)])
        #expect(Self.found(both) == "b")
    }

    @Test("a container: the first child that adopts it, one level only")
    func children() {
        let container = Self.controller(
            "container",
            children: [
                Self.controller("chrome"), Self.controller("browser", destination: true),
                Self.controller("second", destination: true),
            ])
        #expect(Self.found(container) == "browser")
        let deep = Self.controller(
            "container", children: [Self.controller("wrapper", children: [Self.controller("browser", destination: true)])])
        #expect(Self.found(deep) == nil)
        #expect(Self.found(Self.controller("plain")) == nil)
    }
}
