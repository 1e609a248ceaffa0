package search_test

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// scatteredWeighted is a weighted graph over 0..n-1 whose Indexer scatters
// the states over an index space of l indices, so that the weighted
// searches number them in the index store's table before it turns dense.
type scatteredWeighted struct {
	g searchtest.WeightedGraph
	scattered
}

func (s scatteredWeighted) Edges(v int, yield func(int, int) bool) { s.g.Edges(v, yield) }

func scatterWeighted(g searchtest.WeightedGraph, l int) scatteredWeighted {
	return scatteredWeighted{g, scatter(nil, len(g), l)}
}

// fewestEdges returns, for each state, the fewest edges of a cheapest path
// within k edges (want being those costs), by Bellman-Ford's rounds.
func fewestEdges(g searchtest.WeightedGraph, k int, want []int, starts []int) []int {
	fewest := make([]int, len(g))
	for v := range fewest {
		fewest[v] = -1
	}
	for r := 0; r <= k; r++ {
		for v, c := range roundsReference(g, max(r, 0), starts...) {
			if r == 0 {
				c = unreachable
				for _, s := range starts {
					if s == v {
						c = 0
					}
				}
			}
			if fewest[v] < 0 && c == want[v] && c != unreachable {
				fewest[v] = r
			}
		}
	}
	return fewest
}

// TestBoundedTreesAgainstRounds checks every bound from 1 to past the
// longest path, with and without a goal, on states numbered in a Go map,
// in a dense index store and in the table of a sparse one: the costs of
// Bellman-Ford by k rounds, paths of those costs with the fewest edges
// among the cheapest, Order by cost, and Last the dearest settled state.
func TestBoundedTreesAgainstRounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 30))
	ctx := context.Background()
	for trial := range testsize.Pick(60, 10) {
		n := 1 + rng.IntN(18)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(4*n+1), []int{0, 1, 5, 100}[trial%4])
		starts := randomStarts(rng, n)
		modes := map[string]search.WeightedNeighbors[int]{
			"dense": g, "map": weightedMapMode[int](g), "sparse": scatterWeighted(g, 1<<30),
		}
		for k := 1; k <= n+1; k++ {
			want := roundsReference(g, k, starts...)
			fewest := fewestEdges(g, k, want, starts)
			goal := rng.IntN(n)
			for name, nb := range modes {
				tree, err := search.DijkstraTreeContext(ctx, nb, nil, search.Options{MaxDepth: k}, starts...)
				if err != nil {
					t.Fatal(err)
				}
				checkTree(t, g, tree, want, k, starts, name)
				dearest := -1
				for _, s := range treeOrder(tree) {
					if path, _ := tree.PathTo(s); len(path)-1 != fewest[s] {
						t.Fatalf("trial %d k=%d %s: path %v to %d has %d edges, want %d", trial, k, name, path, s, len(path)-1, fewest[s])
					}
					dearest = max(dearest, want[s])
				}
				if s, c, ok := tree.Last(); ok != (dearest >= 0) || ok && (c != dearest || want[s] != c) {
					t.Fatalf("trial %d k=%d %s: Last = %d, %d, %v; the dearest cost is %d", trial, k, name, s, c, ok, dearest)
				}
				tree, err = search.DijkstraTreeContext(ctx, nb, func(s int) bool { return s == goal }, search.Options{MaxDepth: k}, starts...)
				if err != nil {
					t.Fatal(err)
				}
				if c, ok := tree.Cost(goal); ok != (want[goal] != unreachable) || ok && c != want[goal] {
					t.Fatalf("trial %d k=%d %s: goal %d cost %d %v, want %d", trial, k, name, goal, c, ok, want[goal])
				}
				for _, s := range treeOrder(tree) {
					if c, _ := tree.Cost(s); c != want[s] {
						t.Fatalf("trial %d k=%d %s: settled %d at %d, want %d", trial, k, name, s, c, want[s])
					}
				}
			}
		}
	}
}

// TestHugeBoundsAreNoBound: a bound past what int32 positions number,
// math.MaxInt included, is no bound.
func TestHugeBoundsAreNoBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 31))
	for range testsize.Pick(50, 10) {
		n := 1 + rng.IntN(20)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(4*n+1), 9)
		starts := randomStarts(rng, n)
		want := roundsReference(g, 0, starts...)
		for _, k := range []int{1<<31 - 1, 1 << 40, math.MaxInt} {
			tree, err := search.DijkstraTreeContext(context.Background(), g, nil, search.Options{MaxDepth: k}, starts...)
			if err != nil {
				t.Fatal(err)
			}
			checkTree(t, g, tree, want, 0, starts, "huge bound")
		}
	}
}

