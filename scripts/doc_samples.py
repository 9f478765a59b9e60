#!/usr/bin/env python3
"""Extracts the Swift samples of the documentation and compiles each one for iOS like an app.

Run it through scripts/check-doc-samples.sh, which finds the SDK and the NavTransitions module and
passes the compiler command after `--`. CONTRIBUTING.md ("Doc samples") is the user's guide; the
rules, in short:

- Every fenced code block needs a language. ```swift blocks are compiled; a block in any other
  language (sh, text, json, …) is skipped and counted. A fence without a language is an error.
- A Swift block is compiled in one of three ways, chosen by what its outermost lines start with:
  * file:       only declarations (import, func, class, struct, enum, extension, protocol, actor,
                typealias, attributes, access modifiers) — compiled as a file of its own, with
                `import NavTransitions` and `import UIKit` added;
  * members:    starts with a member of a view controller (override, init, deinit, @objc, @IBAction,
                @IBOutlet, required, convenience) — compiled inside a UIViewController subclass;
  * statements: anything else — compiled inside an `async throws` method of a view controller,
                after the names of scripts/doc-samples-prelude.swift.
- An HTML comment on the lines right before the fence (blank lines may separate them) changes that:
    <!-- sample: skip: <why> -->          not compiled (a Package.swift manifest, pseudo-code); the
                                          reason is required and printed
    <!-- sample: context                  Swift compiled right before the block, in the same scope
    let list = ResultsViewController()    (hidden from readers: GitHub and DocC do not render HTML
    -->                                   comments)
  A `sample:` comment that is not followed by a code block, or that is not one of these, is an error.

Every diagnostic points at the Markdown file and line (`#sourceLocation`), as `file:line:col: error:`.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field

DEFAULT_DOCUMENTS = [
    "README.md",
    "Docs/**/*.md",
    "Sources/**/*.docc/**/*.md",
    "Example/**/*.md",
]

FENCE_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^`]*)$")
DIAGNOSTIC = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): (?P<severity>error|warning): (?P<message>.*)$")

DRIVER_FAILURE = re.compile(r"^error: [\w-]+ command failed with exit code \d+")

# What the outermost lines of a block start with.
DECLARATION_WORDS = {
    "import", "func", "class", "struct", "enum", "extension", "protocol", "actor", "typealias",
    "public", "package", "internal", "fileprivate", "private", "open", "final", "nonisolated",
    "indirect", "precedencegroup", "infix", "prefix", "postfix", "macro", "#if", "#else", "#elseif",
    "#endif",
}
MEMBER_WORDS = {"override", "init", "init?", "init!", "deinit", "required", "convenience", "static",
                "subscript", "dynamic", "lazy", "weak", "unowned"}
# A depth-0 line starting with one of these continues the previous line.
CONTINUATION = re.compile(r"^(\.|\)|\]|\}|->|where\b|throws\b|async\b|rethrows\b|&&|\|\||\?\?|[+\-*/%=<>!&|^?:,])")


@dataclass
class Block:
    path: str
    fence_line: int            # 1-based line of the opening fence
    language: str
    first_line: int            # 1-based line of the first line of code
    lines: list[str]           # the code, verbatim (indentation kept, so columns match)
    marker: str | None = None  # "skip" or "context"
    marker_line: int = 0
    skip_reason: str = ""
    context_first_line: int = 0
    context_lines: list[str] = field(default_factory=list)
    mode: str = ""

    @property
    def name(self) -> str:
        return f"{self.path}:{self.fence_line}"


@dataclass
class Problem:
    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: error: {self.message}"


# MARK: - Markdown

def parse_marker(path: str, start: int, comment: list[str], problems: list[Problem]):
    """Reads an HTML comment: None when it is not a `sample:` marker, else (kind, payload, first line)."""
    first = comment[0][comment[0].index("<!--") + 4:]
    m = re.match(r"\s*sample\b\s*(?P<colon>:?)\s*(?P<kind>[A-Za-z-]*)", first)
    if not m:
        return None
    kind = m.group("kind")
    # The text after the kind, up to the closing `-->`, line by line.
    rest = [first[m.end():]] + comment[1:]
    rest[-1] = rest[-1][:rest[-1].rindex("-->")]
    if not m.group("colon") or kind not in ("skip", "context"):
        problems.append(Problem(path, start, f"unknown sample marker `{kind or first.strip()}`; "
                                             "use `<!-- sample: skip: <reason> -->` or `<!-- sample: context … -->`"))
        return ("invalid", None, 0)
    if kind == "skip":
        reason = " ".join(" ".join(rest).split()).lstrip(":").strip()
        if not reason:
            problems.append(Problem(path, start, "`sample: skip` needs a reason: `<!-- sample: skip: <why> -->`"))
            return ("invalid", None, 0)
        return ("skip", reason, 0)
    # context: the Swift code is the rest of the first line (if any) and the lines after it.
    first_line = start
    if not rest[0].strip():
        rest, first_line = rest[1:], start + 1
    while rest and not rest[-1].strip():
        rest.pop()
    if not rest:
        problems.append(Problem(path, start, "`sample: context` has no Swift code"))
        return ("invalid", None, 0)
    return ("context", rest, first_line)


def parse_markdown(path: str, problems: list[Problem]) -> list[Block]:
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    blocks: list[Block] = []
    pending = None  # (kind, payload, payload_line, marker_line)
    i = 0
    while i < len(lines):
        line = lines[i]
        lineno = i + 1
        stripped = line.strip()
        if stripped.startswith("<!--"):
            comment = [line]
            j = i
            while "-->" not in lines[j] and j + 1 < len(lines):
                j += 1
                comment.append(lines[j])
            if "-->" not in lines[j]:
                problems.append(Problem(path, lineno, "HTML comment is never closed"))
                break
            marker = parse_marker(path, lineno, comment, problems)
            if marker is not None:
                if pending is not None and pending[0] != "invalid":
                    problems.append(Problem(path, pending[3], "sample marker is not followed by a code block"))
                pending = (marker[0], marker[1], marker[2], lineno)
            i = j + 1
            continue
        m = FENCE_OPEN.match(line)
        if m and not (m.group("fence")[0] == "`" and "`" in m.group("info")):
            fence, indent = m.group("fence"), m.group("indent")
            language = m.group("info").strip().split(" ")[0].lower() if m.group("info").strip() else ""
            close = re.compile(r"^[ \t]*" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$")
            j = i + 1
            while j < len(lines) and not close.match(lines[j]):
                j += 1
            if j >= len(lines):
                problems.append(Problem(path, lineno, "code block is never closed"))
                break
            block = Block(path, lineno, language, lineno + 1, lines[i + 1:j])
            if pending is not None:
                kind, payload, payload_line, marker_line = pending
                pending = None
                if kind == "skip":
                    block.marker, block.skip_reason, block.marker_line = "skip", payload, marker_line
                elif kind == "context":
                    block.marker, block.context_lines = "context", payload
                    block.context_first_line, block.marker_line = payload_line, marker_line
                    if language != "swift":
                        problems.append(Problem(path, marker_line, "`sample: context` before a block that is not ```swift"))
            if not language:
                problems.append(Problem(path, lineno, "code block has no language: write ```swift for a sample "
                                                      "(compiled), or ```text, ```sh, … for anything else"))
            blocks.append(block)
            i = j + 1
            continue
        if stripped and pending is not None:
            if pending[0] != "invalid":
                problems.append(Problem(path, pending[3], "sample marker is not followed by a code block "
                                                          "(only blank lines may separate them)"))
            pending = None
        i += 1
    if pending is not None and pending[0] != "invalid":
        problems.append(Problem(path, pending[3], "sample marker is not followed by a code block"))
    return blocks


# MARK: - Swift

def outermost_lines(code: list[str]) -> list[str]:
    """The lines that start at nesting depth 0, with comments and string contents removed."""
    result = []
    depth = 0
    in_block_comment = 0
    in_multiline_string = False
    for raw in code:
        line = raw
        # Strip string and comment contents, tracking /* */ and """ across lines.
        out = []
        k = 0
        start_depth = depth
        starts_in_code = in_block_comment == 0 and not in_multiline_string
        while k < len(line):
            two, three = line[k:k + 2], line[k:k + 3]
            if in_block_comment:
                if two == "*/":
                    in_block_comment -= 1
                    k += 2
                    continue
                if two == "/*":
                    in_block_comment += 1
                    k += 2
                    continue
                k += 1
                continue
            if in_multiline_string:
                if three == '"""':
                    in_multiline_string = False
                    k += 3
                    continue
                k += 1
                continue
            if two == "//":
                break
            if two == "/*":
                in_block_comment += 1
                k += 2
                continue
            if three == '"""':
                in_multiline_string = True
                out.append('""')
                k += 3
                continue
            ch = line[k]
            if ch == '"':
                k += 1
                while k < len(line) and line[k] != '"':
                    k += 2 if line[k] == "\\" else 1
                out.append('""')
                k += 1
                continue
            if ch in "{([":
                depth += 1
            elif ch in "})]":
                depth -= 1
            out.append(ch)
            k += 1
        text = "".join(out).strip()
        if starts_in_code and start_depth == 0 and text:
            result.append(text)
    return result


