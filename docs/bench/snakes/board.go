package main

import (
	"fmt"
	"math/rand/v2"

	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// genSnakes returns a pseudo-random n×n Snakes and Ladders board: each square
// from 2 to n²-1 independently holds a jump with probability rate, to a
// square drawn uniformly from 1..n² (so about half are ladders and half
// snakes, and a jump may lead to its own square). Squares 1 and n² hold
// none.
//
// The board depends only on (n, rate, seed): the generator is math/rand/v2's
// PCG seeded with (seed, 0), drawing for each square in order a Float64 and,
// when it is below rate, an IntN(n²). The benchmark boards of
// docs/benchmarks.md are Snakes(1000, 0.01, 1) and so on (the same boards
// as the former snakesladders.Random).
//
// It panics if n is outside 2..snakesladders.MaxN or rate outside [0, 1].
// Time O(n²); memory 8 bytes per square besides the board.
func genSnakes(n int, rate float64, seed uint64) *snakesladders.Board {
	if n < 2 || n > snakesladders.MaxN || !(rate >= 0 && rate <= 1) {
		panic(fmt.Sprintf("gen: Snakes(%d, %v, %d): n outside 2..MaxN or rate outside [0, 1]", n, rate, seed))
	}
	rng := rand.New(rand.NewPCG(seed, 0))
	last := n * n
	cells := make([]int, last)
	rows := make([][]int, n)
	for r := range rows {
		rows[r] = cells[r*n : (r+1)*n : (r+1)*n]
	}
	for i := range cells {
		cells[i] = -1
	}
	for s := 2; s < last; s++ {
		if rng.Float64() < rate {
			r, c := snakesladders.Cell(n, s)
			rows[r][c] = 1 + rng.IntN(last)
		}
	}
	b, err := snakesladders.New(rows)
	if err != nil {
		panic("gen: Snakes made an invalid board: " + err.Error())
	}
	return b
}
