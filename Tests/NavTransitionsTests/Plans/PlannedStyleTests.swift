import Foundation
import Testing
@testable import NavTransitions

/// A custom style for the tests: the moving view starts `offset` points to the right, half transparent,
/// and a mask of `maskWidth` × 100 at x 10 in the moving view. Written left to right, as authors do.
struct NudgeStyle: TransitionPlanning {
    var offset: CGFloat = 100
    var maskWidth: CGFloat?
    var leavesOutStillView = false

    func plan(for operation: TransitionOperation, in scene: TransitionScene) -> TransitionPlan {
        var participants: [TransitionRole: ParticipantPlan] = [:]
        let moving = operation.isForward ? scene.toView : scene.fromView
        let still = operation.isForward ? scene.fromView : scene.toView
        if let moving {
            var away = moving.restingState
            away.transform = .translation(x: offset, y: 0)
            away.alpha = 0.5
            let role: TransitionRole = operation.isForward ? .toView : .fromView
            participants[role] =
                operation.isForward
                ? ParticipantPlan(start: away, end: moving.restingState, rest: away) // a sloppy rest on purpose
                : ParticipantPlan(start: moving.restingState, end: away, rest: away)
        }
        if let still, !leavesOutStillView {
            participants[operation.isForward ? .fromView : .toView] = .still(still.restingState)
        }
        if let maskWidth {
            let small = ViewState(frame: CGRect(x: 10, y: 0, width: maskWidth, height: 100))
            let large = ViewState(frame: CGRect(x: 10, y: 0, width: maskWidth * 2, height: 100))
            participants[.maskView] = ParticipantPlan(start: small, end: large, rest: large)
        }
        return TransitionPlan(operation: .push, timing: .curve(.linear, duration: 0.5), participants: participants)
    }
}

/// Another custom style type, to check that styles of different types differ.
struct StillStyle: TransitionPlanning {
    func plan(for operation: TransitionOperation, in scene: TransitionScene) -> TransitionPlan {
        TransitionPlan(operation: operation, timing: .curve(.linear, duration: 0.1), participants: [:])
    }
}

