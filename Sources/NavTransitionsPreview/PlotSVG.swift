import Foundation
import NavTransitions

/// The page's plots as inline SVG, drawn from the sampled values: a gesture's progress against its
/// translation, its release decisions, and the timings over time.
package enum PlotSVG {
    /// A plot area: maps data coordinates to SVG coordinates and draws axes.
    struct Frame {
        let width: CGFloat, height: CGFloat
        let left: CGFloat = 56, right: CGFloat = 14, top: CGFloat = 14, bottom: CGFloat = 44
        let x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>

        func px(_ value: CGFloat) -> CGFloat {
            left + (value - x.lowerBound) / (x.upperBound - x.lowerBound) * (width - left - right)
        }

        func py(_ value: CGFloat) -> CGFloat {
            height - bottom - (value - y.lowerBound) / (y.upperBound - y.lowerBound) * (height - top - bottom)
        }

        /// The axes with tick labels and axis titles.
        func axes(
            xTicks: [CGFloat], yTicks: [CGFloat], xTitle: String, yTitle: String,
            xFormat: (CGFloat) -> String, yFormat: (CGFloat) -> String
        ) -> String {
            var out = "<g class=\"axes\" font-size=\"11\" fill=\"currentColor\">"
            for tick in xTicks {
                out +=
                    "<line x1=\"\(n(px(tick)))\" x2=\"\(n(px(tick)))\" y1=\"\(n(top))\" y2=\"\(n(height - bottom))\" class=\"grid\"/>"
                out +=
                    "<text x=\"\(n(px(tick)))\" y=\"\(n(height - bottom + 15))\" text-anchor=\"middle\">\(StageSVG.escape(xFormat(tick)))</text>"
            }
            for tick in yTicks {
                out +=
                    "<line x1=\"\(n(left))\" x2=\"\(n(width - right))\" y1=\"\(n(py(tick)))\" y2=\"\(n(py(tick)))\" class=\"grid\"/>"
                out +=
                    "<text x=\"\(n(left - 6))\" y=\"\(n(py(tick) + 4))\" text-anchor=\"end\">\(StageSVG.escape(yFormat(tick)))</text>"
            }
            out +=
                "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(width - left - right))\" height=\"\(n(height - top - bottom))\" class=\"plot-border\"/>"
            out +=
                "<text x=\"\(n((left + width - right) / 2))\" y=\"\(n(height - 6))\" text-anchor=\"middle\">\(StageSVG.escape(xTitle))</text>"
            out +=
                "<text transform=\"translate(13 \(n((top + height - bottom) / 2))) rotate(-90)\" text-anchor=\"middle\">\(StageSVG.escape(yTitle))</text>"
            return out + "</g>"
        }

        func polyline(_ points: [(CGFloat, CGFloat)], attributes: String) -> String {
            let list = points.map { "\(n(px($0.0))),\(n(py($0.1)))" }.joined(separator: " ")
            return "<polyline points=\"\(list)\" fill=\"none\" \(attributes)/>"
        }
    }

    /// Evenly spaced ticks from `range.lowerBound` to `range.upperBound`, `count` intervals.
    static func ticks(_ range: ClosedRange<CGFloat>, count: Int) -> [CGFloat] {
        (0...count).map { range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat($0) / CGFloat(count) }
    }

    /// Progress against the finger's translation along the gesture's axis.
    package static func progress(_ gesture: GestureSampling, id: String) -> String {
        let low = gesture.translations.min() ?? 0, high = gesture.translations.max() ?? 1
        let frame = Frame(width: 380, height: 230, x: low...high, y: 0...1)
        let sign = GestureSampling.physicalSign(of: gesture.tracker.direction)
        let distance = gesture.tracker.distance
        let xTicks = [0, distance / 2, distance].map { sign * $0 }.sorted()
        var out =
            "<svg viewBox=\"0 0 380 230\" class=\"plot\" role=\"img\" aria-labelledby=\"\(id)-title\"><title id=\"\(id)-title\">\(StageSVG.escape(gesture.title)): progress against the finger's \(gesture.axisName) translation, distance \(n(distance)) pt</title>"
        out += frame.axes(
            xTicks: xTicks, yTicks: ticks(0...1, count: 4),
            xTitle: "finger translation \(gesture.axisName) (pt)", yTitle: "progress",
            xFormat: { n($0) }, yFormat: { r($0) })
        out += frame.polyline(
            Array(zip(gesture.translations, gesture.progress)), attributes: "class=\"line\" stroke-width=\"2.5\"")
        return out + "</svg>"
    }

    /// Finish or cancel for each (release position, velocity) of the grid.
    package static func releases(_ gesture: GestureSampling, id: String) -> String {
        let positions = gesture.releasePositions, velocities = gesture.releaseVelocities
        let stepX = abs((positions.last ?? 1) - (positions.first ?? 0)) / CGFloat(max(1, positions.count - 1))
        let stepY = abs((velocities.last ?? 1) - (velocities.first ?? 0)) / CGFloat(max(1, velocities.count - 1))
        let xRange = ((positions.min() ?? 0) - stepX / 2)...((positions.max() ?? 1) + stepX / 2)
        let yRange = ((velocities.min() ?? 0) - stepY / 2)...((velocities.max() ?? 1) + stepY / 2)
        let frame = Frame(width: 380, height: 300, x: xRange, y: yRange)
        var out =
            "<svg viewBox=\"0 0 380 300\" class=\"plot\" role=\"img\" aria-labelledby=\"\(id)-title\"><title id=\"\(id)-title\">\(StageSVG.escape(gesture.title)): finish or cancel for a release at a position and a velocity</title><g class=\"cells\">"
        for (row, velocity) in velocities.enumerated() {
            // One rect per run of equal decisions along the row (cells are contiguous in plot space).
            let cells = positions.enumerated().map { column, position in
                (position: position, finish: gesture.releases[row][column].completion == .finish)
            }.sorted { $0.position < $1.position }
            var start = 0
            while start < cells.count {
                var end = start
                while end + 1 < cells.count, cells[end + 1].finish == cells[start].finish { end += 1 }
                let x = frame.px(cells[start].position - stepX / 2), y = frame.py(velocity + stepY / 2)
                let width = frame.px(cells[end].position + stepX / 2) - x
                out +=
                    "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(frame.py(velocity - stepY / 2) - y))\" class=\"\(cells[start].finish ? "finish" : "cancel")\"/>"
                start = end + 1
            }
        }
        out += "</g>"
        let sign = GestureSampling.physicalSign(of: gesture.tracker.direction)
        let distance = gesture.tracker.distance
        out += frame.axes(
            xTicks: [0, distance / 2, distance].map { sign * $0 }.sorted(),
            yTicks: ticks(-GestureSampling.maximumVelocity...GestureSampling.maximumVelocity, count: 4),
            xTitle: "release position \(gesture.axisName) (pt)", yTitle: "velocity \(gesture.axisName) (pt/s)",
            xFormat: { n($0) }, yFormat: { n($0) })
        return out + "</svg>"
    }

    /// Every timing's progress over time.
    package static func timings(_ timings: [TimingSampling], id: String) -> String {
        let longest = CGFloat(timings.map(\.timing.duration).max() ?? 1)
        let top = max(1.05, (timings.flatMap(\.progress).max() ?? 1) + 0.02)
        let frame = Frame(width: 620, height: 320, x: 0...longest, y: 0...top)
        var out =
            "<svg viewBox=\"0 0 620 320\" class=\"plot wide\" role=\"img\" aria-labelledby=\"\(id)-title\"><title id=\"\(id)-title\">Progress over time of every timing the built-in styles use</title>"
        let tenths = stride(from: 0, through: longest + 1e-9, by: 0.1).map { CGFloat($0) }
        out += frame.axes(
            xTicks: tenths, yTicks: ticks(0...1, count: 4),
            xTitle: "time (s)", yTitle: "progress",
            xFormat: { PreviewJSON.format(Double($0), decimals: 3) }, yFormat: { r($0) })
        for (index, timing) in timings.enumerated() {
            let points = zip(timing.times, timing.progress).map { (CGFloat($0.0), $0.1) }
            out += frame.polyline(points, attributes: "class=\"series series-\(index % seriesCount)\" stroke-width=\"2.5\"")
            if let end = points.last {
                out +=
                    "<circle cx=\"\(n(frame.px(end.0)))\" cy=\"\(n(frame.py(end.1)))\" r=\"3.5\" class=\"series-dot series-\(index % seriesCount)\"/>"
            }
        }
        return out + "</svg>"
    }

    /// The number of distinct series styles of the stylesheet.
    package static let seriesCount = 6

    /// A legend swatch for series `index`.
    package static func swatch(_ index: Int) -> String {
        "<svg viewBox=\"0 0 28 10\" class=\"swatch\" aria-hidden=\"true\"><line x1=\"1\" x2=\"27\" y1=\"5\" y2=\"5\" class=\"series series-\(index % seriesCount)\" stroke-width=\"3\"/></svg>"
    }
}
