#!/usr/bin/env bash
# Builds the DocC catalog Sources/NavTransitions/NavTransitions.docc into
# .build/docs/NavTransitions.doccarchive, with zero warnings.
#
# The symbol graph is the one an app sees on iOS: the module is compiled for arm64-apple-ios15.0
# against $IOS_SDK (so the UIKit layer, which the Linux build leaves out, is in it) and only public
# symbols are emitted; the extensions of UIKit types become linkable
# (``UIKit/UIViewController/navigationTransition``). Then the toolchain's `docc convert` builds the
# archive with --warnings-as-errors: a broken ``Symbol`` link, a link to a `package` symbol, an
# unresolvable <doc:Article> or a malformed directive — in an article or in a `///` comment — fails
# the script, each reported as `path:line:col: error: …`.
#
# Needs IOS_SDK and IOS_SWIFT_RESOURCE_DIR (`source ~/.ios-sdk/env.sh`; scripts/ios-env.sh checks
# them), like scripts/check-ios.sh, and shares its SDK module cache (~/.cache/navtransitions/ios-module-cache/<sdk>).
# `docc` comes with the Swift toolchain (on a Mac: `xcrun docc`). CONTRIBUTING.md, "Building the
# documentation", says how to view the result.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD

# shellcheck source=scripts/ios-env.sh
source scripts/ios-env.sh build-docs   # sdk_name, cache, common

if command -v docc >/dev/null 2>&1; then
  docc=(docc)
elif command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then
  docc=(xcrun docc)
else
  echo "build-docs: docc not found; it ships with the Swift toolchain (swift.org) and Xcode." >&2
  exit 2
fi

catalog=Sources/NavTransitions/NavTransitions.docc
work=.build/docs/$sdk_name
symbols=$work/symbol-graphs
archive=.build/docs/NavTransitions.doccarchive
rm -rf "$symbols" "$archive"
mkdir -p "$symbols"

# Absolute source paths: the symbol graph records them, and docc reports a problem in a `///`
# comment at that path.
lines_into sources < <(find "$root/Sources/NavTransitions" -name '*.swift' | sort)
# scripts/check-ios.sh emits the same symbol graph with its module (same flags): reuse it when no source is
# newer than it (.ci/run runs check-ios first); else emit it here.
checked=.build/ios-check/$sdk_name/symbol-graphs
if [ -f "$checked/NavTransitions.symbols.json" ] \
   && [ -z "$(find Sources/NavTransitions -name '*.swift' -newer "$checked/NavTransitions.symbols.json" -print -quit)" ]; then
  echo "build-docs: the public symbol graph of check-ios ($checked), newer than every source"
  cp "$checked"/*.json "$symbols"/
else
  echo "build-docs: emitting the public symbol graph of ${#sources[@]} files for arm64-apple-ios15.0 ($sdk_name)"
  swiftc -emit-module -module-name NavTransitions -package-name NavTransitions -parse-as-library \
    "${common[@]}" \
    -emit-module-path "$work/NavTransitions.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$symbols" \
    -symbol-graph-minimum-access-level public -emit-extension-block-symbols \
    "${sources[@]}"
fi

echo "build-docs: docc convert $catalog"
log=$work/docc.log
status=0
"${docc[@]}" convert "$catalog" \
  --additional-symbol-graph-dir "$symbols" \
  --fallback-display-name NavTransitions --fallback-bundle-identifier NavTransitions \
  --warnings-as-errors --ide-console-output \
  --output-dir "$archive" >"$log" 2>&1 || status=$?

# `--ide-console-output` prints `path:line:col: error: message`; show paths relative to the
# repository and leave out the fix-it lines (their suggestion is already in the message).
problems=$(grep -E ': (error|warning): ' "$log" | sed "s|^$root/||" | sort -t: -k1,1 -k2,2n -k3,3n || true)
if [ -n "$problems" ]; then
  echo "$problems"
  echo "build-docs: FAILED with $(printf '%s\n' "$problems" | wc -l) problem(s); zero warnings is the bar" >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  cat "$log" >&2
  echo "build-docs: docc failed (exit code $status)" >&2
  exit 1
fi
echo "build-docs: OK, $archive"
