package graph_test

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"gonum.org/v1/gonum/graph/path"
	"gonum.org/v1/gonum/graph/simple"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestDijkstraAgainstGonum runs search.Dijkstra and gonum's
// path.DijkstraFrom on random weighted graphs (self-loops, multi-edges,
// zero costs, unreachable states), in dense and map mode, with and
// without a bound on edges, through CrossCheckWeighted.
func TestDijkstraAgainstGonum(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 10))
	ctx := context.Background()
	for trial := range testsize.Pick(300, 30) {
		n := 1 + rng.IntN(60)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(4*n+1), []int{0, 1, 9, 1000}[trial%4])
		starts := []int{rng.IntN(n), rng.IntN(n)}
		for _, nb := range []search.WeightedNeighbors[int]{g, weightedMapMode[int](g)} {
			for _, k := range []int{0, 1, 2, 5} {
				r, err := graph.CrossCheckWeightedContext(ctx, nb, graph.Options{MaxDepth: k}, starts...)
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if !r.OK() {
					t.Fatalf("trial %d k %d: %s", trial, k, r)
				}
				if x := r.States; !(x > 0) {
					t.Errorf("%v is not positive", x)
				}
				if k == 0 {
					// The convenience is the bounded form with zero Options.
					r0, err := graph.CrossCheckWeighted(nb, starts...)
					if err != nil {
						t.Fatalf("unexpected error: %v", err)
					}
					if want, got := r, r0; !reflect.DeepEqual(want, got) {
						t.Fatalf("trial %d: CrossCheckWeighted: got %v, want %v", trial, got, want)
					}
				}
			}
		}
	}
}

// TestDijkstraAgainstGonumDirect compares every state's cost with
// path.DijkstraFrom on a gonum graph built here edge by edge, without the
// export.
func TestDijkstraAgainstGonumDirect(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 11))
	for trial := range testsize.Pick(200, 20) {
		n := 1 + rng.IntN(80)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(5*n+1), 50)
		gg := simple.NewWeightedDirectedGraph(0, math.Inf(1))
		for u := range n {
			gg.AddNode(simple.Node(u))
		}
		for u, edges := range g {
			for _, e := range edges {
				if e.To == u {
					continue
				}
				if w, ok := gg.Weight(int64(u), int64(e.To)); !ok || float64(e.Cost) < w {
					gg.SetWeightedEdge(simple.WeightedEdge{F: simple.Node(u), T: simple.Node(e.To), W: float64(e.Cost)})
				}
			}
		}
		start := rng.IntN(n)
		sp := path.DijkstraFrom(simple.Node(start), gg)
		tree := search.DijkstraTree[int](g, nil, start)
		for v := range n {
			want := sp.WeightTo(int64(v))
			c, ok := tree.Cost(v)
			if want, got := !math.IsInf(want, 1), ok; !reflect.DeepEqual(want, got) {
				t.Fatalf("trial %d state %d: got %#v, want %#v", trial, v, got, want)
			}
			if ok {
				if want, got := int(want), c; !reflect.DeepEqual(want, got) {
					t.Fatalf("trial %d state %d: got %#v, want %#v", trial, v, got, want)
				}
			}
		}
	}
}

func TestExportWeighted(t *testing.T) {
	g := searchtest.WeightedGraph{
		{{To: 1, Cost: 5}, {To: 1, Cost: 3}, {To: 0, Cost: 0}},
		{{To: 2, Cost: 1}},
		{},
		{{To: 0, Cost: 1}}, // unreachable from 0
	}
	w, err := graph.ExportWeighted[int](g, 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := 3, w.Len(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	c, ok := w.Weight(0, 1)
	if !ok {
		t.Errorf("ok is false")
	}
	if want, got := 3.0, c; !reflect.DeepEqual(want, got) {
		t.Errorf("the cheaper parallel edge: got %#v, want %#v", got, want)
	}
	if w.HasEdgeFromTo(0, 0) {
		t.Errorf("self-loop dropped")
	}
	_, ok = w.ID(3)
	if ok {
		t.Errorf("ok is true")
	}
	if want, got := 2, w.State(2); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	w, err = graph.ExportWeightedContext[int](context.Background(), g, graph.Options{MaxDepth: 1}, 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := 2, w.Len(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}

	_, err = graph.ExportWeightedContext[int](context.Background(), g, graph.Options{MaxStates: 2}, 0)
	if !errors.Is(err, search.ErrLimit) {
		t.Errorf("error %v, want %v", err, search.ErrLimit)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = graph.ExportWeightedContext[int](cancelled, g, graph.Options{}, 0)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want %v", err, context.Canceled)
	}
	negative := searchtest.WeightedGraph{{{To: 0, Cost: -1}}}
	_, err = graph.ExportWeightedContext[int](context.Background(), negative, graph.Options{}, 0)
	if err, sub := err, "cost -1"; err == nil || !strings.Contains(err.Error(), sub) {
		t.Errorf("error %v, want one containing %q", err, sub)
	}
	_, err = graph.ExportWeighted[int](negative, 0)
	if err, sub := err, "cost -1"; err == nil || !strings.Contains(err.Error(), sub) {
		t.Errorf("ExportWeighted: error %v, want one containing %q", err, sub)
	}
	var noContext context.Context // misuse: a panic, not an error
	wantPanic(t, "graph: ExportWeighted called with nil context", func() {
		_, _ = graph.ExportWeightedContext[int](noContext, g, graph.Options{}, 0)
	})
	wantPanic(t, "graph: ExportWeighted called with nil WeightedNeighbors", func() { _, _ = graph.ExportWeighted[int](nil, 0) })
}

// infinite is an infinite weighted graph: n → n+1 costs 2.
type infinite struct{}

func (infinite) Edges(n int, yield func(int, int) bool) { yield(n+1, 2) }

func TestCrossCheckWeightedStops(t *testing.T) {
	_, err := graph.CrossCheckWeightedContext[int](context.Background(), infinite{}, graph.Options{MaxStates: 100}, 0)
	if !errors.Is(err, search.ErrLimit) {
		t.Errorf("error %v, want %v", err, search.ErrLimit)
	}
	r, err := graph.CrossCheckWeightedContext[int](context.Background(), infinite{}, graph.Options{MaxDepth: 10}, 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if !r.OK() {
		t.Errorf("%v: want true", r.String())
	}
	if want, got := 11, r.States; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}
