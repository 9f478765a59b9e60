#if canImport(UIKit)
import UIKit

/// Applies Core's ``ContainerCommand``s to a transition's container view and participant views.
@MainActor
struct ContainerCommandRunner {
    let container: UIView
    let views: [TransitionRole: UIView]
    private let originalClipping: [TransitionRole: Bool]

    init(container: UIView, views: [TransitionRole: UIView]) {
        self.container = container
        self.views = views
        originalClipping = views.mapValues(\.clipsToBounds)
    }

    /// Runs the commands in order. Inserting a view that is already in the container leaves it in place.
    func run(_ commands: [ContainerCommand]) {
        for command in commands {
            switch command {
            case let .insert(role, placement):
                guard let view = views[role], view.superview !== container else { continue }
                insert(view, placement)
            case let .apply(role, state):
                guard let view = views[role] else { continue }
                if state.cornerRadius > 0 { view.clipsToBounds = true }
                view.apply(state)
            case let .remove(role):
                guard let view = views[role] else { continue }
                if view.superview === container { view.removeFromSuperview() }
                for other in views.values where other.mask === view { other.mask = nil }
            }
        }
    }

    /// Gives every participant back the `clipsToBounds` it had before the transition.
    func restoreClipping() {
        for (role, clips) in originalClipping { views[role]?.clipsToBounds = clips }
    }

    private func insert(_ view: UIView, _ placement: ContainerPlacement) {
        switch placement {
        case let .mask(of: role):
            views[role]?.mask = view
        case .top:
            container.addSubview(view)
        case .bottom:
            container.insertSubview(view, at: 0)
        case let .above(role):
            if let sibling = views[role], sibling.superview === container {
                container.insertSubview(view, aboveSubview: sibling)
            } else {
                container.addSubview(view)
            }
        case let .below(role):
            if let sibling = views[role], sibling.superview === container {
                container.insertSubview(view, belowSubview: sibling)
            } else {
                container.addSubview(view)
            }
        }
    }
}
#endif
