package graph_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/samber/lo"
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

// mapMode returns nb's moves behind a closure, which has no capabilities:
// the export and the engine then keep their states in a Go map. (Wrapping
// the method value nb.Neighbors itself would make the engine panic.)
func mapMode[S comparable](nb search.Neighbors[S]) search.Neighbors[S] {
	return search.NeighborsFunc[S](func(s S, yield func(S) bool) { nb.Neighbors(s, yield) })
}

// weightedMapMode is mapMode for a weighted graph.
func weightedMapMode[S comparable](nb search.WeightedNeighbors[S]) search.WeightedNeighbors[S] {
	return search.WeightedFunc[S](func(s S, yield func(S, int) bool) { nb.Edges(s, yield) })
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
			name: "map mode, self-loop dropped", nb: mapMode[int](fixture),
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
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			checkStateOrder(t, g, slices.Concat(tc.want...))
			checkSuccessors(t, g, tc.from)
			if want, got := tc.loops, g.SelfLoops(); !reflect.DeepEqual(want, got) {
				t.Errorf("SelfLoops(): got %#v, want %#v", got, want)
			}
			if len(tc.want) > 0 {
				if want, got := len(tc.want[0]), g.Starts(); !reflect.DeepEqual(want, got) {
					t.Errorf("Starts(): got %#v, want %#v", got, want)
				}
			}
			// The same layers as the engine.
			var layers [][]int
			for _, layer := range search.Layers(tc.nb, tc.starts...) {
				layers = append(layers, slices.Clone(layer))
			}
			if want, got := tc.want, layers; !reflect.DeepEqual(want, got) {
				t.Errorf("search.Layers: got %#v, want %#v", got, want)
			}
		})
	}
}

// checkStateOrder checks that g's nodes are the states order, the i-th with
// ID i, through both State and ID.
func checkStateOrder(t *testing.T, g *graph.Explicit[int], order []int) {
	t.Helper()
	if want, got := len(order), g.Len(); !reflect.DeepEqual(want, got) {
		t.Fatalf("Len(): got %#v, want %#v", got, want)
	}
	for id, s := range order {
		if want, got := s, g.State(int64(id)); !reflect.DeepEqual(want, got) {
			t.Errorf("State(%d): got %#v, want %#v", id, got, want)
		}
		got, ok := g.ID(s)
		if !ok {
			t.Errorf("ID(%d) not found", s)
		}
		if want, got := int64(id), got; !reflect.DeepEqual(want, got) {
			t.Errorf("ID(%d): got %#v, want %#v", s, got, want)
		}
	}
}

// checkSuccessors checks that g.From(id), read as states, is from[id] for
// every ID, and that g counts exactly those edges.
func checkSuccessors(t *testing.T, g *graph.Explicit[int], from [][]int) {
	t.Helper()
	edges := 0
	for id, want := range from {
		var got []int
		for _, n := range gonum.NodesOf(g.From(int64(id))) {
			got = append(got, g.State(n.ID()))
		}
		if want, got := want, (append([]int{}, got...)); !reflect.DeepEqual(want, got) {
			t.Errorf("From(%d): got %#v, want %#v", id, got, want)
		}
		edges += len(want)
	}
	if want, got := edges, g.EdgeCount(); !reflect.DeepEqual(want, got) {
		t.Errorf("EdgeCount(): got %#v, want %#v", got, want)
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
		}{{"dense", fx}, {"map", mapMode[int](fx)}} {
			t.Run(fmt.Sprintf("seed=%d/%s", seed, mode.name), func(t *testing.T) {
				g, err := graph.Export(mode.nb, starts...)
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				checkExport(t, fx, starts, dist, g)
			})
		}
	}
}

// checkExport checks the export g of fx from starts against the brute-force
// distances dist: its nodes, its edges, and gonum's traversals on it.
func checkExport(t *testing.T, fx searchtest.Graph, starts, dist []int, g *graph.Explicit[int]) {
	t.Helper()
	checkExportNodes(t, dist, g)
	checkExportEdges(t, fx, g)
	checkExportGonumDepths(t, starts, dist, g)
}

