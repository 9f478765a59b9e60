import Foundation
import Testing
@testable import NavTransitions

/// Issue 17, finding 4: where the keyboard leaves a presented view (Core's rule, read by both adapters).
@Suite("PresentationKeyboard")
struct PresentationKeyboardTests {
    /// iPhone portrait: 375 × 812, safe area 47 / 34.
    static let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let safeArea = EdgeInsets(top: 47, bottom: 34)
    /// A docked keyboard 336 tall (291 + the 45-point bar), from y 476 to the bottom.
    static let docked = CGRect(x: 0, y: 476, width: 375, height: 336)

    // MARK: Overlap

    @Test(
        "only a docked keyboard covers the container",
        arguments: [
            (docked, CGFloat(336)),
            // Hidden: moved below the container.
            (CGRect(x: 0, y: 812, width: 375, height: 336), 0),
            // Undocked or split on iPad: it floats above the bottom edge.
            (CGRect(x: 0, y: 300, width: 375, height: 300), 0),
            // Floating: narrower than the container, even at the bottom.
            (CGRect(x: 20, y: 560, width: 320, height: 252), 0),
            // A container narrower than the screen (Slide Over, split view): the keyboard spans past it.
            (CGRect(x: -200, y: 476, width: 1_024, height: 336), 336),
            // Taller than the container: at most the container's height.
            (CGRect(x: 0, y: -100, width: 375, height: 1_000), 812),
            // Bad input: empty, NaN, infinite.
            (.zero, 0), (.null, 0),
            (CGRect(x: 0, y: CGFloat.nan, width: 375, height: 336), 0),
            (CGRect(x: 0, y: 476, width: CGFloat.infinity, height: 336), 0),
        ] as [(CGRect, CGFloat)])
    func overlap(keyboard: CGRect, expected: CGFloat) {
        #expect(PresentationKeyboard.overlap(keyboardFrame: keyboard, containerBounds: Self.bounds) == expected)
    }

