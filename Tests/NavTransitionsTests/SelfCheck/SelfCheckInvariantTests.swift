import Foundation
import Testing
@testable import NavTransitions
@testable import NavTransitionsSelfCheckCore

/// Core's judgement of a self-check observation, on hand-made observations with hand-computed frames.
@Suite("Self-check invariants")
struct SelfCheckInvariantTests {
    static let window = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let container = PresentationContainer(bounds: window, safeArea: EdgeInsets(top: 47, bottom: 34))
    /// A card of 300 × 400 centred on the safe area (0, 47, 375, 731): (37.5, 212.5).
    static let cardFrame = CGRect(x: 37.5, y: 212.5, width: 300, height: 400)

    /// "present over a pushed screen, then pop it", stopped with the card presented over B.
    static let scenario = SelfCheckScenario(
        "a card over B",
        steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .slide), .present("M", SelfCheckTable.card)],
        expect: SelfCheckExpectation(stack: ["A", "B"], presented: "M")
    )

    /// What a correct run of ``scenario`` leaves.
    static func clean() -> SelfCheckObservation {
        SelfCheckObservation(
            container: container, stack: ["A", "B"], presented: "M",
            screens: [
                .init(name: "A", frameInWindow: nil, isAlive: true),
                .init(name: "B", frameInWindow: window, isAlive: true),
                .init(name: "M", frameInWindow: cardFrame, isAlive: true),
            ],
            libraryViews: [.presentationDimming, .presentationWrapper, .ownerObserver],
            transitions: [
                .init(step: 2, animator: .library, completions: [true]), .init(step: 3, animator: .library, completions: [true]),
            ],
            delegateProperty: .proxy, proxyForwardsToApp: true, appDelegateLastShown: "B",
            popGestureEnabled: false
        )
    }

    @Test("a correct run violates nothing")
    func clean() {
        #expect(SelfCheckInvariant.violations(in: Self.clean(), for: Self.scenario) == [])
    }

    @Test(
        "resting frames: the stack's top fills the window unless a full-screen presentation covers it; a presented screen rests at its layout's frame"
    )
    func restingFrames() {
        let observation = Self.clean()
        #expect(SelfCheckInvariant.restingFrame(of: "B", in: observation, for: Self.scenario) == Self.window)
        #expect(SelfCheckInvariant.restingFrame(of: "M", in: observation, for: Self.scenario) == Self.cardFrame)
        #expect(SelfCheckInvariant.restingFrame(of: "A", in: observation, for: Self.scenario) == nil)
        var fullScreen = Self.scenario
        fullScreen.steps[3] = .present("M", SelfCheckPresentation(layout: .fullScreen, style: .fade))
        #expect(SelfCheckInvariant.restingFrame(of: "B", in: observation, for: fullScreen) == nil)
        #expect(SelfCheckInvariant.restingFrame(of: "M", in: observation, for: fullScreen) == Self.window)
    }

    @Test("the steps whose transition must be the library's: a push with a style, animated; every gesture and zoom step")
    func stepsThatRequireTheLibrarysAnimator() {
        let scenario = SelfCheckScenario(
            "steps",
            steps: [
                .install(.proxy), .push("B", style: .slide), .push("C", style: nil), .push("D", style: .slide, animated: false),
                .swipeBack(.cancel), .pushAssigningDelegateMidTransition("E", style: .fade), .zoomOpen(item: 0, pushed: true),
            ],
            expect: SelfCheckExpectation(stack: ["A", "B"])
        )
        #expect(
            scenario.steps.indices.map { scenario.requiresLibraryAnimator(step: $0) } == [
                false, true, false, false, true, true, true,
            ])
        #expect(!scenario.requiresLibraryAnimator(step: 7))
        #expect(!scenario.requiresLibraryAnimator(step: -1))
        // Every presentation has a modalTransition: presenting and an animated dismissal are the library's, a
        // full-screen one too; an unanimated dismissal starts no transition.
        let modal = SelfCheckScenario(
            "modal",
            steps: [
                .present("M", SelfCheckPresentation(layout: .fullScreen, style: .fade)), .dismiss(), .dismiss(animated: false),
                .dismissChangingSheet(.select(.large)), .zoomClose, .escape,
            ],
            expect: SelfCheckExpectation(stack: ["A"]))
        #expect(modal.steps.indices.map { modal.requiresLibraryAnimator(step: $0) } == [true, true, false, true, true, false])
    }

    @Test("whether the proxy holds UIKit's edge swipe off comes from the steps: installed, a screen of the library's on top")
    func heldOff() {
        let plain = SelfCheckScenario(
            "plain", steps: [.install(.proxy), .push("B", style: .slide), .push("C", style: nil)],
            expect: SelfCheckExpectation(stack: ["A", "B", "C"]))
        #expect(plain.screensWithLibraryTransition == ["B"])
        #expect(plain.holdsSystemPopGestureOff(atRestWith: ["A", "B"]))
        #expect(
            !plain.holdsSystemPopGestureOff(atRestWith: ["A", "B", "C"]), "a screen without a transition on top: the app's value")
        #expect(!plain.holdsSystemPopGestureOff(atRestWith: []))
        let uninstalled = SelfCheckScenario(
            "uninstalled", steps: [.install(.proxy), .push("B", style: .slide), .uninstall],
            expect: SelfCheckExpectation(stack: ["A", "B"]))
        #expect(!uninstalled.holdsSystemPopGestureOff(atRestWith: ["A", "B"]))
        // An owner install: installed while the owner is in the stack, handed back once it left.
        let owned = SelfCheckScenario(
            "owned", steps: [.install(.proxyOwnedBy("B")), .push("B", style: .slide), .push("C", style: .fade)],
            expect: SelfCheckExpectation(stack: ["A", "B", "C"]))
        #expect(owned.holdsSystemPopGestureOff(atRestWith: ["A", "B", "C"]))
        #expect(!owned.holdsSystemPopGestureOff(atRestWith: ["A", "C"]))
        // A segue installs for the screen it pushes; an install without an owner outlives any owner.
        let segue = SelfCheckScenario(
            "segue", steps: [.push("B", style: .fade, bySegue: true), .push("C", style: .slide)],
            expect: SelfCheckExpectation(stack: ["A", "B", "C"]))
        #expect(segue.proxyIsInstalled(atRestWith: ["A", "B", "C"]))
        #expect(!segue.proxyIsInstalled(atRestWith: ["A", "C"]))
        let both = SelfCheckScenario(
            "both", steps: [.install(.proxy), .push("B", style: .fade, bySegue: true)],
            expect: SelfCheckExpectation(stack: ["A"]))
        #expect(both.proxyIsInstalled(atRestWith: ["A"]))
        // A declarative stack: a destination's own style and one inheriting a default are ours; the framework's
        // transition and the system animation are not; nothing is ours to inherit without a default.
        let declarative = SelfCheckScenario(
            "declarative",
            steps: [
                .install(.declarativeStack(default: .slide)), .pushDestination("B", .inherit), .pushDestination("C", .system),
                .pushDestination("D", .framework), .pushDestination("E", .style(.fade)),
                .install(.declarativeStack(default: nil)),
                .pushDestination("F", .inherit),
            ],
            expect: SelfCheckExpectation(stack: ["A"]))
        #expect(declarative.screensWithLibraryTransition == ["A", "B", "E"], "the root declares nothing: it has the default")
        let zoom = SelfCheckScenario(
            "zoom", fixture: .photoGrid, steps: [.install(.proxy), .zoomOpen(item: 1, pushed: true)],
            expect: SelfCheckExpectation(stack: ["A", "photo"]))
        #expect(zoom.holdsSystemPopGestureOff(atRestWith: ["A", "photo"]))
        let presentedZoom = SelfCheckScenario(
            "presented zoom", fixture: .photoGrid, steps: [.zoomOpen(item: 1, pushed: false)],
            expect: SelfCheckExpectation(stack: ["A"]))
        #expect(presentedZoom.screensWithLibraryTransition.isEmpty)
    }

    /// One thing wrong, and the one invariant that must name it.
    struct Breakage: Sendable, CustomStringConvertible {
        let name: String
        let invariant: SelfCheckInvariant
        let breaks: @Sendable (inout SelfCheckObservation) -> Void
        var description: String { name }
    }

    static let breakages: [Breakage] = [
        Breakage(name: "a transition's dimming view left behind", invariant: .noStrayViews) {
            $0.libraryViews.append(.transitionDimming)
        },
        Breakage(name: "a zoom's flying view left behind", invariant: .noStrayViews) { $0.libraryViews.append(.zoomFlyingView) },
        Breakage(name: "a reorder's cell mask left behind", invariant: .noStrayViews) {
            $0.libraryViews.append(.reorderCellMask)
        },
        Breakage(name: "two presentation dimming views", invariant: .noStrayViews) {
            $0.libraryViews.append(.presentationDimming)
        },
        Breakage(name: "the top screen off by a point", invariant: .screensAtRest) {
            $0.screens[1].frameInWindow = Self.window.offsetBy(dx: 1, dy: 0)
        },
        Breakage(name: "the top screen out of the window (a black screen)", invariant: .screensAtRest) {
            $0.screens[1].frameInWindow = nil
        },
        Breakage(name: "a covered screen left in the window", invariant: .screensAtRest) {
            $0.screens[0].frameInWindow = Self.window
        },
        Breakage(name: "a thumbnail left hidden", invariant: .screensAtRest) { $0.hiddenThumbnails = 1 },
        Breakage(name: "completeTransition called twice", invariant: .transitionsCompletedOnce) {
            $0.transitions[0].completions = [true, true]
        },
        Breakage(name: "completeTransition never called", invariant: .transitionsCompletedOnce) {
            $0.transitions[0].completions = []
        },
        Breakage(name: "a push cancelled", invariant: .transitionsCompletedOnce) { $0.transitions[0].completions = [false] },
        Breakage(name: "the custom push ran UIKit's animation", invariant: .transitionsCompletedOnce) {
            $0.transitions[0].animator = .system
        },
        Breakage(name: "the custom push started no transition", invariant: .transitionsCompletedOnce) {
            $0.transitions.removeFirst()
        },
        Breakage(name: "another object is the delegate", invariant: .appDelegateKept) { $0.delegateProperty = .other },
        Breakage(name: "the proxy forwards to another delegate", invariant: .appDelegateKept) { $0.proxyForwardsToApp = false },
        Breakage(name: "the app's delegate missed the last didShow", invariant: .appDelegateKept) {
            $0.appDelegateLastShown = "A"
        },
        Breakage(name: "UIKit's swipe back left on under a custom screen", invariant: .popGestureRestored) {
            $0.popGestureEnabled = true
        },
        Breakage(name: "UIKit's swipe back left off under a plain screen", invariant: .popGestureRestored) {
            $0.stack = ["A"]
            $0.popGestureEnabled = false
        },
        Breakage(
            name: "a transition's completions not observed (a skipped check is a failed one)",
            invariant: .transitionsCompletedOnce
        ) {
            $0.transitions[0].completions = nil
        },
        Breakage(name: "the runner could not tell which animation ran a custom push", invariant: .transitionsCompletedOnce) {
            $0.transitions[0].animator = nil
        },
        Breakage(name: "the presentation ran UIKit's animation (a missed modal transition)", invariant: .transitionsCompletedOnce)
        {
            $0.transitions[1].animator = .system
        },
        Breakage(name: "the presentation started no transition", invariant: .transitionsCompletedOnce) {
            $0.transitions.removeLast()
        },
        Breakage(name: "a popped screen alive", invariant: .leftScreensFreed) {
            $0.screens.append(.init(name: "C", frameInWindow: nil, isAlive: true))
        },
        Breakage(name: "the wrong stack", invariant: .expectedOutcome) { $0.stack = ["A"] },
        Breakage(name: "nothing presented", invariant: .expectedOutcome) { $0.presented = nil },
    ]

    @Test("each breakage is named by its invariant", arguments: breakages)
    func breakage(_ breakage: Breakage) {
        var observation = Self.clean()
        breakage.breaks(&observation)
        let violations = SelfCheckInvariant.violations(in: observation, for: Self.scenario)
        #expect(!violations.isEmpty)
        #expect(violations.contains { $0.hasPrefix("\(breakage.invariant):") }, "\(violations)")
    }

    @Test("a frame within half a point of Core's is at rest (UIKit rounds to pixels); NaN is not")
    func frameTolerance() {
        var observation = Self.clean()
        observation.screens[2].frameInWindow = Self.cardFrame.offsetBy(dx: 0.5, dy: -0.25)
        #expect(SelfCheckInvariant.screensAtRest.violations(in: observation, for: Self.scenario) == [])
        observation.screens[2].frameInWindow = CGRect(x: .nan, y: 212.5, width: 300, height: 400)
        #expect(SelfCheckInvariant.screensAtRest.violations(in: observation, for: Self.scenario).count == 1)
    }

    @Test("a cancelled swipe back must complete with false; a finished one with true")
    func expectedCompletions() {
        let cancel = SelfCheckScenario(
            "cancel", steps: [.install(.proxy), .push("B", style: .slide), .swipeBack(.cancel)],
            expect: SelfCheckExpectation(stack: ["A", "B"]))
        #expect(cancel.expectedCompletion(ofStep: 2) == .cancel)
        #expect(cancel.expectedCompletion(ofStep: 1) == .finish)
        #expect(cancel.expectedCompletion(ofStep: 9) == .finish)
        let finishedCancel = [SelfCheckObservation.Transition(step: 2, animator: .library, completions: [true])]
        var observation = Self.clean()
        observation.transitions = [.init(step: 1, animator: .library, completions: [true])] + finishedCancel
        #expect(SelfCheckInvariant.transitionsCompletedOnce.violations(in: observation, for: cancel).count == 1)
        observation.transitions[1].completions = [false]
        #expect(SelfCheckInvariant.transitionsCompletedOnce.violations(in: observation, for: cancel) == [])
    }

    @Test("the app's delegate must have heard the last didShow only when the stack changed after it was assigned")
    func lastShown() {
        let early = SelfCheckScenario(
            "early", steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .slide)],
            expect: SelfCheckExpectation(stack: ["A", "B"]))
        #expect(early.appDelegateMustHaveShown == "B")
        let late = SelfCheckScenario(
            "late", steps: [.install(.proxy), .push("B", style: .slide), .assignAppDelegate],
            expect: SelfCheckExpectation(stack: ["A", "B"]))
        #expect(late.appDelegateMustHaveShown == nil)
        let cancelled = SelfCheckScenario(
            "cancelled", steps: [.install(.proxy), .assignAppDelegate, .swipeBack(.cancel)],
            expect: SelfCheckExpectation(stack: ["A", "B"]))
        #expect(cancelled.appDelegateMustHaveShown == nil)
        let either = SelfCheckScenario(
            "either", steps: [.assignAppDelegate, .pushDuringTransition("B", then: "C", style: .fade)],
            expect: SelfCheckExpectation(stack: ["A", "B"], alternatively: [["A", "B", "C"]]))
        #expect(either.appDelegateMustHaveShown == nil, "UIKit decides which stack it is")
    }

    @Test("the app's value of isEnabled is the last one it set, UIKit's true by default")
    func appPopGesture() {
        #expect(Self.scenario.appPopGestureEnabled)
        let off = SelfCheckScenario(
            "off",
            steps: [.setPopGestureEnabled(false), .install(.proxy), .setPopGestureEnabled(true), .setPopGestureEnabled(false)],
            expect: SelfCheckExpectation(stack: ["A"]))
        #expect(!off.appPopGestureEnabled)
    }
}

