import Foundation
@testable import NavTransitions
import Testing

/// A sheet whose dismissal UIKit cancels comes back to rest and takes the next touch and VoiceOver's actions
/// again. Mutation seed 4242 found nothing pinning the sheet's own state after a cancelled dismissal
/// (`dismissalEnded(completed: false)` in `PresentationSession.dismissalDidEnd` could be `true`).
@Suite("A sheet's cancelled dismissal")
struct SheetDismissalCancelTests {
    static let phone = GuardBoundaryTests.phone

    /// A sheet at .medium (visible 399.5 on the phone) dragged down by `translation` and flicked at 3000 pt/s:
    /// released toward a dismissal, which UIKit begins.
    static func dismissing(translation: CGFloat) -> PresentationSession {
        var session = PresentationPanEntryTests.presentedSheet()
        var event = PresentationPanEvent(
            translation: .zero, velocity: CGPoint(x: 0, y: 500), container: phone,
            trackedScrollView: nil, dismissProgress: 0)
        _ = session.pan(
            .began, event,
            beginning: PresentationPanBeginning(
                location: CGPoint(x: 100, y: 100), scrollViews: [], presentedFrame: PresentationPanEntryTests.medium,
                onScreenFrame: nil, settling: nil, isModalInPresentation: false))
        event.translation = CGPoint(x: 0, y: translation)
        _ = session.pan(.changed, event, beginning: nil)
        event.velocity = CGPoint(x: 0, y: 3_000)
        _ = session.pan(.ended, event, beginning: nil)
        _ = session.dismissalWillBegin()
        #expect(session.sheetDismissalRequestEnded() == [], "UIKit began it")
        return session
    }

    @Test(
        "a dismissal cancelled after a release 100 points down: the sheet settles back to .medium with the spring, and rests there"
    )
    func cancelledAfterADrag() {
        var session = Self.dismissing(translation: 100)
        #expect(session.sheetState?.phase == .dismissing)
        let ended = session.dismissalDidEnd(completed: false)
        // Every detent dims: at .medium's 399.5 the dimming is full.
        #expect(ended == [.setDimmingAlpha(1), .layoutContainer(.sheetSettle(initialVelocity: 0))])
        #expect(session.sheetState?.phase == .settling)
        _ = session.sheetAnimationEnded()
        #expect(session.sheetState?.phase == .resting)
        #expect(session.sheetState?.accessibilityTarget(of: .increment) == 1, "VoiceOver can expand it again")
    }

    @Test("after a cancelled dismissal the next touch drags the sheet again")
    func nextTouchDrags() {
        var session = Self.dismissing(translation: 100)
        _ = session.dismissalDidEnd(completed: false)
        _ = session.sheetAnimationEnded()
        var event = PresentationPanEvent(
            translation: .zero, velocity: CGPoint(x: 0, y: -500), container: Self.phone,
            trackedScrollView: nil, dismissProgress: 0)
        _ = session.pan(
            .began, event,
            beginning: PresentationPanBeginning(
                location: CGPoint(x: 100, y: 100), scrollViews: [], presentedFrame: PresentationPanEntryTests.medium,
                onScreenFrame: nil, settling: nil, isModalInPresentation: false))
        event.translation = CGPoint(x: 0, y: -100)
        let moved = session.pan(.changed, event, beginning: nil)
        #expect(moved.contains(.setPresentedFrame(CGRect(x: 0, y: 312.5, width: 375, height: 499.5))))
    }
}
