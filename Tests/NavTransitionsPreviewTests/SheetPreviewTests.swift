import Foundation
import NavTransitions
import Testing
@testable import NavTransitionsPreview

/// The page's "Sheets" section against Core: every height the players draw is the one a `SheetState` gives for
/// the same touch, every target the one `SheetRelease` decides, every settle sample the settle spring's.
@Suite("Preview page: the sheet player and the release grid equal Core")
struct SheetPreviewTests {
    static func sheets() throws -> [String: Any] {
        object(try pageData()["sheets"])
    }

    static func play(_ id: String) throws -> [String: Any] {
        let plays = array(try sheets()["plays"]).map { object($0) }
        return try #require(plays.first { $0["id"] as? String == id })
    }

    /// The detents on the phone, worked by hand: safe height 844 − 47 − 34 = 763; points(180) + 34 = 214,
    /// medium 381.5 + 34 = 415.5, large 763 + 34 = 797.
    static let stops: [Double] = [214, 415.5, 797]

    @Test("the detents drawn are the phone's, worked by hand")
    func detents() throws {
        let detents = array(try Self.sheets()["detents"]).map { object($0) }
        #expect(detents.map { $0["name"] as? String } == [".points(180)", ".medium", ".large"])
        #expect(detents.map { number($0["height"]) } == Self.stops)
    }

    @Test(
        "every drag sample is the height SheetState gives for that translation; the release and the settle are Core's",
        arguments: SheetSampling.scripts.map(\.id))
    func play(_ id: String) throws {
        let page = try Self.play(id)
        let script = try #require(SheetSampling.scripts.first { $0.id == id })
        let container = SheetContainer(height: 844, safeArea: phoneSafeArea)
        var sheet = PresentationLayout.Sheet(detents: [.points(180), .medium, .large], largestUndimmedDetent: .medium)
        sheet.selectedDetent = script.start
        var state = SheetState(sheet: sheet, container: container)
        let began = state.dragBegan(visibleHeight: nil, canDismiss: true, sharesScrollView: false)
        #expect(began)
        let heights = array(page["heights"]).map(number)
        let times = array(page["times"]).map(number)
        let ys = array(page["y"]).map(number)
        let releaseIndex = Int(number(page["releaseIndex"]))
        #expect(heights.count == times.count && ys.count == heights.count)
        #expect(abs(heights[0] - Double(state.visibleHeight)) <= pointTolerance)
        // One sample per frame: the finger's translation grows by the same amount every sample.
        let steps = releaseIndex - 1
        #expect(steps == Int((script.duration * 60).rounded()))
        for index in 1..<releaseIndex {
            let translation = script.distance * CGFloat(index) / CGFloat(steps)
            let changed = state.dragChanged(translation: translation, scrollView: nil)
            let step = try #require(changed)
            #expect(abs(heights[index] - Double(step.visibleHeight)) <= pointTolerance, "sample \(index)")
            // The frame's top is the visible height below the container's bottom edge.
            #expect(abs(ys[index] - (844 - Double(step.visibleHeight))) <= pointTolerance)
        }
        let released = state.visibleHeight
        let decided = SheetRelease.decide(
            visibleHeight: released, velocity: script.releaseVelocity,
            detents: ResolvedSheetDetents(sheet.detents, in: container), canDismiss: true)
        let outcome = state.dragEnded(velocity: script.releaseVelocity)
        #expect(outcome.release == decided)
        #expect(abs(number(page["initialVelocity"]) - Double(decided.initialVelocity)) <= ratioTolerance)
        // The settle: the spring over its settling time (at most 1.5 s), one sample per frame.
        let settle = min(1.5, SheetRelease.settleSpring.settlingDuration(initialVelocity: decided.initialVelocity))
        let settleSteps = heights.count - releaseIndex
        #expect(settleSteps == Int((settle * 60).rounded()))
        for index in releaseIndex..<(heights.count - 1) {
            let time = settle * Double(index - releaseIndex + 1) / Double(settleSteps)
            #expect(abs(times[index] - (script.duration + time)) <= ratioTolerance)
            let progress = SheetRelease.settleSpring.progress(at: time, initialVelocity: decided.initialVelocity)
            let expected = released + (decided.targetHeight - released) * progress
            #expect(abs(heights[index] - Double(expected)) <= pointTolerance, "settle sample \(index)")
        }
        #expect(heights.last == Double(decided.targetHeight), "the player lands on the target")
    }

    @Test(
        "the scripted drags land where the rules say: a flick goes one detent, the rubber band returns, a flick from the smallest dismisses"
    )
    func targets() throws {
        #expect(try Self.play("flick-up")["target"] as? String == ".large")
        #expect(try Self.play("flick-down")["target"] as? String == ".medium")
        #expect(try Self.play("rubber-band")["target"] as? String == ".large")
        #expect(try Self.play("dismiss")["target"] as? String == "dismissed")
        // Pulled 220 points past large, the rubber band shows (1 − 1 ÷ (220 × 0.55 ÷ 844 + 1)) × 844 ≈ 105.83.
        let rubber = try Self.play("rubber-band")
        let heights = array(rubber["heights"]).map(number)
        let releaseIndex = Int(number(rubber["releaseIndex"]))
        #expect(abs(heights[releaseIndex - 1] - (797 + 105.83)) <= 0.01)
        // Undimmed up to medium: no dimming at medium, full dimming at large.
        let flick = try Self.play("flick-up")
        let dimming = array(flick["dimming"]).map(number)
        #expect(dimming.first == 0 && dimming.last == 1)
    }

    @Test("every grid cell is SheetRelease.decide's target for its height and velocity")
    func grid() throws {
        let sheets = try Self.sheets()
        let heights = array(sheets["gridHeights"]).map(number)
        let velocities = array(sheets["gridVelocities"]).map(number)
        let targets = array(sheets["gridTargets"]).map { array($0).map { Int(number($0)) } }
        #expect(heights.count == 25 && velocities.count == 17 && targets.count == 17)
        let detents = ResolvedSheetDetents(
            [.points(180), .medium, .large], in: SheetContainer(height: 844, safeArea: phoneSafeArea))
        for (row, velocity) in velocities.enumerated() {
            for (column, height) in heights.enumerated() {
                let decided = SheetRelease.decide(
                    visibleHeight: CGFloat(height), velocity: CGFloat(velocity), detents: detents, canDismiss: true)
                let expected: Int
                switch decided.target {
                case .dismissal: expected = -1
                case let .detent(index): expected = index
                }
                #expect(targets[row][column] == expected, "height \(height), velocity \(velocity)")
            }
        }
        // Worked by hand: at rest (velocity 0, row 8) a release at 797 × 8 ÷ 24 ≈ 265.7 lies between 214 and 415.5,
        // nearer 214: the smallest detent. A flick down (2000, last row) from there goes one stop down: to 214 too;
        // from 797 × 6 ÷ 24 ≈ 199.3, below the smallest detent, the next stop down is the dismissal.
        #expect(velocities[8] == 0 && targets[8][8] == 0)
        #expect(targets[16][8] == 0)
        #expect(targets[16][6] == -1)
    }

    @Test("the page has the Sheets section: a player per script, the grid, the legend and its script")
    func section() throws {
        #expect(previewPage.contains("<section id=\"sheets\""))
        #expect(previewPage.components(separatedBy: "class=\"sheet-player\"").count - 1 == SheetSampling.scripts.count)
        #expect(previewPage.contains("id=\"sheet-releases\""))
        #expect(previewPage.contains("<a href=\"#sheets\">Sheets</a>"))
        #expect(previewPage.contains("data-sheet-players"))
    }
}
