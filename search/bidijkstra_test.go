package search_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// packedWeighted exposes a WeightedGraph through Packer only.
type packedWeighted struct{ g searchtest.WeightedGraph }

func (x packedWeighted) Edges(s int, yield func(int, int) bool) { x.g.Edges(s, yield) }
func (packedWeighted) Pack(s int) uint64                        { return uint64(s) * packMul }
func (packedWeighted) Unpack(k uint64) int                      { return int(k * packInv) }

// costModes are weightedModes and packed keys.
var costModes = append(slices.Clip(weightedModes), struct {
	name string
	of   func(g searchtest.WeightedGraph) search.WeightedNeighbors[int]
}{"packed", func(g searchtest.WeightedGraph) search.WeightedNeighbors[int] { return packedWeighted{g} }})

// cheapest returns the cost of the cheapest edge u→v of g.
func cheapest(g searchtest.WeightedGraph, u, v int) (int, bool) {
	c, ok := 0, false
	for _, e := range g[u] {
		if e.To == v && (!ok || e.Cost < c) {
			c, ok = e.Cost, true
		}
	}
	return c, ok
}

// checkKPath checks that p is a loopless path of g from start, of at most
// depth edges, that costs c and meets a goal only at its end.
func checkKPath(t *testing.T, g searchtest.WeightedGraph, goal func(int) bool, depth, start int, p []int, c int) {
	t.Helper()
	sum := 0
	for i, s := range p {
		if slices.Index(p, s) != i || goal(s) != (i == len(p)-1) {
			t.Fatalf("path %v: a repeat, or a goal not at its end", p)
		}
		if i > 0 {
			e, ok := cheapest(g, p[i-1], s)
			if !ok {
				t.Fatalf("path %v: no edge %d→%d", p, p[i-1], s)
			}
			sum += e
		}
	}
	if p[0] != start || sum != c || depth > 0 && len(p)-1 > depth {
		t.Fatalf("path %v of cost %d, reported %d, from %d within %d edges", p, sum, c, start, depth)
	}
}

// reversed returns g with every edge turned around, at its cost.
func reversed(g searchtest.WeightedGraph) searchtest.WeightedGraph {
	r := make(searchtest.WeightedGraph, len(g))
	for u, edges := range g {
		for _, e := range edges {
			r[e.To] = append(r[e.To], searchtest.WeightedEdge{To: u, Cost: e.Cost})
		}
	}
	return r
}

func TestBidirectionalDijkstraMatchesBellmanFord(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 23))
	for trial := range testsize.Pick(1000, 150) {
		n := 1 + rng.IntN(40)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(5*n+1), []int{0, 1, 2, 50}[trial%4])
		starts, goals := []int{rng.IntN(n), rng.IntN(n)}[:1+rng.IntN(2)], []int{rng.IntN(n), rng.IntN(n)}[:1+rng.IntN(2)]
		depth := []int{0, 0, 1, 3}[rng.IntN(4)]
		dist := roundsReference(g, depth, starts...)
		want := unreachable
		for _, s := range goals {
			want = min(want, dist[s])
		}
		m := costModes[trial%3]
		if err := errors.Join(searchtest.CheckWeighted(m.of(g), starts...), searchtest.CheckWeighted(m.of(reversed(g)), goals...)); err != nil {
			t.Fatal(err)
		}
		var layers, backward int
		o := search.Options{MaxDepth: depth, OnLayer: func(l search.LayerStats) {
			layers++
			if l.Backward {
				backward++
			}
		}}
		p, c, ok, err := search.BidirectionalDijkstraContext(context.Background(), m.of(g), m.of(reversed(g)), o, starts, goals)
		if err != nil {
			t.Fatal(err)
		}
		if ok != (want != unreachable) || ok && c != want {
			t.Fatalf("trial %d (%s, %v → %v, depth %d): %v %d %v, want %d", trial, m.name, starts, goals, depth, p, c, ok, want)
		}
		if !ok {
			continue
		}
		if !slices.Contains(starts, p[0]) || !slices.Contains(goals, p[len(p)-1]) {
			t.Fatalf("trial %d: path %v from %v to %v", trial, p, starts, goals)
		}
		checkKPath(t, g, func(s int) bool { return s == p[len(p)-1] && slices.Index(p, s) == len(p)-1 }, depth, p[0], p, c)
		if len(p) > 1 && layers == 0 || depth > 0 && backward > 0 {
			t.Fatalf("trial %d: %d layers, %d backward", trial, layers, backward)
		}
	}
}

func TestBidirectionalDijkstraEdges(t *testing.T) {
	// 0 → 1 → 2 → 3 at 0 each, and 0 → 3 at 1: zero-cost edges meet.
	g := searchtest.WeightedGraph{0: {{To: 3, Cost: 1}, {To: 1, Cost: 0}}, 1: {{To: 2, Cost: 0}}, 2: {{To: 3, Cost: 0}}, 3: {}}
	r := reversed(g)
	if p, c, ok := search.BidirectionalDijkstra[int](g, r, []int{0}, []int{3}); !ok || c != 0 || !slices.Equal(p, []int{0, 1, 2, 3}) {
		t.Errorf("got %v %d %v, want [0 1 2 3] 0", p, c, ok)
	}
	if p, c, ok := search.BidirectionalDijkstra[int](g, r, []int{1, 3, 2}, []int{2, 3}); !ok || c != 0 || !slices.Equal(p, []int{3}) {
		t.Errorf("a start that is a goal: got %v %d %v, want [3] 0", p, c, ok)
	}
	if _, _, ok := search.BidirectionalDijkstra[int](g, r, []int{3}, []int{0}); ok {
		t.Error("a path against the edges")
	}
	if _, _, ok := search.BidirectionalDijkstra[int](g, r, nil, []int{0}); ok {
		t.Error("a path with no starts")
	}
	mustPanic(t, "search: BidirectionalDijkstra called with nil WeightedNeighbors", func() {
		search.BidirectionalDijkstra[int](g, nil, []int{0}, []int{3})
	})
	mustPanic(t, "search: BidirectionalDijkstra does not honour Options.Workers", func() {
		_, _, _, _ = search.BidirectionalDijkstraContext[int](context.Background(), g, r, search.Options{Workers: 2}, []int{0}, []int{3})
	})
}

func mustPanic(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != want {
			t.Errorf("recovered %v, want %q", r, want)
		}
	}()
	f()
}
