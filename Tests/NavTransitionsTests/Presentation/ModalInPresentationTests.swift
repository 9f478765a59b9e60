import Foundation
import Testing
@testable import NavTransitions

/// `HeadlessViewController` as UIKit's view controller tree: `isModalInPresentation`, `children`, and
/// whether its view is on screen (loaded, in a superview, not hidden — the stand-in's view is always loaded).
extension HeadlessViewController: PresentedControllerNode {
    var presentationChildNodes: [any PresentedControllerNode] { children }
    var isViewShown: Bool { view.superview != nil && !view.isHidden }
}

@Suite("isModalInPresentation on the visible descendants")
struct ModalInPresentationTests {
    /// A presented navigation controller with a stack of `names`: as in UIKit, only the top screen's view
    /// is in the navigation controller's view.
    static func navigation(_ names: [String]) -> (navigation: HeadlessViewController, stack: [HeadlessViewController]) {
        let navigation = HeadlessViewController("navigation", frame: .zero)
        let stack = names.map { HeadlessViewController($0, frame: .zero) }
        navigation.children = stack
        if let top = stack.last { navigation.view.addSubview(top.view) }
        return (navigation, stack)
    }

    @Test("the presented controller itself")
    func presentedItself() {
        let screen = HeadlessViewController("form", frame: .zero)
        #expect(!UserDismissalDecision.isModalInPresentation(screen))
        screen.isModalInPresentation = true
        #expect(UserDismissalDecision.isModalInPresentation(screen))
    }

    /// Issue 7, finding 7: a dirty form inside a presented navigation controller.
    @Test("the top screen of a presented navigation controller")
    func navigationTop() {
        let (navigation, stack) = Self.navigation(["list", "form"])
        #expect(!UserDismissalDecision.isModalInPresentation(navigation))
        stack[1].isModalInPresentation = true
        #expect(UserDismissalDecision.isModalInPresentation(navigation))
    }

    @Test("a screen below the top of the stack, or an unselected tab, does not count")
    func hiddenScreensDoNotCount() {
        let (navigation, stack) = Self.navigation(["form", "summary"])
        stack[0].isModalInPresentation = true
        #expect(!UserDismissalDecision.isModalInPresentation(navigation))

        let tabs = HeadlessViewController("tabs", frame: .zero)
        let first = HeadlessViewController("first", frame: .zero), second = HeadlessViewController("second", frame: .zero)
        tabs.children = [first, second]
        tabs.view.addSubview(first.view)
        second.isModalInPresentation = true
        #expect(!UserDismissalDecision.isModalInPresentation(tabs))
        // A shown but hidden child does not count either.
        tabs.view.addSubview(second.view)
        second.view.isHidden = true
        #expect(!UserDismissalDecision.isModalInPresentation(tabs))
        second.view.isHidden = false
        #expect(UserDismissalDecision.isModalInPresentation(tabs))
    }

    @Test("a child of a child, reached through shown parents only")
    func nested() {
        let container = HeadlessViewController("container", frame: .zero)
        let (navigation, stack) = Self.navigation(["editor"])
        container.children = [navigation]
        container.view.addSubview(navigation.view)
        stack[0].isModalInPresentation = true
        #expect(UserDismissalDecision.isModalInPresentation(container))
        // The navigation controller's view leaves the container: its screens no longer count.
        navigation.view.removeFromSuperview()
        #expect(!UserDismissalDecision.isModalInPresentation(container))
    }
}
