package graph_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/samber/lo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gonum "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/path"
	"gonum.org/v1/gonum/graph/simple"
	"gonum.org/v1/gonum/graph/traverse"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// fixture is a small directed graph with a self-loop (2→2), a multi-edge
// (0→1 twice), a cycle (1→3→1), a sink (4) and an unreachable part (5, 6).
var fixture = searchtest.Graph{
	0: {1, 2, 1},
	1: {3},
	2: {2, 4, 0},
	3: {1, 4},
	4: {},
	5: {6, 0},
	6: {5},
}

func TestExportFixture(t *testing.T) {
	tests := []struct {
		name   string
		nb     search.Neighbors[int]
		opts   graph.Options
		starts []int
		want   [][]int // node IDs are these states flattened, by layer
		from   [][]int // successors of each node as states, in ID order
		loops  int
	}{
		{
			name: "dense, self-loop kept", nb: fixture, starts: []int{0},
			want:  [][]int{{0}, {1, 2}, {3, 4}},
			from:  [][]int{{1, 2}, {3}, {2, 4, 0}, {1, 4}, {}},
			loops: 1,
		},
		{
			name: "map mode, self-loop dropped", nb: search.NeighborsFunc[int](fixture.Neighbors),
			opts: graph.Options{DropSelfLoops: true}, starts: []int{0},
			want: [][]int{{0}, {1, 2}, {3, 4}},
			from: [][]int{{1, 2}, {3}, {4, 0}, {1, 4}, {}},
		},
		{
			name: "two starts, duplicate dropped", nb: fixture, starts: []int{5, 3, 5},
			want:  [][]int{{5, 3}, {6, 0, 1, 4}, {2}},
			from:  [][]int{{6, 0}, {1, 4}, {5}, {1, 2}, {3}, {}, {2, 4, 0}},
			loops: 1,
		},
		{
			name: "sink start", nb: fixture, starts: []int{4},
			want: [][]int{{4}},
			from: [][]int{{}},
		},
		{
			name: "no starts", nb: fixture,
			want: nil,
			from: [][]int{},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := graph.ExportContext(context.Background(), tc.nb, tc.opts, tc.starts...)
			require.NoError(t, err)
			order := slices.Concat(tc.want...)
			require.Equal(t, len(order), g.Len())
			for id, s := range order {
				assert.Equal(t, s, g.State(int64(id)), "State(%d)", id)
				got, ok := g.ID(s)
				assert.True(t, ok, "ID(%d)", s)
				assert.Equal(t, int64(id), got, "ID(%d)", s)
			}
			edges := 0
			for id, want := range tc.from {
				var got []int
				for _, n := range gonum.NodesOf(g.From(int64(id))) {
					got = append(got, g.State(n.ID()))
				}
				assert.Equal(t, want, append([]int{}, got...), "From(%d)", id)
				edges += len(want)
			}
			assert.Equal(t, edges, g.EdgeCount())
			assert.Equal(t, tc.loops, g.SelfLoops())
			if len(tc.want) > 0 {
				assert.Equal(t, len(tc.want[0]), g.Starts())
			}
			// The same layers as the engine.
			var layers [][]int
			for _, layer := range search.Layers(tc.nb, tc.starts...) {
				layers = append(layers, slices.Clone(layer))
			}
			assert.Equal(t, tc.want, layers)
		})
	}
}

// randomCase draws a random directed fixture and 1–3 starts (duplicates
// possible).
func randomCase(seed uint64) (searchtest.Graph, []int) {
	r := rand.New(rand.NewPCG(seed, 99))
	n := 1 + r.IntN(60)
	deg := []float64{0.5, 1, 1.5, 3}[r.IntN(4)]
	g := searchtest.Random(seed, n, deg)
	starts := make([]int, 1+r.IntN(3))
	for i := range starts {
		starts[i] = r.IntN(n)
	}
	return g, starts
}

// TestExportRandomProperties checks Export on seeded random graphs with
// cycles, self-loops, multi-edges and unreachable parts against the
// brute-force distances of searchtest.Graph (Bellman–Ford) and gonum's own
// traversals run directly on the export.
func TestExportRandomProperties(t *testing.T) {
	for seed := range uint64(testsize.Pick(300, 60)) {
		fx, starts := randomCase(seed)
		dist := fx.Distances(starts...)
		for _, mode := range []struct {
			name string
			nb   search.Neighbors[int]
		}{{"dense", fx}, {"map", search.NeighborsFunc[int](fx.Neighbors)}} {
			t.Run(fmt.Sprintf("seed=%d/%s", seed, mode.name), func(t *testing.T) {
				g, err := graph.Export(mode.nb, starts...)
				require.NoError(t, err)
				checkExport(t, fx, starts, dist, g)
			})
		}
	}
}

