// The sample of Docs/CustomStyles.md, as written there.
import NavTransitions
import UIKit

/// The new screen slides in from the right over the current one, which recedes: it shrinks to 92 %,
/// rounds its corners and dims. Going back plays it in reverse. Written left to right: in right-to-left
/// layouts the package mirrors it, so the new screen comes from the left.
struct CardStackStyle: TransitionPlanning {
    var recededScale: CGFloat = 0.92
    var recededCornerRadius: CGFloat = 16
    var dimmingAlpha: CGFloat = 0.2

    func plan(for operation: TransitionOperation, in scene: TransitionScene) -> TransitionPlan {
        // Going forward the to-view moves on top of the from-view; going back, the from-view leaves.
        let topRole: TransitionRole = operation.isForward ? .toView : .fromView
        let belowRole: TransitionRole = operation.isForward ? .fromView : .toView
        let top = operation.isForward ? scene.toView : scene.fromView
        let below = operation.isForward ? scene.fromView : scene.toView
        var participants: [TransitionRole: ParticipantPlan] = [:]

        if let top {
            let shown = top
            var offscreen = shown
            offscreen.transform = .translation(x: scene.containerBounds.width, y: 0)
            participants[topRole] = operation.isForward
                ? ParticipantPlan(start: offscreen, end: shown, rest: shown)
                : ParticipantPlan(start: shown, end: offscreen, rest: shown)
        }
        if let below {
            let shown = below
            var receded = shown
            receded.transform = .scale(recededScale)
            receded.cornerRadius = recededCornerRadius
            participants[belowRole] = operation.isForward
                ? ParticipantPlan(start: shown, end: receded, rest: shown)
                : ParticipantPlan(start: receded, end: shown, rest: shown)
        }
        // The library's dimming view, between the two screens.
        let clear = ViewState(frame: scene.containerBounds, alpha: 0)
        let dimmed = ViewState(frame: scene.containerBounds, alpha: dimmingAlpha)
        participants[.dimmingView] = operation.isForward
            ? ParticipantPlan(start: clear, end: dimmed, rest: clear)
            : ParticipantPlan(start: dimmed, end: clear, rest: clear)

        return TransitionPlan(
            operation: operation,
            timing: .spring(SpringCurve(dampingRatio: 1, response: 0.4)),
            participants: participants
        )
    }
}

extension TransitionStyle {
    /// The card stack, as a style.
    static let cardStack = TransitionStyle.planned(by: CardStackStyle())
}

extension NavigationControllerTransition {
    /// The card stack for a push and its pop, swiped back from the leading edge.
    static let cardStack = NavigationControllerTransition(style: .cardStack)
}

extension ModalTransition {
    /// The card stack for a full-screen presentation, dismissed by a pan toward the right.
    static let cardStack = ModalTransition(style: .cardStack, dismissal: .pan)
}

@MainActor
func showCardStacks(from navigationController: UINavigationController) {
    let detail = UIViewController()
    detail.navigationTransition = .cardStack
    navigationController.pushViewController(detail, animated: true)

    let settings = UIViewController()
    settings.modalTransition = .cardStack
    navigationController.present(settings, animated: true)

    var slower = NavigationControllerTransition.cardStack
    slower.timing = .curve(.easeInOut, duration: 0.6)   // replaces the plan's timing
    detail.navigationTransition = slower
}

/// From your own delegate.
@MainActor
func cardStackAnimationController(for operation: TransitionOperation) -> UIViewControllerAnimatedTransitioning {
    TransitionAnimation(operation: operation, style: .planned(by: CardStackStyle(recededScale: 0.85)))
}
