#!/bin/sh
# Times ripple's snakes-and-ladders solvers against the C++ -O2 baselines
# and hand-written Go loops on the same boards (gen.Snakes(n, rate, seed)
# of internal/gen, written as LeetCode literals and read back by the C++
# program). Times are process CPU time. ROUNDS interleaved rounds: in each,
# every board runs every solver REPS times in turn (ripple MinRolls, Route,
# SnakesAndLadders, New+MinRolls, the four hand Go loops, then the C++
# program); each solver's median over REPS is one round's figure. The summary prints, per board, the
# median over rounds of those figures and of the per-round ratios.
# "ripple" is Board.MinRolls on the built board, "ripple/route" Board.Route,
# "ripple/leetcode" SnakesAndLadders on the [][]int matrix (everything
# included), to be compared with "textbook", "flat+build",
# "go-hand-leetcode" and "go-hand+build"; "ripple/leetcode-eager" is New then
# MinRolls (SnakesAndLadders before it read only the cells it lands on). "go-hand" is the hand Go loop
# of snakes/main.go (the C++ "flat" program in Go), "go-hand-layered" a
# tuned hand loop (two reused int32 layers, no queue), both on a table
# built untimed; "go-hand-leetcode" is the C++ "textbook" in Go on the
# matrix, "go-hand+build" go-hand with its table built from the matrix,
# timed. Board 1000,0.01,1453 is the early-exit board (answer 70 after
# reaching 1.2 % of the squares). Usage, from the repository root:
#
#	sh docs/bench/snakes_run.sh [REPS [ROUNDS]]
#
# The raw per-round lines go to stderr.
set -e
reps=${1:-30}
rounds=${2:-5}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
g++ -O2 -std=c++17 -o "$dir/baseline" docs/bench/snakes_baseline.cpp
go -C docs/bench build -o "$dir/snakes" ./snakes
boards="20,0.05,1 1000,0.01,1 1000,0.01,2 1000,0.01,3 1000,0.001,1 1000,0.05,1 1000,0.01,1453 1000,0,1 3000,0.01,1"
for spec in $boards; do
	IFS=, read -r n rate seed <<-END
	$spec
	END
	"$dir/snakes" -n "$n" -rate "$rate" -seed "$seed" -out "$dir/$spec.txt" -reps 1 >/dev/null
done
round=1
while [ "$round" -le "$rounds" ]; do
	for spec in $boards; do
		IFS=, read -r n rate seed <<-END
		$spec
		END
		tag="$round	n=$n rate=$rate seed=$seed	"
		for what in minrolls route leetcode leetcode-eager hand hand-layered hand-leetcode hand+build; do
			"$dir/snakes" -n "$n" -rate "$rate" -seed "$seed" -reps "$reps" -what "$what"
		done | sed "s/^/$tag/" | tee -a "$dir/log" >&2
		"$dir/baseline" "$dir/$spec.txt" "$reps" | sed "s/^/$tag/" | tee -a "$dir/log" >&2
	done
	round=$((round + 1))
done
"$dir/snakes" -summarize <"$dir/log"
