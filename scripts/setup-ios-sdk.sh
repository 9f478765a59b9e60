#!/usr/bin/env bash
# Prepares an iOS SDK on Linux, so that scripts/check-ios.sh, scripts/check-doc-samples.sh and
# scripts/build-docs.sh can compile the UIKit layer, the Example and the documentation's samples with
# the Linux Swift toolchain. Optional: without an SDK, .ci/run prints "SKIPPED: …" for those checks.
# On a Mac nothing is needed: the checks use Xcode's SDK (`xcrun --sdk iphoneos --show-sdk-path`).
#
#   scripts/setup-ios-sdk.sh [--git-dir DIR | --url URL] [--dest DIR] [--force] [--no-smoke-test]
#
#   --git-dir DIR   an existing clone (bare or not) of the public repository theos/sdks to extract from;
#                   blobs missing from a partial snapshot are left out (and listed)
#   --url URL       where to clone theos/sdks from when no --git-dir is given
#                   (default: https://github.com/theos/sdks.git). The clone is shallow, partial and
#                   sparse: only iPhoneOS16.5.sdk is downloaded (about 200 MB), into a temporary
#                   folder that is removed afterwards.
#   --dest DIR      where the kit goes (default: ~/.ios-sdk)
#   --force         extract the SDK again even if DIR/iPhoneOS16.5.sdk exists
#   --no-smoke-test skip the final check that UIKit, SwiftUI and os type-check (about a minute on
#                   the first run, which also fills the module cache the checks use)
#
# What it does, in DIR (--dest):
#   1. iPhoneOS16.5.sdk/      the SDK (headers, .tbd stubs, Swift interfaces), from theos/sdks;
#   2. SwiftUI's interface fix: one os_log call in SwiftUI's .swiftinterface interpolates a string in a
#      way the open-source compiler rejects ("string interpolation cannot be used in this context");
#      the interpolation is dropped from that one message, so `import SwiftUI` type-checks;
#   3. swift-resource-dir/    the toolchain's clang headers and shims (links) plus the API notes for
#      Dispatch and os that Apple's toolchains carry and the Linux one lacks
#      (scripts/ios-sdk/apinotes/, written for this project; scripts/ios-sdk/README.md says why);
#   4. env.sh                 exports IOS_SDK and IOS_SWIFT_RESOURCE_DIR. Then:
#        source ~/.ios-sdk/env.sh && scripts/check-ios.sh
#
# Licence: the SDKs in theos/sdks are Apple's and subject to the Xcode and Apple SDKs Agreement
# (https://www.apple.com/legal/sla/docs/xcode.pdf); that agreement, not this project, governs whether
# and how you may use them. Nothing from the SDK is ever committed to this repository.
set -euo pipefail

repo_root=$(cd "$(dirname "$0")/.." && pwd)
sdk=iPhoneOS16.5.sdk
git_dir=
url=https://github.com/theos/sdks.git
dest=$HOME/.ios-sdk
force=
smoke=1

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
die() { echo "setup-ios-sdk: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
  case "$1" in
    --git-dir) git_dir=${2:?--git-dir needs a directory}; shift 2 ;;
    --url) url=${2:?--url needs a URL}; shift 2 ;;
    --dest) dest=${2:?--dest needs a directory}; shift 2 ;;
    --force) force=1; shift ;;
    --no-smoke-test) smoke=; shift ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
  esac
done

if [ "$(uname -s)" = Darwin ]; then
  echo "setup-ios-sdk: nothing to do on macOS: the checks use Xcode's iOS SDK"
  echo "  ($(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null || echo 'install Xcode, then: xcrun --sdk iphoneos --show-sdk-path'))."
  exit 0
fi

for tool in git tar swiftc; do
  command -v "$tool" >/dev/null 2>&1 || die "needs '$tool' on the PATH."
done

