package graph_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"

	gonum "gonum.org/v1/gonum/graph"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func TestExportUndirectedAsymmetric(t *testing.T) {
	tests := []struct {
		name     string
		g        searchtest.Graph
		starts   []int
		from, to int
	}{
		{"one-way edge", searchtest.Graph{0: {1}, 1: {}}, []int{0}, 0, 1},
		{"first in ID order", searchtest.Graph{0: {1, 2}, 1: {0, 3}, 2: {0}, 3: {}}, []int{0}, 1, 3},
		{"first in yield order", searchtest.Graph{0: {2, 1}, 1: {}, 2: {}}, []int{0}, 0, 2},
		{"directed cycle", searchtest.Cycle(4), []int{2}, 2, 3},
		{"missing back to a start", searchtest.Graph{0: {1}, 1: {0, 2}, 2: {0, 1}}, []int{0}, 2, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u, err := graph.ExportUndirected[int](tc.g, tc.starts...)
			if u != nil {
				t.Fatalf("%v, want nil", u)
			}
			var asym *graph.AsymmetricError[int]
			if !errors.As(err, &asym) {
				t.Fatalf("error %v is not a %T", err, &asym)
			}
			if want, got := tc.from, asym.From; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.to, asym.To; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := fmt.Sprintf("graph: not symmetric: edge %d → %d present, reverse edge %d → %d absent", tc.from, tc.to, tc.to, tc.from), err.Error(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
	t.Run("limit", func(t *testing.T) {
		_, err := graph.ExportUndirectedContext(context.Background(), searchtest.Grid(4, 4), graph.Options{MaxStates: 15}, 0)
		if !errors.Is(err, search.ErrLimit) {
			t.Fatalf("error %v, want %v", err, search.ErrLimit)
		}
	})
}

func TestExportUndirectedGrid(t *testing.T) {
	u, err := graph.ExportUndirected[int](searchtest.Grid(3, 2), 4)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := 6, u.Len(); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if want, got := 7, u.EdgeCount(); !reflect.DeepEqual(want, got) {
		t.Fatalf("a 3×2 grid has 2·2 + 3·1 edges: got %#v, want %#v", got, want)
	}
	// Discovery order from cell 4 (bottom middle): up, left, right, then
	// the neighbours of 1 (up of 4): 0, 2.
	var order []int
	for id := range int64(u.Len()) {
		order = append(order, u.State(id))
	}
	if want, got := ([]int{4, 1, 3, 5, 0, 2}), order; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	id4, _ := u.ID(4)
	id1, _ := u.ID(1)
	if !u.HasEdgeBetween(id4, id1) {
		t.Errorf("u.HasEdgeBetween(id4, id1) is false")
	}
	if !u.HasEdgeBetween(id1, id4) {
		t.Errorf("u.HasEdgeBetween(id1, id4) is false")
	}
	if isNil(u.EdgeBetween(id1, id4)) || isNil(u.Edge(id1, id4)) {
		t.Errorf("no edge between %d and %d", id1, id4)
	}
	id0, _ := u.ID(0)
	if u.HasEdgeBetween(id0, id4) {
		t.Errorf("u.HasEdgeBetween(id0, id4) is true")
	}
	if !(u.EdgeBetween(id0, id4) == nil) {
		t.Errorf("u.EdgeBetween(id0, id4) == nil is false")
	}
	if want, got := 3, u.From(id1).Len(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := u.Len(), u.Nodes().Len(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := id4, u.Node(id4).ID(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := u.Len(), u.Directed().Len(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := 14, u.Directed().EdgeCount(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	_, isDirected := any(u).(gonum.Directed)
	if isDirected {
		t.Errorf("an Undirected must not look directed to gonum")
	}
}

func TestExportUndirectedSelfLoops(t *testing.T) {
	g := searchtest.Graph{0: {0, 1, 1}, 1: {0, 1}}
	u, err := graph.ExportUndirected[int](g, 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := 3, u.EdgeCount(); !reflect.DeepEqual(want, got) {
		t.Errorf("{0,1} and two loops: got %#v, want %#v", got, want)
	}
	if want, got := ([][]int{{0, 1}}), graph.Components(u); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	d, err := graph.ExportUndirectedContext(context.Background(), g, graph.Options{DropSelfLoops: true}, 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := 1, d.EdgeCount(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// unionFind returns, for every state of g, a canonical representative of
// its connected component (g symmetric): an independent method for
// components, with no queue at all.
func unionFind(g searchtest.Graph) []int {
	parent := make([]int, len(g))
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for u, adj := range g {
		for _, v := range adj {
			if a, b := find(u), find(v); a != b {
				parent[max(a, b)] = min(a, b)
			}
		}
	}
	for i := range parent {
		parent[i] = find(i)
	}
	return parent
}

// canonical sorts each component and the list of components.
func canonical(cc [][]int) [][]int {
	out := make([][]int, len(cc))
	for i, c := range cc {
		out[i] = slices.Sorted(slices.Values(c))
	}
	slices.SortFunc(out, func(a, b []int) int { return a[0] - b[0] })
	return out
}

// TestComponentsRandom compares gonum's topo.ConnectedComponents over the
// undirected export with search.Components and with union-find, on seeded
// random undirected graphs (self-loops and repeated edges included), with
// every state as a seed.
func TestComponentsRandom(t *testing.T) {
	for seed := range uint64(200) {
		n := 1 + int(seed%50)
		m := int(seed % 70)
		fx := searchtest.RandomUndirected(seed, n, m)
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			u, err := graph.ExportUndirected[int](fx, all...)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := n, u.Len(); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			got := graph.Components(u)

			var engine [][]int
			for c := range search.Components[int](fx, all...) {
				engine = append(engine, slices.Clone(c))
			}
			if want, got := canonical(engine), canonical(got); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}

			rep := unionFind(fx)
			for _, c := range got {
				if want, got := slices.Min(c), c[0]; !reflect.DeepEqual(want, got) {
					t.Fatalf("a component starts with its smallest node (IDs = states here): got %#v, want %#v", got, want)
				}
				for _, s := range c {
					if want, got := rep[c[0]], rep[s]; !reflect.DeepEqual(want, got) {
						t.Fatalf("got %#v, want %#v", got, want)
					}
				}
			}
			groups := map[int]bool{}
			for _, r := range rep {
				groups[r] = true
			}
			if len(got) != len(groups) {
				t.Fatalf("length %d, want %d: %v", len(got), len(groups), got)
			}
		})
	}
}

func TestComponentsEmpty(t *testing.T) {
	u, err := graph.ExportUndirected[int](searchtest.Grid(2, 2))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := graph.Components(u); len(v) != 0 {
		t.Errorf("%q is not empty", v)
	}
}
