#if canImport(UIKit)
import UIKit

extension UIViewImplicitlyAnimating {
    /// Runs a transition's animator: started when the transition is animated; otherwise it jumps to its end
    /// at once, through the same completion, so the transition completes synchronously and exactly once.
    func runTransition(animated: Bool) {
        startAnimation()
        // stays in UIKit: reads UIKit: the context's isAnimated (not animated: jump to the end)
        guard !animated else { return }
        stopAnimation(false)
        finishAnimation(at: .end)
    }
}
#endif
