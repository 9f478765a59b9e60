#!/usr/bin/env python3
"""Picks a simulator to create from `xcrun simctl list -j runtimes devicetypes` (read on standard input): the
newest available iOS runtime (with --runtime MAJOR, the newest of that major version) and an iPhone it supports,
an iPhone 16 or 17 when it has one. Prints `RUNTIME_ID DEVICE_TYPE_ID`; exits with a message when there is none.

    xcrun simctl list -j runtimes devicetypes | python3 scripts/pick-simulator.py --runtime 18

Used by scripts/self-check-simulator.sh and scripts/ui-tests-simulator.sh.
"""
from __future__ import annotations

import argparse
import json
import sys


def version_key(version: str) -> list[int]:
    return [int(part) for part in version.split(".") if part.isdigit()]


def main() -> int:
    parser = argparse.ArgumentParser(description="Picks an iOS simulator runtime and an iPhone for it.")
    parser.add_argument("--runtime", type=int, help="the major iOS version of the runtime (18, 26)")
    args = parser.parse_args()
    data = json.load(sys.stdin)
    runtimes = [r for r in data["runtimes"] if r.get("isAvailable") and r.get("platform", r["name"].split()[0]) == "iOS"]
    if args.runtime is not None:
        runtimes = [r for r in runtimes if version_key(r["version"])[:1] == [args.runtime]]
    if not runtimes:
        wanted = f"iOS {args.runtime}" if args.runtime is not None else "iOS"
        sys.exit(f"pick-simulator: no available {wanted} simulator runtime (xcodebuild -downloadPlatform iOS -buildVersion …)")
    runtime = max(runtimes, key=lambda r: version_key(r["version"]))
    supported = runtime.get("supportedDeviceTypes") or data["devicetypes"]
    phones = [t for t in supported if t.get("productFamily", "iPhone") == "iPhone" and t["name"].startswith("iPhone")]
    if not phones:
        sys.exit("pick-simulator: no iPhone device type for " + runtime["name"])
    preferred = [t for t in phones if t["name"] in ("iPhone 16", "iPhone 17")]
    print(runtime["identifier"], (preferred or phones)[-1]["identifier"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
