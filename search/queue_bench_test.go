package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
)

// csrGraph is a random directed graph in compressed adjacency form, with
// every capability Dijkstra uses: Indexer and IndexEdger.
type csrGraph struct {
	off      []int32
	to, cost []int32
}

func (g *csrGraph) Edges(s int, yield func(int, int) bool) {
	for j := g.off[s]; j < g.off[s+1]; j++ {
		if !yield(int(g.to[j]), int(g.cost[j])) {
			return
		}
	}
}
func (g *csrGraph) Len() int        { return len(g.off) - 1 }
func (g *csrGraph) Index(s int) int { return s }
func (g *csrGraph) State(i int) int { return i }
func (g *csrGraph) IndexEdges(i int, _, _ []int32) ([]int32, []int32) {
	return g.to[g.off[i]:g.off[i+1]], g.cost[g.off[i]:g.off[i+1]]
}

// randomCSR has n states, each with deg edges to uniform states, costs
// 1..maxCost.
func randomCSR(n, deg, maxCost int, seed uint64) *csrGraph {
	rng := rand.New(rand.NewPCG(seed, 1))
	g := &csrGraph{off: make([]int32, n+1), to: make([]int32, n*deg), cost: make([]int32, n*deg)}
	for u := range n {
		g.off[u+1] = int32((u + 1) * deg)
		for j := u * deg; j < (u+1)*deg; j++ {
			g.to[j], g.cost[j] = int32(rng.IntN(n)), int32(1+rng.IntN(maxCost))
		}
	}
	return g
}

// BenchmarkQueue runs Dijkstra from state 0 over every reachable state of
// random graphs (200,000 states, 10 edges each) with the radix heap and
// with the 4-ary heap, for small costs (1..100), large ones (1..10⁶) and
// costs near 2³⁰; docs/design.md quotes it to choose the queue.
func BenchmarkQueue(b *testing.B) {
	for _, maxCost := range []int{100, 1_000_000, 1 << 30} {
		g := randomCSR(200_000, 10, maxCost, 7)
		for _, kind := range []struct {
			name string
			q    queueKind
		}{{"radix", qRadix}, {"4-ary", qDary}} {
			b.Run(fmt.Sprintf("costs=1..%d/%s", maxCost, kind.name), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					st := newStopper(context.Background(), "Dijkstra")
					w := newCsearch[int](st, "Dijkstra", kind.q, g, nil, nil, nil, Options{}, 0)
					w.run([]int{0})
					if len(w.done) < 190_000 {
						b.Fatal(len(w.done))
					}
				}
			})
		}
	}
}

// TestQueueKindsAgree runs the benchmark's search with both heaps on a
// small random graph: the same costs.
func TestQueueKindsAgree(t *testing.T) {
	g := randomCSR(2000, 5, 1000, 8)
	var costs [2][]int64
	for k, q := range []queueKind{qRadix, qDary} {
		w := newCsearch[int](newStopper(context.Background(), "Dijkstra"), "Dijkstra", q, g, nil, nil, nil, Options{}, 0)
		w.run([]int{0})
		for s := range 2000 {
			if p, ok := w.seen.get(s); ok {
				costs[k] = append(costs[k], w.rec[p].cost)
			} else {
				costs[k] = append(costs[k], -1)
			}
		}
	}
	for s := range costs[0] {
		if costs[0][s] != costs[1][s] {
			t.Fatalf("state %d: radix %d, 4-ary %d", s, costs[0][s], costs[1][s])
		}
	}
}