    @Test("a container that is empty or not finite is covered by nothing")
    func badContainer() {
        #expect(PresentationKeyboard.overlap(keyboardFrame: Self.docked, containerBounds: .zero) == 0)
        #expect(
            PresentationKeyboard.overlap(keyboardFrame: Self.docked, containerBounds: CGRect(x: 0, y: 0, width: 0, height: 812))
                == 0,
            "no width: a keyboard spans it, yet there is nothing to cover")
        #expect(
            PresentationKeyboard.overlap(
                keyboardFrame: Self.docked, containerBounds: CGRect(x: 0, y: 0, width: 375, height: CGFloat.nan)) == 0)
    }

    // MARK: Placement

    static func place(
        _ resting: CGRect, _ anchor: PresentationKeyboard.Anchor, overlap: CGFloat
    ) -> PresentationKeyboard.Placement {
        PresentationKeyboard.placement(
            restingFrame: resting, anchor: anchor, containerBounds: bounds, safeArea: safeArea, overlap: overlap)
    }

    @Test("a short sheet moves up by the overlap and keeps its content whole")
    func shortSheet() {
        // 300 + 34 tall at 478; up by 336 to 142: its bottom on the keyboard's top (476).
        let placement = Self.place(CGRect(x: 0, y: 478, width: 375, height: 334), .bottom, overlap: 336)
        #expect(placement == PresentationKeyboard.Placement(frame: CGRect(x: 0, y: 142, width: 375, height: 334)))
    }

    @Test("a tall sheet keeps its top at the safe area's top and insets its content by what the keyboard covers")
    func tallSheet() {
        // 600 tall at 212: up by 336 would be −124; it stops at 47, and the keyboard covers 647 − 476 = 171.
        let placement = Self.place(CGRect(x: 0, y: 212, width: 375, height: 600), .bottom, overlap: 336)
        #expect(placement.frame == CGRect(x: 0, y: 47, width: 375, height: 600))
        #expect(placement.contentInsets == EdgeInsets(bottom: 171))
        // The tallest sheet (at the safe area's top already) does not move: the whole overlap is an inset.
        let tallest = Self.place(CGRect(x: 0, y: 47, width: 375, height: 765), .bottom, overlap: 336)
        #expect(
            tallest
                == PresentationKeyboard.Placement(
                    frame: CGRect(x: 0, y: 47, width: 375, height: 765), contentInsets: EdgeInsets(bottom: 336)))
    }

    /// The rule takes any resting frame (a detent's, say), and never moves a view down.
    @Test("a resting frame above the safe area's top is never moved down")
    func neverDown() {
        let placement = Self.place(CGRect(x: 0, y: 10, width: 375, height: 802), .bottom, overlap: 336)
        #expect(placement.frame.minY == 10)
        #expect(placement.contentInsets == EdgeInsets(bottom: 336))
    }

    @Test("a card is centred in the safe area above the keyboard, never above the safe area's top plus its margin")
    func card() {
        // Centred at rest: 320 × 240 at 308.5. Above the keyboard the visible safe area is 47...476: centre
        // 261.5, so the card's top is 141.5, and nothing of it is covered.
        let card = Self.place(CGRect(x: 27.5, y: 308.5, width: 320, height: 240), .center, overlap: 336)
        #expect(card == PresentationKeyboard.Placement(frame: CGRect(x: 27.5, y: 141.5, width: 320, height: 240)))
        // 500 tall: centred would be 11.5; it stops at 47 + 16 = 63, and 563 − 476 = 87 are covered.
        let tall = Self.place(CGRect(x: 27.5, y: 178.5, width: 320, height: 500), .center, overlap: 336)
        #expect(tall.frame == CGRect(x: 27.5, y: 63, width: 320, height: 500))
        #expect(tall.contentInsets == EdgeInsets(bottom: 87))
        // A keyboard lower than the bottom inset (a 20-point bar): the visible area ends at the safe area's
        // bottom, 812 − 34 = 778, not at the keyboard's top: centre (47 + 778) / 2 = 412.5, top 292.5.
        let low = Self.place(CGRect(x: 27.5, y: 308.5, width: 320, height: 240), .center, overlap: 20)
        #expect(low == PresentationKeyboard.Placement(frame: CGRect(x: 27.5, y: 292.5, width: 320, height: 240)))
    }

    @Test(
        "a full-height view does not move and leaves the keyboard to its content",
        arguments: [
            CGRect(x: 0, y: 0, width: 375, height: 812), CGRect(x: 0, y: 0, width: 281.25, height: 812),
        ])
    func fullHeight(resting: CGRect) {
        #expect(Self.place(resting, .none, overlap: 336) == PresentationKeyboard.Placement(frame: resting))
        #expect(
            PresentationKeyboard.coveredInsets(of: resting, anchor: .none, containerBounds: Self.bounds, overlap: 336) == .zero)
    }

    @Test("no keyboard, or a bad overlap, leaves the view where it rests", arguments: [CGFloat(0), -50, .nan, -.infinity])
    func noKeyboard(overlap: CGFloat) {
        let resting = CGRect(x: 0, y: 478, width: 375, height: 334)
        #expect(Self.place(resting, .bottom, overlap: overlap) == PresentationKeyboard.Placement(frame: resting))
    }

    @Test("an overlap larger than the container counts as the container's height")
    func hugeOverlap() {
        // An infinite overlap is no number of points: no keyboard. A finite one past the container's height
        // counts as the whole container: the sheet goes up to the safe area's top, its content wholly covered.
        let placement = Self.place(CGRect(x: 0, y: 478, width: 375, height: 334), .bottom, overlap: .infinity)
        #expect(placement.frame == CGRect(x: 0, y: 478, width: 375, height: 334))
        let large = Self.place(CGRect(x: 0, y: 478, width: 375, height: 334), .bottom, overlap: 5_000)
        #expect(large.frame == CGRect(x: 0, y: 47, width: 375, height: 334))
        #expect(large.contentInsets == EdgeInsets(bottom: 334))
    }

    @Test("the insets of a frame the app chose (a subclass's frame) are what the keyboard covers of it")
    func coveredInsets() {
        let frame = CGRect(x: 0, y: 400, width: 375, height: 200)
        #expect(
            PresentationKeyboard.coveredInsets(of: frame, anchor: .bottom, containerBounds: Self.bounds, overlap: 336)
                == EdgeInsets(bottom: 124))
        #expect(
            PresentationKeyboard.coveredInsets(of: frame, anchor: .bottom, containerBounds: Self.bounds, overlap: 100) == .zero)
    }

    @Test(
        "each layout meets the keyboard its own way",
        arguments: [
            (PresentationLayout.sheet(.init(detents: [.points(300)])), PresentationKeyboard.Anchor.bottom),
            (.card(size: CGSize(width: 300, height: 200)), .center),
            (.fullScreen, .none), (.sideMenu, .none),
        ])
    func anchors(layout: PresentationLayout, expected: PresentationKeyboard.Anchor) {
        #expect(layout.keyboardAnchor == expected)
    }

    // MARK: Animation

    @Test(
        "the keyboard's curve becomes view-animation options; a bad duration is no animation",
        arguments: [
            (TimeInterval(0.25), 7, TimeInterval(0.25), UInt(7 << 16)),
            (0.4, 0, 0.4, 0),
            (0.3, 3, 0.3, UInt(3 << 16)),
            (-1, 16, 0, 0),
            (.nan, -1, 0, 0),
            (.infinity, 7, 0, UInt(7 << 16)),
        ] as [(TimeInterval, Int, TimeInterval, UInt)])
    func animation(duration: TimeInterval, curve: Int, expectedDuration: TimeInterval, expectedOptions: UInt) {
        let animation = KeyboardAnimation(duration: duration, curve: curve)
        #expect(animation.duration == expectedDuration)
        #expect(animation.animationOptionsRawValue == expectedOptions)
    }

    // MARK: The session

    static let phone = PresentationContainer(bounds: bounds, safeArea: safeArea)

    static func presentedSheet(_ layout: PresentationLayout = .sheet(.init(detents: [.points(300)]))) -> PresentationSession {
        var session = PresentationSession(layout: layout, dismissal: .all)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight, container: phone)
        _ = session.presentationDidEnd(completed: true)
        return session
    }

    @Test("while presented the keyboard moves the sheet in its own animation; an unchanged overlap does nothing")
    func sessionPresented() {
        var session = Self.presentedSheet()
        let animation = KeyboardAnimation(duration: 0.25, curve: 7)
        #expect(session.keyboardWillChange(overlap: 336, animation: animation) == [.layoutContainer(.keyboard(animation))])
        #expect(session.presentedFrame(in: Self.phone) == CGRect(x: 0, y: 142, width: 375, height: 334))
        #expect(session.restingFrame(in: Self.phone) == CGRect(x: 0, y: 478, width: 375, height: 334))
        #expect(session.keyboardWillChange(overlap: 336, animation: animation) == [])
        #expect(session.keyboardWillChange(overlap: .nan, animation: animation) == [.layoutContainer(.keyboard(animation))])
        #expect(session.keyboardOverlap == 0)
        #expect(session.presentedFrame(in: Self.phone) == CGRect(x: 0, y: 478, width: 375, height: 334))
    }

    @Test("during a transition the keyboard is remembered and applies at the layout pass that ends it")
    func sessionDuringTransition() {
        var session = Self.presentedSheet()
        _ = session.dismissalWillBegin()
        #expect(session.keyboardWillChange(overlap: 336, animation: KeyboardAnimation(duration: 0.25, curve: 7)) == [])
        #expect(session.containerWillLayout(Self.phone) == [.setDimmingFrame(Self.bounds)])
        let ended = session.dismissalDidEnd(completed: false)
        #expect(ended.contains(.layoutContainer(.none)))
        #expect(
            session.containerWillLayout(Self.phone).contains(.setPresentedFrame(CGRect(x: 0, y: 142, width: 375, height: 334))))
    }

    @Test("a rotation tells the presented screen its resting size, whatever the keyboard")
    func sizeIgnoresKeyboard() {
        var session = Self.presentedSheet(.sheet(.init(detents: [.points(600)])))
        _ = session.keyboardWillChange(overlap: 336, animation: KeyboardAnimation(duration: 0.25, curve: 7))
        #expect(
            session.presentedSize(forParentSize: CGSize(width: 375, height: 812), in: Self.phone)
                == CGSize(width: 375, height: 634))
        #expect(
            session.presentedContentInsets(forFrame: session.presentedFrame(in: Self.phone), in: Self.phone)
                == EdgeInsets(bottom: 205))
    }
}