func checkExport(t *testing.T, fx searchtest.Graph, starts, dist []int, g *graph.Explicit[int]) {
	t.Helper()
	// Node count = reachable states; ID and State round-trip.
	reachable := 0
	for s, d := range dist {
		id, ok := g.ID(s)
		require.Equal(t, d >= 0, ok, "ID(%d) with distance %d", s, d)
		if ok {
			reachable++
			require.Equal(t, s, g.State(id))
		}
	}
	require.Equal(t, reachable, g.Len())
	for id := range int64(g.Len()) {
		back, ok := g.ID(g.State(id))
		require.True(t, ok)
		require.Equal(t, id, back)
		require.Equal(t, id, g.Node(id).ID())
	}
	// IDs are in BFS order: distances never decrease along IDs.
	for id := int64(1); id < int64(g.Len()); id++ {
		require.LessOrEqual(t, dist[g.State(id-1)], dist[g.State(id)])
	}
	// Edge set: every distinct edge of a reachable state, nothing else.
	edges := 0
	for u, adj := range fx {
		uid, ok := g.ID(u)
		if !ok {
			continue
		}
		distinct := map[int]bool{}
		for _, v := range adj {
			distinct[v] = true
			vid, ok := g.ID(v)
			require.True(t, ok)
			require.True(t, g.HasEdgeFromTo(uid, vid), "edge %d→%d", u, v)
			require.True(t, g.HasEdgeBetween(vid, uid))
			require.NotNil(t, g.Edge(uid, vid))
			require.Contains(t, gonum.NodesOf(g.To(vid)), g.Node(uid))
		}
		edges += len(distinct)
		require.Equal(t, len(distinct), g.From(uid).Len())
		for _, n := range gonum.NodesOf(g.From(uid)) {
			require.True(t, distinct[g.State(n.ID())])
		}
	}
	require.Equal(t, edges, g.EdgeCount())

	// gonum's depths from each start, run directly on the export; the
	// multi-source distance is the minimum over the starts.
	want := make([]int, g.Len())
	dij := make([]int, g.Len())
	for i := range want {
		want[i], dij[i] = math.MaxInt, math.MaxInt
	}
	for _, s := range starts {
		sid, _ := g.ID(s)
		var bf traverse.BreadthFirst
		bf.Walk(g, g.Node(sid), func(n gonum.Node, d int) bool {
			want[n.ID()] = min(want[n.ID()], d)
			return false
		})
		sp := path.DijkstraFrom(g.Node(sid), g)
		for id := range int64(g.Len()) {
			if w := sp.WeightTo(id); !math.IsInf(w, 1) {
				dij[id] = min(dij[id], int(w))
			}
		}
	}
	depths := g.Depths() // gonum from the starts at once (a virtual source)
	require.Len(t, depths, g.Len())
	for id, d := range want {
		require.Equal(t, d, depths[id], "Depths()[%d]", id)
		require.Equal(t, dist[g.State(int64(id))], d, "gonum BFS depth of %d", g.State(int64(id)))
		require.Equal(t, dist[g.State(int64(id))], dij[id], "gonum Dijkstra distance of %d", g.State(int64(id)))
	}
}

func TestExportLimit(t *testing.T) {
	fx := searchtest.Random(8, 500, 3)
	reach := 0
	for _, d := range fx.Distances(0) {
		if d >= 0 {
			reach++
		}
	}
	require.Greater(t, reach, 10)
	tests := []struct {
		name    string
		max     int
		wantErr bool
	}{
		{"exact", reach, false},
		{"one short", reach - 1, true},
		{"starts only", 1, true},
		{"unlimited", 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, nb := range []search.Neighbors[int]{fx, search.NeighborsFunc[int](fx.Neighbors)} {
				g, err := graph.ExportContext(context.Background(), nb, graph.Options{MaxStates: tc.max}, 0)
				if tc.wantErr {
					require.ErrorIs(t, err, search.ErrLimit)
					require.Nil(t, g)
					continue
				}
				require.NoError(t, err)
				require.Equal(t, reach, g.Len())
			}
		})
	}
	t.Run("too many starts", func(t *testing.T) {
		_, err := graph.ExportContext(context.Background(), fx, graph.Options{MaxStates: 2}, 0, 1, 2)
		require.ErrorIs(t, err, search.ErrLimit)
	})
}

