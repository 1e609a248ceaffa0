package main

import "math/rand/v2"

// orangesGrid returns a rows×cols LeetCode 994 grid: each cell empty (0)
// with probability pEmpty, rotten (2) with probability pRotten, fresh (1)
// otherwise, drawn from PCG(seed, 994) row by row, as the benchmark grids
// of problems/rottingoranges are; corner rots cell (0, 0).
func orangesGrid(rows, cols int, pEmpty, pRotten float64, seed uint64, corner bool) [][]int {
	rng := rand.New(rand.NewPCG(seed, 994))
	grid := make([][]int, rows)
	for r := range grid {
		grid[r] = make([]int, cols)
		for c := range grid[r] {
			switch x := rng.Float64(); {
			case x < pEmpty:
				grid[r][c] = 0
			case x < pEmpty+pRotten:
				grid[r][c] = 2
			default:
				grid[r][c] = 1
			}
		}
	}
	if corner {
		grid[0][0] = 2
	}
	return grid
}

// handOranges is the hand Go anchor for LeetCode 994, the whole call from
// the [][]int grid: the grid copied into a flat []int8 with a border (a
// wall row above and below, one wall column between rows, row stride
// cols+1), so that the four neighbour tests need no edge check; rotting in
// place as the visited set; two int32 layers, the first the list of
// rotten cells gathered while copying. Like the textbook solution it
// trusts the grid to be valid and leaves it untouched.
func handOranges(grid [][]int) int {
	rows, cols := len(grid), len(grid[0])
	w := int32(cols + 1)
	b := make([]int8, (rows+2)*(cols+1)+1)
	cur := make([]int32, 0, 1024)
	fresh := 0
	for r, row := range grid {
		base := (r+1)*(cols+1) + 1
		out := b[base : base+cols]
		for c, v := range row {
			out[c] = int8(v)
			if v == 1 {
				fresh++
			} else if v == 2 {
				cur = append(cur, int32(base+c))
			}
		}
	}
	if fresh == 0 {
		return 0
	}
	next := make([]int32, 0, max(1024, len(cur)))
	minutes := 0
	for len(cur) > 0 {
		next = next[:0]
		for _, s := range cur {
			if b[s-w] == 1 {
				b[s-w] = 2
				next = append(next, s-w)
			}
			if b[s-1] == 1 {
				b[s-1] = 2
				next = append(next, s-1)
			}
			if b[s+1] == 1 {
				b[s+1] = 2
				next = append(next, s+1)
			}
			if b[s+w] == 1 {
				b[s+w] = 2
				next = append(next, s+w)
			}
		}
		if len(next) == 0 {
			break
		}
		fresh -= len(next)
		minutes++
		if fresh == 0 {
			return minutes
		}
		cur, next = next, cur
	}
	return -1
}
