package searchtest

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/ripplebfs/ripple/search"
)

// CheckWeighted verifies, over every state s reachable from starts, that nb
// keeps the [search.WeightedNeighbors] contract:
//
//   - Edges is deterministic: two calls for one state yield the same
//     sequence of (successor, cost);
//   - every cost is ≥ 0;
//   - it honours a false yield (tried at each of the first 8 edges);
//   - it terminates: at most 65,536 edges per state and at most
//     DefaultMaxStates reachable states;
//   - no method panics; a panic becomes an error naming the call;
//   - a [search.Indexer]: Len() is the same at every state and not
//     negative, Index(s) lies in [0, Len()) and State(Index(s)) == s;
//   - a [search.IndexEdger], for an Indexer: IndexEdges(Index(s)) returns
//     the indices and costs of the edges Edges(s) yields, in its order,
//     as two slices of equal length, whether given empty buffers or not;
//   - a [search.ZeroOneFrontier], for an Indexer: every cost is 0 or 1,
//     and for each cost AppendEdges(dst, [s], cost, seen) keeps dst and
//     appends exactly the successors over edges of that cost that Edges(s)
//     yields, in its order, each index once, leaving out those already
//     marked in seen, marking each one it appends and no other successor;
//     given the frontier [s, s] it appends them once; with [search.Walls],
//     no reachable state has a wall's index, and the calls run with the
//     walls marked, as the searches run them;
//   - a [search.Neighbors] over the same states (a plugin offering both
//     the fewest moves and the cheapest route): Neighbors(s) yields the
//     same successors as Edges(s), in the same order, and the value then
//     passes [Check] from the same starts.
//
// It explores the reachable set with its own FIFO queue and map,
// independently of the search package, in O(V + E) calls, about 10 per
// state. It returns nil or an error describing the first violation.
func CheckWeighted[S comparable](nb search.WeightedNeighbors[S], starts ...S) (err error) {
	if nb == nil {
		return fmt.Errorf("searchtest: nil WeightedNeighbors")
	}
	call := "Edges"
	var state S
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("searchtest: %s(%v) panicked: %v", call, state, r)
		}
	}()
	ix, _ := nb.(search.Indexer[S])
	n := -1
	if ix != nil {
		call = "Len"
		if n = ix.Len(); n < 0 {
			return fmt.Errorf("searchtest: Len() = %d is negative", n)
		}
	}
	unit, _ := nb.(search.Neighbors[S])
	zc := newZeroOneChecker(nb, ix, n)
	seen := make(map[S]bool)
	var queue []S
	for _, s := range starts {
		if !seen[s] {
			seen[s] = true
			queue = append(queue, s)
		}
	}
	for head := 0; head < len(queue); head++ {
		state = queue[head]
		if ix != nil {
			call = "Indexer"
			if err := checkWeightedIndex(ix, n, state); err != nil {
				return err
			}
		}
		call = "Edges"
		edges, err := checkEdges(nb, state)
		if err != nil {
			return err
		}
		if ie, ok := nb.(search.IndexEdger); ok && ix != nil {
			call = "IndexEdges"
			if err := checkIndexEdges(ie, ix, state, edges); err != nil {
				return err
			}
		}
		if zc != nil {
			call = "AppendEdges"
			if err := zc.check(state, edges); err != nil {
				return err
			}
		}
		if unit != nil {
			call = "Neighbors"
			if err := sameMoves(unit, state, edges); err != nil {
				return err
			}
		}
		for _, e := range edges {
			if !seen[e.to] {
				seen[e.to] = true
				queue = append(queue, e.to)
				if len(queue) > DefaultMaxStates {
					return fmt.Errorf("searchtest: more than %d states reachable from the starts: the reachable set must be bounded (the bound is DefaultMaxStates)", DefaultMaxStates)
				}
			}
		}
	}
	if unit != nil {
		return Check(unit, starts...)
	}
	return nil
}

type wedge[S comparable] struct {
	to   S
	cost int
}

// checkEdges checks Edges at s and returns its edges.
func checkEdges[S comparable](nb search.WeightedNeighbors[S], s S) ([]wedge[S], error) {
	collect := func(stop int) []wedge[S] {
		var out []wedge[S]
		nb.Edges(s, func(v S, c int) bool {
			out = append(out, wedge[S]{v, c})
			return len(out) <= maxDegree && len(out) != stop
		})
		return out
	}
	first := collect(-1)
	if len(first) > maxDegree {
		return nil, fmt.Errorf("searchtest: Edges(%v) yields more than %d edges (or ignores a false yield)", s, maxDegree)
	}
	for i, e := range first {
		if e.cost < 0 {
			return nil, fmt.Errorf("searchtest: Edges(%v): edge %d to %v has cost %d; costs must be ≥ 0", s, i, e.to, e.cost)
		}
	}
	if again := collect(-1); !slices.Equal(first, again) {
		return nil, fmt.Errorf("searchtest: Edges(%v) is not deterministic: %v, then %v", s, first, again)
	}
	for stop := 1; stop <= min(stopPositions, len(first)); stop++ {
		if got := collect(stop); len(got) != stop {
			return nil, fmt.Errorf("searchtest: Edges(%v) went on after yield returned false at edge %d: %d edges yielded", s, stop, len(got))
		}
	}
	return first, nil
}