/// The table's own contents: names, coverage of the kinds of step, what the Example's README says of it. These
/// cannot fail on a bug of the product (no product code runs): they validate the table, and are named so.
@Suite("Self-check table validation")
struct SelfCheckTableValidationTests {
    /// Every kind of step, by name, to prove the table uses each.
    static func kind(_ step: SelfCheckStep) -> String {
        Mirror(reflecting: step).children.first?.label ?? step.description
    }

    @Test("names are unique; every run is a scenario with motion and with Reduce Motion")
    func names() {
        let names = SelfCheckTable.scenarios.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(SelfCheckTable.runs.count == 2 * names.count)
        #expect(Set(SelfCheckTable.runs.map(\.name)).count == SelfCheckTable.runs.count)
        #expect(SelfCheckTable.runs.filter { $0.motion == .reduceMotion }.allSatisfy { $0.name.hasSuffix("(Reduce Motion)") })
    }

    @Test("the table drives every kind of step, every built-in navigation style and every layout")
    func coverage() {
        let steps = SelfCheckTable.scenarios.flatMap(\.steps)
        let all: [SelfCheckStep] = [
            .assignAppDelegate, .setPopGestureEnabled(true), .install(.proxy), .uninstall, .push("", style: nil),
            .pushDuringTransition("", then: "", style: .fade), .pushAssigningDelegateMidTransition("", style: .fade), .pop(),
            .swipeBack(.finish), .unwind(to: ""), .present("", SelfCheckTable.card), .dismiss(), .panDismiss(.finish), .escape,
            .tapDimming,
            .scrollThenDragToDismiss, .keyboardUp, .zoomOpen(item: 0, pushed: true), .zoomPage(to: 0), .zoomScrollSourceAway,
            .zoomClose,
            .zoomGesture(.pinch, .finish), .carouselFlick(velocity: 0), .reorderMove(from: 0, to: 0),
            .reorderDataSourceChangesMidDrag,
            .selectDetent(.large), .changeSheet(.init()), .dragSheet(.init(distance: 0, velocity: 0)),
            .dragList(.init(startOffset: 0, distance: 0, velocity: 0)), .grabber(.increment), .tapBehindSheet,
            .dismissChangingSheet(.select(.large)), .keyboardDown,
        ]
        let used = Set(steps.map(Self.kind))
        for step in all { #expect(used.contains(Self.kind(step)), "no scenario does \(step)") }
        let pushed = steps.compactMap { step -> TransitionStyle? in
            if case let .push(_, style?, _, _) = step { return style }
            return nil
        }
        for style in SelfCheckTable.navigationStyles { #expect(pushed.contains(style)) }
        let layouts = steps.compactMap { step -> PresentationLayout? in
            if case let .present(_, presentation) = step { return presentation.layout }
            return nil
        }
        for layout in [
            PresentationLayout.fullScreen, .sheet(.init(detents: [.fraction(0.5)])), .sideMenu,
            .card(size: CGSize(width: 300, height: 400)),
        ] {
            #expect(layouts.contains(layout))
        }
        #expect(SelfCheckTable.scenarios.contains { $0.steps.contains(.install(.proxyOwnedBy("B"))) })
        #expect(SelfCheckTable.scenarios.contains { $0.steps.contains(.push("B", style: .fade, bySegue: true)) })
    }

    @Test("no scenario waits for a fix: every finding the table names has landed")
    func pending() {
        #expect(SelfCheckTable.scenarios.compactMap(\.pending).isEmpty)
        #expect(SelfCheckTable.scenarios.contains { $0.steps.contains(.install(.transitionNavigationController)) })
        #expect(SelfCheckTable.scenarios.contains { $0.steps.contains(.keyboardUp) })
        #expect(SelfCheckTable.scenarios.contains { $0.steps.contains(.reorderDataSourceChangesMidDrag) })
    }

    @Test("no step needs a real finger on UIKit: the taps and drags run through the presentation controller's entry points")
    func realTouches() {
        #expect(SelfCheckTable.scenarios.filter(\.needsRealTouches).isEmpty)
        let fingerScenarios = SelfCheckTable.scenarios.filter { scenario in
            scenario.steps.contains { step in
                switch step {
                case .tapDimming, .scrollThenDragToDismiss, .dragSheet, .dragList, .tapBehindSheet: return true
                default: return false
                }
            }
        }
        // 7 sheet drags, 3 list drags, 2 taps behind a sheet, the tap on a card's dimming, the scrolled list dragged down.
        #expect(fingerScenarios.count == 14, "\(fingerScenarios.map(\.name))")
        #expect(SelfCheckTable.sheets.filter { !$0.needsRealTouches }.count == SelfCheckTable.sheets.count)
    }

    /// What the Example's runner reports for each run on iOS 16 or later, as `SelfCheckSession.notRun` and
    /// `SelfCheckSwiftUISession.notRun` decide before running: pending, manual (a real finger), or run (counted as
    /// passed: these totals are computed, not observed).
    static func exampleTotals() -> (uikit: Int, uikitManual: Int, swiftUI: Int, swiftUIManual: Int, pending: Int, passed: Int) {
        let runs = SelfCheckTable.runs
        let pending = runs.filter { $0.scenario.pending != nil }.count
        let uikitManual = runs.filter { run in run.scenario.pending == nil && run.scenario.needsRealTouches }.count
        let swiftUI = SelfCheckTable.swiftUIRuns
        let swiftUIManual = swiftUI.filter(\.scenario.needsRealTouches).count
        return (
            runs.count, uikitManual, swiftUI.count, swiftUIManual, pending,
            runs.count - pending - uikitManual + swiftUI.count - swiftUIManual
        )
    }

    @Test("Example/README.md's self-check totals are the ones the table implies")
    func exampleReadmeTotals() throws {
        let totals = Self.exampleTotals()
        #expect(totals.uikitManual == 0, "no UIKit run is manual: the zoom's pinch and drag run through their recognizers' paths")
        let readme = try String(contentsOf: Self.root.appendingPathComponent("Example/README.md"), encoding: .utf8)
        let prose = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let notRun = totals.pending + totals.uikitManual + totals.swiftUIManual
        #expect(readme.contains("\n\(totals.passed) passed, 0 failed, \(notRun) not run\n"))
        #expect(
            readme.contains(
                "\n\(totals.pending) pending, \(totals.uikitManual + totals.swiftUIManual) manual (not run; see the lines above)\n"
            ))
        #expect(
            prose.contains(
                "\(totals.uikit) UIKit and sheet runs, \(totals.uikitManual) of them manual, plus \(totals.swiftUI) SwiftUI runs, "
                    + "\(totals.swiftUIManual) of them manual"))
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(
        "scripts/self-check-expected.txt holds the totals line every simulator run must print: every run passed, only the manual ones not run"
    )
    func expectedTotalsLine() throws {
        let totals = Self.exampleTotals()
        let text = try String(contentsOf: Self.root.appendingPathComponent("scripts/self-check-expected.txt"), encoding: .utf8)
        let line = text.split(separator: "\n").first { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init)
        #expect(
            line == "\(totals.passed) passed, 0 failed, \(totals.pending + totals.uikitManual + totals.swiftUIManual) not run")
        var report = SelfCheckReport()
        for run in SelfCheckTable.runs { report.record(run, .passed) }
        for run in SelfCheckTable.swiftUIRuns {
            report.record(run, run.scenario.needsRealTouches ? .manual("a finger") : .passed)
        }
        #expect(report.totalsLine == line, "the runner's own totals line, every run that can run passing")
    }
}

