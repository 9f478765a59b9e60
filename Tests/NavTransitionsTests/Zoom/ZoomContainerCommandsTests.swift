import Foundation
import Testing
@testable import NavTransitions

/// The commands the zoom added to the container model, run by the shared `ContainerCommandInterpreter`.
@Suite("Zoom container commands")
struct ZoomContainerCommandsTests {
    @Test("a view inserted inside another participant is placed there and takes its states in that view's coordinates")
    func inside() {
        let container = HeadlessView("container", frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let flying = HeadlessView("flying"), image = HeadlessView("image")
        var interpreter = ContainerCommandInterpreter()
        let views: [TransitionRole: any ContainerViewNode] = [.flyingView: flying, .flyingImage: image]
        interpreter.run(
            [
                .insert(.flyingView, .top), .insert(.flyingImage, .inside(.flyingView)),
                .apply(.flyingView, ViewState(frame: CGRect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 8)),
                .apply(.flyingImage, ViewState(frame: CGRect(x: -25, y: 0, width: 150, height: 100))),
            ], container: container, views: views)
        #expect(container.subviews.map(\.name) == ["flying"])
        #expect(flying.subviews.map(\.name) == ["image"])
        #expect(image.frame == CGRect(x: -25, y: 0, width: 150, height: 100))
        #expect(interpreter.rolesOutsideContainer.isEmpty)
        // Inserting it again leaves it where it is; removing the flying view takes the image with it.
        interpreter.run([.insert(.flyingImage, .inside(.flyingView)), .remove(.flyingView)], container: container, views: views)
        #expect(container.subviews.isEmpty)
        #expect(image.superview === flying)
    }

    @Test("an alpha goes to a view outside the container, and nothing else of it changes")
    func setAlpha() {
        let window = HeadlessView("window", frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let container = HeadlessView("container", frame: window.frame)
        let cell = HeadlessView("cell", frame: CGRect(x: 20, y: 300, width: 100, height: 100))
        window.addSubview(cell)
        window.addSubview(container)
        cell.alpha = 0.8
        var interpreter = ContainerCommandInterpreter()
        let views: [TransitionRole: any ContainerViewNode] = [.zoomSource: cell]
        interpreter.run([.setAlpha(.zoomSource, 0)], container: container, views: views)
        #expect(cell.alpha == 0)
        // A state for it would not move it (it is outside the container); its alpha still comes back.
        interpreter.run(
            [.apply(.zoomSource, ViewState(frame: .zero)), .setAlpha(.zoomSource, 0.8)], container: container, views: views)
        #expect(cell.alpha == 0.8)
        #expect(cell.frame == CGRect(x: 20, y: 300, width: 100, height: 100))
        #expect(cell.superview === window)
        #expect(interpreter.rolesOutsideContainer == [.zoomSource])
    }
}
