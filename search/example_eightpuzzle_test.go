package search_test

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/search"
)

// This is the worked example of docs/plugins.md, "Write a heuristic": the
// 8-puzzle as a new user would write it, solved by AStar and IDAStar with
// the Manhattan distance.

// tiles is an 8-puzzle position: the tile on each cell, row-major, 0 for
// the blank. An array is comparable, so it is a state as it is.
type tiles [9]int8

// eight is the 8-puzzle: the blank swaps with a tile beside it.
type eight struct{}

func (eight) Neighbors(b tiles, yield func(tiles) bool) {
	z := 0
	for b[z] != 0 {
		z++
	}
	for _, c := range [4]int{z - 3, z + 3, z - 1, z + 1} {
		if c < 0 || c >= 9 || (c == z-1 && z%3 == 0) || (c == z+1 && z%3 == 2) {
			continue
		}
		next := b
		next[z], next[c] = next[c], 0
		if !yield(next) {
			return
		}
	}
}

// manhattan sums, over the tiles, the rows and columns between a tile and
// its goal cell (tile t belongs on cell t−1). A move slides one tile one
// cell, so it changes the sum by exactly one: the estimate never exceeds
// the true number of moves (admissible) and drops by at most one per move
// (consistent).
func manhattan(b tiles) int {
	h := 0
	for c, t := range b {
		if t != 0 {
			g := int(t) - 1
			h += dist(c/3, g/3) + dist(c%3, g%3)
		}
	}
	return h
}

func dist(a, b int) int {
	x := a - b
	if x < 0 {
		return -x
	}
	return x
}

func Example_eightPuzzle() {
	goal := tiles{1, 2, 3, 4, 5, 6, 7, 8, 0}
	isGoal := func(b tiles) bool { return b == goal }
	start := tiles{8, 6, 7, 2, 5, 4, 3, 0, 1} // one of the two hardest: 31 moves
	ctx := context.Background()
	// OnLayer reports each bound on f (IDA*: each pass) with the states
	// expanded so far: the last call has the total.
	var expanded, passes int
	count := search.Options{OnLayer: func(l search.LayerStats) { expanded, passes = l.Expanded, passes+1 }}
	for _, h := range []struct {
		name string
		h    func(tiles) int
	}{{"breadth-first (h = 0)", func(tiles) int { return 0 }}, {"Manhattan", manhattan}} {
		_, moves, _, _ := search.AStarContext(ctx, search.UnitCost[tiles](eight{}), h.h, isGoal, count, start)
		fmt.Printf("AStar, %s: %d moves, %d expansions\n", h.name, moves, expanded)
	}
	passes = 0
	path, _, _ := search.IDAStarContext(ctx, eight{}, manhattan, isGoal, count, start)
	fmt.Printf("IDAStar, Manhattan: %d moves, %d expansions in %d passes\n", len(path)-1, expanded, passes)
	// Output:
	// AStar, breadth-first (h = 0): 31 moves, 181438 expansions
	// AStar, Manhattan: 31 moves, 6896 expansions
	// IDAStar, Manhattan: 31 moves, 14195 expansions in 6 passes
}
