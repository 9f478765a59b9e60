#if canImport(UIKit)
import UIKit

/// The dimming view: tap to dismiss, and — while Core says the sheet passes touches through (an undimmed
/// detent) — a touch on it goes to the presenting screen's view instead (hit-test forwarding, public API only;
/// Docs/Sheets.md says why not a smaller container or child containment).
@MainActor
final class PassthroughDimmingView: UIView {
    /// Core's ``PresentationSession/Action/setDimmingPassesTouches(_:)``.
    var passesTouches = false
    /// The presenting screen's view, which gets the touches passed through.
    weak var presentersView: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        // stays in UIKit: applies Core's passesTouches; the hit's identity and the presenter's view are UIKit's
        guard passesTouches, hit === self, let target = presentersView else { return hit }
        return target.hitTest(convert(point, to: target), with: event)
    }
}
#endif
