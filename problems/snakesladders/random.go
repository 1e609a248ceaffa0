package snakesladders

import (
	"fmt"
	"math/rand/v2"
)

// Random returns a pseudo-random n×n board for tests and benchmarks: each
// square from 2 to n²-1 independently holds a jump with probability rate,
// to a square drawn uniformly from 1..n² (so about half are ladders and half
// snakes, and a jump may lead to its own square). Squares 1 and n² hold none.
//
// The board depends only on (n, rate, seed): the generator is math/rand/v2's
// PCG seeded with (seed, 0), drawing for each square in order a Float64 and,
// when it is below rate, an IntN(n²). The benchmark boards of
// docs/benchmarks.md are Random(1000, 0.01, 1) and so on.
//
// It panics if n is outside 2..MaxN or rate outside [0, 1]. Time O(n²).
func Random(n int, rate float64, seed uint64) *Board {
	if n < 2 || n > MaxN || !(rate >= 0 && rate <= 1) {
		panic(fmt.Sprintf("snakesladders: Random(%d, %v, %d): n outside 2..MaxN or rate outside [0, 1]", n, rate, seed))
	}
	rng := rand.New(rand.NewPCG(seed, 0))
	last := n * n
	b := &Board{n: n, jump: make([]int32, last)}
	for s := 2; s < last; s++ {
		if rng.Float64() < rate {
			b.jump[s-1] = int32(1 + rng.IntN(last))
		}
	}
	return b
}
