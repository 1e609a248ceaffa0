package islands_test

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/problems/islands"
)

// TestGonum compares the islands with gonum's connected components
// (topo.ConnectedComponents over the undirected export, which also verifies
// that the grid graph is symmetric), as sets of cells, on random grids.
func TestGonum(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 200))
	for i := range 60 {
		grid := randomGrid(r, 1+r.IntN(25), 1+r.IntN(25), []float64{0, 0.3, 0.55, 0.8, 1}[i%5])
		g, err := islands.New(grid)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		var land []int
		for c := range g.Len() {
			if g.Land(c) {
				land = append(land, c)
			}
		}
		u, err := graph.ExportUndirected[int](g, land...)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		want := graph.Components(u) // ordered by smallest node ID = first land cell
		var got [][]int
		for island := range g.Islands() {
			got = append(got, slices.Sorted(slices.Values(island)))
		}
		for k := range want {
			slices.Sort(want[k])
		}
		if len(want) == 0 {
			want = nil
		}
		if want, got := want, got; !reflect.DeepEqual(want, got) {
			t.Fatalf("grid %d %q: got %#v, want %#v", i, grid, got, want)
		}
	}
}
