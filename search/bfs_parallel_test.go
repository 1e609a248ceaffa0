package search_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestBFSParallel compares the parallel tree builder with the serial BFS:
// same layers as sets, same distances, and every path a shortest path of
// real edges. Under -short, only with cutoff 1 (every layer through the
// parallel code) and 3 workers.
func TestBFSParallel(t *testing.T) {
	graphs := []struct {
		name   string
		g      searchtest.Graph
		starts []int
	}{
		{"random", searchtest.Random(21, testsize.Pick(3000, 1000), 3), []int{0, 9, 9}},
		{"random sparse", searchtest.Random(22, testsize.Pick(2000, 700), 1.3), []int{4}},
		{"undirected", searchtest.RandomUndirected(23, testsize.Pick(3000, 1000), testsize.Pick(5000, 1700)), []int{1, 2}},
		{"grid", searchtest.Grid(45, 45), []int{0}},
		{"path", searchtest.Path(500), []int{0}},
		{"no starts", searchtest.Path(5), nil},
	}
	for _, cutoff := range []int{1} { // 1: every layer in parallel; the serial path is TestBFSTreeMatchesReferences
		cut := cutoff
		for _, gc := range graphs {
			serial, err := search.BFSTreeContext[int](context.Background(), gc.g, nil, search.WithCutoff(search.Options{}, cut), gc.starts...)
			require.NoError(t, err)
			dist := gc.g.Distances(gc.starts...)
			for _, w := range testsize.Pick([]int{2, 3}, []int{3}) {
				t.Run(fmt.Sprintf("cutoff=%d/%s/workers=%d", cutoff, gc.name, w), func(t *testing.T) {
					tr, ok, err := search.BFSParallel[int](context.Background(), gc.g, search.WithCutoff(search.Options{Workers: w}, cut), gc.starts...)
					require.NoError(t, err)
					require.True(t, ok)
					require.Equal(t, serial.Len(), tr.Len())
					require.Equal(t, treeSizes(serial), treeSizes(tr))
					for d := 0; d <= treeDepth(serial); d++ {
						a, b := slices.Clone(treeLayer(serial, d)), slices.Clone(treeLayer(tr, d))
						slices.Sort(a)
						slices.Sort(b)
						require.Equal(t, a, b, "depth %d", d)
					}
					// Plain comparisons: testify's per-call bookkeeping
					// would cost more than the search here.
					for s, want := range dist {
						got, reached := tr.Cost(s)
						if reached != (want >= 0) || reached && got != want {
							t.Fatalf("state %d: Dist %d, %v; want %d", s, got, reached, want)
						}
						if !reached {
							continue
						}
						path, ok := tr.PathTo(s)
						if !ok || len(path) != want+1 || !slices.Contains(gc.starts, path[0]) {
							t.Fatalf("state %d: PathTo %v, %v; want %d moves from one of %v", s, path, ok, want, gc.starts)
						}
						for i := 1; i < len(path); i++ {
							if !slices.Contains(gc.g[path[i-1]], path[i]) {
								t.Fatalf("state %d: path %v uses the missing edge %d→%d", s, path, path[i-1], path[i])
							}
						}
					}
				})
			}
		}
		_ = cut
	}
}

// TestBFSWorkers goes through the public entry point: with Workers, BFS
// gives the serial tree's layers as sets, and falls back to the serial
// builder (same order) where the parallel one does not apply.
func TestBFSWorkers(t *testing.T) {
	cut := 8
	_ = cut
	ctx := context.Background()
	g := searchtest.Random(31, 5000, 2.5)
	serial, err := search.BFSTreeContext[int](ctx, g, nil, search.WithCutoff(search.Options{AllPaths: true}, cut), 0, 1)
	require.NoError(t, err)
	t.Run("dense, parallel", func(t *testing.T) {
		par, err := search.BFSTreeContext[int](ctx, g, nil, search.WithCutoff(search.Options{Workers: 2}, cut), 0, 1)
		require.NoError(t, err)
		require.Equal(t, treeSizes(serial), treeSizes(par))
		for d := 0; d <= treeDepth(serial); d++ {
			assert.ElementsMatch(t, treeLayer(serial, d), treeLayer(par, d), "depth %d", d)
		}
	})
	t.Run("all paths falls back to serial", func(t *testing.T) {
		tr, err := search.BFSTreeContext[int](ctx, g, nil, search.WithCutoff(search.Options{Workers: 2, AllPaths: true}, cut), 0, 1)
		require.NoError(t, err)
		for d := 0; d <= treeDepth(serial); d++ {
			require.Equal(t, treeLayer(serial, d), treeLayer(tr, d), "depth %d", d)
		}
	})
	t.Run("map mode falls back to serial", func(t *testing.T) {
		tr, err := search.BFSTreeContext(ctx, mapMode[int](g), nil, search.WithCutoff(search.Options{Workers: 2}, cut), 0, 1)
		require.NoError(t, err)
		for d := 0; d <= treeDepth(serial); d++ {
			require.Equal(t, treeLayer(serial, d), treeLayer(tr, d), "depth %d", d)
		}
	})
}

