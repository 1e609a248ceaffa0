package graph_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	gonum "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/path"
	"gonum.org/v1/gonum/graph/topo"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// The engine's graph questions against gonum on the export of random
// graphs: strong components (topo.TarjanSCC), a topological order
// (topo.Sort), the k cheapest loopless paths (path.YenKShortestPaths) and
// bidirectional Dijkstra (path.DijkstraFrom). Each TestHeavy... twin runs
// 2,000 graphs; the default tier runs a share of them.

// heavyGraphs is the number of random graphs of each heavy cross-check.
const heavyGraphs = 2000

func TestStrongComponentsAgainstGonum(t *testing.T) {
	strongComponentsAgainstGonum(t, testsize.Pick(500, 50))
}
func TestHeavyStrongComponentsAgainstGonum(t *testing.T) {
	testsize.RequireHeavy(t)
	strongComponentsAgainstGonum(t, heavyGraphs)
}

func TestTopologicalOrderAgainstGonum(t *testing.T) {
	topologicalOrderAgainstGonum(t, testsize.Pick(500, 50))
}
func TestHeavyTopologicalOrderAgainstGonum(t *testing.T) {
	testsize.RequireHeavy(t)
	topologicalOrderAgainstGonum(t, heavyGraphs)
}

func TestYenAgainstGonum(t *testing.T) { yenAgainstGonum(t, testsize.Pick(60, 10)) }
func TestHeavyYenAgainstGonum(t *testing.T) {
	testsize.RequireHeavy(t)
	yenAgainstGonum(t, heavyGraphs)
}

func TestBidirectionalDijkstraAgainstGonum(t *testing.T) {
	bidirectionalDijkstraAgainstGonum(t, testsize.Pick(500, 50))
}
func TestHeavyBidirectionalDijkstraAgainstGonum(t *testing.T) {
	testsize.RequireHeavy(t)
	bidirectionalDijkstraAgainstGonum(t, heavyGraphs)
}

// randomGraph returns a random directed graph of up to 300 states and
// 3,000 edges, with multi-edges and, if loops, self-loops.
func randomGraph(rng *rand.Rand, loops bool) searchtest.Graph {
	n := 1 + rng.IntN(300)
	m := rng.IntN(min(3000, 1+n*rng.IntN(10)))
	g := make(searchtest.Graph, n)
	dag := rng.IntN(2) == 0 // edges only upward, but for a few
	for range m {
		u, v := rng.IntN(n), rng.IntN(n)
		if dag && u > v && rng.IntN(200) != 0 {
			u, v = v, u
		}
		if u == v && !loops {
			continue
		}
		g[u] = append(g[u], v)
		if rng.IntN(10) == 0 {
			g[u] = append(g[u], v) // a parallel edge
		}
	}
	return g
}

func strongComponentsAgainstGonum(t *testing.T, graphs int) {
	rng := rand.New(rand.NewPCG(7, 1))
	for trial := range graphs {
		g := randomGraph(rng, true)
		starts := []int{rng.IntN(len(g)), rng.IntN(len(g))}
		x, err := graph.Export(g, starts...)
		if err != nil {
			t.Fatal(err)
		}
		var want [][]int
		for _, c := range topo.TarjanSCC(x) {
			want = append(want, sortedStates(x, c))
		}
		nb := []search.Neighbors[int]{g, mapMode[int](g)}[trial%2]
		var got [][]int
		comp := map[int]int{}
		for c := range search.StrongComponents(nb, starts...) {
			for _, s := range c {
				comp[s] = len(got)
			}
			got = append(got, slices.Sorted(slices.Values(c)))
		}
		if !slices.EqualFunc(canonicalSets(got), canonicalSets(want), slices.Equal) {
			t.Fatalf("trial %d: components %v, gonum %v", trial, got, want)
		}
		// Sinks first: every edge between two components points to one
		// yielded before.
		for u := range comp {
			for _, v := range g[u] {
				if comp[v] > comp[u] {
					t.Fatalf("trial %d: edge %d→%d into a component yielded later", trial, u, v)
				}
			}
		}
	}
}