// checkExportNodes checks that g holds exactly the reachable states, in BFS
// order, and that ID, State and Node agree.
func checkExportNodes(t *testing.T, dist []int, g *graph.Explicit[int]) {
	t.Helper()
	// Node count = reachable states; ID and State round-trip.
	reachable := 0
	for s, d := range dist {
		id, ok := g.ID(s)
		if want, got := d >= 0, ok; !reflect.DeepEqual(want, got) {
			t.Fatalf("ID(%d) with distance %d: got %#v, want %#v", s, d, got, want)
		}
		if ok {
			reachable++
			if want, got := s, g.State(id); !reflect.DeepEqual(want, got) {
				t.Fatalf("State(ID(%d)): got %#v, want %#v", s, got, want)
			}
		}
	}
	if want, got := reachable, g.Len(); !reflect.DeepEqual(want, got) {
		t.Fatalf("Len() against the reachable states: got %#v, want %#v", got, want)
	}
	for id := range int64(g.Len()) {
		back, ok := g.ID(g.State(id))
		if !ok {
			t.Fatalf("ID(State(%d)) not found", id)
		}
		if want, got := id, back; !reflect.DeepEqual(want, got) {
			t.Fatalf("ID(State(%d)): got %#v, want %#v", id, got, want)
		}
		if want, got := id, g.Node(id).ID(); !reflect.DeepEqual(want, got) {
			t.Fatalf("Node(%d).ID(): got %#v, want %#v", id, got, want)
		}
	}
	// IDs are in BFS order: distances never decrease along IDs.
	for id := int64(1); id < int64(g.Len()); id++ {
		if x, y := dist[g.State(id-1)], dist[g.State(id)]; !(x <= y) {
			t.Fatalf("distances of IDs %d and %d: %v is not <= %v", id-1, id, x, y)
		}
	}
}

// checkExportEdges checks that g holds every distinct edge of fx out of a
// reachable state, seen from both ends, and nothing else.
func checkExportEdges(t *testing.T, fx searchtest.Graph, g *graph.Explicit[int]) {
	t.Helper()
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
			if !ok {
				t.Fatalf("ID(%d), successor of reachable %d, not found", v, u)
			}
			if !g.HasEdgeFromTo(uid, vid) {
				t.Fatalf("edge %d→%d", u, v)
			}
			if !g.HasEdgeBetween(vid, uid) {
				t.Fatalf("HasEdgeBetween(%d, %d) is false", vid, uid)
			}
			if isNil(g.Edge(uid, vid)) {
				t.Fatalf("no edge %d→%d", uid, vid)
			}
			if s, sub := gonum.NodesOf(g.To(vid)), g.Node(uid); !containsDeep(s, sub) {
				t.Fatalf("To(%d) = %v does not contain %v", vid, s, sub)
			}
		}
		edges += len(distinct)
		if want, got := len(distinct), g.From(uid).Len(); !reflect.DeepEqual(want, got) {
			t.Fatalf("From(%d).Len() against the distinct successors of %d: got %#v, want %#v", uid, u, got, want)
		}
		for _, n := range gonum.NodesOf(g.From(uid)) {
			if !distinct[g.State(n.ID())] {
				t.Fatalf("From(%d) holds %d, not a successor of %d", uid, g.State(n.ID()), u)
			}
		}
	}
	if want, got := edges, g.EdgeCount(); !reflect.DeepEqual(want, got) {
		t.Fatalf("EdgeCount(): got %#v, want %#v", got, want)
	}
}

// checkExportGonumDepths checks that gonum's breadth-first walk and Dijkstra
// from each start, run on g, and g.Depths from all starts at once give the
// brute-force distances dist.
func checkExportGonumDepths(t *testing.T, starts, dist []int, g *graph.Explicit[int]) {
	t.Helper()
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
	if len(depths) != g.Len() {
		t.Fatalf("length %d, want %d: %v", len(depths), g.Len(), depths)
	}
	for id, d := range want {
		if want, got := d, depths[id]; !reflect.DeepEqual(want, got) {
			t.Fatalf("Depths()[%d]: got %#v, want %#v", id, got, want)
		}
		if want, got := dist[g.State(int64(id))], d; !reflect.DeepEqual(want, got) {
			t.Fatalf("gonum BFS depth of %d: got %#v, want %#v", g.State(int64(id)), got, want)
		}
		if want, got := dist[g.State(int64(id))], dij[id]; !reflect.DeepEqual(want, got) {
			t.Fatalf("gonum Dijkstra distance of %d: got %#v, want %#v", g.State(int64(id)), got, want)
		}
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
	if x, y := reach, 10; !(x > y) {
		t.Fatalf("%v is not > %v", x, y)
	}
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
			for _, nb := range []search.Neighbors[int]{fx, mapMode[int](fx)} {
				g, err := graph.ExportContext(context.Background(), nb, graph.Options{MaxStates: tc.max}, 0)
				if tc.wantErr {
					if !errors.Is(err, search.ErrLimit) {
						t.Fatalf("error %v, want %v", err, search.ErrLimit)
					}
					if g != nil {
						t.Fatalf("%v, want nil", g)
					}
					continue
				}
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if want, got := reach, g.Len(); !reflect.DeepEqual(want, got) {
					t.Fatalf("got %#v, want %#v", got, want)
				}
			}
		})
	}
	t.Run("too many starts", func(t *testing.T) {
		_, err := graph.ExportContext(context.Background(), fx, graph.Options{MaxStates: 2}, 0, 1, 2)
		if !errors.Is(err, search.ErrLimit) {
			t.Fatalf("error %v, want %v", err, search.ErrLimit)
		}
	})
}

