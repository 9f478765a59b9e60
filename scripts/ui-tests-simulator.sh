#!/usr/bin/env bash
# Runs the Example's UI tests (Example/NavTransitionsExampleUITests: what only a real finger proves) on an iOS
# simulator: generates the Xcode project from Example/project.yml with XcodeGen, creates and boots a simulator,
# and runs `xcodebuild test` on the project's scheme. On a Mac with Xcode 16 or later and XcodeGen
# (scripts/install-xcodegen.sh installs the pinned version).
#
#   scripts/ui-tests-simulator.sh [--runtime MAJOR] [--device UDID] [--keep] [--performance]
#
#   --runtime MAJOR   the newest iOS runtime of this major version (18, 26); default: the newest installed
#   --device UDID     use this simulator instead of creating one
#   --keep            keep the simulator this script created
#   --performance     run the performance UI tests instead (TransitionPerformanceTests, in a release build: the
#                     scheme NavTransitionsExamplePerformance), then print their hitch figures and fail when a hitch
#                     time ratio is above 10 ms/s (scripts/check-hitches.py)
#
# Without --performance the performance tests are skipped (they need a release build and take minutes). The result
# bundle is kept in .build/ui-tests/UITests-<runtime>.xcresult (Performance-<runtime>.xcresult, with the test output in
# Performance-<runtime>.log). Exit codes: 0 every test passed (and the hitches are under the limit); 1 a test failed, a
# hitch time ratio is above the limit, or a step failed; 2 wrong arguments or not on a Mac with Xcode and XcodeGen.
set -euo pipefail

cd "$(dirname "$0")/.."
runtime_major= device= keep= performance=
usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case "$1" in
    --runtime) runtime_major=${2:?--runtime needs a major iOS version}; shift 2 ;;
    --device) device=${2:?--device needs a simulator UDID}; shift 2 ;;
    --keep) keep=1; shift ;;
    --performance) performance=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; echo "ui-tests-simulator: unknown argument: $1" >&2; exit 2 ;;
  esac
done
case "$runtime_major" in *[!0-9]*) echo "ui-tests-simulator: --runtime needs a major iOS version (18, 26)" >&2; exit 2 ;; esac
if [ "$(uname -s)" != Darwin ] || ! command -v xcodebuild >/dev/null 2>&1 || ! command -v xcodegen >/dev/null 2>&1; then
  echo "ui-tests-simulator: needs a Mac with Xcode and XcodeGen (scripts/install-xcodegen.sh)." >&2
  echo "  On Linux, scripts/check-ios.sh type-checks the UI tests against a stub of XCTest." >&2
  exit 2
fi

work=.build/ui-tests
mkdir -p "$work"
echo "ui-tests-simulator: generating Example/NavTransitionsExample.xcodeproj ($(xcodegen --version))"
xcodegen generate --spec Example/project.yml

script_name=ui-tests-simulator
. scripts/lib-simulator.sh
trap simulator_delete_created EXIT
simulator_create "NavTransitions UI tests"
xcrun simctl boot "$device" 2>/dev/null || true
xcrun simctl bootstatus "$device" -b >/dev/null

performance_tests=NavTransitionsExampleUITests/TransitionPerformanceTests
if [ -n "$performance" ]; then
  result=$work/Performance-${runtime_major:-newest}.xcresult
  log=$work/Performance-${runtime_major:-newest}.log
  rm -rf "$result"
  echo "ui-tests-simulator: running the performance UI tests (release build) on $device"
  # The scheme's test action builds Release; the output is kept for the hitch gate (the figures are printed there).
  set +e
  xcodebuild test \
    -project Example/NavTransitionsExample.xcodeproj \
    -scheme NavTransitionsExamplePerformance \
    -destination "platform=iOS Simulator,id=$device" \
    -derivedDataPath "$work/DerivedData-Release" \
    -resultBundlePath "$result" \
    -only-testing:"$performance_tests" \
    CODE_SIGNING_ALLOWED=NO 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  set -e
  python3 scripts/check-hitches.py "$log" --limit 10 || status=1
  [ "$status" -eq 0 ] || { echo "ui-tests-simulator: FAILED (performance; $result, $log)"; exit 1; }
  echo "ui-tests-simulator: OK (performance; $result)"
  exit 0
fi

result=$work/UITests-${runtime_major:-newest}.xcresult
rm -rf "$result"
echo "ui-tests-simulator: running the UI tests on $device"
xcodebuild test \
  -project Example/NavTransitionsExample.xcodeproj \
  -scheme NavTransitionsExample \
  -destination "platform=iOS Simulator,id=$device" \
  -derivedDataPath "$work/DerivedData" \
  -resultBundlePath "$result" \
  -skip-testing:"$performance_tests" \
  CODE_SIGNING_ALLOWED=NO
echo "ui-tests-simulator: OK ($result)"
