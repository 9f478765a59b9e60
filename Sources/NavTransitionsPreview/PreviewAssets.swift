/// The page's stylesheet and script, inlined into the page (nothing is loaded from elsewhere).
///
/// The script holds no transition logic: it reads the sampled states of the data block, interpolates
/// linearly between two neighbouring samples, and sets the SVG attributes that `StageSVG` writes.
enum PreviewAssets {
    static let css = #"""
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #5f5f66; --line: #d2d2d7; --accent: #0a5cc2;
          --finish: #0a84ff; --cancel: #ff9f0a; --paper: #ffffff; --ground: #f2f2f5; }
        * { box-sizing: border-box; }
        html { scroll-padding-top: 72px; }
        body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
          color: var(--ink); background: var(--ground); }
        .intro, main, footer { padding: 0 28px; max-width: 1500px; margin: 0 auto; }
        .intro { padding-top: 20px; }
        h1 { font-size: 26px; margin: 0 0 8px; }
        h2 { font-size: 21px; margin: 36px 0 6px; }
        h3 { font-size: 16px; margin: 0; }
        h4 { font-size: 13px; margin: 0 0 6px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); }
        code, kbd, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
        pre { margin: 6px 0 0; white-space: pre-wrap; color: var(--muted); }
        .hint { color: var(--muted); }
        .bar { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 10px 28px; align-items: center;
          padding: 8px 28px; background: rgba(242, 242, 245, .96); border-bottom: 1px solid var(--line); }
        fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; align-items: center; }
        legend { float: left; padding: 0; margin-right: 4px; font-weight: 600; }
        .bar nav { display: flex; gap: 14px; }
        .index { background: var(--paper); border-radius: 14px; padding: 10px 16px 12px; margin: 14px 0 18px;
          box-shadow: 0 1px 2px rgba(0, 0, 0, .08); }
        .index h2 { font-size: 16px; margin: 0 0 6px; }
        .index dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 14px; margin: 0; }
        .index dt { font-weight: 600; }
        .index dd { margin: 0; }
        .index ul { list-style: none; display: flex; flex-wrap: wrap; gap: 2px 14px; margin: 0; padding: 0; }
        a { color: var(--accent); }
        .entries { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 560px), 1fr)); gap: 18px; }
        .entry { background: var(--paper); border-radius: 14px; padding: 14px 16px; box-shadow: 0 1px 2px rgba(0, 0, 0, .08); }
        .panel { border-top: 1px solid var(--line); margin-top: 12px; padding-top: 10px; }
        .panel-body { display: flex; gap: 14px; align-items: flex-start; }
        svg.stage { width: 160px; height: auto; flex: none; }
        .side { flex: 1; min-width: 0; }
        .player { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; }
        .scrub { display: flex; gap: 6px; align-items: center; flex: 0 1 200px; min-width: 0; }
        .scrub input { width: 150px; min-width: 0; flex: 1 1 auto; }
        .speed { display: inline-flex; gap: 4px; }
        .readout { font-variant-numeric: tabular-nums; color: var(--muted); font-size: 13px; }
        .timing { font-size: 13px; color: var(--muted); margin: 6px 0; }
        .strip { list-style: none; display: flex; gap: 6px; padding: 0; margin: 0; }
        .strip li { flex: 1; min-width: 0; text-align: center; font-size: 12px; color: var(--muted); }
        .symbols { position: absolute; }
        .strip svg.frame { display: block; width: 100%; max-width: 70px; height: auto; margin: 0 auto 2px; }
        button { font: inherit; font-size: 14px; padding: 3px 11px; border-radius: 8px; border: 1px solid #a1a1aa;
          background: var(--paper); color: var(--ink); cursor: pointer; }
        button.play { min-width: 66px; }
        button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
        :focus-visible { outline: 3px solid #0a84ff; outline-offset: 2px; }
        input:focus-visible { outline-offset: 1px; }
        .chevron-rtl { display: none; }
        .rtl .chevron-rtl { display: inline; }
        .rtl .chevron-ltr { display: none; }
        .sheet-players { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 18px; }
        .sheet-stage { width: 180px; height: auto; display: block; }
        .sheet-grid svg { max-width: 560px; }
        .gestures { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 640px), 1fr)); gap: 18px; }
        figure { margin: 0; background: var(--paper); border-radius: 14px; padding: 14px 16px; }
        figcaption { margin-bottom: 8px; }
        .plots { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 8px; }
        .plot { display: block; width: 100%; height: auto; color: var(--ink); }
        .plot.wide { max-width: 820px; }
        .plot .grid { stroke: #e5e5ea; }
        .plot-border { fill: none; stroke: #8e8e93; }
        .plot .line { stroke: var(--accent); }
        .cells .finish { fill: var(--finish); }
        .cells .cancel { fill: var(--cancel); }
        .key { display: inline-block; width: 12px; height: 12px; border-radius: 3px; vertical-align: -1px; }
        .key.finish { background: var(--finish); }
        .key.cancel { background: var(--cancel); }
        .legend { list-style: none; padding: 0; margin: 8px 0 0; }
        .legend li { margin: 2px 0; }
        .swatch { width: 28px; height: 10px; vertical-align: middle; }
        .series-0 { stroke: #0a5cc2; } .series-1 { stroke: #d1495b; } .series-2 { stroke: #2a9d55; }
        .series-3 { stroke: #8e44ad; } .series-4 { stroke: #c77c02; } .series-5 { stroke: #1b998b; }
        .series-dot { stroke: none; }
        .series-dot.series-0 { fill: #0a5cc2; } .series-dot.series-1 { fill: #d1495b; } .series-dot.series-2 { fill: #2a9d55; }
        .series-dot.series-3 { fill: #8e44ad; } .series-dot.series-4 { fill: #c77c02; } .series-dot.series-5 { fill: #1b998b; }
        footer { color: var(--muted); padding-bottom: 28px; }
        [hidden] { display: none !important; }
        @media (max-width: 560px) {
          .intro, main, footer, .bar { padding-left: 14px; padding-right: 14px; }
          .bar { position: static; }
          .panel-body { flex-direction: column; }
          svg.stage { width: 55%; }
          .side { width: 100%; }
        }
        """#

    static let script = #"""
        (function () {
          'use strict';
          var root = document.documentElement;
          window.addEventListener('error', function (event) { root.setAttribute('data-error', String(event.message)); });
          var data = JSON.parse(document.getElementById('preview-data').textContent);
          var channels = data.channels;
          var variant = 'ltr';
          var players = [];
          var running = false;

          function channel(track, name, i, f) {
            var c = track[name];
            if (typeof c === 'number') { return c; }
            var a = c[i], b = c[Math.min(i + 1, c.length - 1)];
            return a + (b - a) * f;
          }
          function stateAt(track, i, f) {
            var s = {};
            for (var k = 0; k < channels.length; k++) { s[channels[k]] = channel(track, channels[k], i, f); }
            return s;
          }
          function num(v) { return String(Math.round(v * 10000) / 10000); }
          // ViewTransform around the centre of the untransformed frame, as StageSVG writes it.
          function matrix(s) {
            var cx = s.x + s.w / 2, cy = s.y + s.h / 2;
            return 'matrix(' + [s.sx, 0, 0, s.sy, cx + s.tx - s.sx * cx, cy + s.ty - s.sy * cy].map(num).join(' ') + ')';
          }
          function setBox(el, s) {
            el.setAttribute('x', num(s.x)); el.setAttribute('y', num(s.y));
            el.setAttribute('width', num(s.w)); el.setAttribute('height', num(s.h));
          }
          // Draws the sample i (plus the fraction f toward i + 1) of every track into a stage's SVG.
          function draw(svg, tracks, i, f) {
            var masked = {};
            var layers = svg.querySelectorAll('[data-layer]');
            for (var n = 0; n < layers.length; n++) {
              var el = layers[n], track = tracks[el.getAttribute('data-layer')];
              if (el.getAttribute('data-kind') === 'mask') {
                masked[el.parentNode.id] = Boolean(track);
                if (track) {
                  var m = stateAt(track, i, f);
                  setBox(el, m); el.setAttribute('rx', num(m.r)); el.setAttribute('transform', matrix(m));
                }
                continue;
              }
              if (!track) { el.setAttribute('display', 'none'); continue; }
              el.removeAttribute('display');
              var s = stateAt(track, i, f);
              el.setAttribute('opacity', num(s.a));
              el.setAttribute('transform', matrix(s));
              setBox(el.querySelector('[data-box]'), s);
              var corner = el.querySelector('[data-corner]');
              if (corner) { corner.setAttribute('width', num(s.w)); corner.setAttribute('height', num(s.h)); corner.setAttribute('rx', num(s.r)); }
            }
            var groups = svg.querySelectorAll('[data-masked]');
            for (var g = 0; g < groups.length; g++) {
              var id = groups[g].getAttribute('data-masked');
              if (masked[id]) { groups[g].setAttribute('clip-path', 'url(#' + id + ')'); } else { groups[g].removeAttribute('clip-path'); }
            }
          }

          function Player(panel) {
            this.panel = panel;
            this.transition = data.transitions[Number(panel.getAttribute('data-transition'))];
            this.stage = panel.querySelector('svg.stage');
            this.frames = panel.querySelectorAll('svg[data-strip]');
            this.button = panel.querySelector('button.play');
            this.range = panel.querySelector('input[type=range]');
            this.readout = panel.querySelector('.readout');
            this.timing = panel.querySelector('.timing');
            this.speedButtons = panel.querySelectorAll('button[data-speed]');
            this.name = this.transition.title + ' ' + this.transition.operation;
            this.fraction = 0; this.speed = 1; this.playing = false; this.last = null;
            var self = this;
            this.button.addEventListener('click', function () { self.toggle(); });
            this.range.addEventListener('input', function () { self.pause(); self.fraction = Number(self.range.value) / 1000; self.render(); });
            for (var k = 0; k < this.speedButtons.length; k++) {
              this.speedButtons[k].addEventListener('click', function (event) { self.setSpeed(Number(event.currentTarget.getAttribute('data-speed'))); });
            }
            panel.addEventListener('keydown', function (event) {
              if (event.key !== ' ' || event.target.tagName === 'BUTTON') { return; }
              event.preventDefault();
              self.toggle();
            });
          }
          Player.prototype.sampling = function () { return data.samplings[this.transition.variants[variant]]; };
          Player.prototype.render = function () {
            var s = this.sampling(), count = s.times.length - 1;
            var x = Math.min(Math.max(this.fraction, 0), 1) * count;
            var i = Math.min(Math.floor(x), count - 1), f = x - i;
            draw(this.stage, s.tracks, i, f);
            var progress = s.progress[i] + (s.progress[i + 1] - s.progress[i]) * f;
            var ms = Math.round(this.fraction * s.duration * 1000);
            this.range.value = String(Math.round(this.fraction * 1000));
            this.range.setAttribute('aria-valuetext', ms + ' ms, progress ' + progress.toFixed(3));
            this.readout.textContent = ms + ' / ' + Math.round(s.duration * 1000) + ' ms · progress ' + progress.toFixed(3);
          };
          Player.prototype.renderStatic = function () {
            var s = this.sampling();
            for (var k = 0; k < this.frames.length; k++) { draw(this.frames[k], s.strip, Number(this.frames[k].getAttribute('data-strip')), 0); }
            this.timing.textContent = s.timing;
            this.render();
          };
          Player.prototype.setSpeed = function (speed) {
            this.speed = speed;
            for (var k = 0; k < this.speedButtons.length; k++) {
              var b = this.speedButtons[k];
              b.setAttribute('aria-pressed', String(Number(b.getAttribute('data-speed')) === speed));
            }
          };
          Player.prototype.label = function () {
            this.button.textContent = this.playing ? 'Pause' : 'Play';
            this.button.setAttribute('aria-label', (this.playing ? 'Pause ' : 'Play ') + this.name);
          };
          Player.prototype.play = function () {
            if (this.fraction >= 1) { this.fraction = 0; }
            this.playing = true; this.last = null; this.label();
            if (!running) { running = true; window.requestAnimationFrame(tick); }
          };
          Player.prototype.pause = function () { this.playing = false; this.label(); };
          Player.prototype.toggle = function () { if (this.playing) { this.pause(); } else { this.play(); } };
          Player.prototype.advance = function (now) {
            if (this.last !== null) {
              var duration = Math.max(this.sampling().duration, 0.001);
              this.fraction += (now - this.last) / 1000 * this.speed / duration;
            }
            this.last = now;
            if (this.fraction >= 1) { this.fraction = 1; this.pause(); }
            this.render();
          };
          function tick(now) {
            var any = false;
            for (var k = 0; k < players.length; k++) { if (players[k].playing) { players[k].advance(now); any = any || players[k].playing; } }
            if (any) { window.requestAnimationFrame(tick); } else { running = false; }
          }

          function setVariant() {
            var rtl = document.querySelector('input[name=direction][value=rtl]').checked;
            var reduce = document.getElementById('reduce-motion').checked;
            variant = (rtl ? 'rtl' : 'ltr') + (reduce ? '-reduce-motion' : '');
            document.body.classList.toggle('rtl', rtl);
            var figures = document.querySelectorAll('[data-direction]');
            for (var k = 0; k < figures.length; k++) { figures[k].hidden = figures[k].getAttribute('data-direction') !== (rtl ? 'rtl' : 'ltr'); }
            for (var p = 0; p < players.length; p++) { players[p].renderStatic(); }
          }

          var panels = document.querySelectorAll('.panel[data-transition]');
          for (var k = 0; k < panels.length; k++) { players.push(new Player(panels[k])); }
          var inputs = document.querySelectorAll('input[name=direction], #reduce-motion');
          for (var q = 0; q < inputs.length; q++) { inputs[q].addEventListener('change', setVariant); }
          setVariant();
          root.setAttribute('data-preview-ready', String(players.length));

          // A self-check for headless browsers: load the page with #selftest and read data-selftest.
          if (window.location.hash === '#selftest') {
            try {
              var checked = 0;
              [['ltr', false], ['rtl', false], ['ltr', true], ['rtl', true]].forEach(function (v) {
                document.querySelector('input[name=direction][value=' + v[0] + ']').checked = true;
                document.getElementById('reduce-motion').checked = v[1];
                setVariant();
                players.forEach(function (player) {
                  [0, 0.37, 1].forEach(function (fraction) { player.fraction = fraction; player.render(); checked++; });
                });
              });
              // The clock: a quarter speed advances a quarter as far; the end pauses the player.
              var first = players[0];
              first.fraction = 0; first.setSpeed(0.25); first.play(); first.advance(1000); first.advance(1100);
              var expected = 0.1 * 0.25 / first.sampling().duration;
              if (Math.abs(first.fraction - expected) > 1e-9) { throw new Error('clock ' + first.fraction + ' != ' + expected); }
              first.advance(1e6);
              if (first.fraction !== 1 || first.playing) { throw new Error('the player did not stop at the end'); }
              first.setSpeed(1);
              root.setAttribute('data-selftest', 'ok ' + checked);
            } catch (error) {
              root.setAttribute('data-selftest', 'error ' + error);
            }
          }
        })();
        """#
}