// TestSelfLoopsWithGonum runs gonum's algorithms on exports full of
// self-loops, and copies the DropSelfLoops variant into a gonum simple
// graph, which would panic on a self-loop.
func TestSelfLoopsWithGonum(t *testing.T) {
	loops := searchtest.Graph{0: {0, 1, 0}, 1: {1, 2}, 2: {2}}
	g, err := graph.Export[int](loops, 0)
	require.NoError(t, err)
	require.Equal(t, 3, g.SelfLoops())
	require.True(t, g.HasEdgeFromTo(1, 1))
	var depths []int
	var bf traverse.BreadthFirst
	bf.Walk(g, g.Node(0), func(n gonum.Node, d int) bool { depths = append(depths, d); return false })
	require.Equal(t, []int{0, 1, 2}, depths)
	sp := path.DijkstraFrom(g.Node(0), g)
	p, w := sp.To(2)
	require.Equal(t, 2.0, w)
	require.Len(t, p, 3)

	d, err := graph.ExportContext(context.Background(), loops, graph.Options{DropSelfLoops: true}, 0)
	require.NoError(t, err)
	require.Equal(t, 0, d.SelfLoops())
	require.Equal(t, 2, d.EdgeCount())
	require.False(t, d.HasEdgeFromTo(1, 1))
	dst := simple.NewDirectedGraph()
	require.NotPanics(t, func() { gonum.Copy(dst, d) })
	require.Equal(t, 3, dst.Nodes().Len())
	require.True(t, dst.HasEdgeFromTo(0, 1))
	require.Panics(t, func() { gonum.Copy(simple.NewDirectedGraph(), g) }, "gonum's simple graph rejects self-loops")
}

func TestExplicitAccessors(t *testing.T) {
	g, err := graph.Export[int](fixture, 0)
	require.NoError(t, err)
	n := int64(g.Len())
	t.Run("out of range", func(t *testing.T) {
		for _, id := range []int64{-1, n, math.MaxInt64} {
			assert.Nil(t, g.Node(id))
			assert.Equal(t, 0, g.From(id).Len())
			assert.Equal(t, 0, g.To(id).Len())
			assert.False(t, g.HasEdgeFromTo(0, id))
			assert.False(t, g.HasEdgeBetween(id, 0))
			assert.Nil(t, g.Edge(0, id))
			assert.PanicsWithValue(t, "graph: State: node ID out of range", func() { g.State(id) })
		}
		_, ok := g.ID(6)
		assert.False(t, ok, "6 is unreachable from 0")
		_, ok = g.ID(1 << 20)
		assert.False(t, ok, "outside the Indexer range")
	})
	t.Run("no edge", func(t *testing.T) {
		e := g.Edge(1, 0)
		assert.True(t, e == nil, "a nil interface, not a typed nil")
	})
	t.Run("edge", func(t *testing.T) {
		e := g.Edge(0, 1)
		require.NotNil(t, e)
		assert.Equal(t, int64(0), e.From().ID())
		assert.Equal(t, int64(1), e.To().ID())
		r := e.ReversedEdge()
		assert.Equal(t, int64(1), r.From().ID())
		assert.Equal(t, int64(0), r.To().ID())
	})
	t.Run("iterators", func(t *testing.T) {
		it := g.Nodes()
		assert.Nil(t, it.Node(), "before Next")
		assert.Equal(t, int(n), it.Len())
		var ids []int64
		for it.Next() {
			ids = append(ids, it.Node().ID())
			assert.Equal(t, int(n)-len(ids), it.Len())
		}
		assert.Equal(t, []int64{0, 1, 2, 3, 4}, ids)
		assert.False(t, it.Next())
		assert.Nil(t, it.Node())
		it.Reset()
		assert.Equal(t, int(n), it.Len())
		assert.Len(t, gonum.NodesOf(it), int(n))

		from := g.From(2) // state 2 yields 2, 4, 0
		assert.Equal(t, 3, from.Len())
		require.True(t, from.Next())
		assert.Equal(t, int64(2), from.Node().ID())
		assert.Len(t, gonum.NodesOf(from), 2, "NodeSlice returns the rest")
		from.Reset()
		assert.Len(t, gonum.NodesOf(from), 3)
		assert.Equal(t, []int64{0, 2}, ids2(g.To(2)), "predecessors ascending")
	})
	t.Run("nil Neighbors", func(t *testing.T) {
		assert.PanicsWithValue(t, "graph: Export called with nil Neighbors", func() { _, _ = graph.Export[int](nil, 0) })
	})
	t.Run("index out of range", func(t *testing.T) {
		assert.PanicsWithValue(t, "graph: Indexer.Index(99) = 99, outside [0, 7)", func() { _, _ = graph.Export[int](fixture, 99) })
		g, err := graph.Export(search.NeighborsFunc[int](func(s int, yield func(int) bool) {}), 99)
		require.NoError(t, err, "map mode takes any state")
		assert.Equal(t, 1, g.Len())
	})
	t.Run("empty", func(t *testing.T) {
		e, err := graph.Export[int](fixture)
		require.NoError(t, err)
		assert.Equal(t, 0, e.Len())
		assert.Equal(t, 0, e.Nodes().Len())
		assert.Nil(t, e.Node(0))
	})
}