MEMBER_ATTRIBUTES = {"@objc", "@IBAction", "@IBOutlet", "@IBInspectable", "@NSManaged", "@IBSegueAction"}
ATTRIBUTE = re.compile(r"^(?P<name>@[A-Za-z_][A-Za-z_0-9]*)(\([^)]*\))?\s*")


def classify(code: list[str]) -> str:
    """"statements", "members" or "file", from what the outermost lines of the block start with."""
    kinds = set()
    for text in outermost_lines(code):
        if CONTINUATION.match(text):
            continue
        member_attribute = False
        while (attribute := ATTRIBUTE.match(text)) is not None:
            member_attribute = member_attribute or attribute.group("name") in MEMBER_ATTRIBUTES
            text = text[attribute.end():]
        if not text:
            continue  # an attribute on a line of its own qualifies the next line
        words = re.findall(r"#?[A-Za-z_][A-Za-z_0-9]*[?!]?|\S", text)
        first, second = words[0], (words[1] if len(words) > 1 else "")
        if (first in MEMBER_WORDS or (first == "class" and second in ("func", "var", "let", "subscript"))
                or (member_attribute and first in ("func", "var", "let"))):
            kinds.add("members")
        elif first in DECLARATION_WORDS:
            kinds.add("file")
        else:
            return "statements"
    if "members" in kinds:
        return "members"
    return "file" if kinds else "statements"


