import Foundation
import Testing
@testable import NavTransitions

@Suite("Transition plans")
struct TransitionPlanTests {
    /// A container that does not start at the origin (a sheet's container below a status bar): the
    /// distance to leave it counts from its own edges. Frame and container both at (20, 100), 375 × 667.
    @Test(
        "the distance offscreen counts from the container's edges, wherever it is",
        arguments: [
            (TransitionEdge.top, 667.0), // frame.maxY 767 − container.minY 100
            (.bottom, 667.0), // container.maxY 767 − frame.minY 100
            (.left, 375.0), // frame.maxX 395 − container.minX 20
            (.right, 375.0), // container.maxX 395 − frame.minX 20
        ] as [(TransitionEdge, CGFloat)])
    func distanceOffscreenFromAnOffsetContainer(edge: TransitionEdge, expected: CGFloat) {
        let container = CGRect(x: 20, y: 100, width: 375, height: 667)
        let frame = CGRect(x: 20, y: 100, width: 375, height: 667)
        #expect(PlanBuilder.distanceOffscreen(frame, in: container, toward: edge) == expected)
    }

    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)

    static func scene(
        _ operation: TransitionOperation, direction: LayoutDirection = .leftToRight, reduceMotion: Bool = false,
        toFrame: CGRect = screen
    ) -> TransitionScene {
        // The views UIKit documents for a custom presentation that keeps the presenter's view: no from-view
        // when presenting, no to-view when dismissing; push and pop have both.
        return TransitionScene(
            containerBounds: screen,
            fromView: operation == .present ? nil : ParticipantGeometry(frame: screen),
            toView: operation == .dismiss ? nil : ParticipantGeometry(frame: toFrame),
            layoutDirection: direction,
            isReduceMotionEnabled: reduceMotion
        )
    }

    @Test("slide push: the new screen enters from the right, the old one moves a third left under a dimming shadow")
    func slidePush() throws {
        let plan = TransitionPlan(style: .slide, operation: .push, scene: Self.scene(.push))
        let to = try #require(plan[.toView]), from = try #require(plan[.fromView]), dimming = try #require(plan[.dimmingView])
        #expect(to.start.transform == .translation(x: 375, y: 0))
        #expect(to.end.transform == .identity)
        #expect(from.start.transform == .identity)
        #expect(from.end.transform == .translation(x: -112.5, y: 0))
        #expect(dimming.start.alpha == 0)
        #expect(dimming.end.alpha == 0.1)
        #expect(dimming.start.frame == Self.screen)
        #expect(plan.setupCommands.prefix(2) == [.insert(.toView, .top), .insert(.dimmingView, .below(.toView))])
    }

    @Test("slide pop in right-to-left: the top screen leaves toward the left, the one below comes from the right")
    func slidePopRightToLeft() throws {
        let plan = TransitionPlan(style: .slide, operation: .pop, scene: Self.scene(.pop, direction: .rightToLeft))
        let to = try #require(plan[.toView]), from = try #require(plan[.fromView]), dimming = try #require(plan[.dimmingView])
        #expect(from.end.transform == .translation(x: -375, y: 0))
        #expect(to.start.transform == .translation(x: 112.5, y: 0))
        #expect(to.end.transform == .identity)
        #expect(dimming.start.alpha == 0.1)
        #expect(dimming.end.alpha == 0)
        #expect(plan.setupCommands.prefix(2) == [.insert(.toView, .bottom), .insert(.dimmingView, .above(.toView))])
    }

    @Test("slide push in right-to-left enters from the left")
    func slidePushRightToLeft() throws {
        let plan = TransitionPlan(style: .slide, operation: .push, scene: Self.scene(.push, direction: .rightToLeft))
        #expect(try #require(plan[.toView]).start.transform == .translation(x: -375, y: 0))
        #expect(try #require(plan[.fromView]).end.transform == .translation(x: 112.5, y: 0))
    }

    @Test("cover from the bottom moves a sheet by exactly its distance to the bottom edge")
    func coverSheet() throws {
        let sheet = CGRect(x: 0, y: 478, width: 375, height: 334)
        let present = TransitionPlan(
            style: .cover(edge: .bottom), operation: .present, scene: Self.scene(.present, toFrame: sheet))
        let to = try #require(present[.toView])
        #expect(to.start.transform == .translation(x: 0, y: 334))
        #expect(to.start.presentedFrame == CGRect(x: 0, y: 812, width: 375, height: 334))
        #expect(to.end == ViewState(frame: sheet))
        #expect(present[.fromView] == nil)
        #expect(present[.dimmingView] == nil)
        #expect(present.setupCommands.first == .insert(.toView, .top))

        let dismissScene = TransitionScene(containerBounds: Self.screen, fromView: ParticipantGeometry(frame: sheet), toView: nil)
        let dismiss = TransitionPlan(style: .cover(edge: .bottom), operation: .dismiss, scene: dismissScene)
        #expect(try #require(dismiss[.fromView]).end.transform == .translation(x: 0, y: 334))
        #expect(!dismiss.setupCommands.contains { if case .insert(.toView, _) = $0 { return true } else { return false } })
    }

    @Test("cover from the leading edge follows the layout direction", arguments: LayoutDirection.allCases)
    func coverLeading(direction: LayoutDirection) throws {
        let menu = CGRect(x: direction == .leftToRight ? 0 : 93.75, y: 0, width: 281.25, height: 812)
        let plan = TransitionPlan(
            style: .cover(edge: .leading), operation: .present, scene: Self.scene(.present, direction: direction, toFrame: menu))
        let expected: CGFloat = direction == .leftToRight ? -281.25 : 281.25
        #expect(try #require(plan[.toView]).start.transform == .translation(x: expected, y: 0))
    }

    @Test("scale grows the new screen from 85 % with rounded corners and shrinks it back on the way out")
    func scale() throws {
        let push = TransitionPlan(style: .scale, operation: .push, scene: Self.scene(.push))
        let to = try #require(push[.toView])
        #expect(to.start.transform == .scale(0.85))
        #expect(to.start.alpha == 0)
        #expect(to.start.cornerRadius == 20)
        #expect(to.end == ViewState(frame: Self.screen))
        #expect(try #require(push[.fromView]).end == ViewState(frame: Self.screen))
        let pop = TransitionPlan(style: .scale, operation: .pop, scene: Self.scene(.pop))
        #expect(try #require(pop[.fromView]).end.transform == .scale(0.85))
        #expect(try #require(pop[.fromView]).end.alpha == 0)
    }

    @Test("circular reveal grows a mask from the point to the farthest corner, and shrinks it back into the source")
    func circularReveal() throws {
        let present = TransitionPlan(style: .circularReveal(.point(.zero)), operation: .present, scene: Self.scene(.present))
        let mask = try #require(present[.maskView])
        let radius: CGFloat = 894.4098613052072
        #expect(approximately(mask.end.frame, CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius)))
        #expect(approximately(mask.end.cornerRadius, radius))
        #expect(mask.end.transform == .identity)
        #expect(mask.start.transform.scaleX == 0.001)
        #expect(mask.start.transform.translationX == 0)
        #expect(present.setupCommands.contains(.insert(.maskView, .mask(of: .toView))))
        #expect(try #require(present[.toView]).start == ViewState(frame: Self.screen))

        // Dismissal into a 44 pt source at (300, 60): from the covering circle around its centre (322, 82)
        // to a 22 pt circle there.
        let source = CGRect(x: 300, y: 60, width: 44, height: 44)
        let dismiss = TransitionPlan(
            style: .circularReveal(.sourceFrame(source)), operation: .dismiss, scene: Self.scene(.dismiss))
        let shrinking = try #require(dismiss[.maskView])
        let covering = (322.0 * 322 + 730.0 * 730).squareRoot()
        #expect(approximately(shrinking.start.cornerRadius, covering))
        #expect(approximately(shrinking.end.transform.scaleX, 22 / covering))
        #expect(approximately(shrinking.end.presentedFrame, source, tolerance: 1e-6))
        #expect(dismiss.completionCommands(for: .finished).contains(.remove(.maskView)))
        #expect(dismiss.completionCommands(for: .cancelled).contains(.remove(.maskView)))
    }

    @Test("fade fades the upper view only: in going forward, out going back")
    func fade() throws {
        let push = TransitionPlan(style: .fade, operation: .push, scene: Self.scene(.push))
        #expect(try #require(push[.toView]).start.alpha == 0)
        #expect(try #require(push[.fromView]).end.alpha == 1)
        let dismiss = TransitionPlan(style: .fade, operation: .dismiss, scene: Self.scene(.dismiss))
        #expect(try #require(dismiss[.fromView]).end.alpha == 0)
        #expect(dismiss.timing == .curve(.easeInOut, duration: 0.25))
    }

    @Test(
        "Reduce Motion turns every style into a cross-fade without motion",
        arguments: [TransitionStyle.slide, .scale, .cover(edge: .bottom), .fade, .circularReveal(.center)])
    func reduceMotion(style: TransitionStyle) {
        for operation in TransitionOperation.allCases {
            let plan = TransitionPlan(style: style, operation: operation, scene: Self.scene(operation, reduceMotion: true))
            // Exactly the views the scene has: both for push and pop, the presented one for present and dismiss.
            let expected: Set<TransitionRole> =
                operation == .present ? [.toView] : operation == .dismiss ? [.fromView] : [.fromView, .toView]
            #expect(Set(plan.participants.keys) == expected, "\(operation)")
            for participant in plan.participants.values {
                #expect(participant.start.transform == .identity)
                #expect(participant.end.transform == .identity)
                #expect(participant.start.frame == participant.end.frame)
            }
            #expect(plan.timing == .curve(.easeInOut, duration: 0.3))
        }
    }

    @Test("completion commands remove what must not stay and reset every view")
    func completionCommands() {
        let plan = TransitionPlan(style: .slide, operation: .push, scene: Self.scene(.push))
        let rest = ViewState(frame: Self.screen)
        #expect(
            plan.completionCommands(for: .finished) == [
                .remove(.fromView), .remove(.dimmingView), .apply(.fromView, rest), .apply(.toView, rest),
            ])
        #expect(
            plan.completionCommands(for: .cancelled) == [
                .remove(.toView), .remove(.dimmingView), .apply(.fromView, rest), .apply(.toView, rest),
            ])
        let dismiss = TransitionPlan(style: .fade, operation: .dismiss, scene: Self.scene(.dismiss))
        #expect(dismiss.completionCommands(for: .finished) == [.remove(.fromView), .apply(.fromView, rest)])
        #expect(dismiss.completionCommands(for: .cancelled) == [.apply(.fromView, rest)])
    }

    @Test("a broken scene still gives finite plans")
    func brokenScene() {
        let scene = TransitionScene(
            containerBounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: -5),
            fromView: ParticipantGeometry(frame: CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)),
            toView: ParticipantGeometry(frame: .zero)
        )
        // Both views take part in every style; a slide adds its dimming view.
        let roles: [(TransitionStyle, Set<TransitionRole>)] = [
            (.slide, [.fromView, .toView, .dimmingView]), (.fade, [.fromView, .toView]),
            (.scale, [.fromView, .toView]), (.cover(edge: .top), [.fromView, .toView]),
        ]
        for (style, expected) in roles {
            for operation in [TransitionOperation.push, .pop] {
                let plan = TransitionPlan(style: style, operation: operation, scene: scene)
                #expect(Set(plan.participants.keys) == expected, "\(style) \(operation)")
                for participant in plan.participants.values {
                    for state in [participant.start, participant.end, participant.rest] {
                        #expect(isFinite(state.frame) && isFinite(state.presentedFrame) && state.alpha.isFinite)
                    }
                }
            }
        }
    }

    @Test("participant geometry prefers the context frame, then the current frame, then the container")
    func participantGeometry() {
        let container = Self.screen
        #expect(
            ParticipantGeometry(
                contextFrame: CGRect(x: 0, y: 100, width: 375, height: 712), currentFrame: .zero, containerBounds: container
            ).frame.minY == 100)
        #expect(
            ParticipantGeometry(
                contextFrame: .zero, currentFrame: CGRect(x: 0, y: 0, width: 300, height: 300), containerBounds: container
            ).frame.width == 300)
        #expect(ParticipantGeometry(contextFrame: .zero, currentFrame: .zero, containerBounds: container).frame == container)
        #expect(ParticipantGeometry(frame: container, cornerRadius: -2).cornerRadius == 0)
    }

    @Test("expected participants per operation, as UIKit provides them")
    func participants() {
        #expect(TransitionParticipants.expected(for: .push) == TransitionParticipants(hasFromView: true, hasToView: true))
        #expect(TransitionParticipants.expected(for: .present) == TransitionParticipants(hasFromView: false, hasToView: true))
        #expect(TransitionParticipants.expected(for: .dismiss) == TransitionParticipants(hasFromView: true, hasToView: false))
        #expect(
            TransitionParticipants.expected(for: .dismiss, presentersViewIsRemoved: true)
                == TransitionParticipants(hasFromView: true, hasToView: true))
        #expect(TransitionOperation.push.reversed == .pop)
        #expect(TransitionOperation.dismiss.reversed == .present)
    }

    struct CoverCase: Sendable, CustomStringConvertible {
        let edge: TransitionEdge
        let direction: LayoutDirection
        let container: CGRect
        let expected: CGPoint
        var description: String { "\(edge) \(direction) in \(container)" }
    }

    // A 300 × 200 card at (20, 100). In a 390 × 844 container it must travel to leave it: toward the top
    // maxY − minY = 300 − 0; the bottom 844 − 100 = 744; the left 320 − 0 = 320; the right 390 − 20 = 370.
    // In a container starting at y 50 (height 794): the top 300 − 50 = 250, the bottom 844 − 100 = 744.
    static let card = CGRect(x: 20, y: 100, width: 300, height: 200)
    static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let belowBar = CGRect(x: 0, y: 50, width: 390, height: 794)

    @Test(
        "cover moves a view that does not touch the edge by its distance to the edge",
        arguments: [
            CoverCase(edge: .top, direction: .leftToRight, container: phone, expected: CGPoint(x: 0, y: -300)),
            CoverCase(edge: .bottom, direction: .leftToRight, container: phone, expected: CGPoint(x: 0, y: 744)),
            CoverCase(edge: .left, direction: .leftToRight, container: phone, expected: CGPoint(x: -320, y: 0)),
            CoverCase(edge: .right, direction: .rightToLeft, container: phone, expected: CGPoint(x: 370, y: 0)),
            CoverCase(edge: .leading, direction: .leftToRight, container: phone, expected: CGPoint(x: -320, y: 0)),
            CoverCase(edge: .leading, direction: .rightToLeft, container: phone, expected: CGPoint(x: 370, y: 0)),
            CoverCase(edge: .trailing, direction: .leftToRight, container: phone, expected: CGPoint(x: 370, y: 0)),
            CoverCase(edge: .trailing, direction: .rightToLeft, container: phone, expected: CGPoint(x: -320, y: 0)),
            CoverCase(edge: .top, direction: .leftToRight, container: belowBar, expected: CGPoint(x: 0, y: -250)),
            CoverCase(edge: .bottom, direction: .rightToLeft, container: belowBar, expected: CGPoint(x: 0, y: 744)),
        ])
    func coverFromAnEdge(_ c: CoverCase) throws {
        let scene = TransitionScene(
            containerBounds: c.container, fromView: nil, toView: ParticipantGeometry(frame: Self.card),
            layoutDirection: c.direction, isReduceMotionEnabled: false)
        let present = TransitionPlan(style: .cover(edge: c.edge), operation: .present, scene: scene)
        #expect(try #require(present[.toView]).start.transform == .translation(x: c.expected.x, y: c.expected.y))
        let dismissScene = TransitionScene(
            containerBounds: c.container, fromView: ParticipantGeometry(frame: Self.card), toView: nil,
            layoutDirection: c.direction, isReduceMotionEnabled: false)
        let dismiss = TransitionPlan(style: .cover(edge: c.edge), operation: .dismiss, scene: dismissScene)
        #expect(try #require(dismiss[.fromView]).end.transform == .translation(x: c.expected.x, y: c.expected.y))
    }

    @Test("a view already beyond the edge does not move back in")
    func coverBeyondTheEdge() throws {
        let outside = CGRect(x: 0, y: 900, width: 390, height: 100)
        let scene = TransitionScene(containerBounds: Self.phone, fromView: nil, toView: ParticipantGeometry(frame: outside))
        #expect(
            try #require(TransitionPlan(style: .cover(edge: .bottom), operation: .present, scene: scene)[.toView]).start.transform
                == .identity)
    }

    @Test("scale keeps a larger resting corner radius and rounds a square view to 20")
    func scaleCornerRadius() throws {
        let rounded = TransitionScene(
            containerBounds: Self.screen, fromView: nil,
            toView: ParticipantGeometry(frame: Self.screen, cornerRadius: 32))
        let present = try #require(TransitionPlan(style: .scale, operation: .present, scene: rounded)[.toView])
        #expect(present.start.cornerRadius == 32, "max(32, 20)")
        #expect(present.end.cornerRadius == 32)
        #expect(present.rest.cornerRadius == 32)
        let square = TransitionScene(
            containerBounds: Self.screen, fromView: nil,
            toView: ParticipantGeometry(frame: Self.screen, cornerRadius: 8))
        #expect(
            try #require(TransitionPlan(style: .scale, operation: .present, scene: square)[.toView]).start.cornerRadius == 20,
            "max(8, 20)")
        // Halfway through an interactive scrub: 8 + (20 − 8) / 2 = 14 on the way back.
        let dismiss = TransitionScene(
            containerBounds: Self.screen, fromView: ParticipantGeometry(frame: Self.screen, cornerRadius: 8), toView: nil)
        #expect(
            try #require(TransitionPlan(style: .scale, operation: .dismiss, scene: dismiss)[.fromView]).state(atProgress: 0.5)
                .cornerRadius == 14)
    }

    @Test("a zero-height or zero-width frame is no resting frame: the next candidate is used")
    func zeroSizedFrames() {
        let container = Self.screen
        let current = CGRect(x: 0, y: 10, width: 300, height: 300)
        #expect(
            ParticipantGeometry(
                contextFrame: CGRect(x: 0, y: 0, width: 375, height: 0), currentFrame: current, containerBounds: container
            ).frame == current)
        #expect(
            ParticipantGeometry(
                contextFrame: CGRect(x: 0, y: 0, width: 0, height: 812), currentFrame: current, containerBounds: container
            ).frame == current)
        #expect(
            ParticipantGeometry(
                contextFrame: .zero, currentFrame: CGRect(x: 0, y: 0, width: 300, height: 0), containerBounds: container
            ).frame == container)
        #expect(
            ParticipantGeometry(
                contextFrame: .zero, currentFrame: CGRect(x: 0, y: 0, width: 0, height: 300), containerBounds: container
            ).frame == container)
        // A negative size is standardized first, so it counts.
        #expect(
            ParticipantGeometry(
                contextFrame: CGRect(x: 100, y: 100, width: -50, height: -50), currentFrame: current, containerBounds: container
            ).frame
                == CGRect(x: 50, y: 50, width: 50, height: 50))
        #expect(
            ParticipantGeometry(contextFrame: .zero, currentFrame: .zero, containerBounds: container, cornerRadius: 12)
                .cornerRadius == 12)
    }

    @Test("a zero-height sheet is planned without NaN, and a cover moves it by 0 to its edge")
    func zeroHeightSheet() throws {
        let flat = CGRect(x: 0, y: 812, width: 375, height: 0)
        let scene = TransitionScene(containerBounds: Self.screen, fromView: nil, toView: ParticipantGeometry(frame: flat))
        // The presented view takes part in every style; a slide adds its dimming view, a reveal its mask.
        let roles: [(TransitionStyle, Set<TransitionRole>)] = [
            (.cover(edge: .bottom), [.toView]), (.scale, [.toView]), (.fade, [.toView]),
            (.slide, [.toView, .dimmingView]), (.circularReveal(.center), [.toView, .maskView]),
        ]
        for (style, expected) in roles {
            let plan = TransitionPlan(style: style, operation: .present, scene: scene)
            #expect(Set(plan.participants.keys) == expected, "\(style)")
            for participant in plan.participants.values {
                for state in [participant.start, participant.end, participant.rest] {
                    #expect(
                        isFinite(state.frame) && isFinite(state.presentedFrame) && state.alpha.isFinite
                            && state.cornerRadius.isFinite, "\(style)")
                }
            }
        }
        #expect(
            try #require(TransitionPlan(style: .cover(edge: .bottom), operation: .present, scene: scene)[.toView]).start.transform
                == .identity)
    }

    @Test("a circular reveal in an empty container keeps an unscaled mask (a zero scale would be singular)")
    func revealInEmptyContainer() throws {
        let scene = TransitionScene(containerBounds: .zero, fromView: nil, toView: ParticipantGeometry(frame: .zero))
        for operation in [TransitionOperation.present, .push] {
            let mask = try #require(
                TransitionPlan(style: .circularReveal(.center), operation: operation, scene: scene)[.maskView])
            #expect(mask.start.transform.scaleX == 1 && mask.start.transform.scaleY == 1, "\(operation)")
            #expect(mask.end.transform == .identity)
        }
    }
}
