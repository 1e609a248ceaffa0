package search_test

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"runtime"
	"slices"
	"testing"

	"github.com/samber/lo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// The four modes of Sweep over an int rule restricted, for the dense
// modes, to the index window [lo, lo+n): successors outside it are dropped.

// sweepDense is dense mode through Index and State.
type sweepDense struct {
	rule  func(int, func(int) bool)
	lo, n int
}

func (x sweepDense) Neighbors(s int, yield func(int) bool) {
	x.rule(s, func(v int) bool { return v < x.lo || v >= x.lo+x.n || yield(v) })
}
func (x sweepDense) Len() int        { return x.n }
func (x sweepDense) Index(s int) int { return s - x.lo }
func (x sweepDense) State(i int) int { return i + x.lo }

// sweepIncr adds IndexNeighbors: dense mode without State or Index.
type sweepIncr struct{ sweepDense }

func (x sweepIncr) IndexNeighbors(i int, yield func(int) bool) {
	x.sweepDense.Neighbors(i+x.lo, func(v int) bool { return yield(v - x.lo) })
}

// sweepPk has the packed-key capability only. The key is scrambled so that
// it is not the state itself, and state 0 packs to key 0.
type sweepPk struct{ rule func(int, func(int) bool) }

func (x sweepPk) Neighbors(s int, yield func(int) bool) { x.rule(s, yield) }
func (x sweepPk) Pack(s int) uint64                     { return uint64(s) * 0x9E3779B97F4A7C15 }
func (x sweepPk) Unpack(k uint64) int                   { return int(k * 0xF1DE83E19937733D) }

type sweepMode struct {
	name string
	of   func(rule func(int, func(int) bool), lo, n int) search.Neighbors[int]
}

var sweepModes = []sweepMode{
	{"dense", func(r func(int, func(int) bool), lo, n int) search.Neighbors[int] { return sweepDense{r, lo, n} }},
	{"dense-incremental", func(r func(int, func(int) bool), lo, n int) search.Neighbors[int] {
		return sweepIncr{sweepDense{r, lo, n}}
	}},
	{"packed", func(r func(int, func(int) bool), _, _ int) search.Neighbors[int] { return sweepPk{r} }},
	{"map", func(r func(int, func(int) bool), _, _ int) search.Neighbors[int] { return search.NeighborsFunc[int](r) }},
}

// ofGraph is m over the states of g, through wrappers that allocate
// nothing per state.
func (m sweepMode) ofGraph(g searchtest.Graph) search.Neighbors[int] {
	switch m.name {
	case "dense":
		return g
	case "dense-incremental":
		return graphIncr{g}
	}
	return m.of(func(s int, yield func(int) bool) { g.Neighbors(s, yield) }, 0, len(g))
}

// graphIncr is a Graph with IndexNeighbors.
type graphIncr struct{ searchtest.Graph }

func (g graphIncr) IndexNeighbors(i int, yield func(int) bool) { g.Neighbors(i, yield) }

// sortedLayers sorts each layer of a copy of layers.
func sortedLayers(layers [][]int) [][]int {
	var out [][]int
	for _, l := range layers {
		l = slices.Clone(l)
		slices.Sort(l)
		out = append(out, l)
	}
	return out
}

