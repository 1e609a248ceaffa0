#!/bin/sh
# Times problems/rottingoranges against the hand Go loop of its benchmark
# file (bench_test.go: hand, a flat []int8 grid with a border and []int32
# layers) on the three 2000×2000 grids, in ROUNDS interleaved rounds of one
# process each, and prints per grid the median over rounds of the ratios of
# process CPU time per call (cpu-ns/op):
#
#	engine/hand          OrangesRotting / hand, both from [][]int
#	searchonly/handsearch Grid.Minutes on a Grid built once / the hand
#	                     search on a copy of its bordered grid built once
#	searchonly/handbits  the same against the hand search with a separate
#	                     bitset as its visited set, as the engine has
#	new/engine           the share of New (validation and copy) in a call
#
# Run from the repository root: sh docs/bench/oranges-go.sh [ROUNDS] [BENCHTIME]
set -eu
rounds=${1:-7}
benchtime=${2:-10x}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
go test -c -o "$dir/go.test" ./problems/rottingoranges
for round in $(seq "$rounds"); do
	"$dir/go.test" -test.run '^$' -test.bench '^BenchmarkOrangesRotting$' -test.benchtime "$benchtime" |
		sed -n "s/^BenchmarkOrangesRotting\/\([a-z0-9]*\)\/impl=\([a-z]*\)-*[0-9]* .* \([0-9.]*\) cpu-ns\/op.*/$round \1 \2 \3/p"
done | tee "$dir/all" >/dev/null
python3 - "$dir/all" <<'PY'
import collections, statistics, sys
cpu = collections.defaultdict(dict)  # (round, grid) -> impl -> cpu-ns/op
for line in open(sys.argv[1]):
    r, grid, impl, ns = line.split()
    cpu[(r, grid)][impl] = float(ns)
pairs = [("engine", "hand"), ("searchonly", "handsearch"), ("searchonly", "handbits"), ("new", "engine")]
for grid in ("corner", "walls10", "walls30"):
    rows = [v for (r, g), v in sorted(cpu.items()) if g == grid]
    out = []
    for a, b in pairs:
        ratios = sorted(v[a] / v[b] for v in rows if a in v and b in v)
        out.append(f"{a}/{b} {statistics.median(ratios):.2f} [{ratios[0]:.2f}-{ratios[-1]:.2f}]")
    ms = {impl: statistics.median(v[impl] for v in rows) / 1e6 for impl in rows[0]}
    print(f"{grid:8s} n={len(rows)}  " + "  ".join(out))
    print(f"{'':8s} median cpu ms: " + " ".join(f"{k}={m:.1f}" for k, m in ms.items()))
PY
