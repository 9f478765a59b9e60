import Foundation
import NavTransitions
import Testing
@testable import NavTransitionsPreview

/// The page and the README picture as files: self-contained, well linked, deterministic, small.
@Suite("Preview page: a self-contained file")
struct PageContentTests {
    @Test("The page loads nothing from elsewhere: no URL, no src, no link, no @import")
    func noExternalResources() {
        for forbidden in [
            "http://", "https://", "//cdn", "src=", "<link", "@import", "<iframe", "<img", "fetch(", "XMLHttpRequest",
            "@font-face",
        ] {
            #expect(!previewPage.localizedCaseInsensitiveContains(forbidden), "the page contains \(forbidden)")
        }
        // Every url() and href points into the page itself.
        for reference in references(in: previewPage, after: "url(") + references(in: previewPage, after: "href=\"") {
            #expect(reference.hasPrefix("#"), "external reference \(reference)")
        }
    }

    @Test("Every id is unique and every #reference names an id of the page")
    func idsAndReferences() {
        let ids = references(in: previewPage, after: " id=\"")
        #expect(
            Set(ids).count == ids.count,
            "duplicated ids: \(Dictionary(grouping: ids) { $0 }.filter { $1.count > 1 }.keys.sorted())")
        let known = Set(ids)
        // The markup, without the data and the script (whose text builds references at run time).
        let markup = previewPage.components(separatedBy: "<script").first ?? ""
        for reference in references(in: markup, after: "url(#") + references(in: markup, after: "href=\"#") {
            #expect(known.contains(reference), "\(reference) names no element")
        }
    }

    @Test("Every transition of the data has a panel with a stage, a player and a strip of every fixed progress")
    func panels() throws {
        let data = try pageData()
        let count = array(data["transitions"]).count
        for index in 0..<count {
            let marker = "<div class=\"panel\" data-transition=\"\(index)\""
            #expect(previewPage.components(separatedBy: marker).count == 2, "panel \(index)")
        }
        #expect(occurrences("class=\"stage\"", in: previewPage) == count)
        #expect(occurrences("<button type=\"button\" class=\"play\"", in: previewPage) == count)
        #expect(occurrences("<input type=\"range\"", in: previewPage) == count)
        #expect(occurrences("data-speed=\"0.25\"", in: previewPage) == count)
        #expect(occurrences("data-strip=\"", in: previewPage) == count * PreviewCatalog.stripProgress.count)
    }

    @Test("The index at the top links every transition of the catalog, in the page's order")
    func index() throws {
        let start = try #require(previewPage.range(of: "<nav class=\"index\""))
        let end = try #require(previewPage.range(of: "</nav>", range: start.upperBound..<previewPage.endIndex))
        let index = String(previewPage[start.lowerBound..<end.upperBound])
        #expect(
            previewPage.distance(from: previewPage.startIndex, to: start.lowerBound)
                < previewPage.distance(from: previewPage.startIndex, to: try #require(previewPage.range(of: "<main>")).lowerBound)
        )
        let linked = references(in: index, after: "href=\"#entry-")
        let navigation = PreviewCatalog.entries.filter { $0.kind == .navigation }.map(\.id)
        let modal = PreviewCatalog.entries.filter { $0.kind != .navigation }.map(\.id)
        #expect(linked == navigation + modal)
        #expect(index.contains("<code>.zoom(options:sourceViewProvider:)</code>"))
        #expect(index.contains("<code>ModalTransition.zoom(sourceViewProvider:)</code>"))
        for section in ["navigation", "modal", "interaction", "timing"] {
            #expect(index.contains("href=\"#\(section)\""), "\(section)")
        }
    }

    @Test("A screen's title is at least 9 pixels high in a strip frame")
    func titlesAreReadable() throws {
        // The strip's frames are at most `max-width` pixels wide for the stage's 414-point viewBox.
        let rule = try #require(PreviewAssets.css.components(separatedBy: ".strip svg.frame {").dropFirst().first)
        let width = try #require(
            Double(rule.components(separatedBy: "max-width: ").dropFirst().first?.prefix { $0.isNumber } ?? ""))
        let pixels = Double(StageSVG.titleFontSize) * width / Double(StageSVG.viewBoxSize.width)
        #expect(pixels >= 9, "the title is \(pixels) px in a \(width)-px frame")
        #expect(
            previewPage.contains(
                "font-size=\"\(n(StageSVG.titleFontSize))\" font-weight=\"700\" fill=\"#0b3d91\">Screen A</text>"))
    }

    @Test("A pushed screen's back chevron is drawn for each direction outside the shared symbols, mirrored in right to left")
    func backChevronFollowsTheDirection() throws {
        // Content cloned by <use> is not matched by the page's style sheet, so the chevrons cannot live in a <symbol>.
        let symbols = try #require(
            previewPage.components(separatedBy: "<svg width=\"0\" height=\"0\" class=\"symbols\"").dropFirst().first?
                .components(separatedBy: "</svg>").first)
        #expect(!symbols.contains("chevron"))
        // The pop's stage of the slide: screen B is pushed, it has the two chevrons.
        let pop = try #require(
            previewPage.components(separatedBy: "id=\"slide-pop\"").dropFirst().first?
                .components(separatedBy: "class=\"side\"").first)
        #expect(occurrences("class=\"chevron-ltr\"", in: pop) == 1)
        #expect(occurrences("class=\"chevron-rtl\"", in: pop) == 1)
        // Left to right: at the left edge, pointing left; right to left: from the right edge, pointing right.
        #expect(pop.contains("<path class=\"chevron-ltr\" d=\"M36 65.12 l-17 19.44 l17 19.44\""))
        #expect(
            pop.contains("<svg class=\"chevron-rtl\" x=\"100%\" overflow=\"visible\"><path d=\"M-36 65.12 l17 19.44 l-17 19.44\"")
        )
        // The style sheet shows one of them, after the bar's direction.
        #expect(PreviewAssets.css.contains(".chevron-rtl { display: none; }"))
        #expect(PreviewAssets.css.contains(".rtl .chevron-rtl { display: inline; }"))
        #expect(PreviewAssets.css.contains(".rtl .chevron-ltr { display: none; }"))
        // The README's picture is left to right only.
        let strip = FrameStrip.svg(model: PreviewModel())
        #expect(strip.contains("chevron-ltr") && !strip.contains("chevron-rtl"))
        // A presented screen has no back button.
        let sheet = try #require(
            previewPage.components(separatedBy: "id=\"modal-sheet-present\"").dropFirst().first?
                .components(separatedBy: "class=\"side\"").first)
        #expect(!sheet.contains("chevron"))
    }

    @Test("Every control is a native button or input with an accessible name")
    func controlsAreLabelled() {
        for tag in ["<button", "<input"] {
            for control in elements(tag, in: previewPage) {
                let labelled =
                    control.contains("aria-label=") || control.hasPrefix("<button") || control.contains("type=\"radio\"")
                    || control.contains("type=\"checkbox\"")
                #expect(labelled, "\(control)")
            }
        }
        #expect(!previewPage.contains("tabindex=\"-1\"") && !previewPage.contains("onclick="))
    }

    @Test("The page is deterministic and smaller than 1.5 MB")
    func deterministicAndSmall() {
        #expect(PreviewPage.html(model: PreviewModel()) == previewPage)
        #expect(previewPage.utf8.count < 1_500_000)
    }

    @Test("The README's SVG strip is the checked-in Docs/Images/transitions.svg")
    func readmeStripIsUpToDate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = root.appendingPathComponent("Docs/Images/transitions.svg")
        let checkedIn = try String(contentsOf: file, encoding: .utf8)
        #expect(
            checkedIn == FrameStrip.svg(model: PreviewModel()),
            "Docs/Images/transitions.svg is stale: run `swift run nav-transitions-preview --svg-strip Docs/Images/transitions.svg`"
        )
    }

    @Test("The README's SVG strip is standalone and draws the slide's to-view half way at progress 0.5")
    func readmeStripContent() {
        let svg = FrameStrip.svg(model: PreviewModel())
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!svg.contains("<script") && !svg.contains("href=\"http") && !svg.contains("@import"))
        // Frame 3 of the first row is the slide push at progress 0.5: the to-view is 195 points to the right.
        let frame = svg.components(separatedBy: "<svg viewBox=")[3]
        #expect(frame.contains("data-layer=\"toView\" data-kind=\"screen\" opacity=\"1\" transform=\"matrix(1 0 0 1 195 0)\""))
        #expect(
            frame.contains("data-layer=\"fromView\" data-kind=\"screen\" opacity=\"1\" transform=\"matrix(1 0 0 1 -58.5 0)\""))
    }

    /// The values that follow each occurrence of `prefix`, up to the next `"` or `)`.
    private func references(in text: String, after prefix: String) -> [String] {
        text.components(separatedBy: prefix).dropFirst().map { part in
            String(part.prefix { $0 != "\"" && $0 != ")" })
        }
    }

    private func occurrences(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The opening tags starting with `tag`.
    private func elements(_ tag: String, in text: String) -> [String] {
        text.components(separatedBy: tag).dropFirst().map { tag + String($0.prefix { $0 != ">" }) + ">" }
    }
}

