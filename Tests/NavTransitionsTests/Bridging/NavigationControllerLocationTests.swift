import Foundation
import Testing
@testable import NavTransitions

/// A controller in a test hierarchy, with a frame in the window (nil when not in one).
///
/// `parent` is strong here so that a test can build a tree inline; UIKit's is not, the window keeping the
/// hierarchy alive.
final class HeadlessHostingNode: HostingControllerNode, CustomStringConvertible {
    let name: String
    let containerKind: ContainerKind
    var frameInWindow: CGRect?
    private(set) var parent: HeadlessHostingNode?
    private(set) var children: [HeadlessHostingNode] = []

    init(_ name: String, _ kind: ContainerKind = .other, frame: CGRect? = HeadlessHostingNode.screen) {
        self.name = name
        containerKind = kind
        frameInWindow = frame
    }

    /// `addChild(_:)` then `didMove(toParent:)`.
    @discardableResult
    func add(_ children: HeadlessHostingNode...) -> HeadlessHostingNode {
        for child in children {
            child.parent = self
            self.children.append(child)
        }
        return self
    }

    var hostingParentNode: (any HostingControllerNode)? { parent }
    var hostingChildNodes: [any HostingControllerNode] { children }
    var description: String { name }

    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
}

@Suite("NavigationControllerLocation")
struct NavigationControllerLocationTests {
    typealias Node = HeadlessHostingNode

    static func names(_ location: NavigationControllerLocation) -> (String, String?)? {
        guard case let .found(navigationController, screen) = location else { return nil }
        return ((navigationController as? Node)?.name ?? "?", (screen as? Node)?.name)
    }

    @Test("on the stack: the navigation controller beside the marker, with the marker's frame")
    func onStack() {
        let marker = Node("marker")
        let navigation = Node("stack", .navigationController).add(Node("root"), Node("detail"))
        Node("host").add(marker, navigation)
        let location = NavigationControllerLocation.locate(from: marker, placement: .onStack)
        #expect(Self.names(location)?.0 == "stack")
        #expect(Self.names(location)?.1 == nil)
        // Within the tolerance of one point per edge.
        marker.frameInWindow = Node.screen.insetBy(dx: 0.5, dy: -1)
        #expect(Self.names(NavigationControllerLocation.locate(from: marker, placement: .onStack))?.0 == "stack")
    }

    @Test("on the stack, a navigation controller of another frame is not the stack; the parent chain is searched")
    func otherFrame() {
        let marker = Node("marker", frame: CGRect(x: 0, y: 0, width: 195, height: 844))
        let side = Node("side stack", .navigationController, frame: CGRect(x: 195, y: 0, width: 195, height: 844))
        Node("host").add(marker, side)
        #expect(NavigationControllerLocation.locate(from: marker, placement: .onStack).miss == .noNavigationController)
        marker.frameInWindow = CGRect(x: 0, y: 0, width: 195, height: 842)
        #expect(NavigationControllerLocation.locate(from: marker, placement: .onStack).miss == .noNavigationController)
    }

    @Test("on the stack, a navigation controller beside it whose view is not in a window is not the stack")
    func siblingOutOfWindow() {
        let marker = Node("marker")
        Node("host").add(marker, Node("unloaded stack", .navigationController, frame: nil))
        #expect(NavigationControllerLocation.locate(from: marker, placement: .onStack).miss == .noNavigationController)
    }

    @Test("on the stack but put on the root screen inside it: the parent chain finds it, the root as screen")
    func onStackInsideRoot() {
        let marker = Node("marker")
        let root = Node("root").add(marker)
        Node("host").add(Node("stack", .navigationController).add(root))
        let location = NavigationControllerLocation.locate(from: marker, placement: .onStack)
        #expect(Self.names(location)?.0 == "stack")
        #expect(Self.names(location)?.1 == "root")
    }

