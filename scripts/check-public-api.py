#!/usr/bin/env python3
"""Checks the public API of NavTransitions, read from its iOS .swiftinterface: what breaks apps on import, and
its size.

Usage: check-public-api.py INTERFACE --sdk SDK --names-swift OUT.swift [--sources DIR] [--list]

Fails (exit 1) when the interface has
  - a public or open member in an extension of a type the module does not own, or a conformance added
    to such a type, except those ALLOWED_FOREIGN_MEMBERS names: UIViewController.navigationTransition,
    .modalTransition and .dimmingPresentationController, and our four SwiftUI view modifiers;
  - a view modifier whose base name is one of SwiftUI's own View methods (this SDK's, read from its
    interface, and iOS 17/18's, listed in NEWER_SDK_MODIFIERS);
  - a public top-level function, variable or constant (a global name that can collide with anything);
  - a public top-level type whose name SwiftUI declares at the top level (read from SwiftUI's
    .swiftinterface in SDK: SwiftUI cannot be imported by the Linux toolchain) or that a newer SDK
    declares (the list below: names of iOS 17 and 18 that the 16.5 SDK lacks).

  - more than LIMIT (300) counted declarations, everything included (sheets, SwiftUI, accessibility).

The count. Every declaration of the interface that an app can name counts once: a type, a typealias, an
enum case (`case a, b` is two), an initializer, a property, a method, a subscript, a protocol requirement,
a default implementation in a protocol extension, an override of a superclass member — `public` or `open`,
or public by position (the cases of a public enum, the requirements of a public protocol). Not counted:
`deinit`, extensions that only add a conformance (`extension X : Swift.Sendable {}`), `package`, `internal`
and `@usableFromInline` declarations, and the members the compiler writes for a conformance (`==`,
`hash(into:)`, `hashValue`, `allCases` and the associated typealiases `AllCases`, `RawValue`, `Element`,
`ArrayLiteralElement`): the conformance is the API, and those are printed as a separate number. Nor are the
`@available(*, unavailable, renamed: …)` declarations kept for one release after a rename (so that the compiler
offers the fix-it; CHANGELOG.md lists them) and the members of such a declaration: an app cannot use them.

One number for everything: a new public name pays for itself by folding another. The count is printed per
group too, by the source file that declares each declaration (the script reads Sources/NavTransitions, or
--sources, to find it; a member without a declaration of its own — an enum case, a synthesized member — goes
with its type): SwiftUI (a file under a `SwiftUI/` or `Bridging/` folder, or a member of an extension of a
SwiftUI type), sheets (a file under a `Sheet/` folder or named `…Sheet…`, a name with `Detent`, a declaration
that names detents, or SHEET_NAMES) and the rest.
`--list` prints every counted declaration with its group and file.

It writes OUT.swift: a file that imports NavTransitions with UIKit, Foundation, CoreGraphics, QuartzCore and
Combine and names every public top-level type unqualified. check-ios.sh compiles it: a name that one of
those modules also declares is ambiguous there, the error an app would get.
"""
import argparse
import re
import sys
from pathlib import Path

MODULE = "NavTransitions"

# UIViewController members the design asks for: the two entry points.
ALLOWED_FOREIGN_MEMBERS = {
    # The two entry points, and the typed handle on a screen's presentation controller (sheet work).
    "UIKit.UIViewController": {"navigationTransition", "modalTransition", "dimmingPresentationController"},
    # The SwiftUI view modifiers (issue 23), by name. Their names must also differ from SwiftUI's own
    # modifiers (DESIGN.md): `swiftui_modifier_clashes` checks them against the SDK's SwiftUI.View methods
    # and NEWER_SDK_MODIFIERS.
    "SwiftUI.View": {"defaultNavigationControllerTransition", "navigationControllerTransition", "modalTransition",
                     "zoomTransitionSource"},
}

