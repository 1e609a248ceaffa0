#!/bin/sh
# Times ripple's MinRolls against the C++ -O2 textbook baselines on the same
# boards (snakesladders.Random(n, rate, 1), written as LeetCode literals).
# Usage, from the repository root: sh docs/bench/snakes_run.sh [REPS]
set -e
reps=${1:-30}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
g++ -O2 -std=c++17 -o "$dir/baseline" docs/bench/snakes_baseline.cpp
go build -o "$dir/snakes" ./docs/bench/snakes
for spec in "20 0.05" "1000 0.01" "1000 0" "3000 0.01"; do
	set -- $spec
	echo "== n=$1 rate=$2 seed=1"
	"$dir/snakes" -n "$1" -rate "$2" -seed 1 -out "$dir/board.txt" -reps "$reps"
	"$dir/baseline" "$dir/board.txt" "$reps"
	"$dir/snakes" -n "$1" -rate "$2" -seed 1 -reps "$reps"
done
