package snakesladders

import (
	"math/bits"
	"slices"
)

// Move is one roll of a route.
type Move struct {
	From   int  // square the move starts on
	Roll   int  // die value, 1..6
	Landed int  // square the roll lands on, From+Roll
	Jumped bool // whether Landed holds a snake or ladder, which was taken
	To     int  // square the move ends on: the jump's destination, or Landed
}

// Route returns one shortest sequence of moves from square 1 to square n²,
// and false (with a nil route) if n² cannot be reached. len(route) equals
// [Board.MinRolls].
//
// The route is the one a FIFO breadth-first search records as parents (the
// path [search.BFS] returns): each square is reached from the first
// square, in [Board.Layers] order, that can reach it, with the smallest roll
// that does. For LeetCode's 6×6 example it is 1→2 (ladder to 15), 15→17
// (snake to 13), 13→14 (ladder to 35), 35→36.
//
// Route keeps the layers of [Board.Layers] before n²'s as one int32 per
// square; it then walks back from n², taking in each layer the first
// square with a move to the current one. Memory is 4 bytes per square
// reached (in 256 KiB chunks) plus the search's bitset and two layers,
// where search.BFS would keep a parent, a position and an 8-byte state per
// square (TestHuge5000 measures Route's peak memory at n = 5000). Time
// O(n²).
func (b *Board) Route() ([]Move, bool) {
	goal := len(b.jump)
	order := squareLog{shift: min(16, bits.Len(uint(goal)))} // layers 0..depth-1, in order
	var starts []int32                                       // starts[d]: where layer d begins in order
	depth := -1
	for d, layer := range b.Layers() {
		if slices.Contains(layer, goal) {
			depth = d
			break
		}
		starts = append(starts, int32(order.n))
		order.addAll(layer)
	}
	if depth < 0 {
		return nil, false
	}
	starts = append(starts, int32(order.n))
	moves := make([]Move, depth)
	v := goal
	for d := depth - 1; d >= 0; d-- {
		found := false
		for i := int(starts[d]); i < int(starts[d+1]); i++ {
			u := int(order.at(i))
			if m, ok := b.move(u, v); ok {
				moves[d], v, found = m, u, true
				break
			}
		}
		if !found {
			panic("snakesladders: internal error: no parent in the previous layer")
		}
	}
	return moves, true
}

// squareLog is an append-only list of squares stored in chunks of 1<<shift
// (at most 65,536 squares, 256 KiB; smaller for small boards): it never
// copies on growth and wastes at most one chunk, so Route's memory follows
// the squares it actually reaches.
type squareLog struct {
	chunks [][]int32
	n      int
	shift  int
}

// addAll appends the squares of layer.
func (l *squareLog) addAll(layer []int) {
	for len(layer) > 0 {
		c, i := l.n>>l.shift, l.n&(1<<l.shift-1)
		if c == len(l.chunks) {
			l.chunks = append(l.chunks, make([]int32, 1<<l.shift))
		}
		dst := l.chunks[c][i:]
		k := min(len(dst), len(layer))
		for j, s := range layer[:k] {
			dst[j] = int32(s)
		}
		l.n += k
		layer = layer[k:]
	}
}

func (l *squareLog) at(i int) int32 { return l.chunks[i>>l.shift][i&(1<<l.shift-1)] }

// move returns the move with the smallest roll that goes from u to v, if
// there is one.
func (b *Board) move(u, v int) (Move, bool) {
	for r := 1; r <= 6 && u+r <= len(b.jump); r++ {
		t := u + r
		to, jumped := t, false
		if j := b.jump[t-1]; j != 0 {
			to, jumped = int(j), true
		}
		if to == v {
			return Move{From: u, Roll: r, Landed: t, Jumped: jumped, To: to}, true
		}
	}
	return Move{}, false
}
