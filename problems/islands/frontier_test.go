package islands_test

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/problems/islands"
	"github.com/ripplebfs/ripple/search"
)

// plainGrid hides Grid's FrontierNeighbors: Neighbors and the Indexer
// only, so the engine expands one state at a time.
type plainGrid struct{ g *islands.Grid }

func (p plainGrid) Neighbors(c int, yield func(int) bool) { p.g.Neighbors(c, yield) }
func (p plainGrid) Len() int                              { return p.g.Len() }
func (p plainGrid) Index(c int) int                       { return p.g.Index(c) }
func (p plainGrid) State(i int) int                       { return p.g.State(i) }

// isMarked reports whether index i of v is marked, leaving v as it was.
func isMarked(v search.Visited, i int) bool {
	if v.Mark(i) {
		v.Unmark(i)
		return false
	}
	return true
}

// TestAppendNeighborsMatchesNeighbors drives AppendNeighbors by hand with
// frontiers of many cells (random cells in random order, water and repeats
// included) and a visited set already partly marked, against the contract
// spelled out with Neighbors: the same cells appended in the same order,
// and the same marks left behind.
func TestAppendNeighborsMatchesNeighbors(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 200))
	for trial := range 400 {
		rows, cols := 1+rng.IntN(9), 1+rng.IntN(9)
		grid := randomGrid(rng, rows, cols, rng.Float64())
		g, err := islands.New(grid)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		n := g.Len()
		seen := search.NewVisited(n)
		marked := make([]bool, n)
		for i := range n {
			if rng.IntN(4) == 0 {
				seen.Mark(i)
				marked[i] = true
			}
		}
		frontier := make([]int, rng.IntN(2*n+1))
		for i := range frontier {
			frontier[i] = rng.IntN(n)
		}
		prefix := []int{-7, -8} // AppendNeighbors keeps what dst holds
		var want []int
		for _, c := range frontier {
			g.Neighbors(c, func(v int) bool {
				if !marked[v] {
					marked[v] = true
					want = append(want, v)
				}
				return true
			})
		}
		front := slices.Clone(frontier)
		got := g.AppendNeighbors(slices.Clone(prefix), frontier, seen)
		if want, got := append(slices.Clone(prefix), want...), got; !reflect.DeepEqual(want, got) {
			t.Fatalf("trial %d grid %q frontier %v: got %#v, want %#v", trial, grid, frontier, got, want)
		}
		if want, got := front, frontier; !reflect.DeepEqual(want, got) {
			t.Fatalf("frontier modified: got %#v, want %#v", got, want)
		}
		for i := range n {
			if want, got := marked[i], isMarked(seen, i); !reflect.DeepEqual(want, got) {
				t.Fatalf("trial %d: mark of %d: got %#v, want %#v", trial, i, got, want)
			}
		}
	}
}

// TestSearchesWithAndWithoutFrontier runs Components and Layers on random
// grids with the capability and without it (plainGrid): whole components
// and whole layers, in discovery order, must be identical.
func TestSearchesWithAndWithoutFrontier(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 7))
	components := func(nb search.Neighbors[int], seeds []int) [][]int {
		var out [][]int
		for comp := range search.Components(nb, seeds...) {
			out = append(out, slices.Clone(comp))
		}
		return out
	}
	layers := func(nb search.Neighbors[int], starts []int) [][]int {
		var out [][]int
		for _, layer := range search.Layers(nb, starts...) {
			out = append(out, slices.Clone(layer))
		}
		return out
	}
	for trial := range 300 {
		rows, cols := 1+rng.IntN(40), 1+rng.IntN(40)
		grid := randomGrid(rng, rows, cols, []float64{0.3, 0.55, 0.7, 1}[rng.IntN(4)])
		g, err := islands.New(grid)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		all := make([]int, g.Len())
		for i := range all {
			all[i] = i
		}
		if want, got := (components(plainGrid{g}, all)), components(g, all); !reflect.DeepEqual(want, got) {
			t.Fatalf("trial %d grid %q: got %#v, want %#v", trial, grid, got, want)
		}
		start := []int{rng.IntN(g.Len())}
		if want, got := (layers(plainGrid{g}, start)), layers(g, start); !reflect.DeepEqual(want, got) {
			t.Fatalf("trial %d grid %q from %v: got %#v, want %#v", trial, grid, start, got, want)
		}
	}
}
