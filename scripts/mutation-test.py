#!/usr/bin/env python3
"""Mutation testing of Core: do the tests notice when the code is wrong?

    scripts/mutation-test.py                                   # 30 mutants sampled from Core, seed 1
    scripts/mutation-test.py --sample 60 --seed 7              # another sample
    scripts/mutation-test.py --paths Sources/NavTransitions/Core/Zoom --sample 0   # every mutant of a room
    scripts/mutation-test.py --filter ZoomPlanTests --sample 20                     # run only some tests
    scripts/mutation-test.py --list                            # the mutants, without running anything

Run it from anywhere in the repository. A mutant is one small wrong change on one line of a Swift file
under --paths (default Sources/NavTransitions/Core):

    comparison   <  <=  >  >=  ==  !=  each becomes its neighbour (< to <=, == to !=, ...)
    arithmetic   a + b  becomes  a - b, and the reverse; += and -= swap
    logic        && and || swap; a prefix ! is dropped (!x becomes x)
    boolean      true and false swap
    number       an integer literal n becomes n + 1; a decimal literal x becomes x * 1.5 (0.0 becomes 1.0)

Comments, string literals, `import` lines and attributes are left alone. Binary operators are only
mutated when written with a space on both sides, which is how Swift tells them from generics
(`Array<Int>`), ranges (`0..<n`), arrows (`->`) and force unwraps.

The package (without .build and .git) is copied to a work folder (--work, default
.build/mutation-test/work, reused and refreshed between runs so that builds stay incremental), the
tests are built and run once unchanged (they must pass), then for each mutant: the line is changed,
`swift build --build-tests` runs (a mutant that does not compile is INVALID and not counted), then
`swift test --skip-build` (with --filter when given). A failing test run KILLS the mutant; a passing one
lets it SURVIVE; a run longer than --timeout seconds counts as killed (an endless loop is noticed). The
file is restored after every mutant.

Output: one line per mutant, the survivors with file:line and the change, and
"score: K killed of N compiling mutants (P %)". --min-score P makes the exit code 1 below P percent.
A survivor is a place to look: either a test is missing (add one that pins the value), or the mutant
is equivalent (no caller can observe the change; then the code can usually be simpler).

Each mutant costs an incremental build and a test run (half a minute to a minute on two cores), so
sample: the same --seed gives the same mutants for the same sources.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Mutant:
    path: str      # relative to the package root
    line: int      # 1-based
    column: int    # 1-based, of the changed text
    kind: str
    before: str    # the text replaced
    after: str     # its replacement

    def describe(self) -> str:
        return f"{self.path}:{self.line}:{self.column}: {self.kind}: '{self.before}' -> '{self.after}'"


# ---------------------------------------------------------------------------------------------------
# Finding mutants


def mask_code(line: str, in_block_comment: bool) -> tuple[str, bool]:
    """The line with comments and string literals replaced by spaces (same length), so that patterns
    only match code; and whether a /* */ comment is still open at the end of the line."""
    out = []
    i = 0
    n = len(line)
    in_string = False
    while i < n:
        if in_block_comment:
            if line.startswith("*/", i):
                in_block_comment = False
                out.append("  ")
                i += 2
            else:
                out.append(" ")
                i += 1
            continue
        if in_string:
            if line[i] == "\\" and i + 1 < n:
                out.append("  ")
                i += 2
            elif line[i] == '"':
                in_string = False
                out.append('"')
                i += 1
            else:
                out.append(" ")
                i += 1
            continue
        if line.startswith("//", i):
            out.append(" " * (n - i))
            break
        if line.startswith("/*", i):
            in_block_comment = True
            out.append("  ")
            i += 2
            continue
        if line[i] == '"':
            in_string = True
            out.append('"')
            i += 1
            continue
        out.append(line[i])
        i += 1
    return "".join(out), in_block_comment


def number_after(text: str) -> str:
    """The mutated spelling of a numeric literal."""
    if re.fullmatch(r"\d+", text):
        return str(int(text) + 1)
    value = float(text)
    if value == 0:
        return "1.0"
    mutated = value * 1.5
    spelled = repr(mutated)
    return spelled if "." in spelled or "e" in spelled else spelled + ".0"


# (kind, pattern over the masked line, function from the matched text to its replacement)
RULES = [
    ("comparison", re.compile(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)"),
     lambda m: {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}[m]),
    ("arithmetic", re.compile(r"(?<=\s)(\+=|-=|\+|-)(?=\s)"),
     lambda m: {"+": "-", "-": "+", "+=": "-=", "-=": "+="}[m]),
    ("logic", re.compile(r"(?<=\s)(&&|\|\|)(?=\s)"), lambda m: {"&&": "||", "||": "&&"}[m]),
    ("logic", re.compile(r"(?<=[\s(\[,:=])!(?=[A-Za-z_(.$])"), lambda m: ""),
    ("boolean", re.compile(r"\b(true|false)\b"), lambda m: {"true": "false", "false": "true"}[m]),
    ("number", re.compile(r"(?<![\w.])(\d+\.\d+|\d+)(?![\w.])"), number_after),
]

SKIPPED_LINE = re.compile(r"^\s*(import\s|@|#|precondition|assert)")


def find_mutants(paths: list[str]) -> list[Mutant]:
    files: list[Path] = []
    for p in paths:
        target = (ROOT / p).resolve()
        if target.is_file():
            files.append(target)
        elif target.is_dir():
            files.extend(sorted(target.rglob("*.swift")))
        else:
            sys.exit(f"mutation-test: {p} does not exist")
    mutants: list[Mutant] = []
    for file in files:
        relative = file.relative_to(ROOT).as_posix()
        in_block = False
        for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), start=1):
            masked, in_block = mask_code(line, in_block)
            if not masked.strip() or SKIPPED_LINE.match(masked):
                continue
            for kind, pattern, replace in RULES:
                for match in pattern.finditer(masked):
                    before = match.group(0)
                    after = replace(before)
                    if after == before:
                        continue
                    mutants.append(Mutant(relative, number, match.start() + 1, kind, before, after))
    return mutants


def apply(mutant: Mutant, text: str) -> str:
    lines = text.split("\n")
    line = lines[mutant.line - 1]
    start = mutant.column - 1
    assert line[start:start + len(mutant.before)] == mutant.before, mutant.describe()
    lines[mutant.line - 1] = line[:start] + mutant.after + line[start + len(mutant.before):]
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------------
# Running


def refresh_work_copy(work: Path) -> None:
    """Makes `work` a copy of the package without .build and .git, touching only files that changed
    (so that SwiftPM's incremental build in `work` stays valid)."""
    ignored = {".build", ".git", ".swiftpm"}
    wanted: set[Path] = set()
    for directory, subdirectories, filenames in os.walk(ROOT):
        here = Path(directory)
        subdirectories[:] = [d for d in subdirectories
                             if d not in ignored and not (here / d).resolve().is_relative_to(work)]
        for filename in filenames:
            source = here / filename
            relative = source.relative_to(ROOT)
            wanted.add(relative)
            target = work / relative
            data = source.read_bytes()
            if not target.exists() or target.read_bytes() != data:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data)
                shutil.copymode(source, target)
    for directory, subdirectories, filenames in os.walk(work, topdown=False):
        here = Path(directory)
        if ".build" in here.relative_to(work).parts:
            continue
        for filename in filenames:
            relative = (here / filename).relative_to(work)
            if relative not in wanted:
                (here / filename).unlink()


