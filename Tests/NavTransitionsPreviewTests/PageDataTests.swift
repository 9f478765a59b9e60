import Foundation
import NavTransitions
import Testing
@testable import NavTransitionsPreview

/// The page's data block against Core: every number the page draws is the one Core computes.
@Suite("Preview page: data equals Core")
struct PageDataTests {
    /// The scene UIKit describes for an entry, built from Apple's documented behaviour: a navigation
    /// controller's two full-screen views; a custom presentation's presented view at the layout's frame,
    /// the presenter taking part only when a full-screen layout removes it (`shouldRemovePresentersView`).
    static func scene(_ kind: PreviewEntry.Kind, _ operation: TransitionOperation, _ variant: PreviewVariant) -> TransitionScene {
        let full = ParticipantGeometry(frame: phone)
        var from: ParticipantGeometry? = full, to: ParticipantGeometry? = full
        if case let .modal(layout) = kind {
            let presented = ParticipantGeometry(
                frame: layout.frame(
                    in: phone, safeArea: phoneSafeArea, horizontalSizeClass: .compact, layoutDirection: variant.layoutDirection
                ))
            let presenter = layout == .fullScreen ? full : nil
            (from, to) = operation == .present ? (presenter, presented) : (presented, presenter)
        }
        return TransitionScene(
            containerBounds: phone, fromView: from, toView: to,
            layoutDirection: variant.layoutDirection, isReduceMotionEnabled: variant.isReduceMotionEnabled)
    }

    @Test("Slide push at progress 0.5: the to-view is half way in, the from-view at half its parallax")
    func slidePushHalfWay() throws {
        let data = try pageData()
        let ltr = sampling(data, transition: "slide-push", variant: "ltr")
        let strip = object(ltr["strip"])
        // Progress 0.5 is the strip's third frame (0, 0.25, 0.5, 0.75, 1).
        #expect(number(array(data["stripProgress"])[2]) == 0.5)
        let to = PageState(track: object(strip["toView"]), index: 2)
        let from = PageState(track: object(strip["fromView"]), index: 2)
        let dimming = PageState(track: object(strip["dimmingView"]), index: 2)
        // 390 × (1 − 0.5) = 195 points still to go; the from-view moves 30 % of 390 × 0.5 = 58.5 to the left;
        // the dimming is at half of 0.1.
        #expect([to.x, to.y, to.w, to.h, to.translationX, to.translationY] == [0, 0, 390, 844, 195, 0])
        #expect(from.translationX == -58.5)
        #expect(dimming.alpha == 0.05)

        let plan = TransitionPlan(style: .slide, operation: .push, scene: Self.scene(.navigation, .push, .standard))
        let expected = try #require(plan[.toView]).state(atProgress: 0.5)
        #expect(to.mismatches(expected).isEmpty)
        #expect(expected.presentedFrame == CGRect(x: 195, y: 0, width: 390, height: 844))

        // Right to left, the to-view comes from the left.
        let rtl = PageState(
            track: object(object(sampling(data, transition: "slide-push", variant: "rtl")["strip"])["toView"]), index: 2)
        #expect(rtl.translationX == -195)
    }

    @Test("Sheet present at progress 0.5: the sheet is half way up and the dimming at half of 40 %")
    func sheetPresentHalfWay() throws {
        let data = try pageData()
        let strip = object(sampling(data, transition: "modal-sheet-present", variant: "ltr")["strip"])
        let sheet = PageState(track: object(strip["toView"]), index: 2)
        // Safe height 844 − 47 − 34 = 763; half of it is 381.5, plus the 34-point home indicator: 415.5
        // tall, from y 844 − 415.5 = 428.5. Off screen is 415.5 further down; half way is 207.75.
        #expect([sheet.x, sheet.y, sheet.w, sheet.h] == [0, 428.5, 390, 415.5])
        #expect(sheet.translationY == 207.75)
        #expect(PageState(track: object(strip["presentationDimming"]), index: 2).alpha == 0.2)
        #expect(strip["fromView"] == nil, "a sheet's presenter does not take part")
        #expect(strip["presenter"] != nil, "the presenter is drawn, still")
    }

