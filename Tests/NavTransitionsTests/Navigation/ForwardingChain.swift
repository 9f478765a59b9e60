@testable import NavTransitions

/// The objects a delegate call passes through from `delegate` on: wrappers forward to their target, the
/// proxy to its original; and whether it comes back to an object it passed (a loop). The navigation model's
/// harness and the reliability world read the same chain.
func forwardingChain(from delegate: HeadlessNavigationController.Delegate?) -> (chain: [AnyObject], cycles: Bool) {
    var chain: [AnyObject] = []
    var next: HeadlessNavigationController.Delegate? = delegate
    while let current = next {
        if chain.contains(where: { $0 === current }) { return (chain, true) }
        chain.append(current)
        switch current {
        case let wrapper as ForwardingWrapperDelegate: next = wrapper.forwardTarget
        case let proxy as HeadlessNavigationProxy: next = proxy.original
        default: next = nil
        }
    }
    return (chain, false)
}
