#!/usr/bin/env bash
# Compiles every ```swift block of README.md, Docs/, the DocC catalog and Example/'s Markdown for iOS,
# as an app's code: against the NavTransitions module WITHOUT the package name (the public API only),
# for arm64-apple-ios15.0, in the Swift 6 and the Swift 5 language modes, warnings as errors.
#
# How a block is compiled (a complete file, view-controller members, or statements wrapped in a
# method after the names of scripts/doc-samples-prelude.swift) and the two markers
# (`<!-- sample: skip: <why> -->`, `<!-- sample: context … -->`) are described in CONTRIBUTING.md,
# "Doc samples", and in scripts/doc_samples.py. Errors point at the Markdown: `README.md:58:5: error: …`.
#
# Usage: scripts/check-doc-samples.sh [--list] [--module DIR] [--jobs N] [FILE.md …]
#   --list        print each block and how it is compiled (or why it is skipped); compile nothing
#   --module DIR  compile against DIR/NavTransitions.swiftmodule, DIR relative to the repository root
#                 (check-ios.sh passes the one it has just built)
#   --jobs N      compile N samples at a time (default: the number of CPUs)
#   FILE.md       check only these documents (default: all of them)
#
# Needs IOS_SDK and IOS_SWIFT_RESOURCE_DIR (`source ~/.ios-sdk/env.sh`), like scripts/check-ios.sh.
# Without --module it uses the module check-ios.sh builds (.build/ios-check/<sdk>/) when no source
# file is newer, and otherwise builds its own copy in .build/doc-samples/<sdk>/module.
set -euo pipefail

cd "$(dirname "$0")/.."

module_dir=
options=()   # for doc_samples.py: --jobs N and the documents
list=
while [ $# -gt 0 ]; do
  case "$1" in
    --list) list=1; shift ;;
    --module) module_dir=${2:?--module needs a directory (relative to the repository root)}; shift 2 ;;
    --jobs) options+=(--jobs "${2:?--jobs needs a number}"); shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) options+=("$1"); shift ;;
  esac
done
if [ -n "$list" ]; then
  exec python3 scripts/doc_samples.py --work .build/doc-samples/list --list ${options[@]+"${options[@]}"}
fi

# shellcheck source=scripts/ios-env.sh
source scripts/ios-env.sh check-doc-samples   # sdk_name, cache, common
work=.build/doc-samples/$sdk_name
mkdir -p "$work"

# The library module. scripts/check-ios.sh passes the one it has just built (--module DIR). Alone,
# this script takes check-ios.sh's if no source file is newer than it, and otherwise compiles its own
# copy as check-ios.sh does. swiftc leaves an output file untouched when its content did not change,
# so "newer" is measured against the newest file of the module's directory, or our own stamp.
fresh() {
  local stamp
  [ -f "$1/NavTransitions.swiftmodule" ] || return 1
  stamp=$1/$(ls -t "$1" | head -n 1)
  [ -z "$(find Sources/NavTransitions -name '*.swift' -newer "$stamp" -print -quit)" ]
}
if [ -n "$module_dir" ]; then
  [ -f "$module_dir/NavTransitions.swiftmodule" ] || { echo "check-doc-samples: no NavTransitions.swiftmodule in $module_dir" >&2; exit 2; }
elif fresh ".build/ios-check/$sdk_name"; then
  module_dir=.build/ios-check/$sdk_name
else
  module_dir=$work/module
  if ! fresh "$module_dir"; then
    lines_into sources < <(find Sources/NavTransitions -name '*.swift' | sort)
    echo "check-doc-samples: compiling ${#sources[@]} files of NavTransitions for arm64-apple-ios15.0 ($sdk_name)"
    mkdir -p "$module_dir"
    swiftc -emit-module -module-name NavTransitions -package-name NavTransitions -parse-as-library \
      -emit-module-path "$module_dir/NavTransitions.swiftmodule" "${common[@]}" "${sources[@]}"
    touch "$module_dir/built.stamp"
  fi
fi

# No -package-name: a sample sees what an app sees. Once in the Swift 6 language mode, once in the Swift 5
# mode (an app in either mode copies the same samples; the README promises no warnings in both).
status=0
for mode in 6 5; do
  flags=()
  for flag in "${common[@]}"; do
    [ "$flag" = 6 ] && [ "${flags[${#flags[@]}-1]:-}" = -swift-version ] && flag=$mode
    flags+=("$flag")
  done
  echo "check-doc-samples: compiling the Swift samples of the documentation against $module_dir, Swift $mode language mode"
  python3 scripts/doc_samples.py --work "$work/samples-swift$mode" ${options[@]+"${options[@]}"} -- swiftc -I "$module_dir" "${flags[@]}" || status=1
done
exit $status
