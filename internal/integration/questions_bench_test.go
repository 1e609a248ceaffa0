package integration_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/graph/path"
	"gonum.org/v1/gonum/graph/topo"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// randomDAG returns a random graph of n states and m edges, each from a
// lower state to a higher one.
func randomDAG(rng *rand.Rand, n, m int) searchtest.Graph {
	g := make(searchtest.Graph, n)
	for range m {
		u, v := rng.IntN(n), rng.IntN(n)
		if u != v {
			g[min(u, v)] = append(g[min(u, v)], max(u, v))
		}
	}
	return g
}

// timed runs f b.N times and reports cpu-ns/op, the process CPU time per
// operation (GC included).
func timed(b *testing.B, f func()) {
	b.ReportAllocs()
	began := cputime.Process()
	for b.Loop() {
		f()
	}
	b.ReportMetric(float64(cputime.Process()-began)/float64(b.N), "cpu-ns/op")
}

// BenchmarkGraphQuestions times each graph question of package search on
// a random graph against gonum's answer to it on the export of the same
// graph, built outside the timer: topo.TarjanSCC, topo.Sort,
// path.YenKShortestPaths and path.DijkstraFromTo.
func BenchmarkGraphQuestions(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 9))
	cyclic := searchtest.Random(3, 20_000, 3)
	dag := randomDAG(rng, 20_000, 60_000)
	small := searchtest.RandomWeighted(rng, 2_000, 10_000, 100)
	large := searchtest.RandomWeighted(rng, 20_000, 100_000, 100)
	every := make([]int, len(dag)) // the DAG from every state
	for i := range every {
		every[i] = i
	}
	export := func(g searchtest.Graph, starts ...int) *graph.Explicit[int] {
		x, err := graph.Export(g, starts...)
		if err != nil {
			b.Fatal(err)
		}
		return x
	}
	exportWeighted := func(g searchtest.WeightedGraph) *graph.Weighted[int] {
		x, err := graph.ExportWeighted(g, 0)
		if err != nil {
			b.Fatal(err)
		}
		return x
	}
	b.Run("question=scc/side=ripple", func(b *testing.B) {
		timed(b, func() {
			for range search.StrongComponents(cyclic, 0) {
			}
		})
	})
	b.Run("question=scc/side=gonum", func(b *testing.B) {
		x := export(cyclic, 0)
		timed(b, func() { topo.TarjanSCC(x) })
	})
	b.Run("question=topo/side=ripple", func(b *testing.B) {
		timed(b, func() { search.TopologicalOrder(dag, every...) })
	})
	b.Run("question=topo/side=gonum", func(b *testing.B) {
		x := export(dag, every...)
		timed(b, func() { _, _ = topo.Sort(x) })
	})
	const k, far = 10, 1_999
	b.Run("question=yen/side=ripple", func(b *testing.B) {
		timed(b, func() {
			for range search.Yen[int](small, func(s int) bool { return s == far }, k, 0) {
			}
		})
	})
	b.Run("question=yen/side=gonum", func(b *testing.B) {
		x := exportWeighted(small)
		id, _ := x.ID(far)
		timed(b, func() { path.YenKShortestPaths(x, k, math.Inf(1), x.Node(0), x.Node(id)) })
	})
	prev := reverse(large)
	goal := []int{19_999}
	b.Run("question=bidijkstra/side=ripple", func(b *testing.B) {
		timed(b, func() { search.BidirectionalDijkstra[int](large, prev, []int{0}, goal) })
	})
	b.Run("question=bidijkstra/side=ripple-oneway", func(b *testing.B) {
		timed(b, func() { search.Dijkstra[int](large, func(s int) bool { return s == goal[0] }, 0) })
	})
	b.Run("question=bidijkstra/side=gonum", func(b *testing.B) {
		x := exportWeighted(large)
		id, _ := x.ID(goal[0])
		timed(b, func() { path.DijkstraFromTo(x.Node(0), x.Node(id), x) })
	})
}

// reverse returns g with every edge turned around.
func reverse(g searchtest.WeightedGraph) searchtest.WeightedGraph {
	r := make(searchtest.WeightedGraph, len(g))
	for u, edges := range g {
		for _, e := range edges {
			r[e.To] = append(r[e.To], searchtest.WeightedEdge{To: u, Cost: e.Cost})
		}
	}
	return r
}
