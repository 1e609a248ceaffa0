package search_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// looplessCosts returns, sorted, the costs of every loopless path of at
// most depth edges (0: any) from start that ends at its first goal state,
// by enumerating them depth first.
func looplessCosts(g searchtest.WeightedGraph, goal func(int) bool, depth, start int) []int {
	var costs []int
	on := make([]bool, len(g))
	var walk func(u, cost, edges int)
	walk = func(u, cost, edges int) {
		if goal(u) {
			costs = append(costs, cost)
			return
		}
		if depth > 0 && edges == depth {
			return
		}
		on[u] = true
		for v := range g {
			if c, ok := cheapest(g, u, v); ok && !on[v] {
				walk(v, cost+c, edges+1)
			}
		}
		on[u] = false
	}
	walk(start, 0, 0)
	slices.Sort(costs)
	return costs
}

func TestYenMatchesEnumeration(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 71))
	for trial := range testsize.Pick(600, 100) {
		n := 1 + rng.IntN(8)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(4*n+1), rng.IntN(4))
		goals := []int{rng.IntN(n), rng.IntN(n)}[:1+rng.IntN(2)]
		goal := func(s int) bool { return slices.Contains(goals, s) }
		start, depth, k := rng.IntN(n), rng.IntN(4), rng.IntN(30)
		want := looplessCosts(g, goal, depth, start)
		want = want[:min(k, len(want))]
		m := costModes[trial%3]
		if err := searchtest.CheckWeighted(m.of(g), start); err != nil {
			t.Fatal(err)
		}
		var got []int
		var paths [][]int
		err := search.YenContext(context.Background(), m.of(g), goal, k, search.Options{MaxDepth: depth}, func(p []int, c int) bool {
			checkKPath(t, g, goal, depth, start, p, c)
			if slices.ContainsFunc(paths, func(q []int) bool { return slices.Equal(p, q) }) {
				t.Fatalf("path %v twice", p)
			}
			paths, got = append(paths, p), append(got, c)
			return true
		}, start)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d (%s, start %d, goals %v, depth %d, k %d, %v): costs %v, want %v", trial, m.name, start, goals, depth, k, g, got, want)
		}
	}
}

func TestYenEdges(t *testing.T) {
	// 0 → 1 → 3 and 0 → 2 → 3 at cost 2, 0 → 3 at 5, 3 → 4 at 0.
	g := searchtest.WeightedGraph{
		0: {{To: 1, Cost: 1}, {To: 2, Cost: 1}, {To: 3, Cost: 5}, {To: 1, Cost: 7}},
		1: {{To: 3, Cost: 1}, {To: 1, Cost: 0}},
		2: {{To: 3, Cost: 1}},
		3: {{To: 4, Cost: 0}},
		4: {},
	}
	is := func(v int) func(int) bool { return func(s int) bool { return s == v } }
	var got []string
	for p, c := range search.Yen[int](g, is(3), 10, 0) {
		got = append(got, fmt.Sprint(p, c))
	}
	if want := []string{"[0 2 3] 2", "[0 1 3] 2", "[0 3] 5"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	for p, c := range search.Yen[int](g, is(0), 3, 0) {
		if len(p) != 1 || c != 0 {
			t.Errorf("a start that is a goal: %v %d", p, c)
		}
	}
	for range search.Yen[int](g, is(3), 0, 0) {
		t.Error("k = 0 yields a path")
	}
	for p := range search.Yen[int](g, is(3), 10, 0) {
		p[0] = 9 // the paths are fresh slices
		break
	}
	// The paths held count toward MaxStates: three candidates of three
	// states pass a limit of eight.
	err := search.YenContext(context.Background(), g, is(4), 3, search.Options{MaxStates: 8}, func([]int, int) bool { return true }, 0)
	if !errors.Is(err, search.ErrLimit) || !strings.HasPrefix(err.Error(), "search: Yen: stopped at path ") {
		t.Errorf("error %v, want ErrLimit at a path", err)
	}
	// Over UnitCost, the inner searches key their states by the moves'
	// Packer.
	packs := 0
	for range search.Yen(search.UnitCost[int](packOnly{searchtest.Cycle(5), &packs}), is(3), 2, 0) {
	}
	if packs == 0 {
		t.Error("Yen over UnitCost(a Packer) does not pack")
	}
	mustPanic(t, "search: Yen: k = -1 is negative", func() { search.Yen[int](g, is(3), -1, 0) })
	mustPanic(t, "search: Yen called with nil goal", func() { search.Yen[int](g, nil, 1, 0) })
}
