package search_test

import (
	"fmt"
	"testing"

	"github.com/samber/lo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func TestLayers(t *testing.T) {
	diamond := searchtest.Graph{{1, 2}, {3}, {3}, {}}
	tests := []struct {
		name   string
		g      searchtest.Graph
		starts []int
		want   [][]int
	}{
		{"no starts", diamond, nil, nil},
		{"single state", searchtest.Graph{{}}, []int{0}, [][]int{{0}}},
		{"self-loop only", searchtest.Graph{{0, 0}}, []int{0}, [][]int{{0}}},
		{"diamond", diamond, []int{0}, [][]int{{0}, {1, 2}, {3}}},
		{"diamond from a sink", diamond, []int{3}, [][]int{{3}}},
		{"duplicate starts dropped", diamond, []int{2, 0, 2}, [][]int{{2, 0}, {3, 1}}},
		{"path", searchtest.Path(4), []int{0}, [][]int{{0}, {1}, {2}, {3}}},
		{"cycle from the middle", searchtest.Cycle(4), []int{2}, [][]int{{2}, {3}, {0}, {1}}},
		{"multi-edges in yield order", searchtest.Graph{{2, 1, 2, 1}, {}, {}}, []int{0}, [][]int{{0}, {2, 1}}},
		{"grid 3x2 from a corner", searchtest.Grid(3, 2), []int{0}, [][]int{{0}, {1, 3}, {2, 4}, {5}}},
		{"two sources meet", searchtest.Path(5), []int{0, 3}, [][]int{{0, 3}, {1, 4}, {2}}},
		{"unreachable part ignored", searchtest.Graph{{1}, {}, {0}}, []int{0}, [][]int{{0}, {1}}},
	}
	for _, tc := range tests {
		for _, m := range intModes {
			t.Run(tc.name+"/"+m.name, func(t *testing.T) {
				assert.Equal(t, tc.want, collect(m.of(tc.g), tc.starts...))
			})
		}
		t.Run(tc.name+"/dense-generic", func(t *testing.T) {
			starts := lo.Map(tc.starts, func(s, _ int) node { return node(s) })
			got := lo.Map(collect[node](nodeGraph{tc.g}, starts...), func(l []node, _ int) []int {
				return lo.Map(l, func(s node, _ int) int { return int(s) })
			})
			if tc.want == nil {
				assert.Empty(t, got)
				return
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestLayersIterator(t *testing.T) {
	g := searchtest.Grid(4, 4)
	for _, m := range intModes {
		nb := m.of(g)
		t.Run(m.name+"/break stops all work", func(t *testing.T) {
			calls := 0
			counting := search.NeighborsFunc[int](func(s int, yield func(int) bool) {
				calls++
				nb.Neighbors(s, yield)
			})
			for d := range search.Layers(counting, 0) {
				if d == 1 {
					break
				}
			}
			assert.Equal(t, 1, calls, "only layer 0 is expanded before layer 1 is yielded")
		})
		t.Run(m.name+"/range twice", func(t *testing.T) {
			seq := search.Layers(nb, 0, 15)
			first, second := [][]int{}, [][]int{}
			for _, l := range seq {
				first = append(first, append([]int(nil), l...))
			}
			for _, l := range seq {
				second = append(second, append([]int(nil), l...))
			}
			assert.Equal(t, first, second)
			assert.Equal(t, fifoLayers(g, 0, 15), first)
		})
		t.Run(m.name+"/depths count up from zero", func(t *testing.T) {
			want := 0
			for d := range search.Layers(nb, 5) {
				require.Equal(t, want, d)
				want++
			}
			assert.Equal(t, 5, want) // grid 4x4 from (1,1): depths 0..4
		})
	}
}

func TestLayersMatchFIFOOnRandomGraphs(t *testing.T) {
	for seed := range uint64(testsize.Pick(300, 80)) {
		n := 1 + int(seed%60)
		g := searchtest.Random(seed, n, float64(seed%5)+0.5)
		starts := []int{int(seed) % n}
		if seed%3 == 0 { // multi-source, duplicates included
			starts = append(starts, int(seed*7)%n, int(seed*13)%n, starts[0])
		}
		want := fifoLayers(g, starts...)
		for _, m := range intModes {
			t.Run(fmt.Sprintf("seed=%d/%s", seed, m.name), func(t *testing.T) {
				assert.Equal(t, want, collect(m.of(g), starts...))
			})
		}
	}
}

func TestLayersMisuse(t *testing.T) {
	t.Run("nil Neighbors", func(t *testing.T) {
		assert.PanicsWithValue(t, "search: Layers called with nil Neighbors", func() { search.Layers[int](nil, 0) })
	})
	t.Run("index out of range", func(t *testing.T) {
		g := searchtest.Graph{{5}} // an edge to a state the index does not cover
		for _, m := range intModes[:2] {
			t.Run(m.name, func(t *testing.T) {
				assert.PanicsWithValue(t, "search: Indexer.Index(5) = 5, outside [0, 1)", func() {
					for range search.Layers(m.of(g), 0) {
					}
				})
			})
		}
	})
	t.Run("index out of range past the sampled expansions", func(t *testing.T) {
		// A path 0 → 1 → … → 199 whose last state has an edge to 200,
		// outside the index: the 200th expansion is not sampled, so the
		// per-edge path must check the range itself.
		g := make(searchtest.Graph, 200)
		for s := range g {
			g[s] = []int{s + 1}
		}
		for _, m := range intModes[:2] {
			t.Run(m.name, func(t *testing.T) {
				depth := -1
				assert.PanicsWithValue(t, "search: Indexer.Index(200) = 200, outside [0, 200)", func() {
					for d := range search.Layers(m.of(g), 0) {
						depth = d
					}
				})
				assert.Equal(t, 199, depth, "the layers before the bad edge are yielded")
			})
		}
	})
}

// collideAt is the graph 0 → 1…w, then s → s+w up to n states, whose
// Index maps the single state target onto target−1: breadth-first order
// is numeric order, so expansion j (from 1) expands state j−1, and the
// collision is visible only when the expansion that yields target is
// checked.
type collideAt struct{ w, n, target int }

func (g collideAt) Neighbors(s int, yield func(int) bool) {
	if s == 0 {
		for v := 1; v <= g.w; v++ {
			if !yield(v) {
				return
			}
		}
		return
	}
	if s+g.w < g.n {
		yield(s + g.w)
	}
}
func (g collideAt) Len() int { return g.n }
func (g collideAt) Index(s int) int {
	if s == g.target {
		return s - 1
	}
	return s
}
func (g collideAt) State(i int) int { return i }

// TestLayersSamplesExpansions: Layers checks State(Index(v)) == v for the
// successors of its first 64 expansions and then of one in 1,024 (the
// 1,088th, 2,112th, …), wherever those fall in the layers, so a
// non-injective Index met there panics.
func TestLayersSamplesExpansions(t *testing.T) {
	const w, n = 3000, 15001 // layers of 3,000 states after the start
	for _, e := range []int{2, 64, 1088, 2112, 3136, 6208, 9280} {
		t.Run(fmt.Sprintf("expansion=%d", e), func(t *testing.T) {
			g := collideAt{w: w, n: n, target: e - 1 + w}
			v := catch(func() {
				for range search.Layers[int](g, 0) {
				}
			})
			require.NotNil(t, v, "no panic")
			assert.Contains(t, fmt.Sprint(v), fmt.Sprintf("search: Indexer search_test.collideAt is not a bijection: Index(%d) = %d", g.target, g.target-1))
		})
	}
}
