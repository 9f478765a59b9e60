import NavTransitions
import UIKit

/// Ordinary UIKit code, written before the app adopted NavTransitions. Adding the import above must not
/// change what any of it means: no ambiguity, no shadowed name, no new member on a UIKit type.
final class BadgeView: UIView {
    private let label = UILabel()
    private var animator: UIViewPropertyAnimator?

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.inset(by: .init(top: 8, left: 16, bottom: 8, right: 16))
        label.frame = bounds.inset(by: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        layer.cornerRadius = min(bounds.width, bounds.height) / 2
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        label.center = center
        let insets: UIEdgeInsets = .zero
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        _ = (insets, directional, bounds.insetBy(dx: 4, dy: 4), bounds.offsetBy(dx: 1, dy: 1), bounds.standardized)
        _ = CGRect.zero.union(bounds).intersection(frame).divided(atDistance: 10, from: .minXEdge)
    }

    func pulse() {
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        animator.addAnimations { self.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) }
        animator.addCompletion { _ in self.transform = .identity }
        animator.startAnimation()
        self.animator = animator
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
            self.alpha = 0.5
        }
        let linear = UIViewPropertyAnimator(duration: 0.2, curve: .linear)
        let easeInOut = UIViewPropertyAnimator(duration: 0.2, curve: .easeInOut)
        _ = (linear, easeInOut, CAMediaTimingFunction(name: .easeInEaseOut))
    }

    func edges(in view: UIView) -> (UIRectEdge, UIUserInterfaceLayoutDirection, UISwipeGestureRecognizer.Direction) {
        let edge: UIRectEdge = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        return (edge, view.effectiveUserInterfaceLayoutDirection, .left)
    }
}

final class PlainNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push, .pop, .none: return nil
        @unknown default: return nil
        }
    }
}

func foundationNames() -> [Any] {
    let queue = OperationQueue()
    let operation = BlockOperation {}
    queue.addOperation(operation)
    let timing: TimeInterval = 0.3
    let transform = CGAffineTransform.identity.scaledBy(x: 2, y: 2).translatedBy(x: 1, y: 1)
    let value: CGFloat = 3
    return [queue, operation, timing, transform, value.rounded(), max(value, 2), Swift.min(value, 1), Date(), URL(fileURLWithPath: "/")]
}
