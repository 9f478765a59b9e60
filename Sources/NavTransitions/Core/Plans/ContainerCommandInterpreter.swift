import Foundation

/// A view as the container commands see it: a superview, the subview operations `UIView` offers, a mask,
/// and a planned state to take.
///
/// `UIView` implements it in the UIKit layer (`ContainerCommandRunner`); the headless test model
/// implements it too, so both run the commands through the same ``ContainerCommandInterpreter``.
package protocol ContainerViewNode: AnyObject {
    /// `superview`.
    var containerNodeSuperview: (any ContainerViewNode)? { get }
    /// `mask`: a view whose shape clips this one; not a subview.
    var containerNodeMask: (any ContainerViewNode)? { get set }
    /// `addSubview(_:)`: on top, taken from its previous superview.
    func addContainerNode(_ node: any ContainerViewNode)
    /// `insertSubview(_:at:)`.
    func insertContainerNode(_ node: any ContainerViewNode, at index: Int)
    /// `insertSubview(_:aboveSubview:)`; `sibling` is a subview.
    func insertContainerNode(_ node: any ContainerViewNode, above sibling: any ContainerViewNode)
    /// `insertSubview(_:belowSubview:)`; `sibling` is a subview.
    func insertContainerNode(_ node: any ContainerViewNode, below sibling: any ContainerViewNode)
    /// `removeFromSuperview()`.
    func removeContainerNodeFromSuperview()
    /// Takes a planned state: its frame (in its superview's coordinates), alpha, transform, corner radius.
    func applyContainerState(_ state: ViewState)
    /// Takes only an alpha (`alpha`), nothing else: for a view the transition does not own.
    func applyContainerAlpha(_ alpha: CGFloat)
}

/// Runs ``ContainerCommand``s on a transition's container and participant views; one per transition.
package struct ContainerCommandInterpreter: Sendable {
    /// The roles whose view UIKit left outside the container: never moved during this transition.
    package private(set) var rolesOutsideContainer: Set<TransitionRole> = []
    /// The roles that have been given a state during this transition.
    private var placedRoles: Set<TransitionRole> = []

    /// Creates an interpreter for one transition.
    package init() {}

    /// Runs `commands` in order (the setup, the animation and the completion of one transition).
    ///
    /// - Inserting a view that is already in the container leaves it in place; `.above` / `.below` a
    ///   sibling that is not in the container puts the view on top.
    /// - A participant that is neither in the container nor a participant's mask when it is first given a
    ///   state is outside the container for the whole transition, and never moved: a plan's frames are in
    ///   the container's coordinates, not in its superview's. That is the presenter's view a full-screen
    ///   presentation hands over while it stays where it is — maybe inside another presentation's
    ///   container. A view the plan inserts, or one it removes at the end, is in the container; so is a
    ///   view the plan put inside another participant (a zoom's flying image).
    /// - An alpha (`.setAlpha`) goes to the view wherever it is: it is how a transition hides, and gives
    ///   back, a view it does not own (a zoom's source thumbnail in the app's window).
    /// - Removing takes a view out of the container only (a view elsewhere is UIKit's to move), and clears
    ///   it as a mask.
    package mutating func run(
        _ commands: [ContainerCommand], container: any ContainerViewNode,
        views: [TransitionRole: any ContainerViewNode]
    ) {
        for command in commands {
            switch command {
            case let .insert(role, placement):
                guard let view = views[role], view.containerNodeSuperview !== container else { continue }
                Self.insert(view, placement, container: container, views: views)
            case let .apply(role, state):
                guard let view = views[role] else { continue }
                if placedRoles.insert(role).inserted, !Self.isPlaced(view, container: container, views: views) {
                    rolesOutsideContainer.insert(role)
                }
                guard !rolesOutsideContainer.contains(role) else { continue }
                view.applyContainerState(state)
            case let .remove(role):
                guard let view = views[role] else { continue }
                if view.containerNodeSuperview === container { view.removeContainerNodeFromSuperview() }
                for other in views.values where other.containerNodeMask === view { other.containerNodeMask = nil }
            case let .setAlpha(role, alpha):
                views[role]?.applyContainerAlpha(alpha)
            }
        }
    }

    /// Whether `view` is in the container, is a participant's mask (whose frame is in the masked view's
    /// coordinates), or is inside a participant (whose frame is in that participant's coordinates).
    package static func isPlaced(
        _ view: any ContainerViewNode, container: any ContainerViewNode,
        views: [TransitionRole: any ContainerViewNode]
    ) -> Bool {
        view.containerNodeSuperview === container
            || views.values.contains { $0.containerNodeMask === view || view.containerNodeSuperview === $0 }
    }

    private static func insert(
        _ view: any ContainerViewNode, _ placement: ContainerPlacement, container: any ContainerViewNode,
        views: [TransitionRole: any ContainerViewNode]
    ) {
        switch placement {
        case let .mask(of: role):
            views[role]?.containerNodeMask = view
        case let .inside(role):
            views[role]?.addContainerNode(view)
        case .top:
            container.addContainerNode(view)
        case .bottom:
            container.insertContainerNode(view, at: 0)
        case let .above(role):
            if let sibling = views[role], sibling.containerNodeSuperview === container {
                container.insertContainerNode(view, above: sibling)
            } else {
                container.addContainerNode(view)
            }
        case let .below(role):
            if let sibling = views[role], sibling.containerNodeSuperview === container {
                container.insertContainerNode(view, below: sibling)
            } else {
                container.addContainerNode(view)
            }
        }
    }
}
