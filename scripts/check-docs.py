#!/usr/bin/env python3
"""Checks that every guide lives in one place and that every link reaches what it promises. No build needed.

The guides are Markdown files in Docs/ (the source, CONTRIBUTING.md "Documentation"). The DocC catalog
(Sources/NavTransitions/NavTransitions.docc) is the API reference: its landing page and, if any, extension
pages of symbols (a page whose title is a ``Symbol`` link). Fails (exit 1) when
  - the catalog holds an article (a page whose title is not a symbol): a guide written twice;
  - a sentence of 80 characters or more (letters and digits, outside code blocks) appears in two of Docs/*.md,
    README.md and the catalog's pages: the same text kept twice drifts apart;
  - a `<doc:Name>` link (in the catalog or in a `///` comment of Sources/) names no page of the catalog;
  - a relative Markdown link (README.md, CONTRIBUTING.md, Docs/, Example/README.md, scripts/clients/README.md)
    names a file that does not exist, or a `#section` that is not one of that file's headings;
  - a link to Troubleshooting.md names no section: the page has dozens, and a link promises one topic;
  - a `Docs/Name.md` named in a comment of Sources/, Tests/ or Example/ does not exist;
  - a link in PROMISES does not reach a section that covers its topic (the issue that asked for this check
    named them: DocC sent readers to a page that said nothing of what the link promised).
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Sources" / "NavTransitions" / "NavTransitions.docc"
DOCS = ROOT / "Docs"
LINKING_PAGES = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", ROOT / "CHANGELOG.md", ROOT / "Example" / "README.md",
                 ROOT / "scripts" / "clients" / "README.md", *sorted(DOCS.glob("*.md"))]
MIN_SENTENCE = 80

# (page, target file, section, covers): `page` must link to `target#section`, and that section must mention every
# phrase of `covers`. The SwiftUI guide sends its debug messages to Troubleshooting, and the Sheets guide the
# assumption an undimmed sheet's pass-through relies on.
PROMISES = [
    ("Docs/SwiftUI.md", "Troubleshooting.md", "a-swiftui-navigation-modifier-found-no-navigation-controller",
     ["NavTransitions: defaultNavigationControllerTransition", "NavigationStack"]),
    ("Docs/SwiftUI.md", "Troubleshooting.md", "a-swiftui-destinations-transition-arrived-after-its-push",
     ["NavTransitions: a destination's navigationControllerTransition"]),
    ("Docs/SwiftUI.md", "Troubleshooting.md", "a-swiftui-modal-transition-could-not-present",
     ["NavTransitions: modalTransition(_:isPresented:)", "binding"]),
    ("Docs/SwiftUI.md", "Troubleshooting.md", "the-modal-transitions-dismiss-action-was-called-outside-its-content",
     ["NavTransitions: ModalTransitionDismissAction"]),
    ("Docs/Sheets.md", "Troubleshooting.md", "four-assumptions-of-the-presentation-layer",
     ["largestUndimmedDetent", "hitTest", "presenting screen"]),
]


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, spaces to `-`."""
    text = re.sub(r"`|\*\*|\*", "", heading.strip().lower())
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def without_code(text):
    """The text with its fenced code blocks blanked out, line numbers kept."""
    return re.sub(r"^```.*?^```", lambda block: "\n" * block.group(0).count("\n"), text, flags=re.S | re.M)


