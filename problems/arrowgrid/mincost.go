package arrowgrid

// MinCost is LeetCode 1368's signature: the least number of arrows to
// change so that following the arrows leads from the top-left cell to the
// bottom-right one. It never panics: a grid that [New] rejects gives -1.
//
// It runs the plugin's specialised solver (a 0-1 BFS by cost layers over
// a bordered byte grid, see the package doc) and, on a grid too large for
// its int32 indices, [Grid.Cheapest]. O(cells).
func MinCost(grid [][]int) int {
	if cost, ok := layeredMinCost(grid); ok {
		return cost
	}
	g, err := New(grid)
	if err != nil {
		return -1
	}
	cost, _ := g.Cheapest()
	return cost
}
