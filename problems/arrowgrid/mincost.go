package arrowgrid

// MinCost is LeetCode 1368's signature: the least number of arrows to
// change so that following the arrows leads from the top-left cell to the
// bottom-right one. It never panics: a grid that [New] rejects gives -1.
func MinCost(grid [][]int) int {
	g, err := New(grid)
	if err != nil {
		return -1
	}
	cost, _ := g.Cheapest()
	return cost
}