// TestSelfLoopsWithGonum runs gonum's algorithms on exports full of
// self-loops, and copies the DropSelfLoops variant into a gonum simple
// graph, which would panic on a self-loop.
func TestSelfLoopsWithGonum(t *testing.T) {
	loops := searchtest.Graph{0: {0, 1, 0}, 1: {1, 2}, 2: {2}}
	g, err := graph.Export[int](loops, 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := 3, g.SelfLoops(); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if !g.HasEdgeFromTo(1, 1) {
		t.Fatalf("g.HasEdgeFromTo(1, 1) is false")
	}
	var depths []int
	var bf traverse.BreadthFirst
	bf.Walk(g, g.Node(0), func(n gonum.Node, d int) bool { depths = append(depths, d); return false })
	if want, got := ([]int{0, 1, 2}), depths; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	sp := path.DijkstraFrom(g.Node(0), g)
	p, w := sp.To(2)
	if want, got := 2.0, w; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if len(p) != 3 {
		t.Fatalf("length %d, want %d: %v", len(p), 3, p)
	}

	d, err := graph.ExportContext(context.Background(), loops, graph.Options{DropSelfLoops: true}, 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := 0, d.SelfLoops(); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if want, got := 2, d.EdgeCount(); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if d.HasEdgeFromTo(1, 1) {
		t.Fatalf("d.HasEdgeFromTo(1, 1) is true")
	}
	dst := simple.NewDirectedGraph()
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("panic: %v", r)
			}
		}()
		gonum.Copy(dst, d)
	}()
	if want, got := 3, dst.Nodes().Len(); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if !dst.HasEdgeFromTo(0, 1) {
		t.Fatalf("dst.HasEdgeFromTo(0, 1) is false")
	}
	func() {
		defer func() {
			if r := recover(); r == nil {
				t.Fatalf("gonum's simple graph rejects self-loops: no panic")
			}
		}()
		gonum.Copy(simple.NewDirectedGraph(), g)
	}()
}

func TestExplicitAccessors(t *testing.T) {
	g, err := graph.Export[int](fixture, 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	t.Run("out of range", func(t *testing.T) { checkOutOfRange(t, g) })
	t.Run("no edge", func(t *testing.T) {
		e := g.Edge(1, 0)
		if !(e == nil) {
			t.Errorf("a nil interface, not a typed nil")
		}
	})
	t.Run("edge", func(t *testing.T) { checkEdge01(t, g) })
	t.Run("iterators", func(t *testing.T) {
		checkNodesIterator(t, g)
		checkFromIterator(t, g)
	})
	t.Run("nil Neighbors", func(t *testing.T) {
		wantPanic(t, "graph: Export called with nil Neighbors", func() { _, _ = graph.Export[int](nil, 0) })
	})
	t.Run("index out of range", func(t *testing.T) {
		wantPanic(t, "graph: Indexer.Index(99) = 99, outside [0, 7)", func() { _, _ = graph.Export[int](fixture, 99) })
		g, err := graph.Export(search.NeighborsFunc[int](func(s int, yield func(int) bool) {}), 99)
		if err != nil {
			t.Fatalf("map mode takes any state: unexpected error: %v", err)
		}
		if want, got := 1, g.Len(); !reflect.DeepEqual(want, got) {
			t.Errorf("Len(): got %#v, want %#v", got, want)
		}
	})
	t.Run("empty", func(t *testing.T) {
		e, err := graph.Export[int](fixture)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := 0, e.Len(); !reflect.DeepEqual(want, got) {
			t.Errorf("Len(): got %#v, want %#v", got, want)
		}
		if want, got := 0, e.Nodes().Len(); !reflect.DeepEqual(want, got) {
			t.Errorf("Nodes().Len(): got %#v, want %#v", got, want)
		}
		if n := e.Node(0); !isNil(n) {
			t.Errorf("Node(0) = %v, want nil", n)
		}
	})
}

// wantPanic reports an error unless f panics with the value want.
func wantPanic(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != want {
			t.Errorf("panic %#v, want %#v", r, want)
		}
	}()
	f()
}

