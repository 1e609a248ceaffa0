package arrowgrid

import "github.com/ripplebfs/ripple/search"

// FrameCosts returns the cost of every cell by search.DijkstraTree over
// MinCost's frame (a ZeroOneFrontier), or nil if the grid does not fit a
// frame, for the black-box tests.
func FrameCosts(grid [][]int) [][]int {
	f, _ := newFrame(grid)
	if f == nil {
		return nil
	}
	t := search.DijkstraTree[int32](f, nil, f.start())
	costs := make([][]int, len(grid))
	for r := range costs {
		costs[r] = make([]int, len(grid[0]))
		for c := range costs[r] {
			costs[r][c], _ = t.Cost(f.At(r*len(grid[0]) + c))
		}
	}
	return costs
}

// FrameFull is MinCost's search run to every cell, as the C++ anchor
// does, instead of stopping at the goal's class: the cost of the
// bottom-right cell.
func FrameFull(grid [][]int) int {
	f, _ := newFrame(grid)
	cost, _ := search.DijkstraTree[int32](f, nil, f.start()).Cost(f.goal())
	return cost
}

// FrameOf is the frame of a valid grid, for the contract checks.
func FrameOf(grid [][]int) (search.WeightedNeighbors[int32], int32) {
	f, _ := newFrame(grid)
	return f, f.start()
}

// FramePath is MinCost's search with its path, as cell numbers, and cost.
func FramePath(grid [][]int) ([]int, int) {
	f, _ := newFrame(grid)
	goal := f.goal()
	path, cost, _ := search.Dijkstra[int32](f, func(i int32) bool { return i == goal }, f.start())
	cells := make([]int, len(path))
	for k, i := range path {
		cells[k], _ = f.Cell(i)
	}
	return cells, cost
}
