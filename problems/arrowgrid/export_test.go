package arrowgrid

// LayeredCosts exposes the specialised solver's cost of every cell to the
// black-box tests.
var LayeredCosts = layeredCosts

// LayeredFull is MinCost's specialised solver run to every cell, as the
// C++ anchor does, instead of stopping at the goal's layer.
func LayeredFull(grid [][]int) int {
	b, _, _ := newLayered(grid)
	goal := b.cell(len(grid)-1, len(grid[0])-1)
	b.run(b.cell(0, 0), -1)
	return int(b.dist[goal])
}
