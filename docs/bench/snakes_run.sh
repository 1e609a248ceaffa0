#!/bin/sh
# Times ripple's MinRolls against the C++ -O2 textbook baselines on the same
# boards (snakesladders.Random(n, rate, seed), written as LeetCode literals
# and read back by the C++ program). Times are process CPU time, min and
# median over REPS runs. "ripple" is Board.MinRolls on the built board,
# "ripple/leetcode" SnakesAndLadders on the [][]int matrix (New included),
# to be compared with "flat+build". Usage, from the repository root:
#
#	sh docs/bench/snakes_run.sh [REPS]
set -e
reps=${1:-30}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
g++ -O2 -std=c++17 -o "$dir/baseline" docs/bench/snakes_baseline.cpp
go build -o "$dir/snakes" ./docs/bench/snakes
for spec in "20 0.05 1" "1000 0.01 1" "1000 0.01 2" "1000 0.01 3" "1000 0.001 1" "1000 0.05 1" "1000 0 1" "3000 0.01 1"; do
	set -- $spec
	echo "== n=$1 rate=$2 seed=$3"
	"$dir/snakes" -n "$1" -rate "$2" -seed "$3" -out "$dir/board.txt" -reps "$reps"
	"$dir/snakes" -n "$1" -rate "$2" -seed "$3" -reps "$reps" -what leetcode
	"$dir/baseline" "$dir/board.txt" "$reps"
done