@Suite("Preview page: drawing")
struct StageDrawingTests {
    @Test(
        "A state's transform is drawn around the centre of its frame, as UIKit's anchor point",
        arguments: [
            // Scale 0.85 about (195, 422): 195 − 0.85 × 195 = 29.25, 422 − 0.85 × 422 = 63.3.
            (
                ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844), transform: .scale(0.85)),
                "matrix(0.85 0 0 0.85 29.25 63.3)"
            ),
            // A translation only moves.
            (
                ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844), transform: .translation(x: -117, y: 12.5)),
                "matrix(1 0 0 1 -117 12.5)"
            ),
            // Scale 0.5 and move 10 about the centre (60, 40) of a 100 × 60 frame at (10, 10): 60 + 10 − 30 = 40, 40 − 20 = 20.
            (
                ViewState(
                    frame: CGRect(x: 10, y: 10, width: 100, height: 60),
                    transform: ViewTransform(scaleX: 0.5, scaleY: 0.5, translationX: 10)), "matrix(0.5 0 0 0.5 40 20)"
            ),
        ] as [(ViewState, String)])
    func matrix(state: ViewState, expected: String) {
        #expect(StageSVG.matrix(state) == expected)
    }

    @Test("Layers stack as the container holds them after the plan's setup commands")
    func layerOrder() throws {
        let model = PreviewModel()
        func keys(_ id: String, _ variant: PreviewVariant = .standard) throws -> [String] {
            try #require(model.transition(id)).sampling(variant).layers.map(\.key)
        }
        // Push: the to-view on top, the slide's dimming right below it; pop: the to-view at the bottom.
        #expect(try keys("slide-push") == ["fromView", "dimmingView", "toView"])
        #expect(try keys("slide-pop") == ["toView", "dimmingView", "fromView"])
        #expect(
            try keys("slide-push", PreviewVariant(layoutDirection: .rightToLeft, isReduceMotionEnabled: true)) == [
                "fromView", "toView",
            ])
        // A sheet keeps its presenter, under the presentation's dimming; dismissing adds no to-view.
        #expect(try keys("modal-sheet-present") == ["presenter", "presentationDimming", "toView"])
        #expect(try keys("modal-sheet-dismiss") == ["presenter", "presentationDimming", "fromView"])
        // Full screen: the presenter is the to-view of the dismissal, inserted under everything.
        #expect(try keys("modal-cover-dismiss") == ["toView", "presentationDimming", "fromView"])
        #expect(try keys("reveal-navigation-pop") == ["toView", "fromView", "maskView"])
        // The stage draws the layers of every variant: the dimming view stays in place when Reduce Motion drops it.
        #expect(try #require(model.transition("slide-pop")).allLayers.map(\.key) == ["toView", "dimmingView", "fromView"])
    }

    @Test("A layer that a variant does not have is drawn hidden, and a mask only clips when present")
    func hiddenLayers() throws {
        let model = PreviewModel()
        let transition = try #require(model.transition("modal-reveal-present"))
        let reduced = transition.sampling(PreviewVariant(layoutDirection: .leftToRight, isReduceMotionEnabled: true))
        let states = reduced.layers.reduce(into: [PreviewLayer: ViewState]()) { $0[$1] = reduced.strip[$1]?[2] }
        let svg = StageSVG(transition: transition, sampling: reduced, idPrefix: "x").render(states: states, attributes: "")
        #expect(svg.contains("<g data-masked=\"x-maskView-clip\">"), "no clip-path without a mask state")
        let standard = transition.sampling(.standard)
        let full = standard.layers.reduce(into: [PreviewLayer: ViewState]()) { $0[$1] = standard.strip[$1]?[2] }
        let masked = StageSVG(transition: transition, sampling: standard, idPrefix: "x").render(states: full, attributes: "")
        #expect(masked.contains("<g data-masked=\"x-maskView-clip\" clip-path=\"url(#x-maskView-clip)\">"))
        let slide = try #require(model.transition("slide-push"))
        let fade = slide.sampling(PreviewVariant(layoutDirection: .leftToRight, isReduceMotionEnabled: true))
        let fadeStates = fade.layers.reduce(into: [PreviewLayer: ViewState]()) { $0[$1] = fade.strip[$1]?[0] }
        #expect(
            StageSVG(transition: slide, sampling: fade, idPrefix: "y").render(states: fadeStates, attributes: "")
                .contains("<g data-layer=\"dimmingView\" data-kind=\"dimming\" display=\"none\""))
    }
}

