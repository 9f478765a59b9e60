import Foundation
import NavTransitions

/// Draws a phone with the layers of one transition at one moment, as SVG markup.
///
/// The page's script animates the same markup by setting the attributes this renderer writes
/// (`opacity`, `transform`, the box and the corner clip of each layer, the mask's rect), so the static
/// pictures and the player draw a state the same way:
/// - a layer's `transform` is `ViewTransform` applied around the centre of its untransformed frame, as
///   UIKit's default anchor point does: `matrix(sx 0 0 sy cx+tx−sx·cx cy+ty−sy·cy)`;
/// - a screen's box is its untransformed frame; its content is laid out in percentages of the box;
/// - a mask is a rect with a corner radius in the masked screen's coordinates (a circle when the radius
///   is half its side), under its own transform.
package struct StageSVG {
    /// The viewBox of a stage: the display plus a bezel.
    package static let viewBox = "-12 -12 414 868"
    /// The width and height of ``viewBox``.
    package static let viewBoxSize = CGSize(width: 414, height: 868)

    package let transition: PreviewModel.Transition
    package let sampling: TransitionSampling
    /// Prefix of every id in the markup; unique per drawing in a document.
    package let idPrefix: String
    /// The back chevrons drawn on a pushed screen, one per layout direction, each with the class
    /// `chevron-ltr` or `chevron-rtl` (the page's style sheet shows the one of the chosen direction).
    package let chevronDirections: [LayoutDirection]

    /// A drawing of `transition` with the screens of `sampling`; the document must contain ``symbols()``.
    package init(
        transition: PreviewModel.Transition,
        sampling: TransitionSampling,
        idPrefix: String,
        chevronDirections: [LayoutDirection] = LayoutDirection.allCases
    ) {
        self.transition = transition
        self.sampling = sampling
        self.idPrefix = idPrefix
        self.chevronDirections = chevronDirections
    }

    /// The height of a screen's navigation bar (status bar included), in points.
    package static let barHeight: CGFloat = 120
    /// The font size of a screen's title ("Screen A") in its navigation bar, in points. A strip frame
    /// draws the 414-point-wide stage about 70 pixels wide, so the title is about 9 pixels high there.
    package static let titleFontSize: CGFloat = 54

    /// The `<svg>` element with every layer in `states` (a layer without a state is drawn hidden).
    package func render(states: [PreviewLayer: ViewState], attributes: String) -> String {
        let display = PreviewDevice.bounds
        var out = "<svg viewBox=\"\(Self.viewBox)\" \(attributes)>"
        out +=
            "<defs><clipPath id=\"\(idPrefix)-display\"><rect width=\"\(n(display.width))\" height=\"\(n(display.height))\" rx=\"\(n(PreviewDevice.displayCornerRadius))\"/></clipPath></defs>"
        out +=
            "<rect x=\"-10\" y=\"-10\" width=\"\(n(display.width + 20))\" height=\"\(n(display.height + 20))\" rx=\"\(n(PreviewDevice.displayCornerRadius + 9))\" fill=\"#1c1c1e\"/>"
        out +=
            "<g clip-path=\"url(#\(idPrefix)-display)\"><rect width=\"\(n(display.width))\" height=\"\(n(display.height))\" fill=\"#48484a\"/>"
        let masks = transition.allMaskTargets
        for layer in transition.allLayers where layer.kind != .mask {
            let mask = masks.first { $0.value == layer }?.key
            out += render(layer: layer, state: states[layer], mask: mask.map { ($0, states[$0]) })
        }
        out += "</g></svg>"
        return out
    }

    private func render(layer: PreviewLayer, state: ViewState?, mask: (layer: PreviewLayer, state: ViewState?)?) -> String {
        let shown = state ?? ViewState(frame: .zero, alpha: 0)
        let hidden = state == nil ? " display=\"none\"" : ""
        let frame = shown.frame
        var out =
            "<g data-layer=\"\(layer.key)\" data-kind=\"\(layer.kind.rawValue)\"\(hidden) opacity=\"\(r(shown.alpha))\" transform=\"\(Self.matrix(shown))\">"
        switch layer.kind {
        case .dimming:
            out += "<rect data-box=\"\" \(box(frame)) fill=\"#000\"/>"
        case .mask:
            return ""
        case .screen:
            let corner = "\(idPrefix)-\(layer.key)-corner"
            out += "<svg data-box=\"\" \(box(frame))>"
            out +=
                "<clipPath id=\"\(corner)\"><rect data-corner=\"\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" rx=\"\(n(shown.cornerRadius))\"/></clipPath>"
            out += "<g clip-path=\"url(#\(corner))\">"
            if let mask {
                let clip = "\(idPrefix)-\(mask.layer.key)-clip"
                let maskState = mask.state ?? ViewState(frame: .zero)
                out +=
                    "<clipPath id=\"\(clip)\"><rect data-layer=\"\(mask.layer.key)\" data-kind=\"mask\" \(box(maskState.frame)) rx=\"\(n(maskState.cornerRadius))\" transform=\"\(Self.matrix(maskState))\"/></clipPath>"
                let applied = mask.state == nil ? "" : " clip-path=\"url(#\(clip))\""
                out += "<g data-masked=\"\(clip)\"\(applied)>\(content(of: layer))</g>"
            } else {
                out += content(of: layer)
            }
            out += "</g></svg>"
        }
        return out + "</g>"
    }

    /// The drawing of a screen layer: its screen's symbol, its role and, on screen A, the entry's source control.
    private func content(of layer: PreviewLayer) -> String {
        if layer == .participant(.flyingImage) { return Self.photo }
        let screen = sampling.screen(of: layer)
        let back = screen == .b && transition.entry.kind == .navigation
        var out = "<use href=\"#\(Self.symbolID(screen))\" width=\"100%\" height=\"100%\"/>"
        if back { out += Self.chevrons(chevronDirections, ink: Self.colors(screen).ink) }
        out +=
            "<text x=\"50%\" y=\"66%\" dy=\"68\" text-anchor=\"middle\" font-size=\"44\" font-weight=\"600\" fill=\"\(Self.colors(screen).ink)\">\(Self.escape(PreviewModel.label(of: layer)))</text>"
        if screen == .a, let source = transition.entry.sourceMarker {
            let radius = min(source.width, source.height) / 2
            out += "<circle cx=\"\(n(source.midX))\" cy=\"\(n(source.midY))\" r=\"\(n(radius))\" fill=\"#0a84ff\"/>"
            out +=
                "<path d=\"M\(n(source.midX - 12)) \(n(source.midY))h24M\(n(source.midX)) \(n(source.midY - 12))v24\" stroke=\"#fff\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
        }
        return out
    }

    /// The zoom's flying photo, in percentages of its box: a sky, a sun and two hills.
    private static let photo =
        "<rect width=\"100%\" height=\"100%\" fill=\"#7fb8e6\"/>"
        + "<circle cx=\"74%\" cy=\"28%\" r=\"9%\" fill=\"#ffd24a\"/>"
        + "<svg viewBox=\"0 0 100 100\" preserveAspectRatio=\"none\" width=\"100%\" height=\"100%\">"
        + "<path d=\"M0 72 Q25 45 50 68 T100 60 V100 H0Z\" fill=\"#3f8f4f\"/><path d=\"M0 85 Q40 65 100 82 V100 H0Z\" fill=\"#2f6f3c\"/></svg>"

    private static func colors(_ screen: PreviewScreen) -> (background: String, bar: String, ink: String) {
        screen == .a
            ? (background: "#dce9ff", bar: "#b5cff7", ink: "#0b3d91")
            : (background: "#ffe8d1", bar: "#ffc999", ink: "#8a3b00")
    }

    private static func symbolID(_ screen: PreviewScreen) -> String {
        "nt-screen-\(screen.rawValue.lowercased())"
    }

    /// The drawings of the screens, once per document, as `<symbol>` elements (put them in a `<defs>`):
    /// a navigation bar with a title, rows and the screen's letter, laid out in percentages of the
    /// screen's box. The back chevron is not part of them: content cloned by `<use>` is not matched by
    /// the page's style sheet, so the chevron of each direction is drawn next to the `<use>`.
    package static func symbols() -> String {
        var out = ""
        for screen in [PreviewScreen.a, .b] {
            let colors = colors(screen)
            out += "<symbol id=\"\(symbolID(screen))\" overflow=\"hidden\">"
            out += "<rect width=\"100%\" height=\"100%\" fill=\"\(colors.background)\"/>"
            out += "<rect width=\"100%\" height=\"\(n(barHeight))\" fill=\"\(colors.bar)\"/>"
            out +=
                "<text x=\"50%\" y=\"\(n(barHeight - 16))\" text-anchor=\"middle\" font-size=\"\(n(titleFontSize))\" font-weight=\"700\" fill=\"\(colors.ink)\">Screen \(screen.rawValue)</text>"
            for row in 0..<5 {
                out +=
                    "<rect x=\"16\" y=\"\(140 + 64 * row)\" width=\"\(row % 2 == 0 ? 72 : 56)%\" height=\"44\" rx=\"10\" fill=\"#fff\" fill-opacity=\"0.75\"/>"
            }
            out +=
                "<text x=\"50%\" y=\"66%\" text-anchor=\"middle\" font-size=\"150\" font-weight=\"700\" fill=\"\(colors.ink)\">\(screen.rawValue)</text>"
            out += "</symbol>"
        }
        return out
    }

    /// The back chevron at the leading end of the navigation bar, for each direction: at the left for
    /// left to right, mirrored at the right for right to left (`x="100%"` is the screen's right edge).
    static func chevrons(_ directions: [LayoutDirection], ink: String) -> String {
        let stroke = "fill=\"none\" stroke=\"\(ink)\" stroke-width=\"7\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        let top = barHeight - 16 - titleFontSize * 0.72
        let height = titleFontSize * 0.72
        var out = ""
        for direction in directions {
            let key = PreviewVariant.directionKey(direction)
            switch direction {
            case .leftToRight:
                out += "<path class=\"chevron-\(key)\" d=\"M36 \(n(top)) l-17 \(n(height / 2)) l17 \(n(height / 2))\" \(stroke)/>"
            case .rightToLeft:
                out +=
                    "<svg class=\"chevron-\(key)\" x=\"100%\" overflow=\"visible\"><path d=\"M-36 \(n(top)) l17 \(n(height / 2)) l-17 \(n(height / 2))\" \(stroke)/></svg>"
            }
        }
        return out
    }

    private func box(_ frame: CGRect) -> String {
        "x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
    }

    /// The SVG transform of a state: its `ViewTransform` around the centre of its frame.
    package static func matrix(_ state: ViewState) -> String {
        let t = state.transform
        let cx = state.frame.midX, cy = state.frame.midY
        let e = cx + t.translationX - t.scaleX * cx
        let f = cy + t.translationY - t.scaleY * cy
        return "matrix(\(r(t.scaleX)) 0 0 \(r(t.scaleY)) \(n(e)) \(n(f)))"
    }

    /// XML text escaping.
    package static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// A length in points for an attribute (two decimals).
func n(_ value: CGFloat) -> String { PreviewJSON.format(Double(value), decimals: 2) }
/// A ratio for an attribute (four decimals).
func r(_ value: CGFloat) -> String { PreviewJSON.format(Double(value), decimals: 4) }
