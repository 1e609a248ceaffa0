package search_test

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"slices"
	"testing"

	"github.com/samber/lo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// sweepIdx hides Graph's Offsetter: dense mode through Index calls.
type sweepIdx struct{ g searchtest.Graph }

func (x sweepIdx) Neighbors(s int, yield func(int) bool) { x.g.Neighbors(s, yield) }
func (x sweepIdx) Len() int                              { return len(x.g) }
func (x sweepIdx) Index(s int) int                       { return s }
func (x sweepIdx) State(i int) int                       { return i }

// sweepPk has the packed-key capability only. The key is scrambled so that
// it is not the state itself, and state 0 packs to key 0.
type sweepPk struct{ g searchtest.Graph }

func (x sweepPk) Neighbors(s int, yield func(int) bool) { x.g.Neighbors(s, yield) }
func (x sweepPk) Pack(s int) uint64                     { return uint64(s) * 0x9E3779B97F4A7C15 }
func (x sweepPk) Unpack(k uint64) int                   { return int(k * 0xF1DE83E19937733D) }

type sweepMode struct {
	name string
	of   func(g searchtest.Graph) search.Neighbors[int]
}

var sweepModes = []sweepMode{
	{"dense-offset", func(g searchtest.Graph) search.Neighbors[int] { return g }},
	{"dense-index", func(g searchtest.Graph) search.Neighbors[int] { return sweepIdx{g} }},
	{"packed", func(g searchtest.Graph) search.Neighbors[int] { return sweepPk{g} }},
	{"map", func(g searchtest.Graph) search.Neighbors[int] { return search.NeighborsFunc[int](g.Neighbors) }},
}

// sweepWant groups the reachable states by their distance from the
// Bellman–Ford reference, each layer sorted.
func sweepWant(g searchtest.Graph, starts ...int) [][]int {
	var want [][]int
	for s, d := range g.Distances(starts...) {
		if d < 0 {
			continue
		}
		for len(want) <= d {
			want = append(want, nil)
		}
		want[d] = append(want[d], s)
	}
	return want
}

// sweepLayers runs Sweep and returns its layers, each sorted, checking the
// sizes it returns against them.
func sweepLayers(t *testing.T, nb search.Neighbors[int], opts search.Options, starts ...int) [][]int {
	t.Helper()
	var got [][]int
	sizes, err := search.Sweep(context.Background(), nb, opts, func(st search.LayerStats, layer iter.Seq[int]) bool {
		require.Equal(t, len(got), st.Depth)
		l := slices.Collect(layer)
		require.Len(t, l, st.Size)
		slices.Sort(l)
		got = append(got, l)
		return true
	}, starts...)
	require.NoError(t, err)
	require.Len(t, sizes, len(got))
	for d, l := range got {
		require.Len(t, l, sizes[d], "depth %d", d)
	}
	return got
}

func TestSweepMatchesReference(t *testing.T) {
	graphs := []struct {
		name   string
		g      searchtest.Graph
		starts []int
	}{
		{"random sparse", searchtest.Random(1, 1500, 1.2), []int{0}},
		{"random", searchtest.Random(2, 2000, 3), []int{0, 7, 7}},
		{"random dense", searchtest.Random(3, 1000, 12), []int{5}},
		{"undirected", searchtest.RandomUndirected(4, 2000, 3000), []int{1, 2, 3}},
		{"grid", searchtest.Grid(50, 40), []int{0}},
		{"path", searchtest.Path(1000), []int{0}},
		{"cycle", searchtest.Cycle(101), []int{50}},
		{"single", searchtest.Path(1), []int{0}},
		{"no starts", searchtest.Path(5), nil},
	}
	// Cutoff 1 drives every layer through the parallel code, 1<<30 none.
	for _, cutoff := range []int{1, 1 << 30} {
		cut := cutoff
		for _, gc := range graphs {
			want := sweepWant(gc.g, gc.starts...)
			for _, m := range sweepModes {
				for _, w := range []int{1, 2, 3} {
					name := fmt.Sprintf("cutoff=%d/%s/%s/workers=%d", cutoff, gc.name, m.name, w)
					t.Run(name, func(t *testing.T) {
						got := sweepLayers(t, m.of(gc.g), search.WithCutoff(search.Options{Workers: w}, cut), gc.starts...)
						require.Equal(t, want, got)
					})
				}
			}
		}
		_ = cut
	}
}

// TestSweepSerialOrder: with one worker, narrow layers in every mode come
// in the order of Layers (FIFO discovery order).
func TestSweepSerialOrder(t *testing.T) {
	// Workers 0 means 1.
	g := searchtest.Random(9, 500, 2)
	var want [][]int
	for _, l := range search.Layers[int](g, 0) {
		want = append(want, slices.Clone(l))
	}
	for _, m := range sweepModes {
		t.Run(m.name, func(t *testing.T) {
			var got [][]int
			_, err := search.Sweep(context.Background(), m.of(g), search.Options{Workers: 0}, func(_ search.LayerStats, l iter.Seq[int]) bool {
				got = append(got, slices.Collect(l))
				return true
			}, 0)
			require.NoError(t, err)
			require.Equal(t, want, got)
		})
	}
}

