#!/usr/bin/env bash
# Runs the Example app's self-check on an iOS simulator: every transition on real UIKit, one command on
# a Mac with Xcode 16 or later. The GitHub workflow .github/workflows/ios.yml runs it too.
#
#   scripts/self-check-simulator.sh [--device UDID] [--keep] [--timeout SECONDS] [--skip-build]
#
#   --device UDID      use this simulator (booted if needed) instead of creating one
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
#   4. wait for the line `N passed, M failed` (the app prints one line per scenario, then that one) and
#      decide from it, not from simctl's exit status: success when M is 0 and N is not.
# Exit codes: 0 all scenarios passed; 1 a scenario failed, no summary line came within the timeout, or
# a step failed; 2 wrong arguments or not on a Mac with Xcode. The app's output is kept in
# .build/self-check/self-check.log.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
app_package=Example/NavTransitionsExample.swiftpm
work=$root/.build/self-check
log=$work/self-check.log
device=
keep=
timeout=600
skip_build=

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case "$1" in
    --device) device=${2:?--device needs a simulator UDID}; shift 2 ;;
    --keep) keep=1; shift ;;
    --timeout) timeout=${2:?--timeout needs seconds}; shift 2 ;;
    --skip-build) skip_build=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; echo "self-check-simulator: unknown argument: $1" >&2; exit 2 ;;
  esac
done
case "$timeout" in ''|*[!0-9]*) echo "self-check-simulator: --timeout needs a whole number of seconds" >&2; exit 2 ;; esac

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

# 2 (first, so that the build can target this very simulator). The newest available iOS runtime and an
# iPhone it supports; prefer the iPhone 16.
created=
launcher=
cleanup() {
  [ -n "$launcher" ] && kill "$launcher" 2>/dev/null || true
  if [ -n "$created" ] && [ -z "$keep" ]; then
    xcrun simctl shutdown "$created" >/dev/null 2>&1 || true
    xcrun simctl delete "$created" >/dev/null 2>&1 || true
  fi
}
trap cleanup EXIT

if [ -z "$device" ]; then
  read -r runtime device_type <<EOF
$(xcrun simctl list -j runtimes devicetypes | python3 -c '
import json, sys
data = json.load(sys.stdin)
runtimes = [r for r in data["runtimes"] if r.get("isAvailable") and r.get("platform", r["name"].split()[0]) == "iOS"]
if not runtimes:
    sys.exit("no available iOS simulator runtime (Xcode > Settings > Platforms)")
runtime = max(runtimes, key=lambda r: [int(p) for p in r["version"].split(".")])
supported = runtime.get("supportedDeviceTypes") or data["devicetypes"]
phones = [t for t in supported if t.get("productFamily", "iPhone") == "iPhone" and t["name"].startswith("iPhone")]
if not phones:
    sys.exit("no iPhone device type for " + runtime["name"])
preferred = [t for t in phones if t["name"] == "iPhone 16"]
print(runtime["identifier"], (preferred or phones)[-1]["identifier"])
')
EOF
  [ -n "${device_type:-}" ] || { echo "self-check-simulator: could not choose a simulator" >&2; exit 1; }
  device=$(xcrun simctl create "NavTransitions self-check" "$device_type" "$runtime")
  created=$device
  echo "self-check-simulator: created simulator $device ($device_type, $runtime)"
fi

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
summary_pattern='[0-9]+ passed, [0-9]+ failed'
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
    echo "self-check-simulator: FAILED: the app ended without printing 'N passed, M failed' (a crash? see the output above)" >&2
  else
    echo "self-check-simulator: FAILED: no 'N passed, M failed' line within ${timeout} s" >&2
  fi
  exit 1
fi
passed=${summary%% passed,*}
failed=${summary##*passed, }
failed=${failed%% failed}
if [ "$failed" = 0 ] && [ "$passed" -gt 0 ]; then
  echo "self-check-simulator: OK: $summary"
  exit 0
fi
echo "self-check-simulator: FAILED: $summary" >&2
exit 1
