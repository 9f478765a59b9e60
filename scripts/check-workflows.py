#!/usr/bin/env python3
"""Checks the GitHub workflows, which cannot run on Linux: .github/workflows/*.yml must parse, have the
shape GitHub expects (on, jobs, each job a runs-on and steps, each step a run or a uses), and every
repository script a `run:` step calls must exist, be executable on disk and be committed executable
(mode 100755 in git's index, which is what a fresh clone gets).

    python3 scripts/check-workflows.py            # all workflows; .ci/run calls it

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
        else:
            print(f"check-workflows: SKIPPED: parsing {name} (PyYAML is not installed: apt-get install python3-yaml)")
            commands = run_commands_from_text(text)
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
    for problem in problems:
        print(f"check-workflows: error: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check-workflows: OK: {len(workflows)} workflow(s), {checked} script call(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
