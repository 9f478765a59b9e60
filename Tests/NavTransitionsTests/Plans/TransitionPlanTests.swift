import Foundation
import Testing
@testable import NavTransitions

@Suite("Transition plans")
struct TransitionPlanTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)

    static func scene(_ operation: TransitionOperation, direction: LayoutDirection = .leftToRight, reduceMotion: Bool = false,
                      toFrame: CGRect = screen) -> TransitionScene {
        let participants = TransitionParticipants.expected(for: operation)
        return TransitionScene(
            containerBounds: screen,
            fromView: participants.hasFromView ? ParticipantGeometry(frame: screen) : nil,
            toView: participants.hasToView ? ParticipantGeometry(frame: toFrame) : nil,
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
        let present = TransitionPlan(style: .cover(edge: .bottom), operation: .present, scene: Self.scene(.present, toFrame: sheet))
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
        let plan = TransitionPlan(style: .cover(edge: .leading), operation: .present, scene: Self.scene(.present, direction: direction, toFrame: menu))
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
        let dismiss = TransitionPlan(style: .circularReveal(.sourceFrame(source)), operation: .dismiss, scene: Self.scene(.dismiss))
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

    @Test("Reduce Motion turns every style into a cross-fade without motion",
          arguments: [TransitionStyle.slide, .scale, .cover(edge: .bottom), .fade, .circularReveal(.center)])
    func reduceMotion(style: TransitionStyle) {
        for operation in TransitionOperation.allCases {
            let plan = TransitionPlan(style: style, operation: operation, scene: Self.scene(operation, reduceMotion: true))
            #expect(plan[.dimmingView] == nil)
            #expect(plan[.maskView] == nil)
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
        #expect(plan.completionCommands(for: .finished) == [.remove(.fromView), .remove(.dimmingView), .apply(.fromView, rest), .apply(.toView, rest)])
        #expect(plan.completionCommands(for: .cancelled) == [.remove(.toView), .remove(.dimmingView), .apply(.fromView, rest), .apply(.toView, rest)])
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
        for style in [TransitionStyle.slide, .fade, .scale, .cover(edge: .top)] {
            for operation in [TransitionOperation.push, .pop] {
                let plan = TransitionPlan(style: style, operation: operation, scene: scene)
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
        #expect(ParticipantGeometry(contextFrame: CGRect(x: 0, y: 100, width: 375, height: 712), currentFrame: .zero, containerBounds: container).frame.minY == 100)
        #expect(ParticipantGeometry(contextFrame: .zero, currentFrame: CGRect(x: 0, y: 0, width: 300, height: 300), containerBounds: container).frame.width == 300)
        #expect(ParticipantGeometry(contextFrame: .zero, currentFrame: .zero, containerBounds: container).frame == container)
        #expect(ParticipantGeometry(frame: container, cornerRadius: -2).cornerRadius == 0)
    }

    @Test("expected participants per operation, as UIKit provides them")
    func participants() {
        #expect(TransitionParticipants.expected(for: .push) == TransitionParticipants(hasFromView: true, hasToView: true))
        #expect(TransitionParticipants.expected(for: .present) == TransitionParticipants(hasFromView: false, hasToView: true))
        #expect(TransitionParticipants.expected(for: .dismiss) == TransitionParticipants(hasFromView: true, hasToView: false))
        #expect(TransitionParticipants.expected(for: .dismiss, presentersViewIsRemoved: true) == TransitionParticipants(hasFromView: true, hasToView: true))
        #expect(TransitionOperation.push.reversed == .pop)
        #expect(TransitionOperation.dismiss.reversed == .present)
    }
}
