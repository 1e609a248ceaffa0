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
// It builds no [Board]: it runs [search.Layers] over the graph of
// [Board.MinRolls] (from each square, every roll landing on a jump, and of
// the others only the farthest) read from the matrix itself, which
// decodes each cell when it lands on it and expands whole frontiers in
// one call ([search.FrontierNeighbors]). Layers builds the layer in which
// n² is reached whole, so the cells read are exactly those above. Time
// O(n) plus O(cells read), plus the engine's visited set (at most n²/8 bytes): a
// board solved after few squares costs little. Memory: that set and two
// layers, nothing per cell.
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
	m := &matrix{rows: board, last: int32(n * n)}
	return rollsTo(m, m.last, &m.bad)
}
