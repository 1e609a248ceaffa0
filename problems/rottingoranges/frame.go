package rottingoranges

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"slices"

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
// successors are its 4-adjacent oranges, fresh or rotten.
//
// One more index, the source, past the bordered layout (Len()-1), stands
// for the rotting itself: its successors are the rotten oranges, in
// ascending order, and nothing leads back to it. Searched from the source
// alone, layer 0 is the source, layer 1 the rotten oranges, and layer
// m+1 the oranges that rot at minute m, Grid's layers in the same order
// (frame indices grow with cell indices). The engine then takes one start
// instead of one per rotten orange, and the frame finds the rotten ones
// by reading the cells eight at a time, straight into the next layer.
//
// The layout, Index, State and the cells' AppendNeighbors are
// [bordered.Frame]'s.
type frame struct {
	bordered.Frame
	g *Grid
}

func newFrame(g *Grid) frame { return frame{bordered.Frame{Rows: g.rows, Cols: g.cols}, g} }

// Len returns the number of indices: the bordered layout's and the
// source.
func (f frame) Len() int { return f.Frame.Len() + 1 }

// source returns the index of the source, Len()-1.
func (f frame) source() int32 { return int32(f.Frame.Len()) }

// Neighbors yields the oranges 4-adjacent to frame index i, up, left,
// right, down; for the source, the rotten oranges in ascending order. It
// panics if i is neither a cell nor the source.
func (f frame) Neighbors(i int32, yield func(int32) bool) {
	if i == f.source() {
		for s, v := range f.g.cells {
			if v&valueMask == Rotten && !yield(f.At(s)) {
				return
			}
		}
		return
	}
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

// AppendNeighbors implements [search.FrontierNeighbors]. The searches
// start from the source alone, so it comes first in its frontier or not
// at all; a frontier with the source after a cell panics (through
// Visited.Mark, its neighbours being outside the frame). O(len(frontier)),
// plus O(cells/8 + rotten oranges) for the source.
func (f frame) AppendNeighbors(dst, frontier []int32, seen search.Visited) []int32 {
	for len(frontier) > 0 && frontier[0] == f.source() {
		dst = f.appendRotten(dst, seen)
		frontier = frontier[1:]
	}
	return f.Frame.AppendNeighbors(dst, frontier, seen)
}

// appendRotten marks the rotten oranges in seen and appends those it
// marks to dst, in ascending order: the source's successors. It reads the
// cells eight at a time, so that a run of other cells costs no branch per
// cell, and grows dst once, to the number of rotten oranges.
func (f frame) appendRotten(dst []int32, seen search.Visited) []int32 {
	const ones = 0x0101010101010101
	g, w := f.g, f.Stride()
	dst = slices.Grow(dst, g.rotten)
	for r, found := 0, 0; r < g.rows && found < g.rotten; r++ {
		base := (r+1)*w + 1
		row := g.cells[r*g.cols : (r+1)*g.cols]
		c := 0
		for ; c+8 <= len(row); c += 8 {
			// Bit 1 of a byte is set exactly for a rotten cell.
			y := binary.LittleEndian.Uint64(row[c:]) >> 1 & ones
			for ; y != 0; y &= y - 1 {
				i := base + c + bits.TrailingZeros64(y)>>3
				found++
				if seen.Mark(i) {
					dst = append(dst, int32(i))
				}
			}
		}
		for ; c < len(row); c++ {
			if row[c]&valueMask != Rotten {
				continue
			}
			found++
			if seen.Mark(base + c) {
				dst = append(dst, int32(base+c))
			}
		}
	}
	return dst
}

// Walls implements [search.Walls]: it marks the border and the empty
// cells; the border alone, without reading the cells, if no cell is
// empty.
func (f frame) Walls(seen search.Visited) {
	if f.g.fresh+f.g.rotten == len(f.g.cells) {
		f.MarkBorder(seen)
		return
	}
	f.MarkWalls(seen, f.g.cells, valueMask)
}
