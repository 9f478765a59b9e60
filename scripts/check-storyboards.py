#!/usr/bin/env python3
"""Checks the Example's storyboards, which no tool on Linux compiles, so that they cannot silently rot.

For every *.storyboard under Example/ (or the files given):
  - it is well-formed XML whose root is an Interface Builder storyboard document;
  - every id (and sceneID) is unique in the file, and every reference to one (a segue's or an action's
    destination, a constraint's items, the initial view controller) names an id that exists;
  - every customClass names its module (customModule: a Swift class is looked up by its module-qualified
    name, so one without a module is not found at run time), the module is the app's or NavTransitions,
    and a `class <Name>` with that name is declared in that module's Swift files;
  - a custom segue has a class; an unwind segue leads to its scene's Exit and its unwindAction, like every
    action's selector, is an @IBAction of the app;
  - storyboard identifiers are unique.

Usage: scripts/check-storyboards.py [--app-module NAME] [FILE.storyboard ...]
Exit code 0 when every file passes, 1 with one line per problem (`file: message`), 2 for bad usage.
Run by scripts/check-ios.sh.
"""

import argparse
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIBRARY_MODULE = "NavTransitions"
LIBRARY_SOURCES = ROOT / "Sources" / LIBRARY_MODULE
EXAMPLE = ROOT / "Example"
STORYBOARD_TYPE = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
# Attributes whose value is the id of another object of the document.
REFERENCE_ATTRIBUTES = ("destination", "firstItem", "secondItem", "initialViewController")


def swift_files(directory):
    """The Swift files under `directory`, without build products and manifests."""
    files = []
    for path in sorted(directory.rglob("*.swift")):
        parts = set(path.relative_to(directory).parts)
        if ".build" in parts or ".swiftpm" in parts or path.name.startswith("Package"):
            continue
        files.append(path)
    return files


def strip_comments(source):
    """Swift source without // and /* */ comments (string contents are kept; good enough for names)."""
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    return re.sub(r"//[^\n]*", "", source)


def declared_classes(files):
    return {m.group(1) for f in files for m in re.finditer(r"\bclass\s+([A-Za-z_][A-Za-z0-9_]*)", strip_comments(f.read_text()))}


def ib_actions(files):
    """The Objective-C selectors of the @IBAction methods: `func name(_ x: T)` gives `name:`."""
    selectors = set()
    pattern = re.compile(r"@IBAction\b[^{]*?\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(([^)]*)\)", re.S)
    for f in files:
        for match in pattern.finditer(strip_comments(f.read_text())):
            name, parameters = match.group(1), match.group(2).strip()
            if not parameters:
                selectors.add(name)
                continue
            labels = [p.split(":")[0].split() for p in parameters.split(",")]
            first = "" if labels[0][0] == "_" else labels[0][0][:1].upper() + labels[0][0][1:]
            rest = "".join(("" if label[0] == "_" else label[0]) + ":" for label in labels[1:])
            selectors.add(name + ("With" + first if first else "") + ":" + rest)
    return selectors


def check(path, app_module, classes, actions):
    problems = []

    def problem(message):
        problems.append(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {message}")

    try:
        document = ET.parse(path).getroot()
    except ET.ParseError as error:
        problem(f"not well-formed XML: {error}")
        return problems
    if document.tag != "document" or document.get("type") != STORYBOARD_TYPE:
        problem(f"not a storyboard document (root <{document.tag} type={document.get('type')!r}>)")
        return problems

    # Ids: unique, and every reference resolves.
    owners = {}
    for element in document.iter():
        for attribute in ("id", "sceneID"):
            value = element.get(attribute)
            if value is None:
                continue
            if value in owners:
                problem(f"id {value!r} is used twice (<{owners[value].tag}> and <{element.tag}>)")
            else:
                owners[value] = element
    for element in document.iter():
        for attribute in REFERENCE_ATTRIBUTES:
            value = element.get(attribute)
            if value is not None and value not in owners:
                problem(f"<{element.tag} id={element.get('id')!r}> {attribute}={value!r} names no object")

    # Classes: module given, module known, class declared there.
    for element in document.iter():
        name = element.get("customClass")
        if name is None:
            continue
        module = element.get("customModule")
        where = f"<{element.tag} id={element.get('id')!r}> customClass={name!r}"
        if module is None:
            problem(f"{where} has no customModule (UIKit would not find the Swift class at run time)")
        elif module not in classes:
            problem(f"{where}: customModule={module!r} is neither the app ({app_module}) nor {LIBRARY_MODULE}")
        elif name not in classes[module]:
            problem(f"{where}: no class {name} is declared in {module}")

    # Segues and actions.
    scene_of = {}
    for scene in document.iter("scene"):
        for element in scene.iter():
            scene_of[id(element)] = scene
    for segue in document.iter("segue"):
        kind, where = segue.get("kind"), f"<segue id={segue.get('id')!r}>"
        if kind == "custom" and segue.get("customClass") is None:
            problem(f"{where} is a custom segue without a customClass")
        if kind == "unwind":
            target = owners.get(segue.get("destination", ""))
            if target is not None and (target.tag != "exit" or scene_of.get(id(target)) is not scene_of.get(id(segue))):
                problem(f"{where} is an unwind segue that does not lead to its own scene's Exit")
            action = segue.get("unwindAction")
            if action is None:
                problem(f"{where} is an unwind segue without an unwindAction")
            elif action not in actions:
                problem(f"{where} unwindAction={action!r} is no @IBAction of the app")
    for action in document.iter("action"):
        selector = action.get("selector")
        if selector not in actions:
            problem(f"<action id={action.get('id')!r}> selector={selector!r} is no @IBAction of the app")

    # Storyboard identifiers (instantiateViewController(withIdentifier:)).
    seen = set()
    for element in document.iter():
        identifier = element.get("storyboardIdentifier")
        if identifier is None:
            continue
        if identifier in seen:
            problem(f"storyboardIdentifier {identifier!r} is used twice")
        seen.add(identifier)
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app-module", default="NavTransitionsExample", help="the Example app's module name")
    parser.add_argument("storyboards", nargs="*", type=pathlib.Path, help="default: every *.storyboard under Example/")
    args = parser.parse_args()

    storyboards = args.storyboards or [
        p for p in sorted(EXAMPLE.rglob("*.storyboard")) if ".build" not in p.relative_to(EXAMPLE).parts
    ]
    app_files = swift_files(EXAMPLE)
    classes = {args.app_module: declared_classes(app_files), LIBRARY_MODULE: declared_classes(swift_files(LIBRARY_SOURCES))}
    actions = ib_actions(app_files)

    problems = []
    for storyboard in storyboards:
        if not storyboard.is_file():
            print(f"check-storyboards: {storyboard} does not exist", file=sys.stderr)
            return 2
        problems += check(storyboard.resolve(), args.app_module, classes, actions)
    for line in problems:
        print(line, file=sys.stderr)
    if problems:
        return 1
    print(f"check-storyboards: {len(storyboards)} storyboard(s) OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
