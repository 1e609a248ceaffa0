#!/bin/sh
# Times the game-of-chance solvers of problems/snakesladders/chance against the
# hand-written references of its tests, in interleaved rounds, and prints
# the median process CPU time per operation (cpu-ns/op, user + system) of
# each. Usage, from the repository root:
#
#	sh docs/bench/chance.sh [ROUNDS]
set -e
rounds=${1:-7}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
go test -c -o "$dir/sl.test" ./problems/snakesladders/chance
cd problems/snakesladders/chance
for r in $(seq "$rounds"); do
	for b in 'BenchmarkChanceExact/sparse$' 'BenchmarkChanceExact/dense-hand$' \
		'BenchmarkChanceFloat100/sparse$' 'BenchmarkChanceFloat100/gauss-seidel-hand$'; do
		"$dir/sl.test" -test.run '^$' -test.bench "$b" -test.benchtime 5x -test.benchmem | grep '^Benchmark'
	done
done | awk '{for (i = 1; i <= NF; i++) if ($(i+1) == "cpu-ns/op") v[$1] = v[$1] " " $i}
END {for (k in v) {n = split(v[k], a, " "); for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) {t = a[i]; a[i] = a[j]; a[j] = t}
	printf "%-45s median cpu-ns/op %d over %d rounds\n", k, a[int((n + 1) / 2)], n}}' | sort