// TestBoundedCostsNeverOverflow: paths whose costs fit an int64 are
// compared exactly however many edges they have, where a key packing
// cost·(k+1)+edges would overflow: a chain of 100,000 edges of cost 2³⁰,
// and paths near 2⁶² around one that the bound cuts.
func TestBoundedCostsNeverOverflow(t *testing.T) {
	const n = 100_000
	chain := search.WeightedFunc[int](func(s int, yield func(int, int) bool) {
		if s < n {
			yield(s+1, 1<<30)
		}
	})
	for _, k := range []int{n, n + 1, math.MaxInt32 - 2} {
		_, c, ok := searchGoal(t, chain, n, k)
		if !ok || c != n<<30 {
			t.Fatalf("chain, bound %d: cost %d %v, want %d", k, c, ok, n<<30)
		}
	}
	// 0 → 1 → 2 → 3 costs 3·2⁶⁰ over three edges, 0 → 2 → 3 one more
	// over two, 0 → 3 costs 2⁶² over one: keys of cost·(k+1) pass 2⁶³.
	const e = 1 << 60
	g := searchtest.WeightedGraph{
		{we(1, e), we(3, 4*e), we(2, 2*e+1)},
		{we(2, e)},
		{we(3, e)},
		{},
	}
	for k, want := range map[int]int{1: 4 * e, 2: 3*e + 1, 3: 3 * e, 4: 3 * e} {
		if _, c, ok := searchGoal(t, g, 3, k); !ok || c != want {
			t.Fatalf("bound %d: cost %d %v, want %d", k, c, ok, want)
		}
	}
}

// searchGoal runs DijkstraContext to goal with the bound k from 0.
func searchGoal(t *testing.T, nb search.WeightedNeighbors[int], goal, k int) ([]int, int, bool) {
	t.Helper()
	tree, err := search.DijkstraTreeContext(context.Background(), nb, func(s int) bool { return s == goal }, search.Options{MaxDepth: k}, 0)
	if err != nil {
		t.Fatal(err)
	}
	path, ok := tree.PathTo(goal)
	c, _ := tree.Cost(goal)
	return path, c, ok
}

// TestWeightedAcrossTheSparseStore runs Dijkstra, with and without a
// bound, over grids whose Indexer scatters the cells over index spaces
// past the size at which the weighted searches' store starts dense, so
// that the store numbers them in its table and then turns dense midway:
// the same costs as in a Go map.
func TestWeightedAcrossTheSparseStore(t *testing.T) {
	side, l := 300, 1<<21+3
	if testsize.Short() {
		side = 150
	}
	weightedAcrossTheSparseStore(t, side, l)
}

func TestHeavyWeightedAcrossTheSparseStore(t *testing.T) {
	testsize.RequireHeavy(t)
	weightedAcrossTheSparseStore(t, 700, 1<<23+5)
}

func weightedAcrossTheSparseStore(t *testing.T, side, l int) {
	rng := rand.New(rand.NewPCG(21, 32))
	g := make(searchtest.WeightedGraph, side*side)
	for v := range g {
		x, y := v%side, v/side
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			if x+d[0] >= 0 && x+d[0] < side && y+d[1] >= 0 && y+d[1] < side {
				g[v] = append(g[v], we(v+d[0]+d[1]*side, 1+rng.IntN(9)))
			}
		}
	}
	ctx := context.Background()
	for _, k := range []int{0, 3 * side} {
		ref, err := search.DijkstraTreeContext(ctx, weightedMapMode[int](g), nil, search.Options{MaxDepth: k}, 0)
		if err != nil {
			t.Fatal(err)
		}
		got, err := search.DijkstraTreeContext[int](ctx, scatterWeighted(g, l), nil, search.Options{MaxDepth: k}, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got.Len() != ref.Len() {
			t.Fatalf("bound %d: %d states settled, %d in a map", k, got.Len(), ref.Len())
		}
		for v := range g {
			c, ok := got.Cost(v)
			rc, rok := ref.Cost(v)
			if c != rc || ok != rok {
				t.Fatalf("bound %d: cost of %d is %d %v, %d %v in a map", k, v, c, ok, rc, rok)
			}
		}
	}
}
