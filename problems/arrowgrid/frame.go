package arrowgrid

import (
	"fmt"
	"slices"

	"github.com/ripplebfs/ripple/internal/bordered"
	"github.com/ripplebfs/ripple/search"
)

// frame is the graph [MinCost] searches: the grid laid out in a bordered
// frame of int32 indices (internal/bordered: cell (r, c) is index
// (r+1)·(cols+1) + c + 1, the border around it a wall), one byte of arrow
// per index, 0 on the border. Its moves are [Grid.Edges]': to each
// adjacent cell, costing 0 along the cell's arrow and 1 against it. With
// the border marked in the search's visited set ([search.Walls]), the
// [search.ZeroOneFrontier] capability tests no edge of the grid: a cell's
// free move is one table look-up and one mark, its three paid moves three
// marks. [search.Dijkstra] over it settles the cells cost by cost, each
// cost class closed under the free moves, which is a walk along the
// arrows.
type frame struct {
	bordered.Frame
	arrows []byte
	free   [8]int32    // by arrow: the index step of the free move
	paid   [8][3]int32 // by arrow: the steps of the other moves, in Edges' order
}

// newFrame validates grid as [New] does and lays it out in a frame. valid
// is false for a grid New rejects; f is nil for a valid grid whose frame
// would have more than 2³¹−1 indices.
func newFrame(grid [][]int) (f *frame, valid bool) {
	if len(grid) == 0 || len(grid[0]) == 0 {
		return nil, false
	}
	rows, cols := len(grid), len(grid[0])
	for _, row := range grid { // row lengths first: allocate nothing for a ragged grid
		if len(row) != cols {
			return nil, false
		}
	}
	if rows > MaxCells/cols {
		return nil, false
	}
	fr := bordered.Frame{Rows: rows, Cols: cols}
	if !fr.Fits() {
		for _, row := range grid {
			for _, v := range row {
				if uint(v-Right) > Up-Right {
					return nil, false
				}
			}
		}
		return nil, true
	}
	f = withSteps(fr, make([]byte, fr.Len()))
	w := fr.Stride()
	for r, row := range grid {
		base := (r+1)*w + 1
		arrows := f.arrows[base : base+cols]
		for c, v := range row {
			if uint(v-Right) > Up-Right {
				return nil, false
			}
			arrows[c] = byte(v)
		}
	}
	return f, true
}

// withSteps returns the frame fr with the arrows given and the step tables
// for its stride.
func withSteps(fr bordered.Frame, arrows []byte) *frame {
	w := int32(fr.Stride())
	f := &frame{Frame: fr, arrows: arrows}
	steps := [4]int32{1, -1, w, -w} // right, left, down, up: LeetCode's arrows 1 to 4
	for a := Right; a <= Up; a++ {
		f.free[a] = steps[a-1]
		k := 0
		for b, s := range steps {
			if b+1 != a {
				f.paid[a][k] = s
				k++
			}
		}
	}
	return f
}

// start and goal are the indices of the top-left and bottom-right cells.
func (f *frame) start() int32 { return f.At(0) }
func (f *frame) goal() int32  { return f.At(f.Rows*f.Cols - 1) }

// Edges yields the cells adjacent to cell i, right, left, down, up, each
// with its cost: 0 along the arrow of i, 1 otherwise. It panics if i is
// not a cell.
func (f *frame) Edges(i int32, yield func(int32, int) bool) {
	a := f.arrow(i)
	w := int32(f.Stride())
	for k, s := range [4]int32{1, -1, w, -w} {
		cost := 1
		if k+1 == int(a) {
			cost = 0
		}
		if v := i + s; f.arrows[v] != 0 && !yield(v, cost) {
			return
		}
	}
}

// arrow returns the arrow of cell i, panicking if i is not a cell.
func (f *frame) arrow(i int32) byte {
	if i < 0 || int(i) >= len(f.arrows) || f.arrows[i] == 0 {
		panic(fmt.Sprintf("arrowgrid: frame index %d is not a cell of a %d×%d grid", i, f.Rows, f.Cols))
	}
	return f.arrows[i]
}

// Walls implements [search.Walls]: the border.
func (f *frame) Walls(seen search.Visited) { f.MarkBorder(seen) }

// AppendEdges implements [search.ZeroOneFrontier]: for each cell of
// frontier, with cost 0 the cell its arrow points to, with cost 1 the
// other adjacent cells in Edges' order, each appended if seen.Mark says it
// is new. A move off the grid lands on the border, which is marked, so
// no edge is tested. Room for every successor is made up front, at least
// doubling dst's capacity when it grows, so that the loop makes no call
// that returns. The searches pass cells only: an index outside the frame
// panics, and one on the border (arrow 0) has no moves (every step of
// arrow 0 is 0, to the index itself, which is marked). O(len(frontier)).
func (f *frame) AppendEdges(dst, frontier []int32, cost int, seen search.Visited) []int32 {
	n, arrows := len(dst), f.arrows
	switch cost {
	case 0:
		if cap(dst)-n < len(frontier) {
			dst = slices.Grow(dst, max(len(frontier), n))
		}
		out := dst[n : n+len(frontier)]
		k := 0
		for _, s := range frontier {
			if v := s + f.free[arrows[s]&7]; seen.Mark(int(v)) {
				out[k] = v
				k++
			}
		}
		return dst[:n+k]
	case 1:
		if cap(dst)-n < 3*len(frontier) {
			dst = slices.Grow(dst, max(3*len(frontier), n)) // at least double: see bordered.Frame.AppendNeighbors
		}
		out := dst[n : n+3*len(frontier)]
		k := 0
		for _, s := range frontier {
			p := &f.paid[arrows[s]&7]
			if v := s + p[0]; seen.Mark(int(v)) {
				out[k] = v
				k++
			}
			if v := s + p[1]; seen.Mark(int(v)) {
				out[k] = v
				k++
			}
			if v := s + p[2]; seen.Mark(int(v)) {
				out[k] = v
				k++
			}
		}
		return dst[:n+k]
	}
	return dst
}

var _ search.ZeroOneFrontier[int32] = (*frame)(nil)
