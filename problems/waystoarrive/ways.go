package waystoarrive

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/search"
)

// Modulus is LeetCode's: the number of ways is asked modulo 10^9+7.
const Modulus = 1_000_000_007

// Routes returns the tree of fastest routes from intersection 0, up to
// the destination n-1 (every intersection reached no later than it),
// built with Options.AllPaths: [search.Tree.Cost] of n-1 is the least
// time, [search.Tree.AllPathsTo] streams every fastest way and
// [search.Tree.CountPathsTo] counts them. O((n + R) log T) for R roads and
// times up to T.
func (c *City) Routes() *search.Tree[int] {
	dest := c.n - 1
	t, err := search.DijkstraTreeContext[int](context.Background(), c, func(u int) bool { return u == dest }, search.Options{AllPaths: true}, 0)
	if err != nil { // only past 2³¹−1 states: a city has at most 2²⁴
		panic(fmt.Sprintf("waystoarrive: Routes: %v", err))
	}
	return t
}

// Ways returns the number of ways from intersection 0 to n-1 in the least
// time, modulo mod (LeetCode's is [Modulus]; 0 counts exactly, and past
// 2^64-1 ways the error wraps [search.ErrOverflow]), and that time; 0 ways
// and time -1 if n-1 cannot be reached.
func (c *City) Ways(mod uint64) (ways uint64, time int, err error) {
	t := c.Routes()
	time, ok := t.Cost(c.n - 1)
	if !ok {
		return 0, -1, nil
	}
	ways, err = t.CountPathsTo(c.n-1, mod)
	return ways, time, err
}

// CountPaths is LeetCode 1976's signature: the number of ways to travel
// from intersection 0 to n-1 in the least time over the bidirectional
// roads[i] = [u, v, time], modulo 10^9+7. It never panics: input that
// [New] rejects gives -1, and a destination out of reach 0.
func CountPaths(n int, roads [][]int) int {
	c, err := New(n, roads)
	if err != nil {
		return -1
	}
	ways, _, _ := c.Ways(Modulus) // no error modulo a number: times ≥ 1 make no zero-cost cycle
	return int(ways)
}