echo "setup-ios-sdk: the SDK is Apple's, subject to the Xcode and Apple SDKs Agreement"
echo "  (https://www.apple.com/legal/sla/docs/xcode.pdf); using it is your decision under that agreement."

mkdir -p "$dest"
dest=$(cd "$dest" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/setup-ios-sdk.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# 1. The SDK. It is extracted into a staging folder next to the destination and moved into place at
#    the end, so an interrupted run never leaves a half SDK that a later run would take for complete.
extract_from_git_dir() {
  local gd=$1 staging=$2
  git --git-dir="$gd" rev-parse --verify --quiet "HEAD:$sdk" >/dev/null \
    || die "$gd holds no $sdk at HEAD (is it a clone of theos/sdks?)"
  # A snapshot may lack some blobs (a partial or mirrored clone). Find them in one pass and leave
  # exactly those out: the .tbd link stubs are not needed to type-check or compile.
  local missing
  missing=$(git --git-dir="$gd" ls-tree -r "HEAD:$sdk" \
    | awk '$2 == "blob" { print $3 }' \
    | git --git-dir="$gd" cat-file --batch-check \
    | awk '$2 == "missing" { print $1 }')
  # A private index: read the SDK's tree under its own name, drop the missing entries, check out.
  local index=$tmp/index
  # read-tree reports each missing blob as an "invalid object" although it succeeds; keep its messages
  # for a real failure only.
  GIT_INDEX_FILE=$index git --git-dir="$gd" read-tree --prefix="$sdk/" "HEAD:$sdk" 2>"$tmp/read-tree.log" \
    || { cat "$tmp/read-tree.log" >&2; die "git read-tree of $sdk failed"; }
  if [ -n "$missing" ]; then
    local paths=()
    mapfile -t paths < <(GIT_INDEX_FILE=$index git --git-dir="$gd" ls-files -s \
      | awk 'NR == FNR { gone[$1] = 1; next } ($2 in gone) { sub(/^[^\t]*\t/, ""); print }' \
          <(printf '%s\n' "$missing") -)
    echo "setup-ios-sdk: ${#paths[@]} file(s) missing from this snapshot, left out:"
    printf '  %s\n' "${paths[@]}"
    # update-index reports the entries it drops as invalid objects; that is the point.
    GIT_INDEX_FILE=$index git --git-dir="$gd" update-index --force-remove -- "${paths[@]}" 2>/dev/null
  fi
  GIT_INDEX_FILE=$index git --git-dir="$gd" checkout-index --all --prefix="$staging/"
}

if [ -n "$force" ] || [ ! -d "$dest/$sdk/usr/lib/swift" ]; then
  staging=$dest/.staging
  rm -rf "$staging"
  mkdir -p "$staging"
  if [ -n "$git_dir" ]; then
    [ -d "$git_dir" ] || die "--git-dir $git_dir is not a directory"
    gd=$(git --git-dir="$git_dir" rev-parse --absolute-git-dir 2>/dev/null \
      || git -C "$git_dir" rev-parse --absolute-git-dir 2>/dev/null) \
      || die "$git_dir is not a git directory or a clone"
    echo "setup-ios-sdk: extracting $sdk from $gd"
    extract_from_git_dir "$gd" "$staging"
  else
    echo "setup-ios-sdk: cloning $sdk from $url (shallow, sparse: about 200 MB)"
    git clone --quiet --depth 1 --filter=blob:none --sparse --no-checkout "$url" "$tmp/sdks"
    git -C "$tmp/sdks" sparse-checkout set "$sdk"
    git -C "$tmp/sdks" checkout --quiet
    [ -d "$tmp/sdks/$sdk" ] || die "the clone of $url has no $sdk"
    mv "$tmp/sdks/$sdk" "$staging/$sdk"
    rm -rf "$tmp/sdks"
  fi
  [ -d "$staging/$sdk/usr/lib/swift" ] || die "extracting $sdk failed: $staging/$sdk/usr/lib/swift is missing"
  rm -rf "${dest:?}/$sdk"
  mv "$staging/$sdk" "$dest/$sdk"
  rmdir "$staging"
else
  echo "setup-ios-sdk: have $dest/$sdk (--force extracts it again)"
fi

# 2. SwiftUI's interface: the one message `Accessing Environment<\(Value.self)>'s value …` loses its
#    interpolation. Idempotent: a patched file no longer matches.
patched=0 already=0
for iface in "$dest/$sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/"*-apple-ios.swiftinterface; do
  [ -f "$iface" ] || continue
  if grep -q "Accessing Environment<\\\\(Value.self)>'s value" "$iface"; then
    sed -i "s/Accessing Environment<\\\\(Value.self)>'s value/Accessing Environment's value/" "$iface"
    patched=$((patched + 1))
  elif grep -q "Accessing Environment's value" "$iface"; then
    already=$((already + 1))
  fi
done
[ $((patched + already)) -gt 0 ] || die "SwiftUI's interface was not found or has changed; the fix could not be applied"
echo "setup-ios-sdk: SwiftUI interface fix: $patched file(s) patched, $already already patched"

# 3. The resource directory: the Linux toolchain's own clang headers and shims, and our API notes.
swiftc_path=$(readlink -f "$(command -v swiftc)")
toolchain_lib=$(cd "$(dirname "$swiftc_path")/../lib/swift" && pwd)
[ -d "$toolchain_lib/clang" ] && [ -d "$toolchain_lib/shims" ] \
  || die "$toolchain_lib has no clang/ or shims/ (is swiftc a swift.org toolchain?)"
rdir=$dest/swift-resource-dir
rm -rf "$rdir"
mkdir -p "$rdir/apinotes"
ln -s "$toolchain_lib/clang" "$rdir/clang"
ln -s "$toolchain_lib/shims" "$rdir/shims"
cp "$repo_root/scripts/ios-sdk/apinotes/"*.apinotes "$rdir/apinotes/"

# 4. env.sh
cat >"$dest/env.sh" <<EOF
# Written by NavTransitions' scripts/setup-ios-sdk.sh. Source it before the iOS checks.
export IOS_SDK="$dest/$sdk"
export IOS_SWIFT_RESOURCE_DIR="$rdir"
EOF
echo "setup-ios-sdk: wrote $dest/env.sh"

if [ -n "$smoke" ]; then
  # The same module cache as the checks (scripts/ios-env.sh), so that this run's minute is not spent twice.
  cache=${NAVTRANSITIONS_IOS_MODULE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/navtransitions/ios-module-cache}/${sdk%.sdk}
  mkdir -p "$cache"
  cat >"$tmp/probe.swift" <<'EOF'
import UIKit
import SwiftUI
import os

final class ProbeDelegate: NSObject, UINavigationControllerDelegate {}
struct ProbeView: View { var body: some View { Text("probe") } }

@MainActor func probe(_ name: String) {
    // Logger is not Sendable in this SDK: a global `let` of it does not compile in Swift 6.
    let logger = Logger(subsystem: "org.navtransitions.setup", category: "probe")
    logger.debug("probe \(name, privacy: .public)")
    DispatchQueue.main.async { print(name) }
    let group = DispatchGroup()
    group.enter()
    group.leave()
}
EOF
  echo "setup-ios-sdk: smoke test: UIKit, SwiftUI, os and Dispatch type-check for arm64-apple-ios15.0 (the first run builds the SDK's modules, about a minute)"
  swiftc -typecheck -parse-as-library -swift-version 6 -target arm64-apple-ios15.0 \
    -sdk "$dest/$sdk" -resource-dir "$rdir" -module-cache-path "$cache" "$tmp/probe.swift" \
    || die "the smoke test failed (see above)"
  echo "setup-ios-sdk: OK"
fi
echo "Now: source $dest/env.sh && scripts/check-ios.sh"
