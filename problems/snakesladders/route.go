package snakesladders

import "github.com/ripplebfs/ripple/search"

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
// The route is the one a FIFO breadth-first search records: each square is
// reached from the first square, in [Board.Layers] order, that reached it,
// with the smallest roll that does so. For LeetCode's 6×6 example it is
// 1→2 (ladder to 15), 15→17 (snake to 13), 13→14 (ladder to 35), 35→36.
//
// It uses [search.ShortestPath] in dense mode, which stops at n²; memory is
// up to about 16 bytes per square discovered before n² (parents, discovery
// order, positions), so about 400 MB at n = 5000 when the goal is found last.
// Use [Board.MinRolls] (n²/8 bytes) when only the count is needed.
func (b *Board) Route() ([]Move, bool) {
	goal := len(b.jump)
	path, ok := search.ShortestPath[int](b, func(s int) bool { return s == goal }, 1)
	if !ok {
		return nil, false
	}
	moves := make([]Move, 0, len(path)-1)
	for i := 1; i < len(path); i++ {
		u, v := path[i-1], path[i]
		moves = append(moves, b.move(u, v))
	}
	return moves, true
}

// move returns the move with the smallest roll that goes from u to v; v is
// known to be a successor of u.
func (b *Board) move(u, v int) Move {
	for r := 1; r <= 6 && u+r <= len(b.jump); r++ {
		t := u + r
		to, jumped := t, false
		if j := b.jump[t-1]; j != 0 {
			to, jumped = int(j), true
		}
		if to == v {
			return Move{From: u, Roll: r, Landed: t, Jumped: jumped, To: to}
		}
	}
	panic("snakesladders: internal error: route step is not a move")
}
