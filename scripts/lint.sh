#!/usr/bin/env bash
# Lints the Swift code with the toolchain's swift-format and the repository's .swift-format, --strict: any
# finding (a long line, an indentation, a missing blank line, …) is an error and the script exits non-zero.
# scripts/format.sh fixes everything it reports but a long end-of-line comment (move it above its line).
# Sources, Tests, Example and Benchmarks; Markdown and its ```swift samples are not linted.
#
# Usage: scripts/lint.sh [PATH…]   (default: the four folders)
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v swift-format >/dev/null 2>&1; then
  format=(swift-format)
elif command -v xcrun >/dev/null 2>&1 && xcrun --find swift-format >/dev/null 2>&1; then
  format=(xcrun swift-format)
else
  format=(swift format)
fi

paths=("$@")
[ ${#paths[@]} -gt 0 ] || paths=(Sources Tests Example Benchmarks)
"${format[@]}" lint --configuration .swift-format --strict --recursive --parallel "${paths[@]}"
echo "lint: no finding in ${paths[*]}"