def source_location(path: str, line: int) -> str:
    return f'#sourceLocation(file: "{path}", line: {line})'


def generate(block: Block, prelude_path: str, prelude: list[str]) -> str:
    code = list(block.lines)
    imports = []
    if block.mode != "file":
        # Imports cannot stay inside a method or a class: move them to the top of the file, keeping the
        # line numbers of the rest.
        for index, line in enumerate(code):
            if re.match(r"^\s*(@\w+\s+)?import\s+\w", line):
                imports += [source_location(block.path, block.first_line + index), line]
                code[index] = ""
    # A block that imports UIKit `@preconcurrency` (to read a notification the iOS 15/16 SDKs declare as a mutable
    # global) gets no plain `import UIKit` beside it, which would take precedence.
    preconcurrency_uikit = any(re.match(r"^\s*@preconcurrency\s+import\s+UIKit\b", line) for line in block.lines)
    out = ["import NavTransitions"] + ([] if preconcurrency_uikit else ["import UIKit"]) + imports
    context = []
    if block.context_lines:
        context = [source_location(block.path, block.context_first_line)] + block.context_lines
    body = context + [source_location(block.path, block.first_line)] + code
    if block.mode == "file":
        out += body + ["#sourceLocation()"]
        return "\n".join(out) + "\n"
    placeholder = "// <sample>" if block.mode == "statements" else "// <members>"
    index = next(i for i, line in enumerate(prelude) if line.strip() == placeholder)
    out += [source_location(prelude_path, 1)] + prelude[:index]
    out += body
    out += [source_location(prelude_path, index + 2)] + prelude[index + 1:] + ["#sourceLocation()"]
    return "\n".join(out) + "\n"


def compile_one(swiftc: list[str], work: str, text: str) -> tuple[int, str]:
    os.makedirs(work, exist_ok=True)
    source = os.path.join(work, "Sample.swift")
    with open(source, "w", encoding="utf-8") as handle:
        handle.write(text)
    # -emit-module (not -typecheck): the region-based isolation checks and "will never be executed"
    # run on SIL, after type checking.
    command = swiftc + ["-module-name", "DocSample", "-parse-as-library", "-diagnostic-style", "llvm",
                        "-emit-module", "-emit-module-path", os.path.join(work, "DocSample.swiftmodule"), source]
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return result.returncode, result.stdout