func TestBFSParallelOptions(t *testing.T) {
	cut := 4
	_ = cut
	g := searchtest.Grid(30, 30)
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		nb   search.Neighbors[int]
		opts search.Options
	}{
		{"map mode", mapMode[int](g), search.WithCutoff(search.Options{Workers: 2}, cut)},
		{"all paths", g, search.WithCutoff(search.Options{Workers: 2, AllPaths: true}, cut)},
		{"one worker", g, search.WithCutoff(search.Options{Workers: 1}, cut)},
	} {
		t.Run("not applicable/"+tc.name, func(t *testing.T) {
			tr, ok, err := search.BFSParallel(ctx, tc.nb, tc.opts, 0)
			assert.False(t, ok)
			assert.Nil(t, tr)
			assert.NoError(t, err)
		})
	}
	t.Run("limits", func(t *testing.T) {
		tr, ok, err := search.BFSParallel[int](ctx, g, search.WithCutoff(search.Options{Workers: 2, MaxDepth: 3}, cut), 0)
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, []int{1, 2, 3, 4}, treeSizes(tr))
		_, _, err = search.BFSParallel[int](ctx, g, search.WithCutoff(search.Options{Workers: 2, MaxStates: 899}, cut), 0)
		require.ErrorIs(t, err, search.ErrLimit)
		tr, _, err = search.BFSParallel[int](ctx, g, search.WithCutoff(search.Options{Workers: 2, MaxStates: 900}, cut), 0)
		require.NoError(t, err)
		assert.Equal(t, 900, tr.Len())
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		_, _, err = search.BFSParallel[int](cctx, g, search.WithCutoff(search.Options{Workers: 2}, cut), 0)
		require.ErrorIs(t, err, context.Canceled)
		var stats, want []search.LayerStats
		_, _, err = search.BFSParallel[int](ctx, g, search.Options{Workers: 2, OnLayer: func(s search.LayerStats) {
			stats = append(stats, s)
		}}, 0)
		require.NoError(t, err)
		_, err = search.BFSTreeContext[int](ctx, g, nil, search.Options{OnLayer: func(s search.LayerStats) {
			want = append(want, s)
		}}, 0)
		require.NoError(t, err)
		assert.Equal(t, want, stats)
	})
}

// BenchmarkBFSParallel: a full search tree of a 1000×1000 grid from a
// corner (1,000,000 states, layers up to 1,000 wide, so only part of the
// search is parallel) and of a random graph with wide layers; the serial
// BFS is the baseline.
func BenchmarkBFSParallel(b *testing.B) {
	for _, gc := range []struct {
		name string
		g    searchtest.Graph
	}{
		{"grid1000", searchtest.Grid(1000, 1000)},
		{"random1M", searchtest.RandomUndirected(5, 1_000_000, 3_000_000)},
	} {
		want, err := search.BFSTreeContext[int](context.Background(), gc.g, nil, search.Options{}, 0)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(gc.name+"/serial", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				tr, _ := search.BFSTreeContext[int](context.Background(), gc.g, nil, search.Options{}, 0)
				if tr.Len() != want.Len() {
					b.Fatal(tr.Len())
				}
			}
		})
		for _, w := range []int{2} {
			b.Run(fmt.Sprintf("%s/workers=%d", gc.name, w), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					tr, _ := search.BFSTreeContext[int](context.Background(), gc.g, nil, search.Options{Workers: w}, 0)
					if tr.Len() != want.Len() {
						b.Fatal(tr.Len())
					}
				}
			})
		}
	}
}

// A panic in a worker of the parallel tree builder reaches the caller with
// the worker's stack in its message.
func TestBFSParallelWorkerPanic(t *testing.T) {
	g := searchtest.Grid(100, 100)
	bad := badIndex{g}
	var got any
	func() {
		defer func() { got = recover() }()
		_, _ = search.BFSTreeContext(context.Background(), bad, nil, search.WithCutoff(search.Options{Workers: 2}, 8), 0)
	}()
	require.IsType(t, "", got)
	assert.Regexp(t, `^search: Indexer.Index\(\d+\) = -1, outside \[0, 10000\)`, got)
	assert.Contains(t, got, "panicked; its stack:")
	assert.Contains(t, got, "badIndex")
}

// badIndex maps states past 5000 outside the index range.
type badIndex struct{ g searchtest.Graph }

func (x badIndex) Neighbors(s int, yield func(int) bool) { x.g.Neighbors(s, yield) }
func (x badIndex) Len() int                              { return len(x.g) }
func (x badIndex) State(i int) int                       { return i }
func (x badIndex) Index(s int) int {
	if s > 5000 {
		return -1
	}
	return s
}

// A worker that panics with an error re-raises an error that wraps it: a
// caller that recovers finds it with errors.Is, as from a serial search.
func TestWorkerPanicKeepsItsError(t *testing.T) {
	g := searchtest.Grid(100, 100)
	sentinel := errors.New("the plugin's own error")
	nb := search.With[int](search.NeighborsFunc[int](func(s int, yield func(int) bool) {
		if s == 5050 {
			panic(fmt.Errorf("state %d: %w", s, sentinel))
		}
		g.Neighbors(s, yield)
	}), g)
	for _, w := range []int{1, 2} {
		for name, run := range map[string]func(){
			"BFS": func() {
				_, _ = search.BFSTreeContext(context.Background(), nb, nil, search.WithCutoff(search.Options{Workers: w}, 8), 0)
			},
			"Sweep": func() {
				_, _ = sweepSizes(context.Background(), nb, search.WithCutoff(search.Options{Workers: w}, 8), nil, 0)
			},
		} {
			var got any
			func() {
				defer func() { got = recover() }()
				run()
			}()
			err, ok := got.(error)
			require.True(t, ok, "%s, %d workers: panic value %T", name, w, got)
			assert.ErrorIs(t, err, sentinel, "%s, %d workers", name, w)
			if w > 1 {
				assert.Contains(t, err.Error(), "panicked; its stack:", name)
			}
		}
	}
}