def headings(path):
    """Anchor -> the section's text, GitHub's numbering of repeated anchors included."""
    sections, seen, current = {}, {}, None
    for line in path.read_text().splitlines():
        match = re.match(r"^(#{1,6})\s+(.*)$", line)
        if match:
            base = slug(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            current = base if count == 0 else f"{base}-{count}"
            sections[current] = ""
        elif current is not None:
            sections[current] += line + "\n"
    return sections


def sentences(text):
    text = re.sub(r"<!--.*?-->", "", without_code(text), flags=re.S)   # the doc samples' hidden context
    for piece in re.split(r"(?<=[.!?:;])\s+|\n\s*\n", text):
        words = " ".join(re.findall(r"[a-z0-9]+", piece.lower()))
        if len(words) >= MIN_SENTENCE:
            yield words


def main():
    problems = []
    rel = lambda p: p.relative_to(ROOT).as_posix()

    # 1. The catalog is the API reference: no article.
    pages = sorted(CATALOG.glob("**/*.md"))
    page_names = set()
    for page in pages:
        page_names.add(page.stem)
        title = next((l for l in page.read_text().splitlines() if l.startswith("# ")), "")
        if page.stem != CATALOG.stem and not re.match(r"^# ``[^`]+``\s*$", title):
            problems.append(f"{rel(page)}: an article in the DocC catalog; guides live in Docs/ (CONTRIBUTING.md, "
                            "\"Documentation\"): move its text there and link to it")

    # 2. No sentence twice.
    where = {}
    for path in [*sorted(DOCS.glob("*.md")), ROOT / "README.md", *pages]:
        for sentence in set(sentences(path.read_text())):
            where.setdefault(sentence, []).append(rel(path))
    for sentence, paths in sorted(where.items()):
        if len(paths) > 1:
            problems.append(f"the same sentence in {', '.join(paths)}: \"{sentence[:90]}…\": keep it in one place "
                            "and link to it")

    # 3. <doc:> links.
    doc_link = re.compile(r"<doc:([\w-]+)(?:#[\w-]+)?>")
    for path in [*pages, *sorted((ROOT / "Sources").glob("**/*.swift"))]:
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if path.suffix == ".swift" and not line.lstrip().startswith("///"):
                continue
            for name in doc_link.findall(line):
                if name not in page_names:
                    problems.append(f"{rel(path)}:{number}: <doc:{name}> names no page of the catalog "
                                    f"({', '.join(sorted(page_names))}); guides are in Docs/")

    # 4. Relative Markdown links and their sections.
    link = re.compile(r"\]\(([^)\s]+)\)")
    cache = {}
    for path in LINKING_PAGES:
        if not path.exists():
            continue
        for number, line in enumerate(without_code(path.read_text()).splitlines(), 1):
            for target in link.findall(line):
                if re.match(r"^[a-z]+:", target) or target.startswith("<"):
                    continue
                file_part, _, section = target.partition("#")
                target_path = (path.parent / file_part).resolve() if file_part else path
                if not target_path.exists():
                    problems.append(f"{rel(path)}:{number}: link to {target}: no such file")
                    continue
                if target_path.name == "Troubleshooting.md" and not section and target_path != path:
                    problems.append(f"{rel(path)}:{number}: link to Troubleshooting.md without a section: name the "
                                    "one that answers (Troubleshooting.md#…)")
                if section and target_path.suffix == ".md":
                    anchors = cache.setdefault(target_path, headings(target_path))
                    if section not in anchors:
                        problems.append(f"{rel(path)}:{number}: link to {target}: no such section in "
                                        f"{target_path.name}")

    # 5. Docs/Name.md named in code comments.
    for folder in ("Sources", "Tests", "Example", "Benchmarks"):
        for path in sorted((ROOT / folder).glob("**/*.swift")):
            for number, line in enumerate(path.read_text().splitlines(), 1):
                for name in re.findall(r"Docs/([\w-]+\.md)", line):
                    if not (DOCS / name).exists():
                        problems.append(f"{rel(path)}:{number}: Docs/{name} does not exist")

    # 6. The promised topics.
    for page, target, section, covers in PROMISES:
        wanted = f"]({target}#{section})"
        if wanted not in (ROOT / page).read_text():
            problems.append(f"{page}: no link to {target}#{section}")
        text = headings(DOCS / target).get(section)
        if text is None:
            problems.append(f"Docs/{target}: no section #{section} (promised by {page})")
        else:
            for word in covers:
                if word.lower() not in text.lower():
                    problems.append(f"Docs/{target}#{section} does not mention {word!r} (promised by {page})")

    checked = len(LINKING_PAGES)
    if problems:
        for problem in problems:
            print(f"check-docs: error: {problem}", file=sys.stderr)
        return 1
    print(f"check-docs: {len(pages)} catalog page(s), no article; {len(where)} sentences, none twice; links of "
          f"{checked} pages reach their files and sections; {len(PROMISES)} promised topics covered")
    return 0


if __name__ == "__main__":
    sys.exit(main())