# SwiftUI.View methods of SDKs newer than the iOS 16.5 SDK this machine has (iOS 17 and 18), by base name:
# a modifier of ours with one of these names becomes ambiguous, or silently shadowed, when an app raises
# its deployment target.
NEWER_SDK_MODIFIERS = {
    # iOS 17
    "containerRelativeFrame", "contentMargins", "safeAreaPadding", "scrollTransition", "scrollTargetBehavior",
    "scrollTargetLayout", "scrollPosition", "scrollClipDisabled", "visualEffect", "sensoryFeedback", "inspector",
    "inspectorColumnWidth", "phaseAnimator", "keyframeAnimator", "geometryGroup",
    "typesettingLanguage", "onKeyPress", "focusEffectDisabled", "symbolEffect",
    "presentationCornerRadius", "presentationContentInteraction", "presentationCompactAdaptation",
    "presentationBackgroundInteraction", "presentationBackground",
    # iOS 18
    "navigationTransition", "matchedTransitionSource", "presentationSizing", "onScrollGeometryChange",
    "onScrollPhaseChange", "onScrollVisibilityChange", "onGeometryChange", "scrollPosition",
    "containerValue", "tabViewSidebarHeader", "tabViewSidebarFooter", "windowResizeBehavior",
    "handGestureShortcut", "modifierKeyAlternate", "pointerStyle", "textRenderer", "writingToolsBehavior",
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
    """The public top-level type names, the public globals, and the names declared unavailable (renamed API)."""
    names, globals_, unavailable = [], [], set()
    attributes = ""
    for line in lines:
        if line.startswith("@"):
            attributes += " " + line
        match = TOP_LEVEL_DECL.match(line)
        if not match:
            if not line.startswith("@"):
                attributes = ""
            continue
        declared_unavailable = bool(UNAVAILABLE.search(attributes + " " + line))
        attributes = ""
        if not re.search(r"\b(public|open)\b", match.group(1)):
            continue
        kind, name = match.group(2), match.group(3)
        (globals_ if kind in ("func", "var", "let") else names).append(name)
        if declared_unavailable:
            unavailable.add(name)
    return names, globals_, unavailable


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
    names, _, _ = public_top_level_types(interface.read_text(errors="replace").splitlines())
    return set(names)


def swiftui_view_modifiers(sdk):
    """The base names of SwiftUI.View's public methods in the SDK's SwiftUI interface, or None without it."""
    interface = Path(sdk) / "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface"
    if not interface.exists():
        return None
    return set(re.findall(r"public func (\w+)", "\n".join(extension_bodies(interface.read_text(errors="replace").splitlines(), "SwiftUI.View"))))


def extension_bodies(lines, extended):
    """The member lines of every `extension <extended>` block of an interface."""
    body, inside = [], False
    for line in lines:
        if not inside:
            match = EXTENSION.match(line)
            inside = bool(match and match.group(1) == extended and not match.group(3))
        elif line.startswith("}"):
            inside = False
        else:
            body.append(line)
    return body


def swiftui_modifier_clashes(lines, theirs):
    """Our SwiftUI view modifiers whose base name SwiftUI declares too (in this SDK or a newer one)."""
    ours = sorted(set(re.findall(r"public func (\w+)", "\n".join(extension_bodies(lines, "SwiftUI.View")))))
    return [f"view modifier {name!r} has the name of SwiftUI's own `View.{name}`: pick another name"
            for name in ours if name in theirs | NEWER_SDK_MODIFIERS]


# The most public declarations the module may have, all features included: see the module docstring for what counts.
LIMIT = 300

# Sheet declarations that live in no sheet file and carry no `Detent` in their name (for the per-group figure).
SHEET_NAMES = {"dimmingPresentationController", "DimmingPresentationControllerDelegate"}

DECL_KEYWORDS = ("case", "func", "var", "let", "init", "init?", "subscript", "typealias", "associatedtype",
                 "struct", "enum", "class", "protocol", "actor", "extension", "deinit")
DECL = re.compile(
    r"^(?P<indent> *)(?P<attrs>(?:@[\w.]+(?:\((?:\"[^\"]*\"|[^()\"]|\([^()]*\))*\))?\s+)*)"
    r"(?P<mods>(?:(?:public|open|final|nonisolated|indirect|package|internal|private|fileprivate|override|static|"
    r"class|dynamic|required|convenience|weak|unowned|mutating|lazy|optional|private\(set\)|fileprivate\(set\)|"
    r"package\(set\)|internal\(set\))\s+)*)"
    r"(?P<kw>case|func|var|let|init\??|subscript|typealias|associatedtype|struct|enum|class|protocol|actor|extension|deinit)\b"
    r"\s*(?P<rest>.*)$"
)
TYPE_KEYWORDS = ("struct", "enum", "class", "protocol", "actor")
UNAVAILABLE = re.compile(r"@available\(\s*\*\s*,\s*unavailable\b")
SYNTHESIZED = re.compile(
    r"(static func ==\s*\(|func hash\(into|var hashValue\b|typealias AllCases\b|static var allCases\b|"
    r"typealias ArrayLiteralElement\b|typealias Element\b|typealias RawValue\b)"
)


def strip_module(name):
    return name[len(MODULE) + 1:] if name.startswith(MODULE + ".") else name


def declared_name(kw, rest):
    if kw in ("init", "init?", "subscript", "deinit"):
        return kw.rstrip("?")
    match = re.match(r"`?([A-Za-z_][\w.]*|[^\s(<:`]+)`?", rest)
    return match.group(1) if match else kw


def braces(line):
    """Net `{` minus `}` of a line, string literals and comments left out."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    line = line.split("//", 1)[0]
    return line.count("{") - line.count("}")


def interface_declarations(lines):
    """Every public declaration of the interface: dicts with path, kind, text, synthesized, container."""
    decls = []
    # (depth at which the scope opened, name or None, kind: "type"/"protocol"/"extension"/"body", public, unavailable)
    stack = []
    depth = 0
    pending_attrs = ""   # attributes printed on lines of their own, before the declaration they belong to
    for line in lines:
        text = line.strip()
        if not text or text.startswith("//") or text.startswith("#"):
            continue
        while stack and depth <= stack[-1][0]:
            stack.pop()
        if text.startswith("@") and not DECL.match(line) and braces(line) == 0:
            pending_attrs += " " + text
            continue
        attrs, pending_attrs = pending_attrs, ""
        in_body = bool(stack) and stack[-1][2] == "body"
        match = None if in_body else DECL.match(line)
        delta = braces(line)
        if match:
            kw, mods, rest = match.group("kw"), match.group("mods").split(), match.group("rest")
            if kw == "class" and re.match(r"(func|var|let|subscript)\b", rest):   # `class func`, `class var`
                kw, rest = re.match(r"(\w+)\b\s*(.*)", rest).groups()
            name = declared_name(kw, rest)
            container = stack[-1] if stack else None
            attrs += " " + match.group("attrs")
            unavailable = bool(UNAVAILABLE.search(attrs)) or any(scope[4] for scope in stack)
            if kw == "extension":
                if delta > 0:
                    stack.append((depth, strip_module(name), "extension", True, unavailable))
                depth += delta
                continue
            public = "public" in mods or "open" in mods
            if not public and container and container[3] and (kw in ("case", "associatedtype") or container[2] == "protocol"):
                public = True
            if "@usableFromInline" in match.group("attrs") or {"package", "internal", "private", "fileprivate"} & set(mods):
                public = False
            if kw == "case" and "(" not in rest:
                names = [n.strip() for n in rest.split("=")[0].split(",")]
            else:
                names = [name]
            owner = [scope[1] for scope in stack if scope[1]]
            if public and kw != "deinit":
                for each in names:
                    decls.append({
                        "path": ".".join(owner + [each]),
                        "container": ".".join(owner),
                        "name": each,
                        "kind": kw,
                        "text": text,
                        "synthesized": bool(SYNTHESIZED.search(text)),
                        "unavailable": unavailable,
                    })
            if delta > 0:
                if kw in TYPE_KEYWORDS:
                    stack.append((depth, name, "protocol" if kw == "protocol" else "type", public, unavailable))
                else:
                    stack.append((depth, None, "body", False, unavailable))
            depth += delta
            continue
        if delta > 0 and not in_body:
            stack.append((depth, None, "body", False, False))
        depth += delta
    return decls


def source_declarations(root):
    """Where each type and member is declared: {(container, name): [file, …]} for every declaration in
    Sources/NavTransitions, whatever its access (a name is looked up only for public declarations)."""
    where = {}
    for path in sorted(Path(root).rglob("*.swift")):
        rel = path.relative_to(root).as_posix()
        stack, depth = [], 0
        for line in path.read_text(errors="replace").splitlines():
            text = line.strip()
            if not text or text.startswith("//") or text.startswith("#"):
                continue
            while stack and depth <= stack[-1][0]:
                stack.pop()
            delta = braces(line)
            match = DECL.match(line)
            if match and not (stack and stack[-1][1] is None):
                kw, rest = match.group("kw"), match.group("rest")
                if kw == "class" and re.match(r"(func|var|let|subscript)\b", rest):
                    kw, rest = re.match(r"(\w+)\b\s*(.*)", rest).groups()
                name = strip_module(declared_name(kw, rest))
                owner = ".".join(scope[1] for scope in stack if scope[1])
                if kw == "extension":
                    if delta > 0:
                        stack.append((depth, name))
                    depth += delta
                    continue
                names = [n.strip() for n in rest.split("=")[0].split(",")] if kw == "case" and "(" not in rest else [name]
                for each in names:
                    where.setdefault((owner, each), []).append(rel)
                if delta > 0:
                    stack.append((depth, name if kw in TYPE_KEYWORDS else None))
                depth += delta
                continue
            if delta > 0:
                stack.append((depth, None))
            depth += delta
    return where


def declaring_file(decl, where):
    """The file that declares `decl`, or that declares its innermost type when it has no declaration of its own."""
    container = re.sub(r"^(UIKit|SwiftUI|Foundation|Swift)\.", "", decl["container"])
    files = where.get((container, decl["name"]), [])
    if files and not decl["synthesized"]:
        return files[0]
    parts = container.split(".") if container else []
    while parts:
        files = where.get((".".join(parts[:-1]), parts[-1]), [])
        if files:
            return files[0]
        parts.pop()
    return "?"


def group_of(decl, file):
    folders = file.split("/")
    if decl["container"].startswith("SwiftUI.") or {"SwiftUI", "Bridging"} & set(folders[:-1]):
        return "swiftui"
    names = decl["path"].split(".")
    if ("Sheet" in folders[:-1] or "Sheet" in folders[-1]
            or any("Detent" in n for n in names) or SHEET_NAMES & set(names)
            or re.search(r"\bdetents?\b|Detent", decl["text"])):   # `static func sheet(detents: …)`
        return "sheet"
    return "today"


def count_declarations(lines, sources):
    decls = interface_declarations(lines)
    where = source_declarations(sources)
    counted = {"today": [], "sheet": [], "swiftui": []}
    synthesized, unavailable = [], []
    for decl in decls:
        if decl["unavailable"]:
            unavailable.append(decl)
            continue
        if decl["synthesized"]:
            synthesized.append(decl)
            continue
        file = declaring_file(decl, where)
        decl["file"] = file
        counted[group_of(decl, file)].append(decl)
    return counted, synthesized, unavailable


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("interface")
    parser.add_argument("--sdk", required=True)
    parser.add_argument("--names-swift", required=True)
    parser.add_argument("--sources", default=str(Path(__file__).resolve().parent.parent / "Sources" / MODULE),
                        help="the module's sources, to classify each declaration by its file")
    parser.add_argument("--list", action="store_true", help="print every counted declaration")
    args = parser.parse_args()

    lines = Path(args.interface).read_text().splitlines()
    names, globals_, unavailable_names = public_top_level_types(lines)
    problems = foreign_extension_violations(lines)
    problems += [f"public top-level {name!r}: a global name; make it a member of a type" for name in globals_]
    swiftui = swiftui_top_level_names(args.sdk)
    if swiftui is None:
        problems.append("SwiftUI's .swiftinterface was not found in the SDK: the SwiftUI name check cannot run")
        swiftui = set()
    modifiers = swiftui_view_modifiers(args.sdk)
    if modifiers is None:
        problems.append("SwiftUI's .swiftinterface was not found in the SDK: the view-modifier name check cannot run")
        modifiers = set()
    problems += swiftui_modifier_clashes(lines, modifiers)
    print(f"check-public-api: view modifiers checked against {len(modifiers)} of SwiftUI's "
          f"and {len(NEWER_SDK_MODIFIERS)} of newer SDKs")
    for name in names:
        if name in swiftui:
            problems.append(f"public type {name!r} shadows SwiftUI.{name}")
        elif name in NEWER_SDK_NAMES:
            problems.append(f"public type {name!r} shadows a name of a newer SDK (iOS 17/18 SwiftUI, Foundation or Observation)")

    imports = "".join(f"import {m}\n" for m in (MODULE, "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "Combine"))
    # A renamed name kept unavailable can still be ambiguous: it is named from an unavailable alias, which may.
    aliases = "".join(("@available(*, unavailable) " if name in unavailable_names else "")
                      + f"typealias _Unqualified{name} = {name}\n" for name in sorted(set(names)))
    Path(args.names_swift).write_text(
        "// Generated by scripts/check-public-api.py: every public top-level type of NavTransitions, unqualified,\n"
        "// next to the frameworks an app imports with it. An ambiguity error means a name shadows theirs.\n"
        + imports + aliases
    )

    print(f"check-public-api: {len(names)} public top-level types: {', '.join(sorted(names))}")
    counted, synthesized, unavailable = count_declarations(lines, args.sources)
    if args.list:
        for group in ("today", "sheet", "swiftui"):
            for decl in counted[group]:
                print(f"  {group:7} {decl['kind']:13} {decl['path']:70} {decl['file']}")
        for decl in unavailable:
            print(f"  {'renamed':7} {decl['kind']:13} {decl['path']:70} (unavailable, not counted)")
    today, sheet, swiftui = (len(counted[group]) for group in ("today", "sheet", "swiftui"))
    total = today + sheet + swiftui
    print(f"check-public-api: {total} public declarations (limit {LIMIT}): {sheet} for sheets, {swiftui} for "
          f"SwiftUI, {today} for the rest (not counted: {len(synthesized)} members synthesized for conformances, "
          f"{len(unavailable)} unavailable declarations kept for renamed API)")
    if total > LIMIT:
        problems.append(f"{total} public declarations: more than {LIMIT} "
                        "(`--list` prints them; make machinery `package`, fold a new name into an existing one)")
    if problems:
        for problem in problems:
            print(f"check-public-api: error: {problem}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