    @Test("Every transition, variant, time sample and strip frame equals the Core plan's state")
    func everySampleEqualsCore() throws {
        let data = try pageData()
        let transitions = array(data["transitions"]).map { object($0) }
        #expect(transitions.count == PreviewCatalog.entries.reduce(0) { $0 + $1.operations.count })
        let stripProgress = array(data["stripProgress"]).map { CGFloat(number($0)) }
        #expect(stripProgress == PreviewCatalog.stripProgress)
        var checked = 0
        for transition in transitions {
            let id = try #require(transition["id"] as? String)
            let entry = try #require(PreviewCatalog.entries.first { $0.id == transition["entry"] as? String })
            let operation = try #require(
                TransitionOperation.allCases.first { PreviewModel.name(of: $0) == transition["operation"] as? String })
            for variant in PreviewVariant.all {
                let page = sampling(data, transition: id, variant: variant.key)
                let plan = entry.plan(operation, Self.scene(entry.kind, operation, variant))
                let times = array(page["times"]).map(number)
                let progress = array(page["progress"]).map(number)
                let duration = plan.timing.duration
                #expect(abs(number(page["duration"]) - duration) <= ratioTolerance, "\(id) \(variant.key)")
                #expect(times.count == PreviewCatalog.timeIntervals + 1)
                let tracks = object(page["tracks"]), strip = object(page["strip"])
                var roles: [(String, TransitionRole)] = [
                    ("fromView", .fromView), ("toView", .toView), ("dimmingView", .dimmingView), ("maskView", .maskView),
                ]
                roles = roles.filter { plan[$0.1] != nil }
                #expect(
                    Set(tracks.keys).intersection(["fromView", "toView", "dimmingView", "maskView"]) == Set(roles.map(\.0)),
                    "\(id) \(variant.key)")
                for (index, time) in times.enumerated() {
                    // The samples are evenly spaced over the duration; the page rounds them to 0.1 ms.
                    let exactTime = duration * Double(index) / Double(PreviewCatalog.timeIntervals)
                    #expect(abs(time - exactTime) <= ratioTolerance)
                    let coreProgress = plan.timing.progress(at: exactTime)
                    #expect(abs(progress[index] - Double(coreProgress)) <= ratioTolerance, "\(id) \(variant.key) t \(time)")
                    for (key, role) in roles {
                        let state = try #require(plan[role]).state(atProgress: coreProgress)
                        let mismatches = PageState(track: object(tracks[key]), index: index).mismatches(state)
                        #expect(mismatches.isEmpty, "\(id) \(variant.key) \(key) sample \(index): \(mismatches)")
                        checked += 1
                    }
                    if entry.hasPresentationDimming {
                        let alpha = DimmingCurve().alpha(for: operation, progress: coreProgress)
                        #expect(
                            abs(PageState(track: object(tracks["presentationDimming"]), index: index).alpha - Double(alpha))
                                <= ratioTolerance)
                    }
                }
                for (index, value) in stripProgress.enumerated() {
                    for (key, role) in roles {
                        let state = try #require(plan[role]).state(atProgress: value)
                        let mismatches = PageState(track: object(strip[key]), index: index).mismatches(state)
                        #expect(mismatches.isEmpty, "\(id) \(variant.key) \(key) strip \(value): \(mismatches)")
                    }
                }
            }
        }
        #expect(checked > 10_000)
    }

    @Test(
        "Each entry runs the Core plan of the style the app selects",
        arguments: [
            ("slide", TransitionStyle.slide), ("fade", .fade), ("cover-bottom", .cover(edge: .bottom)),
            ("cover-trailing", .cover(edge: .trailing)), ("scale", .scale), ("reveal-navigation", .circularReveal(.center)),
            ("modal-cover", .cover(edge: .bottom)), ("modal-sheet", .cover(edge: .bottom)),
            ("modal-side-menu", .cover(edge: .leading)),
            ("modal-card", .scale), ("modal-fade", .fade),
            ("modal-reveal", .circularReveal(.sourceFrame(CGRect(x: 310, y: 730, width: 56, height: 56)))),
            ("modal-slide", .slide),
        ] as [(String, TransitionStyle)])
    func entryStyles(id: String, style: TransitionStyle) throws {
        #expect(try #require(PreviewCatalog.entries.first { $0.id == id }).zoom == nil)
        let entry = try #require(PreviewCatalog.entries.first { $0.id == id })
        for operation in entry.operations {
            for variant in PreviewVariant.all {
                let scene = Self.scene(entry.kind, operation, variant)
                #expect(entry.plan(operation, scene) == TransitionPlan(style: style, operation: operation, scene: scene))
            }
        }
    }

    @Test("Every entry is checked by the table above or by the zoom's")
    func everyEntryHasAStyleRow() {
        #expect(PreviewCatalog.entries.count == 15, "add the new entry to entryStyles' table or zoomEntries'")
    }

    /// The zoom's plan as `ZoomFlightRun` builds it for the preview's scene: the thumbnail, the photo and
    /// the dimming written out here, not read from the catalogue.
    static func zoomPlan(_ operation: TransitionOperation, _ scene: TransitionScene, dimming: Bool) -> ZoomPlan {
        ZoomPlan(
            scene: ZoomScene(
                operation: operation, containerBounds: phone, fromView: scene.fromView, toView: scene.toView,
                imageSize: CGSize(width: 3000, height: 2000), photo: nil,
                source: ZoomSourceMeasurement(
                    frame: CGRect(x: 137, y: 300, width: 116, height: 116), visibleRect: phone, cornerRadius: 8),
                hasDimming: dimming, isReduceMotionEnabled: scene.isReduceMotionEnabled
            ))
    }

    @Test(
        "The zoom entries run the zoom's Core plan: navigation with its dimming, modal without",
        arguments: [
            ("zoom", true, [TransitionOperation.push, .pop]), ("modal-zoom", false, [.present, .dismiss]),
        ])
    func zoomEntries(id: String, dimming: Bool, operations: [TransitionOperation]) throws {
        let entry = try #require(PreviewCatalog.entries.first { $0.id == id })
        #expect(entry.operations == operations)
        #expect(!entry.hasPresentationDimming, "a zoom presents without the presentation controller's dimming")
        for operation in operations {
            for variant in PreviewVariant.all {
                let scene = Self.scene(entry.kind, operation, variant)
                let zoom = Self.zoomPlan(operation, scene, dimming: dimming)
                #expect(entry.zoom?(operation, scene) == zoom)
                #expect(entry.plan(operation, scene) == zoom.screens)
            }
        }
    }

    @Test("Every zoom sample: the photo's frame and the flying view's clip equal the Core flight's at that progress")
    func zoomSamplesEqualCore() throws {
        let data = try pageData()
        var checked = 0
        for (id, dimming) in [("zoom", true), ("modal-zoom", false)] {
            let entry = try #require(PreviewCatalog.entries.first { $0.id == id })
            for operation in entry.operations {
                for variant in PreviewVariant.all {
                    let transition = "\(id)-\(PreviewModel.name(of: operation))"
                    let page = sampling(data, transition: transition, variant: variant.key)
                    let zoom = Self.zoomPlan(operation, Self.scene(entry.kind, operation, variant), dimming: dimming)
                    let tracks = object(page["tracks"]), strip = object(page["strip"])
                    #expect(tracks["presentationDimming"] == nil, "\(transition)")
                    // The zoom's cross-fade under Reduce Motion keeps the dimming fading (ZoomPlan's participants).
                    #expect((tracks["dimmingView"] != nil) == dimming, "\(transition) \(variant.key)")
                    guard let flight = zoom.flight else {
                        #expect(variant.isReduceMotionEnabled)
                        #expect(tracks["flyingImage"] == nil && tracks["flyingView"] == nil, "Reduce Motion: nothing flies")
                        continue
                    }
                    let layers = array(page["layers"]).map { object($0) }
                    #expect(
                        layers.suffix(2).map { $0["key"] as? String } == ["flyingImage", "flyingView"], "the photo flies on top")
                    #expect(layers.last?["target"] as? String == "flyingImage")
                    let progress = array(page["progress"]).map(number)
                    for (index, value) in progress.enumerated() {
                        let endpoint = flight.endpoint(atProgress: CGFloat(value))
                        let image = PageState(track: object(tracks["flyingImage"]), index: index)
                        let clip = PageState(track: object(tracks["flyingView"]), index: index)
                        // The page rounds progress to 4 decimals; a flight moves at most ~700 points, so 0.1 point.
                        #expect(abs(image.x - endpoint.imageFrame.minX) <= 0.1 && abs(image.w - endpoint.imageFrame.width) <= 0.1)
                        #expect(abs(image.alpha - endpoint.alpha) <= 0.001)
                        #expect(
                            abs(clip.x + image.x - endpoint.clipFrame.minX) <= 0.1
                                && abs(clip.h - endpoint.clipFrame.height) <= 0.1)
                        #expect(abs(clip.cornerRadius - endpoint.cornerRadius) <= 0.01)
                        checked += 1
                    }
                    for (index, value) in PreviewCatalog.stripProgress.enumerated() {
                        let endpoint = flight.endpoint(atProgress: value)
                        let image = PageState(track: object(strip["flyingImage"]), index: index)
                        let clip = PageState(track: object(strip["flyingView"]), index: index)
                        #expect(image.mismatches(ViewState(frame: endpoint.imageFrame, alpha: endpoint.alpha)).isEmpty)
                        let clipFrame = endpoint.clipFrame.offsetBy(dx: -endpoint.imageFrame.minX, dy: -endpoint.imageFrame.minY)
                        #expect(clip.mismatches(ViewState(frame: clipFrame, cornerRadius: endpoint.cornerRadius)).isEmpty)
                    }
                }
            }
        }
        #expect(checked > 400)
    }

    @Test("Zoom present at progress 0 and 1: from the square thumbnail's crop to the photo's aspect-fit frame")
    func zoomEnds() throws {
        let data = try pageData()
        let strip = object(sampling(data, transition: "modal-zoom-present", variant: "ltr")["strip"])
        // Start: the 116×116 thumbnail at (137, 300) crops a 3:2 photo: the image is 174×116 at x 137 − 29 = 108.
        let start = PageState(track: object(strip["flyingImage"]), index: 0)
        #expect(abs(start.x - 108) <= pointTolerance && abs(start.y - 300) <= pointTolerance)
        #expect(abs(start.w - 174) <= pointTolerance && abs(start.h - 116) <= pointTolerance)
        let startClip = PageState(track: object(strip["flyingView"]), index: 0)
        #expect(
            abs(startClip.x - 29) <= pointTolerance && abs(startClip.w - 116) <= pointTolerance && startClip.cornerRadius == 8)
        // End: aspect fit in 390×844: 390×260 at y (844 − 260) / 2 = 292, the clip the whole photo, square corners.
        let end = PageState(track: object(strip["flyingImage"]), index: 4)
        #expect(abs(end.x) <= pointTolerance && abs(end.y - 292) <= pointTolerance)
        #expect(abs(end.w - 390) <= pointTolerance && abs(end.h - 260) <= pointTolerance)
        let endClip = PageState(track: object(strip["flyingView"]), index: 4)
        #expect(abs(endClip.x) <= pointTolerance && abs(endClip.w - 390) <= pointTolerance && endClip.cornerRadius == 0)
    }

    @Test(
        "Reduce Motion: every transition is the cross-fade, with no mask and nothing flying; only the zoom keeps its dimming fading"
    )
    func reduceMotionIsAFade() throws {
        let data = try pageData()
        for transition in array(data["transitions"]).map({ object($0) }) {
            let id = try #require(transition["id"] as? String)
            let page = sampling(data, transition: id, variant: "rtl-reduce-motion")
            #expect(page["timing"] as? String == "cubic Bézier (0.42, 0, 0.58, 1), 0.3 s", "\(id)")
            let tracks = object(page["tracks"])
            #expect(tracks["maskView"] == nil && tracks["flyingView"] == nil && tracks["flyingImage"] == nil, "\(id)")
            #expect((tracks["dimmingView"] != nil) == (transition["entry"] as? String == "zoom"), "\(id)")
        }
    }

    @Test("Circular reveal: the mask grows from the source button's circle to cover the phone")
    func revealMask() throws {
        let data = try pageData()
        let page = sampling(data, transition: "modal-reveal-present", variant: "ltr")
        let layers = array(page["layers"]).map { object($0) }
        #expect(layers.map { $0["key"] as? String } == ["fromView", "presentationDimming", "toView", "maskView"])
        #expect(layers.last?["target"] as? String == "toView")
        let strip = object(page["strip"])
        // The large circle is centred on the button (338, 758); its radius reaches the farthest corner (0, 0):
        // √(338² + 758²) = 829.94. The small one has the button's radius, 28: a scale of 28 / 829.94.
        let start = PageState(track: object(strip["maskView"]), index: 0)
        let end = PageState(track: object(strip["maskView"]), index: 4)
        let radius = (338.0 * 338 + 758 * 758).squareRoot()
        #expect(abs(end.cornerRadius - radius) <= pointTolerance)
        #expect(abs(end.w - 2 * radius) <= pointTolerance && end.scaleX == 1)
        #expect(abs(start.scaleX - 28 / radius) <= ratioTolerance)
        // Scaled about the large circle's centre and moved by 0: the start circle is centred on the button too.
        #expect(abs(start.x + start.w / 2 + start.translationX - 338) <= pointTolerance)
    }

    @Test("The gesture plots equal InteractiveTransitionTracker's progress and release decisions")
    func gesturesEqualTracker() throws {
        let data = try pageData()
        let gestures = array(data["gestures"]).map { object($0) }
        // Swipe back over the phone's width; pan-to-dismiss over the sheet's height (415.5, see above)
        // and the side menu's width (75 % of 390 = 292.5).
        let trackers: [String: InteractiveTransitionTracker] = [
            "swipe-back-ltr": InteractiveTransitionTracker(direction: .right, distance: 390),
            "swipe-back-rtl": InteractiveTransitionTracker(direction: .left, distance: 390),
            "sheet-dismiss": InteractiveTransitionTracker(direction: .down, distance: 415.5),
            "side-menu-dismiss-ltr": InteractiveTransitionTracker(direction: .left, distance: 292.5),
            "side-menu-dismiss-rtl": InteractiveTransitionTracker(direction: .right, distance: 292.5),
        ]
        #expect(Set(gestures.compactMap { $0["id"] as? String }) == Set(trackers.keys))
        var cells = 0
        for gesture in gestures {
            let id = try #require(gesture["id"] as? String)
            let tracker = try #require(trackers[id])
            #expect(number(gesture["distance"]) == Double(tracker.distance))
            let vector: (Double) -> CGPoint = { tracker.direction.isHorizontal ? CGPoint(x: $0, y: 0) : CGPoint(x: 0, y: $0) }
            for (translation, progress) in zip(array(gesture["translations"]).map(number), array(gesture["progress"]).map(number))
            {
                #expect(
                    abs(progress - Double(tracker.progress(forTranslation: vector(translation)))) <= ratioTolerance,
                    "\(id) \(translation)")
            }
            let positions = array(gesture["positions"]).map(number)
            let velocities = array(gesture["velocities"]).map(number)
            let completions = array(gesture["completions"]).compactMap { $0 as? String }.map(Array.init)
            let initial = array(gesture["initialVelocities"]).map { array($0).map(number) }
            #expect(completions.count == velocities.count)
            // The grid: 21 release positions from 0 to the distance along the direction, 21 velocities from
            // −2000 to 2000 pt/s in steps of 200 (the page rounds positions to 0.01 pt).
            let sign = Double(tracker.direction.unitVector.x + tracker.direction.unitVector.y)
            #expect(positions.count == 21 && velocities == (0...20).map { -2000 + 200 * Double($0) })
            for (row, velocity) in velocities.enumerated() {
                for (column, position) in positions.enumerated() {
                    let exactPosition = sign * Double(tracker.distance) * Double(column) / 20
                    #expect(abs(position - exactPosition) <= pointTolerance)
                    let release = tracker.release(translation: vector(exactPosition), velocity: vector(velocity))
                    #expect(
                        completions[row][column] == (release.completion == .finish ? "f" : "c"),
                        "\(id) at \(position) pt, \(velocity) pt/s")
                    #expect(abs(initial[row][column] - Double(release.initialVelocity)) <= ratioTolerance)
                    cells += 1
                }
            }
        }
        #expect(cells == 5 * 21 * 21)
    }

    @Test("Swipe back decisions at known points: a flick finishes, half way without speed cancels")
    func swipeBackKnownPoints() throws {
        let data = try pageData()
        let gesture = try #require(array(data["gestures"]).map { object($0) }.first { $0["id"] as? String == "swipe-back-ltr" })
        let positions = array(gesture["positions"]).map(number)
        let velocities = array(gesture["velocities"]).map(number)
        let completions = array(gesture["completions"]).compactMap { $0 as? String }.map(Array.init)
        func decision(_ position: Double, _ velocity: Double) throws -> Character {
            let column = try #require(positions.firstIndex(of: position))
            let row = try #require(velocities.firstIndex(of: velocity))
            return completions[row][column]
        }
        // 0 pt at 2000 pt/s projects 2 × 499 = 998 pt ahead: finish. 195 pt (50 %) still: cancel (not > 0.5).
        // 214.5 pt (55 %) still: finish. 390 pt (100 %) moving back at 2000 pt/s projects to 1 − 998 / 390 < 0.5: cancel.
        #expect(try decision(0, 2000) == "f")
        #expect(try decision(195, 0) == "c")
        #expect(try decision(214.5, 0) == "f")
        #expect(try decision(390, -2000) == "c")
    }

    @Test("The timing plot's curves equal TransitionTiming.progress(at:) of the styles' timings")
    func timingsEqualCore() throws {
        let data = try pageData()
        let timings = array(data["timings"]).map { object($0) }
        // The timings of the built-in styles (Core's constants), and the Reduce Motion cross-fade.
        let expected: [TransitionTiming] = [
            .spring(SpringCurve(dampingRatio: 1, response: 0.3)),
            .curve(.easeInOut, duration: 0.3),
            .curve(.easeInOut, duration: 0.25),
            .spring(SpringCurve(dampingRatio: 1, response: 0.35)),
            .spring(SpringCurve(dampingRatio: 0.85, response: 0.35)),
            .spring(SpringCurve(dampingRatio: 1, response: 0.45)),
        ]
        #expect(timings.count == expected.count)
        for (timing, page) in zip(expected, timings) {
            #expect(abs(number(page["duration"]) - timing.duration) <= ratioTolerance)
            for (index, progress) in array(page["progress"]).map(number).enumerated() {
                let time = timing.duration * Double(index) / Double(PreviewCatalog.timeIntervals)
                #expect(abs(number(array(page["times"])[index]) - time) <= ratioTolerance)
                #expect(abs(progress - Double(timing.progress(at: time))) <= ratioTolerance, "\(page["label"] ?? "") at \(time)")
            }
        }
        // The under-damped spring of .scale passes 1: ζ 0.85 overshoots by e^(−πζ/√(1−ζ²)) ≈ 0.6 %.
        let scale = array(timings[4]["progress"]).map(number)
        #expect((scale.max() ?? 0) > 1.005)
    }
}
