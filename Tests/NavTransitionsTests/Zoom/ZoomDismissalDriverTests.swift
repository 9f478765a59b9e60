import Foundation
import Testing
@testable import NavTransitions

/// Which interaction drives a zoom's leg, and when the pinch and drag are on the browser.
@Suite("Zoom dismissal driver")
struct ZoomDismissalDriverTests {
    struct Row: Sendable, CustomStringConvertible {
        let operation: TransitionOperation
        let zoom: Bool
        let pan: Bool
        let expected: ZoomDismissalDriver
        var description: String { "\(operation) zoom:\(zoom) pan:\(pan) → \(expected)" }
    }

    /// Every combination: forward legs are never interactive; going back, the fingers on the photo win,
    /// then the pan, then nothing (a close button, the back button).
    static let table: [Row] = TransitionOperation.allCases.flatMap { operation in
        [(false, false), (false, true), (true, false), (true, true)].map { zoom, pan in
            let expected: ZoomDismissalDriver = operation.isForward ? .none : (zoom ? .zoomGesture : (pan ? .pan : .none))
            return Row(operation: operation, zoom: zoom, pan: pan, expected: expected)
        }
    }

    @Test("the driver for every leg and every pair of interactions", arguments: table)
    func driver(_ row: Row) {
        #expect(
            ZoomDismissalDriver.driver(for: row.operation, isZoomGestureDriving: row.zoom, isPanDriving: row.pan) == row.expected)
    }

    @Test(
        "spelled out: a pinch pops, a swipe back pops by scrubbing, a button dismisses on its own, a push never waits for a finger"
    )
    func spelledOut() {
        #expect(ZoomDismissalDriver.driver(for: .pop, isZoomGestureDriving: true, isPanDriving: false) == .zoomGesture)
        #expect(ZoomDismissalDriver.driver(for: .pop, isZoomGestureDriving: false, isPanDriving: true) == .pan)
        #expect(ZoomDismissalDriver.driver(for: .dismiss, isZoomGestureDriving: false, isPanDriving: false) == .none)
        #expect(ZoomDismissalDriver.driver(for: .dismiss, isZoomGestureDriving: true, isPanDriving: true) == .zoomGesture)
        #expect(ZoomDismissalDriver.driver(for: .push, isZoomGestureDriving: true, isPanDriving: true) == .none)
        #expect(ZoomDismissalDriver.driver(for: .present, isZoomGestureDriving: true, isPanDriving: false) == .none)
    }

    @Test(
        "the gestures are added when the photo has landed, removed when the browser has left, kept by a cancelled way back",
        arguments: [
            (TransitionOperation.present, true, ZoomDismissalGestures.install),
            (.push, true, .install),
            (.present, false, .remove),
            (.push, false, .remove),
            (.dismiss, true, .remove),
            (.pop, true, .remove),
            (.dismiss, false, .keep),
            (.pop, false, .keep),
        ])
    func gestures(operation: TransitionOperation, finished: Bool, expected: ZoomDismissalGestures) {
        #expect(ZoomDismissalGestures.afterTransition(operation, finished: finished) == expected)
    }
}

/// The navigation proxy's answer when the popped screen has a zoom's pinch and drag and the swipe back.
@Suite("Navigation interaction answer")
struct NavigationInteractionAnswerTests {
    typealias State = NavigationProxyState<String, String, String>

    static func installed(vended animator: String, operation: TransitionOperation) -> State {
        var state = State()
        _ = state.install(
            owner: nil,
            State.Snapshot(
                stack: ["grid", "photo"], current: .app("app"), topHasCustomTransition: true,
                isTransitionRunning: false, systemPopGestureEnabled: true))
        state.animationControllerVended(animator, operation: operation)
        return state
    }

