package islands

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"

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
type frame struct{ g *Grid }

// frameFits reports whether the frame of g has at most 2³¹−1 indices, so
// that they fit an int32 and the engine's dense mode.
func (g *Grid) frameFits() bool {
	return (g.rows + 2) <= math.MaxInt32/(g.cols+1)
}

// stride returns the frame's row stride, cols+1.
func (f frame) stride() int { return f.g.cols + 1 }

// cell returns the cell number of frame index i, and whether i is a cell.
func (f frame) cell(i int32) (int, bool) {
	w := f.stride()
	r, c := int(i)/w-1, int(i)%w-1
	if i < 0 || uint(r) >= uint(f.g.rows) || c < 0 {
		return 0, false
	}
	return r*f.g.cols + c, true
}

// Neighbors yields the land cells next to land cell i, up, left, right,
// down; a water cell has none. It panics if i is not a cell.
func (f frame) Neighbors(i int32, yield func(int32) bool) {
	s, ok := f.cell(i)
	if !ok {
		panic(fmt.Sprintf("islands: frame index %d is not a cell of a %d×%d grid", i, f.g.rows, f.g.cols))
	}
	f.g.Neighbors(s, func(v int) bool {
		return yield(i + int32(v-s) + int32((v-s)/f.g.cols))
	})
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

// Walls implements [search.Walls]: it marks the border and the water
// cells, reading the cells eight at a time so that a run of land costs no
// branch per cell.
func (f frame) Walls(seen search.Visited) {
	w, cols := f.stride(), f.g.cols
	n := f.Len()
	for i := range w {
		seen.Mark(i)
		seen.Mark(n - w + i)
	}
	for r := range f.g.rows {
		base := (r+1)*w + 1
		seen.Mark(base - 1) // the water column before the row
		row := f.g.cells[r*cols : (r+1)*cols]
		c := 0
		for ; c+8 <= len(row); c += 8 {
			// Bit 0 of each byte is landBit; the edge flags lie above.
			x := binary.LittleEndian.Uint64(row[c:])
			for water := ^x & 0x0101010101010101; water != 0; water &= water - 1 {
				seen.Mark(base + c + bits.TrailingZeros64(water)>>3)
			}
		}
		for ; c < len(row); c++ {
			if row[c]&landBit == 0 {
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
