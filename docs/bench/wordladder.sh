#!/bin/sh
# Word-ladder benchmarks for docs/benchmarks.md, section "Word ladder".
# Run from the repository root: sh docs/bench/wordladder.sh [outdir]
# Installs Debian's wamerican list if absent (the tests never need it).
set -eu
out=${1:-/tmp/wordladder-bench}
mkdir -p "$out"
if [ ! -f /usr/share/dict/american-english ]; then
	if [ "$(id -u)" = 0 ]; then apt-get install -y wamerican; else sudo apt-get install -y wamerican; fi
fi
sha256sum /usr/share/dict/american-english
benchstat="go run golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da"
pkg=./problems/wordladder/
go test -run '^$' -bench 'Neighbors|Build' -count 6 -benchtime 5x -timeout 60m $pkg | tee "$out/strategies.txt"
go test -run '^$' -bench 'Modes|Ladder|BFSTree' -count 6 -benchtime 0.5s -timeout 60m $pkg | tee "$out/searches.txt"
$benchstat -col /nb "$out/strategies.txt"
$benchstat -col /mode -filter '.name:Modes' "$out/searches.txt"
$benchstat -col /search -filter '.name:Ladder' "$out/searches.txt"
$benchstat -col /impl -filter '.name:LadderLength' "$out/searches.txt"
$benchstat -filter '.name:FindLadders' "$out/searches.txt"