func topologicalOrderAgainstGonum(t *testing.T, graphs int) {
	rng := rand.New(rand.NewPCG(7, 2))
	acyclic := 0
	for trial := range graphs {
		g := randomGraph(rng, trial%4 == 3)
		starts := []int{rng.IntN(len(g)), rng.IntN(len(g)), rng.IntN(len(g))}
		x, err := graph.Export(g, starts...)
		if err != nil {
			t.Fatal(err)
		}
		// gonum's Sort orders a state with a self-loop; TopologicalOrder
		// names it as a cycle.
		_, gerr := topo.Sort(x)
		cyclic := gerr != nil || x.SelfLoops() > 0
		nb := []search.Neighbors[int]{g, mapMode[int](g)}[trial%2]
		order, cycle := search.TopologicalOrder(nb, starts...)
		if cyclic != (order == nil) || (order == nil) == (cycle == nil) {
			t.Fatalf("trial %d: order %v, cycle %v; gonum: %v", trial, order, cycle, gerr)
		}
		if order != nil {
			acyclic++
			checkOrder(t, x, g, order)
		} else {
			checkCycle(t, x, cycle)
		}
	}
	t.Logf("%d acyclic", acyclic)
	if acyclic == 0 {
		t.Error("no acyclic graph among the trials")
	}
}

// checkOrder checks that order holds every state of x once, each before
// its successors in g.
func checkOrder(t *testing.T, x *graph.Explicit[int], g searchtest.Graph, order []int) {
	t.Helper()
	at := map[int]int{}
	for i, s := range order {
		if _, ok := x.ID(s); !ok {
			t.Fatalf("order %v: %d is not reachable", order, s)
		}
		at[s] = i
	}
	if len(at) != len(order) || len(order) != x.Len() {
		t.Fatalf("order %v: %d distinct states, %d reachable", order, len(at), x.Len())
	}
	for _, u := range order {
		for _, v := range g[u] {
			if at[v] <= at[u] {
				t.Fatalf("order %v: edge %d→%d goes back", order, u, v)
			}
		}
	}
}

// checkCycle checks that cycle is a cycle of distinct reachable states.
func checkCycle(t *testing.T, x *graph.Explicit[int], cycle []int) {
	t.Helper()
	if len(cycle) == 0 || len(slices.Compact(slices.Sorted(slices.Values(cycle)))) != len(cycle) {
		t.Fatalf("cycle %v: empty or with a repeated state", cycle)
	}
	for i, u := range cycle {
		v := cycle[(i+1)%len(cycle)]
		uid, ok1 := x.ID(u)
		vid, ok2 := x.ID(v)
		if !ok1 || !ok2 || !x.HasEdgeFromTo(uid, vid) {
			t.Fatalf("cycle %v: no edge %d→%d", cycle, u, v)
		}
	}
}

func yenAgainstGonum(t *testing.T, graphs int) {
	rng := rand.New(rand.NewPCG(7, 3))
	paths := 0
	for trial := range graphs {
		n := 2 + rng.IntN(300)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(min(3000, 10*n)), []int{0, 1, 3, 100}[trial%4])
		start, goal, k := rng.IntN(n), rng.IntN(n), 1+rng.IntN(12)
		w, err := graph.ExportWeighted(g, start)
		if err != nil {
			t.Fatal(err)
		}
		var want []int
		if start == goal {
			want = []int{0} // the path [start]; gonum finds none from a state without edges
		} else if gid, ok := w.ID(goal); ok {
			for _, p := range path.YenKShortestPaths(w, k, math.Inf(1), w.Node(0), w.Node(gid)) {
				want = append(want, int(pathWeight(w, p)))
			}
		}
		nb := []search.WeightedNeighbors[int]{g, weightedMapMode[int](g)}[trial%2]
		var got []int
		var seen [][]int
		for p, c := range search.Yen(nb, func(s int) bool { return s == goal }, k, start) {
			checkLoopless(t, g, p, c, start, goal)
			for _, q := range seen {
				if slices.Equal(p, q) {
					t.Fatalf("trial %d: path %v twice", trial, p)
				}
			}
			seen = append(seen, p)
			got = append(got, c)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d (n %d, start %d, goal %d, k %d): costs %v, gonum %v", trial, n, start, goal, k, got, want)
		}
		paths += len(got)
	}
	t.Logf("%d paths compared", paths)
}

