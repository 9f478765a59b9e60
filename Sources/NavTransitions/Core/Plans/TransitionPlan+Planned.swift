import Foundation

extension PlanBuilder {
    /// The plan of a ``TransitionPlanning`` style: asked in a left-to-right scene, completed with the
    /// scene's views, then mirrored back for a right-to-left layout.
    func planned(by planner: any TransitionPlanning) -> TransitionPlan {
        let isMirrored = scene.layoutDirection == .rightToLeft
        let authorScene = isMirrored ? scene.mirroredHorizontally : scene
        let plan = planner.plan(for: operation, in: authorScene).completed(for: operation, in: authorScene)
        return isMirrored ? plan.mirroredHorizontally(in: authorScene) : plan
    }
}

extension TransitionPlan {
    /// The plan made safe to run in `scene`: it is for `operation`, the from- and to-views take part exactly
    /// when the scene has them (a missing one stays still at rest), and both rest at their resting state.
    package func completed(for operation: TransitionOperation, in scene: TransitionScene) -> TransitionPlan {
        var result = self
        result.operation = operation
        for role in [TransitionRole.fromView, .toView] {
            guard let resting = scene.geometry(of: role)?.restingState else {
                result.participants[role] = nil
                continue
            }
            var participant = participants[role] ?? .still(resting)
            participant.rest = resting
            result.participants[role] = participant
        }
        return result
    }

    /// The plan mirrored around the vertical centre line of `scene`'s container: what a left-to-right plan
    /// becomes in a right-to-left layout.
    ///
    /// Frames are mirrored and horizontal translations change sign. The mask view's frame is in the masked
    /// view's coordinates (the to-view going forward, the from-view going back), so it is mirrored within
    /// that view's width; without that view it is mirrored like the others.
    package func mirroredHorizontally(in scene: TransitionScene) -> TransitionPlan {
        var result = self
        let container = scene.containerBounds
        let maskedRole: TransitionRole = operation.isForward ? .toView : .fromView
        for (role, participant) in participants {
            let axis: CGRect
            if role == .maskView, let masked = scene.geometry(of: maskedRole) {
                axis = CGRect(origin: .zero, size: masked.frame.size)
            } else {
                axis = container
            }
            result.participants[role] = ParticipantPlan(
                start: participant.start.mirroredHorizontally(around: axis),
                end: participant.end.mirroredHorizontally(around: axis),
                rest: participant.rest.mirroredHorizontally(around: axis)
            )
        }
        return result
    }
}

extension TransitionScene {
    /// The scene mirrored around its container's vertical centre line, seen as left to right.
    package var mirroredHorizontally: TransitionScene {
        var result = self
        result.fromView = fromView.map { $0.mirroredHorizontally(around: containerBounds) }
        result.toView = toView.map { $0.mirroredHorizontally(around: containerBounds) }
        result.layoutDirection = .leftToRight
        return result
    }
}

extension ViewState {
    /// The state mirrored around `axis`'s vertical centre line: the frame is mirrored, the horizontal
    /// translation changes sign; scale, alpha and corner radius stay.
    func mirroredHorizontally(around axis: CGRect) -> ViewState {
        var transform = self.transform
        transform.translationX = -transform.translationX
        return ViewState(
            frame: frame.mirroredHorizontally(around: axis), alpha: alpha, transform: transform, cornerRadius: cornerRadius)
    }
}
