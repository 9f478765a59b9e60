#!/usr/bin/env bash
# Formats the Swift code in place with the toolchain's swift-format and the repository's .swift-format
# (4 spaces, 130 columns; CONTRIBUTING.md, "Style"): Sources, Tests, Example and Benchmarks. Markdown, and so the
# ```swift samples of the docs, is not touched. Run it before committing; scripts/lint.sh checks the result.
#
# Usage: scripts/format.sh [PATH…]   (default: the four folders)
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v swift-format >/dev/null 2>&1; then
  format=(swift-format)
elif command -v xcrun >/dev/null 2>&1 && xcrun --find swift-format >/dev/null 2>&1; then
  format=(xcrun swift-format)
else
  format=(swift format)   # Swift 6 toolchains ship it as a subcommand too
fi

paths=("$@")
[ ${#paths[@]} -gt 0 ] || paths=(Sources Tests Example Benchmarks)
"${format[@]}" format --configuration .swift-format --in-place --recursive --parallel "${paths[@]}"
