package rottingoranges

import "github.com/ripplebfs/ripple/search"

// Result describes the rotting process of a grid.
type Result struct {
	// Minutes is the LeetCode 994 answer: the minutes until no fresh orange
	// remains; 0 if the grid has no fresh orange to begin with (rotten or
	// not); -1 if some fresh orange can never rot (see Never).
	Minutes int

	// Frames[m] lists the cells that are rotten at minute m but were not
	// before, in ascending cell order: Frames[0] holds the initially rotten
	// cells, Frames[m] for m ≥ 1 the fresh oranges that rot at minute m.
	// Frames is nil when the grid has no rotten orange; otherwise every
	// frame is non-empty and the last one is at minute len(Frames)-1, which
	// equals Minutes whenever Minutes ≥ 0 and at least one orange is rotten.
	Frames [][]int

	// Never lists, in ascending order, the fresh oranges that never rot:
	// those with no 4-connected path of oranges to a rotten one. It is
	// nil exactly when Minutes ≥ 0.
	Never []int
}

// Rot runs the rotting process to its end, as a multi-source breadth-first
// search started from every rotten cell at once, and returns its [Result].
//
// Time O(cells); memory about 4 bytes per index of the bordered frame,
// (Rows()+2)×(Cols()+1) (a minute table), plus the search's bitset and
// layer buffers and the result, which holds every orange once. The frames share one backing array; Rot allocates O(1) times per
// minute, not per cell.
func (g *Grid) Rot() Result {
	var res Result
	fr := newFrame(g)
	w := fr.Stride()
	// minute[i] is the minute frame index i rots (0 for the initially
	// rotten), or -1 for walls and fresh oranges never reached.
	minute := make([]int32, fr.Len())
	for i := range minute {
		minute[i] = -1
	}
	var sizes []int
	rotted := 0
	for d, layer := range search.Layers[int32](fr, fr.source()) {
		if d == 0 {
			continue // the source alone
		}
		for _, i := range layer {
			minute[i] = int32(d - 1)
		}
		sizes = append(sizes, len(layer))
		rotted += len(layer)
	}
	// Bucket the cells by minute, scanning row-major, so that every frame
	// comes out sorted without a sort.
	all := make([]int, rotted)
	if len(sizes) > 0 {
		res.Frames = make([][]int, len(sizes))
	}
	at := 0
	for m, size := range sizes {
		res.Frames[m] = all[at : at : at+size]
		at += size
	}
	never := rotted - g.rotten - g.fresh // ≤ 0: minus the unreached
	if never < 0 {
		res.Never = make([]int, 0, -never)
	}
	for r := range g.rows {
		base := (r+1)*w + 1
		for c, m := range minute[base : base+g.cols] {
			s := r*g.cols + c
			switch {
			case m >= 0:
				res.Frames[m] = append(res.Frames[m], s)
			case g.cells[s]&valueMask == Fresh:
				res.Never = append(res.Never, s)
			}
		}
	}
	switch {
	case len(res.Never) > 0:
		res.Minutes = -1
	case len(sizes) > 0:
		res.Minutes = len(sizes) - 1
	}
	return res
}

// Minutes returns the LeetCode 994 answer for g, the Minutes field of
// [Grid.Rot], without building the frames: 0 if g has no fresh orange, -1 if
// some fresh orange never rots, else the depth of the last BFS layer.
// Time O(cells); beyond the search's bitset and two layer buffers, it
// allocates nothing per cell.
func (g *Grid) Minutes() int {
	if g.fresh == 0 {
		return 0
	}
	if g.rotten == 0 {
		return -1
	}
	fr := newFrame(g)
	reached := -g.rotten // fresh oranges rotted so far
	for d, layer := range search.Layers[int32](fr, fr.source()) {
		if d == 0 {
			continue // the source alone; layer d is minute d-1
		}
		if reached += len(layer); reached == g.fresh {
			return d - 1 // the last orange: its layer need not be expanded
		}
	}
	return -1
}

// OrangesRotting is the LeetCode 994 signature: the minutes until no cell of
// grid holds a fresh orange, 0 if there is none to begin with (even with no
// rotten orange), -1 if some fresh orange can never rot. It never modifies
// grid.
//
// A grid with no cells at all (nil, no rows, or only rows of length 0) has
// no fresh orange either, so it returns 0, although [New] rejects it as
// [ErrEmpty]. Any other invalid grid (ragged, a value outside {0, 1, 2}, or
// more than [MaxCells] cells; see New) returns -1: the LeetCode signature
// has no error result. Call New first to tell the two apart. It never
// panics. Time O(cells).
func OrangesRotting(grid [][]int) int {
	if noCells(grid) {
		return 0
	}
	g, err := New(grid)
	if err != nil {
		return -1
	}
	return g.Minutes()
}

// noCells reports whether grid has no cell: no rows, or only empty ones.
func noCells(grid [][]int) bool {
	for _, row := range grid {
		if len(row) > 0 {
			return false
		}
	}
	return true
}
