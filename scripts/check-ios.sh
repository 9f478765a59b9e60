#!/usr/bin/env bash
# Compiles the NavTransitions module and the Example app for iOS on Linux.
#
# Every Swift file of Sources/NavTransitions is compiled as the module NavTransitions for
# arm64-apple-ios15.0, Swift 6 language mode, warnings as errors, against the iOS SDK in
# $IOS_SDK with the resource dir $IOS_SWIFT_RESOURCE_DIR (see CONTRIBUTING.md: set them up
# with `source ~/.ios-sdk/env.sh`). Then every Swift file under Example/ is compiled against
# that module. The deployment target makes any API newer than iOS 15 without an availability
# check a compile error.
set -euo pipefail

cd "$(dirname "$0")/.."

missing=()
[ -n "${IOS_SDK:-}" ] || missing+=(IOS_SDK)
[ -n "${IOS_SWIFT_RESOURCE_DIR:-}" ] || missing+=(IOS_SWIFT_RESOURCE_DIR)
if [ ${#missing[@]} -gt 0 ]; then
  echo "check-ios: ${missing[*]} not set. Set up an iOS SDK and run 'source ~/.ios-sdk/env.sh' (CONTRIBUTING.md)." >&2
  exit 2
fi
for dir in "$IOS_SDK" "$IOS_SWIFT_RESOURCE_DIR"; do
  [ -d "$dir" ] || { echo "check-ios: $dir does not exist." >&2; exit 2; }
done

sdk_name=$(basename "$IOS_SDK" .sdk)
out=.build/ios-check/$sdk_name
cache=.build/ios-module-cache/$sdk_name
mkdir -p "$out" "$cache"

common=(
  -swift-version 6
  -warnings-as-errors
  -target arm64-apple-ios15.0
  -sdk "$IOS_SDK"
  -resource-dir "$IOS_SWIFT_RESOURCE_DIR"
  -module-cache-path "$cache"
)

# The library is compiled with the package name (its `package` symbols are visible inside it); the
# Example is compiled without one, as an app is, so it sees only the public API.

# Core (with the Support shims) must compile for iOS without the UIKit layer: it may not lean on
# anything only a UIKit file loads.
mapfile -t core < <(find Sources/NavTransitions/Core Sources/NavTransitions/Support -name '*.swift' | sort)
echo "check-ios: type-checking Core alone (${#core[@]} files) for arm64-apple-ios15.0 ($sdk_name)"
swiftc -typecheck -module-name NavTransitions -package-name NavTransitions -parse-as-library "${common[@]}" "${core[@]}"

mapfile -t sources < <(find Sources/NavTransitions -name '*.swift' | sort)
echo "check-ios: compiling ${#sources[@]} files of NavTransitions for arm64-apple-ios15.0 ($sdk_name)"
swiftc -emit-module -module-name NavTransitions -package-name NavTransitions -parse-as-library \
  -emit-module-path "$out/NavTransitions.swiftmodule" \
  "${common[@]}" "${sources[@]}"

mapfile -t examples < <(find Example -name '*.swift' 2>/dev/null | sort)
if [ ${#examples[@]} -gt 0 ]; then
  echo "check-ios: compiling ${#examples[@]} files of the Example app against NavTransitions"
  swiftc -typecheck -module-name NavTransitionsExample -parse-as-library -I "$out" \
    "${common[@]}" "${examples[@]}"
fi
echo "check-ios: OK"
