package rottingoranges

import (
	"fmt"

	"github.com/ripplebfs/ripple/internal/bordered"
	"github.com/ripplebfs/ripple/search"
)

// frame is the graph [Grid.Rot] and [Grid.Minutes] search: the grid laid
// out with a border, row stride w = cols+1 (one wall column between
// rows, a wall row above and below), its states int32 frame indices:
// cell (r, c) is (r+1)*w + c + 1. The border and the empty cells are
// walls ([search.Walls]), marked in the engine's visited set before the
// search, so AppendNeighbors marks the four neighbours of a cell blindly:
// the mark answers "orange?" and "rotted?" in one test. A cell's
// successors are its 4-adjacent oranges, fresh or rotten: searched from
// every rotten orange, the rotten ones are all starts, so the layers are
// Grid's layers, in the same order (frame indices grow with cell
// indices).
// The layout, Indexer and AppendNeighbors are [bordered.Frame]'s.
type frame struct {
	bordered.Frame
	g *Grid
}

func newFrame(g *Grid) frame { return frame{bordered.Frame{Rows: g.rows, Cols: g.cols}, g} }

// Neighbors yields the oranges 4-adjacent to frame index i, up, left,
// right, down. It panics if i is not a cell.
func (f frame) Neighbors(i int32, yield func(int32) bool) {
	s, ok := f.Cell(i)
	if !ok {
		panic(fmt.Sprintf("rottingoranges: frame index %d is not a cell of a %d×%d grid", i, f.g.rows, f.g.cols))
	}
	cols, w, cells := f.g.cols, int32(f.Stride()), f.g.cells
	c := s % cols
	if s >= cols && cells[s-cols]&valueMask != Empty && !yield(i-w) {
		return
	}
	if c > 0 && cells[s-1]&valueMask != Empty && !yield(i-1) {
		return
	}
	if c < cols-1 && cells[s+1]&valueMask != Empty && !yield(i+1) {
		return
	}
	if s+cols < len(cells) && cells[s+cols]&valueMask != Empty {
		yield(i + w)
	}
}

// Walls implements [search.Walls]: it marks the border and the empty
// cells.
func (f frame) Walls(seen search.Visited) { f.MarkWalls(seen, f.g.cells, valueMask) }
