#!/usr/bin/env python3
"""Checks the public API of NavTransitions, read from its iOS .swiftinterface, for what breaks apps on import.

Usage: check-public-api.py INTERFACE --sdk SDK --names-swift OUT.swift

Fails (exit 1) when the interface has
  - a public or open member in an extension of a type the module does not own, or a conformance added
    to such a type, except UIViewController.navigationTransition and UIViewController.modalTransition,
    and the SwiftUI View modifiers named in ALLOWED_FOREIGN_MEMBERS;
  - a public top-level function, variable or constant (a global name that can collide with anything);
  - a public top-level type whose name SwiftUI declares at the top level (read from SwiftUI's
    .swiftinterface in SDK: SwiftUI cannot be imported by the Linux toolchain) or that a newer SDK
    declares (the list below: names of iOS 17 and 18 that the 16.5 SDK lacks).

It writes OUT.swift: a file that imports NavTransitions with UIKit, Foundation, CoreGraphics, QuartzCore and
Combine and names every public top-level type unqualified. check-ios.sh compiles it: a name that one of
those modules also declares is ambiguous there, the error an app would get.
"""
import argparse
import re
import sys
from pathlib import Path

MODULE = "NavTransitions"

# UIViewController members the design asks for: the two entry points. SwiftUI's View: the modifiers of
# the SwiftUI layer (issue 23), named one by one (modalTransition covers its isPresented: and item: forms).
ALLOWED_FOREIGN_MEMBERS = {
    "UIKit.UIViewController": {"navigationTransition", "modalTransition"},
    "SwiftUI.View": {
        "defaultNavigationControllerTransition",
        "navigationControllerTransition",
        "modalTransition",
        "zoomTransitionSource",
    },
}

# Top-level names of SDKs newer than the iOS 16.5 SDK this machine has (SwiftUI, Foundation and
# Observation of iOS 17 and 18). A type of ours with one of these names is ambiguous in an app that
# imports that framework too.
NEWER_SDK_NAMES = {
    # SwiftUI, iOS 17
    "Transition", "TransitionPhase", "TransitionProperties", "AnyTransition", "PushTransition", "SlideTransition",
    "MoveTransition", "OpacityTransition", "ScaleTransition", "OffsetTransition", "IdentityTransition",
    "BlurReplaceTransition", "AsymmetricTransition", "Spring", "UnitCurve", "CustomAnimation", "AnimationContext",
    "AnimationState", "KeyframeAnimator", "KeyframeTrack", "Keyframes", "CubicKeyframe", "LinearKeyframe",
    "SpringKeyframe", "MoveKeyframe", "PhaseAnimator", "ScrollTransitionPhase", "ScrollTransitionConfiguration",
    "VisualEffect", "EmptyVisualEffect", "ContentTransition",
    # SwiftUI, iOS 18
    "NavigationTransition", "ZoomNavigationTransition", "AutomaticNavigationTransition",
    "MatchedTransitionSourceConfiguration", "ScrollPosition", "ScrollGeometry", "ScrollPhase", "PresentationSizing",
    "PresentationSizingContext", "PresentationSizingRoot", "Tab", "TabRole", "TabSection", "Entry",
    "GestureRecognizerRepresentable", "MeshGradient", "TextRenderer", "ContainerValues", "Subview",
    "SubviewsCollection",
    # Foundation and Observation, iOS 17 and 18
    "Predicate", "Expression", "Observable",
}

TOP_LEVEL_DECL = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*((?:(?:public|open|final|nonisolated|indirect|package|internal)\s+)*)"
    r"(struct|enum|class|protocol|typealias|actor|func|var|let)\s+(\w+)"
)
EXTENSION = re.compile(r"^extension\s+([\w.]+)(?:\s*:\s*([^{]+?))?\s*(?:where [^{]*)?\{(\}?)")
MEMBER_NAME = re.compile(r"\b(?:var|let|func|case|typealias|struct|enum|class|protocol)\s+`?(\w+)|\b(init|subscript)\b")


def public_top_level_types(lines):
    names, globals_ = [], []
    for line in lines:
        match = TOP_LEVEL_DECL.match(line)
        if not match or not re.search(r"\b(public|open)\b", match.group(1)):
            continue
        kind, name = match.group(2), match.group(3)
        (globals_ if kind in ("func", "var", "let") else names).append(name)
    return names, globals_


def foreign_extension_violations(lines):
    violations = []
    i = 0
    while i < len(lines):
        match = EXTENSION.match(lines[i])
        if not match:
            i += 1
            continue
        extended, conformances, closed = match.group(1), match.group(2), match.group(3)
        body = []
        if not closed:
            i += 1
            while i < len(lines) and not lines[i].startswith("}"):
                body.append(lines[i])
                i += 1
        i += 1
        if extended.startswith(MODULE + "."):
            continue
        if conformances:
            violations.append(f"extension {extended} adds the conformance {conformances.strip()}")
        allowed = ALLOWED_FOREIGN_MEMBERS.get(extended, set())
        for line in body:
            if line.startswith("  ") and line[2:3] not in (" ", "}") and re.search(r"\b(public|open)\b", line.split("{")[0]):
                member = MEMBER_NAME.search(line)
                name = member.group(1) or member.group(2) if member else line.strip()
                if name not in allowed:
                    violations.append(f"extension {extended}: public member {name!r}: {line.strip()}")
    return violations


def swiftui_top_level_names(sdk):
    interface = Path(sdk) / "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface"
    if not interface.exists():
        return None
    names, _ = public_top_level_types(interface.read_text(errors="replace").splitlines())
    return set(names)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("interface")
    parser.add_argument("--sdk", required=True)
    parser.add_argument("--names-swift", required=True)
    args = parser.parse_args()

    lines = Path(args.interface).read_text().splitlines()
    names, globals_ = public_top_level_types(lines)
    problems = foreign_extension_violations(lines)
    problems += [f"public top-level {name!r}: a global name; make it a member of a type" for name in globals_]
    swiftui = swiftui_top_level_names(args.sdk)
    if swiftui is None:
        problems.append("SwiftUI's .swiftinterface was not found in the SDK: the SwiftUI name check cannot run")
        swiftui = set()
    for name in names:
        if name in swiftui:
            problems.append(f"public type {name!r} shadows SwiftUI.{name}")
        elif name in NEWER_SDK_NAMES:
            problems.append(f"public type {name!r} shadows a name of a newer SDK (iOS 17/18 SwiftUI, Foundation or Observation)")

    imports = "".join(f"import {m}\n" for m in (MODULE, "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "Combine"))
    aliases = "".join(f"typealias _Unqualified{name} = {name}\n" for name in sorted(set(names)))
    Path(args.names_swift).write_text(
        "// Generated by scripts/check-public-api.py: every public top-level type of NavTransitions, unqualified,\n"
        "// next to the frameworks an app imports with it. An ambiguity error means a name shadows theirs.\n"
        + imports + aliases
    )

    print(f"check-public-api: {len(names)} public top-level types: {', '.join(sorted(names))}")
    if problems:
        for problem in problems:
            print(f"check-public-api: error: {problem}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
