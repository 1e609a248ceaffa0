package islands

import (
	"iter"

	"github.com/ripplebfs/ripple/search"
)

// Islands returns the islands of the grid, each as the cell numbers of its
// land, via search.Components. Islands come in the order of their first
// cell in row-major order; each lists that cell first, then the rest in
// breadth-first discovery order (up, left, right, down). The slice is
// reused: it is valid only during its iteration step (slices.Clone to keep
// it).
//
// The seeds are the land cells with no land directly above or to the left:
// every island's first cell in row-major order is one, and seeding only
// them gives the same islands as seeding every land cell, with fewer
// seeds. O(rows·cols) time, a bitset of rows·cols bits and O(rows·cols)
// words of queue and seeds.
func (g *Grid) Islands() iter.Seq[[]int] {
	var seeds []int
	p, n := g.padded, g.cols
	for c, v := range g.cells {
		up := p[c]&landBit != 0
		left := p[n+c-1]&(landBit|rightEdge) == landBit
		if v&landBit != 0 && !up && !left {
			seeds = append(seeds, c)
		}
	}
	return search.Components[int](g, seeds...)
}

// Count returns the number of islands; 0 for a grid without land.
// It runs search.Components over the grid laid out as a bordered frame of
// int32 indices whose border and water are [search.Walls], the engine's
// fastest grid layout, seeded as [Grid.Islands] is. Cost as for
// [Grid.Islands].
func (g *Grid) Count() int {
	if g.rows == 0 || g.cols == 0 || !newFrame(g).Fits() {
		n := 0
		for range g.Islands() {
			n++
		}
		return n
	}
	var seeds []int32
	cols := g.cols
	at := make([]int32, cols) // the row's seeds, as frame indices
	for r := range g.rows {
		// No branch per cell: land and water come in any order, so every
		// cell's index is written and kept if it is a seed.
		up, k, left := g.padded[r*cols:(r+1)*cols], 0, byte(0)
		base := int32((r+1)*(cols+1) + 1)
		for c, v := range g.cells[r*cols : (r+1)*cols] {
			at[k] = base + int32(c)
			k += int(v &^ (up[c] | left) & landBit)
			left = v
		}
		seeds = append(seeds, at[:k]...)
	}
	n := 0
	for range search.Components[int32](newFrame(g), seeds...) {
		n++
	}
	return n
}

// NumIslands is LeetCode 200's signature: the number of islands in a grid
// of '1' (land) and '0' (water), land joined horizontally or vertically.
// An empty grid has 0 islands.
//
// NumIslands never panics. An invalid grid, with ragged rows or a byte
// other than '0' and '1', gives -1; use [New] to learn what is wrong with
// it. O(rows·cols) time and memory.
func NumIslands(grid [][]byte) int {
	g, err := New(grid)
	if err != nil {
		return -1
	}
	return g.Count()
}
