#!/bin/sh
# render.sh draws the pictures of docs/graph.md with Debian's graphviz.
#
#	sh docs/render.sh
#
# For each drawn instance it writes docs/graph-<name>.dot (the DOT text from
# gonum's encoding/dot, through ripple's graph package and
# `go run ./examples/crosscheck -dot <name>`) and renders it to
# docs/graph-<name>.png. It installs graphviz with apt-get if `dot` is
# missing. Both files are committed; rerun after changing the instance or
# the DOT output.
set -eu
cd "$(dirname "$0")/.."

if ! command -v dot >/dev/null 2>&1; then
	echo "render.sh: installing graphviz" >&2
	if [ "$(id -u)" -eq 0 ]; then
		apt-get update -qq && apt-get install -y -qq graphviz >/dev/null
	else
		sudo apt-get update -qq && sudo apt-get install -y -qq graphviz >/dev/null
	fi
fi

# instance name (plugin/instance, see go run ./examples/crosscheck -list),
# then file name
for pair in snakesladders/3x3:snakes-3x3 wordladder/hit-cog:wordladder-hit-cog; do
	inst=${pair%%:*} name=${pair#*:}
	go run ./examples/crosscheck -dot "$inst" >"docs/graph-$name.dot"
	dot -Tpng -Gdpi=110 "docs/graph-$name.dot" -o "docs/graph-$name.png"
	echo "docs/graph-$name.dot -> docs/graph-$name.png ($(dot -V 2>&1))" >&2
done
