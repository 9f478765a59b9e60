#!/usr/bin/env python3
"""Prints the hitch figures of the Example's performance UI tests and fails above the limit.

XCTest prints each metric of a performance test (`measure(metrics:options:block:)`) as one line of the test output:

    Test Case '-[NavTransitionsExampleUITests.TransitionPerformanceTests testSlidePushAndPop]' measured
    [Hitch Time Ratio (Push), ms per s] average: 1.234, relative standard deviation: 20.000%, values: [...],
    performanceMetricID:com.apple.dt.XCTMetric_OSSignpost-Push.hitchTimeRatio, ...

(one line in the log). This script reads such a log (`scripts/ui-tests-simulator.sh --performance` keeps it), prints every
figure per test — the hitch time ratios of the library's signposts (`XCTOSSignpostMetric(subsystem:category:name:)`),
of UIKit's custom navigation transitions (`customNavigationTransitionMetric`) and, with Xcode 26, of
`XCTHitchMetric(application:)`, with their durations, frame rates and hitch counts — and exits 1 when:

- a hitch time ratio's average is above the limit (`--limit`, 10 ms/s; Apple calls 5 ms/s or less good, above 10
  critical), or
- no hitch time ratio was measured at all (the performance tests did not run, or recorded no animation interval):
  the gate never passes without figures.

A simulator's figures are not a device's (its frames are rendered by the Mac): Docs/Performance.md says so.

    python3 scripts/check-hitches.py .build/ui-tests/Performance-26.log [--limit 10]
    python3 scripts/check-hitches.py --self-test      # the parser on sample lines (.ci/run runs it)
"""
from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass, field

# `Test Case '-[Module.Suite test]'` (Objective-C style, what xcodebuild prints for XCTest) or `Test case
# 'Suite.test()'` (the Swift style of newer Xcode output).
MEASURED = re.compile(
    r"Test [Cc]ase '(?P<name>[^']+)' measured \[(?P<label>[^\]]*)\] "
    r"average: (?P<average>-?[0-9.]+)(?P<rest>.*)$")
VALUES = re.compile(r"values: \[(?P<values>[^\]]*)\]")
METRIC_ID = re.compile(r"performanceMetricID:(?P<id>[^\s,]+)")
GOOD = 5.0


@dataclass
class Figure:
    test: str
    metric: str
    unit: str
    average: float
    values: list[float] = field(default_factory=list)
    metric_id: str = ""

    @property
    def is_hitch_ratio(self) -> bool:
        return "hitch time ratio" in self.metric.lower() or "hitchtimeratio" in self.metric_id.lower()


def test_name(name: str) -> str:
    """`Suite.test` from `-[Module.Suite test]` or `Module.Suite.test()`."""
    if name.startswith("-[") and name.endswith("]"):
        suite, _, test = name[2:-1].partition(" ")
        return f"{suite.rsplit('.', 1)[-1]}.{test}"
    parts = name.removesuffix("()").split(".")
    return ".".join(parts[-2:])


def parse(lines) -> list[Figure]:
    figures = []
    for line in lines:
        match = MEASURED.search(line)
        if not match:
            continue
        label = match.group("label")
        metric, _, unit = label.rpartition(", ")
        if not metric:
            metric, unit = label, ""
        rest = match.group("rest")
        values = VALUES.search(rest)
        metric_id = METRIC_ID.search(rest)
        figures.append(Figure(
            test=test_name(match.group("name")),
            metric=metric.strip(), unit=unit.strip(), average=float(match.group("average")),
            values=[float(v) for v in values.group("values").split(",") if v.strip()] if values else [],
            metric_id=metric_id.group("id") if metric_id else ""))
    return figures


def verdict(figure: Figure, limit: float) -> str:
    if not figure.is_hitch_ratio:
        return ""
    if figure.average > limit:
        return f"FAIL (above {limit:g} ms/s)"
    return "good" if figure.average <= GOOD else f"above Apple's {GOOD:g} ms/s, under the limit"


def report(figures: list[Figure], limit: float, out=sys.stdout) -> int:
    """Prints the figures; returns the exit status."""
    if not figures:
        print("check-hitches: error: no measured figure in the log: the performance tests did not run", file=out)
        return 1
    width = max(len(f.metric) for f in figures)
    current = None
    for figure in figures:
        if figure.test != current:
            current = figure.test
            print(f"\n{figure.test}", file=out)
        spread = f" (max {max(figure.values):.3f})" if figure.values else ""
        print(f"  {figure.metric:<{width}}  {figure.average:10.3f} {figure.unit}{spread}  {verdict(figure, limit)}".rstrip(),
              file=out)
    ratios = [f for f in figures if f.is_hitch_ratio]
    failed = [f for f in ratios if f.average > limit]
    tests = sorted({f.test for f in figures})
    without = [t for t in tests if not any(f.test == t for f in ratios)]
    print("", file=out)
    for test in without:
        print(f"check-hitches: warning: {test} measured no hitch time ratio", file=out)
    if not ratios:
        print("check-hitches: error: no hitch time ratio was measured (no animation interval was recorded)", file=out)
        return 1
    if failed:
        for figure in failed:
            print(f"check-hitches: error: {figure.test}: {figure.metric} is {figure.average:.3f} ms/s, above {limit:g} ms/s",
                  file=out)
        return 1
    worst = max(ratios, key=lambda f: f.average)
    print(f"check-hitches: OK: {len(ratios)} hitch time ratio(s) in {len(tests)} test(s), the highest "
          f"{worst.average:.3f} ms/s ({worst.test}, {worst.metric}); limit {limit:g} ms/s", file=out)
    return 0