    @Test("in a screen: up the parent chain, the screen being the navigation controller's child on the way")
    func inScreen() {
        let marker = Node("marker", frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        let wrapper = Node("embedded host").add(marker)
        let detail = Node("detail").add(wrapper)
        Node("tabs").add(Node("stack", .navigationController).add(Node("root"), detail))
        let location = NavigationControllerLocation.locate(from: marker, placement: .inScreen)
        #expect(Self.names(location)?.0 == "stack")
        #expect(Self.names(location)?.1 == "detail")
    }

    @Test("in a screen, the sibling rule does not apply: a stack beside the marker is not its own")
    func inScreenIgnoresSiblings() {
        let marker = Node("marker")
        let screen = Node("screen").add(marker, Node("inner stack", .navigationController))
        Node("outer stack", .navigationController).add(screen)
        let location = NavigationControllerLocation.locate(from: marker, placement: .inScreen)
        #expect(Self.names(location)?.0 == "outer stack")
        #expect(Self.names(location)?.1 == "screen")
        // On the stack, the inner stack beside it is the one.
        #expect(Self.names(NavigationControllerLocation.locate(from: marker, placement: .onStack))?.0 == "inner stack")
    }

    @Test("columns: a split view beside the marker is a miss, even inside an outer stack")
    func splitView() {
        let marker = Node("marker")
        let split = Node("columns", .splitViewController).add(
            Node("primary", .navigationController), Node("secondary", .navigationController))
        Node("outer stack", .navigationController).add(Node("screen").add(marker, split))
        #expect(NavigationControllerLocation.locate(from: marker, placement: .onStack).miss == .splitView)
    }

    /// Issue 31 §3: a `NavigationView` in columns on an iPhone runs on a collapsed split view controller, and its
    /// pushes happen in the column's navigation controller that shows the stack. Before, `.onStack` gave up there.
    @Test("on the stack beside a collapsed split view: the navigation controller that shows the stack")
    func collapsedSplitView() {
        let marker = Node("marker")
        let hidden = Node("secondary", .navigationController, frame: nil)
        let split = Node("columns", .collapsedSplitViewController).add(
            Node("primary", .navigationController).add(Node("list")), hidden)
        Node("host").add(marker, split)
        let location = NavigationControllerLocation.locate(from: marker, placement: .onStack)
        #expect(Self.names(location)?.0 == "primary")
        #expect(Self.names(location)?.1 == nil)
        // Two shown with the marker's frame cannot be told apart; none shown: the columns' miss.
        hidden.frameInWindow = Node.screen
        #expect(NavigationControllerLocation.locate(from: marker, placement: .onStack).miss == .ambiguous)
        let empty = Node("marker")
        Node("host").add(
            empty, Node("columns", .collapsedSplitViewController).add(Node("nothing shown", .navigationController, frame: nil)))
        #expect(NavigationControllerLocation.locate(from: empty, placement: .onStack).miss == .splitView)
    }

    @Test("in a column's screen: the column's navigation controller (its own pushes use the transition)")
    func columnScreen() {
        let marker = Node("marker")
        let column = Node("secondary", .navigationController).add(Node("detail").add(marker))
        Node("host").add(Node("columns", .splitViewController).add(Node("primary", .navigationController), column))
        let location = NavigationControllerLocation.locate(from: marker, placement: .inScreen)
        #expect(Self.names(location)?.0 == "secondary")
        #expect(Self.names(location)?.1 == "detail")
    }

    @Test("two stacks with the marker's frame cannot be told apart")
    func ambiguous() {
        let marker = Node("marker")
        Node("host").add(marker, Node("a", .navigationController), Node("b", .navigationController))
        #expect(NavigationControllerLocation.locate(from: marker, placement: .onStack).miss == .ambiguous)
    }

    @Test("not yet in a hierarchy, or out of a window without a navigation controller above: search again later")
    func notInHierarchy() {
        let orphan = Node("marker")
        #expect(NavigationControllerLocation.locate(from: orphan, placement: .onStack).miss == .notInHierarchy)
        #expect(NavigationControllerLocation.locate(from: orphan, placement: .inScreen).miss == .notInHierarchy)
        // A screen being built, not yet in a navigation controller nor a window: not a miss yet.
        let building = Node("marker", frame: nil)
        _ = Node("host being built").add(Node("content").add(building))
        #expect(NavigationControllerLocation.locate(from: building, placement: .inScreen).miss == .notInHierarchy)
        #expect(NavigationControllerLocation.locate(from: building, placement: .onStack).miss == .notInHierarchy)
    }

    @Test("a pushed screen's marker finds its stack before the screen's view enters the window (when the push is answered)")
    func pushedScreenOutOfWindow() {
        let outOfWindow = Node("marker", frame: nil)
        let detail = Node("detail", frame: nil).add(outOfWindow)
        Node("stack", .navigationController).add(Node("root"), detail)
        let location = NavigationControllerLocation.locate(from: outOfWindow, placement: .inScreen)
        #expect(Self.names(location)?.0 == "stack")
        #expect(Self.names(location)?.1 == "detail")
        // On the stack the sibling rule needs frames: it waits for the window.
        #expect(NavigationControllerLocation.locate(from: outOfWindow, placement: .onStack).miss == .notInHierarchy)
    }

    @Test("a presented screen does not reach the stack behind it; frames that are not numbers never match")
    func presentedAndBadFrames() {
        let marker = Node("marker")
        _ = Node("presented host").add(marker)
        #expect(NavigationControllerLocation.locate(from: marker, placement: .inScreen).miss == .noNavigationController)
        #expect(NavigationControllerLocation.locate(from: marker, placement: .onStack).miss == .noNavigationController)

        let nanMarker = Node("marker", frame: CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844))
        Node("host").add(
            nanMarker, Node("stack", .navigationController, frame: CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844)))
        #expect(NavigationControllerLocation.locate(from: nanMarker, placement: .onStack).miss == .noNavigationController)
        let infinite = Node("marker", frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 844))
        Node("host").add(
            infinite, Node("stack", .navigationController, frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 844)))
        #expect(NavigationControllerLocation.locate(from: infinite, placement: .onStack).miss == .noNavigationController)
    }

    /// A marker's steps as names, for comparing.
    static func stepNames(_ steps: [NavigationControllerLocation.MarkerStep]) -> [String] {
        steps.map { step in
            switch step {
            case .detach: return "detach"
            case let .attach(navigationController, screen):
                return "attach \((navigationController as? Node)?.name ?? "?") \((screen as? Node)?.name ?? "-")"
            case .declare: return "declare"
            case let .reportMiss(miss): return "report \(miss)"
            }
        }
    }

    @Test(
        "a marker's steps: declare again on the same stack and screen; move to another; keep it while out of the hierarchy; withdraw on a miss"
    )
    func markerSteps() {
        let marker = Node("marker")
        let root = Node("root"), detail = Node("detail")
        let stack = Node("stack", .navigationController).add(root, detail)
        detail.add(marker)
        let other = Node("other stack", .navigationController)
        let found = NavigationControllerLocation.locate(from: marker, placement: .inScreen)
        #expect(Self.names(found)?.0 == "stack" && Self.names(found)?.1 == "detail")
        #expect(
            Self.stepNames(found.markerSteps(attachedStack: nil, attachedScreen: nil)) == [
                "detach", "attach stack detail", "declare",
            ])
        #expect(Self.stepNames(found.markerSteps(attachedStack: stack, attachedScreen: detail)) == ["declare"])
        #expect(
            Self.stepNames(found.markerSteps(attachedStack: stack, attachedScreen: root)) == [
                "detach", "attach stack detail", "declare",
            ],
            "the same stack, another screen")
        #expect(
            Self.stepNames(found.markerSteps(attachedStack: other, attachedScreen: detail)) == [
                "detach", "attach stack detail", "declare",
            ],
            "another stack, the same screen")
        #expect(
            Self.stepNames(found.markerSteps(attachedStack: stack, attachedScreen: nil)) == [
                "detach", "attach stack detail", "declare",
            ])

        let lonely = Node("lonely")
        let notInHierarchy = NavigationControllerLocation.locate(from: lonely, placement: .inScreen)
        #expect(notInHierarchy.miss == .notInHierarchy)
        #expect(notInHierarchy.markerSteps(attachedStack: stack, attachedScreen: detail).isEmpty, "the declaration stays")
        #expect(notInHierarchy.markerSteps(attachedStack: nil, attachedScreen: nil).isEmpty)

        let beside = Node("marker")
        Node("host").add(beside, Node("split", .splitViewController))
        let split = NavigationControllerLocation.locate(from: beside, placement: .onStack)
        #expect(Self.stepNames(split.markerSteps(attachedStack: stack, attachedScreen: nil)) == ["detach", "report splitView"])
        #expect(
            Self.stepNames(
                NavigationControllerLocation.missing(.noNavigationController).markerSteps(attachedStack: nil, attachedScreen: nil)
            )
                == ["detach", "report noNavigationController"])
        #expect(
            Self.stepNames(
                NavigationControllerLocation.missing(.ambiguous).markerSteps(attachedStack: stack, attachedScreen: detail))
                == ["detach", "report ambiguous"])
    }

    @Test("where a marker records: on the stack the default, whatever the screen; in a screen that screen's choice, or nowhere")
    func record() {
        let screen = Node("detail")
        func name(_ record: NavigationControllerLocation.Record<Node>) -> String {
            switch record {
            case .stackDefault: return "default"
            case let .screenChoice(screen): return "choice of \(screen.name)"
            case .nothing: return "nothing"
            }
        }
        #expect(name(NavigationControllerLocation.Placement.onStack.record(screen: nil)) == "default")
        #expect(name(NavigationControllerLocation.Placement.onStack.record(screen: screen)) == "default")
        #expect(name(NavigationControllerLocation.Placement.inScreen.record(screen: screen)) == "choice of detail")
        #expect(name(NavigationControllerLocation.Placement.inScreen.record(screen: nil as Node?)) == "nothing")
    }

    @Test("the screen a marker is in: a navigation controller's child, or a controller without a parent")
    func screenContaining() {
        let marker = Node("marker")
        let detail = Node("detail").add(Node("embedded host").add(marker))
        Node("tabs").add(Node("stack", .navigationController).add(Node("root"), detail))
        #expect((NavigationControllerLocation.screen(containing: marker) as? Node)?.name == "detail")

        let presentedMarker = Node("marker")
        let presented = Node("presented host").add(Node("content").add(presentedMarker))
        #expect((NavigationControllerLocation.screen(containing: presentedMarker) as? Node) === presented)
        #expect(NavigationControllerLocation.screen(containing: Node("orphan")) == nil)
    }
}
