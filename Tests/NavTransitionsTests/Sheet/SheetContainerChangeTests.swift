import Foundation
import Testing
@testable import NavTransitions

/// Core's answer to a container change during a sheet's settle, by what animates the layout pass
/// (`PresentationSession.LayoutPass`): the actions `containerWillLayout(_:pass:)` returns and the resumed settle.
@Suite("Sheet container changes by layout pass")
struct SheetContainerChangeTests {
    static let phone = PresentationContainer(
        bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeArea: EdgeInsets(top: 47, bottom: 34))
    static let shorter = PresentationContainer(
        bounds: CGRect(x: 0, y: 0, width: 375, height: 700), safeArea: EdgeInsets(top: 47, bottom: 34))
    static let chrome = PresentationChrome(cornerRadius: 16, roundedCorners: [.topLeft, .topRight], isAccessibilityModal: true)

    /// A sheet presented on the phone at medium, then settling toward large (the app's animated selection).
    static func settling() -> PresentationSession {
        var session = PresentationSession(layout: .sheet(.init(detents: [.medium, .large])), dismissal: .all)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight, container: phone)
        _ = session.presentationDidEnd(completed: true)
        _ = session.containerWillLayout(phone)
        _ = session.setSelectedDetent(.large, animated: true, isReduceMotionEnabled: false)
        _ = session.containerWillLayout(phone, pass: .presentationAnimation)
        return session
    }

    @Test(
        "the pass from what the UIKit layer reads",
        arguments: [
            // The presentation's own block with no duration (a keyboard notification of 0 s, the app's change
            // inside performWithoutAnimation) shows what it sets at once.
            (true, 0.0, PresentationSession.LayoutPass.unanimated),
            (true, Double.nan, .unanimated),
            (true, 0.3, .presentationAnimation),
            (false, 0.3, .systemAnimation),
            (false, 0.0, .unanimated),
            (false, -1.0, .unanimated),
            (false, Double.nan, .unanimated),
        ])
    func passFromReadings(inside: Bool, duration: Double, expected: PresentationSession.LayoutPass) {
        #expect(
            PresentationSession.LayoutPass(insidePresentationAnimation: inside, inheritedAnimationDuration: duration) == expected)
    }

    @Test("outside any animation a settle stops, the presented view is left where it shows, and one settle resumes next turn")
    func unanimatedDuringSettle() {
        var session = Self.settling()
        let actions = session.containerWillLayout(Self.shorter, pass: .unanimated)
        #expect(
            actions == [
                .setDimmingFrame(Self.shorter.bounds), .stopSheetAnimation, .resumeSheetSettleOnNextMainQueueTurn,
                .setChrome(Self.chrome),
            ])
        #expect(session.sheetState?.phase == .settling)
        // Another unanimated pass before the turn: still held, no second resume.
        #expect(
            session.containerWillLayout(Self.shorter, pass: .unanimated) == [
                .setDimmingFrame(Self.shorter.bounds), .setChrome(Self.chrome),
            ])
        #expect(session.sheetSettleResumed(layoutAnimationRunning: false) == [.layoutContainer(.sheetSettle(initialVelocity: 0))])
        #expect(session.sheetSettleResumed(layoutAnimationRunning: false) == [], "once")
        // The resumed settle's own pass lays the sheet out on large in the shorter container (653 tall, y 47).
        let pass = session.containerWillLayout(Self.shorter, pass: .presentationAnimation)
        #expect(pass.contains(.setPresentedFrame(CGRect(x: 0, y: 47, width: 375, height: 653))))
        #expect(!pass.contains(.stopSheetAnimation))
    }

    @Test("inside a system animation a settle stops and rests; inside the presentation's own animation it carries on")
    func animatedDuringSettle() {
        var rotated = Self.settling()
        let stopped = rotated.containerWillLayout(Self.shorter, pass: .systemAnimation)
        #expect(stopped.prefix(2) == [.setDimmingFrame(Self.shorter.bounds), .stopSheetAnimation])
        #expect(stopped.contains(.setPresentedFrame(CGRect(x: 0, y: 47, width: 375, height: 653))))
        #expect(rotated.sheetState?.phase == .resting)
        #expect(rotated.sheetSettleResumed(layoutAnimationRunning: false) == [])

        var own = Self.settling()
        let carried = own.containerWillLayout(Self.shorter, pass: .presentationAnimation)
        #expect(!carried.contains(.stopSheetAnimation) && !carried.contains(.resumeSheetSettleOnNextMainQueueTurn))
        #expect(carried.contains(.setPresentedFrame(CGRect(x: 0, y: 47, width: 375, height: 653))))
        #expect(own.sheetState?.phase == .settling)
    }

    @Test("a layout animation started before the turn (the app's animated detent change) is not replaced by the resumed settle")
    func resumeAfterANewAnimation() {
        var session = Self.settling()
        _ = session.containerWillLayout(Self.shorter, pass: .unanimated)
        #expect(session.sheetSettleResumed(layoutAnimationRunning: true) == [])
        #expect(!session.isSheetSettleResumePending)
        #expect(session.sheetSettleResumed(layoutAnimationRunning: false) == [], "the resume was used up")
    }

    @Test("a settle that ended or was taken before the turn does not resume")
    func resumeAfterSomethingElse() {
        var session = Self.settling()
        _ = session.containerWillLayout(Self.shorter, pass: .unanimated)
        #expect(session.isSheetSettleResumePending)
        // The app changes the layout to a card before the turn: no sheet is left to settle.
        _ = session.setLayout(.card(size: CGSize(width: 300, height: 400)), animated: false, isReduceMotionEnabled: false)
        #expect(session.sheetSettleResumed(layoutAnimationRunning: false) == [])
        var dismissed = Self.settling()
        _ = dismissed.containerWillLayout(Self.shorter, pass: .unanimated)
        #expect(dismissed.isSheetSettleResumePending)
        _ = dismissed.dismissalWillBegin()
        #expect(dismissed.sheetSettleResumed(layoutAnimationRunning: false) == [])
    }
}
