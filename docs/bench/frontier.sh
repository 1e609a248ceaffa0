#!/bin/sh
# The frontier-at-a-time suite ("Frontier at a time" in
# docs/benchmarks.md): every workload of its table against its
# anchor, in interleaved rounds, on process CPU time (user + system).
# Run from the repository root:
#
#	sh docs/bench/frontier.sh [ROUNDS]
#
# It compiles the C++ anchors with g++ -O2 (docs/bench/oranges.cpp, the
# textbook LeetCode 994 solution; docs/bench/snakes_baseline.cpp, whose
# textbook variant is the seed C++ of LeetCode 909), builds the three Go
# test binaries once and writes the inputs: the three 2000² orange grids
# (TestWriteBenchGrids) and the four 1000² boards (docs/bench/snakes: 1 %,
# 0.1 % and 5 % jumps, seed 1, and the early-exit board, 1 %, seed 1453,
# answer 70 after reaching 1.2 % of the squares). Then it runs ROUNDS
# rounds (default 5); in each, every workload runs once:
#
#   - a Go workload is one test process running ripple and its hand loops
#     one after the other (BenchmarkGridLayers and BenchmarkGridTree in
#     search, BenchmarkOrangesRotting in problems/rottingoranges,
#     BenchmarkLeetCode in problems/snakesladders, where the hand loops are
#     written), each reporting cpu-ns/op: the process CPU time per call,
#     GC included, averaged over -test.benchtime calls;
#   - a C++ workload compares ripple's figure from that process with the
#     C++ program run just before or after it (the order alternates by
#     round), which reports the median CPU time of its calls.
#
# Answers are checked: the Go benchmarks fail when ripple and the hand loop
# disagree, and the C++ answers must equal Go's (TestWriteBenchGrids' .want
# files; MinRolls, printed by docs/bench/snakes).
#
# The summary gives, per workload, the medians over rounds of ripple's and
# the anchor's CPU time per call and of the per-round ratio ripple/anchor,
# the range of that ratio over the rounds, and its target. The per-round
# lines go to stderr; the summary is written to docs/bench/frontier.txt
# (tab separated) and printed as a Markdown table on stdout, and docs/plot
# draws it into docs/frontier-ratios.png and .svg. Five rounds take about 4 minutes at a
# load average of 10-12 on 2 cores.
set -eu
rounds=${1:-5}
data=docs/bench/frontier.txt
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load average: //'; }
load_start=$(load)

echo "# building (g++ -O2, go test -c) and writing the inputs" >&2
g++ -O2 -std=c++17 -o "$dir/oranges" docs/bench/oranges.cpp
g++ -O2 -std=c++17 -o "$dir/snakes_cpp" docs/bench/snakes_baseline.cpp
go test -c -o "$dir/search.test" ./search
go test -c -o "$dir/oranges.test" ./problems/rottingoranges
go test -c -o "$dir/snakes.test" ./problems/snakesladders
go -C docs/bench build -o "$dir/snakes" ./snakes
ORANGES_GRID_DIR=$dir go test -count=1 -run '^TestWriteBenchGrids$' ./problems/rottingoranges >/dev/null
# name, rate, seed, and the -test.bench regex of BenchmarkLeetCode's
# sub-benchmarks below n=1000 for the board
boards="jumps1:0.01:1:^jumps=1%\$/^impl jumps0.1:0.001:1:^jumps=0\.1%\$/^impl jumps5:0.05:1:^jumps=5%\$/^impl early:0.01:1453:^jumps=1%\$/^early-exit\$/^impl"
for b in $boards; do
	IFS=: read -r name rate seed _ <<-END
	$b
	END
	"$dir/snakes" -n 1000 -rate "$rate" -seed "$seed" -out "$dir/$name.txt" -reps 1 | awk '{ print $3 }' >"$dir/$name.want"
done

# gobench ROUND TAG BINARY REGEX BENCHTIME: one Go process; prints
# "ROUND TAG SIDE MS ANSWER" per sub-benchmark (SIDE: its last name
# element; MS: cpu-ns/op in milliseconds; ANSWER: its answer metric, or -).
gobench() {
	"$3" -test.run '^$' -test.bench "$4" -test.benchtime "$5" >"$dir/out" || {
		cat "$dir/out" >&2
		echo "frontier.sh: $3 -test.bench '$4' failed" >&2
		exit 1
	}
	awk -v round="$1" -v tag="$2" '
		/^Benchmark/ {
			name = $1; sub(/-[0-9]+$/, "", name); n = split(name, part, "/")
			cpu = ""; ans = "-"
			for (i = 3; i <= NF; i++) {
				if ($i == "cpu-ns/op") cpu = $(i - 1)
				if ($i == "answer" || $i == "minutes") ans = $(i - 1) + 0
			}
			if (cpu == "") { print "frontier.sh: no cpu-ns/op in: " $0 > "/dev/stderr"; exit 1 }
			printf "%s %s %s %.4f %s\n", round, tag, part[n], cpu / 1e6, ans
		}' "$dir/out"
}

