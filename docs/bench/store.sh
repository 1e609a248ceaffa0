#!/bin/bash
# Times the engine before and after a change in interleaved rounds of
# process CPU time (user + system), one process per benchmark, the two
# versions alternating first and second from round to round.
#
# usage: BIN=dir docs/bench/store.sh ROUNDS
# BIN holds search.before, search.after, sp.before, sp.after: test binaries
# built with `go test -c` from ./search and ./problems/slidingpuzzle at the
# two commits. Jobs are the lines of docs/bench/store.jobs:
# name|package directory|binary prefix|-test.bench pattern|-test.benchtime.
# Prints per workload the median CPU seconds and the median and range of
# the per-round ratios after/before.
R=${1:-3}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
BIN=${BIN:?set BIN to the directory of the test binaries}
out=$(mktemp); : > "$out"
mapfile -t JOBS < "$here/store.jobs"
for r in $(seq 1 $R); do
  for j in "${JOBS[@]}"; do
    IFS='|' read name dir bin bench bt <<< "$j"
    order="before after"; [ $((r%2)) = 0 ] && order="after before"
    for v in $order; do
      t=$( { cd "$root/$dir" && /usr/bin/time -f "%U %S" "$BIN/$bin.$v" -test.run '^$' -test.bench "$bench" -test.benchtime $bt >/dev/null; } 2>&1 | tail -1 | awk '{print $1+$2}')
      echo "$r $name $v $t" >> "$out"
    done
  done
done
python3 - "$out" <<'PY'
import collections,statistics,sys
d=collections.defaultdict(lambda: collections.defaultdict(list))
for l in open(sys.argv[1]):
    r,n,v,t=l.split(); d[n][v].append(float(t))
for n in d:
    b,a=d[n]['before'],d[n]['after']
    ratios=[x/y for x,y in zip(a,b)]
    print(f"{n:40s} before {statistics.median(b):6.2f}s after {statistics.median(a):6.2f}s ratio median {statistics.median(ratios):.3f} range {min(ratios):.2f}-{max(ratios):.2f}")
PY
