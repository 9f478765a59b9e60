import Foundation
import NavTransitions

/// The self-check's scenarios: every feature, as an app and a user drive it.
///
/// ``runs`` is what both runners execute: each scenario with motion and with Reduce Motion's fallback.
package enum SelfCheckTable {
    /// The built-in navigation styles.
    package static let navigationStyles: [TransitionStyle] = [
        .slide, .fade, .scale, .cover(edge: .bottom), .cover(edge: .trailing), .circularReveal(.center),
    ]

    /// Each layout with the style an app would give it.
    package static let presentations: [SelfCheckPresentation] = [
        SelfCheckPresentation(layout: .fullScreen, style: .cover(edge: .bottom)),
        SelfCheckPresentation(layout: .sheet(.init(detents: [.fraction(0.5)])), style: .cover(edge: .bottom)),
        SelfCheckPresentation(layout: .sideMenu, style: .cover(edge: .leading)),
        SelfCheckPresentation(layout: .card(size: CGSize(width: 300, height: 400)), style: .scale),
        SelfCheckPresentation(layout: .fullScreen, style: .fade),
        SelfCheckPresentation(layout: .card(size: CGSize(width: 300, height: 400)), style: .circularReveal(.center)),
    ]

    static let sheet = SelfCheckPresentation(layout: .sheet(.init(detents: [.fraction(0.5)])), style: .cover(edge: .bottom))
    static let sheetWithList = SelfCheckPresentation(
        layout: .sheet(.init(detents: [.fraction(0.5)])), style: .cover(edge: .bottom), hasList: true)
    static let sideMenu = SelfCheckPresentation(layout: .sideMenu, style: .cover(edge: .leading))
    static let card = SelfCheckPresentation(layout: .card(size: CGSize(width: 300, height: 400)), style: .scale)
    static let cardWithoutGestures = SelfCheckPresentation(
        layout: .card(size: CGSize(width: 300, height: 400)), style: .scale, dismissal: [])
    /// `ModalTransition.fade`: full screen, no gesture, escape only.
    static let fadeWithEscape = SelfCheckPresentation(layout: .fullScreen, style: .fade, dismissal: .escape)

    private static let a = SelfCheckScenario.rootName
    private static let photo = SelfCheckScenario.browserName

    /// Every scenario, once.
    package static let scenarios: [SelfCheckScenario] =
        navigation + delegates + declarative + presentation + sheets + zoom + collection
        + systemBackGestures

    /// Every scenario with motion, then with Reduce Motion.
    package static var runs: [SelfCheckRun] {
        scenarios.flatMap { scenario in SelfCheckMotion.allCases.map { SelfCheckRun(scenario, motion: $0) } }
    }

    // MARK: Navigation

    static let navigation: [SelfCheckScenario] =
        navigationStyles.map { style in
            SelfCheckScenario(
                "push and pop, \(SelfCheckStep.name(of: style))",
                steps: [.assignAppDelegate, .install(.proxy), .push("B", style: style), .pop()],
                expect: SelfCheckExpectation(stack: [a]))
        } + [
            SelfCheckScenario(
                "push and pop without a transition next to custom screens",
                steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .slide), .push("C", style: nil), .pop(), .pop()],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "push and pop, not animated",
                steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .slide, animated: false), .pop(animated: false)],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "swipe back finished, slide",
                steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .slide), .swipeBack(.finish)],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "swipe back cancelled, slide",
                steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .slide), .swipeBack(.cancel)],
                expect: SelfCheckExpectation(stack: [a, "B"])),
            SelfCheckScenario(
                "swipe back finished, fade",
                steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .fade), .swipeBack(.finish)],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "swipe back cancelled, cover from the bottom",
                steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .cover(edge: .bottom)), .swipeBack(.cancel)],
                expect: SelfCheckExpectation(stack: [a, "B"])),
            SelfCheckScenario(
                "a push during a running transition",
                steps: [.assignAppDelegate, .install(.proxy), .pushDuringTransition("B", then: "C", style: .slide)],
                expect: SelfCheckExpectation(stack: [a, "B"], alternatively: [[a, "B", "C"]])),
            SelfCheckScenario(
                "the first push right after install",
                steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .slide)],
                expect: SelfCheckExpectation(stack: [a, "B"])),
            SelfCheckScenario(
                "the first push right after an owner install",
                steps: [.assignAppDelegate, .install(.proxyOwnedBy("B")), .push("B", style: .slide), .pop()],
                expect: SelfCheckExpectation(stack: [a], delegate: .appInProperty)),
            SelfCheckScenario(
                "an owner install with the owner in the stack hands the delegate back",
                steps: [
                    .assignAppDelegate, .push("B", style: nil), .install(.proxyOwnedBy("B")), .push("C", style: .slide),
                    .pop(), .pop(),
                ],
                expect: SelfCheckExpectation(stack: [a], delegate: .appInProperty)),
            SelfCheckScenario(
                "push and pop by segue",
                steps: [.assignAppDelegate, .push("B", style: .fade, bySegue: true), .pop()],
                expect: SelfCheckExpectation(stack: [a], delegate: .appInProperty)),
            SelfCheckScenario(
                "a TransitionNavigationController's first push",
                steps: [.assignAppDelegate, .install(.transitionNavigationController), .push("B", style: .slide), .pop()],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "unwind to a screen below in the stack",
                steps: [
                    .assignAppDelegate, .install(.proxy), .push("B", style: .slide), .push("C", style: .fade), .unwind(to: a),
                ],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "unwind from a presented screen to the presenting stack's top",
                steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .slide), .present("M", sheet), .unwind(to: "B")],
                expect: SelfCheckExpectation(stack: [a, "B"])),
            SelfCheckScenario(
                "unwind to a screen below the top of a presenting navigation stack",
                steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .slide), .present("M", sheet), .unwind(to: a)],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "the app switched swipe back off",
                steps: [.assignAppDelegate, .setPopGestureEnabled(false), .install(.proxy), .push("B", style: .slide), .pop()],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "uninstall hands the delegate back",
                steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .slide), .pop(), .uninstall],
                expect: SelfCheckExpectation(stack: [a], delegate: .appInProperty)),
        ]

    // MARK: The app's own delegate

    static let delegates: [SelfCheckScenario] = [
        SelfCheckScenario(
            "the app's delegate set before install",
            steps: [.assignAppDelegate, .install(.proxy), .push("B", style: .slide), .pop()],
            expect: SelfCheckExpectation(stack: [a])),
        SelfCheckScenario(
            "the app's delegate set after install",
            steps: [.install(.proxy), .assignAppDelegate, .push("B", style: .slide), .push("C", style: nil), .pop(), .pop()],
            expect: SelfCheckExpectation(stack: [a])),
        SelfCheckScenario(
            "the app's delegate set mid-transition",
            steps: [.assignAppDelegate, .install(.proxy), .pushAssigningDelegateMidTransition("B", style: .slide), .pop()],
            expect: SelfCheckExpectation(stack: [a])),
    ]

    // MARK: Declarative stacks (SwiftUI)

    /// A SwiftUI `NavigationStack` as the proxy meets it: the framework's own delegate in the property
    /// (reassigning itself on every change, answering for its own screens), the stack modifier's bridge as the
    /// proxy's transition provider, destinations declaring their choice before their push is answered.
    /// Precedence: a screen's own choice of ours, else the framework's answer, else the stack's default.
    static let declarative: [SelfCheckScenario] = [
        SelfCheckScenario(
            "declarative stack: the default animates push and pop",
            steps: [
                .assignFrameworkDelegate, .install(.declarativeStack(default: .slide)), .pushDestination("B", .inherit),
                .pushDestination("C", .inherit), .pop(), .pop(),
            ],
            expect: SelfCheckExpectation(stack: [a])),
        SelfCheckScenario(
            "declarative stack: a destination's own transition over the default",
            steps: [
                .assignFrameworkDelegate, .install(.declarativeStack(default: .slide)), .pushDestination("B", .style(.fade)),
                .pop(),
            ],
            expect: SelfCheckExpectation(stack: [a])),
        SelfCheckScenario(
            "declarative stack: a destination asking for the system animation",
            steps: [
                .assignFrameworkDelegate, .install(.declarativeStack(default: .slide)), .pushDestination("B", .system),
                .pop(),
            ],
            expect: SelfCheckExpectation(stack: [a])),
        SelfCheckScenario(
            "declarative stack: the framework's own transition beats the default",
            steps: [
                .assignFrameworkDelegate, .install(.declarativeStack(default: .slide)), .pushDestination("B", .framework),
                .pop(),
            ],
            expect: SelfCheckExpectation(stack: [a])),
        SelfCheckScenario(
            "declarative stack without a default: a destination's own transition",
            steps: [
                .assignFrameworkDelegate, .install(.declarativeStack(default: nil)), .pushDestination("B", .inherit),
                .pushDestination("C", .style(.scale)), .pop(), .pop(),
            ],
            expect: SelfCheckExpectation(stack: [a])),
        SelfCheckScenario(
            "declarative stack: swipe back finished",
            steps: [
                .assignFrameworkDelegate, .install(.declarativeStack(default: .slide)), .pushDestination("B", .inherit),
                .swipeBack(.finish),
            ],
            expect: SelfCheckExpectation(stack: [a])),
        SelfCheckScenario(
            "declarative stack: swipe back cancelled",
            steps: [
                .assignFrameworkDelegate, .install(.declarativeStack(default: .slide)), .pushDestination("B", .style(.fade)),
                .swipeBack(.cancel),
            ],
            expect: SelfCheckExpectation(stack: [a, "B"])),
    ]

    // MARK: Presentation

    static let presentation: [SelfCheckScenario] =
        presentations.map { presentation in
            SelfCheckScenario(
                "present and dismiss, \(SelfCheckPresentation.name(of: presentation.layout)) with \(SelfCheckStep.name(of: presentation.style))",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", presentation), .dismiss()],
                expect: SelfCheckExpectation(stack: [a]))
        } + [
            SelfCheckScenario(
                "pan to dismiss finished, sheet",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", sheet), .panDismiss(.finish)],
                expect: SelfCheckExpectation(stack: [a])),
            // A sheet's drag that is let go short of a dismissal settles back on its detent without a transition
            // (its own pan); the dismiss pan's cancelled transition runs on a card.
            SelfCheckScenario(
                "pan to dismiss cancelled, card",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", card), .panDismiss(.cancel)],
                expect: SelfCheckExpectation(stack: [a], presented: "M")),
            SelfCheckScenario(
                "pan to dismiss finished, side menu",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", sideMenu), .panDismiss(.finish)],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "VoiceOver escape dismisses a card",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", card), .escape],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "Escape on a hardware keyboard dismisses a sheet",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", sheet), .keyCommandEscape],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "Escape on a hardware keyboard dismisses a side menu",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", sideMenu), .keyCommandEscape],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "Escape on a hardware keyboard leaves a card without dismissal gestures",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", cardWithoutGestures), .keyCommandEscape],
                expect: SelfCheckExpectation(stack: [a], presented: "M")),
            SelfCheckScenario(
                "VoiceOver escape leaves a card without dismissal gestures",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", cardWithoutGestures), .escape],
                expect: SelfCheckExpectation(stack: [a], presented: "M")),
            SelfCheckScenario(
                "VoiceOver escape dismisses a fade without gestures (escape only)",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", fadeWithEscape), .escape],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "Escape on a hardware keyboard dismisses a fade without gestures (escape only)",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", fadeWithEscape), .keyCommandEscape],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "tap on the dimming view dismisses a card",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", card), .tapDimming],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "a presented list scrolled, then dragged down",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", sheetWithList), .scrollThenDragToDismiss],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "present over a pushed screen, then pop it",
                steps: [
                    .assignAppDelegate, .install(.proxy), .push("B", style: .slide), .present("M", card), .dismiss(), .pop(),
                ],
                expect: SelfCheckExpectation(stack: [a])),
            SelfCheckScenario(
                "a sheet with the keyboard up",
                steps: [.assignAppDelegate, .install(.proxy), .present("M", sheet), .keyboardUp, .panDismiss(.finish)],
                expect: SelfCheckExpectation(stack: [a])),
        ]

    // MARK: Sheets with detents

    /// A maps app's sheet: medium and large, undimmed at medium, with a grabber, resting at `selected`.
    static func detentSheet(
        at selected: PresentationLayout.SheetDetent = .medium, hasList: Bool = false, isModalInPresentation: Bool = false,
        expandsFirst: Bool = true
    ) -> SelfCheckPresentation {
        SelfCheckPresentation(
            layout: .sheet(
                .init(
                    detents: [.points(200), .medium, .large], selectedDetent: selected, largestUndimmedDetent: .medium,
                    prefersScrollingExpandsWhenScrolledToEdge: expandsFirst, prefersGrabberVisible: true)),
            style: .cover(edge: .bottom), hasList: hasList, isModalInPresentation: isModalInPresentation)
    }

    /// A sheet with one detent and a drawn grabber, dimmed.
    static let oneDetentSheet = SelfCheckPresentation(
        layout: .sheet(.init(detents: [.medium], prefersGrabberVisible: true)),
        style: .cover(edge: .bottom))

    private static func sheetScenario(
        _ name: String, _ presentation: SelfCheckPresentation, _ steps: [SelfCheckStep],
        expect sheet: SelfCheckSheetExpectation?
    ) -> SelfCheckScenario {
        SelfCheckScenario(
            "sheet: \(name)", steps: [.assignAppDelegate, .install(.proxy), .present("S", presentation)] + steps,
            expect: SelfCheckExpectation(stack: [a], presented: sheet == nil ? nil : "S", sheet: sheet))
    }

    /// Detents ``detentSheet(at:hasList:isModalInPresentation:expandsFirst:)`` (points 200, medium, large; undimmed up
    /// to medium): presented at each, moved by the user and by the app, with a list, a keyboard, VoiceOver, and
    /// changes at awkward moments. Everything runs on both runners: on UIKit the drags and the taps go through the
    /// presentation controller's entry points that its recognizers call too (`drivePan`, `driveScrollViewPan`,
    /// `dimmingViewTapped`), a tap outside the sheet to whatever the container's hit test returns.
    static let sheets: [SelfCheckScenario] =
        [PresentationLayout.SheetDetent.points(200), .medium, .large].map { detent in
            sheetScenario(
                "presented at \(detent): undimmed up to medium, modal for VoiceOver above it", detentSheet(at: detent), [],
                expect: .sheetAt(detent, passesTouches: detent != .large))
        }
        + [PresentationLayout.SheetDetent.points(200), .medium, .large].map { detent in
            sheetScenario(
                "the keyboard up at \(detent): the sheet keeps its detent, its content above the keyboard",
                detentSheet(at: detent),
                [.keyboardUp], expect: .sheetAt(detent, passesTouches: detent != .large))
        } + [
            sheetScenario(
                "the keyboard up, then down, at medium", detentSheet(), [.keyboardUp, .keyboardDown],
                expect: .sheetAt(.medium, passesTouches: true)),
            // The user's drags.
            sheetScenario(
                "a flick up from medium lands one detent higher", detentSheet(),
                [.dragSheet(.init(distance: -40, velocity: -1_000))],
                expect: .sheetAt(.large, passesTouches: false)),
            sheetScenario(
                "a flick down from large lands one detent lower", detentSheet(at: .large),
                [.dragSheet(.init(distance: 40, velocity: 1_000))],
                expect: .sheetAt(.medium, passesTouches: true)),
            sheetScenario(
                "a slow release near medium settles back on medium", detentSheet(),
                [.dragSheet(.init(distance: -60, velocity: 0))],
                expect: .sheetAt(.medium, passesTouches: true)),
            sheetScenario(
                "a flick down from the smallest detent dismisses", detentSheet(at: .points(200)),
                [.dragSheet(.init(distance: 40, velocity: 1_000))], expect: nil),
            sheetScenario(
                "a flick down from the smallest detent of a screen modal in presentation is refused",
                detentSheet(
                    at: .points(200),
                    isModalInPresentation: true), [.dragSheet(.init(distance: 40, velocity: 1_000))],
                expect: .sheetAt(.points(200), passesTouches: true)),
            sheetScenario(
                "a scrolled list dragged down past its top: the list stays pinned at its top",
                detentSheet(at: .large, hasList: true),
                [.dragList(.init(startOffset: 150, distance: 200, velocity: 0))],
                expect: SelfCheckSheetExpectation(detent: .large, passesTouches: false, listOffset: 0)),
            sheetScenario(
                "a list at its top dragged up expands the sheet first", detentSheet(hasList: true),
                [.dragList(.init(startOffset: 0, distance: -100, velocity: -1_000))],
                expect: SelfCheckSheetExpectation(detent: .large, passesTouches: false, listOffset: 0)),
            sheetScenario(
                "a list at its top dragged up scrolls when expand-first is off", detentSheet(hasList: true, expandsFirst: false),
                [.dragList(.init(startOffset: 0, distance: -100, velocity: 0))],
                expect: SelfCheckSheetExpectation(detent: .medium, passesTouches: true, listOffset: 100)),
            sheetScenario(
                "a tap behind the undimmed sheet reaches the screen behind", detentSheet(), [.tapBehindSheet],
                expect: SelfCheckSheetExpectation(detent: .medium, passesTouches: true, touchesPassedToPresenter: 1)),
            sheetScenario("a tap behind the dimmed sheet dismisses it", detentSheet(at: .large), [.tapBehindSheet], expect: nil),
            // VoiceOver.
            sheetScenario(
                "the grabber's increment moves up one detent", detentSheet(), [.grabber(.increment)],
                expect: .sheetAt(.large, passesTouches: false)),
            sheetScenario(
                "the grabber's decrement moves down one detent, never off screen", detentSheet(at: .points(200)),
                [.grabber(.increment), .grabber(.decrement), .grabber(.decrement)],
                expect: .sheetAt(.points(200), passesTouches: true)),
            sheetScenario(
                "the grabber's activate from the largest goes to the smallest", detentSheet(at: .large), [.grabber(.activate)],
                expect: .sheetAt(.points(200), passesTouches: true)),
            sheetScenario("VoiceOver escape dismisses the sheet", detentSheet(), [.escape], expect: nil),
            // One detent: the grabber takes the double tap (the runner checks that it says so), nothing moves.
            sheetScenario(
                "the grabber's activate with one detent is taken, the sheet stays", oneDetentSheet, [.grabber(.activate)],
                expect: .sheetAt(.medium, passesTouches: false)),
            // The app's changes, at rest and at awkward moments.
            sheetScenario(
                "the app selects large", detentSheet(), [.selectDetent(.large)], expect: .sheetAt(.large, passesTouches: false)),
            sheetScenario(
                "the app selects a detent during a drag: the release decides", detentSheet(),
                [.dragSheet(.init(distance: -60, change: .select(.large), velocity: 0))],
                expect: .sheetAt(.medium, passesTouches: true)),
            sheetScenario(
                "the app selects a detent during a dismissal: dismissed, nothing left", detentSheet(),
                [.dismissChangingSheet(.select(.large))], expect: nil),
            sheetScenario(
                "the app changes the detents while presented", detentSheet(),
                [.changeSheet(.init(detents: [.fraction(0.3), .large], selectedDetent: .fraction(0.3)))],
                expect: .sheetAt(.fraction(0.3), passesTouches: false)),
            sheetScenario(
                "the app changes the detents under the finger: the release picks among the new ones", detentSheet(),
                [
                    .dragSheet(
                        .init(
                            distance: -100, change: .layout(.init(detents: [.fraction(0.25), .points(500), .large])), velocity: 0)
                    )
                ],
                expect: .sheetAt(.points(500), passesTouches: false)),
            sheetScenario(
                "the app changes the detents during a dismissal: dismissed, nothing left", detentSheet(),
                [.dismissChangingSheet(.layout(.init(detents: [.large])))], expect: nil),
        ]

    // MARK: Zoom

    static let zoom: [SelfCheckScenario] = [true, false].flatMap { pushed in
        let how = pushed ? "pushed" : "presented"
        let open = SelfCheckStep.zoomOpen(item: 4, pushed: pushed)
        // A pushed zoom is the navigation delegate proxy's to vend, as for any navigation transition.
        let setup: [SelfCheckStep] = pushed ? [.install(.proxy)] : []
        let shown = SelfCheckExpectation(stack: pushed ? [a, photo] : [a], presented: pushed ? nil : photo, delegate: .none)
        // VoiceOver goes back to the cell the photo closes onto, with a layout change: UIKit posts its own screen
        // change for a pop and for a full-screen dismissal (TransitionFocus).
        let closed = SelfCheckExpectation(
            stack: [a], delegate: .none, focus: SelfCheckFocus(.layoutChanged, SelfCheckFocus.item(4)))
        return [
            SelfCheckScenario(
                "zoom \(how) from a cell and back", fixture: .photoGrid, steps: setup + [open, .zoomClose], expect: closed),
            SelfCheckScenario(
                "zoom \(how), paged to another item and back to it: VoiceOver on that item's cell", fixture: .photoGrid,
                steps: setup + [open, .zoomPage(to: 7), .zoomClose],
                expect: SelfCheckExpectation(
                    stack: [a], delegate: .none, focus: SelfCheckFocus(.layoutChanged, SelfCheckFocus.item(7)))),
            SelfCheckScenario(
                "zoom \(how), back with the thumbnail scrolled off screen", fixture: .photoGrid,
                steps: setup + [open, .zoomScrollSourceAway, .zoomClose], expect: closed),
            SelfCheckScenario(
                "zoom \(how), pinch dismissal finished", fixture: .photoGrid,
                steps: setup + [open, .zoomGesture(.pinch, SelfCheckRelease(progress: 0.6, velocity: 0, outcome: .finish))],
                expect: closed),
            SelfCheckScenario(
                "zoom \(how), pinch dismissal cancelled", fixture: .photoGrid,
                steps: setup + [open, .zoomGesture(.pinch, SelfCheckRelease(progress: 0.1, velocity: 0, outcome: .cancel))],
                expect: shown),
            SelfCheckScenario(
                "zoom \(how), drag dismissal finished", fixture: .photoGrid,
                steps: setup + [open, .zoomGesture(.drag, SelfCheckRelease(progress: 0.3, velocity: 1_500, outcome: .finish))],
                expect: closed),
            SelfCheckScenario(
                "zoom \(how), drag dismissal cancelled", fixture: .photoGrid,
                steps: setup + [open, .zoomGesture(.drag, SelfCheckRelease(progress: 0.05, velocity: 0, outcome: .cancel))],
                expect: shown),
        ]
    }

    // MARK: Collection views

    static let collection: [SelfCheckScenario] = [
        SelfCheckScenario(
            "carousel: a flick lands on the next item", fixture: .carousel, steps: [.carouselFlick(velocity: 2)],
            expect: SelfCheckExpectation(stack: [a], delegate: .none, carouselItem: 1)),
        // Item 1 is cut off at the trailing edge: VoiceOver's focus centres it, Switch Control's scan leaves the carousel.
        SelfCheckScenario(
            "carousel: VoiceOver on a cut-off item centres it", fixture: .carousel,
            steps: [.carouselAccessibilityFocus(item: 1, byVoiceOver: true)],
            expect: SelfCheckExpectation(stack: [a], delegate: .none, carouselItem: 1)),
        SelfCheckScenario(
            "carousel: Switch Control's scan on a cut-off item moves nothing", fixture: .carousel,
            steps: [.carouselAccessibilityFocus(item: 1, byVoiceOver: false)],
            expect: SelfCheckExpectation(stack: [a], delegate: .none, carouselItem: 0)),
        SelfCheckScenario(
            "reorder: move an item", fixture: .reorderGrid, steps: [.reorderMove(from: 1, to: 3)],
            expect: SelfCheckExpectation(stack: [a], delegate: .none, reorderOrder: [0, 2, 3, 1] + Array(4..<12))),
        SelfCheckScenario(
            "reorder with VoiceOver: Move later", fixture: .reorderGrid, steps: [.reorderAccessibilityAction(item: 2, .later)],
            expect: SelfCheckExpectation(stack: [a], delegate: .none, reorderOrder: [0, 1, 3, 2] + Array(4..<12))),
        SelfCheckScenario(
            "reorder with VoiceOver: Move earlier on the last item", fixture: .reorderGrid,
            steps: [.reorderAccessibilityAction(item: 11, .earlier)],
            expect: SelfCheckExpectation(stack: [a], delegate: .none, reorderOrder: Array(0..<10) + [11, 10])),
        // The moved item offers the actions of its new place (the runner checks them): "Move later" is gone.
        SelfCheckScenario(
            "reorder with VoiceOver: Move later into the last place", fixture: .reorderGrid,
            steps: [.reorderAccessibilityAction(item: 10, .later)],
            expect: SelfCheckExpectation(stack: [a], delegate: .none, reorderOrder: Array(0..<10) + [11, 10])),
        SelfCheckScenario(
            "reorder: the data source changes under a drag", fixture: .reorderGrid, steps: [.reorderDataSourceChangesMidDrag],
            expect: SelfCheckExpectation(stack: [a], delegate: .none, reorderOrder: [0] + Array(2..<12))),
    ]

    // MARK: UIKit's back gestures beside the proxy

    /// UIKit's edge swipe (and iOS 26's content swipe where the runtime has it) next to the proxy: answered on plain
    /// screens, held off under custom ones and put back, handed back at uninstall; a `.zoom` preferred transition is
    /// left to UIKit. The recognizers' wiring is checked here; a real swipe is the UI tests' (Example/NavTransitionsExampleUITests).
    static let systemBackGestures: [SelfCheckScenario] = [
        SelfCheckScenario(
            "UIKit's swipe back on a plain screen with the proxy installed",
            steps: [
                .assignAppDelegate, .install(.proxy), .push("B", style: nil), .checkSystemBackGestures(.plainScreenSwipesBack),
                .pop(),
            ],
            expect: SelfCheckExpectation(stack: [a])),
        SelfCheckScenario(
            "UIKit's swipe back on a TransitionNavigationController's plain screen",
            steps: [
                .install(.transitionNavigationController), .push("B", style: nil),
                .checkSystemBackGestures(.plainScreenSwipesBack), .pop(),
            ],
            expect: SelfCheckExpectation(stack: [a], delegate: .none)),
        SelfCheckScenario(
            "UIKit's swipe back held off under a custom screen, put back after, handed back at uninstall",
            steps: [
                .assignAppDelegate, .install(.proxy), .push("B", style: nil), .push("C", style: .slide),
                .checkSystemBackGestures(.heldOffUnderCustomScreen), .pop(), .checkSystemBackGestures(.plainScreenSwipesBack),
                .pop(), .uninstall, .checkSystemBackGestures(.handedBack),
            ],
            expect: SelfCheckExpectation(stack: [a], delegate: .appInProperty)),
        SelfCheckScenario(
            "UIKit's own .zoom preferred transition under the proxy",
            steps: [
                .assignAppDelegate, .install(.proxy), .pushPreferredZoom("B"), .checkSystemBackGestures(.plainScreenSwipesBack),
                .pop(),
            ],
            expect: SelfCheckExpectation(stack: [a])),
    ]
}