# MARK: - Main

def find_documents(root: str, patterns: list[str]) -> list[str]:
    found = []
    for pattern in patterns:
        for path in sorted(glob.glob(os.path.join(root, pattern), recursive=True)):
            rel = os.path.relpath(path, root)
            if rel.startswith(".build") or "/.build" in rel or not os.path.isfile(path):
                continue
            if rel not in found:
                found.append(rel)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--work", required=True, help="scratch directory (emptied)")
    parser.add_argument("--prelude", default="scripts/doc-samples-prelude.swift")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--list", action="store_true", help="list the blocks and how each is compiled; compile nothing")
    parser.add_argument("documents", nargs="*", help="Markdown files (default: README, Docs/, the DocC catalog, Example/)")
    argv = sys.argv[1:]
    split = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:split])
    swiftc = argv[split + 1:]

    root = os.getcwd()
    documents = args.documents or find_documents(root, DEFAULT_DOCUMENTS)
    problems: list[Problem] = []
    blocks: list[Block] = []
    for document in documents:
        blocks += parse_markdown(document, problems)

    swift_blocks = []
    skipped_by_language: dict[str, int] = {}
    skipped_by_marker: list[Block] = []
    for block in blocks:
        if block.language != "swift":
            if block.language:
                skipped_by_language[block.language] = skipped_by_language.get(block.language, 0) + 1
            continue
        if block.marker == "skip":
            skipped_by_marker.append(block)
            continue
        block.mode = classify(block.lines)
        swift_blocks.append(block)

    if args.list:
        for block in blocks:
            if block.language != "swift":
                what = f"skipped (```{block.language})" if block.language else "ERROR: no language"
            elif block.marker == "skip":
                what = f"skipped: {block.skip_reason}"
            else:
                what = block.mode + (" + context" if block.context_lines else "")
            print(f"{block.name}: {what}")
        for problem in problems:
            print(problem)
        return 1 if problems else 0

    if not swiftc:
        parser.error("the compiler command goes after `--`")

    with open(args.prelude, encoding="utf-8") as handle:
        prelude = handle.read().split("\n")
    prelude_path = os.path.relpath(args.prelude, root)

    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)

    # The prelude alone first: if it does not compile, every fragment would fail for its reason.
    status, output = compile_one(swiftc, os.path.join(args.work, "prelude"), "\n".join(prelude) + "\n")
    if status != 0:
        print(output.rstrip())
        print(f"{prelude_path}:1: error: the prelude does not compile, so no fragment can; fix it first")
        return 1

    texts = [generate(block, prelude_path, prelude) for block in swift_blocks]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda item: compile_one(swiftc, os.path.join(args.work, f"{item[0]:03}"), item[1]),
                                enumerate(texts)))

    failed = 0
    for block, (status, output) in zip(swift_blocks, results):
        if status == 0:
            continue
        failed += 1
        # The driver's own "error: emit-module command failed with exit code 1" adds nothing.
        lines = [line for line in output.rstrip().split("\n") if not DRIVER_FAILURE.match(line)]
        errors = sum(1 for line in lines if DIAGNOSTIC.match(line))
        if errors == 0:
            lines.append(f"{block.path}:{block.first_line}:1: error: the compiler failed without a diagnostic")
            errors = 1
        print("\n".join(lines))
        print(f"{block.path}:{block.fence_line}: error: this sample ({block.mode}) does not compile "
              f"({errors} error{'s' if errors != 1 else ''} above)\n")

    for problem in problems:
        print(problem)

    compiled = len(swift_blocks)
    not_swift = ", ".join(f"{count} {language}" for language, count in sorted(skipped_by_language.items()))
    print(f"check-doc-samples: {len(documents)} document{'s' if len(documents) != 1 else ''}, "
          f"{compiled} Swift sample{'s' if compiled != 1 else ''} compiled: "
          f"{compiled - failed} passed, {failed} failed; {len(skipped_by_marker)} skipped by a marker; "
          f"blocks in other languages: {not_swift or 'none'}"
          + (f"; {len(problems)} problems with fences or markers" if problems else ""))
    for block in skipped_by_marker:
        print(f"  skipped {block.name}: {block.skip_reason}")
    return 1 if failed or problems else 0


if __name__ == "__main__":
    sys.exit(main())
