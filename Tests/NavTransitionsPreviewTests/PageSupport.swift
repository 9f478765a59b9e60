import Foundation
import NavTransitions
@testable import NavTransitionsPreview

/// The page as `nav-transitions-preview` writes it, generated once per test process.
let previewPage = PreviewPage.html(model: PreviewModel())

/// The page's data block, parsed from the page's HTML as a browser would read it.
func pageData(_ html: String = previewPage) throws -> [String: Any] {
    let open = "<script type=\"application/json\" id=\"\(PreviewPage.dataElementID)\">"
    guard let start = html.range(of: open), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else {
        throw PageError.missing("the data block")
    }
    let text = String(html[start.upperBound..<end.lowerBound])
    guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
        throw PageError.missing("a JSON object in the data block")
    }
    return object
}

enum PageError: Error, CustomStringConvertible {
    case missing(String)
    var description: String {
        switch self {
        case let .missing(what): return "the page has no \(what)"
        }
    }
}

/// A JSON number as a Double.
func number(_ value: Any?) -> Double {
    switch value {
    case let value as Double: return value
    case let value as Int: return Double(value)
    case let value as NSNumber: return value.doubleValue
    default: return .nan
    }
}

/// The members of a JSON object, or an empty dictionary.
func object(_ value: Any?) -> [String: Any] { value as? [String: Any] ?? [:] }
/// The elements of a JSON array, or an empty array.
func array(_ value: Any?) -> [Any] { value as? [Any] ?? [] }

/// Tolerances of the page's fixed decimals: two for points, four for ratios and seconds.
let pointTolerance = 0.0051
let ratioTolerance = 0.000051

/// One channel of a page track at sample `index` (a channel is one number when constant).
func channel(_ track: [String: Any], _ name: String, at index: Int) -> Double {
    if let values = track[name] as? [Any] { return number(values[index]) }
    return number(track[name])
}

/// The state a page track holds at sample `index`.
struct PageState {
    var x, y, w, h, alpha, scaleX, scaleY, translationX, translationY, cornerRadius: Double

    init(track: [String: Any], index: Int) {
        x = channel(track, "x", at: index)
        y = channel(track, "y", at: index)
        w = channel(track, "w", at: index)
        h = channel(track, "h", at: index)
        alpha = channel(track, "a", at: index)
        scaleX = channel(track, "sx", at: index)
        scaleY = channel(track, "sy", at: index)
        translationX = channel(track, "tx", at: index)
        translationY = channel(track, "ty", at: index)
        cornerRadius = channel(track, "r", at: index)
    }

    /// The differences from a Core state that exceed the page's rounding, described; empty when it matches.
    func mismatches(_ state: ViewState) -> [String] {
        let points: [(String, Double, CGFloat)] = [
            ("x", x, state.frame.minX), ("y", y, state.frame.minY), ("w", w, state.frame.width), ("h", h, state.frame.height),
            ("tx", translationX, state.transform.translationX), ("ty", translationY, state.transform.translationY),
            ("r", cornerRadius, state.cornerRadius),
        ]
        let ratios: [(String, Double, CGFloat)] = [
            ("a", alpha, state.alpha), ("sx", scaleX, state.transform.scaleX), ("sy", scaleY, state.transform.scaleY),
        ]
        return points.filter { abs($0.1 - Double($0.2)) > pointTolerance }.map { "\($0.0) page \($0.1) core \($0.2)" }
            + ratios.filter { abs($0.1 - Double($0.2)) > ratioTolerance }.map { "\($0.0) page \($0.1) core \($0.2)" }
    }
}

/// The sampling a page transition shows for a variant key.
func sampling(_ data: [String: Any], transition id: String, variant: String) -> [String: Any] {
    let transitions = array(data["transitions"]).map { object($0) }
    guard let transition = transitions.first(where: { $0["id"] as? String == id }) else { return [:] }
    let index = Int(number(object(transition["variants"])[variant]))
    let samplings = array(data["samplings"])
    return samplings.indices.contains(index) ? object(samplings[index]) : [:]
}

/// The phone of the preview, built here from the documented numbers of an iPhone 14 in portrait.
let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
let phoneSafeArea = EdgeInsets(top: 47, bottom: 34)
