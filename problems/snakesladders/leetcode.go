package snakesladders

// SnakesAndLadders is LeetCode 909's signature: the fewest rolls from square
// 1 to square n² of board (LeetCode's n×n matrix, row 0 at the top), or -1
// when square n² is unreachable.
//
// LeetCode guarantees a valid board, and SnakesAndLadders checks only what
// it reads; [New] checks every cell and returns an [*InputError] naming the
// rule and the cell. Checked up front, in O(n): the shape (n rows with
// 2 <= n <= MaxN, each of n cells) and the cell of square n² (-1 or n²,
// see [ErrJumpOnLast]). Then the search reads, layer by layer, the cells of
// the squares one roll away from each square fewer than d rolls from
// square 1, d being the answer (from every square reachable from 1 if n²
// is not), and checks each cell when it reads it (-1 or a square in
// 1..n²); it returns -1 if a check fails. A cell it does not read is not
// checked: a board whose only defects lie in such cells (square 1's,
// never read, and those of the squares that no roll reaches from a square
// fewer than d rolls from 1) gets the answer it would have with those
// cells valid, where New returns an error. On every board that New accepts, the answer is that of
// [Board.MinRolls].
//
// It builds no [Board]: it runs [Board.MinRolls]' loop on the same
// shortcut graph (from each square, every roll landing on a jump, and of
// the others only the farthest) on the matrix itself, decoding each cell
// when it reads it, and finishes the layer in which it reaches n² so that
// the cells it reads are exactly those above. Time O(n) plus O(cells
// read), plus zeroing a visited bitset of n²/8 bytes: a board solved after
// few squares costs little. Memory: that bitset and two int32 layers,
// nothing per cell.
func SnakesAndLadders(board [][]int) int {
	n := len(board)
	if n < 2 || n > MaxN {
		return -1
	}
	for _, row := range board {
		if len(row) != n {
			return -1
		}
	}
	// Square n² is on row 0: in column 0 if n is even, n-1 if n is odd.
	if v := board[0][(n-1)*(n&1)]; v != -1 && v != n*n {
		return -1
	}
	return searchMatrix(board)
}

// searchMatrix is [Board.MinRolls]' breadth-first loop (layerWalk's
// stepShortcut) on a matrix of checked shape whose square n² holds -1 or
// n². It reads the cells of the landings of each square it expands,
// returns -1 as soon as one of them is outside -1 and 1..n², and else
// returns the number of rolls to n² (found at the end of a whole layer),
// or -1 if n² is unreachable.
func searchMatrix(board [][]int) int {
	n := len(board)
	last := int32(n * n)
	seen := make([]uint64, last>>6+1)
	cur, next := make([]int32, 1, 64), make([]int32, 0, 64)
	cur[0], seen[0] = 1, 1<<1
	// visit marks square v and appends it to next if it is new.
	visit := func(v int32) {
		m := uint64(1) << (v & 63)
		if seen[v>>6]&m == 0 {
			seen[v>>6] |= m
			next = append(next, v)
		}
	}
	for d := 1; len(cur) > 0; d++ {
		next = next[:0]
		for _, s := range cur {
			// Landings s+1..end are the squares of indices s..end-1.
			end := min(s+6, last)
			row, col, dir, left := rowAt(board, s)
			if end-s == 6 && left >= 6 {
				// Six landings in one row: if all six cells hold -1 (their
				// AND is -1 only then), the farthest is the only move.
				var w []int
				if dir > 0 {
					w = row[col : col+6]
				} else {
					w = row[col-5 : col+1]
				}
				if w[0]&w[1]&w[2]&w[3]&w[4]&w[5] == -1 {
					visit(end)
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
					return -1
				default:
					visit(int32(v))
				}
			}
			// The farthest landing without a jump elsewhere, if any.
			if far != s {
				visit(far)
			}
		}
		if seen[last>>6]&(1<<(last&63)) != 0 {
			return d
		}
		cur, next = next, cur
	}
	return -1
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