func ids2(it gonum.Nodes) []int64 {
	var out []int64
	for it.Next() {
		out = append(out, it.Node().ID())
	}
	return out
}

// TestExportMaxDepth checks the depth-bounded export against brute force:
// the nodes are exactly the states within the depth, the edges exactly the
// edges among them, and a cross-check of that part finds no mismatch.
func TestExportMaxDepth(t *testing.T) {
	ctx := context.Background()
	for seed := range uint64(100) {
		n := 2 + int(seed%50)
		g := searchtest.Random(seed, n, float64(seed%4)+0.8)
		dist := g.Distances(0)
		for _, depth := range []int{1, 2, 4} {
			t.Run(fmt.Sprintf("seed=%d/depth=%d", seed, depth), func(t *testing.T) {
				x, err := graph.ExportContext(ctx, g, graph.Options{MaxDepth: depth}, 0)
				require.NoError(t, err)
				var within []int
				edges := 0
				for v, d := range dist {
					if d >= 0 && d <= depth {
						within = append(within, v)
						for _, w := range lo.Uniq(g[v]) {
							if dw := dist[w]; dw >= 0 && dw <= depth {
								edges++
							}
						}
					}
				}
				require.Equal(t, len(within), x.Len())
				for _, v := range within {
					_, ok := x.ID(v)
					assert.True(t, ok, "state %d at depth %d", v, dist[v])
				}
				assert.Equal(t, edges, x.EdgeCount())
				r, err := graph.CrossCheckContext(ctx, g, graph.Options{MaxDepth: depth}, 0)
				require.NoError(t, err)
				assert.True(t, r.OK(), "%v", r)
				assert.LessOrEqual(t, r.Depth, depth)
			})
		}
	}
	t.Run("undirected stays symmetric", func(t *testing.T) {
		u, err := graph.ExportUndirectedContext(ctx, searchtest.Grid(30, 30), graph.Options{MaxDepth: 3}, 0)
		require.NoError(t, err)
		assert.Equal(t, 10, u.Len(), "1+2+3+4 cells within 3 moves of a corner")
	})
	t.Run("cancelled", func(t *testing.T) {
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		_, err := graph.ExportContext(cctx, searchtest.Grid(3, 3), graph.Options{}, 0)
		assert.ErrorIs(t, err, context.Canceled)
		_, err = graph.CrossCheckContext(cctx, searchtest.Grid(3, 3), graph.Options{}, 0)
		assert.ErrorIs(t, err, context.Canceled)
	})
}

// repeater yields its start's successor 1, then state 0, already known,
// forever: only a per-successor check of the context can stop an export.
type repeater struct{}

func (repeater) Neighbors(s int, yield func(int) bool) {
	if s != 0 {
		return
	}
	yield(1)
	for yield(0) {
	}
}

func TestExportStopsANeighborsThatYieldsKnownStatesForever(t *testing.T) {
	for _, name := range []string{"directed", "undirected"} {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
			defer cancel()
			start := time.Now()
			var err error
			if name == "directed" {
				_, err = graph.ExportContext(ctx, repeater{}, graph.Options{}, 0)
			} else {
				_, err = graph.ExportUndirectedContext(ctx, repeater{}, graph.Options{}, 0)
			}
			require.ErrorIs(t, err, context.DeadlineExceeded)
			assert.Contains(t, err.Error(), "stopped at depth 0")
			assert.Less(t, time.Since(start), 10*time.Second)
		})
	}
}