// checkOutOfRange checks that g's accessors answer "no such node" for IDs
// outside [0, g.Len()), that State panics on them, and that ID rejects an
// unreachable state and one outside the Indexer's range.
func checkOutOfRange(t *testing.T, g *graph.Explicit[int]) {
	t.Helper()
	for _, id := range []int64{-1, int64(g.Len()), math.MaxInt64} {
		if n := g.Node(id); !isNil(n) {
			t.Errorf("Node(%d) = %v, want nil", id, n)
		}
		if want, got := 0, g.From(id).Len(); !reflect.DeepEqual(want, got) {
			t.Errorf("From(%d).Len(): got %#v, want %#v", id, got, want)
		}
		if want, got := 0, g.To(id).Len(); !reflect.DeepEqual(want, got) {
			t.Errorf("To(%d).Len(): got %#v, want %#v", id, got, want)
		}
		if g.HasEdgeFromTo(0, id) {
			t.Errorf("HasEdgeFromTo(0, %d) is true", id)
		}
		if g.HasEdgeBetween(id, 0) {
			t.Errorf("HasEdgeBetween(%d, 0) is true", id)
		}
		if e := g.Edge(0, id); !isNil(e) {
			t.Errorf("Edge(0, %d) = %v, want nil", id, e)
		}
		wantPanic(t, "graph: State: node ID out of range", func() { g.State(id) })
	}
	_, ok := g.ID(6)
	if ok {
		t.Errorf("6 is unreachable from 0")
	}
	_, ok = g.ID(1 << 20)
	if ok {
		t.Errorf("outside the Indexer range")
	}
}

// checkEdge01 checks the ends of g's edge 0→1 and of its reverse.
func checkEdge01(t *testing.T, g *graph.Explicit[int]) {
	t.Helper()
	e := g.Edge(0, 1)
	if isNil(e) {
		t.Fatal("no edge 0→1")
	}
	if want, got := int64(0), e.From().ID(); !reflect.DeepEqual(want, got) {
		t.Errorf("Edge(0, 1).From().ID(): got %#v, want %#v", got, want)
	}
	if want, got := int64(1), e.To().ID(); !reflect.DeepEqual(want, got) {
		t.Errorf("Edge(0, 1).To().ID(): got %#v, want %#v", got, want)
	}
	r := e.ReversedEdge()
	if want, got := int64(1), r.From().ID(); !reflect.DeepEqual(want, got) {
		t.Errorf("ReversedEdge().From().ID(): got %#v, want %#v", got, want)
	}
	if want, got := int64(0), r.To().ID(); !reflect.DeepEqual(want, got) {
		t.Errorf("ReversedEdge().To().ID(): got %#v, want %#v", got, want)
	}
}

// checkNodesIterator walks g.Nodes() of the fixture export from 0: no node
// before Next or after the end, Len counting down, IDs in order, and Reset.
func checkNodesIterator(t *testing.T, g *graph.Explicit[int]) {
	t.Helper()
	n := int64(g.Len())
	it := g.Nodes()
	if n := it.Node(); !isNil(n) {
		t.Errorf("Node() before Next = %v, want nil", n)
	}
	if want, got := int(n), it.Len(); !reflect.DeepEqual(want, got) {
		t.Errorf("Nodes().Len() before Next: got %#v, want %#v", got, want)
	}
	var ids []int64
	for it.Next() {
		ids = append(ids, it.Node().ID())
		if want, got := int(n)-len(ids), it.Len(); !reflect.DeepEqual(want, got) {
			t.Errorf("Nodes().Len() after %d nodes: got %#v, want %#v", len(ids), got, want)
		}
	}
	if want, got := ([]int64{0, 1, 2, 3, 4}), ids; !reflect.DeepEqual(want, got) {
		t.Errorf("node IDs: got %#v, want %#v", got, want)
	}
	if it.Next() {
		t.Errorf("it.Next() is true")
	}
	if n := it.Node(); !isNil(n) {
		t.Errorf("Node() = %v, want nil", n)
	}
	it.Reset()
	if want, got := int(n), it.Len(); !reflect.DeepEqual(want, got) {
		t.Errorf("Nodes().Len() after Reset: got %#v, want %#v", got, want)
	}
	if v := gonum.NodesOf(it); len(v) != int(n) {
		t.Errorf("length %d, want %d: %v", len(v), int(n), v)
	}
}

