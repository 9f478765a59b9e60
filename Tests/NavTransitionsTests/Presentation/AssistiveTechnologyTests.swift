import Foundation
import Testing
@testable import NavTransitions

/// The sheet's scope at every detent, focus for every assistive technology, escape as its own choice, the grabber
/// for every detent kind — through Core's session and the headless presentation controller that
/// applies it.
@Suite("Assistive technologies")
struct AssistiveTechnologyTests {
    static let undimmedAtMedium = PresentationLayout.Sheet(
        detents: [.medium, .large], largestUndimmedDetent: .medium,
        prefersGrabberVisible: true)

    static func presented(
        _ sheet: PresentationLayout.Sheet = undimmedAtMedium, dismissal: ModalDismissal = .all,
        presenterIsPresented: Bool = false, focus: String? = "Open button"
    )
        -> (HeadlessModalUIKit, HeadlessPresentationController)
    {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("sheet", frame: .zero),
            layout: .sheet(sheet), dismissal: dismissal)
        controller.presenterIsPresented = presenterIsPresented
        controller.focusedElement = focus
        controller.accessibilityFocusLocation = focus == nil ? .none : .elsewhere
        uikit.present(controller)
        uikit.mainQueue.drain()
        return (uikit, controller)
    }

    // MARK: 1. The sheet's scope over another presentation

    @Test("an undimmed sheet over a presented screen stays modal at every detent; touches still pass at the undimmed one")
    func undimmedOverPresentation() throws {
        let (uikit, controller) = Self.presented(presenterIsPresented: true)
        let container = try #require(uikit.containerView)
        #expect(controller.selectedDetent == .medium)
        #expect(controller.dimmingPassesTouches, "touches reach the screen behind")
        #expect(container.accessibilityViewIsModal, "the presentation below stays modal: this one must be too")
        controller.setSelectedDetent(.large, animated: false)
        #expect(container.accessibilityViewIsModal)
        controller.setSelectedDetent(.medium, animated: false)
        #expect(container.accessibilityViewIsModal)
        #expect(!controller.accessibilityPosts.contains { $0.post == .layoutChanged }, "the scope never flipped")
    }

    @Test("over the presenter's own screen the undimmed detent is not modal (the old rule stands)")
    func undimmedOverScreen() throws {
        let (uikit, controller) = Self.presented(presenterIsPresented: false)
        let container = try #require(uikit.containerView)
        #expect(!container.accessibilityViewIsModal)
        #expect(controller.session.isAccessibilityModal == false)
    }

    // MARK: 2. Focus into the sheet when it becomes modal

    @Test("becoming modal with VoiceOver on the screen behind: a layout change into the sheet, not a nil argument")
    func becomesModalWithFocusBehind() throws {
        let (uikit, controller) = Self.presented()
        controller.accessibilityFocusLocation = .elsewhere
        controller.setSelectedDetent(.large, animated: false)
        #expect(controller.accessibilityPosts.last?.post == .layoutChanged)
        #expect(controller.accessibilityPosts.last?.element == "sheet", "an element inside the sheet")
        withExtendedLifetime(uikit) {}
    }

    @Test("becoming modal with focus inside the sheet, or losing modality: a layout change that keeps the focus")
    func becomesModalWithFocusInside() throws {
        let (uikit, controller) = Self.presented()
        defer { withExtendedLifetime(uikit) {} }
        controller.accessibilityFocusLocation = .insidePresentedView
        controller.focusedElement = "a row"
        controller.setSelectedDetent(.large, animated: false)
        #expect(controller.accessibilityPosts.last?.post == .layoutChanged)
        #expect(controller.accessibilityPosts.last?.element == "a row")
        controller.accessibilityFocusLocation = .elsewhere
        controller.setSelectedDetent(.medium, animated: false)
        #expect(controller.accessibilityPosts.last?.element == "a row", "the scope widened: nothing to move")
    }

    // MARK: 6 and 12. The return to the opener

    @Test("a dismissal returns to the opener only when one was remembered, and not from the screen behind an undimmed sheet")
    func dismissalReturn() throws {
        // Nothing remembered (no assistive technology had focused anything): nothing posted after the dismissal.
        let (uikit, silent) = Self.presented(focus: nil)
        let before = silent.accessibilityPosts.count
        silent.dismissForUser(.accessibilityEscape)
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil)
        #expect(silent.accessibilityPosts.count == before, "no post without a remembered element")

        // Focus on the screen behind the undimmed sheet when it is dismissed: left there.
        let (uikit2, behind) = Self.presented()
        behind.accessibilityFocusLocation = .elsewhere
        let count = behind.accessibilityPosts.count
        uikit2.dismiss()
        uikit2.mainQueue.drain()
        #expect(uikit2.presentedScreen == nil)
        #expect(behind.accessibilityPosts.count == count, "focus stays where the user is")

        // Focus inside the sheet: back to the opener.
        let (uikit3, inside) = Self.presented()
        inside.accessibilityFocusLocation = .insidePresentedView
        uikit3.dismiss()
        uikit3.mainQueue.drain()
        #expect(inside.accessibilityPosts.last?.post == .screenChanged)
        #expect(inside.accessibilityPosts.last?.element == "Open button")
    }

    @Test("where focus is: none, inside the presented view (a view or an element's container chain), elsewhere")
    func focusLocation() {
        let window = HeadlessView("window")
        let presented = HeadlessView("presented")
        let row = HeadlessView("row")
        let behind = HeadlessView("behind")
        window.addSubview(presented)
        presented.addSubview(row)
        window.addSubview(behind)
        let parent: (HeadlessView) -> HeadlessView? = { $0.superview }
        #expect(AccessibilityFocusLocation.locate(nil, presentedView: presented, parent: parent) == .none)
        #expect(AccessibilityFocusLocation.locate(row, presentedView: presented, parent: parent) == .insidePresentedView)
        #expect(AccessibilityFocusLocation.locate(presented, presentedView: presented, parent: parent) == .insidePresentedView)
        #expect(AccessibilityFocusLocation.locate(behind, presentedView: presented, parent: parent) == .elsewhere)
    }

    // MARK: 9. Escape as its own choice

    @Test(
        "escape alone: VoiceOver's escape and the keys dismiss, no pan, no tap; [] offers none",
        arguments: [
            (ModalDismissal.escape, true), ([], false), (.all, true), (.pan, true),
        ] as [(ModalDismissal, Bool)])
    func escapeAlone(dismissal: ModalDismissal, escapes: Bool) {
        var session = PresentationSession(layout: .fullScreen, dismissal: dismissal)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight)
        _ = session.presentationDidEnd(completed: true)
        #expect(session.offers(.accessibilityEscape) == escapes)
        #expect(session.offers(.keyCommand) == escapes)
        #expect(session.offers(.tapOnDimming) == dismissal.contains(.tapOnDimming))
        #expect(session.hasDismissPan == dismissal.contains(.pan))
        #expect(ModalDismissal.all.contains(.escape))
    }

    @Test("headless: a full-screen fade with escape only is left by VoiceOver's escape")
    func fadeEscapes() {
        let uikit = HeadlessModalUIKit(style: .fade)
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("fade", frame: .zero), layout: .fullScreen,
            dismissal: .escape)
        uikit.present(controller)
        #expect(!controller.isDismissPanInstalled)
        #expect(controller.accessibilityPerformEscape())
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil)
    }

    // MARK: 7 and 10. The grabber

    @Test(
        "the grabber's value for every detent kind: collapsed, the position between, expanded",
        arguments: [
            ([PresentationLayout.SheetDetent.fitting, .large], ["Collapsed", "Expanded"]),
            ([.points(200), .medium, .large], ["Collapsed", "Detent 2 of 3", "Expanded"]),
            (
                [.fraction(0.3), .fraction(0.6), .points(600), .large],
                ["Collapsed", "Detent 2 of 4", "Detent 3 of 4", "Expanded"]
            ),
            ([.medium], ["Expanded"]),
        ] as [([PresentationLayout.SheetDetent], [String])])
    func grabberValues(detents: [PresentationLayout.SheetDetent], values: [String]) {
        let count = detents.count
        #expect((0..<count).map { SheetAccessibilityText.grabberValue(index: $0, count: count).english } == values)
    }

    @Test("the texts' keys in the app's NavTransitions table: the English text, a format with positional numbers")
    func textKeys() {
        #expect(SheetAccessibilityText.tableName == "NavTransitions")
        #expect(SheetAccessibilityText.grabberLabel.key == "Sheet Grabber")
        #expect(SheetAccessibilityText.dismiss.key == "Dismiss")
        let detent = SheetAccessibilityText.detent(position: 2, count: 3)
        #expect(detent.key == "Detent %1$d of %2$d")
        #expect(detent.arguments == [2, 3])
        #expect(SheetAccessibilityText.expanded.arguments.isEmpty)
    }

    @Test("headless: the grabber's texts follow the detent")
    func grabberTexts() throws {
        let (uikit, controller) = Self.presented(.init(detents: [.points(200), .medium, .large], prefersGrabberVisible: true))
        defer { withExtendedLifetime(uikit) {} }
        let grabber = try #require(controller.grabber)
        #expect(grabber.accessibilityLabel == .grabberLabel)
        #expect(grabber.dismissActionName == .dismiss)
        #expect(grabber.accessibilityValue == .collapsed)
        controller.setSelectedDetent(.medium, animated: false)
        #expect(controller.grabber?.accessibilityValue == .detent(position: 2, count: 3))
        controller.setSelectedDetent(.large, animated: false)
        #expect(controller.grabber?.accessibilityValue == .expanded)
    }

    @Test("headless: with one detent the grabber takes the double tap (nothing falls through) and nothing moves")
    func oneDetentActivate() {
        let (uikit, controller) = Self.presented(.init(detents: [.medium], prefersGrabberVisible: true))
        defer { withExtendedLifetime(uikit) {} }
        #expect(controller.grabberAccessibility(.activate), "handled")
        #expect(!controller.grabberAccessibility(.increment), "nothing to go to")
        #expect(controller.selectedDetent == .medium)
        #expect(controller.detentChanges.isEmpty)
    }

    @Test("the capsule's tone: stronger under Increase Contrast")
    func capsuleTone() {
        #expect(SheetGrabber.Tone(increasesContrast: false) == .tertiaryLabel)
        #expect(SheetGrabber.Tone(increasesContrast: true) == .secondaryLabel)
    }

    // MARK: 11. Dynamic Type by trait

    @Test(
        "a text-size trait change measures again; the same size or other traits do not",
        arguments: [
            (String?.none, "UICTContentSizeCategoryL", true),
            ("UICTContentSizeCategoryL", "UICTContentSizeCategoryAccessibilityXL", true),
            ("UICTContentSizeCategoryL", "UICTContentSizeCategoryL", false),
        ] as [(String?, String, Bool)])
    func textSizeTrait(previous: String?, current: String, measures: Bool) {
        #expect(PresentationSession.textSizeChanged(from: previous, to: current) == measures)
    }
}
