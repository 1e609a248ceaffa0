package integration_test

import (
	"testing"
	"time"

	gonum "gonum.org/v1/gonum/graph"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/problems/all"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// benchCase is one plugin instance for the implicit-versus-explicit
// benchmarks. run calls the generic benchmarks for its state type.
type benchCase struct {
	name string
	run  func(b *testing.B, side string)
}

func bcase[S comparable](name string, nb search.Neighbors[S], starts ...S) benchCase {
	return benchCase{name, func(b *testing.B, side string) { benchSide(b, side, nb, starts) }}
}

// benchSide times one side:
//   - implicit: search.Layers over the implicit graph;
//   - export: graph.Export alone;
//   - export+gonum: graph.Export then gonum's traverse.BreadthFirst over
//     the result (Explicit.Depths), the figure docs/benchmarks.md compares
//     with implicit;
//   - baseline: a hand-written FIFO BFS over adjacency lists prepared
//     outside the timer, what an explicit BFS costs once the graph exists.
//
// Besides ns/op it reports cpu-ns/op, the process CPU time per operation
// (GC included), which a loaded machine disturbs much less.
func benchSide[S comparable](b *testing.B, side string, nb search.Neighbors[S], starts []S) {
	b.ReportAllocs()
	var began time.Duration
	defer func() {
		if b.N > 0 {
			b.ReportMetric(float64(cputime.Process()-began)/float64(b.N), "cpu-ns/op")
		}
	}()
	switch side {
	case "implicit":
		began = cputime.Process()
		for b.Loop() {
			for range search.Layers(nb, starts...) {
			}
		}
	case "export":
		began = cputime.Process()
		for b.Loop() {
			if _, err := graph.Export(nb, starts...); err != nil {
				b.Fatal(err)
			}
		}
	case "export+gonum":
		began = cputime.Process()
		for b.Loop() {
			g, err := graph.Export(nb, starts...)
			if err != nil {
				b.Fatal(err)
			}
			g.Depths()
		}
	case "baseline":
		g, err := graph.Export(nb, starts...)
		if err != nil {
			b.Fatal(err)
		}
		adj := make([][]int32, g.Len())
		for id := range adj {
			for _, n := range gonum.NodesOf(g.From(int64(id))) {
				adj[id] = append(adj[id], int32(n.ID()))
			}
		}
		depth := make([]int32, len(adj))
		queue := make([]int32, 0, len(adj))
		began = cputime.Process()
		for b.Loop() {
			for i := range depth {
				depth[i] = -1
			}
			queue = queue[:0]
			for id := range g.Starts() {
				depth[id] = 0
				queue = append(queue, int32(id))
			}
			for head := 0; head < len(queue); head++ {
				u := queue[head]
				for _, v := range adj[u] {
					if depth[v] < 0 {
						depth[v] = depth[u] + 1
						queue = append(queue, v)
					}
				}
			}
		}
	}
}

// benchCases are every instance of every plugin of problems/all, over
// their int state IDs (see package plugin), and seeded random graphs.
func benchCases() []benchCase {
	var cases []benchCase
	for _, p := range all.Plugins() {
		for _, in := range p.Instances {
			cases = append(cases, bcase(p.Name+"-"+in.Name, in.Graph, in.Starts...))
		}
	}
	rnd := searchtest.Random(1, 20_000, 2)
	// A closure has no capabilities: map mode (the engine refuses the
	// method value rnd.Neighbors, which would hide them).
	rndMap := search.NeighborsFunc[int](func(s int, yield func(int) bool) { rnd.Neighbors(s, yield) })
	return append(cases,
		bcase[int]("random-dense", rnd, 0, 1),
		bcase[int]("random-map", rndMap, 0, 1))
}

// BenchmarkExplicitVsImplicit times, per plugin instance, the implicit
// search and the explicit route (export, then gonum). `go -C docs/bench
// run ./cpu graph` compares the sides in interleaved rounds
// (docs/benchmarks.md, "gonum bridge").
func BenchmarkExplicitVsImplicit(b *testing.B) {
	for _, c := range benchCases() {
		for _, side := range []string{"implicit", "export", "export+gonum", "baseline"} {
			b.Run("plugin="+c.name+"/side="+side, func(b *testing.B) { c.run(b, side) })
		}
	}
}