func TestSweepOptions(t *testing.T) {
	g := searchtest.Grid(40, 40) // layers 1, 2, ..., 40, ..., 1: 1,600 states, depth 78
	cut := 8
	_ = cut
	for _, m := range sweepModes {
		for _, w := range []int{1, 2} {
			t.Run(fmt.Sprintf("%s/workers=%d", m.name, w), func(t *testing.T) {
				nb := m.of(g)
				ctx := context.Background()

				sizes, err := search.Sweep(ctx, nb, search.WithCutoff(search.Options{Workers: w, MaxDepth: 3}, cut), nil, 0)
				require.NoError(t, err)
				assert.Equal(t, []int{1, 2, 3, 4}, sizes)

				_, err = search.Sweep(ctx, nb, search.WithCutoff(search.Options{Workers: w, MaxStates: 1599}, cut), nil, 0)
				require.ErrorIs(t, err, search.ErrLimit)
				sizes, err = search.Sweep(ctx, nb, search.WithCutoff(search.Options{Workers: w, MaxStates: 1600}, cut), nil, 0)
				require.NoError(t, err)
				assert.Equal(t, 1600, lo.Sum(sizes))
				assert.Len(t, sizes, 79)

				var stats []search.LayerStats
				_, err = search.Sweep(ctx, nb, search.Options{Workers: w}, func(st search.LayerStats, _ iter.Seq[int]) bool {
					stats = append(stats, st)
					return true
				}, 0)
				require.NoError(t, err)
				require.Len(t, stats, 79)
				assert.Equal(t, search.LayerStats{Depth: 39, Size: 40, Reached: 820, Elapsed: stats[39].Elapsed}, stats[39])
				assert.Equal(t, 1600, stats[78].Reached)

				calls := 0
				sizes, err = search.Sweep(ctx, nb, search.WithCutoff(search.Options{Workers: w}, cut), func(st search.LayerStats, _ iter.Seq[int]) bool {
					calls++
					return st.Depth < 5
				}, 0)
				require.NoError(t, err)
				assert.Equal(t, 6, calls)
				assert.Equal(t, []int{1, 2, 3, 4, 5, 6}, sizes)

				cctx, cancel := context.WithCancel(ctx)
				cancel()
				_, err = search.Sweep(cctx, nb, search.WithCutoff(search.Options{Workers: w}, cut), nil, 0)
				require.ErrorIs(t, err, context.Canceled)

				cctx, cancel = context.WithCancel(ctx)
				_, err = search.Sweep(cctx, nb, search.WithCutoff(search.Options{Workers: w}, cut), func(st search.LayerStats, _ iter.Seq[int]) bool {
					if st.Depth == 10 {
						cancel()
					}
					return true
				}, 0)
				require.ErrorIs(t, err, context.Canceled)
				assert.False(t, errors.Is(err, search.ErrLimit))
			})
		}
	}
}

func TestSweepPanics(t *testing.T) {
	cut := 1
	_ = cut
	g := searchtest.Random(5, 3000, 3)
	assert.PanicsWithValue(t, "search: Sweep called with nil Neighbors", func() {
		_, _ = search.Sweep[int](context.Background(), nil, search.WithCutoff(search.Options{}, cut), nil, 0)
	})
	assert.PanicsWithValue(t, "search: Sweep called with nil context", func() {
		//lint:ignore SA1012 misuse on purpose
		_, _ = search.Sweep[int](nil, g, search.WithCutoff(search.Options{}, cut), nil, 0)
	})
	for _, w := range []int{1, 4} {
		t.Run(fmt.Sprintf("index out of range/workers=%d", w), func(t *testing.T) {
			// The panic of a worker goroutine reaches the caller.
			var got any
			func() {
				defer func() { got = recover() }()
				_, _ = search.Sweep[int](context.Background(), sweepIdxBad{g}, search.WithCutoff(search.Options{Workers: w}, cut), nil, 0, 2)
			}()
			require.IsType(t, "", got)
			// With workers, the worker's stack follows the message.
			assert.Regexp(t, `^search: Indexer.Index\(\d+\) = \d+000, outside \[0, 3000\)(\n\nworker \d of 4 panicked; its stack:\n(?s:.*sweepIdxBad.*))?$`, got)
		})
	}
}

type sweepIdxBad struct{ g searchtest.Graph }

func (x sweepIdxBad) Neighbors(s int, yield func(int) bool) { x.g.Neighbors(s, yield) }
func (x sweepIdxBad) Len() int                              { return len(x.g) }
func (x sweepIdxBad) Index(s int) int                       { return s * 1000 }
func (x sweepIdxBad) State(i int) int                       { return i / 1000 }

func ExampleSweep() {
	// The 40×40 grid from a corner: layer d holds the cells with x+y == d.
	g := searchtest.Grid(40, 40)
	sizes, err := search.Sweep[int](context.Background(), g, search.Options{Workers: 2}, nil, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(sizes), sizes[:5], lo.Sum(sizes))
	// Output: 79 [1 2 3 4 5] 1600
}

// TestSweepWide runs the default cutoff on a graph with layers wide enough
// for the parallel code and the dense wide-frontier bitset, 8 workers.
func TestSweepWide(t *testing.T) {
	g := searchtest.RandomUndirected(11, 60000, 150000)
	want := sweepWant(g, 0)
	require.Greater(t, slices.Max(lo.Map(want, func(l []int, _ int) int { return len(l) })), 8192)
	for _, m := range sweepModes {
		t.Run(m.name, func(t *testing.T) {
			require.Equal(t, want, sweepLayers(t, m.of(g), search.Options{Workers: 8}, 0))
		})
	}
}
