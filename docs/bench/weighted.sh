#!/usr/bin/env bash
# The weighted-search suite of docs/benchmarks.md ("Weighted search"): for
# LeetCode 743, 787, 1368 and 1976 on their large instances, the
# LeetCode-signature wrapper of each plugin (NetworkDelayTime,
# FindCheapestPrice, MinCost, CountPaths) against its textbook C++ anchor
# compiled with g++ -O2 (docs/bench/weighted/delay.cpp, flights.cpp,
# arrows.cpp, ways.cpp; for 787 on three instances, against Bellman-Ford by
# k+1 rounds and with the early stop; for 1976 against Dijkstra with counts
# to every intersection and with the stop at the destination), and
# NetworkDelayTime against gonum's path.DijkstraFrom.
#
#   docs/bench/weighted.sh [ROUNDS] [WORKLOAD]   # default 5 rounds, every workload
#
# WORKLOAD, a prefix (743, 787, 787-early, 787-2k, 787-2k-early, 787-binds,
# 787-binds-early, 1368, 1976, 1976-early or 743-vs-gonum), runs the
# workloads it begins.
#
# Each round runs, for each workload, the C++ program (3 calls, the CPU time
# of each call by clock()) and the Go benchmark (3 operations, cpu-ns/op:
# the process CPU time per operation, GC included), in an order that
# alternates between rounds. Both sides time the solution's function alone:
# the instance is read (C++) or generated (Go) outside the timing, and the
# function builds its adjacency from LeetCode's arguments inside it. The
# summary gives, per workload, the median CPU time of each side over the
# rounds (the C++ side's median over its calls) and the ratio of the
# medians, with the per-round ratios. The instances are internal/gen's
# (docs/bench/weighted/instances writes them for the C++ side).
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-5}
only=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for p in delay flights arrows ways; do g++ -O2 -std=c++17 -o "$tmp/$p" "docs/bench/weighted/$p.cpp"; done
for i in 743 787 787-2k 787-binds 1368 1976; do go -C docs/bench run ./weighted/instances "$i" > "$tmp/$i.txt"; done
go test -c -o "$tmp/networkdelay.test" ./problems/networkdelay
go test -c -o "$tmp/cheapestflights.test" ./problems/cheapestflights
go test -c -o "$tmp/arrowgrid.test" ./problems/arrowgrid
go test -c -o "$tmp/waystoarrive.test" ./problems/waystoarrive
go test -c -o "$tmp/integration.test" ./internal/integration

# workload | C++ binary and its argument | instance | Go test binary | benchmark
jobs=(
  "743|delay|743|networkdelay|BenchmarkLarge/NetworkDelayTime$"
  "787|flights|787|cheapestflights|BenchmarkLarge/^FindCheapestPrice$"
  "787-early|flights early|787|cheapestflights|BenchmarkLarge/^FindCheapestPrice$"
  "787-2k|flights|787-2k|cheapestflights|BenchmarkLarge/2k/FindCheapestPrice$"
  "787-2k-early|flights early|787-2k|cheapestflights|BenchmarkLarge/2k/FindCheapestPrice$"
  "787-binds|flights|787-binds|cheapestflights|BenchmarkLarge/binds/FindCheapestPrice$"
  "787-binds-early|flights early|787-binds|cheapestflights|BenchmarkLarge/binds/FindCheapestPrice$"
  "1368|arrows|1368|arrowgrid|BenchmarkLarge/MinCost$"
  "1976|ways|1976|waystoarrive|BenchmarkLarge/CountPaths$"
  "1976-early|ways early|1976|waystoarrive|BenchmarkLarge/CountPaths$"
)
raw="$tmp/raw.txt"
for ((r = 0; r < rounds; r++)); do
  for job in "${jobs[@]}"; do
    IFS='|' read -r name cpp inst pkg bench <<< "$job"
    if [[ -n $only && $name != "$only"* ]]; then continue; fi
    sides=(cpp go)
    if ((r % 2)); then sides=(go cpp); fi
    for side in "${sides[@]}"; do
      if [[ $side == cpp ]]; then
        read -r bin arg <<< "$cpp"
        "$tmp/$bin" 3 $arg < "$tmp/$inst.txt" | awk -v r="$r" -v n="$name" '{print r, n, "cpp", $2}' >> "$raw"
      else
        "$tmp/$pkg.test" -test.run '^$' -test.bench "$bench" -test.benchtime 3x |
          awk -v r="$r" -v n="$name" '/cpu-ns\/op/ {for (i = 1; i <= NF; i++) if ($(i+1) == "cpu-ns/op") print r, n, "go", $i}' >> "$raw"
      fi
    done
  done
  if [[ -z $only || 743-vs-gonum == "$only"* ]]; then
    "$tmp/integration.test" -test.run '^$' -test.bench 'BenchmarkNetworkDelayVsGonum' -test.benchtime 2x |
      awk -v r="$r" '/cpu-ns\/op/ {side = ($1 ~ /gonum/) ? "gonum" : "go"; for (i = 1; i <= NF; i++) if ($(i+1) == "cpu-ns/op") print r, "743-vs-gonum", side, $i}' >> "$raw"
  fi
  echo "round $((r + 1)) of $rounds done (load $(cut -d' ' -f1 /proc/loadavg))" >&2
done

python3 - "$raw" <<'PY'
import collections, statistics, sys
t = collections.defaultdict(lambda: collections.defaultdict(list))
for line in open(sys.argv[1]):
    r, name, side, ns = line.split()
    t[name][(side, int(r))].append(float(ns))
print("| workload | ripple (ms CPU) | other (ms CPU) | ripple / other | per-round ratios |")
print("| --- | ---: | ---: | ---: | --- |")
for name, other in [("743", "cpp"), ("787", "cpp"), ("787-early", "cpp early"), ("787-2k", "cpp"), ("787-2k-early", "cpp early"),
                    ("787-binds", "cpp"), ("787-binds-early", "cpp early"), ("1368", "cpp"), ("1976", "cpp"),
                    ("1976-early", "cpp early"), ("743-vs-gonum", "gonum")]:
    d = t[name]
    if not d:
        continue
    rounds = sorted({r for (_, r) in d})
    go = [statistics.median(d[("go", r)]) for r in rounds if d[("go", r)]]
    ot = [statistics.median(d[(other.split()[0], r)]) for r in rounds if d[(other.split()[0], r)]]
    per = " ".join(f"{g / o:.2f}" for g, o in zip(go, ot))
    gm, om = statistics.median(go), statistics.median(ot)
    label = {"cpp": "C++ -O2, k+1 rounds" if name.startswith("787") else "C++ -O2", "cpp early": "C++ -O2, early stop", "gonum": "gonum DijkstraFrom"}[other]
    print(f"| {name} vs {label} | {gm / 1e6:.1f} | {om / 1e6:.1f} | {gm / om:.2f}× | {per} |")
PY
