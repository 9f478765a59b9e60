import Testing
@testable import NavTransitions

/// Issue 32 §5: UIKit refuses a `present` silently while the presenter (or an ancestor) is being presented or
/// dismissed, and never calls the completion (widely reported, not documented): the modifier waited in
/// `presenting` forever, its binding stuck at true, nothing on screen, toggling doing nothing.
@Suite("A present UIKit refuses")
struct ModalPresenterRefusalTests {
    static func inWindow() -> HeadlessModalPresenter {
        let presenter = HeadlessModalPresenter()
        presenter.movePresenter(toWindow: true)
        return presenter
    }

    @Test("a modifier whose presenter is itself being presented waits for that presentation, then presents")
    func presenterInTransition() {
        let presenter = Self.inWindow()
        presenter.beginPresenterTransition()
        presenter.binding = 1
        presenter.update("binding set in onAppear, while the sheet that holds the modifier slides up")
        #expect(presenter.refusedPresents == 0, "UIKit is not asked while it would refuse")
        #expect(presenter.presented == nil)
        #expect(presenter.waitsForPresenterTransition)
        presenter.update("another update meanwhile")
        #expect(presenter.refusedPresents == 0)
        presenter.endPresenterTransition()
        #expect(presenter.presented == 1)
        presenter.settle()
        #expect(presenter.agreementViolation() == nil)
        #expect(presenter.binding == 1)
        #expect(presenter.violations.isEmpty)
    }

    @Test("a present UIKit does not start is refused at once: the binding goes back to nil, and setting it again presents")
    func notStarted() {
        let presenter = Self.inWindow()
        presenter.refusesPresents = true
        presenter.binding = 1
        presenter.update()
        #expect(presenter.refusedPresents == 1)
        presenter.settle()
        #expect(presenter.binding == nil, "written back: the binding does not claim a screen that is not there")
        #expect(presenter.presented == nil)
        #expect(presenter.agreementViolation() == nil)
        presenter.refusesPresents = false
        presenter.binding = 1
        presenter.update("toggled again")
        #expect(presenter.presented == 1)
        presenter.settle()
        #expect(presenter.agreementViolation() == nil)
        #expect(presenter.violations.isEmpty)
        #expect(presenter.dismissReports.isEmpty, "a present that never showed reports no dismissal")
    }

    @Test("the content builder runs once per present")
    func contentBuiltOnce() {
        let presenter = Self.inWindow()
        for item in [1, 2, 3] {
            presenter.binding = item
            presenter.update()
            presenter.settle()
        }
        presenter.binding = nil
        presenter.update()
        presenter.settle()
        #expect(presenter.presentations == 3)
        #expect(presenter.contentBuilds == presenter.presentations)
        #expect(presenter.violations.isEmpty)
    }

    @Test("the debug probe reports a present that did not start, and a completion that came after such a refusal")
    func probes() {
        #expect(AssumptionProbe.modalPresenterIsFree(.didNotStart)?.assumption == .modalPresenterIsFree)
        #expect(AssumptionProbe.modalPresenterIsFree(.waitForPresenterTransition) == nil)
        #expect(AssumptionProbe.modalPresenterIsFree(.waitForWindow) == nil)
        #expect(AssumptionProbe.refusedPresentCallsNoCompletion(isPresenting: true) == nil)
        #expect(
            AssumptionProbe.refusedPresentCallsNoCompletion(isPresenting: false)?.assumption == .refusedPresentCallsNoCompletion)
        #expect(AssumptionProbe.tableViewBouncesVertically(true) == nil)
        #expect(AssumptionProbe.tableViewBouncesVertically(false)?.assumption == .tableViewBouncesVertically)
    }
}
