import Foundation
import Testing
@testable import NavTransitions

private final class Controller: HostingControllerNode {
    let name: String
    init(_ name: String) { self.name = name }
    var hostingParentNode: (any HostingControllerNode)? { nil }
    var hostingChildNodes: [any HostingControllerNode] { [] }
    var containerKind: ContainerKind { .other }
    var frameInWindow: CGRect? { nil }
}

private func name(_ node: (any HostingControllerNode)?) -> String {
    (node as? Controller)?.name ?? "none"
}

/// A marker that records each call of Core's run, and attaches as the marker controller does.
private final class RecordingMarker: NavigationMarkerHost {
    var calls: [String] = []
    var attachedStack: (any HostingControllerNode)?
    var attachedScreen: (any HostingControllerNode)?

    func detach() {
        calls.append("detach from \(name(attachedStack))")
        attachedStack = nil
        attachedScreen = nil
    }
    func attach(navigationController: any HostingControllerNode, screen: (any HostingControllerNode)?) {
        calls.append("attach \(name(navigationController)) \(name(screen))")
        attachedStack = navigationController
        attachedScreen = screen
    }
    func declare() { calls.append("declare on \(name(attachedStack))") }
    func reportMiss(_ miss: NavigationControllerLocation.Miss) { calls.append("miss \(miss)") }
}

private final class RecordingTarget: NavigationDeclarationTarget {
    var calls: [String] = []
    func setStackDefault() { calls.append("set default") }
    func setScreenChoice(for screen: String) { calls.append("set choice of \(screen)") }
    func removeStackDefault() { calls.append("remove default") }
    func removeScreenChoice(for screen: String) { calls.append("remove choice of \(screen)") }
}

@Suite("Marker steps over a host")
struct NavigationMarkerHostTests {
    @Test(
        "a marker runs Core's steps in order: attach and declare, declare again, move, keep while out of the hierarchy, withdraw on a miss"
    )
    func steps() {
        let marker = RecordingMarker()
        let stack = Controller("stack"), other = Controller("other"), detail = Controller("detail")
        NavigationControllerLocation.found(navigationController: stack, screen: detail).runMarkerSteps(on: marker)
        #expect(marker.calls == ["detach from none", "attach stack detail", "declare on stack"])
        marker.calls = []
        NavigationControllerLocation.found(navigationController: stack, screen: detail).runMarkerSteps(on: marker)
        #expect(marker.calls == ["declare on stack"])
        marker.calls = []
        NavigationControllerLocation.found(navigationController: other, screen: nil).runMarkerSteps(on: marker)
        #expect(marker.calls == ["detach from stack", "attach other none", "declare on other"])
        marker.calls = []
        NavigationControllerLocation.missing(.notInHierarchy).runMarkerSteps(on: marker)
        #expect(marker.calls.isEmpty)
        NavigationControllerLocation.missing(.splitView).runMarkerSteps(on: marker)
        #expect(marker.calls == ["detach from other", "miss splitView"])
    }

    @Test("declare and withdraw: on the stack the default, in a screen that screen's choice, or nothing without a screen")
    func records() {
        let target = RecordingTarget()
        NavigationControllerLocation.Placement.onStack.declare(screen: "detail", on: target)
        NavigationControllerLocation.Placement.onStack.withdraw(screen: nil, from: target)
        NavigationControllerLocation.Placement.inScreen.declare(screen: "detail", on: target)
        NavigationControllerLocation.Placement.inScreen.withdraw(screen: "detail", from: target)
        NavigationControllerLocation.Placement.inScreen.declare(screen: nil, on: target)
        NavigationControllerLocation.Placement.inScreen.withdraw(screen: nil, from: target)
        #expect(target.calls == ["set default", "remove default", "set choice of detail", "remove choice of detail"])
    }
}