// checkFromIterator checks g.From(2) of the fixture export from 0 (state 2
// yields 2, 4, 0): Len, the first node, the rest, Reset; then g.To(2).
func checkFromIterator(t *testing.T, g *graph.Explicit[int]) {
	t.Helper()
	from := g.From(2)
	if want, got := 3, from.Len(); !reflect.DeepEqual(want, got) {
		t.Errorf("From(2).Len(): got %#v, want %#v", got, want)
	}
	if !from.Next() {
		t.Fatalf("from.Next() is false")
	}
	if want, got := int64(2), from.Node().ID(); !reflect.DeepEqual(want, got) {
		t.Errorf("From(2)'s first node ID: got %#v, want %#v", got, want)
	}
	if v := gonum.NodesOf(from); len(v) != 2 {
		t.Errorf("NodeSlice returns the rest: length %d, want %d: %v", len(v), 2, v)
	}
	from.Reset()
	if v := gonum.NodesOf(from); len(v) != 3 {
		t.Errorf("length %d, want %d: %v", len(v), 3, v)
	}
	if want, got := ([]int64{0, 2}), ids2(g.To(2)); !reflect.DeepEqual(want, got) {
		t.Errorf("predecessors ascending: got %#v, want %#v", got, want)
	}
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
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
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
				if want, got := len(within), x.Len(); !reflect.DeepEqual(want, got) {
					t.Fatalf("got %#v, want %#v", got, want)
				}
				for _, v := range within {
					_, ok := x.ID(v)
					if !ok {
						t.Errorf("state %d at depth %d", v, dist[v])
					}
				}
				if want, got := edges, x.EdgeCount(); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
				r, err := graph.CrossCheckContext(ctx, g, graph.Options{MaxDepth: depth}, 0)
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if !r.OK() {
					t.Errorf("%v", r)
				}
				if x, y := r.Depth, depth; !(x <= y) {
					t.Errorf("%v is not <= %v", x, y)
				}
			})
		}
	}
	t.Run("undirected stays symmetric", func(t *testing.T) {
		u, err := graph.ExportUndirectedContext(ctx, searchtest.Grid(30, 30), graph.Options{MaxDepth: 3}, 0)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := 10, u.Len(); !reflect.DeepEqual(want, got) {
			t.Errorf("1+2+3+4 cells within 3 moves of a corner: got %#v, want %#v", got, want)
		}
	})
	t.Run("cancelled", func(t *testing.T) {
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		_, err := graph.ExportContext(cctx, searchtest.Grid(3, 3), graph.Options{}, 0)
		if !errors.Is(err, context.Canceled) {
			t.Errorf("error %v, want %v", err, context.Canceled)
		}
		_, err = graph.CrossCheckContext(cctx, searchtest.Grid(3, 3), graph.Options{}, 0)
		if !errors.Is(err, context.Canceled) {
			t.Errorf("error %v, want %v", err, context.Canceled)
		}
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
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("error %v, want %v", err, context.DeadlineExceeded)
			}
			if s, sub := err.Error(), "stopped at depth 0"; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
			if x, y := time.Since(start), 10*time.Second; !(x < y) {
				t.Errorf("%v is not < %v", x, y)
			}
		})
	}
}

// isNil reports whether x is nil or an interface holding a nil pointer,
// map, slice, channel or function, as gonum's "no such node" results may
// be.
func isNil(x any) bool {
	if x == nil {
		return true
	}
	switch v := reflect.ValueOf(x); v.Kind() {
	case reflect.Chan, reflect.Func, reflect.Interface, reflect.Map, reflect.Pointer, reflect.Slice, reflect.UnsafePointer:
		return v.IsNil()
	}
	return false
}

// containsDeep reports whether s holds an element deeply equal to x.
func containsDeep[T any](s []T, x T) bool {
	return slices.ContainsFunc(s, func(y T) bool { return reflect.DeepEqual(y, x) })
}
