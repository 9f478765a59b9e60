#!/usr/bin/env python3
"""Checks the GitHub workflows and the Xcode project spec, which cannot run on Linux.

- .github/workflows/*.yml must parse, have the shape GitHub expects (on, jobs, each job a runs-on and steps,
  each step a run or a uses); every repository script a `run:` step calls must exist, be executable on disk and
  be committed executable (mode 100755 in git's index, which is what a fresh clone gets); every other repository
  path a step names (in its name or its command: scripts/…, .ci/…, Example/…) must exist and be committed.
- Example/project.yml, the XcodeGen spec the macOS workflow turns into the Example's Xcode project, must parse and
  name only what exists: each target's sources and each local package's folder, each target dependency a target of
  the spec and each package dependency a package of the spec with a product that package's Package.swift declares;
  a UI-test target (`bundle.ui-testing`) must test an application target of the spec; its
  `options.minimumXcodeGenVersion` must be the version scripts/install-xcodegen.sh pins.

    python3 scripts/check-workflows.py            # .ci/run calls it

Parsing needs PyYAML (Debian: python3-yaml; pip: PyYAML). Without it the YAML parse is reported as
SKIPPED and the script references are still checked, read from the `run:` lines.
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = re.compile(r"(?<![\w./-])((?:scripts|\.ci)/[\w./-]+)")
# Any repository path a step names (a script, a spec, a data file, a folder).
PATH = re.compile(r"(?<![\w./-])((?:scripts|\.ci|Example)/[\w./-]*[\w-])")
PROJECT_SPEC = "Example/project.yml"


def committed_modes() -> dict[str, str]:
    try:
        out = subprocess.run(["git", "ls-files", "-s"], cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return {}
    modes = {}
    for line in out.splitlines():
        meta, _, path = line.partition("\t")
        modes[path] = meta.split()[0]
    return modes


def step_texts_from_yaml(document: object) -> list[str]:
    """Every step's name and command, where repository paths may be named."""
    texts = []
    for job in (document.get("jobs") or {}).values() if isinstance(document, dict) else []:
        for step in (job.get("steps") or []) if isinstance(job, dict) else []:
            if isinstance(step, dict):
                texts += [str(step[key]) for key in ("name", "run") if key in step]
    return texts


