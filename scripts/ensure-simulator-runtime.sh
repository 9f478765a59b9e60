#!/usr/bin/env bash
# Makes sure an iOS simulator runtime of one major version is installed, downloading it with Xcode when it is not
# (GitHub's macOS 26 runners ship Xcode 26's own runtime; an older one may have to be fetched).
#
#   scripts/ensure-simulator-runtime.sh 18 [BUILD_VERSION]
#
# BUILD_VERSION is what `xcodebuild -downloadPlatform iOS -buildVersion` downloads when no iOS MAJOR runtime is
# there (default: 18.6 for 18; otherwise MAJOR.0).
set -euo pipefail

major=${1:?usage: scripts/ensure-simulator-runtime.sh MAJOR [BUILD_VERSION]}
case "$major" in ''|*[!0-9]*) echo "ensure-simulator-runtime: MAJOR must be a number (18, 26)" >&2; exit 2 ;; esac
default_build=$major.0
[ "$major" = 18 ] && default_build=18.6
build=${2:-$default_build}

if xcrun simctl list -j runtimes | python3 -c '
import json, sys
major = sys.argv[1]
runtimes = json.load(sys.stdin)["runtimes"]
sys.exit(0 if any(r.get("isAvailable") and r["version"].split(".")[0] == major and r["name"].startswith("iOS") for r in runtimes) else 1)
' "$major"; then
  echo "ensure-simulator-runtime: an iOS $major runtime is installed"
  exit 0
fi
echo "ensure-simulator-runtime: downloading the iOS $build simulator runtime"
xcodebuild -downloadPlatform iOS -buildVersion "$build"
xcrun simctl list runtimes
