import Foundation

/// A view controller as the search for a declarative stack's navigation controller sees it: its parent,
/// its children, what kind of container it is, and where its view is.
///
/// `UIViewController` implements it in the UIKit layer; the headless test model implements it too.
package protocol HostingControllerNode: AnyObject {
    /// The controller's `parent`; nil at the root of a window or for a presented controller.
    var hostingParentNode: (any HostingControllerNode)? { get }
    /// The controller's `children`, in order.
    var hostingChildNodes: [any HostingControllerNode] { get }
    /// What kind of container the controller is.
    var containerKind: ContainerKind { get }
    /// The controller's view frame in its window's coordinates; nil when the view is not loaded or not in a window.
    var frameInWindow: CGRect? { get }
}

/// The containers the search tells apart.
package enum ContainerKind: Sendable, Hashable {
    /// A `UINavigationController`: its children are its stack.
    case navigationController
    /// A `UISplitViewController` showing its columns: they hold navigation controllers of their own.
    case splitViewController
    /// A collapsed `UISplitViewController` (`isCollapsed`, as on an iPhone): one column's navigation controller
    /// shows the whole stack, and pushes do happen in it.
    case collapsedSplitViewController
    /// Any other controller.
    case other
}

/// Where a marker placed by a declarative modifier finds the navigation controller it configures.
///
/// The marker is a small controller (a representable's) added as a child of the hosting controller its view
/// is in. Apple does not document that declarative stacks run on a `UINavigationController`; this search
/// reads the controller hierarchy (`parent`, `children`, frames) when the marker is in it — never earlier —
/// and says when there is none, so that the caller falls back to the system animation and says why.
package enum NavigationControllerLocation {
    /// Where the modifier was placed.
    package enum Placement: Sendable, Hashable {
        /// On the stack view itself: the marker is the stack's background, beside the stack's controller.
        case onStack
        /// Inside a screen of the stack: the marker is in the screen's hosting controller.
        case inScreen

        /// Where a marker placed here records (and withdraws) its declaration, `screen` being the screen it
        /// was attached to: on the stack, the stack's default (whatever the screen); in a screen, that
        /// screen's choice, or nowhere without one.
        package func record<Screen>(screen: Screen?) -> Record<Screen> {
            switch self {
            case .onStack: return .stackDefault
            case .inScreen: return screen.map { .screenChoice($0) } ?? .nothing
            }
        }
    }

    /// Where a marker records its declaration, on the stack it is attached to.
    package enum Record<Screen> {
        /// The stack's default transition (a marker on the stack).
        case stackDefault
        /// The choice of this screen (a marker in a screen).
        case screenChoice(Screen)
        /// Nowhere: a marker in a screen whose screen is gone (or was never found).
        case nothing
    }

    /// Why no navigation controller was found.
    package enum Miss: Sendable, Hashable {
        /// The marker is not in a controller hierarchy with a window yet: search again when it is.
        case notInHierarchy
        /// The stack shows columns (a split view controller, as `NavigationView` does on a regular width):
        /// destinations appear in a column, they are not pushed.
        case splitView
        /// Two navigation controllers fit equally: the stack cannot be told apart.
        case ambiguous
        /// No navigation controller around the marker.
        case noNavigationController
    }

    /// The navigation controller, and the screen (the child of the navigation controller on the marker's
    /// way up; nil when the marker sits beside the navigation controller).
    case found(navigationController: any HostingControllerNode, screen: (any HostingControllerNode)?)
    /// None, and why.
    case missing(Miss)

    /// The reason of a miss; nil when found.
    package var miss: Miss? {
        if case let .missing(miss) = self { return miss }
        return nil
    }

    /// Frames closer than this, edge by edge, in points, are the same frame.
    package static let frameTolerance: CGFloat = 1

    /// Searches from `marker` for a modifier placed as `placement`.
    ///
    /// - ``Placement/onStack``: among the marker's siblings (its parent's other children), the navigation
    ///   controller whose view has the marker's frame (the stack's background has the stack's frame): that
    ///   one. A collapsed split view controller there (an iPhone's `NavigationView` in columns): the navigation
    ///   controller inside it whose view has the marker's frame (the one that shows the stack and pushes). A
    ///   split view controller showing columns: ``Miss/splitView``. Two navigation controllers:
    ///   ``Miss/ambiguous``. Otherwise the modifier may have been put on the root screen inside the
    ///   stack: the search continues as for ``Placement/inScreen``.
    /// - ``Placement/inScreen``: up the parent chain, the first navigation controller, with the child
    ///   on the way as the screen. The chain ends at a presented controller (its `parent` is nil): a marker
    ///   in a presentation does not reach the stack behind it.
    ///
    /// A marker without a parent is ``Miss/notInHierarchy``; so is one without a window, unless its parent chain
    /// already reaches a navigation controller: a pushed screen's content is built, and its marker joins, before
    /// the screen's view enters the window — the moment its choice must be known. (The sibling rule needs the
    /// frames, so a marker on the stack waits for the window; a chain without a navigation controller is only a
    /// miss in a window: it may still be joining one.)
    package static func locate(from marker: any HostingControllerNode, placement: Placement) -> NavigationControllerLocation {
        guard let parent = marker.hostingParentNode else { return .missing(.notInHierarchy) }
        let frame = marker.frameInWindow
        if placement == .onStack {
            guard let frame else { return .missing(.notInHierarchy) }
            let siblings = parent.hostingChildNodes.filter { $0 !== marker && sameFrame($0.frameInWindow, frame) }
            let navigationControllers = siblings.filter { $0.containerKind == .navigationController }
            if navigationControllers.count > 1 { return .missing(.ambiguous) }
            if let navigationController = navigationControllers.first {
                return .found(navigationController: navigationController, screen: nil)
            }
            for split in siblings where split.containerKind == .collapsedSplitViewController {
                let shown = descendants(of: split).filter {
                    $0.containerKind == .navigationController && sameFrame($0.frameInWindow, frame)
                }
                if shown.count > 1 { return .missing(.ambiguous) }
                if let navigationController = shown.first {
                    return .found(navigationController: navigationController, screen: nil)
                }
            }
            let splits: Set<ContainerKind> = [.splitViewController, .collapsedSplitViewController]
            if siblings.contains(where: { splits.contains($0.containerKind) }) { return .missing(.splitView) }
        }
        var child: any HostingControllerNode = marker
        var node: (any HostingControllerNode)? = parent
        while let current = node {
            if current.containerKind == .navigationController {
                return .found(navigationController: current, screen: child === marker ? nil : child)
            }
            child = current
            node = current.hostingParentNode
        }
        return .missing(frame == nil ? .notInHierarchy : .noNavigationController)
    }

    /// Every controller below `node`, depth first.
    private static func descendants(of node: any HostingControllerNode) -> [any HostingControllerNode] {
        node.hostingChildNodes.flatMap { [$0] + descendants(of: $0) }
    }

    /// The screen a marker is in: the first of its ancestors that is a navigation controller's child (a
    /// pushed screen) or has no parent (a presented screen, or the window's root); nil for a marker without
    /// a parent.
    package static func screen(containing marker: any HostingControllerNode) -> (any HostingControllerNode)? {
        var node = marker.hostingParentNode
        while let current = node {
            guard let parent = current.hostingParentNode, parent.containerKind != .navigationController else { return current }
            node = parent
        }
        return nil
    }

    /// What a marker does with this answer, in order.
    package enum MarkerStep {
        /// Withdraw the declaration from the stack (and screen) it was attached to.
        case detach
        /// Remember the navigation controller and screen found as the ones the declaration goes to.
        case attach(navigationController: any HostingControllerNode, screen: (any HostingControllerNode)?)
        /// Record the declaration on the attached stack (again: recording is idempotent).
        case declare
        /// Say why the marker found no stack (its modifier falls back to the system animation).
        case reportMiss(Miss)
    }

    /// The steps of a marker attached to `attachedStack` and `attachedScreen` (nil: not attached) that
    /// searched again and got this answer.
    ///
    /// Found the same stack and screen: declare again. Found others: withdraw from the old ones, attach to
    /// the new ones, declare. Not in a hierarchy (yet, or any more, for a moment): nothing, the declaration
    /// stays until the marker is found elsewhere or dismantled. Any other miss: withdraw, and report why.
    package func markerSteps(
        attachedStack: (any HostingControllerNode)?, attachedScreen: (any HostingControllerNode)?
    ) -> [MarkerStep] {
        switch self {
        case let .found(navigationController, screen):
            guard navigationController === attachedStack, screen === attachedScreen else {
                return [.detach, .attach(navigationController: navigationController, screen: screen), .declare]
            }
            return [.declare]
        case .missing(.notInHierarchy):
            return []
        case let .missing(miss):
            return [.detach, .reportMiss(miss)]
        }
    }

    private static func sameFrame(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        let edges = [(a.minX, b.minX), (a.minY, b.minY), (a.maxX, b.maxX), (a.maxY, b.maxY)]
        return edges.allSatisfy { pair in pair.0.isFinite && pair.1.isFinite && abs(pair.0 - pair.1) <= frameTolerance }
    }
}
