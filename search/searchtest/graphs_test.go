package searchtest_test

import (
	"context"
	"fmt"
	"iter"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func TestFixtures(t *testing.T) {
	equal := func(t *testing.T, want, got any) {
		t.Helper()
		if !reflect.DeepEqual(want, got) {
			t.Errorf("got %v, want %v", got, want)
		}
	}
	t.Run("path", func(t *testing.T) {
		equal(t, searchtest.Graph{{1}, {2}, nil}, searchtest.Path(3))
	})
	t.Run("cycle", func(t *testing.T) {
		equal(t, searchtest.Graph{{1}, {2}, {0}}, searchtest.Cycle(3))
	})
	t.Run("grid", func(t *testing.T) {
		equal(t, searchtest.Graph{{1, 2}, {0, 3}, {0, 3}, {1, 2}}, searchtest.Grid(2, 2))
	})
	t.Run("reverse", func(t *testing.T) {
		equal(t, searchtest.Graph{{2}, {0, 0}, {1}}, searchtest.Graph{{1, 1}, {2}, {0}}.Reverse())
	})
	t.Run("edges", func(t *testing.T) {
		equal(t, 24, searchtest.Grid(3, 3).Edges())
	})
	t.Run("distances", func(t *testing.T) {
		g := searchtest.Graph{{1, 2}, {3}, {3}, {3}, {0}}
		equal(t, []int{0, 1, 1, 2, -1}, g.Distances(0))
		equal(t, []int{1, 2, 2, 0, 0}, g.Distances(3, 4))
	})
	for seed := range uint64(50) {
		t.Run(fmt.Sprintf("random undirected is symmetric/seed=%d", seed), func(t *testing.T) {
			g := searchtest.RandomUndirected(seed, 20, 30)
			for u, adj := range g {
				for _, v := range adj {
					if !slices.Contains(g[v], u) {
						t.Errorf("edge %d→%d without %d→%d", u, v, v, u)
					}
				}
			}
		})
		t.Run(fmt.Sprintf("random is seeded and in range/seed=%d", seed), func(t *testing.T) {
			g := searchtest.Random(seed, 30, 3)
			if !reflect.DeepEqual(g, searchtest.Random(seed, 30, 3)) {
				t.Fatal("two graphs of the same seed differ")
			}
			for u, adj := range g {
				for _, v := range adj {
					if v < 0 || v >= 30 {
						t.Errorf("edge %d→%d out of range", u, v)
					}
				}
			}
			if err := searchtest.Check[int](g, 0); err != nil {
				t.Error(err)
			}
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
			if err := searchtest.Check[int](g, start); err != nil {
				t.Fatal(err)
			}
			wantDist := want.Distances(0)
			tree, err := search.BFSTreeContext[int](context.Background(), g, nil, search.Options{}, start)
			if err != nil {
				t.Fatal(err)
			}
			if tree.Len() != w*h {
				t.Fatalf("BFS reaches %d states, want %d", tree.Len(), w*h)
			}
			for c := range w * h {
				var got, wantNb []int
				g.Neighbors(cell(c), func(v int) bool { got = append(got, v); return true })
				for _, v := range want[c] {
					wantNb = append(wantNb, cell(v))
				}
				if !slices.Equal(wantNb, got) {
					t.Fatalf("Neighbors(%d) yields %v, want %v", cell(c), got, wantNb)
				}
				if d, ok := tree.Cost(cell(c)); !ok || d != wantDist[c] {
					t.Fatalf("BFS Cost(%d) = %d, %v; want %d, true", cell(c), d, ok, wantDist[c])
				}
			}
			depth := distances(g, g.Len(), start)
			for i, d := range depth {
				if x, y := i%(w+2)-1, i/(w+2)-1; x >= 0 && x < w && y >= 0 && y < h {
					if d != wantDist[y*w+x] {
						t.Fatalf("Layers depth of %d is %d, want %d", i, d, wantDist[y*w+x])
					}
				} else {
					if d != -1 {
						t.Fatalf("Layers reached the border index %d (depth %d)", i, d)
					}
					if _, ok := tree.Cost(i); ok {
						t.Fatalf("BFS reports the border index %d as reached", i)
					}
				}
			}
			var comps [][]int
			for c := range search.Components[int](g, start) {
				comps = append(comps, slices.Clone(c))
			}
			if len(comps) != 1 || len(comps[0]) != w*h {
				t.Fatalf("%d components, want one of %d states", len(comps), w*h)
			}
			var sizes []int
			err = search.SweepContext[int](context.Background(), g, search.Options{}, func(st search.LayerStats, layer iter.Seq[int]) bool {
				n := 0
				for range layer {
					n++
				}
				if n != st.Size {
					t.Errorf("Sweep layer %d: %d states, Size %d", st.Cost, n, st.Size)
				}
				sizes = append(sizes, st.Size)
				return true
			}, start)
			if err != nil {
				t.Fatal(err)
			}
			if sum(sizes) != w*h {
				t.Fatalf("Sweep reaches %d states, want %d", sum(sizes), w*h)
			}
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
