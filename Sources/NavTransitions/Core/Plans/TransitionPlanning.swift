import Foundation

/// A custom transition style: the plan of every view for each operation, which ``TransitionAnimation`` runs.
///
/// Write the plan for a **left-to-right** layout, as start, end and resting ``ViewState``s of the views in
/// the ``TransitionScene``. Wrapped in ``TransitionStyle/planned(by:)``, the style then gets what the
/// built-in styles get:
///
/// - one interruptible `UIViewPropertyAnimator`, so a pan can scrub, reverse and grab it;
/// - right-to-left layouts: the plan is mirrored around the container's vertical centre line (frames,
///   and horizontal translations change sign);
/// - Reduce Motion: the plan is replaced by a cross-fade, and the planner is not asked;
/// - a clean container: every view the scene has takes part (a view the plan leaves out stays still),
///   a view the scene lacks is ignored, and afterwards each view is at its resting state — opaque,
///   untransformed, at its resting frame — whatever the plan says its `rest` is.
///
/// The planner is asked on the main thread each time a transition starts; it must be a pure function of
/// its inputs. Conforming types are values: `Equatable` (two styles with the same parameters are the
/// same style) and `Sendable`, so a style can be a `static let`.
public protocol TransitionPlanning: Sendable, Equatable {
    /// The plan for `operation` in `scene`, laid out left to right.
    ///
    /// - Parameters:
    ///   - operation: push or present bring `scene.toView` in; pop or dismiss take `scene.fromView` away.
    ///   - scene: the container's bounds and the resting geometry of the views UIKit provides (a custom
    ///     presentation has no from-view when presenting and no to-view when dismissing).
    /// - Returns: the participants' states and the timing. ``TransitionPlan/operation`` is set to
    ///   `operation` whatever the returned plan says.
    func plan(for operation: TransitionOperation, in scene: TransitionScene) -> TransitionPlan
}

extension TransitionPlanning {
    /// Whether `other` is a planner of this type with equal parameters.
    func isEqual(to other: any TransitionPlanning) -> Bool {
        (other as? Self) == self
    }
}
