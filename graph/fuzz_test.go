package graph_test

import (
	"flag"
	"fmt"
	"testing"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// seedBase shifts the seeds of the random-graph tests, to check graphs that
// are not in the repository: go test ./graph -args -graph.seed=12345
var seedBase = flag.Uint64("graph.seed", 0, "offset added to the seeds of the random-graph tests")

// decode turns fuzz bytes into a directed graph: the first byte gives the
// number of states (1–32), the second the number of starts (1–4), then
// the starts, then (u, v) byte pairs are edges u→v, all modulo n. Any input
// decodes, self-loops and multi-edges included.
func decode(data []byte) (searchtest.Graph, []int) {
	if len(data) < 2 {
		return searchtest.Graph{{}}, []int{0}
	}
	n := int(data[0])%32 + 1
	k := int(data[1])%4 + 1
	data = data[2:]
	g := make(searchtest.Graph, n)
	starts := make([]int, 0, k)
	for len(starts) < k && len(data) > 0 {
		starts = append(starts, int(data[0])%n)
		data = data[1:]
	}
	if len(starts) == 0 {
		starts = append(starts, 0)
	}
	for ; len(data) >= 2; data = data[2:] {
		u, v := int(data[0])%n, int(data[1])%n
		g[u] = append(g[u], v)
	}
	return g, starts
}

// FuzzCrossCheck checks Export against the brute-force distances and the
// engine against gonum on arbitrary small graphs.
func FuzzCrossCheck(f *testing.F) {
	f.Add([]byte{5, 0, 0, 0, 1, 1, 2, 2, 2, 2, 0})
	f.Add([]byte{1, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{31, 3, 1, 2, 3, 4, 1, 2, 1, 2, 5, 5, 7, 8, 8, 7})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		g, starts := decode(data)
		ex, err := graph.Export[int](g, starts...)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		checkExport(t, g, starts, g.Distances(starts...), ex)
		for _, nb := range []search.Neighbors[int]{g, mapMode[int](g)} {
			r, err := graph.CrossCheck(nb, starts...)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if !r.OK() {
				t.Fatalf("%v", r)
			}
		}
	})
}

// TestRandomFromFlag runs the property checks on graphs drawn from the
// -graph.seed offset (by default the same seeds as elsewhere, shifted).
func TestRandomFromFlag(t *testing.T) {
	for i := range uint64(20) {
		seed := *seedBase + 1_000_000 + i
		fx, starts := randomCase(seed)
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			g, err := graph.Export[int](fx, starts...)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			checkExport(t, fx, starts, fx.Distances(starts...), g)
			r, err := graph.CrossCheck[int](fx, starts...)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if !r.OK() {
				t.Fatalf("%v", r)
			}
		})
	}
}
