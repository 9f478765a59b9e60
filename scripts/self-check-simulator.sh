#!/usr/bin/env bash
# Runs the Example app's self-check on an iOS simulator: every transition on real UIKit, one command on
# a Mac with Xcode 16 or later. The GitHub workflow .github/workflows/ios.yml runs it too.
#
#   scripts/self-check-simulator.sh [--device UDID] [--runtime MAJOR] [--keep] [--timeout SECONDS] [--skip-build]
#
#   --device UDID      use this simulator (booted if needed) instead of creating one
#   --runtime MAJOR    create the simulator on the newest iOS runtime of this major version (18, 26); default:
#                      the newest runtime installed
#   --keep             keep the simulator this script created (default: delete it afterwards)
#   --timeout SECONDS  how long the self-check may take once launched (default: 600)
#   --skip-build       install the app the previous run built
#
# Steps:
#   1. build the Example app package (Example/NavTransitionsExample.swiftpm, an `.iOSApplication`
#      product) for the simulator with xcodebuild, run inside the .swiftpm folder, no code signing,
#      into .build/self-check/DerivedData;
#   2. create a simulator (the newest iOS runtime, an iPhone), with the hardware keyboard disconnected
#      so that the software keyboard shows (a sheet-with-keyboard scenario needs it), and boot it;
#   3. install the app and launch it with `-NavTransitionsSelfCheck` through
#      `xcrun simctl launch --console-pty`, which streams the app's standard output;
#   4. wait for the totals line `N passed, M failed, K not run` (the app prints one line per run, then that one)
#      and decide from it, not from simctl's exit status (whether `simctl launch` passes an app's exit status on
#      is not documented): success only when it is exactly the line scripts/self-check-expected.txt holds, every
#      run of the table passed and only the runs that need a real finger were not run. A run that turned
#      pending, manual or unsupported changes N or K and fails the script.
# Exit codes: 0 all scenarios passed; 1 a scenario failed, the totals differ from the expected ones, no summary
# line came within the timeout, or a step failed; 2 wrong arguments or not on a Mac with Xcode. The app's output
# is kept in .build/self-check/self-check.log.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
app_package=Example/NavTransitionsExample.swiftpm
work=$root/.build/self-check
log=$work/self-check.log
device=
runtime_major=
keep=
timeout=600
skip_build=

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case "$1" in
    --device) device=${2:?--device needs a simulator UDID}; shift 2 ;;
    --runtime) runtime_major=${2:?--runtime needs a major iOS version}; shift 2 ;;
    --keep) keep=1; shift ;;
    --timeout) timeout=${2:?--timeout needs seconds}; shift 2 ;;
    --skip-build) skip_build=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; echo "self-check-simulator: unknown argument: $1" >&2; exit 2 ;;
  esac
done
case "$timeout" in ''|*[!0-9]*) echo "self-check-simulator: --timeout needs a whole number of seconds" >&2; exit 2 ;; esac
case "$runtime_major" in *[!0-9]*) echo "self-check-simulator: --runtime needs a major iOS version (18, 26)" >&2; exit 2 ;; esac
# The totals line every run must end with (a test of the package recomputes it from the scenario table).
expected=$(grep -v '^#' scripts/self-check-expected.txt | grep -m 1 . || true)
[ -n "$expected" ] || { echo "self-check-simulator: no expected totals line in scripts/self-check-expected.txt" >&2; exit 2; }

if [ "$(uname -s)" != Darwin ] || ! command -v xcrun >/dev/null 2>&1 || ! xcrun --find simctl >/dev/null 2>&1; then
  echo "self-check-simulator: needs a Mac with Xcode 16 or later (xcodebuild, xcrun simctl)." >&2
  echo "  On Linux, 'swift test' runs the headless model of UIKit and scripts/check-ios.sh compiles for iOS." >&2
  exit 2
fi