// checkLoopless checks that p is a path of g from start to goal, visiting
// no state twice, whose cheapest edges cost c.
func checkLoopless(t *testing.T, g searchtest.WeightedGraph, p []int, c, start, goal int) {
	t.Helper()
	if p[0] != start || p[len(p)-1] != goal || len(slices.Compact(slices.Sorted(slices.Values(p)))) != len(p) {
		t.Fatalf("path %v: not a loopless path from %d to %d", p, start, goal)
	}
	sum := 0
	for i := 1; i < len(p); i++ {
		best := -1
		for _, e := range g[p[i-1]] {
			if e.To == p[i] && (best < 0 || e.Cost < best) {
				best = e.Cost
			}
		}
		if best < 0 {
			t.Fatalf("path %v: no edge %d→%d", p, p[i-1], p[i])
		}
		sum += best
	}
	if sum != c {
		t.Fatalf("path %v costs %d, reported %d", p, sum, c)
	}
}

func pathWeight(w *graph.Weighted[int], p []gonum.Node) float64 {
	sum := 0.0
	for i := 1; i < len(p); i++ {
		c, _ := w.Weight(p[i-1].ID(), p[i].ID())
		sum += c
	}
	return sum
}

func bidirectionalDijkstraAgainstGonum(t *testing.T, graphs int) {
	rng := rand.New(rand.NewPCG(7, 4))
	found := 0
	for trial := range graphs {
		n := 1 + rng.IntN(300)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(min(3000, 8*n)), []int{0, 1, 3, 100}[trial%4])
		starts := randomStates(rng, n)
		goals := randomStates(rng, n)
		w, err := graph.ExportWeighted(g, starts...)
		if err != nil {
			t.Fatal(err)
		}
		want := math.Inf(1)
		for _, s := range starts {
			sp := path.DijkstraFrom(w.Node(mustID(w, s)), w)
			for _, goal := range goals {
				if id, ok := w.ID(goal); ok {
					want = min(want, sp.WeightTo(id))
				}
			}
		}
		next, prev := search.WeightedNeighbors[int](g), search.WeightedNeighbors[int](reverseWeighted(g))
		if trial%2 == 1 {
			next, prev = weightedMapMode(next), weightedMapMode(prev)
		}
		p, c, ok := search.BidirectionalDijkstra(next, prev, starts, goals)
		if ok != !math.IsInf(want, 1) || ok && c != int(want) {
			t.Fatalf("trial %d: %v %d %v, gonum %v", trial, p, c, ok, want)
		}
		if ok {
			found++
			if !slices.Contains(starts, p[0]) || !slices.Contains(goals, p[len(p)-1]) {
				t.Fatalf("trial %d: path %v from %v to %v", trial, p, starts, goals)
			}
			checkLoopless(t, g, p, c, p[0], p[len(p)-1])
		}
	}
	t.Logf("%d paths found", found)
}

func randomStates(rng *rand.Rand, n int) []int {
	s := make([]int, 1+rng.IntN(3))
	for i := range s {
		s[i] = rng.IntN(n)
	}
	return s
}

func mustID(w *graph.Weighted[int], s int) int64 {
	id, _ := w.ID(s)
	return id
}

// reverseWeighted returns g with every edge turned around.
func reverseWeighted(g searchtest.WeightedGraph) searchtest.WeightedGraph {
	r := make(searchtest.WeightedGraph, len(g))
	for u, edges := range g {
		for _, e := range edges {
			r[e.To] = append(r[e.To], searchtest.WeightedEdge{To: u, Cost: e.Cost})
		}
	}
	return r
}

func sortedStates(x *graph.Explicit[int], nodes []gonum.Node) []int {
	s := make([]int, len(nodes))
	for i, n := range nodes {
		s[i] = x.State(n.ID())
	}
	slices.Sort(s)
	return s
}

// canonicalSets sorts sets of sorted states by their first state.
func canonicalSets(sets [][]int) [][]int {
	out := slices.Clone(sets)
	slices.SortFunc(out, func(a, b []int) int { return a[0] - b[0] })
	return out
}