# oranges_cpp ROUND GRID and snakes_cpp ROUND BOARD: one C++ process,
# printing "ROUND TAG cpp MS -" after checking its answer.
oranges_cpp() {
	"$dir/oranges" "$dir/$2.txt" 3 >"$dir/cpp"
	awk -v round="$1" -v tag="oranges-$2" -v want="$(cat "$dir/$2.want")" '{
		a = $1; sub(/minutes=/, "", a); c = $3; sub(/cpu_median_ms=/, "", c)
		if (a != want) { print "frontier.sh: C++ answers " a " on " tag ", want " want > "/dev/stderr"; exit 1 }
		printf "%s %s cpp %.4f -\n", round, tag, c }' "$dir/cpp"
}
snakes_cpp() {
	"$dir/snakes_cpp" "$dir/$2.txt" 20 textbook >"$dir/cpp"
	awk -v round="$1" -v tag="snakes-$2" -v want="$(cat "$dir/$2.want")" '
		$1 == "textbook" {
			if ($3 != want) { print "frontier.sh: C++ answers " $3 " on " tag ", want " want > "/dev/stderr"; exit 1 }
			printf "%s %s cpp %.4f -\n", round, tag, $8 }' "$dir/cpp"
}

round=1
while [ "$round" -le "$rounds" ]; do
	echo "# round $round of $rounds, load average $(load)" >&2
	{
		for side in frontier struct-frontier index struct-index; do
			gobench "$round" "grid-$side" "$dir/search.test" "^BenchmarkGridLayers\$/^(hand|$side)\$" 30x
		done
		for side in frontier; do
			gobench "$round" "tree-$side" "$dir/search.test" "^BenchmarkGridTree\$/^(hand|$side)\$" 10x
		done
		for grid in corner walls10 walls30; do
			if [ $((round % 2)) -eq 0 ]; then oranges_cpp "$round" "$grid"; fi
			gobench "$round" "oranges-$grid" "$dir/oranges.test" "^BenchmarkOrangesRotting\$/^$grid\$/^impl=(engine|hand)\$" 3x
			if [ $((round % 2)) -eq 1 ]; then oranges_cpp "$round" "$grid"; fi
		done
		for b in $boards; do
			name=${b%%:*} re=${b##*:}
			if [ $((round % 2)) -eq 0 ]; then snakes_cpp "$round" "$name"; fi
			gobench "$round" "snakes-$name" "$dir/snakes.test" "^BenchmarkLeetCode\$/^n=1000\$/$re=(ripple|hand-leetcode|hand-build)\$" 20x
			if [ $((round % 2)) -eq 1 ]; then snakes_cpp "$round" "$name"; fi
		done
	} >"$dir/round"
	cat "$dir/round" >&2
	cat "$dir/round" >>"$dir/log"
	round=$((round + 1))
done
load_end=$(load)

# The workloads: key, log tag, ripple's side, the anchor's side, "-" (the
# chart's column for an earlier ratio, unused), the target, and a label.
cat >"$dir/workloads" <<'END'
grid-frontier	grid-frontier	frontier	hand	-	1.3	1000² grid, Layers, FrontierNeighbors / hand layered loop
grid-struct-frontier	grid-struct-frontier	struct-frontier	hand	-	1.3	1000² grid, Layers, struct state + FrontierNeighbors / hand
grid-index	grid-index	index	hand	-	6	1000² grid, Layers, Neighbors + Indexer only / hand
grid-struct-index	grid-struct-index	struct-index	hand	-	6	1000² grid, Layers, struct state + Indexer / hand
tree-frontier	tree-frontier	frontier	hand	-	2	1000² grid, BFS tree, FrontierNeighbors / hand int32 parents
994-corner-hand	oranges-corner	impl=engine	impl=hand	-	1.2	994 corner, OrangesRotting / hand Go
994-walls10-hand	oranges-walls10	impl=engine	impl=hand	-	1.2	994 walls10, OrangesRotting / hand Go
994-walls30-hand	oranges-walls30	impl=engine	impl=hand	-	1.2	994 walls30, OrangesRotting / hand Go
994-corner-cpp	oranges-corner	impl=engine	cpp	-	1.0	994 corner, OrangesRotting / textbook C++
994-walls10-cpp	oranges-walls10	impl=engine	cpp	-	1.0	994 walls10, OrangesRotting / textbook C++
994-walls30-cpp	oranges-walls30	impl=engine	cpp	-	1.0	994 walls30, OrangesRotting / textbook C++
909-jumps1-cpp	snakes-jumps1	impl=ripple	cpp	-	1.0	909 1% jumps, SnakesAndLadders / seed C++
909-jumps0.1-cpp	snakes-jumps0.1	impl=ripple	cpp	-	1.0	909 0.1% jumps, SnakesAndLadders / seed C++
909-jumps5-cpp	snakes-jumps5	impl=ripple	cpp	-	1.0	909 5% jumps, SnakesAndLadders / seed C++
909-early-cpp	snakes-early	impl=ripple	cpp	-	1.0	909 early exit (70), SnakesAndLadders / seed C++
909-jumps1-seed	snakes-jumps1	impl=ripple	impl=hand-leetcode	-	1.2	909 1% jumps, SnakesAndLadders / hand Go (seed in Go)
909-jumps0.1-seed	snakes-jumps0.1	impl=ripple	impl=hand-leetcode	-	1.2	909 0.1% jumps, SnakesAndLadders / hand Go (seed in Go)
909-jumps5-seed	snakes-jumps5	impl=ripple	impl=hand-leetcode	-	1.2	909 5% jumps, SnakesAndLadders / hand Go (seed in Go)
909-early-seed	snakes-early	impl=ripple	impl=hand-leetcode	-	1.2	909 early exit (70), SnakesAndLadders / hand Go (seed in Go)
909-jumps1-build	snakes-jumps1	impl=ripple	impl=hand-build	-	1.2	909 1% jumps, SnakesAndLadders / hand Go (table + queue)
909-jumps0.1-build	snakes-jumps0.1	impl=ripple	impl=hand-build	-	1.2	909 0.1% jumps, SnakesAndLadders / hand Go (table + queue)
909-jumps5-build	snakes-jumps5	impl=ripple	impl=hand-build	-	1.2	909 5% jumps, SnakesAndLadders / hand Go (table + queue)
909-early-build	snakes-early	impl=ripple	impl=hand-build	-	1.2	909 early exit (70), SnakesAndLadders / hand Go (table + queue)
END

{
	echo "# docs/bench/frontier.sh $rounds: medians over $rounds interleaved rounds of process CPU time per call (ms) and of the per-round ratio ripple/anchor"
	echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $load_start at the start, $load_end at the end; $(go version | cut -d' ' -f3), $(g++ --version | head -1)"
	printf '#key\tripple_ms\tanchor_ms\tratio\trounds\tbefore\ttarget\tlabel\tratio_range\n'
	awk -F'\t' '
		function median(list,    n, v, i, j, t) {
			n = split(list, v, " ")
			for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
			return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
		}
		FNR == NR { key[++nw] = $1; tag[$1] = $2; rs[$1] = $3; as[$1] = $4; before[$1] = $5; target[$1] = $6; label[$1] = $7; next }
		{
			split($0, f, " ")	# round tag side ms answer
			ms[f[1] SUBSEP f[2] SUBSEP f[3]] = f[4]; ans[f[1] SUBSEP f[2] SUBSEP f[3]] = f[5]
			if (!(f[1] in seen)) { seen[f[1]] = 1; order[++nr] = f[1] }
		}
		END {
			for (w = 1; w <= nw; w++) {
				k = key[w]; rl = al = ql = ""; n = 0
				for (r = 1; r <= nr; r++) {
					rk = order[r] SUBSEP tag[k] SUBSEP rs[k]; ak = order[r] SUBSEP tag[k] SUBSEP as[k]
					if (!(rk in ms) || !(ak in ms)) continue
					if (ans[rk] != "-" && ans[ak] != "-" && ans[rk] != ans[ak]) { printf "frontier.sh: %s round %s: answers differ, ripple %s, anchor %s\n", k, order[r], ans[rk], ans[ak] > "/dev/stderr"; bad = 1 }
					q = ms[rk] / ms[ak]
					if (n == 0 || q < lo) lo = q
					if (n == 0 || q > hi) hi = q
					rl = rl " " ms[rk]; al = al " " ms[ak]; ql = ql " " q; n++
				}
				if (n == 0) { printf "frontier.sh: no figures for %s\n", k > "/dev/stderr"; bad = 1; continue }
				printf "%s\t%.3f\t%.3f\t%.2f\t%d\t%s\t%s\t%s\t%.2f-%.2f\n", k, median(rl), median(al), median(ql), n, before[k], target[k], label[k], lo, hi
			}
			exit bad
		}' "$dir/workloads" - <"$dir/log"
} >"$dir/summary"
cp "$dir/summary" "$data"

# The table, in Markdown as docs/benchmarks.md quotes it, then the chart.
awk -F'\t' '
	/^# / { sub(/^# /, ""); print > "/dev/stderr"; next }
	/^#/ {
		print "| workload | ripple | anchor | ripple / anchor | per-round range | ripple ms | anchor ms | target | holds |"
		print "|---|---|---|---:|---:|---:|---:|---:|---|"
		next
	}
	{
		split($8, l, " / "); what = l[1]; sub(/, [^,]*$/, "", what); who = l[1]; sub(/.*, /, "", who)
		holds = $7 == "-" ? "" : ($4 + 0 <= $7 + 0 ? "yes" : "**no**")
		range = $9; sub(/-/, "–", range)
		printf "| %s | %s | %s | **%.2f×** | %s | %.3f | %.3f | %s | %s |\n", what, who, l[2],
			$4, range, $2, $3, $7 == "-" ? "" : "≤ " $7 "×", holds
	}' "$data"
go -C docs/plot build -o "$dir/plot" .
for ext in png svg; do
	"$dir/plot" -ratios "$data" -title "ripple / anchor, CPU time per call (medians, log scale)" -out "docs/frontier-ratios.$ext"
done
echo "wrote $data, docs/frontier-ratios.png and docs/frontier-ratios.svg" >&2
