import Foundation
import Testing
@testable import NavTransitions

/// A `.zoom` modal transition's way back through the headless presentation (UIKit's side as documented,
/// the presentation controller over `PresentationSession`): the pinch and drag ask the presentation
/// controller, whose user-dismissal rules decide, and the transitioning delegate vends the interaction
/// Core's `ZoomDismissalDriver` chooses.
@Suite("Headless zoom modal")
struct HeadlessZoomModalTests {
    /// A browser presented as `.zoom` presents it: full screen, no dimming of the presentation controller's,
    /// no pan or tap (`dismissal: []`); the zoom's pinch and drag dismiss it. The grid's screen presents the
    /// browser's screen, so the zoom's flight runs in the presentation's own container.
    final class Fixture {
        let world = HeadlessZoomTests.World()
        let uikit: HeadlessModalUIKit
        let controller: HeadlessPresentationController
        let interaction: HeadlessZoomInteraction
        let delegate = RecordingPresentationDelegate()

        init(modal: Bool = false) {
            uikit = HeadlessModalUIKit(style: .fade, presenter: world.grid.controller)
            let browser = world.browser.controller
            browser.isModalInPresentation = modal
            controller = HeadlessPresentationController(presented: browser, layout: .fullScreen, dismissal: [])
            controller.delegate = delegate
            interaction = world.interaction(presentersViewIsRemoved: true)
            uikit.present(controller)
            let controller = controller, interaction = interaction, uikit = uikit
            interaction.beginDismissal = { [weak controller] in controller?.dismissForZoomGesture() ?? false }
            // The transitioning delegate vends the zoom's interaction when Core's driver chooses it.
            interaction.isVended = { [weak uikit] in uikit?.dismissalDriver == .zoomGesture }
            uikit.isZoomDismissalDriving = { [weak interaction] in interaction?.session.isDriving ?? false }
            uikit.zoomDismissalStarted = { [weak interaction] context in interaction?.transitionStarts(in: context) }
        }
    }

    @Test(
        "a pinch dismisses through the presentation controller; the flight runs in the presentation's container; the browser is gone after it lands"
    )
    func pinchDismisses() throws {
        let f = Fixture()
        let cell = try #require(f.world.grid.cells[4])
        #expect(f.world.grid.controller.view.superview == nil, "a full-screen presentation removed the grid's view")
        f.interaction.began(.pinch, ZoomFingers(location: HeadlessZoomTests.home, scale: 1), homeCenter: HeadlessZoomTests.home)
        #expect(f.uikit.isBeingDismissed)
        #expect(f.uikit.dismissalDriver == .zoomGesture)
        #expect(f.delegate.messages == [.willDismiss])
        f.uikit.mainQueue.drain()
        let flight = try #require(f.interaction.flight, "UIKit started the zoom's interactive dismissal")
        let container = try #require(f.uikit.containerView)
        #expect(flight.context.containerView === container, "the flight runs in the presentation's container")
        // During the dismissal: the grid back at the bottom, the presentation controller's dimming view, the
        // browser, the flying photo on top; the thumbnail and the photo view hidden.
        #expect(container.subviews.map(\.name) == ["grid", "presentation dimming", "browser", "flying"])
        #expect(cell.alpha == 0 && f.world.browser.photoView.alpha == 0)
        f.interaction.moved(ZoomFingers(location: CGPoint(x: 187.5, y: 500), scale: 0.5))
        #expect(container.subviews.map(\.name) == ["grid", "presentation dimming", "browser", "flying"])
        #expect(f.world.browser.controller.view.alpha < 1, "the browser fades with the fingers")
        f.interaction.ended(ZoomFingers(location: CGPoint(x: 187.5, y: 500), scale: 0.5), velocity: .zero, scaleVelocity: -2)
        #expect(f.interaction.chrome == ["began", "ended(true)"])
        // The landing ends: the flight completes its context, which ends the presentation's dismissal.
        f.interaction.landingEnds()
        #expect(flight.context.completions == [true])
        #expect(f.uikit.presentedScreen == nil)
        #expect(f.uikit.containerView == nil)
        #expect(container.superview == nil, "the container left the window")
        #expect(f.uikit.window.subviews.map(\.name) == ["grid"], "the grid is back in the window, nothing else")
        #expect(f.world.grid.controller.view.state == ViewState(frame: HeadlessZoomTests.screen))
        #expect(cell.alpha == 1 && f.world.browser.photoView.alpha == 1)
        #expect(flight.flyingView.superview == nil)
        f.uikit.mainQueue.drain()
        #expect(f.delegate.messages == [.willDismiss, .didDismiss])
    }

    @Test("a pinch that springs back leaves the browser presented, in its container, at rest")
    func pinchCancels() throws {
        let f = Fixture()
        f.interaction.began(.pinch, ZoomFingers(location: HeadlessZoomTests.home, scale: 1), homeCenter: HeadlessZoomTests.home)
        f.uikit.mainQueue.drain()
        let flight = try #require(f.interaction.flight)
        let container = try #require(f.uikit.containerView)
        f.interaction.moved(ZoomFingers(location: HeadlessZoomTests.home, scale: 0.95))
        f.interaction.ended(ZoomFingers(location: HeadlessZoomTests.home, scale: 0.95), velocity: .zero, scaleVelocity: 0.5)
        #expect(f.interaction.chrome == ["began", "ended(false)"])
        f.interaction.landingEnds()
        #expect(flight.context.completions == [false])
        #expect(f.uikit.presentedScreen != nil)
        #expect(!f.uikit.isBeingDismissed)
        #expect(
            container.subviews.map(\.name) == ["presentation dimming", "browser"], "as before the pinch: nothing left flying")
        #expect(f.world.browser.controller.view.state == ViewState(frame: HeadlessZoomTests.screen))
        #expect(f.world.grid.cells[4]?.alpha == 1 && f.world.browser.photoView.alpha == 1)
        #expect(f.delegate.messages == [.willDismiss])
    }

    @Test("a browser that is modal in presentation refuses: nothing starts, the chrome hears the end, the delegate an attempt")
    func modalInPresentationRefuses() {
        let f = Fixture(modal: true)
        f.interaction.began(.drag, ZoomFingers(location: HeadlessZoomTests.home, scale: 1), homeCenter: HeadlessZoomTests.home)
        #expect(!f.uikit.isBeingDismissed)
        #expect(f.uikit.dismissalDriver == nil)
        #expect(f.interaction.chrome == ["began", "ended(false)"])
        #expect(f.delegate.messages == [.didAttemptToDismiss])
        #expect(!f.interaction.session.isDriving)
    }

    @Test("a close button's dismiss(animated:) is not interactive")
    func button() {
        let f = Fixture()
        f.uikit.dismiss()
        #expect(f.uikit.dismissalDriver == ZoomDismissalDriver.none)
        f.uikit.mainQueue.drain()
        #expect(f.uikit.presentedScreen == nil)
        #expect(f.interaction.chrome.isEmpty)
    }
}
