# Sourced by the scripts that compile for iOS on Linux (scripts/check-doc-samples.sh,
# scripts/build-docs.sh): checks the SDK set-up and defines what they share with scripts/check-ios.sh.
#
#   source scripts/ios-env.sh <name used in messages>
#
# Needs IOS_SDK and IOS_SWIFT_RESOURCE_DIR (`source ~/.ios-sdk/env.sh`, CONTRIBUTING.md); exits 2
# without them. Sets `sdk_name` (iPhoneOS16.5), `cache` (the SDK module cache under ~/.cache, shared
# with check-ios.sh, created) and `common` (the swiftc flags: Swift 6, warnings as errors,
# arm64-apple-ios15.0 against the SDK).

ios_env_name=${1:-ios}
missing=()
[ -n "${IOS_SDK:-}" ] || missing+=(IOS_SDK)
[ -n "${IOS_SWIFT_RESOURCE_DIR:-}" ] || missing+=(IOS_SWIFT_RESOURCE_DIR)
if [ ${#missing[@]} -gt 0 ]; then
  echo "$ios_env_name: ${missing[*]} not set. Set up an iOS SDK and run 'source ~/.ios-sdk/env.sh' (CONTRIBUTING.md)." >&2
  exit 2
fi
for dir in "$IOS_SDK" "$IOS_SWIFT_RESOURCE_DIR"; do
  [ -d "$dir" ] || { echo "$ios_env_name: $dir does not exist." >&2; exit 2; }
done

sdk_name=$(basename "$IOS_SDK" .sdk)
# The SDK's module cache lives outside the clone (about a minute to build from scratch), so that a fresh
# clone, a second worktree and CI reuse it; NAVTRANSITIONS_IOS_MODULE_CACHE overrides the folder.
cache=${NAVTRANSITIONS_IOS_MODULE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/navtransitions/ios-module-cache}/$sdk_name
mkdir -p "$cache"
common=(
  -swift-version 6
  -warnings-as-errors
  -target arm64-apple-ios15.0
  -sdk "$IOS_SDK"
  -resource-dir "$IOS_SWIFT_RESOURCE_DIR"
  -module-cache-path "$cache"
)
