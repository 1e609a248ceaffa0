package arrowgrid

import "github.com/ripplebfs/ripple/search"

// MinCost is LeetCode 1368's signature: the least number of arrows to
// change so that following the arrows leads from the top-left cell to the
// bottom-right one. It never panics: a grid that [New] rejects gives -1.
//
// It validates the grid while laying it out in a bordered frame (a byte
// per arrow, a border of walls so that no move tests the grid's edges)
// and runs [search.DijkstraTree] over it, up to the bottom-right cell's
// cost class. The frame has the [search.ZeroOneFrontier] capability, so
// the search is 0-1 BFS by cost classes, each closed under the free moves
// (along the arrows), a frontier of cells per call. A grid too large for
// the frame's int32 indices (more than 2³¹−1 of them) goes to
// [Grid.Cheapest]. O(cells).
func MinCost(grid [][]int) int {
	f, valid := newFrame(grid)
	switch {
	case !valid:
		return -1
	case f == nil:
		g, _ := New(grid)
		cost, _ := g.Cheapest()
		return cost
	}
	// The tree stops at the goal's cost class: its last state has the
	// goal's cost, and no path is built.
	goal := f.goal()
	_, cost, _ := search.DijkstraTree[int32](f, func(i int32) bool { return i == goal }, f.start()).Last()
	return cost
}
