#!/usr/bin/env python3
"""Finds every branch in the UIKit and SwiftUI layers and checks that each one says why it stays there.

Core decides, UIKit applies (CONTRIBUTING.md): a branch in Sources/NavTransitions/UIKit or
Sources/NavTransitions/SwiftUI is allowed only when it does not decide anything Core could — it applies
Core's answer, reads a UIKit object that may be gone, maps a UIKit value into Core's vocabulary, or checks
an API's availability. Each such line carries the tag

    // stays in UIKit: <why>

at its end, or on the comment line right above it (a run of `//` lines above the branch counts when one
of them is the tag). A branch without one fails this check with its file:line.

A branch is a line that starts (after indentation, optionally after `} else `) with `if`, `switch` or
`while` (not `#if`), or a `guard` with a clause that is not a plain binding (`let x = …`, `let x`,
`var …`): a condition, a `case` pattern or `#available`. `guard let x else` only unwraps a reference and
needs no tag.

Usage: scripts/check-uikit-decisions.py [--quiet]
Prints the counts per folder (if/switch/while lines — the number Docs/Architecture.md's aim counts — and
guards with a condition), then every untagged branch. Exit code 0 when every branch is tagged, 1 otherwise.
Run by .ci/run before the iOS checks, so it runs without an SDK; it needs no build.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOLDERS = ["Sources/NavTransitions/UIKit", "Sources/NavTransitions/SwiftUI"]
TAG = "// stays in UIKit:"

BRANCH = re.compile(r"^\s*(?:\}\s*else\s+)?(if|switch|while)\b")
GUARD = re.compile(r"^\s*guard\b(.*)$")


def top_level_clauses(condition: str) -> list[str]:
    """Splits a guard's condition list at the commas outside brackets and strings."""
    clauses, depth, current, in_string = [], 0, "", False
    for char in condition:
        if char == '"':
            in_string = not in_string
        elif not in_string and char in "([{":
            depth += 1
        elif not in_string and char in ")]}":
            depth -= 1
        if char == "," and depth == 0 and not in_string:
            clauses.append(current.strip())
            current = ""
        else:
            current += char
    if current.strip():
        clauses.append(current.strip())
    return clauses


def guard_condition(lines: list[str], index: int) -> str:
    """The text between `guard` and `else`, across continuation lines."""
    text = GUARD.match(lines[index]).group(1)
    row = index
    while not re.search(r"\belse\b", text) and row + 1 < len(lines):
        row += 1
        text += " " + lines[row].strip()
    return re.split(r"\belse\b", text, maxsplit=1)[0]


def guard_decides(lines: list[str], index: int) -> bool:
    """Whether a guard has a clause other than a plain binding."""
    for clause in top_level_clauses(guard_condition(lines, index)):
        if not re.match(r"^(let|var)\s", clause):
            return True
    return False


def tagged(lines: list[str], index: int) -> bool:
    if TAG in lines[index]:
        return True
    row = index - 1
    while row >= 0 and lines[row].strip().startswith("//"):
        if TAG in lines[row]:
            return True
        row -= 1
    return False


def main() -> int:
    quiet = "--quiet" in sys.argv[1:]
    untagged: list[str] = []
    for folder in FOLDERS:
        branches = guards = 0
        for path in sorted((ROOT / folder).rglob("*.swift")):
            lines = path.read_text(encoding="utf-8").splitlines()
            for index, line in enumerate(lines):
                if line.lstrip().startswith("//"):
                    continue
                if BRANCH.match(line):
                    branches += 1
                elif GUARD.match(line) and guard_decides(lines, index):
                    guards += 1
                else:
                    continue
                if not tagged(lines, index):
                    untagged.append(f"{path.relative_to(ROOT)}:{index + 1}: {line.strip()}")
        name = folder.rsplit("/", 1)[-1]
        print(f"{name}/: {branches} if/switch/while lines, {guards} guards with a condition")
    for entry in untagged:
        print(f"untagged branch (add `{TAG} <why>` or move the decision to Core): {entry}")
    if untagged:
        print(f"{len(untagged)} untagged branch(es)")
        return 1
    if not quiet:
        print("every branch says why it stays in the UIKit layer")
    return 0


if __name__ == "__main__":
    sys.exit(main())