// sweepLayers runs Sweep and returns its layers, each sorted, checking the
// sizes and stats it reports against them.
func sweepLayers(t *testing.T, nb search.Neighbors[int], opts search.Options, starts ...int) [][]int {
	t.Helper()
	var got [][]int
	reached := 0
	sizes, err := sweepSizes(context.Background(), nb, opts, func(st search.LayerStats, layer iter.Seq[int]) bool {
		require.Equal(t, len(got), st.Cost)
		l := slices.Collect(layer)
		require.Len(t, l, st.Size)
		reached += st.Size
		require.Equal(t, reached, st.Reached)
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

// TestSweepMatchesReference: in every mode, serial and parallel, Sweep's
// layers are, as sets, those of the textbook FIFO BFS. The heavy tier runs
// 20 random graphs with 1, 2 and 4 workers at each cutoff; the default
// tier 8 with 1 and 3 workers (one under -short) at cutoff 1 and one
// worker at the other.
func TestSweepMatchesReference(t *testing.T) {
	sweepMatchesReference(t, testsize.Pick(8, 6), false)
}

func TestHeavySweepMatchesReference(t *testing.T) {
	testsize.RequireHeavy(t)
	sweepMatchesReference(t, 20, true)
}

func sweepMatchesReference(t *testing.T, seeds int, every bool) {
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
	for seed := range uint64(seeds) {
		n := 50 + int(seed)*97
		graphs = append(graphs, struct {
			name   string
			g      searchtest.Graph
			starts []int
		}{fmt.Sprintf("random seed %d", seed), searchtest.Random(100+seed, n, 0.5+float64(seed%5)), []int{int(seed) % n, n / 2}})
	}
	// Cutoff 1 drives every layer through the parallel code, 1<<30 none.
	for _, cutoff := range []int{1, 1 << 30} {
		for _, gc := range graphs {
			want := sortedLayers(fifoLayers(gc.g, gc.starts...))
			workers := []int{1, 2, 4}
			if !every {
				// Parallel layers with three workers, serial ones with one.
				workers = []int{1}
				if cutoff == 1 {
					workers = testsize.Pick([]int{1, 3}, []int{3})
				}
			}
			for _, m := range sweepModes {
				for _, w := range workers {
					name := fmt.Sprintf("cutoff=%d/%s/%s/workers=%d", cutoff, gc.name, m.name, w)
					t.Run(name, func(t *testing.T) {
						got := sweepLayers(t, m.ofGraph(gc.g), search.WithCutoff(search.Options{Workers: w}, cutoff), gc.starts...)
						require.Equal(t, want, got)
					})
				}
			}
		}
	}
}

// TestSweepSerialOrder: with one worker, narrow layers in every mode come
// in the order of the FIFO reference (discovery order).
func TestSweepSerialOrder(t *testing.T) {
	g := searchtest.Random(9, 500, 2)
	want := fifoLayers(g, 0)
	for _, m := range sweepModes {
		t.Run(m.name, func(t *testing.T) {
			var got [][]int
			_, err := sweepSizes(context.Background(), m.ofGraph(g), search.Options{Workers: 0}, func(_ search.LayerStats, l iter.Seq[int]) bool {
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
	for _, m := range sweepModes {
		for _, w := range []int{1, 2, 4} {
			t.Run(fmt.Sprintf("%s/workers=%d", m.name, w), func(t *testing.T) {
				nb := m.ofGraph(g)
				ctx := context.Background()

				sizes, err := sweepSizes(ctx, nb, search.WithCutoff(search.Options{Workers: w, MaxDepth: 3}, cut), nil, 0)
				require.NoError(t, err)
				assert.Equal(t, []int{1, 2, 3, 4}, sizes)

				_, err = sweepSizes(ctx, nb, search.WithCutoff(search.Options{Workers: w, MaxStates: 1599}, cut), nil, 0)
				require.ErrorIs(t, err, search.ErrLimit)
				sizes, err = sweepSizes(ctx, nb, search.WithCutoff(search.Options{Workers: w, MaxStates: 1600}, cut), nil, 0)
				require.NoError(t, err)
				assert.Equal(t, 1600, lo.Sum(sizes))
				assert.Len(t, sizes, 79)

				var stats []search.LayerStats
				_, err = sweepSizes(ctx, nb, search.Options{Workers: w}, func(st search.LayerStats, _ iter.Seq[int]) bool {
					stats = append(stats, st)
					return true
				}, 0)
				require.NoError(t, err)
				require.Len(t, stats, 79)
				assert.Equal(t, search.LayerStats{Cost: 39, Size: 40, Reached: 820, Expanded: 780}, stats[39])
				assert.Equal(t, 1600, stats[78].Reached)

				calls := 0
				sizes, err = sweepSizes(ctx, nb, search.WithCutoff(search.Options{Workers: w}, cut), func(st search.LayerStats, _ iter.Seq[int]) bool {
					calls++
					return st.Cost < 5
				}, 0)
				require.NoError(t, err)
				assert.Equal(t, 6, calls)
				assert.Equal(t, []int{1, 2, 3, 4, 5, 6}, sizes)

				cctx, cancel := context.WithCancel(ctx)
				cancel()
				_, err = sweepSizes(cctx, nb, search.WithCutoff(search.Options{Workers: w}, cut), nil, 0)
				require.ErrorIs(t, err, context.Canceled)

				cctx, cancel = context.WithCancel(ctx)
				_, err = sweepSizes(cctx, nb, search.WithCutoff(search.Options{Workers: w}, cut), func(st search.LayerStats, _ iter.Seq[int]) bool {
					if st.Cost == 10 {
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
	const cut = 1
	g := searchtest.Random(5, 3000, 3)
	ctx := context.Background()
	t.Run("nil Neighbors", func(t *testing.T) {
		assert.PanicsWithValue(t, "search: Sweep called with nil Neighbors", func() {
			_, _ = sweepSizes[int](ctx, nil, search.Options{}, nil, 0)
		})
	})
	t.Run("nil context", func(t *testing.T) {
		assert.PanicsWithValue(t, "search: Sweep called with nil context", func() {
			//lint:ignore SA1012 misuse on purpose
			_, _ = sweepSizes(nil, g, search.Options{}, nil, 0) //nolint:staticcheck
		})
	})
	t.Run("OnLayer", func(t *testing.T) {
		var got []int
		sizes, err := sweepSizes(ctx, g, search.Options{OnLayer: func(st search.LayerStats) { got = append(got, st.Size) }}, nil, 0)
		require.NoError(t, err)
		assert.Equal(t, sizes, got, "OnLayer reports every layer")
	})
	t.Run("AllPaths", func(t *testing.T) {
		assert.PanicsWithValue(t, "search: Sweep does not honour Options.AllPaths", func() {
			_, _ = sweepSizes(ctx, g, search.Options{AllPaths: true}, nil, 0)
		})
	})
	t.Run("negative Workers", func(t *testing.T) {
		assert.PanicsWithValue(t, "search: Sweep: Options.Workers = -1 is negative", func() {
			_, _ = sweepSizes(ctx, g, search.Options{Workers: -1}, nil, 0)
		})
	})
	for _, w := range []int{1, 4} {
		t.Run(fmt.Sprintf("index out of range/workers=%d", w), func(t *testing.T) {
			got := recovered(func() {
				_, _ = sweepSizes[int](ctx, sweepIdxBad{g}, search.WithCutoff(search.Options{Workers: w}, cut), nil, 0, 2)
			})
			require.IsType(t, "", got)
			// With workers, the worker's stack follows the message.
			assert.Regexp(t, `^search: Indexer.Index\(\d+\) = \d+000, outside \[0, 3000\)(\n\nworker \d of 4 panicked; its stack:\n(?s:.*sweepIdxBad.*))?$`, got)
		})
	}
	// A panic in Neighbors, in every mode, reaches the caller with the
	// panicking worker's stack.
	boom := func(s int, yield func(int) bool) {
		if s == 1234 {
			panicInNeighbors()
		}
		g.Neighbors(s, yield)
	}
	for _, m := range sweepModes {
		t.Run("worker panic/"+m.name, func(t *testing.T) {
			got := recovered(func() {
				_, _ = sweepSizes(ctx, m.of(boom, 0, len(g)), search.WithCutoff(search.Options{Workers: 4}, cut), nil, 0, 1, 2, 3)
			})
			require.IsType(t, "", got)
			assert.Regexp(t, `^boom\n\nworker \d of 4 panicked; its stack:\n(?s:.*panicInNeighbors.*)$`, got)
		})
	}
	// In map mode an unhashable state panics in whichever worker meets it;
	// the others must not wait forever for a shard it holds.
	t.Run("unhashable state", func(t *testing.T) {
		var nb search.NeighborsFunc[any] = func(s any, yield func(any) bool) {
			i := s.(int)
			if i == 3000 {
				yield([]int{i})
				return
			}
			for k := 1; k <= 4 && yield(4*i+k); k++ {
			}
		}
		got := recovered(func() {
			_, _ = sweepSizes(ctx, nb, search.WithCutoff(search.Options{Workers: 4}, 1), nil, any(0))
		})
		assert.Contains(t, fmt.Sprint(got), "unhashable")
	})
}

func panicInNeighbors() { panic("boom") }

// recovered runs f and returns what it panicked with.
func recovered(f func()) (got any) {
	defer func() { got = recover() }()
	f()
	return nil
}

type sweepIdxBad struct{ g searchtest.Graph }

func (x sweepIdxBad) Neighbors(s int, yield func(int) bool) { x.g.Neighbors(s, yield) }
func (x sweepIdxBad) Len() int                              { return len(x.g) }
func (x sweepIdxBad) Index(s int) int                       { return s * 1000 }
func (x sweepIdxBad) State(i int) int                       { return i / 1000 }

// TestSweepManyWorkers: Workers far above MaxWorkers is clamped to it: the
// answer is right and the search allocates no Workers² of anything.
func TestSweepManyWorkers(t *testing.T) {
	g := searchtest.RandomUndirected(12, testsize.Pick(20000, 5000), testsize.Pick(40000, 10000))
	want := sortedLayers(fifoLayers(g, 0))
	for _, m := range sweepModes {
		t.Run(m.name, func(t *testing.T) {
			before := heapAllocs()
			got := sweepLayers(t, m.ofGraph(g), search.WithCutoff(search.Options{Workers: 100000}, 1), 0)
			allocated := heapAllocs() - before
			require.Equal(t, want, got)
			t.Logf("%d workers: %d bytes allocated", min(4*runtime.GOMAXPROCS(0), 256), allocated)
			assert.Less(t, allocated, uint64(64<<20))
		})
	}
}

func ExampleSweep() {
	// The 40×40 grid from a corner: layer d holds the cells with x+y == d,
	// cell (x, y) being 40y+x.
	g := searchtest.Grid(40, 40)
	var sizes []int
	for st, layer := range search.Sweep(g, 0) {
		if st.Cost == 2 {
			fmt.Println("depth 2:", slices.Sorted(layer), "reached", st.Reached)
		}
		sizes = append(sizes, st.Size)
	}
	fmt.Println(len(sizes), sizes[:5], lo.Sum(sizes))
	// Output:
	// depth 2: [2 41 80] reached 6
	// 79 [1 2 3 4 5] 1600
}

func ExampleSweepContext() {
	// The same grid on two goroutines, stopped by a state limit: the
	// layers before the limit are yielded, then the error says where it
	// stopped.
	g := searchtest.Grid(40, 40)
	err := search.SweepContext(context.Background(), g, search.Options{Workers: 2, MaxStates: 100},
		func(st search.LayerStats, layer iter.Seq[int]) bool {
			fmt.Println("depth", st.Cost, "size", st.Size, "reached", st.Reached)
			return true
		}, 0)
	fmt.Println(err)
	fmt.Println(errors.Is(err, search.ErrLimit))
	// Output:
	// depth 0 size 1 reached 1
	// depth 1 size 2 reached 3
	// depth 2 size 3 reached 6
	// depth 3 size 4 reached 10
	// depth 4 size 5 reached 15
	// depth 5 size 6 reached 21
	// depth 6 size 7 reached 28
	// depth 7 size 8 reached 36
	// depth 8 size 9 reached 45
	// depth 9 size 10 reached 55
	// depth 10 size 11 reached 66
	// depth 11 size 12 reached 78
	// depth 12 size 13 reached 91
	// search: Sweep: stopped at depth 12: more than 100 states (Options.MaxStates)
	// true
}

// TestSweepWide runs the default cutoff on a graph with layers wide enough
// for the parallel code and the dense wide-frontier bitset, with one and
// three workers (three under -short); the heavy tier on a graph twice as
// large with 1, 2 and 4.
func TestSweepWide(t *testing.T) {
	sweepWide(t, 30000, testsize.Pick([]int{1, 3}, []int{3}))
}

func TestHeavySweepWide(t *testing.T) {
	testsize.RequireHeavy(t)
	sweepWide(t, 60000, []int{1, 2, 4})
}

func sweepWide(t *testing.T, n int, workers []int) {
	g := searchtest.RandomUndirected(11, n, n*5/2)
	want := sortedLayers(fifoLayers(g, 0))
	require.Greater(t, slices.Max(lo.Map(want, func(l []int, _ int) int { return len(l) })), 8192)
	for _, m := range sweepModes {
		t.Run(m.name, func(t *testing.T) {
			for _, w := range workers {
				t.Run(fmt.Sprintf("workers=%d", w), func(t *testing.T) {
					require.Equal(t, want, sweepLayers(t, m.ofGraph(g), search.Options{Workers: w}, 0))
				})
			}
		})
	}
}
