#!/usr/bin/env bash
# Counts heap allocations exactly (valgrind counts every malloc): per update of each gesture tracker, per event of
# every newer gesture path (a sheet's drag, alone and on the presentation session, with a list handing the finger over
# both ways and a grabbed settle; a reorder's drag), per frame or update of the SwiftUI bindings, per transition of the
# signpost decisions, and the net growth of 100,000 headless transitions. Needs valgrind (`apt-get install -y valgrind`).
#
#   scripts/bench-allocations.sh            # builds nav-transitions-bench in release, then counts
#
# Per update: (allocations with 1 + N updates − allocations with 1 update) / N (the first update makes the Swift
# runtime cache some type metadata, once), from valgrind's
# "total heap usage: A allocs" line. Net growth: valgrind's "in use at exit" after 1,000 + N transitions minus
# after 1,000. Exits 1 when a path allocates per operation (0.01 or more: 1,000 allocations in 100,000 operations,
# far more than the one-time caches).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "bench-allocations: valgrind is not installed (apt-get install -y valgrind)"; exit 1; }
swift build -c release --product nav-transitions-bench >/dev/null
bench="$(swift build -c release --show-bin-path)/nav-transitions-bench"

# valgrind's heap summary for one run: "<allocs> <bytes in use at exit>".
heap() {
  valgrind "$bench" --allocations "$1" "$2" 2>&1 | awk '
    /in use at exit:/ { gsub(",", "", $6); inuse = $6 }
    /total heap usage:/ { gsub(",", "", $5); allocs = $5 }
    END { print allocs, inuse }'
}

updates=100000
allocating=
printf "%-20s %14s %14s %16s\n" "workload" "allocs (1)" "allocs (1+N)" "per operation"
for workload in swipe-back dismiss-pan pinch drag \
    sheet-drag sheet-drag-list sheet-session sheet-session-list sheet-session-grab reorder progress binding \
    signposts signposts-recorded; do
  read -r base _ < <(heap "$workload" 1)
  read -r total _ < <(heap "$workload" $((updates + 1)))
  printf "%-20s %14s %14s %16s\n" "$workload" "$base" "$total" "$(awk -v a="$base" -v b="$total" -v n="$updates" 'BEGIN { printf "%.5f", (b - a) / n }')"
  # One-time caches (type metadata made on first use) show as a few allocations in all, not one per operation.
  awk -v a="$base" -v b="$total" -v n="$updates" 'BEGIN { exit !((b - a) / n >= 0.01) }' && allocating="$allocating $workload"
done

transitions=100000
# The baseline runs 1,000 transitions: every style, operation and zoom leg once, so the runtime's one-time
# caches (type metadata) are in both counts.
read -r _ before < <(heap transitions 1000)
read -r allocs after < <(heap transitions $((transitions + 1000)))
echo "headless transitions: bytes in use at exit after 1,000: $before; after $((transitions + 1000)): $after ($allocs allocations in all)"
echo "net growth over $transitions transitions: $((after - before)) bytes"
if [ -n "$allocating" ]; then
  echo "bench-allocations: FAILED: allocations per operation in:$allocating"
  exit 1
fi