/// Core's judgement of a sheet at rest, and the report's lines.
@Suite("Self-check sheets and report")
struct SelfCheckSheetAndReportTests {
    /// A sheet at medium, undimmed, as the sheet scenarios present it.
    static let sheetScenario = SelfCheckScenario(
        "a sheet", steps: [.assignAppDelegate, .install(.proxy), .present("S", SelfCheckTable.detentSheet())],
        expect: SelfCheckExpectation(stack: ["A"], presented: "S", sheet: .sheetAt(.medium, passesTouches: true))
    )

    /// What a correct run of ``sheetScenario`` leaves: medium is 365.5 + 34 = 399.5 tall (y 412.5).
    static func cleanSheet() -> SelfCheckObservation {
        var observation = SelfCheckInvariantTests.clean()
        observation.stack = ["A"]
        observation.presented = "S"
        observation.screens = [
            .init(name: "A", frameInWindow: SelfCheckInvariantTests.window, isAlive: true),
            .init(name: "S", frameInWindow: CGRect(x: 0, y: 412.5, width: 375, height: 399.5), isAlive: true),
        ]
        observation.transitions = [.init(step: 2, animator: .library, completions: [true])]
        observation.appDelegateLastShown = nil
        observation.popGestureEnabled = true
        guard case let .sheet(sheet) = SelfCheckTable.detentSheet().layout else { return observation }
        observation.sheet = SelfCheckSheetObservation(
            sheet: sheet, selectedDetent: .medium, passesTouches: true, isAccessibilityModal: false,
            keyboardOverlap: 0)
        return observation
    }

