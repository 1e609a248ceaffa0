package snakesladders

import "math/bits"

// SnakesAndLadders is LeetCode 909's signature: the fewest rolls from square
// 1 to square n² of board (LeetCode's n×n matrix, row 0 at the top), or -1
// when square n² is unreachable.
//
// It also returns -1 when the board is invalid (not square, n < 2, a cell
// outside -1 and 1..n², or a jump on square n² leading elsewhere); call
// [New] to get the error. Every cell is checked, so an invalid cell that the
// game never lands on still gives -1.
//
// It builds no [Board]. One read-only pass over the matrix checks every
// cell and records, in a bitset, the squares whose cell leads elsewhere
// (one compare per -1 cell). The search then runs [Board.MinRolls]' loop on
// the same shortcut graph: the bitset tells, six squares at a time, which
// landings hold a jump; it reads only those cells from the matrix, and
// stops at the layer that reaches n². Time O(n²) for the pass plus
// O(squares reached) for the search, so that a board solved after few
// squares costs little more than the pass; memory n²/4 bytes (the jump
// and visited bitsets) plus two int32 layers, and nothing per cell.
func SnakesAndLadders(board [][]int) int {
	jumps, ok := checkMatrix(board)
	if !ok {
		return -1
	}
	return minRollsMatrix(board, jumps)
}

// checkMatrix reports whether [New] accepts board and, if it does, returns
// the bitset of its jumps: bit i is set when square i+1 holds a jump to
// another square. The bitset has one spare word, so that a window of six
// bits can always read two words.
func checkMatrix(board [][]int) (jumps []uint64, ok bool) {
	n := len(board)
	if n < 2 || n > MaxN {
		return nil, false
	}
	for _, row := range board {
		if len(row) != n {
			return nil, false
		}
	}
	last := n * n
	// Square n² is on row 0: in column 0 if n is even, n-1 if n is odd.
	if v := board[0][(n-1)*(n&1)]; v != -1 && v != last {
		return nil, false
	}
	jumps = make([]uint64, last>>6+2)
	for r, row := range board {
		// Row r holds the squares of indices base, base+step, ... (see New).
		fromBottom := n - 1 - r
		base, step := fromBottom*n, 1
		if fromBottom&1 == 1 {
			base, step = base+n-1, -1
		}
		for c, v := range row {
			if v == -1 {
				continue
			}
			if uint(v-1) >= uint(last) {
				return nil, false
			}
			if i := base + step*c; v != i+1 {
				jumps[i>>6] |= 1 << (i & 63)
			}
		}
	}
	return jumps, true
}

// minRollsMatrix is [Board.MinRolls] on a board that [checkMatrix]
// accepted, with its jump bitset: the breadth-first loop of
// layerWalk.stepShortcut (from each square, the destination of every roll
// landing on a jump that leads elsewhere, and of the other rolls only the
// farthest), which reads a landing's cell from the matrix only when its bit
// is set. It returns the number of rolls, or -1 if n² is unreachable.
func minRollsMatrix(board [][]int, jumps []uint64) int {
	n := len(board)
	last := int32(n * n)
	seen := make([]uint64, last>>6+1)
	cur, next := make([]int32, 1, 64), make([]int32, 0, 64)
	cur[0], seen[0] = 1, 1<<1
	// visit marks square v and reports whether it is new.
	visit := func(v int32) bool {
		m := uint64(1) << (v & 63)
		if seen[v>>6]&m != 0 {
			return false
		}
		seen[v>>6] |= m
		return true
	}
	for d := 1; len(cur) > 0; d++ {
		next = next[:0]
		for _, s := range cur {
			// Landings s+1..s+k have indices s..s+k-1: bits 0..k-1 of w.
			k := min(6, last-s)
			w := (jumps[s>>6]>>(s&63) | jumps[s>>6+1]<<1<<(63-s&63)) & (1<<k - 1)
			for j := w; j != 0; j &= j - 1 {
				v := cellAt(board, int(s)+bits.TrailingZeros64(j))
				if visit(v) {
					if v == last {
						return d
					}
					next = append(next, v)
				}
			}
			// The farthest landing without a jump elsewhere, if any.
			if far := s + int32(bits.Len64(^w&(1<<k-1))); far != s && visit(far) {
				if far == last {
					return d
				}
				next = append(next, far)
			}
		}
		cur, next = next, cur
	}
	return -1
}

// cellAt returns the cell of the square of index i (square i+1) of a valid
// board as an int32.
func cellAt(board [][]int, i int) int32 {
	n := len(board)
	fromBottom, k := i/n, i%n
	if fromBottom&1 == 1 {
		k = n - 1 - k
	}
	return int32(board[n-1-fromBottom][k])
}
