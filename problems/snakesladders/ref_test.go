package snakesladders_test

import (
	"math/rand/v2"
)

// This file holds the test suite's independent reference: a textbook
// solution of LeetCode 909 that reads the [][]int matrix directly, with its
// own square numbering (found by walking the board like a token, not by
// arithmetic), a plain FIFO queue BFS for layers, and a Bellman-Ford style
// relaxation of a distance array for the answer. It shares no code with the
// package.

// refLabels numbers the cells of an n×n matrix by walking them as a token
// does: from the bottom-left cell along the row, up one row at its end, and
// back the other way. It returns where[s] = {row, col} for s in 1..n².
func refLabels(n int) [][2]int {
	where := make([][2]int, n*n+1)
	r, c, dc := n-1, 0, 1
	for s := 1; s <= n*n; s++ {
		where[s] = [2]int{r, c}
		if c+dc < 0 || c+dc >= n {
			r--
			dc = -dc
		} else {
			c += dc
		}
	}
	return where
}

// refDest is where rolling k from square s ends, or 0 if s+k is off the board.
func refDest(board [][]int, where [][2]int, s, k int) int {
	t := s + k
	if t >= len(where) {
		return 0
	}
	if v := board[where[t][0]][where[t][1]]; v != -1 {
		return v
	}
	return t
}

// refLayers runs a FIFO queue BFS from square 1 and returns its layers in
// dequeue order.
func refLayers(board [][]int) [][]int {
	where := refLabels(len(board))
	dist := make([]int, len(where))
	for i := range dist {
		dist[i] = -1
	}
	dist[1] = 0
	queue := []int{1}
	var layers [][]int
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if dist[s] == len(layers) {
			layers = append(layers, nil)
		}
		layers[dist[s]] = append(layers[dist[s]], s)
		for k := 1; k <= 6; k++ {
			if t := refDest(board, where, s, k); t != 0 && dist[t] < 0 {
				dist[t] = dist[s] + 1
				queue = append(queue, t)
			}
		}
	}
	return layers
}

// refMinRolls relaxes a distance array until nothing changes and returns
// the distance to n², or -1.
func refMinRolls(board [][]int) int {
	where := refLabels(len(board))
	last := len(where) - 1
	const inf = 1 << 30
	dist := make([]int, len(where))
	for i := range dist {
		dist[i] = inf
	}
	dist[1] = 0
	for changed := true; changed; {
		changed = false
		for s := 1; s <= last; s++ {
			if dist[s] == inf {
				continue
			}
			for k := 1; k <= 6; k++ {
				if t := refDest(board, where, s, k); t != 0 && dist[s]+1 < dist[t] {
					dist[t] = dist[s] + 1
					changed = true
				}
			}
		}
	}
	if dist[last] == inf {
		return -1
	}
	return dist[last]
}

// refBoard builds a random valid board in one of several styles, directly
// as a matrix: jumps are written into random cells, never on square n².
func refBoard(rng *rand.Rand, n int, style string) [][]int {
	where := refLabels(n)
	last := n * n
	board := make([][]int, n)
	for r := range board {
		board[r] = make([]int, n)
		for c := range board[r] {
			board[r][c] = -1
		}
	}
	set := func(s, v int) { board[where[s][0]][where[s][1]] = v }
	rate := rng.Float64()
	for s := 1; s < last; s++ {
		if rng.Float64() >= rate {
			continue
		}
		switch style {
		case "uniform": // any target, square 1 included
			set(s, 1+rng.IntN(last))
		case "snakes": // dense snakes, some to their own square
			set(s, 1+rng.IntN(s))
		case "self":
			set(s, s)
		case "sparse-ladders":
			if rng.IntN(8) == 0 {
				set(s, s+rng.IntN(last-s+1))
			}
		}
	}
	if style == "self" && rng.IntN(2) == 0 {
		set(last, last) // a jump from n² to itself is allowed and a no-op
	}
	if style == "wall" && last > 8 {
		// Six consecutive snakes back below the wall: nothing passes it
		// unless a ladder from before the wall leads past it.
		w := 2 + rng.IntN(last-7)
		for s := w; s < w+6 && s < last; s++ {
			set(s, 1+rng.IntN(w))
		}
		for k := 0; k < rng.IntN(3); k++ {
			s := 2 + rng.IntN(last-2)
			set(s, 1+rng.IntN(last))
		}
	}
	return board
}

// refLazy is the reference for SnakesAndLadders' contract on any matrix,
// valid or not: -1 for a bad shape (fewer than 2 or more than 46340 rows,
// a row whose length differs) or a cell of square n² other than -1 or n²;
// otherwise a layered BFS of the whole game from square 1 that reads the
// cells of the six landings of every square of a layer (and that one of
// n²), and returns -1 when it reads a cell outside -1 and 1..n², the
// number of the layer after which n² is reached, or -1 when the layers run
// out. It also returns read, where read[s] tells whether the cell of
// square s was read.
func refLazy(board [][]int) (answer int, read []bool) {
	n := len(board)
	if n < 2 || n > 46340 {
		return -1, nil
	}
	for _, row := range board {
		if len(row) != n {
			return -1, nil
		}
	}
	where := refLabels(n)
	last := n * n
	read = make([]bool, last+1)
	cell := func(s int) int {
		read[s] = true
		return board[where[s][0]][where[s][1]]
	}
	if v := cell(last); v != -1 && v != last {
		return -1, read
	}
	reached := make([]bool, last+1)
	reached[1] = true
	layer := []int{1}
	for d := 1; len(layer) > 0; d++ {
		var next []int
		for _, s := range layer {
			for t := s + 1; t <= s+6 && t <= last; t++ {
				to := t
				if v := cell(t); v != -1 {
					if v < 1 || v > last {
						return -1, read
					}
					to = v
				}
				if !reached[to] {
					reached[to] = true
					next = append(next, to)
				}
			}
		}
		if reached[last] {
			return d, read
		}
		layer = next
	}
	return -1, read
}
