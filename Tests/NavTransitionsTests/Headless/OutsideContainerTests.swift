import Foundation
import Testing
@testable import NavTransitions

/// Issue 7, finding 8: a participant that is not a subview of the container.
@Suite("Participants outside the container")
struct OutsideContainerTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)

    /// A full-screen presentation from a screen inside a page sheet: UIKit hands the presenter's view over
    /// as the from-view (`shouldRemovePresentersView`), but it stays in the page sheet's view, 50 pt down.
    @Test(
        "the presenter's view inside a page sheet is never moved by a full-screen presentation",
        arguments: [TransitionStyle.cover(edge: .bottom), .slide, .fade, .scale, .circularReveal(.center)])
    func presenterInsidePageSheet(style: TransitionStyle) {
        let window = HeadlessView("window", frame: Self.screen)
        let pageSheet = HeadlessView("page sheet", frame: CGRect(x: 0, y: 50, width: 375, height: 762))
        window.addSubview(pageSheet)
        let presenter = HeadlessViewController("presenter", frame: CGRect(x: 0, y: 0, width: 375, height: 762))
        pageSheet.addSubview(presenter.view)
        let presented = HeadlessViewController("presented", frame: .zero)
        let context = HeadlessTransitionContext(
            operation: .present, bounds: Self.screen, presentersViewIsRemoved: true,
            from: presenter, to: presented, window: window)
        context.presentedFinalFrame = Self.screen
        let runner = HeadlessTransitionRunner(context: context, style: style)
        let home = ViewState(frame: CGRect(x: 0, y: 0, width: 375, height: 762))
        runner.start(scrubbingTo: 0.5)
        #expect(presenter.view.state == home, "mid-transition")
        runner.end(.finished)
        #expect(presenter.view.state == home, "after the transition")
        #expect(presenter.view.superview === pageSheet)
        #expect(presented.view.state == ViewState(frame: Self.screen))
        #expect(context.containerView.subviews.map(\.name) == ["presented"])
    }
}
