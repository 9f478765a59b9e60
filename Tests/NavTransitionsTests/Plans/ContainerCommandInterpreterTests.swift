import Foundation
import Testing
@testable import NavTransitions

/// The general rules of ``ContainerCommandInterpreter``, one table per command, on headless views: where an
/// inserted view goes, which views a state moves (and which it never moves), what a removal takes away, and
/// where an alpha goes.
@Suite("Container command interpreter")
struct ContainerCommandInterpreterTests {
    static let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)

    /// A window holding a container with the from-view and a dimming view, a to-view not yet anywhere, a mask
    /// view, and a thumbnail in the window outside the container.
    final class Scene {
        let window = HeadlessView("window", frame: ContainerCommandInterpreterTests.bounds)
        let container = HeadlessView("container", frame: ContainerCommandInterpreterTests.bounds)
        let from = HeadlessView("from", frame: ContainerCommandInterpreterTests.bounds)
        let dimming = HeadlessView("dimming", frame: ContainerCommandInterpreterTests.bounds)
        let to = HeadlessView("to", frame: ContainerCommandInterpreterTests.bounds)
        let mask = HeadlessView("mask")
        let thumbnail = HeadlessView("thumbnail", frame: CGRect(x: 20, y: 300, width: 100, height: 100))
        var interpreter = ContainerCommandInterpreter()

        init() {
            window.addSubview(thumbnail)
            window.addSubview(container)
            container.addSubview(from)
            container.addSubview(dimming)
        }

        var views: [TransitionRole: any ContainerViewNode] {
            [.fromView: from, .dimmingView: dimming, .toView: to, .maskView: mask, .zoomSource: thumbnail]
        }

        func run(_ commands: [ContainerCommand], views: [TransitionRole: any ContainerViewNode]? = nil) {
            interpreter.run(commands, container: container, views: views ?? self.views)
        }

        var order: [String] { container.subviews.map(\.name) }
    }

    // MARK: Insert

    @Test(
        "an inserted view goes where its placement says; above or below a view that is not in the container is on top",
        arguments: [
            (ContainerPlacement.top, ["from", "dimming", "to"]),
            (.bottom, ["to", "from", "dimming"]),
            (.above(.fromView), ["from", "to", "dimming"]),
            (.below(.fromView), ["to", "from", "dimming"]),
            (.above(.dimmingView), ["from", "dimming", "to"]),
            (.below(.dimmingView), ["from", "to", "dimming"]),
            // The mask view exists but is not in the container; the thumbnail is in the window, not the container.
            (.above(.maskView), ["from", "dimming", "to"]),
            (.below(.maskView), ["from", "dimming", "to"]),
            (.below(.zoomSource), ["from", "dimming", "to"]),
            (.above(.zoomSource), ["from", "dimming", "to"]),
            // No view for the role at all.
            (.below(.flyingView), ["from", "dimming", "to"]),
        ] as [(ContainerPlacement, [String])])
    func insert(_ placement: ContainerPlacement, _ expected: [String]) {
        let scene = Scene()
        scene.run([.insert(.toView, placement)])
        #expect(scene.order == expected)
        #expect(scene.to.superview === scene.container)
        #expect(scene.thumbnail.superview === scene.window, "the thumbnail stays where it is")
    }

    @Test("a mask is set on its view, not added; inside puts the view in the role's view")
    func insertMaskAndInside() {
        let scene = Scene()
        scene.run([.insert(.maskView, .mask(of: .fromView)), .insert(.toView, .inside(.fromView))])
        #expect(scene.from.mask === scene.mask)
        #expect(scene.mask.superview == nil)
        #expect(scene.from.subviews.map(\.name) == ["to"])
        #expect(scene.order == ["from", "dimming"])
        // A mask or an inside placement for a role without a view does nothing.
        scene.run([.insert(.dimmingView, .mask(of: .flyingView)), .insert(.dimmingView, .inside(.flyingView))])
        #expect(scene.order == ["from", "dimming"])
    }

    @Test("inserting a view already in the container leaves it in place; a view elsewhere is moved in; no view, nothing")
    func insertAgain() {
        let scene = Scene()
        scene.run([.insert(.fromView, .top), .insert(.fromView, .bottom), .insert(.dimmingView, .below(.fromView))])
        #expect(scene.order == ["from", "dimming"], "already in the container: not moved")
        scene.run([.insert(.zoomSource, .bottom)])
        #expect(scene.order == ["thumbnail", "from", "dimming"])
        #expect(scene.window.subviews.map(\.name) == ["container"])
        scene.run([.insert(.flyingView, .top)])
        #expect(scene.order == ["thumbnail", "from", "dimming"])
    }

    // MARK: Apply

    static let moved = ViewState(
        frame: CGRect(x: 10, y: 20, width: 30, height: 40), alpha: 0.5, transform: .scale(0.85), cornerRadius: 12)

    @Test("a state moves a view in the container, a participant's mask and a view inside a participant")
    func applyPlaced() {
        let scene = Scene()
        scene.run([.insert(.maskView, .mask(of: .fromView)), .insert(.toView, .inside(.fromView))])
        scene.run([
            .apply(.fromView, Self.moved), .apply(.maskView, Self.moved), .apply(.toView, Self.moved),
            .apply(.dimmingView, Self.moved),
        ])
        for view in [scene.from, scene.mask, scene.to, scene.dimming] {
            #expect(view.state == Self.moved, "\(view.name)")
        }
        #expect(scene.interpreter.rolesOutsideContainer.isEmpty)
    }

    @Test("a view outside the container at its first state is never moved during the transition, even once inserted")
    func applyOutside() {
        let scene = Scene()
        scene.run([.apply(.zoomSource, Self.moved)])
        #expect(scene.thumbnail.frame == CGRect(x: 20, y: 300, width: 100, height: 100))
        #expect(scene.thumbnail.alpha == 1)
        #expect(scene.interpreter.rolesOutsideContainer == [.zoomSource])
        // Inserted later, it still does not take states: the first state decided.
        scene.run([.insert(.zoomSource, .top), .apply(.zoomSource, Self.moved)])
        #expect(scene.thumbnail.state == ViewState(frame: CGRect(x: 20, y: 300, width: 100, height: 100)))
        // A view in the container at its first state keeps taking states once removed from it.
        scene.run([.apply(.dimmingView, Self.moved), .remove(.dimmingView)])
        let rest = ViewState(frame: Self.bounds)
        scene.run([.apply(.dimmingView, rest)])
        #expect(scene.dimming.state == rest)
        #expect(scene.interpreter.rolesOutsideContainer == [.zoomSource])
        // A role without a view is neither moved nor counted outside.
        scene.run([.apply(.flyingView, Self.moved)])
        #expect(scene.interpreter.rolesOutsideContainer == [.zoomSource])
    }

    @Test("isPlaced: in the container, a participant's mask, inside a participant; not elsewhere")
    func isPlaced() {
        let scene = Scene()
        scene.run([.insert(.maskView, .mask(of: .fromView)), .insert(.toView, .inside(.dimmingView))])
        let views = scene.views
        #expect(ContainerCommandInterpreter.isPlaced(scene.from, container: scene.container, views: views))
        #expect(ContainerCommandInterpreter.isPlaced(scene.mask, container: scene.container, views: views))
        #expect(ContainerCommandInterpreter.isPlaced(scene.to, container: scene.container, views: views))
        #expect(!ContainerCommandInterpreter.isPlaced(scene.thumbnail, container: scene.container, views: views))
        #expect(!ContainerCommandInterpreter.isPlaced(HeadlessView("loose"), container: scene.container, views: views))
        // Inside a view that is not a participant does not count.
        let other = HeadlessView("other")
        let child = HeadlessView("child")
        other.addSubview(child)
        #expect(!ContainerCommandInterpreter.isPlaced(child, container: scene.container, views: views))
    }

    // MARK: Remove and alpha

    @Test("remove takes a view out of the container only, and clears it as a mask wherever it is one")
    func remove() {
        let scene = Scene()
        scene.run([.insert(.maskView, .mask(of: .fromView)), .insert(.toView, .top)])
        scene.run([.remove(.toView), .remove(.zoomSource), .remove(.maskView), .remove(.flyingView)])
        #expect(scene.order == ["from", "dimming"])
        #expect(scene.to.superview == nil)
        #expect(scene.thumbnail.superview === scene.window, "a view outside the container is UIKit's to move")
        #expect(scene.from.mask == nil)
        // A view masking two participants is cleared from both.
        scene.run([.insert(.maskView, .mask(of: .fromView))])
        scene.dimming.mask = scene.mask
        scene.run([.remove(.maskView)])
        #expect(scene.from.mask == nil && scene.dimming.mask == nil)
        // Removing the from-view leaves the dimming view.
        scene.run([.remove(.fromView)])
        #expect(scene.order == ["dimming"])
    }

    @Test("an alpha goes to the view wherever it is and changes nothing else; no view, nothing")
    func setAlpha() {
        let scene = Scene()
        scene.run([.setAlpha(.zoomSource, 0), .setAlpha(.fromView, 0.25), .setAlpha(.flyingView, 0.5)])
        #expect(scene.thumbnail.state == ViewState(frame: CGRect(x: 20, y: 300, width: 100, height: 100), alpha: 0))
        #expect(scene.from.state == ViewState(frame: Self.bounds, alpha: 0.25))
        #expect(scene.thumbnail.superview === scene.window)
        #expect(
            scene.interpreter.rolesOutsideContainer.isEmpty, "an alpha is not a state: it decides nothing about the view's place")
    }

    @Test("commands run in order: a view inserted, moved, removed and reset ends out of the container at rest")
    func order() {
        let scene = Scene()
        let rest = ViewState(frame: Self.bounds)
        scene.run([.insert(.toView, .top), .apply(.toView, Self.moved), .remove(.toView), .apply(.toView, rest)])
        #expect(scene.to.superview == nil)
        #expect(scene.to.state == rest)
        #expect(scene.order == ["from", "dimming"])
    }
}
