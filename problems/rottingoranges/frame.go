package rottingoranges

import (
	"encoding/binary"
	"fmt"
	"math/bits"

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
type frame struct{ g *Grid }

// stride returns the frame's row stride, cols+1.
func (f frame) stride() int { return f.g.cols + 1 }

// cell returns the cell index of frame index i, and whether i is a cell.
func (f frame) cell(i int32) (int, bool) {
	w := f.stride()
	r, c := int(i)/w-1, int(i)%w-1
	if i < 0 || uint(r) >= uint(f.g.rows) || c < 0 {
		return 0, false
	}
	return r*f.g.cols + c, true
}

// at returns the frame index of cell s.
func (f frame) at(s int) int32 {
	return int32(s + s/f.g.cols + f.stride() + 1)
}

// Neighbors yields the oranges 4-adjacent to frame index i, up, left,
// right, down. It panics if i is not a cell.
func (f frame) Neighbors(i int32, yield func(int32) bool) {
	s, ok := f.cell(i)
	if !ok {
		panic(fmt.Sprintf("rottingoranges: frame index %d is not a cell of a %d×%d grid", i, f.g.rows, f.g.cols))
	}
	cols, w, cells := f.g.cols, int32(f.stride()), f.g.cells
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

// AppendNeighbors implements [search.FrontierNeighbors]: with the walls
// marked, a neighbour is new exactly when seen.Mark says so. Room for
// every successor is made up front, so that the loop makes no call that
// returns and keeps its values in registers.
func (f frame) AppendNeighbors(dst, frontier []int32, seen search.Visited) []int32 {
	w := int32(f.stride())
	n := len(dst)
	if cap(dst)-n < 4*len(frontier) {
		dst = append(dst[:cap(dst)], make([]int32, 4*len(frontier)+cap(dst)-n)...)
	}
	out := dst[n : n+4*len(frontier)]
	k := 0
	for _, s := range frontier {
		if seen.Mark(int(s - w)) {
			out[k] = s - w
			k++
		}
		if seen.Mark(int(s - 1)) {
			out[k] = s - 1
			k++
		}
		if seen.Mark(int(s + 1)) {
			out[k] = s + 1
			k++
		}
		if seen.Mark(int(s + w)) {
			out[k] = s + w
			k++
		}
	}
	return dst[:n+k]
}

// Walls implements [search.Walls]: it marks the border and the empty
// cells. It reads the cells eight at a time, so that a run of oranges
// costs no branch per cell.
func (f frame) Walls(seen search.Visited) {
	w, cols := f.stride(), f.g.cols
	n := f.Len()
	for i := range w {
		seen.Mark(i)
		seen.Mark(n - w + i)
	}
	for r := range f.g.rows {
		base := (r+1)*w + 1
		seen.Mark(base - 1) // the wall column before the row
		row := f.g.cells[r*cols : (r+1)*cols]
		c := 0
		for ; c+8 <= len(row); c += 8 {
			// Bit 0 of each byte of x|x>>1 is set for an orange (value 1
			// or 2), clear for an empty cell; the edge flags lie above.
			x := binary.LittleEndian.Uint64(row[c:])
			for empty := ^(x | x>>1) & 0x0101010101010101; empty != 0; empty &= empty - 1 {
				seen.Mark(base + c + bits.TrailingZeros64(empty)>>3)
			}
		}
		for ; c < len(row); c++ {
			if row[c]&valueMask == Empty {
				seen.Mark(base + c)
			}
		}
	}
}

// Len returns the size of the frame, (rows+2)*(cols+1).
func (f frame) Len() int { return (f.g.rows + 2) * f.stride() }

// Index returns i: frame indices are their own dense index.
func (f frame) Index(i int32) int { return int(i) }

// State returns i as a frame index.
func (f frame) State(i int) int32 { return int32(i) }
