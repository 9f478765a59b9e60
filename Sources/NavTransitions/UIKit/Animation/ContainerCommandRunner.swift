#if canImport(UIKit)
import UIKit

/// Applies Core's ``ContainerCommand``s to a transition's container view and participant views, through
/// Core's ``ContainerCommandInterpreter`` (the headless tests run the same interpreter).
@MainActor
final class ContainerCommandRunner {
    let container: UIView
    let views: [TransitionRole: UIView]
    private let originalClipping: [TransitionRole: Bool]
    private var interpreter = ContainerCommandInterpreter()

    init(container: UIView, views: [TransitionRole: UIView]) {
        self.container = container
        self.views = views
        originalClipping = views.mapValues(\.clipsToBounds)
    }

    /// Runs the commands in order (see ``ContainerCommandInterpreter/run(_:container:views:)``): a view that
    /// is already in the container stays in place, and a participant UIKit left outside it is never moved.
    func run(_ commands: [ContainerCommand]) {
        interpreter.run(commands, container: container, views: views.mapValues { $0 as any ContainerViewNode })
    }

    /// Gives every participant back the `clipsToBounds` it had before the transition.
    func restoreClipping() {
        for (role, clips) in originalClipping { views[role]?.clipsToBounds = clips }
    }
}

/// A view as Core's container commands see it. The conformance is main-actor isolated, like `UIView`:
/// Core only calls it synchronously from the main actor, inside the transition's callbacks.
extension UIView: @preconcurrency ContainerViewNode {
    package var containerNodeSuperview: (any ContainerViewNode)? { superview }

    package var containerNodeMask: (any ContainerViewNode)? {
        get { mask }
        set { mask = newValue as? UIView }
    }

    package func addContainerNode(_ node: any ContainerViewNode) {
        guard let view = node as? UIView else { return }
        addSubview(view)
    }

    package func insertContainerNode(_ node: any ContainerViewNode, at index: Int) {
        guard let view = node as? UIView else { return }
        insertSubview(view, at: index)
    }

    package func insertContainerNode(_ node: any ContainerViewNode, above sibling: any ContainerViewNode) {
        guard let view = node as? UIView, let sibling = sibling as? UIView else { return }
        insertSubview(view, aboveSubview: sibling)
    }

    package func insertContainerNode(_ node: any ContainerViewNode, below sibling: any ContainerViewNode) {
        guard let view = node as? UIView, let sibling = sibling as? UIView else { return }
        insertSubview(view, belowSubview: sibling)
    }

    package func removeContainerNodeFromSuperview() {
        removeFromSuperview()
    }

    /// Applies the state (``apply(_:)``); a rounded state clips (the runner restores `clipsToBounds` after).
    package func applyContainerState(_ state: ViewState) {
        clipsToBounds = state.clipsToBounds(current: clipsToBounds)
        apply(state)
    }

    package func applyContainerAlpha(_ alpha: CGFloat) {
        self.alpha = alpha
    }
}
#endif
