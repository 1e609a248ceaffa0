package searchtest_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func TestFixtures(t *testing.T) {
	t.Run("path", func(t *testing.T) {
		assert.Equal(t, searchtest.Graph{{1}, {2}, nil}, searchtest.Path(3))
	})
	t.Run("cycle", func(t *testing.T) {
		assert.Equal(t, searchtest.Graph{{1}, {2}, {0}}, searchtest.Cycle(3))
	})
	t.Run("grid", func(t *testing.T) {
		assert.Equal(t, searchtest.Graph{{1, 2}, {0, 3}, {0, 3}, {1, 2}}, searchtest.Grid(2, 2))
	})
	t.Run("reverse", func(t *testing.T) {
		assert.Equal(t, searchtest.Graph{{2}, {0, 0}, {1}}, searchtest.Graph{{1, 1}, {2}, {0}}.Reverse())
	})
	t.Run("edges", func(t *testing.T) {
		assert.Equal(t, 24, searchtest.Grid(3, 3).Edges())
	})
	t.Run("distances", func(t *testing.T) {
		g := searchtest.Graph{{1, 2}, {3}, {3}, {3}, {0}}
		assert.Equal(t, []int{0, 1, 1, 2, -1}, g.Distances(0))
		assert.Equal(t, []int{1, 2, 2, 0, 0}, g.Distances(3, 4))
	})
	for seed := range uint64(50) {
		t.Run(fmt.Sprintf("random undirected is symmetric/seed=%d", seed), func(t *testing.T) {
			g := searchtest.RandomUndirected(seed, 20, 30)
			for u, adj := range g {
				for _, v := range adj {
					assert.Contains(t, g[v], u)
				}
			}
		})
		t.Run(fmt.Sprintf("random is seeded and in range/seed=%d", seed), func(t *testing.T) {
			g := searchtest.Random(seed, 30, 3)
			require.Equal(t, g, searchtest.Random(seed, 30, 3))
			for _, adj := range g {
				for _, v := range adj {
					assert.True(t, v >= 0 && v < 30)
				}
			}
			assert.NoError(t, searchtest.Check[int](g, 0))
		})
	}
}

// TestImplicitGridIsGrid compares the computed grid with the stored one,
// whose adjacency lists are an independent statement of the same moves,
// cell (x, y) being y*w + x there and Cell(x, y) in the frame: the moves,
// the Layers depths, and what BFS, Components and Sweep reach, all of
// which lend their visited set, walls marked, to AppendNeighbors.
func TestImplicitGridIsGrid(t *testing.T) {
	for _, wh := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 2}, {7, 3}, {64, 65}} {
		w, h := wh[0], wh[1]
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			g, want := searchtest.ImplicitGrid{W: w, H: h}, searchtest.Grid(w, h)
			cell := func(c int) int { return g.Cell(c%w, c/w) }
			start := g.Cell(0, 0)
			require.NoError(t, searchtest.Check[int](g, start))
			wantDist := want.Distances(0)
			tree, err := search.BFS[int](context.Background(), g, search.Options{}, start)
			require.NoError(t, err)
			require.Equal(t, w*h, tree.Len())
			for c := range w * h {
				var got, wantNb []int
				g.Neighbors(cell(c), func(v int) bool { got = append(got, v); return true })
				for _, v := range want[c] {
					wantNb = append(wantNb, cell(v))
				}
				require.Equal(t, wantNb, got, "Neighbors(%d)", cell(c))
				d, ok := tree.Dist(cell(c))
				require.True(t, ok)
				require.Equal(t, wantDist[c], d, "BFS Dist(%d)", cell(c))
			}
			depth := distances(g, g.Len(), start)
			for i, d := range depth {
				if x, y := i%(w+2)-1, i/(w+2)-1; x >= 0 && x < w && y >= 0 && y < h {
					require.Equal(t, wantDist[y*w+x], d, "Layers depth of %d", i)
				} else {
					require.Equal(t, -1, d, "Layers reached the border index %d", i)
					_, ok := tree.Dist(i)
					require.False(t, ok, "BFS reports the border index %d as reached", i)
				}
			}
			var comps [][]int
			for c := range search.Components[int](g, start) {
				comps = append(comps, slices.Clone(c))
			}
			require.Len(t, comps, 1)
			require.Len(t, comps[0], w*h)
			sizes, err := search.Sweep[int](context.Background(), g, search.Options{}, nil, start)
			require.NoError(t, err)
			require.Equal(t, w*h, sum(sizes))
		})
	}
}

func sum(xs []int) (n int) {
	for _, x := range xs {
		n += x
	}
	return n
}

// distances returns the Layers depth of every state, -1 if unreached.
func distances(nb search.Neighbors[int], n int, start int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = -1
	}
	for depth, layer := range search.Layers(nb, start) {
		for _, s := range layer {
			d[s] = depth
		}
	}
	return d
}
