package islands

import (
	"fmt"

	"github.com/ripplebfs/ripple/internal/bordered"
	"github.com/ripplebfs/ripple/search"
)

// frame is the graph [Grid.Count] searches: the grid laid out with a
// border, row stride w = cols+1 (one water column between rows, a water
// row above and below), its states int32 frame indices: cell (r, c) is
// (r+1)*w + c + 1. The border and the water cells are walls
// ([search.Walls]), marked in the engine's visited set before the search,
// so AppendNeighbors marks the four neighbours of a land cell blindly: the
// mark answers "land?" and "seen?" in one test. Its islands are Grid's
// islands, in the same order (frame indices grow with cell numbers).
// The layout, Indexer and AppendNeighbors are [bordered.Frame]'s.
type frame struct {
	bordered.Frame
	g *Grid
}

func newFrame(g *Grid) frame { return frame{bordered.Frame{Rows: g.rows, Cols: g.cols}, g} }

// Neighbors yields the land cells next to land cell i, up, left, right,
// down; a water cell has none. It panics if i is not a cell.
func (f frame) Neighbors(i int32, yield func(int32) bool) {
	s, ok := f.Cell(i)
	if !ok {
		panic(fmt.Sprintf("islands: frame index %d is not a cell of a %d×%d grid", i, f.g.rows, f.g.cols))
	}
	f.g.Neighbors(s, func(v int) bool {
		return yield(i + int32(v-s) + int32((v-s)/f.g.cols))
	})
}

// Walls implements [search.Walls]: it marks the border and the water
// cells.
func (f frame) Walls(seen search.Visited) { f.MarkWalls(seen, f.g.cells, landBit) }
