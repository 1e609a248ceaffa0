package search_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// reachable returns, for each state, the states it reaches in g
// restricted to in (nil: every state), itself included.
func reachable(g searchtest.Graph, in []bool) [][]bool {
	r := make([][]bool, len(g))
	for s := range g {
		r[s] = make([]bool, len(g))
		r[s][s] = true
		stack := []int{s}
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, v := range g[u] {
				if (in == nil || in[v]) && !r[s][v] {
					r[s][v] = true
					stack = append(stack, v)
				}
			}
		}
	}
	return r
}

// bruteComponents returns the strong components, each sorted, of g's
// subgraph induced by the states within depth moves of starts (0: no
// bound), found by mutual reachability.
func bruteComponents(g searchtest.Graph, depth int, starts ...int) ([][]int, []bool) {
	in := make([]bool, len(g))
	for s, d := range g.Distances(starts...) {
		in[s] = d >= 0 && (depth == 0 || d <= depth)
	}
	r := reachable(g, in)
	var comps [][]int
	done := make([]bool, len(g))
	for s := range g {
		if !in[s] || done[s] {
			continue
		}
		var c []int
		for v := range g {
			if in[v] && r[s][v] && r[v][s] {
				c, done[v] = append(c, v), true
			}
		}
		comps = append(comps, c)
	}
	return comps, in
}

// sccModes are the visited-set code paths: dense, map and packed keys.
var sccModes = []mode{
	intModes[0],
	intModes[2],
	{"packed", func(g searchtest.Graph) search.Neighbors[int] { return packOnly{g, new(int)} }},
}

func TestStrongComponentsMatchMutualReachability(t *testing.T) {
	for seed := range uint64(testsize.Pick(300, 60)) {
		n := 1 + int(seed%25)
		g := searchtest.Random(seed, n, float64(seed%5)*0.6+0.3)
		starts := []int{int(seed) % n, int(seed*7) % n}
		depth := int(seed % 4) // 0: the whole graph
		want, in := bruteComponents(g, depth, starts...)
		m := sccModes[seed%3]
		if err := searchtest.Check(m.of(g), starts...); err != nil {
			t.Fatal(err)
		}
		var got [][]int
		err := search.StrongComponentsContext(context.Background(), m.of(g), search.Options{MaxDepth: depth}, func(c []int) bool {
			got = append(got, slices.Sorted(slices.Values(c)))
			return true
		}, starts...)
		if err != nil {
			t.Fatal(err)
		}
		slices.SortFunc(got, func(a, b []int) int { return a[0] - b[0] })
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("seed %d %s depth %d: %v, want %v", seed, m.name, depth, got, want)
		}
		// The topological order of the same subgraph, or a cycle in it.
		order, cycle, err := search.TopologicalOrderContext(context.Background(), m.of(g), search.Options{MaxDepth: depth}, starts...)
		if err != nil {
			t.Fatal(err)
		}
		checkTopo(t, g, in, want, order, cycle)
	}
}

// checkTopo checks order or cycle against the components of the subgraph
// of g induced by in: an order of all its states, each before its
// successors, if it is acyclic, else a cycle in it.
func checkTopo(t *testing.T, g searchtest.Graph, in []bool, comps [][]int, order, cycle []int) {
	t.Helper()
	acyclic := true
	for _, c := range comps {
		acyclic = acyclic && len(c) == 1 && !slices.Contains(g[c[0]], c[0])
	}
	if acyclic != (order != nil) || (order == nil) == (cycle == nil) {
		t.Fatalf("order %v, cycle %v; components %v", order, cycle, comps)
	}
	at := map[int]int{}
	for i, s := range order {
		at[s] = i
	}
	for _, u := range order {
		for _, v := range g[u] {
			if in[v] && at[v] <= at[u] {
				t.Fatalf("order %v: edge %d→%d goes back", order, u, v)
			}
		}
	}
	if order != nil && len(at) != len(comps) {
		t.Fatalf("order %v: %d distinct states, want %d", order, len(at), len(comps))
	}
	for i, u := range cycle {
		if v := cycle[(i+1)%len(cycle)]; !in[u] || !hasEdge(g, u, v) || slices.Index(cycle, u) != i {
			t.Fatalf("cycle %v: no edge %d→%d in the subgraph, or a repeat", cycle, u, v)
		}
	}
}

func TestStrongComponentsOrder(t *testing.T) {
	// 0 → 1 ⇄ 2 → 3, 2 → 4 ⇄ 5, 3 → 3: sinks first, each component in
	// the order entered.
	g := searchtest.Graph{0: {1}, 1: {2}, 2: {1, 3, 4}, 3: {3}, 4: {5}, 5: {4}}
	var got []string
	for c := range search.StrongComponents(g, 0) {
		got = append(got, fmt.Sprint(c))
	}
	if want := []string{"[3]", "[4 5]", "[1 2]", "[0]"}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	for c := range search.StrongComponents(g, 0) {
		if len(c) == 1 {
			break // stops all work
		}
	}
	if order, cycle := search.TopologicalOrder(g, 4); order != nil || !slices.Equal(cycle, []int{4, 5}) {
		t.Errorf("TopologicalOrder from 4: %v, %v", order, cycle)
	}
	if order, cycle := search.TopologicalOrder(g, 3); order != nil || !slices.Equal(cycle, []int{3}) {
		t.Errorf("a self-loop: %v, %v", order, cycle)
	}
	if order, cycle := search.TopologicalOrder(g); order != nil || cycle != nil {
		t.Errorf("no starts: %v, %v", order, cycle)
	}
	dag := searchtest.Graph{0: {2, 1}, 1: {3}, 2: {3, 3}, 3: {}}
	if order, cycle := search.TopologicalOrder(dag, 3, 0, 0); !slices.Equal(order, []int{0, 1, 2, 3}) || cycle != nil {
		t.Errorf("a DAG: %v, %v", order, cycle)
	}
}

// A cycle through 200,000 states: the depth-first search keeps its own
// stack, so depth costs memory, never Go stack.
func TestStrongComponentsDeepPath(t *testing.T) {
	n := testsize.Pick(200_000, 20_000)
	line := searchtest.Path(n)
	line[n-1] = []int{0} // one cycle through every state
	for c := range search.StrongComponents(line, 0) {
		if len(c) != n || c[0] != 0 || c[n-1] != n-1 {
			t.Fatalf("a component of %d states, want the whole cycle", len(c))
		}
	}
	_, cycle := search.TopologicalOrder(line, n/2)
	if len(cycle) != n || cycle[0] != n/2 {
		t.Fatalf("a cycle of %d states from %d", len(cycle), cycle[0])
	}
}