@Suite("Planned styles")
struct PlannedStyleTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let sheet = CGRect(x: 0, y: 478, width: 375, height: 334)

    static func scene(
        _ operation: TransitionOperation, direction: LayoutDirection = .leftToRight, reduceMotion: Bool = false,
        from: CGRect? = screen, to: CGRect? = screen
    ) -> TransitionScene {
        TransitionScene(
            containerBounds: screen, fromView: from.map { ParticipantGeometry(frame: $0) },
            toView: to.map { ParticipantGeometry(frame: $0) }, layoutDirection: direction, isReduceMotionEnabled: reduceMotion)
    }

    @Test("left to right, the author's plan runs as written, for the requested operation, with its own timing")
    func leftToRight() throws {
        let plan = TransitionPlan(style: .planned(by: NudgeStyle()), operation: .push, scene: Self.scene(.push))
        #expect(plan.operation == .push)
        #expect(plan.timing == .curve(.linear, duration: 0.5))
        let to = try #require(plan[.toView])
        #expect(to.start == ViewState(frame: Self.screen, alpha: 0.5, transform: .translation(x: 100, y: 0)))
        #expect(to.end == ViewState(frame: Self.screen))
        #expect(plan[.fromView] == .still(ViewState(frame: Self.screen)))
        let pop = TransitionPlan(style: .planned(by: NudgeStyle()), operation: .pop, scene: Self.scene(.pop))
        #expect(pop.operation == .pop, "the plan said .push; the requested operation wins")
        #expect(try #require(pop[.fromView]).end.transform == .translation(x: 100, y: 0))
    }

    @Test("every view rests at its resting state whatever the plan says")
    func restIsForced() throws {
        let plan = TransitionPlan(style: .planned(by: NudgeStyle()), operation: .push, scene: Self.scene(.push))
        #expect(try #require(plan[.toView]).rest == ViewState(frame: Self.screen))
        let dismiss = TransitionPlan(
            style: .planned(by: NudgeStyle()), operation: .dismiss, scene: Self.scene(.dismiss, from: Self.sheet, to: nil))
        #expect(try #require(dismiss[.fromView]).rest == ViewState(frame: Self.sheet))
    }

    @Test("a view the plan leaves out stays still; a view the scene lacks is dropped")
    func completedWithTheScene() throws {
        let plan = TransitionPlan(
            style: .planned(by: NudgeStyle(leavesOutStillView: true)), operation: .push, scene: Self.scene(.push))
        #expect(plan[.fromView] == .still(ViewState(frame: Self.screen)))
        #expect(plan.setupCommands.first == .insert(.toView, .top))

        let present = TransitionPlan(
            style: .planned(by: StillStyle()), operation: .present, scene: Self.scene(.present, from: nil, to: Self.sheet))
        #expect(
            present[.toView] == .still(ViewState(frame: Self.sheet)), "the to-view is inserted even though the plan forgot it")
        #expect(present[.fromView] == nil)
        #expect(present.setupCommands.first == .insert(.toView, .top))

        // A plan that names a to-view the dismissal does not have (no black screen: nothing is inserted).
        let dismiss = TransitionPlan(
            style: .planned(by: NudgeStyle()), operation: .dismiss, scene: Self.scene(.dismiss, from: Self.sheet, to: nil))
        #expect(dismiss[.toView] == nil)
        #expect(!dismiss.setupCommands.contains { if case .insert(.toView, _) = $0 { return true } else { return false } })
    }

    @Test("right to left, the plan is mirrored around the container's centre line")
    func rightToLeft() throws {
        // A 200-pt panel at x 0 (left to right) is at x 175 in right-to-left; the author's +100 nudge becomes -100.
        let panel = CGRect(x: 0, y: 0, width: 200, height: 812)
        let mirroredPanel = CGRect(x: 175, y: 0, width: 200, height: 812)
        let ltr = TransitionPlan(
            style: .planned(by: NudgeStyle()), operation: .present, scene: Self.scene(.present, from: nil, to: panel))
        #expect(try #require(ltr[.toView]).start.frame == panel)
        let rtl = TransitionPlan(
            style: .planned(by: NudgeStyle()), operation: .present,
            scene: Self.scene(.present, direction: .rightToLeft, from: nil, to: mirroredPanel))
        let to = try #require(rtl[.toView])
        #expect(to.start == ViewState(frame: mirroredPanel, alpha: 0.5, transform: .translation(x: -100, y: 0)))
        #expect(to.end == ViewState(frame: mirroredPanel))
        #expect(to.rest == ViewState(frame: mirroredPanel))
        #expect(to.start.presentedFrame == CGRect(x: 75, y: 0, width: 200, height: 812))
    }

    @Test("the author sees the right-to-left scene mirrored: a panel on the right edge arrives as a panel on the left")
    func authorSeesLeftToRight() throws {
        let rightPanel = CGRect(x: 275, y: 0, width: 100, height: 812)
        let scene = Self.scene(.present, direction: .rightToLeft, from: nil, to: rightPanel)
        #expect(scene.mirroredHorizontally.toView?.frame == CGRect(x: 0, y: 0, width: 100, height: 812))
        #expect(scene.mirroredHorizontally.layoutDirection == .leftToRight)
        #expect(scene.mirroredHorizontally.containerBounds == Self.screen)
    }

    @Test("a mask is mirrored within the masked view, not the container")
    func maskMirroredInMaskedView() throws {
        // The 200-pt panel is masked; a 50-pt-wide mask at x 10 in it is at x 200 - 60 = 140 in right-to-left.
        let panel = CGRect(x: 175, y: 0, width: 200, height: 812)
        let plan = TransitionPlan(
            style: .planned(by: NudgeStyle(maskWidth: 50)), operation: .present,
            scene: Self.scene(.present, direction: .rightToLeft, from: nil, to: panel))
        let mask = try #require(plan[.maskView])
        #expect(mask.start.frame == CGRect(x: 140, y: 0, width: 50, height: 100))
        #expect(mask.end.frame == CGRect(x: 90, y: 0, width: 100, height: 100))
        // Going back, the from-view is the masked one.
        let back = TransitionPlan(
            style: .planned(by: NudgeStyle(maskWidth: 50)), operation: .dismiss,
            scene: Self.scene(.dismiss, direction: .rightToLeft, from: panel, to: nil))
        #expect(try #require(back[.maskView]).start.frame == CGRect(x: 140, y: 0, width: 50, height: 100))
        // Without the masked view the mask is mirrored in the container: 375 - 60 = 315.
        let orphan = TransitionPlan(
            style: .planned(by: NudgeStyle(maskWidth: 50)), operation: .dismiss,
            scene: Self.scene(.dismiss, direction: .rightToLeft, from: nil, to: nil))
        #expect(try #require(orphan[.maskView]).start.frame == CGRect(x: 315, y: 0, width: 50, height: 100))
    }

    @Test("Reduce Motion replaces a custom style with the built-in cross-fade", arguments: TransitionOperation.allCases)
    func reduceMotion(_ operation: TransitionOperation) {
        let scene = Self.scene(operation, reduceMotion: true)
        let plan = TransitionPlan(style: .planned(by: NudgeStyle(maskWidth: 40)), operation: operation, scene: scene)
        #expect(plan == TransitionPlan(style: .fade, operation: operation, scene: scene))
        #expect(plan.timing == .curve(.easeInOut, duration: 0.3))
        #expect(plan[.maskView] == nil)
    }

    @Test("a timing replaces the style's own, for built-in, custom and Reduce Motion plans")
    func timingOverride() {
        let timing = TransitionTiming.spring(SpringCurve(dampingRatio: 0.7, response: 0.6))
        for style in [
            TransitionStyle.slide, .fade, .scale, .cover(edge: .top), .circularReveal(.center), .planned(by: NudgeStyle()),
        ] {
            for reduceMotion in [false, true] {
                let scene = Self.scene(.push, reduceMotion: reduceMotion)
                let plan = TransitionPlan(style: style, operation: .push, scene: scene, timing: timing)
                #expect(plan.timing == timing, "\(style) reduceMotion: \(reduceMotion)")
                var expected = TransitionPlan(style: style, operation: .push, scene: scene)
                expected.timing = timing
                #expect(plan == expected, "only the timing changes")
            }
        }
        #expect(
            TransitionPlan(style: .slide, operation: .push, scene: Self.scene(.push), timing: nil).timing
                == .spring(SpringCurve(dampingRatio: 1, response: 0.3)))
    }

    @Test("styles compare by case and values; planned styles by planner type and parameters")
    func equality() {
        #expect(TransitionStyle.planned(by: NudgeStyle()) == .planned(by: NudgeStyle()))
        #expect(TransitionStyle.planned(by: NudgeStyle(offset: 1)) != .planned(by: NudgeStyle(offset: 2)))
        #expect(TransitionStyle.planned(by: NudgeStyle()) != .planned(by: StillStyle()))
        #expect(TransitionStyle.planned(by: StillStyle()) != .fade)
        #expect(TransitionStyle.fade != .planned(by: StillStyle()))
        #expect(TransitionStyle.cover(edge: .top) == .cover(edge: .top))
        #expect(TransitionStyle.cover(edge: .top) != .cover(edge: .bottom))
        #expect(TransitionStyle.circularReveal(.center) == .circularReveal(.center))
        #expect(TransitionStyle.circularReveal(.center) != .circularReveal(.point(.zero)))
        let all: [TransitionStyle] = [
            .slide, .fade, .scale, .cover(edge: .top), .circularReveal(.center), .planned(by: StillStyle()),
        ]
        for (i, a) in all.enumerated() {
            for (j, b) in all.enumerated() {
                #expect((a == b) == (i == j), "\(a) vs \(b)")
            }
        }
    }

    @Test("a rect mirrored around an axis keeps its size and swaps its distances to the axis's edges")
    func mirroredRect() {
        let container = CGRect(x: 0, y: 0, width: 375, height: 812)
        #expect(
            CGRect(x: 10, y: 5, width: 100, height: 50).mirroredHorizontally(around: container)
                == CGRect(x: 265, y: 5, width: 100, height: 50))
        // Around an offset axis (20...220): 20 + 220 - 60 = 180.
        #expect(
            CGRect(x: 30, y: 0, width: 30, height: 1).mirroredHorizontally(around: CGRect(x: 20, y: 7, width: 200, height: 3))
                == CGRect(x: 180, y: 0, width: 30, height: 1))
        #expect(
            CGRect(x: CGFloat.nan, y: 0, width: -10, height: 1).mirroredHorizontally(around: container)
                == CGRect(x: 375, y: 0, width: 10, height: 1))
    }
}

@Suite("Transition styles")
struct TransitionStyleTests {
    @Test("the exit edge: a cover's edge, the trailing edge for a slide, none for the others")
    func exitEdge() {
        for edge in TransitionEdge.allCases {
            #expect(TransitionStyle.cover(edge: edge).exitEdge == edge)
        }
        #expect(TransitionStyle.slide.exitEdge == .trailing)
        for style in [TransitionStyle.fade, .scale, .circularReveal(.center), .planned(by: StillStyle())] {
            #expect(style.exitEdge == nil, "\(style)")
        }
    }
}
