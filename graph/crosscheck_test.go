package graph_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestCrossCheckRandom: on seeded random directed graphs, in both engine
// modes, with one or several starts, everything agrees, and the report's
// figures match the brute-force distances.
func TestCrossCheckRandom(t *testing.T) {
	for seed := range uint64(testsize.Pick(150, 40)) {
		fx, starts := randomCase(seed + 1000)
		dist := fx.Distances(starts...)
		reach, deepest := 0, -1
		for _, d := range dist {
			if d >= 0 {
				reach++
				deepest = max(deepest, d)
			}
		}
		for _, mode := range []struct {
			name string
			nb   search.Neighbors[int]
		}{{"dense", fx}, {"map", mapMode[int](fx)}} {
			t.Run(fmt.Sprintf("seed=%d/%s", seed, mode.name), func(t *testing.T) {
				r, err := graph.CrossCheck(mode.nb, starts...)
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if !r.OK() {
					t.Fatalf("%v", r)
				}
				if want, got := reach, r.States; !reflect.DeepEqual(want, got) {
					t.Fatalf("got %#v, want %#v", got, want)
				}
				if want, got := deepest, r.Depth; !reflect.DeepEqual(want, got) {
					t.Fatalf("got %#v, want %#v", got, want)
				}
				if want, got := fmt.Sprintf("%d states, %d edges, deepest layer %d: 0 mismatches", reach, r.Edges, deepest), r.String(); !reflect.DeepEqual(want, got) {
					t.Fatalf("got %#v, want %#v", got, want)
				}
			})
		}
	}
}

