package rottingoranges_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/search"
)

// plainGrid hides Grid's FrontierNeighbors: Neighbors and the Indexer
// only, so the engine expands one state at a time.
type plainGrid struct{ g *rottingoranges.Grid }

func (p plainGrid) Neighbors(s int, yield func(int) bool) { p.g.Neighbors(s, yield) }
func (p plainGrid) Len() int                              { return p.g.Len() }
func (p plainGrid) Index(s int) int                       { return p.g.Index(s) }
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
// frontiers of many states (random cells in random order, repeats
// included) and a visited set already partly marked, against the contract
// spelled out with Neighbors: the same states appended in the same order,
// and the same marks left behind.
func TestAppendNeighborsMatchesNeighbors(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 994))
	for trial := range 400 {
		rows, cols := 1+rng.IntN(9), 1+rng.IntN(9)
		grid := randomGrid(rng, rows, cols, 0.25, 0.1)
		g, err := rottingoranges.New(grid)
		require.NoError(t, err)
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
		for _, s := range frontier {
			g.Neighbors(s, func(v int) bool {
				if !marked[v] {
					marked[v] = true
					want = append(want, v)
				}
				return true
			})
		}
		front := slices.Clone(frontier)
		got := g.AppendNeighbors(slices.Clone(prefix), frontier, seen)
		require.Equal(t, append(slices.Clone(prefix), want...), got, "trial %d grid %v frontier %v", trial, grid, frontier)
		require.Equal(t, front, frontier, "frontier modified")
		for i := range n {
			require.Equal(t, marked[i], isMarked(seen, i), "trial %d: mark of %d", trial, i)
		}
	}
}

// TestLayersWithAndWithoutFrontier runs Layers on random grids with the
// capability and without it (plainGrid): whole layers, in discovery order,
// must be identical, from the rotten oranges and from every cell.
func TestLayersWithAndWithoutFrontier(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 5))
	collect := func(nb search.Neighbors[int], starts []int) [][]int {
		var out [][]int
		for _, layer := range search.Layers(nb, starts...) {
			out = append(out, slices.Clone(layer))
		}
		return out
	}
	for trial := range 300 {
		rows, cols := 1+rng.IntN(40), 1+rng.IntN(40)
		pEmpty := []float64{0, 0.1, 0.3, 0.6}[rng.IntN(4)]
		grid := randomGrid(rng, rows, cols, pEmpty, []float64{0.002, 0.02, 0.2}[rng.IntN(3)])
		g, err := rottingoranges.New(grid)
		require.NoError(t, err)
		all := make([]int, g.Len())
		for i := range all {
			all[i] = i
		}
		for _, starts := range [][]int{g.Rotten(), all} {
			want := collect(plainGrid{g}, starts)
			require.Equal(t, want, collect(g, starts), "trial %d grid %v", trial, grid)
		}
	}
}
