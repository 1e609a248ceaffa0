package search_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/ripplebfs/ripple/search"
)

// board is a walk on an 8×8 grid: a point (x, y)
// moves one step in the four directions, except onto the wall at x = 3, y ≤ 3.
type point struct{ x, y int }

var walls = map[point]bool{{3, 0}: true, {3, 1}: true, {3, 2}: true, {3, 3}: true}

var board = search.NeighborsFunc[point](func(p point, yield func(point) bool) {
	for _, d := range []point{{0, -1}, {0, 1}, {-1, 0}, {1, 0}} {
		q := point{p.x + d.x, p.y + d.y}
		if q.x >= 0 && q.x < 8 && q.y >= 0 && q.y < 8 && !walls[q] && !yield(q) {
			return
		}
	}
})

// toCorner is the Manhattan distance to (7, 0): admissible (each move
// changes it by one) and consistent.
func toCorner(p point) int { return 7 - p.x + p.y }

func atCorner(p point) bool { return p == point{7, 0} }

func ExampleAStar() {
	// Moves, each counting one: UnitCost.
	path, moves, ok := search.AStar(search.UnitCost(board), toCorner, atCorner, point{0, 0})
	fmt.Println(ok, moves, "moves:", path[0], "→", path[len(path)-1])
	// Output: true 15 moves: {0 0} → {7 0}
}

func ExampleAStarContext() {
	// Compare heuristics by the states they expand: OnLayer reports the
	// expansions so far, the last call their total.
	for _, h := range []struct {
		name string
		h    func(point) int
	}{{"h = 0", func(point) int { return 0 }}, {"Manhattan", toCorner}} {
		expanded := 0
		o := search.Options{MaxStates: 1000, OnLayer: func(l search.LayerStats) { expanded = l.Expanded }}
		_, moves, _, err := search.AStarContext(context.Background(), search.UnitCost(board), h.h, atCorner, o, point{0, 0})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%s: %d moves, %d expansions\n", h.name, moves, expanded)
	}
	// Output:
	// h = 0: 15 moves, 59 expansions
	// Manhattan: 15 moves, 23 expansions
}

func ExampleIDAStar() {
	path, ok := search.IDAStar(board, toCorner, atCorner, point{0, 0})
	fmt.Println(ok, len(path)-1, "moves:", path[0], "→", path[len(path)-1])
	// Output: true 15 moves: {0 0} → {7 0}
}

func ExampleIDAStarContext() {
	ctx := context.Background()
	// A bound on the moves: no path of at most 10 exists. OnLayer is
	// called after each pass.
	passes := 0
	o := search.Options{MaxDepth: 10, OnLayer: func(search.LayerStats) { passes++ }}
	_, ok, err := search.IDAStarContext(ctx, board, toCorner, atCorner, o, point{0, 0})
	fmt.Println(ok, err, passes, "passes")
	// A budget of generated states.
	_, _, err = search.IDAStarContext(ctx, board, toCorner, atCorner, search.Options{MaxStates: 50}, point{0, 0})
	fmt.Println(errors.Is(err, search.ErrLimit))
	// Output:
	// false <nil> 2 passes
	// true
}