def check_project_spec(yaml, modes: dict[str, str], problems: list[str]) -> int:
    """Checks Example/project.yml (see the module's summary); returns how many references it checked."""
    spec_file = ROOT / PROJECT_SPEC
    if not spec_file.is_file():
        return 0
    if yaml is None:
        print(f"check-workflows: SKIPPED: parsing {PROJECT_SPEC} (PyYAML is not installed: apt-get install python3-yaml)")
        return 0
    try:
        spec = yaml.safe_load(spec_file.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        problems.append(f"{PROJECT_SPEC}: does not parse: {error}")
        return 0
    if not isinstance(spec, dict) or not isinstance(spec.get("targets"), dict) or not spec["targets"]:
        problems.append(f"{PROJECT_SPEC}: no targets")
        return 0
    base = spec_file.parent
    checked = 0

    def exists(relative: str, what: str) -> None:
        nonlocal checked
        checked += 1
        path = (base / relative).resolve()
        if not path.exists():
            problems.append(f"{PROJECT_SPEC}: {what} {relative} does not exist")
        elif modes and path.is_file() and path.relative_to(ROOT).as_posix() not in modes:
            problems.append(f"{PROJECT_SPEC}: {what} {relative} is not committed")

    packages = spec.get("packages") or {}
    products: dict[str, set[str]] = {}
    for name, package in packages.items():
        if isinstance(package, dict) and "path" in package:
            exists(str(package["path"]), f"package {name}'s folder")
            manifest = (base / str(package["path"]) / "Package.swift").resolve()
            text = manifest.read_text(encoding="utf-8") if manifest.is_file() else ""
            products[name] = set(re.findall(r'\.(?:library|executable)\(\s*name:\s*"([^"]+)"', text))
    pin = re.search(r"^version=(\S+)", (ROOT / "scripts/install-xcodegen.sh").read_text(encoding="utf-8"), re.M) \
        if (ROOT / "scripts/install-xcodegen.sh").is_file() else None
    minimum = str((spec.get("options") or {}).get("minimumXcodeGenVersion", ""))
    if pin is None or minimum != pin.group(1):
        problems.append(f"{PROJECT_SPEC}: options.minimumXcodeGenVersion is '{minimum}', scripts/install-xcodegen.sh pins "
                        f"'{pin.group(1) if pin else 'nothing'}'")
    targets = spec["targets"]
    for target_name, target in targets.items():
        if not isinstance(target, dict):
            problems.append(f"{PROJECT_SPEC}: target {target_name} is not a mapping")
            continue
        sources = target.get("sources") or []
        if not sources:
            problems.append(f"{PROJECT_SPEC}: target {target_name} has no sources")
        for source in sources:
            exists(str(source["path"] if isinstance(source, dict) else source), f"target {target_name}'s sources")
        dependencies = target.get("dependencies") or []
        for dependency in dependencies:
            checked += 1
            if "target" in dependency and dependency["target"] not in targets:
                problems.append(f"{PROJECT_SPEC}: target {target_name} depends on {dependency['target']}, not a target of the spec")
            if "package" in dependency:
                package = dependency["package"]
                if package not in packages:
                    problems.append(f"{PROJECT_SPEC}: target {target_name} depends on package {package}, not a package of the spec")
                elif dependency.get("product") not in products.get(package, set()):
                    problems.append(f"{PROJECT_SPEC}: target {target_name} links {dependency.get('product')}, which package {package}'s "
                                    "Package.swift does not declare")
        if target.get("type") == "bundle.ui-testing":
            tested = [d.get("target") for d in dependencies if "target" in d]
            if not any((targets.get(t) or {}).get("type") == "application" for t in tested):
                problems.append(f"{PROJECT_SPEC}: UI-test target {target_name} depends on no application target of the spec")
    for scheme_name, scheme in (spec.get("schemes") or {}).items():
        for tested in ((scheme or {}).get("test") or {}).get("targets") or []:
            checked += 1
            name = tested.get("name") if isinstance(tested, dict) else tested
            if name not in targets:
                problems.append(f"{PROJECT_SPEC}: scheme {scheme_name} tests {name}, not a target of the spec")
    return checked


def run_commands_from_yaml(document: object, problems: list[str], name: str) -> list[str]:
    if not isinstance(document, dict):
        problems.append(f"{name}: not a mapping at the top level")
        return []
    # YAML 1.1 (PyYAML) reads the key `on` as the boolean true.
    if "on" not in document and True not in document:
        problems.append(f"{name}: no 'on' (the events that start the workflow)")
    jobs = document.get("jobs")
    if not isinstance(jobs, dict) or not jobs:
        problems.append(f"{name}: no jobs")
        return []
    commands = []
    for job_id, job in jobs.items():
        if not isinstance(job, dict):
            problems.append(f"{name}: job {job_id} is not a mapping")
            continue
        if "runs-on" not in job:
            problems.append(f"{name}: job {job_id} has no runs-on")
        steps = job.get("steps")
        if not isinstance(steps, list) or not steps:
            problems.append(f"{name}: job {job_id} has no steps")
            continue
        for index, step in enumerate(steps, start=1):
            if not isinstance(step, dict) or ("run" in step) == ("uses" in step):
                problems.append(f"{name}: job {job_id}, step {index} needs exactly one of run and uses")
                continue
            if "run" in step:
                commands.append(str(step["run"]))
    return commands


def run_commands_from_text(text: str) -> list[str]:
    """The `run:` commands, read line by line (single-line and block scalars)."""
    commands, lines, i = [], text.splitlines(), 0
    while i < len(lines):
        match = re.match(r"^(\s*)(?:-\s+)?run:\s*(.*)$", lines[i])
        i += 1
        if not match:
            continue
        value = match.group(2)
        if value in ("|", ">", "|-", ">-"):
            block = []
            while i < len(lines) and (not lines[i].strip() or len(lines[i]) - len(lines[i].lstrip()) > len(match.group(1))):
                block.append(lines[i])
                i += 1
            commands.append("\n".join(block))
        else:
            commands.append(value)
    return commands


def main() -> int:
    try:
        import yaml  # type: ignore
    except ImportError:
        yaml = None
    workflows = sorted((ROOT / ".github" / "workflows").glob("*.y*ml"))
    if not workflows:
        print("check-workflows: no .github/workflows/*.yml")
        return 0
    modes = committed_modes()
    problems: list[str] = []
    checked = 0
    for workflow in workflows:
        name = workflow.relative_to(ROOT).as_posix()
        text = workflow.read_text(encoding="utf-8")
        if yaml is not None:
            try:
                document = yaml.safe_load(text)
            except yaml.YAMLError as error:
                problems.append(f"{name}: does not parse: {error}")
                continue
            commands = run_commands_from_yaml(document, problems, name)
            texts = step_texts_from_yaml(document)
        else:
            print(f"check-workflows: SKIPPED: parsing {name} (PyYAML is not installed: apt-get install python3-yaml)")
            commands = run_commands_from_text(text)
            texts = commands
        called = {path for command in commands for path in SCRIPT.findall(command)}
        for path in sorted({path for text in texts for path in PATH.findall(text)} - called):
            checked += 1
            if not (ROOT / path).exists():
                problems.append(f"{name}: names {path}, which does not exist")
            elif modes and (ROOT / path).is_file() and path not in modes:
                problems.append(f"{name}: names {path}, which is not committed")
        for command in commands:
            for path in SCRIPT.findall(command):
                checked += 1
                file = ROOT / path
                if not file.is_file():
                    problems.append(f"{name}: calls {path}, which does not exist")
                    continue
                if not file.stat().st_mode & 0o111:
                    problems.append(f"{name}: calls {path}, which is not executable (chmod +x)")
                if modes and modes.get(path) != "100755":
                    state = "not committed" if path not in modes else f"committed with mode {modes[path]}"
                    problems.append(f"{name}: calls {path}, which is {state}; a clone needs it committed as 100755 (git add --chmod=+x)")
    spec_references = check_project_spec(yaml, modes, problems)
    for problem in problems:
        print(f"check-workflows: error: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check-workflows: OK: {len(workflows)} workflow(s), {checked} script call(s) and path(s); "
          f"{PROJECT_SPEC}: {spec_references} reference(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