func checkWeightedIndex[S comparable](ix search.Indexer[S], n int, s S) error {
	if l := ix.Len(); l != n {
		return fmt.Errorf("searchtest: Len() changed from %d to %d at state %v", n, l, s)
	}
	i := ix.Index(s)
	if i < 0 || i >= n {
		return fmt.Errorf("searchtest: Index(%v) = %d, outside [0, %d)", s, i, n)
	}
	if back := ix.State(i); back != s {
		return fmt.Errorf("searchtest: State(Index(%v)) = State(%d) = %v, want %v", s, i, back, s)
	}
	return nil
}

// checkIndexEdges checks IndexEdges at s against its edges.
func checkIndexEdges[S comparable](ie search.IndexEdger, ix search.Indexer[S], s S, edges []wedge[S]) error {
	var want []int32
	var wantCost []int32
	for _, e := range edges {
		want = append(want, int32(ix.Index(e.to)))
		wantCost = append(wantCost, int32(e.cost))
	}
	for _, buf := range [][]int32{nil, make([]int32, 0, 1)} {
		to, cost := ie.IndexEdges(ix.Index(s), buf, slices.Clone(buf))
		if len(to) != len(cost) {
			return fmt.Errorf("searchtest: IndexEdges(Index(%v)) returned %d indices and %d costs", s, len(to), len(cost))
		}
		if !slices.Equal(to, want) || !slices.Equal(cost, wantCost) {
			return fmt.Errorf("searchtest: IndexEdges(Index(%v)) = %v, %v; Edges yields the indices %v with costs %v", s, to, cost, want, wantCost)
		}
	}
	return nil
}

// sameMoves checks that Neighbors(s) yields the successors of edges.
func sameMoves[S comparable](nb search.Neighbors[S], s S, edges []wedge[S]) error {
	var got []S
	nb.Neighbors(s, func(v S) bool {
		got = append(got, v)
		return len(got) <= len(edges)
	})
	want := make([]S, len(edges))
	for i, e := range edges {
		want[i] = e.to
	}
	if !slices.Equal(got, want) {
		return fmt.Errorf("searchtest: Neighbors(%v) yields %v, but Edges yields the successors %v", s, got, want)
	}
	return nil
}

// WeightedGraph is an explicit directed graph with edge costs over the
// states 0..len(g)-1: g[u] lists the edges of u in yield order,
// multi-edges and self-loops allowed. It implements
// [search.WeightedNeighbors][int], [search.Neighbors][int] (the same
// moves, each counting one) and [search.Indexer][int]; for map mode, pass
// a closure: search.WeightedFunc[int](func(s int, yield func(int, int)
// bool) { g.Edges(s, yield) }).
type WeightedGraph [][]WeightedEdge

// WeightedEdge is an edge of a [WeightedGraph]: its head and its cost.
type WeightedEdge struct{ To, Cost int }

// Edges yields g[s] in order.
func (g WeightedGraph) Edges(s int, yield func(int, int) bool) {
	for _, e := range g[s] {
		if !yield(e.To, e.Cost) {
			return
		}
	}
}

// Neighbors yields the heads of g[s] in order.
func (g WeightedGraph) Neighbors(s int, yield func(int) bool) {
	for _, e := range g[s] {
		if !yield(e.To) {
			return
		}
	}
}

// Len returns the number of states.
func (g WeightedGraph) Len() int { return len(g) }

// Index returns s: states are their own indices.
func (g WeightedGraph) Index(s int) int { return s }

// State returns i.
func (g WeightedGraph) State(i int) int { return i }

// RandomWeighted returns a random graph of n states and m edges with
// costs in [0, maxCost], from rng: the heads and tails uniform, so
// multi-edges, self-loops and unreachable states all occur.
func RandomWeighted(rng *rand.Rand, n, m, maxCost int) WeightedGraph {
	g := make(WeightedGraph, n)
	for range m {
		u := rng.IntN(n)
		g[u] = append(g[u], WeightedEdge{rng.IntN(n), rng.IntN(maxCost + 1)})
	}
	return g
}
