package snakesladders

import (
	"fmt"
	"slices"

	"github.com/ripplebfs/ripple/search"
)

// The shortcut graph is the graph [Board.MinRolls] and [SnakesAndLadders]
// search: from square s, the destination of every roll that lands on a
// jump leading elsewhere, in roll order, then the farthest roll that ends
// where it lands, if any. Dropping the nearer such landings t loses no
// distance to n²: a square one roll from t is landed on in t+1..t+6; if
// that is at or before the farthest, tf, it is also one roll from s, so t
// was not on a shortest path from s; otherwise it is one roll from tf too
// (t+6 <= tf+6), so tf is at least as close to n² as t. By induction on
// the distance to n², every square keeps its distance, while the squares
// reached drop by up to six times (on a board without jumps each layer
// holds one square instead of six).
//
// Two values give it to the engine, with int32 squares, the dense index
// s-1 and the frontier capability: shortcut over a Board's jump table,
// and matrix over LeetCode's [][]int, read cell by cell as the search
// lands on it. The search itself is search.Layers (rollsTo).

// rollsTo returns the number of rolls from square 1 to square last in nb,
// by search.Layers: the depth of the first layer that holds last, or -1 if
// none does. It stops after the layer in which bad (if not nil) turns
// true, and then returns -1.
func rollsTo(nb search.Neighbors[int32], last int32, bad *bool) int {
	for d, layer := range search.Layers(nb, 1) {
		switch {
		case bad != nil && *bad:
			return -1
		case slices.Contains(layer, last):
			return d
		}
	}
	return -1
}

// shortcut is the shortcut graph over a Board's jump table (jump[t-1]:
// where square t leads, 0 if nowhere).
type shortcut struct{ jump []int32 }

func (c shortcut) Len() int          { return len(c.jump) }
func (c shortcut) Index(s int32) int { return int(s) - 1 }
func (c shortcut) State(i int) int32 { return int32(i + 1) }

// Neighbors yields the successors of square s in the shortcut graph. It
// panics if s is outside 1..n².
func (c shortcut) Neighbors(s int32, yield func(int32) bool) {
	if s < 1 || int(s) > len(c.jump) {
		panic(fmt.Sprintf("snakesladders: shortcut.Neighbors(%d): square outside 1..%d", s, len(c.jump)))
	}
	far := int32(0)
	for i, v := range c.jump[s:min(int(s)+6, len(c.jump))] {
		if t := s + 1 + int32(i); v == 0 || v == t {
			far = t
		} else if !yield(v) {
			return
		}
	}
	if far != 0 {
		yield(far)
	}
}

// AppendNeighbors is Neighbors for a whole frontier, the
// [search.FrontierNeighbors] capability: each successor is marked in seen
// and appended if it was not marked before.
func (c shortcut) AppendNeighbors(dst, frontier []int32, seen search.Visited) []int32 {
	jump := c.jump
	last := int32(len(jump))
	for _, s := range frontier {
		if s < 1 || s > last {
			c.Neighbors(s, nil) // panics
		}
		far := int32(0)
		for i, v := range jump[s:min(s+6, last)] {
			if t := s + 1 + int32(i); v == 0 || v == t {
				far = t
				continue
			}
			if seen.Mark(int(v - 1)) {
				dst = append(dst, v)
			}
		}
		if far != 0 && seen.Mark(int(far-1)) {
			dst = append(dst, far)
		}
	}
	return dst
}

// matrix is the shortcut graph read from LeetCode's n×n matrix, whose
// shape [SnakesAndLadders] has checked. It decodes each cell when it reads
// it: a cell that holds neither -1 nor a square 1..n² sets bad, after
// which the graph has no more moves. A Neighbors value that changes is
// fine for one search that looks at bad after each layer (rollsTo), and
// for nothing else, so matrix stays inside the package.
type matrix struct {
	rows [][]int
	last int32 // n²
	bad  bool
}

func (m *matrix) Len() int          { return int(m.last) }
func (m *matrix) Index(s int32) int { return int(s) - 1 }
func (m *matrix) State(i int) int32 { return int32(i + 1) }

// Neighbors yields the successors of square s, reading the cells of
// s+1..s+6. It panics if s is outside 1..n².
func (m *matrix) Neighbors(s int32, yield func(int32) bool) {
	if s < 1 || s > m.last {
		panic(fmt.Sprintf("snakesladders: matrix.Neighbors(%d): square outside 1..%d", s, m.last))
	}
	far := s
	for t := s + 1; t <= min(s+6, m.last) && !m.bad; t++ {
		row, col, _, _ := rowAt(m.rows, t-1)
		switch v := row[col]; {
		case v == -1 || v == int(t):
			far = t
		case uint(v-1) >= uint(m.last):
			m.bad = true
		case !yield(int32(v)):
			return
		}
	}
	if far != s && !m.bad {
		yield(far)
	}
}

// AppendNeighbors is Neighbors for a whole frontier, the
// [search.FrontierNeighbors] capability. Six landings in one row cost one
// test when none holds a jump (the AND of six cells is -1 only if all
// are); otherwise it walks the landings, moving to the next row when the
// current one ends.
func (m *matrix) AppendNeighbors(dst, frontier []int32, seen search.Visited) []int32 {
	board, last := m.rows, m.last
	for _, s := range frontier {
		if s < 1 || s >= last || m.bad {
			if s == last || m.bad {
				continue
			}
			m.Neighbors(s, nil) // panics
		}
		// Landings s+1..end are the squares of indices s..end-1.
		end := min(s+6, last)
		row, col, dir, left := rowAt(board, s)
		if end-s == 6 && left >= 6 {
			var w []int
			if dir > 0 {
				w = row[col : col+6]
			} else {
				w = row[col-5 : col+1]
			}
			if w[0]&w[1]&w[2]&w[3]&w[4]&w[5] == -1 {
				if seen.Mark(int(end - 1)) {
					dst = append(dst, end)
				}
				continue
			}
		}
		far := s
		for t := s + 1; t <= end; t++ {
			if left == 0 {
				row, col, dir, left = rowAt(board, t-1)
			}
			v := row[col]
			col, left = col+dir, left-1
			switch {
			case v == -1 || v == int(t):
				far = t
			case uint(v-1) >= uint(last):
				m.bad = true
				return dst
			default:
				if seen.Mark(v - 1) {
					dst = append(dst, int32(v))
				}
			}
		}
		if far != s && seen.Mark(int(far-1)) {
			dst = append(dst, far)
		}
	}
	return dst
}

// rowAt locates the square of index i (square i+1) in board: its row, its
// column, the step from it to the next square's column (+1 or -1), and how
// many squares from it on (it included) the row holds.
func rowAt(board [][]int, i int32) (row []int, col, dir, left int) {
	n := uint32(len(board))
	fromBottom, k := uint32(i)/n, uint32(i)%n
	row, left = board[n-1-fromBottom], int(n-k)
	if fromBottom&1 == 0 {
		return row, int(k), 1, left
	}
	return row, int(n - 1 - k), -1, left
}