    @Test(
        "a sheet: its detent, pass-through and VoiceOver modality are judged; its resting frame follows its detent and the keyboard"
    )
    func sheetOutcome() {
        #expect(SelfCheckInvariant.violations(in: Self.cleanSheet(), for: Self.sheetScenario) == [])
        var wrongDetent = Self.cleanSheet()
        wrongDetent.sheet?.selectedDetent = .large
        #expect(
            SelfCheckInvariant.violations(in: wrongDetent, for: Self.sheetScenario)
                == ["expectedOutcome: the sheet rests at large, expected medium"])
        var modal = Self.cleanSheet()
        modal.sheet?.isAccessibilityModal = true
        modal.sheet?.passesTouches = false
        #expect(
            SelfCheckInvariant.violations(in: modal, for: Self.sheetScenario) == [
                "expectedOutcome: touches outside the sheet do not reach the screen behind, expected the opposite",
                "expectedOutcome: the sheet is modal for VoiceOver, expected not modal",
            ])
        var gone = Self.cleanSheet()
        gone.sheet = nil
        #expect(
            SelfCheckInvariant.violations(in: gone, for: Self.sheetScenario).contains(
                "expectedOutcome: no sheet is presented, expected one at medium, passing touches"))
        // With a 300-point docked keyboard medium rises by 300: y 112.5; the frame at rest must be there.
        var keyboard = Self.cleanSheet()
        keyboard.sheet?.keyboardOverlap = 300
        #expect(
            SelfCheckInvariant.restingFrame(of: "S", in: keyboard, for: Self.sheetScenario)
                == CGRect(x: 0, y: 112.5, width: 375, height: 399.5))
        #expect(SelfCheckInvariant.violations(in: keyboard, for: Self.sheetScenario).count == 1, "S still at 412.5: not at rest")
        // What a runner could not read is a failed check, not a pass.
        var unread = Self.cleanSheet()
        unread.sheet?.passesTouches = nil
        unread.sheet?.isAccessibilityModal = nil
        #expect(
            SelfCheckInvariant.violations(in: unread, for: Self.sheetScenario) == [
                "expectedOutcome: whether touches outside the sheet reach the screen behind was not observed",
                "expectedOutcome: whether the sheet is modal for VoiceOver was not observed",
            ])
        var counted = Self.sheetScenario
        counted.expectation.sheet?.touchesPassedToPresenter = 1
        #expect(
            SelfCheckInvariant.violations(in: Self.cleanSheet(), for: counted)
                == ["expectedOutcome: the taps that reached the screen behind the sheet were not counted"])
    }

    @Test(
        "a sheet whose pan is not wired as UIKit delivers touches (off the presented view, disabled, another delegate) fails its scenario"
    )
    func sheetPanWiring() {
        var wired = Self.cleanSheet()
        wired.sheet?.isPanWired = true
        #expect(SelfCheckInvariant.violations(in: wired, for: Self.sheetScenario) == [])
        var unwired = Self.cleanSheet()
        unwired.sheet?.isPanWired = false
        #expect(
            SelfCheckInvariant.violations(in: unwired, for: Self.sheetScenario) == [
                "expectedOutcome: the sheet's pan is not on the presented view, enabled, with the library's gesture delegate: a finger cannot move it"
            ])
    }

    @Test("the report: a line per run, then `N passed, M failed`, then what was not run")
    func report() {
        var report = SelfCheckReport()
        let scenario = SelfCheckTable.scenarios[0]
        let pending = SelfCheckPending("waits", fixedOn: "branch x")
        #expect(report.record(SelfCheckRun(scenario, motion: .standard), .passed) == "PASS    push and pop, slide")
        #expect(
            report.record(SelfCheckRun(scenario, motion: .reduceMotion), .failed(["a", "b"]))
                == "FAIL    push and pop, slide (Reduce Motion): a; b")
        report.record(SelfCheckRun(scenario, motion: .standard), .pending(pending))
        report.record(SelfCheckRun(scenario, motion: .standard), .manual("needs a finger"))
        #expect(
            report.lines == [
                "PASS    push and pop, slide",
                "FAIL    push and pop, slide (Reduce Motion): a; b",
                "PENDING push and pop, slide: waits (fix on branch x)",
                "MANUAL  push and pop, slide: needs a finger",
                "1 passed, 1 failed, 2 not run",
                "1 pending, 1 manual (not run; see the lines above)",
            ])
    }
}