# The app's name and bundle identifier, from its manifest (the `.iOSApplication` product).
manifest=$app_package/Package.swift
bundle_id=$(sed -n 's/.*bundleIdentifier: *"\([^"]*\)".*/\1/p' "$manifest" | head -n 1)
product=$(awk '/\.iOSApplication\(/ { found = 1 } found && /name: *"/ { sub(/.*name: *"/, ""); sub(/".*/, ""); print; exit }' "$manifest")
[ -n "$bundle_id" ] && [ -n "$product" ] || { echo "self-check-simulator: no bundleIdentifier or product name in $manifest" >&2; exit 1; }
echo "self-check-simulator: app '$product' ($bundle_id)"
mkdir -p "$work"

# 2 (first, so that the build can target this very simulator). The newest available iOS runtime (of --runtime's
# major version, if given) and an iPhone it supports (scripts/pick-simulator.py).
script_name=self-check-simulator
. scripts/lib-simulator.sh
launcher=
cleanup() {
  [ -n "$launcher" ] && kill "$launcher" 2>/dev/null || true
  simulator_delete_created
}
trap cleanup EXIT
simulator_create "NavTransitions self-check"

# The software keyboard shows only without a hardware keyboard; the setting is read when booting.
defaults write com.apple.iphonesimulator ConnectHardwareKeyboard -bool false
if ! xcrun simctl list devices | grep -F "$device" | grep -q "(Booted)"; then
  echo "self-check-simulator: booting $device"
  xcrun simctl boot "$device"
fi
xcrun simctl bootstatus "$device" -b >/dev/null

# 1. Build. xcodebuild opens the app package as a workspace when run in its folder; the scheme is the
#    app product's name.
derived=$work/DerivedData
if [ -z "$skip_build" ]; then
  echo "self-check-simulator: building $app_package for the simulator"
  (cd "$app_package" && xcodebuild build \
      -scheme "$product" \
      -destination "platform=iOS Simulator,id=$device" \
      -derivedDataPath "$derived" \
      CODE_SIGNING_ALLOWED=NO \
      -quiet)
fi
app=$(find "$derived/Build/Products" -maxdepth 2 -path '*-iphonesimulator/*.app' -type d 2>/dev/null | head -n 1)
[ -n "$app" ] || { echo "self-check-simulator: no .app under $derived/Build/Products (build it first)" >&2; exit 1; }

# 3. Install and launch, streaming standard output into the log.
echo "self-check-simulator: installing $(basename "$app")"
xcrun simctl install "$device" "$app"
: >"$log"
echo "self-check-simulator: launching with -NavTransitionsSelfCheck (timeout ${timeout} s)"
xcrun simctl launch --console-pty --terminate-running-process "$device" "$bundle_id" -NavTransitionsSelfCheck >"$log" 2>&1 &
launcher=$!

# 4. Wait for the summary line (a prefix on the line is allowed).
summary_pattern='[0-9]+ passed, [0-9]+ failed, [0-9]+ not run'
waited=0
summary=
ended=
while [ "$waited" -lt "$timeout" ]; do
  summary=$(tr -d '\r' <"$log" | grep -Eo "$summary_pattern" | tail -n 1 || true)
  [ -n "$summary" ] && break
  if ! kill -0 "$launcher" 2>/dev/null; then
    sleep 1   # the app ended; take what it printed last
    ended=1
    summary=$(tr -d '\r' <"$log" | grep -Eo "$summary_pattern" | tail -n 1 || true)
    break
  fi
  sleep 2
  waited=$((waited + 2))
done
xcrun simctl terminate "$device" "$bundle_id" >/dev/null 2>&1 || true
kill "$launcher" 2>/dev/null || true
wait "$launcher" 2>/dev/null || true
launcher=

echo "---- the app's output ($log)"
tr -d '\r' <"$log"
echo "----"
if [ -z "$summary" ]; then
  if [ -n "$ended" ]; then
    echo "self-check-simulator: FAILED: the app ended without printing 'N passed, M failed, K not run' (a crash? see the output above)" >&2
  else
    echo "self-check-simulator: FAILED: no 'N passed, M failed, K not run' line within ${timeout} s" >&2
  fi
  exit 1
fi
if [ "$summary" = "$expected" ]; then
  echo "self-check-simulator: OK: $summary"
  exit 0
fi
echo "self-check-simulator: FAILED: $summary; expected exactly: $expected (scripts/self-check-expected.txt)" >&2
exit 1
