package slidingpuzzle

import "math"

// fifteenIDA is IDA* on the 4×4 board with the pattern databases, written
// for the puzzle: the same search as search.IDAStar with
// [Puzzle.Heuristic] (same passes, same pruning of the move back, same
// expansions), but the board is a tile-per-cell array, a move updates the
// two table indices it changes by one addition each (the moved tile's
// pattern, directly and reflected) and looks up two entries, a successor
// over the bound is cut before the call, and the path is kept as the
// blank's cells. It expands the same states as the generic engine, in
// less time (docs/benchmarks.md measures both).
type fifteenIDA struct {
	f          *fifteen
	board      [16]uint8 // board[c]: the tile on cell c (0: the blank)
	x, xr      [3]int32  // each pattern's table index, for the board and its reflection
	hv, hr     [3]int    // each pattern's entry, for the board and its reflection
	sumV, sumR int       // hv and hr summed
	bound      int
	next       int
	moves      []uint8 // moves[i]: the blank's cell after move i
	expands    int
}

// fifteenAdj[c] lists the cells next to c on the 4×4 board, in the
// order of [Puzzle.Neighbors] (up, down, left, right), so that the search
// visits successors in the generic engine's order.
var fifteenAdj = func() (a [16][]uint8) {
	p := MustNew(4, 4)
	for c := range 16 {
		a[c] = p.adj[c][:p.deg[c]]
	}
	return a
}()

// solve returns a shortest path from s, which must be solvable, to the
// goal, and the number of expansions.
func (f *fifteen) solve(s State) ([]State, int) {
	r := &fifteenIDA{f: f}
	blank := 0
	for c := range 16 {
		t := s.Tile(c)
		r.board[c] = uint8(t)
		if t == 0 {
			blank = c
			continue
		}
		r.x[f.pat[t]] += int32(c) * f.weight[t]
		r.xr[f.patR[t]] += f.trans[c] * f.wR[t]
	}
	for j := range r.x {
		r.hv[j], r.hr[j] = int(f.tables[j][r.x[j]]), int(f.tables[j][r.xr[j]])
		r.sumV += r.hv[j]
		r.sumR += r.hr[j]
	}
	h := max(r.sumV, r.sumR)
	goal := MustNew(4, 4).Goal()
	for r.bound = h; s != goal; {
		r.next = math.MaxInt
		if r.dfs(0, blank, -1, h) {
			break
		}
		r.bound = r.next
	}
	path := make([]State, 1, len(r.moves)+1)
	path[0] = s
	for _, c := range r.moves {
		path = append(path, s.slide(blank, int(c)))
		s, blank = path[len(path)-1], int(c)
	}
	return path, r.expands
}

// home reports whether moving the tile on cell c into the blank's cell b
// leaves every tile on its goal cell.
func (r *fifteenIDA) home(b, c int) bool {
	if c != 15 {
		return false
	}
	for i := range 15 {
		t := int(r.board[i])
		if i == b {
			t = int(r.board[c])
		}
		if t != i+1 {
			return false
		}
	}
	return true
}

// slide returns s with the tile on cell c moved into the blank's cell b.
func (s State) slide(b, c int) State {
	t := s >> (4 * uint(c)) & 15
	return s&^(15<<(4*uint(c))) | t<<(4*uint(b))
}

// dfs searches below the board, g moves from the start, whose blank is on
// cell b, came from cell prev, and whose heuristic is h, with g+h within
// the bound and the board not the goal; it reports whether it reached the goal (r.moves
// then leads there).
func (r *fifteenIDA) dfs(g, b, prev, h int) bool {
	r.expands++
	f := r.f
	for _, c8 := range fifteenAdj[b] {
		c := int(c8)
		if c == prev {
			continue
		}
		t := r.board[c]
		j, jr := f.pat[t], f.patR[t]
		x := r.x[j] + int32(b-c)*f.weight[t]
		xr := r.xr[jr] + (f.trans[b]-f.trans[c])*f.wR[t]
		hv, hr := int(f.tables[j][x]), int(f.tables[jr][xr])
		sumV, sumR := r.sumV-r.hv[j]+hv, r.sumR-r.hr[jr]+hr
		nh := max(sumV, sumR)
		if g+1+nh > r.bound {
			r.next = min(r.next, g+1+nh)
			continue
		}
		r.moves = append(r.moves, c8)
		if c == 15 && r.home(b, c) {
			// The goal, checked on the board: the tables' estimate proves
			// nothing if they are damaged.
			return true
		}
		oldX, oldXR, oldV, oldR, oldSumV, oldSumR := r.x[j], r.xr[jr], r.hv[j], r.hr[jr], r.sumV, r.sumR
		r.board[b], r.board[c] = t, 0
		r.x[j], r.xr[jr], r.hv[j], r.hr[jr], r.sumV, r.sumR = x, xr, hv, hr, sumV, sumR
		if r.dfs(g+1, c, b, nh) {
			return true
		}
		r.board[b], r.board[c] = 0, t
		r.x[j], r.xr[jr], r.hv[j], r.hr[jr], r.sumV, r.sumR = oldX, oldXR, oldV, oldR, oldSumV, oldSumR
		r.moves = r.moves[:len(r.moves)-1]
	}
	return false
}
