// Package bordered lays a grid of rows×cols cells out in a frame one cell
// wider on every side, numbered by int32 indices, for the grid plugins
// that search it with the engine's frontier capabilities: the border (and
// any cell a plugin declares a wall) is marked in the engine's visited set
// before the search ([search.Walls]), so [Frame.AppendNeighbors] marks
// the four neighbours of a cell without any edge check.
//
// The row stride is cols+1: one border column serves as the right edge
// of a row and the left edge of the next, with a border row above and
// below. Cell (r, c) has index (r+1)·(cols+1) + c + 1, and indices grow
// with row-major cell numbers.
package bordered

import (
	"encoding/binary"
	"math"
	"math/bits"
	"slices"

	"github.com/ripplebfs/ripple/search"
)

// Frame is the bordered layout of a rows×cols grid. It implements the
// [search.Indexer] over its int32 indices (the identity) and
// [search.FrontierNeighbors] for 4-adjacency; a plugin adds Neighbors and
// Walls.
type Frame struct{ Rows, Cols int }

// Fits reports whether the frame has at most 2³¹−1 indices, so that they
// fit an int32 and the engine's dense mode. Rows and Cols must be positive.
func (f Frame) Fits() bool { return f.Rows+2 <= math.MaxInt32/(f.Cols+1) }

// Stride returns the row stride, Cols+1.
func (f Frame) Stride() int { return f.Cols + 1 }

// Len returns the number of indices, (Rows+2)·(Cols+1).
func (f Frame) Len() int { return (f.Rows + 2) * f.Stride() }

// Index returns i: the indices are their own dense index.
func (f Frame) Index(i int32) int { return int(i) }

// State returns i as an index.
func (f Frame) State(i int) int32 { return int32(i) }

// At returns the index of the cell numbered s (row-major, 0-based).
func (f Frame) At(s int) int32 { return int32(s + s/f.Cols + f.Stride() + 1) }

// Cell returns the row-major number of the cell at index i, and whether i
// is a cell (not the border).
func (f Frame) Cell(i int32) (int, bool) {
	w := f.Stride()
	r, c := int(i)/w-1, int(i)%w-1
	if i < 0 || uint(r) >= uint(f.Rows) || c < 0 {
		return 0, false
	}
	return r*f.Cols + c, true
}

// AppendNeighbors implements [search.FrontierNeighbors] for 4-adjacency
// (up, left, right, down): with the walls marked, a neighbour is new
// exactly when seen.Mark says so. Room for every successor is made up
// front, at least doubling dst's capacity when it grows, so that the loop
// makes no call that returns and keeps its values in registers.
// O(len(frontier)) amortized.
func (f Frame) AppendNeighbors(dst, frontier []int32, seen search.Visited) []int32 {
	w := int32(f.Stride())
	n := len(dst)
	if cap(dst)-n < 4*len(frontier) {
		// At least double: a layer of millions of states, built 4·256
		// states at a time, then grows about 11 times, not about 30 at
		// append's 1.25× for large slices, and copies itself about once.
		dst = slices.Grow(dst, max(4*len(frontier), n))
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

// MarkBorder marks the border in seen: the rows above and below the
// cells and the column between rows. O(Rows + Cols).
func (f Frame) MarkBorder(seen search.Visited) {
	w, n := f.Stride(), f.Len()
	for i := range w {
		seen.Mark(i)
		seen.Mark(n - w + i)
	}
	for r := range f.Rows {
		seen.Mark((r + 1) * w) // the border column before row r
	}
}

// MarkWalls marks the border in seen (see [Frame.MarkBorder]), and every cell s whose byte
// cells[s] (row-major, Rows·Cols of them) has no bit of open set: open
// must lie within bits 0 and 1. It reads the cells eight at a time, so
// that a run of open cells costs no branch per cell. O(Rows·Cols/8 +
// walls).
func (f Frame) MarkWalls(seen search.Visited, cells []uint8, open uint8) {
	if open&^3 != 0 {
		panic("bordered: MarkWalls: open must lie within bits 0 and 1")
	}
	const ones = 0x0101010101010101
	f.MarkBorder(seen)
	w := f.Stride()
	for r := range f.Rows {
		base := (r+1)*w + 1
		row := cells[r*f.Cols : (r+1)*f.Cols]
		c := 0
		for ; c+8 <= len(row); c += 8 {
			// Bit 0 of each byte of y is set for an open cell.
			y := binary.LittleEndian.Uint64(row[c:]) & (uint64(open) * ones)
			y |= y >> 1
			for walls := ^y & ones; walls != 0; walls &= walls - 1 {
				seen.Mark(base + c + bits.TrailingZeros64(walls)>>3)
			}
		}
		for ; c < len(row); c++ {
			if row[c]&open == 0 {
				seen.Mark(base + c)
			}
		}
	}
}