def run(command: list[str], cwd: Path, timeout: float | None) -> tuple[str, float, str]:
    """Runs a command; returns ('ok' | 'failed' | 'timeout', seconds, output tail)."""
    started = time.monotonic()
    try:
        result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                text=True, timeout=timeout)
    except subprocess.TimeoutExpired as expired:
        output = expired.stdout if isinstance(expired.stdout, str) else (expired.stdout or b"").decode(errors="replace")
        return "timeout", time.monotonic() - started, output[-2000:]
    status = "ok" if result.returncode == 0 else "failed"
    return status, time.monotonic() - started, result.stdout[-2000:]


def main() -> int:
    parser = argparse.ArgumentParser(
        description="Mutation testing of NavTransitions' Core: one small wrong change at a time, does a test fail?",
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("--paths", nargs="+", default=["Sources/NavTransitions/Core"],
                        help="files or folders to mutate, relative to the package root (default: %(default)s)")
    parser.add_argument("--sample", type=int, default=30, help="how many mutants to run; 0 for all (default: 30)")
    parser.add_argument("--seed", type=int, default=1, help="the sample's random seed (default: 1)")
    parser.add_argument("--filter", help="passed to `swift test --filter` (default: every test)")
    parser.add_argument("--timeout", type=float, default=900, help="seconds a test run may take (default: 900)")
    parser.add_argument("--work", default=".build/mutation-test/work",
                        help="the work copy, relative to the package root (default: %(default)s)")
    parser.add_argument("--min-score", type=float, help="exit with 1 when fewer than this percent are killed")
    parser.add_argument("--list", action="store_true", help="print the mutants (after sampling) and stop")
    args = parser.parse_args()

    mutants = find_mutants(args.paths)
    total = len(mutants)
    if args.sample and args.sample < total:
        mutants = sorted(random.Random(args.seed).sample(mutants, args.sample),
                         key=lambda m: (m.path, m.line, m.column, m.after))
    print(f"mutation-test: {len(mutants)} of {total} mutants in {' '.join(args.paths)} (seed {args.seed})")
    if args.list:
        for mutant in mutants:
            print("  " + mutant.describe())
        return 0
    if not mutants:
        return 0

    work = (ROOT / args.work).resolve()
    work.mkdir(parents=True, exist_ok=True)
    refresh_work_copy(work)
    test = ["swift", "test", "--skip-build"] + (["--filter", args.filter] if args.filter else [])
    build = ["swift", "build", "--build-tests"]

    print("mutation-test: building and running the tests once, unchanged ...", flush=True)
    status, seconds, output = run(build, work, None)
    if status != "ok":
        print(output)
        sys.exit("mutation-test: the unchanged package does not build")
    status, seconds, output = run(test, work, args.timeout)
    if status != "ok":
        print(output)
        sys.exit("mutation-test: the tests fail without any mutant; fix them first")
    print(f"mutation-test: the tests pass unchanged ({seconds:.0f} s)", flush=True)

    results: list[tuple[Mutant, str]] = []
    for index, mutant in enumerate(mutants, start=1):
        file = work / mutant.path
        original = file.read_text(encoding="utf-8")
        try:
            file.write_text(apply(mutant, original), encoding="utf-8")
            status, build_seconds, _ = run(build, work, None)
            if status != "ok":
                verdict, seconds = "INVALID", build_seconds
            else:
                status, seconds, _ = run(test, work, args.timeout)
                verdict = {"ok": "SURVIVED", "failed": "KILLED", "timeout": "KILLED (timeout)"}[status]
        finally:
            file.write_text(original, encoding="utf-8")
        results.append((mutant, verdict))
        print(f"[{index}/{len(mutants)}] {verdict:16} {mutant.describe()}", flush=True)

    killed = sum(1 for _, verdict in results if verdict.startswith("KILLED"))
    survived = [mutant for mutant, verdict in results if verdict == "SURVIVED"]
    invalid = sum(1 for _, verdict in results if verdict == "INVALID")
    compiling = killed + len(survived)
    if survived:
        print("\nSurvivors (no test noticed the change):")
        for mutant in survived:
            print("  " + mutant.describe())
    score = 100.0 * killed / compiling if compiling else 100.0
    print(f"\nscore: {killed} killed of {compiling} compiling mutants ({score:.1f} %); {invalid} did not compile")
    # Leave the work copy built from the unchanged sources for the next run.
    run(build, work, None)
    if args.min_score is not None and score < args.min_score:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