func TestCrossCheckEdgeCases(t *testing.T) {
	long := testsize.Pick(3000, 600)
	tests := []struct {
		name          string
		nb            search.Neighbors[int]
		opts          graph.Options
		starts        []int
		states, depth int
	}{
		{"no starts", fixture, graph.Options{}, nil, 0, -1},
		{"single sink", fixture, graph.Options{}, []int{4}, 1, 0},
		{"self-loops dropped", fixture, graph.Options{DropSelfLoops: true}, []int{0}, 5, 2},
		{"all states as starts", fixture, graph.Options{}, []int{0, 1, 2, 3, 4, 5, 6}, 7, 0},
		{"long path", searchtest.Path(long), graph.Options{}, []int{0}, long, long - 1},
		{"limit not reached", fixture, graph.Options{MaxStates: 5}, []int{0}, 5, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := graph.CrossCheckContext(context.Background(), tc.nb, tc.opts, tc.starts...)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if !r.OK() {
				t.Errorf("%v", r)
			}
			if want, got := tc.states, r.States; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.depth, r.Depth; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
	t.Run("limit", func(t *testing.T) {
		_, err := graph.CrossCheckContext(context.Background(), fixture, graph.Options{MaxStates: 4}, 0)
		if !errors.Is(err, search.ErrLimit) {
			t.Fatalf("error %v, want %v", err, search.ErrLimit)
		}
	})
	t.Run("nil", func(t *testing.T) {
		func() {
			defer func() {
				if r := recover(); r != "graph: CrossCheck called with nil Neighbors" {
					t.Fatalf("panic %#v, want %#v", r, "graph: CrossCheck called with nil Neighbors")
				}
			}()
			_, _ = graph.CrossCheck[int](nil, 0)
		}()
	})
}

// shifty is a Neighbors that breaks the contract on purpose: walk k (one
// call of Neighbors(0) per walk) sees graphs[k-1], or the last graph once
// they run out. CrossCheck walks the graph with Layers, then BFS, then
// Export, so each list makes a different run disagree.
type shifty struct {
	graphs []searchtest.Graph
	calls  *int
}

func (s shifty) Neighbors(v int, yield func(int) bool) {
	if v == 0 {
		*s.calls++
	}
	g := s.graphs[min(*s.calls, len(s.graphs))-1]
	if v < len(g) {
		g.Neighbors(v, yield)
	}
}

// TestCrossCheckDetects makes sure the cross-check can fail: each run sees
// a slightly different graph, and the report names the disagreement.
func TestCrossCheckDetects(t *testing.T) {
	g := searchtest.Graph{0: {1}, 1: {2}, 2: {}, 3: {}}
	tests := []struct {
		name   string
		graphs []searchtest.Graph // for BFS, Layers, Export (and gonum), the order CrossCheck runs them
		want   []graph.Mismatch[int]
	}{
		{
			name:   "export reaches an extra state",
			graphs: []searchtest.Graph{g, g, {0: {1, 3}, 1: {2}, 2: {}, 3: {}}},
			// Export sees 0→3, so 3 gets ID 2 and state 2 gets ID 3;
			// gonum's runs follow the export, where state 2 is still at
			// depth 2, so only the order and the reached sets differ.
			want: []graph.Mismatch[int]{
				{State: 2, Check: "order", Engine: 2, Other: 3},
				{State: 3, Check: "export", Engine: -1, Other: 2},
			},
		},
		{
			name:   "export misses an edge",
			graphs: []searchtest.Graph{g, g, {0: {2}, 1: {2}, 2: {}, 3: {}}},
			want: []graph.Mismatch[int]{
				{State: 1, Check: "export", Engine: 1, Other: -1},
				{State: 2, Check: "order", Engine: 2, Other: 1},
				{State: 2, Check: "path", Engine: 2, Other: 0},
				{State: 2, Check: "bfs", Engine: 2, Other: 1},
				{State: 2, Check: "dijkstra", Engine: 2, Other: 1},
			},
		},
		{
			name:   "the BFS tree differs from the layers",
			graphs: []searchtest.Graph{{0: {2, 1}, 1: {2}, 2: {}, 3: {}}, g, {0: {2, 1}, 1: {2}, 2: {}, 3: {}}},
			want: []graph.Mismatch[int]{
				{State: 1, Check: "order", Engine: 1, Other: 2},
				{State: 2, Check: "tree", Engine: 2, Other: 1},
				{State: 2, Check: "order", Engine: 2, Other: 1},
				{State: 2, Check: "path", Engine: 2, Other: 1},
				{State: 2, Check: "bfs", Engine: 2, Other: 1},
				{State: 2, Check: "dijkstra", Engine: 2, Other: 1},
			},
		},
		{
			name:   "a tree path through a state the export lacks",
			graphs: []searchtest.Graph{{0: {3, 1}, 1: {2}, 2: {}, 3: {2}}, g, g},
			// BFS reaches 2 through 3, which neither Layers nor the export
			// has: the path's first move is not an edge, and the tree holds
			// one state too many (reported against the zero state).
			want: []graph.Mismatch[int]{
				{State: 2, Check: "path", Engine: 2, Other: 0},
				{State: 0, Check: "tree", Engine: 3, Other: 4},
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			calls := 0
			r, err := graph.CrossCheck[int](shifty{tc.graphs, &calls}, 0)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			checkMismatchReport(t, r, tc.want)
		})
	}
}

// checkMismatchReport checks that r failed with exactly the mismatches want,
// and that its String names their count on the first line and each of them,
// in order, on a line of its own.
func checkMismatchReport(t *testing.T, r *graph.Report[int], want []graph.Mismatch[int]) {
	t.Helper()
	if r.OK() {
		t.Fatalf("r.OK() is true")
	}
	if want, got := want, r.Mismatches; !reflect.DeepEqual(want, got) {
		t.Errorf("Mismatches: got %#v, want %#v", got, want)
	}
	lines := strings.Split(r.String(), "\n")
	if len(lines) != 1+len(want) {
		t.Fatalf("length %d, want %d: %v", len(lines), 1+len(want), lines)
	}
	if want, got := fmt.Sprintf("%d mismatches", len(want)), lines[0][strings.LastIndex(lines[0], ": ")+2:]; !reflect.DeepEqual(want, got) {
		t.Errorf("String's first line ends: got %#v, want %#v", got, want)
	}
	for i, m := range want {
		if want, got := "  "+m.String(), lines[i+1]; !reflect.DeepEqual(want, got) {
			t.Errorf("String's line %d: got %#v, want %#v", i+1, got, want)
		}
	}
}

func TestMismatchString(t *testing.T) {
	m := graph.Mismatch[string]{State: "cog", Check: "bfs", Engine: 3, Other: -1}
	if want, got := "state cog: bfs: engine 3, other -1", m.String(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// TestCrossCheckLayersClone guards the report against the engine's reused
// layer slices: the compared states must be copies.
func TestCrossCheckLayersClone(t *testing.T) {
	fx := searchtest.Grid(30, 30)
	r, err := graph.CrossCheck[int](fx, 0, 899)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if !r.OK() {
		t.Fatalf("%v", r)
	}
	if want, got := 900, r.States; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	dist := fx.Distances(0, 899)
	if want, got := slices.Max(dist), r.Depth; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
}