    @Test(
        "the proxy's pop: the zoom's fingers, else the swipe back; otherwise the original or UIKit",
        arguments: [
            // swipe back driving, zoom driving, has original, answer
            (false, false, true, NavigationInteractionAnswer.original),
            (false, false, false, .system),
            (true, false, true, .swipeBack),
            (true, false, false, .swipeBack),
            (false, true, true, .zoomDismissal),
            (false, true, false, .zoomDismissal),
            (true, true, true, .zoomDismissal),
        ])
    func pop(swipeBack: Bool, zoom: Bool, hasOriginal: Bool, answer: NavigationInteractionAnswer) {
        let state = Self.installed(vended: "zoom pop", operation: .pop)
        #expect(
            state.interactionControllerAnswer(
                entry: .handle, for: "zoom pop", isSwipeBackInteractive: swipeBack, isZoomDismissalInteractive: zoom,
                hasOriginal: hasOriginal) == answer)
    }

    @Test("a push, or an animator that is not the proxy's last, is never made interactive by the proxy")
    func notTheProxysPop() {
        let push = Self.installed(vended: "zoom push", operation: .push)
        #expect(
            push.interactionControllerAnswer(
                entry: .handle, for: "zoom push", isSwipeBackInteractive: true, isZoomDismissalInteractive: true,
                hasOriginal: true) == .original)
        #expect(
            push.interactionControllerAnswer(
                entry: .handle, for: "zoom push", isSwipeBackInteractive: false, isZoomDismissalInteractive: true,
                hasOriginal: false) == .system)
        let pop = Self.installed(vended: "zoom pop", operation: .pop)
        #expect(
            pop.interactionControllerAnswer(
                entry: .handle, for: "someone else's", isSwipeBackInteractive: true, isZoomDismissalInteractive: true,
                hasOriginal: true) == .original)
    }

    @Test(
        "a call that came back through a wrapper gets the original's answer, a loop gets nil, even for the proxy's own pop",
        arguments: [
            // entry, swipe back driving, zoom driving, has original, answer
            (DelegateCallEntry.forwardOnly, true, false, true, NavigationInteractionAnswer.original),
            (.forwardOnly, false, true, true, .original),
            (.forwardOnly, true, true, false, .original),
            (.ignore, true, false, true, .system),
            (.ignore, false, true, true, .system),
            (.ignore, false, false, true, .system),
            (.handle, true, false, true, .swipeBack),
            (.handle, false, true, false, .zoomDismissal),
        ])
    func entry(entry: DelegateCallEntry, swipeBack: Bool, zoom: Bool, hasOriginal: Bool, answer: NavigationInteractionAnswer) {
        let state = Self.installed(vended: "zoom pop", operation: .pop)
        #expect(
            state.interactionControllerAnswer(
                entry: entry, for: "zoom pop", isSwipeBackInteractive: swipeBack, isZoomDismissalInteractive: zoom,
                hasOriginal: hasOriginal) == answer)
    }
}

/// Which view a segue's sender gives a zoom.
@Suite("Segue sender source")
struct SegueSenderSourceTests {
    @Test(
        "a cell gives its content view, a view itself, a recognizer its view, anything else nothing",
        arguments: [
            (SegueSenderSource.Sender.cell, SegueSenderSource.cellImage),
            (.view, .sender),
            (.gestureRecognizer, .recognizerView),
            (.other, .none),
        ])
    func source(sender: SegueSenderSource.Sender, expected: SegueSenderSource) {
        #expect(SegueSenderSource.source(for: sender) == expected)
    }
}

/// Bad option values: `ZoomOptions.sourceCornerRadius` reaches Core as the source's corner radius.
@Suite("Zoom options, bad values")
struct ZoomOptionValueTests {
    @Test(
        "a NaN, infinite or negative source corner radius counts as 0; a finite one is kept",
        arguments: [
            (CGFloat.nan, CGFloat(0)), (.infinity, 0), (-.infinity, 0), (-8, 0), (12, 12),
        ])
    func cornerRadius(radius: CGFloat, expected: CGFloat) throws {
        // A 100×100 aspect-fill thumbnail at (20, 300).
        let source = ZoomSourceMeasurement(
            frame: CGRect(x: 20, y: 300, width: 100, height: 100),
            visibleRect: CGRect(x: 0, y: 0, width: 375, height: 812), cornerRadius: radius)
        let endpoint = try #require(source.endpoint(imageSize: CGSize(width: 3000, height: 2000)))
        #expect(endpoint.cornerRadius == expected)
        #expect(endpoint.clipFrame == CGRect(x: 20, y: 300, width: 100, height: 100))
    }
}
