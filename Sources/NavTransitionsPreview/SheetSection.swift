import Foundation
import NavTransitions

/// The page's "Sheets" section: a player per scripted drag (a phone with the detents drawn, the sheet moved by
/// Core's samples) and the grid of release heights × velocities → target. Drawn from ``SheetSampling`` only;
/// the script below sets the sampled `y`, `height` and dimming opacity, it decides nothing.
package enum SheetSection {
    /// The fill of each stop in the grid and its legend, smallest first; the dismissal is grey.
    static let stopColors = ["#ff9f0a", "#34c759", "#0a84ff", "#bf5af2"]
    static let dismissalColor = "#8e8e93"

    static func color(of target: Int) -> String {
        target < 0 ? dismissalColor : stopColors[target % stopColors.count]
    }

    package static func html(_ sampling: SheetSampling) -> String {
        let device = PreviewDevice.bounds
        var out = """
            <section id="sheets" aria-labelledby="sheets-title"><h2 id="sheets-title">Sheets: detents, drags and releases</h2>
            <p>A sheet with the detents <code>[.points(180), .medium, .large]</code>, undimmed up to <code>.medium</code>. Each player runs a scripted drag through <code>SheetState</code> — the object the presentation controller adapts — one sample per frame, then the release: <code>SheetRelease</code> picks the target (a flick goes one detent in its direction; a slower release goes to the stop nearest to the projected point) and the critically damped settle spring starts at the finger's speed. The dashed lines are the detents.</p>
            <div class="sheet-players">

            """
        for (index, play) in sampling.plays.enumerated() {
            let first = play.frames[0]
            let name = play.script.title
            out +=
                "<figure class=\"sheet-player\" data-play=\"\(index)\" id=\"sheet-play-\(play.script.id)\"><figcaption><strong>\(StageSVG.escape(name))</strong></figcaption>"
            out +=
                "<svg class=\"sheet-stage\" viewBox=\"0 0 \(n(device.width)) \(n(device.height))\" role=\"img\" aria-label=\"\(StageSVG.escape(name)): the phone\">"
            out +=
                "<rect class=\"presenter\" x=\"0\" y=\"0\" width=\"\(n(device.width))\" height=\"\(n(device.height))\" fill=\"#dff3e4\"/>"
            out +=
                "<rect class=\"dimming\" x=\"0\" y=\"0\" width=\"\(n(device.width))\" height=\"\(n(device.height))\" fill=\"#000\" opacity=\"\(r(0.4 * play.dimming[0]))\"/>"
            for stop in sampling.detents.stops {
                let y = device.height - stop.height
                out +=
                    "<line class=\"detent\" x1=\"0\" x2=\"\(n(device.width))\" y1=\"\(n(y))\" y2=\"\(n(y))\" stroke=\"#636366\" stroke-dasharray=\"8 6\"/>"
                out +=
                    "<text x=\"6\" y=\"\(n(y - 6))\" font-size=\"20\" fill=\"#3a3a3c\">\(StageSVG.escape(SheetSampling.name(of: stop.detent)))</text>"
            }
            out +=
                "<rect class=\"sheet\" x=\"0\" y=\"\(n(first.minY))\" width=\"\(n(device.width))\" height=\"\(n(first.height))\" rx=\"16\" fill=\"#ffffff\" stroke=\"#8e8e93\"/>"
            out +=
                "<rect class=\"grabber\" x=\"\(n(device.width / 2 - 18))\" y=\"\(n(first.minY + 5))\" width=\"36\" height=\"5\" rx=\"2.5\" fill=\"#c7c7cc\"/>"
            out +=
                "<rect x=\"0\" y=\"0\" width=\"\(n(device.width))\" height=\"\(n(device.height))\" rx=\"\(n(PreviewDevice.displayCornerRadius))\" fill=\"none\" stroke=\"#1c1c1e\" stroke-width=\"6\"/>"
            out += "</svg><div class=\"player\" role=\"group\" aria-label=\"\(StageSVG.escape("Player of " + name))\">"
            out += "<button type=\"button\" class=\"sheet-play\" aria-label=\"\(StageSVG.escape("Play " + name))\">Play</button>"
            out +=
                "<label class=\"scrub\">Time <input class=\"sheet-scrub\" type=\"range\" min=\"0\" max=\"\(play.times.count - 1)\" step=\"1\" value=\"0\" aria-label=\"\(StageSVG.escape("Time of " + name))\"></label>"
            out += "<output class=\"readout\">0 ms · height \(n(play.heights[0])) pt</output></div>"
            out +=
                "<p class=\"timing\">Released at \(n(play.heights[play.releaseIndex - 1])) pt, \(n(play.script.releaseVelocity)) pt/s → <strong>\(StageSVG.escape(sampling.targetName(SheetSampling.index(of: play.release.target))))</strong>; spring initial velocity \(r(play.release.initialVelocity)).</p>"
            out += "</figure>\n"
        }
        out += "</div>\n" + grid(sampling) + "</section>\n"
        return out
    }

    /// The grid: a column per release height, a row per velocity (flicks up at the top), each cell coloured by
    /// `SheetRelease.decide`'s target.
    static func grid(_ sampling: SheetSampling) -> String {
        let cell: CGFloat = 18, left: CGFloat = 70, top: CGFloat = 10
        let width = left + cell * CGFloat(sampling.gridHeights.count) + 10
        let height = top + cell * CGFloat(sampling.gridVelocities.count) + 40
        var out =
            "<figure class=\"sheet-grid\" id=\"sheet-releases\"><figcaption><strong>Where a release lands</strong> — columns: the sheet's visible height at release, 0 to \(n(sampling.gridHeights.last ?? 0)) pt; rows: the finger's velocity, −2000 pt/s (up) at the top to 2000 pt/s (down) at the bottom.</figcaption>"
        out +=
            "<svg class=\"plot\" viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-label=\"The release grid: target detent by release height and velocity\">"
        for (row, targets) in sampling.gridTargets.enumerated() {
            for (column, target) in targets.enumerated() {
                let x = left + cell * CGFloat(column), y = top + cell * CGFloat(row)
                out +=
                    "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(cell))\" height=\"\(n(cell))\" fill=\"\(color(of: target))\" data-target=\"\(target)\"/>"
            }
            if row % 4 == 0 {
                out +=
                    "<text x=\"\(n(left - 6))\" y=\"\(n(top + cell * CGFloat(row) + 13))\" font-size=\"11\" text-anchor=\"end\">\(n(sampling.gridVelocities[row]))</text>"
            }
        }
        for (column, height) in sampling.gridHeights.enumerated() where column % 6 == 0 {
            out +=
                "<text x=\"\(n(left + cell * CGFloat(column) + cell / 2))\" y=\"\(n(top + cell * CGFloat(sampling.gridVelocities.count) + 16))\" font-size=\"11\" text-anchor=\"middle\">\(n(height))</text>"
        }
        out += "</svg><figcaption><ul class=\"legend\">"
        out += "<li><span class=\"key\" style=\"background:\(dismissalColor)\"></span> dismissed</li>"
        for (index, stop) in sampling.detents.stops.enumerated() {
            out +=
                "<li><span class=\"key\" style=\"background:\(color(of: index))\"></span> \(StageSVG.escape(SheetSampling.name(of: stop.detent))) (\(n(stop.height)) pt)</li>"
        }
        return out + "</ul></figcaption></figure>\n"
    }

    /// The sheet players' script: sets the sampled attributes at the slider's sample; Play advances one sample
    /// per sampled sixtieth of a second.
    package static let script = #"""
        (function () {
          var data = JSON.parse(document.getElementById('preview-data').textContent).sheets;
          var figures = document.querySelectorAll('.sheet-player[data-play]');
          var device = JSON.parse(document.getElementById('preview-data').textContent).device;
          function show(figure, play, i) {
            var sheet = figure.querySelector('rect.sheet');
            sheet.setAttribute('y', play.y[i]);
            sheet.setAttribute('height', play.h[i]);
            figure.querySelector('rect.grabber').setAttribute('y', play.y[i] + 5);
            figure.querySelector('rect.dimming').setAttribute('opacity', String(0.4 * play.dimming[i]));
            figure.querySelector('.readout').textContent = Math.round(play.times[i] * 1000) + ' ms · height ' + play.heights[i] + ' pt' +
              (i >= play.releaseIndex ? ' · settling to ' + play.target : ' · dragging');
            figure.querySelector('input[type=range]').value = String(i);
          }
          for (var k = 0; k < figures.length; k++) {
            (function (figure) {
              var play = data.plays[Number(figure.getAttribute('data-play'))];
              var range = figure.querySelector('input[type=range]');
              var button = figure.querySelector('button.sheet-play');
              var timer = null;
              function stop() { if (timer !== null) { window.clearInterval(timer); timer = null; } button.textContent = 'Play'; }
              range.addEventListener('input', function () { stop(); show(figure, play, Number(range.value)); });
              button.addEventListener('click', function () {
                if (timer !== null) { stop(); return; }
                var i = Number(range.value) >= play.times.length - 1 ? 0 : Number(range.value);
                button.textContent = 'Pause';
                timer = window.setInterval(function () {
                  show(figure, play, i);
                  i += 1;
                  if (i >= play.times.length) { stop(); }
                }, 1000 / 60);
              });
              show(figure, play, 0);
            })(figures[k]);
          }
          document.documentElement.setAttribute('data-sheet-players', String(figures.length) + ' ' + device.height);
        })();
        """#
}
