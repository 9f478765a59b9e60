# Sourced by the scripts that compile for iOS (scripts/check-ios.sh, scripts/check-doc-samples.sh,
# scripts/build-docs.sh): finds the SDK and defines what they share.
#
#   source scripts/ios-env.sh <name used in messages>
#
# On Linux it needs IOS_SDK and IOS_SWIFT_RESOURCE_DIR (`source ~/.ios-sdk/env.sh` after
# scripts/setup-ios-sdk.sh, CONTRIBUTING.md) and exits 2 without them. On macOS nothing needs to be
# set: IOS_SDK defaults to Xcode's iOS SDK (`xcrun --sdk iphoneos --show-sdk-path`) and the
# toolchain's own resource directory is used. Sets `sdk_name` (e.g. iPhoneOS16.5), `cache` (the SDK
# module cache under ~/.cache, shared by the scripts, created) and `common` (the swiftc flags: Swift 6,
# warnings as errors, arm64-apple-ios15.0 against the SDK).

ios_env_name=${1:-ios}

# lines_into NAME < <(command): the lines of standard input into the array NAME. macOS's bash 3.2 has
# no `mapfile`, and these scripts run on a Mac as they are.
lines_into() {
  local lines_into_line
  eval "$1=()"
  while IFS= read -r lines_into_line; do
    eval "$1+=(\"\$lines_into_line\")"
  done
}

if [ -z "${IOS_SDK:-}" ] && [ "$(uname -s)" = Darwin ] && command -v xcrun >/dev/null 2>&1; then
  IOS_SDK=$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null || true)
fi
missing=()
[ -n "${IOS_SDK:-}" ] || missing+=(IOS_SDK)
# Apple's toolchains carry the resource directory an iOS target needs; the Linux one does not.
[ "$(uname -s)" = Darwin ] || [ -n "${IOS_SWIFT_RESOURCE_DIR:-}" ] || missing+=(IOS_SWIFT_RESOURCE_DIR)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(uname -s)" = Darwin ]; then
    echo "$ios_env_name: no iOS SDK found: install Xcode (xcrun --sdk iphoneos --show-sdk-path), or set IOS_SDK." >&2
  else
    echo "$ios_env_name: ${missing[*]} not set. Set up an iOS SDK once with scripts/setup-ios-sdk.sh, then run 'source ~/.ios-sdk/env.sh' (CONTRIBUTING.md)." >&2
  fi
  exit 2
fi
for dir in "$IOS_SDK" ${IOS_SWIFT_RESOURCE_DIR:+"$IOS_SWIFT_RESOURCE_DIR"}; do
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
  ${IOS_SWIFT_RESOURCE_DIR:+-resource-dir "$IOS_SWIFT_RESOURCE_DIR"}
  -module-cache-path "$cache"
)