@Suite("Preview page: JSON")
struct PreviewJSONTests {
    @Test(
        "Numbers have fixed decimals, no trailing zeros and no negative zero",
        arguments: [
            (0.1 + 0.2, 2, "0.3"), (390, 2, "390"), (-58.5, 2, "-58.5"), (207.75, 2, "207.75"), (20.775, 2, "20.78"),
            (-0.001, 2, "0"), (-0.0, 4, "0"), (0.00005, 4, "0.0001"), (1.23456789, 4, "1.2346"), (-1.25, 1, "-1.3"),
            (0.05, 4, "0.05"), (Double.nan, 2, "0"), (-Double.infinity, 2, "0"), (1e20, 2, "1e+20"), (2.5, 0, "3"),
        ] as [(Double, Int, String)])
    func numbers(value: Double, decimals: Int, expected: String) {
        #expect(PreviewJSON.format(value, decimals: decimals) == expected)
    }

    @Test("Objects keep their order; strings are escaped for a script element")
    func serialization() {
        let value = PreviewJSON.object([
            ("b", .array([.integer(1), .bool(true), .ratio(0.5)])),
            ("a", .string("</script> & \"quotes\"\n")),
        ])
        #expect(value.serialized == #"{"b":[1,true,0.5],"a":"\u003c/script> \u0026 \"quotes\"\n"}"#)
    }
}
