package pdb_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/pdb"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestBuildAgainstDistances builds tables over random undirected graphs
// and compares every entry with Bellman–Ford distances from the goals.
func TestBuildAgainstDistances(t *testing.T) {
	for seed := range uint64(300) {
		n := 1 + int(seed%97)
		g := searchtest.RandomUndirected(seed, n, n+int(seed%5)*n/3)
		goals := []int{int(seed) % n, int(seed*7) % n}
		want := g.Distances(goals...)
		for _, o := range []pdb.Options{{}, {Nibbles: true}, {Search: search.Options{Workers: 2}}, {Search: search.Options{MaxDepth: 3}}} {
			t.Run(fmt.Sprintf("seed=%d/%+v", seed, o), func(t *testing.T) {
				tab, err := pdb.Build[int](context.Background(), g, o, goals...)
				if err != nil {
					t.Fatal(err)
				}
				if tab.Len() != n {
					t.Fatalf("Len %d, want %d", tab.Len(), n)
				}
				for s, d := range want {
					w := d
					switch {
					case d < 0:
						w = tab.Max()
						if o.Search.MaxDepth > 0 {
							w = o.Search.MaxDepth + 1
						}
					case o.Search.MaxDepth > 0 && d > o.Search.MaxDepth:
						w = o.Search.MaxDepth + 1
					}
					w = min(w, tab.Max())
					if got := tab.At(s); got != w {
						t.Fatalf("At(%d) = %d, want %d (state %d at distance %d)", s, got, w, s, d)
					}
				}
			})
		}
	}
}

func TestNibblesCapAt15(t *testing.T) {
	tab, err := pdb.Build[int](context.Background(), searchtest.Path(40).Reverse(), pdb.Options{Nibbles: true}, 39)
	if err != nil {
		t.Fatal(err)
	}
	if tab.Bytes() != 20 {
		t.Errorf("Bytes %d, want 20", tab.Bytes())
	}
	for s := range 40 {
		if got, want := tab.At(s), min(39-s, 15); got != want {
			t.Errorf("At(%d) = %d, want %d", s, got, want)
		}
	}
}

func TestBuildStops(t *testing.T) {
	g := searchtest.Grid(50, 50)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := pdb.Build[int](ctx, g, pdb.Options{}, 0)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: error %v", err)
	}
	_, err = pdb.Build[int](context.Background(), g, pdb.Options{Search: search.Options{MaxStates: 100}}, 0)
	if !errors.Is(err, search.ErrLimit) {
		t.Fatalf("MaxStates 100: error %v", err)
	}
	func() {
		const want = "pdb: Build does not honour Options.Search.OnLayer; use Options.Progress"
		defer func() {
			if r := recover(); r != want {
				t.Errorf("OnLayer: panic %#v, want %q", r, want)
			}
		}()
		_, _ = pdb.Build[int](context.Background(), g, pdb.Options{Search: search.Options{OnLayer: func(search.LayerStats) {}}}, 0)
	}()
	var progress bytes.Buffer
	_, err = pdb.Build[int](context.Background(), g, pdb.Options{Progress: &progress}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if progress.Len() != 0 {
		t.Errorf("a build under a second prints nothing; printed %q", progress.String())
	}
}

func TestMaxAndSum(t *testing.T) {
	a := func(s int) int { return s % 3 }
	b := func(s int) int { return s % 5 }
	for s := range 30 {
		if got := pdb.Max(a, b)(s); got != max(s%3, s%5) {
			t.Errorf("Max at %d = %d, want %d", s, got, max(s%3, s%5))
		}
		if got := pdb.Sum(a, b)(s); got != s%3+s%5 {
			t.Errorf("Sum at %d = %d, want %d", s, got, s%3+s%5)
		}
	}
	if got := pdb.Max[int]()(7); got != 0 {
		t.Errorf("Max of no heuristics = %d, want 0", got)
	}
}
