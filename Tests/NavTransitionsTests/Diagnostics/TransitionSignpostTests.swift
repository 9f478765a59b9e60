import Foundation
import Testing
@testable import NavTransitions

/// A ``SignpostHost`` that records what it emits, as `TransitionSignposter` calls `OSSignposter`.
final class RecordingSignpostHost: SignpostHost {
    enum Emission: Equatable {
        case begin(String)
        case end(String)
    }

    var signpostInterval = SignpostInterval()
    var isRecordingSignposts: Bool
    private(set) var emitted: [Emission] = []

    init(recording: Bool = true) {
        isRecordingSignposts = recording
    }

    func beginAnimationInterval(_ signpost: TransitionSignpost) {
        emitted.append(.begin(signpost.nameString))
    }

    func endInterval(_ signpost: TransitionSignpost) {
        emitted.append(.end(signpost.nameString))
    }
}

@Suite("Signposts: one animation interval per transition and per sheet settle")
struct TransitionSignpostTests {
    // MARK: Names

    @Test("every transition and the sheet settle has its own name, as Docs/Performance.md lists them")
    func names() {
        let names = TransitionSignpost.all.map(\.nameString)
        #expect(names.count == 17)
        #expect(Set(names).count == 17, "no two intervals share a name")
        #expect(TransitionSignpost.transition(.push, isInteractive: false, isZoom: false).nameString == "Push")
        #expect(TransitionSignpost.transition(.pop, isInteractive: true, isZoom: false).nameString == "Interactive Pop")
        #expect(TransitionSignpost.transition(.dismiss, isInteractive: true, isZoom: false).nameString == "Interactive Dismiss")
        #expect(TransitionSignpost.transition(.present, isInteractive: false, isZoom: true).nameString == "Zoom Present")
        #expect(
            TransitionSignpost.transition(.dismiss, isInteractive: true, isZoom: true).nameString == "Interactive Zoom Dismiss")
        #expect(TransitionSignpost.sheetSettle.nameString == "Sheet Settle")
        #expect(TransitionSignpost.subsystem == "org.navtransitions")
        #expect(TransitionSignpost.category == "transitions")
    }

    @Test("Docs/Performance.md names every interval, the subsystem and the category")
    func documented() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Docs/Performance.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for signpost in TransitionSignpost.all {
            #expect(text.contains("`\(signpost.nameString)`"), "Docs/Performance.md does not name \(signpost.nameString)")
        }
        #expect(text.contains("`\(TransitionSignpost.subsystem)`") && text.contains("`\(TransitionSignpost.category)`"))
    }

    @Test("only a sheet's settle among the layout animations has an interval")
    func layoutAnimations() {
        #expect(TransitionSignpost(layoutAnimation: .sheetSettle(initialVelocity: 2)) == .sheetSettle)
        #expect(TransitionSignpost(layoutAnimation: .none) == nil)
        #expect(TransitionSignpost(layoutAnimation: .layoutChange) == nil)
        let keyboard = KeyboardAnimation(duration: 0.25, curve: 7)
        #expect(TransitionSignpost(layoutAnimation: .keyboard(keyboard)) == nil)
    }

    @Test("a zoom leg's interval is interactive when fingers or a pan drive it from its start")
    func zoomLegs() {
        let plan = ZoomPlan(
            scene: ZoomScene(
                operation: .dismiss, containerBounds: CGRect(x: 0, y: 0, width: 375, height: 812),
                fromView: ParticipantGeometry(frame: CGRect(x: 0, y: 0, width: 375, height: 812)), toView: nil,
                imageSize: CGSize(width: 3_000, height: 2_000), photo: nil, source: nil))
        #expect(
            ZoomFlightControl(plan: plan, isFingerDriven: true, isInteractive: false).signpost.nameString
                == "Interactive Zoom Dismiss")
        #expect(
            ZoomFlightControl(plan: plan, isFingerDriven: false, isInteractive: true).signpost.nameString
                == "Interactive Zoom Dismiss")
        #expect(ZoomFlightControl(plan: plan, isFingerDriven: false, isInteractive: false).signpost.nameString == "Zoom Dismiss")
    }

    // MARK: Pairing

    @Test("a transition's interval ends once: at its completion, not again when UIKit reports animationEnded")
    func endsOnce() {
        let host = RecordingSignpostHost()
        host.beginSignpost(.transition(.push, isInteractive: false, isZoom: false))
        host.endSignpost() // the animator's completion
        host.endSignpost() // animationEnded
        #expect(host.emitted == [.begin("Push"), .end("Push")])
        #expect(host.signpostInterval.open == nil)
    }

    @Test("a cancelled interactive pop ends its interval exactly once, whichever of UIKit's ends comes first")
    func cancelledInteractivePop() {
        let pop = TransitionSignpost.transition(.pop, isInteractive: true, isZoom: false)
        let completionFirst = RecordingSignpostHost()
        completionFirst.beginSignpost(pop)
        completionFirst.endSignpost()
        completionFirst.endSignpost()
        let animationEndedFirst = RecordingSignpostHost()
        animationEndedFirst.beginSignpost(pop)
        animationEndedFirst.endSignpost()
        animationEndedFirst.endSignpost()
        #expect(completionFirst.emitted == [.begin("Interactive Pop"), .end("Interactive Pop")])
        #expect(animationEndedFirst.emitted == completionFirst.emitted)
    }

    @Test("a settle replaced by another ends before the new one begins; a grab ends it; a layout without a settle begins none")
    func settles() {
        let host = RecordingSignpostHost()
        host.beginSignpost(.sheetSettle)
        host.beginSignpost(.sheetSettle) // a second release while the first settle runs
        host.endSignpost() // a touch grabs it
        host.beginSignpost(.sheetSettle)
        host.beginSignpost(nil) // an animated layout change replaces it: no interval of its own
        host.endSignpost()
        #expect(
            host.emitted == [
                .begin("Sheet Settle"), .end("Sheet Settle"), .begin("Sheet Settle"), .end("Sheet Settle"),
                .begin("Sheet Settle"), .end("Sheet Settle"),
            ])
    }

    @Test("nothing begins or ends while no tool records; a recording that starts mid-transition sees the next one")
    func notRecorded() {
        let host = RecordingSignpostHost(recording: false)
        host.beginSignpost(.transition(.present, isInteractive: false, isZoom: false))
        host.isRecordingSignposts = true
        host.endSignpost()
        #expect(host.emitted.isEmpty, "an end without its beginning is not emitted")
        host.beginSignpost(.transition(.dismiss, isInteractive: true, isZoom: false))
        host.isRecordingSignposts = false
        host.endSignpost()
        #expect(
            host.emitted == [.begin("Interactive Dismiss"), .end("Interactive Dismiss")],
            "an interval begun while recording ends even if the recording stopped")
    }

    @Test("Core changes the host's interval before it calls the host (a host that reads it back finds it done)")
    func stateBeforeCalls() {
        final class ReadingHost: SignpostHost {
            var signpostInterval = SignpostInterval()
            var isRecordingSignposts: Bool { true }
            var openDuringCalls: [TransitionSignpost?] = []
            func beginAnimationInterval(_ signpost: TransitionSignpost) { openDuringCalls.append(signpostInterval.open) }
            func endInterval(_ signpost: TransitionSignpost) { openDuringCalls.append(signpostInterval.open) }
        }
        let host = ReadingHost()
        host.beginSignpost(.sheetSettle)
        host.beginSignpost(.transition(.push, isInteractive: false, isZoom: false))
        host.endSignpost()
        let push = TransitionSignpost.transition(.push, isInteractive: false, isZoom: false)
        #expect(host.openDuringCalls == [.sheetSettle, push, push, nil])
    }
}
