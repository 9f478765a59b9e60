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
    /// no pan or tap (`dismissal: []`); the zoom's pinch and drag dismiss it.
    final class Fixture {
        let world = HeadlessZoomTests.World()
        let uikit = HeadlessModalUIKit(style: .fade)
        let controller: HeadlessPresentationController
        let interaction: HeadlessZoomInteraction
        let delegate = RecordingPresentationDelegate()

        init(modal: Bool = false) {
            let browser = HeadlessViewController("browser", frame: HeadlessModalUIKit.screen)
            browser.isModalInPresentation = modal
            controller = HeadlessPresentationController(presented: browser, layout: .fullScreen, dismissal: [])
            controller.delegate = delegate
            interaction = world.interaction(presentersViewIsRemoved: true)
            uikit.present(controller)
            let controller = controller, interaction = interaction, uikit = uikit
            interaction.beginDismissal = { [weak controller] in controller?.dismissForZoomGesture() ?? false }
            uikit.isZoomDismissalDriving = { [weak interaction] in interaction?.session.isDriving ?? false }
            uikit.zoomDismissalStarted = { [weak interaction] in interaction?.transitionStarts() }
            _ = uikit
        }
    }

    @Test("a pinch dismisses through the presentation controller; the zoom's interaction drives; the browser is gone after it lands")
    func pinchDismisses() throws {
        let f = Fixture()
        f.interaction.began(.pinch, ZoomFingers(location: HeadlessZoomTests.home, scale: 1), homeCenter: HeadlessZoomTests.home)
        #expect(f.uikit.isBeingDismissed)
        #expect(f.uikit.dismissalDriver == .zoomGesture)
        #expect(f.delegate.messages == [.willDismiss])
        f.uikit.mainQueue.drain()
        let flight = try #require(f.interaction.flight, "UIKit started the zoom's interactive dismissal")
        f.interaction.moved(ZoomFingers(location: CGPoint(x: 187.5, y: 500), scale: 0.5))
        f.interaction.ended(ZoomFingers(location: CGPoint(x: 187.5, y: 500), scale: 0.5), velocity: .zero, scaleVelocity: -2)
        #expect(f.interaction.chrome == ["began", "ended(true)"])
        f.interaction.landingEnds()
        f.uikit.end(flight.context.completions.last == true ? .finished : .cancelled)
        #expect(f.uikit.presentedScreen == nil)
        f.uikit.mainQueue.drain()
        #expect(f.delegate.messages == [.willDismiss, .didDismiss])
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
