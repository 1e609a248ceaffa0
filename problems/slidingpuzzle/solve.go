package slidingpuzzle

import (
	"context"

	"github.com/ripplebfs/ripple/search"
)

// Solvable reports whether s can reach p's goal.
//
// On a board with at least two rows and two columns the answer comes from
// parity, with no search: every move swaps the blank with a tile (one
// transposition of the m·n cells' contents) and moves the blank one step, so
// the parity of the permutation taking the goal to s, plus the blank's
// Manhattan distance to the bottom-right corner, is invariant and even at
// the goal; conversely every such position is reachable (Johnson & Story,
// 1879; Wilson, 1974). On a single row or column the tiles can never pass
// each other, so s is solvable exactly when its tiles read 1, 2, 3, ... in
// order. O((m·n)²) at most, no allocation. s must be a position of p.
func (p *Puzzle) Solvable(s State) bool {
	n := p.cells
	if p.rows == 1 || p.cols == 1 {
		want := 1
		for c := range n {
			if t := s.Tile(c); t != 0 {
				if t != want {
					return false
				}
				want++
			}
		}
		return true
	}
	// The blank counts as tile n, so the goal reads 1..n, the identity.
	val := func(c int) int {
		if t := s.Tile(c); t != 0 {
			return t
		}
		return n
	}
	inv := 0
	for i := range n {
		vi := val(i)
		for j := i + 1; j < n; j++ {
			if val(j) < vi {
				inv++
			}
		}
	}
	b := s.blank()
	dist := (p.rows - 1 - b/p.cols) + (p.cols - 1 - b%p.cols)
	return (inv+dist)%2 == 0
}

// quickFifteenStates is the budget of the bidirectional search Solve tries
// on a 4×4 position before it builds the pattern databases: 2¹⁸ states,
// about 20 MB and tens of milliseconds.
const quickFifteenStates = 1 << 18

// denseSolveCells bounds the boards solved in dense mode: a bidirectional
// search keeps a bitset and an int32 per index on each side, 2.9 MB for
// 3×3 but 3.8 GB for 3×4.
const denseSolveCells = 9

// Solve returns a shortest sequence of positions from s to p's goal, both
// included, or (nil, false) if s is unsolvable. Unsolvable positions are
// rejected by [Puzzle.Solvable] without search.
//
// On the 4×4 board Solve runs IDA* (the search of [search.IDAStar],
// written out for the puzzle so that a move updates two table indices by
// one addition each) with additive disjoint pattern databases: a 6-6-3
// partition (two 3×2 blocks and the bottom row), tables over the pattern
// tiles and the blank's region, and the reflection about the main
// diagonal. It solves every solvable position (80 moves at most) in
// constant memory (docs/benchmarks.md, "Heuristic search", times Korf's
// 100 random instances). The tables, 33.6 MB, are built by breadth-first
// search on the first 4×4 call that needs them (seconds of CPU, a few
// hundred MB at the peak), once per process, safe for concurrent
// callers; [SetTableOptions] can keep them in a file for later processes,
// which read them back instead of building them, and report the build's
// progress. The solver checks the goal itself, not the tables' estimate of
// 0, and replays every solution before returning it (see solveFifteen).
// Until they
// exist, a bidirectional search of quickFifteenStates states is tried
// first: it answers positions up to about 30 moves from the goal in
// milliseconds, without the tables.
//
// Other boards are solved by bidirectional breadth-first search (dense mode
// up to 9 cells): boards of 3×3 or smaller take milliseconds; the search
// grows as the square root of the state count at the solution's depth.
func (p *Puzzle) Solve(s State) ([]State, bool) {
	if !p.Solvable(s) {
		return nil, false
	}
	if p.rows == 4 && p.cols == 4 {
		if fifteenShared.Load() == nil {
			path, ok, err := search.BidirectionalContext(context.Background(), p, p, search.Options{MaxStates: quickFifteenStates}, []State{s}, []State{p.Goal()})
			if err == nil && ok {
				return path, true
			}
		}
		return p.solveFifteen(s), true
	}
	var nb search.Neighbors[State] = p
	if p.cells <= denseSolveCells {
		x, _ := p.Indexed()
		nb = x
	}
	return search.Bidirectional(nb, nb, []State{s}, []State{p.Goal()})
}

// solveFifteen solves the solvable 4×4 position s with the tables and
// replays the solution before returning it: it must start at s, make one
// legal move per step and end at the goal. Tables that give a solution
// that does not replay are rebuilt once (ignoring any cache file); a second
// failure is a bug and panics.
func (p *Puzzle) solveFifteen(s State) []State {
	f := fifteenTables()
	path, _ := f.solve(s)
	if p.replays(path, s) {
		return path
	}
	path, _ = rebuildFifteen(f).solve(s)
	if !p.replays(path, s) {
		panic("slidingpuzzle: the 4×4 solver's solution does not replay with freshly built tables")
	}
	return path
}

// replays reports whether path leads from s to the goal by legal moves.
func (p *Puzzle) replays(path []State, s State) bool {
	if len(path) == 0 || path[0] != s || path[len(path)-1] != p.Goal() {
		return false
	}
	for i := 1; i < len(path); i++ {
		ok := false
		p.Neighbors(path[i-1], func(t State) bool {
			ok = t == path[i]
			return !ok
		})
		if !ok {
			return false
		}
	}
	return true
}

// SlidingPuzzle is LeetCode 773 "Sliding Puzzle", generalised to any board
// with m·n ≤ 16 cells: the fewest moves that bring board (tiles 1..m·n−1 and
// 0 for the blank) to the goal of tiles 1..m·n−1 in row-major order then the
// blank, or -1 if the board is unsolvable. An invalid board (empty, ragged,
// more than 16 cells, a tile outside 0..m·n−1 or a duplicate) also gives -1;
// [FromBoard] explains why. The cost is that of [Puzzle.Solve].
func SlidingPuzzle(board [][]int) int {
	p, s, err := FromBoard(board)
	if err != nil {
		return -1
	}
	path, ok := p.Solve(s)
	if !ok {
		return -1
	}
	return len(path) - 1
}
