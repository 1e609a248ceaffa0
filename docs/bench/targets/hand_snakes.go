package main

// handSnakes is the hand Go anchor for LeetCode 909, the whole call on the
// [][]int board as LeetCode passes it: a layered BFS with a []bool
// visited set and two reused int32 layers, the square's (row, column)
// computed on each landing (so only the cells landed on are read, as the
// textbook solution does), stopping as soon as n² is discovered. Like the
// textbook it trusts the board to be valid.
func handSnakes(board [][]int) int {
	n := len(board)
	last := int32(n * n)
	if last == 1 {
		return 0
	}
	visited := make([]bool, last+1)
	cur := make([]int32, 0, 1024)
	next := make([]int32, 0, 1024)
	cur = append(cur, 1)
	visited[1] = true
	for step := 1; len(cur) > 0; step++ {
		next = next[:0]
		for _, s := range cur {
			for t := s + 1; t <= min(s+6, last); t++ {
				q, c := int(t-1)/n, int(t-1)%n
				if q&1 == 1 {
					c = n - 1 - c
				}
				v := t
				if j := board[n-1-q][c]; j != -1 {
					v = int32(j)
				}
				if v == last {
					return step
				}
				if !visited[v] {
					visited[v] = true
					next = append(next, v)
				}
			}
		}
		cur, next = next, cur
	}
	return -1
}