SAMPLE = """\
Test Suite 'TransitionPerformanceTests' started at 2026-11-28 12:00:00.000.
/x/TransitionPerformanceTests.swift:40: Test Case '-[NavTransitionsExampleUITests.TransitionPerformanceTests testSlidePushAndPop]' measured [Duration (Push), s] average: 0.412, relative standard deviation: 3.100%, values: [0.410000, 0.414000], performanceMetricID:com.apple.dt.XCTMetric_OSSignpost-Push.duration, baselineName: "", baselineAverage: , polarity: prefers smaller, maxPercentRegression: 10.000%, maxPercentRelativeStandardDeviation: 10.000%, maxRegression: 0.100, maxStandardDeviation: 0.100
/x/TransitionPerformanceTests.swift:40: Test Case '-[NavTransitionsExampleUITests.TransitionPerformanceTests testSlidePushAndPop]' measured [Hitch Time Ratio (Push), ms per s] average: 2.500, relative standard deviation: 20.000%, values: [2.000000, 3.000000], performanceMetricID:com.apple.dt.XCTMetric_OSSignpost-Push.hitchTimeRatio, baselineName: "", baselineAverage: , polarity: prefers smaller
/x/TransitionPerformanceTests.swift:40: Test Case '-[NavTransitionsExampleUITests.TransitionPerformanceTests testSlidePushAndPop]' measured [Frame Rate (Push), fps] average: 59.800, relative standard deviation: 0.100%, values: [59.800000], performanceMetricID:com.apple.dt.XCTMetric_OSSignpost-Push.frameRate
Test Case '-[NavTransitionsExampleUITests.TransitionPerformanceTests testSlidePushAndPop]' passed (30.120 seconds).
/x/TransitionPerformanceTests.swift:80: Test case 'TransitionPerformanceTests.testSheetDrag()' measured [Hitch Time Ratio, ms per s] average: 12.000, relative standard deviation: 1.000%, values: [11.000000, 13.000000], performanceMetricID:com.apple.dt.XCTMetric_Hitch.hitchTimeRatio
"""


def self_test() -> int:
    figures = parse(SAMPLE.splitlines())
    expected = [("TransitionPerformanceTests.testSlidePushAndPop", "Duration (Push)", "s", 0.412, False),
                ("TransitionPerformanceTests.testSlidePushAndPop", "Hitch Time Ratio (Push)", "ms per s", 2.5, True),
                ("TransitionPerformanceTests.testSlidePushAndPop", "Frame Rate (Push)", "fps", 59.8, False),
                ("TransitionPerformanceTests.testSheetDrag", "Hitch Time Ratio", "ms per s", 12.0, True)]
    got = [(f.test, f.metric, f.unit, f.average, f.is_hitch_ratio) for f in figures]
    problems = [] if got == expected else [f"parsed {got}, expected {expected}"]
    if figures and figures[1].values != [2.0, 3.0]:
        problems.append(f"values {figures[1].values}")

    class Sink:
        def __init__(self):
            self.text = ""

        def write(self, text):
            self.text += text

    for lines, limit, status in [(SAMPLE.splitlines(), 10, 1), (SAMPLE.splitlines(), 15, 0), (SAMPLE.splitlines()[:3], 10, 0),
                                 ([SAMPLE.splitlines()[1]], 10, 1), ([], 10, 1)]:
        sink = Sink()
        if report(parse(lines), limit, out=sink) != status:
            problems.append(f"{len(lines)} line(s) with limit {limit}: exit status is not {status}:\n{sink.text}")
    for problem in problems:
        print(f"check-hitches: self-test: {problem}", file=sys.stderr)
    if problems:
        return 1
    print("check-hitches: self-test OK (4 figures parsed; a ratio above the limit, a run without any ratio and an empty "
          "log fail)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("log", nargs="?", help="the xcodebuild output of the performance tests ('-' for standard input)")
    parser.add_argument("--limit", type=float, default=10.0, help="the highest hitch time ratio allowed, in ms/s (10)")
    parser.add_argument("--self-test", action="store_true", help="check the parser on sample lines")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    if not arguments.log:
        parser.error("give the log of the performance tests, or --self-test")
    if arguments.log == "-":
        lines = sys.stdin.read().splitlines()
    else:
        with open(arguments.log, encoding="utf-8", errors="replace") as file:
            lines = file.read().splitlines()
    return report(parse(lines), arguments.limit)


if __name__ == "__main__":
    sys.exit(main())
